/** Deck handling shared by every game: stacked-deck checks, dealing, moving cards. */
import { IllegalMoveError } from './types.ts';
import { shuffle, type Rng } from './rng.ts';

/**
 * Check that a stacked deck holds exactly the cards a game uses, once each.
 * Throws a readable error naming the first problem.
 */
export function checkStackedDeck(deck: readonly string[], expected: readonly string[]): void {
  if (deck.length !== expected.length) {
    throw new IllegalMoveError(
      'deck-size',
      { want: expected.length, got: deck.length },
      `A stacked deck must hold ${expected.length} cards, not ${deck.length}.`,
    );
  }
  const want = new Set(expected);
  const seen = new Set<string>();
  for (const id of deck) {
    if (!want.has(id))
      throw new IllegalMoveError(
        'deck-card',
        { card: id },
        `A stacked deck holds "${id}", which this game does not use.`,
      );
    if (seen.has(id)) throw new IllegalMoveError('deck-twice', { card: id }, `A stacked deck holds "${id}" twice.`);
    seen.add(id);
  }
}

/** The deck for a round: the stacked deck when given, else a shuffle of `cards`. */
export function prepareDeck(cards: readonly string[], rng: Rng, stacked?: readonly string[]): [string[], Rng] {
  if (stacked) {
    checkStackedDeck(stacked, cards);
    return [stacked.slice(), rng];
  }
  return shuffle(rng, cards);
}

/**
 * Deal from the front of `deck`: `sizes` packets taken in order (e.g. each hand whole,
 * then the field). Returns the packets and what is left (the stock, top card first).
 */
export function dealPackets(
  deck: readonly string[],
  sizes: readonly number[],
): { packets: string[][]; rest: string[] } {
  let at = 0;
  const packets: string[][] = [];
  for (const n of sizes) {
    if (at + n > deck.length) throw new RangeError(`Cannot deal ${n} cards: only ${deck.length - at} left`);
    packets.push(deck.slice(at, at + n));
    at += n;
  }
  return { packets, rest: deck.slice(at) };
}

/** A copy of `list` without one occurrence of `card`; throws a readable error if absent. */
export function without(list: readonly string[], card: string, where = 'that place'): string[] {
  const i = list.indexOf(card);
  if (i < 0) throw new IllegalMoveError('not-there', { card }, `${card} is not in ${where}.`);
  // One array of the final length (every card played goes through here; a push would reserve room for 16 more).
  const out = list.slice(0, list.length - 1);
  for (let k = i; k < out.length; k++) out[k] = list[k + 1]!;
  return out;
}

/** A copy of `list` without every card of `cards` (each must be present). */
export function withoutAll(list: readonly string[], cards: readonly string[], where = 'that place'): string[] {
  let out = list.slice();
  for (const c of cards) out = without(out, c, where);
  return out;
}

/** Plain-data deep equality, as the contract compares moves. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], bb[i])) return false;
    return true;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const bk = Object.keys(bo).filter((k) => bo[k] !== undefined);
  if (ak.length !== bk.length) return false;
  for (const k of ak) if (!sameData(ao[k], bo[k])) return false;
  return true;
}

/**
 * The legality gate every engine's `play` goes through: the move must be plain data,
 * the seat must be an actor, and the move must be one of the legal ones. Refused as
 * 'not-your-turn' {seat}, 'not-a-move' or 'not-legal' {move: its type, when it has one}; the
 * message (for logs) lists some of the moves allowed now.
 */
export function assertLegal<M>(
  legal: readonly M[],
  move: unknown,
  seat: number,
  isActor: boolean,
  describe?: (m: M) => string,
): M {
  if (!isActor) throw new IllegalMoveError('not-your-turn', { seat }, `It is not seat ${seat + 1}'s turn.`);
  if (move === null || typeof move !== 'object') throw new IllegalMoveError('not-a-move', {}, 'That is not a move.');
  for (const m of legal) if (sameData(m, move)) return m;
  const kind = (move as { type?: unknown }).type;
  const options = describe
    ? ` Allowed now: ${legal.slice(0, 6).map(describe).join('; ')}${legal.length > 6 ? '…' : ''}.`
    : '';
  throw new IllegalMoveError(
    'not-legal',
    typeof kind === 'string' ? { move: kind } : {},
    typeof kind === 'string'
      ? `"${kind}" with those details is not allowed now.${options}`
      : `That move is malformed.${options}`,
  );
}
