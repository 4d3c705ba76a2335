/**
 * Home's words (issue 27): part of the first visit, so kept short. Japanese and Korean are
 * bundled with the shell's other first-visit words (vite.config.ts).
 */
import { catalogue } from '../../i18n/current.ts';

const en = {
  title: 'Home',
  settings: 'Settings',
  hero: 'A pocket card table',
  heroBody: 'Flower cards and starships, pass-and-play on one phone. Works with no signal.',
  newGame: 'New game',
  sheets: 'Score sheets',
  continue: 'Continue',
  loading: 'Loading…',
  noneUnfinished: 'No unfinished games. Start one above.',
  /** Players' names in a row. */
  sep: ', ',
  resume: (game: string, names: string) => `Resume ${game} with ${names}`,
  delete: 'Delete',
  deleteGame: (game: string) => `Delete ${game} game`,
  deleted: 'Game deleted.',
  undo: 'Undo',
  allUnfinished: (n: string) => `All unfinished matches${n ? ` (${n})` : ''}`,
  finished: 'Finished',
  more: 'More',
  history: 'History: every match and sheet',
  rules: 'Rules',
};

export type HomeWords = typeof en;

export const homeWords = catalogue<HomeWords>(en, {
  ja: () => import('./home.words.ja.ts').then((m) => m.default),
  ko: () => import('./home.words.ko.ts').then((m) => m.default),
});
