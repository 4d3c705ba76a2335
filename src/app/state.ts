/** App-wide state: the store, settings, toasts. */
import { signal } from '@preact/signals';
import { RecordRefusedError, Store, StorageError } from '../store/repo.ts';
import { lang, ready, words } from '../i18n/current.ts';
import { type BackupEvery, DEFAULT_BACKUP_EVERY } from './storageRule.ts';
import { isLang, type Lang, pickLang } from '../i18n/lang.ts';

// ---------- toasts ----------
export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'error';
  action?: { label: string; run: () => void };
  /** Milliseconds before it goes; 0 = stays until dismissed. */
  timeout: number;
}
export const toasts = signal<Toast[]>([]);
let toastSeq = 0;

export function toast(message: string, opts: Partial<Omit<Toast, 'id' | 'message'>> = {}): number {
  const t: Toast = {
    id: ++toastSeq,
    message,
    kind: opts.kind ?? 'info',
    timeout: opts.timeout ?? (opts.action ? 0 : 4000),
    ...(opts.action ? { action: opts.action } : {}),
  };
  // The same message twice in a row is shown once.
  if (toasts.value.some((x) => x.message === message)) return t.id;
  toasts.value = [...toasts.value, t];
  if (t.timeout > 0) setTimeout(() => dismissToast(t.id), t.timeout);
  return t.id;
}

/** Clear toasts (at a hand-off nothing from the last player's turn stays on screen). */
export function clearToasts(): void {
  if (toasts.value.length) toasts.value = [];
}

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

/** Report a failure to the player (storage failures keep play going). */
export function reportError(e: unknown): void {
  // The words of refused writes and storage failures load when one happens (not on the first visit).
  if (e instanceof RecordRefusedError) {
    const code = e.code;
    void import('./limits.words.ts').then(async (m) => {
      await ready(lang.value, [m.limitWords]);
      toast(m.refusedWords(code), { kind: 'error', timeout: 8000 });
    });
    return;
  }
  const storage = e instanceof StorageError || (typeof DOMException !== 'undefined' && e instanceof DOMException);
  if (!storage) {
    toast(e instanceof Error ? e.message : String(e), { kind: 'error', timeout: 8000 });
    return;
  }
  void import('./failure.words.ts').then(async (m) => {
    await ready(lang.value, [m.failureWords]);
    toast(m.joinSentences(m.storageText(e), words(m.failureWords).goesOn), { kind: 'error', timeout: 8000 });
  });
}

// ---------- store ----------
/** Why the store could not be opened (worded by `storageText` of failure.words.ts), or null. */
export const storageProblem = signal<unknown>(null);
let storePromise: Promise<Store | null> | null = null;

/** The store, or null when IndexedDB cannot be opened (then the app keeps data in memory). */
export function getStore(): Promise<Store | null> {
  storePromise ??= Store.open().catch((e: unknown) => {
    storageProblem.value = e ?? new Error();
    return null;
  });
  return storePromise;
}

// ---------- settings ----------
export type Theme = 'system' | 'light' | 'dark';
export type Speed = 'off' | 'fast' | 'normal' | 'slow';

export interface Settings {
  theme: Theme;
  labels: boolean;
  hints: boolean;
  speed: Speed;
  /** The names people used last time, offered on the next new game. */
  names: string[];
  /** Hard bots' thinking time per decision, ms (issue 15; Hard plays as many rollouts as fit, issue 30 §3). */
  botMs: number;
  /** Show the "Hint" button at the table (what would Hard play?). */
  botHint: boolean;
  /** Remind to back up after this many finished matches without one (0: off; issue 26). */
  backupEvery: BackupEvery;
  /** The language the player chose in Settings; absent: the browser's preferred languages decide (issue 27 §4). */
  lang?: Lang;
  /** Teaching mode per game, as the player last set it (issue 28 §1); absent: on until a match of that game is finished. */
  teach?: Record<string, boolean>;
  /** The games of which a match was finished on this phone (teaching mode is then off unless asked for). */
  played?: string[];
}

const DEFAULT_SETTINGS: Settings = {
  theme: 'system',
  labels: true,
  hints: true,
  speed: 'normal',
  names: [],
  botMs: 1000,
  botHint: false,
  backupEvery: DEFAULT_BACKUP_EVERY,
};

function initialSettings(): Settings {
  try {
    const saved = JSON.parse(localStorage.getItem('carriage.settings') ?? '{}') as Partial<Settings>;
    const s = { ...DEFAULT_SETTINGS, ...saved };
    if (!isLang(s.lang)) delete s.lang;
    return s;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export const settings = signal<Settings>(typeof localStorage === 'undefined' ? DEFAULT_SETTINGS : initialSettings());

/** Apply the theme and motion settings to the document. */
export function applySettings(s: Settings): void {
  const root = document.documentElement;
  if (s.theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', s.theme);
  root.setAttribute('data-motion', s.speed === 'off' ? 'off' : 'on');
  // Card animations follow the speed setting (and stop entirely with "reduce motion").
  root.style.setProperty('--motion', `${motionMs(s)}ms`);
  const dark = s.theme === 'dark' || (s.theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', dark ? '#11241f' : '#1d3b34');
}

/** The language to show: the player's choice, else the first of the browser's languages Carriage speaks. */
export function chosenLang(s: Settings = settings.value): Lang {
  return s.lang ?? pickLang(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/** Change settings: applied at once, kept in localStorage (read before first paint) and IndexedDB. */
export async function updateSettings(patch: Partial<Settings>): Promise<void> {
  const next = { ...settings.value, ...patch };
  settings.value = next;
  applySettings(next);
  try {
    localStorage.setItem('carriage.settings', JSON.stringify(next));
  } catch {
    /* localStorage full or disabled: IndexedDB below still has it */
  }
  const store = await getStore();
  try {
    await store?.setSetting('settings', next);
  } catch (e) {
    reportError(e);
  }
}

/** Milliseconds of card motion for the current speed (0 when reduced motion is asked for). */
export function motionMs(s: Settings): number {
  if (s.speed === 'off') return 0;
  if (typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches) return 0;
  return s.speed === 'fast' ? 120 : s.speed === 'slow' ? 400 : 220;
}

/** A random id (matches, sheets). */
export function newId(prefix: string): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('')}`;
}
