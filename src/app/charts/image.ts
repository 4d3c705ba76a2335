/**
 * The shared image (issue 29 §5): the standings and the chart as one SVG (fixed light colours,
 * system fonts), drawn on a canvas into a PNG on the phone. Nothing leaves the phone but what
 * the player shares.
 */
import { chartMarkup, esc, geometry, IMAGE_INK, swatchMarkup } from './chart.ts';

export interface CardLine {
  place: number;
  name: string;
  /** What stands on the right: a total, or "3 wins · 7 rounds". */
  value: string;
  won: boolean;
}

export interface ShareCard {
  title: string;
  subtitle: string;
  /** Place labels as the language writes them ("1.", "1位"). */
  placeLabel: (place: number) => string;
  lines: CardLine[];
  chart?: {
    names: readonly string[];
    running: readonly (readonly number[])[];
    heading: string;
    xLabel: string;
    /** The lines' colours (`seriesColours`); the palette's when absent. */
    colours?: readonly string[];
  };
  fmt: (n: number) => string;
  footer: string;
}

const WIDTH = 600;
const FONT =
  'system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, Noto Sans CJK JP, Noto Sans JP, Noto Sans KR, sans-serif';
const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The card as a standalone SVG document and its size. */
export function cardSvg(card: ShareCard): { svg: string; width: number; height: number } {
  const out: string[] = [];
  const t = (x: number, y: number, s: string, style: string, anchor = 'start') =>
    out.push(`<text x="${x}" y="${y}" text-anchor="${anchor}" style="font-family:${FONT};${style}">${esc(s)}</text>`);
  t(24, 44, cut(card.title, 40), 'font-size:24px;font-weight:700;fill:#1c1a17');
  t(24, 72, cut(card.subtitle, 60), 'font-size:15px;fill:#57514a');
  let y = 100;
  for (const l of card.lines) {
    if (l.won) out.push(`<rect x="16" y="${y}" width="${WIDTH - 32}" height="34" rx="8" style="fill:#fff0b8"/>`);
    t(28, y + 23, card.placeLabel(l.place), 'font-size:17px;fill:#57514a');
    t(80, y + 23, cut(l.name, 26), `font-size:18px;fill:#1c1a17;font-weight:${l.won ? 700 : 400}`);
    t(WIDTH - 28, y + 23, l.value, 'font-size:18px;fill:#1c1a17;font-weight:600', 'end');
    y += 38;
  }
  if (card.chart && card.chart.running.length > 0) {
    const { names, running } = card.chart;
    y += 14;
    t(24, y + 16, card.chart.heading, 'font-size:16px;font-weight:600;fill:#1c1a17');
    y += 26;
    const size = { width: 360, height: 220 };
    const g = geometry(running, names.length, size, card.fmt);
    const scale = (WIDTH - 32) / size.width;
    out.push(
      `<svg x="16" y="${y}" width="${WIDTH - 32}" height="${Math.round(size.height * scale)}" viewBox="0 0 ${size.width} ${size.height}">${chartMarkup(g, IMAGE_INK, { fmt: card.fmt, xLabel: card.chart.xLabel, font: FONT }, card.chart.colours)}</svg>`,
    );
    y += Math.round(size.height * scale) + 10;
    // The legend: two columns.
    names.forEach((nm, p) => {
      const col = p % 2;
      const x = 24 + col * ((WIDTH - 48) / 2);
      const ly = y + Math.floor(p / 2) * 26;
      out.push(
        `<svg x="${x}" y="${ly}" width="28" height="16" viewBox="0 0 28 16">${swatchMarkup(p, IMAGE_INK.bg, card.chart!.colours?.[p])}</svg>`,
      );
      t(x + 36, ly + 13, cut(nm, 22), 'font-size:15px;fill:#1c1a17');
    });
    y += Math.ceil(names.length / 2) * 26;
  }
  y += 16;
  t(WIDTH - 24, y + 10, card.footer, 'font-size:13px;fill:#57514a', 'end');
  const height = y + 24;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}"><rect width="100%" height="100%" style="fill:#fffdf8"/>${out.join('')}</svg>`;
  return { svg, width: WIDTH, height };
}

/** Draw an SVG document into a PNG (twice its size, for a sharp image on a phone). */
export async function svgToPng(svg: string, width: number, height: number, scale = 2): Promise<Blob> {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No canvas to draw the image on.');
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image could not be made.'))), 'image/png'),
  );
}

/** A file name from a title: letters, digits, spaces, dots, dashes. */
export function fileNameOf(title: string, fallback: string): string {
  return (title.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || fallback).slice(0, 60);
}
