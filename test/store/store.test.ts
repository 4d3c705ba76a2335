import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { Store, describeStorageFailure, BACKUP_FORMAT } from '../../src/store/repo.ts';
import { upgradeToV1 } from '../../src/store/db.ts';
import { newSheet, addRound } from '../../src/store/sheets.ts';
import type { MatchRecord } from '../../src/store/records.ts';
import { exportBackupV1, importBackupV1, validateBackup } from '../../src/store/backup-v1.ts';

let n = 0;
const freshName = () => `carriage-test-${++n}-${Math.random().toString(36).slice(2)}`;

function match(id: string, updatedAt: number): MatchRecord {
  return {
    id,
    gameId: 'koikoi',
    options: { rounds: 12 },
    seed: `seed-${id}`,
    seats: [
      { name: 'Aiko', kind: 'human' },
      { name: 'Ben', kind: 'bot' },
    ],
    createdAt: updatedAt,
    updatedAt,
    moveCount: 0,
    finished: false,
    sheetId: `sheet-${id}`,
  };
}

describe('schema migration', () => {
  it('opens a v1 database with the current version and keeps its sheets, converting their rounds', async () => {
    const name = freshName();
    const v1 = await openDB(name, 1, { upgrade: (db) => upgradeToV1(db) });
    await v1.put('sheets', {
      id: 's1',
      title: 'Tuesday Koi-Koi',
      gameId: 'koikoi',
      players: ['Aiko', 'Ben'],
      rounds: [
        [5, -5],
        [-12, 12],
      ],
      notes: ['sanko', ''],
      createdAt: 1,
      updatedAt: 2,
    });
    await v1.put('matches', { ...match('m1', 5) });
    v1.close();

    const store = await Store.open(name);
    const sheet = await store.getSheet('s1');
    expect(sheet?.rounds.map((r) => r.scores)).toEqual([
      [5, -5],
      [-12, 12],
    ]);
    expect(sheet?.rounds[0]?.note).toBe('sanko');
    expect(sheet?.history).toEqual([]);
    const { items } = await store.listMatches();
    expect(items.map((m) => m.id)).toEqual(['m1']);
    store.close();
  });
});

describe('matches as move logs', () => {
  it('appends moves one at a time and loads them back in order', async () => {
    const store = await Store.open(freshName());
    const sheet = newSheet({ id: 'sheet-a', title: 'A', gameId: 'koikoi', players: ['Aiko', 'Ben'], now: 1 });
    await store.createMatch(match('a', 1), sheet);
    await store.appendMoves(
      'a',
      0,
      [{ seat: 0, move: { type: 'play', card: 'jan-bright' } }],
      { progress: 'January' },
      2,
    );
    await store.appendMoves('a', 1, [{ seat: 0, move: { type: 'draw' } }], {}, 3);
    const loaded = await store.loadMatch('a');
    expect(loaded?.moves).toEqual([
      { seat: 0, move: { type: 'play', card: 'jan-bright' } },
      { seat: 0, move: { type: 'draw' } },
    ]);
    expect(loaded?.match.moveCount).toBe(2);
    expect(loaded?.match.progress).toBe('January');
    store.close();
  });

  it('refuses an append that does not follow the stored log (another tab wrote first)', async () => {
    const store = await Store.open(freshName());
    await store.createMatch(
      match('a', 1),
      newSheet({ id: 'sheet-a', title: 'A', gameId: 'koikoi', players: ['A', 'B'], now: 1 }),
    );
    await store.appendMoves('a', 0, [{ seat: 0, move: { type: 'draw' } }], {}, 2);
    await expect(store.appendMoves('a', 0, [{ seat: 1, move: { type: 'draw' } }], {}, 3)).rejects.toThrow(
      /another tab/,
    );
    expect((await store.loadMatch('a'))?.moves).toHaveLength(1);
    store.close();
  });

  it('takes back moves by truncating the log', async () => {
    const store = await Store.open(freshName());
    await store.createMatch(
      match('a', 1),
      newSheet({ id: 'sheet-a', title: 'A', gameId: 'koikoi', players: ['A', 'B'], now: 1 }),
    );
    await store.appendMoves(
      'a',
      0,
      [
        { seat: 0, move: { type: 'play', card: 'x' } },
        { seat: 0, move: { type: 'capture', target: 'y' } },
        { seat: 0, move: { type: 'draw' } },
      ],
      {},
      2,
    );
    await store.truncateMoves('a', 1, {}, 3);
    const loaded = await store.loadMatch('a');
    expect(loaded?.moves).toEqual([{ seat: 0, move: { type: 'play', card: 'x' } }]);
    expect(loaded?.match.moveCount).toBe(1);
    store.close();
  });

  it('lists matches newest first and skips a damaged record, reporting it', async () => {
    const name = freshName();
    const store = await Store.open(name);
    await store.createMatch(
      match('old', 10),
      newSheet({ id: 'sheet-old', title: 'o', gameId: 'koikoi', players: ['A', 'B'], now: 1 }),
    );
    await store.createMatch(
      match('new', 20),
      newSheet({ id: 'sheet-new', title: 'n', gameId: 'koikoi', players: ['A', 'B'], now: 1 }),
    );
    store.close();
    const raw = await openDB(name);
    await raw.put('matches', { id: 'broken', gameId: 'koikoi', updatedAt: 30 });
    raw.close();
    const again = await Store.open(name);
    const { items, problems } = await again.listMatches();
    expect(items.map((m) => m.id)).toEqual(['new', 'old']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/broken/);
    again.close();
  });
});

describe('backups', () => {
  it('exports everything and imports it into an empty database', async () => {
    const a = await Store.open(freshName());
    let sheet = newSheet({ id: 's', title: 'Game night', gameId: 'other', players: ['A', 'B', 'C'], now: 1 });
    sheet = addRound(sheet, { id: 'r1', scores: [3, 2, 1], note: 'first' }, 2);
    await a.createMatch(match('m', 1), sheet);
    await a.appendMoves('m', 0, [{ seat: 0, move: { type: 'draw' } }], {}, 2);
    await a.setSetting('theme', 'dark');
    const file = JSON.stringify(await exportBackupV1(a, new Date(0)));
    a.close();

    const b = await Store.open(freshName());
    const summary = await importBackupV1(b, file);
    expect(summary).toEqual({ matches: 1, sheets: 1, moves: 1 });
    expect((await b.getSheet('s'))?.rounds[0]?.scores).toEqual([3, 2, 1]);
    expect((await b.loadMatch('m'))?.moves).toHaveLength(1);
    expect((await b.getSettings()).theme).toBe('dark');
    b.close();
  });

  it('refuses a broken or foreign file with a clear message and changes nothing', async () => {
    const store = await Store.open(freshName());
    let sheet = newSheet({ id: 's', title: 'Keep me', gameId: 'other', players: ['A', 'B'], now: 1 });
    sheet = addRound(sheet, { id: 'r1', scores: [1, 2] }, 2);
    await store.putSheet(sheet);
    const good = await exportBackupV1(store, new Date(0));

    await expect(importBackupV1(store, '{"format": "carriage-backup", "vers')).rejects.toThrow(/not valid JSON/);
    await expect(importBackupV1(store, JSON.stringify({ hello: 'world' }))).rejects.toThrow(/not a Carriage backup/);
    const tampered = {
      ...good,
      sheets: [{ ...good.sheets[0], title: 'Overwritten', rounds: [{ id: 'r1', scores: [1] }] }],
    };
    await expect(importBackupV1(store, JSON.stringify(tampered))).rejects.toThrow(
      /damaged.*one score per player.*Nothing was changed/,
    );

    const after = await store.getSheet('s');
    expect(after?.title).toBe('Keep me');
    expect(after?.rounds[0]?.scores).toEqual([1, 2]);
    store.close();
  });

  it('refuses a backup whose move log has a gap', () => {
    const file = {
      format: BACKUP_FORMAT,
      version: 1,
      schema: 2,
      exportedAt: '',
      matches: [{ ...match('m', 1), moveCount: 2 }],
      moves: [{ matchId: 'm', seq: 1, seat: 0, move: { type: 'draw' }, at: 0 }],
      sheets: [],
      settings: [],
    };
    expect(() => validateBackup(JSON.stringify(file))).toThrow(/move log is incomplete/);
  });
});

describe('storage failures', () => {
  it('explains a full disk and private mode in words a player understands', () => {
    expect(describeStorageFailure(new DOMException('x', 'QuotaExceededError'))).toMatch(/out of storage space/);
    expect(describeStorageFailure(new DOMException('x', 'InvalidStateError'))).toMatch(/private browsing/);
  });
});
