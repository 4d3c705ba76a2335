/**
 * Each game's one-line summary in the reader's language (issue 27): English from the manifests,
 * Japanese and Korean in their own small chunks. Shown by the new-game form and the rules list
 * (lazy screens), so kept out of the first visit's words (catalog.words.ts has the names).
 */
import { catalogue, words } from '../i18n/current.ts';
import { MANIFESTS } from './manifests.ts';

const en = Object.fromEntries(MANIFESTS.map((m) => [m.id, m.summary])) as Record<string, string>;

export type SummaryWords = typeof en;

export const summaryWords = catalogue<SummaryWords>(en, {
  ja: () => import('./summary.words.ja.ts').then((m) => m.default),
  ko: () => import('./summary.words.ko.ts').then((m) => m.default),
});

/** A game's one-line summary in the reader's language. */
export function gameSummary(id: string): string {
  return words(summaryWords)[id] ?? summaryWords.en[id] ?? '';
}
