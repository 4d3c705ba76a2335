/**
 * Digests of whole positions, to check that a rewritten engine plays exactly as the one before:
 * FNV-1a (32 bit) of a canonical JSON (object keys sorted, keys whose value is undefined left out,
 * as a saved state would drop them). `positionDigest` covers what a player or a saved match could
 * notice after a move: the state, the status, every seat's view and the mover's legal moves.
 */
import type { AnyGame } from '../../src/engine/types.ts';
import { koikoiIds, type KoiKoiState } from '../../src/games/hanafuda/koikoi.ts';
import { goStopIds, type GoStopState } from '../../src/games/hanafuda/gostop.ts';

/**
 * How a TravFuda state or view holds what a player sees, written as the engines before 26 November
 * held it, so that the recordings made then still compare: the stock read at an index (`stockAt`)
 * is the list of the cards still in it, and a pile's kept suit (`suit`, which its cards decide) is
 * left out. Everything a player could notice is still compared.
 */
function asRecorded(o: Record<string, unknown>): Record<string, unknown> {
  // A Koi-Koi state holds its cards as deck positions since 27 November: compare it with its ids.
  // So does a Go-Stop state (its piles stay ids).
  if (typeof o.stockAt === 'number' && typeof o.choice === 'number' && Array.isArray(o.koikoi))
    return koikoiIds(o as unknown as KoiKoiState) as unknown as Record<string, unknown>;
  if (typeof o.stockAt === 'number' && typeof o.choice === 'number' && Array.isArray(o.gos))
    return goStopIds(o as unknown as GoStopState) as unknown as Record<string, unknown>;
  if (Array.isArray(o.stock) && typeof o.stockAt === 'number') {
    const { stockAt, ...rest } = o;
    return { ...rest, stock: (o.stock as unknown[]).slice(stockAt) };
  }
  if (typeof o.id === 'string' && Array.isArray(o.cards) && typeof o.suit === 'number') {
    const { suit: _suit, ...rest } = o;
    return rest;
  }
  return o;
}

function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x && typeof x === 'object') {
    const o = asRecorded(x as Record<string, unknown>);
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(x) ?? 'undefined';
}

export function digestOf(x: unknown): string {
  const s = canonical(x);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** One digest of a position: state, status, actors, every seat's view, and the legal moves of `seat` (if any). */
export function positionDigest(game: AnyGame, s: unknown, players: number, seat: number | undefined): string {
  const views: unknown[] = [];
  for (let i = 0; i < players; i++) views.push(game.view(s, i));
  return digestOf({
    state: s,
    status: game.status(s),
    actors: game.actors(s),
    views,
    legal: seat === undefined ? [] : game.legalMoves(s, seat),
  });
}

/** A match recorded by an engine before a rewrite: its setup, the index of each move among the legal ones, and the digests. */
export interface RecordedMatch {
  game: string;
  players: number;
  options: Record<string, unknown>;
  seed: string;
  /** The legal-move index of each move, space-separated. */
  picks: string;
  /** `positionDigest` before each move and after the last, space-separated. */
  digests: string;
}

/**
 * Replay a recorded match on today's engine, each move a JSON copy of the one picked (as a saved
 * match is read back). Returns the digests of every position, and the state at the end.
 */
export function replayDigests(game: AnyGame, m: RecordedMatch): { got: string[]; end: unknown } {
  let s = game.setup({ players: m.players, seed: m.seed, options: m.options });
  const got: string[] = [];
  for (const k of m.picks.split(' ').map(Number)) {
    const seat = game.actors(s)[0]!;
    got.push(positionDigest(game, s, m.players, seat));
    const legal = game.legalMoves(s, seat);
    s = game.play(s, seat, JSON.parse(JSON.stringify(legal[k])));
  }
  got.push(positionDigest(game, s, m.players, undefined));
  return { got, end: s };
}

/**
 * Record a match for `replayDigests`: from the setup, `pick(legal, seat)` chooses each move's
 * index (a seeded chooser) until the match is over; each move is played as a JSON copy.
 */
export function recordDigests(
  game: AnyGame,
  setup: { players: number; seed: string; options: Record<string, unknown> },
  pick: (legal: readonly unknown[]) => number,
): { picks: string; digests: string } {
  let s = game.setup(setup);
  const picks: number[] = [];
  const digests: string[] = [];
  for (;;) {
    const over = game.status(s).phase === 'match-over';
    const seat = over ? undefined : game.actors(s)[0]!;
    digests.push(positionDigest(game, s, setup.players, seat));
    if (seat === undefined) break;
    const legal = game.legalMoves(s, seat);
    const k = pick(legal);
    picks.push(k);
    s = game.play(s, seat, JSON.parse(JSON.stringify(legal[k])));
  }
  return { picks: picks.join(' '), digests: digests.join(' ') };
}
