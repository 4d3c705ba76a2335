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
 * v5: players (issue 29): a `players` store, every match seat and sheet player given a player id
 *     (`toV5` in src/store/players.ts), and a `summaries` store (the statistics' per-sheet cache).
 * v6: a `byOpen` index on matches: an unfinished match stores `openAt` (its `updatedAt`; absent once
 *     finished: `storedMatch` in records.ts), so Home lists the matches to continue from the index
 *     instead of reading every match (issue 30 §5); `toV6` gives the unfinished matches theirs.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import {
  SCHEMA_VERSION,
  type MatchRecord,
  type MoveRecord,
  type ScoreSheet,
  type SettingRecord,
  type PlayerRecord,
  type StatSummary,
  type Tombstone,
} from './records.ts';

const DB_NAME = 'carriage';

export interface CarriageDB extends DBSchema {
  matches: { key: string; value: MatchRecord; indexes: { byUpdated: number; byOpen: number } };
  moves: { key: [string, number]; value: MoveRecord };
  sheets: { key: string; value: ScoreSheet; indexes: { byUpdated: number } };
  settings: { key: string; value: SettingRecord };
  tombstones: { key: string; value: Tombstone };
  players: { key: string; value: PlayerRecord };
  summaries: { key: string; value: StatSummary };
}

export type DB = IDBPDatabase<CarriageDB>;
export type UpgradeTx = IDBPTransaction<CarriageDB, StoreNames<CarriageDB>[], 'versionchange'>;

/** v0 → v1: the first schema. */
export function upgradeToV1(db: IDBPDatabase<unknown>): void {
  const raw = db as unknown as IDBPDatabase<CarriageDB>;
  raw.createObjectStore('matches', { keyPath: 'id' });
  raw.createObjectStore('moves', { keyPath: ['matchId', 'seq'] });
  raw.createObjectStore('sheets', { keyPath: 'id' });
  raw.createObjectStore('settings', { keyPath: 'key' });
}

/**
 * The steps that rewrite an older database's records (v2's sheet rounds, v4's round names, v5's
 * players: src/store/upgrade.ts), loaded only for a database that needs them.
 */
export type Upgrades = typeof import('./upgrade.ts');

/**
 * Bring a database from `oldVersion` up to `target` (SCHEMA_VERSION; a test stops earlier to write
 * old records). The stores and indexes are made here; the records of a v1–v4 database are
 * rewritten by `up` (given by openCarriageDB, which loaded it; a new database has none).
 */
export async function migrate(
  db: IDBPDatabase<CarriageDB>,
  oldVersion: number,
  tx: UpgradeTx,
  target: number = SCHEMA_VERSION,
  up?: Upgrades,
): Promise<void> {
  const old = oldVersion > 0 && up;
  if (oldVersion < 1) upgradeToV1(db as unknown as IDBPDatabase<unknown>);
  if (oldVersion < 2 && target > 1) {
    tx.objectStore('matches').createIndex('byUpdated', 'updatedAt');
    tx.objectStore('sheets').createIndex('byUpdated', 'updatedAt');
    if (old) await old.toV2(tx);
  }
  if (oldVersion < 3 && target > 2) db.createObjectStore('tombstones', { keyPath: 'key' });
  if (oldVersion < 4 && target > 3 && old) await old.toV4(tx);
  if (oldVersion < 5 && target > 4) {
    db.createObjectStore('players', { keyPath: 'id' });
    db.createObjectStore('summaries', { keyPath: 'key' });
    if (old) await old.toV5(tx);
  }
  if (oldVersion < 6 && target > 5) {
    tx.objectStore('matches').createIndex('byOpen', 'openAt');
    if (old) await old.toV6(tx);
  }
}

/**
 * Whether the database `name` exists at an older version (its records need rewriting). Where the
 * browser cannot list its databases, assume so (the steps then load; they change nothing they need not).
 */
async function older(name: string): Promise<boolean> {
  try {
    const list = await indexedDB.databases?.();
    if (!list) return true;
    const v = list.find((d) => d.name === name)?.version ?? 0;
    return v >= 1 && v < SCHEMA_VERSION;
  } catch {
    return true;
  }
}

/** Open (and migrate) the database. The steps' code is loaded only when an older database needs it (the first visit stays small). */
export async function openCarriageDB(name = DB_NAME, handlers: { onBlocking?: () => void } = {}): Promise<DB> {
  const up = (await older(name)) ? await import('./upgrade.ts') : undefined;
  return openDB<CarriageDB>(name, SCHEMA_VERSION, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      await migrate(db, oldVersion, tx, SCHEMA_VERSION, up);
    },
    blocking() {
      handlers.onBlocking?.();
    },
  });
}
