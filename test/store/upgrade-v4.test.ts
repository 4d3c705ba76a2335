/**
 * Schema v4 (issue 27): a game's sheet rows keep their round's name as data. A database written
 * at v3 — English engine labels on a match's rows, notes in the language of the moment — opens at
 * v4 with those labels turned into names and everything else as it was; an older backup imports
 * the same way; anything that is not an engine's label stays a label.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { migrate, type CarriageDB } from '../../src/store/db.ts';
import { Store, BACKUP_FORMAT } from '../../src/store/repo.ts';
import { importBackupV1 } from '../../src/store/backup-v1.ts';
import { nameOfV3Label, upgradeSheetToV4 } from '../../src/store/upgrade-v4.ts';
import { SCHEMA_VERSION, type ScoreSheet } from '../../src/store/records.ts';
import type { IDBPDatabase } from 'idb';

const freshName = () => `carriage-v4-${Math.random().toString(36).slice(2)}`;

/** A match's sheet as v3 wrote it: the engine's English labels, the notes worded then. */
const v3Sheet = () => ({
  id: 'kk',
  title: 'Koi-Koi · 20 Nov',
  gameId: 'koikoi',
  players: ['Aiko', 'Ben'],
  matchId: 'm1',
  rounds: [
    { id: 'round-1', label: 'January', scores: [5, -5], note: 'Aiko stops: Sanko 5.', at: 10 },
    { id: 'round-5', label: 'May', scores: [-2, 2], note: 'Ben stops: Tan 2.', at: 11 },
    { id: 'round-12', label: 'December', scores: [0, 0], note: '', at: 12 },
    { id: 'adj-1', label: 'adjust', scores: [1, -1], note: 'a fix', at: 13, adjust: true },
  ],
  history: [{ at: 13, action: 'add', roundId: 'adj-1', after: { scores: [1, -1], note: 'a fix' } }],
  createdAt: 1,
  updatedAt: 13,
});
const otherSheets = () => [
  // Career Poker's rounds and Capture's hands.
  {
    ...v3Sheet(),
    id: 'cp',
    gameId: 'career-poker',
    matchId: 'm2',
    rounds: [{ id: 'round-3', label: 'Round 3', scores: [1, 0], note: 'x', at: 1 }],
    history: [],
  },
  {
    ...v3Sheet(),
    id: 'ca',
    gameId: 'capture',
    matchId: 'm3',
    rounds: [{ id: 'round-2', label: 'Hand 2', scores: [1, 0], note: '', at: 1 }],
    history: [],
  },
  // A score pad's sheet (no match): its rows are the players' own, labels and all.
  {
    ...v3Sheet(),
    id: 'pad',
    matchId: undefined,
    rounds: [{ id: 'round-1', label: 'May', scores: [1, 0], note: 'typed', at: 1 }],
    history: [],
  },
];

describe('v3 → v4', () => {
  it('reads the engine labels v3 wrote, and nothing else', () => {
    expect(nameOfV3Label('May')).toEqual({ kind: 'month', month: 5 });
    expect(nameOfV3Label('December')).toEqual({ kind: 'month', month: 12 });
    expect(nameOfV3Label('Round 12')).toEqual({ kind: 'round', n: 12 });
    expect(nameOfV3Label('Hand 3')).toEqual({ kind: 'hand', n: 3 });
    for (const other of ['may', 'Round', 'Round 0', 'Round 3a', 'Team A', 'adjust', '5月', '']) {
      expect(nameOfV3Label(other), other).toBeUndefined();
    }
    const once = upgradeSheetToV4(v3Sheet());
    expect(upgradeSheetToV4(once)).toBe(once);
  });

  it('opens a database written at v3 with its game rows named, losing nothing', async () => {
    const name = freshName();
    const old = await openDB<CarriageDB>(name, 3, {
      upgrade: (db, from, _to, tx) => migrate(db as IDBPDatabase<CarriageDB>, from, tx, 3),
    });
    for (const s of [v3Sheet(), ...otherSheets()]) await old.put('sheets', s as unknown as ScoreSheet);
    old.close();

    const store = await Store.open(name);
    const kk = (await store.getSheet('kk'))!;
    const before = v3Sheet();
    expect(kk.rounds.map((r) => r.name)).toEqual([
      { kind: 'month', month: 1 },
      { kind: 'month', month: 5 },
      { kind: 'month', month: 12 },
      undefined,
    ]);
    expect(kk.rounds.map((r) => r.label)).toEqual([undefined, undefined, undefined, 'adjust']);
    // The notes, the scores, the times and the history stay as they were.
    expect(kk.rounds.map((r) => [r.id, r.scores, r.note, r.at])).toEqual(
      before.rounds.map((r) => [r.id, r.scores, r.note, r.at]),
    );
    expect(kk.history).toEqual(before.history);
    // (v5 adds the players' ids: test/store/upgrade-v5.test.ts.)
    expect({ ...kk, rounds: [], playerIds: undefined }).toEqual({ ...before, rounds: [] });
    expect((await store.getSheet('cp'))!.rounds[0]!.name).toEqual({ kind: 'round', n: 3 });
    expect((await store.getSheet('ca'))!.rounds[0]!.name).toEqual({ kind: 'hand', n: 2 });
    const pad = (await store.getSheet('pad'))!;
    expect(pad.rounds[0]).toMatchObject({ label: 'May', note: 'typed' });
    expect(pad.rounds[0]!.name).toBeUndefined();
    store.close();
    const raw = await openDB(name);
    expect(raw.version).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(4);
    raw.close();
  });

  it('imports a backup written at v3 the same way', async () => {
    const store = await Store.open(freshName());
    const file = {
      format: BACKUP_FORMAT,
      version: 1,
      schema: 3,
      exportedAt: '',
      matches: [],
      moves: [],
      sheets: [v3Sheet()],
      settings: [],
    };
    await importBackupV1(store, JSON.stringify(file));
    const kk = (await store.getSheet('kk'))!;
    expect(kk.rounds[1]).toEqual({
      id: 'round-5',
      name: { kind: 'month', month: 5 },
      scores: [-2, 2],
      note: 'Ben stops: Tan 2.',
      at: 11,
    });
    store.close();
  });
});
