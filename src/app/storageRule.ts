/**
 * What Carriage tells a player about keeping their saved games (issue 26 §2), decided from plain
 * facts about the browser. Pure: no DOM, no storage, no clock — `src/app/storage.ts` gathers the
 * facts (`readFacts`), the screens word the answers (`src/app/storage.words.ts`), and
 * test/app/storageRule.test.ts runs every branch. The rule in words: docs/architecture.md, "Keeping saved games".
 */

/** What the page can find out about the browser, as data. */
export interface BrowserFacts {
  /** `navigator.storage.persist` is a function (absent in WebKitGTK, older Safari, some in-app browsers, insecure pages). */
  persistApi: boolean;
  /** `navigator.storage.estimate` is a function. */
  estimateApi: boolean;
  /** The browser's answer: `persisted()`, or this session's `persist()` (true: kept); null when it could not be asked. */
  persisted: boolean | null;
  /** This session asked with `persist()` and the browser said no (or failed to answer). */
  refused: boolean;
  /** `CSS.supports('-webkit-touch-callout', 'none')`: WebKit on iPhone and iPad only. */
  touchCallout: boolean;
  /** `'GestureEvent' in window`: WebKit's pinch events, on iPhone, iPad and Mac Safari only. */
  gestureEvent: boolean;
  /** `'standalone' in navigator`: a property only WebKit on iPhone and iPad has. */
  standaloneProp: boolean;
  /** `navigator.maxTouchPoints` (0 on a Mac, 5 on an iPad that calls itself a Mac). */
  maxTouchPoints: number;
  /** `navigator.platform` ('iPhone', 'iPad', 'MacIntel', 'Linux armv8l' …; '' when absent). */
  platform: string;
  /** `navigator.userAgent`. */
  userAgent: string;
  /** `matchMedia('(display-mode: standalone)').matches`: opened from the home screen (every installing browser). */
  displayStandalone: boolean;
  /** `navigator.standalone === true`: opened from the Home Screen (WebKit on iPhone and iPad). */
  navigatorStandalone: boolean;
}

/** Running as an installed app (from the home screen), not in a browser tab. */
export function isInstalled(f: BrowserFacts): boolean {
  return f.displayStandalone || f.navigatorStandalone;
}

/**
 * WebKit on an iPhone or iPad (Safari, and every other browser there, which must use WebKit).
 * A WebKit-only feature AND an Apple touch hint, so that neither a user agent string alone (a
 * desktop browser imitating an iPhone) nor WebKit alone (Safari on a Mac, WebKitGTK) counts:
 * - WebKit-only feature: `-webkit-touch-callout` is supported, or `GestureEvent` exists, or
 *   `navigator.standalone` exists;
 * - Apple touch hint: the platform or the user agent names an iPhone, iPad or iPod, or the
 *   platform is 'MacIntel' with more than one touch point (iPadOS asks for desktop sites by
 *   default and then says "Macintosh": no Mac has a touch screen).
 */
export function isAppleTouchWebKit(f: BrowserFacts): boolean {
  const webkitOnly = f.touchCallout || f.gestureEvent || f.standaloneProp;
  const appleTouch =
    /^(iPhone|iPad|iPod)/.test(f.platform) ||
    /\b(iPhone|iPad|iPod)\b/.test(f.userAgent) ||
    (f.platform === 'MacIntel' && f.maxTouchPoints > 1);
  return webkitOnly && appleTouch;
}

/**
 * Safari's seven-day rule applies: on iPhone and iPad, WebKit deletes a site's stored data
 * (IndexedDB, localStorage, the service worker's cache) after seven days of use without a visit,
 * unless it runs from the Home Screen.
 */
export function sevenDayRule(f: BrowserFacts): boolean {
  return isAppleTouchWebKit(f) && !isInstalled(f);
}

/**
 * Whether the browser keeps saved games when space runs low, and what Settings offers:
 * - 'kept': it said so (`persisted()` or `persist()` true); nothing to ask;
 * - 'unavailable': it has no `persist()`: no button (it would do nothing), say what it does instead;
 * - 'refused': `persist()` said no this session: say so, no button (asking again gets the same no);
 * - 'ask': it can be asked and has not said: the "Ask to keep saved games" button.
 */
export type Persistence = 'kept' | 'unavailable' | 'refused' | 'ask';

export function persistence(f: BrowserFacts): Persistence {
  if (f.persisted === true) return 'kept';
  if (!f.persistApi) return 'unavailable';
  if (f.refused) return 'refused';
  return 'ask';
}

/** Everything the Settings "Storage" section says. */
export interface StorageAdvice {
  persistence: Persistence;
  /** Show the space used (`estimate()` exists); otherwise say that the browser does not tell. */
  estimate: boolean;
  /** Add Safari's seven-day rule and the Home Screen way out. */
  sevenDays: boolean;
  /** End with "export a backup now and then" (anything but a browser that keeps the games for sure). */
  backupAdvice: boolean;
}

export function storageAdvice(f: BrowserFacts): StorageAdvice {
  const p = persistence(f);
  const sevenDays = sevenDayRule(f);
  return { persistence: p, estimate: f.estimateApi, sevenDays, backupAdvice: p !== 'kept' || sevenDays };
}

/** The choices of the backup reminder: after this many finished matches (0: off). */
export const BACKUP_EVERY = [0, 5, 10, 20] as const;
export type BackupEvery = (typeof BACKUP_EVERY)[number];
/** On by default at 10: why in docs/architecture.md, "Keeping saved games". */
export const DEFAULT_BACKUP_EVERY: BackupEvery = 10;

/** What Home knows when it decides. */
export interface HomeFacts {
  /** Matches saved on this phone, finished or not. */
  savedMatches: number;
  /** Finished matches not in the last backup (finished after it, or after "Later"). */
  finishedSinceBackup: number;
  /** The reminder setting (0: off). */
  backupEvery: number;
  /** The Safari notice was dismissed ("Got it") on this phone. */
  safariDismissed: boolean;
}

/**
 * The one storage notice Home shows, or none:
 * - 'safari': the seven-day rule applies, a match is saved (not before there is anything to
 *   lose), and it was not dismissed; it has its own "Back up now", so it goes first;
 * - 'backup': the reminder is on and that many matches finished since the last backup;
 * - null otherwise.
 */
export type HomeNotice = 'safari' | 'backup' | null;

export function homeNotice(f: BrowserFacts, h: HomeFacts): HomeNotice {
  if (sevenDayRule(f) && h.savedMatches > 0 && !h.safariDismissed) return 'safari';
  if (h.backupEvery > 0 && h.finishedSinceBackup >= h.backupEvery) return 'backup';
  return null;
}
