/** The players' screens' words (issue 29): the list, a player's page, picking recent players. */
import { catalogue } from '../../i18n/current.ts';
import { formatNumber, plural } from '../../i18n/intl.ts';

const n = (x: number) => formatNumber('en', x);
/** A figure with at most one decimal: 2.125 → "2.1". */
const dec = (x: number) => formatNumber('en', Math.round(x * 10) / 10);

const en = {
  title: 'Players',
  /** The link to the players from other screens. */
  open: 'Players and statistics',
  none: 'No players yet. Everyone who sits at a match or on a score sheet becomes a player here.',
  loading: 'Counting…',
  filters: 'Statistics filter',
  game: 'Game',
  everyGame: 'All games',
  otherGame: 'Other game',
  period: 'Period',
  periods: { tonight: 'Tonight', month: 'This month', all: 'All time' },
  /** A bot player's name, by its level's name. */
  bot: (level: string) => `Bot (${level})`,
  /** A row of the list. */
  summary: (matches: number, wins: number) =>
    `${plural('en', matches, { one: '{n} match', other: '{n} matches' })}, ${plural('en', wins, { one: '{n} win', other: '{n} wins' })}`,
  noMatches: 'No matches in this period.',
  // The player's page.
  figures: 'Statistics',
  matches: 'Matches',
  wins: 'Wins',
  winRate: 'Win rate',
  rounds: 'Rounds',
  average: 'Average points per round',
  best: 'Best round',
  streak: 'Longest winning streak',
  percent: (x: number) => `${n(Math.round(x * 100))}%`,
  number: (x: number) => dec(x),
  points: (x: number) => plural('en', x, { one: '{n} point', other: '{n} points' }),
  none_: '—',
  pointsHead: 'Points',
  chart: 'Points per match',
  chartCaption: 'Points in each match, in the order played',
  /** The chart's name for screen readers, its x axis, a row of its table, its summary. */
  chartName: (name: string) => `${name}: points in each match`,
  chartAxis: 'Match',
  chartRow: (i: number) => `Match ${n(i)}`,
  chartSummary: (matches: number, average: number) =>
    `${plural('en', matches, { one: '{n} match', other: '{n} matches' })}, ${dec(average)} points a match on average`,
  when: 'When',
  result: 'Result',
  won: 'Won',
  lost: 'Not won',
  headToHead: 'Head to head',
  opponent: 'Against',
  together: 'Played',
  ahead: 'Won',
  behind: 'Lost',
  combos: 'Made most often',
  noCombos: 'No combinations recorded yet.',
  times: (x: number) => plural('en', x, { one: 'once', two: 'twice', other: '{n} times' }),
  games: 'Games',
  gameLine: (matches: number, wins: number) => `${n(wins)} of ${n(matches)} won`,
  place: (p: number) => (p === 1 ? '1st place' : p === 2 ? '2nd place' : p === 3 ? '3rd place' : `${n(p)}th place`),
  wentOut: 'Went out',
  jump: 'Jump',
  natural: (v: number) => `Natural ${n(v)}`,
  // Editing.
  edit: 'Name and look',
  name: 'Name',
  emoji: 'Emoji (optional)',
  colour: 'Colour',
  noColour: 'No colour',
  save: 'Save',
  saved: 'Saved. Every match and sheet shows the new name.',
  nameNeeded: 'A player needs a name.',
  merge: 'Merge with another player',
  mergeHelp: (name: string) =>
    `If two players are one person, merge them: every match and sheet of ${name} moves to the player you choose, and ${name} goes from the list.`,
  mergeInto: 'The same person as',
  choose: 'Choose…',
  mergeNow: 'Merge',
  merged: (into: string) => `Merged into ${into}.`,
  unknown: 'This player is not stored on this phone.',
  // Picking players when seating.
  recent: 'Recent players',
  pick: (name: string) => `Seat ${name}`,
};

export type PlayersWords = typeof en;

export const playersWords = catalogue<PlayersWords>(en, {
  ja: () => import('./players.words.ja.ts').then((m) => m.default),
  ko: () => import('./players.words.ko.ts').then((m) => m.default),
});
