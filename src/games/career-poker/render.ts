/** Words the Career Poker engine's events with the seats' names (the family's EventRenderer). */
import type { EventRenderer, GameEvent } from '../../engine/events.ts';
import type { RefusalRenderer } from '../../engine/refusals.ts';
import { seatName } from '../../engine/events.ts';
import { cardName } from './deck.ts';
import { face, type CareerPokerRefusal } from './rules.ts';
import type { ResultLine, ResultRow } from '../../engine/lines.ts';
import { CP_TEAMS } from './lines.ts';
import type { RefusalData } from '../../engine/types.ts';
import type { Lang } from '../../i18n/lang.ts';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const dirWord = (d: unknown) => (d === 'ccw' ? 'counter-clockwise' : 'clockwise');
const setName = (ids: readonly string[]) =>
  ids.length === 1
    ? cardName(ids[0]!.replace('~g', ''))
    : `${ids.length} × ${face(ids[0]!).n} (${ids.map((c) => cardName(c.replace('~g', ''))).join(', ')})`;
const ord = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

export const renderCareerPokerEvent: EventRenderer = (e: GameEvent, names) => {
  const who = seatName(names, e.seat);
  const d = e.data ?? {};
  switch (e.kind) {
    case 'deal':
      return `Round ${d.round}: 12 cards each; ${who} leads.`;
    case 'direction':
      return `${who} plays ${dirWord(d.dir)}.`;
    case 'lead':
      return `${who} leads ${cardName(e.cards![0]!)}, naming ${cap(String(d.attr))}.`;
    case 'follow':
      return `${who} plays ${cardName(e.cards![0]!)}.`;
    case 'cut':
      return `${who} cuts with the 8!`;
    case 'no-cut':
      return `${who} does not cut.`;
    case 'trick-won':
      return d.cut ? `${who} takes trick ${d.trick} by the cut (no gold).` : `${who} wins trick ${d.trick} and 1 gold.`;
    case 'place': {
      const to = e.seats?.[0];
      const owner = typeof d.owner === 'number' ? d.owner : e.seat;
      if (to === owner) return `${seatName(names, owner)} keeps ${cardName(e.cards![0]!)}.`;
      return `${who} gives ${cardName(e.cards![0]!)} to ${seatName(names, to)}.`;
    }
    case 'interim-gold':
      return `${who} gets ${d.gold} gold at the interim settlement.`;
    case 'skip-millionaire':
      return `${(e.seats ?? []).map((s) => seatName(names, s)).join(' and ')} ${e.seats && e.seats.length > 1 ? 'have' : 'has'} no strategic cards: no Millionaire phase.`;
    case 'millionaire':
      return `Millionaire phase: ${who} leads.`;
    case 'm-play': {
      const faces = (d.faces as readonly string[] | undefined) ?? e.cards ?? [];
      const extras: string[] = [];
      if (d.gold) extras.push(`${d.gold} gold`);
      if (d.energy) extras.push(`${d.energy} energy`);
      const bits = [d.cut ? 'cut!' : '', d.loop ? 'loop!' : ''].filter(Boolean).join(' ');
      return `${who} ${d.lead ? 'leads' : 'plays'} ${setName(faces)}${extras.length ? ` (paid ${extras.join(' and ')})` : ''}${bits ? ` — ${bits}` : ''}.`;
    }
    case 'pass':
      return `${who} passes.`;
    case 'm-trick-won':
      return `${who} takes the trick${d.energy ? '; its cards become an energy bundle' : ''}.`;
    case 'lead-transfer':
      return `${who} cannot lead (only a banned last card); the lead passes to ${seatName(names, e.seats?.[0])}.`;
    case 'nobody-can-lead':
      return 'Nobody can lead: the round ends.';
    case 'out':
      return `${who} goes out!`;
    case 'round-end':
      return `Round over: ${(e.seats ?? []).map((s, i) => `${ord(i + 1)} ${seatName(names, s)}`).join(', ')}.`;
    case 'rank':
      return `${ord(Number(d.rank))} ${who}: ${d.rankPoints} by rank + ${d.gold} gold = ${e.points}.`;
    case 'team':
    case 'team-result':
      return `${e.kind === 'team' ? 'This round' : 'The match'}: ${teamName(0, names)} ${d.team02}, ${teamName(1, names)} ${d.team13}.`;
    default:
      return '';
  }
};

/** "Team A (Aiko, Chi)": a team of the team game with its members. */
function teamName(team: number, names: readonly string[]): string {
  return `Team ${'AB'[team] ?? team + 1} (${(CP_TEAMS[team] ?? []).map((x) => seatName(names, x)).join(', ')})`;
}

/** A row of the round result panel: a player, or a team. */
export function careerPokerRowName(row: Pick<ResultRow, 'seats' | 'team'>, names: readonly string[]): string {
  return row.team === undefined ? seatName(names, row.seats[0]) : teamName(row.team, names);
}

/** A line of the round result panel: the points of a rank (place), leftover gold, a team member's score. */
export function careerPokerLineName(line: ResultLine, names: readonly string[]): string {
  if (line.id.startsWith('rank-')) return `Rank ${line.id.slice(5)}`;
  if (line.id === 'gold') return 'Leftover gold';
  if (line.id === 'member') return seatName(names, Number(line.data?.seat));
  return line.id;
}

const plural = (n: number) => (n === 1 ? 'one card' : n === 2 ? 'two cards' : n === 3 ? 'three cards' : `${n} cards`);
const listWords = (xs: readonly string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
const strs = (v: unknown): readonly string[] => (Array.isArray(v) ? (v as string[]) : []);

/** Career Poker's own refusals without data, in words. */
const REFUSAL_WORDS: Partial<Record<CareerPokerRefusal, string>> = {
  'play-empty': 'Choose at least one card, or pass.',
  'play-twice': 'Each card can be played only once.',
  'play-not-held': 'You can only play cards from your strategic hand.',
  'play-cards': 'Choose the cards to play.',
  'play-mixed': 'All the cards you play together must show the same number.',
  'gold-not-played': 'Gold can only change cards you are playing.',
  'gold-colour': 'That is not a colour of this deck.',
  'gold-mark': 'That is not a mark of this deck.',
  'gold-two-three': 'Gold cannot turn a 2 into a 3 or a 3 into a 2.',
  'gold-number': 'Numbers run from 1 to 13.',
  'gold-malformed': 'That is not a gold change.',
  'gold-keys': 'A gold change names a new colour, animal or number.',
  'gold-no-change': 'A gold change must change something: that card already shows it.',
  'cut-not-eight': 'Only 8s can cut.',
  'out-gold': 'You cannot go out with a play that uses gold.',
  'out-eight': 'You cannot go out with an 8.',
  'out-two': 'You cannot go out with a 2 while 2 is strongest.',
  'out-three': 'You cannot go out with a 3 while 3 is strongest.',
  'lead-not-pass': 'You lead this trick: play a set; passing comes after a set is on the table.',
  'must-follow': 'You must follow the lead: play a card with the lead colour or mark.',
  'direction-first': 'First turn the Progress card: choose which way this trick goes.',
  'cut-first': 'First say whether you cut with your 8.',
  'place-first': 'First say where the card off the lead goes: keep it or give it.',
};

/**
 * Words Career Poker's own refusal codes (`CareerPokerRefusal`) from their data; undefined for
 * a code that is not Career Poker's (the shared words of `src/engine/refusals.ts` take it).
 * The engine's messages and the play builder's reason are these words too.
 */
export const renderCareerPokerRefusal: RefusalRenderer = (code, data) => {
  if (code === 'must-follow' && typeof data.attr === 'string') {
    const what = data.attrType === 'mark' ? 'animal' : 'colour';
    return `You must follow the lead: you hold a card whose ${what} is ${cap(data.attr)}, so play one of those.`;
  }
  const words = REFUSAL_WORDS[code as CareerPokerRefusal];
  if (words) return words;
  switch (code as CareerPokerRefusal) {
    case 'gold-short':
      return `Those changes cost ${data.cost} gold and you have ${data.gold}.`;
    case 'play-count':
      return `Play ${plural(Number(data.count))}, as many as the set on the table.`;
    case 'bound-colour':
    case 'bound-mark': {
      const xs = strs(code === 'bound-colour' ? data.colours : data.marks);
      const what = code === 'bound-colour' ? 'colour' : 'mark';
      return `This trick is bound to ${listWords(xs)}: your cards must show exactly ${xs.length === 1 ? `that ${what}` : `those ${what}s`}.`;
    }
    case 'not-stronger': {
      const many = Number(data.count) > 1;
      const why =
        data.reversed && data.revolution === true
          ? ' (a revolution is on: lower numbers are stronger)'
          : data.reversed && data.revolution === false
            ? ' (an 11 back is on in this trick: lower numbers are stronger)'
            : data.reversed
              ? ' (lower numbers are stronger now)'
              : '';
      return `Your ${data.n}${many ? 's' : ''} ${many ? 'are' : 'is'} not stronger than the ${data.top}${many ? 's' : ''} on the table${why}.`;
    }
    case 'gold-numbers': {
      const ns = Array.isArray(data.numbers) ? data.numbers.map(String) : [];
      return `Gold moves the cards of one number at a time, not ${listWords(ns.map((n) => `the ${n}`))} together.`;
    }
    case 'gold-colour-use':
    case 'gold-mark-use': {
      const xs = strs(code === 'gold-colour-use' ? data.colours : data.marks);
      const what = code === 'gold-colour-use' ? 'colours' : 'animals';
      return xs.length
        ? `Gold changes ${what} only to show those of the set on the table: ${listWords(xs)}.`
        : `On a lead gold changes numbers only: ${what} matter once a set is on the table.`;
    }
    case 'gold-waste':
      return `Those changes cost ${data.cost} gold; the same set costs ${data.need}.`;
    case 'energy-short': {
      const need = Number(data.need);
      const have = Number(data.have);
      return `That play needs ${need} energy bundle${need === 1 ? '' : 's'} and there ${have === 1 ? 'is' : 'are'} ${have}.`;
    }
    default:
      return undefined;
  }
};

// ---------------------------------------------------------------- the same words in every language (issue 27)

/** Every kind of event the engine records: each language words each one. */
export const CP_EVENT_KINDS = [
  'deal',
  'direction',
  'lead',
  'follow',
  'cut',
  'no-cut',
  'trick-won',
  'place',
  'interim-gold',
  'skip-millionaire',
  'millionaire',
  'm-play',
  'pass',
  'm-trick-won',
  'lead-transfer',
  'nobody-can-lead',
  'out',
  'round-end',
  'rank',
  'team',
  'team-result',
] as const;
export type CareerPokerEventKind = (typeof CP_EVENT_KINDS)[number];

/**
 * Career Poker's words in one language: card names, every event, the round-end rows and lines,
 * and every refusal of its own. English is this module; Japanese (`render.ja.ts`, the terms of
 * 大富豪 that the game's own title names) and Korean (`render.ko.ts`) load as their own chunks.
 * The glossary: docs/glossary/career-poker.md.
 */
export interface CareerPokerWords {
  lang: Lang;
  cardName(id: string): string;
  events: Readonly<Record<CareerPokerEventKind, EventRenderer>>;
  rowName(row: Pick<ResultRow, 'seats' | 'team'>, names: readonly string[]): string;
  lineName(line: ResultLine, names: readonly string[]): string;
  refusal(code: CareerPokerRefusal, data: RefusalData): string;
}

export const careerPokerWordsEn: CareerPokerWords = {
  lang: 'en',
  cardName,
  events: Object.fromEntries(CP_EVENT_KINDS.map((k) => [k, renderCareerPokerEvent])) as Record<
    CareerPokerEventKind,
    EventRenderer
  >,
  rowName: careerPokerRowName,
  lineName: careerPokerLineName,
  refusal: (code, data) => renderCareerPokerRefusal(code, data, []) ?? code,
};

/** The words in a language (Japanese and Korean load on first use). */
export async function careerPokerWords(lang: Lang): Promise<CareerPokerWords> {
  if (lang === 'ja') return (await import('./render.ja.ts')).careerPokerWordsJa;
  if (lang === 'ko') return (await import('./render.ko.ts')).careerPokerWordsKo;
  return careerPokerWordsEn;
}
