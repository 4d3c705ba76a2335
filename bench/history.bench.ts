/**
 * Issue 32 §2: how fast the History screen opens over a large store. For each size (10, 2,000 and
 * 10,000 matches by default) a fresh Chromium profile at 360×640 gets a store made with the app's
 * own code, then History is opened RUNS times (after one warm-up) from Home, and the figures are
 * printed (medians and each run); nothing about time is asserted.
 *
 * The store: a few matches played by Normal bots through their engines with their score sheets
 * written by the session's own `sheetAfterRound` (test/helpers/seeded.ts), copied in the page
 * under new ids, names and dates spread over two years: one match in ten unfinished, plus one
 * score sheet of its own per 50 matches (10,000 matches: 10,200 sheets, as in the issue). Each
 * copy is a whole match record and its whole sheet; the move logs are left out (History never
 * reads them; 10,000 logs would take minutes to write).
 *
 * What is measured, in the page (performance.now(), a PerformanceObserver of long tasks):
 * - open: from the hash change to the first frame after the first row is in the DOM;
 * - all read: until the count replaces "Loading…" (every row read and listed);
 * - DOM: elements in the document once all is read; rows: the list's rows in the DOM;
 * - longest task: the longest task from the hash change until 300 ms after all is read;
 * - Home: before each run, from the reload until Home has listed its newest matches, and its longest
 *   task until every match is counted (Home reads the newest first, then the rest in batches;
 *   History is opened only once Home is done, so that the figures above are History's).
 *
 * Needs a build (`npm run build`); serves dist/ itself with `vite preview` on PORT (4192).
 *   npx vitest run --config vitest.bench.config.ts bench/history.bench.ts
 *   HISTORY_SIZES=10,2000 HISTORY_RUNS=3 npx vitest run --config vitest.bench.config.ts bench/history.bench.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { test } from 'vitest';
import { NAMES, playSeeded, type SeededGame } from '../test/helpers/seeded.ts';
import { newSheet } from '../src/store/sheets.ts';

/** As e2e/fixtures.ts (not imported: it loads Playwright's test runner). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PORT = Number(process.env.PORT ?? 4192);
const SIZES = (process.env.HISTORY_SIZES ?? '10,2000,10000').split(',').map(Number);
const RUNS = Number(process.env.HISTORY_RUNS ?? 5);

const TEMPLATES: SeededGame[] = [
  { key: 'koikoi', gameId: 'koikoi', players: 2, options: {}, rounds: 6 },
  { key: 'gostop', gameId: 'gostop', players: 3, options: {}, rounds: 4 },
  { key: 'mushi', gameId: 'mushi', players: 2, options: {} },
  { key: 'capture', gameId: 'capture', players: 4, options: {}, rounds: 3 },
  { key: 'travfuda', gameId: 'travfuda', players: 4, options: {}, rounds: 3 },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no server at ${url}`);
}

/** Write `matches` copies of the templates (and a sheet of its own per 50) into the app's database, in the page. */
async function seed(page: Page, matches: number): Promise<void> {
  const played = TEMPLATES.map((c) => playSeeded(c));
  const templates = played.map((p) => ({ match: p.match, sheet: p.sheet }));
  const own = newSheet({ id: 'x', title: 'Club night', gameId: 'other', players: ['A', 'B', 'C'], now: 0 });
  own.rounds = Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, scores: [i, -i, 0], note: '', at: 0 }));
  await page.evaluate(
    async ({ templates, own, matches, names }) => {
      const db: IDBDatabase = await new Promise((res, rej) => {
        const r = indexedDB.open('carriage');
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      const now = Date.now();
      const span = 2 * 365 * 86_400_000;
      const BATCH = 500;
      for (let start = 0; start < matches; start += BATCH) {
        await new Promise<void>((res, rej) => {
          const tx = db.transaction(['matches', 'sheets'], 'readwrite');
          const ms = tx.objectStore('matches');
          const ss = tx.objectStore('sheets');
          for (let i = start; i < Math.min(matches, start + BATCH); i++) {
            const t = templates[i % templates.length]!;
            const at = now - Math.floor((i / matches) * span) - 1000;
            const players = t.match.seats.map((_, k) => names[(i + k) % names.length]!);
            const id = `match-bench-${i}`;
            const sheetId = `sheet-bench-${i}`;
            const finished = i % 10 !== 3;
            ms.put({
              ...t.match,
              id,
              sheetId,
              seed: `bench-${i}`,
              seats: t.match.seats.map((s, k) => ({ ...s, name: players[k]! })),
              createdAt: at - 600_000,
              updatedAt: at,
              finished,
            });
            ss.put({ ...t.sheet, id: sheetId, matchId: id, players, createdAt: at - 600_000, updatedAt: at });
            if (i % 50 === 0)
              ss.put({
                ...own,
                id: `own-bench-${i}`,
                title: `Club night ${i / 50 + 1}`,
                createdAt: at,
                updatedAt: at - 5,
              });
          }
          tx.oncomplete = () => res();
          tx.onerror = () => rej(tx.error);
        });
      }
      db.close();
    },
    { templates, own, matches, names: NAMES },
  );
}

interface Run {
  open: number;
  all: number;
  dom: number;
  rows: number;
  longest: number;
  /** Long tasks as [start after the hash change, duration] (HISTORY_DEBUG=1 prints them). */
  tasks: [number, number][];
  /** Home, from the reload until its lists are shown (not History's: printed apart). */
  home: number;
  /** Home's longest task, from the reload until every match is counted. */
  homeLongest: number;
}

async function openHistory(page: Page): Promise<Run> {
  await page.goto('/#/');
  await page.reload();
  // Home reads every match for its lists and the backup reminder: History is opened once that is
  // done (and the page is quiet), so that its figures are its own. Home's time is printed apart.
  await page.waitForFunction(
    () => !!document.querySelector('#resume-h') && !document.body.textContent?.includes('Loading…'),
  );
  const home = await page.evaluate(() => performance.now());
  // Home counts the rest in batches after its first lists; its long tasks until then (the init
  // script's observer, installed before the page's own code).
  await page.waitForTimeout(2500);
  const homeLongest = await page.evaluate(() =>
    Math.max(0, ...((window as unknown as { __longTasks?: number[] }).__longTasks ?? [])),
  );
  await page.waitForTimeout(700);
  const run = await page.evaluate(
    () =>
      new Promise<Omit<Run, 'home' | 'homeLongest'>>((resolve) => {
        const tasks: { start: number; duration: number }[] = [];
        const obs = new PerformanceObserver((l) => {
          for (const e of l.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
        });
        obs.observe({ type: 'longtask' });
        const t0 = performance.now();
        let open = 0;
        const poll = () => {
          const row = document.querySelector('[data-testid="history-row"]');
          if (!open && row) {
            requestAnimationFrame(() => {
              open = performance.now() - t0;
            });
          }
          const count = document.querySelector('.hcount')?.textContent ?? '';
          if (open && count && count !== 'Loading…') {
            const all = performance.now() - t0;
            const dom = document.getElementsByTagName('*').length;
            const rows = document.querySelectorAll('[data-testid="history-row"]').length;
            setTimeout(() => {
              obs.disconnect();
              const longest = Math.max(0, ...tasks.filter((t) => t.start >= t0 - 1).map((t) => t.duration));
              const mine = tasks
                .filter((t) => t.start >= t0 - 1)
                .map((t): [number, number] => [Math.round(t.start - t0), Math.round(t.duration)]);
              resolve({ open, all, dom, rows, longest, tasks: mine });
            }, 300);
            return;
          }
          setTimeout(poll, 4);
        };
        location.hash = '#/history';
        poll();
      }),
  );
  return { ...run, home, homeLongest };
}

test('History: open time, DOM size and longest task at 10, 2,000 and 10,000 matches', async () => {
  if (!existsSync('dist/index.html')) {
    console.log('bench/history: no build; run `npm run build` first.');
    return;
  }
  const server: ChildProcess = spawn(
    'node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    { stdio: 'ignore' },
  );
  const lines: string[] = [];
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/`);
    for (const size of SIZES) {
      const dir = mkdtempSync(join(tmpdir(), 'carriage-bench-'));
      const context = await chromium.launchPersistentContext(dir, {
        executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
        viewport: { width: 360, height: 640 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
        baseURL: `http://127.0.0.1:${PORT}`,
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.addInitScript(() => {
          const w = window as unknown as { __longTasks: number[] };
          w.__longTasks = [];
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) w.__longTasks.push(e.duration);
          }).observe({ type: 'longtask', buffered: true });
        });
        await page.goto('/#/');
        await page.getByRole('heading', { name: 'Continue' }).waitFor();
        const t = performance.now();
        await seed(page, size);
        const seeded = performance.now() - t;
        await openHistory(page); // warm-up: the screen's chunk is fetched once
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await openHistory(page));
        const m = (k: Exclude<keyof Run, 'tasks'>) => median(runs.map((r) => r[k]));
        if (process.env.HISTORY_DEBUG)
          for (const r of runs) console.log('   long tasks [start, ms]:', JSON.stringify(r.tasks));
        const line = `${String(size).padStart(6)} matches (${size + Math.ceil(size / 50)} sheets): open ${m('open').toFixed(0)} ms, all read ${m('all').toFixed(0)} ms, DOM ${m('dom')} elements (${m('rows')} rows), longest task ${m('longest').toFixed(0)} ms; Home before it ${m('home').toFixed(0)} ms (its longest task ${m('homeLongest').toFixed(0)} ms)`;
        lines.push(line);
        console.log(
          `${line}\n   seeded in ${(seeded / 1000).toFixed(1)} s; runs: ${runs
            .map((r) => `${r.open.toFixed(0)}/${r.all.toFixed(0)}/${r.longest.toFixed(0)}`)
            .join(' ')} (open/all/longest ms)`,
        );
      } finally {
        await context.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    server.kill();
  }
  console.log(`\nHistory, medians of ${RUNS} runs at 360×640:\n${lines.join('\n')}`);
}, 1_200_000);
