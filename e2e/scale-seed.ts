/**
 * Large stores in Chromium, written straight into the app's IndexedDB in the page (fast: transactions
 * of 100 matches), for the benchmarks that are not part of the browser tests: the backup figures
 * (`e2e/backup-scale.bench.ts`, issue 31) and the scale figures (`e2e/scale.bench.ts`, issue 30 §5).
 *
 * `seedPhone` writes `n` copies of played matches (their records, move logs and sheets, under new
 * ids: the number first, so that copies are never neighbours in key order) and stand-alone score
 * sheets. With `pool`, every copy's seats are people of the pool (player records, schema v5: the
 * seats' `playerId` and the sheets' `playerIds`), as the app writes them; without, the templates'
 * names as they are (the store heals them when the statistics first need them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type CDPSession, chromium, expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './fixtures.ts';
import type { MatchRecord, MoveRecord, PlayerRecord, ScoreSheet } from '../src/store/records.ts';

/**
 * A fresh persistent profile: a phone (390×844) in Debian's Chromium, with a CDP session. `keep`: a
 * profile directory to use (made when missing) and keep, rather than a new one removed on close.
 */
export async function phone(keep?: string): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const dir = keep ?? mkdtempSync(join(tmpdir(), 'carriage-bench-'));
  const context: BrowserContext = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
    viewport: { width: 390, height: 844 },
    baseURL: `http://127.0.0.1:${process.env.PORT ?? 4190}`,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  return {
    page,
    cdp,
    close: async () => {
      await context.close();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SeedTemplate {
  match: MatchRecord;
  sheet: ScoreSheet;
  moves: MoveRecord[];
}

export interface SeedOptions {
  /** Finished matches: copies of `templates`, one after another. */
  n: number;
  templates: SeedTemplate[];
  /** A stand-alone sheet, written `sheets` times as `pad-<k>` (titled "Pad <k>"). */
  pad: ScoreSheet;
  sheets: number;
  /** People to seat: copy i's seat k is `pool[(3i + 5k) % pool.length]`; pad k's column c is `pool[(k + c) % …]`. */
  pool?: PlayerRecord[];
  /** Matches written after the copies, as they are (e.g. an unfinished long match), with their moves. */
  extra?: SeedTemplate[];
  /** The copies' `updatedAt`: `now + i` (default 1 Nov 2026). */
  now?: number;
}

/** Fill this phone's store (opened once by the app at its schema first, through the sheets screen). */
export async function seedPhone(page: Page, o: SeedOptions): Promise<void> {
  await page.goto('/#/sheets');
  await expect(page.getByText('No score sheets yet')).toBeVisible();
  await page.evaluate(
    async ({ ts, n, pad, sheets, pool, extra, now }) => {
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const r = indexedDB.open('carriage');
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      const done = (tx: IDBTransaction) =>
        new Promise((res, rej) => {
          tx.oncomplete = res;
          tx.onerror = () => rej(tx.error);
        });
      type Seat = { name: string; kind: string; playerId?: string };
      // As the store keeps a match (schema v6, `storedMatch`): an unfinished one with its `openAt`.
      const stored = <M extends { finished: boolean; updatedAt: number }>(m: M) =>
        m.finished ? m : { ...m, openAt: m.updatedAt };
      const people = (at: number, k: number) => pool![(at + k) % pool!.length]!;
      for (let b = 0; b < n; b += 100) {
        const tx = db.transaction(['matches', 'moves', 'sheets', 'players'], 'readwrite');
        for (let i = b; i < Math.min(n, b + 100); i++) {
          const t = ts[i % ts.length]!;
          const k = String(i).padStart(5, '0');
          const id = `m${k}-${t.match.id}`;
          const sheetId = `s${k}-${t.sheet.id}`;
          const seated = pool ? (t.match.seats as Seat[]).map((_, s) => people(3 * i, 5 * s)) : null;
          const seats = seated
            ? (t.match.seats as Seat[]).map((s, j) => ({ ...s, name: seated[j]!.name, playerId: seated[j]!.id }))
            : t.match.seats;
          tx.objectStore('matches').put(stored({ ...t.match, id, sheetId, seats, updatedAt: now + i }));
          tx.objectStore('sheets').put({
            ...t.sheet,
            id: sheetId,
            matchId: id,
            ...(seated ? { players: seated.map((p) => p.name), playerIds: seated.map((p) => p.id) } : {}),
          });
          for (const m of t.moves) tx.objectStore('moves').put({ ...m, matchId: id, at: now + i });
        }
        if (b === 0) {
          for (let k = 0; k < sheets; k++) {
            const cols = pool ? pad.players.map((_, c) => people(k, c)) : null;
            tx.objectStore('sheets').put({
              ...pad,
              id: `pad-${k}`,
              title: `Pad ${k}`,
              ...(cols ? { players: cols.map((p) => p.name), playerIds: cols.map((p) => p.id) } : {}),
            });
          }
          for (const p of pool ?? []) tx.objectStore('players').put(p);
        }
        await done(tx);
      }
      if (extra.length) {
        const tx = db.transaction(['matches', 'moves', 'sheets'], 'readwrite');
        for (const t of extra) {
          tx.objectStore('matches').put(stored(t.match));
          tx.objectStore('sheets').put(t.sheet);
          for (const m of t.moves) tx.objectStore('moves').put(m);
        }
        await done(tx);
      }
      db.close();
    },
    {
      ts: o.templates,
      n: o.n,
      pad: o.pad,
      sheets: o.sheets,
      pool: o.pool ?? null,
      extra: o.extra ?? [],
      now: o.now ?? Date.UTC(2026, 10, 1),
    },
  );
}
