/**
 * A line chart as numbers and markup (issue 29 §3): pure, no DOM, so the screen's SVG and the
 * shared PNG are drawn by the same code and the scales are unit-tested. One series per player,
 * one point per round; the y scale always shows zero and runs between "nice" ticks (1, 2 or 5
 * times a power of ten).
 */

/** Series colours: each keeps 3:1 contrast (non-text) on the light and the dark surfaces (docs/charts.md). */
export const PALETTE = [
  '#2f6fde',
  '#d0601a',
  '#23904a',
  '#9455e0',
  '#d63a3a',
  '#12908f',
  '#c8368f',
  '#8a7a10',
] as const;
/** Relative luminance (WCAG) of `#rrggbb`. */
export function luminance(hex: string): number {
  const [r, g, b] = linear(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const linear = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];

const toHex = (lin: readonly number[]): string =>
  `#${lin
    .map((c) => {
      const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
      return Math.round(Math.min(1, Math.max(0, s)) * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;

/**
 * The luminance a line may have to keep 3:1 against the light surfaces (#fffdf8, #f6f1e7) and the
 * dark ones (#1d2125, #14171a) at once, as the palette does: between 0.155 and 0.25.
 */
const LUM = { min: 0.155, max: 0.25 } as const;

/**
 * A player's own colour made fit for a line (issue 29 §1): its hue kept, darkened or lightened
 * (in linear light) just enough to keep 3:1 against the light and the dark surfaces.
 */
export function lineColour(hex: string): string {
  const lin = linear(hex);
  const l = luminance(hex);
  if (l > LUM.max) return toHex(lin.map((c) => (c * LUM.max) / l));
  if (l < LUM.min) {
    const t = (LUM.min - l) / (1 - l);
    return toHex(lin.map((c) => c + t * (1 - c)));
  }
  return hex.toLowerCase();
}

/** How far apart two colours look (sRGB distance weighted for the eye; 0…~765). */
function distance(a: string, b: string): number {
  const x = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const y = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  const rm = (x[0]! + y[0]!) / 2;
  const [dr, dg, db] = [x[0]! - y[0]!, x[1]! - y[1]!, x[2]! - y[2]!];
  return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

/** Colours closer than this are one colour to the eye on a thin line. */
const NEAR = 90;

/**
 * Each series' colour: the player's own (`chosen[p]`, made fit by `lineColour`) when set and not
 * too close to an earlier line's, else the first palette colour not close to any line's. Dashes
 * and markers still tell every line apart.
 */
export function seriesColours(chosen: readonly (string | undefined)[], n: number): string[] {
  const own = Array.from({ length: n }, (_, p) => {
    const c = chosen[p];
    return c && /^#[0-9a-f]{6}$/i.test(c) ? lineColour(c) : undefined;
  });
  const out: string[] = [];
  own.forEach((c, p) => {
    if (c && out.every((o) => distance(o, c) >= NEAR)) out[p] = c;
  });
  for (let p = 0; p < n; p++) {
    if (out[p]) continue;
    const taken = [...out.filter(Boolean), ...own.filter((c): c is string => !!c)];
    out[p] =
      PALETTE.find((c) => taken.every((o) => distance(o, c) >= NEAR)) ??
      PALETTE.find((c) => !out.includes(c)) ??
      PALETTE[p % PALETTE.length]!;
  }
  return out;
}

/** Dash patterns, so that lines differ without colour too (with the markers). */
export const DASHES = ['', '7 4', '2 3', '9 3 2 3', '4 4', '12 4', '2 6', '6 2 2 2 2 2'] as const;
/** Marker shapes, one per series (cycled). */
export const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'down', 'cross', 'plus', 'bar'] as const;
export type Marker = (typeof MARKERS)[number];

/** Past this many rounds the lines are drawn without markers (their dashes still tell them apart). */
export const MAX_MARKED_ROUNDS = 40;

export interface Box {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Geometry {
  box: Box;
  /** Rounds drawn (the x axis runs 1…rounds). */
  rounds: number;
  min: number;
  max: number;
  yTicks: number[];
  /** The rounds labelled on the x axis. */
  xTicks: number[];
  x: (round: number) => number;
  y: (value: number) => number;
  /** points[p][i]: player p after round i + 1. */
  points: { x: number; y: number; value: number }[][];
}

/** A step of 1, 2 or 5 × 10^k near `span / count`. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0)) return 1;
  const raw = span / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const f = raw / pow;
  const m = f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10;
  return Math.max(1, m * pow);
}

/** Ticks covering [min, max] (zero always in) at a nice integer step. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  const step = niceStep(hi - lo, count);
  const first = Math.floor(lo / step) * step;
  const last = Math.ceil(hi / step) * step;
  const out: number[] = [];
  for (let v = first; v <= last + step / 2; v += step) out.push(Math.round(v));
  if (out.length === 1) out.push(out[0]! + step);
  return out;
}

/** The rounds labelled: every round up to 12, else every k-th (and the last). */
export function roundTicks(rounds: number): number[] {
  if (rounds <= 0) return [];
  const every = rounds <= 12 ? 1 : Math.ceil(rounds / 8);
  const out: number[] = [];
  for (let r = 1; r <= rounds; r += every) out.push(r);
  if (out[out.length - 1] !== rounds) {
    // The last round is labelled; a tick too close before it gives way.
    if (rounds - out[out.length - 1]! < every / 2) out.pop();
    out.push(rounds);
  }
  return out;
}

/**
 * Where everything goes. `running[i][p]` is player p's total after round i + 1. `labelWidth`
 * measures a y label (characters × 7 px by default: no DOM here).
 */
export function geometry(
  running: readonly (readonly number[])[],
  players: number,
  size: { width: number; height: number },
  fmt: (n: number) => string = String,
): Geometry {
  const rounds = running.length;
  const values = running.flatMap((r) => r.slice(0, players));
  const min = values.length ? Math.min(...values) : 0;
  const max = values.length ? Math.max(...values) : 0;
  const yTicks = niceTicks(min, max);
  const labelChars = Math.max(...yTicks.map((t) => fmt(t).length));
  const box: Box = {
    width: size.width,
    height: size.height,
    top: 10,
    right: 14,
    bottom: 38,
    left: Math.max(28, labelChars * 7 + 14),
  };
  const lo = yTicks[0]!;
  const hi = yTicks[yTicks.length - 1]!;
  const plotW = box.width - box.left - box.right;
  const plotH = box.height - box.top - box.bottom;
  const x = (round: number) => (rounds <= 1 ? box.left + plotW / 2 : box.left + ((round - 1) / (rounds - 1)) * plotW);
  const y = (value: number) => box.top + (1 - (value - lo) / (hi - lo)) * plotH;
  const points = Array.from({ length: players }, (_, p) =>
    running.map((r, i) => {
      const value = r[p] ?? 0;
      return { x: round2(x(i + 1)), y: round2(y(value)), value };
    }),
  );
  return { box, rounds, min, max, yTicks, xTicks: roundTicks(rounds), x, y, points };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** XML text: &, <, > and quotes escaped. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A marker's path at (x, y), about 2r across. */
export function markerPath(m: Marker, x: number, y: number, r = 4): string {
  const f = (n: number) => round2(n);
  switch (m) {
    case 'circle':
      return `M${f(x - r)} ${f(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
    case 'square':
      return `M${f(x - r * 0.85)} ${f(y - r * 0.85)}h${f(r * 1.7)}v${f(r * 1.7)}h${f(-r * 1.7)}Z`;
    case 'triangle':
      return `M${f(x)} ${f(y - r * 1.1)}L${f(x + r)} ${f(y + r * 0.8)}L${f(x - r)} ${f(y + r * 0.8)}Z`;
    case 'down':
      return `M${f(x)} ${f(y + r * 1.1)}L${f(x + r)} ${f(y - r * 0.8)}L${f(x - r)} ${f(y - r * 0.8)}Z`;
    case 'diamond':
      return `M${f(x)} ${f(y - r * 1.2)}L${f(x + r * 1.2)} ${f(y)}L${f(x)} ${f(y + r * 1.2)}L${f(x - r * 1.2)} ${f(y)}Z`;
    case 'cross':
      return `M${f(x - r)} ${f(y - r)}L${f(x + r)} ${f(y + r)}M${f(x + r)} ${f(y - r)}L${f(x - r)} ${f(y + r)}`;
    case 'plus':
      return `M${f(x - r * 1.2)} ${f(y)}H${f(x + r * 1.2)}M${f(x)} ${f(y - r * 1.2)}V${f(y + r * 1.2)}`;
    case 'bar':
      return `M${f(x - r * 1.2)} ${f(y - r * 0.5)}h${f(r * 2.4)}v${f(r)}h${f(-r * 2.4)}Z`;
  }
}

/** Markers drawn as strokes only (no fill). */
const OPEN: ReadonlySet<Marker> = new Set(['cross', 'plus']);

export interface Ink {
  /** Axis labels. */
  text: string;
  /** Grid and axes. */
  grid: string;
  zero: string;
  /** The marker's outline (the background), so markers on top of each other stay apart. */
  bg: string;
}

/** Inks for the screen (the theme's variables) and for an image (light, fixed). */
export const SCREEN_INK: Ink = {
  text: 'var(--ink-2)',
  grid: 'var(--line)',
  zero: 'var(--ink-2)',
  bg: 'var(--surface)',
};
export const IMAGE_INK: Ink = { text: '#57514a', grid: '#d8cfbf', zero: '#57514a', bg: '#fffdf8' };

/**
 * The chart's inner SVG markup (no <svg> element): grid, axes with labels, then one line per
 * player with its markers (`class="mk"`, `data-p`, `data-r` for tests and for the PNG).
 */
export function chartMarkup(
  g: Geometry,
  ink: Ink,
  text: { fmt: (n: number) => string; xLabel: string; font: string },
  /** The lines' colours (`seriesColours`); the palette's when absent. */
  colours?: readonly string[],
): string {
  const { box } = g;
  const out: string[] = [];
  const x0 = box.left;
  const x1 = box.width - box.right;
  const font = `font-family:${text.font};font-size:11px`;
  for (const t of g.yTicks) {
    const y = round2(g.y(t));
    out.push(
      `<line x1="${x0}" x2="${x1}" y1="${y}" y2="${y}" style="stroke:${t === 0 ? ink.zero : ink.grid};stroke-width:${t === 0 ? 1.2 : 1}"/>`,
      `<text x="${x0 - 6}" y="${y}" dy="0.32em" text-anchor="end" style="fill:${ink.text};${font}">${esc(text.fmt(t))}</text>`,
    );
  }
  const yb = box.height - box.bottom;
  for (const r of g.xTicks) {
    const x = round2(g.x(r));
    out.push(
      `<line x1="${x}" x2="${x}" y1="${yb}" y2="${yb + 4}" style="stroke:${ink.grid}"/>`,
      `<text x="${x}" y="${yb + 17}" text-anchor="middle" style="fill:${ink.text};${font}">${esc(text.fmt(r))}</text>`,
    );
  }
  out.push(
    `<text x="${round2((x0 + x1) / 2)}" y="${box.height - 3}" text-anchor="middle" style="fill:${ink.text};${font}">${esc(text.xLabel)}</text>`,
  );
  const marked = g.rounds <= MAX_MARKED_ROUNDS;
  g.points.forEach((pts, p) => {
    const colour = colours?.[p] ?? PALETTE[p % PALETTE.length]!;
    const dash = DASHES[p % DASHES.length]!;
    const d = pts.map((q, i) => `${i ? 'L' : 'M'}${q.x} ${q.y}`).join('');
    if (pts.length > 1)
      out.push(
        `<path class="ln" d="${d}" style="fill:none;stroke:${colour};stroke-width:2.2;stroke-linejoin:round${dash ? `;stroke-dasharray:${dash}` : ''}"/>`,
      );
    if (!marked) return;
    const m = MARKERS[p % MARKERS.length]!;
    const open = OPEN.has(m);
    pts.forEach((q, i) => {
      out.push(
        `<path class="mk" data-p="${p}" data-r="${i + 1}" d="${markerPath(m, q.x, q.y)}" style="${
          open ? `fill:none;stroke:${colour};stroke-width:2.2` : `fill:${colour};stroke:${ink.bg};stroke-width:1`
        }"/>`,
      );
    });
  });
  return out.join('');
}

/** A legend swatch: a short line in the series' dash with its marker. */
export function swatchMarkup(p: number, bg: string, colour: string = PALETTE[p % PALETTE.length]!): string {
  const dash = DASHES[p % DASHES.length]!;
  const m = MARKERS[p % MARKERS.length]!;
  const open = OPEN.has(m);
  return `<path d="M1 8H27" style="fill:none;stroke:${colour};stroke-width:2.2${dash ? `;stroke-dasharray:${dash}` : ''}"/><path d="${markerPath(m, 14, 8)}" style="${
    open ? `fill:none;stroke:${colour};stroke-width:2.2` : `fill:${colour};stroke:${bg};stroke-width:1`
  }"/>`;
}
