/** The words of the game screen around the table (issue 27): loading, errors, the top bar, the hand-off, saving, the match's end. */
import { catalogue } from '../../i18n/current.ts';
import { plural } from '../../i18n/intl.ts';

/** "A", "A and B", "A, B and C". */
const andList = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

const en = {
  game: 'Game',
  notAvailable: 'Game not available',
  loading: 'Loading game',
  shuffling: 'Shuffling…',
  cannotPlay: (title: string) => `${title} cannot be played in this version of Carriage.`,
  rules: 'Rules',
  hint: 'Hint',
  undo: 'Undo',
  sheet: 'Score sheet',
  finalStandings: 'Final standings',
  unsaved: (n: number) => plural('en', n, { one: '{n} move not saved yet.', other: '{n} moves not saved yet.' }),
  keptDurable: 'They are kept on this device and saving is retried every few seconds.',
  keptMemory: 'They are kept only while this page stays open: do not close it.',
  tryAgain: 'Try again',
  sheetUnsaved: 'The last round is not saved on the score sheet yet; it is kept and saving is retried.',
  follows: 'This game is open in another tab or window, so this one only follows it.',
  playHere: 'Play here instead',
  passTo: 'Pass the phone to',
  imReady: (name: string) => `I'm ${name} — show my cards`,
  lookAway: 'Everyone else, look away.',
  // The match's end
  matchOver: 'Match over',
  seat: (n: number) => `Seat ${n}`,
  round: (n: number) => `Round ${n}`,
  ordinal(n: number): string {
    const t = n % 100;
    if (t >= 11 && t <= 13) return `${n}th`;
    return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
  },
  andList,
  /** Between the rounds' scores that add up to a total. */
  termSep: ', ',
  tie: (sides: string[]) => `A tie: ${andList(sides)} share the win.`,
  teamWins: (side: string) => `${side} win the match.`,
  wins: (name: string) => `${name} wins the match.`,
  tieBreak: (total: number, others: string[]) =>
    `Level on ${total} with ${andList(others)}: the game's tie-break decided (see the rules).`,
  noPoints: (n: number) => plural('en', n, { one: 'No points in {n} round', other: 'No points in {n} rounds' }),
  lastRound: 'Last round:',
  rematch: 'Rematch with the same players',
  newGame: 'New game',
  showTable: 'Show the table as it ended',
};

export type PlayWords = typeof en;

export const playWords = catalogue<PlayWords>(en, {
  ja: () => import('./play.words.ja.ts').then((m) => m.default),
  ko: () => import('./play.words.ko.ts').then((m) => m.default),
});
