/**
 * Other browsers' storage, played in Chromium by init scripts (issue 26 §2): what each one has and
 * lacks, as `src/app/storage.ts` reads it. For e2e/storage.spec.ts and the screenshots of
 * dev/storage.shoot.ts.
 */
import type { Page } from './fixtures.ts';

/** WebKitGTK, some in-app browsers: no `navigator.storage` at all. */
export async function withoutStorageApi(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { storage?: unknown }).storage;
  });
}

/** The browser's answers: `persisted()` says `kept`, `persist()` says `answer`. */
export async function persistAnswers(page: Page, kept: boolean, answer: boolean): Promise<void> {
  await page.addInitScript(
    ([kept, answer]) => {
      StorageManager.prototype.persisted = async () => kept;
      StorageManager.prototype.persist = async () => answer;
    },
    [kept, answer] as const,
  );
}

/**
 * Safari on an iPhone: its WebKit-only features (`-webkit-touch-callout`, `GestureEvent`,
 * `navigator.standalone`) and platform, and no install prompt; `installed`: opened from the Home Screen.
 */
export async function asIPhoneSafari(page: Page, installed = false): Promise<void> {
  await page.addInitScript((installed) => {
    const supports = CSS.supports.bind(CSS) as (a: string, b?: string) => boolean;
    Object.defineProperty(CSS, 'supports', {
      configurable: true,
      value: (a: string, b?: string) =>
        /-webkit-touch-callout/.test(a) ? true : b === undefined ? supports(a) : supports(a, b),
    });
    Object.defineProperty(window, 'GestureEvent', { configurable: true, value: class GestureEvent extends UIEvent {} });
    const nav = Navigator.prototype;
    Object.defineProperty(nav, 'standalone', { configurable: true, get: () => installed });
    Object.defineProperty(nav, 'platform', { configurable: true, get: () => 'iPhone' });
    Object.defineProperty(nav, 'maxTouchPoints', { configurable: true, get: () => 5 });
    // WebKit has no install prompt: Chromium's never reaches the app.
    window.addEventListener('beforeinstallprompt', (e) => e.stopImmediatePropagation(), true);
  }, installed);
}
