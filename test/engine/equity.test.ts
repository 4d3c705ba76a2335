/**
 * Match equity (what Koi-Koi's and Go-Stop's Hard value a rollout by): the chance to win a
 * match from a lead with rounds left. Checked against small cases worked by hand, and on the
 * measured Koi-Koi table for what a player would expect of it.
 */
import { describe, expect, it } from 'vitest';
import { matchEquity } from '../../src/engine/equity.ts';
import { koikoiEquity, koikoiEquityValue, gostopEquity, gostopEquityValue } from '../../src/games/hanafuda/equity.ts';
import { runOrJumpEquity, runOrJumpEquityValue } from '../../src/games/travfuda/equity.ts';
import { botsFor } from '../../src/games/bots.ts';
import { games } from '../../src/games/index.ts';
import { rngFor } from '../../src/engine/rng.ts';
import type { AnyGame, Status } from '../../src/engine/types.ts';
import type { KoiKoiState } from '../../src/games/hanafuda/koikoi.ts';
import type { GoStopState } from '../../src/games/hanafuda/gostop.ts';

describe('matchEquity, worked by hand', () => {
  // Each round moves the lead by +10 or −10, half and half.
  const coin = matchEquity([[10, 1]], 4);
  it('with no round left a lead is a win, a tie half, behind a loss', () => {
    expect(coin(1, 0)).toBe(1);
    expect(coin(0, 0)).toBe(0);
    expect(coin(-1, 0)).toBe(-1);
  });
  it('lead 5 with one round left: win half the time (15), lose half (−5): even', () => {
    expect(coin(5, 1)).toBeCloseTo(0, 12);
  });
  it('lead 5 with two rounds left: 25, 5, 5, −15: wins three in four (0.75 → 0.5)', () => {
    expect(coin(5, 2)).toBeCloseTo(0.5, 12);
  });
  it('lead 10 with two rounds left: 30, 10, 10 win, −10 loses', () => {
    expect(coin(10, 2)).toBeCloseTo(0.5, 12);
  });
  it('lead 0 with one round left: a coin flip', () => {
    expect(coin(0, 1)).toBeCloseTo(0, 12);
  });
  it('a table with no change (a tie) keeps the lead as it is', () => {
    const still = matchEquity(
      [
        [0, 3],
        [10, 1],
      ],
      2,
    );
    // lead 5, one round: 3/4 stays at 5 (win), 1/8 goes to 15 (win), 1/8 to −5 (loss): 7/8.
    expect(still(5, 1)).toBeCloseTo(2 * (7 / 8) - 1, 12);
  });
  it('refuses a broken table', () => {
    expect(() => matchEquity([], 3)).toThrow(/No swings/);
    expect(() => matchEquity([[-2, 1]], 3)).toThrow(/Bad swing/);
  });
});

describe("Koi-Koi's measured equity", () => {
  const e = koikoiEquity();
  it('one round moves a lead by about 9.5 points (twice the round score: what one wins the other loses)', () => {
    expect(e.sd).toBeGreaterThan(9);
    expect(e.sd).toBeLessThan(10);
  });
  it('is even at a tie, and the same lead is worth the opposite to the other seat', () => {
    for (const r of [0, 1, 5, 11]) {
      expect(e(0, r)).toBeCloseTo(0, 12);
      for (const lead of [2, 10, 30]) expect(e(-lead, r)).toBeCloseTo(-e(lead, r), 12);
    }
  });
  it('grows with the lead and is decided by a big one', () => {
    for (const r of [1, 3, 11])
      for (let lead = -60; lead < 60; lead += 2) expect(e(lead + 2, r)).toBeGreaterThanOrEqual(e(lead, r));
    expect(e(200, 11)).toBeGreaterThan(0.99);
  });
  it('early in twelve months a point is worth a point: twice the lead is about twice the equity', () => {
    expect(e(20, 11) / e(10, 11)).toBeGreaterThan(1.8);
  });
  it('in the last rounds a win is a win: 30 ahead with one round left is near certain, and worth little more than 10 ahead', () => {
    expect(e(30, 1)).toBeGreaterThan(0.95);
    expect(e(30, 1) / e(10, 1)).toBeLessThan(1.6);
  });
});

describe("a rollout's value from the match's rounds left", () => {
  /** A real state of a match between Normal bots, first reaching `stop` (a round-over of round `round`, or the match end). */
  function reach<S>(game: AnyGame, options: Record<string, unknown>, stop: (st: Status) => boolean, players = 2): S {
    const normal = botsFor(game.id).normal;
    for (let k = 0; k < 50; k++) {
      let state = game.setup({ players, seed: `equity:${k}`, options });
      for (let step = 0; step < 5000; step++) {
        const st = game.status(state);
        if (stop(st)) return state as S;
        if (st.phase === 'match-over') break;
        const actor = game.actors(state)[0]!;
        const legal = game.legalMoves(state, actor);
        state = game.play(
          state,
          actor,
          legal.length === 1 ? legal[0] : normal.choose(game.view(state, actor), legal, rngFor(`equity:${k}`, step)),
        );
      }
    }
    throw new Error('not reached');
  }
  const lead = (t: readonly number[]) => t[0]! - t[1]!;
  it('Koi-Koi: after round 4 of 12, the lead is valued with 8 rounds left, for each seat', () => {
    const s = reach<KoiKoiState>(
      games.koikoi!,
      {},
      (st) => st.phase === 'round-over' && st.round === 4 && lead(st.totals) !== 0,
    );
    const t = games.koikoi!.status(s).totals;
    expect(koikoiEquityValue(s, 0, [0, 0])).toBeCloseTo(koikoiEquity()(lead(t), 8), 12);
    expect(koikoiEquityValue(s, 1, [0, 0])).toBeCloseTo(-koikoiEquity()(lead(t), 8), 12);
    expect(Math.abs(koikoiEquityValue(s, 0, [0, 0]))).toBeLessThan(1);
  });
  it('Koi-Koi: at the match end only who won counts', () => {
    const s = reach<KoiKoiState>(
      games.koikoi!,
      { rounds: 3 },
      (st) => st.phase === 'match-over' && lead(st.totals) !== 0,
    );
    const t = games.koikoi!.status(s).totals;
    expect(koikoiEquityValue(s, 0, [0, 0])).toBe(Math.sign(lead(t)));
    expect(koikoiEquityValue(s, 1, [0, 0])).toBe(-Math.sign(lead(t)));
  });
  it('Koi-Koi with additive scoring: a lead counts double (a round moves it by its score, not twice)', () => {
    const s = reach<KoiKoiState>(
      games.koikoi!,
      { scoring: 'additive' },
      (st) => st.phase === 'round-over' && st.round === 2 && lead(st.totals) !== 0,
    );
    const t = games.koikoi!.status(s).totals;
    expect(koikoiEquityValue(s, 0, [0, 0])).toBeCloseTo(koikoiEquity()(2 * lead(t), 10), 12);
  });
  it('Go-Stop at three seats: the lead over the best other seat, with the rounds left', () => {
    const s = reach<GoStopState>(
      games.gostop!,
      {},
      (st) => st.phase === 'round-over' && st.round === 3 && new Set(st.totals).size === 3,
      3,
    );
    const t = games.gostop!.status(s).totals;
    const top = t.indexOf(Math.max(...t));
    const second = Math.max(...t.filter((_, i) => i !== top));
    expect(gostopEquityValue(s, top, [0, 0, 0])).toBeCloseTo(gostopEquity()(t[top]! - second, 9), 12);
    for (const seat of [0, 1, 2].filter((i) => i !== top))
      expect(gostopEquityValue(s, seat, [0, 0, 0])).toBeCloseTo(gostopEquity()(t[seat]! - t[top]!, 9), 12);
  });
});

describe("Run or Jump!'s rollout value", () => {
  it('after the first hand of two: the lead with one hand left; at the match end: who won', () => {
    const game = games['travfuda-run-or-jump']!;
    const normal = botsFor(game.id).normal;
    let state = game.setup({ players: 2, seed: 'rj-equity', options: {} });
    const seen: string[] = [];
    for (let step = 0; step < 5000; step++) {
      const st = game.status(state);
      if (st.phase !== 'playing' && !seen.includes(st.phase)) {
        seen.push(st.phase);
        const lead = st.totals[0]! - st.totals[1]!;
        const expected = st.phase === 'match-over' ? Math.sign(lead) : runOrJumpEquity()(lead, 1);
        expect(runOrJumpEquityValue(state as never, 0, [0, 0])).toBeCloseTo(expected, 12);
        expect(runOrJumpEquityValue(state as never, 1, [0, 0])).toBeCloseTo(-expected, 12);
      }
      if (st.phase === 'match-over') break;
      const actor = game.actors(state)[0]!;
      const legal = game.legalMoves(state, actor);
      state = game.play(
        state,
        actor,
        legal.length === 1 ? legal[0] : normal.choose(game.view(state, actor), legal, rngFor('rj-equity', step)),
      );
    }
    expect(seen).toEqual(['round-over', 'match-over']);
    expect(runOrJumpEquity().sd).toBeCloseTo(4.7, 1);
  });
});
