/**
 * Naive reference round scores for Koi-Koi (rulings K7), Mushi (M9) and Go-Stop (G13–G18),
 * written from the rulings (docs/rulings/hanafuda.md §3.1, §4, §5.4) on top of the reference yaku of `yaku.reference.ts`. Nothing here
 * imports engine code: the property tests feed it what a player can see (views, moves made) and
 * compare its answer with the round result in `status()`.
 */
import {
  refChaffUnits,
  refGoStop,
  refKoiKoi,
  refMushi,
  refMushiCardPoints,
  refTotal,
  type RefGoStopOptions,
  type RefKoiKoiOptions,
  type RefYaku,
} from './yaku.reference.ts';

// ------------------------------------------------------------------ Koi-Koi (K7)

/** What a stop pays the winner: the yaku total, ×2 at 7+ (option), ×2 if the opponent called koi-koi. */
export function refKoiKoiStop(
  pile: readonly string[],
  options: RefKoiKoiOptions & { double_at_7?: boolean },
  opponentCalls: number,
): { yaku: RefYaku[]; points: number } {
  const yaku = refKoiKoi(pile, options);
  let points = refTotal(yaku);
  if (options.double_at_7 && points >= 7) points *= 2;
  if (opponentCalls > 0) points *= 2;
  return { yaku, points };
}

// ------------------------------------------------------------------ Mushi (M9)

/** Both seats' round scores: card points − 115 + own yaku − the opponent's yaku. */
export function refMushiRound(piles: readonly (readonly string[])[], options: { five_lights?: boolean }): number[] {
  const points = piles.map((p) => p.reduce((t, c) => t + refMushiCardPoints(c), 0));
  const yaku = piles.map((p) => refTotal(refMushi(p, options)));
  return [points[0]! - 115 + yaku[0]! - yaku[1]!, points[1]! - 115 + yaku[1]! - yaku[0]!];
}

// ------------------------------------------------------------------ Go-Stop (G13–G18)

export interface RefGoStopTable {
  players: number;
  winner: number;
  /** Every seat's capture pile. */
  piles: readonly (readonly string[])[];
  /** Gos called this round by each seat, and the seats in the order of their first go. */
  gos: readonly number[];
  goOrder: readonly number[];
  /** Shaken triplets and bombs of each seat this round. */
  shakes: readonly number[];
  bombs: readonly number[];
  /** Drawn rounds right before this one. */
  drawStreak: number;
  options: Omit<RefGoStopOptions, 'sake_cup'> & {
    go_scale: 'plus-and-double' | 'double-only' | 'plus-two-then-double';
    pi_bak: 'seed' | 'korean' | 6 | 7;
    pi_bak_none_exempt?: boolean;
    draw_doubles: 'once' | 'stack';
    nagari_cap?: 'none' | 4 | 8 | 16;
  };
  /** How the sake cup's owner chose to count it (option sake_cup 'owner'; rulings G23); absent: the better way. */
  sakeCup?: 'animal' | 'chaff' | undefined;
}

const LIGHT_YAKU = ['five-lights', 'four-lights', 'three-lights', 'rain-three-lights'];

/** Amount each seat gains (winner) or loses (losers) when `winner` stops. */
export function refGoStopStop(t: RefGoStopTable): { scores: number[]; yakuPoints: number; score: number } {
  const pile = t.piles[t.winner]!;
  const designations: ('animal' | 'chaff')[] = !pile.includes('sep-animal')
    ? ['animal']
    : t.sakeCup
      ? [t.sakeCup]
      : ['animal', 'chaff'];
  let best: { scores: number[]; yakuPoints: number; score: number; total: number } | undefined;
  for (const cup of designations) {
    const yaku = refGoStop(pile, {
      bdb: t.options.bdb ?? true,
      rain_four_lights: t.options.rain_four_lights ?? 4,
      sake_cup: cup,
    });
    const yakuPoints = refTotal(yaku);
    // Go scale (G13, issue 14): +1 per go unless 'double-only'; +1, +2 and no more with
    // 'plus-two-then-double' (G20); ×2^(gos−2) from the third go whichever.
    const gos = t.gos[t.winner]!;
    const bonus =
      t.options.go_scale === 'double-only' ? 0 : t.options.go_scale === 'plus-two-then-double' ? Math.min(gos, 2) : gos;
    let score = yakuPoints + bonus;
    if (gos >= 3) score *= 2 ** (gos - 2);
    score *= 2 ** t.shakes[t.winner]!;
    score *= 2 ** t.bombs[t.winner]!;
    let animals = pile.filter((c) => c.endsWith('-animal')).length;
    if (cup === 'chaff' && pile.includes('sep-animal')) animals -= 1;
    if (animals >= 7) score *= 2;
    const cap = typeof t.options.nagari_cap === 'number' ? t.options.nagari_cap : Infinity;
    if (t.drawStreak > 0) score *= t.options.draw_doubles === 'stack' ? Math.min(2 ** t.drawStreak, cap) : 2;

    const wonWithDregs = yaku.some((y) => y.id === 'dregs');
    const wonWithLights = yaku.some((y) => LIGHT_YAKU.includes(y.id));
    // Pi-bak (G16, G21): the seed's fewer than 5, the Korean 1–7 / 1–5, or at most 6 or 7; none exempt by the option.
    const inPiBak = (units: number) => {
      const p = t.options.pi_bak;
      if (p === 'korean') return units >= 1 && units <= (t.players === 2 ? 7 : 5);
      if (units === 0 && t.options.pi_bak_none_exempt) return false;
      return p === 'seed' ? units < 5 : units <= p;
    };
    const owed: number[] = new Array(t.players).fill(0);
    for (let s = 0; s < t.players; s++) {
      if (s === t.winner) continue;
      const theirs = t.piles[s]!;
      let amount = score;
      // The loser counts its own sake cup the way that avoids pi-bak, or as it chose (G23).
      const piBak = t.sakeCup
        ? inPiBak(refChaffUnits(theirs, t.sakeCup === 'chaff'))
        : inPiBak(refChaffUnits(theirs, false)) && inPiBak(refChaffUnits(theirs, true));
      if (wonWithDregs && piBak) amount *= 2;
      if (wonWithLights && !theirs.some((c) => c.endsWith('-bright'))) amount *= 2;
      if (t.players === 2 && t.gos[s]! > 0) amount *= 2;
      owed[s] = amount;
    }
    const paid = owed.slice();
    if (t.players > 2) {
      // The first loser who called go pays for every loser.
      const liable = t.goOrder.find((s) => s !== t.winner);
      if (liable !== undefined) {
        paid[liable] = owed.reduce((a, b) => a + b, 0);
        for (let s = 0; s < t.players; s++) if (s !== liable) paid[s] = 0;
      }
    }
    const total = paid.reduce((a, b) => a + b, 0);
    const scores = paid.map((p, s) => (s === t.winner ? total : 0 - p));
    if (!best || total > best.total) best = { scores, yakuPoints, score, total };
  }
  return best!;
}
