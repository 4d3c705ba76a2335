/**
 * What Carriage says about keeping saved games (issue 26 §2), branch by branch, from plain facts:
 * the browsers below are described by hand (what each one really has), never detected here.
 */
import { describe, expect, it } from 'vitest';
import {
  BACKUP_EVERY,
  DEFAULT_BACKUP_EVERY,
  homeNotice,
  isAppleTouchWebKit,
  isInstalled,
  persistence,
  sevenDayRule,
  storageAdvice,
  type BrowserFacts,
  type HomeFacts,
} from '../../src/app/storageRule.ts';
import { finishedSince, noteBackup, reminderFrom, lastBackup, snoozeReminder } from '../../src/app/storage.ts';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';

/** Chrome on Android: the storage API, no WebKit-only feature. */
const ANDROID: BrowserFacts = {
  persistApi: true,
  estimateApi: true,
  persisted: null,
  refused: false,
  touchCallout: false,
  gestureEvent: false,
  standaloneProp: false,
  maxTouchPoints: 5,
  platform: 'Linux armv8l',
  userAgent: ANDROID_UA,
  displayStandalone: false,
  navigatorStandalone: false,
};
/** Safari on an iPhone, in a tab. */
const IPHONE: BrowserFacts = {
  ...ANDROID,
  touchCallout: true,
  gestureEvent: true,
  standaloneProp: true,
  platform: 'iPhone',
  userAgent: IPHONE_UA,
};
/** Safari on an iPad, which asks for desktop sites and calls itself a Mac. */
const IPAD_AS_MAC: BrowserFacts = { ...IPHONE, platform: 'MacIntel', userAgent: MAC_UA };
/** Safari on a Mac: WebKit's gestures, no touch screen. */
const MAC_SAFARI: BrowserFacts = {
  ...ANDROID,
  gestureEvent: true,
  maxTouchPoints: 0,
  platform: 'MacIntel',
  userAgent: MAC_UA,
};
/** A desktop browser imitating an iPhone (developer tools): the user agent only. */
const IPHONE_UA_ONLY: BrowserFacts = { ...ANDROID, platform: 'iPhone', userAgent: IPHONE_UA };
/** WebKitGTK (GNOME Web) and some in-app browsers: no `navigator.storage` at all. */
const NO_STORAGE: BrowserFacts = {
  ...ANDROID,
  persistApi: false,
  estimateApi: false,
  maxTouchPoints: 0,
  platform: 'Linux x86_64',
};

const home = (h: Partial<HomeFacts> = {}): HomeFacts => ({
  savedMatches: 1,
  finishedSinceBackup: 0,
  backupEvery: 10,
  safariDismissed: false,
  ...h,
});

describe('installed: opened from the home screen', () => {
  it('by the display-mode media query (every installing browser) or navigator.standalone (iPhone, iPad)', () => {
    expect(isInstalled({ ...ANDROID, displayStandalone: true })).toBe(true);
    expect(isInstalled({ ...IPHONE, navigatorStandalone: true })).toBe(true);
    expect(isInstalled(IPHONE)).toBe(false);
    expect(isInstalled(ANDROID)).toBe(false);
  });
});

describe('iPhone and iPad WebKit: a WebKit-only feature and an Apple touch hint', () => {
  it('Safari on iPhone, and on an iPad that calls itself a Mac', () => {
    expect(isAppleTouchWebKit(IPHONE)).toBe(true);
    expect(isAppleTouchWebKit({ ...IPHONE, platform: 'iPad', userAgent: IPHONE_UA.replaceAll('iPhone', 'iPad') })).toBe(
      true,
    );
    expect(isAppleTouchWebKit(IPAD_AS_MAC)).toBe(true);
  });

  it('any one WebKit-only feature is enough', () => {
    const none = { ...IPHONE, touchCallout: false, gestureEvent: false, standaloneProp: false };
    expect(isAppleTouchWebKit(none)).toBe(false);
    expect(isAppleTouchWebKit({ ...none, touchCallout: true })).toBe(true);
    expect(isAppleTouchWebKit({ ...none, gestureEvent: true })).toBe(true);
    expect(isAppleTouchWebKit({ ...none, standaloneProp: true })).toBe(true);
  });

  it('any one Apple touch hint is enough: the platform, the user agent, or a "Mac" with a touch screen', () => {
    const none = { ...IPHONE, platform: 'MacIntel', userAgent: MAC_UA, maxTouchPoints: 0 };
    expect(isAppleTouchWebKit(none)).toBe(false);
    expect(isAppleTouchWebKit({ ...none, platform: 'iPod touch' })).toBe(true);
    expect(isAppleTouchWebKit({ ...none, userAgent: IPHONE_UA })).toBe(true);
    expect(isAppleTouchWebKit({ ...none, maxTouchPoints: 5 })).toBe(true);
    // One touch point is what a desktop browser reports when it emulates touch: not an iPad.
    expect(isAppleTouchWebKit({ ...none, maxTouchPoints: 1 })).toBe(false);
    // Only the Mac platform turns touch points into a hint (Android phones have them too).
    expect(isAppleTouchWebKit({ ...none, platform: 'Linux armv8l', maxTouchPoints: 5 })).toBe(false);
  });

  it('not Safari on a Mac, not a browser imitating an iPhone by its user agent, not Android or WebKitGTK', () => {
    expect(isAppleTouchWebKit(MAC_SAFARI)).toBe(false);
    expect(isAppleTouchWebKit(IPHONE_UA_ONLY)).toBe(false);
    expect(isAppleTouchWebKit(ANDROID)).toBe(false);
    expect(isAppleTouchWebKit(NO_STORAGE)).toBe(false);
  });
});

describe("Safari's seven-day rule", () => {
  it('applies on iPhone and iPad in a tab, not once installed by either sign', () => {
    expect(sevenDayRule(IPHONE)).toBe(true);
    expect(sevenDayRule(IPAD_AS_MAC)).toBe(true);
    expect(sevenDayRule({ ...IPHONE, navigatorStandalone: true })).toBe(false);
    expect(sevenDayRule({ ...IPHONE, displayStandalone: true })).toBe(false);
  });

  it('does not apply elsewhere', () => {
    expect(sevenDayRule(ANDROID)).toBe(false);
    expect(sevenDayRule(MAC_SAFARI)).toBe(false);
    expect(sevenDayRule(IPHONE_UA_ONLY)).toBe(false);
  });
});

describe('persistence: what Settings says, and the button only where it does something', () => {
  it('kept once the browser said so, whichever way it was asked', () => {
    expect(persistence({ ...ANDROID, persisted: true })).toBe('kept');
    // A browser with persisted() but no persist() that says yes.
    expect(persistence({ ...ANDROID, persistApi: false, persisted: true })).toBe('kept');
  });

  it('unavailable without persist(): no button', () => {
    expect(persistence(NO_STORAGE)).toBe('unavailable');
    expect(persistence({ ...NO_STORAGE, persisted: false })).toBe('unavailable');
  });

  it('refused after persist() said no this session: said so, no button', () => {
    expect(persistence({ ...ANDROID, persisted: false, refused: true })).toBe('refused');
  });

  it('ask while the browser can be asked and has not said yes or no', () => {
    expect(persistence(ANDROID)).toBe('ask');
    expect(persistence({ ...ANDROID, persisted: false })).toBe('ask');
  });
});

describe('storage advice: the whole Settings section', () => {
  it('Android Chrome before asking: the button, the space used, the backup advice', () => {
    expect(storageAdvice(ANDROID)).toEqual({
      persistence: 'ask',
      estimate: true,
      sevenDays: false,
      backupAdvice: true,
    });
  });

  it('kept: no backup advice, unless the seven-day rule applies as well', () => {
    expect(storageAdvice({ ...ANDROID, persisted: true }).backupAdvice).toBe(false);
    expect(storageAdvice({ ...IPHONE, persisted: true })).toEqual({
      persistence: 'kept',
      estimate: true,
      sevenDays: true,
      backupAdvice: true,
    });
  });

  it('no navigator.storage: no button, no space figure, the backup advice', () => {
    expect(storageAdvice(NO_STORAGE)).toEqual({
      persistence: 'unavailable',
      estimate: false,
      sevenDays: false,
      backupAdvice: true,
    });
  });
});

describe('the Home notice', () => {
  it('Safari in a tab: only once a match is saved', () => {
    expect(homeNotice(IPHONE, home({ savedMatches: 0 }))).toBe(null);
    expect(homeNotice(IPHONE, home({ savedMatches: 1 }))).toBe('safari');
  });

  it('not once dismissed, nor when installed, nor elsewhere', () => {
    expect(homeNotice(IPHONE, home({ safariDismissed: true }))).toBe(null);
    expect(homeNotice({ ...IPHONE, navigatorStandalone: true }, home())).toBe(null);
    expect(homeNotice({ ...IPHONE, displayStandalone: true }, home())).toBe(null);
    expect(homeNotice(ANDROID, home())).toBe(null);
    expect(homeNotice(MAC_SAFARI, home())).toBe(null);
  });

  it('the backup reminder after N finished games since the last backup, if it is on', () => {
    expect(homeNotice(ANDROID, home({ backupEvery: 5, finishedSinceBackup: 4 }))).toBe(null);
    expect(homeNotice(ANDROID, home({ backupEvery: 5, finishedSinceBackup: 5 }))).toBe('backup');
    expect(homeNotice(ANDROID, home({ backupEvery: 20, finishedSinceBackup: 19 }))).toBe(null);
    expect(homeNotice(ANDROID, home({ backupEvery: 0, finishedSinceBackup: 500 }))).toBe(null);
  });

  it('the Safari notice (which has its own "Back up now") comes first; dismissed, the reminder shows', () => {
    const due = home({ backupEvery: 5, finishedSinceBackup: 7 });
    expect(homeNotice(IPHONE, due)).toBe('safari');
    expect(homeNotice(IPHONE, { ...due, safariDismissed: true })).toBe('backup');
  });

  it('the reminder is on by default, at one of the choices', () => {
    expect(BACKUP_EVERY).toContain(DEFAULT_BACKUP_EVERY);
    expect(DEFAULT_BACKUP_EVERY).toBeGreaterThan(0);
  });
});

describe('counting finished games since the last backup', () => {
  const m = (finished: boolean, updatedAt: number) => ({ finished, updatedAt });

  it('counts finished matches changed after the mark, not unfinished ones', () => {
    expect(finishedSince([m(true, 5), m(true, 20), m(false, 30), m(true, 40)], 10)).toBe(2);
    expect(finishedSince([], 0)).toBe(0);
  });

  it('a backup (or "Later") counts from now, or from the newest match when its time is later', () => {
    noteBackup([m(true, 100), m(true, 300)], 200);
    expect(lastBackup.value).toBe(200);
    expect(reminderFrom.value).toBe(300);
    expect(finishedSince([m(true, 100), m(true, 300)], reminderFrom.value)).toBe(0);
    snoozeReminder([m(true, 100)], 500);
    expect(reminderFrom.value).toBe(500);
    expect(lastBackup.value).toBe(200);
  });
});
