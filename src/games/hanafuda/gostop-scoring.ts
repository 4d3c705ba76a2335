/**
 * Go-Stop's scoring (docs/rulings/hanafuda.md §5.4, G11–G18, G20–G23, G31): what a stop pays, as
 * pure functions of plain data (`GoStopScoreInput`). The engine (`gostop.ts`), the score pad's
 * calculator (`calc/gostopRound.ts`, `roundscore.ts`) and the bot score a round with this code;
 * the tests call it directly and mutation testing covers it (docs/testing.md).
 */
import { cardOrder, classOf } from './cards.ts';
import type { GoStopOptions } from './gostop.ts';
import {
  findYaku,
  goStopAnimalCount,
  goStopChaffUnits,
  goStopPackedTotal,
  GS_A,
  GS_B,
  yakuTotal,
  type GoStopYakuOptions,
  type Yaku,
} from './yaku.ts';

/** A multiplier of the winner's score. */
export interface GoStopMultiplier {
  id: 'go-double' | 'shake' | 'bomb' | 'seven-animals' | 'after-draw';
  factor: number;
}

/** What one loser pays on a stop (rulings G16–G18). */
export interface GoStopPayment {
  seat: number;
  /** Pi-bak: the winner scored dregs and this loser has too few chaff units. */
  piBak: boolean;
  /** Gwang-bak: the winner scored a bright yaku and this loser holds no bright. */
  gwangBak: boolean;
  /** Go-bak: this loser had called go (2 players: pays double; 3 players: pays for both losers). */
  goBak: boolean;
  /** What this loser owes with its own penalties. */
  owed: number;
  /** What this loser actually pays (3 players: the go-bak liable pays the other's share too). */
  amount: number;
  /** 3 players: the seat whose share this loser pays / who pays this loser's share. */
  covers?: number;
  coveredBy?: number;
}

/** A stop worked out: the winner's score and what every opponent pays. */
export interface GoStopSettlement {
  winner: number;
  yaku: Yaku[];
  yakuPoints: number;
  /** +1 per go (0 under the 'double-only' go scale). */
  goBonus: number;
  multipliers: GoStopMultiplier[];
  /** The score each opponent pays before penalties. */
  score: number;
  /** How the winner's sake cup was counted, when they hold it. */
  sakeCup?: 'animal' | 'chaff';
  payments: GoStopPayment[];
  /** What the winner collects in all. */
  total: number;
}

/** Per-class counts of a capture pile (what Go-Stop scores and penalties look at). */
export interface GoStopPileCounts {
  brights: number;
  /** Animals, the sake cup included. */
  animals: number;
  ribbons: number;
  /** Chaff units (the Lightning and the coloured Paulownia count 2), the sake cup not included. */
  chaffUnits: number;
  /** Whether the pile holds the sake cup (1 animal or 2 chaff units). */
  sakeCup: boolean;
}

const BRIGHT_YAKU = new Set(['five-lights', 'four-lights', 'three-lights', 'rain-three-lights']);

/** The stop minimum for a game of `players` (rulings G11). */
export function stopMinimum(options: GoStopOptions, players: number): number {
  return players === 2 ? options.stop_minimum_2p : 3;
}

/** The yaku options of the match (the sake cup counted the better way). */
export function goStopYakuOptions(o: GoStopOptions): GoStopYakuOptions {
  return { bdb: o.bdb, rain_four_lights: o.rain_four_lights, sake_cup: 'best' };
}

/** A seat's current yaku (public: capture piles are face up). */
export function goStopYaku(state: Pick<GoStopScoreInput, 'captured' | 'options'>, seat: number): Yaku[] {
  return findYaku('gostop', state.captured[seat]!, goStopYakuOptions(state.options));
}

/**
 * Is a loser with `units` chaff units in pi-bak? Seed: fewer than 5; Korean: 1–7 with 2 players,
 * 1–5 with 3; house rules: at most 6 or 7 (rulings G21). With `pi_bak_none_exempt` a loser with
 * none is not (G21); the Korean thresholds always exempt them.
 */
export function isPiBak(
  units: number,
  options: Pick<GoStopOptions, 'pi_bak' | 'pi_bak_none_exempt'>,
  players: number,
): boolean {
  if (options.pi_bak === 'korean') return units >= 1 && units <= (players === 2 ? 7 : 5);
  if (units === 0 && options.pi_bak_none_exempt) return false;
  return options.pi_bak === 'seed' ? units < 5 : units <= options.pi_bak;
}

/**
 * Is a loser's pile in pi-bak? Its sake cup counts as chaff when that avoids pi-bak (rulings G15),
 * unless its owner chose its role (`cup`, option `sake_cup` 'owner'; G23).
 */
function inPiBak(
  pile: readonly string[],
  options: GoStopOptions,
  players: number,
  cup?: GoStopScoreInput['sakeCup'],
): boolean {
  if (cup !== undefined) return isPiBak(goStopChaffUnits(pile, cup === 'chaff'), options, players);
  return (
    isPiBak(goStopChaffUnits(pile, false), options, players) && isPiBak(goStopChaffUnits(pile, true), options, players)
  );
}

/** The draw multiplier of a round played after `streak` drawn rounds. */
export function drawMultiplier(options: GoStopOptions, streak: number): number {
  if (streak <= 0) return 1;
  if (options.draw_doubles !== 'stack') return 2;
  const cap = options.nagari_cap;
  return typeof cap === 'number' ? Math.min(2 ** streak, cap) : 2 ** streak;
}

/**
 * What `gos` gos pay the winner under the go scale (rulings G13): points added to the yaku
 * points, then a factor. 'plus-and-double': +gos, ×2^(gos−2) from 3 gos; 'double-only': +0,
 * the same factor; 'plus-two-then-double': +1 and +2 for the first two gos and no more, the same
 * factor (G20). The table's go prompt and the score pad read it from here.
 */
export function goScale(options: Pick<GoStopOptions, 'go_scale'>, gos: number): { bonus: number; factor: number } {
  const factor = gos >= 3 ? 2 ** (gos - 2) : 1;
  const bonus =
    options.go_scale === 'double-only' ? 0 : options.go_scale === 'plus-two-then-double' ? Math.min(gos, 2) : gos;
  return { bonus, factor };
}

/** The multipliers a win by `seat` with this pile would get now. */
export function winnerMultipliers(state: GoStopScoreInput, seat: number, cupAsAnimal: boolean): GoStopMultiplier[] {
  return multipliersWith(state, seat, goStopAnimalCount(state.captured[seat]!, cupAsAnimal));
}

/** `winnerMultipliers` of a pile counting `animals` animals (the sake cup counted or not). */
function multipliersWith(state: GoStopScoreInput, seat: number, animals: number): GoStopMultiplier[] {
  const out: GoStopMultiplier[] = [];
  const go = goScale(state.options, state.gos[seat]!);
  if (go.factor > 1) out.push({ id: 'go-double', factor: go.factor });
  const shakes = shakesOf(state, seat);
  if (shakes > 0) out.push({ id: 'shake', factor: 2 ** shakes });
  const bombs = state.bombs[seat]!;
  if (bombs > 0) out.push({ id: 'bomb', factor: 2 ** bombs });
  if (animals >= 7) out.push({ id: 'seven-animals', factor: 2 });
  const d = drawMultiplier(state.options, state.drawStreak);
  if (d > 1) out.push({ id: 'after-draw', factor: d });
  return out;
}

/** How many triplets `seat` shook this round. */
function shakesOf(state: Pick<GoStopScoreInput, 'shaken'>, seat: number): number {
  let n = 0;
  for (let i = 0; i < state.shaken.length; i++) if (state.shaken[i]!.seat === seat) n++;
  return n;
}

/** The multipliers a win by `seat` would get now (the sake cup counted as the yaku count it). */
export function goStopMultipliers(state: GoStopScoreInput, seat: number): GoStopMultiplier[] {
  const pile = state.captured[seat]!;
  return winnerMultipliers(state, seat, !pile.includes('sep-animal') || sakeCupAsAnimal(state, pile));
}

/** Whether `findYaku`'s best choice counts the cup as an animal. */
function sakeCupAsAnimal(state: Pick<GoStopScoreInput, 'options'>, pile: readonly string[]): boolean {
  const o = goStopYakuOptions(state.options);
  const animal = yakuTotal(findYaku('gostop', pile, { ...o, sake_cup: 'animal' }));
  const chaff = yakuTotal(findYaku('gostop', pile, { ...o, sake_cup: 'chaff' }));
  return animal >= chaff;
}

/**
 * A pile's `GS_A` and `GS_B` codes summed (yaku.ts): its counts in packed lanes, the sake cup
 * in its own lane. Left in `packedA` and `packedB` (no object per pile). Throws on an unknown card.
 */
let packedA = 0;
let packedB = 0;
function packPile(pile: readonly string[]): void {
  let a = 0;
  let b = 0;
  for (let i = 0; i < pile.length; i++) {
    const k = cardOrder(pile[i]!);
    a += GS_A[k]!;
    b += GS_B[k]!;
  }
  packedA = a;
  packedB = b;
}

/** Packed lanes (see `GS_A`, `GS_B`) read here. */
const lane = (x: number, at: number) => (x >> at) & 31;
const DRY = 0;
const RAIN = 5;
const ANIMALS = 10;
const CUP = 15;
const RIBBONS = 20;
const POEMS = 25;
const BLUE = 0;
const GRASS = 5;
const BIRDS = 10;
const BDB = 15;
const UNITS = 20;

/** "1 +1 per card beyond `need`", or nothing below `need` (as yaku.ts counts). */
const countYaku = (count: number, need: number) => (count >= need ? 1 + (count - need) : 0);

/**
 * `findYaku('gostop', pile, { bdb, rain_four_lights, sake_cup })` with the cup's reading fixed, from
 * the pile's packed lanes (`packPile`): the same yaku in the same order as yaku.ts's `goStopWith`,
 * without its per-card facts (a stop scores the winner's pile this way; test/games/hanafuda/
 * gostop-packed-yaku.test.ts holds it to `findYaku` on random piles).
 */
function packedYaku(a: number, b: number, o: GoStopOptions, cupAsAnimal: boolean): Yaku[] {
  const out: Yaku[] = [];
  const dry = lane(a, DRY);
  const rain = lane(a, RAIN);
  const all = dry + rain;
  if (all === 5) out.push({ id: 'five-lights', points: 15 });
  else if (all === 4) out.push({ id: 'four-lights', points: rain > 0 ? o.rain_four_lights : 4 });
  else if (dry === 3) out.push({ id: 'three-lights', points: 3 });
  else if (dry === 2 && rain > 0) out.push({ id: 'rain-three-lights', points: 2 });
  if (lane(b, BIRDS) === 3) out.push({ id: 'five-birds', points: 5 });
  if (o.bdb && lane(b, BDB) === 3) out.push({ id: 'boar-deer-butterfly', points: 5 });
  if (lane(a, POEMS) === 3) out.push({ id: 'red-poems', points: 3 });
  if (lane(b, BLUE) === 3) out.push({ id: 'blue-poems', points: 3 });
  if (lane(b, GRASS) === 3) out.push({ id: 'grass-ribbons', points: 3 });
  const cup = lane(a, CUP);
  const animals = countYaku(lane(a, ANIMALS) + (cupAsAnimal ? cup : 0), 5);
  if (animals) out.push({ id: 'animals', points: animals });
  const ribbons = countYaku(lane(a, RIBBONS), 5);
  if (ribbons) out.push({ id: 'ribbons', points: ribbons });
  const dregs = countYaku(lane(b, UNITS) + (cupAsAnimal ? 0 : 2 * cup), 10);
  if (dregs) out.push({ id: 'dregs', points: dregs });
  return out;
}

/** Does a pile's packed `a` make a lights yaku (`BRIGHT_YAKU`)? */
function packedLights(a: number): boolean {
  const dry = lane(a, DRY);
  const rain = lane(a, RAIN);
  return dry + rain >= 4 || dry === 3 || (dry === 2 && rain > 0);
}

/** Does a pile hold no bright (gwang-bak)? */
function noBright(pile: readonly string[]): boolean {
  for (let i = 0; i < pile.length; i++) if (classOf(pile[i]!) === 'bright') return false;
  return true;
}

/** Work out a stop by `winner` with the sake cup counted one way; `a`, `b`: the winner's pile packed (`packPile`). */
function settleWith(
  state: GoStopScoreInput,
  winner: number,
  cupAsAnimal: boolean,
  a: number,
  b: number,
): GoStopSettlement {
  const o = state.options;
  const yaku = packedYaku(a, b, o, cupAsAnimal);
  const yakuPoints = yakuTotal(yaku);
  const goBonus = goScale(o, state.gos[winner]!).bonus;
  const cup = lane(a, CUP);
  const multipliers = multipliersWith(state, winner, lane(a, ANIMALS) + (cupAsAnimal ? cup : 0));
  let score = yakuPoints + goBonus;
  for (let i = 0; i < multipliers.length; i++) score *= multipliers[i]!.factor;
  const dregs = lane(b, UNITS) + (cupAsAnimal ? 0 : 2 * cup) >= 10;
  const lights = packedLights(a);
  const n = state.players;
  const payments = new Array<GoStopPayment>(n - 1);
  let total = 0;
  for (let i = 1; i < n; i++) {
    const seat = (winner + i) % n;
    const theirs = state.captured[seat]!;
    const piBak = dregs && inPiBak(theirs, o, n, state.sakeCup);
    const gwangBak = lights && noBright(theirs);
    const goBak = state.gos[seat]! > 0;
    const owed = score * (piBak ? 2 : 1) * (gwangBak ? 2 : 1) * (goBak && n === 2 ? 2 : 1);
    payments[i - 1] = { seat, piBak, gwangBak, goBak, owed, amount: owed };
    // The go-bak liability (three players) moves amounts between losers, never changes their sum.
    total += owed;
  }
  if (n > 2) applyGoBakLiability(state, payments);
  const out: GoStopSettlement = { winner, yaku, yakuPoints, goBonus, multipliers, score, payments, total };
  if (cup > 0) out.sakeCup = cupAsAnimal ? 'animal' : 'chaff';
  return out;
}

/**
 * The `total` of `settleWith(state, winner, cupAsAnimal, a, b)`, as numbers only (no yaku,
 * multipliers or payments built): how `settleStop` picks the sake cup's better reading.
 */
function settledTotal(state: GoStopScoreInput, winner: number, cupAsAnimal: boolean, a: number, b: number): number {
  const o = state.options;
  const cup = lane(a, CUP);
  // The pile's total with the cup's reading fixed: the cup moved to the animals' lane, or to two chaff units.
  const yakuPoints = cupAsAnimal
    ? goStopPackedTotal(a - (cup << CUP) + (cup << ANIMALS), b, o.bdb, o.rain_four_lights)
    : goStopPackedTotal(a - (cup << CUP), b + ((2 * cup) << UNITS), o.bdb, o.rain_four_lights);
  const go = goScale(o, state.gos[winner]!);
  let score = (yakuPoints + go.bonus) * go.factor * 2 ** shakesOf(state, winner) * 2 ** state.bombs[winner]!;
  if (lane(a, ANIMALS) + (cupAsAnimal ? cup : 0) >= 7) score *= 2;
  score *= drawMultiplier(o, state.drawStreak);
  const dregs = lane(b, UNITS) + (cupAsAnimal ? 0 : 2 * cup) >= 10;
  const lights = packedLights(a);
  const n = state.players;
  let total = 0;
  for (let i = 1; i < n; i++) {
    const seat = (winner + i) % n;
    const theirs = state.captured[seat]!;
    const piBak = dregs && inPiBak(theirs, o, n, state.sakeCup);
    const gwangBak = lights && noBright(theirs);
    const goBak = state.gos[seat]! > 0;
    total += score * (piBak ? 2 : 1) * (gwangBak ? 2 : 1) * (goBak && n === 2 ? 2 : 1);
  }
  return total;
}

/** A penalty double a seat would pay if another seat stopped now (shown as a warning). */
export type GoStopDanger = 'pi-bak' | 'gwang-bak' | 'meong-bak';

/**
 * The dangers of `seat` now, from what the other seats' piles score: pi-bak when one has Dregs
 * and this pile is in pi-bak however its sake cup counts (rulings G15), gwang-bak when one has a
 * lights yaku and this pile no bright, meong-bak when one's win would double for seven animals.
 * `yaku` and `multipliers` are every seat's current yaku and win multipliers (as the view has them).
 */
export function goStopDangers(
  seat: number,
  captured: readonly (readonly string[])[],
  yaku: readonly (readonly Yaku[])[],
  multipliers: readonly (readonly GoStopMultiplier[])[],
  options: GoStopOptions,
): GoStopDanger[] {
  const players = captured.length;
  const others = (test: (o: number) => boolean) => captured.some((_, o) => o !== seat && test(o));
  const pile = captured[seat]!;
  const out: GoStopDanger[] = [];
  if (inPiBak(pile, options, players) && others((o) => yaku[o]!.some((y) => y.id === 'dregs'))) out.push('pi-bak');
  if (!pile.some((c) => classOf(c) === 'bright') && others((o) => yaku[o]!.some((y) => BRIGHT_YAKU.has(y.id))))
    out.push('gwang-bak');
  if (others((o) => multipliers[o]!.some((m) => m.id === 'seven-animals'))) out.push('meong-bak');
  return out;
}

/** Three players: the first loser who called go pays the other loser's share too (rulings G17). */
function applyGoBakLiability(state: Pick<GoStopScoreInput, 'goOrder'>, payments: GoStopPayment[]): void {
  const liableSeat = state.goOrder.find((s) => payments.some((p) => p.seat === s));
  if (liableSeat === undefined) return;
  const liable = payments.find((p) => p.seat === liableSeat)!;
  for (const p of payments) {
    if (p === liable) continue;
    liable.amount += p.owed;
    liable.covers = p.seat;
    p.amount = 0;
    p.coveredBy = liable.seat;
  }
}

/**
 * What settles a stop, as plain data (rulings §5.4): the engine's state has every field, and the
 * score pad's calculator builds one from the round entered; `settleStop` scores either the same way.
 */
export interface GoStopScoreInput {
  options: GoStopOptions;
  players: number;
  /** Every seat's capture pile. */
  captured: readonly (readonly string[])[];
  /** Gos each seat called this round. */
  gos: readonly number[];
  /** The shakes made this round (only who shook counts here). */
  shaken: readonly { readonly seat: number }[];
  /** Bombs each seat made this round. */
  bombs: readonly number[];
  /** Drawn rounds in a row just before this one. */
  drawStreak: number;
  /** Seats in the order of their first go this round (go-bak liability with three players). */
  goOrder: readonly number[];
  /** The sake cup's role as its owner chose it (option `sake_cup` 'owner'; rulings G23); absent: the better way for its owner. */
  sakeCup?: 'animal' | 'chaff' | undefined;
}

/**
 * What a stop by `winner` would pay now; the sake cup counted as its owner chose, else the way
 * that pays more (equal: animal). A pure function of plain data.
 */
export function settleStop(
  state: GoStopScoreInput,
  winner: number,
  /** The winner's pile packed (`GS_A`, `GS_B` summed), when the caller has counted it already. */
  packed?: { a: number; b: number },
): GoStopSettlement {
  if (!packed) packPile(state.captured[winner]!);
  const a = packed ? packed.a : packedA;
  const b = packed ? packed.b : packedB;
  const hasCup = lane(a, CUP) > 0;
  if (hasCup && state.sakeCup !== undefined) return settleWith(state, winner, state.sakeCup === 'animal', a, b);
  if (!hasCup) return settleWith(state, winner, true, a, b);
  // The better reading (equal: animal) by the totals alone, then its settlement built once.
  const chaffBetter = settledTotal(state, winner, false, a, b) > settledTotal(state, winner, true, a, b);
  return settleWith(state, winner, !chaffBetter, a, b);
}

/** The points a President wins from each opponent by default (no multipliers); option `president_points`. */
export const PRESIDENT_POINTS = 5;

/** A dealt President's round scores: `points` from each opponent to its holder (no multipliers). The score pad uses it too. */
export function presidentScores(players: number, seat: number, points: number = PRESIDENT_POINTS): number[] {
  return Array.from({ length: players }, (_, s) => (s === seat ? points * (players - 1) : -points));
}

/** Per-class counts of a pile. */
export function pileCounts(pile: readonly string[]): GoStopPileCounts {
  const out: GoStopPileCounts = {
    brights: 0,
    animals: 0,
    ribbons: 0,
    chaffUnits: goStopChaffUnits(pile, false),
    sakeCup: pile.includes('sep-animal'),
  };
  for (const c of pile) {
    const cls = classOf(c);
    if (cls === 'bright') out.brights++;
    else if (cls === 'animal') out.animals++;
    else if (cls === 'ribbon') out.ribbons++;
  }
  return out;
}
