// @vitest-environment happy-dom
/**
 * The store's limits where a game writes (issue 32 §1): a match's log at LIMITS.moves, a move
 * over LIMITS.moveJson, a round note too long for its sheet, a name or deal code too long for a
 * new match. Each is written (or refused) through the app's own code and read back from the store.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch } from '../../src/app/match/create.ts';
import { roundNote, sheetAfterRound } from '../../src/app/match/sheetRows.ts';
import { MatchSession } from '../../src/app/session.ts';
import { saveSheet } from '../../src/app/sheetsData.ts';
import { getStore, toasts } from '../../src/app/state.ts';
import { LIMIT_WORDS } from '../../src/app/limits.words.ts';
import { randomBot } from '../../src/engine/bot.ts';
import type { LoggedMove } from '../../src/engine/match.ts';
import type { Game, Status } from '../../src/engine/types.ts';
import type { GameModule } from '../../src/games/module.ts';
import { LIMITS, type MatchRecord } from '../../src/store/records.ts';
import { RecordRefusedError } from '../../src/store/repo.ts';
import { newSheet } from '../../src/store/sheets.ts';

/** A game that never ends: seat 0 moves, each move counted (a move may carry a payload). */
type Tick = { type: 'tick'; pad?: string };
const endless: Game<{ n: number }, Tick, Record<string, never>> = {
  id: 'endless',
  title: 'Endless',
  players: { min: 2, max: 2 },
  defaultOptions: {},
  setup: () => ({ n: 0 }),
  actors: () => [0],
  legalMoves: () => [{ type: 'tick' }],
  play: (s) => ({ n: s.n + 1 }),
  view: (s) => s,
  status: (): Status => ({ phase: 'playing', round: 1, totals: [0, 0] }),
};
const module: GameModule = {
  game: endless as unknown as GameModule['game'],
  options: { presets: [], fields: [] },
  bot: randomBot,
  Table: () => null,
  rules: async () => [],
};
const lastToast = () => toasts.value[toasts.value.length - 1]?.message;
/** A move whose JSON is exactly `n` characters. */
const tickOf = (n: number): Tick => ({ type: 'tick', pad: 'x'.repeat(n - '{"type":"tick","pad":""}'.length) });

let seq = 0;
function record(over: Partial<MatchRecord> = {}): MatchRecord {
  const id = `limits-${++seq}`;
  return {
    id,
    gameId: 'endless',
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
    ...over,
  };
}
const open = (id: string) =>
  MatchSession.open(
    id,
    async () => module,
    () => 0,
  );

afterEach(() => vi.restoreAllMocks());

describe('a game at the store limits (issue 32 §1)', () => {
  it(`a match of ${LIMITS.moves} moves stays readable but takes no more, and says so`, () => {
    const rec = record();
    const moves: LoggedMove[] = Array.from({ length: LIMITS.moves }, () => ({ seat: 0, move: { type: 'tick' } }));
    const s = new MatchSession(rec, module, moves, undefined, () => 0);
    expect(s.moves.value).toHaveLength(LIMITS.moves);
    expect(s.problem.value).toBe(LIMIT_WORDS.moves);
    expect(s.viewFor(0).legal).toEqual([]);
    const before = s.state.value;
    void s.play(0, { type: 'tick' });
    expect(s.state.value).toBe(before);
    expect(s.moves.value).toHaveLength(LIMITS.moves);
    s.dispose();

    // One move short of the limit, it still plays.
    const short = new MatchSession(record(), module, moves.slice(1), undefined, () => 0);
    expect(short.problem.value).toBeNull();
    expect(short.viewFor(0).legal).toEqual([{ type: 'tick' }]);
    short.dispose();
  });

  it(`a move of ${LIMITS.moveJson} characters as JSON is saved and reads back; a larger one is not played, with a message`, async () => {
    const rec = record();
    const store = (await getStore())!;
    await store.createMatch(
      rec,
      newSheet({ id: rec.sheetId, title: 'Endless', gameId: 'endless', players: ['Aiko', 'Ben'], now: 1 }),
    );
    const s = await open(rec.id);
    await s.play(0, tickOf(LIMITS.moveJson));
    expect(s.moves.value).toHaveLength(1);
    const before = s.state.value;
    await s.play(0, tickOf(LIMITS.moveJson + 1));
    // The limits' words load when a write is refused (out of the first visit): the toast follows.
    await vi.waitFor(() => expect(lastToast()).toBe(`${LIMIT_WORDS.moveJson} Nothing already saved is lost.`));
    expect(s.state.value).toBe(before);
    expect(s.moves.value).toHaveLength(1);
    s.dispose();
    const back = await store.loadMatch(rec.id);
    expect(back?.problems).toEqual([]);
    expect(back?.moves).toEqual([{ seat: 0, move: tickOf(LIMITS.moveJson) }]);
    const again = await open(rec.id);
    expect(again.moves.value).toHaveLength(1);
    again.dispose();
  });

  it(`a round note the game words longer than ${LIMITS.note} characters is cut to fit, and the sheet reads back`, async () => {
    const long = 'sanko '.repeat(200);
    const st: Status = {
      phase: 'round-over',
      round: 1,
      totals: [5, 0],
      lastRound: { scores: [5, 0], details: [], summary: long, name: { kind: 'round', n: 1 } },
    };
    const seats = [
      { name: 'Aiko', kind: 'human' as const },
      { name: 'Ben', kind: 'human' as const },
    ];
    const note = roundNote({}, st, seats);
    expect(note).toHaveLength(LIMITS.note);
    expect(note.endsWith('…')).toBe(true);
    expect(long.startsWith(note.slice(0, -1))).toBe(true);
    const sheet = sheetAfterRound(
      newSheet({ id: 'noted', title: 'Koi-Koi', gameId: 'koikoi', players: ['Aiko', 'Ben'], now: 1, matchId: 'm' }),
      {},
      st,
      seats,
      2,
    );
    expect(sheet.rounds[0]?.name).toEqual({ kind: 'round', n: 1 });
    expect(await saveSheet(sheet)).toBe(true);
    const store = (await getStore())!;
    expect(await store.getSheet('noted')).toEqual(sheet);
  });

  it('a sheet the store would not read back is refused with words, and nothing is kept to retry', async () => {
    const sheet = newSheet({
      id: 'long',
      title: 'T'.repeat(LIMITS.title + 1),
      gameId: 'other',
      players: ['A'],
      now: 1,
    });
    expect(await saveSheet(sheet)).toBe(false);
    await vi.waitFor(() => expect(lastToast()).toBe(`${LIMIT_WORDS.title} Nothing already saved is lost.`));
    expect(localStorage.getItem('carriage.pending.v1') ?? '').not.toContain('"long"');
    expect(await (await getStore())!.getSheet('long')).toBeUndefined();
  });
});

describe('a new match at the limits of what is typed (issue 32 §1)', () => {
  const human = (name: string) => ({ name, kind: 'human' as const });
  const init = (name: string, seed: string) => ({
    gameId: 'koikoi',
    title: 'Koi-Koi',
    options: {},
    seats: [human(name), { name: '', kind: 'bot' as const }],
    seed,
  });

  it(`a name of ${LIMITS.name} characters and a deal code of ${LIMITS.id} are stored and read back`, async () => {
    const id = await createMatch(init('N'.repeat(LIMITS.name), 'D'.repeat(LIMITS.id)));
    const store = (await getStore())!;
    const back = await store.loadMatch(id);
    expect(back?.match.seats[0]?.name).toBe('N'.repeat(LIMITS.name));
    expect(back?.match.seed).toBe('D'.repeat(LIMITS.id));
    expect((await store.getSheet(back!.match.sheetId))?.players[0]).toBe('N'.repeat(LIMITS.name));
  });

  it('one character more is refused before anything is stored, naming what is too long', async () => {
    const store = (await getStore())!;
    const count = (await store.listMatches()).items.length;
    await expect(createMatch(init('N'.repeat(LIMITS.name + 1), 'seed'))).rejects.toMatchObject({ code: 'name' });
    await expect(createMatch(init('Aiko', 'D'.repeat(LIMITS.id + 1)))).rejects.toBeInstanceOf(RecordRefusedError);
    await expect(createMatch(init('Aiko', 'D'.repeat(LIMITS.id + 1)))).rejects.toMatchObject({ code: 'id' });
    expect((await store.listMatches()).items).toHaveLength(count);
    expect(LIMIT_WORDS.name).toBe("A player's name is too long: at most 64 characters.");
    expect(LIMIT_WORDS.id).toBe('The deal code is too long: at most 100 characters.');
  });
});
