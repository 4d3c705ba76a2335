import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { metaOf, readMatch } from '../../src/app/match/persistence.ts';
import { keepMoves, pendingMoves } from '../../src/app/match/pending.ts';
import { getStore } from '../../src/app/state.ts';
import type { MatchRecord } from '../../src/store/records.ts';
import { newSheet } from '../../src/store/sheets.ts';
import { toy } from '../helpers/toy-game.ts';

let seq = 0;
async function stored(): Promise<MatchRecord> {
  const id = `read-${++seq}`;
  const record: MatchRecord = {
    id,
    gameId: 'toy',
    options: {},
    seed: `seed-${id}`,
    seats: [
      { name: 'Aiko', kind: 'human' },
      { name: 'Ben', kind: 'human' },
    ],
    createdAt: 1,
    updatedAt: 1,
    moveCount: 0,
    finished: false,
    sheetId: `sheet-${id}`,
  };
  await (await getStore())!.createMatch(
    record,
    newSheet({ id: record.sheetId, title: 'toy', gameId: 'toy', players: ['Aiko', 'Ben'], now: 1 }),
  );
  return record;
}
const m = (card: string) => ({ seat: 0, move: { type: 'play', card } });

describe('reading a match to open it', () => {
  it('joins the pending moves that follow the saved log, and counts only the saved ones as persisted', async () => {
    const rec = await stored();
    const store = (await getStore())!;
    await store.appendMoves(rec.id, 0, [m('c01')], {}, 2);
    keepMoves(rec.id, { first: 1, moves: [{ seat: 0, move: { type: 'draw' } }], meta: {} });
    const r = await readMatch(rec.id, store, new Map());
    expect(r.record.id).toBe(rec.id);
    expect(r.moves).toEqual([m('c01'), { seat: 0, move: { type: 'draw' } }]);
    expect(r.persisted).toBe(1);
    expect(r.problem).toBe(null);
  });

  it('pending moves that no longer fit are dropped and the player is told', async () => {
    const rec = await stored();
    const store = (await getStore())!;
    await store.appendMoves(rec.id, 0, [m('c01')], {}, 2);
    keepMoves(rec.id, { first: 0, moves: [m('c02')], meta: {} });
    const r = await readMatch(rec.id, store, new Map());
    expect(r.moves).toEqual([m('c01')]);
    expect(r.problem).toMatch(/could not be joined/);
    expect(pendingMoves(rec.id)).toBeUndefined();
  });

  it('without storage a match kept in memory opens with nothing persisted; an unknown one is refused', async () => {
    const rec = await stored();
    const r = await readMatch(rec.id, null, new Map([[rec.id, { record: rec, moves: [m('c03')] }]]));
    expect(r).toEqual({ record: rec, moves: [m('c03')], persisted: 0, problem: null });
    await expect(readMatch('nowhere', null, new Map())).rejects.toThrow('This game is not on this device.');
  });

  it("a match's meta is where it stands as the game gives it (data, no words), else its round, and whether it is over", () => {
    const st = toy.setup({ players: 2, seed: 's', options: { rounds: 2 } });
    expect(metaOf({ game: toy }, {}, st)).toEqual({
      standing: { over: false, unit: 'round', round: 1, totals: [0, 0] },
      finished: false,
    });
    const over = { ...st, step: 'match-over' };
    expect(
      metaOf(
        { game: toy, progress: (s) => ({ over: true, unit: 'hand', round: s.round, of: 2, totals: s.totals }) },
        {},
        over,
      ),
    ).toEqual({ standing: { over: true, unit: 'hand', round: 1, of: 2, totals: [0, 0] }, finished: true });
  });
});
