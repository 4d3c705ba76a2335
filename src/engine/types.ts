/**
 * The engine contract (docs/contract.md; "contract rule N" below is its rule N).
 *
 * Every game is a pure, deterministic engine behind `Game`. The UI, the bots, the
 * store and the tests drive games only through it. Engines import nothing from the
 * DOM, storage or the clock.
 */

import type { GameEvent } from './events.ts';

/** A match-level summary every engine reports. */
export interface Status {
  phase: 'playing' | 'round-over' | 'match-over';
  /** 1-based round (hand) number. */
  round: number;
  /** Match score per seat so far. */
  totals: number[];
  /** The last finished round, while it is shown and after. */
  lastRound?: RoundResult;
  /**
   * At 'match-over', the seats that won, where that is not simply the highest total: a team's win
   * lists its seats, a tie broken by a rule lists the seat it favours. Absent: the seats with the
   * highest total (`leaders` in tally.ts; every seat of a tie).
   */
  winners?: number[];
  /**
   * At 'match-over', where the game is played in teams: the sides and their match totals (a team
   * of Career Poker adds its players' totals; Higo-Bana's partners share theirs). Absent: each
   * seat is its own side with its own total.
   */
  sides?: { seats: number[]; total: number }[];
}

/**
 * A round's name as data, worded by the app (src/app/match/roundName.words.ts): a Hanafuda month
 * (1–12: "May", 5月, 5월), or the match's nth round or hand.
 */
export type RoundName = { kind: 'month'; month: number } | { kind: 'round' | 'hand'; n: number };

export interface RoundResult {
  /** Points each seat gained (or lost) this round. */
  scores: number[];
  /** One line per scoring item (yaku, combination, bonus), by seat. */
  details: { seat: number; id: string; points: number }[];
  /** What the round is called on a score sheet, as data (the app words it: "May", "Hand 3"). */
  name?: RoundName;
  /** A one-line public summary, e.g. "Aiko: Sanko 5 + Tan 1, ×2 = 12". Legacy: engines move to `events`. */
  summary?: string;
  /** The round's outcome as data (who scored what, with which items); the family's renderer words it. */
  events?: GameEvent[];
}

export interface SetupInit<Options> {
  /** Number of seats, 0-based indices 0..players-1. */
  players: number;
  /** All chance derives from it. */
  seed: string;
  options?: Partial<Options>;
  /** Optional stacked deck for the first round (contract rule 7). */
  deck?: string[];
}

/**
 * `View` is what `view` returns; the contract leaves it `unknown`, and an engine may name its
 * own view type so that its table and bot read it typed (see `gameModule`).
 */
export interface Game<State, Move, Options = Record<string, unknown>, View = unknown> {
  id: string;
  title: string;
  players: { min: number; max: number };
  defaultOptions: Options;
  setup(init: SetupInit<Options>): State;
  /** Seats that may act now. */
  actors(state: State): number[];
  legalMoves(state: State, seat: number): Move[];
  /** Pure: returns a new state; throws IllegalMoveError for anything not in legalMoves. */
  play(state: State, seat: number, move: Move): State;
  /** What that seat may know: no hidden card ids, no seed or RNG state. */
  view(state: State, seat: number): View;
  /**
   * Carriage extension, for the bots' rollouts only (`rollout` in src/engine/search.ts): the
   * same data as `view(state, seat)` (deep-equal, a test checks it for every engine that has
   * one), but it may share arrays and records with the state and skip the copies a screen needs.
   * Read-only: a bot never changes what it is shown, and nothing keeps it past the move.
   */
  botView?(state: State, seat: number): View;
  status(state: State): Status;
  /** A short sentence for logs and screen readers. */
  describe?(move: Move): string;
  /**
   * Carriage extension: may `seat` take back `move` (which led from `before` to `after`)?
   * Only while no hidden information has been revealed and the turn has not passed.
   * Engines without it never allow undo.
   */
  undoable?(before: State, move: Move, after: State, seat: number): boolean;
  /**
   * Carriage extension, for replays only (`replayLog`): play a move read back from a saved log.
   * Exactly `play`, except that a game whose rules the app narrowed after logs were saved also
   * applies the moves the earlier rule accepted, as they were recorded (contract rule 4; Career
   * Poker's gold before ruling CP-17). Live moves always go through `play`.
   */
  playRecorded?(state: State, seat: number, move: Move): State;
}

/** A plain value a refusal carries for its words: a seat, a count, an option key, a card id, a list of them. */
export type RefusalValue = string | number | boolean | null | readonly (string | number | boolean)[];

/** What a refusal is about, as plain data (see `src/engine/refusals.ts` for the shared codes). */
export type RefusalData = Readonly<Record<string, RefusalValue>>;

const NO_DATA: RefusalData = Object.freeze({});

/**
 * A move (or a setup) refused by an engine, as data: `code` says why ('not-your-turn',
 * 'not-legal', 'option-unknown', 'option-type', 'seats', … or a family's own code) and `data`
 * what it concerns (the seat, the option's key, the counts). Screens word it from these two
 * (`renderRefusal` in `src/engine/refusals.ts`, a family's own codes in its words module);
 * `message` is an English line for logs and tests only.
 */
export class IllegalMoveError extends Error {
  readonly code: string;
  readonly data: RefusalData;
  constructor(code: string, data: RefusalData = NO_DATA, message: string = code) {
    super(message);
    this.name = 'IllegalMoveError';
    this.code = code;
    this.data = data;
  }
}

/** Any game, for code (registry, store, driver) that does not care which. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of different state, move and view types
export type AnyGame = Game<any, any, any>;

/** The common shape of a "start the next round" move (contract rule 3). */
export interface NextRoundMove {
  type: 'next-round';
}
