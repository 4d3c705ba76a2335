/**
 * Matches saved by the app before moves became data (setup + move log, recorded with the
 * engines as they were at commit fa69bd0) must still replay to the same scores.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { games } from '../../../src/games/index.ts';
import { replay, type MatchLog } from '../../../src/engine/match.ts';
import type { AnyGame } from '../../../src/engine/types.ts';

interface Saved extends MatchLog {
  expect: { phase: string; round: number; totals: number[]; roundScores: number[][] };
}

const saved: Saved[] = JSON.parse(
  readFileSync(new URL('../../fixtures/hanafuda-saved-matches.json', import.meta.url), 'utf8'),
);

describe('Hanafuda matches saved before the engines changed', () => {
  test.each(saved.map((m, i) => [`${m.gameId} ${m.seats.length}p #${i}`, m] as const))(
    '%s replays to the same scores',
    (_name, m) => {
      const game = (games as Record<string, AnyGame>)[m.gameId]!;
      let s = game.setup({ players: m.seats.length, seed: m.seed, options: m.options });
      const rounds: number[][] = [];
      for (const { seat, move } of m.moves) {
        const before = game.status(s).phase;
        s = game.play(s, seat, move);
        const st = game.status(s);
        if (before === 'playing' && st.phase !== 'playing') rounds.push(st.lastRound!.scores);
      }
      const st = game.status(s);
      expect(st.phase).toBe(m.expect.phase);
      expect(st.round).toBe(m.expect.round);
      expect(rounds).toEqual(m.expect.roundScores);
      expect(st.totals).toEqual(m.expect.totals);
      expect(game.status(replay(game, m)).totals).toEqual(m.expect.totals);
    },
  );
});
