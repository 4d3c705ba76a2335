/**
 * The bots' guard (issue 30 §4), run with the browser-engine tests (`npm run test:engines`, so
 * `npm test` and `npm run test:all`), alone: `npx vitest run --config vitest.engines.config.ts
 * test/bots`. A small fixed-seed duplicate arena per game, Hard at a fixed playout budget against
 * Normal, so its figures are the same on every machine; it fails when
 *
 * - Hard's points a round against Normal fall below the game's floor (`GUARDS`: recorded on
 *   26 November 2026, halfway between Hard's figure then, or Normal's own 0 where Hard's was
 *   higher, and a random player's in Hard's place on the same deals; docs/bots.md, "The
 *   guard"), or
 * - a decision at the fixed budget takes longer than `DECISION_MS`, or a decision within a time
 *   budget (`TIMED_MS`, the app's way: as many rollouts as fit) ends later than `TIMED_SLACK_MS`
 *   after it: both generous for a busy CI machine.
 *
 * It is a tripwire, not a measure of strength: a few matches tell a broken, random-like or slow
 * Hard from today's, not a Hard a few per cent weaker (that takes the arena's hundreds of
 * matches, `npm run arena`). To see it fail: `GUARD_HARD=random` (Hard swapped for a random
 * player) or `GUARD_PLAYOUTS=1`; `GUARD_GAMES=koikoi,mushi` runs some games only.
 */
import { writeSync } from 'node:fs';
import { expect, test } from 'vitest';
import { type Bot, randomBot } from '../../src/engine/bot.ts';
import { quantile, runArena } from '../../src/engine/arena.ts';
import { rngFor } from '../../src/engine/rng.ts';
import { botsFor } from '../../src/games/bots.ts';
import { games, type GameId } from '../../src/games/index.ts';

interface Guard {
  id: GameId;
  /** The match: as short as the game allows (one round or hand where it can be set). */
  options: Record<string, unknown>;
  /** Hard's fixed rollouts a decision in the guard (below the game's default, for time). */
  playouts: number;
  /** Deals, each played once with Hard at every seat (duplicate); `seats: 1`: once, Hard at the first seat. */
  deals: number;
  seats?: 1;
  /** Hard's points a round minus Normal's must stay at or above this (see the file's comment). */
  floor: number;
}

const GUARDS: readonly Guard[] = [
  // Floors: halfway between Hard's figure on 26 November 2026 (or 0, Normal's own, if Hard's was
  // above it) and a random player's in Hard's place: Koi-Koi +0.67 / −10.00, Go-Stop +144.00 /
  // −8.00, Mushi +18.33 / −74.33, Higo-Bana 0.00 / −2.00, TravFuda −0.25 / −79.25, Capture
  // +1.00 / −2.25, Career Poker +3.50 / −4.00 (docs/bots.md, "The guard").
  { id: 'koikoi', options: { rounds: 3 }, playouts: 30, deals: 1, seats: 1, floor: -5 },
  { id: 'gostop', options: { rounds: 3, target: 0 }, playouts: 20, deals: 1, seats: 1, floor: -4 },
  { id: 'mushi', options: { rounds: 6 }, playouts: 20, deals: 1, seats: 1, floor: -37.1 },
  { id: 'higobana', options: { rounds: 1 }, playouts: 40, deals: 1, floor: -1 },
  { id: 'travfuda', options: {}, playouts: 60, deals: 1, floor: -39.7 },
  { id: 'capture', options: { guided: true }, playouts: 20, deals: 2, floor: -1.1 },
  { id: 'career-poker', options: { mode: 'short' }, playouts: 6, deals: 1, seats: 1, floor: -2 },
];

/** The longest a decision at the guard's fixed budget may take (ms): generous for a busy CI machine. */
const DECISION_MS = 20_000;
/** The time budget of the timed decisions (ms), and how late after it one may end. */
const TIMED_MS = 100;
const TIMED_SLACK_MS = 5_000;

const env = process.env as Record<string, string | undefined>;
const only = env.GUARD_GAMES?.split(',');
const swap = env.GUARD_HARD;
const now = () => performance.now();
const say = (text: string) => writeSync(2, `${text}\n`);

for (const g of GUARDS.filter((x) => !only || only.includes(x.id))) {
  test(`${g.id}: Hard against Normal stays above its floor, on time`, () => {
    const game = games[g.id];
    const playouts = env.GUARD_PLAYOUTS ? Number(env.GUARD_PLAYOUTS) : g.playouts;
    const set = botsFor(g.id, { playouts });
    const hard: Bot = swap === 'random' ? randomBot : swap === 'normal' ? set.normal : set.hard;
    const t0 = now();
    const cpu0 = process.cpuUsage();
    const r = runArena(
      game,
      { label: 'hard', bot: hard },
      { label: 'normal', bot: botsFor(g.id).normal },
      {
        matches: g.deals * (g.seats ?? game.players.min),
        seed: `guard:${g.id}`,
        options: g.options,
        duplicate: g.seats === undefined,
      },
    );
    const lead = r.pointsPerRound[0] - r.pointsPerRound[1];
    const slowest = Math.max(0, ...r.times[0]);

    // A decision within a time budget, as the app's worker asks it (the clock from here), with a
    // ceiling far beyond what fits: only the clock can end it in time.
    const timed = botsFor(g.id, { timeMs: TIMED_MS, playouts: 20_000, now }).hard;
    const normal = botsFor(g.id).normal;
    let state = game.setup({ players: game.players.min, seed: `guard:${g.id}:timed`, options: g.options });
    const late: number[] = [];
    for (let step = 0, asked = 0; step < 2000 && asked < 1; step++) {
      if (game.status(state).phase === 'match-over') break;
      const actor = game.actors(state)[0]!;
      const legal = game.legalMoves(state, actor);
      const view = game.view(state, actor);
      if (legal.length > 2) {
        const t = now();
        expect(legal).toContainEqual(timed.choose(view, legal, rngFor('guard-timed', step)));
        late.push(now() - t - TIMED_MS);
        asked++;
      }
      state = game.play(state, actor, legal.length > 1 ? normal.choose(view, legal, rngFor('guard', step)) : legal[0]);
    }
    const cpu = process.cpuUsage(cpu0);
    say(
      `guard | ${g.id} | ${swap ?? `hard ${playouts}`} | ${r.matches} | ${(100 * r.rate).toFixed(1)} % | ` +
        `${lead.toFixed(2)} (floor ${g.floor}) | ${quantile(r.times[0], 0.5).toFixed(0)} / ${slowest.toFixed(0)} ms | ` +
        `${Math.max(...late).toFixed(0)} ms | ${((now() - t0) / 1000).toFixed(1)} s | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s |`,
    );
    expect(lead, `${g.id}: Hard's points a round against Normal`).toBeGreaterThanOrEqual(g.floor);
    expect(slowest, `${g.id}: the slowest decision at ${playouts} playouts (ms)`).toBeLessThanOrEqual(DECISION_MS);
    expect(late.length).toBeGreaterThan(0);
    expect(Math.max(...late), `${g.id}: how late a ${TIMED_MS} ms decision ended (ms)`).toBeLessThanOrEqual(
      TIMED_SLACK_MS,
    );
  });
}
