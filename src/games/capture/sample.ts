/**
 * A sampler for Capture (issue 15): a full state consistent with one seat's view, for Hard's
 * search. Public: my hand, the round on the table, the up-card, the counts of every hand,
 * capture pile, the stock and the extra hand, bids, the bonus suit, totals and history.
 * Hidden: the others' hands, the capture piles (face down), the stock, the extra hand and the
 * cards out of play; they are this game's deck minus every card the view shows, shuffled with
 * the search's RNG and dealt by the view's counts (what is left is out of play). Each capture
 * pile gets as many cards of the bonus suit as its points say (`capturedPoints`: they were all
 * played face up). The real state and its seed are never read; later deals come from the
 * search's RNG.
 */
import { nextUint32, shuffle, type Rng } from '../../engine/rng.ts';
import { deckFor } from './cards.ts';
import { cardId, cardValue } from './rules.ts';
import type { CaptureState, CaptureView } from './capture.ts';

function rngFrom(r: Rng): [Rng, Rng] {
  const [a, r1] = nextUint32(r);
  const [b, r2] = nextUint32(r1);
  return [[a, b, a ^ 0x5bd1e995, b | 1], r2];
}

/** A Capture state consistent with `view`. */
export function sampleCapture(view: CaptureView, rng: Rng): CaptureState {
  const [stateRng, r1] = rngFrom(rng);
  const seen = new Set<string>([
    ...view.myHand,
    ...view.round.map((p) => p.card),
    ...(view.upCard ? [view.upCard] : []),
  ]);
  const [deck] = shuffle(
    r1,
    deckFor(view.players).filter((c) => !seen.has(c)),
  );
  // The capture piles first: each with its number of cards that count double (bonus suit).
  const double = (c: string) => cardValue(c, view.bonusSuit, view.options.galaxyInBonusSuit) === 2;
  const pick = (n: number, ok: (c: string) => boolean): string[] => {
    const out: string[] = [];
    for (let i = 0; i < deck.length && out.length < n; )
      if (ok(deck[i]!)) out.push(...deck.splice(i, 1));
      else i++;
    if (out.length !== n) throw new Error('sample: not enough unseen cards');
    return out;
  };
  const captured = view.capturedCounts.map((n, i) => {
    const doubles = (view.capturedPoints[i] ?? n) - n;
    return [...pick(doubles, double), ...pick(n - doubles, (c) => !double(c))];
  });
  let at = 0;
  const take = (n: number): string[] => {
    const out = deck.slice(at, at + n);
    if (out.length !== n) throw new Error('sample: not enough unseen cards');
    at += n;
    return out;
  };
  const hands = view.handCounts.map((n, i) => (i === view.seat ? view.myHand.slice() : take(n)));
  const stock = take(view.stockCount);
  const extra = take(view.extraCount);
  const outOfPlay = deck.slice(at);
  // Only the suit of the first (or last) up-card matters, and the view names it.
  const stand = view.bonusSuit ? cardId(view.bonusSuit, '1') : null;
  return {
    options: { ...view.options },
    rng: stateRng,
    players: view.players,
    phase: view.phase,
    hand: view.hand,
    dealer: view.dealer,
    hands,
    captured,
    stock,
    upCard: view.upCard,
    firstUp: view.options.bonusFollowsUpCard ? (view.upCard ?? stand) : stand,
    lastUp: view.upCard ?? stand,
    extra,
    outOfPlay,
    turn: view.turn ?? view.seat,
    round: view.round.map((p) => ({ ...p })),
    leadPasses: view.leadPasses.slice(),
    fallback: view.fallback,
    noPlayBy: view.noPlayBy,
    bidding: view.bidding ? { ...view.bidding, passed: view.bidding.passed.slice() } : null,
    bid: view.bid ? { ...view.bid } : null,
    outOrder: view.outOrder.slice(),
    totals: view.totals.slice(),
    history: JSON.parse(JSON.stringify(view.history)) as CaptureState['history'],
    events: JSON.parse(JSON.stringify(view.events)) as CaptureState['events'],
  };
}
