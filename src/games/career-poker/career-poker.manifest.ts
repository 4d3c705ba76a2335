/** Trick-Taking Career Poker's manifest: what the app lists before loading any of its code, and its lazy loaders. */
import { defineManifest } from '../manifest.ts';

export default defineManifest({
  id: 'career-poker',
  title: 'Trick-Taking Career Poker',
  family: 'Career Poker',
  players: { min: 3, max: 5 },
  summary: 'トリテ富豪: win tricks for gold, then shed your strategic hand Daifugō-style.',
  load: () => import('./career-poker.module.ts').then((m) => m.default),
  calculator: { kind: 'round', load: () => import('./calc/CareerPokerCalc.tsx').then((m) => m.default) },
});
