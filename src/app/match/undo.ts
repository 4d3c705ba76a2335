/** Undo truncation: the log and states after taking back moves. */
import type { LoggedMove } from '../../engine/match.ts';

export function truncate(states: readonly unknown[], moves: readonly LoggedMove[], count: number): { states: unknown[]; moves: LoggedMove[] } {
  const n = Math.max(0, Math.min(count, moves.length));
  return { states: states.slice(0, n + 1), moves: moves.slice(0, n) };
}
