/** Score-sheet writing: the row a finished round puts on the match's sheet. */
import { renderEvents } from '../../engine/events.ts';
import { withNames, type SeatInfo } from '../../engine/match.ts';
import { matchStandings } from '../../engine/tally.ts';
import type { Status } from '../../engine/types.ts';
import type { GameModule } from '../../games/module.ts';
import type { ScoreSheet } from '../../store/records.ts';
import { addRound } from '../../store/sheets.ts';

/** The round's note: the game's events worded with the seats' names, else its legacy summary. */
export function roundNote(module: Pick<GameModule, 'renderEvent'>, st: Status, seats: readonly SeatInfo[]): string {
  const r = st.lastRound;
  if (!r) return '';
  const names = seats.map((s) => s.name);
  if (module.renderEvent && r.events && r.events.length > 0) return renderEvents(module.renderEvent, r.events, names);
  return withNames(r.summary ?? '', seats);
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
  let next = addRound(
    sheet,
    {
      id: `round-${st.round}`,
      scores: st.lastRound.scores,
      note: roundNote(module, st, seats),
      ...(st.lastRound.label ? { label: st.lastRound.label } : {}),
    },
    now,
  );
  if (st.phase === 'match-over' && !next.finished)
    next = { ...next, finished: { winners: matchStandings(st).winners } };
  return next;
}
