/**
 * Universal Card Deck art for Capture, drawn by us as small SVGs (viewBox 100 × 160).
 * Regular cards: the rank large in the top-left corner (a drawn crescent or sun for Moon and
 * Sun) over the suit letter, the suit's planet drawn in the middle and named at the foot, on a
 * band that is dark for the Primary suits (E, J, M) and light for the Secondary (N, S, V).
 * Galaxy cards: a spiral in the Galaxy's colour on a dark sky, the word GALAXY, the planet's
 * letter and its rank dots (Earth 6 … Venus 1). Everything reads without colour: letters,
 * numbers, dots and the band's shade carry it.
 */
import type { JSX } from 'preact';
import { isGalaxy, rankOf, suitOf, suitPower, type Suit } from '../rules.ts';

/**
 * The faces' printed words in the reader's language, given by the table (the art imports no
 * catalogue: it is a chunk of its own, and the words' loaders would pull the app into it); null
 * or absent: the art's English.
 */
export type UcdPrinted = {
  planets: Record<string, string>;
  galaxy: string;
  moon: string;
  sun: string;
  primary: string;
  secondary: string;
} | null;
type Printed = UcdPrinted | undefined;

const INK = '#1b1d24';
const PAPER = '#fbfaf5';
const FONT = 'system-ui, sans-serif';
const PLANET_NAME: Record<Suit, string> = {
  E: 'EARTH',
  J: 'JUPITER',
  M: 'MARS',
  N: 'NEPTUNE',
  S: 'SATURN',
  V: 'VENUS',
};
/** The suit's own tint (card edge) and the Galaxy colours of docs/rulings/capture.md §3.1. */
const TINT: Record<Suit, string> = {
  E: '#2f6fd0',
  J: '#c98a2b',
  M: '#c0392b',
  N: '#3b3fa8',
  S: '#b8860b',
  V: '#2e8b57',
};
const GALAXY: Record<Suit, string> = {
  E: '#2f7cf6',
  J: '#f5c400',
  M: '#e0322b',
  N: '#8e44ad',
  S: '#f07d12',
  V: '#23a55a',
};
const PRIMARY = new Set<Suit>(['E', 'J', 'M']);

/** The planet of a suit, drawn around (0, 0) with radius r. */
function Planet({ suit, r = 26 }: { suit: Suit; r?: number }): JSX.Element {
  const clip = `pl-${suit}-${r}`;
  const body = (fill: string, extra: JSX.Element | null) => (
    <g>
      <defs>
        <clipPath id={clip}>
          <circle r={r} />
        </clipPath>
      </defs>
      <circle r={r} fill={fill} />
      <g clip-path={`url(#${clip})`}>{extra}</g>
      <circle r={r} fill="none" stroke={INK} stroke-width="2.5" />
    </g>
  );
  const k = r / 26;
  switch (suit) {
    case 'E':
      return body(
        '#3d8de0',
        <g fill="#3fae5a" stroke={INK} stroke-width="1.2" transform={`scale(${k})`}>
          <path d="M-20-12c6-6 14-8 18-4s-2 8 2 12-4 10-10 8-8-8-12-6-4-6 2-10z" />
          <path d="M6 4c6-2 12 0 14 6s-4 12-10 10-8-12-4-16z" />
          <path d="M8-22c4 0 8 2 8 5s-6 3-9 1z" />
        </g>,
      );
    case 'J':
      return body(
        '#e3c08d',
        <g transform={`scale(${k})`}>
          <rect x="-30" y="-17" width="60" height="6" fill="#b5773f" />
          <rect x="-30" y="-4" width="60" height="5" fill="#c98f55" />
          <rect x="-30" y="8" width="60" height="7" fill="#a8683a" />
          <ellipse cx="9" cy="11" rx="7" ry="4" fill="#c0392b" stroke={INK} stroke-width="1" />
        </g>,
      );
    case 'M':
      return body(
        '#d4553a',
        <g fill="#8f2d1c" transform={`scale(${k})`}>
          <circle cx="-8" cy="-9" r="5" />
          <circle cx="9" cy="6" r="7" />
          <circle cx="-12" cy="12" r="3" />
          <path d="M-26-20h52v6h-52z" fill="#f4e9e1" />
        </g>,
      );
    case 'N':
      return body(
        '#3651c9',
        <g transform={`scale(${k})`}>
          <path d="M-30-6c16 4 30-4 60 0" stroke="#8fa6ff" stroke-width="3" fill="none" />
          <path d="M-30 10c20 4 34-4 60 0" stroke="#8fa6ff" stroke-width="2" fill="none" />
          <ellipse cx="-6" cy="2" rx="7" ry="4" fill="#1d2466" />
        </g>,
      );
    case 'S':
      return (
        <g>
          <g transform="rotate(-18)">
            <ellipse rx={r * 1.7} ry={r * 0.45} fill="none" stroke={INK} stroke-width="7" />
            <ellipse rx={r * 1.7} ry={r * 0.45} fill="none" stroke="#d9b45a" stroke-width="4" />
          </g>
          {body(
            '#e8c36a',
            <g transform={`scale(${k})`}>
              <rect x="-30" y="-12" width="60" height="5" fill="#c99b3c" />
              <rect x="-30" y="5" width="60" height="5" fill="#c99b3c" />
            </g>,
          )}
          {/* the front half of the ring passes over the planet */}
          <defs>
            <clipPath id={`${clip}-f`}>
              <rect x={-r * 2} y="0" width={r * 4} height={r} />
            </clipPath>
          </defs>
          <g transform="rotate(-18)">
            <g clip-path={`url(#${clip}-f)`}>
              <ellipse rx={r * 1.7} ry={r * 0.45} fill="none" stroke={INK} stroke-width="7" />
              <ellipse rx={r * 1.7} ry={r * 0.45} fill="none" stroke="#d9b45a" stroke-width="4" />
            </g>
          </g>
        </g>
      );
    case 'V':
      return body(
        '#f1e2a4',
        <g fill="none" stroke="#c9a94a" stroke-width="3" transform={`scale(${k})`}>
          <path d="M-24-8c10-6 18 6 30 0s16-4 20 0" />
          <path d="M-26 8c12-6 20 6 32 0s14-4 18 0" />
        </g>,
      );
  }
}

/** A crescent moon around (0, 0). */
export const Moon = ({ r = 12 }: { r?: number }) => (
  <g>
    <circle r={r} fill="#9fb3e6" stroke={INK} stroke-width="2.5" />
    <circle cx={r * 0.5} cy={-r * 0.25} r={r * 0.78} fill={PAPER} stroke={INK} stroke-width="2" />
  </g>
);

/** A rayed sun around (0, 0). */
export function Sun({ r = 12 }: { r?: number }) {
  const rays = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M${(Math.cos(a) * r * 0.95).toFixed(1)} ${(Math.sin(a) * r * 0.95).toFixed(1)}L${(Math.cos(a) * r * 1.45).toFixed(1)} ${(Math.sin(a) * r * 1.45).toFixed(1)}`;
  }).join('');
  return (
    <g>
      <path d={rays} stroke={INK} stroke-width="3" stroke-linecap="round" />
      <circle r={r * 0.75} fill="#ffcf33" stroke={INK} stroke-width="2" />
    </g>
  );
}

/** The Galaxy's rank as dots: Earth 6 … Venus 1. */
const dots = (s: Suit, fill: string) => (
  <g fill={fill}>
    {Array.from({ length: suitPower(s) }, (_, i) => (
      <circle cx={10 + (i % 3) * 9} cy={44 + Math.floor(i / 3) * 9} r="3.4" />
    ))}
  </g>
);

function galaxyFace(s: Suit, label: boolean, p: Printed): JSX.Element {
  const c = GALAXY[s];
  const arm = 'M0 0c8-10 24-8 28 4M0 0c-8 10-24 8-28-4';
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true">
      <rect x="1.5" y="1.5" width="97" height="157" rx="9" fill="#101426" stroke={c} stroke-width="3" />
      <text x="8" y="34" font-family={FONT} font-size="30" font-weight="800" fill="#fff">
        {s}
      </text>{' '}
      {dots(s, c)}
      <g transform="translate(56 86)">
        <ellipse rx="36" ry="22" fill={c} opacity="0.35" transform="rotate(-25)" />
        <g fill="none" stroke={c} stroke-width="5" stroke-linecap="round" transform="rotate(-25)">
          <path d={arm} />
          <path d={arm} transform="rotate(60) scale(0.75)" />
        </g>
        <circle r="6" fill="#fff" />
      </g>
      <rect x="1.5" y="128" width="97" height="30.5" rx="0" fill="#000" opacity="0.55" />
      <text
        x="50"
        y="142"
        text-anchor="middle"
        font-family={FONT}
        font-size="13"
        font-weight="800"
        fill="#fff"
        letter-spacing="1"
      >
        {p?.galaxy ?? 'GALAXY'}
      </text>{' '}
      {label && (
        <text x="50" y="154" text-anchor="middle" font-family={FONT} font-size="10" font-weight="700" fill="#fff">
          {p?.planets[s] ?? PLANET_NAME[s]}
        </text>
      )}
    </svg>
  );
}

function regularFace(s: Suit, rank: string, label: boolean, p: Printed): JSX.Element {
  const primary = PRIMARY.has(s);
  const big =
    rank === 'Moon' ? (
      <g transform="translate(20 25)">
        <Moon r={16} />
      </g>
    ) : rank === 'Sun' ? (
      <g transform="translate(22 24)">
        <Sun r={13} />
      </g>
    ) : (
      <text x="7" y="42" font-family={FONT} font-size="44" font-weight="800" fill={INK}>
        {rank}
      </text>
    );
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true">
      <rect x="1.5" y="1.5" width="97" height="157" rx="9" fill={PAPER} stroke={TINT[s]} stroke-width="3" />
      {big}
      {rank === 'Moon' || rank === 'Sun' ? (
        <text x="46" y="22" font-family={FONT} font-size="13" font-weight="800" fill={INK}>
          {(rank === 'Moon' ? p?.moon : p?.sun) ?? rank.toUpperCase()}
        </text>
      ) : null}{' '}
      <text
        x="10"
        y="64"
        font-family={FONT}
        font-size="20"
        font-weight="800"
        fill={TINT[s]}
        stroke={INK}
        stroke-width="0.6"
      >
        {s}
      </text>{' '}
      <g transform="translate(60 86)">
        <Planet suit={s} r={s === 'S' ? 18 : 24} />
      </g>
      <rect x="3" y="128" width="94" height="28" rx="6" fill={primary ? INK : '#e7e3d3'} />
      <text
        x="50"
        y={label ? 141 : 147}
        text-anchor="middle"
        font-family={FONT}
        font-size="12"
        font-weight="800"
        fill={primary ? '#fff' : INK}
        letter-spacing="0.5"
      >
        {p?.planets[s] ?? PLANET_NAME[s]}
      </text>{' '}
      {label && (
        <text
          x="50"
          y="153"
          text-anchor="middle"
          font-family={FONT}
          font-size="9"
          font-weight="700"
          fill={primary ? '#fff' : INK}
        >
          {primary ? (p?.primary ?? 'PRIMARY') : (p?.secondary ?? 'SECONDARY')}
        </text>
      )}
    </svg>
  );
}

/**
 * The face of a card id; `label` adds the small Primary/Secondary or planet line. The printed
 * texts come in reading order, a space apart, as the card's name says them (`faceName` in
 * cards.ts): rank (or MOON, SUN), suit letter, planet, PRIMARY/SECONDARY; a Galaxy's letter,
 * GALAXY, planet.
 */
export function UcdFace({
  id,
  label = true,
  printed: p,
}: {
  id: string;
  label?: boolean;
  /** The printed words in the reader's language where it has its own (issue 27); absent: the art's English. */
  printed?: UcdPrinted;
}): JSX.Element {
  const s = suitOf(id);
  return isGalaxy(id) ? galaxyFace(s, label, p) : regularFace(s, rankOf(id)!, label, p);
}

/** The back of a card (the stock, other hands, captured piles). */
export function UcdBack(): JSX.Element {
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true">
      <rect x="1.5" y="1.5" width="97" height="157" rx="9" fill="#1c2a4a" stroke="#c8d2ee" stroke-width="3" />
      <circle cx="50" cy="80" r="26" fill="none" stroke="#c8d2ee" stroke-width="3" />
      <ellipse
        cx="50"
        cy="80"
        rx="40"
        ry="10"
        fill="none"
        stroke="#c8d2ee"
        stroke-width="2"
        transform="rotate(-20 50 80)"
      />
      <text x="50" y="86" text-anchor="middle" font-family={FONT} font-size="16" font-weight="800" fill="#c8d2ee">
        UCD
      </text>
    </svg>
  );
}
