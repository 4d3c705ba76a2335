/**
 * What the score pad and its calculators share: the props a calculator is mounted with and the
 * entry that loads one. Types only, so that the registry (`calculators.ts`), the host
 * (`host.tsx`) and every calculator import them from here and not from each other.
 */
import type { ComponentType } from 'preact';
import type { GameEvent } from '../../engine/events.ts';
import type { ScoreSheet } from '../../store/records.ts';

/** A calculator for one player's score. */
export interface PlayerCalcProps {
  player: string;
  /** The player's index on the sheet (the seat of the events the calculator gives). */
  seat: number;
  /**
   * The player's score and what it comes from as the game's events (seat = `seat`): the sheet words
   * them on display, in the reader's language, with the game's renderer. No sentence.
   */
  onUse: (total: number, events: readonly GameEvent[]) => void;
  onCancel: () => void;
}

/**
 * Where a round calculator's rules are kept, given by the score pad (the app's storage): the
 * calculators themselves never reach into the app.
 */
export interface SheetRules {
  /**
   * The rules stored for the sheet: the options of the match that keeps it (`fixed`), else the
   * rules chosen on this sheet earlier; undefined when there are none. May reject (storage trouble).
   */
  load(): Promise<{ options: object; fixed: boolean } | undefined>;
  /** Remember the rules chosen on a sheet without a match (best effort). */
  save(options: object): void;
}

/** A calculator for a whole round, as the score pad mounts it. */
export interface RoundCalcProps {
  sheet: ScoreSheet;
  /** 0-based index of the round being entered or edited. */
  roundIndex: number;
  rules: SheetRules;
  /**
   * The scores, and what they come from: the round's outcome as the game's events (seats = the
   * sheet's player order), the ones its engine emits at the round's end. The sheet words them on
   * display, in the reader's language, with the game's renderer; no calculator writes a sentence.
   */
  onUse: (scores: number[], events: readonly GameEvent[]) => void;
  onCancel: () => void;
}

/** How the score pad loads a game's calculator (its own chunk), and which kind it is. */
export type CalculatorEntry =
  | { kind: 'player'; load: () => Promise<ComponentType<PlayerCalcProps>> }
  | { kind: 'round'; load: () => Promise<ComponentType<RoundCalcProps>> };
