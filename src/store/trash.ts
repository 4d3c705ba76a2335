/**
 * Deleting and archiving (issue 32 §3), over the v3 schema of db.ts.
 *
 * - A match is deleted with its move log and the score sheet it writes; a sheet on its own is
 *   deleted alone (a sheet a match keeps goes with its match). All of it in one transaction.
 * - Each deleted record leaves a tombstone (`match:<id>`, `sheet:<id>`): the records are gone
 *   from the stores, so a backup made afterwards leaves them out, and the import (`backup-stream.ts`, `importable()`) skips a
 *   backup's copy of a tombstoned record unless the player asks for it back.
 * - Undo: `trashItems` returns what it removed (`Trashed`); `restoreTrashed` puts it back and lifts
 *   the tombstones. The screens keep it for the undo toast's life (10 s), in memory only.
 * - Archive sets `archived` (a time) on a match and its sheet, or on a sheet: kept, out of the
 *   lists. Nothing else changes, `updatedAt` included, so an import compares them as before.
 * - Space freed is estimated as the UTF-8 size of the records' JSON (IndexedDB's own overhead and
 *   compression differ by browser; this is what a backup of them weighs).
 *
 * Tombstones are small (about 100 bytes) and kept for good: a backup can be years old.
 */
import type { DB } from './db.ts';
import type { Store } from './repo.ts';
import type { MatchRecord, MoveRecord, ScoreSheet, Tombstone } from './records.ts';

/** A tombstone's key, as records.ts's `tombstoneKey` (not imported: see the note in history.ts). */
const tombstoneKey = (kind: 'match' | 'sheet', id: string): string => `${kind}:${id}`;

export interface ItemRef {
  kind: 'match' | 'sheet';
  id: string;
}

/** What a deletion removed, enough to put it back exactly. */
export interface Trashed {
  at: number;
  matches: { match: MatchRecord; moves: MoveRecord[] }[];
  sheets: ScoreSheet[];
  /** The records' JSON size in bytes. */
  bytes: number;
}

const encoder = typeof TextEncoder === 'undefined' ? null : new TextEncoder();
/** A record's size as JSON (UTF-8 bytes). */
export function jsonBytes(x: unknown): number {
  const s = JSON.stringify(x) ?? '';
  return encoder ? encoder.encode(s).length : s.length;
}

const movesOf = (id: string) => IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);

/** Delete matches (with their moves and sheet) and sheets in one transaction, leaving tombstones. */
export async function trashItems(db: DB, refs: readonly ItemRef[], now: number): Promise<Trashed> {
  const tx = db.transaction(['matches', 'moves', 'sheets', 'tombstones'], 'readwrite');
  const ms = tx.objectStore('matches');
  const mv = tx.objectStore('moves');
  const ss = tx.objectStore('sheets');
  const ts = tx.objectStore('tombstones');
  const out: Trashed = { at: now, matches: [], sheets: [], bytes: 0 };
  const doneMatches = new Set<string>();
  const doneSheets = new Set<string>();
  const stone = (kind: 'match' | 'sheet', id: string, title: string): Tombstone => ({
    key: tombstoneKey(kind, id),
    kind,
    id,
    deletedAt: now,
    title,
  });
  const dropSheet = async (id: string) => {
    if (doneSheets.has(id)) return;
    doneSheets.add(id);
    const sheet = await ss.get(id);
    if (!sheet) return;
    out.sheets.push(sheet);
    out.bytes += jsonBytes(sheet);
    void ss.delete(id);
    void ts.put(stone('sheet', id, sheet.title));
  };
  const dropMatch = async (id: string) => {
    if (doneMatches.has(id)) return;
    doneMatches.add(id);
    const match = await ms.get(id);
    if (!match) return;
    const moves = await mv.getAll(movesOf(id));
    out.matches.push({ match, moves });
    out.bytes += jsonBytes(match);
    for (const m of moves) out.bytes += jsonBytes(m);
    void mv.delete(movesOf(id));
    void ms.delete(id);
    void ts.put(stone('match', id, match.progress ? `${match.gameId} (${match.progress})` : match.gameId));
    if (match.sheetId) await dropSheet(match.sheetId);
  };
  for (const r of refs) {
    if (r.kind === 'match') await dropMatch(r.id);
    else {
      // A sheet a match still keeps goes with its match: no match is left without its sheet.
      const sheet = await ss.get(r.id);
      if (sheet?.matchId && (await ms.getKey(sheet.matchId)) !== undefined) await dropMatch(sheet.matchId);
      else await dropSheet(r.id);
    }
  }
  await tx.done;
  return out;
}

/** Undo a deletion: the records come back as they were (unless one came back meanwhile) and their tombstones go. */
export async function restoreTrashed(db: DB, t: Trashed): Promise<number> {
  const tx = db.transaction(['matches', 'moves', 'sheets', 'tombstones'], 'readwrite');
  const ms = tx.objectStore('matches');
  const ss = tx.objectStore('sheets');
  const ts = tx.objectStore('tombstones');
  let back = 0;
  for (const { match, moves } of t.matches) {
    void ts.delete(tombstoneKey('match', match.id));
    if ((await ms.getKey(match.id)) !== undefined) continue;
    for (const m of moves) void tx.objectStore('moves').put(m);
    void ms.put(match);
    back++;
  }
  for (const sheet of t.sheets) {
    void ts.delete(tombstoneKey('sheet', sheet.id));
    if ((await ss.getKey(sheet.id)) !== undefined) continue;
    void ss.put(sheet);
    if (!sheet.matchId) back++;
  }
  await tx.done;
  return back;
}

/** Archive (`at`: a time) or bring back from the archive (`at`: null) matches with their sheets, and sheets. */
export async function setArchived(db: DB, refs: readonly ItemRef[], at: number | null): Promise<number> {
  const tx = db.transaction(['matches', 'sheets'], 'readwrite');
  const ms = tx.objectStore('matches');
  const ss = tx.objectStore('sheets');
  const mark = <T extends { archived?: number }>(r: T): T => {
    const copy = { ...r };
    if (at === null) delete copy.archived;
    else copy.archived = at;
    return copy;
  };
  let n = 0;
  const doSheet = async (id: string) => {
    const s = await ss.get(id);
    if (s) void ss.put(mark(s));
    return s;
  };
  for (const r of refs) {
    if (r.kind === 'match') {
      const m = await ms.get(r.id);
      if (!m) continue;
      void ms.put(mark(m));
      if (m.sheetId) await doSheet(m.sheetId);
      n++;
    } else {
      const s = await doSheet(r.id);
      if (!s) continue;
      if (s.matchId) {
        const m = await ms.get(s.matchId);
        if (m) void ms.put(mark(m));
      }
      n++;
    }
  }
  await tx.done;
  return n;
}

/**
 * The space deleting these would free, about: each match's and sheet's JSON, and its moves
 * counted (not read) at the average size of a sample of them.
 */
export async function estimateBytes(db: DB, refs: readonly ItemRef[]): Promise<number> {
  const tx = db.transaction(['matches', 'moves', 'sheets'], 'readonly');
  const ms = tx.objectStore('matches');
  const mv = tx.objectStore('moves');
  const ss = tx.objectStore('sheets');
  let bytes = 0;
  let perMove: number | null = null;
  const seen = new Set<string>();
  const sheet = async (id: string) => {
    if (seen.has(`s${id}`)) return;
    seen.add(`s${id}`);
    const s = await ss.get(id);
    if (s) bytes += jsonBytes(s);
  };
  for (const r of refs) {
    if (r.kind === 'sheet') {
      const s = await ss.get(r.id);
      if (!s?.matchId || (await ms.getKey(s.matchId)) === undefined) {
        await sheet(r.id);
        continue;
      }
    }
    const id = r.kind === 'match' ? r.id : ((await ss.get(r.id))?.matchId ?? '');
    if (seen.has(`m${id}`)) continue;
    seen.add(`m${id}`);
    const m = await ms.get(id);
    if (!m) continue;
    bytes += jsonBytes(m);
    if (m.moveCount > 0) {
      if (perMove === null) {
        const sample = await mv.getAll(movesOf(id), 50);
        perMove = sample.length ? sample.reduce((a, x) => a + jsonBytes(x), 0) / sample.length : 0;
      }
      bytes += Math.round(m.moveCount * perMove);
    }
    if (m.sheetId) await sheet(m.sheetId);
  }
  await tx.done;
  return bytes;
}

/** Finished matches last changed before `before` (archived ones too), oldest first. */
export async function finishedBefore(db: DB, before: number): Promise<ItemRef[]> {
  const tx = db.transaction('matches', 'readonly');
  const out: ItemRef[] = [];
  let cursor = await tx.store.index('byUpdated').openCursor(IDBKeyRange.upperBound(before, true));
  while (cursor) {
    if (cursor.value.finished === true) out.push({ kind: 'match', id: cursor.value.id });
    cursor = await cursor.continue();
  }
  await tx.done;
  return out;
}

/** The tombstones of these keys (for an import's plan). */
export async function tombstonesFor(db: DB, keys: readonly string[]): Promise<Map<string, Tombstone>> {
  const tx = db.transaction('tombstones', 'readonly');
  const out = new Map<string, Tombstone>();
  for (const k of keys) {
    const t = await tx.store.get(k);
    if (t) out.set(k, t);
  }
  await tx.done;
  return out;
}

// ---------- through the Store (its guard words a failure for the player) ----------

/** Delete matches (moves and sheet with them) and sheets, leaving tombstones; what went, for undo. */
export const trash = (store: Store, refs: readonly ItemRef[], now = Date.now()): Promise<Trashed> =>
  store.withDb((db) => trashItems(db, refs, now));
/** Undo a deletion (the tombstones go too); how many matches and sheets of their own came back. */
export const restore = (store: Store, t: Trashed): Promise<number> => store.withDb((db) => restoreTrashed(db, t));
/** Archive (a time) or take out of the archive (null). */
export const archive = (store: Store, refs: readonly ItemRef[], at: number | null): Promise<number> =>
  store.withDb((db) => setArchived(db, refs, at));
/** About how many bytes deleting these would free. */
export const estimate = (store: Store, refs: readonly ItemRef[]): Promise<number> =>
  store.withDb((db) => estimateBytes(db, refs));
/** Finished matches last changed before this time. */
export const finishedOlder = (store: Store, before: number): Promise<ItemRef[]> =>
  store.withDb((db) => finishedBefore(db, before));
