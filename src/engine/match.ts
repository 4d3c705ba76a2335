/**
 * The generic match driver: a match is its setup plus its move log, and every state is
 * rebuilt by replay. Used by the store (resume, undo), the table and the tests.
 */
import type { AnyGame, RoundResult } from './types.ts';
import { IllegalMoveError } from './types.ts';
import { renderRefusal } from './refusals.ts';

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
function initialState(game: AnyGame, setup: MatchSetup): unknown {
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
    /** Why, in words a player reads (a refusal worded from its code), when not the cause's message. */
    why?: string,
  ) {
    super(
      `Move ${index + 1} of the saved game could not be replayed: ${why ?? (cause instanceof Error ? cause.message : String(cause))}`,
    );
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
  // a saved move replays as the rules it was played under accepted it (contract rule 4)
  const step = (state: unknown, seat: number, move: unknown) =>
    game.playRecorded ? game.playRecorded(state, seat, move) : game.play(state, seat, move);
  for (const [i, m] of moves.entries()) {
    try {
      states.push(step(states[states.length - 1], m.seat, m.move));
      kept.push(m);
    } catch (e) {
      // A refusal is worded from its code (shared words: the family's own codes read as a neutral sentence).
      const why =
        e instanceof IllegalMoveError
          ? renderRefusal(e.code, e.data, { names: setup.seats.map((x) => x.name), title: game.title })
          : undefined;
      return { states, moves: kept, error: new ReplayError(i, e, why) };
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
export function undoableCount(
  game: AnyGame,
  states: readonly unknown[],
  moves: readonly LoggedMove[],
  seat: number,
): number {
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

/**
 * The finished rounds of a match, in order, from its states (states[0] the start): each round's
 * result as its engine reported it when the round ended. The match-end panel adds these up.
 */
export function finishedRounds(game: AnyGame, states: readonly unknown[]): RoundResult[] {
  const out: RoundResult[] = [];
  let before = states.length > 0 ? game.status(states[0]).phase : 'playing';
  for (let i = 1; i < states.length; i++) {
    const st = game.status(states[i]);
    if (before === 'playing' && st.phase !== 'playing' && st.lastRound) out.push(st.lastRound);
    before = st.phase;
  }
  return out;
}

/** Who plays first in a new match: decided by a draw for the deal, by chance, or a given seat. */
export type Opening = { kind: 'draw' } | { kind: 'chance' } | { kind: 'seat'; seat: number };

/** Deal codes the opening is tried with: chance shows as different first players. */
const OPENING_SEEDS = [
  'opening-a',
  'opening-b',
  'opening-c',
  'opening-d',
  'opening-e',
  'opening-f',
  'opening-g',
  'opening-h',
];

/**
 * Who plays first, as the engine sets a match up: a draw for the deal (the first view is the
 * dealer draw), chance (different deals start with different seats), or always the same seat.
 * Throws what `setup` throws for seats or options that make no game.
 */
export function openingOf(game: AnyGame, players: number, options: Record<string, unknown>): Opening {
  const firsts = new Set<number>();
  for (const seed of OPENING_SEEDS) {
    const state = game.setup({ players, seed, options });
    const v = game.view(state, 0) as { phase?: string; dealerDraw?: unknown } | null;
    if (v?.phase === 'dealer-draw' || (v?.dealerDraw ?? undefined) !== undefined) return { kind: 'draw' };
    firsts.add(game.actors(state)[0] ?? 0);
  }
  return firsts.size > 1 ? { kind: 'chance' } : { kind: 'seat', seat: [...firsts][0]! };
}

export { IllegalMoveError };
