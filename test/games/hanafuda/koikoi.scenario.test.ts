import { describe, expect, it } from 'vitest';
import { monthCards } from '../../../src/games/hanafuda/cards.ts';
import {
  koikoi,
  koikoiIds,
  koikoiOptionsSpec,
  KOIKOI_DEFAULTS,
  type KoiKoiMove,
  type KoiKoiOptions,
  type KoiKoiState,
  type KoiKoiView,
} from '../../../src/games/hanafuda/koikoi.ts';
import { expectRefused } from '../../helpers/contract.ts';
import { presetOptions } from '../../../src/engine/options.ts';
import { said } from './said.ts';
import { stackDeck2 as stackDeck } from './stack.ts';

const view = (s: KoiKoiState, seat: number) => koikoi.view(s, seat) as KoiKoiView;
const play = (s: KoiKoiState, seat: number, move: KoiKoiMove) => koikoi.play(s, seat, move);

// The main scenario (seat 0 deals and plays first).
const H0 = [
  'mar-bright',
  'jan-bright',
  'aug-bright',
  'dec-bright',
  'may-chaff-1',
  'feb-chaff-1',
  'apr-chaff-1',
  'nov-animal',
];
const H1 = [
  'jun-ribbon',
  'sep-ribbon',
  'jul-chaff-1',
  'nov-chaff-1',
  'oct-ribbon',
  'apr-animal',
  'may-animal',
  'feb-animal',
];
const FIELD = [
  'mar-ribbon',
  'mar-chaff-1',
  'mar-chaff-2',
  'jun-chaff-1',
  'jun-chaff-2',
  'oct-chaff-1',
  'oct-chaff-2',
  'jan-chaff-1',
];
const STOCK = [
  'dec-chaff-1',
  'aug-chaff-1',
  'oct-animal',
  'sep-chaff-1',
  'feb-ribbon',
  'may-chaff-2',
  'apr-ribbon',
  'nov-ribbon',
  'sep-chaff-2',
];

function mainRound(lastDraw: string, options: Partial<KoiKoiOptions> = {}) {
  const deck = stackDeck(H0, H1, FIELD, [...STOCK, lastDraw]);
  let s = koikoi.setup({ players: 2, seed: 'scenario', deck, options });
  const log: string[] = [];
  const step = (seat: number, move: KoiKoiMove) => {
    s = play(s, seat, move);
    log.push(said(s.events));
  };
  return {
    get s() {
      return s;
    },
    step,
    log,
  };
}

describe('Koi-Koi: a whole round with a stacked deck', () => {
  it('deals 8/8/8 from the stacked deck, stacks the dealt triplet, and seat 0 deals without a draw', () => {
    const s = koikoi.setup({ players: 2, seed: 'x', deck: stackDeck(H0, H1, FIELD, STOCK) });
    const v = view(s, 0);
    expect(v.phase).toBe('play');
    expect(v.dealer).toBe(0);
    expect(v.turn).toBe(0);
    expect(v.dealerDraw).toBeUndefined();
    expect(v.hand).toEqual([
      'jan-bright',
      'feb-chaff-1',
      'mar-bright',
      'apr-chaff-1',
      'may-chaff-1',
      'aug-bright',
      'nov-animal',
      'dec-bright',
    ]);
    expect(v.opponentHandCount).toBe(8);
    expect(v.stockCount).toBe(24);
    expect(v.field[0]).toEqual({ cards: ['mar-ribbon', 'mar-chaff-1', 'mar-chaff-2'], stacked: true });
    expect(v.field.filter((p) => !p.stacked).map((p) => p.cards[0])).toEqual([
      'jun-chaff-1',
      'jun-chaff-2',
      'oct-chaff-1',
      'oct-chaff-2',
      'jan-chaff-1',
    ]);
    expect(v.month).toBe(1);
    expect(v.rounds).toBe(12);
  });

  it('plays captures, choices, koi-koi twice and a doubled stop, then passes the deal to the winner', () => {
    const r = mainRound('dec-chaff-3');
    // T1: the fourth March card takes the stacked triplet; the drawn card stays.
    r.step(0, { type: 'play', card: 'mar-bright' });
    expect(koikoiIds(r.s).current.pending).toEqual(['mar-bright', 'mar-ribbon', 'mar-chaff-1', 'mar-chaff-2']);
    expect(r.s.phase).toBe('draw');
    r.step(0, { type: 'draw' });
    expect(view(r.s, 1).captured[0]).toEqual(['mar-bright', 'mar-ribbon', 'mar-chaff-1', 'mar-chaff-2']);
    expect(view(r.s, 1).field.map((p) => p.cards[0])).toContain('dec-chaff-1');
    expect(r.s.turn).toBe(1);
    // T2: two June cards on the field: seat 1 must choose.
    r.step(1, { type: 'play', card: 'jun-ribbon' });
    expect(r.s.phase).toBe('choose-hand');
    expect(koikoi.legalMoves(r.s, 1)).toEqual([
      { type: 'capture', target: 'jun-chaff-1' },
      { type: 'capture', target: 'jun-chaff-2' },
    ]);
    expect(view(r.s, 0).choice).toEqual({
      card: 'jun-ribbon',
      source: 'hand',
      targets: ['jun-chaff-1', 'jun-chaff-2'],
    });
    r.step(1, { type: 'capture', target: 'jun-chaff-2' });
    r.step(1, { type: 'draw' });
    expect(koikoiIds(r.s).captured[1]).toEqual(['jun-ribbon', 'jun-chaff-2']);
    // T3: the drawn deer matches two October chaff: a choice on the draw.
    r.step(0, { type: 'play', card: 'jan-bright' });
    r.step(0, { type: 'draw' });
    expect(r.s.phase).toBe('choose-draw');
    expect(view(r.s, 0).drawn).toBe('oct-animal');
    expect(view(r.s, 1).drawn).toBe('oct-animal');
    r.step(0, { type: 'capture', target: 'oct-chaff-2' });
    expect(r.s.turn).toBe(1);
    expect(view(r.s, 1).lastTurn).toEqual({
      seat: 0,
      placements: [
        { card: 'jan-bright', source: 'hand', matched: ['jan-chaff-1'], took: ['jan-chaff-1'] },
        { card: 'oct-animal', source: 'draw', matched: ['oct-chaff-1', 'oct-chaff-2'], took: ['oct-chaff-2'] },
      ],
    });
    // T4: the September ribbon stays; the drawn September chaff takes it.
    r.step(1, { type: 'play', card: 'sep-ribbon' });
    r.step(1, { type: 'draw' });
    expect(koikoiIds(r.s).captured[1]).toContain('sep-ribbon');
    // T5: the moon completes Three Brights: seat 0 is offered koi-koi.
    r.step(0, { type: 'play', card: 'aug-bright' });
    r.step(0, { type: 'draw' });
    expect(r.s.phase).toBe('decide');
    expect(koikoi.legalMoves(r.s, 0)).toEqual([{ type: 'koikoi' }, { type: 'stop' }]);
    expect(koikoi.legalMoves(r.s, 1)).toEqual([]);
    const v5 = view(r.s, 0);
    expect(v5.yaku[0]).toEqual([{ id: 'sanko', points: 5 }]);
    expect(v5.stopValue).toBe(5);
    expect(view(r.s, 1).yaku[0]).toEqual([{ id: 'sanko', points: 5 }]);
    r.step(0, { type: 'koikoi' });
    expect(r.s.koikoi).toEqual([1, 0]);
    expect(view(r.s, 1).multiplier[1]).toBe(2);
    // T6: nothing for seat 1.
    r.step(1, { type: 'play', card: 'jul-chaff-1' });
    r.step(1, { type: 'draw' });
    // T7: seat 0 takes only chaff: the total does not rise, so no new offer.
    r.step(0, { type: 'play', card: 'may-chaff-1' });
    r.step(0, { type: 'draw' });
    expect(r.s.phase).toBe('play');
    expect(r.s.turn).toBe(1);
    // T8: the drawn November ribbon takes the Lightning.
    r.step(1, { type: 'play', card: 'nov-chaff-1' });
    r.step(1, { type: 'draw' });
    // T9: the phoenix makes Four Brights (8): the total rose, koi-koi is offered again.
    r.step(0, { type: 'play', card: 'dec-bright' });
    r.step(0, { type: 'draw' });
    expect(r.s.phase).toBe('decide');
    expect(view(r.s, 0).yaku[0]).toEqual([{ id: 'shiko', points: 8 }]);
    r.step(0, { type: 'koikoi' });
    expect(r.s.koikoi).toEqual([2, 0]);
    // T10: the maple ribbon completes the blue ribbons for seat 1, who stops: doubled.
    r.step(1, { type: 'play', card: 'oct-ribbon' });
    r.step(1, { type: 'draw' });
    expect(r.s.phase).toBe('decide');
    expect(view(r.s, 1).stopValue).toBe(12);
    r.step(1, { type: 'stop' });
    const st = koikoi.status(r.s);
    expect(st.phase).toBe('round-over');
    expect(st.totals).toEqual([-12, 12]);
    expect(st.lastRound).toEqual({
      scores: [-12, 12],
      details: [
        { seat: 1, id: 'aotan', points: 6 },
        { seat: 1, id: 'koikoi-double', points: 6 },
        { seat: 0, id: 'opponent-score', points: -12 },
      ],
      name: { kind: 'month', month: 1 },
      events: [
        {
          kind: 'koikoi-score',
          seat: 1,
          points: 12,
          data: { yaku: ['aotan'], yakuPoints: [6], base: 6, seven: false, koikoi: true },
        },
      ],
    });
    expect(said(st.lastRound!.events)).toBe("Player 2 stops: Blue Ribbons (Aotan) 6, ×2 (opponent's koi-koi) = 12.");
    expect(r.log).toContain(
      'Player 1 plays the March curtain (bright) and takes the March ribbon with poem (ribbon), the March chaff (plain), the March chaff (plain).',
    );
    expect(r.log).toContain('Player 1 calls koi-koi!');
    // Either seat may start the next round; the winner deals it.
    expect(koikoi.legalMoves(r.s, 0)).toEqual([{ type: 'next-round' }]);
    expect(koikoi.legalMoves(r.s, 1)).toEqual([{ type: 'next-round' }]);
    const next = play(r.s, 0, { type: 'next-round' });
    const v = view(next, 1);
    expect(v.round).toBe(2);
    expect(v.month).toBe(2);
    expect(v.history).toHaveLength(1);
    expect(v.history[0]).toMatchObject({
      name: { kind: 'month', month: 1 },
      scores: [-12, 12],
      winner: 1,
      outcome: 'stop',
    });
    expect(v.phase).toBe('play');
    expect(v.dealer).toBe(1);
    expect(v.turn).toBe(1);
    expect(v.hand).toHaveLength(8);
    expect(v.koikoi).toEqual([0, 0]);
    expect(v.captured).toEqual([[], []]);
    expect(v.stockCount).toBe(24);
  });

  it('doubles at 7 or more when that option is on, and stacks with the koi-koi double (×4)', () => {
    const r = mainRound('jul-ribbon', { double_at_7: true });
    const moves: [number, KoiKoiMove][] = [
      [0, { type: 'play', card: 'mar-bright' }],
      [0, { type: 'draw' }],
      [1, { type: 'play', card: 'jun-ribbon' }],
      [1, { type: 'capture', target: 'jun-chaff-2' }],
      [1, { type: 'draw' }],
      [0, { type: 'play', card: 'jan-bright' }],
      [0, { type: 'draw' }],
      [0, { type: 'capture', target: 'oct-chaff-2' }],
      [1, { type: 'play', card: 'sep-ribbon' }],
      [1, { type: 'draw' }],
      [0, { type: 'play', card: 'aug-bright' }],
      [0, { type: 'draw' }],
      [0, { type: 'koikoi' }],
      [1, { type: 'play', card: 'jul-chaff-1' }],
      [1, { type: 'draw' }],
      [0, { type: 'play', card: 'may-chaff-1' }],
      [0, { type: 'draw' }],
      [1, { type: 'play', card: 'nov-chaff-1' }],
      [1, { type: 'draw' }],
      [0, { type: 'play', card: 'dec-bright' }],
      [0, { type: 'draw' }],
      [0, { type: 'koikoi' }],
      [1, { type: 'play', card: 'oct-ribbon' }],
      [1, { type: 'draw' }],
    ];
    for (const [seat, m] of moves) r.step(seat, m);
    // The drawn July ribbon took the July chaff: 5 ribbons, Aotan 7 + Tan 1 = 8.
    expect(view(r.s, 1).yaku[1]).toEqual([
      { id: 'aotan', points: 7 },
      { id: 'tan', points: 1 },
    ]);
    expect(view(r.s, 1).multiplier[1]).toBe(4);
    r.step(1, { type: 'stop' });
    expect(koikoi.status(r.s).lastRound!.scores).toEqual([-32, 32]);
    expect(koikoi.status(r.s).lastRound!.details.map((d) => d.id)).toEqual([
      'aotan',
      'tan',
      'double-at-7',
      'koikoi-double',
      'opponent-score',
    ]);
    expect(
      koikoi
        .status(r.s)
        .lastRound!.details.filter((d) => d.seat === 1)
        .reduce((t, d) => t + d.points, 0),
    ).toBe(32);
    expect(koikoi.status(r.s).lastRound!.details.filter((d) => d.seat === 0)).toEqual([
      { seat: 0, id: 'opponent-score', points: -32 },
    ]);
  });

  it("pays the caller normal points when the caller stops later (no double for one's own koi-koi)", () => {
    const r = mainRound('dec-chaff-3');
    const moves: [number, KoiKoiMove][] = [
      [0, { type: 'play', card: 'mar-bright' }],
      [0, { type: 'draw' }],
      [1, { type: 'play', card: 'jun-ribbon' }],
      [1, { type: 'capture', target: 'jun-chaff-2' }],
      [1, { type: 'draw' }],
      [0, { type: 'play', card: 'jan-bright' }],
      [0, { type: 'draw' }],
      [0, { type: 'capture', target: 'oct-chaff-2' }],
      [1, { type: 'play', card: 'sep-ribbon' }],
      [1, { type: 'draw' }],
      [0, { type: 'play', card: 'aug-bright' }],
      [0, { type: 'draw' }],
      [0, { type: 'koikoi' }],
      [1, { type: 'play', card: 'jul-chaff-1' }],
      [1, { type: 'draw' }],
      [0, { type: 'play', card: 'may-chaff-1' }],
      [0, { type: 'draw' }],
      [1, { type: 'play', card: 'nov-chaff-1' }],
      [1, { type: 'draw' }],
      [0, { type: 'play', card: 'dec-bright' }],
      [0, { type: 'draw' }],
    ];
    for (const [seat, m] of moves) r.step(seat, m);
    r.step(0, { type: 'stop' });
    expect(koikoi.status(r.s).lastRound!.scores).toEqual([8, -8]);
    expect(said(koikoi.status(r.s).lastRound!.events)).toBe('Player 1 stops: Four Brights (Shikō) 8.');
  });

  it('counts up from zero with additive scoring', () => {
    const r = mainRound('dec-chaff-3', { scoring: 'additive' });
    const moves: [number, KoiKoiMove][] = [
      [0, { type: 'play', card: 'mar-bright' }],
      [0, { type: 'draw' }],
      [1, { type: 'play', card: 'jun-ribbon' }],
      [1, { type: 'capture', target: 'jun-chaff-2' }],
      [1, { type: 'draw' }],
      [0, { type: 'play', card: 'jan-bright' }],
      [0, { type: 'draw' }],
      [0, { type: 'capture', target: 'oct-chaff-2' }],
      [1, { type: 'play', card: 'sep-ribbon' }],
      [1, { type: 'draw' }],
      [0, { type: 'play', card: 'aug-bright' }],
      [0, { type: 'draw' }],
      [0, { type: 'stop' }],
    ];
    for (const [seat, m] of moves) r.step(seat, m);
    expect(koikoi.status(r.s).totals).toEqual([5, 0]);
  });
});

describe('Koi-Koi: cards of the month', () => {
  const h0 = [
    'jan-bright',
    'feb-chaff-1',
    'mar-chaff-1',
    'apr-chaff-1',
    'may-chaff-1',
    'jun-chaff-1',
    'jul-chaff-1',
    'aug-chaff-1',
  ];
  const h1 = [
    'feb-animal',
    'mar-bright',
    'apr-animal',
    'may-animal',
    'jun-animal',
    'jul-animal',
    'aug-animal',
    'sep-animal',
  ];
  const field = [
    'jan-ribbon',
    'jan-chaff-1',
    'jan-chaff-2',
    'oct-animal',
    'nov-animal',
    'dec-bright',
    'sep-ribbon',
    'oct-ribbon',
  ];
  const deck = stackDeck(h0, h1, field, ['apr-ribbon']);

  it("scores the round's four month cards as a yaku only with the option", () => {
    const on = play(
      play(koikoi.setup({ players: 2, seed: 't', deck, options: { tsukifuda: true } }), 0, {
        type: 'play',
        card: 'jan-bright',
      }),
      0,
      { type: 'draw' },
    );
    expect(on.phase).toBe('decide');
    expect(view(on, 0).yaku[0]).toEqual([{ id: 'tsukifuda', points: 4 }]);
    const off = play(play(koikoi.setup({ players: 2, seed: 't', deck }), 0, { type: 'play', card: 'jan-bright' }), 0, {
      type: 'draw',
    });
    expect(off.phase).toBe('play');
    expect(off.turn).toBe(1);
  });
});

describe('Koi-Koi: refusals and undo', () => {
  const fresh = () => koikoi.setup({ players: 2, seed: 'r', deck: stackDeck(H0, H1, FIELD, STOCK) });

  it('refuses moves out of turn, cards not in hand, wrong phases and malformed moves, with reasons', () => {
    const s = fresh();
    expect(expectRefused(koikoi, s, 1, { type: 'play', card: 'jun-ribbon' })).toMatch(/turn/);
    expect(expectRefused(koikoi, s, 0, { type: 'play', card: 'jun-ribbon' })).toMatch(/not allowed/);
    expect(expectRefused(koikoi, s, 0, { type: 'draw' })).toMatch(/Play the/);
    expect(expectRefused(koikoi, s, 0, { type: 'koikoi' })).toMatch(/not allowed/);
    expect(expectRefused(koikoi, s, 0, null)).toMatch(/not a move/);
    const chose = play(play(s, 0, { type: 'play', card: 'mar-bright' }), 0, { type: 'draw' });
    const choice = play(chose, 1, { type: 'play', card: 'jun-ribbon' });
    expect(expectRefused(koikoi, choice, 1, { type: 'capture', target: 'oct-chaff-1' })).toMatch(/Take the June chaff/);
    expect(expectRefused(koikoi, choice, 1, { type: 'draw' })).toMatch(/not allowed/);
  });

  it('lets a play or capture be taken back before the draw, never the draw or later', () => {
    const s0 = fresh();
    const s1 = play(s0, 0, { type: 'play', card: 'mar-bright' });
    expect(koikoi.undoable!(s0, { type: 'play', card: 'mar-bright' }, s1, 0)).toBe(true);
    const s2 = play(s1, 0, { type: 'draw' });
    expect(koikoi.undoable!(s1, { type: 'draw' }, s2, 0)).toBe(false);
    const s3 = play(s2, 1, { type: 'play', card: 'jun-ribbon' });
    expect(koikoi.undoable!(s2, { type: 'play', card: 'jun-ribbon' }, s3, 1)).toBe(true);
    const s4 = play(s3, 1, { type: 'capture', target: 'jun-chaff-1' });
    expect(koikoi.undoable!(s3, { type: 'capture', target: 'jun-chaff-1' }, s4, 1)).toBe(true);
    const s5 = play(s4, 1, { type: 'draw' });
    const s6 = play(play(s5, 0, { type: 'play', card: 'jan-bright' }), 0, { type: 'draw' });
    expect(s6.phase).toBe('choose-draw');
    const s7 = play(s6, 0, { type: 'capture', target: 'oct-chaff-1' });
    expect(koikoi.undoable!(s6, { type: 'capture', target: 'oct-chaff-1' }, s7, 0)).toBe(false);
  });

  it('describes moves in plain English', () => {
    expect(koikoi.describe!({ type: 'play', card: 'aug-bright' })).toBe('Play the August moon (bright)');
    expect(koikoi.describe!({ type: 'capture', target: 'jun-chaff-1' })).toBe('Take the June chaff (plain)');
    expect(koikoi.describe!({ type: 'koikoi' })).toMatch(/koi-koi/);
    expect(koikoi.describe!({ type: 'stop' })).toMatch(/Stop/);
  });

  it('refuses impossible options and player counts', () => {
    expect(() => koikoi.setup({ players: 3, seed: 'x' })).toThrow(/2 players/);
    expect(() => koikoi.setup({ players: 2, seed: 'x', options: { goko: 12 as never } })).toThrow(/goko/);
  });
});

describe('Koi-Koi: dealt hands and misdeals', () => {
  it('ends the round at once when a player is dealt four of a month (teshi): 6 points, and that player deals next', () => {
    const h1 = [...monthCards(5), 'jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1'];
    const h0 = [
      'jan-bright',
      'feb-animal',
      'mar-bright',
      'apr-animal',
      'jun-animal',
      'jul-animal',
      'aug-animal',
      'sep-animal',
    ];
    const field = [
      'oct-animal',
      'nov-animal',
      'dec-bright',
      'jan-ribbon',
      'feb-ribbon',
      'mar-ribbon',
      'apr-ribbon',
      'jun-ribbon',
    ];
    const s = koikoi.setup({ players: 2, seed: 't', deck: stackDeck(h0, h1, field, []) });
    expect(koikoi.status(s).phase).toBe('round-over');
    expect(koikoi.status(s).lastRound).toMatchObject({
      scores: [-6, 6],
      details: [
        { seat: 1, id: 'teshi', points: 6 },
        { seat: 0, id: 'opponent-score', points: -6 },
      ],
      name: { kind: 'month', month: 1 },
    });
    expect(view(s, 0).luckyHand).toEqual({ seat: 1, kinds: ['teshi'], months: [5] });
    const next = play(s, 1, { type: 'next-round' });
    expect(next.dealer).toBe(1);
    expect(next.round).toBe(2);
  });

  it('scores four pairs (kuttsuki) 6, and a hand with both patterns 6 or 12 by option', () => {
    const pairs = [
      'jan-bright',
      'jan-ribbon',
      'feb-animal',
      'feb-ribbon',
      'mar-bright',
      'mar-ribbon',
      'apr-animal',
      'apr-ribbon',
    ];
    const h1 = [
      'may-animal',
      'jun-animal',
      'jul-animal',
      'aug-animal',
      'sep-animal',
      'oct-animal',
      'nov-animal',
      'dec-bright',
    ];
    const field = [
      'may-ribbon',
      'jun-ribbon',
      'jul-ribbon',
      'aug-bright',
      'sep-ribbon',
      'oct-ribbon',
      'nov-ribbon',
      'dec-chaff-1',
    ];
    const s = koikoi.setup({ players: 2, seed: 'k', deck: stackDeck(pairs, h1, field, []) });
    expect(koikoi.status(s).lastRound).toMatchObject({
      scores: [6, -6],
      details: [
        { seat: 0, id: 'kuttsuki', points: 6 },
        { seat: 1, id: 'opponent-score', points: -6 },
      ],
    });
    expect(view(s, 1).luckyHand).toEqual({ seat: 0, kinds: ['kuttsuki'], months: [1, 2, 3, 4] });

    const both = [...monthCards(1), 'feb-animal', 'feb-ribbon', 'mar-bright', 'mar-ribbon'];
    const f2 = [
      'may-ribbon',
      'jun-ribbon',
      'jul-ribbon',
      'aug-bright',
      'sep-ribbon',
      'oct-ribbon',
      'nov-ribbon',
      'dec-chaff-1',
    ];
    const deck = stackDeck(both, h1, f2, []);
    expect(koikoi.status(koikoi.setup({ players: 2, seed: 'k', deck })).lastRound!.scores).toEqual([6, -6]);
    const twelve = koikoi.setup({ players: 2, seed: 'k', deck, options: { both_lucky_hands: 12 } });
    expect(koikoi.status(twelve).lastRound!.scores).toEqual([12, -12]);
    expect(koikoi.status(twelve).lastRound!.details.map((d) => d.id)).toEqual(['teshi', 'kuttsuki', 'opponent-score']);
  });

  it('redeals with the same dealer when both players are dealt a lucky hand, and counts the redeal', () => {
    const h0 = [...monthCards(1), ...monthCards(2)];
    const h1 = [...monthCards(3), 'apr-animal', 'apr-ribbon', 'may-animal', 'may-ribbon'];
    const field = [
      'jun-animal',
      'jul-animal',
      'aug-bright',
      'sep-animal',
      'oct-animal',
      'nov-bright',
      'dec-bright',
      'apr-chaff-1',
    ];
    const s = koikoi.setup({ players: 2, seed: 'both', deck: stackDeck(h0, h1, field, []) });
    expect(s.redeals).toBeGreaterThanOrEqual(1);
    expect(s.dealer).toBe(0);
    expect(s.round).toBe(1);
    expect(koikoiIds(s).hands[0]).not.toEqual(h0);
    expect(view(s, 0).redeals).toBe(s.redeals);
  });

  it('redeals with the same dealer when the field holds four of a month or four pairs', () => {
    const h0 = [
      'jan-bright',
      'feb-animal',
      'mar-bright',
      'apr-animal',
      'may-animal',
      'jun-animal',
      'jul-animal',
      'aug-animal',
    ];
    const h1 = [
      'jan-ribbon',
      'feb-ribbon',
      'mar-ribbon',
      'apr-ribbon',
      'may-ribbon',
      'jun-ribbon',
      'jul-ribbon',
      'aug-bright',
    ];
    const four = [...monthCards(12), 'sep-animal', 'oct-animal', 'nov-bright', 'jan-chaff-1'];
    const s = koikoi.setup({ players: 2, seed: 'field', deck: stackDeck(h0, h1, four, []) });
    expect(s.redeals).toBeGreaterThanOrEqual(1);
    expect(s.dealer).toBe(0);
    const pairs = [
      'sep-animal',
      'sep-ribbon',
      'oct-animal',
      'oct-ribbon',
      'nov-bright',
      'nov-animal',
      'dec-bright',
      'dec-chaff-1',
    ];
    const t = koikoi.setup({ players: 2, seed: 'field', deck: stackDeck(h0, h1, pairs, []) });
    expect(t.redeals).toBeGreaterThanOrEqual(1);
  });
});

describe('Koi-Koi: rounds that end without a stop', () => {
  // A deal (found once by search) where playing the first legal move every time makes no yaku at all.
  const EXHAUSTED = [
    'mar-ribbon',
    'aug-bright',
    'nov-ribbon',
    'dec-chaff-3',
    'jul-animal',
    'mar-bright',
    'mar-chaff-1',
    'may-chaff-1',
    'jun-chaff-2',
    'jul-ribbon',
    'apr-chaff-2',
    'aug-animal',
    'apr-ribbon',
    'jun-ribbon',
    'apr-chaff-1',
    'sep-ribbon',
    'oct-ribbon',
    'oct-chaff-1',
    'oct-chaff-2',
    'dec-chaff-1',
    'nov-bright',
    'feb-chaff-2',
    'jan-chaff-1',
    'jul-chaff-1',
    'may-ribbon',
    'jan-chaff-2',
    'may-animal',
    'jan-ribbon',
    'jul-chaff-2',
    'nov-animal',
    'mar-chaff-2',
    'may-chaff-2',
    'feb-animal',
    'nov-chaff-1',
    'aug-chaff-2',
    'dec-bright',
    'jun-animal',
    'jun-chaff-1',
    'apr-animal',
    'feb-chaff-1',
    'aug-chaff-1',
    'dec-chaff-2',
    'jan-bright',
    'sep-chaff-1',
    'oct-animal',
    'feb-ribbon',
    'sep-chaff-2',
    'sep-animal',
  ];

  function playOut(options: Partial<KoiKoiOptions>, pick: (legal: KoiKoiMove[]) => KoiKoiMove) {
    let s = koikoi.setup({ players: 2, seed: 'ex', deck: EXHAUSTED, options });
    let decisions = 0;
    while (s.phase !== 'round-over' && s.phase !== 'match-over') {
      const seat = koikoi.actors(s)[0]!;
      if (s.phase === 'decide') decisions++;
      s = play(s, seat, pick(koikoi.legalMoves(s, seat)));
    }
    return { s, decisions };
  }

  it('scores nothing when the hands run out, and the dealer deals again', () => {
    const { s, decisions } = playOut({}, (l) => l[0]!);
    expect(decisions).toBe(0);
    expect(s.hands).toEqual([[], []]);
    expect(koikoiIds(s).stock).toHaveLength(8);
    expect(koikoi.status(s).lastRound).toMatchObject({
      scores: [0, 0],
      details: [],
      name: { kind: 'month', month: 1 },
    });
    expect(s.history[0]!.outcome).toBe('exhausted');
    const next = play(s, 1, { type: 'next-round' });
    expect(next.dealer).toBe(0);
  });

  it("pays the dealer 6 with the dealer's privilege (oya-ken)", () => {
    const { s } = playOut({ oya_ken: true }, (l) => l[0]!);
    expect(koikoi.status(s).lastRound).toMatchObject({
      scores: [6, -6],
      details: [
        { seat: 0, id: 'oya-ken', points: 6 },
        { seat: 1, id: 'opponent-score', points: -6 },
      ],
    });
    expect(play(s, 0, { type: 'next-round' }).dealer).toBe(0);
  });

  // A deal where the dealer's last card raises a koi-koi caller's yaku: the round stops by itself.
  const AUTO = [
    'aug-chaff-1',
    'dec-bright',
    'jul-chaff-2',
    'jun-chaff-2',
    'dec-chaff-1',
    'jun-chaff-1',
    'jun-animal',
    'feb-chaff-1',
    'nov-animal',
    'feb-chaff-2',
    'sep-ribbon',
    'nov-ribbon',
    'jun-ribbon',
    'jul-animal',
    'mar-chaff-2',
    'apr-chaff-1',
    'nov-bright',
    'oct-chaff-2',
    'dec-chaff-2',
    'aug-animal',
    'feb-ribbon',
    'apr-chaff-2',
    'aug-chaff-2',
    'jan-chaff-2',
    'mar-chaff-1',
    'jul-chaff-1',
    'aug-bright',
    'may-animal',
    'oct-animal',
    'apr-ribbon',
    'oct-ribbon',
    'sep-animal',
    'sep-chaff-2',
    'oct-chaff-1',
    'may-ribbon',
    'dec-chaff-3',
    'sep-chaff-1',
    'jan-bright',
    'apr-animal',
    'jan-chaff-1',
    'feb-animal',
    'may-chaff-1',
    'mar-ribbon',
    'nov-chaff-1',
    'jan-ribbon',
    'mar-bright',
    'may-chaff-2',
    'jul-ribbon',
  ];

  it('stops automatically when the player who raised the total has no card left', () => {
    let s = koikoi.setup({ players: 2, seed: 'auto', deck: AUTO });
    let lastDecide = -1;
    let n = 0;
    while (s.phase !== 'round-over') {
      const seat = koikoi.actors(s)[0]!;
      const legal = koikoi.legalMoves(s, seat);
      if (s.phase === 'decide') lastDecide = n;
      s = play(s, seat, legal.find((m) => m.type === 'koikoi') ?? legal[0]!);
      n++;
    }
    expect(s.hands[0]).toEqual([]);
    expect(s.history[0]).toMatchObject({ outcome: 'stop', winner: 0 });
    expect(said(s.events)).toMatch(/no cards left and stops/);
    expect(lastDecide).toBeLessThan(n - 1);
    expect(s.koikoi[0]).toBeGreaterThan(0);
  });
});

describe('Koi-Koi: the dealer draw, presets and the match', () => {
  it('starts with a public dealer draw, then deals round 1 with the winner of the draw dealing', () => {
    const s = koikoi.setup({ players: 2, seed: 'draw' });
    const v0 = view(s, 0);
    expect(v0.phase).toBe('dealer-draw');
    expect(koikoi.status(s)).toMatchObject({ phase: 'playing', round: 1, totals: [0, 0] });
    expect(v0.dealerDraw!.dealer).toBe(s.dealer);
    expect(view(s, 1).dealerDraw).toEqual(v0.dealerDraw);
    expect(koikoi.actors(s)).toEqual([0, 1]);
    const dealt = play(s, 1, { type: 'next-round' });
    expect(dealt.dealer).toBe(v0.dealerDraw!.dealer);
    expect(view(dealt, 0).dealerDraw).toBeUndefined();
  });

  it('offers the seed preset as the defaults, and a Nintendo preset', () => {
    const ids = koikoiOptionsSpec.presets.map((p) => p.id);
    expect(ids).toContain('carriage');
    expect(ids).toContain('nintendo');
    expect(presetOptions(KOIKOI_DEFAULTS, koikoiOptionsSpec.presets[0])).toEqual(KOIKOI_DEFAULTS);
    const nintendo = presetOptions(
      KOIKOI_DEFAULTS,
      koikoiOptionsSpec.presets.find((p) => p.id === 'nintendo'),
    );
    expect(nintendo).toMatchObject({ goko: 10, sanko: 5, double_at_7: true, oya_ken: true });
    for (const f of koikoiOptionsSpec.fields) {
      expect(f.help, f.key).toBeTruthy();
      expect(Object.keys(KOIKOI_DEFAULTS)).toContain(f.key);
    }
    expect(koikoiOptionsSpec.fields.map((f) => f.key).sort()).toEqual(Object.keys(KOIKOI_DEFAULTS).sort());
  });

  it('ends the match after the chosen number of rounds', () => {
    let s = koikoi.setup({ players: 2, seed: 'len', options: { rounds: 3 } });
    let rounds = 0;
    while (koikoi.status(s).phase !== 'match-over') {
      const seat = koikoi.actors(s)[0]!;
      const legal = koikoi.legalMoves(s, seat);
      if (s.phase === 'round-over') rounds++;
      s = play(s, seat, legal.find((m) => m.type === 'stop') ?? legal[0]!);
    }
    expect(rounds).toBe(2);
    expect(s.history.map((h) => h.name)).toEqual([1, 2, 3].map((month) => ({ kind: 'month', month })));
    expect(koikoi.actors(s)).toEqual([]);
    expect(koikoi.status(s).totals).toEqual([0, 1].map((seat) => s.history.reduce((t, h) => t + h.scores[seat]!, 0)));
  });
});
