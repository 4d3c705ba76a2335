/**
 * Seeded matches through an engine, for checks on every finished round (issue 24 §4: the lines
 * a result panel lists add up to the round score the engine reports). Moves are random legal
 * moves from a seeded generator, or a `choose` of the caller's (e.g. a bot).
 */
import { expect } from 'vitest';
import { nextInt, rngFromSeed, type Rng } from '../../src/engine/rng.ts';
import type { AnyGame, Status } from '../../src/engine/types.ts';
import { rowProblems, type ResultRow } from '../../src/engine/lines.ts';

export interface RoundsOptions {
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  /** Picks a move; default uniform random. */
  choose?: (state: unknown, seat: number, legal: unknown[], rng: Rng) => unknown;
}

/** Plays one match to its end; `onRound` sees the state and status right after each round ends. Returns the rounds seen. */
export function eachFinishedRound(
  game: AnyGame,
  o: RoundsOptions,
  onRound: (state: unknown, status: Status) => void,
): number {
  let s = game.setup({ players: o.players, seed: o.seed, ...(o.options ? { options: o.options } : {}) });
  let rng = rngFromSeed(`rounds:${o.seed}`);
  let rounds = 0;
  for (let steps = 0; game.status(s).phase !== 'match-over'; steps++) {
    expect(steps, 'the match ends').toBeLessThan(50_000);
    const actors = game.actors(s);
    const [a, r1] = nextInt(rng, actors.length);
    const seat = actors[a]!;
    const legal = game.legalMoves(s, seat);
    let move: unknown;
    if (o.choose) {
      move = o.choose(s, seat, legal, r1);
      rng = nextInt(r1, 2)[1];
    } else {
      const [k, r2] = nextInt(r1, legal.length);
      rng = r2;
      move = legal[k];
    }
    const before = game.status(s).phase;
    s = game.play(s, seat, move);
    const st = game.status(s);
    if (before === 'playing' && st.phase !== 'playing') {
      rounds++;
      onRound(s, st);
    }
  }
  return rounds;
}

/** Every row adds up and every seat's sheet row shows the engine's round score. */
export function expectRowsAddUp(rows: readonly ResultRow[], scores: readonly number[], where: string): void {
  expect(rowProblems(rows, scores), where).toEqual([]);
}
