/**
 * Hard's rollouts per second, today against a base commit (issue 30 §1–2: "use the speed: more
 * playouts in the same time"), in ONE process, interleaved, CPU time; and whether today's Hard
 * still chooses exactly as the base did.
 *
 * Positions: Normal plays every seat of `MATCHES` seeded matches of each game (with today's
 * engine and the base's side by side, the same moves); every decision of seat 0 with a choice
 * is a position, up to `POSITIONS` of them. At each position the base's Hard and today's decide
 * from their own engine's view, with the same RNG and `PLAYOUTS` rollouts (default: the game's
 * own budget), in turn (which goes first alternates). Prints each side's rollouts per CPU second
 * (medians over `RUNS` passes), their ratio (median of the passes' ratios), and the positions
 * where the two chose differently or played a different number of rollouts: a speed-up of the
 * views, the bots or the engines must leave that at 0 (Hard then plays every arena match as
 * before, only faster).
 *
 * The base is not in the repository. Extract it first (the folder is gitignored):
 *   mkdir -p .base/efe5854 && git archive efe5854 src | tar -x -C .base/efe5854
 *   BASE=.base/efe5854 GAMES=koikoi,gostop npx vitest run --config vitest.bench.config.ts bench/hard-vs-base
 * (POSITIONS, MATCHES, PLAYOUTS and RUNS size a run.) Both sides run bundled, as the app ships
 * them (bench/bundle.ts); BUNDLE=0 runs both as vitest transforms their modules, BASE_BUNDLE=0 the
 * base only (with BASE=. that prints what the transform costs Hard's rollouts).
 */

import { test } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { rngFromSeed } from '../src/engine/rng.ts';
import type { AnyGame } from '../src/engine/types.ts';
import type { Bot } from '../src/engine/bot.ts';
import type { HEADLESS } from '../src/games/engines.ts';
import type { botsFor, defaultPlayouts } from '../src/games/bots.ts';
import { bundled } from './bundle.ts';

interface Loaded {
  HEADLESS: typeof HEADLESS;
  botsFor: typeof botsFor;
  defaultPlayouts: typeof defaultPlayouts;
}

/** The engines and bots under `root` (today's checkout or a base extraction), bundled or as vitest transforms them. */
async function load(root: string, bundle: boolean): Promise<Loaded> {
  if (!bundle) {
    const e = await import(/* @vite-ignore */ `${root}/src/games/engines.ts`);
    const b = await import(/* @vite-ignore */ `${root}/src/games/bots.ts`);
    return { HEADLESS: e.HEADLESS, botsFor: b.botsFor, defaultPlayouts: b.defaultPlayouts };
  }
  return bundled<Loaded>({
    [`${root}/src/games/engines.ts`]: ['HEADLESS'],
    [`${root}/src/games/bots.ts`]: ['botsFor', 'defaultPlayouts'],
  });
}

const BASE = resolve(process.env.BASE ?? '.base/efe5854');
const POSITIONS = Number(process.env.POSITIONS ?? 24);
const MATCHES = Number(process.env.MATCHES ?? 4);
const RUNS = Number(process.env.RUNS ?? 3);
const PLAYERS: Record<string, number> = { 'career-poker': 4, 'denebian-baccarat': 3 };

interface Side {
  game: AnyGame;
  hard: Bot;
}

function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

test('Hard: today against the base commit, interleaved, with the same choices', { timeout: 3_600_000 }, async () => {
  if (!existsSync(`${BASE}/src/games/bots.ts`)) {
    console.log(
      `No base extraction at ${BASE}: mkdir -p .base/efe5854 && git archive efe5854 src | tar -x -C .base/efe5854`,
    );
    return;
  }
  const bundle = process.env.BUNDLE !== '0';
  const old = await load(BASE, bundle && process.env.BASE_BUNDLE !== '0');
  const { HEADLESS, botsFor, defaultPlayouts } = await load(resolve('.'), bundle);
  const baseEngines = old.HEADLESS;
  const baseBots = old.botsFor;
  const ids = process.env.GAMES?.split(',') ?? HEADLESS.map((h) => h.game.id);
  const lines: string[] = [
    `base ${BASE}; ${bundle ? (process.env.BASE_BUNDLE === '0' ? 'the base as vitest transforms modules, today bundled' : 'both bundled') : 'both as vitest transforms modules'}; ${POSITIONS} positions from ${MATCHES} Normal matches a game; CPU time`,
  ];
  for (const id of ids) {
    const players = PLAYERS[id] ?? 2;
    const playouts = Number(process.env.PLAYOUTS ?? defaultPlayouts(id));
    const now: Side = { game: HEADLESS.find((h) => h.game.id === id)!.game, hard: botsFor(id, { playouts }).hard };
    const base: Side = {
      game: baseEngines.find((h) => h.game.id === id)!.game,
      hard: baseBots(id, { playouts }).hard,
    };
    const normal = botsFor(id).normal;
    // The positions: [base state, today's state, seat 0], the same moves on both engines.
    const positions: [unknown, unknown][] = [];
    for (let m = 0; m < MATCHES && positions.length < POSITIONS; m++) {
      let s0 = base.game.setup({ players, seed: `hard-bench-${m}` });
      let s1 = now.game.setup({ players, seed: `hard-bench-${m}` });
      let rng = rngFromSeed(`hard-bench-normal-${m}`);
      for (let step = 0; step < 4000 && positions.length < POSITIONS; step++) {
        if (now.game.status(s1).phase === 'match-over') break;
        const seat = now.game.actors(s1)[0]!;
        const legal = now.game.legalMoves(s1, seat);
        if (seat === 0 && legal.length > 1 && step % 3 === 0) positions.push([s0, s1]);
        const move = legal.length === 1 ? legal[0] : normal.choose(now.game.view(s1, seat), legal, rng);
        rng = rngFromSeed(`hard-bench-normal-${m}-${step}`);
        s0 = base.game.play(s0, seat, move);
        s1 = now.game.play(s1, seat, move);
      }
    }
    const decide = (side: Side, s: unknown, k: number) => {
      const legal = side.game.legalMoves(s, 0);
      const move = side.hard.choose(side.game.view(s, 0), legal, rngFromSeed(`hard-bench-choose-${k}`));
      const stats = (side.hard as { lastStats?: { rollouts: number } }).lastStats;
      return { move: JSON.stringify(move), rollouts: stats?.rollouts ?? 0 };
    };
    const rates: number[][] = [[], []];
    const ratios: number[] = [];
    let differ = 0;
    for (let run = 0; run < RUNS; run++) {
      const secs = [0, 0];
      const rolls = [0, 0];
      positions.forEach(([s0, s1], k) => {
        const got: { move: string; rollouts: number }[] = [];
        for (const side of k % 2 ? [1, 0] : [0, 1]) {
          const c0 = cpu();
          got[side] = decide(side ? now : base, side ? s1 : s0, k);
          secs[side]! += cpu() - c0;
          rolls[side]! += got[side]!.rollouts;
        }
        if (run === 0 && (got[0]!.move !== got[1]!.move || got[0]!.rollouts !== got[1]!.rollouts)) {
          differ++;
          console.log(
            `${id}: position ${k} differs: base ${got[0]!.move} (${got[0]!.rollouts}), today ${got[1]!.move} (${got[1]!.rollouts})`,
          );
        }
      });
      const r = [0, 1].map((side) => rolls[side]! / secs[side]!);
      rates[0]!.push(r[0]!);
      rates[1]!.push(r[1]!);
      ratios.push(r[1]! / r[0]!);
    }
    lines.push(
      `${id} ${players}p, ${playouts} playouts, ${positions.length} positions: base ${Math.round(median(rates[0]!))} rollouts/s, today ${Math.round(median(rates[1]!))} rollouts/s, ×${median(ratios).toFixed(2)} (runs ${ratios.map((x) => x.toFixed(2)).join(' ')}); choices that differ: ${differ}`,
    );
  }
  console.log(lines.join('\n'));
});
