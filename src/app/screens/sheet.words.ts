/**
 * The score pad's words (issue 27): the Score sheets list, the new-sheet form, a sheet's table,
 * its round dialog and its history of changes, and the pad's input problems (`PadProblem` of
 * src/store/pad.ts, worded here by code). English here; Japanese and Korean in
 * `sheet.words.ja.ts` and `sheet.words.ko.ts`.
 *
 * A round's note is the players' own text (or a calculator's line put in the note field for them
 * to edit) and is shown as it was saved.
 */
import { catalogue } from '../../i18n/current.ts';
import { formatDateTime, formatNumber, plural } from '../../i18n/intl.ts';
import { gameTitle } from '../../games/catalog.ts';
import type { NoteHint, PadProblem } from '../../store/pad.ts';
import type { ScoreSheet } from '../../store/records.ts';

const n = (x: number) => formatNumber('en', x);
const rounds = (x: number) => plural('en', x, { one: '{n} round', other: '{n} rounds' });
const withLabel = (label: string | undefined) => (label ? ` (${label})` : '');

/** What a change in the sheet's history did. */
export type ChangeAction = 'add' | 'edit' | 'delete';

const en = {
  /** Players picked from those who played before (issue 29). */
  recentPlayers: 'Recent players',
  // The Score sheets screen.
  sheets: 'Score sheets',
  newSheet: 'New score sheet',
  newest: 'Your newest sheets',
  loading: 'Loading…',
  noSheets: 'No score sheets yet. Games you play here keep one automatically; for a physical deck, start one above.',
  rounds,
  won: (name: string) => `won: ${name}`,
  leads: (name: string) => `leads: ${name}`,
  allSheets: 'All score sheets (History)',
  // The new-sheet form.
  game: 'Game',
  otherGame: 'Other game',
  titleOptional: 'Title (optional)',
  players: 'Players',
  player: (seat: number) => `Player ${seat}`,
  /** A new sheet's title when none is typed: the game and the day. */
  defaultTitle: (game: string, ms: number) =>
    `${game} · ${new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}`,
  cancel: 'Cancel',
  create: 'Create sheet',
  // A sheet.
  sheet: 'Score sheet',
  notFound: 'Score sheet not found',
  notHere: 'This score sheet is not on this device.',
  pageLabel: (title: string) => `Score sheet ${title}`,
  playerCount: (k: number) => plural('en', k, { one: '{n} player', other: '{n} players' }),
  keptByGame: 'kept by the game',
  wonBy: (names: string[]) => `finished, won by ${names.join(' and ')}`,
  unsaved: 'Not saved yet: the marked rows are kept on this device and saving is retried every few seconds.',
  justNow: 'just now',
  minutesAgo: (m: number) => `${n(m)} min ago`,
  hoursAgo: (h: number) => `${n(h)} h ago`,
  /** A date and time as the language writes it (formatDateTime). */
  date: (ms: number) => formatDateTime('en', ms),
  backToGame: 'Back to the game',
  scoresFor: (title: string) => `Scores for ${title}`,
  round: 'Round',
  total: 'Total',
  wonMark: ' (won)',
  leaderMark: ' (leader)',
  noRounds: 'No rounds yet.',
  // A round's number is its row's label, written without grouping ("Round 2001").
  roundKept: (k: number, label?: string) => `Round ${k}${withLabel(label)}, kept by the game`,
  editRound: (k: number, label?: string) => `Edit round ${k}${withLabel(label)}`,
  editAdjustment: 'Edit adjustment',
  adj: 'adj.',
  totalSoFar: 'total so far ',
  adjustment: 'Adjustment',
  notSavedYet: ' · not saved yet',
  addRound: (k: number) => `Add round ${k}`,
  gameWrites:
    'The game writes its rounds here and they cannot be edited. A correction is an adjustment row, counted in the totals.',
  addAdjustment: 'Add adjustment',
  exportCsv: 'Export CSV',
  fileName: 'score-sheet',
  history: 'History',
  hideHistory: 'Hide history',
  changes: 'Changes to this sheet',
  /** One change: when, what, which round, the scores (and note) before, the scores after. */
  change: (at: number, action: ChangeAction, round: number | null, was?: string, wasNote?: string, now?: string) =>
    `${formatDateTime('en', at)}: ${action === 'add' ? 'added' : action === 'edit' ? 'edited' : 'deleted'} ${
      round === null ? 'a deleted round' : `round ${round}`
    }${was !== undefined ? ` (was ${was}${wasNote ? `, “${wasNote}”` : ''})` : ''}${now !== undefined ? ` → ${now}` : ''}`,
  roundDeleted: 'Round deleted. It stays in the history.',
  // The round dialog.
  roundTitle: (k: number, label?: string) => `Round ${k}${withLabel(label)}`,
  calcFailed: 'The calculator could not be loaded.',
  calculateRound: (k: number) => `Calculate round ${k}`,
  countCardsOf: (p: string) => `Count ${p}'s cards`,
  calculateThis: 'Calculate this round',
  scoreOf: (p: string) => `${p} score`,
  flip: (p: string) => `Make ${p}'s score negative or positive`,
  countCaptured: (p: string) => `Count ${p}'s captured cards`,
  count: 'Count',
  note: 'Note',
  adjustHint: 'Why the correction, e.g. a yaku we missed',
  noteHints: {
    koikoi: 'e.g. sanko, koi-koi ×2',
    gostop: 'e.g. go ×2, pi-bak',
    mushi: 'e.g. Lightning taken, 3 yaku',
    higobana: 'e.g. team A, hiki',
    'career-poker': 'e.g. rank after the round, revolutions',
    capture: 'e.g. captures this deal',
    piles: 'e.g. even piles, combinations',
    other: 'e.g. who dealt, anything to remember',
  } satisfies Record<NoteHint, string>,
  saveAdjustment: 'Save adjustment',
  saveRound: 'Save round',
  deleteRound: 'Delete this round',
  /** Why a score or a name was refused (src/store/pad.ts). */
  padProblem: (p: PadProblem): string => {
    switch (p.code) {
      case 'decimals':
        return `The score for ${p.who} must be a whole number (no decimals).`;
      case 'notWhole':
        return `The score for ${p.who} is not a whole number: use the digits 0–9 and an optional minus sign.`;
      case 'tooLarge':
        return `The score for ${p.who} is too large: at most ${n(p.max)} either way.`;
      case 'noName':
        return `Player ${p.seat} needs a name.`;
      case 'nameTooLong':
        return `The name "${p.name}…" is too long: at most ${p.max} characters.`;
      case 'sameName':
        return `Two players are called "${p.name}" (players ${p.seats[0]} and ${p.seats[1]}); give each a different name.`;
    }
  },
};

export type SheetWords = typeof en;

export const sheetWords = catalogue<SheetWords>(en, {
  ja: () => import('./sheet.words.ja.ts').then((m) => m.default),
  ko: () => import('./sheet.words.ko.ts').then((m) => m.default),
});

/** A sheet's game as the reader names it ("Other game" for a sheet of a game the app does not have). */
export const gameOf = (w: SheetWords, id: string): string => (id === 'other' ? w.otherGame : gameTitle(id));

/**
 * A sheet's title as shown: a match's sheet is named by its game and day in the reader's language
 * (its stored title was written in one language by the match); a sheet of its own keeps the title
 * the players gave it.
 */
export function sheetTitle(w: SheetWords, s: Pick<ScoreSheet, 'title' | 'gameId' | 'matchId' | 'createdAt'>): string {
  return s.matchId ? w.defaultTitle(gameOf(w, s.gameId), s.createdAt) : s.title;
}

const DAY = 86_400_000;

/** When a sheet or match was last changed: "just now", "5 min ago", "3 h ago" today, else the date and time. */
export function dateOf(w: SheetWords, ms: number, now: number): string {
  if (now - ms >= DAY) return w.date(ms);
  const s = Math.round((now - ms) / 1000);
  if (s < 60) return w.justNow;
  const m = Math.round(s / 60);
  return m < 60 ? w.minutesAgo(m) : w.hoursAgo(Math.round(m / 60));
}
