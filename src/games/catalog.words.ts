/**
 * Each game's name in the reader's language (issue 27): English from the
 * manifests (the one place a game is named), Japanese and Korean in their own small chunks.
 * Part of the first visit (Home names the games of its matches): keep it short (the one-line
 * summaries, shown by the new-game form and the rules, are summary.words.ts, loaded with them).
 */
import { catalogue, words } from '../i18n/current.ts';
import { MANIFESTS } from './manifests.ts';

const en = {
  titles: { ...Object.fromEntries(MANIFESTS.map((m) => [m.id, m.title])), other: 'Other game' } as Record<
    string,
    string
  >,
};

export type CatalogWords = typeof en;

export const catalogWords = catalogue<CatalogWords>(en, {
  ja: () => import('./catalog.words.ja.ts').then((m) => m.default),
  ko: () => import('./catalog.words.ko.ts').then((m) => m.default),
});

/** A game's name in the reader's language; the id itself for a game this version does not know. */
export function gameName(id: string): string {
  return words(catalogWords).titles[id] ?? catalogWords.en.titles[id] ?? id;
}
