/**
 * A hand and a capture area are shown sorted by suit, then Starburst, Cutlass, Flag, Double,
 * Plain (ties by id), Jokers last: `sortTrav` (an insertion sort for a hand, a sort by the cards'
 * places for a longer list) against that order written as a comparator, and `isSortedTrav`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSortedTrav, KIND_ORDER, sortTrav, travCard, TRAVFUDA_DECK } from '../../../src/games/travfuda/deck.ts';

const key = (id: string) => {
  const c = travCard(id);
  return (c.suit === 0 ? 11 : c.suit) * 10 + KIND_ORDER.indexOf(c.kind);
};
const byComparator = (ids: readonly string[]) =>
  [...ids].sort((a, b) => key(a) - key(b) || (a < b ? -1 : a > b ? 1 : 0));

describe('sortTrav', () => {
  it('puts a hand or a capture area of any size in suit and kind order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...TRAVFUDA_DECK]), (ids) => {
        const sorted = sortTrav(ids);
        expect(sorted).toEqual(byComparator(ids));
        expect(isSortedTrav(sorted)).toBe(true);
        if (ids.join() !== sorted.join()) expect(isSortedTrav(ids)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('the whole deck: suit 1 first, its Cutlass before its Flags, the two Jokers last', () => {
    const all = sortTrav([...TRAVFUDA_DECK].reverse());
    expect(all.slice(0, 3)).toEqual(['t01-RC', 't01-GF', 't01-PF']);
    expect(all.slice(-2)).toEqual(['joker-1', 'joker-2']);
  });

  it('a list with a card twice is still sorted, the card kept twice', () => {
    const ids = ['t05-D', 'joker-1', 't01-P1', 't03-PC', 't05-D', 't02-RS', 't09-BC', 't04-BS', 't10-YS', 't01-GF'];
    expect(sortTrav(ids)).toEqual(byComparator(ids));
  });
});
