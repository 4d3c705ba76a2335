/**
 * Round-scoring steps of the Hanafuda engines as plain functions of plain data, so that the
 * score-pad calculators (src/games/hanafuda/calc/) score a round with the very code a game
 * uses (docs/rulings/hanafuda.md: K3, K6, K7, G4, H11–H12). Koi-Koi's `endByStop`/`gainScores`/`endExhausted`/`endWithLuckyHand`, Go-Stop's `endWithPresident`
 * do these steps inline
 * today; they should call these functions instead. Higo-Bana's round scoring lives in
 * higobana.ts (`higoBanaRound`), which its engine calls.
 */
import { presidentScores } from './gostop-scoring.ts';

export {
  koikoiStop,
  koikoiGainScores,
  koikoiExhausted,
  koikoiLuckyHand,
  type KoiKoiDouble,
  type KoiKoiStop,
  type KoiKoiLuckyKind,
} from './koikoi.ts';

// ---------------------------------------------------------------- Go-Stop

/** A dealt President (four of a month in one hand): 5 from each opponent (rulings G4), or the `president_points` option. The engine's own function. */
export function goStopPresidentScores(players: number, seat: number, points?: number): number[] {
  return presidentScores(players, seat, points);
}

// ---------------------------------------------------------------- Higo-Bana

export { higoBanaRound, type HigoBanaRound } from './higobana.ts';
