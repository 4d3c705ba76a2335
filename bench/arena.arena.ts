/**
 * The arena (`npm run arena`): seeded matches between two levels of every game, seats rotated.
 * Prints match win rate with its 95 % interval, points per round, decision time median and p95
 * per level, and Hard's rollouts per second. A script that prints figures, not a test.
 *
 * Environment: ARENA_GAMES (comma list, default all with an engine), ARENA_MATCHES (default 40),
 * ARENA_ROUNDS (rounds per match where the game has a `rounds` option, default 3),
 * ARENA_PLAYOUTS (Hard's budget; default the game's), ARENA_PAIRS (hard-normal,normal-easy),
 * ARENA_PROGRESS (write the row so far every that many matches, `so far: | … |`, to the file
 * ARENA_LOG or to stderr, at once, so a run cut short still leaves figures; off by default),
 * ARENA_OPTIONS (a JSON object of game options for every game run, e.g. `{"mode":"short"}` for
 * one-round Career Poker matches; merged over the defaults above), ARENA_DUPLICATE=1 (matches in
 * groups of the table's size that share a deal, side A at each seat in turn: see `runArena`; the
 * row adds the interval taken over the deals, `pairedInterval`), ARENA_FROM=<k> (play only matches
 * k … ARENA_MATCHES − 1, the same deals as a run from 0: continue a run; even k with duplicates),
 * ARENA_SEED=<word> (other deals: the seed gets `:<word>`, for a check on deals no tuning saw),
 * ARENA_TIME_MS=<ms> (Hard at a fixed time a decision, as the app plays it: as many rollouts as fit,
 * up to `timedPlayouts` or ARENA_PLAYOUTS; its results depend on the machine and its load, so the
 * rows at fixed playouts are the ones to compare and to replay). The last column is Hard's median
 * rollouts a decision.
 */
import { appendFileSync, writeSync } from 'node:fs';
import { pairedInterval, runArena, quantile, type ArenaResult, type ArenaSide } from '../src/engine/arena.ts';
import { botsFor, type BotLevel } from '../src/games/bots.ts';
import { games, GAME_IDS, type GameId } from '../src/games/index.ts';

const env = (typeof process !== 'undefined' ? process.env : {}) as Record<string, string | undefined>;
const ids = (env.ARENA_GAMES ? env.ARENA_GAMES.split(',') : GAME_IDS.filter((g) => games[g])) as GameId[];
const matches = Number(env.ARENA_MATCHES ?? 40);
const rounds = Number(env.ARENA_ROUNDS ?? 3);
const playouts = env.ARENA_PLAYOUTS ? Number(env.ARENA_PLAYOUTS) : undefined;
const timeMs = env.ARENA_TIME_MS ? Number(env.ARENA_TIME_MS) : undefined;
/** Hard's budget: fixed playouts (replays), or a fixed time with the arena's clock (the worker's way). */
const budget = {
  ...(playouts ? { playouts } : {}),
  ...(timeMs !== undefined ? { timeMs, now: () => performance.now() } : {}),
};
const duplicate = env.ARENA_DUPLICATE === '1';
const from = Number(env.ARENA_FROM ?? 0);
const pairs = (env.ARENA_PAIRS ?? 'hard-normal,normal-easy')
  .split(',')
  .map((p) => p.split('-') as [BotLevel, BotLevel]);

const progress = (text: string) => (env.ARENA_LOG ? appendFileSync(env.ARENA_LOG, text) : writeSync(2, text));
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const ms = (x: number) => `${x.toFixed(x < 1 ? 3 : 1)} ms`;

test('arena', () => {
  const lines: string[] = [
    '| game | pair | matches | A wins | 95 % interval | pts/round A / B | A median / p95 | B median / p95 | playouts/s | playouts a decision |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const id of ids) {
    const game = games[id];
    if (!game) continue;
    const opts: Record<string, unknown> = id === 'koikoi' || id === 'gostop' ? { rounds } : {};
    if (id === 'gostop') opts.target = 0;
    if (env.ARENA_OPTIONS) Object.assign(opts, JSON.parse(env.ARENA_OPTIONS) as Record<string, unknown>);
    for (const [la, lb] of pairs) {
      const setA = botsFor(id, budget);
      const setB = botsFor(id, budget);
      /** Hard's rollouts in each of its decisions (the median is printed). */
      const perDecision: number[] = [];
      const a: ArenaSide = {
        label: la,
        bot: setA[la],
        ...(la === 'hard'
          ? {
              rollouts: () => {
                const n = (setA.hard as unknown as { lastStats?: { rollouts: number } }).lastStats?.rollouts ?? 0;
                if (n > 0) perDecision.push(n);
                return n;
              },
            }
          : {}),
      };
      const b: ArenaSide = { label: lb, bot: setB[lb] };
      const every = Number(env.ARENA_PROGRESS ?? 0);
      const row = (r: ArenaResult) => {
        const pps = r.rolloutMs > 0 ? Math.round((1000 * r.rollouts) / r.rolloutMs) : 0;
        const p = pairedInterval(r.outcomes, game.players.min);
        const paired = duplicate ? ` (paired over ${p.groups} deals: ${pct(p.low)}–${pct(p.high)})` : '';
        return `| ${id} | ${la} vs ${lb} | ${r.matches} | ${pct(r.rate)} | ${pct(r.low)}–${pct(r.high)}${paired} | ${r.pointsPerRound[0].toFixed(2)} / ${r.pointsPerRound[1].toFixed(2)} | ${ms(quantile(r.times[0], 0.5))} / ${ms(quantile(r.times[0], 0.95))} | ${ms(quantile(r.times[1], 0.5))} / ${ms(quantile(r.times[1], 0.95))} | ${pps || '–'} | ${perDecision.length ? quantile(perDecision, 0.5) : '–'} |`;
      };
      // Written straight to a file (ARENA_LOG) or stderr: vitest holds a test's console output until the test ends.
      const onMatch =
        every > 0
          ? (sofar: ArenaResult) => {
              if (sofar.matches % every === 0 && sofar.matches < matches - from) progress(`so far: ${row(sofar)}\n`);
            }
          : undefined;
      const r = runArena(game, a, b, {
        matches,
        seed: `arena:${id}:${la}-${lb}${env.ARENA_SEED ? `:${env.ARENA_SEED}` : ''}`,
        options: opts,
        duplicate,
        from,
        ...(onMatch ? { onMatch } : {}),
      });
      const line = row(r);
      console.log(line);
      lines.push(line);
    }
  }
  console.log(`\n${lines.join('\n')}\n`);
});
