/** Players (issue 29 §1): seated by name, renamed in one place, merged. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/store/repo.ts';
import type { MatchRecord } from '../../src/store/records.ts';
import { newSheet } from '../../src/store/sheets.ts';
import { allPlayers, mergePlayers, recentPlayers, seatPlayers, updatePlayer } from '../../src/store/players.ts';

const fresh = () => Store.open(`carriage-players-${Math.random().toString(36).slice(2)}`);

async function seat(store: Store, id: string, names: string[], at: number) {
  const seats = names.map((name) =>
    name.startsWith('bot:')
      ? { name: 'Bot', kind: 'bot' as const, level: 'hard' as const }
      : { name, kind: 'human' as const },
  );
  const ids = await seatPlayers(store, seats, at);
  const match: MatchRecord = {
    id,
    gameId: 'koikoi',
    options: {},
    seed: 's',
    seats: seats.map((s, i) => ({ ...s, playerId: ids[i]! })),
    createdAt: at,
    updatedAt: at,
    moveCount: 0,
    finished: false,
    sheetId: `sheet-${id}`,
  };
  const sheet = {
    ...newSheet({
      id: `sheet-${id}`,
      title: 't',
      gameId: 'koikoi',
      players: seats.map((s) => s.name),
      now: at,
      matchId: id,
    }),
    playerIds: ids,
  };
  await store.createMatch(match, sheet);
  return ids;
}

describe('players', () => {
  it('finds a typed name again (trimmed, any case), and a bot by level', async () => {
    const store = await fresh();
    const a = await seat(store, 'm1', ['Aiko', 'bot:hard'], 1);
    const b = await seat(store, 'm2', [' aiko ', 'Ben'], 2);
    expect(b[0]).toBe(a[0]);
    expect(a[1]).toBe('bot-hard');
    const players = await allPlayers(store);
    expect(players.map((p) => p.name).sort()).toEqual(['', 'Aiko', 'Ben']);
    // Recent people first, bots left out.
    expect(recentPlayers(players).map((p) => p.name)).toEqual(['Aiko', 'Ben']);
  });

  it('renames in one place: every match seat and sheet column follows; updatedAt stays', async () => {
    const store = await fresh();
    const [aiko] = await seat(store, 'm1', ['Aiko', 'Ben'], 1);
    await seat(store, 'm2', ['Cleo', 'aiko'], 2);
    await updatePlayer(store, aiko!, { name: 'Aiko T.', emoji: '🌸' }, 9);
    const m1 = (await store.loadMatch('m1'))!.match;
    const m2 = (await store.loadMatch('m2'))!.match;
    expect(m1.seats.map((s) => s.name)).toEqual(['Aiko T.', 'Ben']);
    expect(m2.seats.map((s) => s.name)).toEqual(['Cleo', 'Aiko T.']);
    expect(m2.updatedAt).toBe(2);
    expect((await store.getSheet('sheet-m2'))!.players).toEqual(['Cleo', 'Aiko T.']);
    expect((await allPlayers(store)).find((p) => p.id === aiko)).toMatchObject({ name: 'Aiko T.', emoji: '🌸' });
    // The new name finds the player next time.
    expect((await seatPlayers(store, [{ name: 'aiko t.', kind: 'human' }], 10))[0]).toBe(aiko);
  });

  it('merges two records of one person', async () => {
    const store = await fresh();
    const [ben] = await seat(store, 'm1', ['Ben', 'Cleo'], 1);
    const [benjamin] = await seat(store, 'm2', ['Benjamin', 'Cleo'], 2);
    await mergePlayers(store, ben!, benjamin!, 5);
    const m1 = (await store.loadMatch('m1'))!.match;
    expect(m1.seats[0]).toMatchObject({ name: 'Benjamin', playerId: benjamin });
    expect((await store.getSheet('sheet-m1'))!.playerIds![0]).toBe(benjamin);
    const players = await allPlayers(store);
    expect(players.find((p) => p.id === ben)!.mergedInto).toBe(benjamin);
    expect(
      recentPlayers(players)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Benjamin', 'Cleo']);
    // Typing the old name finds the merged-into player.
    expect((await seatPlayers(store, [{ name: 'ben', kind: 'human' }], 9))[0]).toBe(benjamin);
  });
});
