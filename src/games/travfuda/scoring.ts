/**
 * TravFuda scoring, line by line in the order of the printed score sheet (docs/rulings/travfuda.md §1.3):
 * card points, then the combinations, the subtotal, Double Good ×2, then Emperor/Archduke.
 * Each line lists the cards that made it, so a sheet can show them when a line is tapped.
 */
import { cardIndex, COLOURS, isJoker, SUIT_NAMES, TRAVFUDA_DECK, travCard } from './deck.ts';

export interface ScoreItem {
  id: string;
  points: number;
  /** The cards behind the line. */
  cards?: string[];
  /** A count shown on the sheet (e.g. 3 starbursts, 2 guidons). */
  count?: number;
}

export interface ScoreOptions {
  /** Hero ladder: only the highest step (ruling) or every step reached. */
  heroStacking?: 'highest' | 'cumulative';
  /** What Double Good doubles: the subtotal (ruling) or the grand total including declarations. */
  doubleGoodScope?: 'subtotal' | 'grandTotal';
}

export interface Declared {
  emperor?: boolean;
  archduke?: boolean;
}

/** The lines of the printed sheet, in order, with their labels (for a full sheet display). */
export const SHEET_LINES: readonly { id: string; label: string }[] = [
  { id: 'starbursts', label: 'Starbursts (20 each)' },
  { id: 'cutlasses', label: 'Cutlasses (10 each)' },
  { id: 'flags', label: 'Flags (5 each)' },
  { id: 'doubles', label: 'Doubles (2 each)' },
  { id: 'plains', label: 'Plain (1 each)' },
  { id: 'jokers', label: 'Jokers (1 each)' },
  { id: 'whole-suit', label: 'Whole Suit (1 each)' },
  { id: 'guidon', label: 'Guidon Set: 3 Flags of a colour (2 each)' },
  { id: 'uniform', label: 'Uniform Set: S, C & F of a colour (3 each)' },
  { id: 'hero', label: 'Hero: 3 Starbursts (5)' },
  { id: 'major-hero', label: 'Major Hero: 4 Starbursts (10)' },
  { id: 'grand-hero', label: 'Grand Hero: 5 Starbursts (15)' },
  { id: 'five-flags', label: '5 Flags (1, +1 each extra)' },
  { id: 'five-cutlasses', label: '5 Cutlasses (2, +1 each extra)' },
  { id: 'twenty-plain', label: '20 Plain (2, +1 each extra)' },
  { id: 'double-trouble', label: 'Double Trouble: 4 Doubles, no 20 Plain (−10)' },
  { id: 'double-good', label: 'Double Good: 4 Doubles and 20 Plain (×2)' },
  { id: 'emperor-made', label: 'Emperor made (+10)' },
  { id: 'emperor-failed', label: 'Emperor failed (−20)' },
  { id: 'archduke-made', label: 'Archduke made (+10)' },
  { id: 'archduke-failed', label: 'Archduke failed (−20)' },
];

/** The other lines a hand's result may carry (Run or Jump!'s payouts), with their titles. */
const EXTRA_TITLES: Record<string, string> = {
  'run-markers': 'Run markers',
  'own-markers': 'Own Run markers',
  'runners-combinations': "Runners' combinations",
  'own-combinations': 'Own combinations',
  declarations: 'Declarations',
};

/**
 * A result line's title, capitalised as on the printed sheet and without its rate ("Whole Suit",
 * "Hero", "Guidon Set", "5 Flags"): the rate is in the points column beside it.
 */
export function lineTitle(id: string): string {
  const label = SHEET_LINES.find((l) => l.id === id)?.label;
  if (label) return label.split(/ \(|:/)[0]!;
  return EXTRA_TITLES[id] ?? id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

const CARD_LINES = new Set(['starbursts', 'cutlasses', 'flags', 'doubles', 'plains', 'jokers']);

/** Counts of a capture area that the sheet uses. */
export function captureCounts(captured: readonly string[]) {
  let S = 0,
    C = 0,
    F = 0,
    D = 0,
    P = 0,
    J = 0;
  for (const id of captured) {
    const k = travCard(id).kind;
    if (k === 'S') S++;
    else if (k === 'C') C++;
    else if (k === 'F') F++;
    else if (k === 'D') D++;
    else if (k === 'P') P++;
    else J++;
  }
  return { S, C, F, D, P, J, plain: P + 2 * D };
}

/** A colour's place in `COLOURS` (R G P Y B), for the tally's per-colour counts. */
const COLOUR_AT: Record<string, number> = { R: 0, G: 1, P: 2, Y: 3, B: 4 };

/**
 * What the sheet's lines need from a capture area, counted in one pass into this scratch record
 * (read before the next tally; nothing a hand's scoring keeps). The combinations are counts and
 * bit masks (whole suits by suit number, Guidons and Uniforms by colour place).
 */
interface Tally {
  wholeSuits: number;
  wholeMask: number;
  guidons: number;
  guidonMask: number;
  uniforms: number;
  uniformMask: number;
  S: number;
  C: number;
  F: number;
  D: number;
  P: number;
  J: number;
  plain: number;
  points: number;
}

const PER_SUIT = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const FLAGS_OF = [0, 0, 0, 0, 0];
const SYMBOLS_OF = [0, 0, 0, 0, 0]; // bit 1 S, 2 C, 4 F

function tally(captured: readonly string[]): Tally {
  for (let x = 0; x <= 10; x++) PER_SUIT[x] = 0;
  for (let x = 0; x < 5; x++) {
    FLAGS_OF[x] = 0;
    SYMBOLS_OF[x] = 0;
  }
  let S = 0,
    C = 0,
    F = 0,
    D = 0,
    P = 0,
    J = 0,
    plain = 0,
    points = 0;
  for (let i = 0; i < captured.length; i++) {
    const c = travCard(captured[i]!);
    PER_SUIT[c.suit]!++;
    plain += c.plain;
    points += c.points;
    const k = c.kind;
    if (k === 'P') P++;
    else if (k === 'J') J++;
    else if (k === 'D') D++;
    else {
      const at = COLOUR_AT[c.colour!]!;
      if (k === 'S') {
        S++;
        SYMBOLS_OF[at]! |= 1;
      } else if (k === 'C') {
        C++;
        SYMBOLS_OF[at]! |= 2;
      } else {
        F++;
        FLAGS_OF[at]!++;
        SYMBOLS_OF[at]! |= 4;
      }
    }
  }
  let wholeSuits = 0,
    wholeMask = 0,
    guidons = 0,
    guidonMask = 0,
    uniforms = 0,
    uniformMask = 0;
  for (let s = 1; s <= 10; s++)
    if (PER_SUIT[s] === 6) {
      wholeSuits++;
      wholeMask |= 1 << s;
    }
  for (let c = 0; c < 5; c++) {
    if (FLAGS_OF[c] === 3) {
      guidons++;
      guidonMask |= 1 << c;
    }
    if (SYMBOLS_OF[c] === 7) {
      uniforms++;
      uniformMask |= 1 << c;
    }
  }
  return { wholeSuits, wholeMask, guidons, guidonMask, uniforms, uniformMask, S, C, F, D, P, J, plain, points };
}

/** Push the combination lines (id, points, count) of a tally onto `out`, in sheet order. */
function comboLinesInto(t: Tally, options: ScoreOptions, out: ScoreItem[]): ScoreItem[] {
  if (t.wholeSuits) out.push({ id: 'whole-suit', points: t.wholeSuits, count: t.wholeSuits });
  if (t.guidons) out.push({ id: 'guidon', points: 2 * t.guidons, count: t.guidons });
  if (t.uniforms) out.push({ id: 'uniform', points: 3 * t.uniforms, count: t.uniforms });
  if (t.S >= 3) {
    // Hero 3 (5), Major Hero 4 (10), Grand Hero 5 (15): the highest step, or every step reached.
    const top = t.S >= 5 ? 2 : t.S >= 4 ? 1 : 0;
    const from = options.heroStacking === 'cumulative' ? 0 : top;
    for (let h = from; h <= top; h++) out.push({ id: HERO_IDS[h]!, points: 5 * (h + 1), count: t.S });
  }
  if (t.F >= 5) out.push({ id: 'five-flags', points: t.F - 4, count: t.F });
  if (t.C >= 5) out.push({ id: 'five-cutlasses', points: t.C - 3, count: t.C });
  if (t.plain >= 20) out.push({ id: 'twenty-plain', points: t.plain - 18, count: t.plain });
  if (t.D === 4 && t.plain < 20) out.push({ id: 'double-trouble', points: -10, count: 4 });
  return out;
}
const HERO_IDS = ['hero', 'major-hero', 'grand-hero'] as const;

/** Combination lines only (step 2 of §1.3), each with its cards. */
export function combinationItems(
  captured: readonly string[],
  options: ScoreOptions = {},
  withCards = true,
): ScoreItem[] {
  const t = tally(captured);
  // Without the cards (a playout's score), only the lines: nothing below is built.
  if (!withCards) return comboLinesInto(t, options, []);
  const { wholeMask, guidonMask, uniformMask } = t;
  const of = (pred: (c: ReturnType<typeof travCard>) => boolean) => captured.filter((id) => pred(travCard(id)));
  const colourIn = (c: ReturnType<typeof travCard>, mask: number) =>
    !!c.colour && (mask & (1 << COLOUR_AT[c.colour]!)) !== 0;
  const cardsOf: Record<string, () => string[]> = {
    'whole-suit': () => of((c) => c.suit > 0 && (wholeMask & (1 << c.suit)) !== 0),
    guidon: () => of((c) => c.kind === 'F' && colourIn(c, guidonMask)),
    uniform: () => of((c) => colourIn(c, uniformMask)),
    hero: () => of((c) => c.kind === 'S'),
    'major-hero': () => of((c) => c.kind === 'S'),
    'grand-hero': () => of((c) => c.kind === 'S'),
    'five-flags': () => of((c) => c.kind === 'F'),
    'five-cutlasses': () => of((c) => c.kind === 'C'),
    'twenty-plain': () => of((c) => c.plain > 0),
    'double-trouble': () => of((c) => c.kind === 'D'),
  };
  return comboLinesInto(t, options, []).map((l) => ({
    id: l.id,
    points: l.points,
    count: l.count!,
    cards: cardsOf[l.id]!(),
  }));
}

/** Double Good: all four Doubles and 20+ plain. */
export function isDoubleGood(captured: readonly string[]): boolean {
  const n = captureCounts(captured);
  return n.D === 4 && n.plain >= 20;
}

/**
 * The Run or Jump! combination score: the combination lines only (no card points), doubled
 * when Double Good applies (docs/rulings/travfuda.md §1.5.2).
 */
export function combinationScore(captured: readonly string[], options: ScoreOptions = {}): number {
  clearCounts(COUNT);
  countInto(captured, COUNT);
  return comboScoreOf(COUNT, options);
}

/**
 * `combinationScore([...base, ...more, last])` (`last` left out when undefined) without the
 * list: `base`'s counts are kept while the same list (of the same length) comes back, so a bot
 * weighing many captures onto one capture area counts that area once.
 */
export function combinationScoreWith(
  base: readonly string[],
  more: readonly string[],
  last?: string,
  options: ScoreOptions = {},
): number {
  COUNT.set(BASE_COUNTS[baseAt(base)]!);
  countInto(more, COUNT);
  if (last !== undefined) countCard(last, COUNT);
  return comboScoreOf(COUNT, options);
}

/**
 * `combinationScore([...base, ...more, last]) - combinationScore(base)` with the default options
 * (what a capture adds to a capture area's combinations, as the Normal bot weighs it), `base`
 * counted and scored once while it comes back.
 */
export function combinationGain(base: readonly string[], more: readonly string[], last?: string): number {
  const at = baseAt(base);
  COUNT.set(BASE_COUNTS[at]!);
  countInto(more, COUNT);
  if (last !== undefined) countCard(last, COUNT);
  return comboScoreOf(COUNT, NO_OPTIONS) - BASE_SCORE[at]!;
}
const NO_OPTIONS: ScoreOptions = Object.freeze({});

/**
 * The capture areas counted last (each seat's, as the bots of a playout take turns), by list and
 * length (a list is never changed in place; the length guards it): their counts and their
 * combination score with the default options.
 */
const BASES = 8;
const BASE_KEY: (readonly string[] | undefined)[] = new Array(BASES).fill(undefined);
const BASE_LEN: number[] = new Array(BASES).fill(-1);
const BASE_COUNTS: Int32Array[] = Array.from({ length: BASES }, () => new Int32Array(29));
const BASE_SCORE: number[] = new Array(BASES).fill(0);
let baseNext = 0;

/** The place of `base`'s counts in the cache, counted now if they are not there. */
function baseAt(base: readonly string[]): number {
  for (let i = 0; i < BASES; i++) if (BASE_KEY[i] === base && BASE_LEN[i] === base.length) return i;
  const at = baseNext;
  baseNext = (baseNext + 1) % BASES;
  const counts = BASE_COUNTS[at]!;
  counts.fill(0);
  countInto(base, counts);
  BASE_KEY[at] = base;
  BASE_LEN[at] = base.length;
  BASE_SCORE[at] = comboScoreOf(counts, NO_OPTIONS);
  return at;
}

/*
 * Counts for the scores a playout asks for most (combinations, the live sheet total), in one
 * scratch array with no record built: per suit [0..10], flags per colour [11..15], symbols seen
 * per colour as bits S 1, C 2, F 4 [16..20], then S C F D P J [21..26], plain [27], points [28].
 * The same counts as `tally`, from per-card tables by deck place.
 */
const AT_FLAGS = 11;
const AT_SYMBOLS = 16;
const AT_KIND = 21;
const AT_PLAIN = 27;
const AT_POINTS = 28;
const KIND_CODE: Record<string, number> = { S: 0, C: 1, F: 2, D: 3, P: 4, J: 5 };
const CARD_SUIT = new Int32Array(TRAVFUDA_DECK.length);
const CARD_KIND = new Int32Array(TRAVFUDA_DECK.length);
const CARD_COLOUR = new Int32Array(TRAVFUDA_DECK.length);
const CARD_PLAIN = new Int32Array(TRAVFUDA_DECK.length);
const CARD_POINTS = new Int32Array(TRAVFUDA_DECK.length);
TRAVFUDA_DECK.forEach((id, k) => {
  const c = travCard(id);
  CARD_SUIT[k] = c.suit;
  CARD_KIND[k] = KIND_CODE[c.kind]!;
  CARD_COLOUR[k] = c.colour ? COLOURS.indexOf(c.colour) : 0;
  CARD_PLAIN[k] = c.plain;
  CARD_POINTS[k] = c.points;
});
const COUNT = new Int32Array(29);

/** Zero a tally (a loop: `fill` on a typed array this small is a builtin call costlier than the writes). */
function clearCounts(t: Int32Array): void {
  for (let i = 0; i < t.length; i++) t[i] = 0;
}

function countCard(id: string, into: Int32Array): void {
  const k = cardIndex(id);
  if (k < 0) travCard(id); // throws: not a TravFuda card
  into[CARD_SUIT[k]!]!++;
  into[AT_PLAIN]! += CARD_PLAIN[k]!;
  into[AT_POINTS]! += CARD_POINTS[k]!;
  const kind = CARD_KIND[k]!;
  into[AT_KIND + kind]!++;
  if (kind <= 2) {
    const colour = CARD_COLOUR[k]!;
    into[AT_SYMBOLS + colour]! |= 1 << kind;
    if (kind === 2) into[AT_FLAGS + colour]!++;
  }
}

function countInto(cards: readonly string[], into: Int32Array): void {
  for (let i = 0; i < cards.length; i++) countCard(cards[i]!, into);
}

/** One combination line: its id onto `ids` and `lines`, its points onto `points`; returns them. */
function line(id: string, n: number, ids: string[], points: number[] | undefined, lines?: string[]): number {
  ids.push(id);
  points?.push(n);
  lines?.push(id);
  return n;
}

/** The combination lines of the counts (`comboLinesInto`'s, in its order) pushed as ids and points; their sum. */
function comboLinesOf(
  t: Int32Array,
  options: ScoreOptions,
  ids: string[],
  points?: number[],
  lines?: string[],
): number {
  let wholeSuits = 0;
  for (let x = 1; x <= 10; x++) if (t[x] === 6) wholeSuits++;
  let guidons = 0;
  let uniforms = 0;
  for (let c = 0; c < 5; c++) {
    if (t[AT_FLAGS + c] === 3) guidons++;
    if (t[AT_SYMBOLS + c] === 7) uniforms++;
  }
  const S = t[AT_KIND]!;
  const C = t[AT_KIND + 1]!;
  const F = t[AT_KIND + 2]!;
  const D = t[AT_KIND + 3]!;
  const plain = t[AT_PLAIN]!;
  let sum = 0;
  if (wholeSuits) sum += line('whole-suit', wholeSuits, ids, points, lines);
  if (guidons) sum += line('guidon', 2 * guidons, ids, points, lines);
  if (uniforms) sum += line('uniform', 3 * uniforms, ids, points, lines);
  if (S >= 3) {
    const top = S >= 5 ? 2 : S >= 4 ? 1 : 0;
    const from = options.heroStacking === 'cumulative' ? 0 : top;
    for (let h = from; h <= top; h++) sum += line(HERO_IDS[h]!, 5 * (h + 1), ids, points, lines);
  }
  if (F >= 5) sum += line('five-flags', F - 4, ids, points, lines);
  if (C >= 5) sum += line('five-cutlasses', C - 3, ids, points, lines);
  if (plain >= 20) sum += line('twenty-plain', plain - 18, ids, points, lines);
  if (D === 4 && plain < 20) sum += line('double-trouble', -10, ids, points, lines);
  return sum;
}

/** A capture area's counts, for a score kept up to date as cards are added (`addCounts`). */
export function newCounts(): Int32Array {
  return new Int32Array(29);
}

/** Add `cards[from…]` to a capture area's counts. */
export function addCounts(cards: readonly string[], from: number, into: Int32Array): void {
  for (let i = from; i < cards.length; i++) countCard(cards[i]!, into);
}

/** `sheetTotal` (the total alone) of a capture area's counts. */
export function sheetTotalOfCounts(t: Int32Array, declared: Declared, options: ScoreOptions): number {
  let total = t[AT_POINTS]! + comboSumOf(t, options);
  const emperor = declared.emperor ? (t[AT_KIND] === 5 ? 10 : -20) : 0;
  const archduke = declared.archduke ? (t[AT_PLAIN]! >= 20 ? 10 : -20) : 0;
  const declTotal = emperor + archduke;
  if (t[AT_KIND + 3] === 4 && t[AT_PLAIN]! >= 20)
    total += options.doubleGoodScope === 'grandTotal' ? total + declTotal : total;
  return total + declTotal;
}

/** `combinationScore` of a capture area's counts. */
export function combinationScoreOfCounts(t: Int32Array, options: ScoreOptions = {}): number {
  return comboScoreOf(t, options);
}

/** `comboSum` from the counts. */
function comboSumOf(t: Int32Array, options: ScoreOptions): number {
  let sum = 0;
  for (let x = 1; x <= 10; x++) if (t[x] === 6) sum++;
  for (let c = 0; c < 5; c++) {
    if (t[AT_FLAGS + c] === 3) sum += 2;
    if (t[AT_SYMBOLS + c] === 7) sum += 3;
  }
  const S = t[AT_KIND]!;
  const C = t[AT_KIND + 1]!;
  const F = t[AT_KIND + 2]!;
  const D = t[AT_KIND + 3]!;
  const plain = t[AT_PLAIN]!;
  if (S >= 3) {
    const top = S >= 5 ? 2 : S >= 4 ? 1 : 0;
    sum += options.heroStacking === 'cumulative' ? HERO_CUMULATIVE[top]! : 5 * (top + 1);
  }
  if (F >= 5) sum += F - 4;
  if (C >= 5) sum += C - 3;
  if (plain >= 20) sum += plain - 18;
  if (D === 4 && plain < 20) sum -= 10;
  return sum;
}
const HERO_CUMULATIVE = [5, 15, 30] as const;

/** `combinationScore` from the counts (Double Good doubles). */
function comboScoreOf(t: Int32Array, options: ScoreOptions): number {
  const sum = comboSumOf(t, options);
  return t[AT_KIND + 3] === 4 && t[AT_PLAIN]! >= 20 ? sum * 2 : sum;
}

/** The card lines of the sheet: id, the kind counted, points each. */
const CARD_KINDS = [
  ['starbursts', 'S', 20],
  ['cutlasses', 'C', 10],
  ['flags', 'F', 5],
  ['doubles', 'D', 2],
  ['plains', 'P', 1],
  ['jokers', 'J', 1],
] as const;

/** Score a capture area exactly as the printed sheet does (contract rule 12). `withCards` false leaves out each line's card list (engines only need the points). */
export function scoreTravFuda(
  captured: readonly string[],
  declared: Declared = {},
  options: ScoreOptions = {},
  withCards = true,
): { total: number; items: ScoreItem[] } {
  const t = tally(captured);
  const items: ScoreItem[] = [];
  const kindCards = (kind: string) => captured.filter((id) => travCard(id).kind === kind);
  const plainCards = () => captured.filter((id) => travCard(id).plain > 0);
  for (const [id, kind, each] of CARD_KINDS) {
    const count = t[kind];
    if (count > 0)
      items.push(
        withCards ? { id, points: each * count, count, cards: kindCards(kind) } : { id, points: each * count, count },
      );
  }
  if (withCards) items.push(...combinationItems(captured, options, true));
  else comboLinesInto(t, options, items);
  let total = 0;
  for (let i = 0; i < items.length; i++) total += items[i]!.points;

  let declTotal = 0;
  let emperor: ScoreItem | undefined;
  let archduke: ScoreItem | undefined;
  if (declared.emperor) {
    const made = t.S === 5;
    emperor = { id: made ? 'emperor-made' : 'emperor-failed', points: made ? 10 : -20, cards: kindCards('S') };
    declTotal += emperor.points;
  }
  if (declared.archduke) {
    const made = t.plain >= 20;
    archduke = { id: made ? 'archduke-made' : 'archduke-failed', points: made ? 10 : -20, cards: plainCards() };
    declTotal += archduke.points;
  }

  if (t.D === 4 && t.plain >= 20) {
    const base = options.doubleGoodScope === 'grandTotal' ? total + declTotal : total;
    items.push({ id: 'double-good', points: base, cards: plainCards() });
    total += base;
  }
  if (emperor) items.push(emperor);
  if (archduke) items.push(archduke);
  total += declTotal;
  return { total, items };
}

/**
 * A capture area's sheet as a hand's result needs it, without building a line: the total, and
 * the line ids and points pushed onto `ids` and `points` (the lines of `scoreTravFuda`, in its
 * order); `lines`, when given, gets the ids of the lines beyond card points.
 */
export function sheetTotal(
  captured: readonly string[],
  declared: Declared,
  options: ScoreOptions,
  ids?: string[],
  points?: number[],
  lines?: string[],
): number {
  if (ids === undefined && points === undefined && lines === undefined) {
    // The total alone (a table's live score): from the counts, no line and no record built.
    clearCounts(COUNT);
    countInto(captured, COUNT);
    return sheetTotalOfCounts(COUNT, declared, options);
  }
  // The lines as well: from the same counts, each id and its points pushed as it is found.
  clearCounts(COUNT);
  countInto(captured, COUNT);
  const t = COUNT;
  let total = 0;
  for (let k = 0; k < CARD_KINDS.length; k++) {
    const count = t[AT_KIND + k]!;
    if (count > 0) {
      // by index: an array pattern walks the iterator protocol
      const line = CARD_KINDS[k]!;
      const id = line[0];
      const each = line[2];
      total += each * count;
      ids?.push(id);
      points?.push(each * count);
    }
  }
  if (ids) total += comboLinesOf(t, options, ids, points, lines);
  else total += comboSumOf(t, options);
  const emperor = declared.emperor ? (t[AT_KIND] === 5 ? 10 : -20) : 0;
  const archduke = declared.archduke ? (t[AT_PLAIN]! >= 20 ? 10 : -20) : 0;
  const declTotal = emperor + archduke;
  if (t[AT_KIND + 3] === 4 && t[AT_PLAIN]! >= 20) {
    const base = options.doubleGoodScope === 'grandTotal' ? total + declTotal : total;
    ids?.push('double-good');
    points?.push(base);
    lines?.push('double-good');
    total += base;
  }
  if (declared.emperor) {
    const id = emperor > 0 ? 'emperor-made' : 'emperor-failed';
    ids?.push(id);
    points?.push(emperor);
    lines?.push(id);
  }
  if (declared.archduke) {
    const id = archduke > 0 ? 'archduke-made' : 'archduke-failed';
    ids?.push(id);
    points?.push(archduke);
    lines?.push(id);
  }
  return total + declTotal;
}

/** Card points alone (the first six lines). */
export function cardPoints(captured: readonly string[]): number {
  return captured.reduce((t, id) => t + travCard(id).points, 0);
}

/** True for the lines that count card points (not combinations). */
export const isCardLine = (id: string) => CARD_LINES.has(id);

/** A short readable note for a line, e.g. "Whole Suit ×2 (3 Free Trader, 7 Patrol Ship)". */
export function lineNote(item: ScoreItem): string {
  if (item.id === 'whole-suit' && item.cards) {
    const suits = [...new Set(item.cards.filter((c) => !isJoker(c)).map((c) => travCard(c).suit))];
    return suits.map((s) => `${s} ${SUIT_NAMES[s]}`).join(', ');
  }
  return item.count !== undefined ? `×${item.count}` : '';
}
