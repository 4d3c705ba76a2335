/**
 * Career Poker: where each player stands (issue 28 §3), from public data only. Pure; worded by the
 * table's words. The Millionaire phase ends when someone goes out, so "now" means: if the round
 * were scored at this moment with nobody out (fewest strategic cards first, ties to the seat nearer
 * after `from` in the direction of play, as the rules rank the others), and what each player would
 * score by going out now (1st place's points plus the gold he keeps: a play with gold cannot go out,
 * so none is spent on it).
 */
import { finalRanking, rankPoints } from './rules.ts';

export interface StandingInput {
  players: 3 | 4 | 5;
  /** The row of the score table in use (the Short game: 1). */
  row: 1 | 2 | 3;
  /** Strategic cards left per seat. */
  cards: readonly number[];
  /** Gold per seat. */
  gold: readonly number[];
  direction: 'cw' | 'ccw';
  /** The seat counted as nearest on a tie (the player to act). */
  from: number;
  threePlayerColumns?: 'symmetric' | 'literal';
}

export interface Standing {
  /** Seats, best first, if the round were scored now with nobody out. */
  ranking: number[];
  /** Each seat's place in that ranking (1 = best). */
  place: number[];
  /** Each seat's points for the round if scored now so: rank points + gold. */
  points: number[];
  /** Each seat's points by going out now: 1st place's points + its gold. */
  outNow: number[];
  /** The rank points by place (index 0 = 1st). */
  row: number[];
}

export function standing(input: StandingInput): Standing {
  const r = finalRanking({
    players: input.players,
    round: input.row,
    wentOut: null,
    handCounts: input.cards.slice(),
    direction: input.direction,
    gold: input.gold.slice(),
    tieFrom: input.from,
    threePlayerColumns: input.threePlayerColumns ?? 'symmetric',
  });
  const row = rankPoints(input.players, input.row, input.threePlayerColumns ?? 'symmetric');
  const place = input.cards.map((_, seat) => r.ranking.indexOf(seat) + 1);
  return {
    ranking: r.ranking,
    place,
    points: r.points,
    outNow: input.gold.map((g) => row[0]! + g),
    row,
  };
}

/** What `standingNow` reads off a view (`CareerPokerView`). */
export interface StandingView {
  players: number;
  round: number;
  options: { mode: string; tieDirection: string; threePlayerColumns: 'symmetric' | 'literal' };
  strategicCounts: readonly number[];
  gold: readonly number[];
  direction: 'cw' | 'ccw';
  turn: number;
}

/** The row of the score table a round uses: the Short game the round-1 row, else the round's (3 at most). */
export function scoreRow(mode: string, round: number): 1 | 2 | 3 {
  return mode === 'short' ? 1 : (Math.min(3, Math.max(1, round)) as 1 | 2 | 3);
}

/** The standing of a Millionaire phase as a view shows it: ties from the player to act, in the tie direction in force. */
export function standingNow(v: StandingView): Standing {
  return standing({
    players: v.players as 3 | 4 | 5,
    row: scoreRow(v.options.mode, v.round),
    cards: v.strategicCounts,
    gold: v.gold,
    direction: v.options.tieDirection === 'clockwise' ? 'cw' : v.direction,
    from: v.turn,
    threePlayerColumns: v.options.threePlayerColumns,
  });
}
