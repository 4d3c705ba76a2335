/**
 * The TravFuda table: every card laid there is its own pile or joins a matching pile; after
 * a turn every pile with an even number of cards is taken (rulings §1.2, TF-1 … TF-4).
 * Shared by the base game and Run or Jump!.
 */
import { isJoker, suitOf } from './deck.ts';

export interface Pile {
  /** Stable id ("p7"): piles keep it while they grow, so a chooser can name them. */
  id: string;
  cards: string[];
}

export type JokerMatching = 'wild' | 'pairOnly';

/** The suit of a pile (0 for a pile of Jokers only). */
export function pileSuit(p: Pile): number {
  const numbered = p.cards.find((c) => !isJoker(c));
  return numbered ? suitOf(numbered) : 0;
}

/** May `card` be laid on pile `p`? Matching is by suit number only; Jokers per the option. */
export function matchesPile(card: string, p: Pile, jokers: JokerMatching): boolean {
  const suit = pileSuit(p);
  if (isJoker(card)) return jokers === 'wild' ? true : suit === 0;
  if (suit === 0) return jokers === 'wild';
  return suitOf(card) === suit;
}

/** The piles `card` must be laid on (one of them; none means it starts a new pile). */
export function matchingPiles(card: string, piles: readonly Pile[], jokers: JokerMatching): Pile[] {
  return piles.filter((p) => matchesPile(card, p, jokers));
}

/** Lay `card` on pile `pileId`, or start a new pile with the next id. */
export function layCard(piles: readonly Pile[], nextPile: number, card: string, pileId?: string): { piles: Pile[]; nextPile: number } {
  if (pileId === undefined) return { piles: [...piles, { id: `p${nextPile}`, cards: [card] }], nextPile: nextPile + 1 };
  return { piles: piles.map((p) => (p.id === pileId ? { id: p.id, cards: [...p.cards, card] } : p)), nextPile };
}

/** Take every even pile: returns what stays and what was taken. */
export function takeEvenPiles(piles: readonly Pile[]): { piles: Pile[]; taken: string[] } {
  const taken: string[] = [];
  const stay: Pile[] = [];
  for (const p of piles) {
    if (p.cards.length > 0 && p.cards.length % 2 === 0) taken.push(...p.cards);
    else stay.push(p);
  }
  return { piles: stay, taken };
}
