/** A stacked TravFuda deal the family's tests share: two players' hands and the deck built around them. */
import { TRAVFUDA_DECK } from '../../../src/games/travfuda/deck.ts';

/** The cards of `parts` in order (hands, then table, then the stock's top), then the rest of the deck. */
export function stack(...parts: string[][]): string[] {
  const used = new Set(parts.flat());
  return [...parts.flat(), ...TRAVFUDA_DECK.filter((c) => !used.has(c))];
}

/** Seat 0's twelve cards: a 1, a joker, six 5s, two 6s and two 7s. */
export const h0 = [
  't01-P2',
  'joker-1',
  't05-YC',
  't05-RF',
  't05-BF',
  't05-PF',
  't05-D',
  't05-P1',
  't06-P1',
  't06-P2',
  't07-P1',
  't07-P2',
];

/** Seat 1's twelve cards: a 1, six 8s and five 9s. */
export const h1 = [
  't01-RC',
  't08-P1',
  't08-P2',
  't08-P3',
  't08-PS',
  't08-YC',
  't08-GF',
  't09-P1',
  't09-P2',
  't09-P3',
  't09-BC',
  't09-YF',
];
