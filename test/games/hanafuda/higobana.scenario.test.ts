import { describe, expect, it } from 'vitest';
import { HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';
import {
  higobana,
  higoBanaOptionsSpec,
  HIGOBANA_DEFAULTS,
  type HigoBanaMove,
  type HigoBanaOptions,
  type HigoBanaState,
  type HigoBanaView,
} from '../../../src/games/hanafuda/higobana.ts';
import { roundCardPlaces } from '../../../src/games/hanafuda/round.ts';
import { higoBanaRows } from '../../../src/games/hanafuda/lines.ts';
import { expectRefused, expectViewHides } from '../../helpers/contract.ts';
import { presetOptions } from '../../../src/engine/options.ts';
import { said } from './said.ts';
import { stackDeck } from './stack.ts';

const view = (s: HigoBanaState, seat: number) => higobana.view(s, seat) as HigoBanaView;
const play = (s: HigoBanaState, seat: number, move: HigoBanaMove) => higobana.play(s, seat, move);
const setup = (players: number, deck: string[], options: Partial<HigoBanaOptions> = {}) =>
  higobana.setup({ players, seed: 'scenario', deck, options });

/** Play `moves` in order, each by the seat whose turn it is. */
function run(s: HigoBanaState, ...moves: HigoBanaMove[]): HigoBanaState {
  for (const m of moves) s = play(s, higobana.actors(s)[0]!, m);
  return s;
}

/** Seed card values, written out independently of the engine: dry brights 20, ribbons 10, animals and the Rain Man 5, chaff 1. */
function seedPoints(id: string): number {
  if (id === 'nov-bright') return 5;
  if (id.endsWith('-bright')) return 20;
  if (id.endsWith('-ribbon')) return 10;
  if (id.endsWith('-animal')) return 5;
  return 1;
}
const sum = (ids: readonly string[]) => ids.reduce((t, c) => t + seedPoints(c), 0);

/**
 * A position late in a round, built from a stacked deal: the given hands, field and stock, every
 * other card already in the capture piles as listed (the rest to `restTo`). Conservation is checked.
 */
function position(o: {
  players: number;
  hands: string[][];
  field: string[][];
  stock: string[];
  captured: string[][];
  /** Where every card not listed goes: a side's pile, or the field as dead single cards. */
  restTo: number | 'field';
  turn: number;
  dealer?: number;
  options?: Partial<HigoBanaOptions>;
  gaji?: { seat: number; month: number };
}): HigoBanaState {
  const base = higobana.setup({
    players: o.players,
    seed: 'position',
    options: o.options ?? {},
    deck: [...HANAFUDA_DECK],
  });
  const placed = [...o.hands.flat(), ...o.field.flat(), ...o.stock, ...o.captured.flat()];
  const captured = o.captured.map((p) => p.slice());
  const rest = HANAFUDA_DECK.filter((c) => !placed.includes(c));
  const field = o.restTo === 'field' ? [...o.field, ...rest.map((c) => [c])] : o.field;
  if (o.restTo !== 'field') captured[o.restTo] = [...captured[o.restTo]!, ...rest];
  const s: HigoBanaState = {
    ...base,
    hands: o.hands,
    field,
    stock: o.stock,
    captured,
    turn: o.turn,
    dealer: o.dealer ?? 0,
    phase: o.hands[o.turn]!.length > 0 ? 'play' : 'draw',
    dealtFours: [],
  };
  if (o.gaji) s.gaji = o.gaji;
  const places = roundCardPlaces(s);
  expect(places).toHaveLength(48);
  expect(new Set(places).size).toBe(48);
  return s;
}

// Scenario A (2 players; seat 0 deals and plays first).
const A0 = [
  'nov-chaff-1',
  'feb-ribbon',
  'apr-animal',
  'apr-ribbon',
  'apr-chaff-1',
  'may-chaff-1',
  'jun-chaff-1',
  'jul-chaff-1',
];
const A1 = [
  'may-animal',
  'may-ribbon',
  'may-chaff-2',
  'jun-animal',
  'aug-chaff-1',
  'sep-chaff-1',
  'oct-chaff-1',
  'feb-chaff-2',
];
const AF = [
  'mar-bright',
  'mar-ribbon',
  'mar-chaff-1',
  'nov-animal',
  'feb-chaff-1',
  'apr-chaff-2',
  'jan-chaff-1',
  'dec-bright',
];
const A_DECK = stackDeck([A0, A1], AF, ['feb-animal']);

describe('Higo-Bana: the deal', () => {
  it.each([
    [2, 8, 8, 24],
    [3, 7, 6, 21],
    [4, 5, 8, 20],
    [5, 4, 8, 20],
    [6, 3, 12, 18],
    [7, 3, 6, 21],
  ])('deals %i players %i cards each, %i to the field, and leaves a stock of %i', (players, hand, field, stock) => {
    for (const seed of ['a', 'b', 'c']) {
      let s = higobana.setup({ players, seed });
      expect(s.phase).toBe('dealer-draw');
      const drawn = view(s, 0).dealerDraw!;
      expect(drawn.rounds[0]).toHaveLength(players);
      s = play(s, players - 1, { type: 'next-round' });
      expect(s.dealer).toBe(drawn.dealer);
      expect(s.turn).toBe(drawn.dealer);
      const v = view(s, 0);
      expect(v.handCounts).toEqual(new Array(players).fill(hand));
      expect(v.field.reduce((n, p) => n + p.cards.length, 0) + 4 * v.dealtFours.length).toBe(field);
      expect(v.stockCount).toBe(stock);
    }
  });

  it('deals a stacked deck in seat order with seat 0 dealing and no dealer draw, stacking a dealt triplet', () => {
    const s = setup(2, A_DECK);
    const v = view(s, 0);
    expect(v.phase).toBe('play');
    expect(v.dealer).toBe(0);
    expect(v.turn).toBe(0);
    expect(v.dealerDraw).toBeUndefined();
    expect(v.hand).toEqual([
      'feb-ribbon',
      'apr-animal',
      'apr-ribbon',
      'apr-chaff-1',
      'may-chaff-1',
      'jun-chaff-1',
      'jul-chaff-1',
      'nov-chaff-1',
    ]);
    expect(view(s, 1).hand).toEqual([
      'feb-chaff-2',
      'may-animal',
      'may-ribbon',
      'may-chaff-2',
      'jun-animal',
      'aug-chaff-1',
      'sep-chaff-1',
      'oct-chaff-1',
    ]);
    expect(v.field[0]).toEqual({ cards: ['mar-bright', 'mar-ribbon', 'mar-chaff-1'], stacked: true });
    expect(v.field.slice(1).every((p) => !p.stacked && p.cards.length === 1)).toBe(true);
    expect(v.stockCount).toBe(24);
    expect(v.rounds).toBe(12);
    expect(v.sides.map((x) => x.seats)).toEqual([[0], [1]]);
  });

  it('gives the dealer all four cards of a month dealt to the field', () => {
    const field = [
      'jan-bright',
      'feb-chaff-1',
      'jan-ribbon',
      'jan-chaff-1',
      'mar-chaff-1',
      'jan-chaff-2',
      'apr-chaff-1',
      'may-chaff-1',
    ];
    const h0 = [
      'feb-ribbon',
      'mar-ribbon',
      'apr-ribbon',
      'may-ribbon',
      'jun-ribbon',
      'jul-ribbon',
      'sep-ribbon',
      'oct-ribbon',
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
    const s = setup(2, stackDeck([h0, h1], field));
    const v = view(s, 1);
    expect(v.dealtFours).toEqual([1]);
    expect(v.sides[0]!.captured).toEqual(['jan-bright', 'jan-ribbon', 'jan-chaff-1', 'jan-chaff-2']);
    expect(v.sides[0]!.cardPoints).toBe(32);
    expect(v.field.map((p) => p.cards[0])).toEqual(['feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1', 'may-chaff-1']);
  });

  it("gives the dealer's team the four cards when playing in pairs", () => {
    const hands = [
      ['jan-bright', 'feb-animal', 'mar-bright', 'apr-animal', 'may-animal'],
      ['jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'apr-ribbon', 'may-ribbon'],
      ['jun-animal', 'jul-animal', 'aug-bright', 'sep-animal', 'oct-animal'],
      ['jun-ribbon', 'jul-ribbon', 'aug-animal', 'sep-ribbon', 'oct-ribbon'],
    ];
    const field = [
      'dec-bright',
      'jan-chaff-1',
      'dec-chaff-1',
      'feb-chaff-1',
      'dec-chaff-2',
      'mar-chaff-1',
      'dec-chaff-3',
      'apr-chaff-1',
    ];
    const s = setup(4, stackDeck(hands, field), { teams: 'pairs' });
    const v = view(s, 2);
    expect(v.teamOf).toEqual([0, 1, 0, 1]);
    expect(v.myTeam).toBe(0);
    expect(v.sides.map((x) => [x.teamed, x.team, x.seats])).toEqual([
      [true, 0, [0, 2]],
      [true, 1, [1, 3]],
    ]);
    expect(v.sides[0]!.captured).toEqual(['dec-bright', 'dec-chaff-1', 'dec-chaff-2', 'dec-chaff-3']);
    expect(v.sides[1]!.captured).toEqual([]);
  });
});

describe('Higo-Bana: the Gaji (Lightning) wild card', () => {
  it('played from hand, takes any one field card the player names, Willows included, even out of a stack', () => {
    let s = play(setup(2, A_DECK), 0, { type: 'play', card: 'nov-chaff-1' });
    expect(s.phase).toBe('choose-hand');
    const targets = [
      'mar-bright',
      'mar-ribbon',
      'mar-chaff-1',
      'nov-animal',
      'feb-chaff-1',
      'apr-chaff-2',
      'jan-chaff-1',
      'dec-bright',
    ];
    expect(higobana.legalMoves(s, 0)).toEqual(targets.map((target) => ({ type: 'capture', target })));
    expect(view(s, 1).choice).toEqual({ card: 'nov-chaff-1', source: 'hand', targets, gaji: true });
    expect(said(s.events)).toBe('Player 1 plays the November lightning (chaff) to take any one field card.');
    s = play(s, 0, { type: 'capture', target: 'mar-ribbon' });
    expect(s.current.pending).toEqual(['nov-chaff-1', 'mar-ribbon']);
    // The two March cards left are single cards again: the next March card must choose.
    expect(view(s, 0).field.slice(0, 2)).toEqual([
      { cards: ['mar-bright'], stacked: false },
      { cards: ['mar-chaff-1'], stacked: false },
    ]);
    expect(view(s, 1).gaji).toEqual({ seat: 0, month: 3 });
    s = play(s, 0, { type: 'draw' });
    expect(view(s, 1).sides[0]!.captured).toEqual(['mar-ribbon', 'feb-animal', 'feb-chaff-1', 'nov-chaff-1']);
    expect(s.turn).toBe(1);

    const willow = run(
      setup(2, A_DECK),
      { type: 'play', card: 'nov-chaff-1' },
      { type: 'capture', target: 'nov-animal' },
    );
    expect(willow.current.pending).toEqual(['nov-chaff-1', 'nov-animal']);
    expect(willow.gaji).toEqual({ seat: 0, month: 11 });
  });

  it('drawn from the stock, acts like a played one', () => {
    const deck = stackDeck([A0.filter((c) => c !== 'nov-chaff-1').concat('dec-chaff-1'), A1], AF, ['nov-chaff-1']);
    let s = run(setup(2, deck), { type: 'play', card: 'jul-chaff-1' }, { type: 'draw' });
    expect(s.phase).toBe('choose-draw');
    expect(view(s, 1).drawn).toBe('nov-chaff-1');
    expect(view(s, 1).choice!.gaji).toBe(true);
    expect(view(s, 1).choice!.targets).toHaveLength(9);
    s = play(s, 0, { type: 'capture', target: 'dec-bright' });
    expect(s.captured[0]).toEqual(['nov-chaff-1', 'dec-bright']);
    expect(s.gaji).toEqual({ seat: 0, month: 12 });
    expect(s.turn).toBe(1);
  });

  it('stays on an empty field, where only a Willow can take it', () => {
    const hands = [
      ['jan-chaff-2', 'oct-chaff-1', 'dec-chaff-1'],
      ['mar-chaff-2', 'oct-chaff-2', 'dec-chaff-2'],
      ['may-chaff-2', 'sep-chaff-1', 'dec-chaff-3'],
      ['nov-chaff-1', 'sep-chaff-2', 'jan-ribbon'],
      ['aug-chaff-1', 'feb-ribbon', 'mar-ribbon'],
      ['apr-ribbon', 'may-ribbon', 'jun-ribbon'],
      ['jul-ribbon', 'sep-ribbon', 'oct-ribbon'],
    ];
    const field = ['jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1', 'may-chaff-1', 'jun-chaff-1'];
    let s = setup(
      7,
      stackDeck(hands, field, ['feb-chaff-2', 'apr-chaff-2', 'jun-chaff-2', 'jul-chaff-1', 'nov-ribbon']),
    );
    expect(view(s, 0).stockCount).toBe(21);
    s = run(
      s,
      { type: 'play', card: 'jan-chaff-2' },
      { type: 'draw' },
      { type: 'play', card: 'mar-chaff-2' },
      { type: 'draw' },
      { type: 'play', card: 'may-chaff-2' },
      { type: 'draw' },
    );
    expect(s.field).toEqual([]);
    s = play(s, 3, { type: 'play', card: 'nov-chaff-1' });
    expect(s.phase).toBe('draw');
    expect(s.field).toEqual([['nov-chaff-1']]);
    expect(said(s.events)).toBe('Player 4 plays the November lightning (chaff) and leaves it on the field.');
    s = play(s, 3, { type: 'draw' }); // July chaff: not a Willow, it cannot take the Gaji.
    expect(s.field).toEqual([['nov-chaff-1'], ['jul-chaff-1']]);
    s = run(s, { type: 'play', card: 'aug-chaff-1' }, { type: 'draw' }); // the November ribbon takes it
    expect(s.captured[4]).toEqual(['nov-ribbon', 'nov-chaff-1']);
    expect(s.gaji, 'a Willow taking the Gaji is not a use of the wild card').toBeUndefined();
  });

  describe('may not take a card of another player\u2019s hiki', () => {
    const h0 = [
      'nov-chaff-1',
      'jan-chaff-2',
      'feb-chaff-2',
      'mar-chaff-2',
      'apr-chaff-2',
      'jun-chaff-2',
      'jul-chaff-2',
    ];
    const h1 = ['may-animal', 'may-ribbon', 'may-chaff-1', 'aug-chaff-1', 'sep-chaff-1', 'oct-chaff-1', 'dec-chaff-1'];
    const h2 = ['jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'aug-animal', 'sep-animal', 'oct-animal', 'dec-chaff-2'];
    const field = ['may-chaff-2', 'jan-bright', 'feb-animal', 'mar-bright', 'jun-ribbon', 'jul-animal'];
    const deck = stackDeck([h0, h1, h2], field);

    it('keeps the Gaji off the field card of that month, announces the hiki, and cannot be taken back', () => {
      const s0 = setup(3, deck);
      const s1 = play(s0, 0, { type: 'play', card: 'nov-chaff-1' });
      expect(higobana.legalMoves(s1, 0).map((m) => (m as { target: string }).target)).toEqual([
        'jan-bright',
        'feb-animal',
        'mar-bright',
        'jun-ribbon',
        'jul-animal',
      ]);
      expect(view(s1, 2).blocked).toEqual([{ seat: 1, month: 5 }]);
      expect(said(s1.events)).toBe(
        'Player 1 plays the November lightning (chaff) to take any one field card. Player 2 holds a hiki of May: the Gaji cannot take those cards.',
      );
      expect(higobana.undoable!(s0, { type: 'play', card: 'nov-chaff-1' }, s1, 0)).toBe(false);
      expectRefused(higobana, s1, 0, { type: 'capture', target: 'may-chaff-2' });
      // The hiki holder can then take the month on their turn.
      const s2 = run(s1, { type: 'capture', target: 'mar-bright' }, { type: 'draw' });
      expect(higobana.legalMoves(s2, 1)).toContainEqual({ type: 'hiki', month: 5 });
    });

    it('without the hiki option, the Gaji may take any card', () => {
      const s = play(setup(3, deck, { hiki: false }), 0, { type: 'play', card: 'nov-chaff-1' });
      expect(higobana.legalMoves(s, 0)).toHaveLength(6);
      expect(s.blocked).toBeUndefined();
    });

    it('takes the only card left when the rest are kept off, and stays when all are', () => {
      const f = ['may-chaff-2', 'jun-chaff-1', 'jun-chaff-2', 'jul-chaff-1', 'jul-chaff-2', 'aug-chaff-1'];
      const a = [
        'nov-chaff-1',
        'jan-chaff-1',
        'feb-chaff-1',
        'mar-chaff-1',
        'apr-chaff-1',
        'sep-chaff-1',
        'oct-chaff-1',
      ];
      const b = ['may-animal', 'may-ribbon', 'may-chaff-1', 'jul-animal', 'jul-ribbon', 'sep-chaff-2', 'oct-chaff-2'];
      const c = ['jun-animal', 'jun-ribbon', 'aug-bright', 'aug-animal', 'aug-chaff-2', 'dec-chaff-1', 'dec-chaff-2'];
      const all = play(setup(3, stackDeck([a, b, c], f)), 0, { type: 'play', card: 'nov-chaff-1' });
      expect(all.phase).toBe('draw');
      expect(all.field.flat()).toContain('nov-chaff-1');
      expect(all.blocked).toEqual([
        { seat: 1, month: 5 },
        { seat: 1, month: 7 },
        { seat: 2, month: 6 },
        { seat: 2, month: 8 },
      ]);
      // Move the August chaff to seat 0: August is no longer anyone's hiki, so the Gaji takes it.
      const a2 = [...a.slice(0, 6), 'aug-chaff-2'];
      const c2 = [...c.slice(0, 4), 'oct-chaff-1', 'dec-chaff-1', 'dec-chaff-2'];
      const one = play(setup(3, stackDeck([a2, b, c2], f)), 0, { type: 'play', card: 'nov-chaff-1' });
      expect(one.phase).toBe('draw');
      expect(one.current.pending).toEqual(['nov-chaff-1', 'aug-chaff-1']);
      expect(one.gaji).toEqual({ seat: 0, month: 8 });
    });
  });

  it('gives its user the rest of the month it took at the end of the round', () => {
    const s = position({
      players: 2,
      hands: [[], []],
      field: [['jan-chaff-2'], ['dec-bright']],
      stock: ['dec-chaff-3'],
      captured: [['nov-chaff-1', 'jan-bright'], []],
      restTo: 1,
      turn: 1,
      gaji: { seat: 0, month: 1 },
    });
    const end = play(s, 1, { type: 'draw' });
    expect(end.phase).toBe('round-over');
    expect(end.captured[0]).toEqual(['nov-chaff-1', 'jan-bright', 'jan-chaff-2']);
    expect(end.field).toEqual([]);
    expect(end.history[0]!.gajiLeftovers).toBe(1);
    expect(said(end.events)).toMatch(/The rest of January goes to Player 1, who used the Gaji\.$/);
  });
});

describe('Higo-Bana: hiki', () => {
  it('takes all four cards of a month from hand and field instead of playing, then draws as usual', () => {
    const s0 = setup(2, A_DECK);
    expect(view(s0, 0).hiki).toEqual([4]);
    expect(higobana.legalMoves(s0, 0)).toContainEqual({ type: 'hiki', month: 4 });
    expect(view(s0, 1).hiki, 'only the player to move sees their hiki').toEqual([]);
    const s1 = play(s0, 0, { type: 'hiki', month: 4 });
    expect(s1.phase).toBe('draw');
    expect(s1.hands[0]).toEqual(['feb-ribbon', 'may-chaff-1', 'jun-chaff-1', 'jul-chaff-1', 'nov-chaff-1']);
    expect(said(s1.events)).toBe('Player 1 declares a hiki and takes all four April cards.');
    expect(higobana.undoable!(s0, { type: 'hiki', month: 4 }, s1, 0)).toBe(true);
    const s2 = play(s1, 0, { type: 'draw' });
    expect(s2.captured[0]).toEqual([
      'apr-animal',
      'apr-ribbon',
      'apr-chaff-1',
      'apr-chaff-2',
      'feb-animal',
      'feb-chaff-1',
    ]);
    expect(s2.turn).toBe(1);
  });

  it('may take four cards all held in hand, and is not offered with the option off', () => {
    const h1 = [
      'may-animal',
      'may-ribbon',
      'may-chaff-1',
      'may-chaff-2',
      'aug-chaff-1',
      'sep-chaff-1',
      'oct-chaff-1',
      'feb-chaff-2',
    ];
    const h0 = A0.map((c) => (c === 'may-chaff-1' ? 'dec-chaff-1' : c));
    const s = play(setup(2, stackDeck([h0, h1], AF, ['feb-animal'])), 0, { type: 'play', card: 'jun-chaff-1' });
    const t = play(s, 0, { type: 'draw' });
    expect(higobana.legalMoves(t, 1)).toContainEqual({ type: 'hiki', month: 5 });
    const u = run(t, { type: 'hiki', month: 5 }, { type: 'draw' });
    expect(u.captured[1]!.slice(0, 4)).toEqual(['may-animal', 'may-ribbon', 'may-chaff-1', 'may-chaff-2']);
    const off = setup(2, A_DECK, { hiki: false });
    expect(higobana.legalMoves(off, 0).some((m) => m.type === 'hiki')).toBe(false);
    expect(view(off, 0).hiki).toEqual([]);
    expectRefused(higobana, off, 0, { type: 'hiki', month: 4 });
  });

  it('leaves a player with an empty hand to draw only on later turns', () => {
    const hands = [
      ['jan-bright', 'jan-ribbon', 'jan-chaff-1'],
      ['feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1'],
      ['feb-chaff-2', 'mar-chaff-2', 'apr-chaff-2'],
      ['may-chaff-1', 'jun-chaff-1', 'jul-chaff-1'],
      ['may-chaff-2', 'jun-chaff-2', 'jul-chaff-2'],
      ['aug-chaff-1', 'sep-chaff-1', 'oct-chaff-1'],
    ];
    const field = [
      'jan-chaff-2',
      'dec-bright',
      'aug-bright',
      'sep-animal',
      'oct-animal',
      'nov-animal',
      'jul-animal',
      'jun-animal',
      'may-animal',
      'apr-animal',
      'mar-bright',
      'feb-animal',
    ];
    let s = setup(6, stackDeck(hands, field), {});
    s = run(s, { type: 'hiki', month: 1 }, { type: 'draw' });
    expect(s.hands[0]).toEqual([]);
    for (let seat = 1; seat < 6; seat++) {
      const first = higobana.legalMoves(s, seat)[0]!;
      s = play(s, seat, first);
      while (s.turn === seat && s.phase !== 'round-over') s = play(s, seat, higobana.legalMoves(s, seat)[0]!);
    }
    expect(s.turn).toBe(0);
    expect(s.phase).toBe('draw');
    expect(higobana.legalMoves(s, 0)).toEqual([{ type: 'draw' }]);
  });
});

describe('Higo-Bana: the three-card rule', () => {
  it('leaves the pair and a matching drawn card on the field as a stack, which the fourth card takes', () => {
    let s = run(setup(2, A_DECK), { type: 'play', card: 'feb-ribbon' }, { type: 'draw' });
    expect(s.captured[0]).toEqual([]);
    expect(view(s, 1).field).toContainEqual({ cards: ['feb-ribbon', 'feb-chaff-1', 'feb-animal'], stacked: true });
    expect(said(s.events)).toBe(
      'Player 1 draws the February bush warbler (animal): it matches the pair just made, so the three stay on the field.',
    );
    s = run(s, { type: 'play', card: 'feb-chaff-2' });
    expect(s.current.pending).toEqual(['feb-chaff-2', 'feb-ribbon', 'feb-chaff-1', 'feb-animal']);
  });

  it('does not apply with the option off: the pair is kept and the drawn card stays', () => {
    const s = run(setup(2, A_DECK, { three_card: false }), { type: 'play', card: 'feb-ribbon' }, { type: 'draw' });
    expect(s.captured[0]).toEqual(['feb-ribbon', 'feb-chaff-1']);
    expect(view(s, 1).field).toContainEqual({ cards: ['feb-animal'], stacked: false });
  });

  it('does not apply to a pair made with the Gaji', () => {
    const s = run(
      setup(2, A_DECK),
      { type: 'play', card: 'nov-chaff-1' },
      { type: 'capture', target: 'feb-chaff-1' },
      { type: 'draw' },
    );
    expect(s.captured[0]).toEqual(['nov-chaff-1', 'feb-chaff-1']);
    expect(view(s, 1).field).toContainEqual({ cards: ['feb-animal'], stacked: false });
  });

  it('does not apply on the final turn: the drawn card is taken with the pair', () => {
    const near = (stock: string[]) =>
      position({
        players: 3,
        hands: [[], [], ['feb-ribbon']],
        field: [['feb-chaff-1'], ['jan-chaff-1']],
        stock,
        captured: [['feb-chaff-2'], [], []],
        restTo: 1,
        turn: 2,
      });
    const last = run(near(['feb-animal']), { type: 'play', card: 'feb-ribbon' }, { type: 'draw' });
    expect(last.phase).toBe('round-over');
    expect(last.captured[2]).toEqual(['feb-ribbon', 'feb-chaff-1', 'feb-animal']);
    expect(last.field).toEqual([['jan-chaff-1']]);
    // One card earlier in the stock, the same draw leaves the three as a stack.
    const earlier = run(near(['feb-animal', 'dec-chaff-3']), { type: 'play', card: 'feb-ribbon' }, { type: 'draw' });
    expect(earlier.phase).toBe('draw');
    expect(earlier.field).toContainEqual(['feb-ribbon', 'feb-chaff-1', 'feb-animal']);
  });
});

describe('Higo-Bana: the round', () => {
  it('ends when the stock is empty after a turn; with two players the last eight turns are draws only', () => {
    let s = setup(2, A_DECK);
    let turns = 0;
    let drawOnly = 0;
    while (s.phase !== 'round-over') {
      const seat = s.turn;
      if (s.phase === 'draw') drawOnly++;
      turns++;
      while (s.turn === seat && s.phase !== 'round-over') s = play(s, seat, higobana.legalMoves(s, seat)[0]!);
    }
    expect(turns).toBe(24);
    expect(drawOnly).toBe(8);
    expect(s.stock).toEqual([]);
    expect(s.hands).toEqual([[], []]);
  });

  it('scores card points, +50 per own yaku and −50 per opponent yaku; the winner gets a victory point and deals next', () => {
    // Seat 0 holds Spring and Drinking (the curtain counts in both); seat 1 gets every other card but the last draw.
    const mine = ['jan-bright', 'feb-animal', 'mar-bright', 'aug-bright', 'sep-animal'];
    const s = position({
      players: 2,
      hands: [[], []],
      field: [],
      stock: ['dec-chaff-3'],
      captured: [mine, []],
      restTo: 1,
      turn: 1,
      dealer: 0,
    });
    const other = s.captured[1]!;
    const end = play(s, 1, { type: 'draw' });
    const rec = end.history[0]!;
    expect(rec.sides[0]!.yaku.map((y) => y.id)).toEqual(['drinking', 'spring']);
    expect(rec.sides[1]!.yaku.map((y) => y.id)).toEqual([
      'red-poetry-ribbons',
      'blue-ribbons',
      'grass-ribbons',
      'grass-animals',
      'boar-deer-geese',
    ]);
    expect(rec.sides[0]!.score).toBe(70 + 2 * 50 - 5 * 50);
    expect(rec.sides[1]!.score).toBe(sum(other) + 5 * 50 - 2 * 50);
    expect(rec.sides[1]!.score - rec.sides[0]!.score).toBeGreaterThanOrEqual(100);
    const st = higobana.status(end);
    expect(st.phase).toBe('round-over');
    expect(st.totals).toEqual([0, 2]);
    expect(st.lastRound).toMatchObject({ scores: [0, 2], name: { kind: 'round', n: 1 } });
    expect(said(st.lastRound!.events)).toBe(
      `Player 2 wins 2 victory points (basa: 100 or more ahead). Player 1 ${rec.sides[0]!.score}, Player 2 ${rec.sides[1]!.score}.`,
    );
    // Each seat's own lines add up to its round score (victory points); the sides' lines are the panel's side rows.
    expect(st.lastRound!.details).toEqual([{ seat: 1, id: 'basa', points: 2 }]);
    expect(
      higoBanaRows(rec, 'basa', false).map((r) => [r.key, r.score, r.lines.map((l) => `${l.id} ${l.points}`)]),
    ).toEqual([
      ['side-0', rec.sides[0]!.score, ['cards 70', 'drinking 50', 'spring 50', 'others-yaku -250']],
      [
        'side-1',
        rec.sides[1]!.score,
        [
          `cards ${sum(other)}`,
          ...['red-poetry-ribbons', 'blue-ribbons', 'grass-ribbons', 'grass-animals', 'boar-deer-geese'].map(
            (id) => `${id} 50`,
          ),
          'others-yaku -100',
        ],
      ],
      ['victory-0', 0, []],
      ['victory-1', 2, ['basa 2']],
    ]);
    // Either seat may deal the next round; the winner deals it.
    expect(higobana.legalMoves(end, 0)).toEqual([{ type: 'next-round' }]);
    const next = play(end, 0, { type: 'next-round' });
    expect(next.dealer).toBe(1);
    expect(next.turn).toBe(1);
    expect(next.round).toBe(2);
    expect(next.captured).toEqual([[], []]);
  });

  it('with Hawaiian values, chaff is worth 0, the coloured chaff 10, and own yaku add nothing', () => {
    const mine = ['jan-bright', 'feb-animal', 'mar-bright', 'jan-chaff-1', 'dec-chaff-1'];
    const s = position({
      players: 2,
      hands: [[], []],
      field: [],
      stock: ['dec-chaff-3'],
      captured: [mine, []],
      restTo: 1,
      turn: 1,
      options: presetOptions(
        HIGOBANA_DEFAULTS,
        higoBanaOptionsSpec.presets.find((p) => p.id === 'hawaiian'),
      ),
    });
    const end = play(s, 1, { type: 'draw' });
    const side0 = end.history[0]!.sides[0]!;
    expect(side0.cardPoints).toBe(20 + 5 + 20 + 0 + 10);
    expect(side0.ownYakuPoints).toBe(0);
    expect(side0.score).toBe(55 - 50 * end.history[0]!.sides[1]!.yaku.length);
  });

  it('breaks a tie in favour of the side earliest in turn order from the dealer', () => {
    // Seats 0 and 2 hold 21 points each, seat 1 holds 5 and draws the last card, which stays; the rest is dead on the field.
    const tie = (dealer: number) => {
      const s = position({
        players: 3,
        hands: [[], [], []],
        field: [],
        stock: ['aug-chaff-2'],
        captured: [['aug-bright', 'aug-chaff-1'], ['aug-animal'], ['jan-bright', 'dec-chaff-1']],
        restTo: 'field',
        turn: 1,
        dealer,
      });
      const end = play(s, 1, { type: 'draw' });
      expect(end.history[0]!.sides.map((x) => x.score)).toEqual([21, 5, 21]);
      return end.history[0]!;
    };
    expect(tie(2).winner).toBe(2);
    expect(tie(0).winner).toBe(0);
    expect(tie(1).winner, 'in turn order from dealer 1, seat 2 comes before seat 0').toBe(2);
  });
});

describe('Higo-Bana: teams', () => {
  it('partners share one capture pile, one score and the same victory points', () => {
    const s0 = higobana.setup({ players: 4, seed: 'teams', options: { teams: 'pairs' } });
    let s = play(s0, 0, { type: 'next-round' });
    while (s.phase !== 'round-over') {
      const seat = s.turn;
      const before = s.captured.map((p) => p.length);
      while (s.turn === seat && s.phase !== 'round-over') s = play(s, seat, higobana.legalMoves(s, seat)[0]!);
      const grown = s.captured.map((p, t) => p.length > before[t]!);
      if (grown.some(Boolean)) expect(grown.indexOf(true) === seat % 2 || s.phase === 'round-over').toBe(true);
    }
    expect(s.captured).toHaveLength(2);
    const st = higobana.status(s);
    expect(st.totals[0]).toBe(st.totals[2]);
    expect(st.totals[1]).toBe(st.totals[3]);
    expect(st.totals[0]! + st.totals[1]!).toBeGreaterThan(0);
    const rec = s.history[0]!;
    expect(said(rec.events)).toMatch(/^Player (1 and Player 3|2 and Player 4) win /);
  });

  it('seats six players as three pairs or two threes, alternately', () => {
    expect(
      view(play(higobana.setup({ players: 6, seed: 'p', options: { teams: 'pairs' } }), 0, { type: 'next-round' }), 4)
        .teamOf,
    ).toEqual([0, 1, 2, 0, 1, 2]);
    const threes = view(
      play(higobana.setup({ players: 6, seed: 'p', options: { teams: 'triples' } }), 0, { type: 'next-round' }),
      4,
    );
    expect(threes.teamOf).toEqual([0, 1, 0, 1, 0, 1]);
    expect(threes.sides.map((x) => x.seats)).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
  });

  it('refuses teams that do not fit the number of players', () => {
    expect(() => higobana.setup({ players: 5, seed: 'x', options: { teams: 'pairs' } })).toThrow(/4 or 6 players/);
    expect(() => higobana.setup({ players: 4, seed: 'x', options: { teams: 'triples' } })).toThrow(/6 players/);
    expect(() => higobana.setup({ players: 8, seed: 'x' })).toThrow(/2 to 7/);
    expect(() => higobana.setup({ players: 2, seed: 'x', options: { rounds: 0 } })).toThrow(/rounds/);
  });
});

describe('Higo-Bana: refusals, undo and the view', () => {
  it('refuses moves out of turn, cards not in hand, wrong phases and malformed moves, with reasons', () => {
    const s = setup(2, A_DECK);
    expect(expectRefused(higobana, s, 1, { type: 'play', card: 'may-animal' })).toMatch(/turn/);
    expect(expectRefused(higobana, s, 0, { type: 'play', card: 'may-animal' })).toMatch(/not allowed/);
    expect(expectRefused(higobana, s, 0, { type: 'draw' })).toMatch(/Play the/);
    expect(expectRefused(higobana, s, 0, { type: 'hiki', month: 5 })).toMatch(/not allowed/);
    expect(expectRefused(higobana, s, 0, null)).toMatch(/not a move/);
    const gaji = play(s, 0, { type: 'play', card: 'nov-chaff-1' });
    expect(expectRefused(higobana, gaji, 0, { type: 'capture', target: 'may-animal' })).toMatch(/Take the/);
    expect(expectRefused(higobana, gaji, 0, { type: 'next-round' })).toMatch(/not allowed/);
  });

  it('lets a play, a hand capture or a hiki be taken back before the draw, never the draw', () => {
    const s0 = setup(2, A_DECK);
    const s1 = play(s0, 0, { type: 'play', card: 'nov-chaff-1' });
    expect(higobana.undoable!(s0, { type: 'play', card: 'nov-chaff-1' }, s1, 0)).toBe(true);
    const s2 = play(s1, 0, { type: 'capture', target: 'dec-bright' });
    expect(higobana.undoable!(s1, { type: 'capture', target: 'dec-bright' }, s2, 0)).toBe(true);
    const s3 = play(s2, 0, { type: 'draw' });
    expect(higobana.undoable!(s2, { type: 'draw' }, s3, 0)).toBe(false);
  });

  it('shows every side\u2019s pile with class counts, points, yaku and score, and hides other hands and the stock', () => {
    const s = run(setup(2, A_DECK), { type: 'hiki', month: 4 }, { type: 'draw' });
    const v = view(s, 1);
    expect(v.sides[0]).toMatchObject({
      captured: ['apr-ribbon', 'feb-animal', 'apr-animal', 'feb-chaff-1', 'apr-chaff-1', 'apr-chaff-2'],
      counts: { bright: 0, ribbon: 1, animal: 2, chaff: 3 },
      cardPoints: 23,
      yaku: [],
      score: 23,
    });
    expect(v.hand).toEqual(s.hands[1]);
    expect(v.handCounts).toEqual([5, 8]);
    expectViewHides(v, [...s.hands[0]!, ...s.stock]);
    expect(v.lastTurn).toEqual({
      seat: 0,
      placements: [
        {
          card: 'apr-animal',
          source: 'hand',
          matched: ['apr-chaff-2'],
          took: ['apr-chaff-2'],
          also: ['apr-ribbon', 'apr-chaff-1'],
        },
        { card: 'feb-animal', source: 'draw', matched: ['feb-chaff-1'], took: ['feb-chaff-1'] },
      ],
    });
  });

  it('describes moves in plain English', () => {
    expect(higobana.describe!({ type: 'play', card: 'nov-chaff-1' })).toBe('Play the November lightning (chaff)');
    expect(higobana.describe!({ type: 'hiki', month: 4 })).toBe('Declare a hiki: take all four April cards');
    expect(higobana.describe!({ type: 'capture', target: 'mar-bright' })).toBe('Take the March curtain (bright)');
    expect(higobana.describe!({ type: 'draw' })).toBe('Draw from the stock');
  });
});
