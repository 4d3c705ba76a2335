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

/** Each id's suit and rank, read from the id once (prototype-less lookups: a playout asks them per card per move). */
const SUIT_OF: Record<string, Suit> = Object.create(null);
const RANK_OF: Record<string, Rank | null> = Object.create(null);

/** The suit of a regular or Galaxy card. */
export function suitOf(card: string): Suit {
  let s = SUIT_OF[card];
  if (s === undefined) {
    const parts = card.split('-');
    s = (parts[1] === 'Galaxy' ? parts[2] : parts[1]) as Suit;
    if (s === undefined) return s;
    SUIT_OF[card] = s;
  }
  return s;
}

/** The number or name of a regular card; null for a Galaxy. */
export function rankOf(card: string): Rank | null {
  let r = RANK_OF[card];
  if (r === undefined) {
    r = isGalaxy(card) ? null : (card.split('-')[2] as Rank);
    if (r === undefined) return r;
    RANK_OF[card] = r;
  }
  return r;
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

// ---------------------------------------------------------------- why a card may not be played (issue 28 §2)

/**
 * Why Capture refuses a move, beyond the shared codes (`src/engine/refusals.ts`); worded by the
 * family's words (`refusal` in events.ts and its translations). Data:
 * - 'lead-galaxy' {card}: a Galaxy never leads (CA-1);
 * - 'lead-primary' {card, cards}: a Primary card may not lead while the hand holds Secondary `cards`;
 * - 'other-number' {card, number}: the round is played in `number` and `card` is another;
 * - 'lower-suit' {card, last}: same number, but its suit is not higher than the last card's (CA-2);
 * - 'after-galaxy' {card, last}: after a Galaxy only a higher Galaxy may be played;
 * - 'galaxy-lower' {card, last}: a Galaxy lower than the Galaxy to beat;
 * - 'must-beat' {cards}: No Play refused, the hand holds regular `cards` that beat (CA-4);
 * - 'bidding' {}: the extra hand is being bid for, no card is played yet;
 * - 'hand-over' {}: the hand is over, the next one is to be dealt;
 * - 'bid-low' {amount, high}, 'bid-high' {amount, max}: a bid not above the high bid, or above the size of the extra hand.
 */
export type CaptureRefusal =
  | 'lead-galaxy'
  | 'lead-primary'
  | 'other-number'
  | 'lower-suit'
  | 'after-galaxy'
  | 'galaxy-lower'
  | 'must-beat'
  | 'bidding'
  | 'hand-over'
  | 'bid-low'
  | 'bid-high';

export const CAPTURE_REFUSALS: readonly CaptureRefusal[] = [
  'lead-galaxy',
  'lead-primary',
  'other-number',
  'lower-suit',
  'after-galaxy',
  'galaxy-lower',
  'must-beat',
  'bidding',
  'hand-over',
  'bid-low',
  'bid-high',
];

/** A refusal as plain data: its code and what it is about. */
export interface CaptureRefused {
  code: CaptureRefusal;
  data: Readonly<Record<string, string | number | readonly string[]>>;
}

/** Why `card` (held) may not lead now; null when it may (or is not held: nothing to say). */
export function whyNotLead(hand: string[], card: string, fallbackPrimaryAllowed: boolean): CaptureRefused | null {
  if (!hand.includes(card) || legalLeads(hand, fallbackPrimaryAllowed).includes(card)) return null;
  if (isGalaxy(card)) return { code: 'lead-galaxy', data: { card } };
  const secondary = hand.filter(isSecondary);
  return secondary.length > 0 ? { code: 'lead-primary', data: { card, cards: secondary } } : null;
}

/**
 * Why `card` (held) may not be played on the round so far (lead first; the same question for the
 * add-more step); null when it may (or is not held, or nothing is played yet).
 */
export function whyNotFollow(roundCards: string[], hand: string[], card: string): CaptureRefused | null {
  const last = roundCards[roundCards.length - 1];
  if (last === undefined || !hand.includes(card) || beats(card, last)) return null;
  if (isGalaxy(last)) return { code: isGalaxy(card) ? 'galaxy-lower' : 'after-galaxy', data: { card, last } };
  // A Galaxy beats any regular card: `card` is regular here.
  if (rankOf(card) !== rankOf(last)) return { code: 'other-number', data: { card, number: rankOf(last)! } };
  return { code: 'lower-suit', data: { card, last } };
}

/** Why this hand may not say No Play on the round so far (CA-4): it holds a regular card that beats. */
export function whyNotNoPlay(roundCards: string[], hand: string[]): CaptureRefused | null {
  const f = legalFollows(roundCards, hand);
  return f.mayNoPlay ? null : { code: 'must-beat', data: { cards: f.legal.filter((c) => !isGalaxy(c)) } };
}
