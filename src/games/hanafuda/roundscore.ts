/**
 * Round-scoring steps of the Hanafuda engines as plain functions of plain data, so that the
 * score-pad calculators (src/games/hanafuda/calc/) score a round with the very code a game
 * uses. Koi-Koi's `endByStop`/`gainScores`/`endExhausted`/`endWithLuckyHand`, Go-Stop's `endWithPresident`
 * do these steps inline
 * today; they should call these functions instead. Higo-Bana's round scoring lives in
 * higobana.ts (`higoBanaRound`), which its engine calls.
 */
import { findYaku, yakuTotal, type Yaku } from './yaku.ts';
import { koikoiMultiplier, yakuOptions, type KoiKoiOptions } from './koikoi.ts';
import { PRESIDENT_POINTS } from './gostop.ts';

// ---------------------------------------------------------------- Koi-Koi

/** A doubling applied to a Koi-Koi stop, in the order the engine applies them. */
export interface KoiKoiDouble {
  id: 'double-at-7' | 'koikoi-double';
  /** The points before this doubling. */
  before: number;
}

/** A stop worked out: the yaku, their total, the doublings and what the winner gains. */
export interface KoiKoiStop {
  yaku: Yaku[];
  base: number;
  doubles: KoiKoiDouble[];
  points: number;
}

/**
 * What a stop pays (rulings K5–K7): the yaku of the winner's pile under the options and the
 * round's month, doubled at 7 or more (option) and doubled when the opponent had called koi-koi.
 */
export function koikoiStop(captured: readonly string[], options: KoiKoiOptions, round: number, opponentCalls: number): KoiKoiStop {
  const yaku = findYaku('koikoi', captured, yakuOptions(options, round));
  const base = yakuTotal(yaku);
  const points = base * koikoiMultiplier(options, base, opponentCalls);
  const doubles: KoiKoiDouble[] = [];
  let running = base;
  if (options.double_at_7 && base >= 7) {
    doubles.push({ id: 'double-at-7', before: running });
    running *= 2;
  }
  if (opponentCalls > 0) doubles.push({ id: 'koikoi-double', before: running });
  return { yaku, base, doubles, points };
}

/** The two seats' round scores for a gain of `points` by `winner` (zero-sum or additive). */
export function koikoiGainScores(options: Pick<KoiKoiOptions, 'scoring'>, winner: number, points: number): number[] {
  const scores = [0, 0];
  scores[winner] = points;
  scores[1 - winner] = options.scoring === 'zero-sum' ? -points : 0;
  return scores;
}

/** A round nobody stopped: the dealer's privilege pays the dealer 6 (option), else nothing. */
export function koikoiExhausted(options: Pick<KoiKoiOptions, 'scoring' | 'oya_ken'>, dealer: number): { scores: number[]; privilege: boolean } {
  if (options.oya_ken) return { scores: koikoiGainScores(options, dealer, 6), privilege: true };
  return { scores: [0, 0], privilege: false };
}

/** The lucky hands of rulings K3. */
export type KoiKoiLuckyKind = 'teshi' | 'kuttsuki';

/** A round ended by a dealt lucky hand: 6, or 12 for both patterns when the option says so. */
export function koikoiLuckyHand(options: Pick<KoiKoiOptions, 'both_lucky_hands' | 'scoring'>, winner: number, kinds: readonly KoiKoiLuckyKind[]): { points: number; items: { id: KoiKoiLuckyKind; points: number }[]; scores: number[] } {
  const both = kinds.length === 2 && options.both_lucky_hands === 12;
  const items = both ? kinds.map((id) => ({ id, points: 6 })) : [{ id: kinds[0]!, points: 6 }];
  const points = both ? 12 : 6;
  return { points, items, scores: koikoiGainScores(options, winner, points) };
}

// ---------------------------------------------------------------- Go-Stop

/** A dealt President (four of a month in one hand): 5 from each opponent (rulings G4). */
export function goStopPresidentScores(players: number, seat: number): number[] {
  return Array.from({ length: players }, (_, s) => (s === seat ? PRESIDENT_POINTS * (players - 1) : -PRESIDENT_POINTS));
}

// ---------------------------------------------------------------- Higo-Bana

export { higoBanaRound, type HigoBanaRound } from './higobana.ts';
