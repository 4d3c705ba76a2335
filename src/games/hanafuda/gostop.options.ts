/** The gostop options' words in the reader's language (issue 27): English from the declaration, `gostop.options.ja.ts`, `gostop.options.ko.ts`. */
import { catalogue } from '../../i18n/current.ts';
import { type OptionWords, optionWordsOf } from '../../i18n/options.ts';
import { gostopOptionsSpec } from './gostop.ts';

export const gostopOptionWords = catalogue<OptionWords>(optionWordsOf(gostopOptionsSpec), {
  ja: () => import('./gostop.options.ja.ts').then((m) => m.default),
  ko: () => import('./gostop.options.ko.ts').then((m) => m.default),
});
