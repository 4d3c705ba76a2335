/** Match tally: round-by-round scores and running totals, shared by engines and score sheets. */

/** Totals after adding one round's scores (lengths must agree). */
export function addRound(totals: readonly number[], scores: readonly number[]): number[] {
  if (totals.length !== scores.length) throw new RangeError('addRound: seat counts differ');
  return totals.map((t, i) => t + (scores[i] ?? 0));
}

/** Running totals after each round. */
export function runningTotals(rounds: readonly (readonly number[])[], seats: number): number[][] {
  const out: number[][] = [];
  let t = new Array<number>(seats).fill(0);
  for (const r of rounds) {
    t = addRound(t, r);
    out.push(t);
  }
  return out;
}

/** The seats holding the highest total (ties give several). */
export function leaders(totals: readonly number[], lowWins = false): number[] {
  if (totals.length === 0) return [];
  const best = lowWins ? Math.min(...totals) : Math.max(...totals);
  return totals.flatMap((t, i) => (t === best ? [i] : []));
}
