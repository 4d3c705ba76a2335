/** A refused move or setup in the player's words (kept out of the first visit: only tables and the new-game form need it). */
import { isWordedRefusal, SHARED_REFUSALS, type RefusalContext, type SharedRefusal } from '../../engine/refusals.ts';
import { refusalWords } from '../../engine/refusals.words.ts';
import type { IllegalMoveError } from '../../engine/types.ts';
import { gameTitle } from '../../games/catalog.ts';
import type { GameModule } from '../../games/module.ts';
import { words } from '../../i18n/current.ts';
import { wordOptions } from '../../i18n/options.ts';

/** The module's option fields as the new-game form shows them: in the reader's language where the game has the words. */
export function wordedFields(module: Pick<GameModule, 'options' | 'optionWords'>) {
  return wordOptions(module.options, module.optionWords ? words(module.optionWords) : undefined).fields;
}

/** The game's name in the reader's language (its engine's title for a game the catalogue does not name). */
function titleOf(game: { id: string; title: string }): string {
  const t = gameTitle(game.id);
  return t === game.id ? game.title : t;
}

/**
 * The sentence a player reads for a refused move or setup, in the reader's language: worded
 * from the refusal's code and data (the game's own codes by its family's words, the shared ones
 * by `refusals.words.ts`), with the seats' names, the game's name and the options' labels as the
 * form shows them; the engine's English message is never shown.
 */
export function readableMoveError(
  e: Pick<IllegalMoveError, 'code' | 'data'>,
  seats: readonly { name: string }[],
  module?: Pick<GameModule, 'game' | 'options' | 'optionWords' | 'renderRefusal'> | null,
): string {
  const ctx: RefusalContext = {
    names: seats.map((s) => s.name),
    ...(module ? { title: titleOf(module.game), fields: wordedFields(module) } : {}),
  };
  const own = module?.renderRefusal?.(e.code, e.data, ctx.names);
  if (own !== undefined) return own;
  const shared = words(refusalWords).shared;
  if ((SHARED_REFUSALS as readonly string[]).includes(e.code) && isWordedRefusal(e.code, e.data, ctx))
    return shared(e.code as SharedRefusal, e.data, ctx);
  // A code nobody words: the neutral sentence, in the reader's language.
  return shared('not-legal', {}, ctx);
}
