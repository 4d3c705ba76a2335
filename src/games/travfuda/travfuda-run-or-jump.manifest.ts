/** Run or Jump!'s manifest: what the app lists before loading any of its code, and its lazy loaders. */
import { defineManifest } from '../manifest.ts';

export default defineManifest({
  id: 'travfuda-run-or-jump',
  title: 'Run or Jump!',
  family: 'TravFuda',
  players: { min: 2, max: 6 },
  summary: 'TravFuda combinations only: run for more, jump to cash in.',
  load: () => import('./travfuda-run-or-jump.module.ts').then((m) => m.default),
});
