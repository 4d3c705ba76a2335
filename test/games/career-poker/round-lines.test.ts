/**
 * Issue 24 §4: Career Poker's round result adds up. For every finished round of seeded matches
 * the panel's rows (`careerPokerRows`, as the table derives them) total the sum of their lines
 * and each player's row shows the engine's round score; in the team game (Team A = seats 0+2,
 * Team B = 1+3) each team is a row of its own whose lines are its members' scores, and no
 * player lists a team score among their lines.
 */
import { describe, expect, it } from 'vitest';
import { careerPoker } from '../../../src/games/career-poker/career-poker.ts';
import { careerPokerRows } from '../../../src/games/career-poker/lines.ts';
import {
  careerPokerLineName,
  careerPokerRowName,
  renderCareerPokerEvent,
} from '../../../src/games/career-poker/render.ts';
import { teamScores } from '../../../src/games/career-poker/rules.ts';
import { seatRows } from '../../../src/engine/lines.ts';
import { renderEvents } from '../../../src/engine/events.ts';
import type { RoundResult } from '../../../src/engine/types.ts';
import { eachFinishedRound, expectRowsAddUp } from '../../helpers/rounds.ts';

const NAMES = ['Aiko', 'Ben', 'Chi', 'Dan', 'Eve'];

describe('Career Poker round results', () => {
  for (const [players, options] of [
    [3, {}],
    [4, {}],
    [5, {}],
    [5, { mode: 'short' }],
    [4, { mode: 'team' }],
  ] as const) {
    it(`add up, ${players} players ${JSON.stringify(options)}`, () => {
      for (const seed of ['a', 'b', 'c', 'd']) {
        eachFinishedRound(careerPoker, { players, seed, options }, (s, st) => {
          const v = careerPoker.view(s as never, 0) as { lastRound: RoundResult };
          const where = `${seed} ${JSON.stringify(v.lastRound.name)}`;
          const rows = careerPokerRows(v.lastRound);
          expectRowsAddUp(rows, st.lastRound!.scores, where);
          // The contract's details, by seat, are each player's own lines and add up too.
          expectRowsAddUp(seatRows(st.lastRound!), st.lastRound!.scores, `${where} (details)`);
          expect(
            st.lastRound!.details.filter((d) => d.id.startsWith('team-')),
            where,
          ).toEqual([]);
          const teams = rows.filter((r) => r.team !== undefined);
          if (options.mode !== 'team') {
            expect(teams, where).toEqual([]);
            return;
          }
          // Each team's row shows the engine's team score, made of its members' scores.
          const t = teamScores(st.lastRound!.scores);
          expect(
            teams.map((r) => [r.seats, r.score, r.sheet]),
            where,
          ).toEqual([
            [[0, 2], t.team02, false],
            [[1, 3], t.team13, false],
          ]);
          for (const r of teams)
            expect(
              r.lines.map((l) => l.data?.seat),
              where,
            ).toEqual(r.seats);
          // A player's lines are their place and gold only.
          for (const r of rows.filter((x) => x.team === undefined))
            for (const l of r.lines) expect(l.id, where).toMatch(/^(rank-\d|gold)$/);
        });
      }
    });
  }

  it('the team game: a team row "Team A (Aiko, Chi)" with its members beneath, each player with their own lines', () => {
    let seen = 0;
    eachFinishedRound(careerPoker, { players: 4, seed: 'team', options: { mode: 'team' } }, (_s, st) => {
      const r = st.lastRound!;
      const rows = careerPokerRows(r);
      const [a, b] = rows;
      expect(careerPokerRowName(a!, NAMES)).toBe('Team A (Aiko, Chi)');
      expect(careerPokerRowName(b!, NAMES)).toBe('Team B (Ben, Dan)');
      expect(a!.lines.map((l) => `${careerPokerLineName(l, NAMES)} ${l.points}`)).toEqual([
        `Aiko ${r.scores[0]}`,
        `Chi ${r.scores[2]}`,
      ]);
      expect(rows.slice(2).map((x) => careerPokerRowName(x, NAMES))).toEqual(['Aiko', 'Ben', 'Chi', 'Dan']);
      const t = teamScores(r.scores);
      expect(renderEvents(renderCareerPokerEvent, r.events, NAMES)).toContain(
        `This round: Team A (Aiko, Chi) ${t.team02}, Team B (Ben, Dan) ${t.team13}.`,
      );
      const first = rows.find((x) => x.key === 'seat-0')!;
      expect(first.lines.map((l) => careerPokerLineName(l, NAMES))[0]).toMatch(/^Rank [1-4]$/);
      seen++;
    });
    expect(seen).toBe(3);
  });
});
