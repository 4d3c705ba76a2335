/**
 * Statistics (issue 29 §2) on hand-worked examples: three Koi-Koi matches and a score pad sheet of
 * Aiko, Ben and Cleo, each figure worked out by hand below; and properties that hold for any
 * summaries (fast-check).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MatchRecord, ScoreSheet, StatSummary } from '../../src/store/records.ts';
import { addRound, newSheet } from '../../src/store/sheets.ts';
import { combosOf, summarize } from '../../src/stats/summary.ts';
import { everyone, filterSummaries, gameCombos, periodStart, playerStats } from '../../src/stats/stats.ts';

const HOUR = 3_600_000;
const NOW = new Date(2026, 10, 26, 23, 0).getTime();

function played(
  id: string,
  ids: string[],
  rows: { scores: number[]; yaku?: [number, string[]] }[],
  at: number,
  winners: number[] | null,
  gameId = 'koikoi',
): { sheet: ScoreSheet; match: MatchRecord } {
  let sheet: ScoreSheet = {
    ...newSheet({ id: `s-${id}`, title: id, gameId, players: ids.map((x) => x.toUpperCase()), now: at, matchId: id }),
    playerIds: ids,
  };
  rows.forEach((r, i) => {
    const events = r.yaku
      ? [{ kind: 'koikoi-score', seat: r.yaku[0], points: 1, data: { yaku: r.yaku[1], yakuPoints: [] } }]
      : undefined;
    sheet = addRound(sheet, { id: `round-${i + 1}`, scores: r.scores, ...(events ? { events } : {}) }, at + i);
  });
  if (winners) sheet = { ...sheet, finished: { winners } };
  const match: MatchRecord = {
    id,
    gameId,
    options: {},
    seed: 's',
    seats: ids.map((p) => ({ name: p, kind: 'human', playerId: p })),
    createdAt: at,
    updatedAt: at + 100,
    moveCount: 10,
    finished: winners !== null,
    sheetId: sheet.id,
  };
  return { sheet, match };
}

/**
 * m1 (last night, 30 h ago): aiko–ben, rounds aiko +5 (sanko, tan), ben +2 (tan), aiko +1 → aiko 6, ben 2; aiko wins.
 * m2 (tonight, 3 h ago): aiko–ben, rounds ben +7 (sanko), aiko +3 → aiko 3, ben 7; ben wins.
 * m3 (tonight, 2 h ago): aiko–cleo, rounds aiko +4 (tan), cleo 0 → aiko wins.
 * m4 (tonight, 1 h ago): aiko–ben, unfinished: not counted.
 * pad (tonight): a stand-alone sheet aiko/ben/cleo, rows [1, 4, 2], [3, 0, 0], an adjust row [0, 0, 5]:
 *   totals 4, 4, 7 → cleo leads and wins; rounds 2 (the adjust row is no round).
 */
function example(): StatSummary[] {
  const m1 = played(
    'm1',
    ['aiko', 'ben'],
    [{ scores: [5, 0], yaku: [0, ['sanko', 'tan']] }, { scores: [0, 2], yaku: [1, ['tan']] }, { scores: [1, 0] }],
    NOW - 30 * HOUR,
    [0],
  );
  const m2 = played(
    'm2',
    ['aiko', 'ben'],
    [{ scores: [0, 7], yaku: [1, ['sanko']] }, { scores: [3, 0] }],
    NOW - 3 * HOUR,
    [1],
  );
  const m3 = played('m3', ['aiko', 'cleo'], [{ scores: [4, 0], yaku: [0, ['tan']] }], NOW - 2 * HOUR, [0]);
  const m4 = played('m4', ['aiko', 'ben'], [{ scores: [9, 0] }], NOW - HOUR, null);
  let pad: ScoreSheet = {
    ...newSheet({ id: 'pad', title: 'pad', gameId: 'other', players: ['A', 'B', 'C'], now: NOW - HOUR }),
    playerIds: ['aiko', 'ben', 'cleo'],
  };
  pad = addRound(pad, { id: 'r1', scores: [1, 4, 2] }, NOW - HOUR);
  pad = addRound(pad, { id: 'r2', scores: [3, 0, 0] }, NOW - HOUR);
  pad = addRound(pad, { id: 'a1', scores: [0, 0, 5], adjust: true }, NOW - HOUR);
  return [...[m1, m2, m3, m4].map((x) => summarize(x.sheet, x.match)), summarize(pad, undefined)];
}

describe('statistics, worked by hand', () => {
  it('a summary reads rounds, points, best round, winners and combinations', () => {
    const [m1, , , m4, pad] = example();
    expect(m1).toMatchObject({ counted: true, rounds: 3, points: [6, 2], best: [5, 2], winners: [0] });
    expect(m1!.combos).toEqual([{ 'yaku:sanko': 1, 'yaku:tan': 1 }, { 'yaku:tan': 1 }]);
    expect(m4).toMatchObject({ counted: false, winners: [] });
    expect(pad).toMatchObject({ counted: true, rounds: 2, points: [4, 4, 2], best: [3, 4, 2], winners: [2] });
  });

  it("Aiko's figures over all time", () => {
    const s = playerStats('aiko', filterSummaries(example(), { period: 'all' }, NOW));
    // m1 (won), m2 (lost), m3 (won), pad (lost): 4 matches, 2 wins.
    expect(s).toMatchObject({ matches: 4, wins: 2, winRate: 0.5 });
    // Rounds 3 + 2 + 1 + 2 = 8; points 6 + 3 + 4 + 4 = 17; average 17 / 8 = 2.125; best 5 (m1).
    expect(s).toMatchObject({ rounds: 8, points: 17, average: 2.125, best: 5 });
    // In the order played: won, lost, won, lost → longest streak 1.
    expect(s.streak).toBe(1);
    // Ben: 3 together (m1, m2, pad): Aiko ahead in m1, Ben in m2, neither in pad (Cleo won).
    expect(s.headToHead).toEqual([
      { opponent: 'ben', played: 3, won: 1, lost: 1 },
      { opponent: 'cleo', played: 2, won: 1, lost: 1 },
    ]);
    expect(s.combos).toEqual([
      { gameId: 'koikoi', id: 'yaku:tan', count: 2 },
      { gameId: 'koikoi', id: 'yaku:sanko', count: 1 },
    ]);
    expect(s.games).toEqual([
      { gameId: 'koikoi', matches: 3, wins: 2 },
      { gameId: 'other', matches: 1, wins: 0 },
    ]);
  });

  it('filters by game and by period', () => {
    const all = example();
    // Tonight (12 h): m2, m3, pad. Aiko: lost m2, won m3, lost pad.
    const tonight = playerStats('aiko', filterSummaries(all, { period: 'tonight' }, NOW));
    expect(tonight).toMatchObject({ matches: 3, wins: 1, rounds: 5, points: 11, best: 4, streak: 1 });
    // Koi-Koi only, all time: m1, m2, m3 — won, lost, won; rounds 6, points 13.
    const kk = playerStats('aiko', filterSummaries(all, { gameId: 'koikoi', period: 'all' }, NOW));
    expect(kk).toMatchObject({ matches: 3, wins: 2, rounds: 6, points: 13, best: 5 });
    expect(kk.average).toBeCloseTo(13 / 6);
    // Everyone's Koi-Koi: tan by Aiko (m1, m3) and Ben (m1), sanko by Aiko (m1) and Ben (m2).
    expect(gameCombos(filterSummaries(all, { period: 'all' }, NOW), 'koikoi')).toEqual([
      { id: 'yaku:tan', count: 3 },
      { id: 'yaku:sanko', count: 2 },
    ]);
    // This month starts on the 1st at midnight (local time).
    expect(new Date(periodStart('month', NOW)).getDate()).toBe(1);
    expect(everyone(filterSummaries(all, { period: 'all' }, NOW)).get('cleo')).toEqual({ matches: 2, wins: 1 });
  });

  it('the longest streak counts wins one after another in the order played', () => {
    const at = (h: number) => NOW - h * HOUR;
    const ms = [true, true, false, true, true, true, false].map((won, i) =>
      summarize(
        played(`w${i}`, ['aiko', 'ben'], [{ scores: won ? [1, 0] : [0, 1] }], at(100 - i), [won ? 0 : 1]).sheet,
        played(`w${i}`, ['aiko', 'ben'], [], at(100 - i), [0]).match,
      ),
    );
    // Stored in any order, read in the order played: W W L W W W L → 3.
    expect(playerStats('aiko', [...ms].reverse()).streak).toBe(3);
    expect(playerStats('ben', ms).streak).toBe(1);
  });

  it('reads the combinations of each family from its round events', () => {
    expect(
      combosOf([
        { kind: 'gostop-score', seat: 2, data: { yaku: ['red-poems', 'dregs'] } },
        { kind: 'mushi-score', data: { yaku: ['paulownia-row'], yakuSeats: [1] } },
        { kind: 'rank', seat: 3, points: 5, data: { rank: 1 } },
        { kind: 'went-out', seat: 5 },
        { kind: 'jump', seat: 2, points: 3 },
        { kind: 'pot-won', seat: 2, points: 6, data: { value: 9 } },
        { kind: 'showdown', seat: 1, data: { value: 6 } },
        { kind: 'hand-score', seat: 0, points: 27 },
      ]),
    ).toEqual([
      [2, 'yaku:red-poems'],
      [2, 'yaku:dregs'],
      [1, 'yaku:paulownia-row'],
      [3, 'rank:1'],
      [5, 'went-out'],
      [2, 'jump'],
      [2, 'natural:9'],
    ]);
  });
});

describe('statistics, properties', () => {
  const summary = fc
    .record({
      n: fc.integer({ min: 2, max: 4 }),
      at: fc.integer({ min: 0, max: 1e6 }),
      rows: fc.array(fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 4, maxLength: 4 }), { maxLength: 6 }),
      win: fc.integer({ min: 0, max: 3 }),
      who: fc.shuffledSubarray(['a', 'b', 'c', 'd', 'e'], { minLength: 4, maxLength: 4 }),
    })
    .map(({ n, at, rows, win, who }): StatSummary => {
      const points = new Array(n).fill(0);
      const best = new Array(n).fill(null);
      for (const r of rows)
        for (let k = 0; k < n; k++) {
          points[k] += r[k]!;
          best[k] = best[k] === null ? r[k]! : Math.max(best[k], r[k]!);
        }
      return {
        key: '',
        v: 1,
        sheetAt: 0,
        gameId: 'g',
        at,
        counted: true,
        players: who.slice(0, n),
        rounds: rows.length,
        points,
        best,
        winners: [win % n],
        combos: [],
      };
    });

  it('wins ≤ matches, the streak ≤ wins, head-to-head adds up, and the order of the list does not matter', () => {
    fc.assert(
      fc.property(fc.array(summary, { maxLength: 20 }), (made) => {
        const list = made.map((s, i) => ({ ...s, key: `k${i}` }));
        for (const id of ['a', 'b', 'c', 'd', 'e']) {
          const s = playerStats(id, list);
          expect(s.wins).toBeLessThanOrEqual(s.matches);
          expect(s.streak).toBeLessThanOrEqual(s.wins);
          expect(s.wins === 0 || s.streak >= 1).toBe(true);
          for (const h of s.headToHead) {
            expect(h.won + h.lost).toBeLessThanOrEqual(h.played);
            const back = playerStats(h.opponent, list).headToHead.find((x) => x.opponent === id)!;
            expect(back).toEqual({ opponent: id, played: h.played, won: h.lost, lost: h.won });
          }
          expect(playerStats(id, [...list].reverse())).toEqual(s);
          // Over everyone, the wins are the summaries' winners.
        }
        const all = [...everyone(list).values()];
        expect(all.reduce((n, r) => n + r.wins, 0)).toBe(list.length);
      }),
      { numRuns: 80 },
    );
  });
});
