/**
 * Hanafuda card art, drawn by us as small SVGs (viewBox 100 × 160). Each month has one plant
 * motif reused on its four cards; the special cards add their picture on top. Shapes are bold
 * and few so that a card reads at 48–64 px wide. A lazy chunk: only Hanafuda games load it.
 */
import type { JSX } from 'preact';

type Draw = () => JSX.Element;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const CLASS_LETTER: Record<string, string> = { bright: 'B', animal: 'A', ribbon: 'R', chaff: 'C' };

const INK = '#1f1a17';
const CREAM = '#f7efdc';
const RED = '#c8322a';
const BLUE = '#2f4fa8';

// ---------------------------------------------------------------- shared shapes

/** A blossom of five round petals. */
const blossom = (x: number, y: number, r: number, fill: string, centre = '#f5d76e') => (
  <g>
    {[0, 72, 144, 216, 288].map((a) => (
      <circle
        cx={x + r * Math.cos((a * Math.PI) / 180 - 1.57)}
        cy={y + r * Math.sin((a * Math.PI) / 180 - 1.57)}
        r={r * 0.75}
        fill={fill}
      />
    ))}
    <circle cx={x} cy={y} r={r * 0.45} fill={centre} />
  </g>
);

/** A ribbon hanging from top left: poetry (red with writing), blue, or plain red. */
function ribbon(kind: 'poetry' | 'blue' | 'plain'): JSX.Element {
  const fill = kind === 'blue' ? BLUE : RED;
  return (
    <g>
      <path d="M30 22 L52 18 L60 96 L44 104 Z" fill={fill} stroke={INK} stroke-width="2.5" stroke-linejoin="round" />
      {kind === 'poetry' && (
        <path
          d="M42 36 l8 -2 M43 48 l9 -2 M44 60 l8 -1 M45 72 l9 -2 M47 84 l7 -1"
          stroke={INK}
          stroke-width="3.5"
          stroke-linecap="round"
        />
      )}
    </g>
  );
}

/** A sky band behind the plant (a traditional red or dark top). */
const sky = (fill: string, h = 70) => <rect x="4" y="4" width="92" height={h} rx="6" fill={fill} />;

// ---------------------------------------------------------------- plants, one per month

const PLANTS: Record<(typeof MONTHS)[number], Draw> = {
  jan: () => (
    <g>
      <path d="M50 156 C48 120 56 100 46 80" stroke="#6b3e1f" stroke-width="7" fill="none" />
      {[
        [30, 96],
        [66, 104],
        [46, 78],
        [74, 132],
        [24, 130],
      ].map(([x, y]) => (
        <ellipse cx={x} cy={y} rx="22" ry="11" fill="#24593a" stroke={INK} stroke-width="2" />
      ))}
    </g>
  ),
  feb: () => (
    <g>
      <path d="M8 150 C30 120 40 110 60 104 S88 80 92 60" stroke="#3a2a22" stroke-width="6" fill="none" />
      {blossom(28, 126, 7, '#d7263d')}
      {blossom(58, 104, 7, '#d7263d')}
      {blossom(84, 74, 7, '#d7263d')}
      {blossom(74, 130, 6, '#d7263d')}
    </g>
  ),
  mar: () => (
    <g>
      {[
        [22, 118],
        [48, 132],
        [76, 116],
        [34, 146],
        [66, 146],
        [84, 140],
      ].map(([x, y]) => blossom(x!, y!, 8, '#f4a7bd', '#c8322a'))}
    </g>
  ),
  apr: () => (
    <g>
      <path d="M6 12 C30 20 60 14 94 20" stroke={INK} stroke-width="4" fill="none" />
      {[18, 44, 70].map((x) => (
        <g>
          {[0, 1, 2, 3, 4].map((k) => (
            <ellipse
              cx={x + (k % 2) * 4}
              cy={28 + k * 13}
              rx={9 - k}
              ry="6"
              fill="#7d4bb0"
              stroke={INK}
              stroke-width="1.5"
            />
          ))}
        </g>
      ))}
    </g>
  ),
  may: () => (
    <g>
      {[24, 52, 78].map((x, i) => (
        <g>
          <path d={`M${x} 156 L${x + 3} ${96 - i * 6}`} stroke="#2e7d4f" stroke-width="5" />
          <path d={`M${x - 8} 156 L${x - 14} 112 M${x + 10} 156 L${x + 18} 116`} stroke="#2e7d4f" stroke-width="4" />
          <path d={`M${x + 3} ${92 - i * 6} l-11 -10 l11 -10 l11 10 Z`} fill="#4b3fb0" stroke={INK} stroke-width="2" />
        </g>
      ))}
    </g>
  ),
  jun: () => (
    <g>
      <ellipse cx="24" cy="138" rx="14" ry="7" fill="#2e6b3f" />
      <ellipse cx="76" cy="142" rx="14" ry="7" fill="#2e6b3f" />
      {[
        [34, 118, 15],
        [70, 124, 13],
      ].map(([x, y, r]) => (
        <g>
          <circle cx={x} cy={y} r={r} fill="#d23c6e" stroke={INK} stroke-width="2" />
          <circle cx={x} cy={y} r={r! * 0.55} fill="#f08fb0" />
          <circle cx={x} cy={y} r={r! * 0.2} fill="#f5d76e" />
        </g>
      ))}
    </g>
  ),
  jul: () => (
    <g>
      {[16, 44, 72].map((x) => (
        <g>
          <path
            d={`M${x} 156 C${x + 6} 120 ${x + 20} 100 ${x + 24} 84`}
            stroke="#6b2d3a"
            stroke-width="3"
            fill="none"
          />
          {[0, 1, 2, 3].map((k) => (
            <ellipse cx={x + 4 + k * 6} cy={146 - k * 17} rx="6" ry="3.5" fill={k % 2 ? '#b0306b' : '#c84a3a'} />
          ))}
        </g>
      ))}
    </g>
  ),
  aug: () => (
    <g>
      {sky(RED, 96)}
      <path d="M4 112 C30 76 70 76 96 112 L96 154 L4 154 Z" fill={INK} />
      {[18, 34, 50, 66, 82].map((x) => (
        <path d={`M${x} 110 C${x + 2} 96 ${x + 8} 90 ${x + 12} 84`} stroke={CREAM} stroke-width="2.5" fill="none" />
      ))}
    </g>
  ),
  sep: () => (
    <g>
      <path d="M30 156 L34 110 M66 156 L62 118" stroke="#2e7d4f" stroke-width="4" />
      {[
        [32, 108, 14],
        [66, 118, 12],
      ].map(([x, y, r]) => (
        <g>
          {Array.from({ length: 12 }, (_, k) => (
            <ellipse
              cx={x! + r! * 0.65 * Math.cos((k * Math.PI) / 6)}
              cy={y! + r! * 0.65 * Math.sin((k * Math.PI) / 6)}
              rx={r! * 0.38}
              ry={r! * 0.2}
              transform={`rotate(${k * 30} ${x! + r! * 0.65 * Math.cos((k * Math.PI) / 6)} ${y! + r! * 0.65 * Math.sin((k * Math.PI) / 6)})`}
              fill="#f2b705"
            />
          ))}
          <circle cx={x} cy={y} r={r! * 0.35} fill="#d2691e" />
        </g>
      ))}
    </g>
  ),
  oct: () => (
    <g>
      {[
        [22, 40],
        [74, 30],
        [50, 56],
        [20, 128],
        [80, 124],
      ].map(([x, y]) => (
        <path
          d={`M${x} ${y! - 14} l4 9 9 -3 -4 9 9 4 -9 4 4 9 -9 -3 -4 9 -4 -9 -9 3 4 -9 -9 -4 9 -4 -4 -9 9 3 Z`}
          fill="#d1361f"
          stroke={INK}
          stroke-width="1.2"
        />
      ))}
    </g>
  ),
  nov: () => (
    <g>
      {sky('#3c4a52', 150)}
      {[16, 36, 56, 76, 90].map((x) => (
        <path d={`M${x} 6 C${x - 6} 50 ${x + 6} 90 ${x - 2} 130`} stroke="#8fc06a" stroke-width="3" fill="none" />
      ))}
      <path
        d="M10 24 l-4 12 M28 60 l-4 12 M68 40 l-4 12 M84 86 l-4 12 M44 100 l-4 12"
        stroke="#cfd8dc"
        stroke-width="1.5"
      />
    </g>
  ),
  dec: () => (
    <g>
      <ellipse cx="28" cy="140" rx="24" ry="12" fill="#2e6b3f" stroke={INK} stroke-width="2" />
      <ellipse cx="72" cy="140" rx="24" ry="12" fill="#2e6b3f" stroke={INK} stroke-width="2" />
      {[34, 50, 66].map((x, i) => (
        <g>
          <path d={`M${x} 128 L${x} ${100 - i * 4}`} stroke="#2e6b3f" stroke-width="3" />
          {[0, 1, 2].map((k) => (
            <circle cx={x + (k - 1) * 5} cy={96 - i * 4 - k * 7} r="5" fill="#8e5bc5" stroke={INK} stroke-width="1" />
          ))}
        </g>
      ))}
    </g>
  ),
};

// ---------------------------------------------------------------- special pictures

const PICTURES: Record<string, Draw> = {
  'jan-bright': () => (
    <g>
      {sky(RED, 66)}
      <circle cx="72" cy="30" r="17" fill="#f4c542" />
      <path d="M58 64 L80 56 L70 70 Z" fill={INK} />
      <ellipse
        cx="50"
        cy="66"
        rx="21"
        ry="12"
        fill="#fbfbf7"
        stroke={INK}
        stroke-width="2.5"
        transform="rotate(-15 50 66)"
      />
      <path d="M36 62 C30 48 28 36 32 24" stroke={INK} stroke-width="8" fill="none" stroke-linecap="round" />
      <path d="M36 62 C30 48 28 36 32 24" stroke="#fbfbf7" stroke-width="4" fill="none" stroke-linecap="round" />
      <circle cx="33" cy="22" r="6" fill="#fbfbf7" stroke={INK} stroke-width="2" />
      <circle cx="34" cy="18" r="3.5" fill={RED} />
      <path d="M28 23 L16 28" stroke={INK} stroke-width="3" stroke-linecap="round" />
      <path d="M46 76 L42 96 M54 76 L56 96" stroke={INK} stroke-width="3" />
    </g>
  ),
  'feb-animal': () => (
    <g>
      <ellipse cx="52" cy="56" rx="20" ry="13" fill="#7c8b2b" stroke={INK} stroke-width="2.5" />
      <circle cx="70" cy="46" r="9" fill="#7c8b2b" stroke={INK} stroke-width="2.5" />
      <path d="M78 45 l8 2 -8 3 Z" fill={INK} />
      <circle cx="72" cy="44" r="2" fill={INK} />
      <path d="M34 58 L16 66 L22 54 Z" fill="#55621c" stroke={INK} stroke-width="2" />
      <path d="M26 28 q6 -8 12 0 q6 -8 12 0" stroke="#d9d2c0" stroke-width="3" fill="none" />
    </g>
  ),
  'mar-bright': () => (
    <g>
      <path
        d="M8 16 L92 16 L92 86 C80 96 70 86 60 94 C50 86 40 96 30 88 C20 96 12 88 8 92 Z"
        fill="#e9e2cf"
        stroke={INK}
        stroke-width="2.5"
      />
      <path d="M8 16 H92 V34 H8 Z" fill={RED} stroke={INK} stroke-width="2" />
      <path d="M30 34 V90 M50 34 V94 M70 34 V90" stroke={RED} stroke-width="6" />
      <circle cx="50" cy="60" r="12" fill={CREAM} stroke={INK} stroke-width="2.5" />
      <path d="M50 50 v20 M40 60 h20" stroke={INK} stroke-width="3" />
    </g>
  ),
  'apr-animal': () => (
    <g>
      <path d="M58 124 a18 18 0 1 0 14 -30 a14 14 0 1 1 -14 30 Z" fill="#f4c542" />
      <path
        d="M22 92 C34 78 48 80 58 88 L82 80 L68 96 C56 104 36 104 22 92 Z"
        fill="#3b3a4a"
        stroke={INK}
        stroke-width="2"
      />
      <path d="M40 88 L30 72 L50 84 Z" fill="#55546a" />
      <circle cx="28" cy="90" r="2" fill={CREAM} />
    </g>
  ),
  'may-animal': () => (
    <g>
      <path
        d="M4 70 L40 58 L36 74 L96 52 L96 66 L34 90 L38 76 L4 86 Z"
        fill="#8a5a2b"
        stroke={INK}
        stroke-width="2.5"
      />
      <path d="M16 66 V82 M28 62 V78 M52 70 V84 M70 62 V78 M86 56 V70" stroke={INK} stroke-width="2" />
    </g>
  ),
  'jun-animal': () => (
    <g>
      {[
        [34, 42, -15],
        [68, 66, 20],
      ].map(([x, y, r]) => (
        <g transform={`rotate(${r} ${x} ${y})`}>
          <ellipse cx={x! - 9} cy={y! - 5} rx="11" ry="8" fill="#f2c230" stroke={INK} stroke-width="2" />
          <ellipse cx={x! + 9} cy={y! - 5} rx="11" ry="8" fill="#f2c230" stroke={INK} stroke-width="2" />
          <ellipse cx={x! - 7} cy={y! + 7} rx="7" ry="6" fill="#e08a1e" stroke={INK} stroke-width="2" />
          <ellipse cx={x! + 7} cy={y! + 7} rx="7" ry="6" fill="#e08a1e" stroke={INK} stroke-width="2" />
          <circle cx={x! - 10} cy={y! - 6} r="2.5" fill={INK} />
          <circle cx={x! + 10} cy={y! - 6} r="2.5" fill={INK} />
          <path d={`M${x} ${y! - 10} V${y! + 12}`} stroke={INK} stroke-width="3" />
        </g>
      ))}
    </g>
  ),
  'jul-animal': () => (
    <g>
      <path
        d="M16 86 C16 60 40 50 62 54 C76 56 84 64 88 74 L94 78 L86 84 C80 92 60 96 40 94 L36 104 L30 104 L30 94 C22 94 16 92 16 86 Z"
        fill="#7a4a24"
        stroke={INK}
        stroke-width="2.5"
      />
      <path d="M58 94 L58 106 L64 106 L66 92" fill="#7a4a24" stroke={INK} stroke-width="2.5" />
      <circle cx="80" cy="68" r="2.5" fill={INK} />
      <path d="M24 64 L30 58 M34 58 L38 52 M46 55 L48 49" stroke={INK} stroke-width="2.5" />
    </g>
  ),
  'aug-bright': () => <circle cx="50" cy="44" r="28" fill="#f7efd0" stroke={INK} stroke-width="2.5" />,
  'aug-animal': () => (
    <g>
      {[
        [26, 30],
        [52, 22],
        [70, 46],
      ].map(([x, y]) => (
        <path
          d={`M${x! - 14} ${y! - 4} Q${x! - 6} ${y! - 2} ${x} ${y! + 6} Q${x! + 6} ${y! - 2} ${x! + 14} ${y! - 4} L${x} ${y! + 12} Z`}
          fill="#3a3a3a"
          stroke={CREAM}
          stroke-width="1.5"
        />
      ))}
    </g>
  ),
  'sep-animal': () => (
    <g>
      <path d="M22 50 H78 C76 70 64 80 50 80 C36 80 24 70 22 50 Z" fill={RED} stroke={INK} stroke-width="2.5" />
      <ellipse cx="50" cy="50" rx="28" ry="7" fill="#e05a4e" stroke={INK} stroke-width="2.5" />
      <path d="M42 80 H58 L62 90 H38 Z" fill={RED} stroke={INK} stroke-width="2" />
      <circle cx="50" cy="64" r="7" fill="#f4c542" />
    </g>
  ),
  'oct-animal': () => (
    <g>
      <path
        d="M26 96 C24 76 36 70 56 72 L64 60 L70 64 L66 76 C72 82 72 94 66 98 L64 112 L58 112 L58 100 L38 100 L36 112 L30 112 Z"
        fill="#a0632c"
        stroke={INK}
        stroke-width="2.5"
      />
      <path d="M64 60 L58 46 M58 52 L50 48 M66 60 L76 46 M72 52 L80 52" stroke="#5b3a1a" stroke-width="2.5" />
      <circle cx="66" cy="68" r="2" fill={INK} />
      <circle cx="40" cy="84" r="2" fill={CREAM} />
      <circle cx="48" cy="80" r="2" fill={CREAM} />
    </g>
  ),
  'nov-bright': () => (
    <g>
      <path d="M20 60 C30 30 70 30 80 60 Z" fill="#e8b93a" stroke={INK} stroke-width="2.5" />
      <path d="M50 36 V60" stroke={INK} stroke-width="2" />
      <path d="M42 72 L38 110 L62 110 L58 72 Z" fill="#c8322a" stroke={INK} stroke-width="2.5" />
      <circle cx="50" cy="66" r="7" fill="#f1d3b3" stroke={INK} stroke-width="2" />
      <path d="M40 110 L36 122 M60 110 L64 122" stroke={INK} stroke-width="3" />
      <ellipse cx="76" cy="134" rx="10" ry="7" fill="#5aa03c" stroke={INK} stroke-width="2" />
      <circle cx="72" cy="129" r="2" fill={INK} />
      <path d="M10 140 Q40 128 92 146" stroke="#6fa8dc" stroke-width="4" fill="none" />
    </g>
  ),
  'nov-animal': () => (
    <g>
      <path
        d="M20 70 C40 56 60 56 74 64 L92 54 L80 70 C66 80 44 82 20 70 Z"
        fill="#1e2a44"
        stroke={CREAM}
        stroke-width="1.5"
      />
      <path d="M46 64 L36 44 L58 62 Z" fill="#1e2a44" stroke={CREAM} stroke-width="1.5" />
      <path d="M20 70 L6 64 L10 78 Z" fill="#1e2a44" />
      <circle cx="70" cy="64" r="2" fill={RED} />
    </g>
  ),
  'nov-chaff-1': () => (
    <g>
      <rect x="4" y="4" width="92" height="152" rx="6" fill="#2a2a2a" />
      <path d="M58 8 L34 62 L52 62 L30 120 L70 52 L52 52 L70 8 Z" fill="#f4c542" stroke={INK} stroke-width="1.5" />
      <circle cx="30" cy="126" r="16" fill={RED} stroke={CREAM} stroke-width="3" />
      <circle cx="70" cy="124" r="12" fill={RED} stroke={CREAM} stroke-width="3" />
    </g>
  ),
  'dec-bright': () => (
    <g>
      <path
        d="M20 70 C28 40 56 30 70 38 C80 30 88 34 86 42 C78 42 74 48 74 56 C72 74 52 84 30 80 Z"
        fill="#1e8a6e"
        stroke={INK}
        stroke-width="2.5"
      />
      <path
        d="M30 80 C20 96 24 110 40 116 M40 80 C38 100 48 110 60 112 M52 80 C56 96 66 104 76 102"
        stroke={RED}
        stroke-width="5"
        fill="none"
      />
      <path d="M30 62 C40 50 50 50 58 56" stroke="#f4c542" stroke-width="4" fill="none" />
      <circle cx="80" cy="40" r="2.5" fill={INK} />
      <path d="M86 40 l8 3 -8 2 Z" fill="#f4c542" />
    </g>
  ),
  'dec-chaff-1': () => (
    <rect x="4" y="126" width="92" height="30" rx="4" fill="#f2c230" stroke={INK} stroke-width="2" />
  ),
};

/** Months whose plant grows from the bottom: their chaff repeats it higher up to fill the card. */
const LOW_PLANTS = new Set(['jan', 'feb', 'mar', 'may', 'jun', 'jul', 'sep', 'dec']);

/** Which ribbon each month carries. */
const RIBBONS: Record<string, 'poetry' | 'blue' | 'plain'> = {
  jan: 'poetry',
  feb: 'poetry',
  mar: 'poetry',
  apr: 'plain',
  may: 'plain',
  jun: 'blue',
  jul: 'plain',
  sep: 'blue',
  oct: 'blue',
  nov: 'plain',
};

/** Animals carry a small cloud (as the seed's designer drew them). */
const cloud = (
  <path d="M64 150 q4 -8 10 -4 q4 -8 12 -2 q8 0 6 6 Z" fill="#ffffff" opacity="0.85" stroke={INK} stroke-width="1" />
);

export const HANAFUDA_ART_IDS: string[] = MONTHS.flatMap((m) => {
  const cards: string[] = [];
  if (['jan', 'mar', 'aug', 'nov', 'dec'].includes(m)) cards.push(`${m}-bright`);
  if (!['jan', 'mar', 'dec'].includes(m)) cards.push(`${m}-animal`);
  if (RIBBONS[m]) cards.push(`${m}-ribbon`);
  const chaff = m === 'nov' ? 1 : m === 'dec' ? 3 : 2;
  for (let i = 1; i <= chaff; i++) cards.push(`${m}-chaff-${i}`);
  return cards;
});
const KNOWN = new Set(HANAFUDA_ART_IDS);

/** The face of a Hanafuda card; `label` adds the month number and class letter in a corner. */
export function HanafudaFace({ id, label = true }: { id: string; label?: boolean }) {
  if (!KNOWN.has(id)) throw new RangeError(`No Hanafuda card "${id}"`);
  const month = id.slice(0, 3) as (typeof MONTHS)[number];
  const cls = id.split('-')[1]!;
  const special = PICTURES[id];
  const n = MONTHS.indexOf(month) + 1;
  // The second (and third) plain chaff of a month are drawn mirrored, so no two faces are the same.
  const mirrored = /-chaff-[23]$/.test(id);
  const plant = PLANTS[month]();
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true" focusable="false" class="hana-face" data-card={id}>
      <rect x="1.5" y="1.5" width="97" height="157" rx="8" fill={CREAM} stroke={INK} stroke-width="3" />
      <g transform={mirrored ? 'translate(100 0) scale(-1 1)' : undefined}>
        {id === 'nov-chaff-1' ? null : plant}
        {cls === 'chaff' && LOW_PLANTS.has(month) && (
          <g transform="translate(100 -66) scale(-1 1)">{PLANTS[month]()}</g>
        )}
        {cls === 'ribbon' && ribbon(RIBBONS[month]!)}
        {special?.()}
        {cls === 'animal' && cloud}
        {id === 'dec-chaff-3' && <circle cx="84" cy="20" r="6" fill="#8e5bc5" />}
        {id.endsWith('-chaff-2') && month !== 'nov' && <circle cx="86" cy="150" r="3" fill={INK} opacity="0.5" />}
      </g>
      {label && (
        <g>
          <rect
            x="4"
            y="4"
            width={n >= 10 ? 32 : 25}
            height="19"
            rx="4"
            fill="#ffffff"
            stroke={INK}
            stroke-width="1.5"
          />
          <text
            x={n >= 10 ? 20 : 16.5}
            y="18.5"
            font-size="15"
            font-weight="800"
            text-anchor="middle"
            fill={INK}
            font-family="system-ui, sans-serif"
          >
            {n}
            {CLASS_LETTER[cls]}
          </text>
        </g>
      )}
    </svg>
  );
}

/** The back of a Hanafuda card. */
export function HanafudaBack() {
  return (
    <svg viewBox="0 0 100 160" aria-hidden="true" focusable="false" class="hana-back">
      <rect x="1.5" y="1.5" width="97" height="157" rx="8" fill="#6b1d17" stroke={INK} stroke-width="3" />
      <rect x="10" y="10" width="80" height="140" rx="5" fill="none" stroke="#c9a24a" stroke-width="2" />
      <path d="M50 50 L64 80 L50 110 L36 80 Z" fill="#c9a24a" />
      <circle cx="50" cy="80" r="6" fill="#6b1d17" />
    </svg>
  );
}
