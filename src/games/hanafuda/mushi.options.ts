/** The mushi options' words in the reader's language (issue 27): English from the declaration, `mushi.options.ja.ts`, `mushi.options.ko.ts`. */
import { catalogue } from '../../i18n/current.ts';
import { type OptionWords, optionWordsOf } from '../../i18n/options.ts';
import { mushiOptionsSpec } from './mushi.ts';

export const mushiOptionWords = catalogue<OptionWords>(optionWordsOf(mushiOptionsSpec), {
  ja: () => import('./mushi.options.ja.ts').then((m) => m.default),
  ko: () => import('./mushi.options.ko.ts').then((m) => m.default),
});
