/** The koikoi options' words in the reader's language (issue 27): English from the declaration, `koikoi.options.ja.ts`, `koikoi.options.ko.ts`. */
import { catalogue } from '../../i18n/current.ts';
import { type OptionWords, optionWordsOf } from '../../i18n/options.ts';
import { koikoiOptionsSpec } from './koikoi.ts';

export const koikoiOptionWords = catalogue<OptionWords>(optionWordsOf(koikoiOptionsSpec), {
  ja: () => import('./koikoi.options.ja.ts').then((m) => m.default),
  ko: () => import('./koikoi.options.ko.ts').then((m) => m.default),
});
