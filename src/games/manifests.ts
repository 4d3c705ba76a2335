/**
 * Every game, by its manifest: the one list the app's registries are built from (the catalog of
 * `catalog.ts`, the score pad's `calculators.ts`; the engines and bots of `index.ts` and `bots.ts`
 * through `engines.ts`, keyed by these ids). Light, part of the first visit: a manifest is data
 * and lazy loaders only. The eager registries import only the type `GameId` from here: a bundle
 * without code splitting (the bot worker's) would inline every lazy loader.
 *
 * Adding a game: its files in its family's folder (engine, `<game>.module.ts`,
 * `<game>.manifest.ts`, `<game>.headless.ts`) and one line here; the compiler then asks for its
 * line in `engines.ts`.
 */
import koikoi from './hanafuda/koikoi.manifest.ts';
import gostop from './hanafuda/gostop.manifest.ts';
import mushi from './hanafuda/mushi.manifest.ts';
import higobana from './hanafuda/higobana.manifest.ts';
import travfuda from './travfuda/travfuda.manifest.ts';
import runOrJump from './travfuda/travfuda-run-or-jump.manifest.ts';
import imperialBaccarat from './travfuda/imperial-baccarat.manifest.ts';
import denebianBaccarat from './travfuda/denebian-baccarat.manifest.ts';
import careerPoker from './career-poker/career-poker.manifest.ts';
import capture from './capture/capture.manifest.ts';

/** In the engine contract's order of game ids. */
export const MANIFESTS = [
  koikoi,
  gostop,
  mushi,
  higobana,
  travfuda,
  runOrJump,
  imperialBaccarat,
  denebianBaccarat,
  careerPoker,
  capture,
] as const;

/** The game ids of the engine contract. */
export type GameId = (typeof MANIFESTS)[number]['id'];
