/**
 * What one score sheet (and the match that keeps it) adds to the statistics (issue 29 §2): a
 * `StatSummary`, pure, cached per sheet in the store (src/stats/load.ts) and recomputed when the
 * sheet or its match changes. How each figure is read: docs/players.md.
 *
 * A match's rows are the engine's own round results (`RoundResult.scores` and `.events`, written
 * by the session), and a finished match's winners are its engine's standings at the end
 * (`sheet.finished`), so the statistics need no replay.
 */
import type { GameEvent } from '../engine/events.ts';
import { leaders } from '../engine/tally.ts';
import type { MatchRecord, ScoreSheet, StatSummary } from '../store/records.ts';

/** The summary's format: a cached summary of another is recomputed. */
export const SUMMARY_V = 1;

/**
 * The combinations a round's events say each seat made, as `[seat, id]`: a yaku (`yaku:<id>`,
 * Koi-Koi, Go-Stop, Mushi), a Career Poker place (`rank:<n>`, 1 the Millionaire), going out in
 * Capture (`went-out`), a jump in TravFuda: Run or Jump! (`jump`), a natural 8 or 9 in the
 * baccarats (`natural:<n>`), and a TravFuda scoring line (`line:<id>`): the base game's
 * `hand-score` and Run or Jump!'s `hand-score`, `jump` and `pirate` list the hand's lines in
 * `data.lines` (combinations, Double Good, declarations; never the card-point lines).
 */
export function combosOf(events: readonly GameEvent[] | undefined): [number, string][] {
  const out: [number, string][] = [];
  for (const e of events ?? []) {
    const d = (e.data ?? {}) as Record<string, unknown>;
    const yaku = Array.isArray(d.yaku) ? (d.yaku as unknown[]) : undefined;
    if ((e.kind === 'koikoi-score' || e.kind === 'gostop-score') && e.seat !== undefined && yaku) {
      for (const y of yaku) if (typeof y === 'string') out.push([e.seat, `yaku:${y}`]);
    } else if (e.kind === 'mushi-score' && yaku && Array.isArray(d.yakuSeats)) {
      yaku.forEach((y, i) => {
        const seat = (d.yakuSeats as unknown[])[i];
        if (typeof y === 'string' && typeof seat === 'number') out.push([seat, `yaku:${y}`]);
      });
    } else if (e.kind === 'rank' && e.seat !== undefined && typeof d.rank === 'number') {
      out.push([e.seat, `rank:${d.rank}`]);
    } else if ((e.kind === 'went-out' || e.kind === 'jump') && e.seat !== undefined) {
      out.push([e.seat, e.kind]);
      if (e.kind === 'jump') lineIds(out, e.seat, d.lines);
    } else if (e.kind === 'pirate' && e.seat !== undefined) {
      lineIds(out, e.seat, d.lines);
    } else if (
      (e.kind === 'showdown' || e.kind === 'pot-won') &&
      e.seat !== undefined &&
      (d.value === 8 || d.value === 9)
    ) {
      out.push([e.seat, `natural:${d.value}`]);
    } else if (e.kind === 'hand-score' && e.seat !== undefined) {
      lineIds(out, e.seat, d.lines);
    }
  }
  return out;
}

/** A TravFuda event's scoring lines (`data.lines`, ids) as `line:<id>` for `seat`. */
function lineIds(out: [number, string][], seat: number, lines: unknown): void {
  if (Array.isArray(lines))
    for (const l of lines as unknown[]) if (typeof l === 'string') out.push([seat, `line:${l}`]);
}

/**
 * The summary of a sheet. `match`: the match that keeps it (absent for a stand-alone sheet, or when
 * that match is gone); `ids`: the sheet's players when it names none (read by name).
 */
export function summarize(sheet: ScoreSheet, match: MatchRecord | undefined, ids?: readonly string[]): StatSummary {
  const n = sheet.players.length;
  const players =
    sheet.playerIds && sheet.playerIds.length === n
      ? [...sheet.playerIds]
      : match && match.seats.length === n && match.seats.every((s) => s.playerId)
        ? match.seats.map((s) => s.playerId!)
        : [...(ids ?? sheet.players)];
  const points = new Array<number>(n).fill(0);
  const totals = new Array<number>(n).fill(0);
  const best: (number | null)[] = new Array<number | null>(n).fill(null);
  const combos: Record<string, number>[] = Array.from({ length: n }, () => ({}));
  let rounds = 0;
  for (const r of sheet.rounds) {
    r.scores.forEach((s, i) => {
      totals[i] = (totals[i] ?? 0) + s;
    });
    if (r.adjust) continue;
    rounds++;
    r.scores.forEach((s, i) => {
      points[i] = (points[i] ?? 0) + s;
      const b = best[i];
      best[i] = b === null || b === undefined || s > b ? s : b;
    });
    for (const [seat, id] of combosOf(r.events)) {
      const c = combos[seat];
      if (c) c[id] = (c[id] ?? 0) + 1;
    }
  }
  const counted = match ? match.finished : rounds > 0;
  const winners = !counted
    ? []
    : (sheet.finished?.winners.slice() ?? (rounds > 0 ? leaders(totals, sheet.lowWins ?? false) : []));
  const out: StatSummary = {
    key: sheet.id,
    v: SUMMARY_V,
    sheetAt: sheet.updatedAt,
    gameId: sheet.gameId,
    at: sheet.createdAt,
    counted,
    players,
    rounds,
    points,
    best,
    winners,
    combos,
  };
  if (sheet.matchId) out.matchId = sheet.matchId;
  if (match) out.matchAt = match.updatedAt;
  return out;
}
