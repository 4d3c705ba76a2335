// @vitest-environment happy-dom
/**
 * The Career Poker round calculator of the score pad, driven like a player would (taps, steppers,
 * the rules panel). Expected points are worked out by hand in the comments from the points table
 * of docs/rulings/career-poker.md §2.7 (CP-13 for 3 players, CP-15 for the short game).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { open, sheetFor } from '../../helpers/calc.tsx';

// happy-dom on a shared machine: generous time per test.

/** Tap the players in finishing order. */
const rank = (c: Awaited<ReturnType<typeof open>>, ...names: string[]) => {
  for (const n of names) c.click(n, 'Finishing order: tap first out first');
};

describe('Career Poker calculator', () => {
  it('scores round 2 of a 4-player game with leftover gold', async () => {
    const c = await open('career-poker', sheetFor('career-poker', ['Ann', 'Bo', 'Cy', 'Di'], [[5, 1, -1, -3]]));
    // The second round of the sheet: the round-2 row is picked by itself. 4P round 2: +7/+2/−2/−5.
    rank(c, 'Cy', 'Ann', 'Di', 'Bo');
    c.click("Ann's gold: one more");
    c.click("Cy's gold: one more");
    c.click("Cy's gold: one more");
    // Ann 2nd +2 + 1 gold = 3; Bo 4th −5; Cy 1st +7 + 2 gold = 9; Di 3rd −2.
    expect(c.scores()).toBe('Ann +3Bo −5Cy +9Di −2');
    c.use();
    expect(c.used.scores).toEqual([3, -5, 9, -2]);
    // The engine's 'rank' events of a settled round, worded as the sheet words them.
    expect(c.used.events!.map((e) => e.kind)).toEqual(['rank', 'rank', 'rank', 'rank']);
    expect(c.used.note).toBe(
      'Calculated: 1st Cy: 7 by rank + 2 gold = 9. 2nd Ann: 2 by rank + 1 gold = 3. 3rd Di: -2 by rank + 0 gold = -2. 4th Bo: -5 by rank + 0 gold = -5.',
    );
  });

  it('uses the symmetric 3-player columns (CP-13), or the printed ones when the sheet says so', async () => {
    const c = await open('career-poker', sheetFor('career-poker', ['Ann', 'Bo', 'Cy']));
    c.click('Round 3', 'Round of the game (row of the points table)');
    rank(c, 'Bo', 'Cy', 'Ann');
    // 3P round 3, symmetric: +10 / −1 / −8.
    expect(c.scores()).toBe('Ann −8Bo +10Cy −1');
    c.select('3-player scores', 'literal');
    // Literal (as printed): +10 / −1 / −4.
    expect(c.scores()).toBe('Ann −4Bo +10Cy −1');
  });

  it('adds the team totals in the team game (partners opposite)', async () => {
    const c = await open('career-poker', sheetFor('career-poker', ['Ann', 'Bo', 'Cy', 'Di']));
    c.select('Game', 'team');
    rank(c, 'Ann', 'Bo', 'Cy', 'Di');
    // 4P round 1: +5/+1/−1/−3. Ann and Cy: 5 − 1 = 4; Bo and Di: 1 − 3 = −2.
    expect(c.scores()).toBe('Ann +5Bo +1Cy −1Di −3');
    expect(c.el.textContent).toContain('Team Ann and Cy+4');
    expect(c.el.textContent).toContain('Team Bo and Di−2');
    c.use();
    expect(c.used.note).toContain('This round: Team A (Ann, Cy) 4, Team B (Bo, Di) -2.');
  });

  it('scores the short game with the round-1 row whatever the round', async () => {
    const c = await open(
      'career-poker',
      sheetFor(
        'career-poker',
        ['Ann', 'Bo', 'Cy', 'Di', 'Ed'],
        [
          [0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0],
        ],
      ),
    );
    c.select('Game', 'short');
    rank(c, 'Ed', 'Di', 'Cy', 'Bo', 'Ann');
    // 5P round 1: +5/+1/0/−1/−3.
    expect(c.scores()).toBe('Ann −3Bo −1Cy 0Di +1Ed +5');
  });

  it('refuses a ranking with a seat missing, and more gold than the box holds', async () => {
    const c = await open('career-poker', sheetFor('career-poker', ['Ann', 'Bo', 'Cy', 'Di']));
    rank(c, 'Ann', 'Bo', 'Cy');
    expect(c.scores()).toBeNull();
    expect(c.el.textContent).toContain('A ranking needs every player: Di is not ranked yet.');
    expect(c.useDisabled()).toBe(true);
    rank(c, 'Di');
    expect(c.useDisabled()).toBe(false);
    c.type("Ann's gold", '15');
    // The stepper stops at 14 cubes; 14 + 1 elsewhere is one too many.
    c.click("Bo's gold: one more");
    expect(c.alerts().join()).toContain('There are only 14 gold cubes: the players hold 15.');
    expect(c.useDisabled()).toBe(true);
  });

  it('refuses a sheet of two', async () => {
    const two = await open('career-poker', sheetFor('career-poker', ['Ann', 'Bo']));
    expect(two.alerts().join()).toContain('Career Poker is played by 3 to 5');
  });

  it('refuses the team game on a sheet of five', async () => {
    const five = await open('career-poker', sheetFor('career-poker', ['A', 'B', 'C', 'D', 'E']));
    five.select('Game', 'team');
    expect(five.alerts().join()).toContain('The team game needs 4 players');
  });
});
