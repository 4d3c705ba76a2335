/**
 * Progress toward yaku (issue 28 §3): hand-worked piles for Koi-Koi and Go-Stop, and a property:
 * a line says complete exactly when the scorer scores that yaku (or a greater one of its kind).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { goStopProgress, koikoiProgress, nearYaku, type YakuLine } from '../../../src/games/hanafuda/progress.ts';
import { findYaku } from '../../../src/games/hanafuda/yaku.ts';
import { HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';

const line = (lines: YakuLine[], id: string): YakuLine => {
  const l = lines.find((x) => x.id === id);
  if (!l) throw new Error(`no line ${id}`);
  return l;
};

describe('Koi-Koi progress, worked by hand', () => {
  // Four ribbons (two poetry, one blue, one plain), the boar and the deer, the crane and the cherry curtain.
  const mine = [
    'jan-ribbon',
    'feb-ribbon',
    'jun-ribbon',
    'apr-ribbon',
    'jul-animal',
    'oct-animal',
    'jan-bright',
    'mar-bright',
  ];
  // The opponent took the third poetry ribbon (March) and the moon.
  const theirs = ['mar-ribbon', 'aug-bright', 'may-chaff-1'];
  const lines = koikoiProgress([mine, theirs], 0);

  it('Tan: 4 of 5 ribbons, one more makes it, worth 1', () => {
    const tan = line(lines, 'tan');
    expect([tan.have, tan.need, tan.missing, tan.complete]).toEqual([4, 5, 1, false]);
    // Ten ribbons in the deck, five held or taken: five still in play.
    expect(tan.left).toBe(5);
    expect(tan.adds).toBe(1);
  });

  it('Boar, Deer, Butterflies: the butterflies still in play complete it for 5', () => {
    const ino = line(lines, 'inoshikacho');
    expect([ino.have, ino.missing]).toEqual([2, 1]);
    expect(ino.cards).toEqual([{ id: 'jun-animal', gone: false }]);
    expect(ino.adds).toBe(5);
  });

  it('Poetry ribbons: the March one is gone, so it cannot be made', () => {
    const aka = line(lines, 'akatan');
    expect(aka.cards).toEqual([{ id: 'mar-ribbon', gone: true }]);
    expect(aka.possible).toBe(false);
    expect(aka.adds).toBe(0);
  });

  it('Three Brights: two dry brights, the cherry curtain and crane held, the moon gone, the Paulownia phoenix still in play', () => {
    const sanko = line(lines, 'sanko');
    expect([sanko.have, sanko.missing, sanko.possible]).toEqual([2, 1, true]);
    expect(sanko.cards).toEqual([
      { id: 'dec-bright', gone: false },
      { id: 'aug-bright', gone: true },
    ]);
    expect(sanko.adds).toBe(5);
    // Four Brights needs both, and the moon is gone.
    expect(line(lines, 'shiko').possible).toBe(false);
  });

  it('Flower viewing: the sake cup makes it with the curtain held; moon viewing is gone', () => {
    expect(line(lines, 'hanami-zake').cards).toEqual([{ id: 'sep-animal', gone: false }]);
    expect(line(lines, 'hanami-zake').adds).toBe(5);
    expect(line(lines, 'tsukimi-zake').possible).toBe(false);
  });

  it('what is near: the one-card yaku, the one adding most first', () => {
    expect(nearYaku(lines, 1).map((l) => l.id)).toEqual(['sanko', 'inoshikacho', 'hanami-zake', 'tan']);
  });

  it('a complete count line says what one more card adds (+1 per ribbon beyond five)', () => {
    const five = koikoiProgress([['jan-ribbon', 'apr-ribbon', 'may-ribbon', 'jul-ribbon', 'nov-ribbon'], []], 0);
    expect(line(five, 'tan')).toMatchObject({ have: 5, complete: true, adds: 1 });
    expect(nearYaku(five).some((l) => l.id === 'tan')).toBe(false);
  });

  it('the month of the round, with tsukifuda on', () => {
    const l = koikoiProgress([['mar-bright', 'mar-ribbon'], ['mar-chaff-1']], 0, { tsukifuda: true, month: 3 });
    expect(line(l, 'tsukifuda')).toMatchObject({ have: 2, missing: 2, possible: false });
  });
});

describe('Go-Stop progress, worked by hand', () => {
  // 8 chaff units: six plain chaff and the Lightning (2); three animals with two Godori birds; the Rain Man and one dry bright.
  const mine = [
    'jan-chaff-1',
    'jan-chaff-2',
    'feb-chaff-1',
    'feb-chaff-2',
    'mar-chaff-1',
    'mar-chaff-2',
    'nov-chaff-1',
    'feb-animal',
    'apr-animal',
    'may-animal',
    'nov-bright',
    'jan-bright',
  ];
  const lines = goStopProgress([mine, ['aug-animal'], []], 0);

  it('dregs: 8 of 10 chaff units (the Lightning counts 2), two more make 1 point', () => {
    const d = line(lines, 'dregs');
    expect([d.have, d.need, d.missing]).toEqual([8, 10, 2]);
    expect(d.adds).toBe(1);
  });

  it('Godori: two birds held, the geese gone: not possible', () => {
    const g = line(lines, 'five-birds');
    expect(g.have).toBe(2);
    expect(g.cards).toEqual([{ id: 'aug-animal', gone: true }]);
    expect(g.possible).toBe(false);
  });

  it('lights: the Rain Man and one more, one bright from rain three lights (2 points)', () => {
    const t = line(lines, 'three-lights');
    expect([t.have, t.missing]).toEqual([2, 1]);
    expect(t.adds).toBe(2);
  });

  it('animals: 3 of 5', () => {
    expect(line(lines, 'animals')).toMatchObject({ have: 3, missing: 2, complete: false });
  });
});

describe('property: progress says complete exactly when the scorer scores it', () => {
  // Which scored yaku make each line complete (a greater bright yaku completes a lesser line).
  const KOIKOI: Record<string, string[]> = {
    sanko: ['sanko', 'ame-shiko', 'shiko', 'goko'],
    shiko: ['shiko', 'goko'],
    'ame-shiko': ['ame-shiko', 'goko'],
    goko: ['goko'],
    inoshikacho: ['inoshikacho'],
    akatan: ['akatan', 'akatan-aotan'],
    aotan: ['aotan', 'akatan-aotan'],
    tane: ['tane'],
    tan: ['tan'],
    kasu: ['kasu'],
    'hanami-zake': ['hanami-zake'],
    'tsukimi-zake': ['tsukimi-zake'],
  };
  const GOSTOP: Record<string, string[]> = {
    'three-lights': ['three-lights', 'rain-three-lights', 'four-lights', 'five-lights'],
    'four-lights': ['four-lights', 'five-lights'],
    'five-lights': ['five-lights'],
  };
  /** The deck split among two piles and the rest. */
  const split = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 48, maxLength: 48 }).map((where) => {
    const piles: string[][] = [[], []];
    where.forEach((w, i) => {
      if (w < 2) piles[w]!.push(HANAFUDA_DECK[i]!);
    });
    return piles;
  });

  it('Koi-Koi, with the sake cup counted each way', () => {
    fc.assert(
      fc.property(split, fc.constantFrom('both', 'animal-only', 'either'), (piles, cup) => {
        const o = { sake_cup: cup as 'both' | 'animal-only' | 'either' };
        const scored = new Set(findYaku('koikoi', piles[0]!, o).map((y) => y.id));
        for (const l of koikoiProgress(piles, 0, o)) {
          expect(l.complete, `${l.id} ${piles[0]!.join()}`).toBe(KOIKOI[l.id]!.some((id) => scored.has(id)));
          expect(l.missing).toBe(Math.max(0, l.need - l.have));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('Go-Stop, with the sake cup counted the better way', () => {
    fc.assert(
      fc.property(split, (piles) => {
        const scored = new Set(findYaku('gostop', piles[0]!).map((y) => y.id));
        for (const l of goStopProgress(piles, 0)) {
          expect(l.complete, `${l.id} ${piles[0]!.join()}`).toBe((GOSTOP[l.id] ?? [l.id]).some((id) => scored.has(id)));
        }
      }),
      { numRuns: 300 },
    );
  });
});
