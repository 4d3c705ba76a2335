/** The higobana options' words in the reader's language (issue 27): English from the declaration, `higobana.options.ja.ts`, `higobana.options.ko.ts`. */
import { catalogue } from '../../i18n/current.ts';
import { type OptionWords, optionWordsOf } from '../../i18n/options.ts';
import { higoBanaOptionsSpec } from './higobana.ts';

export const higobanaOptionWords = catalogue<OptionWords>(optionWordsOf(higoBanaOptionsSpec), {
  ja: () => import('./higobana.options.ja.ts').then((m) => m.default),
  ko: () => import('./higobana.options.ko.ts').then((m) => m.default),
});
