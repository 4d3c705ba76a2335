/**
 * Match equity: how likely a seat is to win a match from a lead with rounds left, when the
 * rounds still to play move the lead as rounds between two Normal bots did (a measured table of
 * one round's lead changes, `bench/swings.arena.ts`). Hard values a rollout that ends a round
 * by it (`SearchSpec.value`), so early in a long match a point is worth a point, and near the
 * end a win is a win: it plays for points while the match is open, safe when a lead is nearly
 * decisive, and takes risks when only a big round can catch up.
 *
 * Computed once per table by convolution: W(lead, 0) is 1 for a lead, ½ for a tie, 0 behind;
 * W(lead, r) is the average of W(lead + change, r − 1) over one round's changes.
 */

/** One round's lead changes: `[change ≥ 0, how often]`; each change counts for +change and −change. */
export type Swings = readonly (readonly [number, number])[];

export interface MatchEquity {
  /** The chance to win (a tie counts half), as −1 (sure loss) … 1 (sure win). */
  (lead: number, roundsLeft: number): number;
  /** The standard deviation of one round's lead change. */
  readonly sd: number;
}

/** The match equity of `swings`, for up to `maxRounds` rounds left (more are read as `maxRounds`). */
export function matchEquity(swings: Swings, maxRounds: number): MatchEquity {
  const changes: number[] = [];
  const weights: number[] = [];
  let total = 0;
  for (const [d, n] of swings) {
    if (d < 0 || n <= 0 || !Number.isInteger(d)) throw new Error(`Bad swing [${d}, ${n}].`);
    for (const x of d === 0 ? [0] : [d, -d]) {
      changes.push(x);
      weights.push(d === 0 ? n : n / 2);
    }
    total += n;
  }
  if (total <= 0) throw new Error('No swings.');
  const probs = weights.map((w) => w / total);
  const sd = Math.sqrt(changes.reduce((a, x, i) => a + x * x * probs[i]!, 0));
  const biggest = Math.max(...changes);
  // Leads beyond `span` are decided (W clamps to the edge value, 0 or 1).
  const span = Math.ceil(6 * sd * Math.sqrt(maxRounds)) + biggest;
  const width = 2 * span + 1;
  const tables: Float64Array[] = [];
  let prev = new Float64Array(width);
  for (let i = 0; i < width; i++) prev[i] = i > span ? 1 : i < span ? 0 : 0.5;
  tables.push(prev);
  for (let r = 1; r <= maxRounds; r++) {
    const next = new Float64Array(width);
    for (let i = 0; i < width; i++) {
      let w = 0;
      for (let k = 0; k < changes.length; k++) {
        const j = i + changes[k]!;
        w += probs[k]! * (j < 0 ? 0 : j >= width ? 1 : prev[j]!);
      }
      next[i] = w;
    }
    tables.push(next);
    prev = next;
  }
  const equity = (lead: number, roundsLeft: number): number => {
    const t = tables[Math.max(0, Math.min(maxRounds, Math.round(roundsLeft)))]!;
    const i = Math.round(lead) + span;
    return 2 * (i < 0 ? 0 : i >= width ? 1 : t[i]!) - 1;
  };
  return Object.assign(equity, { sd });
}

/** `matchEquity(swings, maxRounds)`, computed at its first use (not when a bot module loads). */
export function lazyEquity(swings: Swings, maxRounds: number): () => MatchEquity {
  let table: MatchEquity | undefined;
  return () => (table ??= matchEquity(swings, maxRounds));
}

/**
 * A rollout value (`SearchSpec.value`) from a match equity: the seat's lead over the best other
 * seat at the rollout's end, with `roundsLeft(state)` rounds still to play (0 once the match is
 * over), times `leadScale` (1 unless the game counts leads otherwise than the table).
 */
export function equityValue<State>(
  equity: () => MatchEquity,
  status: (state: State) => { phase: string; totals: readonly number[] },
  roundsLeft: (state: State) => number,
  leadScale: (state: State) => number = () => 1,
): (state: State, seat: number, before: readonly number[]) => number {
  return (state, seat) => {
    const st = status(state);
    const mine = st.totals[seat] ?? 0;
    let best = -Infinity;
    st.totals.forEach((t, i) => {
      if (i !== seat && t > best) best = t;
    });
    const lead = (mine - (best === -Infinity ? 0 : best)) * leadScale(state);
    return equity()(lead, st.phase === 'match-over' ? 0 : Math.max(0, roundsLeft(state)));
  };
}
