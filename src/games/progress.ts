/**
 * A match's progress as data (issue 27 §4): what the match lists show of a match ("May, round 5
 * of 12 · 7 : 3"), kept in the match record as numbers and worded on screen in the reader's
 * language (`progress.words.ts`), so switching language re-words old matches too.
 */
export interface Progress {
  /** The match is over (the line says "Finished"). */
  over: boolean;
  /** What a deal is called in this game: a round (Hanafuda, Career Poker) or a hand (TravFuda, Capture). */
  unit: 'round' | 'hand';
  /** The current deal, from 1. */
  round: number;
  /** How many deals the match has, when fixed. */
  of?: number;
  /** Koi-Koi: the month of this round, 1–12. */
  month?: number;
  /** Go-Stop to a target score: the target. */
  target?: number;
  /** The match totals, seat by seat. */
  totals: number[];
  /** What the totals count when not points: Higo-Bana's victories. */
  totalsOf?: 'victories';
}
