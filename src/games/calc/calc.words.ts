/**
 * The shared calculator frame's words (issue 27): the rules panel, the steppers' buttons, the
 * footer and the note a calculator puts in the round's note field. A game's calculator's own
 * words (its inputs, its breakdown, its refusals) are the game's.
 */
import { catalogue, words } from '../../i18n/current.ts';

const en = {
  loadingRules: 'Loading the rules…',
  backToRound: 'Back to the round',
  rules: 'Rules:',
  custom: 'Custom',
  fromGame: ' (from the game)',
  fixed: 'These are the rules the game was played with.',
  preset: 'Preset',
  oneLess: (label: string) => `${label}: one less`,
  oneMore: (label: string) => `${label}: one more`,
  cancel: 'Cancel',
  useScores: 'Use scores',
  /** A row whose outcome a calculator gave: "Calculated: " and its events worded (sheetText.ts `rowNote`). */
  calculated: (text: string) => `Calculated: ${text}`,
};

export type CalcWords = typeof en;

export const calcWords = catalogue<CalcWords>(en, {
  ja: () => import('./calc.words.ja.ts').then((m) => m.default),
  ko: () => import('./calc.words.ko.ts').then((m) => m.default),
});

/** The round note: says it was calculated, then what from (in the language on screen). */
export function calcNote(text: string): string {
  return words(calcWords).calculated(text);
}
