/**
 * Capture through the engine with known deals (contract rule 7: the hands, then the up-card,
 * then the extra hand, then the stock) and with positions late in a hand. Expectations are
 * worked out by hand from the rulings (docs/rulings/capture.md).
 */
import { describe, expect, it } from 'vitest';
import {
  capture,
  captureCardPlaces,
  type CaptureMove,
  type CaptureOptions,
  type CaptureState,
  type CaptureView,
} from '../../../src/games/capture/capture.ts';
import { deckFor } from '../../../src/games/capture/cards.ts';
import { expectRefused } from '../../helpers/contract.ts';

const HAND = [0, 0, 13, 13, 9, 9, 9];
const sorted = (a: readonly unknown[]) => a.map((x) => JSON.stringify(x)).sort();

/**
 * A stacked deck: `hands` (each completed with filler cards), then `up` (the cards at the
 * up-card position: skipped Galaxies, then the up-card), then the extra hand (completed with
 * filler), then `stock` on top of the rest. Filler never uses the numbers in `avoid` nor a
 * Galaxy while other filler is left.
 */
function stack(
  players: number,
  spec: { hands: string[][]; up: string[]; extra?: boolean; stock?: string[]; avoid?: string[] },
): string[] {
  const deck = deckFor(players);
  const used = new Set([...spec.hands.flat(), ...spec.up, ...(spec.stock ?? [])]);
  const avoid = new Set(spec.avoid ?? []);
  const bad = (c: string) => c.startsWith('u-Galaxy') || avoid.has(c.split('-')[2]!);
  const pool = [...deck.filter((c) => !used.has(c) && !bad(c)), ...deck.filter((c) => !used.has(c) && bad(c))];
  const take = (n: number) => pool.splice(0, n);
  const hands = spec.hands.map((h) => [...h, ...take(HAND[players]! - h.length)]);
  const extra = spec.extra ? take(HAND[players]!) : [];
  const out = [...hands.flat(), ...spec.up, ...extra, ...(spec.stock ?? []), ...pool];
  expect(out.length).toBe(deck.length);
  return out;
}

function run(s: CaptureState, moves: [number, CaptureMove][]): CaptureState {
  for (const [seat, m] of moves) s = capture.play(s, seat, m);
  return s;
}

const legal = (s: CaptureState, seat: number) => sorted(capture.legalMoves(s, seat));
const view = (s: CaptureState, seat: number) => capture.view(s, seat) as CaptureView;

function conserved(s: CaptureState) {
  const places = captureCardPlaces(s);
  expect(sorted(places)).toEqual(sorted(deckFor(s.players)));
}

describe('the deal and the up-card', () => {
  it('deals 13 each at 2 players from the front of the deck; the up-card is the next card', () => {
    const deck = stack(2, { hands: [[], []], up: ['u-N-4'] });
    const s = capture.setup({ players: 2, seed: 'x', deck });
    expect(s.hands[0]).toEqual(deck.slice(0, 13));
    expect(s.hands[1]).toEqual(deck.slice(13, 26));
    expect(s.upCard).toBe('u-N-4');
    expect(s.stock).toEqual(deck.slice(27));
    expect(s.dealer).toBe(0);
    expect(view(s, 0).stockCount).toBe(29);
  });

  it('a Galaxy at the up-card position goes to the bottom of the stock (CA-10)', () => {
    const deck = stack(2, { hands: [[], []], up: ['u-Galaxy-S', 'u-E-Sun'] });
    const s = capture.setup({ players: 2, seed: 'x', deck });
    expect(s.upCard).toBe('u-E-Sun');
    expect(s.stock[s.stock.length - 1]).toBe('u-Galaxy-S');
    expect(s.stock.length).toBe(29);
    expect(view(s, 1).events).toContainEqual({ kind: 'up-card', cards: ['u-E-Sun'], data: { skipped: 1 } });
  });

  it('at 4 players, 9 cards each and the Galaxies V, S, N, M', () => {
    const s = capture.setup({ players: 4, seed: 'four' });
    expect(s.hands.map((h) => h.length)).toEqual([9, 9, 9, 9]);
    conserved(s);
    expect(
      captureCardPlaces(s)
        .filter((c) => c.startsWith('u-Galaxy'))
        .sort(),
    ).toEqual(['u-Galaxy-M', 'u-Galaxy-N', 'u-Galaxy-S', 'u-Galaxy-V']);
  });

  it('refuses a stacked deck with the wrong cards, and 7 players, with a readable reason', () => {
    expect(() => capture.setup({ players: 2, seed: 'x', deck: deckFor(3) })).toThrow(/56 cards/);
    expect(() => capture.setup({ players: 7, seed: 'x' })).toThrow(/2 to 6/);
  });
});

describe('leading (CA-1)', () => {
  it('a player without a Secondary card passes the lead to the left', () => {
    const deck = stack(4, {
      hands: [
        [],
        ['u-E-1', 'u-E-2', 'u-E-3', 'u-E-4', 'u-E-5', 'u-E-6', 'u-E-7', 'u-E-Moon', 'u-E-Sun'],
        ['u-V-6'],
        [],
      ],
      up: ['u-J-1'],
    });
    const s = capture.setup({ players: 4, seed: 'x', deck });
    expect(s.phase).toBe('lead');
    expect(s.turn).toBe(2);
    expect(view(s, 3).leadPasses).toEqual([1]);
    expect(view(s, 3).events).toContainEqual({ kind: 'lead-pass', seat: 1 });
    expect(capture.legalMoves(s, 1)).toEqual([]);
    // Seat 2 may lead only its Secondary cards.
    for (const m of capture.legalMoves(s, 2) as { card: string }[]) expect(m.card).toMatch(/^u-[NSV]-/);
    expect(capture.legalMoves(s, 2)).toContainEqual({ type: 'lead', card: 'u-V-6' });
  });

  it('when nobody holds a Secondary card, the first passer leads a Primary card, never a Galaxy', () => {
    const seat0 = [
      'u-E-1',
      'u-E-2',
      'u-E-3',
      'u-E-4',
      'u-E-5',
      'u-E-6',
      'u-E-7',
      'u-E-Moon',
      'u-E-Sun',
      'u-J-1',
      'u-J-2',
      'u-J-3',
      'u-J-4',
    ];
    const seat1 = [
      'u-J-5',
      'u-J-6',
      'u-J-7',
      'u-J-Moon',
      'u-J-Sun',
      'u-M-1',
      'u-M-2',
      'u-M-3',
      'u-M-4',
      'u-M-5',
      'u-M-6',
      'u-Galaxy-V',
      'u-Galaxy-S',
    ];
    const s = capture.setup({
      players: 2,
      seed: 'x',
      deck: stack(2, { hands: [seat0, seat1], up: ['u-V-1'], stock: ['u-S-Sun'] }),
    });
    expect(s.turn).toBe(1);
    expect(s.leadPasses).toEqual([1, 0]);
    expect(view(s, 0).fallback).toBe(true);
    expect(view(s, 0).events).toEqual([
      { kind: 'deal', seat: 0, data: { hand: 1 } },
      { kind: 'up-card', cards: ['u-V-1'], data: { skipped: 0 } },
      { kind: 'lead-pass', seat: 1 },
      { kind: 'lead-pass', seat: 0 },
      { kind: 'primary-lead', seat: 1 },
    ]);
    expect(legal(s, 1)).toEqual(
      sorted(seat1.filter((c) => !c.includes('Galaxy')).map((card) => ({ type: 'lead', card }))),
    );
    expect(expectRefused(capture, s, 1, { type: 'lead', card: 'u-Galaxy-V' })).toMatch(/not allowed/);

    // Mars 1 led; seat 0 must follow with the Jupiter or Earth 1 (no No Play with a legal regular card).
    let t = run(s, [[1, { type: 'lead', card: 'u-M-1' }]]);
    expect(legal(t, 0)).toEqual(
      sorted([
        { type: 'play', card: 'u-E-1' },
        { type: 'play', card: 'u-J-1' },
      ]),
    );
    t = run(t, [[0, { type: 'play', card: 'u-E-1' }]]);
    // Over the Earth 1 only a Galaxy; No Play is allowed (CA-4).
    expect(legal(t, 1)).toEqual(
      sorted([{ type: 'play', card: 'u-Galaxy-V' }, { type: 'play', card: 'u-Galaxy-S' }, { type: 'no-play' }]),
    );
    t = run(t, [[1, { type: 'play', card: 'u-Galaxy-V' }]]);
    expect(legal(t, 0)).toEqual(sorted([{ type: 'no-play' }]));
    t = run(t, [[0, { type: 'no-play' }]]);
    // Add-more step: seat 1 may add the higher Saturn Galaxy or capture now.
    expect(t.phase).toBe('add');
    expect(legal(t, 1)).toEqual(sorted([{ type: 'add', card: 'u-Galaxy-S' }, { type: 'capture' }]));
    t = run(t, [[1, { type: 'capture' }]]);
    // The round was in 1s, the up-card's number: seat 1 takes it too, and the next card is turned.
    expect(t.captured[1]!.slice().sort()).toEqual(['u-E-1', 'u-Galaxy-V', 'u-M-1', 'u-V-1']);
    expect(t.upCard).toBe('u-S-Sun');
    expect(view(t, 0).capturedCounts).toEqual([0, 4]);
    // The capturer leads again; he has no Secondary, nor has seat 0: seat 1 passes first, leads a Primary.
    expect(t.turn).toBe(1);
    expect(t.fallback).toBe(true);
    conserved(t);
  });
});

describe('following, Galaxies and No Play', () => {
  it('a Galaxy over a Galaxy; regular cards cannot follow a Galaxy; the round goes to the last Galaxy', () => {
    const deck = stack(2, {
      hands: [
        ['u-Galaxy-V', 'u-E-3'],
        ['u-V-3', 'u-Galaxy-S'],
      ],
      up: ['u-N-Moon'],
      avoid: ['3'],
    });
    let s = capture.setup({ players: 2, seed: 'x', deck });
    s = run(s, [[1, { type: 'lead', card: 'u-V-3' }]]);
    expect(legal(s, 0)).toEqual(
      sorted([
        { type: 'play', card: 'u-E-3' },
        { type: 'play', card: 'u-Galaxy-V' },
      ]),
    );
    s = run(s, [[0, { type: 'play', card: 'u-Galaxy-V' }]]);
    expect(legal(s, 1)).toEqual(sorted([{ type: 'play', card: 'u-Galaxy-S' }, { type: 'no-play' }]));
    s = run(s, [[1, { type: 'play', card: 'u-Galaxy-S' }]]);
    // Seat 0 holds the Earth 3 but cannot play it over a Galaxy.
    expect(legal(s, 0)).toEqual(sorted([{ type: 'no-play' }]));
    expect(expectRefused(capture, s, 0, { type: 'play', card: 'u-E-3' })).toMatch(/not allowed/);
    s = run(s, [[0, { type: 'no-play' }]]);
    // Nothing higher to add: seat 1 captures at once and leads.
    expect(s.captured[1]!.slice().sort()).toEqual(['u-Galaxy-S', 'u-Galaxy-V', 'u-V-3']);
    expect(s.phase).toBe('lead');
    expect(
      view(s, 0)
        .events.map((e) => e.kind)
        .slice(0, 2),
    ).toEqual(['no-play', 'capture']);
  });

  it('No Play ends the round at once; the last player adds higher cards of that number, then captures (CA-3)', () => {
    const deck = stack(3, {
      hands: [['u-M-5'], ['u-V-5', 'u-N-5', 'u-J-5', 'u-E-5'], ['u-S-5']],
      up: ['u-N-Moon'],
      avoid: ['5'],
    });
    let s = capture.setup({ players: 3, seed: 'x', deck });
    expect(s.turn).toBe(1);
    s = run(s, [[1, { type: 'lead', card: 'u-V-5' }]]);
    expect(legal(s, 2)).toEqual(sorted([{ type: 'play', card: 'u-S-5' }]));
    s = run(s, [
      [2, { type: 'play', card: 'u-S-5' }],
      [0, { type: 'play', card: 'u-M-5' }],
    ]);
    // CA-2: the Neptune 5 beats the lead but not the Mars 5.
    expect(expectRefused(capture, s, 1, { type: 'play', card: 'u-N-5' })).toMatch(/not allowed/);
    expect(legal(s, 1)).toEqual(
      sorted([
        { type: 'play', card: 'u-J-5' },
        { type: 'play', card: 'u-E-5' },
      ]),
    );
    s = run(s, [[1, { type: 'play', card: 'u-J-5' }]]);
    expect(legal(s, 2)).toEqual(sorted([{ type: 'no-play' }]));
    const atNoPlay = run(s, [[2, { type: 'no-play' }]]);
    expect(atNoPlay.phase).toBe('add');
    expect(view(atNoPlay, 0).noPlayBy).toBe(2);
    expect(capture.actors(atNoPlay)).toEqual([1]);
    expect(legal(atNoPlay, 1)).toEqual(sorted([{ type: 'add', card: 'u-E-5' }, { type: 'capture' }]));

    // Adding the Earth 5: nothing more to add, so the capture follows at once.
    const added = run(atNoPlay, [[1, { type: 'add', card: 'u-E-5' }]]);
    expect(added.captured[1]!.slice().sort()).toEqual(['u-E-5', 'u-J-5', 'u-M-5', 'u-S-5', 'u-V-5']);
    expect(added.hands[1]).not.toContain('u-E-5');
    expect(added.hands[1]).toContain('u-N-5');
    // Capturing without adding keeps the Earth 5 in hand.
    const kept = run(atNoPlay, [[1, { type: 'capture' }]]);
    expect(kept.captured[1]!.slice().sort()).toEqual(['u-J-5', 'u-M-5', 'u-S-5', 'u-V-5']);
    expect(kept.hands[1]).toContain('u-E-5');
    expect(kept.turn).toBe(1);
    conserved(kept);
  });

  it('the up-card is captured with its number; the next turn skips a Galaxy to the bottom', () => {
    const deck = stack(2, {
      hands: [['u-N-7', 'u-V-1'], ['u-V-7']],
      up: ['u-Galaxy-V', 'u-S-7'],
      stock: ['u-Galaxy-S', 'u-E-Sun'],
      avoid: ['7'],
    });
    let s = capture.setup({ players: 2, seed: 'x', deck });
    expect(s.upCard).toBe('u-S-7');
    expect(s.stock.length).toBe(29);
    expect(view(s, 0).upCardTaken, 'no round yet').toBe(false);
    s = run(s, [[1, { type: 'lead', card: 'u-V-7' }]]);
    // The table says the up-card goes with this round (a round in 7s): both seats see it.
    expect(view(s, 0).upCardTaken).toBe(true);
    expect(view(s, 1).upCardTaken).toBe(true);
    s = run(s, [[0, { type: 'play', card: 'u-N-7' }]]);
    expect(legal(s, 1)).toEqual(sorted([{ type: 'no-play' }]));
    s = run(s, [[1, { type: 'no-play' }]]);
    expect(s.captured[0]!.slice().sort()).toEqual(['u-N-7', 'u-S-7', 'u-V-7']);
    expect(s.upCard).toBe('u-E-Sun');
    expect(s.stock.length).toBe(28);
    expect(s.stock.slice(-2)).toEqual(['u-Galaxy-V', 'u-Galaxy-S']);
    expect(view(s, 1).events).toContainEqual({
      kind: 'capture',
      seat: 0,
      cards: ['u-V-7', 'u-N-7', 'u-S-7'],
      data: { upCard: 'u-S-7' },
    });
    expect(view(s, 1).events).toContainEqual({ kind: 'up-card', cards: ['u-E-Sun'], data: { skipped: 1 } });
    expect(s.turn).toBe(0);
    conserved(s);
    // A round in 1s under the Earth Sun: the up-card stays.
    s = run(s, [[0, { type: 'lead', card: 'u-V-1' }]]);
    expect(view(s, 1).upCardTaken).toBe(false);
  });
});

/**
 * A position late in hand 1: seat 1 holds only the Venus 2 and leads it; the others hold one
 * card each that is not a 2; the up-card is the Mars 2. Every other card is in the stock (or
 * out of play when the stock is given).
 */
function lastRound(
  players: number,
  o: {
    options?: Partial<CaptureOptions>;
    others?: string[];
    up?: string;
    stock?: string[];
    totals?: number[];
    bid?: { seat: number; amount: number };
  } = {},
): CaptureState {
  const s0 = capture.setup({
    players,
    seed: 'pos',
    options: o.options ?? {},
    deck: stack(players, { hands: Array.from({ length: players }, () => []), up: ['u-V-1'] }),
  });
  const others = o.others ?? ['u-E-4', 'u-E-5', 'u-E-6', 'u-E-7', 'u-E-Moon', 'u-E-Sun'];
  const hands = Array.from({ length: players }, (_, i) => (i === 1 ? ['u-V-2'] : [others[i === 0 ? 0 : i - 1]!]));
  const up = o.up ?? 'u-M-2';
  const used = new Set([...hands.flat(), up, ...(o.stock ?? [])]);
  const rest = deckFor(players).filter((c) => !used.has(c));
  return {
    ...s0,
    phase: 'lead',
    turn: 1,
    hands,
    captured: hands.map(() => []),
    upCard: up,
    firstUp: up,
    lastUp: up,
    stock: o.stock ?? rest,
    extra: [],
    outOfPlay: o.stock ? rest : [],
    bidding: null,
    bid: o.bid ?? null,
    totals: o.totals ?? new Array(players).fill(0),
    events: [],
  };
}

describe('the end of a hand (CA-5) and scoring', () => {
  it('the round in progress is completed (up-card included), then the hand ends; +1 captured, −1 left', () => {
    let s = lastRound(3);
    s = run(s, [[1, { type: 'lead', card: 'u-V-2' }]]);
    // Seat 1 is out, but the round goes on: seat 2 says No Play, seat 1 captures with the up-card.
    expect(s.phase).toBe('follow');
    s = run(s, [[2, { type: 'no-play' }]]);
    expect(s.phase).toBe('round-over');
    expect(s.captured[1]!.slice().sort()).toEqual(['u-M-2', 'u-V-2']);
    const st = capture.status(s);
    expect(st.phase).toBe('round-over');
    expect(st.lastRound!.name).toEqual({ kind: 'hand', n: 1 });
    expect(st.lastRound!.scores).toEqual([-1, 2, -1]);
    expect(st.totals).toEqual([-1, 2, -1]);
    expect(st.lastRound!.details.filter((d) => d.seat === 1)).toEqual([
      { seat: 1, id: 'captured', points: 2 },
      { seat: 1, id: 'left-in-hand', points: 0 },
    ]);
    expect(st.lastRound!.events).toContainEqual({ kind: 'went-out', seat: 1 });
    // Nobody leads again; every seat may deal the next hand.
    expect(capture.actors(s)).toEqual([0, 1, 2]);
    expect(capture.legalMoves(s, 2)).toEqual([{ type: 'next-round' }]);
    const next = capture.play(s, 2, { type: 'next-round' });
    expect(next.hand).toBe(2);
    expect(next.dealer).toBe(1);
    expect(next.hands.map((h) => h.length)).toEqual([13, 13, 13]);
    expect(capture.status(next).totals).toEqual([-1, 2, -1]);
  });

  it('a player who empties his hand mid-round says No Play automatically when his turn comes', () => {
    // 2 players: seat 1 leads his last card, seat 0 must beat it, seat 1 cannot answer.
    let s = lastRound(2, { others: ['u-S-2'] });
    s = run(s, [[1, { type: 'lead', card: 'u-V-2' }]]);
    expect(legal(s, 0)).toEqual(sorted([{ type: 'play', card: 'u-S-2' }]));
    s = run(s, [[0, { type: 'play', card: 'u-S-2' }]]);
    expect(s.phase).toBe('round-over');
    expect(s.captured[0]!.slice().sort()).toEqual(['u-M-2', 'u-S-2', 'u-V-2']);
    expect(capture.status(s).lastRound!.scores).toEqual([3, 0]);
    expect(view(s, 1).events).toContainEqual({ kind: 'no-play', seat: 1, data: { auto: true } });
  });

  it('the last up-card taken from an empty stock: no new up-card (CA-10)', () => {
    let s = lastRound(2, { stock: [] });
    s = run(s, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [0, { type: 'no-play' }],
    ]);
    expect(s.upCard).toBeNull();
    expect(view(s, 0).events).toContainEqual({ kind: 'no-up-card', data: { skipped: 0 } });
  });

  it('six hands make the match; after the sixth there is no next hand', () => {
    let s: CaptureState = { ...lastRound(2), hand: 6 };
    s = run(s, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [0, { type: 'no-play' }],
    ]);
    expect(capture.status(s).phase).toBe('match-over');
    expect(capture.actors(s)).toEqual([]);
  });
});

describe('Option 1: bonus suit', () => {
  it('the first up-card’s suit counts double, captured and left in hand; its Galaxy too (CA-7)', () => {
    // 4 players: Mars is the bonus suit. Seat 1: Venus 2 (1) + Mars 2 (2) = 3.
    // Seat 0 left Earth 4: −1; seat 2 left Mars 5: −2; seat 3 left the Mars Galaxy: −2.
    const base = { options: { bonusSuit: true }, others: ['u-E-4', 'u-M-5', 'u-Galaxy-M'] };
    let s = lastRound(4, base);
    expect(view(s, 0).bonusSuit).toBe('M');
    s = run(s, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [2, { type: 'no-play' }],
    ]);
    expect(capture.status(s).lastRound!.scores).toEqual([-1, 3, -2, -2]);
    expect(s.history[0]!.bonusSuit).toBe('M');
    expect(capture.status(s).lastRound!.events).toContainEqual({ kind: 'bonus-suit', data: { suit: 'M' } });
    expect(capture.status(s).lastRound!.details).toContainEqual({ seat: 1, id: 'captured-bonus', points: 1 });

    let t = lastRound(4, { ...base, options: { bonusSuit: true, galaxyInBonusSuit: false } });
    t = run(t, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [2, { type: 'no-play' }],
    ]);
    expect(capture.status(t).lastRound!.scores).toEqual([-1, 3, -2, -1]);
  });

  it('the bonus suit stays when the up-card changes; in the variation it follows the up-card', () => {
    const base = { others: ['u-E-4', 'u-M-5', 'u-J-7'], stock: ['u-J-6'] };
    let s = lastRound(4, { ...base, options: { bonusSuit: true } });
    s = run(s, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [2, { type: 'no-play' }],
    ]);
    expect(s.upCard).toBe('u-J-6');
    expect(capture.status(s).lastRound!.scores).toEqual([-1, 3, -2, -1]);

    let v = lastRound(4, { ...base, options: { bonusSuit: true, bonusFollowsUpCard: true } });
    v = run(v, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [2, { type: 'no-play' }],
    ]);
    // Jupiter now: seat 1's Mars 2 counts 1, seat 3's Jupiter 7 counts −2.
    expect(v.history[0]!.bonusSuit).toBe('J');
    expect(capture.status(v).lastRound!.scores).toEqual([-1, 2, -1, -2]);
  });
});

describe('Option 2: extra hand and bidding (CA-9)', () => {
  it('bidding starts left of the dealer, raises by at least 1, a pass is final; the winner swaps hands', () => {
    const deck = stack(3, { hands: [[], [], []], up: ['u-S-4'], extra: true });
    let s = capture.setup({ players: 3, seed: 'x', options: { extraHand: true }, deck });
    const extra = deck.slice(40, 53);
    const old1 = deck.slice(13, 26);
    expect(s.phase).toBe('bid');
    expect(s.extra).toEqual(extra);
    expect(s.stock).toEqual(deck.slice(53));
    expect(capture.actors(s)).toEqual([1]);
    expect(view(s, 1).extraCount).toBe(13);
    expect(legal(s, 1)).toEqual(
      sorted([{ type: 'pass' }, ...Array.from({ length: 13 }, (_, i) => ({ type: 'bid', amount: i + 1 }))]),
    );
    s = run(s, [
      [1, { type: 'bid', amount: 1 }],
      [2, { type: 'bid', amount: 2 }],
    ]);
    expect(expectRefused(capture, s, 0, { type: 'bid', amount: 2 })).toMatch(/not allowed/);
    s = run(s, [
      [0, { type: 'pass' }],
      [1, { type: 'bid', amount: 3 }],
    ]);
    // Seat 0 has passed for good: seat 2 is asked next, and passing ends the bidding.
    expect(capture.actors(s)).toEqual([2]);
    s = run(s, [[2, { type: 'pass' }]]);
    expect(s.bid).toEqual({ seat: 1, amount: 3 });
    expect(view(s, 1).myHand).toEqual(extra);
    expect(s.outOfPlay).toEqual(old1);
    for (const c of old1) expect(JSON.stringify(view(s, 2))).not.toContain(`"${c}"`);
    expect(s.phase).toBe('lead');
    conserved(s);
  });

  it('nobody bids: the extra hand stays out of play and play begins left of the dealer', () => {
    const deck = stack(2, { hands: [[], []], up: ['u-S-4'], extra: true });
    let s = capture.setup({ players: 2, seed: 'x', options: { extraHand: true }, deck });
    s = run(s, [
      [1, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    expect(s.bid).toBeNull();
    expect(s.outOfPlay).toEqual(deck.slice(27, 40));
    expect(s.hands[1]).toEqual(deck.slice(13, 26));
    expect(['lead']).toContain(s.phase);
  });

  it('no extra hand at 6 players', () => {
    const s = capture.setup({ players: 6, seed: 'x', options: { extraHand: true } });
    expect(s.phase).toBe('lead');
    expect(s.extra).toEqual([]);
    expect(s.stock.length + (s.upCard ? 1 : 0)).toBe(6);
  });

  it('the bid is waived for the player who goes out, and paid by anyone else', () => {
    let won = lastRound(3, { options: { extraHand: true }, bid: { seat: 1, amount: 3 } });
    won = run(won, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [2, { type: 'no-play' }],
    ]);
    expect(capture.status(won).lastRound!.scores).toEqual([-1, 2, -1]);
    expect(capture.status(won).lastRound!.details).toContainEqual({ seat: 1, id: 'bid-waived', points: 0 });
    expect(won.history[0]!.bid).toEqual({ seat: 1, amount: 3, waived: true });

    let lost = lastRound(3, { options: { extraHand: true }, bid: { seat: 0, amount: 3 } });
    lost = run(lost, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [2, { type: 'no-play' }],
    ]);
    expect(capture.status(lost).lastRound!.scores).toEqual([-4, 2, -1]);
    expect(capture.status(lost).lastRound!.details).toContainEqual({ seat: 0, id: 'bid', points: -3 });
  });
});

describe('Option 3: halving', () => {
  it('2 players: a total landing exactly on 60 is cut to 30; 61 stays', () => {
    let s = lastRound(2, { options: { halving: true }, totals: [0, 58] });
    s = run(s, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [0, { type: 'no-play' }],
    ]);
    expect(capture.status(s).totals).toEqual([-1, 30]);
    expect(capture.status(s).lastRound!.scores).toEqual([-1, -28]);
    expect(capture.status(s).lastRound!.details).toContainEqual({ seat: 1, id: 'halved', points: -30 });
    // The seat's one note event carries the halving with the hand's other addends (the note adds up: 2 − 30 = −28).
    expect(capture.status(s).lastRound!.events).toContainEqual({
      kind: 'hand-score',
      seat: 1,
      points: -28,
      data: {
        captured: 2,
        left: 0,
        capturedPoints: 2,
        leftPoints: 0,
        bid: 0,
        bidWaived: false,
        halvedFrom: 60,
        halvedTo: 30,
      },
    });

    let t = lastRound(2, { options: { halving: true }, totals: [0, 59] });
    t = run(t, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [0, { type: 'no-play' }],
    ]);
    expect(capture.status(t).totals).toEqual([-1, 61]);
  });

  it('without Option 3 nothing is halved', () => {
    let s = lastRound(2, { totals: [0, 58] });
    s = run(s, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [0, { type: 'no-play' }],
    ]);
    expect(capture.status(s).totals).toEqual([-1, 60]);
  });

  it('4 players halve at 30; 6 players at 40 (CA-8), or not at all with the option off', () => {
    let s = lastRound(4, { options: { halving: true }, totals: [0, 28, 31, 0] });
    s = run(s, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [2, { type: 'no-play' }],
    ]);
    // Seat 1: 28 + 2 = 30 → 15; seat 2: 31 − 1 = 30 → 15.
    expect(capture.status(s).totals).toEqual([-1, 15, 15, -1]);

    let six = lastRound(6, { options: { halving: true }, totals: [0, 38, 0, 0, 0, 0] });
    six = run(six, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [2, { type: 'no-play' }],
    ]);
    expect(capture.status(six).totals[1]).toBe(20);

    let off = lastRound(6, { options: { halving: true, halvingAtSix: false }, totals: [0, 38, 0, 0, 0, 0] });
    off = run(off, [
      [1, { type: 'lead', card: 'u-V-2' }],
      [2, { type: 'no-play' }],
    ]);
    expect(capture.status(off).totals[1]).toBe(40);
  });
});

describe('moves as data', () => {
  it('refuses a wrong seat, a card not in hand and a malformed move with a reason', () => {
    const s = capture.setup({ players: 2, seed: 'x', deck: stack(2, { hands: [[], ['u-V-3']], up: ['u-N-Moon'] }) });
    expect(expectRefused(capture, s, 0, { type: 'lead', card: 'u-V-3' })).toMatch(/turn/);
    expect(expectRefused(capture, s, 1, { type: 'lead', card: 'u-V-4x' })).toMatch(/not allowed/);
    expect(expectRefused(capture, s, 1, 'lead')).toMatch(/not a move/);
  });

  it('views hold no other hand, no stock, no seed', () => {
    const s = capture.setup({ players: 3, seed: 'secret-seed' });
    const v = JSON.stringify(capture.view(s, 0));
    for (const c of [...s.hands[1]!, ...s.hands[2]!, ...s.stock]) expect(v).not.toContain(`"${c}"`);
    expect(v).not.toContain('secret-seed');
    expect(v).not.toMatch(/"rng"/);
  });
});
