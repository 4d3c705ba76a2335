/**
 * Matches saved before `standing` (issue 27 §4): their stored English progress line gives way to a
 * standing computed from their saved log, replayed through the engine, the first time a list shows
 * them; nothing else in the store changes.
 */
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { upgradeStandings } from '../../src/app/match/standingUpgrade.ts';
import type { LoggedMove } from '../../src/engine/match.ts';
import { getGame } from '../../src/games/index.ts';
import { progressLine } from '../../src/games/progress.words.ts';
import { setLanguage } from '../../src/i18n/current.ts';
import { englishIn } from '../../src/i18n/parity.ts';
import type { MatchRecord } from '../../src/store/records.ts';
import { Store } from '../../src/store/repo.ts';
import { newSheet } from '../../src/store/sheets.ts';

const freshName = () => `carriage-standing-${Math.random().toString(36).slice(2)}`;

/** A Koi-Koi match played (first legal move each time) into its third round, and the engine's status there. */
function played() {
  const game = getGame('koikoi')!;
  const seats = [
    { name: 'あいこ', kind: 'human' as const },
    { name: '민준', kind: 'human' as const },
  ];
  let s = game.setup({ players: 2, seed: 'old-line', options: {} });
  const moves: LoggedMove[] = [];
  while (game.status(s).round < 3 || game.status(s).phase !== 'playing') {
    const seat = game.actors(s)[0]!;
    const move = game.legalMoves(s, seat)[0];
    s = game.play(s, seat, move);
    moves.push({ seat, move });
  }
  // a few moves into the third month
  for (let i = 0; i < 4; i++) {
    const seat = game.actors(s)[0]!;
    const move = game.legalMoves(s, seat)[0];
    s = game.play(s, seat, move);
    moves.push({ seat, move });
  }
  return { seats, moves, status: game.status(s) };
}

afterAll(async () => {
  await setLanguage('en');
});

describe('a match saved before standings', () => {
  it('gets its standing from its log, keeps everything else, and reads in Japanese', async () => {
    const { seats, moves, status } = played();
    expect(status.round).toBe(3);
    const store = await Store.open(freshName());
    // Written the old way: an English progress line, no standing.
    const old: MatchRecord = {
      id: 'old',
      gameId: 'koikoi',
      options: {},
      seed: 'old-line',
      seats,
      createdAt: 1,
      updatedAt: 1,
      moveCount: 0,
      finished: false,
      sheetId: 'sheet-old',
      progress: 'March · round 3 of 12',
    };
    await store.createMatch(
      old,
      newSheet({ id: 'sheet-old', title: 'k', gameId: 'koikoi', players: ['a', 'b'], now: 1 }),
    );
    await store.appendMoves('old', 0, moves, {}, 5);
    // And one whose log no longer replays (a move the engine refuses): it keeps its line.
    const broken: MatchRecord = { ...old, id: 'broken', sheetId: 'sheet-broken', progress: 'May · round 5 of 12' };
    await store.createMatch(
      broken,
      newSheet({ id: 'sheet-broken', title: 'k', gameId: 'koikoi', players: ['a', 'b'], now: 1 }),
    );
    await store.appendMoves('broken', 0, [{ seat: 1, move: { type: 'koikoi' } }], {}, 6);
    const before = (await store.loadMatch('old'))!;

    const got = await upgradeStandings(store, [
      { kind: 'match', id: 'old', gameId: 'koikoi', progress: old.progress },
      { kind: 'match', id: 'broken', gameId: 'koikoi', progress: broken.progress },
    ]);
    expect([...got.keys()]).toEqual(['old']);
    const after = (await store.loadMatch('old'))!;
    expect(after.match.standing).toMatchObject({ over: false, unit: 'round', round: 3, month: 3, of: 12 });
    expect(after.match.standing!.totals).toEqual(status.totals);
    // Losing nothing: the record is the same but for its standing, the log the same.
    const { standing: _s, ...rest } = after.match;
    expect(rest).toEqual(before.match);
    expect(after.moves).toEqual(before.moves);
    expect((await store.loadMatch('broken'))!.match.standing).toBeUndefined();
    expect((await store.loadMatch('broken'))!.match.progress).toBe('May · round 5 of 12');

    await setLanguage('ja');
    const line = progressLine(after.match)!;
    expect(line).toContain('3月');
    expect(englishIn(line)).toEqual([]);
    // Once only: a match that has its standing is left alone.
    expect((await upgradeStandings(store, [{ id: 'old', gameId: 'koikoi', progress: 'x' }])).size).toBe(0);
    store.close();
  });
});
