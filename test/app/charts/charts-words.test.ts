/**
 * Issue 29: the charts', evenings' and sharing's phrases with data, in Japanese and Korean (the
 * catalogue test checks only the plain strings): each differs from English and has no English
 * but the names given to it.
 */
import { describe, expect, it } from 'vitest';
import { englishIn } from '../../../src/i18n/parity.ts';
import { type ChartWords, chartWords } from '../../../src/app/charts/charts.words.ts';
import ja from '../../../src/app/charts/charts.words.ja.ts';
import ko from '../../../src/app/charts/charts.words.ko.ts';

const en = chartWords.en as ChartWords;
const T = Date.UTC(2026, 10, 20, 19);
/** Each phrase with data, called with the same example. */
const calls = (w: ChartWords): Record<string, string> => ({
  num: w.num(-12345),
  chartOf: w.chartOf('Aiko'),
  summary: w.summary(3, [w.nameTotal('Aiko', 14), w.nameTotal('Ben', 5)]),
  afterRound: w.afterRound(3),
  placeLine: w.placeLine(1, 'Aiko', 14),
  wonBy: w.wonBy(['Aiko', 'Ben']),
  leads: w.leads(['Aiko']),
  rounds: w.rounds(4),
  eveningOf: w.eveningOf(T),
  items: w.items(2),
  games: w.games(2),
  place: w.place(2),
  winsLine: w.winsLine(1, 3),
  played: w.played(1),
  open: w.open('Aiko'),
  afterMatch: w.afterMatch(2),
  winsSummary: w.winsSummary([w.nameWins('Aiko', 2)]),
});

describe.each([
  ['ja', ja],
  ['ko', ko],
] as const)('%s', (_, w) => {
  const mine = calls(w);
  const english = calls(en);
  it.each(Object.keys(english))('%s is worded, not English', (k) => {
    const s = mine[k]!;
    if (k !== 'num') expect(s).not.toBe(english[k]);
    expect(englishIn(s).filter((x) => x !== 'Aiko' && x !== 'Ben')).toEqual([]);
  });
  it('numbers group and use a true minus', () => {
    expect(mine.num).toBe('−12,345');
  });
});
