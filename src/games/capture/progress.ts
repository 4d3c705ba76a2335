/**
 * Where a hand of Capture stands (issue 28 §3), from one seat's view: each player's captured
 * points so far, what the up-card and the round on the table are worth, what the viewer's cards
 * still count against him, his score if the hand ended now, and what going out would add. Pure:
 * the table only shows these numbers; words are the table's (`ui/table.words*.ts`).
 */
import type { CaptureView } from './capture.ts';
import { cardValue, type Suit } from './rules.ts';

/** Points of cards: each 1, the bonus suit's 2 (its Galaxy too unless CA-7's option is off). */
export function pointsOf(cards: readonly string[], bonusSuit: Suit | null, galaxyInBonusSuit = true): number {
  let n = 0;
  for (const c of cards) n += cardValue(c, bonusSuit, galaxyInBonusSuit);
  return n;
}

export interface CaptureProgress {
  bonusSuit: Suit | null;
  /** Each seat's captures so far: cards and the points they count (bonus suit double). */
  seats: { seat: number; captured: number; points: number }[];
  /** The up-card, its points, and whether it goes with the round on the table (same number). */
  upCard: { card: string; points: number; withRound: boolean } | null;
  /** The round on the table: its cards and what capturing it now is worth, the up-card included when it goes with it. */
  round: { cards: number; points: number };
  /** The viewer's hand: its cards, the points they count against him now. */
  inHand: { cards: number; points: number };
  /** The viewer's bid for the extra hand (0 without one): paid unless he goes out first. */
  bid: number;
  /** The viewer's score for this hand if it ended now: captured − left in hand − bid (waived when he went out first). */
  now: number;
  /** What going out (playing his last card before anyone else) would add: his hand no longer counts, and his bid is waived if he is the first. */
  goingOut: number;
}

type ProgressView = Pick<
  CaptureView,
  'seat' | 'players' | 'myHand' | 'capturedCounts' | 'capturedPoints' | 'upCard' | 'upCardTaken' | 'round'
> & { bonusSuit: Suit | null; bid: { seat: number; amount: number } | null; outOrder: number[] } & {
  options: Pick<CaptureView['options'], 'galaxyInBonusSuit'>;
};

/** The progress of the hand for `view`'s seat. */
export function captureProgress(view: ProgressView): CaptureProgress {
  const bonus = view.bonusSuit;
  const g = view.options.galaxyInBonusSuit;
  const seats = Array.from({ length: view.players }, (_, seat) => ({
    seat,
    captured: view.capturedCounts[seat] ?? 0,
    points: view.capturedPoints[seat] ?? 0,
  }));
  const upCard = view.upCard
    ? { card: view.upCard, points: cardValue(view.upCard, bonus, g), withRound: view.upCardTaken }
    : null;
  const roundCards = view.round.map((p) => p.card);
  const round = {
    cards: roundCards.length + (upCard?.withRound ? 1 : 0),
    points: pointsOf(roundCards, bonus, g) + (upCard?.withRound ? upCard.points : 0),
  };
  const inHand = { cards: view.myHand.length, points: pointsOf(view.myHand, bonus, g) };
  const bid = view.bid?.seat === view.seat ? view.bid.amount : 0;
  // The bid is waived only for the first one out.
  const someoneOut = view.outOrder.length > 0;
  const mine = seats[view.seat]!.points;
  return {
    bonusSuit: bonus,
    seats,
    upCard,
    round,
    inHand,
    bid,
    now: mine - inHand.points - (view.outOrder[0] === view.seat ? 0 : bid),
    goingOut: inHand.points + (someoneOut ? 0 : bid),
  };
}
