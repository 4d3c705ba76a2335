/**
 * A round's name in the reader's language (issue 27): the engines name a round as data
 * (`RoundResult.name`, a `RoundName`: a Hanafuda month, or the nth round or hand) and score sheets
 * keep that data (`SheetRound.name`); it is worded here, once, for the match's end, the sheets and
 * their CSV. A label typed by a player (`SheetRound.label`) is shown as it is.
 */
import { catalogue, words } from '../../i18n/current.ts';
import type { RoundName } from '../../engine/types.ts';
import { MONTHS } from '../../games/progress.words.ts';

const en = {
  month: (m: number) => MONTHS[m - 1] ?? String(m),
  round: (n: number) => `Round ${n}`,
  hand: (n: number) => `Hand ${n}`,
};

export type RoundNameWords = typeof en;

export const roundNameWords = catalogue<RoundNameWords>(en, {
  ja: () => import('./roundName.words.ja.ts').then((m) => m.default),
  ko: () => import('./roundName.words.ko.ts').then((m) => m.default),
});

/** A round's name in the reader's language. */
export function roundName(name: RoundName): string {
  const w = words(roundNameWords);
  if (name.kind === 'month') return w.month(name.month);
  return name.kind === 'round' ? w.round(name.n) : w.hand(name.n);
}

/** A sheet row's name as shown: its data worded, else the label it keeps (typed, or saved before names were data). */
export function rowName(r: { name?: RoundName | undefined; label?: string | undefined }): string | undefined {
  return r.name ? roundName(r.name) : r.label || undefined;
}
