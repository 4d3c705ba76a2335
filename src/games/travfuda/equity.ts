/**
 * Run or Jump!'s match equity for Hard (`src/engine/equity.ts`): one hand's lead changes
 * between two Normal bots at the default rules, 2 000 hands of 1 000 two-hand matches, both
 * seats' points of view pooled (`bench/swings.arena.ts`, 25 November 2026): a hand moves the
 * lead by 4.7 points (standard deviation).
 */
import { equityValue, lazyEquity, type Swings } from '../../engine/equity.ts';
import { travfudaRunOrJump, type RunOrJumpOptions } from './travfuda-run-or-jump.ts';
import type { FishState } from './fishing.ts';

const RUN_OR_JUMP_SWINGS: Swings = [
  [3, 1042],
  [4, 153],
  [5, 513],
  [6, 71],
  [7, 41],
  [8, 107],
  [9, 16],
  [10, 23],
  [11, 13],
  [12, 7],
  [13, 10],
  [14, 1],
  [15, 1],
  [16, 1],
  [20, 1],
];

/** Up to 12 hands left: one hand per player (2–6) by default, up to 12 by the options. */
export const runOrJumpEquity = lazyEquity(RUN_OR_JUMP_SWINGS, 12);

/** The match equity after the hand, with the match's hands left (one per player unless the options say). */
export const runOrJumpEquityValue = equityValue<FishState<RunOrJumpOptions, unknown>>(
  runOrJumpEquity,
  (s) => travfudaRunOrJump.status(s as never),
  (s) => (s.options.hands > 0 ? s.options.hands : s.players) - s.hand,
);
