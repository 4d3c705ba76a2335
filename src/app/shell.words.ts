/**
 * The shell's words on the first visit (issue 27): the top bar, toasts, how long ago, the update
 * prompt, and what a storage failure tells the player (worded here from the store's `failure`
 * code, src/store/repo.ts, not from its English message). Its Japanese and Korean chunks are
 * bundled with the other first-visit words (vite.config.ts), so keep it to what the first paint needs.
 */
import { catalogue } from '../i18n/current.ts';

const en = {
  back: 'Back',
  dismiss: 'Dismiss',
  justNow: 'just now',
  minAgo: (n: number) => `${n} min ago`,
  hAgo: (n: number) => `${n} h ago`,
  offlineReady: 'Ready to work offline',
  updateAvailable: 'Update available',
  reload: 'Reload',
};

export type ShellWords = typeof en;

export const shellWords = catalogue<ShellWords>(en, {
  ja: () => import('./shell.words.ja.ts').then((m) => m.default),
  ko: () => import('./shell.words.ko.ts').then((m) => m.default),
});
