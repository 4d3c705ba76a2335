/** Career Poker standing (issue 28 §3): hand-worked examples of `progress.ts`, and properties against the kernel. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scoreRow, standing, standingNow } from '../../../src/games/career-poker/progress.ts';
import { finalRanking } from '../../../src/games/career-poker/rules.ts';

describe('standing: hand-worked', () => {
  it('4 players, round 2 (row +7 +2 −2 −5): fewest cards first, ties nearer after the player to act', () => {
    // cards 3, 5, 1, 5; gold 2, 0, 1, 0; Aiko (0) to act, clockwise
    const s = standing({ players: 4, row: 2, cards: [3, 5, 1, 5], gold: [2, 0, 1, 0], direction: 'cw', from: 0 });
    // seat 2 (1 card) first, seat 0 (3), then seats 1 and 3 (5 each): seat 1 comes first after seat 0
    expect(s.ranking).toEqual([2, 0, 1, 3]);
    expect(s.place).toEqual([2, 3, 1, 4]);
    // seat 0: 2nd +2 and 2 gold = 4; seat 1: −2; seat 2: +7 and 1 gold = 8; seat 3: −5
    expect(s.points).toEqual([4, -2, 8, -5]);
    // going out now: +7 and the gold kept
    expect(s.outNow).toEqual([9, 7, 8, 7]);
    expect(s.row).toEqual([7, 2, -2, -5]);
  });

  it('3 players, round 1 (row +5 0 −3), counter-clockwise: the tie goes to the seat nearer after the one to act', () => {
    const from0 = standing({ players: 3, row: 1, cards: [2, 2, 4], gold: [0, 1, 0], direction: 'ccw', from: 0 });
    expect(from0.ranking).toEqual([0, 1, 2]);
    expect(from0.points).toEqual([5, 1, -3]);
    expect(from0.outNow).toEqual([5, 6, 5]);
    // from seat 2 counter-clockwise the order is 2, 1, 0: seat 1 is nearer than seat 0
    const from2 = standing({ players: 3, row: 1, cards: [2, 2, 4], gold: [0, 1, 0], direction: 'ccw', from: 2 });
    expect(from2.ranking).toEqual([1, 0, 2]);
    expect(from2.points).toEqual([0, 6, -3]);
  });

  it('the literal 3-player columns (+5 0 −1) and 5 players round 3 (+10 +3 −1 −4 −8)', () => {
    const lit = standing({
      players: 3,
      row: 1,
      cards: [1, 2, 3],
      gold: [0, 0, 0],
      direction: 'cw',
      from: 0,
      threePlayerColumns: 'literal',
    });
    expect(lit.points).toEqual([5, 0, -1]);
    const five = standing({
      players: 5,
      row: 3,
      cards: [5, 4, 3, 2, 1],
      gold: [1, 0, 0, 0, 3],
      direction: 'cw',
      from: 0,
    });
    expect(five.ranking).toEqual([4, 3, 2, 1, 0]);
    expect(five.points).toEqual([-7, -4, -1, 3, 13]);
    expect(five.outNow).toEqual([11, 10, 10, 10, 13]);
  });

  it('the row: the Short game scores with round 1; rounds past 3 use row 3', () => {
    expect(scoreRow('short', 3)).toBe(1);
    expect(scoreRow('normal', 2)).toBe(2);
    expect(scoreRow('team', 3)).toBe(3);
  });

  it('standingNow reads a view: the tie direction option "clockwise" overrides the direction of play', () => {
    const v = {
      players: 3,
      round: 1,
      options: { mode: 'normal', tieDirection: 'clockwise', threePlayerColumns: 'symmetric' as const },
      strategicCounts: [2, 2, 4],
      gold: [0, 1, 0],
      direction: 'ccw' as const,
      turn: 2,
    };
    // clockwise from seat 2: 2, 0, 1 → seat 0 is nearer than seat 1
    expect(standingNow(v).ranking).toEqual([0, 1, 2]);
    expect(standingNow({ ...v, options: { ...v.options, tieDirection: 'playDirection' } }).ranking).toEqual([1, 0, 2]);
  });
});

describe('standing: properties', () => {
  const input = fc.integer({ min: 3, max: 5 }).chain((players) =>
    fc.record({
      players: fc.constant(players as 3 | 4 | 5),
      row: fc.constantFrom(1 as const, 2 as const, 3 as const),
      cards: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: players, maxLength: players }),
      gold: fc.array(fc.integer({ min: 0, max: 14 }), { minLength: players, maxLength: players }),
      direction: fc.constantFrom('cw' as const, 'ccw' as const),
      from: fc.integer({ min: 0, max: players - 1 }),
    }),
  );
  it('going out now scores what the final settlement gives the player who went out', () => {
    fc.assert(
      fc.property(input, (i) => {
        const s = standing(i);
        for (let seat = 0; seat < i.players; seat++) {
          const r = finalRanking({
            ...i,
            round: i.row,
            wentOut: seat,
            handCounts: i.cards.slice(),
            gold: i.gold.slice(),
          });
          expect(s.outNow[seat]).toBe(r.points[seat]);
        }
      }),
    );
  });
  it('places are 1..n, fewer cards never rank worse, and each seat scores its place’s points plus its gold', () => {
    fc.assert(
      fc.property(input, (i) => {
        const s = standing(i);
        expect(s.place.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: i.players }, (_, k) => k + 1));
        for (let a = 0; a < i.players; a++) {
          expect(s.points[a]).toBe(s.row[s.place[a]! - 1]! + i.gold[a]!);
          for (let b = 0; b < i.players; b++)
            if (i.cards[a]! < i.cards[b]!) expect(s.place[a]).toBeLessThan(s.place[b]!);
        }
      }),
    );
  });
});
