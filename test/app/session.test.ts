import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchSession } from '../../src/app/session.ts';
import { getStore, toasts } from '../../src/app/state.ts';
import { readableMoveError } from '../../src/app/match/refusal.ts';
import { IllegalMoveError } from '../../src/engine/types.ts';
import { pendingMoves, reloadPending, joinPending } from '../../src/app/match/pending.ts';
import { roundNote } from '../../src/app/match/sheetRows.ts';
import { randomBot } from '../../src/engine/bot.ts';
import type { GameModule } from '../../src/games/module.ts';
import { Store } from '../../src/store/repo.ts';
import { newSheet } from '../../src/store/sheets.ts';
import type { MatchRecord } from '../../src/store/records.ts';
import { toy, type ToyMove, type ToyState } from '../helpers/toy-game.ts';

const module: GameModule = {
  game: toy,
  options: { presets: [], fields: [] },
  bot: randomBot,
  Table: () => null,
  rules: async () => [],
};
let seq = 0;

async function newMatch(kinds: ('human' | 'bot')[]): Promise<MatchRecord> {
  const id = `m${++seq}`;
  const record: MatchRecord = {
    id,
    gameId: 'toy',
    options: {},
    seed: `seed-${id}`,
    seats: kinds.map((kind, i) => ({ name: ['Aiko', 'Ben', 'Chi', 'Dai'][i]!, kind })),
    createdAt: 1,
    updatedAt: 1,
    moveCount: 0,
    finished: false,
    sheetId: `sheet-${id}`,
  };
  const store = (await getStore())!;
  await store.createMatch(
    record,
    newSheet({ id: record.sheetId, title: 'toy', gameId: 'toy', players: record.seats.map((s) => s.name), now: 1 }),
  );
  return record;
}

const open = (id: string) =>
  MatchSession.open(
    id,
    async () => module,
    () => 0,
  );
const state = (s: MatchSession) => s.state.value as ToyState;
const hand = (s: MatchSession, seat: number) => state(s).hands[seat]!;

afterEach(() => vi.restoreAllMocks());

describe('a match session', () => {
  it('saves each move before showing it, and a reopened match is at the same moment', async () => {
    const rec = await newMatch(['human', 'human']);
    const s = await open(rec.id);
    await s.play(0, { type: 'play', card: hand(s, 0)[0]! });
    await s.play(0, { type: 'draw' });
    const again = await open(rec.id);
    expect(again.state.value).toEqual(s.state.value);
    expect(again.moves.value).toHaveLength(2);
  });

  it('asks to pass the phone between two people, and never with one person and a bot', async () => {
    const two = await open((await newMatch(['human', 'human'])).id);
    expect(two.needsHandOff.value).toBe(true);
    expect(two.holder.value).toBe(0);
    two.takePhone(0);
    expect(two.needsHandOff.value).toBe(false);
    await two.play(0, { type: 'play', card: hand(two, 0)[0]! });
    expect(two.needsHandOff.value).toBe(false); // still Aiko's turn: draw
    await two.play(0, { type: 'draw' });
    expect(two.needsHandOff.value).toBe(true);
    expect(two.holder.value).toBe(1);

    const solo = await open((await newMatch(['human', 'bot'])).id);
    expect(solo.needsHandOff.value).toBe(false);
    expect(solo.viewer.value).toBe(0);
  });

  it('a reopened match between two people shows the hand-off screen first', async () => {
    const rec = await newMatch(['human', 'human']);
    const s = await open(rec.id);
    s.takePhone(0);
    await s.play(0, { type: 'play', card: hand(s, 0)[0]! });
    const again = await open(rec.id);
    expect(again.needsHandOff.value).toBe(true);
    expect(again.holder.value).toBe(0);
  });

  it('lets a player take back a move until the draw reveals a card', async () => {
    const rec = await newMatch(['human', 'human']);
    const s = await open(rec.id);
    s.takePhone(0);
    const before = s.state.value;
    await s.play(0, { type: 'play', card: hand(s, 0)[1]! });
    expect(s.undoable()).toBe(1);
    await s.undo();
    expect(s.state.value).toEqual(before);
    expect((await open(rec.id)).moves.value).toHaveLength(0);
    await s.play(0, { type: 'play', card: hand(s, 0)[1]! });
    await s.play(0, { type: 'draw' });
    expect(s.undoable()).toBe(0);
  });

  it('refuses an illegal move with a reason and changes nothing', async () => {
    const s = await open((await newMatch(['human', 'human'])).id);
    const before = s.state.value;
    expect(() => s.play(1, { type: 'draw' } as ToyMove)).toThrow(/not seat 2's turn/);
    expect(() => s.play(0, { type: 'play', card: 'nope' })).toThrow(/not allowed/);
    expect(s.state.value).toBe(before);
  });

  it('bots play their turns by themselves', async () => {
    const s = await open((await newMatch(['human', 'bot'])).id);
    await s.play(0, { type: 'play', card: hand(s, 0)[0]! });
    await s.play(0, { type: 'draw' });
    await vi.waitFor(() => expect(state(s).step).not.toBe('play'), { timeout: 2000 });
    await vi.waitFor(() => expect(state(s).step).toBe('round-over'), { timeout: 2000 });
  });

  it('writes each finished round on the match score sheet, once', async () => {
    const rec = await newMatch(['human', 'human']);
    const s = await open(rec.id);
    for (const seat of [0, 1]) {
      await s.play(seat, { type: 'play', card: hand(s, seat)[0]! });
      await s.play(seat, { type: 'draw' });
    }
    const sheet = await (await getStore())!.getSheet(rec.sheetId);
    expect(sheet?.rounds).toHaveLength(1);
    expect(sheet?.rounds[0]?.scores).toEqual(state(s).totals);
    expect(sheet?.rounds[0]?.name).toEqual({ kind: 'round', n: 1 });
    expect(sheet?.rounds[0]?.label).toBeUndefined();
  });

  it('a full disk is reported, play goes on in memory, and the moves are saved when writing works again', async () => {
    const rec = await newMatch(['human', 'human']);
    const s = await open(rec.id);
    const spy = vi
      .spyOn(Store.prototype, 'appendMoves')
      .mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await s.play(0, { type: 'play', card: hand(s, 0)[0]! });
    expect(state(s).step).toBe('draw');
    expect(s.unsaved.value).toBe(1);
    // The failure's words load when one happens (out of the first visit): the toast follows.
    await vi.waitFor(() =>
      expect(toasts.value.some((t) => t.kind === 'error' && /out of storage space/.test(t.message))).toBe(true),
    );
    spy.mockRestore();
    await s.play(0, { type: 'draw' });
    expect(s.unsaved.value).toBe(0);
    const again = await open(rec.id);
    expect(again.moves.value).toHaveLength(2);
  });

  it('the undo-in-one-tab-while-moving-in-another race never forks the log', async () => {
    // Two tabs as two sessions (no Web Locks here, so both try to write; the store decides).
    const rec = await newMatch(['human', 'human']);
    const first = await open(rec.id);
    first.takePhone(0);
    await first.play(0, { type: 'play', card: hand(first, 0)[1]! });
    const a = await open(rec.id);
    const b = await open(rec.id);
    a.takePhone(0);
    b.takePhone(0);
    // Tab A undoes, then stale tab B draws on top of the move A took back.
    await a.undo();
    await b.play(0, { type: 'draw' });
    expect(b.problem.value).toMatch(/changed in another tab/);
    expect(b.moves.value).toHaveLength(0);
    expect((await (await getStore())!.loadMatch(rec.id))?.moves).toHaveLength(0);
    // The other order: both tabs at the same move, B moves first, then A's undo is refused and A shows B's game.
    await a.play(0, { type: 'play', card: hand(a, 0)[1]! });
    await b.reloadFromStore();
    await b.play(0, { type: 'draw' });
    expect(a.undoable()).toBe(1);
    await a.undo();
    expect(a.problem.value).toMatch(/changed in another tab/);
    expect(a.moves.value).toHaveLength(2);
    expect(a.moves.value).toEqual(b.moves.value);
    const saved = (await (await getStore())!.loadMatch(rec.id))?.moves;
    expect(saved).toEqual(b.moves.value);
    for (const x of [first, a, b]) x.dispose();
  });

  it('moves that could not be saved wait in the pending queue and are saved when the game is opened again', async () => {
    const rec = await newMatch(['human', 'human']);
    const s = await open(rec.id);
    const spy = vi
      .spyOn(Store.prototype, 'appendMoves')
      .mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    await s.play(0, { type: 'play', card: hand(s, 0)[0]! });
    expect(s.unsaved.value).toBe(1);
    expect(pendingMoves(rec.id)?.moves).toHaveLength(1);
    s.dispose();
    spy.mockRestore();
    reloadPending(); // as after a reload: the queue is read back from localStorage
    const again = await open(rec.id);
    expect(again.moves.value).toHaveLength(1);
    await vi.waitFor(async () => expect((await (await getStore())!.loadMatch(rec.id))?.moves).toHaveLength(1));
    expect(pendingMoves(rec.id)).toBeUndefined();
    again.dispose();
  });

  it('a round that could not be written on the sheet is not called saved, and is saved on retry', async () => {
    const rec = await newMatch(['human', 'human']);
    const s = await open(rec.id);
    const spy = vi.spyOn(Store.prototype, 'putSheet').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    for (const seat of [0, 1]) {
      await s.play(seat, { type: 'play', card: hand(s, seat)[0]! });
      await s.play(seat, { type: 'draw' });
    }
    expect(s.sheetUnsaved.value).toBe(true);
    expect((await (await getStore())!.getSheet(rec.sheetId))?.rounds).toHaveLength(0);
    spy.mockRestore();
    await s.retry();
    expect(s.sheetUnsaved.value).toBe(false);
    expect((await (await getStore())!.getSheet(rec.sheetId))?.rounds).toHaveLength(1);
    s.dispose();
  });

  it('a second tap while a move is applied is ignored, not played twice or refused', async () => {
    const rec = await newMatch(['human', 'human']);
    const s = await open(rec.id);
    const card = hand(s, 0)[0]!;
    const p1 = s.play(0, { type: 'play', card });
    const p2 = s.play(0, { type: 'play', card });
    await Promise.all([p1, p2]);
    expect(s.moves.value).toHaveLength(1);
    s.dispose();
  });
});

describe('the parts of a session', () => {
  it('refusals read as a player would say them', () => {
    const seats = [{ name: 'Aiko' }, { name: 'Ben' }];
    // Worded from the code and data alone: the engine's English message is never read.
    expect(readableMoveError(new IllegalMoveError('not-your-turn', { seat: 0 }, 'ignored'), seats)).toBe(
      "Not yet: it is not Aiko's turn.",
    );
    expect(
      readableMoveError(new IllegalMoveError('not-legal', { move: 'play' }, "It is not seat 2's turn."), seats),
    ).toBe('That move is not possible right now.');
  });

  it('pending moves join a saved log: already saved ones are dropped, a log that went elsewhere is refused', () => {
    const m = (k: number) => ({ seat: 0, move: { type: 'play', card: `c${k}` } });
    expect(joinPending([m(0), m(1)], { first: 1, moves: [m(1), m(2)], meta: {} })).toEqual({
      moves: [m(0), m(1), m(2)],
      extra: 1,
      conflict: false,
    });
    expect(joinPending([m(0), m(9)], { first: 1, moves: [m(1), m(2)], meta: {} }).conflict).toBe(true);
    expect(joinPending([m(0)], { first: 3, moves: [m(3)], meta: {} }).conflict).toBe(true);
  });

  it("a sheet row's note words the round's events with the seats' names, else the old summary", () => {
    const seats = [
      { name: 'Aiko', kind: 'human' as const },
      { name: 'Ben', kind: 'bot' as const },
    ];
    const st = {
      phase: 'round-over' as const,
      round: 1,
      totals: [5, -5],
      lastRound: { scores: [5, -5], summary: 'Player 2 stops.', events: [{ kind: 'stop', seat: 1, points: 5 }] },
    };
    const render = (e: { kind: string; seat?: number; points?: number }, names: readonly string[]) =>
      `${names[e.seat!]} stops for ${e.points}.`;
    expect(roundNote({ renderEvent: render }, st as never, seats)).toBe('Ben stops for 5.');
    expect(roundNote({}, st as never, seats)).toBe('Ben stops.');
  });
});
