/** Who holds the phone: the hand-off policy, as pure functions of the state. */
import type { AnyGame } from '../../engine/types.ts';
import type { SeatInfo } from '../../engine/match.ts';

/** The human seat that should hold the phone now (null when no human plays). */
export function holderOf(
  game: AnyGame,
  state: unknown,
  seats: readonly SeatInfo[],
  viewer: number | null,
): number | null {
  const actors = game.actors(state);
  const human = actors.find((a) => seats[a]?.kind === 'human');
  if (human !== undefined) {
    // Between rounds (everyone may start the next one) the current holder keeps the phone.
    if (game.status(state).phase !== 'playing' && viewer !== null) return viewer;
    return human;
  }
  const first = seats.findIndex((s) => s.kind === 'human');
  return viewer ?? (first >= 0 ? first : null);
}

/** True when the phone must be passed before anything private is shown. */
export function mustHandOff(humans: number, holder: number | null, viewer: number | null): boolean {
  return humans >= 2 && holder !== null && holder !== viewer;
}
