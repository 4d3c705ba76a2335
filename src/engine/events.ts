/**
 * Moves and happenings recorded as data (who, what kind, which cards, points), never as
 * sentences. Engines put the public events of the last move in their view (`events`) and
 * the round's scoring in `RoundResult.events`; each game family has one renderer
 * (`EventRenderer`) that words them with the seats' names for the table, the log, the score
 * sheet and screen readers. No engine writes "Player N" or any other English sentence.
 */

/** A plain-data value an event may carry for its renderer (ids, counts, flags — never words). */
export type EventValue = string | number | boolean | null | readonly string[] | readonly number[];

export interface GameEvent {
  /** What happened, in the family's own vocabulary: 'play', 'capture', 'draw', 'koikoi', 'stop', 'deal', 'lead', 'cut', 'pass', 'bid', … */
  kind: string;
  /** The seat that acted or is concerned; absent for a table event (a deal, the stock's turn). */
  seat?: number;
  /** The cards involved, in the order the kind gives them meaning (e.g. the card played, then the cards taken). */
  cards?: readonly string[];
  /** Points won (positive) or paid (negative), when the event carries some. */
  points?: number;
  /** Other seats concerned (who paid, a partner, who passed). */
  seats?: readonly number[];
  /** Anything else the renderer needs, as plain data: rule ids, yaku ids, counts, multipliers. */
  data?: Readonly<Record<string, EventValue>>;
}

/** Words one event with the seats' names (index = seat). Pure; one per game family. */
export type EventRenderer = (event: GameEvent, names: readonly string[]) => string;

/** Words a list of events as one line of sentences. */
export function renderEvents(
  render: EventRenderer,
  events: readonly GameEvent[] | undefined,
  names: readonly string[],
): string {
  if (!events || events.length === 0) return '';
  // Sentences after one another: a space, except after a Japanese full stop (。 needs none).
  return events
    .map((e) => render(e, names).trim())
    .filter((t) => t.length > 0)
    .reduce((all, t) => (all === '' ? t : /[。！？]$/.test(all) ? all + t : `${all} ${t}`), '');
}

/** The name of a seat, or a neutral fallback when a name is missing (never "Player N" from an engine). */
export function seatName(names: readonly string[], seat: number | undefined): string {
  if (seat === undefined) return '';
  return names[seat] ?? `Seat ${seat + 1}`;
}
