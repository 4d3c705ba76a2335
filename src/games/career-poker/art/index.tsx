/**
 * Career Poker card art, drawn by us as small SVGs (viewBox 100 × 160): the card's colour is
 * its frame, the number is large in the top-left corner (still visible when cards overlap in a
 * fanned hand), the animal is a drawn icon (small under the number, large in the middle), and
 * a small text label at the bottom names colour and animal, so every card reads without colour
 * vision. The colour/mark layout is our proposal (docs/rulings/career-poker.md §2.2), not the published deck.
 * A lazy chunk: only Career Poker loads it.
 */
import type { JSX } from 'preact';
import { face, type Colour, type Mark } from '../rules.ts';

/**
 * A face's printed words in the reader's language, given by the table (the art imports no
 * catalogue: it is a chunk of its own, and the words' loaders would pull the app into it):
 * the rule word by number, and the label (colour and animal), null for the art's own English.
 */
export interface CpPrinted {
  rule: Record<number, string>;
  label: string | null;
}

const INK = '#17181c';
const PAPER = '#fbfaf5';
const FONT = 'system-ui, sans-serif';
/** Frame colours, far apart in lightness too: yellow light, gray mid, the others dark. */
const COLOUR_FILL: Record<Colour, string> = {
  red: '#c62f25',
  yellow: '#f2c200',
  green: '#23864a',
  blue: '#2456c4',
  gray: '#7d828a',
};
const LABEL_INK: Record<Colour, string> = { red: '#fff', yellow: '#1b1600', green: '#fff', blue: '#fff', gray: '#fff' };
const SHORT: Record<Colour, string> = { red: 'RED', yellow: 'YELLOW', green: 'GREEN', blue: 'BLUE', gray: 'GRAY' };

/** An animal drawn in a 40 × 40 box at (x, y), scaled by s. */
export function Animal({ mark, x, y, s = 1, fill }: { mark: Mark; x: number; y: number; s?: number; fill: string }) {
  const st = {
    stroke: INK,
    'stroke-width': 2.2 / s,
    'stroke-linejoin': 'round' as const,
    'stroke-linecap': 'round' as const,
  };
  let g: JSX.Element;
  switch (mark) {
    case 'cat':
      g = (
        <g>
          <path d="M7 16 L9 3 L17 11 Q20 10 23 11 L31 3 L33 16 Q36 34 20 35 Q4 34 7 16Z" fill={fill} {...st} />
          <circle cx="14.5" cy="20" r="2.2" fill={INK} />
          <circle cx="25.5" cy="20" r="2.2" fill={INK} />
          <path
            d="M18 25 L20 27 L22 25 M20 27 L20 29 M4 24 L12 25 M4 29 L12 27 M36 24 L28 25 M36 29 L28 27"
            fill="none"
            {...st}
          />
        </g>
      );
      break;
    case 'pig':
      g = (
        <g>
          <path d="M8 11 L6 3 L15 8Z M32 11 L34 3 L25 8Z" fill={fill} {...st} />
          <circle cx="20" cy="21" r="14" fill={fill} {...st} />
          <ellipse cx="20" cy="25" rx="7" ry="5" fill={PAPER} {...st} />
          <circle cx="17.5" cy="25" r="1.5" fill={INK} />
          <circle cx="22.5" cy="25" r="1.5" fill={INK} />
          <circle cx="14" cy="16" r="1.8" fill={INK} />
          <circle cx="26" cy="16" r="1.8" fill={INK} />
        </g>
      );
      break;
    case 'snake':
      g = (
        <g>
          <path
            d="M6 34 Q2 26 12 25 Q24 24 24 17 Q24 10 14 11"
            fill="none"
            stroke={INK}
            stroke-width={9 / s}
            stroke-linecap="round"
          />
          <path
            d="M6 34 Q2 26 12 25 Q24 24 24 17 Q24 10 14 11"
            fill="none"
            stroke={fill}
            stroke-width={5 / s}
            stroke-linecap="round"
          />
          <ellipse cx="30" cy="9" rx="7" ry="5" fill={fill} {...st} />
          <circle cx="31" cy="8" r="1.4" fill={INK} />
          <path d="M37 10 L40 9 M37 10 L40 12" fill="none" {...st} />
          <path d="M14 11 Q18 9 24 9" fill="none" stroke={fill} stroke-width={5 / s} />
        </g>
      );
      break;
    case 'goldfish':
      g = (
        <g>
          <path d="M27 20 L38 10 L36 20 L38 30Z" fill={fill} {...st} />
          <ellipse cx="17" cy="20" rx="13" ry="9" fill={fill} {...st} />
          <path d="M14 12 Q18 6 23 12" fill={fill} {...st} />
          <circle cx="10" cy="18" r="2" fill={INK} />
          <path d="M18 14 Q21 20 18 26" fill="none" {...st} />
        </g>
      );
      break;
    case 'owl':
      g = (
        <g>
          <path d="M8 8 L13 12 Q20 9 27 12 L32 8 L33 24 Q33 37 20 37 Q7 37 7 24Z" fill={fill} {...st} />
          <circle cx="14.5" cy="19" r="5" fill={PAPER} {...st} />
          <circle cx="25.5" cy="19" r="5" fill={PAPER} {...st} />
          <circle cx="14.5" cy="19" r="2" fill={INK} />
          <circle cx="25.5" cy="19" r="2" fill={INK} />
          <path d="M18 25 L22 25 L20 29Z" fill="#f2a900" {...st} />
        </g>
      );
      break;
  }
  return <g transform={`translate(${x} ${y}) scale(${s})`}>{g}</g>;
}

/**
 * A card face; `label` adds the text label (colour and animal). `changed` marks a face changed
 * with gold. The printed texts come in reading order, a space apart — the number, the rule word
 * (CUT, BACK, LOOP), the label — as the card's name says them (`faceName` in deck.ts).
 */
export function CareerPokerFace({
  id,
  label = true,
  changed = false,
  printed: w,
}: {
  id: string;
  label?: boolean;
  changed?: boolean;
  printed?: CpPrinted;
}) {
  const f = face(id);
  const fill = COLOUR_FILL[f.colour];
  // The printed words in the reader's language (issue 27): the rule word, and the label where
  // the language has its own (English keeps the art's "RED CAT").
  const printed = w?.label ?? null;
  const labelText = printed ?? `${SHORT[f.colour]} ${f.mark.toUpperCase()}`;
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="158" rx="8" fill={fill} stroke={INK} stroke-width="2" />
      <rect x="8" y="8" width="84" height="126" rx="5" fill={PAPER} />
      <text
        x="12"
        y="48"
        font-family={FONT}
        font-size={f.n >= 10 ? 40 : 46}
        font-weight="900"
        fill={INK}
        letter-spacing="-2"
      >
        {f.n}
      </text>{' '}
      <Animal mark={f.mark} x={11} y={54} s={0.7} fill={fill} />
      <Animal mark={f.mark} x={44} y={78} s={1.15} fill={fill} />
      {(f.n === 8 || f.n === 11 || f.n === 3 || f.n === 2) && (
        <text x="11" y="106" font-family={FONT} font-size="10.5" font-weight="800" fill={INK}>
          {w?.rule[f.n] ?? (f.n === 8 ? 'CUT' : f.n === 11 ? 'BACK' : 'LOOP')}
        </text>
      )}{' '}
      {label && (
        // long labels ("YELLOW GOLDFISH", a long translated label) are squeezed to the card's width
        // instead of running into the next card
        <text
          x="50"
          y="151"
          text-anchor="middle"
          font-family={FONT}
          font-size="12.5"
          font-weight="800"
          fill={LABEL_INK[f.colour]}
          {...((printed === null ? labelText.length > 11 : labelText.length > 6)
            ? { textLength: 90, lengthAdjust: 'spacingAndGlyphs' }
            : {})}
        >
          {labelText}
        </text>
      )}
      {changed && (
        <rect
          x="4"
          y="4"
          width="92"
          height="152"
          rx="7"
          fill="none"
          stroke="#ffd54a"
          stroke-width="4"
          stroke-dasharray="8 5"
        />
      )}
    </svg>
  );
}
