/** Higo-Bana's manifest: what the app lists before loading any of its code, and its lazy loaders. */
import { defineManifest } from '../manifest.ts';

export default defineManifest({
  id: 'higobana',
  title: 'Higo-Bana',
  family: 'Hanafuda',
  players: { min: 2, max: 7 },
  summary: 'Hawaiian Sakura for up to seven, in teams if you like.',
  load: () => import('./higobana.module.ts').then((m) => m.default),
  calculator: { kind: 'round', load: () => import('./calc/HigoBanaCalc.tsx').then((m) => m.default) },
});
