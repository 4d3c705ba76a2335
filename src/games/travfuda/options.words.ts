/**
 * The four TravFuda games' options in the reader's language (issue 27 §1): labels, help, choices
 * and presets, English derived from each declaration (`optionWordsOf`), Japanese and Korean in
 * `options.words.ja.ts` / `.ko.ts` (one chunk per language for the family).
 */
import { catalogue } from '../../i18n/current.ts';
import { optionWordsOf, type OptionWords } from '../../i18n/options.ts';
import { denebianOptionsSpec } from './denebian-baccarat.ts';
import { imperialOptionsSpec } from './imperial-baccarat.ts';
import { runOrJumpOptionsSpec } from './travfuda-run-or-jump.ts';
import { travfudaOptionsSpec } from './travfuda.ts';

/** The family's option words in one language, per game. */
export interface TravFudaOptionWords {
  travfuda: OptionWords;
  runOrJump: OptionWords;
  imperial: OptionWords;
  denebian: OptionWords;
}

const ja = () => import('./options.words.ja.ts').then((m) => m.default);
const ko = () => import('./options.words.ko.ts').then((m) => m.default);

export const travfudaOptionWords = catalogue(optionWordsOf(travfudaOptionsSpec as never), {
  ja: () => ja().then((w) => w.travfuda),
  ko: () => ko().then((w) => w.travfuda),
});
export const runOrJumpOptionWords = catalogue(optionWordsOf(runOrJumpOptionsSpec as never), {
  ja: () => ja().then((w) => w.runOrJump),
  ko: () => ko().then((w) => w.runOrJump),
});
export const imperialOptionWords = catalogue(optionWordsOf(imperialOptionsSpec as never), {
  ja: () => ja().then((w) => w.imperial),
  ko: () => ko().then((w) => w.imperial),
});
export const denebianOptionWords = catalogue(optionWordsOf(denebianOptionsSpec as never), {
  ja: () => ja().then((w) => w.denebian),
  ko: () => ko().then((w) => w.denebian),
});
