/** Koi-Koi's manifest: what the app lists before loading any of its code, and its lazy loaders. */
import { defineManifest } from '../manifest.ts';

export default defineManifest({
  id: 'koikoi',
  title: 'Koi-Koi',
  family: 'Hanafuda',
  players: { min: 2, max: 2 },
  summary: 'Match flower cards, build yaku, and dare to call koi-koi.',
  load: () => import('./koikoi.module.ts').then((m) => m.default),
  calculator: { kind: 'round', load: () => import('./calc/KoiKoiCalc.tsx').then((m) => m.default) },
});
