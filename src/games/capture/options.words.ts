/** Capture's options in the reader's language (issue 27 §1): English derived from the declaration. */
import { catalogue } from '../../i18n/current.ts';
import { optionWordsOf } from '../../i18n/options.ts';
import { captureOptionsSpec } from './capture.ts';

export const captureOptionWords = catalogue(optionWordsOf(captureOptionsSpec as never), {
  ja: () => import('./options.words.ja.ts').then((m) => m.default),
  ko: () => import('./options.words.ko.ts').then((m) => m.default),
});
