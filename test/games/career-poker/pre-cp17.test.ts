/**
 * Matches saved before ruling CP-17 replay unchanged (issue 26: "saved matches from before replay
 * unchanged"). The fixture was played by the engine of commit cf9150d, with plays today's `play`
 * refuses (a colour changed on a lead, as the old gold editor allowed; the old bots' sets of two
 * numbers); recorded by bench/record-career-poker-pre-cp17.bench.ts with a digest of the old
 * engine's state after every move. The app's one replay (`replayLog`) must reach the same state
 * after every move, through the engine's `playRecorded`, while `play` keeps contract rule 4.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/career-poker-pre-cp17.json';
import { careerPoker, type CareerPokerMove } from '../../../src/games/career-poker/career-poker.ts';
import { replayLog, type MatchLog } from '../../../src/engine/match.ts';
import { IllegalMoveError } from '../../../src/engine/types.ts';
import { stateDigest } from './digest.ts';

interface Recorded extends MatchLog {
  expected: { phase: string; totals: number[]; refused: number; digests: string };
}
const matches = (fixture as unknown as { matches: Recorded[] }).matches;

describe('Career Poker matches saved before CP-17', () => {
  const codes = new Set<string>();
  for (const m of matches) {
    it(`${m.seats.length} players, ${m.seed}: the replay reaches the recorded state after every move`, () => {
      const r = replayLog(careerPoker, m, m.moves);
      expect(r.error).toBeUndefined();
      expect(r.states.map(stateDigest)).toEqual(m.expected.digests.split(' '));
      const end = careerPoker.status(r.states[r.states.length - 1] as never);
      expect(end.phase).toBe(m.expected.phase);
      expect(end.totals).toEqual(m.expected.totals);
      // and the log does hold plays that `play` itself now refuses, each with a CP-17 reason
      let refused = 0;
      m.moves.forEach(({ seat, move }, i) => {
        try {
          careerPoker.play(r.states[i] as never, seat, move as CareerPokerMove);
        } catch (e) {
          expect(e).toBeInstanceOf(IllegalMoveError);
          codes.add((e as IllegalMoveError).code);
          refused++;
        }
      });
      expect(refused).toBe(m.expected.refused);
      expect(refused).toBeGreaterThan(0);
    });
  }
  it('the refused plays are the kinds CP-17 names: a colour on a lead, and cards of two numbers', () => {
    expect(matches.length).toBeGreaterThanOrEqual(4);
    expect([...codes].sort()).toEqual(expect.arrayContaining(['gold-colour-use', 'gold-numbers']));
    expect(
      [...codes].every((c) => ['gold-colour-use', 'gold-mark-use', 'gold-numbers', 'gold-waste'].includes(c)),
    ).toBe(true);
    console.log(`refusal codes seen: ${[...codes].sort().join(', ')}`);
  });
});
