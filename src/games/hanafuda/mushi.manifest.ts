/** Mushi's manifest: what the app lists before loading any of its code, and its lazy loaders. */
import { defineManifest } from '../manifest.ts';

export default defineManifest({
  id: 'mushi',
  title: 'Mushi',
  family: 'Hanafuda',
  players: { min: 2, max: 2 },
  summary: 'Forty cards and a wild Lightning; every point counts.',
  load: () => import('./mushi.module.ts').then((m) => m.default),
  calculator: { kind: 'round', load: () => import('./calc/MushiCalc.tsx').then((m) => m.default) },
});
