/**
 * Progress toward yaku at the Mushi and Higo-Bana tables (issue 28 §3): hand-worked piles, and a
 * property: a line says complete exactly when the game's own scorer scores it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MUSHI_POINTS_LINE, mushiProgress } from '../../../src/games/hanafuda/mushi-progress.ts';
import { higoBanaProgress, yakuWorth } from '../../../src/games/hanafuda/higobana-progress.ts';
import { nearYaku, type YakuLine } from '../../../src/games/hanafuda/progress.ts';
import { scoreMushiRound } from '../../../src/games/hanafuda/mushi.ts';
import { scoreSides } from '../../../src/games/hanafuda/higobana.ts';
import { HANAFUDA_DECK, MUSHI_DECK } from '../../../src/games/hanafuda/cards.ts';

const line = (lines: YakuLine[], id: string): YakuLine => {
  const l = lines.find((x) => x.id === id);
  if (!l) throw new Error(`no line ${id}`);
  return l;
};

describe('Mushi progress, worked by hand', () => {
  // The crane and the curtain (20 + 20), three April cards (10 + 5 + 1), the Paulownia phoenix and a chaff (20 + 1): 77 points.
  const mine = ['jan-bright', 'mar-bright', 'apr-animal', 'apr-ribbon', 'apr-chaff-1', 'dec-bright', 'dec-chaff-1'];
  // The other player took the warbler (10) and a Paulownia chaff.
  const theirs = ['feb-animal', 'dec-chaff-2'];
  // Computed in each test (not at collection), so a mutation run counts these tests.
  const lines = () => mushiProgress([mine, theirs], 0);

  it('card points: 77 of the 115 baseline; 230 − 77 − 11 = 142 still in play', () => {
    const p = line(lines(), MUSHI_POINTS_LINE);
    expect([p.have, p.need, p.missing, p.complete, p.left]).toEqual([77, 115, 38, false, 142]);
    // A count of points, not of cards of a kind: no yaku's worth is added to it.
    expect([p.kind, p.counts, p.adds, p.cards]).toEqual(['count', 'points', 0, []]);
    // Never a "near yaku" (the table shows it as a count of its own).
    expect(nearYaku(lines(), 200).some((l) => l.id === MUSHI_POINTS_LINE)).toBe(false);
  });

  it('Wisteria Row: the April chaff still in play makes it, worth 10', () => {
    const w = line(lines(), 'wisteria-row');
    expect([w.have, w.need, w.missing]).toEqual([3, 4, 1]);
    expect(w.cards).toEqual([{ id: 'apr-chaff-2', gone: false }]);
    expect(w.adds).toBe(10);
  });

  it('Three Lights: the warbler is in the other pile, so it cannot be made', () => {
    const t = line(lines(), 'three-lights');
    expect([t.have, t.missing, t.possible]).toEqual([2, 1, false]);
    expect(t.cards).toEqual([{ id: 'feb-animal', gone: true }]);
    expect(t.adds).toBe(0);
  });

  it('Five Lights: the moon and the Rain Man still in play, worth 30; off with the option', () => {
    const f = line(lines(), 'five-lights');
    expect([f.have, f.missing]).toEqual([3, 2]);
    expect(f.cards.map((c) => c.id).sort()).toEqual(['aug-bright', 'nov-bright']);
    expect(f.adds).toBe(30);
    expect(mushiProgress([mine, theirs], 0, { five_lights: false }).some((l) => l.id === 'five-lights')).toBe(false);
  });

  it('Paulownia Row: one December card gone', () => {
    const p = line(lines(), 'paulownia-row');
    expect([p.have, p.possible]).toEqual([2, false]);
  });

  it('near: the one-card Wisteria Row, then Five Lights', () => {
    expect(nearYaku(lines()).map((l) => l.id)).toEqual(['wisteria-row', 'five-lights']);
  });

  it('the other seat sees its own pile: one card point short of the baseline is not complete', () => {
    const other = mushiProgress([mine, theirs], 1);
    expect(line(other, MUSHI_POINTS_LINE)).toMatchObject({ have: 11, missing: 104 });
    expect(line(other, 'three-lights').cards.every((c) => c.gone)).toBe(true);
  });
});

describe('Higo-Bana progress, worked by hand', () => {
  // Three sides. Mine: the curtain and the moon (Drinking and Spring both want the curtain), the boar.
  const mine = ['mar-bright', 'aug-bright', 'jul-animal'];
  // The second side holds the geese; the third the crane.
  const piles = [mine, ['oct-animal'], ['jan-bright']];
  const lines = () => higoBanaProgress(piles, 0);

  it('Drinking: the sake cup still in play makes it, worth 50', () => {
    const d = line(lines(), 'drinking');
    expect([d.have, d.need, d.missing]).toEqual([2, 3, 1]);
    expect(d.cards).toEqual([{ id: 'sep-animal', gone: false }]);
    expect(d.adds).toBe(50);
  });

  it('Boar, Deer, Geese: the geese are in another pile', () => {
    const b = line(lines(), 'boar-deer-geese');
    expect(b.have).toBe(1);
    expect(b.cards).toEqual([
      { id: 'aug-animal', gone: false },
      { id: 'oct-animal', gone: true },
    ]);
    expect(b.possible).toBe(false);
  });

  it('Spring: the crane is gone', () => {
    expect(line(lines(), 'spring').possible).toBe(false);
  });

  it('without own yaku points a completion adds nothing to the side, and costs every other side 50', () => {
    const hawaiian = { values: 'hawaiian' as const, own_yaku: false };
    expect(line(higoBanaProgress(piles, 0, hawaiian), 'drinking').adds).toBe(0);
    expect(yakuWorth(hawaiian)).toEqual({ own: 0, cost: 50 });
    expect(yakuWorth()).toEqual({ own: 50, cost: 50 });
  });

  it('the eight yaku, nearest first', () => {
    expect(lines().map((l) => l.id)).toHaveLength(8);
    expect(nearYaku(lines(), 1).map((l) => l.id)).toEqual(['drinking']);
  });
});

describe('property: a line says complete exactly when the scorer scores it', () => {
  /** A deck split among `n` piles and the rest. */
  const split = (deck: readonly string[], n: number) =>
    fc.array(fc.integer({ min: 0, max: n }), { minLength: deck.length, maxLength: deck.length }).map((where) => {
      const piles: string[][] = Array.from({ length: n }, () => []);
      where.forEach((w, i) => {
        if (w < n) piles[w]!.push(deck[i]!);
      });
      return piles;
    });

  it('Mushi: each yaku line, and the card points against the baseline', () => {
    fc.assert(
      fc.property(split(MUSHI_DECK, 2), fc.boolean(), fc.integer({ min: 0, max: 1 }), (piles, five, seat) => {
        const o = { five_lights: five };
        const r = scoreMushiRound(piles, o);
        const scored = new Set(r.yaku[seat]!.map((y) => y.id));
        const cardLine = r.details!.find((d) => d.seat === seat && d.id === 'card-points')!;
        for (const l of mushiProgress(piles, seat, o)) {
          if (l.id === MUSHI_POINTS_LINE) {
            expect(l.complete).toBe(cardLine.points >= 0);
            expect(l.have - l.need).toBe(cardLine.points);
          } else expect(l.complete, `${l.id} ${piles[seat]!.join()}`).toBe(scored.has(l.id));
          expect(l.missing).toBe(Math.max(0, l.need - l.have));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('Higo-Bana: each yaku line, with three sides', () => {
    fc.assert(
      fc.property(split(HANAFUDA_DECK, 3), fc.boolean(), (piles, ownYaku) => {
        const o = { values: 'seed' as const, own_yaku: ownYaku };
        const sides = scoreSides(piles, o, [[0], [1], [2]]);
        for (let side = 0; side < 3; side++) {
          const scored = new Set(sides[side]!.yaku.map((y) => y.id));
          const lines = higoBanaProgress(piles, side, o);
          for (const l of lines) expect(l.complete, `${l.id} ${piles[side]!.join()}`).toBe(scored.has(l.id));
          // A possible line's adds is the side's own yaku points for that yaku (and any other its cards complete too).
          for (const l of lines)
            if (!l.complete && l.possible) {
              if (!ownYaku) expect(l.adds).toBe(0);
              else expect([50, 100, 150]).toContain(l.adds);
            }
        }
      }),
      { numRuns: 300 },
    );
  });
});
