/** Words Capture's events (view `events`, `RoundResult.events`) with the seats' names, and its moves in a line (the engine's `describe`). */
import { seatName, type EventRenderer, type GameEvent } from '../../engine/events.ts';
import type { ResultLine } from '../../engine/lines.ts';
import { cardName, PLANET } from './cards.ts';
import type { CaptureRefusal, Suit } from './rules.ts';
import type { RefusalData } from '../../engine/types.ts';
import type { CaptureMove } from './capture.ts';
import type { Lang } from '../../i18n/lang.ts';

const list = (cards: readonly string[] | undefined) => (cards ?? []).map(cardName).join(', ');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
/** "+ 2 bonus suit", "− 3 left in hand": a term of a sum after its first. */
const term = (n: number, what: string) => (n < 0 ? ` − ${-n} ${what}` : ` + ${n} ${what}`);

/**
 * A seat's round score as a sum (the score sheet's note adds up): cards captured, the bonus
 * suit's extra, cards left in hand and their bonus, the bid paid (or waived), the halving.
 */
function handScoreSum(d: Readonly<Record<string, unknown>>): string {
  const captured = Number(d.captured ?? 0);
  const left = Number(d.left ?? 0);
  const capturedBonus = d.capturedPoints === undefined ? 0 : Number(d.capturedPoints) - captured;
  const leftBonus = d.leftPoints === undefined ? 0 : Number(d.leftPoints) - left;
  let text = `${captured} captured`;
  if (capturedBonus !== 0) text += term(capturedBonus, 'bonus suit');
  if (left > 0) text += term(-left, 'left in hand');
  if (leftBonus !== 0) text += term(-leftBonus, 'bonus suit left');
  const bid = Number(d.bid ?? 0);
  if (bid > 0 && d.bidWaived === true) text += ` (bid of ${bid} waived: went out)`;
  else if (bid > 0) text += term(-bid, 'bid');
  if (typeof d.halvedFrom === 'number' && typeof d.halvedTo === 'number')
    text += `${term(d.halvedTo - d.halvedFrom, 'halving')} (total ${d.halvedFrom} halved to ${d.halvedTo})`;
  return text;
}

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
      return `${who}: ${handScoreSum(d)} = ${signed(e.points ?? 0)}.`;
    default:
      return '';
  }
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const cardsOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const planetOf = (card: string) => PLANET[card.split('-')[card.startsWith('u-Galaxy-') ? 2 : 1] as Suit] ?? card;
/** "the Venus 2", "the Venus 2 or the Saturn 5", "the Venus 2, the Saturn 5 …": the first cards of a list. */
function some(cards: readonly string[]): string {
  const names = cards.slice(0, 2).map((c) => `the ${cardName(c)}`);
  return names.join(' or ') + (cards.length > 2 ? ' …' : '');
}

/** Why Capture refuses a move (issue 28 §2; codes: `CaptureRefusal` in rules.ts), in English. */
export function renderCaptureRefusal(code: CaptureRefusal, data: RefusalData): string {
  const card = cardName(str(data.card));
  const last = cardName(str(data.last));
  switch (code) {
    case 'lead-galaxy':
      return `A Galaxy never leads: lead a Secondary card (Neptune, Saturn or Venus).`;
    case 'lead-primary':
      return `The ${card} is a Primary card: while you hold a Secondary card (${some(cardsOf(data.cards))}), you must lead one.`;
    case 'other-number': {
      const n = str(data.number);
      return `This round is played in ${n}s: the ${card} is not a ${n}. Play a ${n} of a higher suit, or a Galaxy.`;
    }
    case 'lower-suit':
      return `The ${card} does not beat the ${last}: ${planetOf(str(data.card))} is lower than ${planetOf(str(data.last))} (Earth > Jupiter > Mars > Neptune > Saturn > Venus).`;
    case 'after-galaxy':
      return `After a Galaxy only a higher Galaxy may be played: the ${card} cannot beat the ${last}.`;
    case 'galaxy-lower':
      return `The ${card} is lower than the ${last}: Galaxies rank as their suits do (Earth highest, Venus lowest).`;
    case 'must-beat':
      return `You hold a card that beats it (${some(cardsOf(data.cards))}): you must play it or a Galaxy. No Play is only for a hand with no regular card that beats.`;
    case 'bidding':
      return 'The extra hand is being bid for first: bid or pass.';
    case 'hand-over':
      return 'This hand is over: deal the next hand.';
    case 'bid-low':
      return `Bid more than ${String(data.high)}.`;
    case 'bid-high':
      return `The highest bid is ${String(data.max)}, the size of the extra hand.`;
  }
}

/** A line of the hand's result panel (see lines.ts). */
export function captureLineName(line: ResultLine): string {
  const d = line.data ?? {};
  switch (line.id) {
    case 'captured':
      return 'Captured';
    case 'captured-bonus':
      return 'Bonus suit captured (counts double)';
    case 'left-in-hand':
      return 'Left in hand';
    case 'left-bonus':
      return 'Bonus suit left in hand (counts double)';
    case 'bid':
      return d.amount !== undefined ? `Bid of ${d.amount} paid` : 'Bid paid';
    case 'bid-waived':
      return d.amount !== undefined ? `Bid of ${d.amount} waived (went out)` : 'Bid waived (went out)';
    case 'halved':
      return d.from !== undefined ? `Halving: total ${d.from} halved to ${d.to}` : 'Halving';
  }
  return line.id;
}

/** A Capture move in a line (the engine's `describe`: logs, refusals' messages). */
export function describeCaptureMove(m: CaptureMove): string {
  switch (m.type) {
    case 'lead':
      return `Lead the ${cardName(m.card)}`;
    case 'play':
      return `Play the ${cardName(m.card)}`;
    case 'no-play':
      return 'No Play';
    case 'add':
      return `Add the ${cardName(m.card)}`;
    case 'capture':
      return 'Capture the round';
    case 'bid':
      return `Bid ${m.amount}`;
    case 'pass':
      return 'Pass';
    case 'next-round':
      return 'Deal the next hand';
  }
}

// ---------------------------------------------------------------- the same words in every language (issue 27)

/** Every kind of event the engine records: each language words each one. */
export const CAPTURE_EVENT_KINDS = [
  'deal',
  'up-card',
  'no-up-card',
  'lead-pass',
  'primary-lead',
  'no-lead',
  'lead',
  'play',
  'no-play',
  'add',
  'capture',
  'out',
  'bid',
  'bid-pass',
  'bid-won',
  'no-bid',
  'hand-over',
  'bonus-suit',
  'went-out',
  'hand-score',
] as const;
export type CaptureEventKind = (typeof CAPTURE_EVENT_KINDS)[number];

/**
 * Capture's words in one language: card names, every event, the result lines and the moves.
 * English is this module; Japanese (`events.ja.ts`) and Korean (`events.ko.ts`) load as their
 * own chunks.
 */
export interface CaptureWords {
  lang: Lang;
  cardName(card: string): string;
  events: Readonly<Record<CaptureEventKind, EventRenderer>>;
  lineName(line: ResultLine): string;
  move(m: CaptureMove): string;
  /** Why the engine refuses a move (its own codes). */
  refusal(code: CaptureRefusal, data: RefusalData): string;
}

export const captureWordsEn: CaptureWords = {
  lang: 'en',
  cardName,
  events: Object.fromEntries(CAPTURE_EVENT_KINDS.map((k) => [k, renderCaptureEvent])) as Record<
    CaptureEventKind,
    EventRenderer
  >,
  lineName: captureLineName,
  move: describeCaptureMove,
  refusal: renderCaptureRefusal,
};

/** The words in a language (Japanese and Korean load on first use). */
export async function captureWords(lang: Lang): Promise<CaptureWords> {
  if (lang === 'ja') return (await import('./events.ja.ts')).captureWordsJa;
  if (lang === 'ko') return (await import('./events.ko.ts')).captureWordsKo;
  return captureWordsEn;
}
