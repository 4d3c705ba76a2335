/**
 * Issue 32 §1, the limits no game reaches: every game played to its end by Normal bots at its
 * largest table (test/helpers/seeded.ts, which writes the sheet as the session does) writes a
 * match, moves and a sheet the store reads back, each far under its limit. Figures: docs/architecture.md.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/games/catalog.ts';
import { checkMatch, checkMove, checkSheet, LIMITS } from '../../src/store/records.ts';
import { LARGEST, playSeeded } from '../helpers/seeded.ts';

describe('what the games write stays within the store limits (issue 32 §1)', () => {
  it(`no game seats more than ${LIMITS.seats}`, () => {
    for (const g of CATALOG) expect(g.players.max, g.id).toBeLessThanOrEqual(LIMITS.seats);
  });

  it('every game to its end at its largest table: each record reads back, far under its limits', () => {
    const most = { moves: 0, moveJson: 0, rounds: 0, note: 0, label: 0, score: 0, options: 0, id: 0 };
    for (const c of LARGEST) {
      const { match, sheet, moves } = playSeeded(c);
      expect(checkMatch(match), c.key).toBeNull();
      expect(checkSheet(sheet), c.key).toBeNull();
      for (const m of moves) expect(checkMove(m), `${c.key} move ${m.seq}`).toBeNull();
      most.moves = Math.max(most.moves, moves.length);
      most.moveJson = Math.max(most.moveJson, ...moves.map((m) => JSON.stringify(m.move).length));
      most.rounds = Math.max(most.rounds, sheet.rounds.length);
      most.note = Math.max(most.note, ...sheet.rounds.map((r) => r.note.length));
      most.label = Math.max(most.label, ...sheet.rounds.map((r) => r.label?.length ?? 0));
      most.score = Math.max(most.score, ...sheet.rounds.flatMap((r) => r.scores.map(Math.abs)));
      most.options = Math.max(most.options, JSON.stringify(match.options).length);
      most.id = Math.max(most.id, ...sheet.rounds.map((r) => r.id.length));
    }
    expect(most.moves).toBeLessThan(LIMITS.moves / 10);
    expect(most.moveJson).toBeLessThan(LIMITS.moveJson / 4);
    expect(most.rounds).toBeLessThan(LIMITS.rounds / 10);
    expect(most.score).toBeLessThan(LIMITS.score / 100);
    expect(most.options).toBeLessThan(LIMITS.options / 4);
  }, 120_000);
});
