/**
 * The 48-card Hanafuda deck, written once (docs/rulings/hanafuda.md §1). Every Hanafuda game (Koi-Koi, Go-Stop,
 * Mushi, Higo-Bana) reads its card facts from here; only the per-game value tables differ.
 */

/** Month keys in Japanese month order (1 = Pine … 11 = Willow, 12 = Paulownia). */
const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
export type MonthKey = (typeof MONTH_KEYS)[number];

/** Full month names, index 0 = January. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The flower of each month, index 0 = January. */
export const MONTH_PLANTS = [
  'Pine',
  'Plum',
  'Cherry',
  'Wisteria',
  'Iris',
  'Peony',
  'Bush clover',
  'Susuki grass',
  'Chrysanthemum',
  'Maple',
  'Willow',
  'Paulownia',
] as const;

/** The Japanese class of a card (the 20/10/5/1 classification). */
export type CardClass = 'bright' | 'animal' | 'ribbon' | 'chaff';

/** Class order used for sorting and for the dealer draw: bright > animal > ribbon > chaff. */
export const CLASS_ORDER: readonly CardClass[] = ['bright', 'animal', 'ribbon', 'chaff'];

/** Ribbon kinds: red with writing, blue/purple, plain red. */
export type RibbonKind = 'poetry-red' | 'blue' | 'plain-red';

/** Special roles a card plays in some game's yaku or rules (docs/rulings/hanafuda.md §1.2, named groups). */
export type CardRole =
  | 'dry-bright' // the four brights other than the Rain Man
  | 'rain-bright' // the Rain Man
  | 'poetry-ribbon' // akatan / hongdan
  | 'blue-ribbon' // aotan / cheongdan
  | 'grass-ribbon' // Go-Stop chodan, Higo-Bana kusatan (never the November ribbon)
  | 'boar-deer-butterfly'
  | 'godori-bird' // Go-Stop five birds
  | 'double-chaff' // Go-Stop: counts 2 chaff units
  | 'sake-cup' // Koi-Koi: animal and chaff; Go-Stop: animal or 2 chaff
  | 'curtain' // flower viewing
  | 'moon' // moon viewing
  | 'lightning' // the wild Gaji of Mushi and Higo-Bana
  | 'coloured-chaff'; // the Paulownia chaff with a coloured bottom

/** Everything the deck knows about one card. */
export interface HanafudaCard {
  id: string;
  /** 1–12, Japanese month order. */
  month: number;
  monthKey: MonthKey;
  monthName: string;
  /** The month's flower, e.g. "Pine". */
  plant: string;
  cls: CardClass;
  ribbon?: RibbonKind;
  /** What the card shows, e.g. "crane and sun", "curtain", "rain man", "lightning". */
  picture: string;
  /** Standard Japanese points 20/10/5/1 (Mushi uses these as they are). */
  points: number;
  roles: readonly CardRole[];
  /** Position in the deck (month, then class, then index): the sort key. */
  order: number;
}

interface CardSpec {
  suffix: string;
  cls: CardClass;
  picture: string;
  ribbon?: RibbonKind;
  roles?: CardRole[];
}

const POEM: CardSpec = {
  suffix: 'ribbon',
  cls: 'ribbon',
  picture: 'ribbon with poem',
  ribbon: 'poetry-red',
  roles: ['poetry-ribbon'],
};
const BLUE: CardSpec = {
  suffix: 'ribbon',
  cls: 'ribbon',
  picture: 'blue ribbon',
  ribbon: 'blue',
  roles: ['blue-ribbon'],
};
const GRASS: CardSpec = {
  suffix: 'ribbon',
  cls: 'ribbon',
  picture: 'red ribbon',
  ribbon: 'plain-red',
  roles: ['grass-ribbon'],
};
const chaff = (n: number, extra: Partial<CardSpec> = {}): CardSpec => ({
  suffix: `chaff-${n}`,
  cls: 'chaff',
  picture: 'plain chaff',
  ...extra,
});
const plainChaff = (count: number): CardSpec[] => Array.from({ length: count }, (_, i) => chaff(i + 1));

/** The cards of each month, in class order (the card table of docs/rulings/hanafuda.md §1.2). */
const MONTH_CARDS: readonly (readonly CardSpec[])[] = [
  /* jan */ [
    { suffix: 'bright', cls: 'bright', picture: 'crane and sun', roles: ['dry-bright'] },
    POEM,
    ...plainChaff(2),
  ],
  /* feb */ [
    { suffix: 'animal', cls: 'animal', picture: 'bush warbler', roles: ['godori-bird'] },
    POEM,
    ...plainChaff(2),
  ],
  /* mar */ [
    { suffix: 'bright', cls: 'bright', picture: 'curtain', roles: ['dry-bright', 'curtain'] },
    POEM,
    ...plainChaff(2),
  ],
  /* apr */ [{ suffix: 'animal', cls: 'animal', picture: 'cuckoo', roles: ['godori-bird'] }, GRASS, ...plainChaff(2)],
  /* may */ [{ suffix: 'animal', cls: 'animal', picture: 'eight-plank bridge' }, GRASS, ...plainChaff(2)],
  /* jun */ [
    { suffix: 'animal', cls: 'animal', picture: 'butterflies', roles: ['boar-deer-butterfly'] },
    BLUE,
    ...plainChaff(2),
  ],
  /* jul */ [
    { suffix: 'animal', cls: 'animal', picture: 'boar', roles: ['boar-deer-butterfly'] },
    GRASS,
    ...plainChaff(2),
  ],
  /* aug */ [
    { suffix: 'bright', cls: 'bright', picture: 'full moon', roles: ['dry-bright', 'moon'] },
    { suffix: 'animal', cls: 'animal', picture: 'geese', roles: ['godori-bird'] },
    ...plainChaff(2),
  ],
  /* sep */ [{ suffix: 'animal', cls: 'animal', picture: 'sake cup', roles: ['sake-cup'] }, BLUE, ...plainChaff(2)],
  /* oct */ [
    { suffix: 'animal', cls: 'animal', picture: 'deer', roles: ['boar-deer-butterfly'] },
    BLUE,
    ...plainChaff(2),
  ],
  /* nov */ [
    { suffix: 'bright', cls: 'bright', picture: 'rain man', roles: ['rain-bright'] },
    { suffix: 'animal', cls: 'animal', picture: 'swallow' },
    { suffix: 'ribbon', cls: 'ribbon', picture: 'red ribbon', ribbon: 'plain-red' },
    chaff(1, { picture: 'lightning', roles: ['lightning', 'double-chaff'] }),
  ],
  /* dec */ [
    { suffix: 'bright', cls: 'bright', picture: 'phoenix', roles: ['dry-bright'] },
    chaff(1, { picture: 'coloured chaff', roles: ['coloured-chaff', 'double-chaff'] }),
    chaff(2),
    chaff(3),
  ],
];

const CLASS_POINTS: Record<CardClass, number> = { bright: 20, animal: 10, ribbon: 5, chaff: 1 };

function buildDeck(): HanafudaCard[] {
  const out: HanafudaCard[] = [];
  MONTH_CARDS.forEach((specs, m) => {
    for (const s of specs) {
      const card: HanafudaCard = {
        id: `${MONTH_KEYS[m]}-${s.suffix}`,
        month: m + 1,
        monthKey: MONTH_KEYS[m]!,
        monthName: MONTH_NAMES[m]!,
        plant: MONTH_PLANTS[m]!,
        cls: s.cls,
        picture: s.picture,
        points: CLASS_POINTS[s.cls],
        roles: s.roles ?? [],
        order: out.length,
      };
      if (s.ribbon) card.ribbon = s.ribbon;
      out.push(card);
    }
  });
  return out;
}

const CARDS: readonly HanafudaCard[] = buildDeck();
/**
 * Card facts, month and deck order by id, as plain objects: a property load is several times
 * faster than `Map.get` in the engines' hot paths. Prototype-less, so that no id can reach
 * `Object.prototype`'s members.
 */
const table = <T>(value: (c: HanafudaCard) => T): Readonly<Record<string, T>> => {
  const out = Object.create(null) as Record<string, T>;
  for (const c of CARDS) out[c.id] = value(c);
  return out;
};
const BY_ID = table((c) => c);
const MONTH_BY_ID = table((c) => c.month);
const ORDER_BY_ID = table((c) => c.order);
/** The sort key of `sortByClass`: class first (bright, animal, ribbon, chaff), then deck order. */
const CLASS_RANK_BY_ID = table((c) => CLASS_ORDER.indexOf(c.cls) * 100 + c.order);

/** All 48 card ids in deck order (month, then class). */
export const HANAFUDA_DECK: readonly string[] = CARDS.map((c) => c.id);

/** The 40-card Mushi deck: June and July removed (rulings M2). */
export const MUSHI_DECK: readonly string[] = HANAFUDA_DECK.filter(
  (id) => !id.startsWith('jun-') && !id.startsWith('jul-'),
);

/** The facts of one card; throws on an unknown id. */
export function cardInfo(id: string): HanafudaCard {
  const c = BY_ID[id];
  if (!c) throw new RangeError(`Unknown Hanafuda card "${id}"`);
  return c;
}

/** The month (1–12) of a card. */
export function monthOf(id: string): number {
  const m = MONTH_BY_ID[id];
  if (m === undefined) throw new RangeError(`Unknown Hanafuda card "${id}"`);
  return m;
}

/**
 * A card's position in the deck (month, then class): its month is `(order >> 2) + 1`, four cards
 * to a month. Throws on an unknown card. One lookup for both the sort key and the month (the hot
 * paths of the engines).
 */
export function cardOrder(id: string): number {
  const k = ORDER_BY_ID[id];
  if (k === undefined) throw new RangeError(`Unknown Hanafuda card "${id}"`);
  return k;
}

/** Month by the second and third letters of an id: for 'jan' … 'dec', (c1 + c2) & 31 differs for every month. */
const MONTH_BY_LETTERS = new Int8Array(32);
for (const c of CARDS) MONTH_BY_LETTERS[(c.id.charCodeAt(1) + c.id.charCodeAt(2)) & 31] = c.month;

/**
 * The month of a card the engine already holds (a field or hand card of its state), read from the
 * id's letters without a table lookup: the hot loops of the capture step (issue 30 §1). Unchecked:
 * an unknown id gives a wrong month, so anything from outside goes through `monthOf`.
 */
export function monthOfKnown(id: string): number {
  return MONTH_BY_LETTERS[(id.charCodeAt(1) + id.charCodeAt(2)) & 31]!;
}

/** The class of a card. */
export function classOf(id: string): CardClass {
  return cardInfo(id).cls;
}

/** The ids of every card with a role, in deck order. */
function cardsWithRole(role: CardRole): string[] {
  return CARDS.filter((c) => c.roles.includes(role)).map((c) => c.id);
}

/** The four card ids of a month (1–12), in class order. */
export function monthCards(month: number): string[] {
  return CARDS.filter((c) => c.month === month).map((c) => c.id);
}

/** The named groups of docs/rulings/hanafuda.md §1.2, as card-id lists. */
export const GROUPS = {
  dryBrights: cardsWithRole('dry-bright'),
  brights: CARDS.filter((c) => c.cls === 'bright').map((c) => c.id),
  rainMan: 'nov-bright',
  poetryRibbons: cardsWithRole('poetry-ribbon'),
  blueRibbons: cardsWithRole('blue-ribbon'),
  grassRibbons: cardsWithRole('grass-ribbon'),
  boarDeerButterfly: cardsWithRole('boar-deer-butterfly'),
  godoriBirds: cardsWithRole('godori-bird'),
  doubleChaff: cardsWithRole('double-chaff'),
  sakeCup: 'sep-animal',
  curtain: 'mar-bright',
  moon: 'aug-bright',
  lightning: 'nov-chaff-1',
  colouredChaff: 'dec-chaff-1',
} as const;

/** Short picture names used in card names ("crane" rather than "crane and sun"). */
const SHORT_PICTURE: Record<string, string> = {
  'crane and sun': 'crane',
  'eight-plank bridge': 'bridge',
  'full moon': 'moon',
};

/**
 * A player-facing name: "January crane (bright)", "March ribbon with poem (ribbon)",
 * "November lightning (chaff)", "December chaff (coloured)", "May chaff (plain)".
 */
export function cardName(id: string): string {
  const c = cardInfo(id);
  if (c.cls === 'chaff' && c.picture === 'plain chaff') return `${c.monthName} chaff (plain)`;
  if (c.picture === 'coloured chaff') return `${c.monthName} chaff (coloured)`;
  return `${c.monthName} ${SHORT_PICTURE[c.picture] ?? c.picture} (${c.cls})`;
}

const CLASS_LETTER: Record<CardClass, string> = { bright: 'B', animal: 'A', ribbon: 'R', chaff: 'C' };

/** What a face prints in its corner when labels are on: the month's number and the class letter ("1B", "11C"). */
export function cornerLabel(id: string): string {
  return `${monthOf(id)}${CLASS_LETTER[classOf(id)]}`;
}

/**
 * A card as its button or picture names it: the printed corner first, then its name
 * ("3B, March curtain (bright)"), so what is seen is part of what is heard, and of what a
 * voice command can say.
 */
export function faceName(id: string): string {
  return `${cornerLabel(id)}, ${cardName(id)}`;
}

/** Sort keys reused by `sortCards` (the whole deck fits). */
const SORT_KEYS = new Int32Array(48);

/** Sort `out` in place by `keys` (its first `n`, moved along): a stable insertion sort, as hands and piles are short. */
function sortByKeys(out: string[], keys: Int32Array, n: number): string[] {
  for (let i = 1; i < n; i++) {
    const x = out[i]!;
    const k = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > k) {
      out[j + 1] = out[j]!;
      keys[j + 1] = keys[j]!;
      j--;
    }
    out[j + 1] = x;
    keys[j + 1] = k;
  }
  return out;
}

/** A copy of `ids` sorted by month, then class (how a hand is shown). */
export function sortCards(ids: readonly string[]): string[] {
  const out = ids.slice();
  const n = out.length;
  // Each card's key looked up once (not twice per comparison), then an insertion sort: hands are
  // short and usually already in order.
  const keys = n <= SORT_KEYS.length ? SORT_KEYS : new Int32Array(n);
  for (let i = 0; i < n; i++) keys[i] = cardOrder(out[i]!);
  return sortByKeys(out, keys, n);
}

/** A copy of `ids` sorted by class, then month (how a capture pile is shown). */
export function sortByClass(ids: readonly string[]): string[] {
  const out = ids.slice();
  const n = out.length;
  // As `sortCards`: each key looked up once, then a stable insertion sort (piles are short).
  const keys = n <= SORT_KEYS.length ? SORT_KEYS : new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const k = CLASS_RANK_BY_ID[out[i]!];
    if (k === undefined) throw new RangeError(`Unknown Hanafuda card "${out[i]}"`);
    keys[i] = k;
  }
  return sortByKeys(out, keys, n);
}

/** How many cards of each month (index 1–12; index 0 unused). */
export function monthCounts(ids: readonly string[]): number[] {
  const counts = new Array<number>(13).fill(0);
  for (let i = 0; i < ids.length; i++) counts[monthOf(ids[i]!)]! += 1;
  return counts;
}

/** Months of which `ids` hold all four cards. */
export function fullMonths(ids: readonly string[]): number[] {
  const counts = monthCounts(ids);
  const out: number[] = [];
  for (let m = 1; m <= 12; m++) if (counts[m] === 4) out.push(m);
  return out;
}

/** Month counts of `monthPatterns` (reused: every deal checks two hands and the field). */
const PATTERN_COUNTS = new Int8Array(13);

/**
 * The deal's month patterns of `ids` in one pass, nothing allocated: bit 1 when they hold all four
 * cards of a month (`fullMonths` not empty), bit 2 when they are eight cards in four same-month
 * pairs (`isFourPairs`). 0 — by far the most common answer — means neither.
 */
export function monthPatterns(ids: readonly string[]): number {
  const counts = PATTERN_COUNTS;
  counts.fill(0);
  for (let i = 0; i < ids.length; i++) counts[monthOf(ids[i]!)]! += 1;
  let full = 0;
  let odd = 0;
  for (let m = 1; m <= 12; m++) {
    const c = counts[m]!;
    if (c === 4) full = 1;
    odd |= c & 1;
  }
  return full | (ids.length === 8 && odd === 0 ? 2 : 0);
}

/**
 * Do the cards split into four same-month pairs? (Eight cards; a four-of-a-kind counts as two
 * pairs: rulings K3 "kuttsuki".)
 */
export function isFourPairs(ids: readonly string[]): boolean {
  if (ids.length !== 8) return false;
  const counts = monthCounts(ids);
  for (let m = 1; m <= 12; m++) if (counts[m]! % 2 !== 0) return false;
  return true;
}
