/**
 * The IndexedDB schema and its migrations. Versions cascade: a database at any older
 * version is brought forward one step at a time inside the upgrade transaction.
 *
 * v1: matches, moves ([matchId, seq]), sheets (rounds as number[][] plus notes[]), settings.
 * v2: sheet rounds become objects with ids, labels and notes; sheets keep an edit history;
 *     matches and sheets get a `byUpdated` index for newest-first lists.
 * v3: a `tombstones` store (what was deleted on this phone, so an import of an older backup does
 *     not bring it back unasked: src/store/trash.ts). Records are not rewritten: `archived` is an optional field that absent means "not archived".
 * v4: a game's sheet rows keep their round's name and outcome as data (`name`, `events`, worded on
 *     display): the English labels of older rows become names (src/store/upgrade-v4.ts); notes stay.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import {
  SCHEMA_VERSION,
  type MatchRecord,
  type MoveRecord,
  type ScoreSheet,
  type SettingRecord,
  type Tombstone,
} from './records.ts';

const DB_NAME = 'carriage';

export interface CarriageDB extends DBSchema {
  matches: { key: string; value: MatchRecord; indexes: { byUpdated: number } };
  moves: { key: [string, number]; value: MoveRecord };
  sheets: { key: string; value: ScoreSheet; indexes: { byUpdated: number } };
  settings: { key: string; value: SettingRecord };
  tombstones: { key: string; value: Tombstone };
}

export type DB = IDBPDatabase<CarriageDB>;
type UpgradeTx = IDBPTransaction<CarriageDB, StoreNames<CarriageDB>[], 'versionchange'>;

/** v0 → v1: the first schema. */
export function upgradeToV1(db: IDBPDatabase<unknown>): void {
  const raw = db as unknown as IDBPDatabase<CarriageDB>;
  raw.createObjectStore('matches', { keyPath: 'id' });
  raw.createObjectStore('moves', { keyPath: ['matchId', 'seq'] });
  raw.createObjectStore('sheets', { keyPath: 'id' });
  raw.createObjectStore('settings', { keyPath: 'key' });
}

/** v1 → v2: sheet rounds as objects with a history; byUpdated indexes. */
async function upgradeToV2(tx: UpgradeTx): Promise<void> {
  tx.objectStore('matches').createIndex('byUpdated', 'updatedAt');
  const sheets = tx.objectStore('sheets');
  sheets.createIndex('byUpdated', 'updatedAt');
  let cursor = await sheets.openCursor();
  while (cursor) {
    const old = cursor.value as unknown as Record<string, unknown>;
    const rounds = Array.isArray(old.rounds) ? old.rounds : [];
    if (rounds.length === 0 || Array.isArray(rounds[0])) {
      const notes = Array.isArray(old.notes) ? (old.notes as unknown[]) : [];
      const converted = {
        ...old,
        rounds: (rounds as unknown[]).map((scores, i) => ({
          id: `r${i + 1}`,
          scores,
          note: typeof notes[i] === 'string' ? notes[i] : '',
          at: typeof old.updatedAt === 'number' ? old.updatedAt : 0,
        })),
        history: [],
      };
      delete (converted as Record<string, unknown>).notes;
      await cursor.update(converted as unknown as ScoreSheet);
    }
    cursor = await cursor.continue();
  }
}

/** v2 → v3: the tombstones store; every record stays as it is. */
function upgradeToV3(db: IDBPDatabase<CarriageDB>): void {
  db.createObjectStore('tombstones', { keyPath: 'key' });
}

/** The v4 step's reading of old rows (src/store/upgrade-v4.ts), loaded only for a database that needs it. */
export type SheetUpgrade = <T>(sheet: T) => T;

/** v3 → v4: a game's sheet rows' English labels become round names (data). */
async function upgradeToV4(tx: UpgradeTx, upgradeSheetToV4: SheetUpgrade): Promise<void> {
  let cursor = await tx.objectStore('sheets').openCursor();
  while (cursor) {
    const next = upgradeSheetToV4(cursor.value);
    if (next !== cursor.value) await cursor.update(next);
    cursor = await cursor.continue();
  }
}

/** Bring a database from `oldVersion` up to `target` (SCHEMA_VERSION; a test stops earlier to write old records). */
export async function migrate(
  db: IDBPDatabase<CarriageDB>,
  oldVersion: number,
  tx: UpgradeTx,
  target: number = SCHEMA_VERSION,
  v4?: SheetUpgrade,
): Promise<void> {
  if (oldVersion < 1 && target >= 1) upgradeToV1(db as unknown as IDBPDatabase<unknown>);
  if (oldVersion < 2 && target >= 2) await upgradeToV2(tx);
  if (oldVersion < 3 && target >= 3) upgradeToV3(db);
  // A v1–v3 database's rows (a new one has none): the step's code is given by the caller, which
  // loaded it (openCarriageDB); without it the rows keep their English labels, shown as they are.
  if (oldVersion >= 1 && oldVersion < 4 && target >= 4 && v4) await upgradeToV4(tx, v4);
}

/**
 * Whether the database `name` exists at a version before v4 (its rows need the v4 step). Where the
 * browser cannot list its databases, assume so (the step then loads; it changes nothing it need not).
 */
async function beforeV4(name: string): Promise<boolean> {
  try {
    const list = await indexedDB.databases?.();
    if (!list) return true;
    const v = list.find((d) => d.name === name)?.version ?? 0;
    return v >= 1 && v < 4;
  } catch {
    return true;
  }
}

/** Open (and migrate) the database. The v4 step's code is loaded only when an older database needs it (the first visit stays small). */
export async function openCarriageDB(name = DB_NAME, handlers: { onBlocking?: () => void } = {}): Promise<DB> {
  const v4 = (await beforeV4(name)) ? (await import('./upgrade-v4.ts')).upgradeSheetToV4 : undefined;
  return openDB<CarriageDB>(name, SCHEMA_VERSION, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      await migrate(db, oldVersion, tx, SCHEMA_VERSION, v4);
    },
    blocking() {
      handlers.onBlocking?.();
    },
  });
}
