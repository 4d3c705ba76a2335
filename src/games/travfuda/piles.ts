/**
 * The TravFuda table: every card laid there is its own pile or joins a matching pile; after
 * a turn every pile with an even number of cards is taken (docs/rulings/travfuda.md §1.2, TF-1 … TF-4).
 * Shared by the base game and Run or Jump!.
 */
import { isJoker, suitOf } from './deck.ts';

export interface Pile {
  /** Stable id ("p7"): piles keep it while they grow, so a chooser can name them. */
  id: string;
  cards: string[];
  /** The suit the pile takes (0 while it holds only Jokers), kept with it (`pileSuit` reads it; a pile made without it is read card by card). */
  suit?: number;
}

export type JokerMatching = 'wild' | 'pairOnly';

/** The suit of a pile (0 for a pile of Jokers only): the one kept with it, else read from its cards. */
export function pileSuit(p: Pile): number {
  if (p.suit !== undefined) return p.suit;
  const cards = p.cards;
  for (let i = 0; i < cards.length; i++) if (!isJoker(cards[i]!)) return suitOf(cards[i]!);
  return 0;
}

/** A card's suit number (0 for a Joker). */
function cardSuit(card: string): number {
  return isJoker(card) ? 0 : suitOf(card);
}

/** The suit of pile `p` once `card` joins it: its own, or the card's while it held only Jokers. */
function suitAfter(p: Pile, card: string): number {
  const suit = pileSuit(p);
  return suit !== 0 ? suit : cardSuit(card);
}

/** A new pile of one card, its suit kept with it. */
export function newPile(id: string, card: string): Pile {
  return { id, cards: [card], suit: cardSuit(card) };
}

/** The matching rule on suit numbers (0 = a Joker, or a pile of Jokers only). */
export function suitMatches(cardSuit: number, pileSuitNo: number, jokers: JokerMatching): boolean {
  if (cardSuit === 0) return jokers === 'wild' ? true : pileSuitNo === 0;
  if (pileSuitNo === 0) return jokers === 'wild';
  return cardSuit === pileSuitNo;
}

/** The piles `card` must be laid on (one of them; none means it starts a new pile). */
export function matchingPiles(card: string, piles: readonly Pile[], jokers: JokerMatching): Pile[] {
  const suit = isJoker(card) ? 0 : suitOf(card);
  const out: Pile[] = [];
  for (let i = 0; i < piles.length; i++) if (suitMatches(suit, pileSuit(piles[i]!), jokers)) out.push(piles[i]!);
  return out;
}

/** How many piles `card` may go on, without building a list. */
export function countMatching(card: string, piles: readonly Pile[], jokers: JokerMatching): number {
  const suit = isJoker(card) ? 0 : suitOf(card);
  let n = 0;
  for (let i = 0; i < piles.length; i++) if (suitMatches(suit, pileSuit(piles[i]!), jokers)) n++;
  return n;
}

const PILE_IDS: string[] = [];
/** A pile's id ("p7"), made once per number. */
export function pileIdOf(n: number): string {
  let id = PILE_IDS[n];
  if (id === undefined) {
    id = `p${n}`;
    PILE_IDS[n] = id;
  }
  return id;
}

/** The size of the pile the last `layCard` laid on, after it (1 for a new pile). */
export let laidSize = 0;

/** Lay `card` on pile `pileId`, or start a new pile with the next id (the pile's size after it: `laidSize`). */
export function layCard(
  piles: readonly Pile[],
  nextPile: number,
  card: string,
  pileId?: string,
): { piles: Pile[]; nextPile: number } {
  if (pileId === undefined) return { piles: layNew(piles, nextPile, card), nextPile: nextPile + 1 };
  // A pile id not on the table lays nothing (the table is copied, `laidSize` stays).
  const k = piles.findIndex((p) => p.id === pileId);
  return { piles: k >= 0 ? layAt(piles, k, card) : piles.slice(), nextPile };
}

/**
 * `piles` with `card` laid on the pile at `k` (`laidSize`: its size after), built at its length; the
 * engine's turn, which knows the pile's place already (`layCard` looks it up by id).
 */
export function layAt(piles: readonly Pile[], k: number, card: string): Pile[] {
  const n = piles.length;
  const out = new Array<Pile>(n);
  for (let i = 0; i < n; i++) out[i] = piles[i]!;
  const p = piles[k]!;
  const m = p.cards.length;
  const cards = new Array<string>(m + 1);
  for (let j = 0; j < m; j++) cards[j] = p.cards[j]!;
  cards[m] = card;
  out[k] = { id: p.id, cards, suit: suitAfter(p, card) };
  laidSize = m + 1;
  return out;
}

/** `piles` and a new pile of `card` with id number `no` (`laidSize` 1). */
export function layNew(piles: readonly Pile[], no: number, card: string): Pile[] {
  const n = piles.length;
  const out = new Array<Pile>(n + 1);
  for (let i = 0; i < n; i++) out[i] = piles[i]!;
  out[n] = newPile(pileIdOf(no), card);
  laidSize = 1;
  return out;
}

/** Take every even pile: returns what stays and what was taken (the same array when nothing is). */
export function takeEvenPiles(piles: readonly Pile[]): { piles: Pile[]; taken: string[] } {
  const taken: string[] = [];
  let stay: Pile[] | null = null;
  for (let i = 0; i < piles.length; i++) {
    const p = piles[i]!;
    const n = p.cards.length;
    if (n > 0 && n % 2 === 0) {
      if (!stay) stay = piles.slice(0, i);
      for (let k = 0; k < n; k++) taken.push(p.cards[k]!);
    } else if (stay) stay.push(p);
  }
  return { piles: stay ?? (piles as Pile[]), taken };
}
