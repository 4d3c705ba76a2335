/**
 * The app frame's own words (issue 27): what shows when a screen is missing or cannot load, and
 * the language setting. The model for every screen's catalogue: English here, inline; Japanese
 * and Korean in `app.words.ja.ts` and `app.words.ko.ts`, each its own lazy chunk, typed against
 * this object (a missing or extra key does not compile).
 */
import { catalogue } from '../i18n/current.ts';

const en = {
  notFound: 'Not found',
  nothingHere: 'There is nothing here.',
  cannotLoad: 'This screen could not be loaded. Reload the app to try again.',
  language: 'Language',
  languageHint: 'Words on screen, numbers and dates. Saved games and score sheets are the same in every language.',
};

export type AppWords = typeof en;

export const appWords = catalogue<AppWords>(en, {
  ja: () => import('./app.words.ja.ts').then((m) => m.default),
  ko: () => import('./app.words.ko.ts').then((m) => m.default),
});
