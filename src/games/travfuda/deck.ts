/**
 * The TravFuda deck (docs/rulings/travfuda.md §1.1), written once: ten numbered suits of six cards and two
 * Jokers. A card is a Starburst, Cutlass or Flag in one of five colours, a Double Plain, or
 * a Plain. Ids: `tNN-XY`, `tNN-D`, `tNN-Pk`, `joker-1`, `joker-2`.
 */

export type Colour = 'R' | 'G' | 'P' | 'Y' | 'B';
export type Symbol = 'S' | 'C' | 'F';
/** What a card is: a symbol card, a double plain, a plain, or a Joker. */
export type Kind = Symbol | 'D' | 'P' | 'J';

export const COLOURS: readonly Colour[] = ['R', 'G', 'P', 'Y', 'B'];
export const COLOUR_NAMES: Record<Colour, string> = { R: 'red', G: 'green', P: 'purple', Y: 'yellow', B: 'blue' };
export const KIND_NAMES: Record<Kind, string> = {
  S: 'starburst',
  C: 'cutlass',
  F: 'flag',
  D: 'double plain',
  P: 'plain',
  J: 'joker',
};

/** The ten suits, index 1–10. */
export const SUIT_NAMES = [
  '',
  'Scoutship',
  'Asteroid Belt',
  'Free Trader',
  'Comet',
  'Fat Trader',
  'Rockball',
  'Patrol Ship',
  'Gas Giant',
  'Troopship',
  'Terran World',
] as const;

/** The symbol cards and doubles of each suit (from the designer's table); the rest are plains. */
const SUIT_CARDS: readonly (readonly string[])[] = [
  [],
  ['RC', 'GF', 'PF'],
  ['RS', 'YF'],
  ['PC', 'RF', 'D'],
  ['BS', 'D'],
  ['YC', 'RF', 'BF', 'PF', 'D'],
  ['GS', 'BC', 'PC', 'RF'],
  ['GC', 'BF', 'YF'],
  ['PS', 'YC', 'GF'],
  ['BC', 'YF', 'GF'],
  ['YS', 'RC', 'GC', 'BF', 'PF', 'D'],
];

export interface TravCard {
  id: string;
  /** 1–10; 0 for a Joker. */
  suit: number;
  kind: Kind;
  colour?: Colour;
  /** Card points: Starburst 20, Cutlass 10, Flag 5, Double 2, Plain 1, Joker 1. */
  points: number;
  /** How many "plain" it counts for the 20+ Plain line: plain 1, double 2, others 0. */
  plain: number;
}

const POINTS: Record<Kind, number> = { S: 20, C: 10, F: 5, D: 2, P: 1, J: 1 };
const pad = (n: number) => String(n).padStart(2, '0');

const CARDS: TravCard[] = [];
for (let suit = 1; suit <= 10; suit++) {
  const special = SUIT_CARDS[suit]!;
  for (const code of special) {
    if (code === 'D') CARDS.push({ id: `t${pad(suit)}-D`, suit, kind: 'D', points: 2, plain: 2 });
    else {
      const colour = code[0] as Colour;
      const kind = code[1] as Symbol;
      CARDS.push({ id: `t${pad(suit)}-${code}`, suit, kind, colour, points: POINTS[kind], plain: 0 });
    }
  }
  for (let k = 1; k <= 6 - special.length; k++)
    CARDS.push({ id: `t${pad(suit)}-P${k}`, suit, kind: 'P', points: 1, plain: 1 });
}
CARDS.push(
  { id: 'joker-1', suit: 0, kind: 'J', points: 1, plain: 0 },
  { id: 'joker-2', suit: 0, kind: 'J', points: 1, plain: 0 },
);

/** Card facts by id: a prototype-less lookup (read on every card of a hot path; a `Map` was slower). */
const BY_ID: Record<string, TravCard> = Object.create(null);
/** Each card's place in the deck's order (0 … 61), for the engine's per-card tables. */
const INDEX: Record<string, number> = Object.create(null);
CARDS.forEach((c, i) => {
  BY_ID[c.id] = c;
  INDEX[c.id] = i;
});

/** Each card's suit by its place (`cardIndex`; 0 for a Joker): one lookup gives a card's place and suit. */
export const SUIT_AT: Uint8Array = Uint8Array.from(CARDS, (c) => c.suit);

/** A card's place in the deck (0 … 61; -1 for an id that is not a TravFuda card). */
export function cardIndex(id: string): number {
  return INDEX[id] ?? -1;
}

/** All 62 card ids in deck order. */
export const TRAVFUDA_DECK: readonly string[] = CARDS.map((c) => c.id);

export function isTravCard(id: string): boolean {
  return BY_ID[id] !== undefined;
}

/** Everything the deck knows about a card; throws on an unknown id. */
export function travCard(id: string): TravCard {
  const c = BY_ID[id];
  if (!c) throw new RangeError(`Unknown TravFuda card "${id}"`);
  return c;
}

export const isJoker = (id: string) => id.charCodeAt(0) === 106; /* 'j' */
/** The suit number (0 for a Joker), read from the id without a lookup: `tNN-…`. */
export const suitOf = (id: string): number => {
  if (id.charCodeAt(0) !== 116 /* 't' */) return isJoker(id) ? 0 : travCard(id).suit;
  return (id.charCodeAt(1) - 48) * 10 + (id.charCodeAt(2) - 48);
};
export const kindOf = (id: string) => travCard(id).kind;

/** The designer's label: "6 R F", "3 D", "4" for a plain, "J" for a Joker. */
export function cardLabel(id: string): string {
  const c = travCard(id);
  if (c.kind === 'J') return 'J';
  if (c.kind === 'P') return String(c.suit);
  if (c.kind === 'D') return `${c.suit} D`;
  return `${c.suit} ${c.colour} ${c.kind}`;
}

/** A player-facing name: "6 Rockball, red flag", "3 Free Trader, double plain", "4 Comet, plain", "Joker". */
export function cardName(id: string): string {
  const c = travCard(id);
  if (c.kind === 'J') return 'Joker';
  const what = c.colour ? `${COLOUR_NAMES[c.colour]} ${KIND_NAMES[c.kind]}` : KIND_NAMES[c.kind];
  return `${c.suit} ${SUIT_NAMES[c.suit]}, ${what}`;
}

/**
 * A card as its button or picture names it: the designer's label it prints first, then its
 * name ("6 R F, 6 Rockball, red flag", "4, 4 Comet, plain", "J, Joker"). The face prints the
 * label and then, with labels on, the suit number in its corner (or JOKER): both are part of
 * what is heard, in that order.
 */
export function faceName(id: string): string {
  return `${cardLabel(id)}, ${cardName(id)}`;
}

/** Rank for the first-dealer draw and Denebian ties: Starburst first … Plain, then Joker. */
export const KIND_ORDER: readonly Kind[] = ['S', 'C', 'F', 'D', 'P', 'J'];

/** Sort for a hand: by suit, then kind order (Jokers last). */
export function sortTrav(ids: readonly string[]): string[] {
  if (ids.length > 8) {
    const out = sortByRankBits(ids);
    if (out) return out;
  }
  // An insertion sort on each card's place in that order (a hand is a dozen cards at most): the
  // same order as sorting by suit, kind and id, without a comparator's lookups.
  const n = ids.length;
  const out = new Array<string>(n);
  const keys = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const id = ids[i]!;
    const k = SORT_RANK[id] ?? -1;
    let j = i - 1;
    while (j >= 0 && keys[j]! > k) {
      out[j + 1] = out[j]!;
      keys[j + 1] = keys[j]!;
      j--;
    }
    out[j + 1] = id;
    keys[j + 1] = k;
  }
  return out;
}
/**
 * A longer list of distinct cards (a capture area) sorted by marking each card's place in the
 * sorted deck in two 31-bit masks and reading them back in order; null when a card is unknown or
 * listed twice (the insertion sort takes those).
 */
function sortByRankBits(ids: readonly string[]): string[] | null {
  if (!addRankBits(ids, 0, 0, 0)) return null;
  return fromRankBits(rankBits.lo, rankBits.hi, ids.length);
}

/** The masks `addRankBits` made (read before its next call). */
export const rankBits = { lo: 0, hi: 0 };

/**
 * Mark the places in `sortTrav`'s order of `ids[from…]` in the masks `lo` (places 0–30) and `hi`
 * (31–61), the result in `rankBits`; false when a card is unknown or already marked.
 */
export function addRankBits(ids: readonly string[], from: number, lo: number, hi: number): boolean {
  for (let i = from; i < ids.length; i++) {
    const k = SORT_RANK[ids[i]!];
    if (k === undefined) return false;
    if (k < 31) {
      const b = 1 << k;
      if (lo & b) return false;
      lo |= b;
    } else {
      const b = 1 << (k - 31);
      if (hi & b) return false;
      hi |= b;
    }
  }
  rankBits.lo = lo;
  rankBits.hi = hi;
  return true;
}

/** The `n` cards marked in the masks, in `sortTrav`'s order. */
export function fromRankBits(lo: number, hi: number, n: number): string[] {
  const out = new Array<string>(n);
  let at = 0;
  while (lo !== 0) {
    const low = lo & -lo;
    out[at++] = RANKED[31 - Math.clz32(low)]!;
    lo ^= low;
  }
  while (hi !== 0) {
    const low = hi & -hi;
    out[at++] = RANKED[62 - Math.clz32(low)]!;
    hi ^= low;
  }
  return out;
}

/** Are `ids` already in `sortTrav`'s order (so a sorted copy would equal them)? */
export function isSortedTrav(ids: readonly string[]): boolean {
  let prev = -2;
  for (let i = 0; i < ids.length; i++) {
    const k = SORT_RANK[ids[i]!] ?? -1;
    if (k < prev) return false;
    prev = k;
  }
  return true;
}
/** Suit, then kind order; Jokers after suit 10. */
const sortKey = (c: TravCard) => (c.suit === 0 ? 11 : c.suit) * 10 + KIND_ORDER.indexOf(c.kind);
/** Each card's place when the deck is sorted by suit, kind order, then id (ties of plains broken by id). */
const SORT_RANK: Record<string, number> = Object.create(null);
/** The card at each place of that order. */
const RANKED: string[] = [];
CARDS.slice()
  .sort((a, b) => sortKey(a) - sortKey(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  .forEach((c, i) => {
    SORT_RANK[c.id] = i;
    RANKED[i] = c.id;
  });

/** The cards of one suit. */
export function suitCards(suit: number): string[] {
  return CARDS.filter((c) => c.suit === suit).map((c) => c.id);
}
