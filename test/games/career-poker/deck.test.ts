/** The proposed colour/mark layout (docs/rulings/career-poker.md §2.2): its design rules, checked card by card. */
import { describe, expect, test } from 'vitest';
import { CP_DECK, cardName } from '../../../src/games/career-poker/deck.ts';
import { COLOURS, MARKS, dealPlan, face } from '../../../src/games/career-poker/rules.ts';

const byNumber = (cards: readonly string[], n: number) => cards.filter((c) => face(c).n === n);

describe('deck layout', () => {
  test('65 ids of the form cp-NN-colour-mark', () => {
    expect(CP_DECK).toHaveLength(65);
    for (const id of CP_DECK)
      expect(id).toMatch(/^cp-(0[1-9]|1[0-3])-(red|yellow|green|blue|gray)-(cat|pig|snake|goldfish|owl)$/);
    expect(cardName('cp-05-yellow-cat')).toBe('Yellow Cat 5');
  });
  test('rule 1: every number has all five colours and all five marks', () => {
    for (let n = 1; n <= 13; n++) {
      const cards = byNumber(CP_DECK, n);
      expect(new Set(cards.map((c) => face(c).colour)).size).toBe(5);
      expect(new Set(cards.map((c) => face(c).mark)).size).toBe(5);
    }
  });
  test('rule 2: each colour–mark pair 2–3 times in 65, 2–3 in 55, 1–2 in 45', () => {
    for (const [players, lo, hi] of [
      [5, 2, 3],
      [4, 2, 3],
      [3, 1, 2],
    ] as const) {
      const cards = dealPlan(players).cards;
      for (const c of COLOURS)
        for (const m of MARKS) {
          const k = cards.filter((id) => face(id).colour === c && face(id).mark === m).length;
          expect(k, `${c} ${m} in the ${cards.length}-card deck`).toBeGreaterThanOrEqual(lo);
          expect(k).toBeLessThanOrEqual(hi);
        }
    }
  });
  test('rule 3: 2s and 3s share the colour→mark pairing; every other number has its own', () => {
    const pairing = (n: number) =>
      byNumber(CP_DECK, n)
        .map((c) => `${face(c).colour}-${face(c).mark}`)
        .sort()
        .join();
    expect(pairing(2)).toBe(pairing(3));
    const others = [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map(pairing);
    expect(new Set(others).size).toBe(others.length);
  });
  test('rule 4: every seed example exists without gold', () => {
    for (const id of [
      'cp-05-yellow-cat',
      'cp-10-yellow-cat',
      'cp-11-red-pig',
      'cp-02-red-cat',
      'cp-03-red-cat',
      'cp-06-red-cat',
      'cp-06-blue-snake',
      'cp-11-blue-cat',
      'cp-10-blue-snake',
      'cp-02-green-pig',
      'cp-03-green-pig',
      'cp-06-green-pig',
      'cp-13-green-cat',
      'cp-13-red-pig',
    ]) {
      expect(CP_DECK).toContain(id);
    }
  });
});
