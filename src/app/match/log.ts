/**
 * A match's move log as the table holds it: the moves, every state along them (replayed
 * through the one `replayLog` of src/engine/match.ts), and undo truncation. It saves nothing:
 * the session shows a move here only once persistence has taken it.
 */
import { signal } from '@preact/signals';
import {
  finishedRounds,
  replayLog,
  undoableCount,
  type LoggedMove,
  type MatchSetup,
  type ReplayError,
} from '../../engine/match.ts';
import type { AnyGame, RoundResult } from '../../engine/types.ts';

/** The log and states after taking back moves: the first `count` moves and the states they lead to. */
export function truncate(
  states: readonly unknown[],
  moves: readonly LoggedMove[],
  count: number,
): { states: unknown[]; moves: LoggedMove[] } {
  const n = Math.max(0, Math.min(count, moves.length));
  return { states: states.slice(0, n + 1), moves: moves.slice(0, n) };
}

export class MoveLog {
  readonly moves = signal<LoggedMove[]>([]);
  /** The state after the last move. */
  readonly state = signal<unknown>(undefined);
  /** states[0] is the start; states[k] follows move k-1. */
  private states: unknown[] = [];

  constructor(
    private readonly game: AnyGame,
    private readonly setup: MatchSetup,
  ) {}

  /** Replay a whole log. A move that no longer replays stops the log there; its error is returned. */
  replay(moves: readonly LoggedMove[]): ReplayError | undefined {
    const r = replayLog(this.game, this.setup, moves);
    this.states = r.states;
    this.moves.value = r.moves;
    this.state.value = r.states[r.states.length - 1];
    return r.error;
  }

  /** The log with one more move (to be saved before it is shown). */
  plus(entry: LoggedMove): LoggedMove[] {
    return [...this.moves.value, entry];
  }

  /** Show a saved move: `log` is `plus(entry)` and `next` the state that move led to. */
  append(log: LoggedMove[], next: unknown): void {
    this.states.push(next);
    this.moves.value = log;
    this.state.value = next;
  }

  /** The state after the first `count` moves. */
  stateAt(count: number): unknown {
    return this.states[count];
  }

  /** Keep only the first `count` moves (undo). */
  truncate(count: number): void {
    const t = truncate(this.states, this.moves.value, count);
    this.states = t.states;
    this.moves.value = t.moves;
    this.state.value = t.states[t.states.length - 1];
  }

  /** How many trailing moves `seat` may take back now. */
  undoable(seat: number): number {
    return undoableCount(this.game, this.states, this.moves.value, seat);
  }

  /** The finished rounds, each as its engine reported it. */
  rounds(): RoundResult[] {
    return finishedRounds(this.game, this.states);
  }
}
