/**
 * The rows of the History screen (issue 32 §2): every match, finished or not, and every score
 * sheet of its own (a sheet a match keeps is that match's row), as short rows.
 *
 * Read in chunks so that no task is long and the first screen shows early, whatever the store's
 * size: first the newest matches and sheets (an index cursor, newest first), then every match in
 * batches of MATCH_BATCH, then the sheets no match keeps (their keys are read, not their records,
 * to find them) in batches of SHEET_BATCH. Each batch is its own transaction and the reader gives
 * the page a turn between batches. A row may arrive twice (the first screen, then its batch);
 * the consumer keys rows by `kind:id`.
 */
import type { Progress } from '../games/progress.ts';
import type { DB } from './db.ts';
import type { Store } from './repo.ts';
import type { MatchRecord, Parsed, ScoreSheet } from './records.ts';

/**
 * The record checks (records.ts), passed in by the Store: this module is a lazy chunk, and a
 * value imported from the first visit's records.ts would split that module into a chunk of its own.
 */
export interface Parsers {
  parseMatch: (x: unknown) => Parsed<MatchRecord>;
  parseSheet: (x: unknown) => Parsed<ScoreSheet>;
}

export interface HistoryRow {
  kind: 'match' | 'sheet';
  id: string;
  gameId: string;
  /** A sheet's title ('' for a match: its game names it). */
  title: string;
  names: string[];
  updatedAt: number;
  finished: boolean;
  archived: boolean;
  /** A match's progress line as older versions stored it (English). */
  progress?: string;
  /** Where a match stands, as data (worded by `src/games/progress.words.ts`). */
  standing?: Progress;
  /** The sheet a match writes. */
  sheetId?: string;
  /** A sheet's rounds. */
  rounds?: number;
}

/**
 * A record left out because it could not be read: what happened (`code`) and the record's id
 * ('' when even that is unreadable). Data, worded by the screens (src/app/history/problems.words.ts).
 */
export interface RecordProblem {
  code: 'damaged';
  id: string;
}

/** The problem of a record that did not parse. */
function damaged(raw: unknown): RecordProblem {
  const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
  return { code: 'damaged', id: typeof id === 'string' ? id.slice(0, 40) : '' };
}

export interface HistoryChunk {
  rows: HistoryRow[];
  problems: RecordProblem[];
  /** The last chunk: every row has been given. */
  done: boolean;
}

const FIRST = 40;
const MATCH_BATCH = 300;
const SHEET_BATCH = 100;

const turn = () => new Promise<void>((r) => setTimeout(r, 0));

function matchRow(raw: unknown, problems: RecordProblem[], { parseMatch }: Parsers): HistoryRow | null {
  const p = parseMatch(raw);
  if (!p.ok) {
    problems.push(damaged(raw));
    return null;
  }
  const m = p.value;
  return {
    kind: 'match',
    id: m.id,
    gameId: m.gameId,
    title: '',
    names: m.seats.map((s) => s.name),
    updatedAt: m.updatedAt,
    finished: m.finished,
    archived: m.archived !== undefined,
    ...(m.progress ? { progress: m.progress } : {}),
    ...(m.standing ? { standing: m.standing } : {}),
    sheetId: m.sheetId,
  };
}

function sheetRow(raw: unknown, problems: RecordProblem[], { parseSheet }: Parsers): HistoryRow | null {
  const p = parseSheet(raw);
  if (!p.ok) {
    problems.push(damaged(raw));
    return null;
  }
  const s = p.value;
  return {
    kind: 'sheet',
    id: s.id,
    gameId: s.gameId,
    title: s.title,
    names: s.players,
    updatedAt: s.updatedAt,
    finished: s.finished !== undefined,
    archived: s.archived !== undefined,
    rounds: s.rounds.length,
  };
}

/** Give every row, chunk by chunk (see the module's note); stops early when `signal` aborts. */
export async function readHistory(
  db: DB,
  parsers: Parsers,
  onChunk: (chunk: HistoryChunk) => void,
  signal?: AbortSignal,
  { sheets = true }: { sheets?: boolean } = {},
): Promise<void> {
  // 1. The first screen: the newest matches and the newest sheets no match keeps.
  {
    const rows: HistoryRow[] = [];
    const problems: RecordProblem[] = [];
    const tx = db.transaction(['matches', 'sheets'], 'readonly');
    let c = await tx.objectStore('matches').index('byUpdated').openCursor(null, 'prev');
    for (let n = 0; c && n < FIRST; n++) {
      const r = matchRow(c.value, problems, parsers);
      if (r) rows.push(r);
      c = await c.continue();
    }
    let s = sheets ? await tx.objectStore('sheets').index('byUpdated').openCursor(null, 'prev') : null;
    for (let n = 0; s && n < FIRST; n++) {
      if (!s.value.matchId) {
        const r = sheetRow(s.value, problems, parsers);
        if (r) rows.push(r);
      }
      s = await s.continue();
    }
    await tx.done;
    onChunk({ rows, problems: [], done: false });
  }
  // 2. Every match, a batch at a time.
  const keptSheets = new Set<string>();
  let after: string | null = null;
  for (;;) {
    if (signal?.aborted) return;
    await turn();
    const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true);
    const batch: unknown[] = await db.getAll('matches', range, MATCH_BATCH);
    const rows: HistoryRow[] = [];
    const problems: RecordProblem[] = [];
    for (const raw of batch) {
      const r = matchRow(raw, problems, parsers);
      if (r) {
        rows.push(r);
        if (r.sheetId) keptSheets.add(r.sheetId);
      }
    }
    if (batch.length) after = (batch[batch.length - 1] as { id: string }).id;
    const last = batch.length < MATCH_BATCH;
    onChunk({ rows, problems, done: last && !sheets });
    if (last) break;
  }
  if (!sheets) return;
  // 3. The sheets no match keeps.
  if (signal?.aborted) return;
  await turn();
  const own = ((await db.getAllKeys('sheets')) as string[]).filter((k) => !keptSheets.has(k));
  for (let i = 0; i < own.length || i === 0; i += SHEET_BATCH) {
    if (signal?.aborted) return;
    const rows: HistoryRow[] = [];
    const problems: RecordProblem[] = [];
    const tx = db.transaction('sheets', 'readonly');
    const got = await Promise.all(own.slice(i, i + SHEET_BATCH).map((k) => tx.store.get(k)));
    await tx.done;
    for (const raw of got) {
      if (raw === undefined) continue;
      const r = sheetRow(raw, problems, parsers);
      if (r) rows.push(r);
    }
    const done = i + SHEET_BATCH >= own.length;
    onChunk({ rows, problems, done });
    if (done) break;
    await turn();
  }
}

/** The newest `limit` score sheets not archived, newest first (the Score sheets screen), and whether there are more. */
export async function recentSheets(
  db: DB,
  { parseSheet }: Pick<Parsers, 'parseSheet'>,
  limit: number,
): Promise<{ items: ScoreSheet[]; problems: RecordProblem[]; more: boolean }> {
  const tx = db.transaction('sheets', 'readonly');
  const items: ScoreSheet[] = [];
  const problems: RecordProblem[] = [];
  let c = await tx.store.index('byUpdated').openCursor(null, 'prev');
  while (c && items.length < limit) {
    const p = parseSheet(c.value);
    if (!p.ok) problems.push(damaged(c.value));
    else if (p.value.archived === undefined) items.push(p.value);
    c = await c.continue();
  }
  const more = c !== null;
  await tx.done;
  return { items, problems, more };
}

/** What Home shows of the matches (issue 30 §5): read from indexes, never every match. */
export interface HomeMatches {
  /** Every unfinished match (the `byOpen` index, v6), archived ones too, newest first. */
  open: HistoryRow[];
  /** The newest finished matches not archived, newest first, at most the number asked. */
  finished: HistoryRow[];
  /** How many matches are stored (counted, not read). */
  total: number;
  /** The newest match's `updatedAt` (0 without matches): the backup reminder counts from it. */
  newest: number;
  problems: RecordProblem[];
}

/**
 * Home's matches in one short transaction: the unfinished ones by the `byOpen` index (a few), the
 * newest finished ones by the `byUpdated` index (read newest first until `finished` are found), and
 * the count. Nothing else is read, whatever the store holds.
 */
export async function readHome(db: DB, parsers: Parsers, finished: number): Promise<HomeMatches> {
  const problems: RecordProblem[] = [];
  const tx = db.transaction('matches', 'readonly');
  const open: HistoryRow[] = [];
  for (const raw of await tx.store.index('byOpen').getAll()) {
    const r = matchRow(raw, problems, parsers);
    if (r && !r.finished) open.push(r);
  }
  open.sort((a, b) => b.updatedAt - a.updatedAt);
  const done: HistoryRow[] = [];
  let c = await tx.store.index('byUpdated').openCursor(null, 'prev');
  const newest = c ? (c.key as number) : 0;
  while (c && done.length < finished) {
    const v = c.value as { finished?: unknown; archived?: unknown };
    if (v.finished === true && v.archived === undefined) {
      const r = matchRow(c.value, problems, parsers);
      if (r) done.push(r);
    }
    c = await c.continue();
  }
  const total = await tx.store.count();
  await tx.done;
  return { open, finished: done, total, newest, problems };
}

/**
 * How many finished matches were saved after `from` (the backup reminder's count): the matches
 * saved since, counted by the `byUpdated` index, less the unfinished ones among them (`open`).
 */
export async function finishedAfter(db: DB, from: number, open: readonly HistoryRow[]): Promise<number> {
  const since = await db.countFromIndex('matches', 'byUpdated', IDBKeyRange.lowerBound(from, true));
  return Math.max(0, since - open.filter((m) => m.updatedAt > from).length);
}

/** Home's matches through the Store. */
export const homeOf = (store: Store, finished: number): Promise<HomeMatches> =>
  store.withDb((db, parsers) => readHome(db, parsers, finished));
/** The reminder's count through the Store. */
export const finishedAfterOf = (store: Store, from: number, open: readonly HistoryRow[]): Promise<number> =>
  store.withDb((db) => finishedAfter(db, from, open));

/** Every row, chunk by chunk, through the Store. */
export const historyOf = (store: Store, onChunk: (chunk: HistoryChunk) => void, signal?: AbortSignal): Promise<void> =>
  store.withDb((db, parsers) => readHistory(db, parsers, onChunk, signal));
/** The newest sheets not archived, through the Store. */
export const recentSheetsOf = (
  store: Store,
  limit: number,
): Promise<{ items: ScoreSheet[]; problems: RecordProblem[]; more: boolean }> =>
  store.withDb((db, parsers) => recentSheets(db, parsers, limit));
