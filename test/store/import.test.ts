import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Store, type BackupFile } from '../../src/store/repo.ts';
import { addRound, editRound, newSheet } from '../../src/store/sheets.ts';
import type { MatchRecord } from '../../src/store/records.ts';
import { applyImportV1, exportBackupV1, importBackupV1, planImportV1 } from '../../src/store/backup-v1.ts';

let n = 0;
const freshName = () => `carriage-import-${++n}-${Math.random().toString(36).slice(2)}`;

function match(id: string): MatchRecord {
  return {
    id,
    gameId: 'koikoi',
    options: { rounds: 12 },
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
  };
}
const mv = (k: number) => ({ seat: k % 2, move: { type: 'play', card: `c${k}` } });

/** A store with match m (5 moves) and sheet s (2 rounds), and its backup file at that point. */
async function fivePlayed() {
  const store = await Store.open(freshName());
  let sheet = newSheet({ id: 's', title: 'Night', gameId: 'other', players: ['A', 'B'], now: 1 });
  sheet = addRound(sheet, { id: 'r1', scores: [3, -3] }, 2);
  sheet = addRound(sheet, { id: 'r2', scores: [1, -1] }, 3);
  await store.createMatch(match('m'), sheet);
  await store.appendMoves('m', 0, [0, 1, 2, 3, 4].map(mv), {}, 4);
  const file = JSON.stringify(await exportBackupV1(store, new Date(0)));
  return { store, sheet, file };
}

describe('importing merges and never goes back', () => {
  it('an older backup changes nothing: more moves and a newer sheet on the phone are kept, and the preview says why', async () => {
    const { store, sheet, file } = await fivePlayed();
    await store.appendMoves('m', 5, [5, 6, 7].map(mv), {}, 10);
    await store.putSheet(addRound(sheet, { id: 'r3', scores: [7, -7] }, 11));

    const plan = await planImportV1(store, file);
    expect(plan.add).toEqual([]);
    expect(plan.update).toEqual([]);
    expect(plan.skip.map((s) => s.reason)).toEqual([
      'the backup is behind (5 moves; this phone has 8)',
      'the backup is behind (2 rounds; this phone has 3)',
    ]);
    await applyImportV1(store, plan, 20);
    expect((await store.loadMatch('m'))?.moves).toHaveLength(8);
    expect((await store.getSheet('s'))?.rounds.map((r) => r.scores)).toEqual([
      [3, -3],
      [1, -1],
      [7, -7],
    ]);
    store.close();
  });

  it('a newer backup adds the missing moves and rounds; undo puts the phone back', async () => {
    const { store, file: older } = await fivePlayed();
    const other = await Store.open(freshName());
    await importBackupV1(other, older);
    await other.appendMoves('m', 5, [5, 6].map(mv), {}, 10);
    await other.putSheet(
      editRound(
        addRound((await other.getSheet('s'))!, { id: 'r3', scores: [2, -2] }, 11),
        'r1',
        { scores: [4, -4], note: 'fixed' },
        12,
      ),
    );
    const newer = JSON.stringify(await exportBackupV1(other, new Date(0)));

    const plan = await planImportV1(store, newer);
    expect(plan.update.map((u) => u.reason)).toEqual(['2 more moves (5 → 7)', '2 more changes (2 → 3 rounds)']);
    expect(await applyImportV1(store, plan, 50)).toEqual({ matches: 1, sheets: 1, moves: 2 });
    expect((await store.loadMatch('m'))?.moves).toHaveLength(7);
    expect((await store.getSheet('s'))?.rounds.map((r) => r.scores)).toEqual([
      [4, -4],
      [1, -1],
      [2, -2],
    ]);

    expect(await store.undoImport()).toEqual({ undone: 2, kept: 0 });
    expect((await store.loadMatch('m'))?.moves).toHaveLength(5);
    expect((await store.getSheet('s'))?.rounds.map((r) => r.scores)).toEqual([
      [3, -3],
      [1, -1],
    ]);
    store.close();
    other.close();
  });

  it('a game played differently since is kept, never forked or replaced', async () => {
    const { store, file } = await fivePlayed();
    const other = await Store.open(freshName());
    await importBackupV1(other, file);
    await other.appendMoves('m', 5, [mv(9)], {}, 10);
    const theirs = JSON.stringify(await exportBackupV1(other, new Date(0)));
    await store.appendMoves('m', 5, [mv(8)], {}, 10);
    const plan = await planImportV1(store, theirs);
    expect(plan.skip[0]?.reason).toMatch(/played differently on this phone/);
    await applyImportV1(store, plan, 20);
    expect((await store.loadMatch('m'))?.moves[5]).toEqual(mv(8));
    store.close();
    other.close();
  });

  it('refuses when a replay check refuses a game, naming it', async () => {
    const { store, file } = await fivePlayed();
    const fresh = await Store.open(freshName());
    await expect(planImportV1(fresh, file, async () => 'move 3 could not be replayed')).rejects.toThrow(
      /game m: move 3 could not be replayed.*Nothing was changed/,
    );
    expect((await fresh.listMatches()).items).toEqual([]);
    store.close();
    fresh.close();
  });

  it('names the problem: no version, schema 99, a 20 MB title, moves that are not moves', async () => {
    const { store, file } = await fivePlayed();
    const good = JSON.parse(file) as BackupFile;
    const bad = (f: (b: BackupFile & Record<string, unknown>) => void) => {
      const b = structuredClone(good) as BackupFile & Record<string, unknown>;
      f(b);
      return importBackupV1(store, JSON.stringify(b));
    };
    await expect(bad((b) => delete (b as Record<string, unknown>).version)).rejects.toThrow(/has no version number/);
    await expect(bad((b) => (b.version = -1))).rejects.toThrow(/version \(-1\) is not a valid version/);
    await expect(bad((b) => (b.schema = 99))).rejects.toThrow(/schema \(99\)/);
    await expect(bad((b) => (b.sheets[0]!.title = 'x'.repeat(20_000_000)))).rejects.toThrow(
      /title is longer than 120 characters/,
    );
    await expect(bad((b) => (b.sheets[0]!.title = 'x'.repeat(500)))).rejects.toThrow(
      /title is longer than 120 characters/,
    );
    await expect(bad((b) => (b.moves[2]!.move = 'play'))).rejects.toThrow(/move 2 of m: move must be an object/);
    await expect(bad((b) => (b.moves[2]!.move = { card: 'x' }))).rejects.toThrow(/is not a move/);
    await expect(
      bad((b) => ((b.sheets[0]!.history[0] as unknown as Record<string, unknown>).after = { scores: 'x', note: '' })),
    ).rejects.toThrow(/history\[0\]\.after\.scores/);
    await expect(bad((b) => (b.sheets[0]!.rounds[0]!.scores = [1e7, 0]))).rejects.toThrow(/at most 1000000/);
    store.close();
  }, 60_000);
});

/** Ways to break one part of a good backup; every one must make the file invalid. */
/** Values of the wrong type for every field they are put in (never a string: some fields are strings). */
const junk = fc.oneof(
  fc.constant(null),
  fc.constant(1e20),
  fc.constant([]),
  fc.constant({ x: 1 }),
  fc.constant(Number.NaN),
  fc.constant(-1),
);
const notInt = fc.oneof(
  fc.double({ min: 0.1, max: 0.9 }),
  fc.constant(-1),
  fc.string({ maxLength: 2 }),
  fc.constant(null),
);
const longText = fc.integer({ min: 130, max: 3000 }).map((k) => 'y'.repeat(k));
// biome-ignore lint/suspicious/noExplicitAny: mutations reach anywhere into a hostile backup; a type would only get in the way
type Mut = (b: Record<string, any>) => void;
const mutation: fc.Arbitrary<Mut> = fc.oneof(
  fc
    .oneof(
      fc.constant(undefined),
      fc.integer({ max: 0 }),
      fc.integer({ min: 2, max: 1e6 }),
      fc.string({ maxLength: 3 }),
      fc.double({ min: 0.1, max: 0.9 }),
    )
    .map(
      (x): Mut =>
        (b) =>
          (b.version = x),
    ),
  fc.oneof(fc.integer({ min: 3, max: 1e6 }), fc.integer({ max: 0 }), fc.string({ minLength: 1, maxLength: 3 })).map(
    (x): Mut =>
      (b) =>
        (b.schema = x),
  ),
  fc.constantFrom('format', 'matches', 'moves', 'sheets', 'settings').map(
    (k): Mut =>
      (b) =>
        delete b[k],
  ),
  fc
    .tuple(
      fc.constantFrom('id', 'gameId', 'seed', 'seats', 'options', 'createdAt', 'moveCount', 'finished', 'sheetId'),
      junk.filter((x) => !(x !== null && typeof x === 'object' && !Array.isArray(x))),
    )
    .map(
      ([k, x]): Mut =>
        (b) =>
          (b.matches[0][k] = x),
    ),
  notInt.map(
    (x): Mut =>
      (b) =>
        (b.matches[0].moveCount = x),
  ),
  fc.tuple(fc.nat(4), junk).map(
    ([i, x]): Mut =>
      (b) =>
        (b.moves[i].move = x),
  ),
  fc.tuple(fc.nat(4), fc.oneof(fc.integer({ min: 2, max: 99 }), fc.integer({ max: -1 }), notInt)).map(
    ([i, x]): Mut =>
      (b) =>
        (b.moves[i].seat = x),
  ),
  fc.tuple(fc.nat(4), fc.integer({ min: 5, max: 50 })).map(
    ([i, x]): Mut =>
      (b) =>
        (b.moves[i].seq = x),
  ),
  fc.tuple(fc.nat(4), fc.string({ minLength: 41, maxLength: 60 })).map(
    ([i, t]): Mut =>
      (b) =>
        (b.moves[i].move = { type: t }),
  ),
  fc
    .tuple(
      fc.nat(1),
      fc.oneof(fc.integer({ min: 1_000_001 }), fc.integer({ max: -1_000_001 }), fc.constant('5'), fc.constant(null)),
    )
    .map(
      ([j, x]): Mut =>
        (b) =>
          (b.sheets[0].rounds[0].scores[j] = x),
    ),
  fc
    .array(fc.integer({ min: -9, max: 9 }), { minLength: 0, maxLength: 5 })
    .filter((a) => a.length !== 2)
    .map(
      (a): Mut =>
        (b) =>
          (b.sheets[0].rounds[1].scores = a),
    ),
  fc.tuple(fc.constantFrom('at', 'action', 'roundId', 'before', 'after'), junk).map(
    ([k, x]): Mut =>
      (b) =>
        (b.sheets[0].history[0][k] = x),
  ),
  longText.map(
    (t): Mut =>
      (b) =>
        (b.sheets[0].title = t),
  ),
  fc.integer({ min: 501, max: 3000 }).map(
    (k): Mut =>
      (b) =>
        (b.sheets[0].rounds[0].note = 'n'.repeat(k)),
  ),
  fc.tuple(fc.nat(1), fc.oneof(fc.constant(''), longText, junk)).map(
    ([i, x]): Mut =>
      (b) =>
        (b.sheets[0].players[i] = x),
  ),
  fc.tuple(fc.nat(1), fc.oneof(fc.constant(''), longText)).map(
    ([i, x]): Mut =>
      (b) =>
        (b.matches[0].seats[i].name = x),
  ),
  fc.constantFrom('human ', 'robot', '').map(
    (k): Mut =>
      (b) =>
        (b.matches[0].seats[0].kind = k),
  ),
  fc.constant<Mut>((b) => b.sheets.push(structuredClone(b.sheets[0]))),
  fc.constant<Mut>((b) => (b.sheets[0].rounds[1].id = b.sheets[0].rounds[0].id)),
  fc.constant<Mut>((b) => b.moves.pop()),
  // at the front: a later pop (another mutation) must not take the ghost away again and leave a good file
  fc.constant<Mut>((b) => b.moves.unshift({ ...b.moves[0], matchId: 'ghost' })),
  junk.map(
    (x): Mut =>
      (b) =>
        (b.settings = [{ key: 'settings', value: { theme: x === null ? 'neon' : x } }]),
  ),
);

describe('import fuzz', () => {
  it('refuses 200+ generated bad files, each with a message, and leaves the store exactly as it was', async () => {
    const { store, file } = await fivePlayed();
    const before = JSON.stringify(await exportBackupV1(store, new Date(0)));
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.boolean(), async (muts, cut) => {
        // biome-ignore lint/suspicious/noExplicitAny: a backup being mutated into a hostile one
        const b = JSON.parse(file) as Record<string, any>;
        for (const m of muts) {
          try {
            m(b);
          } catch {
            /* a list the previous mutation removed */
          }
        }
        let text = JSON.stringify(b);
        if (cut) text = text.slice(0, Math.floor(text.length / 2));
        const err = await importBackupV1(store, text).then(
          () => new Error(`accepted a bad file: ${text.slice(0, 4000)}`),
          (e: unknown) => e,
        );
        expect(String(err)).toMatch(/Nothing was changed|not a Carriage backup/);
        refused++;
        expect(JSON.stringify(await exportBackupV1(store, new Date(0)))).toBe(before);
      }),
      { numRuns: 220 },
    );
    expect(refused).toBeGreaterThanOrEqual(200);
    store.close();
  }, 120_000);
});
