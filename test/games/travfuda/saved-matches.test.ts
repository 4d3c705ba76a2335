/**
 * Matches saved before moves became events (recorded from commit fa69bd0's engines by
 * bench/record-travfuda-moves.bench.ts) still replay move for move and reach the same
 * scores: the move shapes and the rules did not change.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/travfuda-move-logs.json';
import { getGame } from '../../../src/games/index.ts';
import { replay, type MatchLog } from '../../../src/engine/match.ts';
import type { RoundName } from '../../../src/engine/types.ts';
import { nameOfV3Label } from '../../../src/store/upgrade-v4.ts';

interface Recorded extends MatchLog {
  expected: { phase: string; totals: number[]; rounds: { label?: string; scores: number[]; details: unknown[] }[] };
}

const matches = (fixture as { matches: Recorded[] }).matches;

describe('TravFuda matches saved by the previous version', () => {
  it('the fixture covers the four games at 2–6 players', () => {
    expect(new Set(matches.map((m) => m.gameId))).toEqual(
      new Set(['travfuda', 'travfuda-run-or-jump', 'imperial-baccarat', 'denebian-baccarat']),
    );
    expect(new Set(matches.map((m) => m.seats.length))).toEqual(new Set([2, 3, 4, 5, 6]));
  });

  for (const m of matches) {
    it(`${m.gameId}, ${m.seats.length} players, ${m.seed}: replays to the recorded result`, () => {
      const game = getGame(m.gameId)!;
      const state = replay(game, m);
      const st = game.status(state);
      expect(st.phase).toBe(m.expected.phase);
      expect(st.totals).toEqual(m.expected.totals);
      const history = (state as { history: { name?: RoundName; scores: number[]; details: unknown[] }[] }).history;
      // The fixture keeps the English labels of its time; a round's name is data now (schema v4 reads them the same).
      expect(history.map((h) => ({ name: h.name, scores: h.scores, details: h.details }))).toEqual(
        m.expected.rounds.map((r) => ({
          name: r.label && nameOfV3Label(r.label),
          scores: r.scores,
          details: r.details,
        })),
      );
    });
  }
});
