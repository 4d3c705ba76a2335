/**
 * A round's label in the reader's language (issue 27). The engines name a round in English on
 * `RoundResult.label` ("May", "Round 3", "Hand 2", "Team A") and score sheets keep that label; until
 * the engines give it as data, these known shapes are worded at display (anything else, a label
 * typed by a player included, is shown as it is). For the match's end here, and for the sheets.
 */
import { catalogue, words } from '../../i18n/current.ts';
import { MONTHS } from '../../games/progress.words.ts';

const en = {
  month: (m: number) => MONTHS[m - 1] ?? String(m),
  round: (n: number) => `Round ${n}`,
  hand: (n: number) => `Hand ${n}`,
  team: (letter: string) => `Team ${letter}`,
};

export type RoundLabelWords = typeof en;

export const roundLabelWords = catalogue<RoundLabelWords>(en, {
  ja: () => import('./roundLabel.words.ja.ts').then((m) => m.default),
  ko: () => import('./roundLabel.words.ko.ts').then((m) => m.default),
});

/** The engine's English label of a round in the reader's language (as it is when its shape is not known). */
export function roundLabel(label: string): string {
  const w = words(roundLabelWords);
  const month = MONTHS.indexOf(label);
  if (month >= 0) return w.month(month + 1);
  const m = /^(Round|Hand|Team) (\w+)$/.exec(label);
  if (!m) return label;
  if (m[1] === 'Team') return w.team(m[2]!);
  const n = Number(m[2]);
  if (!Number.isInteger(n)) return label;
  return m[1] === 'Round' ? w.round(n) : w.hand(n);
}
