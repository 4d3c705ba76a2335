/** Go-Stop's manifest: what the app lists before loading any of its code, and its lazy loaders. */
import { defineManifest } from '../manifest.ts';

export default defineManifest({
  id: 'gostop',
  title: 'Go-Stop',
  family: 'Hanafuda',
  players: { min: 2, max: 3 },
  summary: 'Korean flower cards: go for more or stop and collect.',
  load: () => import('./gostop.module.ts').then((m) => m.default),
  calculator: { kind: 'round', load: () => import('./calc/GoStopCalc.tsx').then((m) => m.default) },
});
