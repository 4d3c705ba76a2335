/**
 * How long the statistics take (issue 29 §2) for 10, 1,000 and 10,000 stored matches, in Node on
 * fake-indexeddb: `npx vitest run --config vitest.bench.config.ts bench/stats.bench.ts`.
 *
 * The store: finished matches (copies of short Koi-Koi and Imperial Baccarat matches played by the
 * engines' Normal bots, test/helpers/seeded-store.ts) with their sheets and players, plus a
 * stand-alone sheet per ten matches, written straight into the database (their moves are not
 * written: the statistics never read them). Timed, medians of BENCH_RUNS (5) runs:
 * - cold: the first opening (every sheet summarised, the cache written),
 * - warm: opening again (the cache read, nothing recomputed),
 * - one changed: after one match's sheet changed,
 * - figures: one player's statistics and everyone's from the summaries (pure).
 */
import 'fake-indexeddb/auto';
import { test } from 'vitest';
import { Store } from '../src/store/repo.ts';
import { loadSummaries } from '../src/stats/load.ts';
import { everyone, filterSummaries, playerStats } from '../src/stats/stats.ts';
import { addRound, newSheet } from '../src/store/sheets.ts';
import { PlayerIndex } from '../src/store/players.ts';
import type { ScoreSheet } from '../src/store/records.ts';
import { SHORT, templates } from '../test/helpers/seeded-store.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10,1000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => (x < 10 ? `${x.toFixed(1)} ms` : `${Math.round(x)} ms`);

async function fill(store: Store, n: number): Promise<void> {
  const ts = templates(SHORT);
  const now = Date.UTC(2026, 10, 1);
  const index = new PlayerIndex([], now);
  await store.withDb(async (db) => {
    for (let start = 0; start < n; start += 500) {
      const tx = db.transaction(['matches', 'sheets'], 'readwrite');
      for (let i = start; i < Math.min(n, start + 500); i++) {
        const t = ts[i % ts.length]!;
        const id = `m${String(i).padStart(5, '0')}`;
        const ids = t.match.seats.map((s) => index.forSeat(s));
        void tx.objectStore('matches').put({
          ...t.match,
          id,
          sheetId: `s${id}`,
          seats: t.match.seats.map((s, k) => ({ ...s, playerId: ids[k]! })),
          createdAt: now + i * 60_000,
          updatedAt: now + i * 60_000,
        });
        void tx
          .objectStore('sheets')
          .put({ ...t.sheet, id: `s${id}`, matchId: id, playerIds: ids, createdAt: now + i * 60_000 });
      }
      for (let i = start / 10; i < Math.min(n, start + 500) / 10; i++) {
        let s: ScoreSheet = {
          ...newSheet({ id: `pad-${i}`, title: `Pad ${i}`, gameId: 'other', players: ['Aiko', 'Ben', 'Chiyo'], now }),
          playerIds: ['Aiko', 'Ben', 'Chiyo'].map((x) => index.forName(x)),
        };
        for (let r = 0; r < 10; r++) s = addRound(s, { id: `r${r}`, scores: [r, -r || 0, 0] }, now + r);
        void tx.objectStore('sheets').put(s);
      }
      await tx.done;
    }
    const tx = db.transaction('players', 'readwrite');
    for (const p of index.added) void tx.store.put(p);
    await tx.done;
  });
}

test('statistics: 10, 1,000 and 10,000 matches', async () => {
  const rows: string[] = [];
  for (const n of SIZES) {
    const store = await Store.open(`carriage-bench-stats-${n}-${Date.now()}`);
    const t0 = performance.now();
    await fill(store, n);
    const fillMs = performance.now() - t0;
    const cold: number[] = [];
    const warm: number[] = [];
    const one: number[] = [];
    const figures: number[] = [];
    let sheets = 0;
    for (let r = 0; r < RUNS; r++) {
      await store.withDb((db) => db.clear('summaries'));
      let t = performance.now();
      const all = await loadSummaries(store);
      cold.push(performance.now() - t);
      sheets = all.length;
      t = performance.now();
      await loadSummaries(store);
      warm.push(performance.now() - t);
      const s = (await store.getSheet('sm00000'))!;
      await store.putSheet({ ...s, updatedAt: Date.now() });
      t = performance.now();
      const after = await loadSummaries(store);
      one.push(performance.now() - t);
      t = performance.now();
      const kept = filterSummaries(after, { period: 'all' }, Date.now());
      const who = everyone(kept);
      for (const id of [...who.keys()].slice(0, 3)) playerStats(id, kept);
      figures.push(performance.now() - t);
    }
    const line = `| ${n.toLocaleString('en')} | ${sheets.toLocaleString('en')} | ${ms(median(cold))} | ${ms(median(warm))} | ${ms(median(one))} | ${ms(median(figures))} | ${RUNS} |`;
    console.log(`${n} matches (store written in ${ms(fillMs)}): ${line}`);
    rows.push(line);
    store.close();
  }
  console.log(
    [
      '',
      '| matches | sheets | cold (all summarised) | warm (cache) | one sheet changed | figures (everyone + 3 players) | runs |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
});
