/** Stacked Hanafuda decks for scenario tests. */
import { expect } from 'vitest';
import { HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';

/** The hands in seat order, the field, the top of the stock, then the rest of the deck in deck order. */
export function stackDeck(hands: string[][], field: string[], stockTop: string[] = []): string[] {
  const used = [...hands.flat(), ...field, ...stockTop];
  expect(new Set(used).size, 'a card is stacked twice').toBe(used.length);
  return [...used, ...HANAFUDA_DECK.filter((c) => !used.includes(c))];
}

/** Two hands (Koi-Koi's seats), the field and the top of the stock. */
export const stackDeck2 = (h0: string[], h1: string[], field: string[], stockTop: string[]): string[] =>
  stackDeck([h0, h1], field, stockTop);
