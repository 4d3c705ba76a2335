/**
 * Score-sheet operations as pure functions: every change returns a new sheet and records
 * itself in the sheet's history, so an edit or a deletion never loses what was there.
 */
import { leaders, runningTotals } from '../engine/tally.ts';
import type { GameEvent } from '../engine/events.ts';
import type { RoundName } from '../engine/types.ts';
import { LIMITS, type ScoreSheet, type SheetChange, type SheetRound } from './records.ts';

/** A change the sheet cannot take without breaking a stored limit; `code` names which (the screen words it). */
export class SheetLimitError extends RangeError {
  constructor(readonly code: 'rounds') {
    super(`sheet limit: ${code}`);
  }
}

/** The history with one more entry, the oldest dropped past LIMITS.history (history is an undo aid, not a score). */
function withChange(history: readonly SheetChange[], change: SheetChange): SheetChange[] {
  const next = [...history, change];
  return next.length > LIMITS.history ? next.slice(next.length - LIMITS.history) : next;
}

export function newSheet(init: {
  id: string;
  title: string;
  gameId: string;
  players: string[];
  now: number;
  matchId?: string;
  lowWins?: boolean;
}): ScoreSheet {
  const sheet: ScoreSheet = {
    id: init.id,
    title: init.title,
    gameId: init.gameId,
    players: init.players.slice(),
    rounds: [],
    history: [],
    createdAt: init.now,
    updatedAt: init.now,
  };
  if (init.matchId) sheet.matchId = init.matchId;
  if (init.lowWins) sheet.lowWins = true;
  return sheet;
}

function checkScores(sheet: ScoreSheet, scores: readonly number[]): void {
  if (scores.length !== sheet.players.length) throw new RangeError(`A round needs ${sheet.players.length} scores.`);
  if (!scores.every((s) => Number.isFinite(s) && Math.abs(s) <= 1_000_000))
    throw new RangeError('Every score must be a number within ±1,000,000.');
}

/** Append a round (idempotent for a given round id: an existing id is left as it is). */
export function addRound(
  sheet: ScoreSheet,
  r: {
    id: string;
    scores: number[];
    note?: string;
    label?: string;
    name?: RoundName;
    events?: readonly GameEvent[];
    /** `events` from a score calculator. */
    calculated?: boolean;
    adjust?: boolean;
  },
  now: number,
): ScoreSheet {
  checkScores(sheet, r.scores);
  if (sheet.rounds.some((x) => x.id === r.id)) return sheet;
  if (sheet.rounds.length >= LIMITS.rounds) throw new SheetLimitError('rounds');
  const round: SheetRound = { id: r.id, scores: r.scores.slice(), note: r.note ?? '', at: now };
  if (r.label) round.label = r.label;
  if (r.name) round.name = { ...r.name };
  if (r.events && r.events.length > 0) {
    round.events = r.events.slice();
    if (r.calculated) round.calculated = true;
  }
  if (r.adjust) round.adjust = true;
  return {
    ...sheet,
    rounds: [...sheet.rounds, round],
    history: withChange(sheet.history, {
      at: now,
      action: 'add',
      roundId: r.id,
      after: { scores: round.scores, note: round.note },
    }),
    updatedAt: now,
  };
}

export function editRound(
  sheet: ScoreSheet,
  roundId: string,
  /** `calculated`: a calculator's events for the row (null: none any more; absent: the row's own stay). */
  change: { scores: number[]; note: string; calculated?: readonly GameEvent[] | null },
  now: number,
): ScoreSheet {
  checkScores(sheet, change.scores);
  const old = sheet.rounds.find((r) => r.id === roundId);
  if (!old) throw new RangeError('That round is not on this sheet.');
  const edited = (r: SheetRound): SheetRound => {
    const next: SheetRound = { ...r, scores: change.scores.slice(), note: change.note };
    if (change.calculated === undefined) return next;
    delete next.events;
    delete next.calculated;
    if (change.calculated && change.calculated.length > 0) {
      next.events = change.calculated.slice();
      next.calculated = true;
    }
    return next;
  };
  return {
    ...sheet,
    rounds: sheet.rounds.map((r) => (r.id === roundId ? edited(r) : r)),
    history: withChange(sheet.history, {
      at: now,
      action: 'edit',
      roundId,
      before: { scores: old.scores, note: old.note },
      after: { scores: change.scores.slice(), note: change.note },
    }),
    updatedAt: now,
  };
}

export function deleteRound(sheet: ScoreSheet, roundId: string, now: number): ScoreSheet {
  const old = sheet.rounds.find((r) => r.id === roundId);
  if (!old) throw new RangeError('That round is not on this sheet.');
  return {
    ...sheet,
    rounds: sheet.rounds.filter((r) => r.id !== roundId),
    history: withChange(sheet.history, {
      at: now,
      action: 'delete',
      roundId,
      before: { scores: old.scores, note: old.note },
    }),
    updatedAt: now,
  };
}

/** A round the game itself wrote on a sheet it keeps: read-only (corrections are "adjust" rows). */
export function isGameRound(sheet: ScoreSheet, r: SheetRound): boolean {
  return !!sheet.matchId && !r.adjust && r.id.startsWith('round-');
}

/** Totals per player. */
export function sheetTotals(sheet: ScoreSheet): number[] {
  const run = runningTotals(
    sheet.rounds.map((r) => r.scores),
    sheet.players.length,
  );
  return run[run.length - 1] ?? new Array<number>(sheet.players.length).fill(0);
}

/** Running totals after each round. */
export function sheetRunning(sheet: ScoreSheet): number[][] {
  return runningTotals(
    sheet.rounds.map((r) => r.scores),
    sheet.players.length,
  );
}

/** The leading players (several on a tie); none before any round. */
export function sheetLeaders(sheet: ScoreSheet): number[] {
  if (sheet.rounds.length === 0) return [];
  return leaders(sheetTotals(sheet), sheet.lowWins ?? false);
}

function csvCell(x: string | number): string {
  if (typeof x === 'number') return String(x);
  // Guard spreadsheet formula injection in text cells, then quote.
  const safe = /^[=+\-@\t\r]/.test(x) ? `'${x}` : x;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** How a CSV words its head and rows (the reader's language: src/app/match/sheetText.ts); English and the stored strings when absent. */
export interface CsvWords {
  round: string;
  note: string;
  total: string;
  /** A row's name (a round's name worded, or its label). */
  name: (r: SheetRound) => string | undefined;
  /** A row's note (its events worded, or the words it keeps). */
  rowNote: (r: SheetRound) => string;
}

const CSV_EN: CsvWords = { round: 'Round', note: 'Note', total: 'Total', name: (r) => r.label, rowNote: (r) => r.note };

/** The sheet as CSV: a header, one row per round with its note, then the totals. */
export function sheetToCsv(sheet: ScoreSheet, w: CsvWords = CSV_EN): string {
  const lines: (string | number)[][] = [[w.round, ...sheet.players, w.note]];
  sheet.rounds.forEach((r, i) => {
    const name = w.name(r);
    lines.push([name ? `${i + 1} ${name}` : String(i + 1), ...r.scores, w.rowNote(r)]);
  });
  lines.push([w.total, ...sheetTotals(sheet), '']);
  return lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
