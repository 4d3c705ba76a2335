/**
 * `settleStop` scores the winner's pile from packed counts (gostop-scoring.ts: `packedYaku`, and
 * the sake cup's better reading picked by the totals alone). Here it is held, on random piles and
 * random gos, shakes, bombs, drawn rounds and options, to the way it was written before: through
 * `findYaku` for each reading of the cup, the whole settlement built for both.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, rngFromSeed, shuffle, type Rng } from '../../../src/engine/rng.ts';
import { HANAFUDA_DECK, classOf } from '../../../src/games/hanafuda/cards.ts';
import { GOSTOP_DEFAULTS, type GoStopOptions } from '../../../src/games/hanafuda/gostop.ts';
import {
  goScale,
  goStopYakuOptions,
  isPiBak,
  settleStop,
  winnerMultipliers,
  type GoStopPayment,
  type GoStopScoreInput,
  type GoStopSettlement,
} from '../../../src/games/hanafuda/gostop-scoring.ts';
import { findYaku, goStopChaffUnits, yakuTotal } from '../../../src/games/hanafuda/yaku.ts';

const BRIGHT_YAKU = new Set(['five-lights', 'four-lights', 'three-lights', 'rain-three-lights']);

function inPiBak(pile: readonly string[], o: GoStopOptions, players: number, cup?: 'animal' | 'chaff'): boolean {
  if (cup !== undefined) return isPiBak(goStopChaffUnits(pile, cup === 'chaff'), o, players);
  return isPiBak(goStopChaffUnits(pile, false), o, players) && isPiBak(goStopChaffUnits(pile, true), o, players);
}

/** The settlement as it was built before the packed path (commit d24985d). */
function settleWithBefore(state: GoStopScoreInput, winner: number, cupAsAnimal: boolean): GoStopSettlement {
  const o = state.options;
  const pile = state.captured[winner]!;
  const yaku = findYaku('gostop', pile, { ...goStopYakuOptions(o), sake_cup: cupAsAnimal ? 'animal' : 'chaff' });
  const yakuPoints = yakuTotal(yaku);
  const goBonus = goScale(o, state.gos[winner]!).bonus;
  const multipliers = winnerMultipliers(state, winner, cupAsAnimal);
  const score = multipliers.reduce((s, m) => s * m.factor, yakuPoints + goBonus);
  const dregs = yaku.some((y) => y.id === 'dregs');
  const lights = yaku.some((y) => BRIGHT_YAKU.has(y.id));
  const payments: GoStopPayment[] = [];
  for (let i = 1; i < state.players; i++) {
    const seat = (winner + i) % state.players;
    const theirs = state.captured[seat]!;
    const piBak = dregs && inPiBak(theirs, o, state.players, state.sakeCup);
    const gwangBak = lights && !theirs.some((c) => classOf(c) === 'bright');
    const goBak = state.gos[seat]! > 0;
    const owed = score * (piBak ? 2 : 1) * (gwangBak ? 2 : 1) * (goBak && state.players === 2 ? 2 : 1);
    payments.push({ seat, piBak, gwangBak, goBak, owed, amount: owed });
  }
  if (state.players > 2) {
    const liableSeat = state.goOrder.find((s) => payments.some((p) => p.seat === s));
    if (liableSeat !== undefined) {
      const liable = payments.find((p) => p.seat === liableSeat)!;
      for (const p of payments) {
        if (p === liable) continue;
        liable.amount += p.owed;
        liable.covers = p.seat;
        p.amount = 0;
        p.coveredBy = liable.seat;
      }
    }
  }
  const out: GoStopSettlement = {
    winner,
    yaku,
    yakuPoints,
    goBonus,
    multipliers,
    score,
    payments,
    total: payments.reduce((t, p) => t + p.amount, 0),
  };
  if (pile.includes('sep-animal')) out.sakeCup = cupAsAnimal ? 'animal' : 'chaff';
  return out;
}

function settleBefore(state: GoStopScoreInput, winner: number): GoStopSettlement {
  const hasCup = state.captured[winner]!.includes('sep-animal');
  if (hasCup && state.sakeCup !== undefined) return settleWithBefore(state, winner, state.sakeCup === 'animal');
  const asAnimal = settleWithBefore(state, winner, true);
  if (!hasCup) return asAnimal;
  const asChaff = settleWithBefore(state, winner, false);
  return asChaff.total > asAnimal.total ? asChaff : asAnimal;
}

function pick<T>(rng: Rng, xs: readonly T[]): [T, Rng] {
  const [k, r] = nextInt(rng, xs.length);
  return [xs[k]!, r];
}

describe('settleStop from packed counts', () => {
  it('settles as findYaku for both readings did, on random piles', () => {
    let rng = rngFromSeed('gostop-settle-packed');
    let withCup = 0;
    for (let t = 0; t < 4000; t++) {
      let k: number;
      let players: number;
      [players, rng] = pick(rng, [2, 3]);
      let deck: string[];
      [deck, rng] = shuffle(rng, HANAFUDA_DECK);
      // Piles of up to 30 cards for the winner, the sake cup often among them.
      const captured: string[][] = [];
      let at = 0;
      for (let s = 0; s < players; s++) {
        [k, rng] = nextInt(rng, s === 0 ? 31 : 12);
        captured.push(deck.slice(at, at + k));
        at += k;
      }
      const o: GoStopOptions = { ...GOSTOP_DEFAULTS };
      [o.bdb, rng] = pick(rng, [true, false]);
      [o.rain_four_lights, rng] = pick(rng, [4, 3] as const);
      [o.pi_bak, rng] = pick(rng, ['seed', 'korean', 6, 7] as const);
      [o.pi_bak_none_exempt, rng] = pick(rng, [true, false]);
      [o.go_scale, rng] = pick(rng, ['plus-and-double', 'double-only', 'plus-two-then-double'] as const);
      [o.draw_doubles, rng] = pick(rng, ['once', 'stack'] as const);
      [o.nagari_cap, rng] = pick(rng, ['none', 4, 8, 16] as const);
      const small = (n: number) => {
        const out: number[] = [];
        for (let s = 0; s < players; s++) {
          [k, rng] = nextInt(rng, n);
          out.push(k);
        }
        return out;
      };
      const gos = small(5);
      const bombs = small(2);
      let shakes: number;
      [shakes, rng] = nextInt(rng, 3);
      let drawStreak: number;
      [drawStreak, rng] = nextInt(rng, 4);
      let sakeCup: 'animal' | 'chaff' | undefined;
      [sakeCup, rng] = pick(rng, [undefined, undefined, 'animal', 'chaff'] as const);
      const state: GoStopScoreInput = {
        options: o,
        players,
        captured,
        gos,
        shaken: Array.from({ length: shakes }, (_, i) => ({ seat: i % players })),
        bombs,
        drawStreak,
        goOrder: [2, 1, 0].filter((s) => s < players && gos[s]! > 0),
        sakeCup,
      };
      if (captured[0]!.includes('sep-animal')) withCup++;
      expect(JSON.stringify(settleStop(state, 0))).toBe(JSON.stringify(settleBefore(state, 0)));
    }
    expect(withCup).toBeGreaterThan(500);
  });
});
