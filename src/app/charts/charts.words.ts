/**
 * The words of the charts, the evenings and sharing (issue 29 §3–5). English here; Japanese and
 * Korean in `charts.words.ja.ts` and `charts.words.ko.ts`. Numbers through `formatNumber`.
 */
import { catalogue } from '../../i18n/current.ts';
import { formatDateTime, formatNumber, plural } from '../../i18n/intl.ts';

const n = (x: number) => formatNumber('en', x);

const en = {
  num: n,
  // The chart.
  runningTotal: 'Running total',
  chartOf: (title: string) => `Running total of each player over the rounds: ${title}`,
  round: 'Round',
  /** The chart's summary for screen readers: the totals after the last round. */
  summary: (rounds: number, totals: string[]) =>
    `${plural('en', rounds, { one: 'After {n} round', other: 'After {n} rounds' })}: ${totals.join(', ')}.`,
  nameTotal: (name: string, total: number) => `${name} ${n(total)}`,
  tableCaption: 'Running totals after each round',
  afterRound: (r: number) => `After round ${n(r)}`,
  // Sharing.
  share: 'Share the result',
  making: 'Making the image…',
  shareFailed: 'Could not share the result.',
  fallback: 'Sharing is not available here: download the image or copy the text.',
  downloadImage: 'Download the image',
  copyText: 'Copy the text',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the text and copy it.',
  shareText: 'The result as text',
  fileName: 'result',
  print: 'Print',
  /** One line of the shared text: "1. Ann 12". */
  placeLine: (place: number, name: string, total: number) => `${n(place)}. ${name} ${n(total)}`,
  wonBy: (names: string[]) => `Won by ${names.join(' and ')}`,
  leads: (names: string[]) => `Leading: ${names.join(' and ')}`,
  rounds: (k: number) => plural('en', k, { one: '{n} round', other: '{n} rounds' }),
  madeWith: 'Carriage',
  // Evenings.
  evenings: 'Evenings',
  eveningsRule:
    'An evening is two or more matches or score sheets with the same players, each started within 4 hours of the last change to the one before.',
  noEvenings: 'No evenings yet.',
  loading: 'Loading…',
  evening: 'Evening',
  eveningOf: (ms: number) => `Evening of ${formatDateTime('en', ms)}`,
  notFound: 'This evening is not on this device.',
  items: (k: number) => plural('en', k, { one: '{n} match or sheet', other: '{n} matches and sheets' }),
  games: (k: number) => plural('en', k, { one: '{n} game', other: '{n} games' }),
  overall: 'Overall standings',
  rankRule: 'Ranked by matches won, then rounds won; points add up within a game only, as games score differently.',
  place: (p: number) => `${n(p)}.`,
  player: 'Player',
  matchWins: 'Matches won',
  roundsWon: 'Rounds won',
  points: 'Points',
  winsLine: (wins: number, rounds: number) =>
    `${plural('en', wins, { one: '{n} match won', other: '{n} matches won' })}, ${plural('en', rounds, { one: '{n} round won', other: '{n} rounds won' })}`,
  played: (matches: number) => plural('en', matches, { one: '{n} match', other: '{n} matches' }),
  otherGame: 'Other game',
  winsSoFar: 'Matches won over the evening',
  winsName: 'Matches won by each player over the evening',
  matchNo: 'Match',
  winsCaption: 'Matches won after each match or sheet',
  afterMatch: (i: number) => `After match ${n(i)}`,
  winsSummary: (parts: string[]) => `Matches won: ${parts.join(', ')}.`,
  nameWins: (name: string, wins: number) => `${name} ${n(wins)}`,
  items_: 'Matches and sheets',
  open: (what: string) => `Open ${what}`,
};

export type ChartWords = typeof en;

export const chartWords = catalogue<ChartWords>(en, {
  ja: () => import('./charts.words.ja.ts').then((m) => m.default),
  ko: () => import('./charts.words.ko.ts').then((m) => m.default),
});
