/** Bot scheduling: when only bots may act, one of them moves after a short pause. */
import { nextActor, type SeatInfo } from '../../engine/match.ts';
import type { AnyGame } from '../../engine/types.ts';

/** The bot seat that should move in this state, or undefined (a human may act, or the match is over). */
export function botToMove(game: AnyGame, state: unknown, seats: readonly SeatInfo[]): number | undefined {
  if (game.status(state).phase === 'match-over') return undefined;
  const actors = game.actors(state);
  if (actors.some((a) => seats[a]?.kind === 'human')) return undefined;
  return nextActor(game, state, seats);
}

/** One pending bot move at a time; a newer schedule replaces the older one. */
export class BotTimer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  schedule(delay: number, run: () => void): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(run, delay);
  }
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
