/**
 * The lines of a finished TravFuda-family hand as the hand-over and showdown panels list them
 * (issue 24 §4), each seat's total the sum of its lines. Named by `lineName` (words.ts).
 * - The fishing games: the seat's detail lines (the sheet's lines; Run or Jump!'s markers and
 *   declarations; Double Good as the ×2 step worth what it adds).
 * - Imperial Baccarat: each player's result against the banker (±1 or a tie); the banker's
 *   line per player, the other way round.
 * - Denebian Baccarat: the ante paid into the pot, the pot won, the riding pot given back at
 *   the end of the match.
 */
import { seatRows, type ResultLine, type ResultRow } from '../../engine/lines.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { RoundResult } from '../../engine/types.ts';

/** TravFuda and Run or Jump!: the detail lines by seat. */
export function fishingRows(r: Pick<RoundResult, 'scores' | 'details'>): ResultRow[] {
  return seatRows(r);
}

const num = (x: unknown) => (typeof x === 'number' ? x : 0);

/** Either baccarat, from the hand's recorded showdown. */
export function baccaratRows(
  r: { scores: readonly number[]; events: readonly GameEvent[] },
  variant: 'imperial' | 'denebian',
): ResultRow[] {
  const lines: ResultLine[][] = r.scores.map(() => []);
  const shown = r.events.filter((e) => e.kind === 'showdown' && e.seat !== undefined);
  if (variant === 'imperial') {
    const bank = shown.find((e) => e.data?.banker === true);
    for (const e of shown) {
      if (e === bank || !bank) continue;
      const p = num(e.points);
      lines[e.seat!]!.push({
        id: 'vs-banker',
        points: p,
        data: { seat: bank.seat!, value: num(e.data?.value), other: num(bank.data?.value) },
      });
      lines[bank.seat!]!.push({
        id: 'vs-player',
        points: 0 - p,
        data: { seat: e.seat!, value: num(bank.data?.value), other: num(e.data?.value) },
      });
    }
  } else {
    for (const e of shown)
      if (num(e.data?.paid) !== 0) lines[e.seat!]!.push({ id: 'ante', points: 0 - num(e.data?.paid) });
    const won = r.events.find((e) => e.kind === 'pot-won');
    if (won?.seat !== undefined) lines[won.seat]!.push({ id: 'pot-won', points: num(won.points) });
    const shares = r.events.find((e) => e.kind === 'pot-returned')?.data?.shares;
    if (Array.isArray(shares))
      shares.forEach((x, seat) => {
        if (num(x) !== 0) lines[seat]?.push({ id: 'pot-returned', points: num(x) });
      });
  }
  return r.scores.map((score, seat) => ({
    key: `seat-${seat}`,
    seats: [seat],
    score,
    sheet: true,
    lines: lines[seat]!,
  }));
}
