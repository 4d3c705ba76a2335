/** Imperial Baccarat's manifest: what the app lists before loading any of its code, and its lazy loaders. */
import { defineManifest } from '../manifest.ts';

export default defineManifest({
  id: 'imperial-baccarat',
  title: 'Imperial Baccarat',
  family: 'TravFuda',
  players: { min: 2, max: 6 },
  summary: 'Beat the banker with the TravFuda deck.',
  load: () => import('./imperial-baccarat.module.ts').then((m) => m.default),
});
