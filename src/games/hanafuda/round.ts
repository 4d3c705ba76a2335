/**
 * The shared parts of a Hanafuda round (issue 9 §1), written once for Koi-Koi, Go-Stop, Mushi
 * and Higo-Bana: who acts, the common legal moves of a turn (play, the two-match choice, draw,
 * the next round), their descriptions, option normalising, view copies and the card-places list
 * used by the conservation checks. Each game file keeps only its own rules.
 */
import { IllegalMoveError } from '../../engine/types.ts';
import { cardName } from './cards.ts';
import { fieldCards, type DealerDraw, type Field, type Placement, type TurnCaptures } from './capture.ts';

/** What the shared parts read of any Hanafuda round state. */
export interface HanaRoundState {
  phase: string;
  turn: number;
  hands: string[][];
  field: Field;
  stock: string[];
  captured: string[][];
  current: TurnCaptures;
  dealerDraw?: DealerDraw;
}

/** The moves every Hanafuda game shares. */
export type HanaTurnMove = { type: 'play'; card: string } | { type: 'capture'; target: string } | { type: 'draw' } | { type: 'next-round' };

/** Seats that may act: nobody after the match, everybody between rounds and at the dealer draw, else the seat whose turn it is. */
export function roundActors(phase: string, turn: number, players: number): number[] {
  if (phase === 'match-over') return [];
  if (phase === 'round-over' || phase === 'dealer-draw') return Array.from({ length: players }, (_, i) => i);
  return [turn];
}

/**
 * The shared legal moves of a phase (`hand` are the play-phase hand cards, in the order the game
 * lists them), or undefined for a phase of the game's own (a decision).
 */
export function turnMoves(state: HanaRoundState, hand: readonly string[]): HanaTurnMove[] | undefined {
  switch (state.phase) {
    case 'dealer-draw':
    case 'round-over':
      return [{ type: 'next-round' }];
    case 'play':
      return hand.map((card) => ({ type: 'play', card }));
    case 'choose-hand':
    case 'choose-draw':
      return state.current.choice!.targets.map((target) => ({ type: 'capture', target }));
    case 'draw':
      return [{ type: 'draw' }];
    default:
      return undefined;
  }
}

/** A plain-English sentence for a shared move; undefined for a game's own. */
export function describeTurnMove(move: { type: string; card?: string; target?: string }): string | undefined {
  switch (move.type) {
    case 'play':
      return `Play the ${cardName(move.card!)}`;
    case 'capture':
      return `Take the ${cardName(move.target!)}`;
    case 'draw':
      return 'Draw from the stock';
    case 'next-round':
      return 'Deal the next round';
    default:
      return undefined;
  }
}

/**
 * Options over the defaults, each checked against its allowed values (a table of option → values);
 * refused with a readable reason naming the game.
 */
export function normaliseWith<O extends object>(game: string, defaults: O, given: Partial<O> | undefined, allowed: { [K in keyof O]?: readonly O[K][] }): O {
  const out = { ...defaults, ...(given ?? {}) };
  for (const key of Object.keys(allowed) as (keyof O)[]) {
    if (!allowed[key]!.includes(out[key])) throw new IllegalMoveError(`${game} option ${String(key)} cannot be ${JSON.stringify(out[key])}.`);
  }
  return out;
}

/** A copy of a placement that shares nothing with the state. */
export function copyPlacement(p: Placement): Placement {
  return { ...p, matched: p.matched.slice(), took: p.took.slice(), ...(p.also ? { also: p.also.slice() } : {}) };
}

/** The field as a table shows it: piles, three or more of a month marked as a stack. */
export function fieldView(field: Field): { cards: string[]; stacked: boolean }[] {
  return field.map((p) => ({ cards: p.slice(), stacked: p.length >= 3 }));
}

/** A copy of the dealer draw record. */
export function copyDealerDraw(d: DealerDraw): DealerDraw {
  return { dealer: d.dealer, rounds: d.rounds.map((r) => r.map((x) => ({ ...x }))) };
}

/** Every card's place, for conservation checks: hands, field, stock, piles, the turn in progress and a shown dealer draw. */
export function roundCardPlaces(state: HanaRoundState): string[] {
  const out = [...state.hands.flat(), ...fieldCards(state.field), ...state.stock, ...state.captured.flat(), ...state.current.pending];
  if (state.current.choice) out.push(state.current.choice.card);
  if (state.phase === 'dealer-draw' && state.dealerDraw) out.push(...state.dealerDraw.rounds.flat().map((d) => d.card));
  return out;
}
