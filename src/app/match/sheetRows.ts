/** Score-sheet writing: the row a finished round puts on the match's sheet. */
import { renderEvents } from '../../engine/events.ts';
import { withNames, type SeatInfo } from '../../engine/match.ts';
import { matchStandings } from '../../engine/tally.ts';
import type { Status } from '../../engine/types.ts';
import type { GameModule } from '../../games/module.ts';
import { eventsFit, LIMITS, type ScoreSheet } from '../../store/records.ts';
import { addRound } from '../../store/sheets.ts';

/** Text cut to `max` characters, an ellipsis marking the cut (a sheet keeps what it can read back). */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The round's note: the game's events worded with the seats' names, else its legacy summary;
 * at most LIMITS.note characters (the sheet's note is a summary: a longer one is cut, marked …).
 */
export function roundNote(module: Pick<GameModule, 'renderEvent'>, st: Status, seats: readonly SeatInfo[]): string {
  const r = st.lastRound;
  if (!r) return '';
  const names = seats.map((s) => s.name);
  const note =
    module.renderEvent && r.events && r.events.length > 0
      ? renderEvents(module.renderEvent, r.events, names)
      : withNames(r.summary ?? '', seats);
  return clip(note, LIMITS.note);
}

/** The sheet with this round's row (and the winners at the match end); the same sheet when nothing changes. */
export function sheetAfterRound(
  sheet: ScoreSheet,
  module: Pick<GameModule, 'renderEvent'>,
  st: Status,
  seats: readonly SeatInfo[],
  now: number,
): ScoreSheet {
  if (st.phase === 'playing' || !st.lastRound) return sheet;
  const r = st.lastRound;
  // The round's outcome as data, worded when the sheet is read (in the reader's language, with the
  // sheet's names); a round without events, or whose events would not fit, keeps its words as now.
  const asData = !!module.renderEvent && !!r.events && r.events.length > 0 && eventsFit(r.events);
  let next = addRound(
    sheet,
    {
      id: `round-${st.round}`,
      scores: r.scores,
      note: asData ? '' : roundNote(module, st, seats),
      ...(asData ? { events: r.events! } : {}),
      ...(r.name ? { name: r.name } : {}),
    },
    now,
  );
  if (st.phase === 'match-over' && !next.finished)
    next = { ...next, finished: { winners: matchStandings(st).winners } };
  return next;
}
