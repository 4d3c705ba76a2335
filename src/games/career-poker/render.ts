/** Words the Career Poker engine's events with the seats' names (the family's EventRenderer). */
import type { EventRenderer, GameEvent } from '../../engine/events.ts';
import { seatName } from '../../engine/events.ts';
import { cardName } from './deck.ts';
import { face } from './rules.ts';
import type { ResultLine, ResultRow } from '../../engine/lines.ts';
import { CP_TEAMS } from './lines.ts';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const dirWord = (d: unknown) => (d === 'ccw' ? 'counter-clockwise' : 'clockwise');
const setName = (ids: readonly string[]) => (ids.length === 1 ? cardName(ids[0]!.replace('~g', '')) : `${ids.length} × ${face(ids[0]!).n} (${ids.map((c) => cardName(c.replace('~g', ''))).join(', ')})`);
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
export function teamName(team: number, names: readonly string[]): string {
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
