/** Settings' words (issue 27), apart from the language picker (app.words.ts) and the backup and storage sentences (storage.words.ts). */
import { catalogue } from '../../i18n/current.ts';

/** "1 game", "2 games" (numbers as before issue 27, ungrouped: the browser tests read them). */
const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

const en = {
  title: 'Settings',
  theme: 'Theme',
  themes: { system: 'System', light: 'Light', dark: 'Dark' },
  cards: 'Cards',
  labels: 'Card labels',
  labelsHint: 'A small month and class (or suit and symbol) in the corner of each card.',
  hints: 'Match hints',
  hintsHint: 'Light up the cards a selected card can take.',
  speed: 'Animation speed',
  speeds: { off: 'Off', fast: 'Fast', normal: 'Normal', slow: 'Slow' },
  reduceMotion: 'Your device\u2019s \u201creduce motion\u201d setting always turns animations off.',
  bots: 'Bots',
  thinking: 'Hard bot thinking time',
  thinkings: { quick: 'Quick', normal: 'Normal', long: 'Long' },
  thinkingHint:
    'How long a Hard bot (and a hint) may think per move: about half a second, one second or two. It looks as far ahead as that time allows: longer plays a little stronger, and a slower phone plays a little weaker but never makes you wait longer.',
  hintButton: 'Hint button',
  hintButtonHint:
    'A \u201cHint\u201d button at the table shows what a Hard bot would play in your place. It looks only at what you can see.',
  backup: 'Backup',
  backupIntro: 'Everything stays on this phone. Save a backup file to move it or keep it safe.',
  importButton: 'Import backup…',
  importFile: 'Import backup file',
  noStore: 'Saving is not available on this device, so a backup cannot be imported.',
  undo: 'Undo the last import',
  imported: (sheets: number, games: number, moves: number, skipped: number) =>
    `Imported: ${count(sheets, 'score sheet')} and ${count(games, 'game')} added or brought up to date (${count(moves, 'move')}); ${skipped} skipped.`,
  damagedSkipped: (n: number, first: string) => `${n} damaged record${n === 1 ? ' was' : 's were'} skipped: ${first}.`,
  canUndo: 'You can undo this import.',
  undone: (undone: number, kept: number) =>
    `Import undone (${undone} put back${kept ? `; ${kept} changed since and kept as they are` : ''}).`,
  about: (version: string) => `Carriage ${version}. No account, no tracking: nothing leaves this device.`,
  // The import preview
  previewLabel: 'What this import would do',
  wouldDo: (add: number, update: number, skip: number) =>
    `This backup would add ${add}, update ${update} and skip ${skip}.`,
  nothingReplaced: 'Nothing newer on this phone is replaced.',
  changesOnly: 'It holds what changed since an earlier backup.',
  damagedLeftOut: (n: number) =>
    `${n} damaged record${n === 1 ? ' is' : 's are'} left out; everything else can be imported:`,
  kinds: { game: 'Game', sheet: 'Sheet' },
  item: (kind: string, title: string) => `${kind} \u201c${title}\u201d: `,
  lists: { damaged: 'Damaged, skipped — ', add: 'Add — ', update: 'Update — ', skip: 'Skip — ' },
  andMore: (n: number) => `… and ${n} more`,
  restoreDeleted: 'Also bring back what was deleted on this phone',
  restoreOn: 'Games and sheets deleted here are added again from this backup.',
  restoreOff: (n: number) =>
    `${n} in this backup ${n === 1 ? 'was' : 'were'} deleted on this phone and will stay deleted.`,
  cancel: 'Cancel',
  importSettings: 'Import settings only',
  import: 'Import',
  // Why an imported game is refused (checked by replaying it)
  unknownGame: (id: string) => `its game (${id}) is not one this version knows`,
  cannotSetUp: (why: string) => `it cannot be set up (${why})`,
};

export type SettingsWords = typeof en;

export const settingsWords = catalogue<SettingsWords>(en, {
  ja: () => import('./settings.words.ja.ts').then((m) => m.default),
  ko: () => import('./settings.words.ko.ts').then((m) => m.default),
});
