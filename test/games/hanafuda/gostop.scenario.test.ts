import { describe, expect, it } from 'vitest';
import { HANAFUDA_DECK, monthCards } from '../../../src/games/hanafuda/cards.ts';
import {
  chaffToGive,
  gostop,
  goStopFromIds,
  goStopIds,
  gostopOptionsSpec,
  GOSTOP_DEFAULTS,
  KOREAN_STANDARD,
  type GoStopMove,
  type GoStopOptions,
  type GoStopState,
  type GoStopView,
} from '../../../src/games/hanafuda/gostop.ts';
import { roundCardPlaces } from '../../../src/games/hanafuda/round.ts';
import { expectRefused } from '../../helpers/contract.ts';
import { presetOptions } from '../../../src/engine/options.ts';
import { said } from './said.ts';
import { stackDeck } from './stack.ts';
import { BOMB_H0, BOMB_H1, bombDeck } from './deals.ts';

const view = (s: GoStopState, seat: number) => gostop.view(s, seat) as GoStopView;

/** A round driven move by move, with the public sentence of each move kept. */
function table(players: number, deck: string[], options: Partial<GoStopOptions> = {}) {
  let s = gostop.setup({ players, seed: 'scenario', deck, options });
  const log: string[] = [];
  return {
    get s() {
      return s;
    },
    step(seat: number, move: GoStopMove) {
      s = gostop.play(s, seat, move);
      log.push(said(s.events));
      expect(new Set(roundCardPlaces(goStopIds(s))).size, 'every card once').toBe(48);
      expect(roundCardPlaces(goStopIds(s))).toHaveLength(48);
    },
    log,
  };
}

/** Play a round out with a fixed policy (bomb when possible, else the first legal move: go rather than stop). */
function playOut(players: number, deck: string[], options: Partial<GoStopOptions> = {}) {
  let s = gostop.setup({ players, seed: 'found', deck, options });
  const turns: { seat: number; final: boolean; events: NonNullable<GoStopState['lastTurn']>['events'] }[] = [];
  while (s.phase !== 'round-over' && s.phase !== 'match-over') {
    const seat = gostop.actors(s)[0]!;
    const legal = gostop.legalMoves(s, seat);
    const before = s.lastTurn;
    s = gostop.play(s, seat, legal.find((m) => m.type === 'bomb') ?? legal[0]!);
    if (s.lastTurn && s.lastTurn !== before)
      turns.push({
        seat: s.lastTurn.seat,
        final: s.hands.every((h) => h.length === 0) && s.drawOnly.every((d) => d === 0),
        events: s.lastTurn.events,
      });
  }
  return { s, turns };
}

// A plain two-player deal: one card of each month January–August on the field.
const FIELD8 = [
  'jan-chaff-1',
  'feb-chaff-1',
  'mar-chaff-1',
  'apr-chaff-1',
  'may-chaff-1',
  'jun-chaff-1',
  'jul-chaff-1',
  'aug-chaff-1',
];

describe('Go-Stop: dealing', () => {
  it('deals 10 each and 8 to the field with two players; seat 0 deals and plays first, no dealer draw', () => {
    // Months interleaved (every month's first card, then every second card…), so the field holds no four of a month.
    const deck = [0, 1, 2, 3].flatMap((k) => Array.from({ length: 12 }, (_, m) => monthCards(m + 1)[k]!));
    const s = gostop.setup({ players: 2, seed: 'd', deck });
    const v = view(s, 0);
    expect(v.phase).toBe('play');
    expect(v.dealer).toBe(0);
    expect(v.turn).toBe(0);
    expect(v.dealerDraw).toBeUndefined();
    expect(v.hand).toEqual(deck.slice(0, 10));
    expect(view(s, 1).hand).toEqual(
      deck.slice(10, 20).sort((a, b) => HANAFUDA_DECK.indexOf(a) - HANAFUDA_DECK.indexOf(b)),
    );
    expect(v.handCounts).toEqual([10, 10]);
    expect(v.field.flatMap((p) => p.cards)).toEqual(deck.slice(20, 28));
    expect(v.stockCount).toBe(20);
    expect(v.stopMinimum).toBe(3);
    expect(v.counts).toEqual([0, 1].map(() => ({ brights: 0, animals: 0, ribbons: 0, chaffUnits: 0, sakeCup: false })));
  });

  it('deals 7 each and 6 to the field with three players, and stacks a dealt triplet', () => {
    const hands = [
      ['jan-bright', 'feb-animal', 'mar-bright', 'apr-animal', 'may-animal', 'jun-animal', 'jul-animal'],
      ['jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'apr-ribbon', 'may-ribbon', 'jun-ribbon', 'jul-ribbon'],
      ['jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1', 'may-chaff-1', 'jun-chaff-1', 'jul-chaff-1'],
    ];
    const field = ['aug-bright', 'aug-animal', 'aug-chaff-1', 'sep-animal', 'oct-animal', 'nov-animal'];
    const s = gostop.setup({ players: 3, seed: 'd3', deck: stackDeck(hands, field, []) });
    const v = view(s, 2);
    expect(v.handCounts).toEqual([7, 7, 7]);
    expect(v.hand).toEqual(hands[2]);
    expect(v.stockCount).toBe(21);
    expect(v.field[0]).toEqual({ cards: ['aug-bright', 'aug-animal', 'aug-chaff-1'], stacked: true });
    expect(v.turn).toBe(0);
  });

  it('redeals with the same dealer when the field holds four of a month, and that is not a drawn round', () => {
    const h0 = [
      'jan-bright',
      'feb-animal',
      'mar-bright',
      'apr-animal',
      'may-animal',
      'jun-animal',
      'jul-animal',
      'aug-animal',
      'sep-animal',
      'oct-animal',
    ];
    const h1 = [
      'jan-ribbon',
      'feb-ribbon',
      'mar-ribbon',
      'apr-ribbon',
      'may-ribbon',
      'jun-ribbon',
      'jul-ribbon',
      'sep-ribbon',
      'oct-ribbon',
      'nov-ribbon',
    ];
    const four = [...monthCards(12), 'jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1'];
    const s = gostop.setup({ players: 2, seed: 'field', deck: stackDeck([h0, h1], four, []) });
    expect(s.redeals).toBeGreaterThanOrEqual(1);
    expect(s.dealer).toBe(0);
    expect(s.round).toBe(1);
    expect(goStopIds(s).hands[0]).not.toEqual(h0);
    expect(view(s, 1).redeals).toBe(s.redeals);
    expect(view(s, 1).drawMultiplier).toBe(1);
  });

  it('starts with a public dealer draw among all three seats, then deals round 1', () => {
    const s = gostop.setup({ players: 3, seed: 'draw' });
    const v = view(s, 1);
    expect(v.phase).toBe('dealer-draw');
    expect(v.dealerDraw!.rounds[0]).toHaveLength(3);
    expect(v.dealerDraw!.dealer).toBe(s.dealer);
    expect(gostop.actors(s)).toEqual([0, 1, 2]);
    const dealt = gostop.play(s, 2, { type: 'next-round' });
    expect(dealt.dealer).toBe(v.dealerDraw!.dealer);
    expect(dealt.turn).toBe(dealt.dealer);
    expect(view(dealt, 0).dealerDraw).toBeUndefined();
    expect(view(dealt, 0).handCounts).toEqual([7, 7, 7]);
  });
});

describe('Go-Stop: President (four of a month dealt to one hand)', () => {
  const field = [
    'jan-chaff-1',
    'feb-chaff-1',
    'mar-chaff-1',
    'apr-chaff-1',
    'jun-chaff-1',
    'jul-chaff-1',
    'aug-bright',
    'sep-animal',
  ];
  const plain0 = [
    'jan-bright',
    'feb-animal',
    'mar-bright',
    'apr-animal',
    'jun-animal',
    'jul-animal',
    'aug-animal',
    'sep-ribbon',
    'oct-animal',
    'nov-animal',
  ];
  const mays = [...monthCards(5), 'jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'apr-ribbon', 'jun-ribbon', 'jul-ribbon'];

  it('wins at once: 5 points from each opponent, no multipliers', () => {
    const s = gostop.setup({ players: 2, seed: 'p', deck: stackDeck([plain0, mays], field, []) });
    expect(gostop.status(s).phase).toBe('round-over');
    expect(s.history[0]).toMatchObject({
      outcome: 'president',
      winner: 1,
      president: { seat: 1, month: 5 },
      scores: [-5, 5],
    });
    expect(gostop.status(s).lastRound!.details).toEqual([
      { seat: 1, id: 'president', points: 5 },
      { seat: 0, id: 'score', points: -5 },
    ]);
  });

  it('goes to the first President in turn order from the dealer when two hands hold one', () => {
    const octs = [
      ...monthCards(10),
      'jan-bright',
      'feb-animal',
      'mar-bright',
      'apr-animal',
      'jun-animal',
      'jul-animal',
    ];
    const s = gostop.setup({ players: 2, seed: 'p', deck: stackDeck([octs, mays], field, []) });
    expect(s.history[0]).toMatchObject({
      outcome: 'president',
      winner: 0,
      president: { seat: 0, month: 10 },
      scores: [5, -5],
    });
  });

  it('with three players takes 5 from each opponent; the first President after the dealer wins; the winner deals next', () => {
    const h0 = ['jan-bright', 'feb-animal', 'mar-bright', 'apr-animal', 'jun-animal', 'jul-animal', 'aug-animal'];
    const h1 = [...monthCards(5), 'jan-ribbon', 'feb-ribbon', 'mar-ribbon'];
    const h2 = [...monthCards(10), 'jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1'];
    const field = ['apr-ribbon', 'jun-ribbon', 'jul-ribbon', 'aug-bright', 'sep-animal', 'nov-animal'];
    const s = gostop.setup({ players: 3, seed: 'p3', deck: stackDeck([h0, h1, h2], field, []) });
    expect(s.history[0]).toMatchObject({ outcome: 'president', winner: 1, scores: [-5, 10, -5] });
    expect(said(view(s, 0).lastRound!.events)).toBe(
      'Player 2 was dealt all four May cards (President): 5 from each opponent.',
    );
    expect(view(s, 0).hand).toEqual(h0);
    expect(JSON.stringify(view(s, 0))).not.toContain('"may-animal"');
    const next = gostop.play(s, 2, { type: 'next-round' });
    expect(next.dealer).toBe(1);
    expect(next.round).toBe(2);
  });
});

describe('Go-Stop: the turn, ppuk and chaff stealing', () => {
  const H0 = [
    'jan-bright',
    'feb-animal',
    'mar-bright',
    'oct-animal',
    'oct-ribbon',
    'nov-animal',
    'nov-ribbon',
    'dec-bright',
    'sep-ribbon',
    'sep-chaff-1',
  ];
  const H1 = [
    'jan-chaff-2',
    'feb-ribbon',
    'mar-ribbon',
    'apr-animal',
    'may-animal',
    'jun-animal',
    'jul-animal',
    'aug-animal',
    'oct-chaff-1',
    'nov-bright',
  ];
  const STOCK = ['jan-ribbon', 'dec-chaff-1', 'sep-chaff-2', 'nov-chaff-1'];

  it('keeps captures pending until the end of the turn, stacks a ppuk, and the fourth card takes it with a steal', () => {
    const t = table(2, stackDeck([H0, H1], FIELD8, STOCK));
    t.step(0, { type: 'play', card: 'jan-bright' });
    expect(goStopIds(t.s).current.pending).toEqual(['jan-bright', 'jan-chaff-1']);
    expect(view(t.s, 1).pending).toEqual(['jan-bright', 'jan-chaff-1']);
    expect(view(t.s, 1).captured[0], 'not collected before the turn ends').toEqual([]);
    // The drawn January ribbon matches the pair just made: ppuk, the three stay stacked.
    t.step(0, { type: 'draw' });
    expect(t.s.captured[0]).toEqual([]);
    const stack = view(t.s, 1).field.find((p) => p.stacked)!;
    expect(stack).toEqual({ cards: ['jan-bright', 'jan-chaff-1', 'jan-ribbon'], stacked: true, ppukBy: 0 });
    expect(t.s.lastTurn!.events).toEqual([{ kind: 'ppuk', month: 1 }]);
    expect(t.log[1]).toMatch(/ppuk!/);
    expect(t.s.turn).toBe(1);

    t.step(1, { type: 'play', card: 'feb-ribbon' });
    t.step(1, { type: 'draw' }); // the coloured Paulownia chaff stays
    t.step(0, { type: 'play', card: 'dec-bright' }); // takes it
    t.step(0, { type: 'draw' });
    expect(t.s.captured[0]).toEqual(['dec-bright', 'dec-chaff-1']);
    // Seat 1 plays the fourth January card: takes the whole stack, a full month: seat 0 must give a chaff,
    // and with no 1-unit chaff it gives the 2-unit coloured chaff.
    t.step(1, { type: 'play', card: 'jan-chaff-2' });
    expect(view(t.s, 0).field.some((p) => p.stacked)).toBe(false);
    t.step(1, { type: 'draw' });
    expect(t.s.captured[1]).toEqual([
      'feb-ribbon',
      'feb-chaff-1',
      'jan-chaff-2',
      'jan-bright',
      'jan-chaff-1',
      'jan-ribbon',
      'dec-chaff-1',
    ]);
    expect(t.s.captured[0]).toEqual(['dec-bright']);
    expect(t.s.lastTurn!.events).toEqual([
      { kind: 'full-month', month: 1, steals: [{ from: 0, card: 'dec-chaff-1' }] },
    ]);
    expect(t.log[7]).toMatch(/Player 2 took all four January cards\. Player 1 gives a chaff\.$/);
  });

  it('hands over a 1-unit chaff first, else a 2-unit one, never the sake cup, and nothing without chaff', () => {
    expect(chaffToGive(['sep-animal', 'dec-chaff-1', 'may-chaff-2', 'jan-chaff-1'])).toBe('jan-chaff-1');
    expect(chaffToGive(['sep-animal', 'nov-chaff-1', 'dec-chaff-1'])).toBe('nov-chaff-1');
    expect(chaffToGive(['sep-animal', 'jan-bright'])).toBeUndefined();
    expect(chaffToGive([])).toBeUndefined();
  });

  // Ttadak and jjok, each making the opponent give a chaff.
  const T0 = [
    'jan-bright',
    'aug-bright',
    'sep-animal',
    'sep-ribbon',
    'oct-animal',
    'oct-ribbon',
    'nov-animal',
    'nov-ribbon',
    'dec-bright',
    'dec-chaff-3',
  ];
  const T1 = [
    'feb-chaff-2',
    'mar-chaff-2',
    'apr-animal',
    'may-animal',
    'jun-animal',
    'jul-animal',
    'aug-animal',
    'oct-chaff-1',
    'nov-bright',
    'feb-animal',
  ];
  const TF = [
    'jan-chaff-1',
    'jan-chaff-2',
    'feb-chaff-1',
    'mar-chaff-1',
    'apr-chaff-1',
    'may-chaff-1',
    'jun-chaff-1',
    'jul-chaff-1',
  ];
  const TS = ['nov-chaff-1', 'mar-ribbon', 'jan-ribbon', 'oct-chaff-2', 'aug-chaff-1'];

  it('ttadak: the hand card took one of two, the drawn card the other: all four, and a steal', () => {
    const t = table(2, stackDeck([T0, T1], TF, TS));
    t.step(0, { type: 'play', card: 'sep-ribbon' });
    t.step(0, { type: 'draw' });
    t.step(1, { type: 'play', card: 'feb-chaff-2' });
    t.step(1, { type: 'draw' }); // the March ribbon takes the March chaff
    expect(t.s.captured[1]).toEqual(['feb-chaff-2', 'feb-chaff-1', 'mar-ribbon', 'mar-chaff-1']);
    t.step(0, { type: 'play', card: 'jan-bright' });
    expect(gostop.legalMoves(t.s, 0)).toEqual([
      { type: 'capture', target: 'jan-chaff-1' },
      { type: 'capture', target: 'jan-chaff-2' },
    ]);
    t.step(0, { type: 'capture', target: 'jan-chaff-1' });
    t.step(0, { type: 'draw' });
    expect(t.s.captured[0]).toEqual(['jan-bright', 'jan-chaff-1', 'jan-ribbon', 'jan-chaff-2', 'feb-chaff-1']);
    expect(t.s.lastTurn!.events).toEqual([{ kind: 'ttadak', month: 1, steals: [{ from: 1, card: 'feb-chaff-1' }] }]);
    expect(t.log[t.log.length - 1]).toMatch(/Ttadak! Player 2 gives a chaff\./);

    // Jjok: the moon matches nothing and stays; the drawn August chaff takes it back.
    t.step(1, { type: 'play', card: 'apr-animal' });
    t.step(1, { type: 'draw' });
    t.step(0, { type: 'play', card: 'aug-bright' });
    expect(view(t.s, 1).field.some((p) => p.cards.includes('aug-bright'))).toBe(true);
    t.step(0, { type: 'draw' });
    expect(t.s.lastTurn!.events).toEqual([{ kind: 'jjok', month: 8, steals: [{ from: 1, card: 'feb-chaff-2' }] }]);
    expect(t.s.captured[0]).toContain('aug-bright');
    expect(t.s.captured[1]).toEqual(['mar-ribbon', 'mar-chaff-1', 'apr-animal', 'apr-chaff-1']);
  });
});

describe('Go-Stop: bombs and shaking', () => {
  // The bomb deal (deals.ts): seat 0 holds three May cards (the fourth on the field) and two of September.
  const deck = bombDeck();

  it('offers a bomb and a shake for a dealt triplet whose fourth card is on the field', () => {
    const s = gostop.setup({ players: 2, seed: 'b', deck });
    const legal = gostop.legalMoves(s, 0);
    expect(legal).toContainEqual({ type: 'bomb', month: 5 });
    expect(legal).toContainEqual({ type: 'shake', month: 5 });
    expect(gostop.describe!({ type: 'bomb', month: 5 })).toBe('Bomb with your three May cards');
  });

  it('bombs: the three take the fourth, then two stock cards are drawn one after the other; a full-month steal; the bomber runs out early', () => {
    const t = table(2, deck);
    t.step(0, { type: 'play', card: 'dec-bright' });
    t.step(0, { type: 'draw' }); // the Lightning stays
    t.step(1, { type: 'play', card: 'feb-chaff-2' });
    t.step(1, { type: 'draw' }); // the January ribbon stays
    t.step(0, { type: 'bomb', month: 5 });
    expect(goStopIds(t.s).current.pending).toEqual(['may-animal', 'may-ribbon', 'may-chaff-2', 'may-chaff-1']);
    expect(t.s.phase).toBe('draw');
    expect(view(t.s, 1).drawsLeft).toBe(2);
    expect(t.log[4]).toMatch(/bombs with three May cards and takes the May chaff \(plain\); two stock cards to draw/);
    t.step(0, { type: 'draw' }); // the March ribbon takes the March chaff
    expect(t.s.phase).toBe('draw');
    expect(t.s.turn).toBe(0);
    t.step(0, { type: 'draw' }); // the April ribbon takes the April chaff
    expect(t.s.turn).toBe(1);
    expect(t.s.captured[0]).toEqual([
      'may-animal',
      'may-ribbon',
      'may-chaff-2',
      'may-chaff-1',
      'mar-ribbon',
      'mar-chaff-1',
      'apr-ribbon',
      'apr-chaff-1',
      'feb-chaff-1',
    ]);
    expect(t.s.lastTurn!.events).toEqual([
      { kind: 'bomb', month: 5 },
      { kind: 'full-month', month: 5, steals: [{ from: 1, card: 'feb-chaff-1' }] },
    ]);
    expect(t.s.bombs).toEqual([1, 0]);
    expect(view(t.s, 1).multipliers[0]).toEqual([{ id: 'bomb', factor: 2 }]);
    expect(t.s.hands.map((h) => h.length)).toEqual([6, 9]);
    expect(goStopIds(t.s).stock).toHaveLength(16);
  });

  it('skips a seat whose hand is empty: the others play on', () => {
    const t = table(2, deck);
    t.step(0, { type: 'play', card: 'dec-bright' });
    t.step(0, { type: 'draw' });
    // Seat 0 is out of cards (as a bomber runs out two turns early); seat 1 plays turn after turn.
    const ids = goStopIds(t.s);
    const out = goStopFromIds({
      ...ids,
      hands: [[], ids.hands[1]!],
      captured: [[...ids.captured[0]!, ...ids.hands[0]!], ids.captured[1]!],
    });
    let s = gostop.play(out, 1, { type: 'play', card: 'oct-animal' });
    s = gostop.play(s, 1, { type: 'draw' });
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(1);
    expect(gostop.legalMoves(s, 0)).toEqual([]);
  });

  it('Korean rule: a bomb draws one card, then gives two draw-only turns the bomber may take on any later turn', () => {
    const t = table(2, deck, { bomb_draws: 'draw-only-turns' });
    t.step(0, { type: 'play', card: 'dec-bright' });
    t.step(0, { type: 'draw' });
    t.step(1, { type: 'play', card: 'feb-chaff-2' });
    t.step(1, { type: 'draw' });
    t.step(0, { type: 'bomb', month: 5 });
    expect(view(t.s, 0).drawsLeft).toBe(1);
    t.step(0, { type: 'draw' });
    expect(t.s.turn).toBe(1);
    expect(view(t.s, 1).drawOnly).toEqual([2, 0]);
    expect(t.log[4]).toMatch(/two draw-only turns to come/);
    t.step(1, { type: 'play', card: 'mar-chaff-2' });
    t.step(1, { type: 'draw' });
    expect(gostop.legalMoves(t.s, 0)).toContainEqual({ type: 'draw-only' });
    t.step(0, { type: 'draw-only' });
    expect(t.s.phase).toBe('draw');
    expect(t.s.hands[0]).toHaveLength(6);
    t.step(0, { type: 'draw' });
    expect(t.s.drawOnly).toEqual([1, 0]);
    // Played out: every stock card is drawn, none is left over.
    let s = t.s;
    while (s.phase !== 'round-over' && s.phase !== 'match-over') {
      const seat = gostop.actors(s)[0]!;
      const legal = gostop.legalMoves(s, seat);
      s = gostop.play(s, seat, legal.find((m) => m.type === 'go') ?? legal[0]!);
    }
    if (s.hands.every((h) => h.length === 0) && s.drawOnly.every((d) => d === 0))
      expect(goStopIds(s).stock).toHaveLength(0);
  });

  it('shakes a triplet before the first play: public, ×2 for that player, and it can no longer bomb', () => {
    const t = table(2, deck);
    expect(gostop.describe!({ type: 'shake', month: 5 })).toBe('Shake: show your three May cards');
    t.step(0, { type: 'shake', month: 5 });
    expect(t.s.turn).toBe(0);
    expect(t.s.phase).toBe('play');
    const seen = view(t.s, 1);
    expect(seen.shaken).toEqual([{ seat: 0, month: 5, cards: ['may-animal', 'may-ribbon', 'may-chaff-2'] }]);
    expect(seen.multipliers[0]).toEqual([{ id: 'shake', factor: 2 }]);
    expect(t.log[0]).toBe(
      'Player 1 shakes: shows three May cards (May bridge (animal), May red ribbon (ribbon), May chaff (plain)). A win will count ×2.',
    );
    const legal = gostop.legalMoves(t.s, 0);
    expect(legal.some((m) => m.type === 'bomb' || m.type === 'shake')).toBe(false);
    t.step(0, { type: 'play', card: 'may-animal' });
    t.step(0, { type: 'draw' });
    t.step(1, { type: 'play', card: 'feb-chaff-2' });
    t.step(1, { type: 'draw' });
    expect(gostop.legalMoves(t.s, 0).some((m) => m.type === 'shake')).toBe(false);
  });

  it('allows shaking only before the first play, and a later triplet cannot be shaken after it', () => {
    const t = table(2, deck);
    t.step(0, { type: 'play', card: 'dec-bright' });
    t.step(0, { type: 'draw' });
    t.step(1, { type: 'play', card: 'feb-chaff-2' });
    t.step(1, { type: 'draw' });
    const legal = gostop.legalMoves(t.s, 0);
    expect(legal).toContainEqual({ type: 'bomb', month: 5 });
    expect(legal.some((m) => m.type === 'shake')).toBe(false);
    expect(expectRefused(gostop, t.s, 0, { type: 'shake', month: 5 })).toMatch(/not allowed/);
  });
});

describe('Go-Stop: go or stop', () => {
  const G0 = [
    'jan-ribbon',
    'feb-ribbon',
    'mar-ribbon',
    'sep-animal',
    'sep-ribbon',
    'oct-animal',
    'oct-ribbon',
    'nov-animal',
    'nov-ribbon',
    'dec-bright',
  ];
  const G1 = [
    'apr-animal',
    'may-animal',
    'jun-animal',
    'jul-animal',
    'aug-animal',
    'apr-ribbon',
    'may-ribbon',
    'jun-ribbon',
    'dec-chaff-3',
    'nov-bright',
  ];
  const GS = [
    'sep-chaff-1',
    'oct-chaff-1',
    'dec-chaff-1',
    'nov-chaff-1',
    'jan-chaff-2',
    'feb-chaff-2',
    'mar-chaff-2',
    'apr-chaff-2',
    'may-chaff-2',
  ];
  const deck = stackDeck([G0, G1], FIELD8, GS);
  const opening: [number, GoStopMove][] = [
    [0, { type: 'play', card: 'jan-ribbon' }],
    [0, { type: 'draw' }],
    [1, { type: 'play', card: 'apr-animal' }],
    [1, { type: 'draw' }],
    [0, { type: 'play', card: 'feb-ribbon' }],
    [0, { type: 'draw' }],
    [1, { type: 'play', card: 'may-animal' }],
    [1, { type: 'draw' }],
    [0, { type: 'play', card: 'mar-ribbon' }],
    [0, { type: 'draw' }],
  ];

  it('asks at 3 points, shows what is at stake, and after a go asks again only for a higher score', () => {
    const t = table(2, deck);
    for (const [seat, m] of opening) t.step(seat, m);
    expect(t.s.phase).toBe('decide');
    expect(gostop.legalMoves(t.s, 0)).toEqual([{ type: 'go' }, { type: 'stop' }]);
    expect(gostop.legalMoves(t.s, 1)).toEqual([]);
    const v = view(t.s, 0);
    expect(v.yaku[0]).toEqual([{ id: 'red-poems', points: 3 }]);
    expect(v.stopNow[0]).toMatchObject({
      winner: 0,
      yakuPoints: 3,
      goBonus: 0,
      score: 3,
      total: 3,
      payments: [{ seat: 1, piBak: false, gwangBak: false, goBak: false, amount: 3 }],
    });
    expect(v.stopNow[1]).toBeNull();
    expect(view(t.s, 1).stopNow[0]).toEqual(v.stopNow[0]);
    t.step(0, { type: 'go' });
    expect(t.log[t.log.length - 1]).toBe('Player 1 calls go!');
    expect(view(t.s, 1).gos).toEqual([1, 0]);
    expect(view(t.s, 1).lastGoTotals).toEqual([3, 0]);
    t.step(1, { type: 'play', card: 'jun-animal' });
    t.step(1, { type: 'draw' });
    t.step(0, { type: 'play', card: 'sep-ribbon' }); // 4 ribbons: still 3 points, no new decision
    t.step(0, { type: 'draw' });
    expect(t.s.phase).toBe('play');
    expect(t.s.turn).toBe(1);
    t.step(1, { type: 'play', card: 'jul-animal' });
    t.step(1, { type: 'draw' });
    t.step(0, { type: 'play', card: 'oct-ribbon' }); // 5 ribbons: Ribbons 1, total 4
    t.step(0, { type: 'draw' });
    expect(t.s.phase).toBe('decide');
    expect(view(t.s, 0).stopNow[0]).toMatchObject({ yakuPoints: 4, goBonus: 1, score: 5 });
    t.step(0, { type: 'stop' });
    const st = gostop.status(t.s);
    expect(st.phase).toBe('round-over');
    expect(st.totals).toEqual([5, -5]);
    expect(st.lastRound).toEqual({
      scores: [5, -5],
      details: [
        { seat: 0, id: 'red-poems', points: 3 },
        { seat: 0, id: 'ribbons', points: 1 },
        { seat: 0, id: 'go-bonus', points: 1 },
        { seat: 1, id: 'score', points: -5 },
      ],
      name: { kind: 'round', n: 1 },
      events: st.lastRound!.events,
    });
    expect(said(st.lastRound!.events)).toBe(
      'Player 1 stops: Red Poems (Hongdan) 3 + Ribbons 1 + 1 go = 5. Player 2 pays 5.',
    );
    // The winner deals the next round.
    const next = gostop.play(t.s, 1, { type: 'next-round' });
    expect(next.dealer).toBe(0);
    expect(next.round).toBe(2);
    expect(view(next, 0).gos).toEqual([0, 0]);
  });

  it('with the go scale "×2 from the third go only" a go adds no point; so does a saved match whose options say "+1 per go" off', () => {
    // The second: a match saved before the go scale was a choice (its frozen options have go_bonus: false).
    for (const options of [{ go_scale: 'double-only' }, { go_bonus: false }] as Partial<GoStopOptions>[]) {
      const t = table(2, deck, options);
      for (const [seat, m] of opening) t.step(seat, m);
      t.step(0, { type: 'go' });
      for (const [seat, m] of [
        [1, { type: 'play', card: 'jun-animal' }],
        [1, { type: 'draw' }],
        [0, { type: 'play', card: 'sep-ribbon' }],
        [0, { type: 'draw' }],
        [1, { type: 'play', card: 'jul-animal' }],
        [1, { type: 'draw' }],
        [0, { type: 'play', card: 'oct-ribbon' }],
        [0, { type: 'draw' }],
      ] as [number, GoStopMove][])
        t.step(seat, m);
      expect(view(t.s, 0).stopNow[0]).toMatchObject({ yakuPoints: 4, goBonus: 0, score: 4 });
      t.step(0, { type: 'stop' });
      // Red Poems 3 + Ribbons 1, the go adds nothing: 4.
      expect(gostop.status(t.s).totals).toEqual([4, -4]);
      expect(said(gostop.status(t.s).lastRound!.events)).toBe(
        'Player 1 stops: Red Poems (Hongdan) 3 + Ribbons 1 = 4. Player 2 pays 4.',
      );
    }
  });

  it('with the Korean stop minimum of 7 for two players, 3 points are not enough to stop', () => {
    const t = table(2, deck, { stop_minimum_2p: 7 });
    for (const [seat, m] of opening) t.step(seat, m);
    expect(t.s.phase).toBe('play');
    expect(t.s.turn).toBe(1);
    expect(view(t.s, 1).stopMinimum).toBe(7);
    expect(view(t.s, 1).stopNow[0]).toBeNull();
  });

  it('refuses moves out of turn, cards not in hand, wrong phases and malformed moves, with reasons', () => {
    const s = gostop.setup({ players: 2, seed: 'r', deck });
    expect(expectRefused(gostop, s, 1, { type: 'play', card: 'apr-animal' })).toMatch(/turn/);
    expect(expectRefused(gostop, s, 0, { type: 'play', card: 'apr-animal' })).toMatch(/not allowed/);
    expect(expectRefused(gostop, s, 0, { type: 'draw' })).toMatch(/Play the/);
    expect(expectRefused(gostop, s, 0, { type: 'go' })).toMatch(/not allowed/);
    expect(expectRefused(gostop, s, 0, { type: 'bomb', month: 1 })).toMatch(/not allowed/);
    expect(expectRefused(gostop, s, 0, null)).toMatch(/not a move/);
    expect(expectRefused(gostop, s, 0, { card: 'jan-ribbon' })).toMatch(/malformed/);
  });

  it('lets a shake, a play or a hand capture be taken back before the draw, never the draw or a decision', () => {
    // The bomb deal's hands, with January's chaff and ribbon on the field instead of February's.
    const bombDeck = stackDeck(
      [BOMB_H0, BOMB_H1],
      [
        'may-chaff-1',
        'jan-chaff-1',
        'jan-ribbon',
        'mar-chaff-1',
        'apr-chaff-1',
        'jun-chaff-1',
        'jul-chaff-1',
        'aug-chaff-1',
      ],
      [],
    );
    const s0 = gostop.setup({ players: 2, seed: 'u', deck: bombDeck });
    const undo = (b: GoStopState, seat: number, m: GoStopMove) => {
      const a = gostop.play(b, seat, m);
      return { a, ok: gostop.undoable!(b, m, a, seat) };
    };
    expect(undo(s0, 0, { type: 'shake', month: 5 }).ok).toBe(true);
    expect(undo(s0, 0, { type: 'bomb', month: 5 }).ok).toBe(true);
    const played = undo(s0, 0, { type: 'play', card: 'jan-bright' });
    expect(played.ok).toBe(true);
    expect(played.a.phase).toBe('choose-hand');
    const chosen = undo(played.a, 0, { type: 'capture', target: 'jan-ribbon' });
    expect(chosen.ok).toBe(true);
    expect(undo(chosen.a, 0, { type: 'draw' }).ok).toBe(false);
  });
});

describe('Go-Stop: the end of a round', () => {
  // Deals found once by search; played with a fixed policy (bomb when possible, else the first legal move, go before stop).
  const PPUK_FINAL_2P = [
    'nov-bright',
    'mar-bright',
    'nov-ribbon',
    'mar-chaff-2',
    'jun-chaff-1',
    'oct-animal',
    'aug-bright',
    'jul-ribbon',
    'apr-chaff-1',
    'nov-animal',
    'jul-chaff-2',
    'apr-ribbon',
    'jan-chaff-2',
    'may-chaff-2',
    'aug-chaff-2',
    'jul-chaff-1',
    'may-animal',
    'oct-chaff-1',
    'may-chaff-1',
    'feb-chaff-1',
    'jan-chaff-1',
    'jun-ribbon',
    'sep-chaff-2',
    'jan-bright',
    'feb-chaff-2',
    'jan-ribbon',
    'aug-chaff-1',
    'feb-ribbon',
    'may-ribbon',
    'aug-animal',
    'sep-animal',
    'jul-animal',
    'sep-ribbon',
    'apr-animal',
    'dec-chaff-3',
    'nov-chaff-1',
    'feb-animal',
    'mar-ribbon',
    'mar-chaff-1',
    'dec-chaff-1',
    'jun-chaff-2',
    'apr-chaff-2',
    'sep-chaff-1',
    'dec-chaff-2',
    'jun-animal',
    'oct-chaff-2',
    'dec-bright',
    'oct-ribbon',
  ];

  it('has no ppuk on the final turn: the player takes all three (possible only with stock left over after a bomb)', () => {
    const { s, turns } = playOut(2, PPUK_FINAL_2P);
    const last = turns[turns.length - 1]!;
    expect(last.final).toBe(true);
    expect(last.events).toContainEqual({ kind: 'ppuk-final', month: 10 });
    expect(s.bombs.some((b) => b > 0)).toBe(true);
    expect(goStopIds(s).field.some((p) => p.length >= 3 && p[0]!.startsWith('oct-'))).toBe(false);
    expect(s.captured[last.seat]!.filter((c) => c.startsWith('oct-'))).toHaveLength(3);
    expect(said(s.events)).toMatch(/no ppuk on the final turn/);
  });

  const FINAL_SWEEP_3P = [
    'oct-ribbon',
    'oct-chaff-1',
    'aug-chaff-1',
    'sep-ribbon',
    'mar-chaff-1',
    'sep-animal',
    'dec-chaff-3',
    'dec-bright',
    'apr-ribbon',
    'dec-chaff-2',
    'mar-ribbon',
    'jul-chaff-1',
    'nov-chaff-1',
    'apr-animal',
    'aug-bright',
    'jul-chaff-2',
    'may-ribbon',
    'jun-chaff-2',
    'nov-animal',
    'may-chaff-2',
    'jun-ribbon',
    'sep-chaff-2',
    'mar-bright',
    'jan-chaff-2',
    'jan-bright',
    'feb-animal',
    'nov-bright',
    'jul-animal',
    'apr-chaff-2',
    'nov-ribbon',
    'apr-chaff-1',
    'feb-ribbon',
    'jan-ribbon',
    'jun-animal',
    'may-chaff-1',
    'sep-chaff-1',
    'oct-chaff-2',
    'may-animal',
    'mar-chaff-2',
    'jul-ribbon',
    'feb-chaff-2',
    'jan-chaff-1',
    'aug-animal',
    'feb-chaff-1',
    'aug-chaff-2',
    'dec-chaff-1',
    'jun-chaff-1',
    'oct-animal',
  ];

  it('steals for a sweep on the final turn by default; the Korean rule does not', () => {
    const seed = playOut(3, FINAL_SWEEP_3P);
    const last = seed.turns[seed.turns.length - 1]!;
    expect(last.final).toBe(true);
    const sweep = last.events.find((e) => e.kind === 'sweep')!;
    expect(sweep.steals!.filter((x) => x.card)).toHaveLength(2);
    const korean = playOut(3, FINAL_SWEEP_3P, { final_turn_steals: false });
    const kLast = korean.turns[korean.turns.length - 1]!;
    expect(kLast.final).toBe(true);
    expect(kLast.events.some((e) => e.kind === 'sweep')).toBe(false);
    expect(korean.s.captured[kLast.seat]!.length).toBe(seed.s.captured[last.seat]!.length - 2);
  });

  const DRAW_3P = [
    'jul-chaff-2',
    'jun-animal',
    'nov-bright',
    'dec-chaff-3',
    'mar-chaff-2',
    'jul-chaff-1',
    'jul-ribbon',
    'sep-chaff-2',
    'apr-ribbon',
    'sep-chaff-1',
    'may-chaff-2',
    'feb-ribbon',
    'mar-ribbon',
    'mar-bright',
    'may-animal',
    'may-ribbon',
    'aug-bright',
    'aug-chaff-1',
    'oct-chaff-1',
    'mar-chaff-1',
    'feb-chaff-2',
    'jun-ribbon',
    'jan-chaff-2',
    'aug-chaff-2',
    'apr-chaff-2',
    'jul-animal',
    'jun-chaff-1',
    'jan-bright',
    'oct-animal',
    'oct-chaff-2',
    'jan-chaff-1',
    'jun-chaff-2',
    'dec-chaff-1',
    'sep-animal',
    'feb-chaff-1',
    'feb-animal',
    'apr-animal',
    'may-chaff-1',
    'oct-ribbon',
    'nov-chaff-1',
    'nov-animal',
    'jan-ribbon',
    'aug-animal',
    'dec-chaff-2',
    'sep-ribbon',
    'dec-bright',
    'nov-ribbon',
    'apr-chaff-1',
  ];

  it('is a draw when nobody stops: nobody scores, the dealer deals again, and the next win counts double', () => {
    const { s } = playOut(3, DRAW_3P);
    expect(s.history[0]).toMatchObject({ outcome: 'draw', scores: [0, 0, 0], details: [] });
    expect(said(gostop.status(s).lastRound!.events)).toBe(
      'Nobody stopped: a drawn round. The dealer deals again and the next win counts ×2.',
    );
    const next = gostop.play(s, 1, { type: 'next-round' });
    expect(next.dealer).toBe(0);
    expect(view(next, 1).drawMultiplier).toBe(2);
    expect(next.drawStreak).toBe(1);
  });

  const AUTO_2P = [
    'sep-ribbon',
    'feb-chaff-1',
    'aug-chaff-2',
    'oct-chaff-2',
    'jun-animal',
    'nov-chaff-1',
    'mar-ribbon',
    'jan-chaff-2',
    'dec-chaff-2',
    'jul-ribbon',
    'apr-animal',
    'feb-animal',
    'mar-chaff-1',
    'jun-ribbon',
    'jan-ribbon',
    'aug-chaff-1',
    'may-animal',
    'may-chaff-2',
    'jul-chaff-2',
    'may-chaff-1',
    'oct-chaff-1',
    'jan-chaff-1',
    'sep-chaff-1',
    'oct-animal',
    'dec-bright',
    'dec-chaff-3',
    'nov-ribbon',
    'nov-animal',
    'mar-bright',
    'jul-chaff-1',
    'sep-chaff-2',
    'apr-chaff-2',
    'aug-animal',
    'jun-chaff-2',
    'feb-chaff-2',
    'dec-chaff-1',
    'feb-ribbon',
    'may-ribbon',
    'aug-bright',
    'apr-ribbon',
    'jul-animal',
    'jun-chaff-1',
    'nov-bright',
    'oct-ribbon',
    'sep-animal',
    'mar-chaff-2',
    'jan-bright',
    'apr-chaff-1',
  ];

  it('stops by itself when the player reaching the score has no turn left', () => {
    const { s } = playOut(2, AUTO_2P);
    const h = s.history[0]!;
    expect(h.outcome).toBe('stop');
    expect(h.autoStop).toBe(true);
    expect(s.hands[h.winner!]).toEqual([]);
    expect(said(s.events)).toMatch(/has no turn left and stops/);
    expect(said(h.events)).toMatch(/stops on the last turn/);
  });
});

describe('Go-Stop: options, presets and the match', () => {
  it('offers the seed preset as the defaults and a Korean standard preset setting every Korean toggle', () => {
    expect(gostopOptionsSpec.presets.map((p) => p.id)).toEqual(['carriage', 'korean']);
    expect(presetOptions(GOSTOP_DEFAULTS, gostopOptionsSpec.presets[0])).toEqual(GOSTOP_DEFAULTS);
    const korean = presetOptions(GOSTOP_DEFAULTS, gostopOptionsSpec.presets[1]);
    expect(korean).toMatchObject({
      bdb: false,
      stop_minimum_2p: 7,
      bomb_draws: 'draw-only-turns',
      pi_bak: 'korean',
      final_turn_steals: false,
    });
    expect(korean).toMatchObject(KOREAN_STANDARD);
    for (const f of gostopOptionsSpec.fields) expect(f.help, f.key).toBeTruthy();
    expect(gostopOptionsSpec.fields.map((f) => f.key).sort()).toEqual(Object.keys(GOSTOP_DEFAULTS).sort());
  });

  it('refuses impossible options and player counts', () => {
    expect(() => gostop.setup({ players: 4, seed: 'x' })).toThrow(/2 or 3 players/);
    expect(() => gostop.setup({ players: 1, seed: 'x' })).toThrow(/2 or 3 players/);
    expect(() => gostop.setup({ players: 2, seed: 'x', options: { stop_minimum_2p: 5 as never } })).toThrow(
      /stop_minimum_2p/,
    );
  });

  it('ends the match after the chosen number of rounds, or once a total reaches the target', () => {
    const playMatch = (options: Partial<GoStopOptions>, seed: string) => {
      let s = gostop.setup({ players: 3, seed, options });
      while (gostop.status(s).phase !== 'match-over') {
        const seat = gostop.actors(s)[0]!;
        const legal = gostop.legalMoves(s, seat);
        s = gostop.play(s, seat, legal.find((m) => m.type === 'stop') ?? legal[0]!);
      }
      return s;
    };
    const three = playMatch({ rounds: 3 }, 'len');
    expect(three.history.map((h) => h.name)).toEqual([1, 2, 3].map((n) => ({ kind: 'round', n })));
    expect(gostop.actors(three)).toEqual([]);
    expect(gostop.status(three).totals).toEqual(
      [0, 1, 2].map((seat) => three.history.reduce((t, h) => t + h.scores[seat]!, 0)),
    );
    const target = playMatch({ target: 10 }, 'target');
    const totals = gostop.status(target).totals;
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(10);
    const before = target.history.slice(0, -1).reduce((acc, h) => acc.map((t, i) => t + h.scores[i]!), [0, 0, 0]);
    expect(Math.max(...before), 'no total had reached the target before the last round').toBeLessThan(10);
  });
});
