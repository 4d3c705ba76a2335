/**
 * Issue 29 §3: the chart's scales and points, worked out by hand (360 × 220, margins 10/14/38/left).
 */
import { describe, expect, it } from 'vitest';
import {
  chartMarkup,
  geometry,
  IMAGE_INK,
  MAX_MARKED_ROUNDS,
  niceStep,
  niceTicks,
  roundTicks,
} from '../../../src/app/charts/chart.ts';

const SIZE = { width: 360, height: 220 };
const text = { fmt: String, xLabel: 'Round', font: 'sans-serif' };

describe('scales', () => {
  it('steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(12)).toBe(5); // 12 / 4 = 3 → 5
    expect(niceStep(30)).toBe(10); // 7.5 → 10
    expect(niceStep(1000)).toBe(500); // 250 → 500
    expect(niceStep(6)).toBe(2); // 1.5 → 2
    expect(niceStep(0)).toBe(1);
  });
  it('ticks cover the values and zero', () => {
    expect(niceTicks(0, 12)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(-7, 23)).toEqual([-10, 0, 10, 20, 30]);
    expect(niceTicks(-40, -5)).toEqual([-40, -30, -20, -10, 0]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
  it('labels every round up to 12, then every k-th and the last', () => {
    expect(roundTicks(3)).toEqual([1, 2, 3]);
    expect(roundTicks(12)).toHaveLength(12);
    expect(roundTicks(20)).toEqual([1, 4, 7, 10, 13, 16, 20]);
    expect(roundTicks(0)).toEqual([]);
  });
});

describe('points', () => {
  // Ann: 5, +0, +7 → 5, 5, 12; Bo: 0, +10, −7 → 0, 10, 3.
  const running = [
    [5, 0],
    [5, 10],
    [12, 3],
  ];
  const g = geometry(running, 2, SIZE);
  it('one point per round per player, where the scales put them', () => {
    // left = max(28, 2 chars × 7 + 14) = 28; plot 318 × 172; ticks 0…15.
    expect(g.box.left).toBe(28);
    expect(g.yTicks).toEqual([0, 5, 10, 15]);
    expect(g.points[0]).toEqual([
      { x: 28, y: 124.67, value: 5 },
      { x: 187, y: 124.67, value: 5 },
      { x: 346, y: 44.4, value: 12 },
    ]);
    expect(g.points[1]).toEqual([
      { x: 28, y: 182, value: 0 },
      { x: 187, y: 67.33, value: 10 },
      { x: 346, y: 147.6, value: 3 },
    ]);
  });
  it('a single round sits in the middle', () => {
    const one = geometry([[3, -3]], 2, SIZE);
    expect(one.points[0]![0]!.x).toBe(28 + 318 / 2);
    expect(one.yTicks).toEqual([-4, -2, 0, 2, 4]);
  });
  it('a wide label makes room on the left', () => {
    const big = geometry([[12_000, 0]], 2, SIZE, (n) => n.toLocaleString('en'));
    // "15,000": 6 characters → 6 × 7 + 14 = 56.
    expect(big.box.left).toBe(56);
  });
});

describe('markup', () => {
  it('draws a marker per round per player and a line per player', () => {
    const m = chartMarkup(
      geometry(
        [
          [1, 2, 3],
          [2, 2, 2],
          [4, 0, 1],
        ],
        3,
        SIZE,
      ),
      IMAGE_INK,
      text,
    );
    expect(m.match(/class="mk"/g)).toHaveLength(9);
    expect(m.match(/class="ln"/g)).toHaveLength(3);
    // Players differ by dash as well as colour: the first line is solid, the second dashed.
    expect(m).toMatch(/class="ln"[^>]*stroke:#2f6fde;stroke-width:2.2;stroke-linejoin:round"/);
    expect(m).toMatch(/class="ln"[^>]*stroke-dasharray:7 4/);
  });
  it('drops markers past MAX_MARKED_ROUNDS rounds, keeps the lines', () => {
    const long = Array.from({ length: MAX_MARKED_ROUNDS + 1 }, (_, i) => [i, -i]);
    const m = chartMarkup(geometry(long, 2, SIZE), IMAGE_INK, text);
    expect(m).not.toContain('class="mk"');
    expect(m.match(/class="ln"/g)).toHaveLength(2);
  });
  it('escapes the labels', () => {
    const m = chartMarkup(geometry([[1]], 1, SIZE), IMAGE_INK, { ...text, xLabel: '<R&D>' });
    expect(m).toContain('&lt;R&amp;D&gt;');
  });
});
