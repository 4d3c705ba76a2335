/**
 * The Capture bot: decides from its seat's view and legal moves only.
 *
 * - Lead: the Secondary card the fewest unseen cards can beat (higher cards of its number that
 *   are neither in hand nor the up-card), the up-card's number preferred when it is safe.
 * - Follow: holding a card nothing unseen can beat, the lowest card first to draw out the
 *   others' cards (they must beat it if they can) — unless the round is already rich; otherwise
 *   the safest card. A Galaxy only when the round is rich, or late in the hand.
 * - No Play when allowed and nothing worth spending a Galaxy on.
 * - Add-more: always add regular cards (each one moves a card from the hand to the captured
 *   pile: +2); Galaxies only when the hand is nearly out.
 * - Bid: only with a weak hand (few strong cards), and never high.
 *
 * Easy's slips (`EasySlips`): a follow is one kind whether it plays a card or passes (No Play),
 * and adding more is one kind with capturing now, so Easy sometimes wastes a strong card or a
 * Galaxy on a poor round, passes a round it could take, or captures before adding its cards.
 */
import { pickBest, type Bot } from '../../engine/bot.ts';
import type { EasySlips } from '../../engine/easy.ts';
import type { CaptureMove, CaptureView } from './capture.ts';
import { cardValue, isGalaxy, rankOf, suitOf, suitPower, SUITS } from './rules.ts';

function strength(card: string): number {
  return isGalaxy(card) ? 10 + suitPower(suitOf(card)) : suitPower(suitOf(card));
}

/** How many cards of this number the seat holds above `card` (its ways to re-beat). */
function backers(hand: readonly string[], card: string): number {
  const r = rankOf(card);
  return hand.filter(
    (c) => c !== card && !isGalaxy(c) && rankOf(c) === r && suitPower(suitOf(c)) > suitPower(suitOf(card)),
  ).length;
}

/** Higher regular cards of this number that are neither in my hand nor the up-card. */
function threatsTo(card: string, hand: readonly string[], upCard: string | null): number {
  return SUITS.filter((x) => suitPower(x) > suitPower(suitOf(card))).filter((x) => {
    const id = `u-${x}-${rankOf(card)}`;
    return !hand.includes(id) && upCard !== id;
  }).length;
}

function roundWorth(v: CaptureView): number {
  const cards = v.round.reduce((a, p) => a + cardValue(p.card, v.bonusSuit, v.options.galaxyInBonusSuit), 0);
  const up =
    v.upCard && v.roundNumber !== null && rankOf(v.upCard) === v.roundNumber
      ? cardValue(v.upCard, v.bonusSuit, v.options.galaxyInBonusSuit)
      : 0;
  return cards + up + 1; // +1: the card we would play comes back to us
}

function handQuality(hand: readonly string[]): number {
  // Strong cards capture; Galaxies are the strongest; Secondary cards let us lead.
  return hand.reduce((a, c) => a + (isGalaxy(c) ? 2 : suitPower(suitOf(c)) >= 5 ? 1 : 0), 0) / Math.max(1, hand.length);
}

const SLIP_KIND: Partial<Record<CaptureMove['type'], string>> = {
  play: 'follow',
  'no-play': 'follow',
  add: 'add-or-capture',
  capture: 'add-or-capture',
};

export const captureBot: Bot<CaptureView, CaptureMove> & EasySlips<CaptureView, CaptureMove> = {
  name: 'capture-greedy',
  slipKind: (_v, m) => SLIP_KIND[m.type] ?? m.type,
  choose(v, legal, rng) {
    const hand = v.myHand;
    const first = legal[0]!;
    if (first.type === 'next-round') return first;
    if (v.phase === 'bid') {
      const q = handQuality(hand);
      return pickBest(
        legal,
        (m) => (m.type === 'bid' ? (q < 0.25 && m.amount <= 2 ? 1 - m.amount * 0.1 : -1) : 0),
        rng,
      );
    }
    if (v.phase === 'lead') {
      return pickBest(
        legal,
        (m) => {
          if (m.type !== 'lead') return -99;
          const threats = threatsTo(m.card, hand, v.upCard);
          const upBonus =
            v.upCard && rankOf(v.upCard) === rankOf(m.card)
              ? cardValue(v.upCard, v.bonusSuit, true) * (threats === 0 ? 1 : 0.3)
              : 0;
          return -threats + upBonus + backers(hand, m.card) * 0.2;
        },
        rng,
      );
    }
    const worth = roundWorth(v);
    const late = hand.length <= 3;
    if (v.phase === 'add') {
      return pickBest(
        legal,
        (m) =>
          m.type === 'capture'
            ? 0
            : m.type === 'add'
              ? isGalaxy(m.card)
                ? late
                  ? 1
                  : -1
                : 10 - strength(m.card)
              : -9,
        rng,
      );
    }
    // Follow.
    const regular = legal.filter((m) => m.type === 'play' && !isGalaxy(m.card));
    const safeHeld = regular.some((m) => m.type === 'play' && threatsTo(m.card, hand, v.upCard) === 0);
    return pickBest(
      legal,
      (m) => {
        if (m.type === 'no-play') return worth >= 4 || late ? -1 : 0.5;
        if (m.type !== 'play') return -99;
        if (isGalaxy(m.card)) {
          const good = worth >= 4 || (late && worth >= 2);
          // Prefer the lowest Galaxy that does the job.
          return (good ? 3 : -2) - strength(m.card) * 0.05 + (regular.length === 0 ? 0.5 : -1);
        }
        // Regular: holding a card nothing unseen can beat, play the lowest first to draw out
        // the others' cards (they must beat it if they can), keeping the safe one for later —
        // unless the round is already rich: then secure it;
        // otherwise the card fewest unseen cards can beat.
        return safeHeld && worth < 4
          ? 2 - strength(m.card) * 0.1
          : 2 - threatsTo(m.card, hand, v.upCard) - strength(m.card) * 0.01;
      },
      rng,
    );
  },
};
