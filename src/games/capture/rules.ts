/**
 * Capture on the Universal Card Deck: the pure rule functions (contract rule 14 in
 * docs/contract.md; rulings CA-1…CA-10 of docs/rulings/capture.md). Each answers one rules
 * question from plain data; the engine (`capture.ts`) is built on them and tests call them
 * directly.
 *
 * Card ids: `u-<suit>-<rank>` (rank 1..7, Moon, Sun) and `u-Galaxy-<suit>`.
 */

export type Suit = 'E' | 'J' | 'M' | 'N' | 'S' | 'V';

/** Suits from the highest capturing power to the lowest: E > J > M > N > S > V. */
export const SUITS: readonly Suit[] = ['E', 'J', 'M', 'N', 'S', 'V'];
export const PRIMARY: readonly Suit[] = ['E', 'J', 'M'];
export const SECONDARY: readonly Suit[] = ['N', 'S', 'V'];
/** Numbers and names, lowest to highest (card rank, used only for the cut). */
export const RANKS = ['1', '2', '3', '4', '5', '6', '7', 'Moon', 'Sun'] as const;
export type Rank = (typeof RANKS)[number];

/** Galaxy cards in the order the setup table adds them (2 players: V, S; 3: + N; …). */
export const GALAXY_ORDER: readonly Suit[] = ['V', 'S', 'N', 'M', 'J', 'E'];

export const galaxyId = (s: Suit): string => `u-Galaxy-${s}`;
export const cardId = (s: Suit, r: Rank): string => `u-${s}-${r}`;

export function isGalaxy(card: string): boolean {
  return card.startsWith('u-Galaxy-');
}

/** The suit of a regular or Galaxy card. */
export function suitOf(card: string): Suit {
  const parts = card.split('-');
  return (parts[1] === 'Galaxy' ? parts[2] : parts[1]) as Suit;
}

/** The number or name of a regular card; null for a Galaxy. */
export function rankOf(card: string): Rank | null {
  if (isGalaxy(card)) return null;
  return card.split('-')[2] as Rank;
}

/** Capturing power of a suit: E 6 … V 1. */
export function suitPower(s: Suit): number {
  return 6 - SUITS.indexOf(s);
}

export function isSecondary(card: string): boolean {
  return !isGalaxy(card) && SECONDARY.includes(suitOf(card));
}

export function isPrimary(card: string): boolean {
  return !isGalaxy(card) && PRIMARY.includes(suitOf(card));
}

/** Does `card` beat `last` (the last card played in a round)? CA-2, CA-4. */
export function beats(card: string, last: string): boolean {
  if (isGalaxy(last)) return isGalaxy(card) && suitPower(suitOf(card)) > suitPower(suitOf(last));
  if (isGalaxy(card)) return true;
  return rankOf(card) === rankOf(last) && suitPower(suitOf(card)) > suitPower(suitOf(last));
}

/** Galaxy cards used (ordered as in the setup table), hand size, deck size, stock after the deal. */
export function setupFor(players: 2 | 3 | 4 | 5 | 6): {
  galaxies: string[];
  handSize: number;
  deckSize: number;
  stockAfterDeal: number;
} {
  if (!Number.isInteger(players) || players < 2 || players > 6)
    throw new RangeError(`Capture is played by 2 to 6 players, not ${players}.`);
  const galaxies = GALAXY_ORDER.slice(0, players).map(galaxyId);
  const handSize = players <= 3 ? 13 : 9;
  const deckSize = 54 + players;
  return { galaxies, handSize, deckSize, stockAfterDeal: deckSize - players * handSize };
}

/** Cards this hand may lead; [] = the lead must pass. fallbackPrimaryAllowed: nobody could lead a
 *  Secondary card and this is the first player who passed. (CA-1: never a Galaxy.) */
export function legalLeads(hand: string[], fallbackPrimaryAllowed: boolean): string[] {
  const secondary = hand.filter(isSecondary);
  if (secondary.length > 0) return secondary;
  return fallbackPrimaryAllowed ? hand.filter(isPrimary) : [];
}

/** Cards this hand may play on the round so far (roundCards ordered, lead first), and whether
 *  No Play is allowed. Each card must beat the last one played (CA-2); a Galaxy is always
 *  optional (CA-4); No Play only without a legal regular card. The same question answers the
 *  add-more step after a No Play (CA-3). */
export function legalFollows(roundCards: string[], hand: string[]): { legal: string[]; mayNoPlay: boolean } {
  const last = roundCards[roundCards.length - 1];
  if (last === undefined) return { legal: [], mayNoPlay: true };
  const legal = hand.filter((c) => beats(c, last));
  return { legal, mayNoPlay: !legal.some((c) => !isGalaxy(c)) };
}

/** Points of one card: 1, or 2 for the bonus suit (CA-7: its Galaxy too, unless switched off). */
export function cardValue(card: string, bonusSuit: Suit | null, galaxyInBonusSuit = true): number {
  if (bonusSuit === null || suitOf(card) !== bonusSuit) return 1;
  return isGalaxy(card) && !galaxyInBonusSuit ? 1 : 2;
}

/** One player's score for a hand. bonusSuit: Option 1's suit or null; bid: Option 2's winning bid
 *  paid by this player (0 if none); wentOut: this player emptied his hand.
 *  `galaxyInBonusSuit` (CA-7's option, default yes) is a Carriage extension. */
export function handScore(input: {
  captured: string[];
  hand: string[];
  bonusSuit: Suit | null;
  bid: number;
  wentOut: boolean;
  galaxyInBonusSuit?: boolean;
}): number {
  const g = input.galaxyInBonusSuit ?? true;
  let score = 0;
  for (const c of input.captured) score += cardValue(c, input.bonusSuit, g);
  for (const c of input.hand) score -= cardValue(c, input.bonusSuit, g);
  if (!input.wentOut) score -= input.bid;
  return score;
}

/** The halving thresholds for a number of players (CA-8: 6 players use the 4–5 player ones). */
export function halvingThresholds(players: number): number[] {
  return players <= 3 ? [60, 80, 100] : [30, 40, 50];
}

/** Option 3: the running total after a hand, halved when it lands exactly on a threshold. */
export function halve(players: number, totalAfterHand: number): number {
  return halvingThresholds(players).includes(totalAfterHand) ? totalAfterHand / 2 : totalAfterHand;
}

/** Turn the next up-card from a stock (ordered, top first): Galaxies go to the bottom.
 *  No up-card when the stock is empty or holds only Galaxies (CA-10). */
export function turnUpCard(stockTopToBottom: string[]): { upCard: string | null; stock: string[] } {
  const skipped: string[] = [];
  for (let i = 0; i < stockTopToBottom.length; i++) {
    const c = stockTopToBottom[i]!;
    if (isGalaxy(c)) {
      skipped.push(c);
      continue;
    }
    return { upCard: c, stock: [...stockTopToBottom.slice(i + 1), ...skipped] };
  }
  return { upCard: null, stock: stockTopToBottom.slice() };
}
