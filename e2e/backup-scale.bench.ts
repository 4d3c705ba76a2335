/**
 * Issue 31's figures in Chromium: stores of 200, 2,000 and 10,000 finished matches, exported and
 * imported into a fresh profile through Settings, as a player does it. Prints, for each size: the
 * backup file's size, export time, peak JS heap, longest main-thread task (Long Tasks API: tasks
 * over 50 ms), the import's time (plan, apply and both) with its peak heap and longest task, and the
 * counts before and after (matches, moves, sheets, rounds). Medians of BENCH_RUNS runs (default 3;
 * BENCH_RUNS_BIG, default 1, at 10,000 and more). Asserts only that the counts agree.
 *
 * The store: 48 different finished matches played by Normal bots through the app's engines (every
 * game at its largest table, four deals each; `test/helpers/seeded-store.ts`), copied under new ids
 * (the number first, so that copies are never neighbours in the file), each with the score sheet
 * the session wrote for it, plus one stand-alone sheet of ten rounds (made by `sheets.ts`) for every
 * ten matches: written into the app's own database in transactions of 100 matches.
 *
 *   npx vite build && npx playwright test --config e2e/bench.config.ts backup-scale
 *
 * BENCH_SIZES (default 200,2000,10000), BENCH_GAMES=short: 48 short matches (Koi-Koi of three
 * months, Imperial Baccarat of four hands) instead of the long ones, BENCH_LOAD=1: a busy loop on one core meanwhile (a phone
 * doing something else), BENCH_TRACE=cpu: a light Chrome trace of each import, for its tasks' CPU
 * time besides their wall time, BENCH_TRACE=1: a full trace of the first import of each size, its long
 * tasks printed with where their time went (best with an unminified build: `npx vite build
 * --minify false --outDir dist-trace` and BENCH_DIST=dist-trace).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CDPSession, test, expect, type Page } from '@playwright/test';
import { installApp } from './fixtures.ts';
import { phone, seedPhone } from './scale-seed.ts';
import { LARGEST } from '../test/helpers/seeded.ts';
import { SHORT, templates } from '../test/helpers/seeded-store.ts';
import { addRound, newSheet } from '../src/store/sheets.ts';

const SIZES = (process.env.BENCH_SIZES ?? '200,2000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RUNS_BIG = Number(process.env.BENCH_RUNS_BIG ?? 1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (n: number) => (n < 1e6 ? `${(n / 1e3).toFixed(0)} kB` : `${(n / 1e6).toFixed(1)} MB`);
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const num = (n: number) => n.toLocaleString('en');

/** What a player would count, read straight from this phone's IndexedDB. */
function countStored(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('carriage');
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    const req = <T>(r: IDBRequest<T>) =>
      new Promise<T>((res, rej) => {
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
    const tx = db.transaction(['matches', 'moves', 'sheets'], 'readonly');
    const [matches, moves, sheets] = await Promise.all([
      req(tx.objectStore('matches').count()),
      req(tx.objectStore('moves').count()),
      req(tx.objectStore('sheets').count()),
    ]);
    // Rounds by cursor (a getAll of 11,000 sheets is needlessly big).
    const rounds = await new Promise<number>((res, rej) => {
      let n = 0;
      const c = db.transaction('sheets').objectStore('sheets').openCursor();
      c.onsuccess = () => {
        const cur = c.result;
        if (!cur) return res(n);
        n += (cur.value as { rounds: unknown[] }).rounds.length;
        cur.continue();
      };
      c.onerror = () => rej(c.error);
    });
    db.close();
    return { matches, moves, sheets, rounds };
  });
}

/** Start watching: long tasks (with their start) and the JS heap, sampled every 50 ms. */
async function watch(page: Page, cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
  await page.evaluate(() => {
    const w = window as unknown as { __w?: { long: [number, number][]; peak: number; base: number; t: number } };
    const heap = () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
    if (w.__w) clearInterval(w.__w.t);
    const state = { long: [] as [number, number][], peak: heap(), base: heap(), t: 0 };
    state.t = window.setInterval(() => {
      state.peak = Math.max(state.peak, heap());
    }, 50);
    w.__w = state;
    if (!(window as unknown as { __obs?: boolean }).__obs) {
      (window as unknown as { __obs?: boolean }).__obs = true;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__w?.long.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask' });
    }
  });
}

async function seen(page: Page) {
  return page.evaluate(() => {
    const w = (window as unknown as { __w: { long: [number, number][]; peak: number; base: number; t: number } }).__w;
    const heap = (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
    clearInterval(w.t);
    const longest = Math.max(0, ...w.long.map((x) => x[1]));
    return {
      longest,
      long: w.long.length,
      over200: w.long.filter((x) => x[1] > 200).length,
      peak: Math.max(w.peak, heap),
      base: w.base,
      tasks: w.long,
    };
  });
}

// ---------- a trace of the import: where each long task's time went ----------
async function startTrace(cdp: CDPSession, full: boolean) {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: full
        ? ['toplevel', 'devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'v8']
        : ['disabled-by-default-devtools.timeline'],
      excludedCategories: ['*'],
    },
  });
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): what the task itself cost, without waiting for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const done = new Promise<string>((res) => cdp.once('Tracing.tracingComplete', (e) => res(e.stream as string)));
  await cdp.send('Tracing.end');
  const stream = await done;
  const parts: string[] = [];
  for (;;) {
    const r = await cdp.send('IO.read', { handle: stream, size: 8 << 20 });
    parts.push(r.base64Encoded ? Buffer.from(r.data, 'base64').toString('utf8') : r.data);
    if (r.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, parts.join(''));
  const j = JSON.parse(parts.join('')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(j) ? j : j.traceEvents;
}

const mainThread = (events: TraceEvent[]) =>
  new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );

/**
 * The page's main-thread tasks in wall time and in CPU time: on a machine with more work than
 * cores, a task's wall time (what the Long Tasks API reports) includes the time its thread waited
 * for a core; its CPU time is the work itself.
 */
function taskTimes(events: TraceEvent[]) {
  const main = mainThread(events);
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`));
  const ms = (x = 0) => Math.round(x / 1000);
  const byWall = tasks.reduce<TraceEvent | undefined>((a, e) => (!a || (e.dur ?? 0) > (a.dur ?? 0) ? e : a), undefined);
  const byCpu = tasks.reduce<TraceEvent | undefined>(
    (a, e) => (!a || (e.tdur ?? 0) > (a.tdur ?? 0) ? e : a),
    undefined,
  );
  return {
    wall: ms(byWall?.dur),
    wallCpu: ms(byWall?.tdur),
    cpu: ms(byCpu?.tdur),
    cpuWall: ms(byCpu?.dur),
    over50: tasks.filter((e) => (e.dur ?? 0) > 50_000).length,
    over50cpu: tasks.filter((e) => (e.tdur ?? 0) > 50_000).length,
  };
}

/** The long tasks of the renderer's main thread, each with its top-level work and hottest functions. */
function explain(events: TraceEvent[], over = 50): string[] {
  const main = mainThread(events);
  const on = (e: TraceEvent) => main.has(`${e.pid}:${e.tid}`);
  // Samples: the CPU profile's chunks, by thread.
  const nodes = new Map<string, { fn: string; parent?: number }>();
  const samples: { key: string; ts: number; node: string }[] = [];
  const clock = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'Profile' && e.args?.data) clock.set(`${e.pid}:${e.id}`, e.args.data.startTime as number);
    if (e.name !== 'ProfileChunk' || !e.args?.data) continue;
    const pk = `${e.pid}:${e.id}`;
    const cp = e.args.data.cpuProfile as
      | {
          nodes?: {
            id: number;
            parent?: number;
            callFrame: { functionName: string; url: string; lineNumber: number };
          }[];
          samples?: number[];
        }
      | undefined;
    for (const n of cp?.nodes ?? []) {
      const url = (n.callFrame.url ?? '').split('/').pop() ?? '';
      nodes.set(`${pk}:${n.id}`, {
        fn: `${n.callFrame.functionName || '(anonymous)'} ${url}:${(n.callFrame.lineNumber ?? -1) + 1}`,
        ...(n.parent === undefined ? {} : { parent: n.parent }),
      });
    }
    const deltas = (e.args.data.timeDeltas as number[] | undefined) ?? [];
    let t = clock.get(pk) ?? 0;
    for (const [i, id] of (cp?.samples ?? []).entries()) {
      t += deltas[i] ?? 0;
      samples.push({ key: `${e.pid}:${e.tid}`, ts: t, node: `${pk}:${id}` });
    }
    clock.set(pk, t);
  }
  samples.sort((a, b) => a.ts - b.ts);
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && on(e) && (e.dur ?? 0) > over * 1000)
    .sort((a, b) => a.ts - b.ts);
  const lines: string[] = [];
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const kids = new Map<string, number>();
    for (const e of events) {
      if (e.ph !== 'X' || e.pid !== task.pid || e.tid !== task.tid || e === task || e.name === 'RunTask') continue;
      if (e.ts < task.ts || e.ts > end) continue;
      if (/GC|FunctionCall|TimerFire|EventDispatch|v8.compile|Compile|Parse|EvaluateScript|RunMicrotasks/.test(e.name))
        kids.set(e.name, (kids.get(e.name) ?? 0) + (e.dur ?? 0));
    }
    const self = new Map<string, number>();
    const incl = new Map<string, number>();
    let n = 0;
    for (const x of samples) {
      if (x.key !== `${task.pid}:${task.tid}` || x.ts < task.ts || x.ts > end) continue;
      n++;
      const top = nodes.get(x.node);
      if (!top) continue;
      self.set(top.fn, (self.get(top.fn) ?? 0) + 1);
      const stack = new Set<string>();
      let cur: { fn: string; parent?: number } | undefined = top;
      const pk = x.node.slice(0, x.node.lastIndexOf(':'));
      while (cur) {
        stack.add(cur.fn);
        cur = cur.parent === undefined ? undefined : nodes.get(`${pk}:${cur.parent}`);
      }
      for (const f of stack) incl.set(f, (incl.get(f) ?? 0) + 1);
    }
    const pct = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([f, c]) => `${f} ${Math.round((100 * c) / Math.max(1, n))}%`)
        .join('; ');
    const top = [...kids]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, d]) => `${k} ${Math.round(d / 1000)} ms`)
      .join(', ');
    lines.push(
      `task ${Math.round((task.dur ?? 0) / 1000)} ms (CPU ${Math.round((task.tdur ?? 0) / 1000)} ms): ${top}\n    self: ${pct(self, 6)}\n    inclusive: ${pct(
        new Map([...incl].filter(([f]) => !/^\(root\)|^\(program\)/.test(f))),
        10,
      )}`,
    );
  }
  return lines;
}

test('backup figures in Chromium (issue 31)', async () => {
  let load: ChildProcess | undefined;
  if (process.env.BENCH_LOAD === '1') {
    load = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
    console.log(`busy loop on one core: pid ${load.pid}`);
  }
  try {
    // BENCH_GAMES=short: 48 short matches instead (Koi-Koi of three months and Imperial Baccarat of
    // four hands, 24 deals each, as e2e/backup.spec.ts), for the sizes the long ones take too long.
    const cases =
      process.env.BENCH_GAMES === 'short'
        ? SHORT.flatMap((c) => Array.from({ length: 24 }, (_, k) => ({ ...c, key: `${c.key}~${k + 1}` })))
        : LARGEST.flatMap((c) => [1, 2, 3, 4].map((k) => ({ ...c, key: `${c.key}~${k}` })));
    const t0 = performance.now();
    const ts = templates(cases).map((t) => ({ match: t.match, sheet: t.sheet, moves: t.moves }));
    console.log(`played ${ts.length} matches in ${s(performance.now() - t0)}`);
    const now = Date.UTC(2026, 10, 1);
    let pad = newSheet({ id: 'pad', title: 'Pad', gameId: 'other', players: ['Aiko', 'Ben', 'Chiyo'], now });
    for (let r = 0; r < 10; r++)
      pad = addRound(pad, { id: `r${r}`, scores: [r, -r || 0, 0], note: r ? '' : 'start' }, now + r);

    const rows: string[] = [];
    const detail: string[] = [];
    for (const n of SIZES) {
      const runs = n >= 10_000 ? RUNS_BIG : RUNS;
      const src = await phone();
      await installApp(src.page);
      const tSeed = performance.now();
      await seedPhone(src.page, { n, templates: ts, pad, sheets: Math.floor(n / 10) });
      const before = await countStored(src.page);
      console.log(`${num(n)}: seeded in ${s(performance.now() - tSeed)}: ${JSON.stringify(before)}`);
      expect(before.matches).toBe(n);
      await src.page.goto('/#/settings');
      await src.page.reload();
      const f = {
        size: [] as number[],
        exp: [] as number[],
        expHeap: [] as number[],
        expLong: [] as number[],
        plan: [] as number[],
        apply: [] as number[],
        imp: [] as number[],
        impHeap: [] as number[],
        impLong: [] as number[],
        impOver: [] as number[],
        cpu: [] as number[],
      };
      let after = before;
      for (let r = 0; r < runs; r++) {
        // Export: from the tap to the file offered.
        await watch(src.page, src.cdp);
        const t1 = performance.now();
        const download = src.page.waitForEvent('download', { timeout: 3_600_000 });
        await src.page.getByRole('button', { name: 'Export backup', exact: true }).click();
        const dl = await download;
        const file = join(tmpdir(), `carriage-bench-${n}-${r}.gz`);
        await dl.saveAs(file);
        const exp = performance.now() - t1;
        const e = await seen(src.page);
        const size = statSync(file).size;

        // Import into a fresh profile: the plan (every game replayed), then the writes.
        const dst = await phone();
        try {
          await installApp(dst.page);
          await dst.page.goto('/#/settings');
          await watch(dst.page, dst.cdp);
          const mode = process.env.BENCH_TRACE;
          const trace = (mode === '1' && r === 0) || mode === 'cpu';
          if (trace) await startTrace(dst.cdp, mode === '1');
          const t2 = performance.now();
          await dst.page.getByLabel('Import backup file').setInputFiles(file);
          const preview = dst.page.getByTestId('import-preview');
          await expect(preview).toContainText(`This backup would add ${n + n + Math.floor(n / 10)},`, {
            timeout: 3_600_000,
          });
          const plan = performance.now() - t2;
          const t3 = performance.now();
          await preview.getByRole('button', { name: 'Import' }).click();
          await expect(dst.page.getByTestId('import-result')).toContainText('Imported:', { timeout: 3_600_000 });
          const apply = performance.now() - t3;
          const i = await seen(dst.page);
          if (trace) {
            const events = await stopTrace(dst.cdp);
            const t = taskTimes(events);
            f.cpu.push(t.cpu);
            const sum = `${num(n)} matches, run ${r + 1}, the import's main-thread tasks (trace): longest ${t.wall} ms (CPU ${t.wallCpu} ms); most CPU ${t.cpu} ms (wall ${t.cpuWall} ms); ${t.over50} over 50 ms, ${t.over50cpu} over 50 ms of CPU`;
            const lines = mode === '1' ? explain(events) : [];
            detail.push(sum, ...lines);
            console.log([sum, ...lines].join('\n'));
          }
          after = await countStored(dst.page);
          expect(after).toEqual(before);
          f.size.push(size);
          f.exp.push(exp);
          f.expHeap.push(e.peak);
          f.expLong.push(e.longest);
          f.plan.push(plan);
          f.apply.push(apply);
          f.imp.push(plan + apply);
          f.impHeap.push(i.peak);
          f.impLong.push(i.longest);
          f.impOver.push(i.over200);
          const line = `${num(n)} matches, run ${r + 1}: file ${mb(size)}, export ${s(exp)} (heap ${mb(e.peak)}, longest task ${e.longest} ms, ${e.long} over 50 ms), plan ${s(plan)} + apply ${s(apply)} (heap ${mb(i.peak)}, longest task ${i.longest} ms, ${i.long} over 50 ms, ${i.over200} over 200 ms); counts equal`;
          console.log(line);
          detail.push(line, `    import long tasks [start ms, duration ms]: ${JSON.stringify(i.tasks)}`);
        } finally {
          await dst.close();
          rmSync(file, { force: true });
        }
      }
      await src.close();
      const c = (x: typeof before) => `${num(x.matches)} / ${num(x.moves)} / ${num(x.sheets)} / ${num(x.rounds)}`;
      if (f.cpu.length)
        console.log(`${num(n)}: the import's task of most CPU, median of ${f.cpu.length}: ${median(f.cpu)} ms`);
      rows.push(
        `| ${num(n)} | ${mb(median(f.size))} | ${s(median(f.exp))} | ${mb(median(f.expHeap))} | ${median(f.expLong)} ms | ${s(median(f.plan))} + ${s(median(f.apply))} = ${s(median(f.imp))} | ${mb(median(f.impHeap))} | ${median(f.impLong)} ms (${median(f.impOver)} over 200) | ${c(before)} | ${c(after)} | ${runs} |`,
      );
    }
    console.log(detail.join('\n'));
    console.log(
      [
        '| matches | file | export | export peak heap | export longest task | import: plan + apply | import peak heap | import longest task | before: matches / moves / sheets / rounds | after | runs |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    load?.kill();
  }
});
