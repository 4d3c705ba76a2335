/**
 * The lines of a finished Hanafuda round as the round-end panels list them (issue 24 §4): per
 * row (a player, or a Higo-Bana team) a total and the addends beneath it, the total always the
 * sum of the lines. Doublings and penalties are lines worth what they add. The words are in
 * `words.ts` (`koikoiLineName`, `goStopLineName`, `mushiLineName`, `higoBanaLineName`).
 */
import { seatRows, type ResultLine, type ResultRow } from '../../engine/lines.ts';
import type { RoundResult } from '../../engine/types.ts';
import type { GoStopRoundRecord } from './gostop.ts';
import type { HigoBanaRoundRecord, HigoBanaScoring } from './higobana.ts';
import type { MushiRoundRecord } from './mushi.ts';

/** Koi-Koi: each seat's detail lines (yaku, rule notes, the doublings at what they add, the opponent's score paid). */
export function koikoiRows(r: Pick<RoundResult, 'scores' | 'details'>): ResultRow[] {
  return seatRows(r);
}

/** Mushi: card points over the baseline, own yaku, the opponent's yaku (each line carries the card points). */
export function mushiRows(r: Pick<MushiRoundRecord, 'scores' | 'details' | 'points'>): ResultRow[] {
  return seatRows(r).map((row) => {
    const seat = row.seats[0]!;
    return {
      ...row,
      lines: row.lines.map((l) => (l.id === 'card-points' ? { ...l, data: { cardPoints: r.points[seat] ?? 0 } } : l)),
    };
  });
}

/**
 * Go-Stop: the losers' lines are their detail lines (the winner's score, then each penalty
 * doubling, the go-bak transfer). The winner's are the yaku, the go bonus and the multipliers
 * (what each opponent owes), then what makes the total: the other opponents paying the same
 * (×2 with three players) and every opponent's penalty doublings, each worth what it adds.
 */
export function goStopRows(
  r: Pick<GoStopRoundRecord, 'scores' | 'details' | 'outcome' | 'winner' | 'settlement'>,
): ResultRow[] {
  const rows = seatRows(r);
  const w = r.winner;
  if (w === undefined) return rows;
  const lines = rows[w]!.lines;
  const payers = r.scores.length - 1;
  if (r.outcome === 'president') {
    const base = lines.find((l) => l.id === 'president')?.points ?? 0;
    // A President doubled after drawn rounds (rulings G31): its double line names its factor.
    const after = lines.find((l) => l.id === 'after-draw');
    if (after && base > 0) after.data = { factor: (base + after.points) / base };
    const each = base + (after?.points ?? 0);
    if (payers > 1) lines.push({ id: 'opponents-pay', points: each * (payers - 1), data: { factor: payers } });
    return rows;
  }
  const s = r.settlement;
  if (!s) return rows;
  rows[w] = {
    ...rows[w]!,
    lines: lines.map((l) => {
      const m = s.multipliers.find((x) => x.id === l.id);
      return m ? { ...l, data: { factor: m.factor } } : l;
    }),
  };
  const winnerLines = rows[w]!.lines;
  if (s.payments.length > 1)
    winnerLines.push({
      id: 'opponents-pay',
      points: s.score * (s.payments.length - 1),
      data: { factor: s.payments.length },
    });
  for (const p of s.payments) {
    let owed = s.score;
    const step = (on: boolean, id: string) => {
      if (!on) return;
      winnerLines.push({ id, points: owed, data: { seat: p.seat } });
      owed *= 2;
    };
    step(p.piBak, 'pi-bak-from');
    step(p.gwangBak, 'gwang-bak-from');
    // Go-bak doubles only when the go-caller pays alone (two players); with three it moves the other loser's share.
    step(p.goBak && p.covers === undefined && p.coveredBy === undefined, 'go-bak-from');
  }
  return rows;
}

/**
 * Higo-Bana: one row per side (a player, or a team: "Team A (Aiko, Chi)") with its card
 * points, its yaku and the other sides' yaku, totalling the side's round score; the members of
 * a side write that score with cumulative scoring. With victory points, one row per side more
 * (key `victory-…`) with the victory points each member writes: the round won, chu or basa.
 */
export function higoBanaRows(
  r: Pick<HigoBanaRoundRecord, 'sides' | 'winnerTeam' | 'kind' | 'victory'>,
  scoring: HigoBanaScoring,
  teamed: boolean,
): ResultRow[] {
  const cumulative = scoring === 'cumulative';
  const team = (t: number) => (teamed ? { team: t } : {});
  const rows: ResultRow[] = r.sides.map((x) => {
    const lines: ResultLine[] = [{ id: 'cards', points: x.cardPoints }];
    const each = x.yaku.length > 0 ? x.ownYakuPoints / x.yaku.length : 0;
    for (const y of x.yaku) lines.push({ id: y.id, points: each });
    if (x.penalty > 0) lines.push({ id: 'others-yaku', points: -x.penalty });
    return { key: `side-${x.team}`, seats: x.seats, ...team(x.team), score: x.score, sheet: cumulative, lines };
  });
  if (cumulative) return rows;
  for (const x of r.sides) {
    const won = x.team === r.winnerTeam;
    rows.push({
      key: `victory-${x.team}`,
      seats: x.seats,
      ...team(x.team),
      score: won ? r.victory : 0,
      sheet: true,
      lines: won ? [{ id: r.kind === 'win' ? 'round-win' : r.kind, points: r.victory }] : [],
    });
  }
  return rows;
}
