/**
 * The legality check of the common Hanafuda turn moves without listing every legal move
 * (issue 9 §6): playing a hand card, naming a two-match target, drawing. Anything else, and
 * anything refused here, goes through the full `assertLegal` gate, which words the reason.
 */
import type { TurnCaptures } from './capture.ts';

/** What the quick check needs of a Hanafuda round state. */
export interface QuickTurnState {
  phase: string;
  turn: number;
  hands: string[][];
  current: TurnCaptures;
}

export type QuickMove = { type: 'play'; card: string } | { type: 'capture'; target: string } | { type: 'draw' };

/**
 * Own keys (a key set to undefined counts here, so such a move goes to the full gate, which
 * ignores it: the answer is the same, only slower).
 */
function valueKeys(o: object): number {
  return Object.keys(o).length;
}

/**
 * The move as the engine will apply it (a fresh object) when it is certainly legal for `seat`
 * in `state`; undefined when the full check must decide.
 */
export function quickMove(state: QuickTurnState, seat: number, move: unknown): QuickMove | undefined {
  if (move === null || typeof move !== 'object' || Array.isArray(move) || state.turn !== seat) return undefined;
  const m = move as { type?: unknown; card?: unknown; target?: unknown };
  switch (m.type) {
    case 'play':
      if (state.phase !== 'play' || typeof m.card !== 'string' || valueKeys(m) !== 2) return undefined;
      return state.hands[seat]!.includes(m.card) ? { type: 'play', card: m.card } : undefined;
    case 'capture':
      if (
        (state.phase !== 'choose-hand' && state.phase !== 'choose-draw') ||
        typeof m.target !== 'string' ||
        valueKeys(m) !== 2
      )
        return undefined;
      return state.current.choice?.targets.includes(m.target) ? { type: 'capture', target: m.target } : undefined;
    case 'draw':
      return state.phase === 'draw' && valueKeys(m) === 1 ? { type: 'draw' } : undefined;
    default:
      return undefined;
  }
}
