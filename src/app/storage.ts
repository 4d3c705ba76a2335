/**
 * Keeping saved games (issue 26 §2): the browser's facts for `storageRule.ts` (`readFacts`), its
 * answer about keeping our data (`requestPersistence`), and what the Home notices remember on this
 * phone — when the last backup was made, where the backup reminder counts from, whether the
 * Safari notice was dismissed. The decisions are in `storageRule.ts`; the words in `storage.words.ts`.
 */
import { signal } from '@preact/signals';
import type { MatchRecord } from '../store/records.ts';
import type { BrowserFacts } from './storageRule.ts';

// ---------- the browser's answer about keeping our data ----------
/** `persisted()` or this session's `persist()`: true kept, false not (yet), null not asked or no such API. */
export const persistedAnswer = signal<boolean | null>(null);
/** This session's `persist()` said no (or threw). */
export const persistRefused = signal(false);
let persistAsked = false;

/** Ask the browser what it does now (`persisted()`), without asking it to change. */
export async function refreshPersisted(): Promise<void> {
  if (typeof navigator === 'undefined' || typeof navigator.storage?.persisted !== 'function') return;
  try {
    const kept = await navigator.storage.persisted();
    // A refusal this session stays said: persisted() is false then too.
    if (kept || !persistRefused.value) persistedAnswer.value = kept;
  } catch {
    /* it cannot say: the answer stays unknown */
  }
}

/**
 * Ask the browser to keep our data (once per session on the first saved match; again from the
 * Settings button). The answer lands in `persistedAnswer` / `persistRefused`, which Settings words.
 */
export async function requestPersistence(again = false): Promise<void> {
  if ((persistAsked && !again) || typeof navigator === 'undefined') return;
  if (typeof navigator.storage?.persist !== 'function') return;
  persistAsked = true;
  try {
    const kept = (await navigator.storage.persisted?.()) || (await navigator.storage.persist());
    persistedAnswer.value = kept;
    persistRefused.value = !kept;
  } catch {
    persistedAnswer.value = false;
    persistRefused.value = true;
  }
}

// ---------- the facts ----------
/** The browser as `storageRule.ts` needs it (every read guarded: a WebView may lack any of these). */
export function readFacts(): BrowserFacts {
  const nav: Partial<Navigator> & { standalone?: unknown } = typeof navigator === 'undefined' ? {} : navigator;
  const storage = nav.storage;
  const supports = (prop: string, value: string) => {
    try {
      return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports(prop, value);
    } catch {
      return false;
    }
  };
  const media = (q: string) => {
    try {
      return typeof matchMedia === 'function' && matchMedia(q).matches;
    } catch {
      return false;
    }
  };
  return {
    persistApi: typeof storage?.persist === 'function',
    estimateApi: typeof storage?.estimate === 'function',
    persisted: persistedAnswer.value,
    refused: persistRefused.value,
    touchCallout: supports('-webkit-touch-callout', 'none'),
    gestureEvent: typeof window !== 'undefined' && 'GestureEvent' in window,
    standaloneProp: 'standalone' in nav,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    platform: nav.platform ?? '',
    userAgent: nav.userAgent ?? '',
    displayStandalone: media('(display-mode: standalone)'),
    navigatorStandalone: nav.standalone === true,
  };
}

// ---------- what this phone remembers (localStorage; lost with the data it is about) ----------
const LAST_KEY = 'carriage.backup.last';
const FROM_KEY = 'carriage.backup.from';
const SAFARI_KEY = 'carriage.storage-notice.dismissed';

function readNumber(key: string): number | null {
  try {
    const n = Number(localStorage.getItem(key));
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode or full: remembered until the app closes */
  }
}

/** When the last backup was made on this phone (ms), or null: never. */
export const lastBackup = signal<number | null>(typeof localStorage === 'undefined' ? null : readNumber(LAST_KEY));
/** The backup reminder counts matches finished after this moment (a backup, or "Later"). */
export const reminderFrom = signal<number>(typeof localStorage === 'undefined' ? 0 : (readNumber(FROM_KEY) ?? 0));
/** The Safari notice was dismissed on this phone. */
export const safariDismissed = signal<boolean>(
  typeof localStorage === 'undefined'
    ? false
    : (() => {
        try {
          return localStorage.getItem(SAFARI_KEY) === '1';
        } catch {
          return false;
        }
      })(),
);

/** Finished matches changed after `from` (so not in the backup made then). */
export function finishedSince(matches: readonly Pick<MatchRecord, 'finished' | 'updatedAt'>[], from: number): number {
  return matches.filter((m) => m.finished && m.updatedAt > from).length;
}

/**
 * The reminder counts from here: now, or the newest match's time when that is later (a clock set
 * back, matches imported from a phone whose clock ran ahead), so no match already counted comes back.
 */
function countFrom(matches: readonly Pick<MatchRecord, 'updatedAt'>[], now: number): number {
  return matches.reduce((t, m) => Math.max(t, m.updatedAt), now);
}

/** A backup holding these matches was made at `now`: the reminder starts counting again. */
export function noteBackup(matches: readonly Pick<MatchRecord, 'updatedAt'>[], now = Date.now()): void {
  lastBackup.value = now;
  reminderFrom.value = countFrom(matches, now);
  write(LAST_KEY, String(now));
  write(FROM_KEY, String(reminderFrom.value));
}

/** "Later": remind again after as many more finished matches. */
export function snoozeReminder(matches: readonly Pick<MatchRecord, 'updatedAt'>[], now = Date.now()): void {
  reminderFrom.value = countFrom(matches, now);
  write(FROM_KEY, String(reminderFrom.value));
}

export function dismissSafariNotice(): void {
  safariDismissed.value = true;
  write(SAFARI_KEY, '1');
}
