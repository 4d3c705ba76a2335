/**
 * The records Carriage stores, and their validators. Everything read from IndexedDB or a
 * backup file goes through a validator: a record that fails is reported and skipped.
 */
import type { SeatInfo } from '../engine/match.ts';

export const SCHEMA_VERSION = 2;

/** A match: its setup plus bookkeeping. The move log lives in the `moves` store. */
export interface MatchRecord {
  id: string;
  gameId: string;
  options: Record<string, unknown>;
  presetId?: string;
  seed: string;
  seats: SeatInfo[];
  deck?: string[];
  createdAt: number;
  updatedAt: number;
  moveCount: number;
  finished: boolean;
  /** The score sheet this match writes its rounds into. */
  sheetId: string;
  /** A short public line for the resume list, e.g. "May · round 5 of 12". */
  progress?: string;
}

/** One move of a match's log. Key: [matchId, seq]. */
export interface MoveRecord {
  matchId: string;
  seq: number;
  seat: number;
  move: unknown;
  at: number;
}

export interface SheetRound {
  id: string;
  /** Shown in the round column instead of the number when set (e.g. "May"). */
  label?: string;
  scores: number[];
  note: string;
  at: number;
}

export interface SheetChange {
  at: number;
  action: 'add' | 'edit' | 'delete';
  roundId: string;
  before?: { scores: number[]; note: string };
  after?: { scores: number[]; note: string };
}

export interface ScoreSheet {
  id: string;
  title: string;
  /** A game id from the catalog, or "other". */
  gameId: string;
  players: string[];
  rounds: SheetRound[];
  history: SheetChange[];
  createdAt: number;
  updatedAt: number;
  /** Set when a played match keeps this sheet. */
  matchId?: string;
  /** The winner(s) once the match is over. */
  finished?: { winners: number[] };
  /** Lowest total leads (e.g. golf-like games); default false. */
  lowWins?: boolean;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStr = (x: unknown): x is string => typeof x === 'string';
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isInt = (x: unknown): x is number => Number.isInteger(x);

function fail(what: string, why: string): { ok: false; error: string } {
  return { ok: false, error: `${what}: ${why}` };
}

function parseSeats(x: unknown): SeatInfo[] | undefined {
  if (!Array.isArray(x) || x.length < 1 || x.length > 8) return undefined;
  const out: SeatInfo[] = [];
  for (const s of x) {
    if (!isObj(s) || !isStr(s.name) || (s.kind !== 'human' && s.kind !== 'bot')) return undefined;
    out.push({ name: s.name, kind: s.kind });
  }
  return out;
}

export function parseMatch(x: unknown): Parsed<MatchRecord> {
  const what = `match ${isObj(x) && isStr(x.id) ? x.id : '(no id)'}`;
  if (!isObj(x)) return fail(what, 'not an object');
  if (!isStr(x.id) || x.id === '') return fail(what, 'missing id');
  if (!isStr(x.gameId)) return fail(what, 'missing game');
  if (!isObj(x.options)) return fail(what, 'options are not an object');
  if (!isStr(x.seed)) return fail(what, 'missing seed');
  const seats = parseSeats(x.seats);
  if (!seats) return fail(what, 'seats are malformed');
  if (x.deck !== undefined && !(Array.isArray(x.deck) && x.deck.every(isStr))) return fail(what, 'deck is malformed');
  if (!isNum(x.createdAt) || !isNum(x.updatedAt)) return fail(what, 'dates are malformed');
  if (!isInt(x.moveCount) || x.moveCount < 0) return fail(what, 'move count is malformed');
  if (typeof x.finished !== 'boolean') return fail(what, 'finished flag is malformed');
  if (!isStr(x.sheetId)) return fail(what, 'missing score sheet');
  const value: MatchRecord = {
    id: x.id,
    gameId: x.gameId,
    options: x.options,
    seed: x.seed,
    seats,
    createdAt: x.createdAt,
    updatedAt: x.updatedAt,
    moveCount: x.moveCount,
    finished: x.finished,
    sheetId: x.sheetId,
  };
  if (isStr(x.presetId)) value.presetId = x.presetId;
  if (Array.isArray(x.deck)) value.deck = x.deck as string[];
  if (isStr(x.progress)) value.progress = x.progress;
  return { ok: true, value };
}

export function parseMove(x: unknown): Parsed<MoveRecord> {
  if (!isObj(x)) return fail('move', 'not an object');
  if (!isStr(x.matchId) || !isInt(x.seq) || x.seq < 0) return fail('move', 'missing match or sequence number');
  if (!isInt(x.seat) || x.seat < 0) return fail(`move ${x.seq} of ${x.matchId}`, 'seat is malformed');
  if (!isObj(x.move)) return fail(`move ${x.seq} of ${x.matchId}`, 'the move is not an object');
  return { ok: true, value: { matchId: x.matchId, seq: x.seq, seat: x.seat, move: x.move, at: isNum(x.at) ? x.at : 0 } };
}

function parseScores(x: unknown, n: number): number[] | undefined {
  if (!Array.isArray(x) || x.length !== n || !x.every(isNum)) return undefined;
  return x as number[];
}

export function parseSheet(x: unknown): Parsed<ScoreSheet> {
  const what = `score sheet ${isObj(x) && isStr(x.title) ? `"${x.title}"` : isObj(x) && isStr(x.id) ? x.id : '(no id)'}`;
  if (!isObj(x)) return fail(what, 'not an object');
  if (!isStr(x.id) || x.id === '') return fail(what, 'missing id');
  if (!isStr(x.title)) return fail(what, 'missing title');
  if (!isStr(x.gameId)) return fail(what, 'missing game');
  if (!Array.isArray(x.players) || x.players.length < 1 || x.players.length > 8 || !x.players.every(isStr)) {
    return fail(what, 'players are malformed');
  }
  const n = x.players.length;
  if (!Array.isArray(x.rounds)) return fail(what, 'rounds are malformed');
  const rounds: SheetRound[] = [];
  for (const r of x.rounds) {
    if (!isObj(r) || !isStr(r.id)) return fail(what, 'a round is malformed');
    const scores = parseScores(r.scores, n);
    if (!scores) return fail(what, `round ${rounds.length + 1} does not have one score per player`);
    const round: SheetRound = { id: r.id, scores, note: isStr(r.note) ? r.note : '', at: isNum(r.at) ? r.at : 0 };
    if (isStr(r.label)) round.label = r.label;
    rounds.push(round);
  }
  const history: SheetChange[] = [];
  if (x.history !== undefined) {
    if (!Array.isArray(x.history)) return fail(what, 'history is malformed');
    for (const h of x.history) {
      if (!isObj(h) || !isNum(h.at) || !isStr(h.roundId) || !['add', 'edit', 'delete'].includes(h.action as string)) {
        return fail(what, 'a history entry is malformed');
      }
      history.push(h as unknown as SheetChange);
    }
  }
  if (!isNum(x.createdAt) || !isNum(x.updatedAt)) return fail(what, 'dates are malformed');
  const value: ScoreSheet = {
    id: x.id,
    title: x.title,
    gameId: x.gameId,
    players: x.players as string[],
    rounds,
    history,
    createdAt: x.createdAt,
    updatedAt: x.updatedAt,
  };
  if (isStr(x.matchId)) value.matchId = x.matchId;
  if (x.lowWins === true) value.lowWins = true;
  if (isObj(x.finished) && Array.isArray(x.finished.winners) && x.finished.winners.every(isInt)) {
    value.finished = { winners: x.finished.winners as number[] };
  }
  return { ok: true, value };
}

export function parseSetting(x: unknown): Parsed<SettingRecord> {
  if (!isObj(x) || !isStr(x.key)) return fail('setting', 'malformed');
  return { ok: true, value: { key: x.key, value: x.value } };
}
