/** The toy game's manifest: an eleventh game added the way a real one is, for the registry tests. */
import { defineManifest } from '../../../src/games/manifest.ts';

export default defineManifest({
  id: 'toy',
  title: 'Toy',
  family: 'Universal Card Deck',
  players: { min: 2, max: 4 },
  summary: 'Play your highest card; the highest card played wins the round.',
  load: () => import('./toy.module.tsx').then((m) => m.default),
});
