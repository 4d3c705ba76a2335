/** A refused move or setup in the player's words (kept out of the first visit: only tables and the new-game form need it). */
import { renderRefusal } from '../../engine/refusals.ts';
import type { IllegalMoveError } from '../../engine/types.ts';
import type { GameModule } from '../../games/module.ts';

/**
 * The sentence a player reads for a refused move or setup: worded from the refusal's code and
 * data (the game's own codes by its family's words, the shared ones by `src/engine/refusals.ts`),
 * with the seats' names and the options' labels; the engine's English message is never shown.
 */
export function readableMoveError(
  e: Pick<IllegalMoveError, 'code' | 'data'>,
  seats: readonly { name: string }[],
  module?: Pick<GameModule, 'game' | 'options' | 'renderRefusal'> | null,
): string {
  return renderRefusal(e.code, e.data, {
    names: seats.map((s) => s.name),
    ...(module ? { title: module.game.title, fields: module.options.fields, family: module.renderRefusal } : {}),
  });
}
