/**
 * TravFuda card art, drawn by us as small SVGs (viewBox 100 × 160), in the spirit of the
 * designer's Traveller deck: each suit has one emblem (a ship or a world) on its own
 * background tint; symbol cards add a big Starburst, Cutlass or Flag in its colour on a
 * medallion; a Double Plain shows the emblem twice, a Plain once. Every face carries the
 * designer's text label ("6 R F", "3 D", "4", "J") so the deck reads without colour vision.
 * A lazy chunk: only TravFuda games load it.
 */
import type { JSX } from 'preact';
import { cardLabel, isTravCard, travCard, TRAVFUDA_DECK, type Colour, type Symbol as Mark } from '../deck.ts';

/** All 62 card ids the art draws, in deck order. */
export const TRAVFUDA_ART_IDS: readonly string[] = TRAVFUDA_DECK;

/** What a face shows. */
type Face =
  | { suit: number; kind: 'symbol'; colour: Colour; mark: Mark }
  | { suit: number; kind: 'double' }
  | { suit: number; kind: 'plain' }
  | { suit: 0; kind: 'joker' };

function faceOf(id: string): Face {
  if (!isTravCard(id)) throw new RangeError(`No TravFuda card "${id}"`);
  const c = travCard(id);
  if (c.kind === 'J') return { suit: 0, kind: 'joker' };
  if (c.kind === 'D') return { suit: c.suit, kind: 'double' };
  if (c.kind === 'P') return { suit: c.suit, kind: 'plain' };
  return { suit: c.suit, kind: 'symbol', colour: c.colour!, mark: c.kind };
}

// ---------------------------------------------------------------- palette and small helpers

const INK = '#1b1d24';
const WHITE = '#fbfaf5';
const FONT = 'system-ui, sans-serif';
const SYMBOL_FILL: Record<Colour, string> = { R: '#d8261c', G: '#17a03a', P: '#8b3fc4', Y: '#f7c600', B: '#1a62d8' };
/** Background tint of each suit 1–10 (index 0 unused), far apart in hue and lightness. */
const SUIT_TINT = [
  '',
  '#bfe2f6',
  '#e6d2ab',
  '#f8bd8a',
  '#262f6b',
  '#f6bad0',
  '#d3ccef',
  '#bde6b4',
  '#4d2a60',
  '#f2ea8e',
  '#123f47',
];
/** Suits drawn on a dark (space) background, sprinkled with stars. */
const DARK_SUITS = new Set([4, 8, 10]);

/** An outlined shape: a path from a flat list of points (M x y x y … Z). */
const poly = (pts: number[], fill: string, w = 2.5) => (
  <path d={`M${pts.join(' ')}Z`} fill={fill} stroke={INK} stroke-width={w} stroke-linejoin="round" />
);

/** A star outline with `n` points between radii `r1` (tips) and `r2` (notches). */
function starPath(n: number, r1: number, r2: number, turn = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < 2 * n; i++) {
    const a = ((i / (2 * n)) * 2 + turn) * Math.PI - Math.PI / 2;
    const r = i % 2 ? r2 : r1;
    pts.push(`${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join(' ')}Z`;
}

/** Engine glow behind a ship: short orange strokes at the given heights, ending at x. */
const exhaust = (x: number, ys: number[], w = 5) => (
  <path d={ys.map((y) => `M${x} ${y}h-7`).join('')} stroke="#ff9a2e" stroke-width={w} stroke-linecap="round" />
);

/** Small background stars at fixed places (for the space-dark cards and the back). */
const STARS = [8, 40, 90, 34, 14, 100, 86, 96, 30, 150, 72, 150, 92, 60, 20, 72, 60, 136, 10, 128];
const starfield = (fill = '#ffffff') => (
  <g fill={fill}>{STARS.map((v, i) => (i % 2 ? null : <circle cx={v} cy={STARS[i + 1]} r={i % 4 ? 1.2 : 1.8} />))}</g>
);

// ---------------------------------------------------------------- suit emblems
// Each emblem is drawn around (0, 0) within about ±42 × ±28 and placed by the caller.

/** A horizontal band of a sphere of radius r between heights y1 < y2 (both inside the sphere). */
function band(r: number, y1: number, y2: number): string {
  const w1 = Math.sqrt(r * r - y1 * y1).toFixed(1);
  const w2 = Math.sqrt(r * r - y2 * y2).toFixed(1);
  return `M${-w1} ${y1}H${w1}A${r} ${r} 0 0 1 ${w2} ${y2}H${-w2}A${r} ${r} 0 0 1 ${-w1} ${y1}Z`;
}

/** An irregular rock: a 7-sided outline with fixed radius jitter. */
function rock(x: number, y: number, r: number, fill: string): JSX.Element {
  const jitter = [1, 0.78, 0.95, 0.7, 1, 0.82, 0.9];
  const pts = jitter.flatMap((j, i) => {
    const a = (i / 7) * 2 * Math.PI + r;
    return [+(x + r * j * Math.cos(a)).toFixed(1), +(y + r * j * Math.sin(a)).toFixed(1)];
  });
  return (
    <g>
      {poly(pts, fill, 2)}
      <circle cx={x + r * 0.2} cy={y - r * 0.15} r={r * 0.22} fill="#6c5a44" />
    </g>
  );
}

const EMBLEMS: Record<number, () => JSX.Element> = {
  /** 1 Scoutship: the sleek wedge of a Type S scout with its red stripe. */
  1: () => (
    <g transform="rotate(-14)">
      {exhaust(-36, [4, 12])}
      {poly([42, 6, -36, -18, -30, 2, -38, 18, -18, 18], '#e9edf2')}
      {poly([40, 6, -20, 4, -24, 12], '#d23a2a', 1.5)}
      {poly([6, -2, 20, 2, 4, 4], '#2b4a78', 1.5)}
    </g>
  ),
  /** 2 Asteroid Belt: a cluster of rocks along a faint belt line. */
  2: () => (
    <g>
      <path d="M-42 16 C-10 2 10 -6 42 -20" stroke="#8c7a5e" stroke-width="2" stroke-dasharray="3 5" fill="none" />
      {rock(-34, -16, 7, '#a89474')}
      {rock(-12, 4, 20, '#9c8566')}
      {rock(20, -10, 14, '#b39c7a')}
      {rock(26, 17, 9, '#8f7a5c')}
      {rock(38, -24, 5, '#a89474')}
      {rock(-36, 20, 6, '#b39c7a')}
    </g>
  ),
  /** 3 Free Trader: the boxy Type A trader on landing legs. */
  3: () => (
    <g transform="translate(4 0)">
      {exhaust(-42, [-4, 6], 6)}
      <path d="M-24 14l-5 9M20 14l5 9" stroke={INK} stroke-width="3" stroke-linecap="round" />
      {poly([-42, -20, 8, -20, 40, 0, 40, 14, -42, 14], '#c7d0da')}
      {poly([8, -16, 30, -2, 8, -2], '#2b4a78', 1.5)}
      <path d="M-42 2H40" stroke="#e07b28" stroke-width="4" />
      {poly([-30, -16, -8, -16, -8, -3, -30, -3], '#a3afbd', 1.5)}
    </g>
  ),
  /** 4 Comet: a bright head with a long sweeping tail. */
  4: () => (
    <g>
      <path d="M12 -24C-8 -8 -24 6 -44 26C-18 16 6 4 30 -6Z" fill="#9fd8ff" opacity="0.8" />
      <path d="M16 -18C0 -6 -14 6 -30 20C-10 12 6 2 24 -8Z" fill="#ffffff" />
      <circle cx="24" cy="-16" r="10" fill="#fff3b8" stroke="#ffd34d" stroke-width="3" />
    </g>
  ),
  /** 5 Fat Trader: a fat, round-bellied freighter. */
  5: () => (
    <g transform="translate(6 0)">
      {exhaust(-42, [-5, 5], 6)}
      {poly([-34, -8, -44, -12, -44, 12, -34, 8], '#6b7280', 2)}
      <ellipse cx="0" cy="2" rx="36" ry="21" fill="#e3a247" stroke={INK} stroke-width="2.5" />
      <path d="M-34 6C-10 14 14 14 34 6" stroke="#b06a1c" stroke-width="3" fill="none" />
      <ellipse cx="20" cy="-14" rx="11" ry="6" fill="#9fd0f0" stroke={INK} stroke-width="2" />
      <g fill="#fff3c4" stroke={INK} stroke-width="1.2">
        <circle cx="-18" cy="-4" r="3" />
        <circle cx="-6" cy="-6" r="3" />
        <circle cx="6" cy="-6" r="3" />
      </g>
    </g>
  ),
  /** 6 Rockball: a cratered airless world with a shadowed side. */
  6: () => (
    <g>
      <circle r="26" fill="#b9ad99" stroke={INK} stroke-width="2.5" />
      <g fill="#8f8470" stroke="#6f6554" stroke-width="1.2">
        <circle cx="-10" cy="-10" r="7" />
        <circle cx="8" cy="8" r="5" />
        <circle cx="-12" cy="12" r="4" />
        <circle cx="10" cy="-14" r="3" />
      </g>
      <path d="M4 -25.7A26 26 0 0 1 4 25.7A18 26 0 0 0 4 -25.7Z" fill={INK} opacity="0.35" />
    </g>
  ),
  /** 7 Patrol Ship: an angular armed cruiser with twin turrets. */
  7: () => (
    <g transform="translate(2 0)">
      <path d="M-12 -16H16M6 -22H34" stroke={INK} stroke-width="3" stroke-linecap="round" />
      {poly([-18, -14, -18, -20, -6, -20, -6, -14], '#4c596b', 1.5)}
      {poly([0, -14, 0, -26, 10, -26, 10, -14], '#4c596b', 1.5)}
      {exhaust(-40, [-2, 4], 6)}
      {poly([-36, -14, -26, -30, -18, -14], '#4c596b', 2)}
      {poly([-42, -6, -32, -14, 22, -14, 44, 0, 22, 10, -32, 12, -42, 6], '#6f7f94')}
      <path d="M-32 0H30" stroke="#d23a2a" stroke-width="3" />
      {poly([24, -8, 34, -2, 24, -2], '#bfe2ff', 1.5)}
    </g>
  ),
  /** 8 Gas Giant: a banded planet inside a tilted ring. */
  8: () => (
    <g>
      <g transform="rotate(-16)">
        <path d="M-42 0A42 10 0 0 1 42 0" fill="none" stroke={INK} stroke-width="7" />
        <path d="M-42 0A42 10 0 0 1 42 0" fill="none" stroke="#f3dfb0" stroke-width="3.5" />
      </g>
      <circle r="24" fill="#e7b26a" stroke={INK} stroke-width="2.5" />
      <path d={band(24, -16, -9)} fill="#c8743a" />
      <path d={band(24, -2, 4)} fill="#f5dcab" />
      <path d={band(24, 10, 16)} fill="#c8743a" />
      <circle r="24" fill="none" stroke={INK} stroke-width="2.5" />
      <g transform="rotate(-16)">
        <path d="M42 0A42 10 0 0 1 -42 0" fill="none" stroke={INK} stroke-width="7" />
        <path d="M42 0A42 10 0 0 1 -42 0" fill="none" stroke="#f3dfb0" stroke-width="3.5" />
      </g>
    </g>
  ),
  /** 9 Troopship: a long transport with rows of ports and drop boats slung below. */
  9: () => (
    <g transform="translate(3 0)">
      {poly([-30, 10, -14, 10, -16, 20, -28, 20], '#59643a', 1.8)}
      {poly([0, 10, 16, 10, 14, 20, 2, 20], '#59643a', 1.8)}
      {exhaust(-42, [-8, 4], 7)}
      {poly([-30, -16, -24, -28, 2, -28, 8, -16], '#59643a', 2)}
      <path d="M-20 -22H-2" stroke="#ffe27a" stroke-width="3" />
      {poly([-44, -16, 26, -16, 44, -2, 26, 12, -44, 12], '#7f8f52')}
      <g fill="#ffe27a">
        {[-38, -28, -18, -8, 2, 12].map((x) => (
          <rect x={x} y="-8" width="6" height="5" />
        ))}
      </g>
      <path d="M-44 3H36" stroke="#3e4527" stroke-width="2" />
    </g>
  ),
  /** 10 Terran World: a blue-green planet with white clouds. */
  10: () => (
    <g>
      <circle r="27" fill="#2f7fd6" stroke="#9fe3ff" stroke-width="3" />
      <path d="M-20 -14C-12 -22 0 -20 2 -12C6 -4 -4 0 -8 8C-12 14 -20 8 -22 0C-24 -6 -24 -10 -20 -14Z" fill="#3fae58" />
      <path d="M8 4C14 -2 22 0 22 8C22 16 14 22 8 18C4 14 4 8 8 4Z" fill="#3fae58" />
      <path d="M-4 -22C2 -24 10 -22 14 -18" stroke={WHITE} stroke-width="4" stroke-linecap="round" fill="none" />
      <path
        d="M-18 14C-10 18 0 20 6 24M10 -6C14 -8 20 -8 24 -4"
        stroke={WHITE}
        stroke-width="3.5"
        stroke-linecap="round"
        fill="none"
      />
      <circle r="27" fill="none" stroke={INK} stroke-width="2" />
    </g>
  ),
};

/** Round emblems (worlds without rings) are drawn larger than the wide ships. */
const ROUND: Record<number, number> = { 6: 1.12, 10: 1.12 };

/** One emblem placed at (x, y) with scale s (round worlds a little larger). */
const emblem = (suit: number, x: number, y: number, s: number) => (
  <g transform={`translate(${x} ${y}) scale(${+(s * (ROUND[suit] ?? 1)).toFixed(3)})`}>{EMBLEMS[suit]!()}</g>
);

// ---------------------------------------------------------------- the three symbols

const SYMBOLS: Record<Mark, (fill: string) => JSX.Element> = {
  /** Starburst: a twelve-pointed burst. */
  S: (fill) => <path d={starPath(12, 25, 12)} fill={fill} stroke={INK} stroke-width="2.5" stroke-linejoin="round" />,
  /** Cutlass: a curved sabre with a hand guard, point up and to the right. */
  C: (fill) => (
    <g>
      <path
        d="M-8 6C4 -4 14 -12 24 -25C26 -8 14 6 -1 13Z"
        fill={fill}
        stroke={INK}
        stroke-width="2.5"
        stroke-linejoin="round"
      />
      <path d="M3 18Q-4 28 -17 24" stroke={INK} stroke-width="3" fill="none" stroke-linecap="round" />
      <path d="M-6 12L-17 23" stroke={INK} stroke-width="8" stroke-linecap="round" />
      <path d="M-7 13L-16 22" stroke="#9a6434" stroke-width="3.5" stroke-linecap="round" />
      <ellipse cx="-5" cy="10" rx="12" ry="4.5" transform="rotate(45 -5 10)" fill={INK} />
    </g>
  ),
  /** Flag: a pennant on a staff. */
  F: (fill) => (
    <g>
      <path d="M-16 -24V25" stroke={INK} stroke-width="5" stroke-linecap="round" />
      {poly([-14, -22, 26, -10, -14, 6], fill)}
    </g>
  ),
};

/** The medallion with the card's symbol in its colour. */
const medallion = (colour: Colour, mark: Mark) => (
  <g transform="translate(50 116)">
    <circle r="30" fill={WHITE} stroke={INK} stroke-width="2.5" />
    <g transform="scale(0.95)">{SYMBOLS[mark](SYMBOL_FILL[colour])}</g>
  </g>
);

// ---------------------------------------------------------------- faces and back

/** The width a bold 21-unit label takes: fixed per character, so every font fits its tab. */
const textWidth = (text: string) =>
  [...text].reduce((sum, ch) => sum + (ch === ' ' ? 6.5 : ch === 'J' ? 10 : /\d/.test(ch) ? 13.5 : 15), 0);

/** The designer's label in a white tab at the top left; always drawn. */
function labelTab(text: string): JSX.Element {
  const w = textWidth(text);
  return (
    <g>
      <rect x="4" y="4" width={w + 11} height="24" rx="5" fill={WHITE} stroke={INK} stroke-width="1.5" />
      <text
        x="9.5"
        y="23"
        font-size="21"
        font-weight="800"
        fill={INK}
        font-family={FONT}
        textLength={w}
        lengthAdjust="spacingAndGlyphs"
      >
        {text}
      </text>
    </g>
  );
}

/** The optional large corner index: the suit number in a disc at the bottom right. */
const cornerIndex = (suit: number) => (
  <g>
    <circle cx="86" cy="146" r="11.5" fill={WHITE} stroke={INK} stroke-width="1.5" />
    <text
      x="86"
      y="153"
      font-size="20"
      font-weight="800"
      text-anchor="middle"
      fill={INK}
      font-family={FONT}
      {...(suit > 9 ? { textLength: 17, lengthAdjust: 'spacingAndGlyphs' } : {})}
    >
      {suit}
    </text>
  </g>
);

/** The card outline: rounded corners and a thin dark border. */
const frame = (fill: string) => (
  <rect x="1.5" y="1.5" width="97" height="157" rx="8" fill={fill} stroke={INK} stroke-width="3" />
);

/** The Joker: a harlequin starship jumping out of a flash (the word JOKER is drawn after the label). */
function joker(): JSX.Element {
  return (
    <g>
      {frame('#1d1633')}
      {starfield('#ffe9a8')}
      <path d={starPath(4, 40, 8, 0.25)} transform="translate(54 74)" fill="#fff1b0" opacity="0.9" />
      <g transform="translate(54 78) rotate(-24)">
        {poly([40, 0, -30, -16, -22, 0, -30, 16], '#f2c230')}
        {poly([40, 0, -22, 0, -30, 16], '#d8261c')}
        {poly([-30, -16, -40, -26, -16, -8], '#b585f0', 2)}
        {poly([-30, 16, -40, 26, -16, 8], '#4fd27c', 2)}
        <path d="M-34 0h-8" stroke="#ff9a2e" stroke-width="6" stroke-linecap="round" />
      </g>
    </g>
  );
}

/** The Joker's word at the bottom ("JOKER", or the reader's language's word given by the table). */
const jokerWord = (word = 'JOKER') => (
  <text
    x="50"
    y="142"
    font-size="22"
    font-weight="800"
    text-anchor="middle"
    letter-spacing="2"
    fill="#f2c230"
    stroke={INK}
    stroke-width="0.8"
    font-family={FONT}
    {...(word.length > 6 ? { textLength: 88, lengthAdjust: 'spacingAndGlyphs' } : {})}
  >
    {word}
  </text>
);

/** The picture of a numbered card (everything but frame and labels). */
function picture(f: Exclude<Face, { kind: 'joker' }>): JSX.Element {
  if (f.kind === 'plain') return emblem(f.suit, 50, 88, 0.96);
  if (f.kind === 'double') return <g>{[emblem(f.suit, 47, 62, 0.85), emblem(f.suit, 53, 115, 0.85)]}</g>;
  return <g>{[emblem(f.suit, 50, 58, 0.88), medallion(f.colour, f.mark)]}</g>;
}

/**
 * The face of a TravFuda card. The designer's label ("6 R F") is always shown; `label`
 * adds a large suit number in the bottom-right corner. Unknown ids throw a RangeError.
 * The printed texts come in reading order, a space apart — the label, then the corner number
 * (or the Joker's word) — as the card's name says them (`faceName` in deck.ts): tools that
 * check a button's name against its visible text join the texts in document order.
 */
export function TravFudaFace({
  id,
  label = true,
  joker: jokerText,
}: {
  id: string;
  label?: boolean;
  /** The Joker's printed word in the reader's language (the art imports no catalogue); absent: JOKER. */
  joker?: string | undefined;
}) {
  const f = faceOf(id);
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true" focusable="false" class="trav-face" data-card={id}>
      {f.kind === 'joker' ? (
        joker()
      ) : (
        <g>
          {frame(SUIT_TINT[f.suit]!)}
          {DARK_SUITS.has(f.suit) && starfield()}
          {picture(f)}
        </g>
      )}
      {labelTab(cardLabel(id))} {f.kind === 'joker' ? jokerWord(jokerText) : label && cornerIndex(f.suit)}
    </svg>
  );
}

/** The back of a TravFuda card: a starfield around an Imperial sunburst. */
export function TravFudaBack() {
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true" focusable="false" class="trav-back">
      {frame('#14193a')}
      {starfield()}
      <rect x="9" y="9" width="82" height="142" rx="5" fill="none" stroke="#c9a24a" stroke-width="2" />
      <g transform="translate(50 80)">
        <circle r="38" fill="none" stroke="#c9a24a" stroke-width="1.5" />
        <path d={starPath(16, 34, 15)} fill="#c9a24a" />
        <path d={starPath(16, 24, 14, 1 / 16)} fill="#e8c76a" />
        <circle r="12" fill="#14193a" stroke="#e8c76a" stroke-width="3" />
        <circle r="5" fill="#e8c76a" />
      </g>
    </svg>
  );
}
