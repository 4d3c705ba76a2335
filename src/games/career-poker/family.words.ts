/**
 * Career Poker's words (`render.ts`, `render.ja.ts`, `render.ko.ts`) as a catalogue, so the
 * table, the art's names and the module's renderers speak the current language (issue 27).
 * Kept apart from `render.ts`, which the engine (and so the bot worker) imports: the worker must
 * not see the dynamic imports of the other languages' chunks.
 */
import type { EventRenderer, GameEvent } from '../../engine/events.ts';
import type { RefusalRenderer } from '../../engine/refusals.ts';
import { catalogue, words } from '../../i18n/current.ts';
import { careerPokerWordsEn, renderCareerPokerRefusal, type CareerPokerWords } from './render.ts';
import type { CareerPokerRefusal } from './rules.ts';

export const careerPokerCatalogue = catalogue<CareerPokerWords>(careerPokerWordsEn, {
  ja: () => import('./render.ja.ts').then((m) => m.careerPokerWordsJa),
  ko: () => import('./render.ko.ts').then((m) => m.careerPokerWordsKo),
});

/** The game's words now. */
export const cpWords = (): CareerPokerWords => words(careerPokerCatalogue);

/** Words one event in the current language (the module's `renderEvent`). */
export const renderCpEvent: EventRenderer = (e: GameEvent, names) =>
  (cpWords().events as Readonly<Record<string, EventRenderer>>)[e.kind]?.(e, names) ?? '';

/** Words Career Poker's own refusal codes in the current language; undefined for the shared codes. */
export const renderCpRefusal: RefusalRenderer = (code, data, names) =>
  renderCareerPokerRefusal(code, data, names) === undefined
    ? undefined
    : cpWords().refusal(code as CareerPokerRefusal, data);
