/** Capture's manifest: what the app lists before loading any of its code, and its lazy loaders. */
import { defineManifest } from '../manifest.ts';

export default defineManifest({
  id: 'capture',
  title: 'Capture',
  family: 'Universal Card Deck',
  players: { min: 2, max: 6 },
  summary: 'Beat the last card or say No Play; capture the round and the up-card.',
  load: () => import('./capture.module.ts').then((m) => m.default),
  calculator: { kind: 'round', load: () => import('./calc/CaptureCalc.tsx').then((m) => m.default) },
});
