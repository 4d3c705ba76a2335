/** Mushi without a screen: the engine, Normal, and what Hard searches with. */
import { headlessGame } from '../headless.ts';
import { mushi } from './mushi.ts';
import { mushiBot } from './mushi-bot.ts';
import { sampleMushi } from './sample.ts';

export default headlessGame({
  game: mushi,
  normal: mushiBot,
  hard: { sample: sampleMushi, playouts: 100 },
});
