/**
 * TravFuda card art, drawn by us in the spirit of the Traveller role-playing game (viewBox
 * 100 × 160): each suit's emblem on its own tinted ground, the symbol in its colour (shapes
 * differ, so colour is never the only cue), the double plain as the emblem twice, and the
 * designer's text label ("6 R F") on every card. A lazy chunk: only TravFuda games load it.
 */
import type { JSX } from 'preact';
import { cardLabel, isTravCard, SUIT_NAMES, travCard, TRAVFUDA_DECK } from '../deck.ts';

const INK = '#1d1d24';
const TINT = ['', '#dcecfb', '#ece4dc', '#fdebd0', '#d6f3f6', '#eedcf3', '#e4e8eb', '#dcefdc', '#fbf0cc', '#f8ddd5', '#d5eefa'];
const COLOUR: Record<string, string> = { R: '#d32f2f', G: '#2e7d32', P: '#7b1fa2', Y: '#f2b705', B: '#1565c0' };

/** The emblem of each suit, centred on (0, 0), about 56 wide. */
const EMBLEMS: Record<number, () => JSX.Element> = {
  1: () => (
    <g>
      <path d="M-28 10 L26 0 L-28 -10 L-20 0 Z" fill="#90a4ae" stroke={INK} stroke-width="2.5" stroke-linejoin="round" />
      <path d="M-24 -8 L-30 -18 L-14 -6 M-24 8 L-30 18 L-14 6" fill="#607d8b" stroke={INK} stroke-width="2" />
      <circle cx="6" cy="0" r="3" fill="#4fc3f7" />
    </g>
  ),
  2: () => (
    <g fill="#8d6e63" stroke={INK} stroke-width="2">
      <path d="M-26 8 l6 -6 8 2 2 8 -8 5 -9 -2 Z" />
      <path d="M-6 -6 l8 -6 9 3 1 9 -7 6 -10 -3 Z" />
      <path d="M16 6 l5 -4 6 2 0 6 -6 3 -5 -2 Z" />
      <circle cx="-14" cy="-14" r="3" />
      <circle cx="22" cy="-12" r="2.5" />
      <circle cx="4" cy="16" r="3" />
    </g>
  ),
  3: () => (
    <g>
      <path d="M-26 -10 H14 Q28 -10 28 0 Q28 10 14 10 H-26 Z" fill="#ffb74d" stroke={INK} stroke-width="2.5" />
      <rect x="-32" y="-8" width="6" height="6" fill="#546e7a" stroke={INK} stroke-width="1.5" />
      <rect x="-32" y="2" width="6" height="6" fill="#546e7a" stroke={INK} stroke-width="1.5" />
      <path d="M-14 -10 V10 M0 -10 V10" stroke={INK} stroke-width="1.5" />
      <circle cx="18" cy="0" r="3" fill="#4fc3f7" />
    </g>
  ),
  4: () => (
    <g>
      <path d="M-4 -6 L-34 -20 L-30 -2 L-36 10 Z" fill="#80deea" opacity="0.85" stroke={INK} stroke-width="1.5" />
      <circle cx="6" cy="0" r="12" fill="#e0f7fa" stroke={INK} stroke-width="2.5" />
      <circle cx="9" cy="-3" r="4" fill="#ffffff" />
    </g>
  ),
  5: () => (
    <g>
      <ellipse cx="0" cy="2" rx="28" ry="14" fill="#ce93d8" stroke={INK} stroke-width="2.5" />
      <rect x="-8" y="-18" width="16" height="8" rx="2" fill="#ab47bc" stroke={INK} stroke-width="2" />
      <path d="M-28 2 H28" stroke={INK} stroke-width="1.5" />
      <rect x="-34" y="-3" width="6" height="10" fill="#546e7a" stroke={INK} stroke-width="1.5" />
    </g>
  ),
  6: () => (
    <g>
      <circle cx="0" cy="0" r="22" fill="#b0bec5" stroke={INK} stroke-width="2.5" />
      <circle cx="-8" cy="-6" r="6" fill="#90a4ae" stroke={INK} stroke-width="1.5" />
      <circle cx="9" cy="6" r="4.5" fill="#90a4ae" stroke={INK} stroke-width="1.5" />
      <circle cx="6" cy="-11" r="3" fill="#90a4ae" stroke={INK} stroke-width="1.5" />
      <circle cx="-6" cy="12" r="2.5" fill="#90a4ae" stroke={INK} stroke-width="1.5" />
    </g>
  ),
  7: () => (
    <g>
      <path d="M-30 -6 H18 L30 0 L18 6 H-30 Z" fill="#81c784" stroke={INK} stroke-width="2.5" stroke-linejoin="round" />
      <path d="M-12 -6 L-20 -16 H-4 Z M-12 6 L-20 16 H-4 Z" fill="#388e3c" stroke={INK} stroke-width="2" />
      <path d="M4 -6 V-12 M12 -6 V-12" stroke={INK} stroke-width="2.5" />
    </g>
  ),
  8: () => (
    <g>
      <circle cx="0" cy="0" r="18" fill="#ffcc80" stroke={INK} stroke-width="2.5" />
      <path d="M-17 -6 H17 M-18 1 H18 M-16 8 H16" stroke="#e65100" stroke-width="2.5" />
      <ellipse cx="0" cy="0" rx="30" ry="7" fill="none" stroke={INK} stroke-width="2.5" transform="rotate(-15)" />
    </g>
  ),
  9: () => (
    <g>
      <rect x="-30" y="-10" width="56" height="20" rx="4" fill="#ef9a9a" stroke={INK} stroke-width="2.5" />
      <path d="M26 -10 L32 0 L26 10" fill="#e57373" stroke={INK} stroke-width="2" />
      {[-22, -14, -6, 2, 10, 18].map((x) => (
        <rect x={x} y="-4" width="4" height="4" fill={INK} />
      ))}
    </g>
  ),
  10: () => (
    <g>
      <circle cx="0" cy="0" r="22" fill="#42a5f5" stroke={INK} stroke-width="2.5" />
      <path d="M-14 -10 q6 -6 12 0 q4 6 -4 10 q-10 2 -8 -10 Z M4 6 q8 -4 12 4 q-4 8 -12 4 Z" fill="#66bb6a" />
      <path d="M-18 4 q6 -3 12 0 M2 -14 q6 -3 12 0" stroke="#ffffff" stroke-width="3" stroke-linecap="round" fill="none" />
    </g>
  ),
};

/** The symbols: shapes differ so they read without colour. */
function symbol(kind: string, fill: string): JSX.Element {
  if (kind === 'S') {
    const pts = Array.from({ length: 24 }, (_, i) => {
      const r = i % 2 === 0 ? 17 : 7;
      const a = (i * Math.PI) / 12;
      return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    return <polygon points={pts} fill={fill} stroke={INK} stroke-width="1.8" stroke-linejoin="round" />;
  }
  if (kind === 'C') {
    return (
      <g>
        <path d="M-14 12 C-6 -2 4 -12 16 -16 C10 -6 0 6 -10 16 Z" fill={fill} stroke={INK} stroke-width="2" stroke-linejoin="round" />
        <path d="M-18 10 L-8 18" stroke={INK} stroke-width="4" stroke-linecap="round" />
        <path d="M-16 16 L-20 20" stroke={INK} stroke-width="5" stroke-linecap="round" />
      </g>
    );
  }
  return (
    <g>
      <path d="M-12 -16 V18" stroke={INK} stroke-width="3" stroke-linecap="round" />
      <path d="M-11 -16 L16 -8 L-11 0 Z" fill={fill} stroke={INK} stroke-width="2" stroke-linejoin="round" />
    </g>
  );
}

export const TRAVFUDA_ART_IDS: string[] = [...TRAVFUDA_DECK];

function label(text: string): JSX.Element {
  return (
    <g>
      <rect x="4" y="4" width={Math.max(22, text.length * 9 + 8)} height="20" rx="4" fill="#ffffff" stroke={INK} stroke-width="1.5" />
      <text x="8" y="19.5" font-size="15" font-weight="800" fill={INK} font-family="system-ui, sans-serif" xml:space="preserve">
        {text}
      </text>
    </g>
  );
}

/** The face of a TravFuda card. The designer's label ("6 R F") is always printed; `label` adds the suit name. */
export function TravFudaFace({ id, label: showName = true }: { id: string; label?: boolean }) {
  if (!isTravCard(id)) throw new RangeError(`No TravFuda card "${id}"`);
  const c = travCard(id);
  if (c.kind === 'J') {
    return (
      <svg viewBox="0 0 100 160" aria-hidden="true" focusable="false" class="trav-face" data-card={id}>
        <rect x="1.5" y="1.5" width="97" height="157" rx="8" fill="#1f2340" stroke={INK} stroke-width="3" />
        {[12, 30, 70, 88, 20, 80].map((x, i) => (
          <circle cx={x} cy={30 + i * 19} r="1.5" fill="#fff" />
        ))}
        <g transform="translate(50 74) scale(1.3)">{EMBLEMS[1]!()}</g>
        <text x="50" y="126" font-size="16" font-weight="800" fill="#ffd54a" text-anchor="middle" letter-spacing="3" font-family="system-ui, sans-serif">
          JOKER
        </text>
        {label('J')}
      </svg>
    );
  }
  const emblem = EMBLEMS[c.suit]!;
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true" focusable="false" class="trav-face" data-card={id}>
      <rect x="1.5" y="1.5" width="97" height="157" rx="8" fill={TINT[c.suit]} stroke={INK} stroke-width="3" />
      {c.kind === 'D' ? (
        <g>
          <g transform="translate(50 56) scale(0.9)">{emblem()}</g>
          <g transform="translate(50 106) scale(0.9) rotate(180)">{emblem()}</g>
        </g>
      ) : (
        <g transform={`translate(50 ${c.kind === 'P' ? 80 : 62}) scale(${c.kind === 'P' ? 1.35 : 1.1})`}>{emblem()}</g>
      )}
      {c.colour && <g transform="translate(50 118) scale(1.25)">{symbol(c.kind, COLOUR[c.colour]!)}</g>}
      {label(cardLabel(id))}
      {showName && (
        <text x="50" y="151" font-size="9.5" font-weight="700" fill={INK} text-anchor="middle" font-family="system-ui, sans-serif">
          {SUIT_NAMES[c.suit]}
        </text>
      )}
    </svg>
  );
}

/** The back of a TravFuda card: a starfield and an Imperial sunburst. */
export function TravFudaBack() {
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true" focusable="false" class="trav-back">
      <rect x="1.5" y="1.5" width="97" height="157" rx="8" fill="#14213d" stroke={INK} stroke-width="3" />
      {[
        [14, 20],
        [80, 30],
        [30, 130],
        [72, 140],
        [20, 70],
        [86, 100],
      ].map(([x, y]) => (
        <circle cx={x} cy={y} r="1.6" fill="#fff" />
      ))}
      <g transform="translate(50 80)">{symbol('S', '#fca311')}</g>
      <circle cx="50" cy="80" r="28" fill="none" stroke="#fca311" stroke-width="2" />
    </svg>
  );
}
