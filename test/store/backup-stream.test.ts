import 'fake-indexeddb/auto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../src/store/repo.ts';
import {
  applyImport,
  exportBackup,
  importFile,
  lastBackupMark,
  markBackup,
  planImport,
  type ReplayCheck,
} from '../../src/store/backup-stream.ts';
import { replayLog } from '../../src/engine/match.ts';
import { getGame } from '../../src/games/index.ts';
import { addRound } from '../../src/store/sheets.ts';
import { SCHEMA_VERSION } from '../../src/store/records.ts';
import { healPlayers } from '../../src/store/players.ts';
import { countStore, seedStore, templates } from '../helpers/seeded-store.ts';
import { exportBackupV1 } from '../../src/store/backup-v1.ts';

let n = 0;
const freshName = () => `carriage-stream-${++n}-${Math.random().toString(36).slice(2)}`;
const KEYS = ['koikoi', 'mushi'];

/** The engines' replay, as Settings checks an imported game. */
const check: ReplayCheck = async (m, moves) => replayLog(getGame(m.gameId), m, moves).error?.message ?? null;

/** Every record of every store, raw: "exactly as it was" compares these. */
async function dump(store: Store): Promise<string> {
  const db = store.database;
  const [matches, moves, sheets, settings] = await Promise.all([
    db.getAll('matches'),
    db.getAll('moves'),
    db.getAll('sheets'),
    db.getAll('settings'),
  ]);
  return JSON.stringify({ matches, moves, sheets, settings });
}

/** The lines of a version-2 file. */
async function lines(blob: Blob): Promise<string[]> {
  return gunzipSync(Buffer.from(await blob.arrayBuffer()))
    .toString('utf8')
    .split('\n')
    .filter(Boolean);
}
const gz = (ls: string[]) => new Blob([gzipSync(`${ls.join('\n')}\n`)]);

let source: Store;
let full: Blob;
beforeAll(async () => {
  templates(KEYS);
  source = await Store.open(freshName());
  await seedStore(source, 70, KEYS);
  // As the app's store is since v5: every seat and sheet column names its player (an import gives
  // records without them their players, test/store/players-backup.test.ts).
  await healPlayers(source);
  await source.setSetting('settings', { theme: 'dark', backupEvery: 5 });
  full = (await exportBackup(source, { now: new Date(Date.UTC(2026, 10, 2)) })).blob;
}, 120_000);

describe('backup version 2', () => {
  it('a full backup restores into a fresh store with the same matches, moves, sheets and rounds, nothing duplicated', async () => {
    const fresh = await Store.open(freshName());
    const r = await importFile(fresh, full, { check, now: 5 });
    const before = await countStore(source);
    expect(before.matches).toBe(70);
    expect(before.sheets).toBe(77);
    expect(await countStore(fresh)).toEqual(before);
    expect(r).toMatchObject({ matches: 70, sheets: 77, moves: before.moves, damaged: [] });
    // Every record the same, not only the counts.
    expect((await fresh.listMatches()).items).toEqual((await source.listMatches()).items);
    expect((await fresh.listSheets()).items).toEqual((await source.listSheets()).items);
    expect((await exportBackupV1(fresh, new Date(0))).moves).toEqual((await exportBackupV1(source, new Date(0))).moves);
    expect((await fresh.getSettings()).settings).toEqual({ theme: 'dark', backupEvery: 5 });
    // Importing it again changes nothing: everything is already here.
    const again = await planImport(fresh, full, { check });
    expect(again.add).toEqual([]);
    expect(again.update).toEqual([]);
    expect(again.skip).toHaveLength(147);
    fresh.close();
  }, 120_000);

  it('is self-describing, packs moves, and is a fraction of a version-1 file', async () => {
    const ls = await lines(full);
    expect(JSON.parse(ls[0]!)).toMatchObject({
      format: 'carriage-backup',
      version: 2,
      schema: SCHEMA_VERSION,
      kind: 'full',
    });
    const m = JSON.parse(ls[1]!);
    expect(m.t).toBe('match');
    expect(m.moves[0]).toHaveLength(3);
    expect(JSON.parse(ls.at(-1)!)).toMatchObject({ t: 'end', count: { matches: 70, sheets: 77 } });
    const v1 = JSON.stringify(await exportBackupV1(source, new Date(0))).length;
    expect(full.size).toBeLessThan(v1 / 10);
  });

  it('a version-1 backup from today’s app still imports', async () => {
    const fresh = await Store.open(freshName());
    const v1 = new Blob([JSON.stringify(await exportBackupV1(source, new Date(0)))]);
    const r = await importFile(fresh, v1, { check });
    expect(r.damaged).toEqual([]);
    expect(await countStore(fresh)).toEqual(await countStore(source));
    fresh.close();
  }, 120_000);

  it('a damaged record is skipped and named; everything else imports', async () => {
    const ls = await lines(full);
    const bad = JSON.parse(ls[3]!);
    bad.moves[2][0] = 7; // a seat that is not at this table
    const badId = bad.v.id as string;
    const sheetAt = ls.findIndex((l) => l.includes('"t":"sheet"'));
    const broken = [
      ...ls.slice(0, 3),
      JSON.stringify(bad),
      ...ls.slice(4, sheetAt),
      '{"t":"sheet","v":{"id":',
      ...ls.slice(sheetAt + 1),
    ];
    const fresh = await Store.open(freshName());
    const r = await importFile(fresh, gz(broken), { check });
    expect(r.damaged).toEqual([
      `game ${badId}: move 2: seat 8 is not at this table`,
      `line ${sheetAt + 1} is damaged (not valid JSON)`,
    ]);
    const c = await countStore(fresh);
    expect(c.matches).toBe(69);
    expect(c.sheets).toBe(76);
    expect(await fresh.loadMatch(badId)).toBeUndefined();
    fresh.close();
  }, 120_000);

  it('a game whose moves do not replay is skipped and named, the rest imports', async () => {
    const ls = await lines(full);
    const bad = JSON.parse(ls[1]!);
    bad.moves[5][2] = { type: 'play', card: 'nowhere' };
    const fresh = await Store.open(freshName());
    const r = await importFile(fresh, gz([ls[0]!, JSON.stringify(bad), ...ls.slice(2)]), { check });
    expect(r.damaged).toHaveLength(1);
    expect(r.damaged[0]).toMatch(new RegExp(`^game ${bad.v.id}: `));
    expect((await countStore(fresh)).matches).toBe(69);
    fresh.close();
  }, 120_000);

  it('a file cut short imports what it holds and says it was cut', async () => {
    const ls = await lines(full);
    const fresh = await Store.open(freshName());
    const r = await importFile(fresh, gz(ls.slice(0, 11)), { check });
    expect(r.matches).toBe(10);
    expect(r.damaged).toEqual(['the file is cut short (its end marker is missing); what it holds was read']);
    fresh.close();
  }, 60_000);

  it('refuses a file that is not a backup, or from a newer version, changing nothing', async () => {
    const fresh = await Store.open(freshName());
    await expect(planImport(fresh, new Blob([gzipSync('hello\n')]))).rejects.toThrow(/not valid JSON/);
    await expect(planImport(fresh, new Blob([new Uint8Array([0x1f, 0x8b, 1, 2, 3])]))).rejects.toThrow(
      /could not be decompressed/,
    );
    await expect(planImport(fresh, gz(['{"format":"carriage-backup","version":3}']))).rejects.toThrow(/newer version/);
    await expect(planImport(fresh, gz(['{"format":"other","version":2}', '{}']))).rejects.toThrow(/format marker/);
    expect(await countStore(fresh)).toEqual({ matches: 0, moves: 0, sheets: 0, rounds: 0 });
    fresh.close();
  });
});

describe('cancel, space and changes while importing', () => {
  it('a cancelled import leaves the store exactly as it was, the last import’s undo included', async () => {
    const phone = await Store.open(freshName());
    await seedStore(phone, 3, ['koikoi']);
    const small = (await exportBackup(source, { now: new Date(0) })).blob;
    // An earlier import, so that there is an undo to keep.
    const ls = await lines(small);
    await importFile(phone, gz([ls[0]!, ls[2]!, ls.at(-1)!]), { check, now: 1 });
    const before = await dump(phone);
    const plan = await planImport(phone, full, { check });
    const ctl = new AbortController();
    let writes = 0;
    const err = await applyImport(phone, plan, {
      signal: ctl.signal,
      onProgress: (p) => {
        // cancel half way: some batches are written by then
        if (p.done > p.total / 2 && writes++ === 0) ctl.abort();
      },
    }).catch((e: unknown) => e);
    expect(String(err)).toMatch(/Cancelled\. Nothing was changed/);
    expect(await dump(phone)).toBe(before);
    expect((await phone.lastImport())?.addedMatches).toHaveLength(1);
    phone.close();
  }, 120_000);

  it('an import that does not fit in the free space is refused before anything is written', async () => {
    const phone = await Store.open(freshName());
    const before = await dump(phone);
    const plan = await planImport(phone, full, { check });
    await expect(applyImport(phone, plan, { estimate: async () => ({ quota: 2e6, usage: 1.5e6 }) })).rejects.toThrow(
      /needs about \d+\.\d MB of space on this phone, and only about 0\.5 MB is free.*Nothing was changed/,
    );
    expect(await dump(phone)).toBe(before);
    phone.close();
  }, 60_000);

  it('a game played while the import was being prepared rolls the whole import back', async () => {
    const phone = await Store.open(freshName());
    const ls = await lines(full);
    const plan = await planImport(phone, full, { check });
    // Meanwhile the last game of the file (written last) arrives on this phone another way.
    await importFile(phone, gz([ls[0]!, ls[70]!, ls.at(-1)!]), { check });
    const before = await dump(phone);
    await expect(applyImport(phone, plan)).rejects.toThrow(/A game changed while the import was being prepared/);
    expect(await dump(phone)).toBe(before);
    phone.close();
  }, 120_000);
});

describe('backups of what changed', () => {
  it('hold only what changed since the last backup, and restore in any order on top of a full one', async () => {
    const phone = await Store.open(freshName());
    await seedStore(phone, 10, ['koikoi']);
    const first = await exportBackup(phone, { now: new Date(Date.now()) });
    await markBackup(phone, first.at);
    expect(await lastBackupMark(phone)).toBe(first.at);
    // After the full backup: one sheet gets a round, and a game is played on.
    const pad = (await phone.getSheet('pad-0'))!;
    await phone.putSheet(addRound(pad, { id: 'late', scores: [1, 2, 3] }, first.at + 10));
    const [a, b] = (await phone.listMatches()).items;
    const la = await phone.loadMatch(a!.id);
    await phone.truncateMoves(a!.id, la!.moves.length - 1, {}, first.at + 5);
    const changes1 = await exportBackup(phone, { now: new Date(first.at + 20), since: first.at });
    await markBackup(phone, changes1.at);
    await phone.appendMoves(a!.id, la!.moves.length - 1, la!.moves.slice(-1), {}, first.at + 30);
    await phone.deleteMatch(b!.id);
    const changes2 = await exportBackup(phone, { now: new Date(first.at + 40), since: changes1.at });
    expect(changes1.count).toMatchObject({ matches: 1, sheets: 1 });
    expect(changes2.count).toMatchObject({ matches: 1, sheets: 0 });
    expect(JSON.parse((await lines(changes2.blob))[0]!)).toMatchObject({ kind: 'changes', since: changes1.at });

    // Full, then the changes in either order: the newest log wins, never a step back.
    for (const order of [
      [first.blob, changes1.blob, changes2.blob],
      [first.blob, changes2.blob, changes1.blob],
    ]) {
      const other = await Store.open(freshName());
      for (const f of order) await importFile(other, f, { check });
      expect((await other.loadMatch(a!.id))?.moves).toEqual(la!.moves);
      expect((await other.getSheet('pad-0'))?.rounds.map((r) => r.id).at(-1)).toBe('late');
      expect((await countStore(other)).matches).toBe(10);
      other.close();
    }
    phone.close();
  }, 120_000);
});

describe('what was deleted on this phone (issue 32 §3)', () => {
  it('stays deleted when an older backup is imported, unless the player asks for it back', async () => {
    const { trash } = await import('../../src/store/trash.ts');
    const phone = await Store.open(freshName());
    await importFile(phone, full, { check, now: 5 });
    const [gone] = (await phone.listMatches()).items;
    await trash(phone, [{ kind: 'match', id: gone!.id }], Date.UTC(2026, 10, 20));
    expect(await phone.loadMatch(gone!.id)).toBeUndefined();
    // the older backup, imported without asking: the deleted match (and its sheet) stay deleted
    const plan = await planImport(phone, full, { check });
    const skipped = plan.skip.filter((i) => i.deleted);
    expect(skipped.map((i) => i.id)).toContain(gone!.id);
    expect(skipped.every((i) => i.reason.startsWith('deleted on this phone on'))).toBe(true);
    expect(plan.add).toEqual([]);
    await applyImport(phone, plan, { now: 6 });
    expect(await phone.loadMatch(gone!.id)).toBeUndefined();
    // asked for: it comes back, and its tombstone goes (a later import no longer skips it)
    const asked = await planImport(phone, full, { check, restoreDeleted: true });
    expect(asked.add.map((i) => i.id)).toContain(gone!.id);
    await applyImport(phone, asked, { now: 7 });
    expect((await phone.loadMatch(gone!.id))?.match.id).toBe(gone!.id);
    expect((await planImport(phone, full, { check })).skip.filter((i) => i.deleted)).toEqual([]);
    expect(await countStore(phone)).toEqual(await countStore(source));
    phone.close();
  }, 120_000);
});
