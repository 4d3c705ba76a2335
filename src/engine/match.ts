/**
 * The generic match driver: a match is its setup plus its move log, and every state is
 * rebuilt by replay. Used by the store (resume, undo), the table and the tests.
 */
import type { AnyGame, Status } from './types.ts';
import { IllegalMoveError } from './types.ts';

export type SeatKind = 'human' | 'bot';
/** How strong a bot seat plays (issue 15). A seat without one (matches saved before levels) plays Normal. */
export type BotLevel = 'easy' | 'normal' | 'hard';

export interface SeatInfo {
  name: string;
  kind: SeatKind;
  /** A bot seat's level; absent means Normal. */
  level?: BotLevel;
}

/** The level a seat plays at: its own, or Normal for a seat saved without one. */
export function seatLevel(seat: SeatInfo | undefined): BotLevel {
  return seat?.level ?? 'normal';
}

/** Everything needed to rebuild a match's first state. */
export interface MatchSetup {
  gameId: string;
  options: Record<string, unknown>;
  seed: string;
  seats: SeatInfo[];
  /** Optional stacked deck for the first round (tests, replays of a physical deal). */
  deck?: string[];
}

/** One logged move: who played it and the move as plain data. */
export interface LoggedMove {
  seat: number;
  move: unknown;
}

export interface MatchLog extends MatchSetup {
  moves: LoggedMove[];
}

/** The state before any move. */
export function initialState(game: AnyGame, setup: MatchSetup): unknown {
  return game.setup({
    players: setup.seats.length,
    seed: setup.seed,
    options: setup.options,
    ...(setup.deck ? { deck: setup.deck } : {}),
  });
}

/** A replay that failed at move `index` (a corrupt or outdated log). */
export class ReplayError extends Error {
  constructor(
    readonly index: number,
    override readonly cause: unknown,
  ) {
    super(`Move ${index + 1} of the saved game could not be replayed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ReplayError';
  }
}

/** Play one move through the contract (the engine checks legality). */
export function applyMove(game: AnyGame, state: unknown, seat: number, move: unknown): unknown {
  return game.play(state, seat, move);
}

/** The outcome of replaying a log: every state, the moves that replayed, and the first failure. */
export interface Replayed {
  /** states[0] is the start; states[k] follows move k-1 of `moves`. */
  states: unknown[];
  /** The moves that replayed (the whole log unless `error` is set). */
  moves: LoggedMove[];
  /** The first move that did not replay; the log stops before it. */
  error?: ReplayError;
}

/**
 * The one replay of the app: the session (open, resume, follow another tab, undo), imports
 * (a backup's log is replayed before it is accepted) and the tests all use it. Never throws
 * for a bad move: it stops there and says which.
 */
export function replayLog(game: AnyGame, setup: MatchSetup, moves: readonly LoggedMove[]): Replayed {
  const states: unknown[] = [initialState(game, setup)];
  const kept: LoggedMove[] = [];
  for (const [i, m] of moves.entries()) {
    try {
      states.push(game.play(states[states.length - 1], m.seat, m.move));
      kept.push(m);
    } catch (e) {
      return { states, moves: kept, error: new ReplayError(i, e) };
    }
  }
  return { states, moves: kept };
}

/** Rebuild the state after the whole log. Throws ReplayError naming the bad move. */
export function replay(game: AnyGame, log: MatchLog): unknown {
  return replayAll(game, log)[log.moves.length];
}

/** Every state of the match: states[0] is the start, states[k] follows move k-1. */
export function replayAll(game: AnyGame, log: MatchLog): unknown[] {
  const r = replayLog(game, log, log.moves);
  if (r.error) throw r.error;
  return r.states;
}

/**
 * How many trailing moves `seat` may take back now: the last move must be theirs, and the
 * engine must say each such move revealed nothing hidden and kept the turn.
 */
export function undoableCount(game: AnyGame, states: readonly unknown[], moves: readonly LoggedMove[], seat: number): number {
  if (!game.undoable) return 0;
  let n = 0;
  for (let k = moves.length - 1; k >= 0; k--) {
    const m = moves[k]!;
    if (m.seat !== seat) break;
    if (!game.undoable(states[k], m.move, states[k + 1], seat)) break;
    n++;
  }
  return n;
}

/** The first actor who is human, else the first actor; undefined when nobody may act. */
export function nextActor(game: AnyGame, state: unknown, seats: readonly SeatInfo[]): number | undefined {
  const actors = game.actors(state);
  return actors.find((a) => seats[a]?.kind === 'human') ?? actors[0];
}

/** Replace the engines' "Player N" in public sentences with the seats' names. */
export function withNames(text: string, seats: readonly { name: string }[]): string {
  return text.replace(/\bPlayer (\d+)\b/g, (m, n: string) => seats[Number(n) - 1]?.name ?? m);
}

export function isOver(status: Status): boolean {
  return status.phase === 'match-over';
}

export { IllegalMoveError };
