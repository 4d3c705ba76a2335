import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, nextUint32, rngFromSeed, shuffle } from '../../src/engine/rng.ts';
import { checkStackedDeck, dealPackets, sameData, without } from '../../src/engine/deck.ts';
import { IllegalMoveError } from '../../src/engine/types.ts';

describe('seeded RNG', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const run = (seed: string) => {
      let r = rngFromSeed(seed);
      const out: number[] = [];
      for (let i = 0; i < 20; i++) {
        const [v, n] = nextInt(r, 1000);
        out.push(v);
        r = n;
      }
      return out;
    };
    expect(run('train')).toEqual(run('train'));
    expect(run('train')).not.toEqual(run('trains'));
  });

  it('never changes the state passed in and survives JSON', () => {
    const r = rngFromSeed('x');
    const copy = JSON.parse(JSON.stringify(r));
    nextInt(r, 6);
    expect(r).toEqual(copy);
  });

  it('shuffles into a permutation and is roughly uniform', () => {
    const cards = Array.from({ length: 10 }, (_, i) => `c${i}`);
    const firstCounts = new Map<string, number>();
    let r = rngFromSeed('uniform');
    for (let i = 0; i < 5000; i++) {
      const [s, n] = shuffle(r, cards);
      r = n;
      expect([...s].sort()).toEqual([...cards].sort());
      firstCounts.set(s[0]!, (firstCounts.get(s[0]!) ?? 0) + 1);
    }
    for (const c of cards) expect(firstCounts.get(c)).toBeGreaterThan(400);
    for (const c of cards) expect(firstCounts.get(c)).toBeLessThan(600);
  });

  it('draws the remainder a plain modulo of the raw draw gives, for every bound up to 2^32', () => {
    // The reference: the raw 32-bit draws, rejected above the last whole multiple of n, reduced with BigInt.
    const reference = (seed: string, n: number) => {
      const limit = Math.floor(0x100000000 / n) * n;
      let r = rngFromSeed(seed);
      for (;;) {
        const [v, next] = nextUint32(r);
        r = next;
        if (v < limit) return Number(BigInt(v) % BigInt(n));
      }
    };
    const bound = fc.oneof(
      fc.integer({ min: 1, max: 110 }),
      fc.integer({ min: 0x7f00, max: 0x8100 }),
      fc.integer({ min: 1, max: 0x100000000 }),
    );
    fc.assert(
      fc.property(fc.string(), bound, (seed, n) => {
        expect(nextInt(rngFromSeed(seed), n)[0]).toBe(reference(seed, n));
      }),
      { numRuns: 3000 },
    );
  });

  it('shuffles exactly as a Fisher–Yates over nextInt does (saved games replay the same deals)', () => {
    const deck = Array.from({ length: 48 }, (_, i) => i);
    for (const seed of ['a', 'deal-7', 'Aiko vs Ben', '']) {
      let r = rngFromSeed(seed);
      const want = deck.slice();
      for (let i = want.length - 1; i > 0; i--) {
        const [j, n] = nextInt(r, i + 1);
        r = n;
        [want[i], want[j]] = [want[j]!, want[i]!];
      }
      const [got, after] = shuffle(rngFromSeed(seed), deck);
      expect(got).toEqual(want);
      expect(after).toEqual(r);
    }
  });
});

describe('deck helpers', () => {
  it('refuses a stacked deck with a missing, foreign or doubled card', () => {
    expect(() => checkStackedDeck(['a', 'b'], ['a', 'b', 'c'])).toThrow(/3 cards, not 2/);
    expect(() => checkStackedDeck(['a', 'b', 'x'], ['a', 'b', 'c'])).toThrow(/"x"/);
    expect(() => checkStackedDeck(['a', 'a', 'b'], ['a', 'b', 'c'])).toThrow(/twice/);
    expect(() => checkStackedDeck(['c', 'a', 'b'], ['a', 'b', 'c'])).not.toThrow();
  });

  it('deals packets from the front and leaves the stock in order', () => {
    const { packets, rest } = dealPackets(['1', '2', '3', '4', '5', '6', '7'], [2, 2, 1]);
    expect(packets).toEqual([['1', '2'], ['3', '4'], ['5']]);
    expect(rest).toEqual(['6', '7']);
  });

  it('says which card is missing', () => {
    expect(() => without(['a'], 'b', 'your hand')).toThrow(IllegalMoveError);
    expect(() => without(['a'], 'b', 'your hand')).toThrow('b is not in your hand.');
  });

  it('compares moves as plain data', () => {
    expect(sameData({ type: 'play', card: 'x', opt: undefined }, { card: 'x', type: 'play' })).toBe(true);
    expect(sameData({ type: 'play', card: 'x' }, { type: 'play', card: 'y' })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
  });
});

describe('nextInt: its bounds (issue 32 §4)', () => {
  it('draws within [0, n) for every bound from 1 to 2^32, and the same draw again from the same generator', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const r = rngFromSeed(seed);
        const [v] = nextInt(r, n);
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(n);
        expect(nextInt(r, n)[0]).toBe(v);
      }),
    );
  });
  it('refuses, at once and by name, a bound it cannot draw from: above 2^32, below 1, or not a whole number', () => {
    const r = rngFromSeed('bounds');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 2 ** 32 + 1, max: Number.MAX_SAFE_INTEGER }),
          fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
          fc.double({ noInteger: true }),
          fc.constantFrom(Number.POSITIVE_INFINITY, Number.NaN),
        ),
        (n) => {
          expect(() => nextInt(r, n)).toThrow(/nextInt: n must be an integer from 1 to 2\^32/);
        },
      ),
    );
  });
  it('draws from a bound of exactly 2^32 (every 32-bit value is fair) and of 2^32 − 1', () => {
    const r = rngFromSeed('edge');
    for (const n of [2 ** 32, 2 ** 32 - 1]) expect(nextInt(r, n)[0]).toBeLessThan(n);
  });
});
