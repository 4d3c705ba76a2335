/**
 * The statistics' cache (issue 29 §2): every sheet summarised once, then only what changed; a
 * deleted sheet's summary goes; records saved without players get theirs first.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/store/repo.ts';
import { loadSummaries, summaryMatch, summarySheet } from '../../src/stats/load.ts';
import { summarize } from '../../src/stats/summary.ts';
import { playerStats } from '../../src/stats/stats.ts';
import { addRound } from '../../src/store/sheets.ts';
import { allPlayers } from '../../src/store/players.ts';
import { seedStore, SHORT } from '../helpers/seeded-store.ts';

describe('statistics cache', () => {
  it('summarises each sheet once, then only what changed', async () => {
    const store = await Store.open(`carriage-stats-${Math.random().toString(36).slice(2)}`);
    // 20 finished matches (Koi-Koi of 3 months, Imperial Baccarat of 4 hands) and 2 pads, written without players.
    await seedStore(store, 20, SHORT);
    const progress: number[] = [];
    const first = await loadSummaries(store, { onProgress: (_d, total) => progress.push(total) });
    expect(first).toHaveLength(22);
    expect(progress).toEqual([22]);
    // Players were given (Alexandra played all 20 matches), and the summaries are the pure function's.
    const players = await allPlayers(store);
    const alexandra = players.find((p) => p.name === 'Alexandra')!;
    const sheets = (await store.listSheets()).items;
    const matches = new Map((await store.listMatches()).items.map((m) => [m.id, m]));
    for (const s of sheets)
      expect(first.find((x) => x.key === s.id)).toEqual(summarize(s, s.matchId ? matches.get(s.matchId) : undefined));
    expect(playerStats(alexandra.id, first).matches).toBe(20);

    // Nothing changed: nothing recomputed.
    progress.length = 0;
    expect((await loadSummaries(store, { onProgress: (_d, t) => progress.push(t) })).length).toBe(22);
    expect(progress).toEqual([]);

    // One pad gets a round, one sheet is deleted: one recomputed, one gone.
    const pad = (await store.getSheet('pad-0'))!;
    // (saved now, as the app saves: after the cache's mark)
    await store.putSheet(addRound(pad, { id: 'r99', scores: [50, 0, 0] }, Date.now()));
    await store.deleteSheet('pad-1');
    const third = await loadSummaries(store, { onProgress: (_d, t) => progress.push(t) });
    expect(progress).toEqual([1]);
    expect(third).toHaveLength(21);
    expect(third.find((s) => s.key === 'pad-0')!.best[0]).toBe(50);
    expect(await store.withDb((db) => db.count('summaries'))).toBe(21 + 1); // and the mark
    store.close();
  });

  it('a first computation reads sheets by a light check; a damaged sheet is left out, the rest counted', async () => {
    const store = await Store.open(`carriage-stats-${Math.random().toString(36).slice(2)}`);
    await seedStore(store, 10, SHORT);
    await loadSummaries(store); // players given to every record
    const good = (await store.getSheet('pad-0'))!;
    expect(summarySheet(good)).toBe(good);
    // What summarize reads must be sound: a score that is not a number, a round short of a score,
    // an event that is not an object, a match whose `finished` is not a boolean.
    const bad = [
      { ...good, rounds: [{ ...good.rounds[0]!, scores: ['9', 0, 0] }] },
      { ...good, rounds: [{ ...good.rounds[0]!, scores: [1, 2] }] },
      { ...good, rounds: [{ ...good.rounds[0]!, events: ['won'] }] },
      { ...good, players: 'Aiko' },
    ];
    for (const b of bad) expect(summarySheet(b)).toBeNull();
    const match = (await store.listMatches()).items[0]!;
    expect(summaryMatch(match)).toBe(match);
    expect(summaryMatch({ ...match, finished: 'yes' })).toBeNull();
    // A damaged sheet in the store (written past the store's check): the figures skip it.
    await store.withDb(async (db) => {
      await db.put('sheets', { ...bad[0]!, id: 'pad-broken' } as never);
      await db.clear('summaries');
    });
    const all = await loadSummaries(store);
    expect(all.map((s) => s.key).sort()).toEqual(
      (await store.withDb((db) => db.getAllKeys('sheets'))).filter((k) => k !== 'pad-broken').sort(),
    );
    expect(all.find((s) => s.key === 'pad-0')).toEqual(summarize(good, undefined));
    store.close();
  });
});
