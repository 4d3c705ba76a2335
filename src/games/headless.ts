/**
 * A game's headless entry: its engine and its bots, without a screen. Tests, benchmarks and the
 * bot worker use these (through `engines.ts`, `index.ts` and `bots.ts`); the app's screens load a
 * game's module instead (its manifest's `load`). One per game, next to its manifest.
 *
 * The bot levels (issue 15) come from it: Normal is the game's own heuristic bot; Easy is Normal
 * with human-like slips (`src/engine/easy.ts`); Hard searches (`src/engine/search.ts`) with the
 * game's `hard` spec and Normal as the rollout policy, or plays as Normal where there is none.
 */
import type { Bot } from '../engine/bot.ts';
import type { EasySlips } from '../engine/easy.ts';
import type { SearchSpec } from '../engine/search.ts';
import type { Game } from '../engine/types.ts';

/** What Hard searches with, beyond the engine and Normal. */
type HardSpec<State, Move, View> = Pick<
  SearchSpec<State, Move, View>,
  'sample' | 'value' | 'boost' | 'margin' | 'matchScale' | 'candidates'
> & {
  /** Rollouts per decision by default, sized so that Hard answers within about a second on a slow machine. */
  playouts: number;
};

export interface HeadlessGame<State, Move, Options, View> {
  game: Game<State, Move, Options, View>;
  /** The game's Normal bot: the same bot as its module's `bot`. */
  normal: Bot<NoInfer<View>, NoInfer<Move>> & EasySlips<NoInfer<View>, NoInfer<Move>>;
  /** What Hard searches with; absent: Hard plays as Normal. */
  hard?: HardSpec<NoInfer<State>, NoInfer<Move>, NoInfer<View>>;
}

/** Any game's headless entry, for the registries: the types are erased here. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of different state, move, view and options types
export type AnyHeadlessGame = HeadlessGame<any, any, any, any>;

/**
 * The one place a game pairs its engine with its bots: the compiler checks that Normal, the
 * sampler, the rollout value, the boost and the candidates take the engine's own view, state and moves.
 */
export function headlessGame<State, Move, Options, View>(h: HeadlessGame<State, Move, Options, View>): AnyHeadlessGame {
  return h;
}

/** The call decisions (koi-koi or stop, go or stop, Run or Jump!'s jump) get this many times Hard's budget (`SearchSpec.boost`). */
export const CALL_BOOST = 4;
