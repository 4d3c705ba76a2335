/** Career Poker's options in the reader's language (issue 27 §1): English derived from the declaration. */
import { catalogue } from '../../i18n/current.ts';
import { optionWordsOf } from '../../i18n/options.ts';
import { careerPokerOptionsSpec } from './career-poker.ts';

export const careerPokerOptionWords = catalogue(optionWordsOf(careerPokerOptionsSpec as never), {
  ja: () => import('./options.words.ja.ts').then((m) => m.default),
  ko: () => import('./options.words.ko.ts').then((m) => m.default),
});
