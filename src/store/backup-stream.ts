/**
 * Streaming backups (issue 31): export and import in batches, never the whole store (or the whole
 * file) in memory at once, the work cut into short slices so the page never freezes, with progress
 * and cancel. The format is version 2 (`backup-v2.ts`); version-1 files (one JSON object) still
 * import through the same checks.
 *
 * Import is two passes over the file: `planImport` validates every record on its own (a damaged one
 * is skipped and named, issue 32 §1), replays each game through its engine (`check`) and compares it
 * with what is stored (merge-only: a game is updated only when the backup's log extends ours, a sheet
 * only when its change history extends ours), writing nothing; `applyImport` reads the file again and
 * writes what the plan said, batch by batch, each batch with its undo record in the same transaction.
 * A cancel, a failure or a record that changed meanwhile rolls back the batches already written, so
 * the store is exactly as it was. Only lazily loaded (Settings, "Back up now").
 */
import { type IDBPTransaction, unwrap } from 'idb';
import * as v from 'valibot';
import type { LoggedMove } from '../engine/match.ts';
import {
  BACKUP_FORMAT_V2,
  BACKUP_V2,
  endLine,
  headerLine,
  isGzip,
  matchLine,
  playerLine,
  settingLine,
  sheetLine,
  unpackMoves,
  type EndCount,
  type V2Header,
} from './backup-v2.ts';
import type { CarriageDB } from './db.ts';
import {
  AppSettingsSchema,
  SCHEMA_VERSION,
  parseMatch,
  parseMove,
  parseSetting,
  parseSheet,
  storedMatch,
  tombstoneKey,
  type MatchRecord,
  type MoveRecord,
  type PlayerRecord,
  type ScoreSheet,
  type SettingRecord,
} from './records.ts';
import { upgradeSheetToV4 } from './upgrade-v4.ts';
import { healPlayers, parsePlayer } from './players.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  IMPORT_UNDO_KEY,
  StorageError,
  describeStorageFailure,
  type ImportSnapshot,
  type PlanItem,
  type Store,
} from './repo.ts';

/** The settings key of the last backup's moment (incremental backups start after it). */
export const BACKUP_MARK_KEY = 'backup-mark';

/** Settings records that stay on this phone: never exported, never imported. */
export function isLocalSetting(key: string): boolean {
  return key === BACKUP_MARK_KEY || key.startsWith(IMPORT_UNDO_KEY);
}

export interface Progress {
  /** Work done and to do, in any unit (records on export, bytes read on import). */
  done: number;
  total: number;
}

export interface StreamOptions {
  signal?: AbortSignal;
  onProgress?: (p: Progress) => void;
}

/** Cancelled by the player: nothing was changed. */
export class BackupCancelled extends Error {
  constructor() {
    super('Cancelled. Nothing was changed.');
    this.name = 'BackupCancelled';
  }
}

// ---------- slices ----------
/** Give the page a turn when this slice has run `budget` ms (a task stays well under 200 ms). */
export function slicer(budget = 30): () => Promise<void> {
  let t0 = performance.now();
  return async () => {
    if (performance.now() - t0 < budget) return;
    const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    await (s?.yield ? s.yield() : new Promise<void>((r) => setTimeout(r, 0)));
    t0 = performance.now();
  };
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BackupCancelled();
}

// ---------- export ----------
export interface ExportResult {
  blob: Blob;
  count: EndCount;
  /** The newest updatedAt among the exported matches (the backup reminder counts from it). */
  newest: number;
  /** When the export started: the next "what changed" backup starts after it. */
  at: number;
}

const READ_BATCH = 40;

/**
 * Write a version-2 backup: every match and sheet (or, with `since`, only those changed after it)
 * and the settings, read in batches, packed, gzip-compressed as it goes. Only the compressed
 * bytes are held (as the Blob's parts).
 */
export async function exportBackup(
  store: Store,
  opts: StreamOptions & { now: Date; since?: number } = { now: new Date() },
): Promise<ExportResult> {
  const db = store.database;
  const tick = slicer();
  const at = opts.now.getTime();
  const since = opts.since;
  try {
    const range = since === undefined ? undefined : IDBKeyRange.lowerBound(since, true);
    const [matchIds, sheetIds] = await Promise.all([
      range ? db.getAllKeysFromIndex('matches', 'byUpdated', range) : db.getAllKeys('matches'),
      range ? db.getAllKeysFromIndex('sheets', 'byUpdated', range) : db.getAllKeys('sheets'),
    ]);
    const total = matchIds.length + sheetIds.length;
    const count: EndCount = { matches: 0, moves: 0, sheets: 0, settings: 0 };
    let newest = 0;
    const out = gzipWriter();
    const header: V2Header = {
      format: BACKUP_FORMAT_V2,
      version: BACKUP_V2,
      schema: SCHEMA_VERSION,
      exportedAt: opts.now.toISOString(),
      kind: since === undefined ? 'full' : 'changes',
      ...(since === undefined ? {} : { since }),
      lines: 'ndjson',
      moves: 'packed',
    };
    try {
      await out.write(headerLine(header));
      for (let i = 0; i < matchIds.length; i += READ_BATCH) {
        throwIfCancelled(opts.signal);
        const ids = matchIds.slice(i, i + READ_BATCH);
        const tx = db.transaction(['matches', 'moves'], 'readonly');
        const got = await Promise.all(
          ids.map((id) =>
            Promise.all([
              tx.objectStore('matches').get(id),
              tx.objectStore('moves').getAll(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER])),
            ]),
          ),
        );
        let text = '';
        for (const [m, moves] of got) {
          if (!m) continue; // deleted since the keys were read
          text += matchLine(m, moves);
          count.matches++;
          count.moves += moves.length;
          if (typeof m.updatedAt === 'number' && m.updatedAt > newest) newest = m.updatedAt;
          await tick();
        }
        await out.write(text);
        opts.onProgress?.({ done: i + ids.length, total });
        await tick();
      }
      for (let i = 0; i < sheetIds.length; i += READ_BATCH) {
        throwIfCancelled(opts.signal);
        const ids = sheetIds.slice(i, i + READ_BATCH);
        const tx = db.transaction('sheets', 'readonly');
        const got = await Promise.all(ids.map((id) => tx.store.get(id)));
        let text = '';
        for (const s of got) {
          if (!s) continue;
          text += sheetLine(s);
          count.sheets++;
        }
        await out.write(text);
        opts.onProgress?.({ done: matchIds.length + i + ids.length, total });
        await tick();
      }
      // Every player, in a backup of changes too (a few hundred short records at most).
      let text = '';
      count.players = 0;
      for (const p of await db.getAll('players')) {
        text += playerLine(p);
        count.players++;
      }
      for (const s of await db.getAll('settings')) {
        if (isLocalSetting(s.key)) continue;
        text += settingLine(s);
        count.settings++;
      }
      await out.write(text + endLine(count));
      throwIfCancelled(opts.signal);
      return { blob: await out.close(), count, newest, at };
    } catch (e) {
      out.abort();
      throw e;
    }
  } catch (e) {
    if (e instanceof BackupCancelled || e instanceof StorageError) throw e;
    throw new StorageError(`The backup could not be made (${describeStorageFailure(e)})`, e);
  }
}

/** Text in, gzip out, the compressed parts collected for a Blob. */
function gzipWriter() {
  const cs = new CompressionStream('gzip');
  const w = cs.writable.getWriter();
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [];
  const drained = (async () => {
    const r = cs.readable.getReader();
    for (;;) {
      const { done, value } = await r.read();
      if (done) return;
      parts.push(value);
    }
  })();
  drained.catch(() => undefined);
  return {
    async write(text: string) {
      if (text) await w.write(enc.encode(text));
    },
    async close(): Promise<Blob> {
      await w.close();
      await drained;
      return new Blob(parts as BlobPart[], { type: 'application/gzip' });
    },
    abort() {
      w.abort().catch(() => undefined);
    },
  };
}

/** Remember the moment of this backup: "what changed since the last backup" starts after it. */
export async function markBackup(store: Store, at: number): Promise<void> {
  await store.setSetting(BACKUP_MARK_KEY, { at });
}

/** The last backup's moment on this phone, or null: none made (since this was added). */
export async function lastBackupMark(store: Store): Promise<number | null> {
  const r = await store.database.get('settings', BACKUP_MARK_KEY).catch(() => undefined);
  const at = (r?.value as { at?: unknown } | undefined)?.at;
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

// ---------- reading a file ----------
/** One record of a backup as read, not yet validated. */
type Entry =
  | { t: 'match'; raw: unknown; moves: unknown[] | string; size: number }
  | { t: 'sheet'; raw: unknown; size: number }
  | { t: 'setting'; raw: unknown }
  | { t: 'player'; raw: unknown }
  | { t: 'damaged'; problem: string };

interface Opened {
  version: number;
  kind: 'full' | 'changes';
  exportedAt: string;
  entries: AsyncGenerator<Entry>;
}

const refuse = (text: string): never => {
  throw new Error(`This backup was not imported: ${text}. Nothing was changed.`);
};
const notJson = () =>
  new Error(
    'This file is not a Carriage backup: it is not valid JSON (it may be cut short or damaged). Nothing was changed.',
  );
const notOurs = () =>
  new Error('This file is not a Carriage backup (its format marker is missing). Nothing was changed.');
const newer = () =>
  new Error(
    'This backup was made by a newer version of Carriage. Update the app, then import it. Nothing was changed.',
  );

function checkHeader(d: Record<string, unknown>): void {
  if (d.version === undefined) refuse('it has no version number, so it is not a Carriage backup or it is damaged');
  if (typeof d.version !== 'number' || !Number.isInteger(d.version) || d.version < 1)
    refuse(`its version (${JSON.stringify(d.version).slice(0, 20)}) is not a valid version number`);
  if ((d.version as number) > BACKUP_V2) throw newer();
  if (
    d.schema !== undefined &&
    (typeof d.schema !== 'number' || !Number.isInteger(d.schema) || d.schema < 1 || d.schema > SCHEMA_VERSION)
  )
    refuse(
      `its data schema (${JSON.stringify(d.schema).slice(0, 20)}) is not one this version knows (1 to ${SCHEMA_VERSION})`,
    );
  if (d.exportedAt !== undefined && (typeof d.exportedAt !== 'string' || d.exportedAt.length > 40))
    refuse('its export date is malformed');
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const idOf = (x: unknown, k = 'id'): string => {
  const val = isObject(x) ? x[k] : undefined;
  return typeof val === 'string' ? val.slice(0, 40) : '(no id)';
};

/** Longest line accepted (a game of 100,000 moves packs to well under this). */
const MAX_LINE = 64_000_000;

/**
 * Open a backup file of either version. Problems with the file as a whole (not a backup, a newer
 * version, an unknown schema) throw; problems with a record come out as `damaged` entries.
 */
async function openBackup(file: Blob, onBytes?: (read: number) => void): Promise<Opened> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  let read = 0;
  let bytes = (file.stream() as ReadableStream<Uint8Array>).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, c) {
        read += chunk.byteLength;
        onBytes?.(read);
        c.enqueue(chunk);
      },
    }),
  );
  if (isGzip(head))
    bytes = bytes.pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>);
  const reader = bytes
    .pipeThrough(new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>)
    .getReader();
  let buf = '';
  let ended = false;
  const more = async (): Promise<boolean> => {
    if (ended) return false;
    let r: ReadableStreamReadResult<string>;
    try {
      r = await reader.read();
    } catch {
      ended = true;
      throw new Error('the compressed data is damaged');
    }
    if (r.done) {
      ended = true;
      return false;
    }
    buf += r.value;
    return true;
  };
  // The first line: a version-2 header, or the start of a version-1 file.
  try {
    while (!buf.includes('\n') && buf.length < 65_536 && (await more()));
  } catch {
    throw new Error('This file is not a Carriage backup: it could not be decompressed. Nothing was changed.');
  }
  const nl = buf.indexOf('\n');
  let first: unknown;
  try {
    first = JSON.parse(nl >= 0 ? buf.slice(0, nl) : buf);
  } catch {
    first = undefined;
  }
  if (isObject(first) && typeof first.version === 'number' && first.version >= 2 && nl >= 0) {
    if (first.format !== BACKUP_FORMAT_V2) throw notOurs();
    checkHeader(first);
    if (first.kind !== undefined && first.kind !== 'full' && first.kind !== 'changes')
      refuse('its kind is neither a full backup nor changes');
    buf = buf.slice(nl + 1);
    return {
      version: first.version,
      kind: first.kind === 'changes' ? 'changes' : 'full',
      exportedAt: typeof first.exportedAt === 'string' ? first.exportedAt : '',
      entries: v2Entries(),
    };
  }
  // Version 1: one JSON object, read whole.
  if (first === undefined) {
    try {
      while (await more());
    } catch {
      throw notJson();
    }
    try {
      first = JSON.parse(buf);
    } catch {
      throw notJson();
    }
    buf = '';
  }
  if (!isObject(first) || first.format !== BACKUP_FORMAT) throw notOurs();
  checkHeader(first);
  if ((first.version as number) > BACKUP_VERSION) refuse('its version and its layout do not agree');
  for (const k of ['matches', 'moves', 'sheets', 'settings'] as const)
    if (!Array.isArray(first[k])) refuse(`its "${k}" list is missing`);
  return {
    version: 1,
    kind: 'full',
    exportedAt: typeof first.exportedAt === 'string' ? first.exportedAt : '',
    entries: v1Entries(first),
  };

  async function* v2Entries(): AsyncGenerator<Entry> {
    let n = 1;
    let end: unknown;
    let cut = false;
    for (;;) {
      let nl = buf.indexOf('\n');
      while (nl < 0 && buf.length <= MAX_LINE) {
        const at = buf.length;
        try {
          if (!(await more())) break;
        } catch {
          cut = true;
          break;
        }
        const k = buf.indexOf('\n', at);
        nl = k;
      }
      if (nl < 0 && buf.length > MAX_LINE) {
        yield {
          t: 'damaged',
          problem: `line ${n + 1} is longer than any record can be; the rest of the file was not read`,
        };
        return;
      }
      const line = nl < 0 ? buf : buf.slice(0, nl);
      buf = nl < 0 ? '' : buf.slice(nl + 1);
      n++;
      if (line.trim() !== '') {
        if (end !== undefined) {
          yield { t: 'damaged', problem: `line ${n} comes after the end marker; it was skipped` };
        } else {
          const e = entryOfLine(line, n);
          if (e === 'end') end = true;
          else yield e;
        }
      }
      if (nl < 0) break;
    }
    if (cut) yield { t: 'damaged', problem: 'the file is damaged towards its end (the compressed data breaks off)' };
    else if (end === undefined)
      yield { t: 'damaged', problem: 'the file is cut short (its end marker is missing); what it holds was read' };
  }
}

function entryOfLine(line: string, n: number): Entry | 'end' {
  let x: unknown;
  try {
    x = JSON.parse(line);
  } catch {
    return { t: 'damaged', problem: `line ${n} is damaged (not valid JSON)` };
  }
  if (!isObject(x)) return { t: 'damaged', problem: `line ${n} is not a record` };
  switch (x.t) {
    case 'match':
      return {
        t: 'match',
        raw: x.v,
        moves: unpackMoves(isObject(x.v) && typeof x.v.id === 'string' ? x.v.id : '', x.moves),
        size: line.length,
      };
    case 'sheet':
      return { t: 'sheet', raw: x.v, size: line.length };
    case 'setting':
      return { t: 'setting', raw: x.v };
    case 'player':
      return { t: 'player', raw: x.v };
    case 'end':
      return 'end';
    default:
      return { t: 'damaged', problem: `line ${n} is a record of an unknown kind` };
  }
}

async function* v1Entries(d: Record<string, unknown>): AsyncGenerator<Entry> {
  const byMatch = new Map<string, unknown[]>();
  const loose: unknown[] = [];
  for (const mv of d.moves as unknown[]) {
    const id = isObject(mv) && typeof mv.matchId === 'string' ? mv.matchId : undefined;
    if (id === undefined) loose.push(mv);
    else {
      const list = byMatch.get(id);
      if (list) list.push(mv);
      else byMatch.set(id, [mv]);
    }
  }
  const seqOf = (x: unknown) => (isObject(x) && typeof x.seq === 'number' ? x.seq : Number.NaN);
  for (const m of d.matches as unknown[]) {
    const id = isObject(m) && typeof m.id === 'string' ? m.id : undefined;
    const moves = (id !== undefined ? byMatch.get(id) : undefined) ?? [];
    if (id !== undefined) byMatch.delete(id);
    moves.sort((a, b) => seqOf(a) - seqOf(b));
    yield { t: 'match', raw: m, moves, size: 400 + moves.length * 120 };
  }
  for (const [id, moves] of byMatch)
    yield { t: 'damaged', problem: `${moves.length} moves of game ${id.slice(0, 40)} belong to no game in the file` };
  if (loose.length) yield { t: 'damaged', problem: `${loose.length} moves name no game` };
  for (const s of d.sheets as unknown[]) yield { t: 'sheet', raw: s, size: 200 + JSON.stringify(s ?? '').length };
  for (const s of d.settings as unknown[]) yield { t: 'setting', raw: s };
}

// ---------- validating a record ----------
type Valid =
  | { kind: 'game'; match: MatchRecord; moves: MoveRecord[]; size: number }
  | { kind: 'sheet'; sheet: ScoreSheet; size: number }
  | { kind: 'setting'; setting: SettingRecord }
  | { kind: 'player'; player: PlayerRecord };

/** One record through its schema: the record, or the sentence that names what is wrong. */
function validate(e: Exclude<Entry, { t: 'damaged' }>): Valid | string {
  if (e.t === 'sheet') {
    // A sheet from an older backup reads as the database upgrade would have left it (v4: round names as data).
    const p = parseSheet(upgradeSheetToV4(e.raw));
    return p.ok ? { kind: 'sheet', sheet: p.value, size: e.size } : p.error;
  }
  if (e.t === 'player') {
    const p = parsePlayer(e.raw);
    return p.ok ? { kind: 'player', player: p.value } : p.error;
  }
  if (e.t === 'setting') {
    const p = parseSetting(e.raw);
    if (!p.ok) return p.error;
    if (p.value.key === 'settings' && !v.safeParse(AppSettingsSchema, p.value.value).success)
      return 'the app settings are malformed';
    return { kind: 'setting', setting: p.value };
  }
  const p = parseMatch(e.raw);
  if (!p.ok) return p.error;
  const m = p.value;
  const what = `game ${m.id.slice(0, 40)}`;
  if (typeof e.moves === 'string') return `${what}: ${e.moves}`;
  const moves: MoveRecord[] = new Array(e.moves.length);
  for (let i = 0; i < e.moves.length; i++) {
    const r = parseMove(e.moves[i]);
    if (!r.ok) return `${what}: ${r.error}`;
    if (r.value.matchId !== m.id || r.value.seq !== i) return `${what}: its move log is incomplete`;
    if (r.value.seat >= m.seats.length) return `${what}: move ${i}: seat ${r.value.seat + 1} is not at this table`;
    moves[i] = r.value;
  }
  if (moves.length !== m.moveCount)
    return `${what}: its move log is incomplete (${moves.length} of ${m.moveCount} moves)`;
  return { kind: 'game', match: m, moves, size: e.size };
}

// ---------- planning ----------
export interface StreamPlan {
  source: Blob;
  version: number;
  kind: 'full' | 'changes';
  exportedAt: string;
  add: PlanItem[];
  update: PlanItem[];
  skip: PlanItem[];
  /** One sentence per damaged record, which was skipped. */
  damaged: string[];
  /** The app settings the backup carries (validated), applied after the import. */
  settings?: Record<string, unknown>;
  /** Other settings records to write. */
  settingRecords: SettingRecord[];
  /** The players the backup carries: each added unless this phone has that id (merge-only). */
  players: PlayerRecord[];
  /** What is to be written, by key ("g:" game, "s:" sheet), and what was stored when planned. */
  want: Map<string, { seen: number | null }>;
  /** About how many bytes the import writes. */
  bytes: number;
  /** Tombstones of deleted records the player asked back: lifted once everything is written. */
  revive: Set<string>;
  /** What the file holds (valid records). */
  counts: { matches: number; moves: number; sheets: number };
}

export type ReplayCheck = (match: MatchRecord, moves: LoggedMove[]) => Promise<string | null>;

type PlanTx = IDBPTransaction<CarriageDB, ('matches' | 'moves' | 'sheets' | 'tombstones')[], 'readonly'>;

/**
 * The one place that decides whether a record of a backup may be imported at all (before the
 * merge rules compare it with what is stored; issue 32 §3). A record the player deleted on this
 * phone (it has a tombstone, src/store/trash.ts) stays deleted: skipped, with the day it was
 * deleted, unless the player asked for deleted records back (`restoreDeleted`), when it is
 * planned as any other and its tombstone is lifted once the import has written everything.
 */
async function importable(
  tx: PlanTx,
  plan: StreamPlan,
  kind: 'game' | 'sheet',
  id: string,
  restoreDeleted: boolean,
): Promise<{ reason: string; deleted: true } | { note: string } | null> {
  const key = tombstoneKey(kind === 'game' ? 'match' : 'sheet', id);
  const t = await tx.objectStore('tombstones').get(key);
  if (!t) return null;
  const on = new Date(t.deletedAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
  if (restoreDeleted) {
    plan.revive.add(key);
    return { note: ` (deleted on this phone on ${on}; brought back)` };
  }
  return { reason: `deleted on this phone on ${on}`, deleted: true };
}

/** Deep equality of plain data (a key whose value is undefined counts as absent). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
export const isPrefix = <T>(short: readonly T[], long: readonly T[], eq: (a: T, b: T) => boolean) =>
  short.length <= long.length && short.every((x, i) => eq(x, long[i]!));

type Verdict = { list: 'add' | 'update' | 'skip'; reason: string };

function judgeMatch(m: MatchRecord, theirs: readonly MoveRecord[], mine: MatchRecord, have: MoveRecord[]): Verdict {
  const setupSame = same(
    { g: m.gameId, o: m.options, s: m.seed, p: m.seats, d: m.deck },
    { g: mine.gameId, o: mine.options, s: mine.seed, p: mine.seats, d: mine.deck },
  );
  const eq = (x: MoveRecord, y: MoveRecord) => x.seat === y.seat && same(x.move, y.move);
  if (!setupSame) return { list: 'skip', reason: 'a different game with the same id is on this phone; it was kept' };
  if (theirs.length > have.length && isPrefix(have, theirs, eq))
    return {
      list: 'update',
      reason: `${theirs.length - have.length} more moves (${have.length} → ${theirs.length})`,
    };
  if (theirs.length === have.length && isPrefix(have, theirs, eq))
    return { list: 'skip', reason: 'already here, the same' };
  if (isPrefix(theirs, have, eq))
    return { list: 'skip', reason: `the backup is behind (${theirs.length} moves; this phone has ${have.length})` };
  return { list: 'skip', reason: "played differently on this phone since; this phone's game was kept" };
}

function judgeSheet(sh: ScoreSheet, mine: ScoreSheet): Verdict {
  const sameState = same(mine.rounds, sh.rounds) && same(mine.players, sh.players);
  if (sameState && same(mine.history, sh.history)) return { list: 'skip', reason: 'already here, the same' };
  if (
    sh.history.length > mine.history.length &&
    isPrefix(mine.history, sh.history, same) &&
    same(mine.players, sh.players)
  )
    return {
      list: 'update',
      reason: `${sh.history.length - mine.history.length} more changes (${mine.rounds.length} → ${sh.rounds.length} rounds)`,
    };
  if (isPrefix(sh.history, mine.history, same))
    return {
      list: 'skip',
      reason: `the backup is behind (${sh.rounds.length} rounds; this phone has ${mine.rounds.length})`,
    };
  return { list: 'skip', reason: "changed on this phone since; this phone's sheet was kept" };
}

const matchTitle = (m: MatchRecord) => (m.progress ? `${m.gameId} (${m.progress})` : m.gameId);

/** Read entries, validated, in batches of about this many moves (or records). */
const PLAN_BATCH_MOVES = 20_000;
const PLAN_BATCH_RECORDS = 64;

async function* validBatches(
  entries: AsyncGenerator<Entry>,
  damaged: (why: string) => void,
  tick: () => Promise<void>,
  signal: AbortSignal | undefined,
): AsyncGenerator<Valid[]> {
  let batch: Valid[] = [];
  let moves = 0;
  const keys = new Set<string>();
  for await (const e of entries) {
    throwIfCancelled(signal);
    if (e.t === 'damaged') {
      damaged(e.problem);
      continue;
    }
    const r = validate(e);
    await tick();
    if (typeof r === 'string') {
      damaged(r);
      continue;
    }
    const key =
      r.kind === 'game'
        ? `g:${r.match.id}`
        : r.kind === 'sheet'
          ? `s:${r.sheet.id}`
          : r.kind === 'player'
            ? `p:${r.player.id}`
            : `k:${r.setting.key}`;
    if (keys.has(key)) {
      const name =
        r.kind === 'game'
          ? `game ${r.match.id}`
          : r.kind === 'sheet'
            ? `score sheet ${r.sheet.id}`
            : r.kind === 'player'
              ? `player ${r.player.id}`
              : `setting ${r.setting.key}`;
      damaged(`${name.slice(0, 60)} appears twice; the second copy was skipped`);
      continue;
    }
    keys.add(key);
    batch.push(r);
    if (r.kind === 'game') moves += r.moves.length;
    if (batch.length >= PLAN_BATCH_RECORDS || moves >= PLAN_BATCH_MOVES) {
      yield batch;
      batch = [];
      moves = 0;
    }
  }
  if (batch.length) yield batch;
}

const movesRange = (id: string, from = 0) => IDBKeyRange.bound([id, from], [id, Number.MAX_SAFE_INTEGER]);

/**
 * Read a backup (either version) and say what importing it would do, writing nothing. `check`
 * may refuse a game (its moves do not replay): that game is skipped as damaged, the rest goes on.
 */
export async function planImport(
  store: Store,
  file: Blob,
  opts: StreamOptions & { check?: ReplayCheck; restoreDeleted?: boolean } = {},
): Promise<StreamPlan> {
  const db = store.database;
  const tick = slicer();
  const opened = await openBackup(file, (read) => opts.onProgress?.({ done: read, total: file.size }));
  const plan: StreamPlan = {
    source: file,
    version: opened.version,
    kind: opened.kind,
    exportedAt: opened.exportedAt,
    add: [],
    update: [],
    skip: [],
    damaged: [],
    settingRecords: [],
    players: [],
    want: new Map(),
    bytes: 0,
    revive: new Set(),
    counts: { matches: 0, moves: 0, sheets: 0 },
  };
  const damaged = (why: string) => plan.damaged.push(why);
  try {
    for await (const batch of validBatches(opened.entries, damaged, tick, opts.signal)) {
      const games: Extract<Valid, { kind: 'game' }>[] = [];
      for (const r of batch) {
        if (r.kind === 'setting') {
          if (isLocalSetting(r.setting.key)) continue;
          if (r.setting.key === 'settings' && isObject(r.setting.value)) plan.settings = r.setting.value;
          plan.settingRecords.push(r.setting);
          continue;
        }
        if (r.kind === 'player') {
          plan.players.push(r.player);
          continue;
        }
        if (r.kind === 'sheet') continue;
        if (opts.check) {
          const why = await opts.check(
            r.match,
            r.moves.map((m) => ({ seat: m.seat, move: m.move })),
          );
          await tick();
          throwIfCancelled(opts.signal);
          if (why) {
            damaged(`game ${r.match.id.slice(0, 40)}: ${why}`);
            continue;
          }
        }
        games.push(r);
      }
      const sheets = batch.filter((r): r is Extract<Valid, { kind: 'sheet' }> => r.kind === 'sheet');
      if (!games.length && !sheets.length) continue;
      await guarded(async () => {
        const tx = db.transaction(['matches', 'moves', 'sheets', 'tombstones'], 'readonly');
        for (const { match: m, moves, size } of games) {
          plan.counts.matches++;
          plan.counts.moves += moves.length;
          const item = { kind: 'game' as const, id: m.id, title: matchTitle(m) };
          const no = await importable(tx, plan, 'game', m.id, opts.restoreDeleted === true);
          if (no && 'reason' in no) {
            plan.skip.push({ ...item, ...no });
            continue;
          }
          const note = no?.note ?? '';
          const raw = await tx.objectStore('matches').get(m.id);
          if (raw === undefined) {
            plan.add.push({ ...item, reason: `${m.moveCount} moves${note}` });
            plan.want.set(`g:${m.id}`, { seen: null });
            plan.bytes += size;
            continue;
          }
          const stored = parseMatch(raw);
          if (!stored.ok) {
            plan.skip.push({ ...item, reason: 'the copy on this phone is damaged; it was left as it is' });
            continue;
          }
          const have = await tx.objectStore('moves').getAll(movesRange(m.id));
          const verdict = judgeMatch(m, moves, stored.value, have);
          plan[verdict.list].push({ ...item, reason: verdict.reason });
          if (verdict.list === 'update') {
            plan.want.set(`g:${m.id}`, { seen: raw.moveCount });
            plan.bytes += size;
          }
        }
        for (const { sheet: sh, size } of sheets) {
          plan.counts.sheets++;
          const item = { kind: 'sheet' as const, id: sh.id, title: sh.title || 'score sheet' };
          const no = await importable(tx, plan, 'sheet', sh.id, opts.restoreDeleted === true);
          if (no && 'reason' in no) {
            plan.skip.push({ ...item, ...no });
            continue;
          }
          const note = no?.note ?? '';
          const raw = await tx.objectStore('sheets').get(sh.id);
          if (raw === undefined) {
            plan.add.push({ ...item, reason: `${sh.rounds.length} rounds${note}` });
            plan.want.set(`s:${sh.id}`, { seen: null });
            plan.bytes += size;
            continue;
          }
          const stored = parseSheet(raw);
          if (!stored.ok) {
            plan.skip.push({ ...item, reason: 'the copy on this phone is damaged; it was left as it is' });
            continue;
          }
          const verdict = judgeSheet(sh, stored.value);
          plan[verdict.list].push({ ...item, reason: verdict.reason });
          if (verdict.list === 'update') {
            plan.want.set(`s:${sh.id}`, { seen: raw.updatedAt });
            plan.bytes += size;
          }
        }
        await tx.done;
      });
      await tick();
    }
  } finally {
    await opened.entries.return(undefined);
  }
  return plan;
}

async function guarded<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof StorageError || e instanceof BackupCancelled) throw e;
    throw new StorageError(describeStorageFailure(e), e);
  }
}

// ---------- applying ----------
export interface ImportResult {
  matches: number;
  sheets: number;
  moves: number;
}

export type Estimate = () => Promise<{ quota?: number; usage?: number } | undefined>;

const browserEstimate: Estimate = async () => {
  if (typeof navigator === 'undefined' || typeof navigator.storage?.estimate !== 'function') return undefined;
  return navigator.storage.estimate();
};

const mb = (n: number) => `${Math.max(0.1, n / 1e6).toFixed(1)} MB`;

/** Records written per transaction (with its undo record). */
const WRITE_BATCH_MOVES = 500;
const WRITE_BATCH_RECORDS = 64;
/**
 * Queueing a write costs main-thread time (the record is cloned and sent: 0.1 to 0.5 ms a move in
 * Chromium on a slow or busy core), so a batch's writes are queued in slices of this many ms: after
 * each, the page gets a turn while the transaction waits on the slice's first write (a transaction
 * with writes pending stays open, so the batch is still one transaction with its undo record).
 */
const WRITE_SLICE_MS = 20;

/** The request's success: a continuation that runs in its event, while its transaction is active. */
const settled = (req: IDBRequest) =>
  new Promise<void>((res, rej) => {
    req.addEventListener('success', () => res(), { once: true });
    req.addEventListener('error', () => rej(req.error), { once: true });
  });

/**
 * Write what a plan said, batch by batch. Before anything is written, the space it needs is
 * checked against what the browser says is free. A cancel, a failure, or a game or sheet that
 * changed since the plan rolls back every batch already written, so the store is as it was.
 */
export async function applyImport(
  store: Store,
  plan: StreamPlan,
  opts: StreamOptions & { now?: number; estimate?: Estimate } = {},
): Promise<ImportResult> {
  const db = store.database;
  const now = opts.now ?? Date.now();
  const est = await (opts.estimate ?? browserEstimate)().catch(() => undefined);
  if (est && typeof est.quota === 'number' && typeof est.usage === 'number') {
    const free = est.quota - est.usage;
    const need = Math.round(plan.bytes * 1.2);
    if (need > free)
      throw new Error(
        `This backup needs about ${mb(need)} of space on this phone, and only about ${mb(free)} is free. Free some space (or import a smaller backup), then try again. Nothing was changed.`,
      );
  }
  throwIfCancelled(opts.signal);
  const group = `${IMPORT_UNDO_KEY}:${String(now).padStart(15, '0')}:`;
  let part = 0;
  const result: ImportResult = { matches: 0, sheets: 0, moves: 0 };
  const tick = slicer();
  const done = new Set<string>();
  const opened = await openBackup(plan.source);
  let written = 0;
  const write = (batch: Valid[]) =>
    guarded(async () => {
      const tx = db.transaction(['matches', 'moves', 'sheets', 'settings'], 'readwrite');
      const ms = tx.objectStore('matches');
      const ss = tx.objectStore('sheets');
      // Moves go through the plain IndexedDB store: a promise per move costs more than the move.
      const mv = unwrap(tx.objectStore('moves'));
      let slice = performance.now();
      let first: IDBRequest | undefined;
      const snap: ImportSnapshot = {
        at: now,
        addedMatches: [],
        addedSheets: [],
        updatedMatches: [],
        updatedSheets: [],
      };
      const abort = (why: string): never => {
        tx.done.catch(() => undefined);
        tx.abort();
        throw new StorageError(why);
      };
      // Every record this batch replaces, read first (all at once), then every write.
      const curs = await Promise.all(
        batch.map((r) =>
          r.kind === 'game' ? ms.get(r.match.id) : r.kind === 'sheet' ? ss.get(r.sheet.id) : undefined,
        ),
      );
      for (const [k, r] of batch.entries()) {
        if (r.kind === 'game') {
          const m = r.match;
          const cur = curs[k] as MatchRecord | undefined;
          if ((cur?.moveCount ?? null) !== plan.want.get(`g:${m.id}`)?.seen)
            abort('A game changed while the import was being prepared. Nothing was changed; try the import again.');
          const from = cur?.moveCount ?? 0;
          for (let i = from; i < r.moves.length; i++) {
            const req = mv.put(r.moves[i]!);
            first ??= req;
            if (performance.now() - slice > WRITE_SLICE_MS) {
              await settled(first).catch((e) => {
                quiet(tx.done);
                throw e;
              });
              first = undefined;
              slice = performance.now();
            }
          }
          result.moves += r.moves.length - from;
          result.matches++;
          const updatedAt = Math.max(m.updatedAt, cur?.updatedAt ?? 0);
          quiet(ms.put(storedMatch({ ...m, updatedAt })));
          if (cur) snap.updatedMatches.push({ before: cur, after: updatedAt });
          else snap.addedMatches.push({ id: m.id, after: updatedAt });
        } else if (r.kind === 'sheet') {
          const sh = r.sheet;
          const cur = curs[k] as ScoreSheet | undefined;
          if ((cur?.updatedAt ?? null) !== plan.want.get(`s:${sh.id}`)?.seen)
            abort(
              'A score sheet changed while the import was being prepared. Nothing was changed; try the import again.',
            );
          const updatedAt = Math.max(sh.updatedAt, cur?.updatedAt ?? 0);
          quiet(ss.put({ ...sh, updatedAt }));
          result.sheets++;
          if (cur) snap.updatedSheets.push({ before: cur, after: updatedAt });
          else snap.addedSheets.push({ id: sh.id, after: updatedAt });
        }
      }
      void tx.objectStore('settings').put({ key: `${group}${String(part++).padStart(6, '0')}`, value: snap });
      await tx.done;
      // Progress in records written (the file is read ahead of the writes).
      written += batch.length;
      opts.onProgress?.({ done: written, total: plan.want.size });
    });
  try {
    let batch: Valid[] = [];
    let moves = 0;
    for await (const e of opened.entries) {
      throwIfCancelled(opts.signal);
      if (e.t !== 'match' && e.t !== 'sheet') continue;
      // Only what the plan chose; the record is read and checked again (the same file).
      const id = idOf(e.raw);
      const key = `${e.t === 'match' ? 'g' : 's'}:${id}`;
      if (!plan.want.has(key) || done.has(key)) continue;
      const r = validate(e);
      await tick();
      if (
        typeof r === 'string' ||
        (r.kind === 'game' ? `g:${r.match.id}` : r.kind === 'sheet' ? `s:${r.sheet.id}` : '') !== key
      )
        throw new Error('The backup file changed while it was being imported. Nothing was changed.');
      done.add(key);
      batch.push(r);
      if (r.kind === 'game') moves += r.moves.length;
      if (batch.length >= WRITE_BATCH_RECORDS || moves >= WRITE_BATCH_MOVES) {
        throwIfCancelled(opts.signal);
        await write(batch);
        batch = [];
        moves = 0;
      }
    }
    throwIfCancelled(opts.signal);
    if (done.size !== plan.want.size)
      throw new Error('The backup file changed while it was being imported. Nothing was changed.');
    if (batch.length) await write(batch);
    throwIfCancelled(opts.signal);
    // The last step: the settings, and this import becomes the one "Undo the last import" undoes.
    // What the player asked back is no longer deleted here (its tombstone goes, issue 32 §3).
    await guarded(async () => {
      const tx = db.transaction(['settings', 'tombstones', 'players'], 'readwrite');
      const st = tx.objectStore('settings');
      for (const r of plan.settingRecords) void st.put(r);
      // Players: merge-only, as everything else (a player this phone has is kept as it is here).
      const ps = tx.objectStore('players');
      const have = new Set(await ps.getAllKeys());
      for (const p of plan.players) if (!have.has(p.id)) void ps.put(p);
      if (part === 0) void st.put({ key: `${group}${'0'.padStart(6, '0')}`, value: emptySnap(now) });
      const keys = await st.getAllKeys(IDBKeyRange.bound(IMPORT_UNDO_KEY, `${IMPORT_UNDO_KEY}\uffff`));
      for (const k of keys) if (!k.startsWith(group)) void st.delete(k);
      for (const key of plan.revive) void tx.objectStore('tombstones').delete(key);
      await tx.done;
    });
    // Records of an older backup (no player ids) get their players as the v5 upgrade gives them.
    await guarded(() => healPlayers(store, now));
    // The statistics' cache is recomputed (records may have come with an older `updatedAt`).
    await guarded(() => store.withDb((db) => db.clear('summaries')));
    return result;
  } catch (e) {
    await opened.entries.return(undefined).catch(() => undefined);
    if (part > 0) await store.undoImport(group);
    throw e;
  }
}

/** A request whose failure the transaction reports (its `done`): not unhandled on its own. */
const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);

const emptySnap = (at: number): ImportSnapshot => ({
  at,
  addedMatches: [],
  addedSheets: [],
  updatedMatches: [],
  updatedSheets: [],
});

/** Plan and apply in one go (tests, scripts, the benchmark). */
export async function importFile(
  store: Store,
  file: Blob,
  opts: StreamOptions & { check?: ReplayCheck; now?: number; estimate?: Estimate } = {},
): Promise<ImportResult & { damaged: string[]; skipped: number }> {
  const plan = await planImport(store, file, opts);
  const r = await applyImport(store, plan, opts);
  return { ...r, damaged: plan.damaged, skipped: plan.skip.length };
}
