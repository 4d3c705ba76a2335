/**
 * Building the Hanafuda engines' events (moves recorded as data, issue 9 §3). The words are
 * in `words.ts`; engines only say who did what with which cards.
 */
import type { EventValue, GameEvent } from '../../engine/events.ts';
import type { TurnCaptures } from './capture.ts';

export type { GameEvent };

/** How a pending choice is worded: two matches, Mushi's two matches, the Lightning, the Gaji. */
export type ChoiceStyle = 'match' | 'match-mushi' | 'lightning' | 'gaji';

/** A card played from the hand or drawn from the stock, with what its placement took (or the choice it opened). */
/** `took` shares the placement's list: states are never changed in place, and views copy their events. */
export function placedEvent(
  kind: 'play' | 'draw',
  seat: number,
  card: string,
  turn: TurnCaptures,
  style: ChoiceStyle = 'match',
  extra?: Record<string, EventValue>,
): GameEvent {
  const p = turn.placements[turn.placements.length - 1];
  const data: Record<string, EventValue> = turn.choice
    ? { choice: style, targets: turn.choice.targets.length }
    : { took: p ? p.took : [] };
  if (extra) Object.assign(data, extra);
  return { kind, seat, cards: [card], data };
}

/** A copy of events that shares nothing with the state (views and records). */
export function copyEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.map(copyEvent);
}

function copyEvent(e: GameEvent): GameEvent {
  const out: GameEvent = { ...e };
  if (e.cards) out.cards = e.cards.slice();
  if (e.seats) out.seats = e.seats.slice();
  if (e.data) {
    const data: Record<string, EventValue> = {};
    for (const k in e.data) {
      const v = e.data[k]!;
      data[k] = Array.isArray(v) ? (v.slice() as EventValue) : v;
    }
    out.data = data;
  }
  return out;
}
