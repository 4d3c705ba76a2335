/** Words Capture's events (view `events`, `RoundResult.events`) with the seats' names. */
import { seatName, type EventRenderer, type GameEvent } from '../../engine/events.ts';
import { cardName, PLANET } from './cards.ts';
import type { Suit } from './rules.ts';

const list = (cards: readonly string[] | undefined) => (cards ?? []).map(cardName).join(', ');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const renderCaptureEvent: EventRenderer = (e: GameEvent, names) => {
  const who = seatName(names, e.seat);
  const d = e.data ?? {};
  switch (e.kind) {
    case 'deal':
      return `Hand ${String(d.hand)}: ${who} deals.`;
    case 'up-card':
      return `${Number(d.skipped) > 0 ? `${plural(Number(d.skipped), 'Galaxy', 'Galaxies')} to the bottom; up-card` : 'Up-card'} ${list(e.cards)}.`;
    case 'no-up-card':
      return 'No up-card is left.';
    case 'lead-pass':
      return `${who} has no Secondary card: the lead passes left.`;
    case 'primary-lead':
      return `Nobody has a Secondary card: ${who} leads a Primary card.`;
    case 'no-lead':
      return 'Nobody can lead: the hand ends.';
    case 'lead':
      return `${who} leads the ${list(e.cards)}.`;
    case 'play':
      return `${who} plays the ${list(e.cards)}.`;
    case 'no-play':
      return d.auto ? `${who} has no cards: No Play.` : `${who}: No Play.`;
    case 'add':
      return `${who} adds the ${list(e.cards)}.`;
    case 'capture':
      return `${who} captures ${plural(e.cards?.length ?? 0, 'card')}${d.upCard ? ', with the up-card' : ''}.`;
    case 'out':
      return `${who} is out of cards.`;
    case 'bid':
      return `${who} bids ${e.points}.`;
    case 'bid-pass':
      return `${who} passes.`;
    case 'bid-won':
      return `${who} takes the extra hand for ${e.points}.`;
    case 'no-bid':
      return 'Nobody bids: the extra hand stays out of play.';
    case 'hand-over':
      return `Hand ${String(d.hand)} is over.`;
    case 'bonus-suit':
      return `Bonus suit: ${PLANET[d.suit as Suit]}.`;
    case 'went-out':
      return `${who} went out.`;
    case 'hand-score':
      return `${who}: ${Number(d.captured)} captured, ${Number(d.left)} left, ${e.points! > 0 ? '+' : ''}${e.points}.`;
    case 'bid-paid':
      return d.waived ? `${who} went out: the bid of ${Number(d.amount)} is waived.` : `${who} pays the bid of ${Number(d.amount)}.`;
    case 'halved':
      return `${who}'s total of ${Number(d.from)} is halved to ${Number(d.to)}.`;
    default:
      return '';
  }
};

/** Names of the score-sheet detail lines. */
export function detailName(id: string): string {
  return (
    {
      captured: 'Captured',
      'captured-bonus': 'Bonus suit captured',
      'left-in-hand': 'Left in hand',
      'left-bonus': 'Bonus suit left',
      bid: 'Bid paid',
      'bid-waived': 'Bid waived (went out)',
      halved: 'Halved',
    }[id] ?? id
  );
}
