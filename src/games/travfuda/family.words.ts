/**
 * The TravFuda family's words (`words.ts`, `words.ja.ts`, `words.ko.ts`) as a catalogue, so the
 * tables, the art's names and the modules' renderers speak the current language (issue 27).
 * Kept apart from `words.ts`, which the engines (and so the bot worker) import: the worker must
 * not see the dynamic imports of the other languages' chunks.
 */
import type { EventRenderer, GameEvent } from '../../engine/events.ts';
import { catalogue, words } from '../../i18n/current.ts';
import { cardLabel } from './deck.ts';
import { travFudaWordsEn, type TravFudaWords } from './words.ts';

export const travFudaCatalogue = catalogue<TravFudaWords>(travFudaWordsEn, {
  ja: () => import('./words.ja.ts').then((m) => m.travFudaWordsJa),
  ko: () => import('./words.ko.ts').then((m) => m.travFudaWordsKo),
});

/** The family's words now. */
export const tfWords = (): TravFudaWords => words(travFudaCatalogue);

/** Words one event in the current language (the modules' `renderEvent`). */
export const renderTravFudaEvent: EventRenderer = (e: GameEvent, names) =>
  (tfWords().events as Readonly<Record<string, EventRenderer>>)[e.kind]?.(e, names) ?? '';

/** A card's name as it is seen, in the current language: the printed label, then its name ("6 R F, 6 Rockball, red flag"). */
export const tfFaceName = (id: string): string => `${cardLabel(id)}, ${tfWords().cardName(id)}`;
