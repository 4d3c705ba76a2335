/**
 * The one renderer of TravFuda-family events (base game, Run or Jump!, Imperial and Denebian
 * Baccarat): it words what the engines record as data (`GameEvent`) with the seats' names, for
 * the table's last-move line, the hand-over panels, the score sheet's notes and screen readers.
 * Engines never write sentences; this file is the only place the family's moves become English.
 */
import { seatName, type EventRenderer, type GameEvent } from '../../engine/events.ts';
import { cardName, COLOUR_NAMES, isTravCard, KIND_NAMES, SUIT_NAMES, travCard } from './deck.ts';
import type { FishMove } from './fishing.ts';
import type { BacDealMove } from './baccarat.ts';
import type { DenebianMove } from './denebian-baccarat.ts';
import type { ResultLine } from '../../engine/lines.ts';
import { lineTitle } from './scoring.ts';
import type { Lang } from '../../i18n/lang.ts';

/** A card in a sentence: "a 1 Scoutship plain", "the 6 Rockball red flag", "a Joker". */
function cardPhrase(id: string): string {
  if (!isTravCard(id)) return 'a card';
  const c = travCard(id);
  if (c.kind === 'J') return 'a Joker';
  const suit = `${c.suit} ${SUIT_NAMES[c.suit]}`;
  if (c.kind === 'P') return `a ${suit} plain`;
  if (c.kind === 'D') return `the ${suit} double plain`;
  return `the ${suit} ${COLOUR_NAMES[c.colour!]} ${KIND_NAMES[c.kind]}`;
}

/** Where a laid card went, from the pile's size after it. */
function pileWords(size: number): string {
  if (size <= 1) return 'starting a new pile';
  if (size === 2) return 'making a pair (taken at the end of the turn)';
  return `making a pile of ${size}${size % 2 === 0 ? ' (taken at the end of the turn)' : ''}`;
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th'];
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Words one TravFuda-family event. Unknown kinds give an empty string (never a raw id). */
export const renderEvent: EventRenderer = (e: GameEvent, names: readonly string[]): string => {
  const who = seatName(names, e.seat);
  const d = e.data ?? {};
  const card = e.cards?.[0] ? cardPhrase(e.cards[0]) : 'a card';
  switch (e.kind) {
    // ---------------------------------------------------------------- fishing games
    case 'deal':
      return `Hand ${num(d.hand)}: ${who} deals and plays first.`;
    case 'declare': {
      const what = [d.emperor === true && 'Emperor', d.archduke === true && 'Archduke'].filter(Boolean).join(' and ');
      if (!what) return `${who} declares nothing.`;
      return `${who} declares ${what}, showing ${(e.cards ?? []).map(cardPhrase).join(', ')}.`;
    }
    case 'play':
      return `${who} plays ${card}, ${pileWords(num(d.size))}.`;
    case 'draw':
      // A baccarat draw stays face down: no card in the event.
      if (!e.cards || e.cards.length === 0) return `${who} draws a card.`;
      return `${who} draws ${card}, ${pileWords(num(d.size))}.`;
    case 'draw-choice':
      return `${who} draws ${card}: it may go on ${num(d.piles)} piles.`;
    case 'capture':
      return `${who} takes ${plural(e.cards?.length ?? 0, 'card')}.`;
    case 'run': {
      const m = num(d.marker);
      return m > 0
        ? `${who} runs and takes the ${ORDINALS[m - 1] ?? `${m}th`} Run marker (+${m} on a Jump).`
        : `${who} runs (no Run markers are left).`;
    }
    case 'silent':
      return `${who} stays silent.`;
    case 'jump':
      return `${who} jumps and scores ${num(e.points)}.`;
    case 'pirate':
      return `${who} turns pirate and scores ${num(e.points)}.`;
    case 'exhausted':
      return d.runnersScore === true
        ? 'The cards ran out: runners score their own combinations.'
        : 'The cards ran out with nobody jumping: nobody scores.';
    case 'hand-score':
      return `${who} scores ${num(e.points)}.`;
    case 'card-count': {
      // The score pad's card counter (a physical deck): the cards counted and what was declared.
      const what = [d.emperor === true && 'Emperor', d.archduke === true && 'Archduke'].filter(Boolean).join(' and ');
      return `${who}: ${plural(num(d.cards), 'card')} counted${what ? `, ${what} declared` : ''}: ${plural(num(e.points), 'point')}.`;
    }
    // ---------------------------------------------------------------- baccarat
    case 'hand-start':
      if (d.role === 'dealer') return `Hand ${num(d.hand)}: ${who} deals and names the ante.`;
      return `Hand ${num(d.hand)}: ${who} is ${d.role === 'house' ? 'the house' : 'the banker'}.`;
    case 'take':
      return `${who} takes ${card}.`;
    case 'stand':
      return `${who} stands.`;
    case 'ante':
      return `${who} names an ante of ${num(e.points)}.`;
    case 'match':
      return `${who} matches the ante.`;
    case 'sit-out':
      return `${who} sits this hand out.`;
    case 'showdown': {
      const value = num(d.value);
      if (d.banker === true) return `${who} (banker) has ${value}.`;
      const p = num(e.points);
      return `${who} has ${value}: ${p > 0 ? `wins ${p}` : p < 0 ? `loses ${-p}` : 'a tie, no payment'}.`;
    }
    case 'pot-won':
      return `${who} wins the pot of ${num(e.points)} with ${num(d.value)}.`;
    case 'pot-rides':
      return `A tie at ${num(d.value)}: the pot of ${num(e.points)} rides into the next hand.`;
    case 'no-match':
      return `Nobody matched the ante of ${num(d.ante)}: it is returned and the deal passes left.`;
    case 'pot-returned':
      return 'The match ends: the riding pot goes back to those who paid in.';
    case 'must-deal':
      return `${who} holds both Jokers and must take the deal.`;
    default:
      return '';
  }
};

/** A line of a hand-over or showdown panel (see lines.ts). */
export function lineName(line: ResultLine, names: readonly string[]): string {
  const d = line.data ?? {};
  switch (line.id) {
    case 'double-good':
      return '×2 (Double Good)';
    case 'vs-banker': {
      const v = num(d.value);
      const b = num(d.other);
      return `${v} against the banker's ${b}${v === b ? ': a tie' : ''}`;
    }
    case 'vs-player': {
      const v = num(d.value);
      const p = num(d.other);
      return `${v} against ${seatName(names, num(d.seat))}'s ${p}${v === p ? ': a tie' : ''}`;
    }
    case 'ante':
      return 'Ante paid into the pot';
    case 'pot-won':
      return 'Pot won';
    case 'pot-returned':
      return 'Riding pot given back';
  }
  return lineTitle(line.id);
}

// ---------------------------------------------------------------- moves, in a line (the engines' `describe`: logs, refusals' messages)

/** A fishing move (TravFuda, Run or Jump!) in words. */
export function describeFishMove(m: FishMove): string {
  switch (m.type) {
    case 'declare':
      return m.emperor || m.archduke
        ? `Declare ${[m.emperor && 'Emperor', m.archduke && 'Archduke'].filter(Boolean).join(' and ')}`
        : 'Declare nothing';
    case 'play':
      return `Play the ${cardName(m.card)}${m.pile ? ` on pile ${m.pile}` : ' to a new pile'}`;
    case 'draw':
      return 'Draw from the stock';
    case 'place':
      return `Put the drawn card on pile ${m.pile}`;
    case 'run':
      return 'Run';
    case 'jump':
      return 'Jump';
    case 'pirate':
      return 'Pirate';
    case 'pass':
      return 'Stay silent';
    case 'next-round':
      return 'Deal the next hand';
  }
}

/** Words for the moves both games share (for refusals and logs). */
export function describeDealMove(m: BacDealMove | { type: 'next-round'; passDeal?: boolean }): string {
  switch (m.type) {
    case 'take':
      return `Take the ${cardName(m.card)}`;
    case 'draw':
      return 'Draw a card';
    case 'stand':
      return 'Stand';
    case 'next-round':
      return m.passDeal ? 'Pass the deal to the left' : 'Deal the next hand';
  }
}

/** A Denebian Baccarat move in words. */
export function describeDenebianMove(m: DenebianMove): string {
  switch (m.type) {
    case 'ante':
      return `Ante ${m.amount}`;
    case 'match':
      return 'Match the ante';
    case 'sit-out':
      return 'Sit this hand out';
    default:
      return describeDealMove(m);
  }
}

// ---------------------------------------------------------------- the same words in every language (issue 27)

/** Every kind of event the four engines record: each language words each one. */
export const TRAVFUDA_EVENT_KINDS = [
  'deal',
  'declare',
  'play',
  'draw',
  'draw-choice',
  'capture',
  'run',
  'silent',
  'jump',
  'pirate',
  'exhausted',
  'hand-score',
  'card-count',
  'hand-start',
  'take',
  'stand',
  'ante',
  'match',
  'sit-out',
  'showdown',
  'pot-won',
  'pot-rides',
  'no-match',
  'pot-returned',
  'must-deal',
] as const;
export type TravFudaEventKind = (typeof TRAVFUDA_EVENT_KINDS)[number];

/**
 * The TravFuda family's words in one language: card names, every event, the result lines (the
 * printed sheet's lines among them) and the moves. English is this module; Japanese
 * (`words.ja.ts`) and Korean (`words.ko.ts`) load as their own chunks.
 */
export interface TravFudaWords {
  lang: Lang;
  cardName(id: string): string;
  events: Readonly<Record<TravFudaEventKind, EventRenderer>>;
  lineName(line: ResultLine, names: readonly string[]): string;
  fishMove(m: FishMove): string;
  dealMove(m: BacDealMove | { type: 'next-round'; passDeal?: boolean }): string;
  denebianMove(m: DenebianMove): string;
}

export const travFudaWordsEn: TravFudaWords = {
  lang: 'en',
  cardName,
  events: Object.fromEntries(TRAVFUDA_EVENT_KINDS.map((k) => [k, renderEvent])) as Record<
    TravFudaEventKind,
    EventRenderer
  >,
  lineName,
  fishMove: describeFishMove,
  dealMove: describeDealMove,
  denebianMove: describeDenebianMove,
};

/** The words in a language (Japanese and Korean load on first use). */
export async function travFudaWords(lang: Lang): Promise<TravFudaWords> {
  if (lang === 'ja') return (await import('./words.ja.ts')).travFudaWordsJa;
  if (lang === 'ko') return (await import('./words.ko.ts')).travFudaWordsKo;
  return travFudaWordsEn;
}
