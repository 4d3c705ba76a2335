/**
 * The arena: seeded matches between two bots of a game, seats rotated, with the figures the
 * issue asks for (match win rate with a 95 % interval, points per round, decision times).
 * Used by `npm run arena` (bench/arena.arena.ts) and by a small smoke test.
 */
import type { Bot } from './bot.ts';
import { rngFor } from './rng.ts';
import type { AnyGame } from './types.ts';

export interface ArenaSide {
  label: string;
  bot: Bot;
  /** For search bots: rollouts of the last decision. */
  rollouts?: () => number;
}

export interface ArenaResult {
  matches: number;
  /** Match wins of side A (a draw counts half). */
  winsA: number;
  rate: number;
  low: number;
  high: number;
  /** Average points per round, per side (match total change / rounds). */
  pointsPerRound: [number, number];
  /** Decision times in ms, per side (only decisions with a real choice). */
  times: [number[], number[]];
  rollouts: number;
  rolloutMs: number;
  /** Side A's result of each match in order: 1 a win, ½ a draw, 0 a loss. */
  outcomes: number[];
}

/**
 * Duplicate matches' win rate with a 95 % interval that takes the pairing into account: each
 * group of `size` matches (one deal, side A at each seat) is one observation, side A's average
 * result over it; the interval is the normal one on their mean (groups split evenly, the deal's
 * luck, add no noise). Only whole groups count.
 */
export function pairedInterval(
  outcomes: readonly number[],
  size: number,
): { groups: number; rate: number; low: number; high: number } {
  const groups: number[] = [];
  for (let i = 0; i + size <= outcomes.length; i += size)
    groups.push(outcomes.slice(i, i + size).reduce((a, b) => a + b, 0) / size);
  const n = groups.length;
  if (n < 2) return { groups: n, rate: n ? groups[0]! : 0, low: 0, high: 1 };
  const mean = groups.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(groups.reduce((a, g) => a + (g - mean) ** 2, 0) / (n - 1));
  const half = 1.96 * (sd / Math.sqrt(n));
  return { groups: n, rate: mean, low: Math.max(0, mean - half), high: Math.min(1, mean + half) };
}

/** Wilson score interval at 95 %. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const m = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [(c - m) / d, (c + m) / d];
}

export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/**
 * `matches` seeded matches of `game` between side A and side B. In match i side A sits at
 * seat i mod players; every other seat is side B. Options override the game's defaults
 * (e.g. fewer rounds). With `duplicate`, the matches come in groups of `players` that share
 * one seed (the same deals while the bots play alike) with side A at each seat in turn, as in
 * duplicate bridge: the luck of the deal falls on both sides, so fewer matches tell the
 * levels apart (the interval, which assumes independent matches, is then on the safe side).
 * With `from`, only matches `from` … `matches` − 1 are played (the same deals as in a run
 * from 0), so a run can be continued; the figures are over the matches played.
 */
export function runArena(
  game: AnyGame,
  a: ArenaSide,
  b: ArenaSide,
  {
    matches,
    seed,
    players,
    options = {},
    maxMoves = 20_000,
    onMatch,
    duplicate = false,
    from = 0,
  }: {
    matches: number;
    seed: string;
    players?: number;
    options?: Record<string, unknown>;
    maxMoves?: number;
    onMatch?: (sofar: ArenaResult) => void;
    duplicate?: boolean;
    from?: number;
  },
): ArenaResult {
  const n = players ?? game.players.min;
  let winsA = 0;
  const times: [number[], number[]] = [[], []];
  const points: [number, number] = [0, 0];
  const seatsCount: [number, number] = [0, 0];
  let rollouts = 0;
  let rolloutMs = 0;
  const outcomes: number[] = [];
  for (let i = from; i < matches; i++) {
    const aSeat = i % n;
    const side = (seat: number) => (seat === aSeat ? 0 : 1);
    const deal = duplicate ? `d${Math.floor(i / n)}` : `${i}`;
    let state = game.setup({ players: n, seed: `${seed}:${deal}`, options });
    for (let step = 0; step < maxMoves; step++) {
      const st = game.status(state);
      if (st.phase === 'match-over') break;
      const actor = game.actors(state)[0];
      if (actor === undefined) break;
      const legal = game.legalMoves(state, actor);
      const who = side(actor);
      const s = who === 0 ? a : b;
      const rng = rngFor(`${seed}:bots:${deal}`, step);
      let move: unknown;
      if (legal.length === 1) move = legal[0];
      else {
        const t0 = now();
        move = s.bot.choose(game.view(state, actor), legal, rng);
        const dt = now() - t0;
        times[who].push(dt);
        const ro = s.rollouts?.() ?? 0;
        if (ro > 0) {
          rollouts += ro;
          rolloutMs += dt;
        }
      }
      state = game.play(state, actor, move);
    }
    const st = game.status(state);
    const totals = st.totals;
    const mine = totals[aSeat]!;
    const best = Math.max(...totals.filter((_, k) => k !== aSeat));
    const outcome = mine > best ? 1 : mine === best ? 0.5 : 0;
    winsA += outcome;
    outcomes.push(outcome);
    totals.forEach((t, k) => {
      points[side(k)] += t / Math.max(1, st.round);
      seatsCount[side(k)] += 1;
    });
    if (onMatch) onMatch(result(i + 1 - from));
  }
  return result(Math.max(0, matches - from));
  /** The figures over the first `done` matches. */
  function result(done: number): ArenaResult {
    const [low, high] = wilson(winsA, done);
    const perRound = (k: 0 | 1) => (seatsCount[k] ? points[k] / seatsCount[k] : 0);
    return {
      matches: done,
      winsA,
      rate: winsA / done,
      low,
      high,
      pointsPerRound: [perRound(0), perRound(1)],
      times,
      rollouts,
      rolloutMs,
      outcomes: outcomes.slice(0, done),
    };
  }
}
