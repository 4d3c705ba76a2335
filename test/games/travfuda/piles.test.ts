/**
 * The TravFuda table piles (docs/rulings/travfuda.md §1.2, TF-1 … TF-4): which piles a card may go
 * on, laying it, and taking the even piles after a turn. Expectations worked out by hand from the
 * card ids (`tNN-…` is suit NN; `joker-k` is a Joker).
 */
import { describe, expect, it } from 'vitest';
import {
  countMatching,
  layCard,
  matchingPiles,
  pileSuit,
  suitMatches,
  takeEvenPiles,
  type Pile,
} from '../../../src/games/travfuda/piles.ts';

const ids = (ps: readonly Pile[]) => ps.map((p) => p.id);

// A table: a Free Trader (suit 3) pile, a Fat Trader (suit 5) pile, a lone Joker (TF-13) and a
// Joker that a Free Trader card joined (the pile is a suit 3 pile now).
const table: Pile[] = [
  { id: 'p1', cards: ['t03-P1'] },
  { id: 'p2', cards: ['t05-P1'] },
  { id: 'p3', cards: ['joker-1'] },
  { id: 'p4', cards: ['joker-2', 't03-PC'] },
];

describe('pileSuit', () => {
  it('a pile has the suit of its numbered cards', () => {
    expect(pileSuit({ id: 'a', cards: ['t03-P1'] })).toBe(3);
    expect(pileSuit({ id: 'a', cards: ['t10-YS', 't10-D'] })).toBe(10);
  });
  it('a Joker under a numbered card does not hide its suit', () => {
    expect(pileSuit({ id: 'a', cards: ['joker-2', 't03-PC'] })).toBe(3);
  });
  it('a pile of Jokers only has no suit (0)', () => {
    expect(pileSuit({ id: 'a', cards: ['joker-1'] })).toBe(0);
    expect(pileSuit({ id: 'a', cards: ['joker-1', 'joker-2'] })).toBe(0);
  });
});

describe('matching (TF-1: a Joker is wild, or with pairOnly matches only Jokers)', () => {
  it('the same suit number matches; another suit does not', () => {
    expect(suitMatches(3, 3, 'wild')).toBe(true);
    expect(suitMatches(3, 5, 'wild')).toBe(false);
    expect(suitMatches(3, 5, 'pairOnly')).toBe(false);
  });
  it('wild: a Joker goes on any pile, and any card on a pile of Jokers only', () => {
    expect(suitMatches(0, 7, 'wild')).toBe(true);
    expect(suitMatches(0, 0, 'wild')).toBe(true);
    expect(suitMatches(7, 0, 'wild')).toBe(true);
  });
  it('pairOnly: a Joker goes only on a pile of Jokers, and a numbered card never does', () => {
    expect(suitMatches(0, 0, 'pairOnly')).toBe(true);
    expect(suitMatches(0, 7, 'pairOnly')).toBe(false);
    expect(suitMatches(7, 0, 'pairOnly')).toBe(false);
  });
  it('wild: a Free Trader may go on the Free Trader piles and on the lone Joker, not on the Fat Trader', () => {
    expect(ids(matchingPiles('t03-D', table, 'wild'))).toEqual(['p1', 'p3', 'p4']);
    expect(countMatching('t03-D', table, 'wild')).toBe(3);
    expect(ids(matchingPiles('t05-D', table, 'wild'))).toEqual(['p2', 'p3']);
    expect(countMatching('t05-D', table, 'wild')).toBe(2);
  });
  it('wild: a Joker may go on every pile', () => {
    expect(ids(matchingPiles('joker-2', table.slice(0, 3), 'wild'))).toEqual(['p1', 'p2', 'p3']);
    expect(countMatching('joker-2', table.slice(0, 3), 'wild')).toBe(3);
  });
  it('pairOnly: the Free Trader piles only; a Joker only on the lone Joker', () => {
    expect(ids(matchingPiles('t03-D', table, 'pairOnly'))).toEqual(['p1', 'p4']);
    expect(countMatching('t03-D', table, 'pairOnly')).toBe(2);
    expect(ids(matchingPiles('joker-2', table.slice(0, 3), 'pairOnly'))).toEqual(['p3']);
    expect(countMatching('joker-2', table.slice(0, 3), 'pairOnly')).toBe(1);
  });
  it('a card that matches nothing starts a new pile (TF-3: only then)', () => {
    expect(matchingPiles('t08-P1', table, 'pairOnly')).toEqual([]);
    expect(countMatching('t08-P1', table, 'pairOnly')).toBe(0);
  });
});

describe('layCard', () => {
  it('a card that starts a pile gets the next id, and the next id moves on', () => {
    const r = layCard(table.slice(0, 2), 7, 't08-P1');
    expect(r).toEqual({
      piles: [
        { id: 'p1', cards: ['t03-P1'] },
        { id: 'p2', cards: ['t05-P1'] },
        { id: 'p7', cards: ['t08-P1'], suit: 8 },
      ],
      nextPile: 8,
    });
    const again = layCard(r.piles, r.nextPile, 't09-P1');
    expect(again.piles.map((p) => p.id)).toEqual(['p1', 'p2', 'p7', 'p8']);
    expect(again.nextPile).toBe(9);
  });
  it('a card laid on a pile goes on top of it; the pile keeps its id and the next id stays', () => {
    const r = layCard(table.slice(0, 2), 7, 't03-D', 'p1');
    expect(r).toEqual({
      piles: [
        { id: 'p1', cards: ['t03-P1', 't03-D'], suit: 3 },
        { id: 'p2', cards: ['t05-P1'] },
      ],
      nextPile: 7,
    });
  });
  it('a pile keeps its suit: a lone Joker has none until a numbered card joins it, then that card’s suit; a Joker on a suit pile changes nothing', () => {
    const joker = layCard([], 1, 'joker-1');
    expect(pileSuit(joker.piles[0]!)).toBe(0);
    const withTwo = layCard(joker.piles, joker.nextPile, 'joker-2', 'p1');
    expect(pileSuit(withTwo.piles[0]!)).toBe(0);
    const traded = layCard(withTwo.piles, withTwo.nextPile, 't06-P1', 'p1');
    expect(pileSuit(traded.piles[0]!)).toBe(6);
    const again = layCard(traded.piles, traded.nextPile, 'joker-1', 'p1');
    expect(pileSuit(again.piles[0]!)).toBe(6);
    // and a card of another suit may not go on it any more, a Joker (wild) may
    expect(matchingPiles('t05-P1', again.piles, 'wild').map((p) => p.id)).toEqual([]);
    expect(matchingPiles('t06-P2', again.piles, 'pairOnly').map((p) => p.id)).toEqual(['p1']);
  });
  it('the table it was given is unchanged (the state before the move still shows it)', () => {
    const before: Pile[] = [
      { id: 'p1', cards: ['t03-P1'] },
      { id: 'p2', cards: ['t05-P1'] },
    ];
    layCard(before, 3, 't03-D', 'p1');
    layCard(before, 3, 't08-P1');
    expect(before).toEqual([
      { id: 'p1', cards: ['t03-P1'] },
      { id: 'p2', cards: ['t05-P1'] },
    ]);
  });
});

describe('takeEvenPiles (TF-4)', () => {
  it('every pile with an even number of cards is taken whole; odd piles stay in their order', () => {
    const piles: Pile[] = [
      { id: 'p1', cards: ['t01-P1'] },
      { id: 'p2', cards: ['t03-P1', 't03-D'] },
      { id: 'p3', cards: ['t05-P1', 't05-YC', 't05-D'] },
      { id: 'p4', cards: ['t06-P1', 't06-P2', 't06-GS', 'joker-1'] },
      { id: 'p5', cards: ['t09-P1'] },
    ];
    expect(takeEvenPiles(piles)).toEqual({
      piles: [
        { id: 'p1', cards: ['t01-P1'] },
        { id: 'p3', cards: ['t05-P1', 't05-YC', 't05-D'] },
        { id: 'p5', cards: ['t09-P1'] },
      ],
      taken: ['t03-P1', 't03-D', 't06-P1', 't06-P2', 't06-GS', 'joker-1'],
    });
  });
  it('an even pile first: the piles after it stay', () => {
    const r = takeEvenPiles([
      { id: 'p1', cards: ['t03-P1', 't03-D'] },
      { id: 'p2', cards: ['t05-P1'] },
    ]);
    expect(r).toEqual({ piles: [{ id: 'p2', cards: ['t05-P1'] }], taken: ['t03-P1', 't03-D'] });
  });
  it('a threesome stays (TF-4); nothing even: nothing taken, the table unchanged', () => {
    const piles: Pile[] = [
      { id: 'p1', cards: ['t03-P1', 't03-D', 't03-PC'] },
      { id: 'p2', cards: ['t05-P1'] },
    ];
    const r = takeEvenPiles(piles);
    expect(r.taken).toEqual([]);
    expect(r.piles).toEqual([
      { id: 'p1', cards: ['t03-P1', 't03-D', 't03-PC'] },
      { id: 'p2', cards: ['t05-P1'] },
    ]);
  });
  it('every pile even: the table is cleared', () => {
    expect(
      takeEvenPiles([
        { id: 'p1', cards: ['t03-P1', 't03-D'] },
        { id: 'p2', cards: ['joker-1', 'joker-2'] },
      ]),
    ).toEqual({ piles: [], taken: ['t03-P1', 't03-D', 'joker-1', 'joker-2'] });
  });
});
