import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import { BotDriver, botToMove, type BotTable } from '../../src/app/match/botDriver.ts';
import { Thinker, type ThinkRequest, type WorkerHandle } from '../../src/app/bots/thinker.ts';
import type { Bot } from '../../src/engine/bot.ts';
import type { SeatInfo } from '../../src/engine/match.ts';
import { toy, type ToyMove, type ToyState } from '../helpers/toy-game.ts';

/** Normal in this test: always the first legal move. */
const firstBot: Bot = { name: 'first', choose: (_v, legal) => legal[0]! };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const start = toy.setup({ players: 2, seed: 'driver-seed', options: { rounds: 2 } });
/** Aiko (seat 0) has played and drawn: the bot's turn. */
const botTurn = toy.play(toy.play(start, 0, { type: 'play', card: start.hands[0]![0]! }), 0, { type: 'draw' });

/** A table the test holds by hand, with a `play` that only records (it changes nothing, like a slow save). */
function fakeTable(seats: SeatInfo[], state: ToyState = botTurn, count = 2) {
  const played: { seat: number; move: unknown }[] = [];
  const reported: unknown[] = [];
  const t = {
    pos: { state: state as unknown, count },
    closed: false,
    readOnly: false,
    viewer: 0 as number | null,
    playResult: (): Promise<void> => Promise.resolve(),
  };
  const table: BotTable = {
    game: toy,
    gameId: 'toy',
    seed: 'driver-seed',
    seats,
    bot: firstBot,
    position: () => t.pos,
    viewer: () => t.viewer,
    closed: () => t.closed,
    readOnly: () => t.readOnly,
    busy: signal(false),
    play: (seat, move) => {
      played.push({ seat, move });
      return t.playResult();
    },
    report: (e) => reported.push(e),
  };
  return { t, table, played, reported };
}

/** A worker the test answers by hand. */
function handWorker() {
  const asked: { req: ThinkRequest; answer: (m: unknown) => void }[] = [];
  const thinker = new Thinker(
    async (): Promise<WorkerHandle> => ({
      api: { choose: (req) => new Promise((answer) => asked.push({ req, answer })) },
      terminate: () => undefined,
    }),
  );
  return { thinker, asked };
}

const human: SeatInfo = { name: 'Aiko', kind: 'human' };
const bot = (level?: SeatInfo['level']): SeatInfo => ({ name: 'Bot 2', kind: 'bot', ...(level ? { level } : {}) });

describe('the bot driver (with a fake play)', () => {
  it('a bot seat moves after the pause through the play it was given, the table busy and the seat thinking meanwhile', async () => {
    const f = fakeTable([human, bot()]);
    const d = new BotDriver(f.table, () => 15);
    d.schedule();
    expect(d.thinking.value).toBe(1);
    expect(f.table.busy.value).toBe(true);
    expect(f.played).toHaveLength(0);
    await vi.waitFor(() => expect(f.played).toHaveLength(1));
    expect(f.played[0]).toEqual({ seat: 1, move: toy.legalMoves(botTurn, 1)[0] });
    expect(d.thinking.value).toBe(null);
    // The move is being applied: taps stay ignored until the session's play is done.
    expect(f.table.busy.value).toBe(true);
  });

  it('schedules nothing where a human may act, the match is over, the table is read-only or left', async () => {
    const readOnly = fakeTable([human, bot()]);
    readOnly.t.readOnly = true;
    const left = fakeTable([human, bot()]);
    left.t.closed = true;
    const cases = [
      fakeTable([human, bot()], start, 0),
      fakeTable([human, bot()], { ...botTurn, step: 'match-over' }),
      fakeTable([human, human]),
      readOnly,
      left,
    ];
    expect(botToMove(toy, start, [human, bot()])).toBeUndefined();
    expect(botToMove(toy, botTurn, [human, bot()])).toBe(1);
    for (const f of cases) {
      const d = new BotDriver(f.table, () => 0);
      d.schedule();
      expect(d.thinking.value).toBe(null);
      expect(f.table.busy.value).toBe(false);
    }
    await sleep(20);
    expect(cases.map((f) => f.played.length)).toEqual([0, 0, 0, 0, 0]);
  });

  it('a cancel during the pause plays nothing and frees the table; a newer schedule replaces the older one', async () => {
    const f = fakeTable([human, bot()]);
    const d = new BotDriver(f.table, () => 10);
    d.schedule();
    d.cancel();
    expect(d.thinking.value).toBe(null);
    expect(f.table.busy.value).toBe(false);
    await sleep(30);
    expect(f.played).toHaveLength(0);
    d.schedule();
    d.schedule();
    await sleep(30);
    expect(f.played).toHaveLength(1);
  });

  it('a move for a position the table has left (another move, a reread) is dropped', async () => {
    const f = fakeTable([human, bot()]);
    const d = new BotDriver(f.table, () => 10);
    d.schedule();
    f.t.pos = { state: { ...botTurn }, count: 2 }; // same count, another state object
    await sleep(30);
    d.schedule();
    f.t.pos = { state: f.t.pos.state, count: 3 }; // same state, another count
    await sleep(30);
    expect(f.played).toHaveLength(0);
  });

  it('a Hard seat asks the worker with its own view and time budget, and plays its answer; without a worker it plays Normal', async () => {
    const w = handWorker();
    const f = fakeTable([human, bot('hard')]);
    const d = new BotDriver(f.table, () => 0, { thinker: w.thinker, timeMs: () => 640 });
    d.schedule();
    await vi.waitFor(() => expect(w.asked).toHaveLength(1));
    const q = w.asked[0]!.req;
    expect(q).toMatchObject({ gameId: 'toy', level: 'hard', timeMs: 640 });
    expect(q.view).toEqual(toy.view(botTurn, 1));
    expect(q.legal).toEqual(toy.legalMoves(botTurn, 1));
    await sleep(10);
    expect(f.played).toHaveLength(0); // the pause is over, the worker has not answered yet
    const pick = (q.legal as ToyMove[]).at(-1)!;
    w.asked[0]!.answer(pick);
    await vi.waitFor(() => expect(f.played).toEqual([{ seat: 1, move: pick }]));

    const g = fakeTable([human, bot('hard')]);
    const missing = new BotDriver(g.table, () => 0, { thinker: new Thinker(async () => null), timeMs: () => 640 });
    missing.schedule();
    await vi.waitFor(() => expect(g.played).toEqual([{ seat: 1, move: toy.legalMoves(botTurn, 1)[0] }]));
  });

  it('an Easy seat plays one of its legal moves on the main thread, never asking the worker', async () => {
    const w = handWorker();
    const f = fakeTable([human, bot('easy')]);
    const d = new BotDriver(f.table, () => 0, { thinker: w.thinker, timeMs: () => 640 });
    d.schedule();
    await vi.waitFor(() => expect(f.played).toHaveLength(1));
    expect(toy.legalMoves(botTurn, 1)).toContainEqual(f.played[0]!.move);
    expect(w.asked).toHaveLength(0);
  });

  it('a play that fails frees the table and is reported', async () => {
    const f = fakeTable([human, bot()]);
    const error = new Error('write refused');
    f.t.playResult = () => Promise.reject(error);
    const d = new BotDriver(f.table, () => 0);
    d.schedule();
    await vi.waitFor(() => expect(f.reported).toEqual([error]));
    expect(f.table.busy.value).toBe(false);
    // A play that throws at once (an illegal move) too.
    const g = fakeTable([human, bot()]);
    g.table.play = () => {
      throw new Error('illegal');
    };
    new BotDriver(g.table, () => 0).schedule();
    await vi.waitFor(() => expect(g.reported).toHaveLength(1));
    expect(g.table.busy.value).toBe(false);
  });

  it("a hint is the worker's move for the viewer's own view, shown only at that position and seat; leaving drops a pending one", async () => {
    const w = handWorker();
    const f = fakeTable([human, bot()], start, 0);
    const d = new BotDriver(f.table, () => 0, { thinker: w.thinker, timeMs: () => 640 });
    const p = d.askHint();
    expect(d.hint.value).toBe('pending');
    await vi.waitFor(() => expect(w.asked).toHaveLength(1));
    expect(w.asked[0]!.req.view).toEqual(toy.view(start, 0));
    const pick = (w.asked[0]!.req.legal as ToyMove[])[1]!;
    w.asked[0]!.answer(pick);
    await p;
    expect(d.currentHint()).toEqual({ move: pick, at: 0, seat: 0 });
    f.t.viewer = 1;
    expect(d.currentHint()).toBe(null);
    f.t.viewer = 0;
    f.t.pos = { state: start, count: 1 };
    expect(d.currentHint()).toBe(null);
    expect(f.played).toHaveLength(0); // a hint is never played

    f.t.pos = { state: start, count: 0 };
    const q = d.askHint();
    await vi.waitFor(() => expect(w.asked).toHaveLength(2));
    d.dispose();
    expect(d.hint.value).toBe(null);
    await q;
    expect(d.hint.value).toBe(null);
  });
});
