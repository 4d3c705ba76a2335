import { describe, expect, it } from 'vitest';
import {
  classCountsOf,
  LIGHTNING,
  mushi,
  mushiHandovers,
  mushiPoints,
  mushiYaku,
  nextMushiDealer,
  scoreMushiRound,
  MUSHI_DEFAULTS,
  type MushiRoundRecord,
  type MushiState,
  type MushiView,
} from '../../../src/games/hanafuda/mushi.ts';
import { dealerDrawRank, layField } from '../../../src/games/hanafuda/capture.ts';
import { GROUPS, monthCards, MUSHI_DECK } from '../../../src/games/hanafuda/cards.ts';
import { said } from './said.ts';

const rest = (pile: string[]) => MUSHI_DECK.filter((c) => !pile.includes(c));
const ids = (ys: { id: string; points: number }[]) => Object.fromEntries(ys.map((y) => [y.id, y.points]));

describe('Mushi card values and yaku (M8, M10)', () => {
  it('counts 20/10/5/1, the Lightning as a 1-point chaff: 230 in the deck, 115 a half', () => {
    expect(mushiPoints(['jan-bright', 'feb-animal', 'jan-ribbon', 'jan-chaff-1', LIGHTNING])).toBe(37);
    expect(mushiPoints(MUSHI_DECK)).toBe(230);
    expect(classCountsOf(MUSHI_DECK)).toEqual({ bright: 5, animal: 7, ribbon: 8, chaff: 20 });
  });

  it('scores Five Lights 30, Three Lights 25 (crane, warbler, curtain), Wisteria Row 10, Paulownia Row 10, all stacking', () => {
    expect(ids(mushiYaku([...GROUPS.brights]))).toEqual({ 'five-lights': 30 });
    expect(ids(mushiYaku(['jan-bright', 'feb-animal', 'mar-bright']))).toEqual({ 'three-lights': 25 });
    expect(ids(mushiYaku(monthCards(4)))).toEqual({ 'wisteria-row': 10 });
    expect(ids(mushiYaku(monthCards(12)))).toEqual({ 'paulownia-row': 10 });
    const all = [...GROUPS.brights, 'feb-animal', ...monthCards(4), ...monthCards(12)];
    expect(ids(mushiYaku(all))).toEqual({
      'five-lights': 30,
      'three-lights': 25,
      'wisteria-row': 10,
      'paulownia-row': 10,
    });
  });

  it('drops Five Lights under the three-yaku option', () => {
    const all = [...GROUPS.brights, 'feb-animal', ...monthCards(4), ...monthCards(12)];
    expect(ids(mushiYaku(all, { five_lights: false }))).toEqual({
      'three-lights': 25,
      'wisteria-row': 10,
      'paulownia-row': 10,
    });
  });

  it('never lets the Lightning stand in for a yaku card, nor the Rain Man for the warbler', () => {
    expect(mushiYaku([LIGHTNING, 'jan-bright', 'mar-bright'])).toEqual([]);
    expect(mushiYaku([LIGHTNING, 'apr-animal', 'apr-ribbon', 'apr-chaff-1'])).toEqual([]);
    expect(mushiYaku([LIGHTNING, 'dec-bright', 'dec-chaff-1', 'dec-chaff-2'])).toEqual([]);
    expect(mushiYaku([LIGHTNING, 'jan-bright', 'mar-bright', 'aug-bright', 'dec-bright'])).toEqual([]);
    expect(mushiYaku(['nov-bright', 'jan-bright', 'mar-bright'])).toEqual([]);
  });
});

describe('Mushi round score (M9): card points − 115 + own yaku − opponent yaku', () => {
  // Fuda Wiki's worked example: 2 brights, 3 animals, 3 ribbons, 10 chaff and Three Lights against Four Wisterias.
  const a = [
    'jan-bright',
    'mar-bright',
    'feb-animal',
    'may-animal',
    'aug-animal',
    'jan-ribbon',
    'feb-ribbon',
    'mar-ribbon',
    'jan-chaff-1',
    'jan-chaff-2',
    'feb-chaff-1',
    'feb-chaff-2',
    'mar-chaff-1',
    'mar-chaff-2',
    'may-chaff-1',
    'may-chaff-2',
    'aug-chaff-1',
    'dec-chaff-1',
  ];

  it('reproduces the worked example: 95 card points, own 25, opponent 10 gives −5 (and +5)', () => {
    const r = scoreMushiRound([a, rest(a)]);
    expect(r.points).toEqual([95, 135]);
    expect(r.yaku.map(ids)).toEqual([{ 'three-lights': 25 }, { 'wisteria-row': 10 }]);
    expect(r.scores).toEqual([-5, 5]);
  });

  it('is zero-sum, one detail line per item, the lines adding up to each score', () => {
    const b = [
      'apr-animal',
      'apr-ribbon',
      'apr-chaff-1',
      'apr-chaff-2',
      'dec-bright',
      'dec-chaff-1',
      'dec-chaff-2',
      'dec-chaff-3',
      ...GROUPS.brights.filter((c) => c !== 'dec-bright'),
    ];
    const r = scoreMushiRound([b, rest(b)]);
    expect(r.scores[0]! + r.scores[1]!).toBe(0);
    expect(r.scores[0]).toBe(mushiPoints(b) - 115 + 30 + 10 + 10);
    for (const seat of [0, 1]) {
      const lines = r.details.filter((d) => d.seat === seat);
      expect(lines.reduce((t, d) => t + d.points, 0)).toBe(r.scores[seat]);
    }
    expect(r.details.filter((d) => d.seat === 1).map((d) => [d.id, d.points])).toEqual([
      ['card-points', mushiPoints(rest(b)) - 115],
      ['opponent-five-lights', -30],
      ['opponent-wisteria-row', -10],
      ['opponent-paulownia-row', -10],
    ]);
  });

  it('an even split with no yaku scores nothing', () => {
    // 115 points each, and neither side holds a whole yaku.
    const half = [
      'jan-bright',
      'aug-bright',
      'feb-animal',
      'may-animal',
      'sep-animal',
      'oct-animal',
      'jan-ribbon',
      'feb-ribbon',
      'mar-ribbon',
      'apr-ribbon',
      'may-ribbon',
      'jan-chaff-1',
      'jan-chaff-2',
      'feb-chaff-1',
      'feb-chaff-2',
      'mar-chaff-1',
      'mar-chaff-2',
      'may-chaff-1',
      'may-chaff-2',
      'aug-chaff-1',
      'dec-chaff-1',
    ];
    expect(mushiPoints(half)).toBe(115);
    expect(mushiYaku(half)).toEqual([]);
    expect(mushiYaku(rest(half))).toEqual([]);
    expect(scoreMushiRound([half, rest(half)]).scores).toEqual([0, 0]);
  });
});

describe('Mushi end-of-round hand-overs (M7)', () => {
  it('gives the last Willow to the holder of the other two, the Lightning month’s odd card to its user, the rest to the dealer', () => {
    const r = mushiHandovers({
      dealer: 1,
      field: layField(['nov-ribbon', 'oct-chaff-2', 'mar-chaff-2']),
      captured: [
        ['nov-bright', 'nov-animal', LIGHTNING, 'oct-animal'],
        ['oct-ribbon', 'oct-chaff-1'],
      ],
      lightning: { seat: 0, mate: 'oct-animal', by: 'lightning' },
    });
    expect(r.handovers).toEqual([
      { seat: 0, cards: ['nov-ribbon'], why: 'willow' },
      { seat: 0, cards: ['oct-chaff-2'], why: 'lightning-leftover' },
      { seat: 1, cards: ['mar-chaff-2'], why: 'stranded' },
    ]);
    expect(r.captured[0]).toEqual(expect.arrayContaining(['nov-ribbon', 'oct-chaff-2']));
  });

  it('gives the Willow to seat 2 when seat 2 holds the pair, whoever used the Lightning', () => {
    const r = mushiHandovers({
      dealer: 0,
      field: layField(['nov-bright', 'jan-chaff-2']),
      captured: [
        [LIGHTNING, 'jan-bright'],
        ['nov-animal', 'nov-ribbon'],
      ],
      lightning: { seat: 0, mate: 'jan-bright', by: 'lightning' },
    });
    expect(r.handovers).toEqual([
      { seat: 1, cards: ['nov-bright'], why: 'willow' },
      { seat: 0, cards: ['jan-chaff-2'], why: 'lightning-leftover' },
    ]);
  });

  it('gives a stranded Lightning and everything left with it to the dealer', () => {
    const r = mushiHandovers({
      dealer: 1,
      field: layField([LIGHTNING, 'nov-animal']),
      captured: [['nov-bright', 'nov-ribbon'], []],
    });
    expect(r.handovers).toEqual([
      { seat: 0, cards: ['nov-animal'], why: 'willow' },
      { seat: 1, cards: [LIGHTNING], why: 'stranded' },
    ]);
  });

  it('after a drawn card took the Lightning, the odd card of its month goes to that player, or under the option to the dealer', () => {
    const base = {
      dealer: 0,
      field: layField(['feb-chaff-2']),
      captured: [
        ['feb-animal', 'feb-ribbon'],
        ['feb-chaff-1', LIGHTNING],
      ],
      lightning: { seat: 1, mate: 'feb-chaff-1', by: 'drawn' as const },
    };
    expect(mushiHandovers(base).handovers).toEqual([{ seat: 1, cards: ['feb-chaff-2'], why: 'lightning-leftover' }]);
    expect(mushiHandovers({ ...base, options: { drawn_lightning_leftover: 'dealer' } }).handovers).toEqual([
      { seat: 0, cards: ['feb-chaff-2'], why: 'stranded' },
    ]);
  });
});

describe('Mushi hand-overs: the edges of M7', () => {
  it('the last Willow goes to the dealer when its other two are split between the players', () => {
    const r = mushiHandovers({
      dealer: 1,
      field: layField(['nov-ribbon']),
      captured: [['nov-bright'], ['nov-animal']],
    });
    expect(r.handovers).toEqual([{ seat: 1, cards: ['nov-ribbon'], why: 'stranded' }]);
  });
  it('the dealer option takes only what a drawn card left: the Lightning played from hand keeps its odd card', () => {
    const r = mushiHandovers({
      dealer: 0,
      field: layField(['feb-chaff-2']),
      captured: [[], ['feb-chaff-1', LIGHTNING]],
      lightning: { seat: 1, mate: 'feb-chaff-1', by: 'lightning' },
      options: { drawn_lightning_leftover: 'dealer' },
    });
    expect(r.handovers).toEqual([{ seat: 1, cards: ['feb-chaff-2'], why: 'lightning-leftover' }]);
  });
  it('the piles of the state passed in are left as they were (the round before the end still shows them)', () => {
    const captured = [['nov-bright', 'nov-animal'], ['jan-bright']];
    const r = mushiHandovers({ dealer: 1, field: layField(['nov-ribbon', 'mar-chaff-2']), captured });
    expect(r.captured).toEqual([
      ['nov-bright', 'nov-animal', 'nov-ribbon'],
      ['jan-bright', 'mar-chaff-2'],
    ]);
    expect(captured).toEqual([['nov-bright', 'nov-animal'], ['jan-bright']]);
  });
});

/** Play a stacked first round to its end with the first legal move each time. */
function firstRound(seed: string): MushiState {
  let s = mushi.setup({ players: 2, seed, deck: shuffled(seed) });
  while (s.phase !== 'round-over') {
    const seat = mushi.actors(s)[0]!;
    s = mushi.play(s, seat, mushi.legalMoves(s, seat)[0]!);
  }
  return s;
}

/** A valid stacked deck derived from a seed (a deal that is not a misdeal). */
function shuffled(seed: string): string[] {
  const s = mushi.setup({ players: 2, seed });
  const d = mushi.play(s, 0, { type: 'next-round' });
  return [...d.hands[0]!, ...d.hands[1]!, ...d.field.flat(), ...d.stock];
}

describe('Mushi round end and match flow (M7, M9, M11)', () => {
  it('ends after 16 turns with every card captured, scores the round and records it for the score sheet', () => {
    for (const seed of ['r1', 'r2', 'r3', 'r4']) {
      const s = firstRound(seed);
      const rec = s.history[0]!;
      expect(s.field).toEqual([]);
      expect(s.captured.flat().sort()).toEqual([...MUSHI_DECK].sort());
      expect(rec.points[0]! + rec.points[1]!).toBe(230);
      const expected = scoreMushiRound(s.captured);
      expect(rec.scores).toEqual(expected.scores);
      expect(rec.details).toEqual(expected.details);
      expect(s.totals).toEqual(rec.scores);
      expect(rec.name).toEqual({ kind: 'round', n: 1 });
      expect(said(rec.events)).toMatch(
        /^Player 1: \d+ card points − 115.* = [+−0][\d]*; Player 2: \d+ card points − 115.* = [+−0][\d]*\.$/,
      );
      const st = mushi.status(s);
      expect(st.phase).toBe('round-over');
      expect(st.lastRound).toEqual({
        scores: rec.scores,
        details: rec.details,
        name: { kind: 'round', n: 1 },
        events: rec.events,
      });
      const v = mushi.view(s, 1) as MushiView;
      expect(v.lastRound?.handovers).toEqual(rec.handovers);
      expect(v.history[0]).not.toHaveProperty('handovers');
      expect(mushi.actors(s)).toEqual([0, 1]);
      expect(mushi.legalMoves(s, 1)).toEqual([{ type: 'next-round' }]);
    }
  });

  it('lets the higher round score deal next; on a tie the dealer stays', () => {
    for (const seed of ['d1', 'd2', 'd3', 'd4', 'd5']) {
      const s = firstRound(seed);
      const sc = s.history[0]!.scores;
      const next = mushi.play(s, 1, { type: 'next-round' });
      expect(next.dealer).toBe(sc[0] === sc[1] ? 0 : sc[0]! > sc[1]! ? 0 : 1);
      expect(next.turn).toBe(next.dealer);
      expect(next.round).toBe(2);
      expect(said(next.events)).toMatch(/^Round 2 is dealt; Player \d deals\./);
    }
    const rec = (scores: number[]) => ({ scores }) as MushiRoundRecord;
    expect(nextMushiDealer({ dealer: 1, history: [rec([0, 0])] })).toBe(1);
    expect(nextMushiDealer({ dealer: 0, history: [rec([0, 0])] })).toBe(0);
    expect(nextMushiDealer({ dealer: 0, history: [rec([-7, 7])] })).toBe(1);
    expect(nextMushiDealer({ dealer: 1, history: [rec([12, -12])] })).toBe(0);
  });

  it('plays 12 rounds by default and 6 under the option, then the match is over', () => {
    for (const rounds of [6, 12] as const) {
      let s = mushi.setup({ players: 2, seed: `len-${rounds}`, options: rounds === 6 ? { rounds } : {} });
      while (mushi.status(s).phase !== 'match-over') {
        const seat = mushi.actors(s)[0]!;
        s = mushi.play(s, seat, mushi.legalMoves(s, seat)[0]!);
      }
      expect(s.history.map((h) => h.name)).toEqual(
        Array.from({ length: rounds }, (_, i) => ({ kind: 'round', n: i + 1 })),
      );
      expect(s.totals).toEqual([0, 1].map((seat) => s.history.reduce((t, h) => t + h.scores[seat]!, 0)));
      expect(mushi.actors(s)).toEqual([]);
      expect(mushi.legalMoves(s, 0)).toEqual([]);
      expect(mushi.status(s).phase).toBe('match-over');
    }
  });

  it('draws for the first dealer when no deck is stacked: the earliest month deals and plays first', () => {
    for (const seed of ['dd1', 'dd2', 'dd3']) {
      const s = mushi.setup({ players: 2, seed });
      expect(s.phase).toBe('dealer-draw');
      const v = mushi.view(s, 0) as MushiView;
      const last = v.dealerDraw!.rounds.at(-1)!;
      const best = last.reduce((a, b) => (dealerDrawRank(a.card) <= dealerDrawRank(b.card) ? a : b));
      expect(v.dealerDraw!.dealer).toBe(best.seat);
      expect(mushi.actors(s)).toEqual([0, 1]);
      const dealt = mushi.play(s, 1, { type: 'next-round' });
      expect(dealt.round).toBe(1);
      expect(dealt.dealer).toBe(best.seat);
      expect(mushi.actors(dealt)).toEqual([best.seat]);
      expect(dealt.hands.flat().length + dealt.field.flat().length + dealt.stock.length).toBe(40);
    }
  });

  it('defaults to the rulings: 12 rounds, Five Lights on, no four-pairs misdeal, the odd card to the taker', () => {
    expect(MUSHI_DEFAULTS).toEqual({
      rounds: 12,
      five_lights: true,
      four_pairs_misdeal: false,
      drawn_lightning_leftover: 'taker',
    });
    expect(mushi.defaultOptions).toBe(MUSHI_DEFAULTS);
    expect(mushi.players).toEqual({ min: 2, max: 2 });
    expect(mushi.id).toBe('mushi');
  });
});
