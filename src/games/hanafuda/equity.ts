/**
 * Koi-Koi's and Go-Stop's match equity for Hard (`src/engine/equity.ts`): one round's lead
 * changes between two Normal bots at the default rules, 24 000 rounds of 2 000 twelve-round
 * matches each, both seats' points of view pooled (as printed by `bench/swings.arena.ts` on
 * 25 November 2026). Koi-Koi: standard deviation 9.5 points a round (a lead moves by twice a
 * round's score: what one seat wins the other loses); Go-Stop: 22.5. (The script counted a
 * round with no change twice until 25 November: Koi-Koi's 445 such rounds were 890 in the table
 * the fourth pass measured with, 3.6 % of rounds instead of 1.9 %.)
 */
import { equityValue, lazyEquity, type Swings } from '../../engine/equity.ts';
import { koikoi, type KoiKoiState } from './koikoi.ts';
import { gostop, TARGET_ROUND_CAP, type GoStopState } from './gostop.ts';

const KOIKOI_SWINGS: Swings = [
  [0, 445],
  [2, 7797],
  [4, 1997],
  [6, 486],
  [8, 103],
  [10, 8308],
  [12, 2120],
  [14, 840],
  [16, 765],
  [18, 108],
  [20, 599],
  [22, 132],
  [24, 79],
  [26, 70],
  [28, 30],
  [30, 70],
  [32, 22],
  [34, 8],
  [36, 12],
  [38, 1],
  [40, 3],
  [42, 1],
  [44, 1],
  [46, 1],
  [48, 1],
  [52, 1],
];

const GOSTOP_SWINGS: Swings = [
  [6, 3503],
  [8, 1983],
  [10, 2701],
  [12, 3490],
  [14, 990],
  [16, 2059],
  [18, 485],
  [20, 2447],
  [22, 231],
  [24, 2288],
  [26, 68],
  [28, 753],
  [30, 16],
  [32, 1022],
  [34, 7],
  [36, 273],
  [40, 547],
  [42, 2],
  [44, 114],
  [48, 378],
  [52, 32],
  [56, 162],
  [60, 25],
  [64, 166],
  [68, 10],
  [72, 36],
  [76, 2],
  [80, 75],
  [84, 1],
  [88, 31],
  [96, 46],
  [104, 14],
  [112, 14],
  [120, 2],
  [128, 5],
  [136, 2],
  [144, 10],
  [160, 5],
  [176, 1],
  [192, 1],
  [224, 1],
  [256, 2],
];

/** The longest match either game offers (12 rounds). */
const MAX_ROUNDS = 12;

export const koikoiEquity = lazyEquity(KOIKOI_SWINGS, MAX_ROUNDS);
export const gostopEquity = lazyEquity(GOSTOP_SWINGS, MAX_ROUNDS);

/**
 * Koi-Koi's rollout value: the match equity after the round, with the match's rounds left. With
 * additive scoring a round moves the lead by its score, not twice it, so the lead counts double.
 */
export const koikoiEquityValue = equityValue<KoiKoiState>(
  koikoiEquity,
  (s) => koikoi.status(s),
  (s) => s.options.rounds - s.round,
  (s) => (s.options.scoring === 'additive' ? 2 : 1),
);

/**
 * Go-Stop's rollout value: the match equity after the round, with the match's rounds left. A
 * match played to a target ends when a total reaches it, which the table does not model: it is
 * valued as if one round were left (while no total has reached the target; then the match is over).
 */
export const gostopEquityValue = equityValue<GoStopState>(
  gostopEquity,
  (s) => gostop.status(s),
  (s) => (s.options.target > 0 ? Math.min(1, TARGET_ROUND_CAP - s.round) : s.options.rounds - s.round),
);
