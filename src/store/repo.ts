/**
 * The store: matches as move logs (one move appended at a time), score sheets, settings
 * and backups, over IndexedDB. Every read is validated; a bad record is reported and
 * skipped. Every failed write becomes a StorageError with a message for the player.
 */
import type { LoggedMove } from '../engine/match.ts';
import { openCarriageDB, type DB } from './db.ts';
import {
  SCHEMA_VERSION,
  parseMatch,
  parseMove,
  parseSetting,
  parseSheet,
  type MatchRecord,
  type MoveRecord,
  type ScoreSheet,
  type SettingRecord,
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
  if (name === 'QuotaExceededError') return 'This device is out of storage space, so the last change could not be saved.';
  if (name === 'InvalidStateError' || name === 'SecurityError') return 'Saving is not available here (private browsing?), so changes are kept only until the app closes.';
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

/** Check a backup file completely. Throws an Error with a clear message; changes nothing. */
export function validateBackup(text: string): BackupFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('This file is not a Carriage backup: it is not valid JSON (it may be cut short or damaged).');
  }
  const d = data as Record<string, unknown>;
  if (typeof d !== 'object' || d === null || d.format !== BACKUP_FORMAT) {
    throw new Error('This file is not a Carriage backup (its format marker is missing).');
  }
  if (typeof d.version !== 'number' || d.version > BACKUP_VERSION) {
    throw new Error('This backup was made by a newer version of Carriage. Update the app, then import it.');
  }
  for (const k of ['matches', 'moves', 'sheets', 'settings'] as const) {
    if (!Array.isArray(d[k])) throw new Error(`This backup is damaged: its "${k}" list is missing.`);
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
  for (const m of d.matches as unknown[]) {
    const p = parseMatch(m);
    if (p.ok) out.matches.push(p.value);
    else errors.push(p.error);
  }
  for (const m of d.moves as unknown[]) {
    const p = parseMove(m);
    if (p.ok) out.moves.push(p.value);
    else errors.push(p.error);
  }
  for (const s of d.sheets as unknown[]) {
    const p = parseSheet(s);
    if (p.ok) out.sheets.push(p.value);
    else errors.push(p.error);
  }
  for (const s of d.settings as unknown[]) {
    const p = parseSetting(s);
    if (p.ok) out.settings.push(p.value);
    else errors.push(p.error);
  }
  const matchIds = new Set(out.matches.map((m) => m.id));
  const bySeq = new Map<string, number[]>();
  for (const mv of out.moves) {
    if (!matchIds.has(mv.matchId)) errors.push(`move ${mv.seq}: it belongs to no match in the file`);
    bySeq.set(mv.matchId, [...(bySeq.get(mv.matchId) ?? []), mv.seq]);
  }
  for (const m of out.matches) {
    const seqs = (bySeq.get(m.id) ?? []).sort((a, b) => a - b);
    if (seqs.length !== m.moveCount || seqs.some((s, i) => s !== i)) errors.push(`match ${m.id}: its move log is incomplete`);
  }
  if (errors.length > 0) {
    const shown = errors.slice(0, 3).join('; ');
    throw new Error(`This backup is damaged and was not imported (${errors.length} problem${errors.length > 1 ? 's' : ''}: ${shown}${errors.length > 3 ? '; …' : ''}). Nothing was changed.`);
  }
  return out;
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
      const tx = this.db.transaction(['matches', 'sheets'], 'readwrite');
      await Promise.all([tx.objectStore('matches').put(match), tx.objectStore('sheets').put(sheet), tx.done]);
    });
  }

  /**
   * Append move `seq` to a match's log and update its bookkeeping in one transaction.
   * Resolves only once the move is durably written.
   */
  async appendMoves(matchId: string, first: number, moves: readonly LoggedMove[], meta: Partial<Pick<MatchRecord, 'progress' | 'finished'>>, now: number): Promise<void> {
    return guard(async () => {
      const tx = this.db.transaction(['matches', 'moves'], 'readwrite');
      const ms = tx.objectStore('matches');
      const match = await ms.get(matchId);
      if (!match) throw new StorageError('This game is no longer stored on this device.');
      if (match.moveCount !== first) throw new StorageError('The saved game changed in another tab; reload to continue.');
      const mv = tx.objectStore('moves');
      moves.forEach((m, i) => void mv.put({ matchId, seq: first + i, seat: m.seat, move: m.move, at: now }));
      await ms.put({ ...match, ...meta, moveCount: first + moves.length, updatedAt: now });
      await tx.done;
    });
  }

  /** Take back moves: keep only the first `count` moves of the log. */
  async truncateMoves(matchId: string, count: number, meta: Partial<Pick<MatchRecord, 'progress' | 'finished'>>, now: number): Promise<void> {
    return guard(async () => {
      const tx = this.db.transaction(['matches', 'moves'], 'readwrite');
      const ms = tx.objectStore('matches');
      const match = await ms.get(matchId);
      if (!match) throw new StorageError('This game is no longer stored on this device.');
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

  async putSheet(sheet: ScoreSheet): Promise<void> {
    return guard(async () => void (await this.db.put('sheets', sheet)));
  }

  async deleteSheet(id: string): Promise<void> {
    return guard(async () => void (await this.db.delete('sheets', id)));
  }

  async getSettings(): Promise<Record<string, unknown>> {
    return guard(async () => {
      const out: Record<string, unknown> = {};
      for (const r of await this.db.getAll('settings')) {
        const p = parseSetting(r);
        if (p.ok) out[p.value.key] = p.value.value;
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
      return { format: BACKUP_FORMAT, version: BACKUP_VERSION, schema: SCHEMA_VERSION, exportedAt: now.toISOString(), matches, moves, sheets, settings };
    });
  }

  /**
   * Import a backup: validate it completely first (throws, changing nothing, if anything
   * is wrong), then merge it in one transaction. Records with the same id are replaced;
   * a replaced match gets the backup's move log whole.
   */
  async importBackup(text: string): Promise<ImportSummary> {
    const b = validateBackup(text);
    return guard(async () => {
      const tx = this.db.transaction(['matches', 'moves', 'sheets', 'settings'], 'readwrite');
      const mv = tx.objectStore('moves');
      for (const m of b.matches) {
        void mv.delete(IDBKeyRange.bound([m.id, 0], [m.id, Number.MAX_SAFE_INTEGER]));
        void tx.objectStore('matches').put(m);
      }
      for (const m of b.moves) void mv.put(m);
      for (const s of b.sheets) void tx.objectStore('sheets').put(s);
      for (const s of b.settings) void tx.objectStore('settings').put(s);
      await tx.done;
      return { matches: b.matches.length, sheets: b.sheets.length, moves: b.moves.length };
    });
  }
}

function collect<T>(raw: unknown[], parse: (x: unknown) => { ok: true; value: T } | { ok: false; error: string }): Loaded<T> {
  const items: T[] = [];
  const problems: string[] = [];
  for (const r of raw) {
    const p = parse(r);
    if (p.ok) items.push(p.value);
    else problems.push(`Skipped a damaged record (${p.error}).`);
  }
  return { items, problems };
}
