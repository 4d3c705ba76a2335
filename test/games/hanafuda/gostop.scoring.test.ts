import { describe, expect, it } from 'vitest';
import { monthCards } from '../../../src/games/hanafuda/cards.ts';
import { gostop, type GoStopOptions, type GoStopState } from '../../../src/games/hanafuda/gostop.ts';
import {
  drawMultiplier,
  goStopYaku,
  isPiBak,
  settleStop,
  type GoStopSettlement,
} from '../../../src/games/hanafuda/gostop-scoring.ts';
import { said } from './said.ts';

// Months interleaved so that no hand is a President and no field holds four of a month.
const DECK = [0, 1, 2, 3].flatMap((k) => Array.from({ length: 12 }, (_, m) => monthCards(m + 1)[k]!));

interface Setup {
  players?: number;
  captured: string[][];
  gos?: number[];
  goOrder?: number[];
  shakes?: number[];
  bombs?: number[];
  drawStreak?: number;
  options?: Partial<GoStopOptions>;
}

/** A round in progress with the given capture piles and round counters (scoring looks at nothing else). */
function round(o: Setup): GoStopState {
  const players = o.players ?? 2;
  const s = gostop.setup({ players, seed: 'score', deck: DECK, options: o.options ?? {} });
  return {
    ...s,
    captured: o.captured,
    gos: o.gos ?? new Array<number>(players).fill(0),
    goOrder: o.goOrder ?? [],
    shaken: (o.shakes ?? []).flatMap((n, seat) =>
      Array.from({ length: n }, (_, k) => ({ seat, month: k + 1, cards: [] })),
    ),
    bombs: o.bombs ?? new Array<number>(players).fill(0),
    drawStreak: o.drawStreak ?? 0,
  };
}

const amounts = (s: GoStopSettlement) => s.payments.map((p) => p.amount);

// Piles used below.
const POEMS = ['jan-ribbon', 'feb-ribbon', 'mar-ribbon']; // Red Poems 3
const LIGHTS = ['jan-bright', 'mar-bright', 'aug-bright']; // Three Lights 3
const PLAIN = [
  'jan-chaff-1',
  'jan-chaff-2',
  'feb-chaff-1',
  'feb-chaff-2',
  'mar-chaff-1',
  'mar-chaff-2',
  'apr-chaff-1',
  'apr-chaff-2',
  'may-chaff-1',
  'may-chaff-2',
  'jun-chaff-1',
  'jun-chaff-2',
];
const DREGS = PLAIN.slice(0, 10); // Dregs 1
const chaff = (units: number) => PLAIN.slice(12 - units);

describe('Go-Stop yaku through the engine (rulings §5.3)', () => {
  it('scores every yaku of the table, lights exclusive, the rest stacking', () => {
    const y = (pile: string[], options: Partial<GoStopOptions> = {}) =>
      goStopYaku(round({ captured: [pile, []], options }), 0);
    expect(y(['jan-bright', 'mar-bright', 'aug-bright', 'dec-bright', 'nov-bright'])).toEqual([
      { id: 'five-lights', points: 15 },
    ]);
    expect(y(['jan-bright', 'mar-bright', 'aug-bright', 'nov-bright'])).toEqual([{ id: 'four-lights', points: 4 }]);
    expect(y(['jan-bright', 'mar-bright', 'aug-bright', 'nov-bright'], { rain_four_lights: 3 })).toEqual([
      { id: 'four-lights', points: 3 },
    ]);
    expect(y(LIGHTS)).toEqual([{ id: 'three-lights', points: 3 }]);
    expect(y(['jan-bright', 'mar-bright', 'nov-bright'])).toEqual([{ id: 'rain-three-lights', points: 2 }]);
    expect(y(['feb-animal', 'apr-animal', 'aug-animal'])).toEqual([{ id: 'five-birds', points: 5 }]);
    expect(y(['jun-animal', 'jul-animal', 'oct-animal'])).toEqual([{ id: 'boar-deer-butterfly', points: 5 }]);
    expect(y(['jun-animal', 'jul-animal', 'oct-animal'], { bdb: false })).toEqual([]);
    expect(y(POEMS)).toEqual([{ id: 'red-poems', points: 3 }]);
    expect(y(['jun-ribbon', 'sep-ribbon', 'oct-ribbon'])).toEqual([{ id: 'blue-poems', points: 3 }]);
    expect(y(['apr-ribbon', 'may-ribbon', 'jul-ribbon'])).toEqual([{ id: 'grass-ribbons', points: 3 }]);
    expect(y(['apr-ribbon', 'may-ribbon', 'nov-ribbon'])).toEqual([]);
    expect(y(['feb-animal', 'apr-animal', 'may-animal', 'jun-animal', 'nov-animal', 'oct-animal'])).toEqual([
      { id: 'animals', points: 2 },
    ]);
    expect(y([...POEMS, 'apr-ribbon', 'may-ribbon', 'nov-ribbon'])).toEqual([
      { id: 'red-poems', points: 3 },
      { id: 'ribbons', points: 2 },
    ]);
    expect(y([...PLAIN.slice(0, 8), 'nov-chaff-1', 'dec-chaff-1'])).toEqual([{ id: 'dregs', points: 3 }]);
  });
});

describe('Go-Stop winner score (rulings G13–G14)', () => {
  it('adds 1 per go, and doubles from the third go: 3 gos ×2, 4 ×4, 6 ×16', () => {
    const score = (gos: number) => settleStop(round({ captured: [POEMS, []], gos: [gos, 0] }), 0).score;
    expect(score(0)).toBe(3);
    expect(score(1)).toBe(4);
    expect(score(2)).toBe(5);
    expect(score(3)).toBe((3 + 3) * 2);
    expect(score(4)).toBe((3 + 4) * 4);
    expect(score(6)).toBe((3 + 6) * 16);
    expect(
      settleStop(round({ captured: [POEMS, []], gos: [3, 0], options: { go_scale: 'double-only' } }), 0).score,
    ).toBe(3 * 2);
  });

  it('doubles per shake and per bomb, for 7 or more animals, and after a drawn round; they all multiply', () => {
    expect(settleStop(round({ captured: [POEMS, []], shakes: [1, 0] }), 0).score).toBe(6);
    expect(settleStop(round({ captured: [POEMS, []], shakes: [2, 0] }), 0).score).toBe(12);
    expect(settleStop(round({ captured: [POEMS, []], bombs: [1, 0] }), 0).score).toBe(6);
    expect(
      settleStop(round({ captured: [POEMS, []], shakes: [0, 1] }), 0).score,
      "the opponent's shake does not count",
    ).toBe(3);
    const seven = ['feb-animal', 'apr-animal', 'may-animal', 'jun-animal', 'jul-animal', 'oct-animal', 'nov-animal'];
    const s7 = settleStop(round({ captured: [seven, []], options: { bdb: false } }), 0);
    expect(s7.yakuPoints).toBe(3);
    expect(s7.multipliers).toEqual([{ id: 'seven-animals', factor: 2 }]);
    expect(s7.score).toBe(6);
    expect(settleStop(round({ captured: [seven.slice(0, 6), []], options: { bdb: false } }), 0).multipliers).toEqual(
      [],
    );
    expect(settleStop(round({ captured: [POEMS, []], drawStreak: 1 }), 0).score).toBe(6);
    expect(settleStop(round({ captured: [POEMS, []], drawStreak: 2 }), 0).score, 'once by default').toBe(6);
    expect(
      settleStop(round({ captured: [POEMS, []], drawStreak: 2, options: { draw_doubles: 'stack' } }), 0).score,
    ).toBe(12);
    expect(drawMultiplier({ draw_doubles: 'stack' } as GoStopOptions, 3)).toBe(8);
    const all = settleStop(
      round({ captured: [POEMS, []], gos: [3, 0], shakes: [1, 0], bombs: [1, 0], drawStreak: 1 }),
      0,
    );
    expect(all.multipliers.map((m) => m.id)).toEqual(['go-double', 'shake', 'bomb', 'after-draw']);
    expect(all.score).toBe((3 + 3) * 2 * 2 * 2 * 2);
  });
});

describe('Go-Stop penalties and payments (rulings G15–G18)', () => {
  it('pi-bak (seed): the winner scored dregs and a loser has fewer than 5 chaff units, none included: ×2', () => {
    const pay = (loser: string[]) => settleStop(round({ captured: [DREGS, loser] }), 0).payments[0]!;
    expect(pay(chaff(4))).toMatchObject({ piBak: true, amount: 2 });
    expect(pay([])).toMatchObject({ piBak: true, amount: 2 });
    expect(pay(chaff(5))).toMatchObject({ piBak: false, amount: 1 });
    expect(pay(['nov-chaff-1', 'dec-chaff-1', 'sep-chaff-1'])).toMatchObject({ piBak: false, amount: 1 });
    // No dregs yaku for the winner: no pi-bak whatever the loser holds.
    expect(settleStop(round({ captured: [POEMS, []] }), 0).payments[0]).toMatchObject({ piBak: false, amount: 3 });
  });

  it('pi-bak (Korean): 1–7 units with two players, 1–5 with three; a loser with none is exempt', () => {
    const o = { pi_bak: 'korean' } as const;
    expect(isPiBak(0, { ...gostop.defaultOptions, ...o }, 2)).toBe(false);
    expect(isPiBak(7, { ...gostop.defaultOptions, ...o }, 2)).toBe(true);
    expect(isPiBak(8, { ...gostop.defaultOptions, ...o }, 2)).toBe(false);
    expect(isPiBak(5, { ...gostop.defaultOptions, ...o }, 3)).toBe(true);
    expect(isPiBak(6, { ...gostop.defaultOptions, ...o }, 3)).toBe(false);
    expect(settleStop(round({ captured: [DREGS, []], options: o }), 0).payments[0]!.piBak).toBe(false);
    expect(settleStop(round({ captured: [DREGS, chaff(7)], options: o }), 0).payments[0]!.piBak).toBe(true);
    const three = settleStop(
      round({
        players: 3,
        captured: [DREGS, chaff(2), ['nov-chaff-1', 'dec-chaff-1', 'sep-chaff-1', 'sep-chaff-2']],
        options: o,
      }),
      0,
    );
    expect(three.payments.map((p) => [p.seat, p.piBak])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('lets a loser count the sake cup as two chaff units when that avoids pi-bak', () => {
    expect(settleStop(round({ captured: [DREGS, [...chaff(3), 'sep-animal']] }), 0).payments[0]!.piBak).toBe(false);
    expect(settleStop(round({ captured: [DREGS, [...chaff(2), 'sep-animal']] }), 0).payments[0]!.piBak).toBe(true);
    // Korean: with no chaff the cup stays an animal, and the loser is exempt.
    expect(
      settleStop(round({ captured: [DREGS, ['sep-animal']], options: { pi_bak: 'korean' } }), 0).payments[0]!.piBak,
    ).toBe(false);
  });

  it('gwang-bak: the winner scored a bright yaku and a loser holds no bright (the Rain Man protects): ×2', () => {
    expect(settleStop(round({ captured: [LIGHTS, []] }), 0).payments[0]).toMatchObject({ gwangBak: true, amount: 6 });
    expect(settleStop(round({ captured: [LIGHTS, ['nov-bright']] }), 0).payments[0]).toMatchObject({
      gwangBak: false,
      amount: 3,
    });
    expect(settleStop(round({ captured: [[...POEMS, 'jan-bright'], []] }), 0).payments[0]).toMatchObject({
      gwangBak: false,
      amount: 3,
    });
  });

  it('go-bak with two players: a loser who called go pays double; penalties multiply', () => {
    expect(settleStop(round({ captured: [POEMS, []], gos: [0, 1], goOrder: [1] }), 0).payments[0]).toMatchObject({
      goBak: true,
      amount: 6,
    });
    const worst = settleStop(round({ captured: [[...LIGHTS, ...DREGS], []], gos: [0, 2], goOrder: [1] }), 0);
    expect(worst.yakuPoints).toBe(4);
    expect(worst.payments[0]).toMatchObject({ piBak: true, gwangBak: true, goBak: true, amount: 4 * 8 });
    expect(worst.total).toBe(32);
  });

  it('go-bak with three players: the loser who called go pays both shares; if both did, the first caller', () => {
    const one = settleStop(
      round({ players: 3, captured: [POEMS, chaff(6), chaff(6)], gos: [0, 0, 1], goOrder: [2] }),
      0,
    );
    expect(one.payments).toEqual([
      { seat: 1, piBak: false, gwangBak: false, goBak: false, owed: 3, amount: 0, coveredBy: 2 },
      { seat: 2, piBak: false, gwangBak: false, goBak: true, owed: 3, amount: 6, covers: 1 },
    ]);
    expect(one.total).toBe(6);
    // Both losers called go; seat 2 first: seat 2 is liable, and also pays seat 1's pi-bak share.
    const both = settleStop(
      round({ players: 3, captured: [DREGS, [], chaff(6)], gos: [1, 1, 1], goOrder: [2, 0, 1] }),
      0,
    );
    expect(both.payments.map((p) => [p.seat, p.owed, p.amount])).toEqual([
      [1, 4, 0],
      [2, 2, 6],
    ]);
    // Nobody called go: each loser pays its own.
    expect(amounts(settleStop(round({ players: 3, captured: [DREGS, [], chaff(6)] }), 0))).toEqual([2, 1]);
  });

  it("counts the winner's sake cup the way that pays more, an animal when equal", () => {
    // 9 chaff units and 4 animals: as chaff Dregs 2 (11 units) beats Animals 1.
    const pile = [...PLAIN.slice(0, 9), 'sep-animal', 'feb-animal', 'may-animal', 'jun-animal', 'nov-animal'];
    const asChaff = settleStop(round({ captured: [pile, chaff(5)], options: { bdb: false } }), 0);
    expect(asChaff.sakeCup).toBe('chaff');
    expect(asChaff.yaku).toEqual([{ id: 'dregs', points: 2 }]);
    // The same pile against a loser with 4 units: the chaff count also brings pi-bak, so chaff still pays more.
    expect(settleStop(round({ captured: [pile, chaff(4)], options: { bdb: false } }), 0)).toMatchObject({
      sakeCup: 'chaff',
      total: 4,
    });
    // Six other animals: as an animal the cup makes 7 (Animals 3, ×2) = 6, more than as chaff.
    const beasts = [
      'sep-animal',
      'feb-animal',
      'apr-animal',
      'may-animal',
      'jun-animal',
      'nov-animal',
      'oct-animal',
      ...PLAIN.slice(0, 8),
    ];
    const asAnimal = settleStop(round({ captured: [beasts, chaff(6)], options: { bdb: false } }), 0);
    expect(asAnimal).toMatchObject({ sakeCup: 'animal', yakuPoints: 3, score: 6 });
    // Equal amounts: animal.
    expect(settleStop(round({ captured: [[...POEMS, 'sep-animal'], []] }), 0).sakeCup).toBe('animal');
  });

  it('is zero-sum: the winner collects every payment; each loser line set adds up to what it pays', () => {
    const s = round({
      players: 3,
      captured: [[...LIGHTS, ...DREGS], ['nov-bright'], chaff(6)],
      gos: [2, 0, 1],
      goOrder: [2],
      shakes: [1, 0, 0],
    });
    let state = { ...s, phase: 'decide' as const, turn: 0 };
    state = gostop.play(state, 0, { type: 'stop' }) as typeof state;
    const st = gostop.status(state);
    const r = st.lastRound!;
    expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
    const settlement = state.history[0]!.settlement!;
    expect(r.scores[0]).toBe(settlement.total);
    for (const p of settlement.payments)
      expect(r.details.filter((d) => d.seat === p.seat).reduce((t, d) => t + d.points, 0)).toBe(0 - p.amount);
    expect(r.details.filter((d) => d.seat === 0).reduce((t, d) => t + d.points, 0)).toBe(settlement.score);
    // Three Lights 3 + Dregs 1 + 2 gos = 6, ×2 shaken = 12. Seat 1 (no chaff) owes 24 with pi-bak; seat 2 (no bright) owes 24
    // with gwang-bak and, having called go, pays seat 1's share too.
    expect(r.scores).toEqual([48, 0, -48]);
    expect(said(r.events)).toBe(
      'Player 1 stops: Three Lights 3 + Dregs (Pi) 1 + 2 gos = 6, ×2 (shaken) = 12. Player 2 pays nothing (Player 3 pays for them); Player 3 pays 48 (gwang-bak, go-bak).',
    );
    expect(r.details).toEqual([
      { seat: 0, id: 'three-lights', points: 3 },
      { seat: 0, id: 'dregs', points: 1 },
      { seat: 0, id: 'go-bonus', points: 2 },
      { seat: 0, id: 'shake', points: 6 },
      { seat: 1, id: 'score', points: -12 },
      { seat: 1, id: 'pi-bak', points: -12 },
      { seat: 1, id: 'go-bak-covered', points: 24 },
      { seat: 2, id: 'score', points: -12 },
      { seat: 2, id: 'gwang-bak', points: -12 },
      { seat: 2, id: 'go-bak', points: -24 },
    ]);
  });
});
