/**
 * The match tally (src/engine/tally.ts): round scores added up, the leaders, the standings of a
 * finished match and the contract's `status` built from an engine's history. What every score
 * sheet and match end shows; every expectation worked out by hand here.
 */
import { describe, expect, test } from 'vitest';
import {
  addRound,
  leaders,
  matchStandings,
  runningTotals,
  statusFrom,
  type RoundRecordLike,
} from '../../src/engine/tally.ts';
import type { GameEvent } from '../../src/engine/events.ts';

describe('addRound and runningTotals', () => {
  test("a round's scores are added seat by seat, negative scores too", () => {
    expect(addRound([10, 4, 0], [3, -5, 2])).toEqual([13, -1, 2]);
  });
  test('the totals passed in are not changed', () => {
    const totals = [1, 2];
    addRound(totals, [5, 5]);
    expect(totals).toEqual([1, 2]);
  });
  test('a round with a seat too many or too few is refused', () => {
    expect(() => addRound([0, 0], [1, 2, 3])).toThrow(RangeError);
    expect(() => addRound([0, 0, 0], [1, 2])).toThrow(/seat counts differ/);
  });
  test('the totals after each round: [3, −3], then [3, 4], then [1, 6]', () => {
    expect(
      runningTotals(
        [
          [3, -3],
          [0, 7],
          [-2, 2],
        ],
        2,
      ),
    ).toEqual([
      [3, -3],
      [3, 4],
      [1, 6],
    ]);
  });
  test('no round yet: no line; a round with the wrong number of seats is refused', () => {
    expect(runningTotals([], 3)).toEqual([]);
    expect(() => runningTotals([[1, 2]], 3)).toThrow(RangeError);
  });
});

describe('leaders', () => {
  test('the highest total leads; ties give every seat holding it', () => {
    expect(leaders([4, 9, 2])).toEqual([1]);
    expect(leaders([7, 3, 7, 7])).toEqual([0, 2, 3]);
    expect(leaders([-5, -2, -9])).toEqual([1]);
  });
  test('a low-wins sheet: the lowest total leads', () => {
    expect(leaders([4, 9, 2], true)).toEqual([2]);
    expect(leaders([3, 3, 8], true)).toEqual([0, 1]);
  });
  test('no seats, no leader', () => {
    expect(leaders([])).toEqual([]);
    expect(leaders([], true)).toEqual([]);
  });
});

describe('matchStandings', () => {
  const lines = (r: ReturnType<typeof matchStandings>) => r.standings.map((s) => [s.seats, s.total, s.place]);

  test('places 1st, 2nd, 2nd, 4th: equal totals share a place and the next one is skipped', () => {
    const r = matchStandings({ totals: [3, 10, 7, 7] });
    expect(r.winners).toEqual([1]);
    expect(lines(r)).toEqual([
      [[1], 10, 1],
      [[2], 7, 2],
      [[3], 7, 2],
      [[0], 3, 4],
    ]);
  });
  test('a tie for the win: both take 1st, the next is 3rd', () => {
    const r = matchStandings({ totals: [5, 2, 5] });
    expect(r.winners).toEqual([0, 2]);
    expect(lines(r)).toEqual([
      [[0], 5, 1],
      [[2], 5, 1],
      [[1], 2, 3],
    ]);
  });
  test('equal totals are listed by seat, whatever order the sides come in', () => {
    const r = matchStandings({
      totals: [4, 4, 9],
      sides: [
        { seats: [2], total: 9 },
        { seats: [1], total: 4 },
        { seats: [0], total: 4 },
      ],
    });
    expect(lines(r)).toEqual([
      [[2], 9, 1],
      [[0], 4, 2],
      [[1], 4, 2],
    ]);
  });
  test("the engine's winner comes first whatever its total (a low-wins game); the others follow by total", () => {
    const r = matchStandings({ totals: [12, 4, 9, 4], winners: [1] });
    expect(r.winners).toEqual([1]);
    expect(lines(r)).toEqual([
      [[1], 4, 1],
      [[0], 12, 2],
      [[2], 9, 3],
      [[3], 4, 4],
    ]);
  });
  test('a loser with the winner’s total does not share 1st, and the next loser with that total shares 2nd', () => {
    const r = matchStandings({ totals: [6, 6, 6], winners: [2] });
    expect(lines(r)).toEqual([
      [[2], 6, 1],
      [[0], 6, 2],
      [[1], 6, 2],
    ]);
  });
  test('teams: a side wins when one of its seats is among the winners, even with the lower total', () => {
    const r = matchStandings({
      totals: [5, 8, 7, 2],
      winners: [1],
      sides: [
        { seats: [0, 2], total: 12 },
        { seats: [1, 3], total: 10 },
      ],
    });
    expect(r.standings).toEqual([
      { seats: [1, 3], total: 10, place: 1 },
      { seats: [0, 2], total: 12, place: 2 },
    ]);
  });
  test('teams: a winning side is first even with the lower total (a tie-break), three sides', () => {
    const r = matchStandings({
      totals: [0, 0, 0, 0, 0, 0],
      winners: [2, 5],
      sides: [
        { seats: [0, 3], total: 9 },
        { seats: [1, 4], total: 9 },
        { seats: [2, 5], total: 9 },
      ],
    });
    expect(lines(r)).toEqual([
      [[2, 5], 9, 1],
      [[0, 3], 9, 2],
      [[1, 4], 9, 2],
    ]);
  });
  test('the standings are its own: changing them leaves the sides of the status alone', () => {
    const sides = [
      { seats: [0, 2], total: 3 },
      { seats: [1, 3], total: 1 },
    ];
    const r = matchStandings({ totals: [1, 1, 2, 0], sides });
    r.standings[0]!.seats.push(9);
    expect(sides[0]!.seats).toEqual([0, 2]);
  });
});

describe('statusFrom', () => {
  const details = [
    { seat: 0, id: 'tan', points: 1 },
    { seat: 1, id: 'score', points: -1 },
  ];
  const events: GameEvent[] = [{ kind: 'stop', seat: 0 }];
  /** A fresh record (statusFrom remembers the last one it was given). */
  const record = (extra: Partial<RoundRecordLike> = {}): RoundRecordLike => ({
    scores: [1, -1],
    details: details.map((d) => ({ ...d })),
    ...extra,
  });

  test('the phase a player sees: match over, round over, or playing for any other phase of the engine', () => {
    expect(statusFrom('match-over', 3, [0, 0], []).phase).toBe('match-over');
    expect(statusFrom('round-over', 3, [0, 0], []).phase).toBe('round-over');
    for (const phase of ['play', 'decide', 'dealer-draw', 'bidding', 'sake-cup'])
      expect(statusFrom(phase, 3, [0, 0], []).phase, phase).toBe('playing');
  });
  test('before the first round ends: round and totals, no last round', () => {
    expect(statusFrom('play', 1, [0, 0, 0], [])).toStrictEqual({ phase: 'playing', round: 1, totals: [0, 0, 0] });
  });
  test('the totals are its own: the engine changing its array later does not change a status', () => {
    const totals = [4, 7];
    const before = statusFrom('play', 2, totals, []);
    const after = statusFrom('round-over', 2, totals, [record()]);
    totals[0] = 99;
    expect(before.totals).toEqual([4, 7]);
    expect(after.totals).toEqual([4, 7]);
  });
  test('the last round: its scores and detail lines; no label, summary or events when it has none', () => {
    const s = statusFrom('round-over', 2, [1, -1], [record({ scores: [9, 9] }), record()]);
    expect(s).toStrictEqual({
      phase: 'round-over',
      round: 2,
      totals: [1, -1],
      lastRound: { scores: [1, -1], details },
    });
  });
  test('with a name and events (as the Hanafuda engines keep them)', () => {
    const s = statusFrom('round-over', 1, [1, -1], [record({ name: { kind: 'round', n: 1 }, events })]);
    expect(s.lastRound).toStrictEqual({ scores: [1, -1], details, name: { kind: 'round', n: 1 }, events });
  });
  test('with a name, a summary and events', () => {
    const s = statusFrom(
      'match-over',
      1,
      [1, -1],
      [record({ name: { kind: 'hand', n: 1 }, summary: 'Ann went out', events })],
    );
    expect(s.lastRound).toStrictEqual({
      scores: [1, -1],
      details,
      name: { kind: 'hand', n: 1 },
      summary: 'Ann went out',
      events,
    });
  });
  test('with a summary and events but no name', () => {
    const s = statusFrom('round-over', 1, [1, -1], [record({ summary: 'a draw', events })]);
    expect(s.lastRound).toStrictEqual({ scores: [1, -1], details, summary: 'a draw', events });
  });
  test('with only a name, only a summary, or only events', () => {
    expect(statusFrom('round-over', 1, [0, 0], [record({ name: { kind: 'hand', n: 4 } })]).lastRound).toStrictEqual({
      scores: [1, -1],
      details,
      name: { kind: 'hand', n: 4 },
    });
    expect(statusFrom('round-over', 1, [0, 0], [record({ summary: 'the pot carries' })]).lastRound).toStrictEqual({
      scores: [1, -1],
      details,
      summary: 'the pot carries',
    });
    expect(statusFrom('round-over', 1, [0, 0], [record({ events })]).lastRound).toStrictEqual({
      scores: [1, -1],
      details,
      events,
    });
  });
  test('asked twice for the same record: the same result, and each status has its own scores', () => {
    for (const extra of [{}, { name: { kind: 'round', n: 2 } as const, events }]) {
      const r = record(extra);
      const a = statusFrom('round-over', 2, [1, -1], [r]);
      const b = statusFrom('round-over', 2, [1, -1], [r]);
      expect(b).toStrictEqual(a);
      a.lastRound!.scores[0] = 50;
      expect(b.lastRound!.scores).toEqual([1, -1]);
      expect(statusFrom('round-over', 2, [1, -1], [r]).lastRound!.scores).toEqual([1, -1]);
      expect(r.scores).toEqual([1, -1]);
    }
  });
  test("a status does not share the engine's history: changing what it shows leaves the record alone", () => {
    const r = record({ name: { kind: 'round', n: 3 }, events });
    const s = statusFrom('round-over', 3, [1, -1], [r]);
    s.lastRound!.details[0]!.points = 40;
    s.lastRound!.events!.push({ kind: 'stop', seat: 1 });
    expect(r.details).toEqual(details);
    expect(r.events).toEqual([{ kind: 'stop', seat: 0 }]);
  });
});
