/**
 * Statistics per player and per game (issue 29 §2), pure, from the sheets' summaries
 * (src/stats/summary.ts). What each figure means and exactly how it is computed: docs/players.md.
 */
import type { StatSummary } from '../store/records.ts';

export type Period = 'tonight' | 'month' | 'all';

export interface StatFilter {
  /** One game's id, or all games. */
  gameId?: string;
  period: Period;
}

/** Tonight: the last 12 hours. */
export const TONIGHT_MS = 12 * 3_600_000;

/** The first moment a period covers, at `now` (local time for the month). */
export function periodStart(period: Period, now: number): number {
  if (period === 'all') return Number.NEGATIVE_INFINITY;
  if (period === 'tonight') return now - TONIGHT_MS;
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), 1).getTime();
}

/** The summaries a filter keeps: counted (a finished match, a stand-alone sheet with a round), of its game and period. */
export function filterSummaries(all: readonly StatSummary[], f: StatFilter, now: number): StatSummary[] {
  const from = periodStart(f.period, now);
  return all.filter((s) => s.counted && s.at >= from && (f.gameId === undefined || s.gameId === f.gameId));
}

export interface HeadToHead {
  opponent: string;
  /** Matches both played. */
  played: number;
  /** This player won and the opponent did not. */
  won: number;
  /** The opponent won and this player did not. */
  lost: number;
}

export interface PlayerStats {
  id: string;
  matches: number;
  wins: number;
  /** wins / matches, null without matches. */
  winRate: number | null;
  rounds: number;
  points: number;
  /** points / rounds, null without rounds. */
  average: number | null;
  /** The most points in one round, null without rounds. */
  best: number | null;
  /** The most matches won one after another (in the order they were played). */
  streak: number;
  headToHead: HeadToHead[];
  /** Combinations made, most often first (then by id). */
  combos: { gameId: string; id: string; count: number }[];
  /** The games played, most matches first. */
  games: { gameId: string; matches: number; wins: number }[];
  /** Per match in the order played: its time, the points it brought and whether it was won (for a chart). */
  timeline: { at: number; points: number; won: boolean; gameId: string }[];
}

/** The seat of a player in a summary (the first, should a player hold two). */
const seatOf = (s: StatSummary, id: string) => s.players.indexOf(id);

/** One player's statistics over the summaries given (already filtered). */
export function playerStats(id: string, summaries: readonly StatSummary[]): PlayerStats {
  const mine = summaries.filter((s) => seatOf(s, id) >= 0).sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : 1));
  let wins = 0;
  let rounds = 0;
  let points = 0;
  let best: number | null = null;
  let run = 0;
  let streak = 0;
  const h2h = new Map<string, HeadToHead>();
  const combos = new Map<string, { gameId: string; id: string; count: number }>();
  const games = new Map<string, { gameId: string; matches: number; wins: number }>();
  const timeline: PlayerStats['timeline'] = [];
  for (const s of mine) {
    const seat = seatOf(s, id);
    const won = s.winners.includes(seat);
    if (won) wins++;
    run = won ? run + 1 : 0;
    streak = Math.max(streak, run);
    rounds += s.rounds;
    points += s.points[seat] ?? 0;
    const b = s.best[seat];
    if (b !== null && b !== undefined && (best === null || b > best)) best = b;
    const g = games.get(s.gameId) ?? { gameId: s.gameId, matches: 0, wins: 0 };
    g.matches++;
    if (won) g.wins++;
    games.set(s.gameId, g);
    timeline.push({ at: s.at, points: s.points[seat] ?? 0, won, gameId: s.gameId });
    for (const [k, count] of Object.entries(s.combos[seat] ?? {})) {
      const key = `${s.gameId} ${k}`;
      const c = combos.get(key) ?? { gameId: s.gameId, id: k, count: 0 };
      c.count += count;
      combos.set(key, c);
    }
    const seen = new Set<string>([id]);
    s.players.forEach((other, j) => {
      if (seen.has(other)) return;
      seen.add(other);
      const h = h2h.get(other) ?? { opponent: other, played: 0, won: 0, lost: 0 };
      h.played++;
      const theyWon = s.winners.includes(j);
      if (won && !theyWon) h.won++;
      if (theyWon && !won) h.lost++;
      h2h.set(other, h);
    });
  }
  return {
    id,
    matches: mine.length,
    wins,
    winRate: mine.length ? wins / mine.length : null,
    rounds,
    points,
    average: rounds ? points / rounds : null,
    best,
    streak,
    headToHead: [...h2h.values()].sort((a, b) => b.played - a.played || (a.opponent < b.opponent ? -1 : 1)),
    combos: [...combos.values()].sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1)),
    games: [...games.values()].sort((a, b) => b.matches - a.matches || (a.gameId < b.gameId ? -1 : 1)),
    timeline,
  };
}

/** Every player in the summaries, with matches, wins and win rate (most matches first): the players list's figures. */
export function everyone(summaries: readonly StatSummary[]): Map<string, { matches: number; wins: number }> {
  const out = new Map<string, { matches: number; wins: number }>();
  for (const s of summaries) {
    const seen = new Set<string>();
    s.players.forEach((id, seat) => {
      if (seen.has(id)) return;
      seen.add(id);
      const r = out.get(id) ?? { matches: 0, wins: 0 };
      r.matches++;
      if (s.winners.includes(seat)) r.wins++;
      out.set(id, r);
    });
  }
  return out;
}

/** A game's combinations over everyone, most often first. */
export function gameCombos(summaries: readonly StatSummary[], gameId: string): { id: string; count: number }[] {
  const out = new Map<string, number>();
  for (const s of summaries) {
    if (s.gameId !== gameId) continue;
    for (const c of s.combos) for (const [k, n] of Object.entries(c)) out.set(k, (out.get(k) ?? 0) + n);
  }
  return [...out].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1));
}
