/** A match's progress line (`progress.ts`) in the reader's language: part of the first visit (Home lists matches). */
import { catalogue, words } from '../i18n/current.ts';
import type { Progress } from './progress.ts';

/** The months in English, as the English words name them (Koi-Koi's rounds, round labels). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const en = {
  line(p: Progress): string {
    const totals = `${p.totalsOf === 'victories' ? 'victories ' : ''}${p.totals.join(' : ')}`;
    if (p.over) return `Finished · ${totals}`;
    const unit = p.unit === 'hand' ? 'Hand' : 'Round';
    const at =
      p.month !== undefined
        ? `${MONTHS[(p.month - 1) % 12]}, round ${p.round}${p.of ? ` of ${p.of}` : ''}`
        : p.target
          ? `${unit} ${p.round}, first to ${p.target}`
          : `${unit} ${p.round}${p.of ? ` of ${p.of}` : ''}`;
    return `${at} · ${totals}`;
  },
};

export type ProgressWords = typeof en;

export const progressWords = catalogue<ProgressWords>(en, {
  ja: () => import('./progress.words.ja.ts').then((m) => m.default),
  ko: () => import('./progress.words.ko.ts').then((m) => m.default),
});

/** A match's line in the lists: its standing in the reader's language, or the English line an older version stored. */
export function progressLine(m: { standing?: Progress; progress?: string }): string | undefined {
  return m.standing ? words(progressWords).line(m.standing) : m.progress;
}
