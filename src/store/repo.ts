import type { LoggedMove } from '../engine/match.ts';
import { openCarriageDB, type DB } from './db.ts';
import {
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
  storedMatch,
} from './records.ts';

/**
 * What went wrong, as data the app words in the reader's language (issue 27): an IndexedDB
 * failure by its kind, or a record that cannot be read or is gone. The message stays English.
 */
export type StorageFailure =
  | 'quota'
  | 'unavailable'
  | 'version'
  | 'failed'
  | 'matchUnreadable'
  | 'matchGone'
  | 'sheetUnreadable'
  | 'conflict';

/** The kind of an IndexedDB failure (`describeStorageFailure` words it in English). */
export function storageFailureCode(e: unknown): StorageFailure {
  const name = e instanceof DOMException || e instanceof Error ? e.name : '';
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'InvalidStateError' || name === 'SecurityError') return 'unavailable';
  if (name === 'VersionError') return 'version';
  return 'failed';
}

/** A write or open that failed, with a sentence a player can act on (and its `failure` for other languages). */
export class StorageError extends Error {
  /** The failure's kind; undefined when only the message says (an import's reason). */
  readonly failure: StorageFailure | undefined;
  constructor(
    message: string,
    override readonly cause?: unknown,
    failure?: StorageFailure,
  ) {
    super(message);
    this.name = 'StorageError';
    this.failure = failure ?? (cause === undefined ? undefined : storageFailureCode(cause));
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

/** Run a store operation; a failure becomes a StorageError worded for the player. */
export async function guard<T>(f: () => Promise<T>): Promise<T> {
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
    super(
      'This game was changed in another tab or window, so this tab shows the saved game again.',
      undefined,
      'conflict',
    );
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
      if (!p.ok) throw new StorageError(`This saved game cannot be read (${p.error}).`, undefined, 'matchUnreadable');
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
      await Promise.all([
        tx.objectStore('matches').put(storedMatch(match)),
        tx.objectStore('sheets').put(sheet),
        tx.done,
      ]);
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
      if (!match) throw new StorageError('This game is no longer stored on this device.', undefined, 'matchGone');
      if (match.moveCount !== first) throw new ConflictError();
      const next = { ...match, ...meta, moveCount: first + moves.length, updatedAt: now };
      // Refused before any put: the transaction commits having written nothing.
      refuse('match', checkMatch(next));
      const mv = tx.objectStore('moves');
      for (const r of records) void mv.put(r);
      await ms.put(storedMatch(next));
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
      if (!match) throw new StorageError('This game is no longer stored on this device.', undefined, 'matchGone');
      // Undo only what this tab saw: a log that grew elsewhere is never cut (no forks).
      if (expected !== undefined && match.moveCount !== expected) throw new ConflictError();
      await tx.objectStore('moves').delete(IDBKeyRange.bound([matchId, count], [matchId, Number.MAX_SAFE_INTEGER]));
      await ms.put(storedMatch({ ...match, ...meta, moveCount: count, updatedAt: now }));
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
      if (!p.ok) throw new StorageError(`This score sheet cannot be read (${p.error}).`, undefined, 'sheetUnreadable');
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
          void ms.put(storedMatch(u.before));
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
