/**
 * The lines of a round result, as a result panel lists them (issue 24 §4): rows (a player, or a
 * team) with a total and the addends beneath it, such that the total is always the sum of the
 * lines shown. A multiplier or a penalty is a line of its own worth what it adds ("×2 (7 points
 * or more)" +8). Each family derives its rows in one pure function that its panel uses and its
 * tests check against the engine's own `status().lastRound.scores`; the family's words module
 * names the lines. No words here.
 */
import type { EventValue } from './events.ts';
import type { RoundResult } from './types.ts';

/** One addend of a row. */
export interface ResultLine {
  /** What the line is, in the family's vocabulary ('tan', 'double-at-7', 'gold', 'member', …). */
  id: string;
  /** What it adds to the row's total (negative for a payment or a penalty). */
  points: number;
  /** Anything its words need (a seat, a factor, card points), as plain data. */
  data?: Readonly<Record<string, EventValue>>;
}

/** A row of a round result: one player, or one team (a side of several seats). */
export interface ResultRow {
  /** A key unique in the list ('seat-2', 'team-0', 'victory-1'). */
  key: string;
  /** The seats the row is about: one player, or the members of a team. */
  seats: readonly number[];
  /** A team's index in its game ('Team A' = 0), when the row is a team's. */
  team?: number;
  /** The row's total; always the sum of `lines`. */
  score: number;
  /** True when every seat of the row writes `score` as its round score on the score sheet. */
  sheet: boolean;
  lines: ResultLine[];
}

/** The plain default: one row per seat, its detail lines as addends (the contract's `details`). */
export function seatRows(result: Pick<RoundResult, 'scores' | 'details'>): ResultRow[] {
  return result.scores.map((score, seat) => ({
    key: `seat-${seat}`,
    seats: [seat],
    score,
    sheet: true,
    lines: result.details.filter((d) => d.seat === seat).map((d) => ({ id: d.id, points: d.points })),
  }));
}

/** The sum of a row's lines. */
export function linesTotal(row: Pick<ResultRow, 'lines'>): number {
  let t = 0;
  for (const l of row.lines) t += l.points;
  return t;
}

/**
 * What does not add up, as readable strings (empty when all is well): a row whose lines do
 * not sum to its total, a seat whose sheet row shows another score than `scores`, a seat with
 * no sheet row or with two.
 */
export function rowProblems(rows: readonly ResultRow[], scores: readonly number[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    const sum = linesTotal(r);
    if (sum !== r.score)
      out.push(
        `${r.key}: lines add up to ${sum}, the row shows ${r.score} (${r.lines.map((l) => `${l.id} ${l.points}`).join(', ')})`,
      );
  }
  scores.forEach((score, seat) => {
    const mine = rows.filter((r) => r.sheet && r.seats.includes(seat));
    if (mine.length !== 1) out.push(`seat ${seat}: ${mine.length} sheet rows`);
    else if (mine[0]!.score !== score)
      out.push(`seat ${seat}: its row shows ${mine[0]!.score}, the round score is ${score}`);
  });
  return out;
}
