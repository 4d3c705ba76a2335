/**
 * The lines of a finished Career Poker round as its result panel lists them (issue 24 §4): per
 * player the points of their place and their leftover gold, adding up to their round score; in
 * the team game (4 players, Team A = seats 0 and 2, Team B = 1 and 3) one row more per team,
 * its score with its two members' scores as its lines. Named in `render.ts`.
 */
import { seatRows, type ResultRow } from '../../engine/lines.ts';
import type { RoundResult } from '../../engine/types.ts';

/** The teams of the team game: Team A, Team B. */
export const CP_TEAMS: readonly (readonly number[])[] = [
  [0, 2],
  [1, 3],
];

export function careerPokerRows(r: Pick<RoundResult, 'scores' | 'details' | 'events'>): ResultRow[] {
  // Only a seat's own lines (rank, gold): a team line is never a player's.
  const rows = seatRows({ scores: r.scores, details: r.details.filter((d) => !d.id.startsWith('team-')) });
  const team = r.events?.find((e) => e.kind === 'team');
  if (!team) return rows;
  const scores = [Number(team.data?.team02), Number(team.data?.team13)];
  return [
    ...CP_TEAMS.map((seats, t) => ({
      key: `team-${t}`,
      seats,
      team: t,
      score: scores[t]!,
      sheet: false,
      lines: seats.map((seat) => ({ id: 'member', points: r.scores[seat] ?? 0, data: { seat } })),
    })),
    ...rows,
  ];
}
