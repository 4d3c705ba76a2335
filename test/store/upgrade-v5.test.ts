/**
 * Schema v5 (issue 29 §1): players. A store written by today's code at v4 — finished matches
 * played through the engines with their sheets (test/helpers/seeded.ts), a match with bots of two
 * levels and one saved before levels, a score pad sheet, the same names typed differently — opens
 * at v5 with every match, move, sheet and row as it was, and a player on every seat and column:
 * the same name (trimmed, any case) the same player, a bot the player of its level.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDB, type IDBPDatabase } from 'idb';
import { migrate, type CarriageDB } from '../../src/store/db.ts';
import { Store } from '../../src/store/repo.ts';
import { SCHEMA_VERSION, type MatchRecord, type MoveRecord, type ScoreSheet } from '../../src/store/records.ts';
import { addRound, newSheet } from '../../src/store/sheets.ts';
import { allPlayers } from '../../src/store/players.ts';
import { playSeeded } from '../helpers/seeded.ts';

const freshName = () => `carriage-v5-${Math.random().toString(36).slice(2)}`;

/** What v4 holds: records made by today's code paths, without player ids. */
function v4Records(): { matches: MatchRecord[]; moves: MoveRecord[]; sheets: ScoreSheet[] } {
  const kk = playSeeded({ key: 'koikoi-3', gameId: 'koikoi', players: 2, options: { rounds: 3 } });
  const cp = playSeeded({ key: 'career-poker', gameId: 'career-poker', players: 5, options: {} });
  // A match against bots: Easy and Hard, and one saved before bot levels (Normal).
  const bots: MatchRecord = {
    ...kk.match,
    id: 'match-bots',
    sheetId: 'sheet-bots',
    seats: [
      { name: '  alexandra ', kind: 'human' },
      { name: 'Bot 2', kind: 'bot', level: 'hard' },
    ],
  };
  const old: MatchRecord = {
    ...kk.match,
    id: 'match-old',
    sheetId: 'sheet-old',
    seats: [
      { name: 'Bot 1', kind: 'bot' },
      { name: 'ALEXANDRA', kind: 'human' },
    ],
  };
  const easy: MatchRecord = {
    ...kk.match,
    id: 'match-easy',
    sheetId: 'sheet-easy',
    seats: [
      { name: 'Bot 1', kind: 'bot', level: 'easy' },
      { name: 'Bartholomew', kind: 'human' },
    ],
  };
  const sheetOf = (m: MatchRecord) => ({
    ...kk.sheet,
    id: m.sheetId,
    matchId: m.id,
    players: m.seats.map((s) => s.name),
  });
  let pad = newSheet({ id: 'pad', title: 'Night', gameId: 'other', players: ['Chiyoko', 'alexandra', 'Zed'], now: 5 });
  pad = addRound(pad, { id: 'r1', scores: [3, 2, 1], note: 'typed' }, 6);
  pad = addRound(pad, { id: 'r2', scores: [0, 5, -1] }, 7);
  const moves = [...kk.moves, ...cp.moves];
  for (const m of [bots, old, easy]) moves.push(...kk.moves.map((x) => ({ ...x, matchId: m.id })));
  return {
    matches: [kk.match, cp.match, bots, old, easy],
    moves,
    sheets: [kk.sheet, cp.sheet, sheetOf(bots), sheetOf(old), sheetOf(easy), pad],
  };
}

async function count(db: IDBPDatabase<CarriageDB>) {
  const sheets = await db.getAll('sheets');
  return {
    matches: await db.count('matches'),
    moves: await db.count('moves'),
    sheets: sheets.length,
    rounds: sheets.reduce((n, s) => n + s.rounds.length, 0),
  };
}

describe('v4 → v5', () => {
  it('gives every seat and sheet column a player, losing nothing', async () => {
    const name = freshName();
    const before = v4Records();
    const old = await openDB<CarriageDB>(name, 4, {
      upgrade: (db, from, _to, tx) => migrate(db as IDBPDatabase<CarriageDB>, from, tx, 4),
    });
    expect([...old.objectStoreNames]).not.toContain('players');
    for (const m of before.matches) await old.put('matches', m);
    for (const m of before.moves) await old.put('moves', m);
    for (const s of before.sheets) await old.put('sheets', s);
    const counts = await count(old);
    old.close();

    const store = await Store.open(name);
    const raw = await openDB<CarriageDB>(name);
    expect(raw.version).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(5); // v6 (issue 30 §5) only adds an index
    expect(await count(raw)).toEqual(counts);
    expect(counts).toMatchObject({ matches: 5, sheets: 6 });

    // Every record as it was, but for the ids added.
    for (const m of before.matches) {
      const now = (await raw.get('matches', m.id))!;
      expect(now.seats.map(({ playerId: _, ...s }) => s)).toEqual(m.seats);
      expect({ ...now, seats: [] }).toEqual({ ...m, seats: [] });
      expect(now.seats.every((s) => typeof s.playerId === 'string')).toBe(true);
    }
    for (const s of before.sheets) {
      const now = (await raw.get('sheets', s.id))!;
      const { playerIds, ...rest } = now;
      expect(rest).toEqual(s);
      expect(playerIds).toHaveLength(s.players.length);
    }
    for (const m of before.moves.slice(0, 50)) expect(await raw.get('moves', [m.matchId, m.seq])).toEqual(m);

    const players = await allPlayers(store);
    const idOf = (matchId: string, seat: number) => raw.get('matches', matchId).then((m) => m!.seats[seat]!.playerId!);
    const named = (id: string) => players.find((p) => p.id === id)!;
    // "Alexandra", "  alexandra ", "ALEXANDRA" and the pad's "alexandra": one player, named as the
    // newest record wrote it (the Career Poker match, saved last).
    const alexandra = await idOf('match-koikoi-3', 0);
    expect(await idOf('match-bots', 0)).toBe(alexandra);
    expect(await idOf('match-old', 1)).toBe(alexandra);
    expect((await raw.get('sheets', 'pad'))!.playerIds![1]).toBe(alexandra);
    expect(await idOf('match-career-poker', 0)).toBe(alexandra);
    expect(named(alexandra).name).toBe('Alexandra');
    // A sheet kept by a match names its seats' players.
    expect((await raw.get('sheets', 'sheet-bots'))!.playerIds).toEqual([alexandra, 'bot-hard']);
    // Bots by level; a seat saved without a level is Normal.
    expect(await idOf('match-bots', 1)).toBe('bot-hard');
    expect(await idOf('match-old', 0)).toBe('bot-normal');
    expect(await idOf('match-easy', 0)).toBe('bot-easy');
    expect(named('bot-easy')).toMatchObject({ bot: 'easy', name: '' });
    // People: the five of Career Poker (the pad's Chiyoko is theirs), and the pad's Zed; bots: three levels.
    expect(
      players
        .filter((p) => !p.bot)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Alexandra', 'Bartholomew', 'Chiyoko', 'Zed', '佐藤さくら', '김민준'].sort());
    expect(players.filter((p) => p.bot)).toHaveLength(3);
    raw.close();
    store.close();

    // Opening again changes nothing.
    const again = await Store.open(name);
    expect(await allPlayers(again)).toEqual(players);
    again.close();
  });
});
