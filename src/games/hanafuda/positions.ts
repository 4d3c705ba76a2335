/**
 * Hanafuda cards as deck positions (issue 30 §1): the state of Koi-Koi and Go-Stop holds its
 * hands, field, stock and the turn's captures as small ints, `cardOrder`'s position of each card
 * (0–47, month then class: the month is `(card >> 2) + 1`). Arrays of small ints cost less to copy
 * and to trace than arrays of ids, and a card's facts are read by index, not looked up by id.
 * Moves, views, events and records name cards by id: these are the conversions at that edge.
 */
import { cardOrder, HANAFUDA_DECK } from './cards.ts';
import type { CardSource, Placement } from './capture.ts';
import type { GameEvent } from './events.ts';

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

/**
 * A field held flat (Koi-Koi's and Go-Stop's): its cards in table order, a month with three or
 * more cards on it one stack whose cards lie together, any other card a pile of its own (under the
 * month rule a month's cards are never both a stack and a single card). `fieldPiles` gives its piles.
 */
export type FlatField = readonly number[];

/** Cards of a month on a flat field, by month (1–12), reused by `fieldPiles` (cleared before each use). */
const ON_MONTH = new Int8Array(13);

/** The piles of a flat field, in its order. */
export function fieldPiles(field: FlatField): number[][] {
  for (let m = 1; m <= 12; m++) ON_MONTH[m] = 0;
  for (let i = 0; i < field.length; i++) ON_MONTH[monthAt(field[i]!)]!++;
  const out: number[][] = [];
  for (let i = 0; i < field.length; i++) {
    const c = field[i]!;
    const m = monthAt(c);
    if (ON_MONTH[m]! < 3) out.push([c]);
    else {
      const stack = [c];
      while (i + 1 < field.length && monthAt(field[i + 1]!) === m) stack.push(field[++i]!);
      out.push(stack);
    }
  }
  return out;
}

/** A dealt field `cards[from…to)` laid flat (capture.ts's `layField`): three or more of a month lie together where the first of them fell. */
export function layFlat(cards: readonly number[], from: number, to: number): number[] {
  for (let m = 1; m <= 12; m++) ON_MONTH[m] = 0;
  for (let i = from; i < to; i++) ON_MONTH[monthAt(cards[i]!)]!++;
  const out = new Array<number>(to - from);
  let at = 0;
  for (let i = from; i < to; i++) {
    const c = cards[i]!;
    const m = monthAt(c);
    const n = ON_MONTH[m]!;
    if (n < 3) out[at++] = c;
    else if (n !== 99) {
      // The stack, at its first card: every card of the month, in the order dealt.
      for (let j = i; j < to; j++) if (monthAt(cards[j]!) === m) out[at++] = cards[j]!;
      ON_MONTH[m] = 99;
    }
  }
  return out;
}

/** How many cards of `month` (1–12) lie on the flat field. */
export function onFieldOf(field: FlatField, month: number): number {
  let n = 0;
  for (let i = 0; i < field.length; i++) if (monthAt(field[i]!) === month) n++;
  return n;
}

/** The cards of `card`'s month on the flat field, in its order (a two-match choice's targets: two single cards). */
export function targetsAt(field: FlatField, card: number): number[] {
  const m = card >> 2;
  const out: number[] = [];
  for (let i = 0; i < field.length; i++) if (field[i]! >> 2 === m) out.push(field[i]!);
  return out;
}

/** What a turn step changes of a Koi-Koi or Go-Stop state (a fresh copy: its fields are replaced, never changed in place). */
export interface FlatTurn {
  field: number[];
  /** This turn's captures, not yet collected. */
  pending: number[];
  placements: Placement[];
  /** The card waiting for a two-match choice, -1 for none. */
  choice: number;
  events: GameEvent[];
}

/**
 * Place `card` from `source` (played by `seat`) on `s`, a fresh copy whose field was `field`, under
 * the month rule (capture.ts's `placeCard`): no card of its month, it stays; one card, or a stack of
 * three or more, is taken with it; two single cards offer a choice. Sets the field, the turn's
 * captures and placements, and the move's event (`placedEvent`'s data). Returns whether a choice waits.
 */
export function placeOnField(s: FlatTurn, field: FlatField, seat: number, card: number, source: CardSource): boolean {
  const m = card >> 2;
  const n = field.length;
  let count = 0;
  for (let i = 0; i < n; i++) if (field[i]! >> 2 === m) count++;
  const id = ID[card]!;
  const kind = source === 'hand' ? 'play' : 'draw';
  if (count === 0) {
    s.field = appendedAt(field, card);
    const took: string[] = [];
    s.placements = appendedAt(s.placements, { card: id, source, matched: [] as string[], took });
    s.events = [{ kind, seat, cards: [id], data: { took } }];
    return false;
  }
  const matched = new Array<string>(count);
  if (count === 2) {
    for (let i = 0, k = 0; i < n; i++) if (field[i]! >> 2 === m) matched[k++] = ID[field[i]!]!;
    s.placements = appendedAt(s.placements, { card: id, source, matched, took: [] as string[] });
    s.choice = card;
    s.events = [{ kind, seat, cards: [id], data: { choice: 'match', targets: 2 } }];
    return true;
  }
  const rest = new Array<number>(n - count);
  const pend = s.pending;
  const pending = new Array<number>(pend.length + 1 + count);
  for (let i = 0; i < pend.length; i++) pending[i] = pend[i]!;
  pending[pend.length] = card;
  for (let i = 0, at = 0, k = 0; i < n; i++) {
    const c = field[i]!;
    if (c >> 2 === m) {
      matched[k] = ID[c]!;
      pending[pend.length + 1 + k++] = c;
    } else rest[at++] = c;
  }
  const took = matched.slice();
  s.placements = appendedAt(s.placements, { card: id, source, matched, took });
  s.events = [{ kind, seat, cards: [id], data: { took } }];
  s.pending = pending;
  s.field = rest;
  return false;
}

/**
 * The waiting card of a two-match choice (`before.choice`) takes `target` from the flat field, on
 * `s` (a fresh copy of `before`): the last placement took it, both join the turn's captures, the
 * move's event says so (capture.ts's `resolveChoice`).
 */
export function takeChosen(s: FlatTurn, before: FlatTurn, seat: number, target: number): void {
  const card = before.choice;
  s.field = withoutAt(before.field, target);
  const placements = before.placements.slice();
  const last = placements[placements.length - 1]!;
  placements[placements.length - 1] = {
    card: last.card,
    source: last.source,
    matched: last.matched,
    took: [ID[target]!],
  };
  s.placements = placements;
  const pend = before.pending;
  const pending = new Array<number>(pend.length + 2);
  for (let i = 0; i < pend.length; i++) pending[i] = pend[i]!;
  pending[pend.length] = card;
  pending[pend.length + 1] = target;
  s.pending = pending;
  s.choice = -1;
  s.events = [{ kind: 'capture', seat, cards: [ID[card]!, ID[target]!] }];
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
