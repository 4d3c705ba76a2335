import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { LoggedMove } from '../../src/engine/match.ts';
import { RecordRefusedError, Store } from '../../src/store/repo.ts';
import { LIMITS, type LimitCode, type MatchRecord, type ScoreSheet } from '../../src/store/records.ts';
import { addRound, editRound, newSheet, SheetLimitError } from '../../src/store/sheets.ts';

const freshName = () => `carriage-limits-${Math.random().toString(36).slice(2)}`;
const x = (n: number) => 'x'.repeat(n);

describe('every sheet the pad writes, the store reads back (issue 32 §1)', () => {
  it('a sheet at 2,000 rounds with a full history saves, reopens after a reload, and refuses the next round', async () => {
    const name = freshName();
    let s = newSheet({ id: 'full', title: 'Full', gameId: 'koikoi', players: ['Aiko', 'Ben'], now: 0 });
    for (let i = 0; i < LIMITS.rounds; i++) s = addRound(s, { id: `r${i}`, scores: [1, -1], note: 'n' }, i + 1);
    for (let i = 0; i < LIMITS.history; i++) s = editRound(s, 'r0', { scores: [i, -i], note: '' }, 10_000 + i);
    expect(s.history).toHaveLength(LIMITS.history);
    const store = await Store.open(name);
    await store.putSheet(s);
    store.close();
    const again = await Store.open(name);
    const back = await again.getSheet('full');
    expect(back?.rounds).toHaveLength(LIMITS.rounds);
    const listed = await again.listSheets();
    expect(listed.problems).toEqual([]);
    expect(listed.items.map((x) => x.id)).toEqual(['full']);
    expect(() => addRound(back!, { id: 'one-more', scores: [1, -1] }, 99_999)).toThrow(SheetLimitError);
    again.close();
  });
});

/** Put `ok` (at a limit) and then `past` (one past it, same id): `past` is refused naming `code`; after a reopen `ok` reads back as written. */
async function sheetAtAndPast(ok: ScoreSheet, past: ScoreSheet, code: LimitCode): Promise<void> {
  const name = freshName();
  const store = await Store.open(name);
  await store.putSheet(ok);
  const refused = await store.putSheet(past).then(
    () => null,
    (e: unknown) => e,
  );
  expect(refused).toBeInstanceOf(RecordRefusedError);
  expect((refused as RecordRefusedError).code).toBe(code);
  store.close();
  const again = await Store.open(name);
  expect(await again.getSheet(ok.id)).toEqual(ok);
  expect((await again.listSheets()).problems).toEqual([]);
  again.close();
}

const sheet = (over: Partial<Parameters<typeof newSheet>[0]> = {}) =>
  newSheet({ id: 's', title: 'Tuesday', gameId: 'other', players: ['Aiko', 'Ben'], now: 1, ...over });

describe('a sheet at each limit reads back after a reopen; one past it is refused and the stored sheet stays (issue 32 §1)', () => {
  it(`id: ${LIMITS.id} characters`, async () => {
    const at = sheet({ id: x(LIMITS.id) });
    await sheetAtAndPast(at, { ...at, title: 'changed', gameId: x(LIMITS.id + 1) }, 'id');
  });
  it(`name: ${LIMITS.name} characters a player`, async () => {
    const at = sheet({ players: [x(LIMITS.name), 'Ben'] });
    await sheetAtAndPast(at, { ...at, players: [x(LIMITS.name + 1), 'Ben'] }, 'name');
  });
  it(`title: ${LIMITS.title} characters`, async () => {
    const at = sheet({ title: x(LIMITS.title) });
    await sheetAtAndPast(at, { ...at, title: x(LIMITS.title + 1) }, 'title');
  });
  it(`seats: ${LIMITS.seats} players`, async () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
    const at = sheet({ players: names(LIMITS.seats) });
    await sheetAtAndPast(at, { ...at, players: names(LIMITS.seats + 1) }, 'seats');
  });
  it(`note: ${LIMITS.note} characters a round`, async () => {
    const at = addRound(sheet(), { id: 'r1', scores: [1, -1], note: x(LIMITS.note) }, 2);
    await sheetAtAndPast(at, addRound(at, { id: 'r2', scores: [1, -1], note: x(LIMITS.note + 1) }, 3), 'note');
  });
  it(`label: ${LIMITS.label} characters a round`, async () => {
    const at = addRound(sheet(), { id: 'r1', scores: [1, -1], label: x(LIMITS.label) }, 2);
    await sheetAtAndPast(at, addRound(at, { id: 'r2', scores: [1, -1], label: x(LIMITS.label + 1) }, 3), 'label');
  });
  it(`score: ±${LIMITS.score}; the pad refuses one past it, and so does the store`, async () => {
    const at = addRound(sheet(), { id: 'r1', scores: [LIMITS.score, -LIMITS.score] }, 2);
    expect(() => addRound(at, { id: 'r2', scores: [LIMITS.score + 1, 0] }, 3)).toThrow(
      'Every score must be a number within ±1,000,000.',
    );
    const past = { ...at, rounds: [...at.rounds, { id: 'r2', scores: [LIMITS.score + 1, 0], note: '', at: 3 }] };
    await sheetAtAndPast(at, past, 'score');
  });
  it(`rounds: ${LIMITS.rounds}; a sheet of ${LIMITS.rounds + 1} not made by the pad is refused by the store`, async () => {
    let at = sheet();
    for (let i = 0; i < LIMITS.rounds; i++) at = addRound(at, { id: `r${i}`, scores: [1, -1] }, i + 2);
    const past = { ...at, rounds: [...at.rounds, { id: 'one-more', scores: [1, -1], note: '', at: 9 }] };
    await sheetAtAndPast(at, past, 'rounds');
  });
  it(`history: ${LIMITS.history}; the pad drops the oldest, the store refuses a longer one`, async () => {
    let at = addRound(sheet(), { id: 'r1', scores: [1, -1] }, 2);
    for (let i = 0; i < LIMITS.history; i++) at = editRound(at, 'r1', { scores: [i, -i], note: '' }, 3 + i);
    expect(at.history).toHaveLength(LIMITS.history);
    const past = { ...at, history: [...at.history, at.history[0]!] };
    await sheetAtAndPast(at, past, 'history');
  });
});

function match(id: string, over: Partial<MatchRecord> = {}): MatchRecord {
  return {
    id,
    gameId: 'koikoi',
    options: {},
    seed: `seed-${id}`,
    seats: [
      { name: 'Aiko', kind: 'human' },
      { name: 'Ben', kind: 'bot' },
    ],
    createdAt: 1,
    updatedAt: 1,
    moveCount: 0,
    finished: false,
    sheetId: `sheet-${id}`,
    ...over,
  };
}
const sheetOf = (m: MatchRecord) =>
  newSheet({
    id: m.sheetId,
    title: 'Koi-Koi',
    gameId: m.gameId,
    players: m.seats.map((s) => s.name),
    now: 1,
    matchId: m.id,
  });

/** createMatch at a limit reads back after a reopen; one past it is refused, stores nothing, and the first stays. */
async function matchAtAndPast(at: MatchRecord, past: MatchRecord, code: LimitCode): Promise<void> {
  const name = freshName();
  const store = await Store.open(name);
  await store.createMatch(at, sheetOf(at));
  const refused = await store.createMatch(past, sheetOf(past)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(refused).toBeInstanceOf(RecordRefusedError);
  expect((refused as RecordRefusedError).code).toBe(code);
  store.close();
  const again = await Store.open(name);
  const listed = await again.listMatches();
  expect(listed.problems).toEqual([]);
  expect(listed.items).toEqual([at]);
  expect((await again.listSheets()).items.map((s) => s.id)).toEqual([at.sheetId]);
  again.close();
}

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const }));

describe('a match at each limit reads back after a reopen; one past it is refused and nothing is stored (issue 32 §1)', () => {
  it(`id: a deal code of ${LIMITS.id} characters`, async () => {
    await matchAtAndPast(match('a', { seed: x(LIMITS.id) }), match('b', { seed: x(LIMITS.id + 1) }), 'id');
  });
  it(`name: ${LIMITS.name} characters a seat`, async () => {
    const named = (n: number) => [
      { name: x(n), kind: 'human' as const },
      { name: 'Ben', kind: 'bot' as const },
    ];
    await matchAtAndPast(
      match('a', { seats: named(LIMITS.name) }),
      match('b', { seats: named(LIMITS.name + 1) }),
      'name',
    );
  });
  it(`seats: ${LIMITS.seats}`, async () => {
    await matchAtAndPast(
      match('a', { seats: seats(LIMITS.seats) }),
      match('b', { seats: seats(LIMITS.seats + 1) }),
      'seats',
    );
  });
  it(`deck: ${LIMITS.deck} cards stacked`, async () => {
    const deck = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    await matchAtAndPast(match('a', { deck: deck(LIMITS.deck) }), match('b', { deck: deck(LIMITS.deck + 1) }), 'deck');
  });
  it(`options: ${LIMITS.options} characters as JSON`, async () => {
    const opts = (n: number) => ({ note: x(n - '{"note":""}'.length) });
    expect(JSON.stringify(opts(LIMITS.options))).toHaveLength(LIMITS.options);
    await matchAtAndPast(
      match('a', { options: opts(LIMITS.options) }),
      match('b', { options: opts(LIMITS.options + 1) }),
      'options',
    );
  });
  it('a sheet the store would not read back refuses its match too (a seat name is a sheet player)', async () => {
    const name = freshName();
    const store = await Store.open(name);
    const m = match('a');
    const bad = { ...sheetOf(m), title: x(LIMITS.title + 1) };
    await expect(store.createMatch(m, bad)).rejects.toMatchObject({ code: 'title' });
    expect((await store.listMatches()).items).toEqual([]);
    store.close();
  });
});

describe('moves at their limits (issue 32 §1)', () => {
  /** A move whose JSON is exactly `n` characters. */
  const moveOf = (n: number) => ({ type: 'x', pad: x(n - '{"type":"x","pad":""}'.length) });

  it(`a move of ${LIMITS.moveJson} characters as JSON reads back; one of ${LIMITS.moveJson + 1} is refused and the log stays`, async () => {
    const name = freshName();
    const store = await Store.open(name);
    const m = match('a');
    await store.createMatch(m, sheetOf(m));
    expect(JSON.stringify(moveOf(LIMITS.moveJson))).toHaveLength(LIMITS.moveJson);
    await store.appendMoves('a', 0, [{ seat: 0, move: moveOf(LIMITS.moveJson) }], { progress: 'one' }, 5);
    await expect(
      store.appendMoves('a', 1, [{ seat: 1, move: moveOf(LIMITS.moveJson + 1) }], { progress: 'two' }, 6),
    ).rejects.toMatchObject({ code: 'moveJson' });
    store.close();
    const again = await Store.open(name);
    const back = await again.loadMatch('a');
    expect(back?.problems).toEqual([]);
    expect(back?.moves).toEqual([{ seat: 0, move: moveOf(LIMITS.moveJson) }]);
    expect(back?.match).toMatchObject({ moveCount: 1, progress: 'one', updatedAt: 5 });
    again.close();
  });

  it(`a match of ${LIMITS.moves} moves reads back; the next move is refused and the log stays`, async () => {
    const name = freshName();
    const store = await Store.open(name);
    const m = match('a');
    await store.createMatch(m, sheetOf(m));
    // Written as a table writes them, in batches (fake-indexeddb slows down on one huge transaction).
    const batch = 10_000;
    for (let first = 0; first < LIMITS.moves; first += batch) {
      const moves: LoggedMove[] = Array.from({ length: batch }, (_, i) => ({ seat: i % 2, move: { type: 't' } }));
      await store.appendMoves('a', first, moves, {}, 5);
    }
    await expect(store.appendMoves('a', LIMITS.moves, [{ seat: 0, move: { type: 't' } }], {}, 6)).rejects.toMatchObject(
      {
        code: 'moves',
      },
    );
    store.close();
    const again = await Store.open(name);
    const back = await again.loadMatch('a');
    expect(back?.problems).toEqual([]);
    expect(back?.moves).toHaveLength(LIMITS.moves);
    expect(back?.match).toMatchObject({ moveCount: LIMITS.moves, updatedAt: 5 });
    again.close();
  }, 60_000);
});
