import { describe, expect, it } from 'vitest';
import { HANAFUDA_DECK, monthOf } from '../../../src/games/hanafuda/cards.ts';
import { fieldCards } from '../../../src/games/hanafuda/capture.ts';
import {
  higobana,
  teamOfSeat,
  type HigoBanaOptions,
  type HigoBanaState,
  type HigoBanaView,
} from '../../../src/games/hanafuda/higobana.ts';
import { roundCardPlaces } from '../../../src/games/hanafuda/round.ts';
import { refHigoBana, refHigoBanaCardPoints, type RefYaku } from './yaku.reference.ts';
import {
  expectReplayDeterministic,
  expectViewHides,
  playthrough,
  type PlaythroughOptions,
} from '../../helpers/contract.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';

const DECK = new Set(HANAFUDA_DECK);

/** The card ids `seat` must not see: the other hands and the stock (the whole undealt deck before round 1). */
function hiddenFrom(s: HigoBanaState, seat: number): string[] {
  return [...s.hands.filter((_, i) => i !== seat).flat(), ...s.stock];
}

/** Invariants checked after every move of a random match. */
function checkStep(before: HigoBanaState, seat: number, move: { type: string }, after: HigoBanaState): void {
  const places = roundCardPlaces(after);
  expect(places.length, 'every card is somewhere').toBe(48);
  expect(new Set(places).size, 'no card is in two places').toBe(48);
  if (places.some((c) => !DECK.has(c)))
    expect(
      places.filter((c) => !DECK.has(c)),
      'cards not in the deck',
    ).toEqual([]);
  const teamOf = (s: number) => teamOfSeat(s, after.players, after.options.teams);
  for (let s = 0; s < after.players; s++) {
    if (teamOf(s) !== s) expect(after.totals[s], 'partners share their match points').toBe(after.totals[teamOf(s)]);
  }
  // Views: my hand, the others' counts, nothing hidden (two seats per step keeps this fast).
  for (const s of [seat, (seat + 1) % after.players]) {
    const v = higobana.view(after, s) as HigoBanaView;
    expectViewHides(v, hiddenFrom(after, s), `view of seat ${s}`);
    expect(v.hand.length).toBe(after.hands[s]!.length);
    expect(v.sides.reduce((n, x) => n + x.captured.length, 0)).toBe(after.captured.flat().length);
  }
  if (after.phase === 'play')
    expect(after.hands[after.turn]!.length, 'a turn starts with a play only with cards in hand').toBeGreaterThan(0);
  if (!after.options.hiki) expect(move.type).not.toBe('hiki');
  if (after.gaji && (after.phase === 'play' || after.phase === 'draw') && after.turn !== after.gaji.seat) {
    expect(after.captured[teamOf(after.gaji.seat)], "the Gaji sits in its user's pile").toContain('nov-chaff-1');
  }
  if (move.type === 'next-round' && before.phase === 'round-over') {
    const last = before.history[before.history.length - 1]!;
    expect(after.dealer, 'the round winner deals').toBe(last.winner);
    expect(after.round).toBe(before.round + 1);
  }
  if (after.history.length > before.history.length) checkRoundEnd(after);
}

const table = (ys: readonly RefYaku[]) => Object.fromEntries(ys.map((y) => [y.id, y.points]));

/** Each side's round score by the rulings (H4, H6, H11), from the piles a player sees. */
function refSides(v: HigoBanaView): { cardPoints: number; yaku: Record<string, number>; score: number }[] {
  const yaku = v.sides.map((x) => refHigoBana(x.captured));
  const all = yaku.reduce((n, y) => n + y.length, 0);
  return v.sides.map((x, t) => {
    const cardPoints = x.captured.reduce((sum, c) => sum + refHigoBanaCardPoints(c, v.options.values), 0);
    const own = v.options.own_yaku ? 50 * yaku[t]!.length : 0;
    return { cardPoints, yaku: table(yaku[t]!), score: cardPoints + own - 50 * (all - yaku[t]!.length) };
  });
}

/** What a finished round must look like. */
function checkRoundEnd(s: HigoBanaState): void {
  const r = s.history[s.history.length - 1]!;
  const v = higobana.view(s, 0) as HigoBanaView;
  const want = refSides(v);
  expect(
    r.sides.map((x) => ({ cardPoints: x.cardPoints, yaku: table(x.yaku), score: x.score })),
    'the round scores of the rulings',
  ).toEqual(want);
  expect(v.sides.map((x) => ({ cardPoints: x.cardPoints, yaku: table(x.yaku), score: x.score }))).toEqual(want);
  expect(s.stock, 'a round ends with the stock empty').toEqual([]);
  if (s.gaji)
    expect(
      fieldCards(s.field).filter((c) => monthOf(c) === s.gaji!.month),
      'the Gaji user took the rest of its month',
    ).toEqual([]);
  const scores = r.sides.map((x) => x.score);
  const best = Math.max(...scores);
  expect(r.sides[r.winnerTeam]!.score).toBe(best);
  expect(teamOfSeat(r.winner, s.players, s.options.teams)).toBe(r.winnerTeam);
  for (const x of r.sides) {
    expect(x.score).toBe(x.cardPoints + x.ownYakuPoints - x.penalty);
    const others = r.sides.filter((o) => o !== x).reduce((n, o) => n + o.yaku.length, 0);
    expect(x.penalty).toBe(50 * others);
  }
  for (let seat = 0; seat < s.players; seat++) {
    const team = teamOfSeat(seat, s.players, s.options.teams);
    if (s.options.scoring === 'cumulative') expect(r.scores[seat]).toBe(scores[team]);
    else expect(r.scores[seat]).toBe(team === r.winnerTeam ? r.victory : 0);
  }
  const lead = best - Math.max(...scores.filter((_, t) => t !== r.winnerTeam));
  if (s.options.scoring === 'basa') expect(r.victory).toBe(lead >= 100 ? 2 : 1);
  if (s.options.scoring === 'chu-basa') expect(r.victory).toBe(lead >= 100 ? 3 : lead >= 50 ? 2 : 1);
  expect(r.events.length).toBeGreaterThan(0);
}

function randomOptions(seed: string, players: number): Partial<HigoBanaOptions> {
  let r = rngFromSeed(`options:${seed}`);
  const pick = <T>(xs: readonly T[]): T => {
    const [k, n] = nextInt(r, xs.length);
    r = n;
    return xs[k]!;
  };
  const teams: HigoBanaOptions['teams'][] =
    players === 6 ? ['none', 'pairs', 'triples'] : players === 4 ? ['none', 'pairs'] : ['none'];
  return {
    values: pick(['seed', 'hawaiian'] as const),
    own_yaku: pick([true, false]),
    three_card: pick([true, false]),
    hiki: pick([true, true, false]),
    teams: pick(teams),
    scoring: pick(['basa', 'chu-basa', 'cumulative'] as const),
    rounds: pick([1, 2, 3]),
  };
}

function run(o: PlaythroughOptions, spy?: (after: HigoBanaState) => void) {
  const onStep = (b: unknown, seat: number, m: unknown, a: unknown) => {
    checkStep(b as HigoBanaState, seat, m as { type: string }, a as HigoBanaState);
    spy?.(a as HigoBanaState);
  };
  const result = playthrough(higobana, { ...o, deepEvery: 5, onStep });
  expect(result.finished).toBe(true);
  return result;
}

describe('Higo-Bana random matches', () => {
  for (const players of [2, 3, 4, 5, 6, 7]) {
    it(`keep every contract invariant at ${players} players over 25 matches with random options`, {
      timeout: 60_000,
    }, () => {
      const seen = { gaji: 0, hiki: 0, threeCard: 0, basa: 0 };
      for (let i = 0; i < 25; i++) {
        const seed = `hb-${players}-${i}`;
        const o: PlaythroughOptions = { players, seed, options: randomOptions(seed, players) };
        const res = run(o, (a) => {
          if (a.events.some((e) => e.kind === 'three-card')) seen.threeCard++;
        });
        const s = res.state as HigoBanaState;
        expect(higobana.status(s).phase).toBe('match-over');
        expect(s.history).toHaveLength(s.options.rounds);
        for (const m of res.moves) if ((m.move as { type: string }).type === 'hiki') seen.hiki++;
        for (const h of s.history) if (h.kind === 'basa') seen.basa++;
        const v = higobana.view(s, 0) as HigoBanaView;
        expect(v.winners!.length).toBeGreaterThan(0);
        if (s.gaji) seen.gaji++;
        if (i % 6 === 0) expectReplayDeterministic(higobana, o, res);
      }
      expect(seen.gaji, 'the Gaji is used as a wild card in some matches').toBeGreaterThan(0);
      expect(seen.threeCard, 'the three-card rule happens').toBeGreaterThan(0);
      if (players <= 3) expect(seen.hiki, 'hiki are declared').toBeGreaterThan(0);
      if (players <= 3) expect(seen.basa, 'some rounds are won by 100 or more').toBeGreaterThan(0);
    });
  }

  it('play whole default matches from stacked first deals at every player count', { timeout: 60_000 }, () => {
    let r = rngFromSeed('stacked');
    for (const players of [2, 3, 4, 5, 6, 7]) {
      const deck = [...HANAFUDA_DECK];
      for (let k = deck.length - 1; k > 0; k--) {
        const [j, n] = nextInt(r, k + 1);
        r = n;
        [deck[k], deck[j]] = [deck[j]!, deck[k]!];
      }
      const o: PlaythroughOptions = { players, seed: `st-${players}`, deck, options: { rounds: 3 } };
      const res = run(o);
      const s = res.state as HigoBanaState;
      expect(s.history.map((h) => h.name)).toEqual([1, 2, 3].map((n) => ({ kind: 'round', n })));
      expect(
        s.totals.reduce((a, b) => a + b, 0),
        'one side scores victory points each round',
      ).toBeGreaterThanOrEqual(3);
      expectReplayDeterministic(higobana, o, res);
    }
  });
});
