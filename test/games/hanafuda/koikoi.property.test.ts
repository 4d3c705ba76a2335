import { describe, expect, it } from 'vitest';
import {
  koikoi,
  koikoiIds,
  type KoiKoiOptions,
  type KoiKoiState,
  type KoiKoiView,
} from '../../../src/games/hanafuda/koikoi.ts';
import { roundCardPlaces } from '../../../src/games/hanafuda/round.ts';
import { HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';
import { refKoiKoi, refTotal, type RefYaku } from './yaku.reference.ts';
import { refKoiKoiStop } from './settlement.reference.ts';
import {
  expectReplayDeterministic,
  expectViewHides,
  playthrough,
  type PlaythroughOptions,
} from '../../helpers/contract.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';

const DECK = new Set(HANAFUDA_DECK);

/** The card ids `seat` must not see: the other hand and the stock (the whole undealt deck before round 1). */
function hiddenFrom(state: KoiKoiState, seat: number): string[] {
  const s = koikoiIds(state);
  return [...s.hands[1 - seat]!, ...s.stock];
}

const table = (ys: readonly RefYaku[]) => Object.fromEntries(ys.map((y) => [y.id, y.points]));
/** The reference yaku of a pile under the match options, in the round's month (for tsukifuda). */
const refYakuOf = (pile: readonly string[], v: KoiKoiView) => refKoiKoi(pile, { ...v.options, month: v.month });

/** The next round: dealt by the last winner, or the same dealer after a round without one. */
function checkNextRound(before: KoiKoiState, move: { type: string }, after: KoiKoiState): void {
  if (move.type !== 'next-round' || before.phase !== 'round-over') return;
  const last = before.history[before.history.length - 1]!;
  expect(after.dealer, 'the winner deals; after a round without a winner the dealer stays').toBe(
    last.winner ?? before.dealer,
  );
  expect(after.round).toBe(before.round + 1);
}

/** Invariants checked after every move of a random match. */
function checkStep(before: KoiKoiState, seat: number, move: { type: string }, after: KoiKoiState): void {
  const places = roundCardPlaces(koikoiIds(after));
  expect(places.length, 'every card is somewhere').toBe(48);
  expect(new Set(places).size, 'no card is in two places').toBe(48);
  const foreign = places.filter((c) => !DECK.has(c));
  if (foreign.length > 0) expect(foreign, 'cards not in the deck').toEqual([]);
  if (after.options.scoring === 'zero-sum') expect(after.totals[0]! + after.totals[1]!, 'zero-sum').toBe(0);
  for (const s of [0, 1]) {
    const v = koikoi.view(after, s) as KoiKoiView;
    expectViewHides(v, hiddenFrom(after, s), `view of seat ${s}`);
    expect(v.hand.length + v.opponentHandCount).toBe(after.hands[0]!.length + after.hands[1]!.length);
    // The yaku the table shows are the reference scorer's (docs/rulings/hanafuda.md §3.2–3.3), for both piles
    // (checked once a turn: the piles only change when a turn's captures are collected).
    if (s === 1 || after.lastTurn === before.lastTurn) continue;
    for (const p of [0, 1]) {
      const want = refYakuOf(v.captured[p]!, v);
      if (JSON.stringify(table(v.yaku[p]!)) !== JSON.stringify(table(want)) || v.yakuTotals[p] !== refTotal(want)) {
        expect(table(v.yaku[p]!), `yaku of seat ${p}`).toEqual(table(want));
        expect(v.yakuTotals[p]).toBe(refTotal(want));
      }
    }
  }
  const ended = after.history.length > before.history.length;
  if (after.phase !== 'decide' && !ended) {
    checkNextRound(before, move, after);
    return;
  }
  const vBefore = koikoi.view(before, seat) as KoiKoiView;
  const vAfter = koikoi.view(after, seat) as KoiKoiView;
  if (after.phase === 'decide') {
    // Koi-koi is offered only after a turn that raised the player's yaku total (K5).
    expect(vAfter.turn).toBe(seat);
    expect(refTotal(refYakuOf(vAfter.captured[seat]!, vAfter))).toBeGreaterThan(
      refTotal(refYakuOf(vBefore.captured[seat]!, vBefore)),
    );
    expect(vAfter.hand.length, 'an empty hand stops by itself').toBeGreaterThan(0);
  }
  if (ended) {
    const r = after.history[after.history.length - 1]!;
    if (after.options.scoring === 'zero-sum') expect(r.scores[0]! + r.scores[1]!).toBe(0);
    // Each seat's lines add up to its score (zero-sum: the payer's line is the winner's score).
    for (const seat of [0, 1])
      expect(r.details.filter((d) => d.seat === seat).reduce((t, d) => t + d.points, 0)).toBe(r.scores[seat]);
    if (r.outcome === 'exhausted' && !after.options.oya_ken) expect(r.scores).toEqual([0, 0]);
    if (r.outcome === 'stop') expect(r.scores[r.winner!]!).toBeGreaterThan(0);
    const last = koikoi.status(after).lastRound!;
    if (r.outcome === 'stop') {
      // A stop pays the reference yaku total, ×2 at 7+ (option), ×2 after the opponent's koi-koi (K7).
      const w = r.winner!;
      const want = refKoiKoiStop(
        vAfter.captured[w]!,
        { ...vAfter.options, month: vAfter.month },
        vBefore.koikoi[1 - w]!,
      );
      const scores =
        after.options.scoring === 'zero-sum'
          ? [0, 1].map((s) => (s === w ? want.points : 0 - want.points))
          : [0, 1].map((s) => (s === w ? want.points : 0));
      expect(last.scores, 'the stop pays what the rulings say').toEqual(scores);
      const yakuLines = last.details.filter((d) => d.seat === w && d.id in table(want.yaku));
      expect(Object.fromEntries(yakuLines.map((d) => [d.id, d.points]))).toEqual(table(want.yaku));
    }
    expect(koikoi.status(after).totals).toEqual(before.totals.map((t, i) => t + last.scores[i]!));
  }
}

function randomOptions(seed: string): Partial<KoiKoiOptions> {
  let r = rngFromSeed(`options:${seed}`);
  const pick = <T>(xs: readonly T[]): T => {
    const [k, n] = nextInt(r, xs.length);
    r = n;
    return xs[k]!;
  };
  return {
    goko: pick([10, 15] as const),
    sanko: pick([5, 6] as const),
    double_at_7: pick([true, false]),
    viewing: pick(['on', 'off', 'with-another-yaku', 'weather'] as const),
    sake_cup: pick(['both', 'animal-only', 'either'] as const),
    groups: pick(['stack-with-bonus', 'exclusive', 'flat-stack'] as const),
    tsukifuda: pick([true, false]),
    oya_ken: pick([true, false]),
    both_lucky_hands: pick([6, 12] as const),
    rounds: pick([3, 6] as const),
    scoring: pick(['zero-sum', 'zero-sum', 'additive'] as const),
  };
}

function run(o: PlaythroughOptions) {
  const result = playthrough(koikoi, {
    ...o,
    deepEvery: 4,
    onStep: (b, seat, m, a) => checkStep(b as KoiKoiState, seat, m as { type: string }, a as KoiKoiState),
  });
  expect(result.finished).toBe(true);
  return result;
}

describe('Koi-Koi random matches', () => {
  it('keep every contract invariant over 120 three-round matches with the default rules', { timeout: 180_000 }, () => {
    let rounds = 0;
    const outcomes = new Set<string>();
    for (let i = 0; i < 120; i++) {
      const o: PlaythroughOptions = { players: 2, seed: `kk-${i}`, options: { rounds: 3 } };
      const res = run(o);
      const s = res.state as KoiKoiState;
      rounds += s.history.length;
      for (const h of s.history) outcomes.add(h.outcome);
      expect(s.history).toHaveLength(3);
      if (i % 10 === 0) expectReplayDeterministic(koikoi, o, res);
    }
    expect(rounds).toBe(360);
    expect(outcomes.has('stop')).toBe(true);
    expect(outcomes.has('exhausted')).toBe(true);
  });

  it('keep every contract invariant with random option sets', { timeout: 180_000 }, () => {
    for (let i = 0; i < 60; i++) {
      const seed = `opt-${i}`;
      const o: PlaythroughOptions = { players: 2, seed, options: randomOptions(seed) };
      const res = run(o);
      if (i % 10 === 0) expectReplayDeterministic(koikoi, o, res);
    }
  });

  it('play a full twelve-month match from a stacked first deal', { timeout: 180_000 }, () => {
    let r = rngFromSeed('stacked');
    for (let i = 0; i < 10; i++) {
      const deck = [...HANAFUDA_DECK];
      for (let k = deck.length - 1; k > 0; k--) {
        const [j, n] = nextInt(r, k + 1);
        r = n;
        [deck[k], deck[j]] = [deck[j]!, deck[k]!];
      }
      const o: PlaythroughOptions = { players: 2, seed: `st-${i}`, deck };
      const res = run(o);
      const s = res.state as KoiKoiState;
      expect(s.history.map((h) => h.name)).toEqual(
        Array.from({ length: 12 }, (_, k) => ({ kind: 'month', month: k + 1 })),
      );
      expectReplayDeterministic(koikoi, o, res);
    }
  });
});
