/**
 * The words of a record the store could not read (src/store/history.ts `RecordProblem`: a code
 * and the record's id), for History, Score sheets and Home. Its own small catalogue so that each
 * of them words the same data the same way.
 */
import { type Catalogue, catalogue, lang, ready, words } from '../../i18n/current.ts';
import type { RecordProblem } from '../../store/history.ts';

const en = {
  damaged: (id: string) => (id ? `Skipped a damaged record (${id}).` : 'Skipped a damaged record.'),
};

export type ProblemWords = typeof en;

export const problemWords = catalogue<ProblemWords>(en, {
  ja: () => import('./problems.words.ja.ts').then((m) => m.default),
  ko: () => import('./problems.words.ko.ts').then((m) => m.default),
});

/** A problem as the reader reads it, in the language on screen. */
export function problemLine(p: RecordProblem): string {
  return words(problemWords).damaged(p.id);
}

/** `problemLine` once this catalogue's chunk in the language on screen has loaded (for a screen that loads it lazily). */
export async function problemLineReady(): Promise<(p: RecordProblem) => string> {
  await ready(lang.value, [problemWords as Catalogue<unknown>]);
  return problemLine;
}
