/**
 * What a storage failure tells the player (issue 27), worded from the store's `failure` code
 * (src/store/repo.ts), not from its English message. Out of the first visit: `reportError` and
 * Home load it when something fails.
 */
import { catalogue, lang, words } from '../i18n/current.ts';
import { StorageError, storageFailureCode } from '../store/repo.ts';

const en = {
  quota: 'This device is out of storage space, so the last change could not be saved.',
  unavailable: 'Saving is not available here (private browsing?), so changes are kept only until the app closes.',
  version: 'A newer version of Carriage is open in another tab. Close it and reload.',
  failed: (name: string) => `Saving failed (${name || 'unknown error'}).`,
  matchUnreadable: (detail: string) => `This saved game cannot be read (${detail}).`,
  matchGone: 'This game is no longer stored on this device.',
  sheetUnreadable: (detail: string) => `This score sheet cannot be read (${detail}).`,
  conflict: 'This game was changed in another tab or window, so this tab shows the saved game again.',
  goesOn: 'Play goes on; nothing already saved is lost.',
  noSaving: 'Saving is not available on this device.',
  keptUntilClose: 'Games and sheets are kept only until the app closes.',
};

export type FailureWords = typeof en;

export const failureWords = catalogue<FailureWords>(en, {
  ja: () => import('./failure.words.ja.ts').then((m) => m.default),
  ko: () => import('./failure.words.ko.ts').then((m) => m.default),
});

/**
 * A storage failure in the reader's language, from its `failure` code; a StorageError without one
 * (an import's reason) keeps its message; anything else says that saving is not available.
 */
export function storageText(e: unknown): string {
  const w = words(failureWords);
  const code =
    e instanceof StorageError
      ? e.failure
      : typeof DOMException !== 'undefined' && e instanceof DOMException
        ? storageFailureCode(e)
        : undefined;
  if (!code) return e instanceof Error ? e.message : w.noSaving;
  const f = w[code];
  if (typeof f === 'string') return f;
  const cause = e instanceof StorageError ? e.cause : e;
  const detail =
    code === 'failed'
      ? cause instanceof Error || (typeof DOMException !== 'undefined' && cause instanceof DOMException)
        ? cause.name
        : ''
      : (/\((.*)\)\.$/.exec((e as Error).message)?.[1] ?? '');
  return f(detail);
}

/** Two sentences as the language joins them (no space in Japanese). */
export function joinSentences(a: string, b: string): string {
  return lang.value === 'ja' ? `${a}${b}` : `${a} ${b}`;
}
