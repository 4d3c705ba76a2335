/**
 * Evenings (issue 29 §4): the matches and score sheets of one sitting, and its standings across
 * games. Pure: the screen gives it the stored sheets (every match keeps one, so a sheet stands
 * for its match).
 *
 * The rule (docs/charts.md): items with the same players (names compared trimmed and
 * case-insensitively, in any seating order) belong to one evening when each starts within
 * EVENING_GAP_MS (4 hours) of the last change to the evening so far; an evening has at least two
 * items. A sheet with no round is left out.
 *
 * The standings: per game, each player's matches won, rounds won and points; overall, players
 * ranked by matches won, then rounds won (points are not added across games: games score on
 * different scales). A match's winners are those its game named when it finished; a score
 * sheet of its own (no game keeps it) is won by its leader(s) at its last round; a match not
 * finished is won by nobody yet. A round is won by the player(s) with its best score (the
 * highest, or the lowest where low wins), unless every score of the round is the same; a
 * correction row ("adjust") wins no round.
 */
import { leaders, runningTotals } from '../../engine/tally.ts';

/** Four hours: an evening's next match or sheet starts within this of its last change. */
export const EVENING_GAP_MS = 4 * 60 * 60 * 1000;

/** What an evening needs of a sheet (a ScoreSheet is one). */
export interface EveningItem {
  id: string;
  gameId: string;
  title: string;
  players: readonly string[];
  createdAt: number;
  updatedAt: number;
  rounds: readonly { scores: readonly number[]; adjust?: boolean }[];
  finished?: { winners: readonly number[] } | undefined;
  matchId?: string | undefined;
  lowWins?: boolean | undefined;
}

/** A player as evenings compare them: trimmed, lower case. */
export const playerKey = (name: string): string => name.trim().toLocaleLowerCase();

/** The same players, whatever the seating order and case. */
export const playersKey = (names: readonly string[]): string => names.map(playerKey).sort().join('\u0000');

export interface Evening {
  /** The first item's id (its address: #/history/evening-<id>). */
  id: string;
  /** When its first item started and its last change. */
  start: number;
  end: number;
  /** In the order they started. */
  items: EveningItem[];
  /** The players' names as the first item wrote them. */
  names: string[];
}

/** Every evening of at least `minItems` items, newest first. */
export function groupEvenings(items: readonly EveningItem[], gap = EVENING_GAP_MS, minItems = 2): Evening[] {
  const sorted = items
    .filter((s) => s.rounds.length > 0 && s.players.length > 0)
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const open = new Map<string, Evening>();
  const all: Evening[] = [];
  for (const s of sorted) {
    const key = playersKey(s.players);
    const e = open.get(key);
    if (e && s.createdAt - e.end <= gap) {
      e.items.push(s);
      e.end = Math.max(e.end, s.updatedAt);
      continue;
    }
    const next: Evening = { id: s.id, start: s.createdAt, end: s.updatedAt, items: [s], names: [...s.players] };
    open.set(key, next);
    all.push(next);
  }
  return all.filter((e) => e.items.length >= minItems).sort((a, b) => b.start - a.start);
}

export interface PlayerResult {
  key: string;
  name: string;
  matchWins: number;
  roundsWon: number;
}

export interface GameResult {
  gameId: string;
  /** A sheet's title for an "other" game (its game has no name of ours). */
  title: string;
  lowWins: boolean;
  /** Matches and sheets of this game in the evening. */
  matches: number;
  /** Ordered: matches won, rounds won, then points. */
  players: (PlayerResult & { points: number })[];
}

export interface EveningStandings {
  games: GameResult[];
  /** Ordered by matches won, then rounds won; `place` shared on a tie. */
  overall: (PlayerResult & { place: number })[];
}

/** The seats that won a match or sheet (see the module's note). */
export function itemWinners(s: EveningItem): number[] {
  if (s.finished) return [...s.finished.winners];
  if (s.matchId || s.rounds.length === 0) return [];
  const run = runningTotals(
    s.rounds.map((r) => r.scores),
    s.players.length,
  );
  return leaders(run[run.length - 1]!, s.lowWins ?? false);
}

/** The seats that won a round: its best score, unless all are level. */
export function roundWinners(scores: readonly number[], lowWins = false): number[] {
  if (scores.length === 0 || scores.every((x) => x === scores[0])) return [];
  return leaders(scores, lowWins);
}

const byResult = (a: PlayerResult, b: PlayerResult) => b.matchWins - a.matchWins || b.roundsWon - a.roundsWon;

export function eveningStandings(e: Evening): EveningStandings {
  const names = new Map<string, string>();
  for (const n of e.names) if (!names.has(playerKey(n))) names.set(playerKey(n), n);
  const games = new Map<string, GameResult>();
  const overall = new Map<string, PlayerResult>();
  const blank = (key: string): PlayerResult => ({ key, name: names.get(key) ?? key, matchWins: 0, roundsWon: 0 });
  for (const k of names.keys()) overall.set(k, blank(k));
  for (const s of e.items) {
    const gkey = s.gameId === 'other' ? `other:${s.title.trim().toLocaleLowerCase()}` : s.gameId;
    let g = games.get(gkey);
    if (!g) {
      g = {
        gameId: s.gameId,
        title: s.gameId === 'other' ? s.title.trim() : '',
        lowWins: !!s.lowWins,
        matches: 0,
        players: [...names.keys()].map((k) => ({ ...blank(k), points: 0 })),
      };
      games.set(gkey, g);
    }
    g.matches++;
    const seat = (i: number) => playerKey(s.players[i] ?? '');
    const of = (i: number) => g.players.find((p) => p.key === seat(i));
    for (const i of itemWinners(s)) {
      of(i)!.matchWins++;
      overall.get(seat(i))!.matchWins++;
    }
    for (const r of s.rounds) {
      if (r.adjust) continue;
      for (const i of roundWinners(r.scores, s.lowWins)) {
        of(i)!.roundsWon++;
        overall.get(seat(i))!.roundsWon++;
      }
    }
    s.rounds.forEach((r) => {
      r.scores.forEach((x, i) => {
        const p = of(i);
        if (p) p.points += x;
      });
    });
  }
  for (const g of games.values())
    g.players.sort((a, b) => byResult(a, b) || (g.lowWins ? a.points - b.points : b.points - a.points));
  const ranked = [...overall.values()].sort(byResult);
  return {
    games: [...games.values()],
    overall: ranked.map((p) => ({ ...p, place: 1 + ranked.filter((q) => byResult(q, p) < 0).length })),
  };
}
