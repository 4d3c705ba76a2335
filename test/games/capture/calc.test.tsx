// @vitest-environment happy-dom
/**
 * The Capture hand calculator of the score pad, driven like a player would. Expected scores are
 * worked out by hand in the comments from docs/rulings/capture.md (1 point a card captured, −1 a
 * card left, the bonus suit 2, the bid paid unless its bidder went out, halving at the thresholds).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { open, sheetFor } from '../../helpers/calc.tsx';

// happy-dom on a shared machine: generous time per test.

type Calc = Awaited<ReturnType<typeof open>>;
const setCount = (c: Calc, label: string, n: number) => c.type(label, String(n));

describe('Capture calculator', () => {
  it('scores the basic game: +1 a card captured, −1 a card left in hand', async () => {
    const c = await open('capture', sheetFor('capture', ['Ann', 'Bo']));
    expect(c.scores()).toBeNull();
    setCount(c, 'Ann: cards captured', 20);
    setCount(c, 'Bo: cards captured', 10);
    setCount(c, 'Bo: cards left in hand', 3);
    // Ann 20 − 0 = 20; Bo 10 − 3 = 7.
    expect(c.scores()).toBe('Ann +20Bo +7');
    c.use();
    expect(c.used.scores).toEqual([20, 7]);
    // The engine's hand-end events (one per player), worded as the sheet words them.
    expect(c.used.events!.map((e) => e.kind)).toEqual(['hand-score', 'hand-score']);
    expect(c.used.note).toBe('Calculated: Ann: 20 captured = +20. Bo: 10 captured − 3 left in hand = +7.');
  });

  it('counts the bonus suit double, its Galaxy too unless switched off (CA-7)', async () => {
    const c = await open('capture', sheetFor('capture', ['Ann', 'Bo', 'Cy']));
    c.check('Option 1: bonus suit');
    c.click('N', 'Bonus suit (counts 2)');
    setCount(c, 'Ann: cards captured', 20);
    setCount(c, 'Ann: captured of N', 4);
    setCount(c, 'Bo: cards captured', 10);
    setCount(c, 'Bo: captured of N', 2);
    setCount(c, 'Bo: cards left in hand', 3);
    setCount(c, 'Bo: left in hand of N', 1);
    setCount(c, 'Cy: cards captured', 5);
    // Ann 16 + 4×2 = 24; Bo 8 + 2×2 − 2 − 1×2 = 8; Cy 5.
    expect(c.scores()).toBe('Ann +24Bo +8Cy +5');
    // 3 players: the Galaxy of N is in the deck (V, S, N), so N has 10 cards with it.
    setCount(c, 'Cy: captured of N', 3);
    // Cy 2 + 3×2 = 8.
    expect(c.scores()).toBe('Ann +24Bo +8Cy +8');
    c.use();
    // The bonus suit first, then each player's sum with its bonus (what the engine's hand end says).
    expect(c.used.note).toBe(
      'Calculated: Bonus suit: Neptune. Ann: 20 captured + 4 bonus suit = +24. Bo: 10 captured + 2 bonus suit − 3 left in hand − 1 bonus suit left = +8. Cy: 5 captured + 3 bonus suit = +8.',
    );
    setCount(c, 'Cy: captured of N', 6);
    expect(c.alerts().join()).toContain('Cy has more cards of the bonus suit than cards.');
    setCount(c, 'Cy: captured of N', 4);
    // 4 + 3 + 4 = 11 cards of N: there are 10.
    expect(c.alerts().join()).toContain(
      'The players count 11 cards of the bonus suit N: there are 10 with its Galaxy.',
    );
    expect(c.useDisabled()).toBe(true);
    c.check('Bonus suit includes its Galaxy');
    c.click('Cy: captured of N: one less');
    c.click('Cy: captured of N: one less');
    // Without its Galaxy N has 9 cards: 4 + 3 + 2 = 9 is fine; Cy 3 + 2×2 = 7.
    expect(c.scores()).toBe('Ann +24Bo +8Cy +7');
    c.click('Cy: captured of N: one more');
    expect(c.alerts().join()).toContain('The players count 10 cards of the bonus suit N: there are 9.');
  });

  it('deducts the winning bid unless its bidder went out (Option 2)', async () => {
    const c = await open('capture', sheetFor('capture', ['Ann', 'Bo']));
    c.check('Option 2: extra hand with bidding');
    setCount(c, 'Ann: cards captured', 30);
    setCount(c, 'Bo: cards captured', 12);
    setCount(c, 'Bo: cards left in hand', 4);
    c.click('Ann', 'Who won the bid?');
    setCount(c, 'Winning bid', 5);
    // Ann 30 − 5 = 25; Bo 12 − 4 = 8.
    expect(c.scores()).toBe('Ann +25Bo +8');
    c.check('Ann went out');
    expect(c.scores()).toBe('Ann +30Bo +8');
    c.use();
    expect(c.used.note).toBe(
      'Calculated: Ann went out. Ann: 30 captured (bid of 5 waived: went out) = +30. Bo: 12 captured − 4 left in hand = +8.',
    );
  });

  it("halves a running total landing exactly on a threshold (Option 3), from the sheet's earlier rounds", async () => {
    const c = await open(
      'capture',
      sheetFor(
        'capture',
        ['Ann', 'Bo'],
        [
          [30, 12],
          [20, 15],
        ],
      ),
    );
    c.check('Option 3: halving');
    setCount(c, 'Ann: cards captured', 10);
    setCount(c, 'Bo: cards captured', 13);
    // Ann 50 + 10 = 60, halved to 30: the round moves her total by −20. Bo 27 + 13 = 40: no threshold at 2 players.
    expect(c.scores()).toBe('Ann −20Bo +13');
    c.use();
    // Ann's row: +10 for the hand, then her total of 60 halved to 30: −20 on the sheet.
    expect(c.used.note).toBe(
      'Calculated: Ann: 10 captured − 30 halving (total 60 halved to 30) = −20. Bo: 13 captured = +13.',
    );
  });

  it('halves at 30/40/50 with six players, or not at all when the sheet says so (CA-8)', async () => {
    const six = ['A', 'B', 'C', 'D', 'E', 'F'];
    const c = await open('capture', sheetFor('capture', six, [[28, 0, 0, 0, 0, 0]]));
    c.check('Option 3: halving');
    setCount(c, 'A: cards captured', 12);
    setCount(c, 'B: cards captured', 1);
    // A 28 + 12 = 40, halved to 20: −8.
    expect(c.scores()).toBe('A −8B +1C 0D 0E 0F 0');
    c.check('Halving at 6 players');
    expect(c.scores()).toBe('A +12B +1C 0D 0E 0F 0');
  });

  it('refuses more cards than the deck holds', async () => {
    const c = await open('capture', sheetFor('capture', ['Ann', 'Bo']));
    setCount(c, 'Ann: cards captured', 50);
    setCount(c, 'Bo: cards left in hand', 7);
    // 2 players: 54 regular cards + 2 Galaxies = 56.
    expect(c.alerts().join()).toContain('The players count 57 cards: a 2-player deck has 56.');
    expect(c.useDisabled()).toBe(true);
  });

  it('refuses a sheet of seven', async () => {
    const c = await open('capture', sheetFor('capture', ['A', 'B', 'C', 'D', 'E', 'F', 'G']));
    expect(c.alerts().join()).toContain('Capture is played by 2 to 6');
  });
});
