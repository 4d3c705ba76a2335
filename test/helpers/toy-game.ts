/**
 * A tiny two-to-four-seat game for testing the app's match machinery (not a real game):
 * each seat holds 3 secret cards; on a turn a seat plays a card face up (undoable), then
 * draws from the stock (reveals hidden information, ends the turn). Highest card played wins
 * the round: +1 to the winner. Two rounds make a match.
 */
import type { Game, Status } from '../../src/engine/types.ts';
import { IllegalMoveError } from '../../src/engine/types.ts';
import { assertLegal, prepareDeck, dealPackets, without } from '../../src/engine/deck.ts';
import { rngFor, type Rng } from '../../src/engine/rng.ts';

export interface ToyState {
  seed: string;
  rng: Rng;
  players: number;
  round: number;
  hands: string[][];
  stock: string[];
  table: (string | null)[];
  turn: number;
  step: 'play' | 'draw' | 'round-over' | 'match-over';
  totals: number[];
  last?: Status['lastRound'];
}
export type ToyMove = { type: 'play'; card: string } | { type: 'draw' } | { type: 'next-round' };

const CARDS = Array.from({ length: 16 }, (_, i) => `c${String(i + 1).padStart(2, '0')}`);

function deal(
  _seed: string,
  players: number,
  _round: number,
  rngIn: Rng,
  deck?: string[],
): Pick<ToyState, 'hands' | 'stock' | 'rng'> {
  const [d, rng] = prepareDeck(CARDS, rngIn, deck);
  const { packets, rest } = dealPackets(d, new Array(players).fill(3));
  return { hands: packets, stock: rest, rng };
}

export const toy: Game<ToyState, ToyMove, { rounds: number }> = {
  id: 'toy',
  title: 'Toy',
  players: { min: 2, max: 4 },
  defaultOptions: { rounds: 2 },
  setup({ players, seed, deck }) {
    const d = deal(seed, players, 1, rngFor(seed, 'round:1'), deck);
    return {
      seed,
      players,
      round: 1,
      ...d,
      table: new Array(players).fill(null),
      turn: 0,
      step: 'play',
      totals: new Array(players).fill(0),
    };
  },
  actors(s) {
    if (s.step === 'match-over') return [];
    if (s.step === 'round-over') return Array.from({ length: s.players }, (_, i) => i);
    return [s.turn];
  },
  legalMoves(s, seat) {
    if (!this.actors(s).includes(seat)) return [];
    if (s.step === 'round-over') return [{ type: 'next-round' }];
    if (s.step === 'draw') return [{ type: 'draw' }];
    return s.hands[seat]!.map((card) => ({ type: 'play', card }) as ToyMove);
  },
  play(s, seat, move) {
    const m = assertLegal(this.legalMoves(s, seat), move, seat, this.actors(s).includes(seat));
    if (m.type === 'play') {
      const table = s.table.slice();
      table[seat] = m.card;
      const hands = s.hands.map((h, i) => (i === seat ? without(h, m.card, 'your hand') : h));
      return { ...s, hands, table, step: 'draw' };
    }
    if (m.type === 'draw') {
      const [top, ...stock] = s.stock;
      const hands = s.hands.map((h, i) => (i === seat && top ? [...h, top] : h));
      const next = (seat + 1) % s.players;
      if (s.table.every((c) => c !== null)) {
        const best = Math.max(...s.table.map((c) => Number(c!.slice(1))));
        const winner = s.table.findIndex((c) => Number(c!.slice(1)) === best);
        const scores = s.table.map((_, i) => (i === winner ? 1 : 0));
        const totals = s.totals.map((t, i) => t + scores[i]!);
        const last = {
          scores,
          details: [{ seat: winner, id: 'high-card', points: 1 }],
          name: { kind: 'round' as const, n: s.round },
        };
        return { ...s, hands, stock, totals, last, step: s.round >= 2 ? 'match-over' : 'round-over' };
      }
      return { ...s, hands, stock, turn: next, step: 'play' };
    }
    if (m.type === 'next-round') {
      const round = s.round + 1;
      const d = deal(s.seed, s.players, round, rngFor(s.seed, `round:${round}`));
      return { ...s, ...d, round, table: new Array(s.players).fill(null), turn: 0, step: 'play' };
    }
    throw new IllegalMoveError('not-legal', {}, 'Unknown move.');
  },
  view(s, seat) {
    return {
      hand: s.hands[seat],
      table: s.table,
      stock: s.stock.length,
      turn: s.turn,
      step: s.step,
      others: s.hands.map((h) => h.length),
    };
  },
  status(s) {
    return {
      phase: s.step === 'match-over' ? 'match-over' : s.step === 'round-over' ? 'round-over' : 'playing',
      round: s.round,
      totals: s.totals,
      ...(s.last ? { lastRound: s.last } : {}),
    };
  },
  undoable(_before, move) {
    return (move as ToyMove).type === 'play';
  },
};
