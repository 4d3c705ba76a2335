/** Denebian Baccarat without a screen: the engine, Normal, and what Hard searches with. */
import { headlessGame } from '../headless.ts';
import { denebianBaccarat } from './denebian-baccarat.ts';
import { denebianBot } from './bots.ts';
import { sampleDenebian } from './sample-baccarat.ts';

export default headlessGame({
  game: denebianBaccarat,
  normal: denebianBot,
  hard: { sample: sampleDenebian, playouts: 1000 },
});
