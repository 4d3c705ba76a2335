/**
 * Issue 32 §3: delete (with undo), archive, "finished before", the space freed, tombstones that
 * keep an older backup from bringing deleted data back unasked, and the v2 → v3 upgrade.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { Store } from '../../src/store/repo.ts';
import { newSheet, addRound } from '../../src/store/sheets.ts';
import type { MatchRecord, ScoreSheet } from '../../src/store/records.ts';
import { historyOf, type HistoryRow } from '../../src/store/history.ts';
import { archive, estimate, finishedOlder, restore, trash } from '../../src/store/trash.ts';
import { applyImportV1, exportBackupV1, planImportV1 } from '../../src/store/backup-v1.ts';

let n = 0;
const freshName = () => `carriage-trash-${++n}-${Math.random().toString(36).slice(2)}`;
const mv = (i: number) => ({ seat: i % 2, move: { type: 'play', card: `c${i}` } });

function match(id: string, updatedAt: number, finished = false): MatchRecord {
  return {
    id,
    gameId: 'koikoi',
    options: {},
    seed: `seed-${id}`,
    seats: [
      { name: 'Aiko', kind: 'human' },
      { name: 'Ben', kind: 'bot' },
    ],
    createdAt: updatedAt,
    updatedAt,
    moveCount: 0,
    finished,
    sheetId: `sheet-${id}`,
  };
}

function sheetOf(id: string, now: number, matchId?: string): ScoreSheet {
  return newSheet({
    id,
    title: `Sheet ${id}`,
    gameId: 'koikoi',
    players: ['Aiko', 'Ben'],
    now,
    ...(matchId ? { matchId } : {}),
  });
}

/** A store with match m1 (finished at 10, 4 moves), m2 (unfinished at 20, 2 moves) and a sheet of its own, s. */
async function stocked() {
  const store = await Store.open(freshName());
  await store.createMatch(match('m1', 10), sheetOf('sheet-m1', 10, 'm1'));
  await store.appendMoves('m1', 0, [0, 1, 2, 3].map(mv), { finished: true }, 10);
  await store.createMatch(match('m2', 20), sheetOf('sheet-m2', 20, 'm2'));
  await store.appendMoves('m2', 0, [0, 1].map(mv), {}, 20);
  await store.putSheet(addRound(sheetOf('s', 30), { id: 'r1', scores: [5, -5] }, 30));
  return store;
}

async function rows(store: Store): Promise<HistoryRow[]> {
  const byKey = new Map<string, HistoryRow>();
  let done = false;
  await historyOf(store, (c) => {
    for (const r of c.rows) byKey.set(`${r.kind}:${r.id}`, r);
    done ||= c.done;
  });
  expect(done).toBe(true);
  return [...byKey.values()].sort((a, b) => b.updatedAt - a.updatedAt);
}

describe('history rows', () => {
  it('lists every match and each sheet of its own, not the sheets the matches keep', async () => {
    const store = await stocked();
    expect((await rows(store)).map((r) => `${r.kind}:${r.id}`)).toEqual(['sheet:s', 'match:m2', 'match:m1']);
    const [s, m2, m1] = await rows(store);
    expect(s).toMatchObject({ title: 'Sheet s', names: ['Aiko', 'Ben'], rounds: 1, finished: false });
    expect(m2).toMatchObject({ finished: false, sheetId: 'sheet-m2', archived: false });
    expect(m1).toMatchObject({ finished: true });
    store.close();
  });

  it('reads 1,000 matches in batches and gives each once the reading is done', async () => {
    const store = await Store.open(freshName());
    for (let i = 0; i < 1000; i++) await store.createMatch(match(`m${i}`, i), sheetOf(`sheet-m${i}`, i, `m${i}`));
    const chunks: number[] = [];
    const byKey = new Set<string>();
    await historyOf(store, (c) => {
      chunks.push(c.rows.length);
      for (const r of c.rows) byKey.add(`${r.kind}:${r.id}`);
    });
    // The first screen (40 newest), four batches of matches (300 at most), one (empty) of sheets.
    expect(chunks).toEqual([40, 300, 300, 300, 100, 0]);
    expect(byKey.size).toBe(1000);
    store.close();
  });
});

describe('delete and undo', () => {
  it('a deleted match goes with its moves and its sheet, stays gone after a reopen, and undo brings it all back', async () => {
    const name = freshName();
    const store = await Store.open(name);
    await store.createMatch(match('m1', 10), sheetOf('sheet-m1', 10, 'm1'));
    await store.appendMoves('m1', 0, [0, 1, 2].map(mv), { finished: true }, 10);
    const before = await store.loadMatch('m1');
    const sheet = await store.getSheet('sheet-m1');
    // Space freed: the stored records as JSON (ASCII here, so characters are bytes), read raw.
    const raw = await openRaw(name);
    const expected = [...raw.all.matches!, ...raw.all.moves!, ...raw.all.sheets!].reduce<number>(
      (a, r) => a + JSON.stringify(r).length,
      0,
    );

    const gone = await trash(store, [{ kind: 'match', id: 'm1' }], 100);
    expect(gone.bytes).toBe(expected);
    store.close();

    const again = await Store.open(name);
    expect(await again.loadMatch('m1')).toBeUndefined();
    expect(await again.getSheet('sheet-m1')).toBeUndefined();
    expect((await exportBackupV1(again, new Date(0))).matches).toEqual([]);

    expect(await restore(again, gone)).toBe(1);
    expect(await again.loadMatch('m1')).toEqual(before);
    expect(await again.getSheet('sheet-m1')).toEqual(sheet);
    again.close();
  });

  it('deleting a sheet a match keeps deletes the match with it; a sheet of its own goes alone', async () => {
    const store = await stocked();
    await trash(store, [{ kind: 'sheet', id: 'sheet-m2' }], 100);
    expect(await store.loadMatch('m2')).toBeUndefined();
    expect(await store.loadMatch('m1')).toBeDefined();
    await trash(store, [{ kind: 'sheet', id: 's' }], 100);
    expect((await rows(store)).map((r) => r.id)).toEqual(['m1']);
    store.close();
  });

  it('several at once, in one go', async () => {
    const store = await stocked();
    const t = await trash(
      store,
      [
        { kind: 'match', id: 'm1' },
        { kind: 'match', id: 'm2' },
        { kind: 'sheet', id: 's' },
      ],
      100,
    );
    expect(t.matches.map((m) => m.match.id)).toEqual(['m1', 'm2']);
    expect(t.sheets.map((s) => s.id)).toEqual(['sheet-m1', 'sheet-m2', 's']);
    expect(await rows(store)).toEqual([]);
    expect(await restore(store, t)).toBe(3);
    expect((await rows(store)).map((r) => r.id)).toEqual(['s', 'm2', 'm1']);
    store.close();
  });

  it('"finished before" picks only finished matches last changed before the date', async () => {
    const store = await stocked();
    await store.createMatch(match('m3', 40, true), sheetOf('sheet-m3', 40, 'm3'));
    expect(await finishedOlder(store, 15)).toEqual([{ kind: 'match', id: 'm1' }]);
    expect(await finishedOlder(store, 41)).toEqual([
      { kind: 'match', id: 'm1' },
      { kind: 'match', id: 'm3' },
    ]);
    expect(await finishedOlder(store, 10)).toEqual([]);
    store.close();
  });

  it('the estimate before deleting is what the deletion then frees, for matches of one kind of move', async () => {
    const store = await stocked();
    const refs = [
      { kind: 'match' as const, id: 'm1' },
      { kind: 'sheet' as const, id: 's' },
    ];
    const guess = await estimate(store, refs);
    const freed = (await trash(store, refs, 100)).bytes;
    expect(guess).toBeGreaterThan(0);
    // Moves are counted at the average size of a sample: within a few bytes a move here.
    expect(Math.abs(guess - freed)).toBeLessThan(8);
    store.close();
  });
});

describe('archive', () => {
  it('archives a match with its sheet and brings it back, changing nothing else', async () => {
    const store = await stocked();
    const before = await store.loadMatch('m1');
    expect(await archive(store, [{ kind: 'match', id: 'm1' }], 500)).toBe(1);
    const listed = await rows(store);
    expect(listed.find((r) => r.id === 'm1')?.archived).toBe(true);
    expect(listed.find((r) => r.id === 'm2')?.archived).toBe(false);
    expect((await store.getSheet('sheet-m1'))?.archived).toBe(500);
    expect((await store.loadMatch('m1'))?.match.updatedAt).toBe(10);
    await archive(store, [{ kind: 'match', id: 'm1' }], null);
    expect(await store.loadMatch('m1')).toEqual(before);
    expect((await store.getSheet('sheet-m1'))?.archived).toBeUndefined();
    store.close();
  });
});

describe('an older backup does not bring deleted data back unasked', () => {
  it('skips a deleted match and sheet, saying when they were deleted; brings them back when asked', async () => {
    const store = await stocked();
    const older = JSON.stringify(await exportBackupV1(store, new Date(0)));
    await trash(
      store,
      [
        { kind: 'match', id: 'm1' },
        { kind: 'sheet', id: 's' },
      ],
      Date.UTC(2026, 10, 20, 12),
    );
    const after = await exportBackupV1(store, new Date(0));
    expect(after.matches.map((m) => m.id)).toEqual(['m2']);
    expect(after.sheets.map((s) => s.id)).toEqual(['sheet-m2']);
    expect(after.moves.every((m) => m.matchId === 'm2')).toBe(true);

    const plan = await planImportV1(store, older);
    expect(plan.add).toEqual([]);
    const deleted = plan.skip.filter((i) => i.deleted);
    expect(deleted.map((i) => `${i.kind} ${i.id}`)).toEqual(['game m1', 'sheet s', 'sheet sheet-m1']);
    for (const i of deleted) expect(i.reason).toMatch(/^deleted on this phone on .*2026/);
    await applyImportV1(store, plan, 1000);
    expect(await store.loadMatch('m1')).toBeUndefined();
    expect(await store.getSheet('s')).toBeUndefined();

    const asked = await planImportV1(store, older, undefined, { restoreDeleted: true });
    expect(asked.add.map((i) => i.id)).toEqual(['m1', 's', 'sheet-m1']);
    expect(asked.add[0]?.reason).toMatch(/4 moves \(deleted on this phone on .*; brought back\)/);
    await applyImportV1(store, asked, 1001);
    expect((await store.loadMatch('m1'))?.moves).toHaveLength(4);
    expect((await store.getSheet('s'))?.rounds).toHaveLength(1);
    // Brought back, it is no longer deleted: the next import treats it as any other.
    expect((await planImportV1(store, older)).skip.filter((i) => i.deleted)).toEqual([]);
    store.close();
  });

  it('undoing a deletion lifts its tombstones', async () => {
    const store = await stocked();
    const older = JSON.stringify(await exportBackupV1(store, new Date(0)));
    await restore(store, await trash(store, [{ kind: 'match', id: 'm1' }], 100));
    expect((await planImportV1(store, older)).skip.filter((i) => i.deleted)).toEqual([]);
    store.close();
  });
});

describe('v2 → v3', () => {
  it('keeps every match, move, sheet and setting of a v2 database and adds the tombstones', async () => {
    const name = freshName();
    const v2 = await openDB(name, 2, {
      upgrade(db) {
        db.createObjectStore('matches', { keyPath: 'id' }).createIndex('byUpdated', 'updatedAt');
        db.createObjectStore('moves', { keyPath: ['matchId', 'seq'] });
        db.createObjectStore('sheets', { keyPath: 'id' }).createIndex('byUpdated', 'updatedAt');
        db.createObjectStore('settings', { keyPath: 'key' });
      },
    });
    const sheets = [sheetOf('sheet-a', 1, 'a'), addRound(sheetOf('own', 2), { id: 'r1', scores: [1, -1] }, 3)];
    const matches = [match('a', 1, true), match('b', 2)];
    const moves = [0, 1, 2].map((i) => ({ matchId: 'a', seq: i, seat: i % 2, move: mv(i).move, at: 1 }));
    for (const s of sheets) await v2.put('sheets', s);
    for (const m of matches) await v2.put('matches', m);
    for (const m of moves) await v2.put('moves', m);
    await v2.put('settings', { key: 'settings', value: { theme: 'dark' } });
    v2.close();

    const store = await Store.open(name);
    const raw = await openRaw(name);
    // (and on to v4, which leaves these records as they are: none is a match's row with an engine
    // label; v5, which only adds the players' ids: test/store/upgrade-v5.test.ts; and v6, which
    // gives an unfinished match its `openAt` index key: test/store/upgrade-v6.test.ts)
    expect(raw.version).toBe(6);
    expect(raw.stores).toEqual(['matches', 'moves', 'players', 'settings', 'sheets', 'summaries', 'tombstones']);
    const noIds = (x: unknown) => {
      const {
        playerIds: _,
        openAt: _o,
        seats,
        ...r
      } = x as {
        playerIds?: unknown;
        openAt?: unknown;
        seats?: { playerId?: string }[];
      };
      return seats ? { ...r, seats: seats.map(({ playerId: _p, ...seat }) => seat) } : r;
    };
    expect(raw.all.matches!.map(noIds)).toEqual(matches);
    expect(raw.all.moves).toEqual(moves);
    expect(raw.all.sheets!.map(noIds)).toEqual([sheets[1], sheets[0]]);
    expect(raw.all.settings).toEqual([{ key: 'settings', value: { theme: 'dark' } }]);
    expect((await rows(store)).map((r) => r.id)).toEqual(['own', 'b', 'a']);
    store.close();
  });
});

/** The database as stored, read without the app's code. */
async function openRaw(name: string) {
  const db = await openDB(name);
  const stores = [...db.objectStoreNames].sort();
  const all: Record<string, unknown[]> = {};
  for (const s of stores) all[s] = await db.getAll(s);
  const out = { version: db.version, stores, all };
  db.close();
  return out;
}
