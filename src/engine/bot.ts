/**
 * The generic bot interface. A bot decides from its seat's view and its legal moves only,
 * never from the game state, so it cannot cheat.
 */
import { nextInt, type Rng } from './rng.ts';

export interface Bot<View = unknown, Move = unknown> {
  name: string;
  /** Pick one of `legal`; `rng` is for tie-breaks and must be the only source of chance. */
  choose(view: View, legal: readonly Move[], rng: Rng): Move;
}

/** A bot that plays uniformly at random among legal moves (for tests and as a fallback). */
export const randomBot: Bot = {
  name: 'random',
  choose(_view, legal, rng) {
    if (legal.length === 0) throw new Error('randomBot: no legal move');
    return legal[nextInt(rng, legal.length)[0]]!;
  },
};

/** The best-scoring of `moves`; ties are broken by the RNG. */
export function pickBest<M>(moves: readonly M[], score: (m: M) => number, rng: Rng): M {
  let best: M[] = [];
  let top = -Infinity;
  for (const m of moves) {
    const s = score(m);
    if (s > top + 1e-9) {
      top = s;
      best = [m];
    } else if (Math.abs(s - top) <= 1e-9) best.push(m);
  }
  return best[nextInt(rng, best.length)[0]]!;
}
