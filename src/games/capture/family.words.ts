/**
 * Capture's words (`events.ts`, `events.ja.ts`, `events.ko.ts`) as a catalogue, so the table,
 * the art's names and the module's renderer speak the current language (issue 27). Kept apart
 * from `events.ts`, which the engine (and so the bot worker) imports: the worker must not see
 * the dynamic imports of the other languages' chunks.
 */
import type { EventRenderer, GameEvent } from '../../engine/events.ts';
import { catalogue, words } from '../../i18n/current.ts';
import type { RefusalRenderer } from '../../engine/refusals.ts';
import { captureWordsEn, type CaptureWords } from './events.ts';
import { CAPTURE_REFUSALS, type CaptureRefusal } from './rules.ts';

export const captureCatalogue = catalogue<CaptureWords>(captureWordsEn, {
  ja: () => import('./events.ja.ts').then((m) => m.captureWordsJa),
  ko: () => import('./events.ko.ts').then((m) => m.captureWordsKo),
});

/** The game's words now. */
export const caWords = (): CaptureWords => words(captureCatalogue);

/** Words one event in the current language (the module's `renderEvent`). */
export const renderCaEvent: EventRenderer = (e: GameEvent, names) =>
  (caWords().events as Readonly<Record<string, EventRenderer>>)[e.kind]?.(e, names) ?? '';

/** Words Capture's own refusal codes in the current language (the module's `renderRefusal`); undefined for the shared codes. */
export const renderCaRefusal: RefusalRenderer = (code, data) =>
  (CAPTURE_REFUSALS as readonly string[]).includes(code) ? caWords().refusal(code as CaptureRefusal, data) : undefined;
