/**
 * Issue 31: backups of large stores. For stores of 200, 2,000 and 10,000 finished matches made by
 * the app's own code (matches played by Normal bots through their engines, 48 different ones
 * copied under new ids, written through the Store as the session writes them; one score sheet per
 * match plus one stand-alone sheet per ten), prints: the backup file's size (format 2, and the
 * version-1 JSON for comparison), export time, peak heap above the store's own, the longest time
 * the event loop was blocked (Node's stand-in for the longest main-thread task), import time into
 * a fresh store (plan with every game replayed through its engine, then apply), and the counts
 * before and after. The store is fake-indexeddb (in the same heap). Medians of BENCH_RUNS runs
 * (default 3; one at 10,000). Prints figures; asserts nothing about time. BENCH_SIZES picks sizes.
 *
 *   npx vitest run --config vitest.bench.config.ts bench/backup.bench.ts
 */
import 'fake-indexeddb/auto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { test } from 'vitest';
import { Store } from '../src/store/repo.ts';
import { exportBackup, importFile, type ReplayCheck } from '../src/store/backup-stream.ts';
import { replayLog } from '../src/engine/match.ts';
import { getGame } from '../src/games/index.ts';
import { LARGEST } from '../test/helpers/seeded.ts';
import { countStore, seedStore, templates } from '../test/helpers/seeded-store.ts';
import { exportBackupV1 } from '../src/store/backup-v1.ts';

const SIZES = (process.env.BENCH_SIZES ?? '200,2000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const check: ReplayCheck = async (m, moves) => replayLog(getGame(m.gameId), m, moves).error?.message ?? null;
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/** Run `f`, sampling the heap and the event loop's longest block meanwhile. */
async function measure<T>(f: () => Promise<T>): Promise<{ value: T; ms: number; heap: number; blocked: number }> {
  gc();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const t0 = performance.now();
  const value = await f();
  const ms = performance.now() - t0;
  loop.disable();
  clearInterval(sample);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  return { value, ms, heap: peak - base, blocked: loop.max / 1e6 };
}

let db = 0;
test('backup figures (issue 31)', async () => {
  // 48 different finished matches: every game at its largest table, four deals each.
  const cases = LARGEST.flatMap((c) => [1, 2, 3, 4].map((k) => ({ ...c, key: `${c.key}~${k}` })));
  const t0 = performance.now();
  templates(cases);
  console.log(`played ${cases.length} matches in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const rows: string[] = [];
  for (const n of SIZES) {
    const runs = n >= 10_000 ? 1 : RUNS;
    const src = await Store.open(`bench-src-${n}`);
    await seedStore(src, n, cases);
    const before = await countStore(src);
    let v1 = 0;
    if (n <= 2000) {
      gc();
      v1 = JSON.stringify(await exportBackupV1(src, new Date(0))).length;
    }
    const fig = { size: [] as number[], exp: [] as number[], expHeap: [] as number[], expBlock: [] as number[] };
    const imp = { ms: [] as number[], heap: [] as number[], block: [] as number[] };
    let after = before;
    for (let r = 0; r < runs; r++) {
      const e = await measure(() => exportBackup(src, { now: new Date() }));
      fig.size.push(e.value.blob.size);
      fig.exp.push(e.ms);
      fig.expHeap.push(e.heap);
      fig.expBlock.push(e.blocked);
      const fresh = await Store.open(`bench-dst-${n}-${++db}`);
      const i = await measure(() => importFile(fresh, e.value.blob, { check }));
      imp.ms.push(i.ms);
      imp.heap.push(i.heap);
      imp.block.push(i.blocked);
      after = await countStore(fresh);
      if (i.value.damaged.length) console.log('damaged:', i.value.damaged.slice(0, 3));
      fresh.close();
      indexedDB.deleteDatabase(`bench-dst-${n}-${db}`);
      console.log(
        `${n} matches, run ${r + 1}: file ${mb(e.value.blob.size)}, export ${Math.round(e.ms)} ms, import ${Math.round(i.ms)} ms`,
      );
    }
    src.close();
    indexedDB.deleteDatabase(`bench-src-${n}`);
    const c = (x: typeof before) => `${x.matches} / ${x.moves} / ${x.sheets} / ${x.rounds}`;
    rows.push(
      `| ${n.toLocaleString('en')} | ${mb(median(fig.size))} (${(median(fig.size) / before.moves).toFixed(1)} B/move)${v1 ? `; v1 ${mb(v1)}` : ''} | ${(median(fig.exp) / 1000).toFixed(1)} s | ${mb(median(fig.expHeap))} | ${Math.round(median(fig.expBlock))} ms | ${(median(imp.ms) / 1000).toFixed(1)} s | ${mb(median(imp.heap))} | ${Math.round(median(imp.block))} ms | ${c(before)} | ${c(after)} | ${runs} |`,
    );
  }
  console.log(
    [
      '| matches | file (format 2) | export | export peak heap | export longest block | import (plan + apply) | import peak heap | import longest block | before: matches / moves / sheets / rounds | after | runs |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
}, 3_600_000);
