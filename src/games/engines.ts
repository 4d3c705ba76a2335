/**
 * Every game's headless entry (engine and bots, no screen), by the manifests' ids: imported
 * eagerly by `index.ts` and `bots.ts`, so only tests, benchmarks and the bot worker load it,
 * never the app's first visit. The record is keyed by `GameId` (the type of the manifests'
 * ids; the manifests themselves are not imported, their lazy loaders would follow): the
 * compiler asks for one line per manifest, and allows no other.
 */
import type { AnyHeadlessGame } from './headless.ts';
import type { GameId } from './manifests.ts';
import koikoi from './hanafuda/koikoi.headless.ts';
import gostop from './hanafuda/gostop.headless.ts';
import mushi from './hanafuda/mushi.headless.ts';
import higobana from './hanafuda/higobana.headless.ts';
import travfuda from './travfuda/travfuda.headless.ts';
import runOrJump from './travfuda/travfuda-run-or-jump.headless.ts';
import imperialBaccarat from './travfuda/imperial-baccarat.headless.ts';
import denebianBaccarat from './travfuda/denebian-baccarat.headless.ts';
import careerPoker from './career-poker/career-poker.headless.ts';
import capture from './capture/capture.headless.ts';

const BY_ID: { readonly [K in GameId]: AnyHeadlessGame } = {
  koikoi,
  gostop,
  mushi,
  higobana,
  travfuda,
  'travfuda-run-or-jump': runOrJump,
  'imperial-baccarat': imperialBaccarat,
  'denebian-baccarat': denebianBaccarat,
  'career-poker': careerPoker,
  capture,
};

/** The headless entries, in the manifests' order (a test checks it). */
export const HEADLESS: readonly AnyHeadlessGame[] = Object.values(BY_ID);
