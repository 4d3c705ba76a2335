/** Players in backups (issue 29 §6): exported, and restored by the merge-only import (same id → this phone's kept). */
import 'fake-indexeddb/auto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/store/repo.ts';
import { exportBackup, importFile } from '../../src/store/backup-stream.ts';
import { allPlayers, seatPlayers, updatePlayer } from '../../src/store/players.ts';
import type { MatchRecord } from '../../src/store/records.ts';
import { newSheet } from '../../src/store/sheets.ts';

const fresh = () => Store.open(`carriage-pb-${Math.random().toString(36).slice(2)}`);

async function withMatch(store: Store, id: string, names: string[]) {
  const seats = names.map((name) => ({ name, kind: 'human' as const }));
  const ids = await seatPlayers(store, seats, 1);
  const match: MatchRecord = {
    id,
    gameId: 'koikoi',
    options: {},
    seed: 's',
    seats: seats.map((s, i) => ({ ...s, playerId: ids[i]! })),
    createdAt: 1,
    updatedAt: 1,
    moveCount: 0,
    finished: false,
    sheetId: `sheet-${id}`,
  };
  const sheet = {
    ...newSheet({ id: `sheet-${id}`, title: 't', gameId: 'koikoi', players: names, now: 1, matchId: id }),
    playerIds: ids,
  };
  await store.createMatch(match, sheet);
  return ids;
}

describe('players in backups', () => {
  it('are exported and imported; a player this phone has is kept as it is here', async () => {
    const a = await fresh();
    const [aiko, ben] = await withMatch(a, 'm1', ['Aiko', 'Ben']);
    await updatePlayer(a, aiko!, { colour: '#aa3355', emoji: '🌸' }, 2);
    const file = (await exportBackup(a, { now: new Date(10) })).blob;

    // A fresh phone: both players, as they were.
    const b = await fresh();
    const r = await importFile(b, file, { now: 20 });
    expect(r).toMatchObject({ damaged: [] });
    expect((await allPlayers(b)).sort((x, y) => x.name.localeCompare(y.name))).toEqual(
      (await allPlayers(a)).sort((x, y) => x.name.localeCompare(y.name)),
    );
    expect((await b.loadMatch('m1'))!.match.seats.map((s) => s.playerId)).toEqual([aiko, ben]);

    // This phone renamed Ben since: the import keeps this phone's Ben.
    await updatePlayer(a, ben!, { name: 'Benjamin' }, 30);
    await importFile(a, file, { now: 40 });
    expect((await allPlayers(a)).find((p) => p.id === ben)!.name).toBe('Benjamin');
    a.close();
    b.close();
  });

  it('gives the records of an older backup their players, as the upgrade does', async () => {
    const sheet = newSheet({ id: 'pad', title: 'Night', gameId: 'other', players: ['Cleo', 'aiko'], now: 1 });
    const lines = [
      {
        format: 'carriage-backup',
        version: 2,
        schema: 4,
        exportedAt: '',
        kind: 'full',
        lines: 'ndjson',
        moves: 'packed',
      },
      { t: 'sheet', v: sheet },
      { t: 'end', count: { matches: 0, moves: 0, sheets: 1, settings: 0 } },
    ];
    const file = new Blob([gzipSync(lines.map((l) => JSON.stringify(l)).join('\n'))]);
    const store = await fresh();
    const [aiko] = await withMatch(store, 'm1', ['Aiko', 'Ben']);
    await importFile(store, file, { now: 5 });
    const pad = (await store.getSheet('pad'))!;
    expect(pad.playerIds![1]).toBe(aiko);
    expect((await allPlayers(store)).find((p) => p.id === pad.playerIds![0])!.name).toBe('Cleo');
    store.close();
  });
});
