/**
 * Issue 31 §5: a table gives its memory back when it is left. One visit opens and leaves 100
 * tables of stored matches — half of them Hard bots thinking in the worker when the table is
 * left — leaving each a different way: Home, Rules, the score sheet, Settings, another match
 * straight away, and the Back button (the browser's history: a hash change back to the screen
 * before). At the start (after every table was opened once, so each game's code is loaded),
 * after 50 and after 100 tables it goes Home, forces a garbage collection and prints the JS heap
 * and the page's event listeners; the sessions still open, the listeners and the Web Locks held
 * must be back at their starting count, and the heap within HEAP_MARGIN of its start.
 */
import type { CDPSession } from '@playwright/test';
import { test, expect, restoreBackup, type Page } from './fixtures.ts';
import { LARGEST, seededBackup } from '../test/helpers/seeded.ts';
import type { BackupFile } from '../src/store/repo.ts';
import type { MatchRecord } from '../src/store/records.ts';

/**
 * Sixty stored matches: each game's first round cut in the middle (a round in play), five
 * copies of each; every other match is played by Hard bots, which think in the worker while
 * their table is on screen.
 */
function store() {
  const { file } = seededBackup(LARGEST.map((g) => ({ ...g, rounds: 1 })));
  const out: BackupFile = { ...file, matches: [], moves: [], sheets: [] };
  for (let copy = 0; copy < 5; copy++)
    for (const [i, m] of file.matches.entries()) {
      const id = `${m.id}-${copy}`;
      const sheetId = `${m.sheetId}-${copy}`;
      const moves = file.moves.filter((x) => x.matchId === m.id);
      const keep = Math.floor(moves.length / 2);
      const bots = (i + copy) % 2 === 1;
      out.matches.push({
        ...m,
        id,
        sheetId,
        moveCount: keep,
        finished: false,
        updatedAt: m.createdAt + keep,
        seats: bots ? m.seats.map((s) => ({ ...s, kind: 'bot' as const, level: 'hard' as const })) : m.seats,
      });
      out.moves.push(...moves.filter((x) => x.seq < keep).map((x) => ({ ...x, matchId: id })));
      out.sheets.push({ ...file.sheets.find((s) => s.id === m.sheetId)!, id: sheetId, matchId: id });
    }
  return { file: out, matches: out.matches };
}

/**
 * The heap may be this much above its start after 100 tables and a forced collection. With every
 * table given back it still grows by about 1 MB, nearly all of it compiled code (a heap snapshot
 * at the start and after 50 tables differ by 0.77 MB of `code`, the engines' functions run for
 * the first time on new positions, and under 0.1 MB else), and then stays (6.4, 6.3, 6.6 MB after
 * 50, 60, 100). 3 MB leaves room for that on another Chromium; what a left table kept before the
 * fix (its ended bot worker, its match log) is listed in docs/testing.md.
 */
const HEAP_MARGIN = 3 * 1024 * 1024;

interface Figures {
  heap: number;
  listeners: number;
  onWindow: number;
  onDocument: number;
  nodes: number;
  sessions: number | null;
  locks: number;
  workers: number;
}

async function figures(page: Page, cdp: CDPSession): Promise<Figures> {
  // Home, and every table closed (the count is the app's own debug hook, see session.ts).
  await page.evaluate(() => {
    location.hash = '#/';
  });
  await expect(page.getByRole('link', { name: /New game/i }).first()).toBeVisible();
  await page.waitForFunction(() => {
    const f = (globalThis as { __carriageSessions?: () => number }).__carriageSessions;
    return !f || f() === 0;
  });
  await page.waitForTimeout(300);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')!.value;
  const counters = await cdp.send('Memory.getDOMCounters');
  const on = async (expr: string) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression: expr });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
    return listeners.length;
  };
  const { sessions, locks } = await page.evaluate(async () => {
    const f = (globalThis as { __carriageSessions?: () => number }).__carriageSessions;
    const q = navigator.locks ? await navigator.locks.query() : { held: [] };
    return { sessions: f ? f() : null, locks: (q.held ?? []).length };
  });
  // Worker objects still alive (an ended bot worker must not be kept).
  const { result: proto } = await cdp.send('Runtime.evaluate', { expression: 'Worker.prototype' });
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: proto.objectId! });
  const { result: count } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId!,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  });
  await cdp.send('Runtime.releaseObject', { objectId: objects.objectId! });
  return {
    heap,
    listeners: counters.jsEventListeners,
    onWindow: await on('window'),
    onDocument: await on('document'),
    nodes: counters.nodes,
    sessions,
    locks,
    workers: count.value as number,
  };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const show = (what: string, f: Figures) =>
  console.log(
    `${what}: heap ${mb(f.heap)}, listeners ${f.listeners} (window ${f.onWindow}, document ${f.onDocument}), ` +
      `nodes ${f.nodes}, workers ${f.workers}, open sessions ${f.sessions ?? 'n/a'}, locks held ${f.locks}`,
  );

/** Open the match's table: wait until its session is open (or its screen shows). */
async function openTable(page: Page, id: string): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, `#/play/${id}`);
  await page.waitForFunction(
    (id) => (globalThis as { __carriageSession?: { record: { id: string } } }).__carriageSession?.record.id === id,
    id,
  );
}

const WAYS = ['home', 'rules', 'sheet', 'settings', 'next', 'back'] as const;

/** Open a match's table, then leave it the i-th way. */
async function visit(page: Page, m: MatchRecord, i: number): Promise<void> {
  await openTable(page, m.id);
  const way = WAYS[i % WAYS.length]!;
  // Back: the previous screen by the browser's history (a hash change the app does not make).
  if (way === 'back') return page.getByRole('link', { name: 'Back' }).click();
  const to = {
    home: '#/',
    rules: `#/rules/${m.gameId}`,
    sheet: `#/sheet/${m.sheetId}`,
    settings: '#/settings',
    // The next match straight from this table: the next visit opens it.
    next: null,
  }[way];
  if (to)
    await page.evaluate((h) => {
      location.hash = h;
    }, to);
}

test('a hundred tables opened and left give their sessions, listeners and heap back', async ({ page }) => {
  test.setTimeout(120_000);
  const { file, matches } = store();
  expect(matches.length).toBe(60);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await restoreBackup(page, file, matches.length);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // Twelve tables first, left each way, so that each game's code, each screen's and the worker's
  // are loaded before the start: loading code is not a leak.
  for (let i = 0; i < LARGEST.length; i++) await visit(page, matches[i]!, i);
  const start = await figures(page, cdp);
  show('start', start);
  const seen: Figures[] = [];
  for (let i = 0; i < 100; i++) {
    await visit(page, matches[(i + LARGEST.length) % matches.length]!, i);
    if (i + 1 === 50 || i + 1 === 60 || i + 1 === 100) {
      const f = await figures(page, cdp);
      show(`after ${i + 1} tables`, f);
      seen.push(f);
    }
  }
  const end = seen.at(-1)!;
  expect(end.sessions, 'no session stays open').toBe(start.sessions === null ? null : 0);
  expect(end.locks, 'no match lock stays held').toBe(start.locks);
  // "About" the start: a toast or a focus handler may come and go; before the fix 60 tables added 80.
  expect(end.listeners, 'listeners back to their start').toBeLessThanOrEqual(start.listeners + 5);
  expect(end.onWindow).toBe(start.onWindow);
  expect(end.onDocument).toBe(start.onDocument);
  expect(end.workers, 'no ended bot worker is kept').toBeLessThanOrEqual(1);
  expect(end.heap - start.heap, `heap ${mb(start.heap)} → ${mb(end.heap)}`).toBeLessThan(HEAP_MARGIN);
});
