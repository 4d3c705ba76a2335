/**
 * Hanafuda cards as deck positions (issue 30 §1): the state of Koi-Koi and Go-Stop holds its
 * hands, field, stock and the turn's captures as small ints, `cardOrder`'s position of each card
 * (0–47, month then class: the month is `(card >> 2) + 1`). Arrays of small ints cost less to copy
 * and to trace than arrays of ids, and a card's facts are read by index, not looked up by id.
 * Moves, views, events and records name cards by id: these are the conversions at that edge.
 */
import { cardOrder, HANAFUDA_DECK } from './cards.ts';
import type { Placement } from './capture.ts';

/** A card's id by deck position (the deck is built in order: `cardOrder(HANAFUDA_DECK[k]) === k`). */
export const ID: readonly string[] = HANAFUDA_DECK;

/** Deck positions by id (prototype-less); undefined for anything else. */
export const AT: Readonly<Record<string, number>> = Object.create(null);
for (let k = 0; k < ID.length; k++) {
  if (cardOrder(ID[k]!) !== k) throw new Error('The Hanafuda deck is not in deck order');
  (AT as Record<string, number>)[ID[k]!] = k;
}

/** Every deck position, in order (what a deal shuffles: the same shuffle as of the ids gives the same deal). */
export const POSITIONS: readonly number[] = ID.map((_, k) => k);

/** A card's month, 1–12. */
export const monthAt = (card: number): number => (card >> 2) + 1;

/** Empty lists (shared, never changed): of cards, of ids, of a turn's placements. */
export const NO_CARDS: number[] = [];
export const NO_IDS: string[] = [];
export const NO_PLACEMENTS: Placement[] = [];

export function idsOf(cards: readonly number[]): string[] {
  const out = new Array<string>(cards.length);
  for (let i = 0; i < cards.length; i++) out[i] = ID[cards[i]!]!;
  return out;
}

/** Positions of `ids`; throws on an unknown card. */
export function positionsOf(ids: readonly string[]): number[] {
  const out = new Array<number>(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = cardOrder(ids[i]!);
  return out;
}

/** `list` without `card` (present), in an array of its final length. */
export function withoutAt(list: readonly number[], card: number): number[] {
  const out = new Array<number>(list.length - 1);
  let at = 0;
  for (let i = 0; i < list.length; i++) if (list[i] !== card) out[at++] = list[i]!;
  return out;
}

/** The ids `pile` then the cards `added` (deck positions), in one array of its final length. */
export function joinedIds(pile: readonly string[], added: readonly number[]): string[] {
  const out = new Array<string>(pile.length + added.length);
  for (let i = 0; i < pile.length; i++) out[i] = pile[i]!;
  for (let i = 0; i < added.length; i++) out[pile.length + i] = ID[added[i]!]!;
  return out;
}

/** `list` with `x` at the end, in an array of exactly that length (a push would reserve room for 16 more). */
export function appendedAt<T>(list: readonly T[], x: T): T[] {
  const n = list.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = list[i]!;
  out[n] = x;
  return out;
}

/** `a` then `b`, in one array of its final length. */
export function joinedAt<T>(a: readonly T[], b: readonly T[]): T[] {
  const out = new Array<T>(a.length + b.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]!;
  for (let i = 0; i < b.length; i++) out[a.length + i] = b[i]!;
  return out;
}

/** The field's first card of each pile of `card`'s month, in field order (the targets of a two-match choice, which is offered between two single cards). */
export function targetsOf(field: readonly (readonly number[])[], card: number): number[] {
  const m = card >> 2;
  const out: number[] = [];
  for (let i = 0; i < field.length; i++) if (field[i]![0]! >> 2 === m) out.push(field[i]![0]!);
  return out;
}

/** `cards[from…to)` in deck order (`sortCards`' order: a dealt hand). */
export function sortedAt(cards: readonly number[], from = 0, to = cards.length): number[] {
  const out = cards.slice(from, to);
  for (let i = 1; i < out.length; i++) {
    const x = out[i]!;
    let j = i - 1;
    while (j >= 0 && out[j]! > x) {
      out[j + 1] = out[j]!;
      j--;
    }
    out[j + 1] = x;
  }
  return out;
}

/** Is `cards` in deck order (hands are dealt so and only lose cards)? */
export function inOrderAt(cards: readonly number[]): boolean {
  for (let i = 1; i < cards.length; i++) if (cards[i - 1]! > cards[i]!) return false;
  return true;
}

/** The ids of the last lists of positions a bot's view showed (a hand, the turn's captures), by the list's identity. */
const ID_SLOTS = 8;
const idKeys: (readonly number[] | undefined)[] = new Array(ID_SLOTS).fill(undefined);
const idLists: string[][] = new Array(ID_SLOTS).fill(undefined);
let nextIds = 0;

/**
 * `cards` as ids (with `sort`, in deck order, as `sortCards` shows a hand), shared while the same
 * list is shown: a bot's view is read-only, and a rollout shows the same lists move after move.
 */
export function shownIds(cards: readonly number[], sort: boolean): string[] {
  for (let i = 0; i < ID_SLOTS; i++) if (idKeys[i] === cards) return idLists[i]!;
  const i = nextIds;
  nextIds = (nextIds + 1) % ID_SLOTS;
  idKeys[i] = cards;
  idLists[i] = idsOf(sort && !inOrderAt(cards) ? sortedAt(cards) : cards);
  return idLists[i]!;
}
