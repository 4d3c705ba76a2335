/**
 * Hard within a time budget (issue 30 §3): with `timeMs` and the caller's clock, the search plays
 * as many samples as fit and stops on time, so a slow phone gets a weaker but punctual Hard and a
 * fast one a stronger; without it, the playout budget alone decides (no clock is read). The clock
 * here is a fake one that moves on by `step` ms at each reading: a slower phone is a bigger step.
 */
import { describe, expect, it } from 'vitest';
import { rngFor } from '../../src/engine/rng.ts';
import { botsFor, defaultPlayouts, timedPlayouts } from '../../src/games/bots.ts';
import { games } from '../../src/games/index.ts';

const game = games.koikoi;
/** Koi-Koi's first decision of a seeded match with more than four moves (a hand card to play). */
function position() {
  let state = game.setup({ players: 2, seed: 'search-time', options: { rounds: 3 } });
  const normal = botsFor('koikoi').normal;
  for (let step = 0; ; step++) {
    const actor = game.actors(state)[0]!;
    const legal = game.legalMoves(state, actor);
    if (legal.length > 4) return { view: game.view(state, actor), legal };
    state = game.play(state, actor, normal.choose(game.view(state, actor), legal, rngFor('play', step)));
  }
}
const { view, legal } = position();

/** A clock that moves on by `step` ms every time it is read, and how often it was read. */
function fakeClock(step: number) {
  let t = 0;
  let reads = 0;
  return {
    now: () => {
      reads++;
      t += step;
      return t;
    },
    get reads() {
      return reads;
    },
    get t() {
      return t;
    },
  };
}

type Stats = { lastStats: { samples: number; rollouts: number } };

describe('Hard within a time budget', () => {
  it('stops when its time is up: a slow clock gets fewer samples, a fast one more, both on time', () => {
    expect(legal.length).toBeGreaterThan(4);
    const slow = fakeClock(20);
    const fast = fakeClock(5);
    const hardSlow = botsFor('koikoi', { timeMs: 80, now: slow.now }).hard;
    const hardFast = botsFor('koikoi', { timeMs: 80, now: fast.now }).hard;
    expect(legal).toContainEqual(hardSlow.choose(view, legal, rngFor('t', 1)));
    expect(legal).toContainEqual(hardFast.choose(view, legal, rngFor('t', 1)));
    const s = (hardSlow as unknown as Stats).lastStats;
    const f = (hardFast as unknown as Stats).lastStats;
    // Read once at the start and once before each sample after the first: it answers at the
    // first reading past 80 ms, so never more than one step late.
    expect(slow.t).toBeLessThanOrEqual(80 + 2 * 20);
    expect(fast.t).toBeLessThanOrEqual(80 + 2 * 5);
    expect(s.rollouts).toBeGreaterThan(1);
    expect(f.rollouts).toBeGreaterThan(3 * s.rollouts);
    // Far below the most it may play in 80 ms (the ceiling): time decided, not the count.
    expect(f.rollouts).toBeLessThan(timedPlayouts(defaultPlayouts('koikoi'), 80));
  });

  it('plays up to its ceiling on a clock that never moves, and the first stage leaves time for the second', () => {
    const still = { now: () => 0 };
    const hard = botsFor('koikoi', { timeMs: 10, playouts: 60, now: still.now }).hard;
    hard.choose(view, legal, rngFor('t', 2));
    const { rollouts } = (hard as unknown as Stats).lastStats;
    // The 60 rollouts of the ceiling, a sample's worth over at most.
    expect(rollouts).toBeGreaterThanOrEqual(60);
    expect(rollouts).toBeLessThan(60 + legal.length);
    // A clock past a third of the budget after the first sample: the first stage stops there and
    // the second (Normal's move and three others) plays on until the whole budget is spent.
    // A clock on which every sample takes 10 ms (it reads the search's own count of samples).
    const staged = botsFor('koikoi', {
      timeMs: 90,
      playouts: 10_000,
      now: () => 10 * (staged as unknown as Stats).lastStats.samples,
    }).hard as typeof hard & Stats;
    staged.choose(view, legal, rngFor('t', 3));
    const st = staged.lastStats;
    // First stage, every move a sample: samples 1 to 4 (0 to 30 ms spent before each); before
    // the fifth, 40 ms is past a third. Second stage, Normal's move and the three best others:
    // samples 5 to 10 (40 to 90 ms before each); inside the tenth, 100 ms is past the budget
    // after Normal's move, so that sample stops there.
    expect(st.samples).toBe(4 + 6);
    expect(st.rollouts).toBe(4 * legal.length + 5 * 4 + 1);
  });

  it('without a time budget reads no clock and replays; a time budget without a clock is refused', () => {
    const clock = fakeClock(1000);
    const a = botsFor('koikoi', { playouts: 40, now: clock.now }).hard.choose(view, legal, rngFor('t', 4));
    const b = botsFor('koikoi', { playouts: 40 }).hard.choose(view, legal, rngFor('t', 4));
    expect(a).toEqual(b);
    expect(clock.reads).toBe(0);
    expect(() => botsFor('koikoi', { timeMs: 100 })).toThrow(/clock/);
  });

  it('the app’s ceiling: 4× the default rollouts a second of budget, never below the default', () => {
    expect(timedPlayouts(500, 1000)).toBe(2000);
    expect(timedPlayouts(500, 500)).toBe(1000);
    expect(timedPlayouts(60, 2000)).toBe(480);
    expect(timedPlayouts(500, 100)).toBe(500);
  });
});
