/** Capture without a screen: the engine, Normal, and what Hard searches with. */
import { headlessGame } from '../headless.ts';
import { capture } from './capture.ts';
import { captureBot } from './bot.ts';
import { sampleCapture } from './sample.ts';

export default headlessGame({
  game: capture,
  normal: captureBot,
  // Valued by how the match stands after the hand (about one hand's swing): a big win matters less than winning.
  hard: { sample: sampleCapture, playouts: 200, matchScale: 8 },
});
