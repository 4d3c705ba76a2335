/** TravFuda without a screen: the engine, Normal, and what Hard searches with. */
import { headlessGame } from '../headless.ts';
import { travfuda } from './travfuda.ts';
import { travfudaBot } from './bots.ts';
import { sampleTravFuda } from './sample-fishing.ts';

export default headlessGame({
  game: travfuda,
  normal: travfudaBot,
  // Valued by the hand's points: with `tanh(lead / 60)` (`matchScale`) it did no better, 45.3 % against 53.8 % on the same deals.
  hard: { sample: sampleTravFuda, playouts: 1000, margin: 1.5 },
});
