/**
 * Issue 30 §1: the faster Career Poker, Capture and TravFuda engines play exactly as those before
 * them. Matches recorded from the engines of commit 0fe3820 (bench/record-engine-digests.bench.ts)
 * replay move for move: each move is a JSON copy of the one recorded (as a saved match is read
 * back), and after every move the state, the status, the actors, every seat's view and the
 * mover's legal moves (in their order) digest to what the old engine gave. The TravFuda matches
 * were re-recorded (same moves) when a hand's `hand-score`, `jump` and `pirate` events began to
 * list its scoring lines (`data.lines`): that addition is the only difference from 0fe3820's
 * recording (see bench/record-engine-digests.bench.ts).
 */
import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/engine-digests.json';
import type { AnyGame } from '../../src/engine/types.ts';
import { careerPoker } from '../../src/games/career-poker/career-poker.ts';
import { capture } from '../../src/games/capture/capture.ts';
import { travfuda } from '../../src/games/travfuda/travfuda.ts';
import { travfudaRunOrJump } from '../../src/games/travfuda/travfuda-run-or-jump.ts';
import { type RecordedMatch, replayDigests } from '../helpers/digest.ts';

const games: Record<string, AnyGame> = {
  'career-poker': careerPoker as unknown as AnyGame,
  capture: capture as unknown as AnyGame,
  travfuda,
  'travfuda-run-or-jump': travfudaRunOrJump,
};

type Recorded = RecordedMatch;

const matches = (fixture as { matches: Recorded[] }).matches;

describe('matches recorded by the engines before the speed work replay identically', () => {
  it('the fixture covers the three games, with many moves each', () => {
    const moves = (g: string) => matches.filter((m) => m.game === g).reduce((n, m) => n + m.picks.split(' ').length, 0);
    expect(moves('career-poker')).toBeGreaterThan(500);
    expect(moves('capture')).toBeGreaterThan(500);
    expect(moves('travfuda') + moves('travfuda-run-or-jump')).toBeGreaterThan(300);
  });

  for (const m of matches) {
    it(`${m.game}, ${m.players} players ${JSON.stringify(m.options)}: every position as before`, () => {
      const game = games[m.game]!;
      const { got, end } = replayDigests(game, m);
      const want = m.digests.split(' ');
      // the first position that differs, named by its move number
      const at = got.findIndex((d, i) => d !== want[i]);
      expect(at, `first differing position (move ${at})`).toBe(-1);
      expect(got.length).toBe(want.length);
      expect(game.status(end).phase).toBe('match-over');
    });
  }
});
