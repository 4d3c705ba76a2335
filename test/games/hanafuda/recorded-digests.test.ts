/**
 * Issue 30 §1: the faster Hanafuda engines play exactly as those before them. Matches recorded
 * from the engines of commit 743670e (bench/record-hanafuda-digests.bench.ts) replay move for
 * move: each move is a JSON copy of the one recorded (as a saved match is read back), and after
 * every move the state, the status, the actors, every seat's view and the mover's legal moves
 * (in their order) digest to what the old engine gave.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/hanafuda-digests.json';
import type { AnyGame } from '../../../src/engine/types.ts';
import { koikoi } from '../../../src/games/hanafuda/koikoi.ts';
import { gostop } from '../../../src/games/hanafuda/gostop.ts';
import { mushi } from '../../../src/games/hanafuda/mushi.ts';
import { higobana } from '../../../src/games/hanafuda/higobana.ts';
import { type RecordedMatch, replayDigests } from '../../helpers/digest.ts';

const games: Record<string, AnyGame> = { koikoi, gostop, mushi, higobana };

type Recorded = RecordedMatch;

const matches = (fixture as { matches: Recorded[] }).matches;

/** The types of the moves a recorded match plays (no digests: a quick replay). */
function movesPlayed(m: Recorded): string[] {
  const game = games[m.game]!;
  let s = game.setup({ players: m.players, seed: m.seed, options: m.options });
  const out: string[] = [];
  for (const k of m.picks.split(' ').map(Number)) {
    const seat = game.actors(s)[0]!;
    const move = game.legalMoves(s, seat)[k] as { type: string };
    out.push(move.type);
    s = game.play(s, seat, move);
  }
  return out;
}

describe('Hanafuda matches recorded by the engines before the speed work replay identically', () => {
  it('the fixture covers the four games, and Go-Stop its own moves (go, stop, shake, bomb, draw-only, the sake cup)', () => {
    for (const g of ['koikoi', 'gostop', 'mushi', 'higobana']) expect(matches.some((m) => m.game === g)).toBe(true);
    const gostopMoves = new Set(matches.filter((m) => m.game === 'gostop').flatMap(movesPlayed));
    for (const type of [
      'play',
      'capture',
      'draw',
      'next-round',
      'go',
      'stop',
      'shake',
      'bomb',
      'draw-only',
      'sake-cup',
    ])
      expect(gostopMoves, type).toContain(type);
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
