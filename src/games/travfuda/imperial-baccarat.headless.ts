/** Imperial Baccarat without a screen: the engine, Normal, and what Hard searches with. */
import { headlessGame } from '../headless.ts';
import { imperialBaccarat } from './imperial-baccarat.ts';
import { imperialBot } from './bots.ts';
import { sampleImperial } from './sample-baccarat.ts';

export default headlessGame({
  game: imperialBaccarat,
  normal: imperialBot,
  hard: { sample: sampleImperial, playouts: 100 },
});
