import { describe, expect, it } from 'vitest';
import {
  gostop,
  goStopIds,
  type GoStopOptions,
  type GoStopState,
  type GoStopView,
} from '../../../src/games/hanafuda/gostop.ts';
import { drawMultiplier } from '../../../src/games/hanafuda/gostop-scoring.ts';
import { roundCardPlaces } from '../../../src/games/hanafuda/round.ts';
import { HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';
import { refGoStop, refTotal, type RefYaku } from './yaku.reference.ts';
import { refGoStopStop } from './settlement.reference.ts';
import {
  expectReplayDeterministic,
  expectViewHides,
  playthrough,
  type PlaythroughOptions,
} from '../../helpers/contract.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';

const DECK = new Set(HANAFUDA_DECK);

/** The card ids `seat` must not see: the other hands (except shaken cards, which are shown) and the stock. */
function hiddenFrom(state: GoStopState, seat: number): string[] {
  const s = goStopIds(state);
  const shown = new Set(s.shaken.flatMap((x) => x.cards));
  return [
    ...s.hands
      .filter((_, i) => i !== seat)
      .flat()
      .filter((c) => !shown.has(c)),
    ...s.stock,
  ];
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Fail with a readable message (expect is only called when a cheap check fails: this runs at every move). */
function check(ok: boolean, what: string, detail?: unknown): void {
  if (!ok) expect(detail ?? ok, what).toBe('(see above)');
}

const table = (ys: readonly RefYaku[]) => Object.fromEntries(ys.map((y) => [y.id, y.points]));
/** The stop minimum of the rulings (G11): 3, or the 2-player option. */
const minimumOf = (o: GoStopOptions, players: number) => (players === 2 ? o.stop_minimum_2p : 3);
/** The reference yaku of a pile, the sake cup counted the better way (equal: animal). */
const refYakuOf = (pile: readonly string[], o: GoStopOptions) =>
  refGoStop(pile, { bdb: o.bdb, rain_four_lights: o.rain_four_lights, sake_cup: 'best' });

/** Seats in the order of their first go this round (the engine keeps this in its state; we watch the moves). */
let goOrder: number[] = [];

/** Invariants checked after every move of a random match. */
function checkStep(before: GoStopState, seat: number, move: { type: string }, after: GoStopState): void {
  if (move.type === 'next-round' || after.round !== before.round) goOrder = [];
  if (move.type === 'go' && !goOrder.includes(seat)) goOrder.push(seat);
  const places = roundCardPlaces(goStopIds(after));
  check(places.length === 48 && new Set(places).size === 48, 'every card is in exactly one place', places.length);
  check(
    places.every((c) => DECK.has(c)),
    'only cards of the deck',
    places,
  );
  check(sum(after.totals) === 0, 'zero-sum totals', after.totals);
  for (let s = 0; s < after.players; s++) {
    const v = gostop.view(after, s) as GoStopView;
    expectViewHides(v, hiddenFrom(after, s), `view of seat ${s}`);
    check(sum(v.handCounts) === sum(after.hands.map((h) => h.length)), 'hand counts', v.handCounts);
  }
  const v = gostop.view(after, seat) as GoStopView;
  if (after.lastTurn !== before.lastTurn) {
    // At the end of each turn the view's yaku are the pile's yaku (the reference scorer's).
    for (let s = 0; s < after.players; s++) {
      const want = refYakuOf(v.captured[s]!, v.options);
      if (JSON.stringify(table(v.yaku[s]!)) !== JSON.stringify(table(want)))
        expect(table(v.yaku[s]!), `yaku of seat ${s}`).toEqual(table(want));
      check(v.yakuTotals[s] === refTotal(want), 'yaku totals', [v.yakuTotals[s], refTotal(want)]);
    }
  }
  if (after.phase === 'play')
    check(after.hands[after.turn]!.length + after.drawOnly[after.turn]! > 0, 'the seat to play has something to play');
  if (after.phase === 'decide') {
    // Go or stop is offered only at the stop minimum, and after a go only for a higher score.
    const total = refTotal(refYakuOf(v.captured[seat]!, v.options));
    check(after.turn === seat, 'the decider is the player whose turn ended');
    check(total >= minimumOf(v.options, v.players), 'decision at the stop minimum', total);
    if (after.gos[seat]! > 0)
      check(total > after.lastGoTotals[seat]!, 'after a go, only a higher score asks again', [
        total,
        after.lastGoTotals[seat],
      ]);
    check(after.hands[seat]!.length + after.drawOnly[seat]! > 0, 'a player with no turn left stops by itself');
  }
  if (move.type === 'next-round' && before.phase === 'round-over') {
    const last = before.history[before.history.length - 1]!;
    expect(after.dealer, 'the winner deals; after a drawn round the dealer stays').toBe(last.winner ?? before.dealer);
    expect(after.round).toBe(before.round + 1);
    expect(after.drawStreak).toBe(last.outcome === 'draw' ? before.drawStreak + 1 : 0);
  }
  if (after.history.length > before.history.length) checkRound(after, v);
}

/** A finished round: zero-sum, the detail lines add up, only the winner gains, and a stop pays what the rulings say. */
function checkRound(after: GoStopState, v: GoStopView): void {
  const r = after.history[after.history.length - 1]!;
  const status = gostop.status(after);
  expect(status.lastRound?.scores).toEqual(r.scores);
  if (r.outcome === 'stop') {
    const drawn = v.history.slice(0, -1);
    let drawStreak = 0;
    while (drawStreak < drawn.length && drawn[drawn.length - 1 - drawStreak]!.outcome === 'draw') drawStreak++;
    const want = refGoStopStop({
      players: v.players,
      winner: r.winner!,
      piles: v.captured,
      gos: v.gos,
      goOrder,
      shakes: Array.from({ length: v.players }, (_, s) => v.shaken.filter((x) => x.seat === s).length),
      bombs: v.bombs,
      drawStreak,
      options: v.options,
      sakeCup: after.sakeCup,
    });
    expect(status.lastRound!.scores, 'the stop pays what the rulings say (G13–G18)').toEqual(want.scores);
  }
  expect(sum(r.scores), 'zero-sum round').toBe(0);
  if (r.outcome === 'draw') expect(r.scores.every((x) => x === 0)).toBe(true);
  if (r.outcome === 'president') {
    const streak = after.options.president_after_draw ? after.drawStreak : 0;
    const each = after.options.president_points * drawMultiplier(after.options, streak);
    expect(r.scores[r.winner!]).toBe(each * (after.players - 1));
  }
  if (r.outcome !== 'stop') return;
  const st = r.settlement!;
  expect(r.scores[r.winner!]).toBe(st.total);
  expect(st.score).toBeGreaterThan(0);
  expect(
    sum(r.details.filter((d) => d.seat === r.winner).map((d) => d.points)),
    'winner lines add up to the score',
  ).toBe(st.score);
  for (const p of st.payments) {
    expect(
      sum(r.details.filter((d) => d.seat === p.seat).map((d) => d.points)),
      'loser lines add up to the payment',
    ).toBe(0 - p.amount);
    expect(r.scores[p.seat], 'a loser loses what it pays').toBe(0 - p.amount);
    expect(p.amount === 0 || p.amount >= st.score).toBe(true);
  }
  expect(st.yakuPoints).toBeGreaterThanOrEqual(minimumOf(after.options, after.players));
}

function randomOptions(seed: string): Partial<GoStopOptions> {
  let r = rngFromSeed(`options:${seed}`);
  const pick = <T>(xs: readonly T[]): T => {
    const [k, n] = nextInt(r, xs.length);
    r = n;
    return xs[k]!;
  };
  const base: Partial<GoStopOptions> = {
    bdb: pick([true, false]),
    stop_minimum_2p: pick([3, 7] as const),
    bomb_draws: pick(['two-at-once', 'draw-only-turns'] as const),
    pi_bak: pick(['seed', 'korean'] as const),
    final_turn_steals: pick([true, false]),
    last_card: pick(['round-final-turn', 'each-players-last-card'] as const),
    self_ppuk_chaff: pick([1, 2] as const),
    go_scale: pick(['plus-and-double', 'double-only'] as const),
    draw_doubles: pick(['once', 'stack'] as const),
    nagari_cap: pick(['none', 4, 8] as const),
    rain_four_lights: pick([4, 3] as const),
    rounds: 3,
    target: pick([0, 0, 10] as const),
  };
  return {
    ...base,
    // The house rules (issue 26 §5), picked after the others so the earlier picks stay as they were.
    go_scale: pick(['plus-and-double', 'double-only', 'plus-two-then-double'] as const),
    pi_bak: pick(['seed', 'korean', 6, 7] as const),
    pi_bak_none_exempt: pick([true, false]),
    nagari_cap: pick(['none', 4, 8, 16] as const),
    sake_cup: pick(['best', 'owner'] as const),
    last_card_stack_steals: pick([true, false]),
    dealt_stack_steals: pick([true, false]),
    two_card_bomb: pick([true, false]),
    shake_off_field: pick([true, false]),
    two_presidents_draw: pick([true, false]),
    field_four: pick(['redeal', 'dealer-wins'] as const),
    first_dealer: pick(['lowest', 'highest'] as const),
    president_after_draw: pick([true, false]),
    self_ppuk_double_once: pick([true, false]),
  };
}

function run(o: PlaythroughOptions) {
  goOrder = [];
  const result = playthrough(gostop, {
    ...o,
    deepEvery: 6,
    onStep: (b, seat, m, a) => checkStep(b as GoStopState, seat, m as { type: string }, a as GoStopState),
  });
  expect(result.finished).toBe(true);
  return result;
}

describe('Go-Stop random matches', () => {
  for (const players of [2, 3]) {
    it(`keep every contract invariant over 45 three-round matches with ${players} players and the default rules`, {
      timeout: 180_000,
    }, () => {
      const outcomes = new Set<string>();
      const moves = new Set<string>();
      for (let i = 0; i < 45; i++) {
        const o: PlaythroughOptions = { players, seed: `gs${players}-${i}`, options: { rounds: 3 } };
        const res = run(o);
        const s = res.state as GoStopState;
        expect(s.history).toHaveLength(3);
        for (const h of s.history) outcomes.add(h.outcome);
        for (const m of res.moves) moves.add((m.move as { type: string }).type);
        if (i % 10 === 0) expectReplayDeterministic(gostop, o, res);
      }
      expect(outcomes.has('stop')).toBe(true);
      for (const t of ['play', 'capture', 'draw', 'go', 'stop', 'next-round', 'bomb', 'shake'])
        expect(moves.has(t), `some random game used "${t}"`).toBe(true);
    });
  }

  it('keep every contract invariant with random option sets', { timeout: 180_000 }, () => {
    for (let i = 0; i < 30; i++) {
      const seed = `opt-${i}`;
      const o: PlaythroughOptions = { players: 2 + (i % 2), seed, options: randomOptions(seed) };
      const res = run(o);
      if (i % 10 === 0) expectReplayDeterministic(gostop, o, res);
    }
  });

  it('play a whole twelve-round match from a stacked first deal at both player counts', { timeout: 180_000 }, () => {
    let r = rngFromSeed('stacked');
    for (let i = 0; i < 4; i++) {
      const deck = [...HANAFUDA_DECK];
      for (let k = deck.length - 1; k > 0; k--) {
        const [j, n] = nextInt(r, k + 1);
        r = n;
        [deck[k], deck[j]] = [deck[j]!, deck[k]!];
      }
      const o: PlaythroughOptions = { players: 2 + (i % 2), seed: `st-${i}`, deck };
      const res = run(o);
      const s = res.state as GoStopState;
      expect(s.history.map((h) => h.name)).toEqual(Array.from({ length: 12 }, (_, k) => ({ kind: 'round', n: k + 1 })));
      expectReplayDeterministic(gostop, o, res);
    }
  });
});
