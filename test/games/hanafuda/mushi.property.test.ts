import { describe, expect, it } from 'vitest';
import {
  isPlainWillow,
  LIGHTNING,
  mushi,
  type MushiMove,
  type MushiOptions,
  type MushiState,
  type MushiView,
} from '../../../src/games/hanafuda/mushi.ts';
import { roundCardPlaces } from '../../../src/games/hanafuda/round.ts';
import { MUSHI_DECK, monthOf } from '../../../src/games/hanafuda/cards.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';
import { refMushi, refMushiCardPoints, refTotal, type RefYaku } from './yaku.reference.ts';
import { refMushiRound } from './settlement.reference.ts';
import {
  expectReplayDeterministic,
  expectViewHides,
  playthrough,
  type PlaythroughOptions,
} from '../../helpers/contract.ts';

const DECK = new Set(MUSHI_DECK);
const table = (ys: readonly RefYaku[]) => JSON.stringify(Object.fromEntries(ys.map((y) => [y.id, y.points])));
const cardPoints = (pile: readonly string[]) => pile.reduce((t, c) => t + refMushiCardPoints(c), 0);

/** A cheap assertion for the per-move checks (expect() on every step of 20,000 moves is slow). */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`Broken: ${what}`);
}

/** Rule checks on the placement the move just made (M5). */
function checkPlacement(before: MushiState, after: MushiState, move: MushiMove): void {
  if (move.type !== 'play' && move.type !== 'draw' && move.type !== 'capture') return;
  const p = after.current.placements.at(-1) ?? after.lastTurn?.placements.at(-1);
  if (!p) return;
  const lightningBefore = before.field.some((pile) => pile.includes(LIGHTNING));
  const lastDraw = move.type === 'draw' && before.stock.length === 1;
  if (p.source === 'hand') check(!p.took.includes(LIGHTNING), 'a hand card never takes the Lightning');
  if (isPlainWillow(p.card)) check(!p.took.includes(LIGHTNING), 'a Willow never takes the Lightning');
  if (
    p.card === LIGHTNING &&
    !(p.source === 'draw' && (lastDraw || (move.type === 'capture' && before.stock.length === 0)))
  ) {
    check(!p.took.some(isPlainWillow), 'the Lightning never takes a Willow');
    check(p.took.length <= 1, 'the Lightning takes one card');
  }
  if (move.type === 'draw' && p.card !== LIGHTNING && !isPlainWillow(p.card) && lightningBefore) {
    check(p.took.length === 1 && p.took[0] === LIGHTNING, 'the first non-Willow card drawn takes the Lightning');
  }
  if (lastDraw && p.card === LIGHTNING)
    check(after.field.length === 0, 'the Lightning as the last stock card takes everything');
}

/** Invariants checked after every move of a random match. */
function checkStep(before: MushiState, seat: number, move: MushiMove, after: MushiState): void {
  if (after.phase !== 'dealer-draw') {
    const places = roundCardPlaces(after);
    check(
      places.length === 40 && new Set(places).size === 40 && places.every((c) => DECK.has(c)),
      'each of the 40 cards is in exactly one place',
    );
    for (const p of after.field) {
      const stack = p.length === 3 && p.every((c) => monthOf(c) === monthOf(p[0]!) && c !== LIGHTNING);
      check(p.length === 1 || stack, `field pile ${p.join()} is a card or a triplet of one month`);
    }
  }
  check(after.totals[0]! + after.totals[1]! === 0, 'zero-sum totals');
  for (const s of [0, 1]) {
    const v = mushi.view(after, s) as MushiView;
    expectViewHides(v, [...after.hands[1 - s]!, ...after.stock], `view of seat ${s}`);
    check(v.hand.length + v.opponentHandCount === after.hands[0]!.length + after.hands[1]!.length, 'hand counts');
    check(v.standing[0]! + v.standing[1]! === 0, 'standing is zero-sum');
    const pile = s === after.turn ? [...after.captured[s]!, ...after.current.pending] : after.captured[s]!;
    check(v.captured[s]!.length === pile.length, 'the view shows the pile with this turn’s captures');
    if (s === 0) {
      // What the table shows, against the reference scorer (M8, M10): card points, yaku, standing.
      const yt = v.captured.map((p) => refTotal(refMushi(p, v.options)));
      const pts = v.captured.map(cardPoints);
      for (const p of [0, 1]) {
        check(v.points[p] === pts[p], `card points of seat ${p}: ${v.points[p]} shown, ${pts[p]} by the rulings`);
        check(
          table(v.yaku[p]!) === table(refMushi(v.captured[p]!, v.options)),
          `yaku of seat ${p}: ${table(v.yaku[p]!)}`,
        );
        check(v.yakuTotals[p] === yt[p], `yaku total of seat ${p}`);
        check(v.standing[p] === (pts[p]! - pts[1 - p]!) / 2 + yt[p]! - yt[1 - p]!, `standing of seat ${p}`);
      }
    }
  }
  checkPlacement(before, after, move);
  if (after.history.length > before.history.length) checkRoundEnd(before, after);
  if (move.type === 'next-round' && before.phase === 'round-over') {
    const sc = before.history.at(-1)!.scores;
    expect(after.dealer, 'the higher round score deals; a tie keeps the dealer').toBe(
      sc[0] === sc[1] ? before.dealer : sc[0]! > sc[1]! ? 0 : 1,
    );
    expect(after.round).toBe(before.round + 1);
    expect(after.hands.map((h) => h.length)).toEqual([8, 8]);
    expect(after.stock).toHaveLength(16);
  }
  void seat;
}

/** The end of a round: all 230 points handed out, the hand-overs as M7 says, the score as M9 says. */
function checkRoundEnd(before: MushiState, after: MushiState): void {
  const rec = after.history.at(-1)!;
  expect(after.field).toEqual([]);
  expect(after.captured.flat().sort()).toEqual([...MUSHI_DECK].sort());
  expect(rec.points[0]! + rec.points[1]!).toBe(230);
  expect(rec.scores[0]! + rec.scores[1]!).toBe(0);
  // The round score of the rulings (M9), from the piles the players see at the round's end.
  const v = mushi.view(after, 0) as MushiView;
  expect(rec.points).toEqual(v.captured.map(cardPoints));
  expect(rec.scores, 'card points − 115 + own yaku − the opponent’s yaku').toEqual(
    refMushiRound(v.captured, v.options),
  );
  expect(mushi.status(after).lastRound?.scores).toEqual(refMushiRound(v.captured, v.options));
  for (const seat of [0, 1])
    expect(rec.details.filter((d) => d.seat === seat).reduce((t, d) => t + d.points, 0)).toBe(rec.scores[seat]);
  for (const h of rec.handovers) {
    if (h.why === 'willow') expect(h.cards.length === 1 && isPlainWillow(h.cards[0]!)).toBe(true);
    if (h.why === 'lightning-leftover') {
      expect(after.lightning).toBeDefined();
      expect(h.seat).toBe(after.lightning!.seat);
      expect(h.cards.every((c) => monthOf(c) === monthOf(after.lightning!.mate))).toBe(true);
    }
  }
  // The last Willow goes to the holder of the other two: that player ends with all three.
  const willowHandover = rec.handovers.find((h) => h.why === 'willow');
  if (willowHandover) expect(after.captured[willowHandover.seat]!.filter(isPlainWillow)).toHaveLength(3);
  if (!after.lightning) expect(rec.handovers.some((h) => h.why === 'lightning-leftover')).toBe(false);
  expect(after.totals).toEqual(before.totals.map((t, i) => t + rec.scores[i]!));
}

function randomOptions(seed: string): Partial<MushiOptions> {
  let r = rngFromSeed(`options:${seed}`);
  const pick = <T>(xs: readonly T[]): T => {
    const [k, n] = nextInt(r, xs.length);
    r = n;
    return xs[k]!;
  };
  return {
    rounds: pick([6, 6, 12] as const),
    five_lights: pick([true, false]),
    four_pairs_misdeal: pick([true, false]),
    drawn_lightning_leftover: pick(['taker', 'dealer'] as const),
  };
}

function run(o: PlaythroughOptions) {
  const result = playthrough(mushi, {
    ...o,
    deepEvery: 6,
    onStep: (b, seat, m, a) => checkStep(b as MushiState, seat, m as MushiMove, a as MushiState),
  });
  expect(result.finished).toBe(true);
  return result;
}

describe('Mushi random matches', () => {
  it('keep every contract and rule invariant over 60 six-round matches with the default rules', {
    timeout: 180_000,
  }, () => {
    let rounds = 0;
    let turns = 0;
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const o: PlaythroughOptions = { players: 2, seed: `mu-${i}`, options: { rounds: 6 } };
      const res = run(o);
      const s = res.state as MushiState;
      rounds += s.history.length;
      turns += res.moves.filter((m) => (m.move as MushiMove).type === 'play').length;
      for (const h of s.history) for (const x of h.handovers) seen.add(x.why);
      expect(s.history).toHaveLength(6);
      if (i % 10 === 0) expectReplayDeterministic(mushi, o, res);
    }
    expect(rounds).toBe(360);
    expect(turns, 'each player has exactly 8 turns a round').toBe(360 * 16);
    expect(seen.has('willow') && seen.has('lightning-leftover')).toBe(true);
  });

  it('keep every invariant with random option sets and stacked first deals', { timeout: 180_000 }, () => {
    let r = rngFromSeed('stacked');
    for (let i = 0; i < 24; i++) {
      const seed = `mo-${i}`;
      let deck: string[] | undefined;
      if (i % 2 === 0) {
        deck = [...MUSHI_DECK];
        for (let k = deck.length - 1; k > 0; k--) {
          const [j, n] = nextInt(r, k + 1);
          r = n;
          [deck[k], deck[j]] = [deck[j]!, deck[k]!];
        }
      }
      const o: PlaythroughOptions = { players: 2, seed, options: randomOptions(seed), ...(deck ? { deck } : {}) };
      const res = run(o);
      if (i % 8 === 0) expectReplayDeterministic(mushi, o, res);
    }
  });
});
