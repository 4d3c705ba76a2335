/**
 * The end of a match (issue 24 §2): who won, the standings, the rounds that add up to the totals,
 * and who plays first. Hand-worked cases for the generic helpers; whole matches played by the
 * engines' Normal bots for the games whose winner is not simply the highest total.
 */
import { describe, expect, test } from 'vitest';
import { matchStandings } from '../../src/engine/tally.ts';
import { finishedRounds, openingOf, replayAll } from '../../src/engine/match.ts';
import { getGame } from '../../src/games/index.ts';
import { playSeeded, type SeededGame } from '../helpers/seeded.ts';

describe('matchStandings', () => {
  test('the highest total wins; equal totals share a place and the next place is skipped', () => {
    const r = matchStandings({ totals: [3, 5, 5, 1, 3] });
    expect(r.winners).toEqual([1, 2]);
    expect(r.standings.map((s) => [s.seats, s.total, s.place])).toEqual([
      [[1], 5, 1],
      [[2], 5, 1],
      [[0], 3, 3],
      [[4], 3, 3],
      [[3], 1, 5],
    ]);
  });
  test('negative totals: the least negative wins', () => {
    expect(matchStandings({ totals: [-14, 14] }).winners).toEqual([1]);
    expect(matchStandings({ totals: [-3, -1, -2] }).standings.map((s) => s.place)).toEqual([1, 2, 3]);
  });
  test("the engine's winners come first even when a loser has the same total (a tie-break)", () => {
    const r = matchStandings({ totals: [3, 3, 2], winners: [1] });
    expect(r.standings.map((s) => [s.seats[0], s.place])).toEqual([
      [1, 1],
      [0, 2],
      [2, 3],
    ]);
  });
  test('teams: one line a side with its own total', () => {
    const r = matchStandings({
      totals: [-4, 12, 19, 9],
      winners: [1, 3],
      sides: [
        { seats: [0, 2], total: 15 },
        { seats: [1, 3], total: 21 },
      ],
    });
    expect(r.standings).toEqual([
      { seats: [1, 3], total: 21, place: 1 },
      { seats: [0, 2], total: 15, place: 2 },
    ]);
  });
});

function played(c: SeededGame) {
  const p = playSeeded(c);
  const game = getGame(c.gameId);
  const states = replayAll(game, {
    gameId: c.gameId,
    options: p.match.options,
    seed: p.match.seed,
    seats: p.match.seats,
    moves: p.moves.map((m) => ({ seat: m.seat, move: m.move })),
  });
  return { ...p, game, states };
}

describe('whole matches', () => {
  test('Career Poker in teams: the team whose two players add up to more wins, both named', () => {
    for (const seed of ['a', 'b', 'c']) {
      const p = played({ key: `cp-team-${seed}`, gameId: 'career-poker', players: 4, options: { mode: 'team' } });
      const t = p.status.totals;
      expect(p.status.phase).toBe('match-over');
      const a = t[0]! + t[2]!;
      const b = t[1]! + t[3]!;
      expect(p.status.sides).toEqual([
        { seats: [0, 2], total: a },
        { seats: [1, 3], total: b },
      ]);
      expect(p.status.winners).toEqual(a > b ? [0, 2] : b > a ? [1, 3] : [0, 1, 2, 3]);
      // The sheet records the same winners.
      expect(p.sheet.finished?.winners).toEqual(p.status.winners);
    }
  });
  test('Career Poker without teams leaves the winner to the highest total', () => {
    const p = played({ key: 'cp-5', gameId: 'career-poker', players: 5, options: {} });
    expect(p.status.winners).toBeUndefined();
    expect(p.status.sides).toBeUndefined();
  });
  test('Higo-Bana: equal victory points go to more card points over the match; partners win together', () => {
    for (const c of [
      { key: 'hb-7', gameId: 'higobana', players: 7, options: {} },
      { key: 'hb-6-pairs', gameId: 'higobana', players: 6, options: { teams: 'pairs' } },
      { key: 'hb-6-triples', gameId: 'higobana', players: 6, options: { teams: 'triples' } },
    ]) {
      const p = played(c);
      const last = p.states[p.states.length - 1] as { totals: number[]; cumulative: number[] };
      const top = Math.max(...last.totals);
      const contenders = last.totals.flatMap((x, i) => (x === top ? [i] : []));
      const bestCards = Math.max(...contenders.map((i) => last.cumulative[i]!));
      expect(p.status.winners, c.key).toEqual(contenders.filter((i) => last.cumulative[i] === bestCards));
      if (c.options.teams) {
        const per = c.options.teams === 'pairs' ? 2 : 3;
        expect(p.status.sides?.length, c.key).toBe(6 / per);
        for (const side of p.status.sides!)
          for (const s of side.seats) expect(last.totals[s], `${c.key}: partners share a total`).toBe(side.total);
      }
    }
  });
  test("every game's finished rounds add up to its totals, one result per round", () => {
    for (const c of [
      { key: 'kk', gameId: 'koikoi', players: 2, options: {} },
      { key: 'gs', gameId: 'gostop', players: 3, options: {} },
      { key: 'tf', gameId: 'travfuda', players: 4, options: {} },
      { key: 'db', gameId: 'denebian-baccarat', players: 5, options: {} },
      { key: 'ca', gameId: 'capture', players: 6, options: {} },
      { key: 'cp', gameId: 'career-poker', players: 3, options: {} },
    ]) {
      const p = played(c);
      const rounds = finishedRounds(p.game, p.states);
      expect(rounds.length, c.key).toBe(p.sheet.rounds.length);
      for (let s = 0; s < c.players; s++)
        expect(
          rounds.reduce((a, r) => a + (r.scores[s] ?? 0), 0),
          `${c.key} seat ${s}`,
        ).toBe(p.status.totals[s]);
      expect(rounds.map((r) => r.name)).toEqual(p.sheet.rounds.map((r) => r.name));
    }
  });
});

describe('who plays first', () => {
  test('Hanafuda and TravFuda draw for the deal; Career Poker and Capture leave it to chance', () => {
    expect(openingOf(getGame('koikoi'), 2, getGame('koikoi').defaultOptions)).toEqual({ kind: 'draw' });
    expect(openingOf(getGame('travfuda'), 4, getGame('travfuda').defaultOptions)).toEqual({ kind: 'draw' });
    expect(openingOf(getGame('career-poker'), 5, getGame('career-poker').defaultOptions)).toEqual({ kind: 'chance' });
    expect(openingOf(getGame('capture'), 3, getGame('capture').defaultOptions)).toEqual({ kind: 'chance' });
  });
  test('a game that always starts with one seat names the seat that moves first in a real match', () => {
    for (const id of ['imperial-baccarat', 'denebian-baccarat']) {
      const g = getGame(id);
      const o = openingOf(g, 4, g.defaultOptions);
      expect(o.kind, id).toBe('seat');
      for (const seed of ['x', 'y', 'z'])
        expect(g.actors(g.setup({ players: 4, seed, options: g.defaultOptions }))[0], id).toBe(
          o.kind === 'seat' ? o.seat : -1,
        );
    }
  });
  test('seats or options that make no game are refused with the engine’s reason', () => {
    expect(() =>
      openingOf(getGame('career-poker'), 3, { ...getGame('career-poker').defaultOptions, mode: 'team' }),
    ).toThrow(/4 players/);
  });
});
