/** Denebian Baccarat's manifest: what the app lists before loading any of its code, and its lazy loaders. */
import { defineManifest } from '../manifest.ts';

export default defineManifest({
  id: 'denebian-baccarat',
  title: 'Denebian Baccarat',
  family: 'TravFuda',
  players: { min: 2, max: 6 },
  summary: 'Ante up; the best hand takes the pot.',
  load: () => import('./denebian-baccarat.module.ts').then((m) => m.default),
});
