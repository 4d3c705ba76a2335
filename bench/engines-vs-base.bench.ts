/**
 * Every engine of today (the four Hanafuda games, the four TravFuda games, Career Poker and Capture) against those
 * of a base commit (issue 9 §6, issue 25), in ONE
 * process, interleaved: for each game and seat count, short slices of random legal play
 * alternate between the base engine and today's, and each side's CPU time
 * (`process.cpuUsage`, user + system) is summed over its slices. Prints random full rounds
 * per CPU second for both and their ratio, and bytes allocated per move for both (heap growth
 * between forced collections over short runs, with a young generation big enough that no
 * collection falls inside a run; runs that saw one are dropped).
 *
 * Both sides run bundled, as the app ships them (`bench/bundle.ts`: vite's build of the engines'
 * modules, one scope, plain calls); BUNDLE=0 runs them as vitest transforms each module (every
 * imported function read through a namespace object), which is how these figures were taken
 * before 26 November — see docs/architecture.md. BASE=. BASE_BUNDLE=0 sets today's engines as vitest
 * runs them against the same bundled: what the transform costs each game.
 *
 * The base is not in the repository. Extract it first (the folder is gitignored):
 *   mkdir -p .base/71cb6f8 && git archive 71cb6f8 src | tar -x -C .base/71cb6f8
 * then: npx vitest run --config vitest.bench.config.ts bench/engines-vs-base.bench.ts
 * (BASE=<folder holding src/> picks another extraction; SLICES and SLICE_MS size a run; RUNS=5 repeats
 * each game's run and prints the medians over the runs; GAMES=koikoi,gostop picks games and their order).
 * Issue 30's Career Poker, Capture and TravFuda work was measured against 0fe3820:
 *   mkdir -p .base/0fe3820 && git archive 0fe3820 src | tar -x -C .base/0fe3820
 *   BASE=.base/0fe3820 RUNS=5 GAMES=career-poker,capture,travfuda npx vitest run --config vitest.bench.config.ts bench/engines-vs-base
 * and its Hanafuda work against 743670e (Koi-Koi against a minimal playout: bench/koikoi-minimal.bench.ts):
 *   mkdir -p .base/743670e && git archive 743670e src | tar -x -C .base/743670e
 *   BASE=.base/743670e RUNS=5 SLICES=10 GAMES=gostop,koikoi,mushi,higobana npx vitest run --config vitest.bench.config.ts bench/engines-vs-base
 * Every game against the commit before issue 30's work (the issue's "today"), as docs/architecture.md's
 * third look does:
 *   mkdir -p .base/0fe3820 && git archive 0fe3820 src | tar -x -C .base/0fe3820
 *   BASE=.base/0fe3820 RUNS=5 SLICES=10 npx vitest run --config vitest.bench.config.ts bench/engines-vs-base
 * TravFuda's second pass was measured against 743670e (docs/architecture.md, hot paths):
 *   mkdir -p .base/743670e && git archive 743670e src | tar -x -C .base/743670e
 *   BASE=.base/743670e RUNS=5 GAMES=travfuda,travfuda-run-or-jump,imperial-baccarat,denebian-baccarat npx vitest run --config vitest.bench.config.ts bench/engines-vs-base
 */
import { test } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { nextInt, rngFromSeed, type Rng } from '../src/engine/rng.ts';
import type { AnyGame } from '../src/engine/types.ts';
import { bundled } from './bundle.ts';

const BASE = resolve(process.env.BASE ?? '.base/71cb6f8');
const SLICES = Number(process.env.SLICES ?? 16);
const SLICE_MS = Number(process.env.SLICE_MS ?? 150);
const RUNS = Number(process.env.RUNS ?? 1);

interface Runner {
  game: AnyGame;
  rng: Rng;
  s: unknown;
  prev: string;
  match: number;
}

function runner(game: AnyGame, players: number): Runner {
  const s = game.setup({ players, seed: 'bench-0' });
  return { game, rng: rngFromSeed(`bench-${game.id}-${players}`), s, prev: game.status(s).phase, match: 0 };
}

/** Random legal moves for `ms` of wall time (or `maxMoves`): rounds finished and moves made. */
function play(r: Runner, players: number, ms: number, maxMoves = Infinity): { rounds: number; moves: number } {
  const { game } = r;
  const t0 = performance.now();
  let rounds = 0;
  let moves = 0;
  while (moves < maxMoves && (moves & 63 || performance.now() - t0 < ms)) {
    if (r.prev === 'match-over') {
      r.s = game.setup({ players, seed: `bench-${++r.match}` });
      r.prev = game.status(r.s).phase;
    }
    const seat = game.actors(r.s)[0]!;
    const legal = game.legalMoves(r.s, seat);
    const [k, rng] = nextInt(r.rng, legal.length);
    r.rng = rng;
    r.s = game.play(r.s, seat, legal[k]);
    moves++;
    const phase = game.status(r.s).phase;
    if (r.prev === 'playing' && phase !== 'playing') rounds++;
    r.prev = phase;
  }
  return { rounds, moves };
}

function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Median bytes per move over short runs between forced collections (no collection inside). */
function bytesPerMove(r: Runner, players: number): number | undefined {
  if (!gc) return undefined;
  const per: number[] = [];
  for (let i = 0; i < 12; i++) {
    gc();
    const before = process.memoryUsage().heapUsed;
    const { moves } = play(r, players, Infinity, 400);
    const after = process.memoryUsage().heapUsed;
    if (after > before) per.push((after - before) / moves);
  }
  per.sort((a, b) => a - b);
  return per.length ? per[Math.floor(per.length / 2)] : undefined;
}

/** The engines' modules and exported names under `root` (today's checkout or a base extraction). */
const ENGINES: Record<string, [string, string]> = {
  koikoi: ['src/games/hanafuda/koikoi.ts', 'koikoi'],
  gostop: ['src/games/hanafuda/gostop.ts', 'gostop'],
  mushi: ['src/games/hanafuda/mushi.ts', 'mushi'],
  higobana: ['src/games/hanafuda/higobana.ts', 'higobana'],
  travfuda: ['src/games/travfuda/travfuda.ts', 'travfuda'],
  'travfuda-run-or-jump': ['src/games/travfuda/travfuda-run-or-jump.ts', 'travfudaRunOrJump'],
  'imperial-baccarat': ['src/games/travfuda/imperial-baccarat.ts', 'imperialBaccarat'],
  'denebian-baccarat': ['src/games/travfuda/denebian-baccarat.ts', 'denebianBaccarat'],
  'career-poker': ['src/games/career-poker/career-poker.ts', 'careerPoker'],
  capture: ['src/games/capture/capture.ts', 'capture'],
};

/** Every engine under `root`, by game id: bundled (default), or as vitest transforms it (BUNDLE=0). */
async function engines(root: string, bundle = process.env.BUNDLE !== '0'): Promise<Record<string, AnyGame>> {
  const out: Record<string, AnyGame> = {};
  if (!bundle) {
    for (const [id, [path, name]] of Object.entries(ENGINES))
      out[id] = (await import(/* @vite-ignore */ `${root}/${path}`))[name] as AnyGame;
    return out;
  }
  const wanted: Record<string, string[]> = {};
  for (const [path, name] of Object.values(ENGINES)) wanted[`${root}/${path}`] = [name];
  const m = await bundled<Record<string, AnyGame>>(wanted);
  for (const [id, [, name]] of Object.entries(ENGINES)) out[id] = m[name]!;
  return out;
}

test('Every engine: today against the base commit, interleaved', { timeout: 600_000 }, async () => {
  if (!existsSync(`${BASE}/src/games/hanafuda/koikoi.ts`)) {
    console.log(
      `No base extraction at ${BASE}: mkdir -p .base/71cb6f8 && git archive 71cb6f8 src | tar -x -C .base/71cb6f8`,
    );
    return;
  }
  const base = await engines(BASE, process.env.BUNDLE !== '0' && process.env.BASE_BUNDLE !== '0');
  const now = await engines(resolve('.'));
  const only = process.env.GAMES?.split(',');
  const lines: string[] = [
    `base ${BASE}; ${process.env.BUNDLE === '0' ? 'both as vitest transforms modules' : process.env.BASE_BUNDLE === '0' ? 'the base as vitest transforms modules, today bundled' : 'both bundled'}; ${SLICES} slices of ${SLICE_MS} ms per side, interleaved; CPU time`,
  ];
  const all = [
    ['koikoi', 2],
    ['gostop', 2],
    ['gostop', 3],
    ['mushi', 2],
    ['higobana', 2],
    ['higobana', 3],
    ['travfuda', 2],
    ['travfuda', 4],
    ['travfuda-run-or-jump', 2],
    ['travfuda-run-or-jump', 4],
    ['imperial-baccarat', 2],
    ['imperial-baccarat', 4],
    ['denebian-baccarat', 3],
    ['career-poker', 4],
    ['career-poker', 5],
    ['capture', 2],
    ['capture', 4],
  ] as const;
  // GAMES=a,b also sets the order (e.g. GAMES=gostop,koikoi, to see whether running first biases a game).
  const order = only ? only.flatMap((id) => all.filter(([g]) => g === id)) : all;
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [id, players] of order) {
    const sides = [runner(base[id]!, players), runner(now[id]!, players)];
    // Warm-up: both sides in turn, three times (neither side is measured colder than the other).
    for (let w = 0; w < 3; w++) for (const r of sides) play(r, players, 100);
    const runs: { rps: number[]; mps: number[]; ratio: number; pair: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const rounds = [0, 0];
      const moves = [0, 0];
      const secs = [0, 0];
      // Moves per CPU second of each side in each pair of neighbouring slices: their ratio is
      // the least disturbed by the other engineers' load on the machine.
      const pairRatios: number[] = [];
      for (let i = 0; i < SLICES; i++) {
        const rate = [0, 0];
        for (const k of i % 2 ? [1, 0] : [0, 1]) {
          const c0 = cpu();
          const got = play(sides[k]!, players, SLICE_MS);
          const dt = cpu() - c0;
          secs[k]! += dt;
          rounds[k]! += got.rounds;
          moves[k]! += got.moves;
          rate[k] = got.moves / dt;
        }
        pairRatios.push(rate[1]! / rate[0]!);
      }
      const rps = rounds.map((n, k) => n / secs[k]!);
      runs.push({
        rps,
        mps: moves.map((n, k) => n / secs[k]!),
        ratio: rps[1]! / rps[0]!,
        pair: median(pairRatios),
      });
    }
    const rps = [0, 1].map((k) => median(runs.map((r) => r.rps[k]!)));
    const mps = [0, 1].map((k) => median(runs.map((r) => r.mps[k]!)));
    const bytes = sides.map((r) => bytesPerMove(r, players));
    const kb = (b: number | undefined) => (b === undefined ? '?' : `${(b / 1024).toFixed(1)} kB`);
    const many =
      RUNS > 1 ? ` (median of ${RUNS} runs; run ratios ${runs.map((r) => r.ratio.toFixed(2)).join(' ')})` : '';
    lines.push(
      `${id} ${players}p: base ${Math.round(rps[0]!)} rounds/s (${Math.round(mps[0]!)} moves/s), today ${Math.round(rps[1]!)} rounds/s (${Math.round(mps[1]!)} moves/s), rounds/s ×${median(runs.map((r) => r.ratio)).toFixed(2)}, median slice-pair moves/s ×${median(runs.map((r) => r.pair)).toFixed(2)}${many}; allocated per move: base ${kb(bytes[0])}, today ${kb(bytes[1])}`,
    );
  }
  console.log(lines.join('\n'));
});
