/**
 * The Universal Card Deck for Capture (docs/rulings/capture.md §3.1): 54 regular cards (six planet suits ×
 * 1–7, Moon, Sun) and six Galaxy cards, of which a game uses one per player (§3.2).
 */
import {
  cardId,
  galaxyId,
  isGalaxy,
  PRIMARY,
  RANKS,
  rankOf,
  setupFor,
  suitOf,
  suitPower,
  SUITS,
  type Rank,
  type Suit,
} from './rules.ts';

/** The 54 regular cards, suit by suit (E first), 1..Sun. */
export const REGULAR_CARDS: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => cardId(s, r)));

/** Every card of the deck (54 + 6 Galaxies). */
export const ALL_CARDS: readonly string[] = [...REGULAR_CARDS, ...SUITS.map(galaxyId)];

/** The cards a game of `players` uses: the 54 regular cards and its Galaxies. */
export function deckFor(players: number): string[] {
  return [...REGULAR_CARDS, ...setupFor(players as 2 | 3 | 4 | 5 | 6).galaxies];
}

export const PLANET: Record<Suit, string> = {
  E: 'Earth',
  J: 'Jupiter',
  M: 'Mars',
  N: 'Neptune',
  S: 'Saturn',
  V: 'Venus',
};

function isPrimarySuit(s: Suit): boolean {
  return PRIMARY.includes(s);
}

/** "Venus 3", "Neptune Moon", "Earth Galaxy". */
export function cardName(card: string): string {
  if (!ALL_CARDS.includes(card)) return card;
  const s = suitOf(card);
  return isGalaxy(card) ? `${PLANET[s]} Galaxy` : `${PLANET[s]} ${rankOf(card)}`;
}

/**
 * A card as its button or picture names it: what its face prints, in reading order — the rank
 * and suit letter in the corner, the planet, whether the suit is primary or secondary ("2 S,
 * Saturn, secondary", "Moon E, Earth, primary"); a Galaxy: "S Galaxy, Saturn".
 */
export function faceName(card: string): string {
  if (!ALL_CARDS.includes(card)) return card;
  const s = suitOf(card);
  if (isGalaxy(card)) return `${s} Galaxy, ${PLANET[s]}`;
  return `${rankOf(card)} ${s}, ${PLANET[s]}, ${isPrimarySuit(s) ? 'primary' : 'secondary'}`;
}

const RANK_ORDER: Record<Rank, number> = Object.fromEntries(RANKS.map((r, i) => [r, i])) as Record<Rank, number>;

/** Sort for a hand on screen: by number (1..Sun), then suit low to high; Galaxies last, low to high. */
export function sortHand(cards: readonly string[]): string[] {
  const key = (c: string) =>
    isGalaxy(c) ? 100 + suitPower(suitOf(c)) : RANK_ORDER[rankOf(c)!] * 10 + suitPower(suitOf(c));
  return cards.slice().sort((a, b) => key(a) - key(b));
}
