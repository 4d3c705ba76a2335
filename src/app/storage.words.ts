/**
 * Every word about keeping saved games (issue 26 §2): Settings' Storage section and backup
 * reminder, the Home notices (Safari's seven-day rule, the backup reminder) and the backup's own
 * messages. One place, so that Settings and Home say the same thing the same way. Which sentence
 * shows when is decided by `storageRule.ts`. A catalogue (issue 27): Japanese and Korean in
 * `storage.words.ja.ts` / `.ko.ts`; none of it is on the first visit.
 */
import { catalogue } from '../i18n/current.ts';
import { plural } from '../i18n/intl.ts';

const count = (n: number, one: string) => plural('en', n, { one: `{n} ${one}`, other: `{n} ${one}s` });

const en = {
  /** The backup file and its messages (Settings' Export and every "Back up now"). */
  backup: {
    nothingSaved: 'Nothing is saved on this device, so there is nothing to back up.',
    ready: (sheets: number, games: number) => `Backup ready: ${count(sheets, 'sheet')}, ${count(games, 'game')}.`,
    readyChanges: (sheets: number, games: number) =>
      `Backup of what changed ready: ${count(sheets, 'sheet')}, ${count(games, 'game')}.`,
    exportButton: 'Export backup',
    changesButton: 'Back up what changed since the last backup',
    changesHint: 'A small file of what changed since the last backup; import it on top of a full backup.',
    noMark: 'Make a full backup on this phone first; then a backup of what changed since can follow it.',
    making: 'Making the backup…',
    checking: 'Checking the backup…',
    importing: 'Importing…',
    cancel: 'Cancel',
    cancelled: 'Backup cancelled. Nothing was saved.',
    importCancelled: 'Import cancelled. Nothing was changed.',
    busy: 'A backup or an import is already under way.',
    /** Settings, under the Backup legend; `when` already worded ("2 h ago", "3 Nov"). */
    last: (when: string | null) => (when ? `Last backup on this phone: ${when}.` : 'No backup made on this phone yet.'),
    reminderLabel: 'Remind me to back up after this many finished games',
    off: 'Off',
    reminderHint: 'Home then shows a reminder with a “Back up now” button. A backup clears it.',
  },
  /** Settings' Storage section: what the browser does with saved games, in plain words. */
  storage: {
    legend: 'Storage',
    kept: 'Kept: this browser has agreed not to clear Carriage’s saved games to free space.',
    ask: 'Not protected yet: when the device runs low on space, the browser may clear saved games.',
    askButton: 'Ask to keep saved games',
    refused:
      'The browser said no when asked to keep saved games, so it may clear them when the device runs low on space. Browsers tend to agree for installed apps and sites used often.',
    unavailable:
      'This browser cannot be asked to keep saved games: it may clear them when the device runs low on space, without saying so first.',
    sevenDays:
      'On iPhone and iPad, Safari also deletes a website’s saved games after seven days without a visit. Carriage opened from the Home Screen is not deleted that way (see Install).',
    used: (mb: string) => `${mb} MB used.`,
    noEstimate: 'This browser does not say how much space they take.',
    backupAdvice: 'Export a backup now and then.',
  },
  /** Home: the seven-day notice of Safari on iPhone and iPad, shown once a match is saved. */
  safari: {
    heading: 'Safari may delete your saved games',
    body: 'Safari deletes a website’s saved games after seven days without a visit. Carriage on your Home Screen is kept.',
    stepsIntro: 'To add it (iPhone and iPad):',
    steps: [
      'Tap Share, the square with an arrow: at the bottom on iPhone, at the top right on iPad, or under ⋯ beside the address.',
      'Choose “Add to Home Screen” (scroll down if need be), then “Add”.',
      'Open Carriage from its new icon.',
    ],
    carryOver:
      'Games saved here may not show in the Home Screen app: back up now, then import the file there in Settings.',
    backUp: 'Back up now',
    dismiss: 'Got it',
  },
  /** Home: the backup reminder after N finished games (Settings: "Remind me to back up"). */
  reminder: {
    heading: 'Time for a backup',
    body: (n: number, never: boolean) =>
      `${count(n, 'finished game')} ${n === 1 ? 'is' : 'are'} not in a backup yet${never ? ' (no backup has been made on this phone)' : ''}. A backup file keeps them if this phone is lost or its browser clears them.`,
    backUp: 'Back up now',
    later: 'Later',
    settings: 'Change the reminder in Settings',
  },
};

export type StorageWords = typeof en;

export const storageWords = catalogue<StorageWords>(en, {
  ja: () => import('./storage.words.ja.ts').then((m) => m.default),
  ko: () => import('./storage.words.ko.ts').then((m) => m.default),
});
