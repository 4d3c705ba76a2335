/**
 * Every browser test gets a fresh persistent Chromium profile (Debian's /usr/bin/chromium):
 * installability checks need a persistent profile, and a fresh one means empty storage.
 */
import { test as base, chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const BOT_PAUSE = Number(process.env.BOT_PAUSE ?? 40);

/** A fresh persistent profile: a phone (390×844, touch) in Debian's Chromium. */
async function launch(
  colorScheme: 'light' | 'dark' | 'no-preference' | null | undefined,
  reducedMotion: 'reduce' | 'no-preference' | null | undefined = undefined,
  locale?: string,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<{ context: BrowserContext; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'carriage-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    colorScheme: colorScheme ?? 'light',
    ...(reducedMotion ? { reducedMotion } : {}),
    ...(locale ? { locale } : {}),
    serviceWorkers,
    baseURL: `http://127.0.0.1:${process.env.PORT ?? 4173}`,
  });
  // Bots answer after BOT_PAUSE ms (default 40) instead of a player's 250–660 ms: what a test
  // checks is the same, and waiting on bots was a large part of the suite's time.
  await context.addInitScript((ms) => {
    (globalThis as { __carriageBotPause?: number }).__carriageBotPause = ms;
  }, BOT_PAUSE);
  return { context, dir };
}

export const test = base.extend<{ context: BrowserContext; page: Page; tour: Page }, { tourPage: Page }>({
  // `serviceWorkers` is 'block' unless a test file allows them (playwright.config.ts says why).
  context: async ({ colorScheme, reducedMotion, serviceWorkers }, use) => {
    const { context, dir } = await launch(colorScheme, reducedMotion, undefined, serviceWorkers);
    await use(context);
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  },
  page: async ({ context }, use) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await use(page);
  },
  /**
   * One page kept for the whole worker, for tests that only start matches (or score sheets) and
   * play or look: the layout and axe tours, the games played through the UI, the calculators.
   * Launching a browser per test cost more than many a test itself. A test using it must not
   * depend on empty storage, nor change a setting, go offline or add init scripts; it sets the
   * viewport and media it needs. Each starts with no card motion (bots answer after `BOT_PAUSE` ms).
   */
  tourPage: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it needs none
    async ({}, use) => {
      const { context, dir } = await launch('light');
      const page = context.pages()[0] ?? (await context.newPage());
      await use(page);
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  tour: async ({ tourPage }, use) => {
    // Each test starts from the home screen in light, full motion off, phone portrait.
    await tourPage.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await tourPage.setViewportSize({ width: 390, height: 844 });
    await use(tourPage);
    // Leave any table (its bots stop) so the next test starts clean.
    await tourPage.goto('/#/').catch(() => undefined);
    // The new-game form offers the names last typed: forget them (the app reads its settings
    // from localStorage at start), so that the next test's seats are named as on a fresh phone.
    const typed = await tourPage
      .evaluate(() => {
        const key = 'carriage.settings';
        const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as { names?: string[] };
        if (!saved.names?.some((n) => n !== '')) return false;
        localStorage.setItem(key, JSON.stringify({ ...saved, names: [] }));
        return true;
      })
      .catch(() => false);
    if (typed) await tourPage.reload().catch(() => undefined);
  },
});

/**
 * Another phone: a fresh profile of its own (empty storage), closed and removed by `close`;
 * `locale` sets the browser's preferred language (e.g. 'ja-JP').
 */
export async function freshPhone(
  locale?: string,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, dir } = await launch('light', undefined, locale, serviceWorkers);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { expect };
export type { Page, BrowserContext };

/**
 * Load the app, wait until the service worker controls the page (prompt mode needs a reload). Its
 * test file says `test.use({ serviceWorkers: 'allow' })` (a fresh phone: `freshPhone(…, 'allow')`).
 */
export async function installApp(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

/** Fill a score-sheet round dialog: one score per player, then save. */
export async function addRound(page: Page, players: string[], scores: number[], note = ''): Promise<void> {
  await page.getByRole('button', { name: /^Add round/ }).click();
  for (const [i, p] of players.entries()) await page.getByLabel(`${p} score`).fill(String(scores[i]));
  if (note) await page.getByLabel('Note').fill(note);
  await page.getByRole('button', { name: 'Save round' }).click();
}

/** Restore a backup file through Settings, as a player restores one; waits for "Imported: … N games added". */
export async function restoreBackup(page: Page, file: unknown, games: number): Promise<void> {
  await page.goto('/#/settings');
  await page
    .getByLabel('Import backup file')
    .setInputFiles({ name: 'seeded.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await page.getByTestId('import-preview').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-result')).toContainText(`${games} game${games === 1 ? '' : 's'} added`);
}

/** A backup file the app wrote (format version 2: gzip, one JSON record a line), read back. */
export function readBackupFile(path: string): {
  header: { format: string; version: number; kind: string };
  matches: unknown[];
  sheets: unknown[];
  moves: number;
} {
  const lines = gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const of = (t: string) => lines.filter((l) => l.t === t);
  return {
    header: lines[0],
    matches: of('match').map((l) => l.v),
    sheets: of('sheet').map((l) => l.v),
    moves: of('match').reduce((n, l) => n + l.moves.length, 0),
  };
}
