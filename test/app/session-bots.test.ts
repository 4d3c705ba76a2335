import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { MatchSession } from '../../src/app/session.ts';
import { getStore } from '../../src/app/state.ts';
import { Thinker, type ThinkRequest, type WorkerHandle } from '../../src/app/bots/thinker.ts';
import type { Bot } from '../../src/engine/bot.ts';
import type { GameModule } from '../../src/games/module.ts';
import { parseMatch, type MatchRecord } from '../../src/store/records.ts';
import { newSheet } from '../../src/store/sheets.ts';
import { toy, type ToyMove, type ToyState } from '../helpers/toy-game.ts';

/** The "Normal" bot of this test: always the first legal move, and it counts its calls. */
let normalCalls = 0;
const firstBot: Bot = {
  name: 'first',
  choose: (_v, legal) => {
    normalCalls++;
    return legal[0]!;
  },
};
const module: GameModule = {
  game: toy,
  options: { presets: [], fields: [] },
  bot: firstBot,
  Table: () => null,
  rules: async () => [],
};
let seq = 0;

async function newMatch(seats: MatchRecord['seats']): Promise<MatchRecord> {
  const id = `bots-${++seq}`;
  const record: MatchRecord = {
    id,
    gameId: 'toy',
    options: {},
    seed: `seed-${id}`,
    seats,
    createdAt: 1,
    updatedAt: 1,
    moveCount: 0,
    finished: false,
    sheetId: `sheet-${id}`,
  };
  const store = (await getStore())!;
  await store.createMatch(
    record,
    newSheet({ id: record.sheetId, title: 'toy', gameId: 'toy', players: seats.map((s) => s.name), now: 1 }),
  );
  return record;
}

/** A worker the test answers by hand. */
function handWorker() {
  const asked: { req: ThinkRequest; answer: (m: unknown) => void }[] = [];
  let terminated = 0;
  const thinker = new Thinker(
    async (): Promise<WorkerHandle> => ({
      api: { choose: (req) => new Promise((answer) => asked.push({ req, answer })) },
      terminate: () => terminated++,
    }),
  );
  return { thinker, asked, terminated: () => terminated };
}

const open = (id: string, thinker: Thinker | null) =>
  MatchSession.open(
    id,
    async () => module,
    () => 0,
    thinker ? { thinker, timeMs: () => 640 } : null,
  );
const state = (s: MatchSession) => s.state.value as ToyState;
const humanTurn = async (s: MatchSession) => {
  await s.play(0, { type: 'play', card: state(s).hands[0]![0]! });
  await s.play(0, { type: 'draw' });
};

describe('bots at the table (levels, the worker, stale answers)', () => {
  it('a Hard seat asks the worker with its own view and the time budget, and its answer is played', async () => {
    const w = handWorker();
    const s = await open(
      (
        await newMatch([
          { name: 'Aiko', kind: 'human' },
          { name: 'Bot 2', kind: 'bot', level: 'hard' },
        ])
      ).id,
      w.thinker,
    );
    await humanTurn(s);
    await vi.waitFor(() => expect(w.asked).toHaveLength(1));
    const q = w.asked[0]!.req;
    expect(q.level).toBe('hard');
    expect(q.timeMs).toBe(640);
    // The view the bot gets is its seat's view: its own hand, not Aiko's.
    expect(q.view).toEqual(toy.view(s.state.value as ToyState, 1));
    expect(JSON.stringify(q.view)).not.toContain(JSON.stringify(state(s).hands[0]));
    expect(s.thinking.value).toBe(1);
    const pick = (q.legal as ToyMove[]).at(-1)!; // not the first: Normal would have played legal[0]
    w.asked[0]!.answer(pick);
    await vi.waitFor(() => expect(s.moves.value.length).toBeGreaterThanOrEqual(3));
    expect(s.moves.value[2]).toEqual({ seat: 1, move: pick });
    expect(state(s).table[1]).toBe((pick as { card: string }).card);
    s.dispose();
  });

  it('an answer that comes after the bot was cancelled (undo, leaving) is never applied', async () => {
    const w = handWorker();
    const s = await open(
      (
        await newMatch([
          { name: 'Aiko', kind: 'human' },
          { name: 'Bot 2', kind: 'bot', level: 'hard' },
        ])
      ).id,
      w.thinker,
    );
    await humanTurn(s);
    await vi.waitFor(() => expect(w.asked).toHaveLength(1));
    const moves = s.moves.value.length;
    s.cancelBot(); // what Undo does first
    expect(s.thinking.value).toBe(null);
    await vi.waitFor(() => expect(w.terminated()).toBe(1));
    w.asked[0]!.answer((w.asked[0]!.req.legal as ToyMove[])[0]);
    await new Promise((r) => setTimeout(r, 20));
    expect(s.moves.value).toHaveLength(moves);
    // Asked again, the bot thinks afresh about the same position and plays.
    s.scheduleBot();
    await vi.waitFor(() => expect(w.asked).toHaveLength(2));
    w.asked[1]!.answer((w.asked[1]!.req.legal as ToyMove[])[1]);
    await vi.waitFor(() => expect(s.moves.value.length).toBeGreaterThan(moves));
    expect(s.moves.value[moves]!.move).toEqual((w.asked[1]!.req.legal as ToyMove[])[1]);

    // Leaving the table while the bot thinks: nothing is played, the worker stops.
    const t = await open(
      (
        await newMatch([
          { name: 'Aiko', kind: 'human' },
          { name: 'Bot 2', kind: 'bot', level: 'hard' },
        ])
      ).id,
      w.thinker,
    );
    await humanTurn(t);
    await vi.waitFor(() => expect(w.asked).toHaveLength(3));
    const n = t.moves.value.length;
    t.dispose();
    w.asked[2]!.answer((w.asked[2]!.req.legal as ToyMove[])[0]);
    await new Promise((r) => setTimeout(r, 20));
    expect(t.moves.value).toHaveLength(n);
    expect((await (await getStore())!.loadMatch(t.record.id))!.moves).toHaveLength(n);
    s.dispose();
  });

  it('an answer for a position the table has left is dropped even if the worker never heard of a cancel', async () => {
    const w = handWorker();
    const s = await open(
      (
        await newMatch([
          { name: 'Aiko', kind: 'human' },
          { name: 'Bot 2', kind: 'bot', level: 'hard' },
        ])
      ).id,
      w.thinker,
    );
    await humanTurn(s);
    await vi.waitFor(() => expect(w.asked).toHaveLength(1));
    const before = s.moves.value.length;
    // The position moves on under the bot (another tab's move, read back): play the bot's move directly.
    const legal = w.asked[0]!.req.legal as ToyMove[];
    await s.play(1, legal[0], true);
    w.asked[0]!.answer(legal[1]);
    await new Promise((r) => setTimeout(r, 20));
    expect(s.moves.value[before]!.move).toEqual(legal[0]);
    expect(s.moves.value.some((m) => JSON.stringify(m.move) === JSON.stringify(legal[1]))).toBe(false);
    s.dispose();
  });

  it('where workers are missing, a Hard seat plays Normal on the main thread', async () => {
    const t = new Thinker(async () => null);
    const s = await open(
      (
        await newMatch([
          { name: 'Aiko', kind: 'human' },
          { name: 'Bot 2', kind: 'bot', level: 'hard' },
        ])
      ).id,
      t,
    );
    await humanTurn(s);
    const legal = toy.legalMoves(s.state.value as ToyState, 1);
    await vi.waitFor(() => expect(s.moves.value.length).toBeGreaterThanOrEqual(3));
    expect(s.moves.value[2]!.move).toEqual(legal[0]);
    s.dispose();
  });

  it('a match saved before levels (seats without one) opens and its bots play as Normal, never asking the worker', async () => {
    // Shaped exactly like a record written by the previous version: no `level` on any seat.
    const old = {
      id: 'old-shape',
      gameId: 'toy',
      options: {},
      seed: 'seed-old',
      seats: [
        { name: 'Aiko', kind: 'human' },
        { name: 'Bot 2', kind: 'bot' },
      ],
      createdAt: 1,
      updatedAt: 1,
      moveCount: 0,
      finished: false,
      sheetId: 'sheet-old',
    };
    const parsed = parseMatch(old);
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.value.seats[1]).toEqual({ name: 'Bot 2', kind: 'bot' });
    const store = (await getStore())!;
    await store.createMatch(
      old as MatchRecord,
      newSheet({ id: 'sheet-old', title: 'toy', gameId: 'toy', players: ['Aiko', 'Bot 2'], now: 1 }),
    );
    const w = handWorker();
    const s = await open('old-shape', w.thinker);
    await humanTurn(s);
    const calls = normalCalls;
    const legal = toy.legalMoves(s.state.value as ToyState, 1);
    await vi.waitFor(() => expect(s.moves.value.length).toBeGreaterThanOrEqual(3));
    expect(s.moves.value[2]!.move).toEqual(legal[0]);
    expect(normalCalls).toBeGreaterThan(calls);
    expect(w.asked).toHaveLength(0);
    s.dispose();
  });

  it('a level is saved with the match and read back; an unknown level is refused with a reason', async () => {
    const rec = await newMatch([
      { name: 'Aiko', kind: 'human' },
      { name: 'Easy Eri', kind: 'bot', level: 'easy' },
      { name: 'Hard Hiro', kind: 'bot', level: 'hard' },
    ]);
    const loaded = await (await getStore())!.loadMatch(rec.id);
    expect(loaded!.match.seats.map((x) => x.level)).toEqual([undefined, 'easy', 'hard']);
    const bad = parseMatch({
      ...rec,
      seats: [
        { name: 'Aiko', kind: 'human' },
        { name: 'B', kind: 'bot', level: 'brutal' },
      ],
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/easy, normal or hard/);
  });

  it("a hint is asked from the viewer's own view, shown only at that position", async () => {
    const w = handWorker();
    const s = await open(
      (
        await newMatch([
          { name: 'Aiko', kind: 'human' },
          { name: 'Bot 2', kind: 'bot' },
        ])
      ).id,
      w.thinker,
    );
    const p = s.askHint();
    await vi.waitFor(() => expect(w.asked).toHaveLength(1));
    const q = w.asked[0]!.req;
    expect(q.level).toBe('hard');
    expect(q.view).toEqual(toy.view(s.state.value as ToyState, 0));
    expect(JSON.stringify(q.view)).not.toContain(JSON.stringify(state(s).hands[1]));
    const pick = (q.legal as ToyMove[])[2]!;
    w.asked[0]!.answer(pick);
    await p;
    expect(s.currentHint()?.move).toEqual(pick);
    await s.play(0, pick);
    expect(s.currentHint()).toBe(null);
    s.dispose();
  });
});
