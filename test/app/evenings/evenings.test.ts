/**
 * Issue 29 §4: the evenings grouping and standings on a hand-worked sitting.
 */
import { describe, expect, it } from 'vitest';
import {
  EVENING_GAP_MS,
  type EveningItem,
  eveningStandings,
  groupEvenings,
  itemWinners,
  roundWinners,
} from '../../../src/app/evenings/evenings.ts';

const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 25, 19);
const rounds = (...rs: number[][]) => rs.map((scores) => ({ scores }));

// Koi-Koi, Ann beats Bo (the game said so): rounds 6–0, 0–3, 5–0.
const A: EveningItem = {
  id: 'a',
  gameId: 'koikoi',
  title: 'Koi-Koi',
  players: ['Ann', 'Bo'],
  createdAt: T0,
  updatedAt: T0 + H,
  rounds: rounds([6, 0], [0, 3], [5, 0]),
  matchId: 'm1',
  finished: { winners: [0] },
};
// A sheet of their own, low wins, seated the other way and typed differently: 10–20, 5–5, 30–0.
const B: EveningItem = {
  id: 'b',
  gameId: 'other',
  title: 'Rummy ',
  players: [' bo ', 'ANN'],
  createdAt: T0 + 1.5 * H,
  updatedAt: T0 + 2 * H,
  rounds: rounds([10, 20], [5, 5], [30, 0]),
  lowWins: true,
};
// Koi-Koi again, three hours after the last change (within 4 h): Bo wins; a correction row wins no round.
const C: EveningItem = {
  id: 'c',
  gameId: 'koikoi',
  title: 'Koi-Koi',
  players: ['Ann', 'Bo'],
  createdAt: T0 + 5 * H,
  updatedAt: T0 + 6 * H,
  rounds: [...rounds([0, 4], [2, 0]), { scores: [3, -3], adjust: true }],
  matchId: 'm2',
  finished: { winners: [1] },
};
// 4 h 1 min after C's last change: a new sitting (alone, so no evening).
const D: EveningItem = { ...C, id: 'd', createdAt: T0 + 10 * H + 60_000, updatedAt: T0 + 11 * H };
// Other players during the evening; and an empty sheet (left out).
const E: EveningItem = { ...A, id: 'e', players: ['Ann', 'Cy'], createdAt: T0 + 0.5 * H };
const F: EveningItem = { ...B, id: 'f', rounds: [], createdAt: T0 + 3 * H, updatedAt: T0 + 9 * H };

describe('grouping', () => {
  it('same players (any order and case) within 4 h of the last change form one evening', () => {
    const es = groupEvenings([D, C, F, B, E, A]);
    expect(es).toHaveLength(1);
    expect(es[0]!.id).toBe('a');
    expect(es[0]!.items.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(es[0]!.start).toBe(T0);
    expect(es[0]!.end).toBe(T0 + 6 * H);
  });
  it('exactly 4 h joins; a lone item is no evening unless asked', () => {
    const edge = { ...D, createdAt: T0 + 6 * H + EVENING_GAP_MS };
    expect(groupEvenings([A, B, C, edge])[0]!.items).toHaveLength(4);
    const singles = groupEvenings([A, B, C, D, E], EVENING_GAP_MS, 1);
    expect(singles.map((e) => e.id)).toEqual(['d', 'e', 'a']);
  });
});

describe('standings', () => {
  const s = eveningStandings(groupEvenings([A, B, C])[0]!);
  it('per game: matches won, rounds won and points', () => {
    const koikoi = s.games.find((g) => g.gameId === 'koikoi')!;
    expect(koikoi.matches).toBe(2);
    // Ann: A won, rounds 1 and 3 of A, round 2 of C, 11 + 5 points; Bo: C won, round 2 of A, round 1 of C.
    expect(koikoi.players).toEqual([
      { key: 'ann', name: 'Ann', matchWins: 1, roundsWon: 3, points: 16 },
      { key: 'bo', name: 'Bo', matchWins: 1, roundsWon: 2, points: 4 },
    ]);
    const rummy = s.games.find((g) => g.gameId === 'other')!;
    expect(rummy.title).toBe('Rummy');
    // Low wins: Bo took round 1 (10 < 20), round 2 level, Ann round 3 (0); Ann's 25 beats Bo's 45.
    expect(rummy.players).toEqual([
      { key: 'ann', name: 'Ann', matchWins: 1, roundsWon: 1, points: 25 },
      { key: 'bo', name: 'Bo', matchWins: 0, roundsWon: 1, points: 45 },
    ]);
  });
  it('overall: by matches won, then rounds won', () => {
    expect(s.overall.map((p) => [p.name, p.place, p.matchWins, p.roundsWon])).toEqual([
      ['Ann', 1, 2, 4],
      ['Bo', 2, 1, 3],
    ]);
  });
  it('a tie shares the place', () => {
    const even = eveningStandings(groupEvenings([A, { ...C, rounds: rounds([0, 4], [0, 2]) }])[0]!);
    // Ann: 1 match, 2 rounds; Bo: 1 match, 3 rounds.
    expect(even.overall.map((p) => [p.name, p.place])).toEqual([
      ['Bo', 1],
      ['Ann', 2],
    ]);
    // Ann: 1 match, 2 rounds; Bo: 1 match, 1 + 1 rounds.
    const level = eveningStandings(groupEvenings([A, { ...C, rounds: rounds([0, 4]) }])[0]!);
    expect(level.overall.map((p) => p.place)).toEqual([1, 1]);
  });
});

describe('winners', () => {
  it('a match not finished is won by nobody; a sheet of its own by its leaders', () => {
    expect(itemWinners({ ...A, finished: undefined })).toEqual([]);
    expect(itemWinners({ ...A, matchId: undefined, finished: undefined, rounds: rounds([3, 1], [0, 2]) })).toEqual([
      0, 1,
    ]);
  });
  it('a round with every score level is won by nobody', () => {
    expect(roundWinners([0, 0, 0])).toEqual([]);
    expect(roundWinners([2, 5, 5])).toEqual([1, 2]);
    expect(roundWinners([2, 5, 5], true)).toEqual([0]);
  });
});
