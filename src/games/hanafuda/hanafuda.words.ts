/**
 * The Hanafuda family's words as a catalogue (issue 27): events, round-end lines, names and moves
 * in the reader's language. English is `words.ts` itself; Japanese and Korean are its chunks.
 * Kept apart from `words.ts` (which the engines import for `describe`, and so the bot worker):
 * the worker is one IIFE bundle and cannot hold a dynamic import.
 */
import type { EventRenderer } from '../../engine/events.ts';
import { catalogue, words } from '../../i18n/current.ts';
import { type HanafudaWords, hanafudaWordsEn, wordEvent } from './words.ts';

export const hanafudaCatalogue = catalogue<HanafudaWords>(hanafudaWordsEn, {
  ja: () => import('./words.ja.ts').then((m) => m.hanafudaWordsJa),
  ko: () => import('./words.ko.ts').then((m) => m.hanafudaWordsKo),
});

/** The family's words in the current language (read while rendering). */
export const hanaWords = (): HanafudaWords => words(hanafudaCatalogue);

/** Words one Hanafuda event in the current language: each module's `renderEvent`. */
export const renderHanaEvent: EventRenderer = (e, names) => wordEvent(hanaWords(), e, names);

/** A yaku's (or rule note's) name in the current language. */
export const yakuWord = (id: string): string => {
  const n = hanaWords().names.yaku;
  return n[id] ?? hanafudaWordsEn.names.yaku[id] ?? id;
};

/** A month's name in the current language (1 = the Pine month). */
export const monthWord = (m: number): string => hanaWords().names.months[m - 1] ?? '';

/** A card's name in the current language. */
export const cardWord = (id: string): string => hanaWords().names.cards[id] ?? id;
