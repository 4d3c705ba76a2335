/** TravFuda's manifest: what the app lists before loading any of its code, and its lazy loaders. */
import { defineManifest } from '../manifest.ts';

export default defineManifest({
  id: 'travfuda',
  title: 'TravFuda',
  family: 'TravFuda',
  players: { min: 2, max: 6 },
  summary: 'Starships and starbursts: take the even piles.',
  load: () => import('./travfuda.module.ts').then((m) => m.default),
  calculator: { kind: 'player', load: () => import('./ui/Calculator.tsx').then((m) => m.TravFudaCalculator) },
});
