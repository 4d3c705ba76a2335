/**
 * The History screen's words (issue 27): filters, counts, the selection bar, its toasts and the
 * clean-up of old matches. English here; Japanese and Korean in `history.words.ja.ts` and
 * `history.words.ko.ts`. Counts go through `plural`, dates through `formatDateTime`.
 */
import { catalogue } from '../../i18n/current.ts';
import { formatNumber, plural } from '../../i18n/intl.ts';
import { formatBytes } from '../history/filter.ts';

const n = (x: number) => formatNumber('en', x);
const matches = (x: number) => plural('en', x, { one: '{n} match', other: '{n} matches' });
const items = (x: number) => plural('en', x, { one: '{n} item', other: '{n} items' });

const en = {
  /** The link to the players and their statistics (issue 29). */
  players: 'Players and statistics',
  title: 'History',
  filters: 'Filter the history',
  search: 'Search by name',
  searchHint: 'Game, sheet or player',
  show: 'Show',
  shows: {
    all: 'Everything',
    unfinished: 'Unfinished matches',
    finished: 'Finished matches',
    sheets: 'Score sheets',
    archived: 'Archived',
  },
  game: 'Game',
  everyGame: 'Every game',
  otherGame: 'Other game',
  player: 'Player',
  anyone: 'Anyone',
  when: 'When',
  whens: {
    any: 'Any time',
    '7d': 'Last 7 days',
    '30d': 'Last 30 days',
    '12m': 'Last 12 months',
    older: 'Over a year ago',
  },
  loading: 'Loading…',
  count: (total: number) => plural('en', total, { one: '{n} match or sheet', other: '{n} matches and sheets' }),
  shownOf: (shown: number, total: number) => `${n(shown)} of ${n(total)} shown`,
  empty: 'No games or score sheets yet.',
  noMatch: 'Nothing matches these filters.',
  list: 'Matches and score sheets',
  // A row.
  sheetState: (rounds: number) => `Score sheet · ${plural('en', rounds, { one: '{n} round', other: '{n} rounds' })}`,
  finished: 'Finished',
  unfinished: 'Unfinished',
  select: (name: string, players: string, date: string) => `Select ${name}, ${players}, ${date}`,
  // The selection.
  selected: 'Selected',
  selectedCount: (k: number) => `${n(k)} selected`,
  about: (size: string) => `about ${size}`,
  bytes: (b: number) => formatBytes(b),
  clear: 'Clear',
  archive: 'Archive',
  unarchive: 'Unarchive',
  delete: 'Delete',
  undo: 'Undo',
  // Toasts.
  broughtBack: (k: number) => `Brought back: ${items(k)}.`,
  deleted: (m: number, s: number, size: string) =>
    `Deleted ${
      [m ? matches(m) : '', s ? plural('en', s, { one: '{n} score sheet', other: '{n} score sheets' }) : '']
        .filter(Boolean)
        .join(' and ') || 'nothing'
    }: ${size} freed.`,
  archived: (k: number) => `Archived: ${items(k)}.`,
  unarchived: (k: number) => `Out of the archive: ${items(k)}.`,
  // "Delete old finished matches".
  cleanUp: 'Delete old finished matches',
  olderThan: 'Finished and last played more than',
  ages: { '30': 'a month ago', '90': '3 months ago', '180': '6 months ago', '365': 'a year ago' },
  find: 'Find them',
  noneBefore: (date: string) => `No finished match was last played before ${date}.`,
  foundBefore: (k: number, date: string, size: string) =>
    `${plural('en', k, { one: '{n} finished match', other: '{n} finished matches' })} last played before ${date}, with their score sheets: about ${size}.`,
  deleteMatches: (k: number) => `Delete ${matches(k)}`,
  /** The link to the evenings (issue 29 §4). */
  evenings: 'Evenings: the standings of each sitting',
};

export type HistoryWords = typeof en;

export const historyWords = catalogue<HistoryWords>(en, {
  ja: () => import('./history.words.ja.ts').then((m) => m.default),
  ko: () => import('./history.words.ko.ts').then((m) => m.default),
});
