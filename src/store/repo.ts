/**
 * The store: matches as move logs (one move appended at a time), score sheets, settings
 * and backups, over IndexedDB. Every read is validated; a bad record is reported and
 * skipped. Every failed write becomes a StorageError with a message for the player.
 */
import * as v from 'valibot';
import type { LoggedMove } from '../engine/match.ts';
import { openCarriageDB, type DB } from './db.ts';
import {
  AppSettingsSchema,
  SCHEMA_VERSION,
  checkMatch,
  checkMove,
  checkSheet,
  parseMatch,
  parseMove,
  parseSetting,
  parseSheet,
  type LimitCode,
  type MatchRecord,
  type MoveRecord,
  type Refusal,
  type ScoreSheet,
  type SettingRecord,
  tombstoneKey,
} from './records.ts';

/** A write or open that failed, with a sentence a player can act on. */
export class StorageError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** Turn an IndexedDB failure into a player-facing sentence. */
export function describeStorageFailure(e: unknown): string {
  const name = e instanceof DOMException || e instanceof Error ? e.name : '';
  if (name === 'QuotaExceededError')
    return 'This device is out of storage space, so the last change could not be saved.';
  if (name === 'InvalidStateError' || name === 'SecurityError')
    return 'Saving is not available here (private browsing?), so changes are kept only until the app closes.';
  if (name === 'VersionError') return 'A newer version of Carriage is open in another tab. Close it and reload.';
  return `Saving failed (${name || 'unknown error'}).`;
}

async function guard<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof StorageError) throw e;
    throw new StorageError(describeStorageFailure(e), e);
  }
}

/**
 * A record the store would not read back (a limit of records.ts broken): refused before anything
 * is written, so nothing stored changes. `code` names the limit; the app words it
 * (`LIMIT_WORDS`, src/app/limits.words.ts), the message is the schema's sentence.
 */
export class RecordRefusedError extends StorageError {
  readonly code: LimitCode;
  constructor(
    readonly what: 'match' | 'move' | 'sheet',
    refusal: Refusal,
  ) {
    super(`Not saved, it could not be read back (${refusal.detail}).`);
    this.name = 'RecordRefusedError';
    this.code = refusal.code;
  }
}

function refuse(what: 'match' | 'move' | 'sheet', r: Refusal | null): void {
  if (r) throw new RecordRefusedError(what, r);
}

/** The saved log is not the one this tab built on: another tab (or window) moved or undid. */
export class ConflictError extends StorageError {
  constructor() {
    super('This game was changed in another tab or window, so this tab shows the saved game again.');
    this.name = 'ConflictError';
  }
}

export interface Loaded<T> {
  items: T[];
  /** One sentence per record that could not be read (it was skipped). */
  problems: string[];
}

export interface LoadedMatch {
  match: MatchRecord;
  moves: LoggedMove[];
  problems: string[];
}

export const BACKUP_FORMAT = 'carriage-backup';
export const BACKUP_VERSION = 1;
/** A backup file larger than this is refused before it is parsed. */
const MAX_BACKUP_CHARS = 30_000_000;
/**
 * The settings key that keeps the last import's undo snapshot (never exported). A streamed import
 * (`backup-stream.ts`) keeps one snapshot per batch under `__import-undo:<time>:<part>`.
 */
export const IMPORT_UNDO_KEY = '__import-undo';
const UNDO_KEYS = () => IDBKeyRange.bound(IMPORT_UNDO_KEY, `${IMPORT_UNDO_KEY}\uffff`);
/** The group an undo key belongs to: '' for a whole-file import's one key, else `__import-undo:<time>:`. */
const undoGroup = (key: string) => (key === IMPORT_UNDO_KEY ? '' : key.slice(0, key.lastIndexOf(':') + 1));

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  schema: number;
  exportedAt: string;
  matches: MatchRecord[];
  moves: MoveRecord[];
  sheets: ScoreSheet[];
  settings: SettingRecord[];
}

export interface ImportSummary {
  matches: number;
  sheets: number;
  moves: number;
}

/** One game or sheet of a backup and what an import does with it. */
export interface PlanItem {
  kind: 'game' | 'sheet';
  id: string;
  title: string;
  /** Why it is skipped, or what an update adds. */
  reason: string;
  /** Deleted on this phone (a tombstone): skipped unless the player asked for it back. */
  deleted?: true;
}

export interface ImportPlan {
  backup: BackupFile;
  add: PlanItem[];
  update: PlanItem[];
  skip: PlanItem[];
  /** The app settings the backup carries (validated), applied after the import. */
  settings?: Record<string, unknown>;
  /** What the plan was made against: an import refuses if any of it changed meanwhile. */
  seen: { matches: Record<string, number | null>; sheets: Record<string, number | null> };
}

/** What an import changed, kept so that it can be undone. */
export interface ImportSnapshot {
  at: number;
  /** Games and sheets the import added, with the updatedAt it gave them. */
  addedMatches: { id: string; after: number }[];
  addedSheets: { id: string; after: number }[];
  /** Matches that got more moves: the record before, and the updatedAt the import gave them. */
  updatedMatches: { before: MatchRecord; after: number }[];
  updatedSheets: { before: ScoreSheet; after: number }[];
}

function backupProblem(text: string): never {
  throw new Error(`This backup was not imported: ${text}. Nothing was changed.`);
}

/** Check a backup file completely. Throws an Error with a clear message; changes nothing. */
export function validateBackup(text: string): BackupFile {
  if (text.length > MAX_BACKUP_CHARS)
    backupProblem(`the file is too large (${Math.round(text.length / 1e6)} MB; at most ${MAX_BACKUP_CHARS / 1e6} MB)`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(
      'This file is not a Carriage backup: it is not valid JSON (it may be cut short or damaged). Nothing was changed.',
    );
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    Array.isArray(data) ||
    (data as Record<string, unknown>).format !== BACKUP_FORMAT
  ) {
    throw new Error('This file is not a Carriage backup (its format marker is missing). Nothing was changed.');
  }
  const d = data as Record<string, unknown>;
  if (d.version === undefined)
    backupProblem('it has no version number, so it is not a Carriage backup or it is damaged');
  if (typeof d.version !== 'number' || !Number.isInteger(d.version) || d.version < 1)
    backupProblem(`its version (${JSON.stringify(d.version).slice(0, 20)}) is not a valid version number`);
  if (d.version > BACKUP_VERSION)
    throw new Error(
      'This backup was made by a newer version of Carriage. Update the app, then import it. Nothing was changed.',
    );
  if (
    d.schema !== undefined &&
    (typeof d.schema !== 'number' || !Number.isInteger(d.schema) || d.schema < 1 || d.schema > SCHEMA_VERSION)
  ) {
    backupProblem(
      `its data schema (${JSON.stringify(d.schema).slice(0, 20)}) is not one this version knows (1 to ${SCHEMA_VERSION})`,
    );
  }
  if (d.exportedAt !== undefined && (typeof d.exportedAt !== 'string' || d.exportedAt.length > 40))
    backupProblem('its export date is malformed');
  for (const k of ['matches', 'moves', 'sheets', 'settings'] as const) {
    if (!Array.isArray(d[k])) backupProblem(`its "${k}" list is missing`);
  }
  const out: BackupFile = {
    format: BACKUP_FORMAT,
    version: d.version,
    schema: typeof d.schema === 'number' ? d.schema : SCHEMA_VERSION,
    exportedAt: typeof d.exportedAt === 'string' ? d.exportedAt : '',
    matches: [],
    moves: [],
    sheets: [],
    settings: [],
  };
  const errors: string[] = [];
  const take = <T>(
    list: unknown[],
    parse: (x: unknown) => { ok: true; value: T } | { ok: false; error: string },
    into: T[],
  ) => {
    for (const x of list) {
      const p = parse(x);
      if (p.ok) into.push(p.value);
      else errors.push(p.error);
      if (errors.length > 20) break;
    }
  };
  take(d.matches as unknown[], parseMatch, out.matches);
  take(d.moves as unknown[], parseMove, out.moves);
  take(d.sheets as unknown[], parseSheet, out.sheets);
  take(d.settings as unknown[], parseSetting, out.settings);
  const dup = <T>(xs: T[], key: (x: T) => string, what: string) => {
    const seen = new Set<string>();
    for (const x of xs) {
      const k = key(x);
      if (seen.has(k)) errors.push(`${what} ${k.slice(0, 40)} appears twice`);
      seen.add(k);
    }
  };
  dup(out.matches, (m) => m.id, 'match');
  dup(out.sheets, (s) => s.id, 'score sheet');
  dup(out.moves, (m) => `${m.matchId} #${m.seq}`, 'move');
  const matchIds = new Set(out.matches.map((m) => m.id));
  const bySeq = new Map<string, number[]>();
  for (const mv of out.moves) {
    if (!matchIds.has(mv.matchId)) errors.push(`move ${mv.seq}: it belongs to no match in the file`);
    bySeq.set(mv.matchId, [...(bySeq.get(mv.matchId) ?? []), mv.seq]);
  }
  for (const m of out.matches) {
    const seqs = (bySeq.get(m.id) ?? []).sort((a, b) => a - b);
    if (seqs.length !== m.moveCount || seqs.some((s, i) => s !== i))
      errors.push(`match ${m.id}: its move log is incomplete`);
    if (m.seats.length > 0 && (bySeq.get(m.id) ?? []).length > 0) {
      for (const mv of out.moves)
        if (mv.matchId === m.id && mv.seat >= m.seats.length)
          errors.push(`move ${mv.seq} of ${m.id}: seat ${mv.seat + 1} is not at this table`);
    }
  }
  const app = out.settings.find((s) => s.key === 'settings');
  if (app && !v.safeParse(AppSettingsSchema, app.value).success) errors.push('the app settings are malformed');
  if (errors.length > 0) {
    const shown = errors.slice(0, 3).join('; ');
    throw new Error(
      `This backup is damaged and was not imported (${errors.length > 20 ? 'over 20' : errors.length} problem${errors.length > 1 ? 's' : ''}: ${shown}${errors.length > 3 ? '; …' : ''}). Nothing was changed.`,
    );
  }
  return out;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const isPrefix = <T>(short: readonly T[], long: readonly T[], eq: (a: T, b: T) => boolean) =>
  short.length <= long.length && short.every((x, i) => eq(x, long[i]!));

export class Store {
  private constructor(private readonly db: DB) {}

  /** Open the database; throws StorageError if IndexedDB is unavailable. */
  static async open(name?: string): Promise<Store> {
    return guard(async () => {
      // Another tab (or a backup wipe) wants to upgrade or delete: let it, rather than block it.
      let db: DB | undefined;
      db = await openCarriageDB(name, { onBlocking: () => db?.close() });
      return new Store(db);
    });
  }

  close(): void {
    this.db.close();
  }

  /** The database itself, for the backup streams (`backup-stream.ts`) only. */
  get database(): DB {
    return this.db;
  }

  /** Unfinished and finished matches, newest first; bad records are skipped and reported. */
  async listMatches(): Promise<Loaded<MatchRecord>> {
    return guard(async () => {
      const out = collect(await this.db.getAll('matches'), parseMatch);
      out.items.sort((a, b) => b.updatedAt - a.updatedAt);
      return out;
    });
  }

  /** A match and its move log; the log stops at the first unreadable move (reported). */
  async loadMatch(id: string): Promise<LoadedMatch | undefined> {
    return guard(async () => {
      const raw = await this.db.get('matches', id);
      if (raw === undefined) return undefined;
      const p = parseMatch(raw);
      if (!p.ok) throw new StorageError(`This saved game cannot be read (${p.error}).`);
      const rawMoves = await this.db.getAll('moves', IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
      const moves: LoggedMove[] = [];
      const problems: string[] = [];
      for (const [i, r] of rawMoves.entries()) {
        const m = parseMove(r);
        if (!m.ok || m.value.seq !== i) {
          problems.push(`The saved game stops at move ${i + 1}: ${m.ok ? 'a move is missing' : m.error}.`);
          break;
        }
        moves.push({ seat: m.value.seat, move: m.value.move });
      }
      return { match: p.value, moves, problems };
    });
  }

  /** Store a new match and its score sheet together. */
  async createMatch(match: MatchRecord, sheet: ScoreSheet): Promise<void> {
    return guard(async () => {
      refuse('match', checkMatch(match));
      refuse('sheet', checkSheet(sheet));
      const tx = this.db.transaction(['matches', 'sheets'], 'readwrite');
      await Promise.all([tx.objectStore('matches').put(match), tx.objectStore('sheets').put(sheet), tx.done]);
    });
  }

  /**
   * Append move `seq` to a match's log and update its bookkeeping in one transaction.
   * Resolves only once the move is durably written.
   */
  async appendMoves(
    matchId: string,
    first: number,
    moves: readonly LoggedMove[],
    meta: Partial<Pick<MatchRecord, 'progress' | 'finished'>>,
    now: number,
  ): Promise<void> {
    return guard(async () => {
      const records: MoveRecord[] = moves.map((m, i) => ({
        matchId,
        seq: first + i,
        seat: m.seat,
        move: m.move,
        at: now,
      }));
      for (const r of records) refuse('move', checkMove(r));
      const tx = this.db.transaction(['matches', 'moves'], 'readwrite');
      const ms = tx.objectStore('matches');
      const match = await ms.get(matchId);
      if (!match) throw new StorageError('This game is no longer stored on this device.');
      if (match.moveCount !== first) throw new ConflictError();
      const next = { ...match, ...meta, moveCount: first + moves.length, updatedAt: now };
      // Refused before any put: the transaction commits having written nothing.
      refuse('match', checkMatch(next));
      const mv = tx.objectStore('moves');
      for (const r of records) void mv.put(r);
      await ms.put(next);
      await tx.done;
    });
  }

  /** Take back moves: keep only the first `count` moves of the log. */
  async truncateMoves(
    matchId: string,
    count: number,
    meta: Partial<Pick<MatchRecord, 'progress' | 'finished'>>,
    now: number,
    expected?: number,
  ): Promise<void> {
    return guard(async () => {
      const tx = this.db.transaction(['matches', 'moves'], 'readwrite');
      const ms = tx.objectStore('matches');
      const match = await ms.get(matchId);
      if (!match) throw new StorageError('This game is no longer stored on this device.');
      // Undo only what this tab saw: a log that grew elsewhere is never cut (no forks).
      if (expected !== undefined && match.moveCount !== expected) throw new ConflictError();
      await tx.objectStore('moves').delete(IDBKeyRange.bound([matchId, count], [matchId, Number.MAX_SAFE_INTEGER]));
      await ms.put({ ...match, ...meta, moveCount: count, updatedAt: now });
      await tx.done;
    });
  }

  async deleteMatch(id: string): Promise<void> {
    return guard(async () => {
      const tx = this.db.transaction(['matches', 'moves'], 'readwrite');
      await tx.objectStore('moves').delete(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
      await tx.objectStore('matches').delete(id);
      await tx.done;
    });
  }

  /** Score sheets, newest first; bad records are skipped and reported. */
  async listSheets(): Promise<Loaded<ScoreSheet>> {
    return guard(async () => {
      const out = collect(await this.db.getAll('sheets'), parseSheet);
      out.items.sort((a, b) => b.updatedAt - a.updatedAt);
      return out;
    });
  }

  async getSheet(id: string): Promise<ScoreSheet | undefined> {
    return guard(async () => {
      const raw = await this.db.get('sheets', id);
      if (raw === undefined) return undefined;
      const p = parseSheet(raw);
      if (!p.ok) throw new StorageError(`This score sheet cannot be read (${p.error}).`);
      return p.value;
    });
  }

  /** Store a sheet; one the store would not read back is refused (RecordRefusedError) and nothing changes. */
  async putSheet(sheet: ScoreSheet): Promise<void> {
    return guard(async () => {
      refuse('sheet', checkSheet(sheet));
      await this.db.put('sheets', sheet);
    });
  }

  async deleteSheet(id: string): Promise<void> {
    return guard(async () => void (await this.db.delete('sheets', id)));
  }

  /**
   * The database, for the History screen's reads and the deletes and archives of
   * src/store/history.ts and src/store/trash.ts (issue 32 §2–3), loaded with the screens that use
   * them; a failure becomes a StorageError as everywhere here.
   */
  async withDb<T>(
    f: (db: DB, parsers: { parseMatch: typeof parseMatch; parseSheet: typeof parseSheet }) => Promise<T>,
  ): Promise<T> {
    return guard(() => f(this.db, { parseMatch, parseSheet }));
  }

  async getSettings(): Promise<Record<string, unknown>> {
    return guard(async () => {
      const out: Record<string, unknown> = {};
      for (const r of await this.db.getAll('settings')) {
        const p = parseSetting(r);
        if (p.ok && !p.value.key.startsWith(IMPORT_UNDO_KEY)) out[p.value.key] = p.value.value;
      }
      return out;
    });
  }

  async setSetting(key: string, value: unknown): Promise<void> {
    return guard(async () => void (await this.db.put('settings', { key, value })));
  }

  /** Everything, as a backup file object. */
  async exportBackup(now: Date): Promise<BackupFile> {
    return guard(async () => {
      const tx = this.db.transaction(['matches', 'moves', 'sheets', 'settings'], 'readonly');
      const [matches, moves, sheets, settings] = await Promise.all([
        tx.objectStore('matches').getAll(),
        tx.objectStore('moves').getAll(),
        tx.objectStore('sheets').getAll(),
        tx.objectStore('settings').getAll(),
      ]);
      return {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        schema: SCHEMA_VERSION,
        exportedAt: now.toISOString(),
        matches,
        moves,
        sheets,
        settings: settings.filter((x) => !x.key.startsWith(IMPORT_UNDO_KEY)),
      };
    });
  }

  /**
   * Compare a backup with what is stored, changing nothing: each game and sheet is added
   * (new here), updated (the backup is ahead: the stored moves or sheet changes are a prefix
   * of the backup's) or skipped (behind, the same, or changed on both sides). `check` may
   * refuse a match (e.g. its moves do not replay); any refusal refuses the whole file.
   */
  async planImport(
    text: string,
    check?: (match: MatchRecord, moves: LoggedMove[]) => Promise<string | null>,
    opts: { restoreDeleted?: boolean } = {},
  ): Promise<ImportPlan> {
    const b = validateBackup(text);
    const movesOf = new Map<string, LoggedMove[]>();
    for (const m of [...b.moves].sort((x, y) => x.seq - y.seq))
      movesOf.set(m.matchId, [...(movesOf.get(m.matchId) ?? []), { seat: m.seat, move: m.move }]);
    if (check) {
      const problems: string[] = [];
      for (const m of b.matches) {
        const why = await check(m, movesOf.get(m.id) ?? []);
        if (why) problems.push(`game ${m.id.slice(0, 40)}: ${why}`);
      }
      if (problems.length)
        throw new Error(
          `This backup was not imported: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '; …' : ''}. Nothing was changed.`,
        );
    }
    return guard(async () => {
      const plan: ImportPlan = { backup: b, add: [], update: [], skip: [], seen: { matches: {}, sheets: {} } };
      const tx = this.db.transaction(['matches', 'moves', 'sheets', 'tombstones'], 'readonly');
      // What was deleted on this phone stays deleted unless the player asks for it back (trash.ts).
      const revived = new Map<string, string>();
      const deleted = async (kind: 'match' | 'sheet', id: string, title: string, item: PlanItem['kind']) => {
        const t = await tx.objectStore('tombstones').get(tombstoneKey(kind, id));
        if (!t) return false;
        const on = new Date(t.deletedAt).toLocaleDateString(undefined, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        });
        if (opts.restoreDeleted) {
          revived.set(`${item}:${id}`, `deleted on this phone on ${on}; brought back`);
          return false;
        }
        plan.skip.push({ kind: item, id, title, reason: `deleted on this phone on ${on}`, deleted: true });
        return true;
      };
      for (const m of b.matches) {
        const title = m.progress ? `${m.gameId} (${m.progress})` : m.gameId;
        if (await deleted('match', m.id, title, 'game')) continue;
        const raw = await tx.objectStore('matches').get(m.id);
        const stored = raw === undefined ? undefined : parseMatch(raw);
        plan.seen.matches[m.id] = raw === undefined ? null : (raw as MatchRecord).moveCount;
        if (!stored) {
          plan.add.push({ kind: 'game', id: m.id, title, reason: `${m.moveCount} moves` });
          continue;
        }
        if (!stored.ok) {
          plan.skip.push({
            kind: 'game',
            id: m.id,
            title,
            reason: 'the copy on this phone is damaged; it was left as it is',
          });
          continue;
        }
        const have = (
          await tx.objectStore('moves').getAll(IDBKeyRange.bound([m.id, 0], [m.id, Number.MAX_SAFE_INTEGER]))
        ).map((r) => ({ seat: r.seat, move: r.move }));
        const theirs = movesOf.get(m.id) ?? [];
        const setupSame = same(
          { g: m.gameId, o: m.options, s: m.seed, p: m.seats, d: m.deck },
          {
            g: stored.value.gameId,
            o: stored.value.options,
            s: stored.value.seed,
            p: stored.value.seats,
            d: stored.value.deck,
          },
        );
        const eq = (x: LoggedMove, y: LoggedMove) => x.seat === y.seat && same(x.move, y.move);
        if (!setupSame)
          plan.skip.push({
            kind: 'game',
            id: m.id,
            title,
            reason: 'a different game with the same id is on this phone; it was kept',
          });
        else if (theirs.length > have.length && isPrefix(have, theirs, eq))
          plan.update.push({
            kind: 'game',
            id: m.id,
            title,
            reason: `${theirs.length - have.length} more moves (${have.length} → ${theirs.length})`,
          });
        else if (theirs.length === have.length && isPrefix(have, theirs, eq))
          plan.skip.push({ kind: 'game', id: m.id, title, reason: 'already here, the same' });
        else if (isPrefix(theirs, have, eq))
          plan.skip.push({
            kind: 'game',
            id: m.id,
            title,
            reason: `the backup is behind (${theirs.length} moves; this phone has ${have.length})`,
          });
        else
          plan.skip.push({
            kind: 'game',
            id: m.id,
            title,
            reason: "played differently on this phone since; this phone's game was kept",
          });
      }
      for (const sh of b.sheets) {
        const title = sh.title || 'score sheet';
        if (await deleted('sheet', sh.id, title, 'sheet')) continue;
        const raw = await tx.objectStore('sheets').get(sh.id);
        const stored = raw === undefined ? undefined : parseSheet(raw);
        plan.seen.sheets[sh.id] = raw === undefined ? null : (raw as ScoreSheet).updatedAt;
        if (!stored) {
          plan.add.push({ kind: 'sheet', id: sh.id, title, reason: `${sh.rounds.length} rounds` });
          continue;
        }
        if (!stored.ok) {
          plan.skip.push({
            kind: 'sheet',
            id: sh.id,
            title,
            reason: 'the copy on this phone is damaged; it was left as it is',
          });
          continue;
        }
        const mine = stored.value;
        const sameState = same(mine.rounds, sh.rounds) && same(mine.players, sh.players);
        if (sameState && same(mine.history, sh.history))
          plan.skip.push({ kind: 'sheet', id: sh.id, title, reason: 'already here, the same' });
        else if (
          sh.history.length > mine.history.length &&
          isPrefix(mine.history, sh.history, same) &&
          same(mine.players, sh.players)
        ) {
          plan.update.push({
            kind: 'sheet',
            id: sh.id,
            title,
            reason: `${sh.history.length - mine.history.length} more changes (${mine.rounds.length} → ${sh.rounds.length} rounds)`,
          });
        } else if (isPrefix(sh.history, mine.history, same))
          plan.skip.push({
            kind: 'sheet',
            id: sh.id,
            title,
            reason: `the backup is behind (${sh.rounds.length} rounds; this phone has ${mine.rounds.length})`,
          });
        else
          plan.skip.push({
            kind: 'sheet',
            id: sh.id,
            title,
            reason: "changed on this phone since; this phone's sheet was kept",
          });
      }
      await tx.done;
      for (const i of plan.add) {
        const why = revived.get(`${i.kind}:${i.id}`);
        if (why) i.reason = `${i.reason} (${why})`;
      }
      const app = b.settings.find((x) => x.key === 'settings');
      if (app && typeof app.value === 'object' && app.value !== null)
        plan.settings = app.value as Record<string, unknown>;
      return plan;
    });
  }

  /**
   * Write a plan in one transaction (all or nothing), keeping an undo snapshot of what it
   * replaces. Refuses if anything it compared changed since the plan was made.
   */
  async applyImport(plan: ImportPlan, now: number): Promise<ImportSummary> {
    return guard(async () => {
      const b = plan.backup;
      const tx = this.db.transaction(['matches', 'moves', 'sheets', 'settings', 'tombstones'], 'readwrite');
      const ms = tx.objectStore('matches');
      const ss = tx.objectStore('sheets');
      const mv = tx.objectStore('moves');
      const ts = tx.objectStore('tombstones');
      const snap: ImportSnapshot = {
        at: now,
        addedMatches: [],
        addedSheets: [],
        updatedMatches: [],
        updatedSheets: [],
      };
      let moves = 0;
      const abort = (why: string) => {
        tx.abort();
        throw new StorageError(why);
      };
      for (const item of [...plan.add, ...plan.update]) {
        if (item.kind === 'game') {
          const m = b.matches.find((x) => x.id === item.id)!;
          const cur = (await ms.get(m.id)) as MatchRecord | undefined;
          if ((cur?.moveCount ?? null) !== plan.seen.matches[m.id])
            abort('A game changed while the import was being prepared. Nothing was changed; try the import again.');
          const from = cur?.moveCount ?? 0;
          for (const r of b.moves) {
            if (r.matchId === m.id && r.seq >= from) {
              void mv.put(r);
              moves++;
            }
          }
          const updatedAt = Math.max(m.updatedAt, cur?.updatedAt ?? 0);
          void ms.put({ ...m, updatedAt });
          // Brought back on the player's word: it is no longer deleted here.
          void ts.delete(tombstoneKey('match', m.id));
          if (cur) snap.updatedMatches.push({ before: cur, after: updatedAt });
          else snap.addedMatches.push({ id: m.id, after: updatedAt });
        } else {
          const sh = b.sheets.find((x) => x.id === item.id)!;
          const cur = (await ss.get(sh.id)) as ScoreSheet | undefined;
          if ((cur?.updatedAt ?? null) !== plan.seen.sheets[sh.id])
            abort(
              'A score sheet changed while the import was being prepared. Nothing was changed; try the import again.',
            );
          const updatedAt = Math.max(sh.updatedAt, cur?.updatedAt ?? 0);
          void ss.put({ ...sh, updatedAt });
          void ts.delete(tombstoneKey('sheet', sh.id));
          if (cur) snap.updatedSheets.push({ before: cur, after: updatedAt });
          else snap.addedSheets.push({ id: sh.id, after: updatedAt });
        }
      }
      for (const st of b.settings) if (st.key !== IMPORT_UNDO_KEY) void tx.objectStore('settings').put(st);
      void tx.objectStore('settings').put({ key: IMPORT_UNDO_KEY, value: snap });
      await tx.done;
      return {
        matches: plan.add.filter((i) => i.kind === 'game').length + plan.update.filter((i) => i.kind === 'game').length,
        sheets:
          plan.add.filter((i) => i.kind === 'sheet').length + plan.update.filter((i) => i.kind === 'sheet').length,
        moves,
      };
    });
  }

  /** Plan and apply in one go (tests, scripts). */
  async importBackup(text: string, now = Date.now()): Promise<ImportSummary> {
    return this.applyImport(await this.planImport(text), now);
  }

  /** The last import's undo snapshot (its parts put together), if it has not been undone. */
  async lastImport(): Promise<ImportSnapshot | undefined> {
    return guard(async () => {
      const tx = this.db.transaction('settings', 'readonly');
      const keys = await tx.store.getAllKeys(UNDO_KEYS());
      const group = keys.map(undoGroup).sort().pop();
      if (group === undefined) return undefined;
      const parts = await Promise.all(keys.filter((k) => undoGroup(k) === group).map((k) => tx.store.get(k)));
      const snaps = parts.map((r) => r?.value as ImportSnapshot);
      return {
        at: snaps[0]!.at,
        addedMatches: snaps.flatMap((x) => x.addedMatches),
        addedSheets: snaps.flatMap((x) => x.addedSheets),
        updatedMatches: snaps.flatMap((x) => x.updatedMatches),
        updatedSheets: snaps.flatMap((x) => x.updatedSheets),
      };
    });
  }

  /**
   * Undo the last import in one transaction: added games and sheets go, updated ones get
   * their earlier state back. Anything played or edited since the import is kept (reported).
   * `group`: the parts of one streamed import (its rollback), else the newest import.
   */
  async undoImport(group?: string): Promise<{ undone: number; kept: number }> {
    return guard(async () => {
      const tx = this.db.transaction(['matches', 'moves', 'sheets', 'settings'], 'readwrite');
      const st = tx.objectStore('settings');
      const keys = await st.getAllKeys(UNDO_KEYS());
      const which = group ?? keys.map(undoGroup).sort().pop();
      const mine = keys.filter((k) => undoGroup(k) === which).reverse();
      const ms = tx.objectStore('matches');
      const ss = tx.objectStore('sheets');
      const mv = tx.objectStore('moves');
      let undone = 0;
      let kept = 0;
      for (const key of mine) {
        const snap = (await st.get(key))!.value as ImportSnapshot;
        for (const { id, after } of snap.addedMatches) {
          const cur = await ms.get(id);
          if (cur && cur.updatedAt !== after) {
            kept++;
            continue;
          }
          void mv.delete(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
          void ms.delete(id);
          undone++;
        }
        for (const u of snap.updatedMatches) {
          const cur = await ms.get(u.before.id);
          if (!cur || cur.updatedAt !== u.after) {
            kept++;
            continue;
          }
          void mv.delete(IDBKeyRange.bound([u.before.id, u.before.moveCount], [u.before.id, Number.MAX_SAFE_INTEGER]));
          void ms.put(u.before);
          undone++;
        }
        for (const { id, after } of snap.addedSheets) {
          const cur = await ss.get(id);
          if (cur && cur.updatedAt !== after) {
            kept++;
            continue;
          }
          void ss.delete(id);
          undone++;
        }
        for (const u of snap.updatedSheets) {
          const cur = await ss.get(u.before.id);
          if (!cur || cur.updatedAt !== u.after) {
            kept++;
            continue;
          }
          void ss.put(u.before);
          undone++;
        }
        void st.delete(key);
      }
      await tx.done;
      return { undone, kept };
    });
  }
}

function collect<T>(
  raw: unknown[],
  parse: (x: unknown) => { ok: true; value: T } | { ok: false; error: string },
): Loaded<T> {
  const items: T[] = [];
  const problems: string[] = [];
  for (const r of raw) {
    const p = parse(r);
    if (p.ok) items.push(p.value);
    else problems.push(`Skipped a damaged record (${p.error}).`);
  }
  return { items, problems };
}
