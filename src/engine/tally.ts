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

/** One side of a finished match: its seats (one, or a team's), its total and its place (1 = won). */
export interface Standing {
  seats: number[];
  total: number;
  place: number;
}

/**
 * A finished match's result as its engine states it: the winners (the engine's `winners`, else
 * the highest total) and every side, best first. Winning sides take place 1; the others are
 * placed by total, sides with equal totals sharing a place (1, 2, 2, 4).
 */
export function matchStandings(status: Pick<import('./types.ts').Status, 'totals' | 'winners' | 'sides'>): {
  winners: number[];
  standings: Standing[];
} {
  const winners = status.winners ?? leaders(status.totals);
  const sides = status.sides ?? status.totals.map((total, seat) => ({ seats: [seat], total }));
  const won = (x: { seats: number[] }) => x.seats.some((s) => winners.includes(s));
  const sorted = sides
    .map((x) => ({ seats: x.seats.slice(), total: x.total }))
    .sort((a, b) => Number(won(b)) - Number(won(a)) || b.total - a.total || a.seats[0]! - b.seats[0]!);
  const standings: Standing[] = [];
  for (const [i, x] of sorted.entries()) {
    const prev = standings[i - 1];
    const place = won(x) ? 1 : prev && !won(sorted[i - 1]!) && prev.total === x.total ? prev.place : i + 1;
    standings.push({ ...x, place });
  }
  return { winners, standings };
}

/** A finished round as engines keep it in their history (at least these fields). */
export interface RoundRecordLike {
  scores: number[];
  details: { seat: number; id: string; points: number }[];
  name?: import('./types.ts').RoundName;
  summary?: string;
  events?: import('./events.ts').GameEvent[];
}

/**
 * The contract's `status` from what every engine keeps: its own phase name (anything but
 * 'round-over' and 'match-over' counts as playing), the round, the totals and the history.
 */
/**
 * The record asked for last and its `lastRound`, built once: its detail lines and events are
 * shared, read-only (records never change once written). A playout asks for the same record
 * move after move; another record's result is built again (no WeakMap: its set cost more than
 * the build).
 */
let lastRecord: RoundRecordLike | undefined;
let lastResult: NonNullable<import('./types.ts').Status['lastRound']> | undefined;

export function statusFrom(
  phase: string,
  round: number,
  totals: readonly number[],
  history: readonly RoundRecordLike[],
): import('./types.ts').Status {
  const shown = phase === 'match-over' ? 'match-over' : phase === 'round-over' ? 'round-over' : 'playing';
  const last = history[history.length - 1];
  if (!last) return { phase: shown, round, totals: totals.slice() };
  // Called after every move (a random playout calls it each time): the round's result is
  // built once per record, and each status gets its own `scores`.
  let r = last === lastRecord ? lastResult : undefined;
  if (!r) {
    const details: RoundRecordLike['details'] = [];
    for (let i = 0; i < last.details.length; i++) {
      const d = last.details[i]!;
      details.push({ seat: d.seat, id: d.id, points: d.points });
    }
    r = { scores: last.scores.slice(), details };
    if (last.name !== undefined) r.name = last.name;
    if (last.summary !== undefined) r.summary = last.summary;
    if (last.events !== undefined) r.events = last.events.slice();
  }
  lastRecord = last;
  lastResult = r;
  // Each object is one literal with all its fields (a field added later costs a second allocation).
  let out: NonNullable<import('./types.ts').Status['lastRound']>;
  if (r.name !== undefined && r.summary === undefined && r.events !== undefined)
    out = { scores: r.scores.slice(), details: r.details, name: r.name, events: r.events };
  else {
    out = { scores: r.scores.slice(), details: r.details };
    if (r.name !== undefined) out.name = r.name;
    if (r.summary !== undefined) out.summary = r.summary;
    if (r.events !== undefined) out.events = r.events;
  }
  return { phase: shown, round, totals: totals.slice(), lastRound: out };
}

/**
 * `statusFrom` that gives the last status again while it is asked of the same phase, round, totals
 * and history (the same arrays: a state never changes them in place). The states of a round's turns
 * share their totals and history, so a playout, which asks after every move, gets one status a turn
 * instead of one a move. The status is shared, as `statusFrom` already shares a record's details
 * and events: a status is read, never changed. Each engine makes its own (one slot each).
 */
export function lastStatus(): (
  phase: string,
  round: number,
  totals: readonly number[],
  history: readonly RoundRecordLike[],
) => import('./types.ts').Status {
  let last:
    | { phase: string; round: number; totals: readonly number[]; history: readonly RoundRecordLike[] }
    | undefined;
  let status: import('./types.ts').Status | undefined;
  return (phase, round, totals, history) => {
    const shown = phase === 'match-over' || phase === 'round-over' ? phase : 'playing';
    if (last && last.totals === totals && last.history === history && last.round === round && last.phase === shown)
      return status!;
    status = statusFrom(phase, round, totals, history);
    last = { phase: shown, round, totals, history };
    return status;
  };
}
