/**
 * Schema v6 (issue 30 §5): Home finds the matches to continue by an index, not by reading every
 * match. A store written at v5 — finished matches, unfinished ones (one archived), their moves and
 * sheets — opens at v6 with every record as it was (read back through the schema) and the
 * unfinished ones listed by `byOpen`; from then on a match leaves the index when it finishes and
 * comes back when a move is taken back; a backup leaves the index's key out.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { migrate, type CarriageDB } from '../../src/store/db.ts';
import { Store } from '../../src/store/repo.ts';
import { parseMatch, SCHEMA_VERSION, type MatchRecord, storedMatch } from '../../src/store/records.ts';
import { finishedAfter, readHome } from '../../src/store/history.ts';
import { matchLine } from '../../src/store/backup-v2.ts';
import { playSeeded } from '../helpers/seeded.ts';

const freshName = () => `carriage-v6-${Math.random().toString(36).slice(2)}`;

describe('v5 → v6', () => {
  it('lists the unfinished matches by an index, every record kept; Home reads only what it shows', async () => {
    const kk = playSeeded({ key: 'koikoi-3', gameId: 'koikoi', players: 2, options: { rounds: 3 } });
    const at = (i: number) => Date.UTC(2026, 0, 1) + i * 60_000;
    // 30 finished matches, 3 unfinished (the one at 12 archived) and their sheets.
    const matches: MatchRecord[] = Array.from({ length: 33 }, (_, i) => ({
      ...kk.match,
      id: `m${String(i).padStart(2, '0')}`,
      sheetId: `s${i}`,
      updatedAt: at(i),
      finished: ![5, 12, 20].includes(i),
      moveCount: 0,
      ...(i === 12 ? { archived: at(40) } : {}),
    }));
    const name = freshName();
    const old = await openDB<CarriageDB>(name, 5, {
      upgrade: (db, from, _to, tx) => migrate(db, from, tx, 5),
    });
    expect(old.objectStoreNames.contains('matches')).toBe(true);
    for (const m of matches) await old.put('matches', m);
    for (const m of matches) await old.put('sheets', { ...kk.sheet, id: m.sheetId, matchId: m.id });
    old.close();

    const store = await Store.open(name);
    const db = store.database;
    expect(db.version).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBe(6);
    // Every record reads back as it was written.
    const back = (await db.getAll('matches')).map((r) => parseMatch(r));
    expect(back.map((p) => (p.ok ? p.value : p.error))).toEqual(matches);
    expect(await db.count('sheets')).toBe(33);
    // The index holds the unfinished ones, and only them.
    expect((await db.getAllKeysFromIndex('matches', 'byOpen')).sort()).toEqual(['m05', 'm12', 'm20']);

    // Home: the unfinished (archived too: Home leaves it out), the 10 newest finished, the count.
    const parsers = await store.withDb(async (_db, p) => p);
    const home = await readHome(db, parsers, 10);
    expect(home.open.map((r) => r.id)).toEqual(['m20', 'm12', 'm05']);
    expect(home.open.find((r) => r.id === 'm12')!.archived).toBe(true);
    expect(home.finished.map((r) => r.id)).toEqual([
      'm32',
      'm31',
      'm30',
      'm29',
      'm28',
      'm27',
      'm26',
      'm25',
      'm24',
      'm23',
    ]);
    expect(home.total).toBe(33);
    expect(home.newest).toBe(at(32));
    // The reminder's count: finished matches saved after a time (m21…m32 after at(20)), and all 30 from 0.
    expect(await finishedAfter(db, at(20), home.open)).toBe(12);
    expect(await finishedAfter(db, 0, home.open)).toBe(30);

    // A match that finishes leaves the index; a move taken back brings it back.
    await store.appendMoves('m20', 0, [{ seat: 0, move: kk.moves[0]!.move }], { finished: true }, at(50));
    expect((await db.getAllKeysFromIndex('matches', 'byOpen')).sort()).toEqual(['m05', 'm12']);
    await store.truncateMoves('m20', 0, { finished: false }, at(51));
    expect((await db.getAllKeysFromIndex('matches', 'byOpen')).sort()).toEqual(['m05', 'm12', 'm20']);
    // A new match is listed at once; its stored record carries the key, its read record does not.
    const fresh = { ...matches[0]!, id: 'new', sheetId: 'new-s', finished: false, updatedAt: at(60) };
    await store.createMatch(fresh, { ...kk.sheet, id: 'new-s', matchId: 'new' });
    expect((await readHome(db, parsers, 10)).open[0]!.id).toBe('new');
    expect(((await db.get('matches', 'new')) as { openAt?: number }).openAt).toBe(at(60));
    expect((await store.loadMatch('new'))!.match).toEqual(fresh);
    // A backup leaves it out.
    expect(matchLine(storedMatch(fresh), [])).not.toContain('openAt');
    expect(storedMatch({ ...fresh, finished: true })).not.toHaveProperty('openAt');
    store.close();
  });
});
