/**
 * Issue 30 §5 (and issue 29's statistics) in Chromium: does the app stay quick as the store grows?
 * Stores of 10, 1,000 and 10,000 finished matches (copies of short matches played by Normal bots,
 * with their move logs and sheets, seated from a pool of 24 players), 200 stand-alone score sheets of
 * ten rounds, and one unfinished 12-month Koi-Koi (a person against a Normal bot, in its last month,
 * the person to play: about 400 moves), written straight into the app's IndexedDB (`scale-seed.ts`).
 * Each run, in the page's own clock (polled every frame), medians of BENCH_RUNS (5; BENCH_RUNS_BIG,
 * 3, at 10,000 and more):
 * - cold start: a fresh page load to Home's first button, and to its "Continue" tile; the records
 *   Home reads in its first 2 s (IndexedDB records returned, counted by wrapping the reads) and the
 *   longest main-thread task meanwhile;
 * - History from Home's link: its first row, and every row read (the count shown);
 * - Score sheets from Home's link: its first sheet;
 * - the players list (from History's link) with the statistics' summaries dropped first (their first
 *   computation): its first row, and the figures shown; then the first player's page;
 * - the same after a fresh page load with the summaries kept (warm);
 * - resuming the long match from Home's tile: the hand can be tapped.
 *
 *   npx vite build && npx playwright test --config e2e/bench.config.ts scale.bench
 *
 * BENCH_SIZES (default 10,1000,10000); BENCH_PROFILE=/tmp/scale keeps each size's seeded profile
 * (`/tmp/scale-<n>`) for the next run. PORT as for the browser tests.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { installApp } from './fixtures.ts';
import { phone, seedPhone, type SeedTemplate } from './scale-seed.ts';
import { SHORT, templates } from '../test/helpers/seeded-store.ts';
import { playSeeded } from '../test/helpers/seeded.ts';
import { addRound, newSheet } from '../src/store/sheets.ts';
import { getGame } from '../src/games/index.ts';
import { botsFor } from '../src/games/bots.ts';
import { rngFor } from '../src/engine/rng.ts';
import type { PlayerRecord } from '../src/store/records.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10,1000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RUNS_BIG = Number(process.env.BENCH_RUNS_BIG ?? 3);
const SHEETS = 200;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${Math.round(x).toLocaleString('en')} ms`;
const num = (n: number) => n.toLocaleString('en');
const NOW = Date.UTC(2026, 10, 1);

const NAMES = [
  'Aiko',
  'Ben',
  'Chiyo',
  'Dan',
  'Emi',
  'Finn',
  'Gin',
  'Hana',
  'Ida',
  'Jun',
  'Kai',
  'Lena',
  'Mio',
  'Noa',
  'Oto',
  'Pia',
  'Ren',
  'Sora',
  'Taro',
  'Uma',
  'Vic',
  'Wen',
  'Yui',
  'Zoe',
];
const POOL: PlayerRecord[] = NAMES.map((name, i) => ({
  id: `p-${i}-${name.toLowerCase()}`,
  name,
  createdAt: NOW,
  updatedAt: NOW,
}));
const BOT: PlayerRecord = { id: 'bot-normal', name: '', bot: 'normal', createdAt: NOW, updatedAt: NOW };

/**
 * A 12-month Koi-Koi, a person against a Normal bot, played by Normal bots through eleven months
 * and into the twelfth until the person is to play a card from the hand: saved unfinished, the newest.
 */
function longKoiKoi(): SeedTemplate {
  const p = playSeeded({ key: 'scale-long', gameId: 'koikoi', players: 2, options: {}, rounds: 11 }, NOW);
  const game = getGame('koikoi');
  const seed = p.match.seed;
  let state = game.setup({ players: 2, seed, options: p.match.options });
  for (const m of p.moves) state = game.play(state, m.seat, m.move);
  const bot = botsFor('koikoi').normal;
  const moves = [...p.moves];
  for (let step = 0; step < 200; step++) {
    const seat = game.actors(state)[0]!;
    const legal = game.legalMoves(state, seat);
    if (step > 6 && seat === 0 && legal.some((m) => (m as { type: string }).type === 'play')) break;
    const move = bot.choose(game.view(state, seat), legal, rngFor(seed, `long:${step}`));
    state = game.play(state, seat, move);
    moves.push({ matchId: p.match.id, seq: moves.length, seat, move, at: NOW + moves.length });
  }
  const at = NOW + 100_000_000;
  const ids = [POOL[0]!.id, BOT.id];
  return {
    match: {
      ...p.match,
      id: 'long-koikoi',
      sheetId: 'long-koikoi-sheet',
      seats: [
        { name: POOL[0]!.name, kind: 'human', playerId: ids[0]! },
        { name: 'Bot', kind: 'bot', level: 'normal', playerId: ids[1]! },
      ],
      finished: false,
      moveCount: moves.length,
      updatedAt: at,
    },
    sheet: {
      ...p.sheet,
      id: 'long-koikoi-sheet',
      matchId: 'long-koikoi',
      players: [POOL[0]!.name, 'Bot'],
      playerIds: ids,
      updatedAt: at,
    },
    moves: moves.map((m) => ({ ...m, matchId: 'long-koikoi' })),
  };
}

/** Counts the records each IndexedDB read returns, and the page's long tasks, from the page's start. */
function counters() {
  const w = window as unknown as { __reads: number; __long: number[] };
  w.__reads = 0;
  w.__long = [];
  const count = (req: IDBRequest, many: boolean) => {
    req.addEventListener('success', () => {
      const r = req.result as unknown;
      w.__reads += many ? (Array.isArray(r) ? r.length : 0) : r === undefined || r === null ? 0 : 1;
    });
    return req;
  };
  for (const P of [IDBObjectStore.prototype, IDBIndex.prototype]) {
    const getAll = P.getAll;
    const get = P.get;
    const open = P.openCursor;
    P.getAll = function (this: IDBObjectStore, ...a: Parameters<typeof getAll>) {
      return count(getAll.apply(this, a), true);
    } as typeof getAll;
    P.get = function (this: IDBObjectStore, ...a: Parameters<typeof get>) {
      return count(get.apply(this, a), false);
    } as typeof get;
    P.openCursor = function (this: IDBObjectStore, ...a: Parameters<typeof open>) {
      return count(open.apply(this, a), false);
    } as typeof open;
  }
  const cont = IDBCursor.prototype.continue;
  IDBCursor.prototype.continue = function (this: IDBCursor, ...a: Parameters<typeof cont>) {
    if ('value' in this) w.__reads++;
    return cont.apply(this, a);
  };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__long.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * What a player waits for: an element shown (and not disabled), the players' figures filled in,
 * History's count shown (every row read), the hand of a table that is not busy holding a card to tap.
 */
type Cond = { shown: string } | { figures: true } | { historyAll: true } | { hand: true };

/** The page's time (performance.now()) when `cond` first holds, polled every frame. */
async function when(page: Page, cond: Cond): Promise<number> {
  const h = await page.waitForFunction(
    (c: Cond) => {
      const holds = () => {
        if ('shown' in c) {
          const el = document.querySelector(c.shown) as HTMLButtonElement | null;
          return !!el && el.getClientRects().length > 0 && !el.disabled;
        }
        if ('figures' in c) {
          const el = document.querySelector('[data-testid="player-row"] .small.muted');
          return !!el && (el.textContent ?? '') !== '';
        }
        if ('historyAll' in c) {
          const el = document.querySelector('.hcount');
          return !!el && !/Loading/.test(el.textContent ?? '');
        }
        return !!document.querySelector(
          '.felt[data-busy="false"] section[aria-label="Your hand"] button:not([disabled])',
        );
      };
      return holds() ? performance.now() : false;
    },
    cond,
    { polling: 'raf', timeout: 600_000 },
  );
  return (await h.jsonValue()) as number;
}

/** When the last `tap` tapped, in the page's clock. */
let tapped = 0;

/** Tap `sel` (in the page's clock) and give the time from the tap until `cond` holds. */
async function tap(page: Page, sel: string, cond: Cond): Promise<number> {
  tapped = await page.evaluate((s) => {
    const t = performance.now();
    (document.querySelector(s) as HTMLElement).click();
    return t;
  }, sel);
  return (await when(page, cond)) - tapped;
}

/** BENCH_CPU=1: the functions of most self time in a CPU profile (best with BENCH_DIST of an unminified build). */
function hottest(p: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}): string {
  const by = new Map<number, string>(
    p.nodes.map((n) => [
      n.id,
      `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`,
    ]),
  );
  const self = new Map<string, number>();
  (p.samples ?? []).forEach((id, i) => {
    const k = by.get(id) ?? '?';
    self.set(k, (self.get(k) ?? 0) + (p.timeDeltas?.[i] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `  ${Math.round(v)} ms ${k}`)
    .join('\n');
}

async function dropSummaries(page: Page) {
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('carriage');
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    await new Promise((res, rej) => {
      const tx = db.transaction('summaries', 'readwrite');
      tx.objectStore('summaries').clear();
      tx.oncomplete = res;
      tx.onerror = () => rej(tx.error);
    });
    db.close();
  });
}

async function fresh(page: Page, hash: string) {
  await page.goto('about:blank');
  await page.goto(`/${hash}`, { waitUntil: 'commit' });
}

const HOME_FIRST = 'a.btn.primary[href="#/new"]';
const RESUME = 'a.tile[href="#/play/long-koikoi"]';
test('scale figures in Chromium (issue 30 §5)', async () => {
  const ts = templates(SHORT).map((t) => ({ match: t.match, sheet: t.sheet, moves: t.moves }));
  let pad = newSheet({ id: 'pad', title: 'Pad', gameId: 'other', players: ['Aiko', 'Ben', 'Chiyo'], now: NOW });
  for (let r = 0; r < 10; r++) pad = addRound(pad, { id: `r${r}`, scores: [r, -r || 0, 0] }, NOW + r);
  const long = longKoiKoi();
  console.log(`long match: ${long.moves.length} moves, ${long.sheet.rounds.length} rounds on its sheet`);
  const rows: string[] = [];
  for (const n of SIZES) {
    const runs = n >= 10_000 ? RUNS_BIG : RUNS;
    // BENCH_PROFILE: keep each size's seeded profile there (`<BENCH_PROFILE>-<n>`) and use it again.
    const keep = process.env.BENCH_PROFILE ? `${process.env.BENCH_PROFILE}-${n}` : undefined;
    const seeded = keep !== undefined && existsSync(join(keep, 'seeded'));
    const ph = await phone(keep);
    const { page } = ph;
    try {
      if (seeded) {
        // The profile's service worker serves the build it cached: start again from this build.
        await page.goto('/');
        await page.evaluate(async () => {
          for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
          for (const k of await caches.keys()) await caches.delete(k);
        });
      }
      await installApp(page);
      const t = performance.now();
      if (!seeded) {
        await seedPhone(page, { n, templates: ts, pad, sheets: SHEETS, pool: [...POOL, BOT], extra: [long] });
        if (keep) writeFileSync(join(keep, 'seeded'), '');
      }
      console.log(`${num(n)}: seeded in ${ms(performance.now() - t)}${seeded ? ' (kept)' : ''}`);
      await page.addInitScript(counters);
      const f: Record<string, number[]> = {};
      const put = (k: string, v: number) => {
        f[k] = [...(f[k] ?? []), v];
      };
      for (let r = 0; r < runs; r++) {
        await dropSummaries(page);
        // Cold start.
        await fresh(page, '');
        put('first', await when(page, { shown: HOME_FIRST }));
        put('resumeTile', await when(page, { shown: RESUME }));
        await page.waitForTimeout(2_000);
        const start = await page.evaluate(() => {
          const w = window as unknown as { __reads: number; __long: number[] };
          return { reads: w.__reads, longest: Math.max(0, ...w.__long) };
        });
        put('reads', start.reads);
        put('startLong', start.longest);
        // History, then the players (first computation), then a player's page.
        put('history', await tap(page, 'a[href="#/history"]', { shown: '[data-testid="history-row"]' }));
        put('historyAll', (await when(page, { historyAll: true })) - tapped);
        await expect(page.getByTestId('players-link')).toBeVisible();
        const cpu = process.env.BENCH_CPU === '1' && r === 0;
        if (cpu) await ph.cdp.send('Profiler.enable');
        if (cpu) await ph.cdp.send('Profiler.start');
        put('players', await tap(page, '[data-testid="players-link"]', { shown: '[data-testid="player-row"]' }));
        put('playersCold', (await when(page, { figures: true })) - tapped);
        if (cpu) console.log(hottest((await ph.cdp.send('Profiler.stop')).profile));
        put('playerCold', await tap(page, '[data-testid="player-row"]', { shown: '[data-testid="stat-matches"]' }));
        // Score sheets from Home.
        await page.evaluate(() => {
          location.hash = '#/';
        });
        await when(page, { shown: HOME_FIRST });
        put('sheets', await tap(page, 'a.btn[href="#/sheets"]', { shown: 'a.tile[href^="#/sheet/"]' }));
        // Warm statistics: a fresh page, the summaries kept.
        await fresh(page, '#/history');
        await when(page, { shown: '[data-testid="players-link"]' });
        await tap(page, '[data-testid="players-link"]', { shown: '[data-testid="player-row"]' });
        put('playersWarm', (await when(page, { figures: true })) - tapped);
        put('playerWarm', await tap(page, '[data-testid="player-row"]', { shown: '[data-testid="stat-matches"]' }));
        // Resume the long match.
        await fresh(page, '');
        await when(page, { shown: RESUME });
        put('resume', await tap(page, RESUME, { hand: true }));
        console.log(
          `${num(n)} run ${r + 1}: ${Object.entries(f)
            .map(([k, v]) => `${k} ${Math.round(v[v.length - 1]!)}`)
            .join(', ')}`,
        );
      }
      const m = (k: string) => ms(median(f[k]!));
      rows.push(
        `| ${num(n)} | ${m('first')} | ${m('resumeTile')} | ${num(median(f.reads!))} | ${m('startLong')} | ${m('history')} / ${m('historyAll')} | ${m('sheets')} | ${m('players')} / ${m('playersCold')} | ${m('playerCold')} | ${m('playersWarm')} | ${m('playerWarm')} | ${m('resume')} | ${runs} |`,
      );
    } finally {
      await ph.close();
    }
  }
  console.log(
    [
      `| finished matches (+ ${SHEETS} sheets, 1 long match) | cold start: first button | Home's "Continue" tile | records read in the first 2 s | longest task then | History: first row / all counted | Score sheets: first sheet | players list: first row / figures (first computation) | player page (after it) | players list: figures (warm) | player page (warm) | resume the long match: hand tappable | runs |`,
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
});
