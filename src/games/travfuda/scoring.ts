/**
 * TravFuda scoring, line by line in the order of the printed score sheet (docs/rulings/travfuda.md §1.3):
 * card points, then the combinations, the subtotal, Double Good ×2, then Emperor/Archduke.
 * Each line lists the cards that made it, so a sheet can show them when a line is tapped.
 */
import { COLOURS, isJoker, SUIT_NAMES, travCard, type Colour } from './deck.ts';

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

/** What the combination lines need from a capture area, counted in one pass. */
interface Tally {
  wholeSuits: number[];
  guidons: Colour[];
  uniforms: Colour[];
  S: number;
  C: number;
  F: number;
  D: number;
  plain: number;
}

function tally(captured: readonly string[]): Tally {
  const perSuit = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const flagsOf: Record<string, number> = { R: 0, G: 0, P: 0, Y: 0, B: 0 };
  const symbolsOf: Record<string, number> = { R: 0, G: 0, P: 0, Y: 0, B: 0 }; // bit 1 S, 2 C, 4 F
  let S = 0,
    C = 0,
    F = 0,
    D = 0,
    plain = 0;
  for (let i = 0; i < captured.length; i++) {
    const c = travCard(captured[i]!);
    perSuit[c.suit]!++;
    plain += c.plain;
    if (c.kind === 'S') S++;
    else if (c.kind === 'C') C++;
    else if (c.kind === 'F') F++;
    else if (c.kind === 'D') D++;
    if (c.colour) {
      if (c.kind === 'F') flagsOf[c.colour]!++;
      symbolsOf[c.colour]! |= c.kind === 'S' ? 1 : c.kind === 'C' ? 2 : 4;
    }
  }
  const wholeSuits: number[] = [];
  for (let s = 1; s <= 10; s++) if (perSuit[s] === 6) wholeSuits.push(s);
  return {
    wholeSuits,
    guidons: COLOURS.filter((col) => flagsOf[col] === 3),
    uniforms: COLOURS.filter((col) => symbolsOf[col] === 7),
    S,
    C,
    F,
    D,
    plain,
  };
}

/** The combination lines (id, points, count) from a tally, in sheet order. */
function comboLines(t: Tally, options: ScoreOptions): { id: string; points: number; count: number }[] {
  const out: { id: string; points: number; count: number }[] = [];
  if (t.wholeSuits.length) out.push({ id: 'whole-suit', points: t.wholeSuits.length, count: t.wholeSuits.length });
  if (t.guidons.length) out.push({ id: 'guidon', points: 2 * t.guidons.length, count: t.guidons.length });
  if (t.uniforms.length) out.push({ id: 'uniform', points: 3 * t.uniforms.length, count: t.uniforms.length });
  if (t.S >= 3) {
    const ladder = [
      { id: 'hero', need: 3, points: 5 },
      { id: 'major-hero', need: 4, points: 10 },
      { id: 'grand-hero', need: 5, points: 15 },
    ].filter((h) => t.S >= h.need);
    const steps = options.heroStacking === 'cumulative' ? ladder : ladder.slice(-1);
    for (const h of steps) out.push({ id: h.id, points: h.points, count: t.S });
  }
  if (t.F >= 5) out.push({ id: 'five-flags', points: t.F - 4, count: t.F });
  if (t.C >= 5) out.push({ id: 'five-cutlasses', points: t.C - 3, count: t.C });
  if (t.plain >= 20) out.push({ id: 'twenty-plain', points: t.plain - 18, count: t.plain });
  if (t.D === 4 && t.plain < 20) out.push({ id: 'double-trouble', points: -10, count: 4 });
  return out;
}

/** Combination lines only (step 2 of §1.3), each with its cards. */
export function combinationItems(
  captured: readonly string[],
  options: ScoreOptions = {},
  withCards = true,
): ScoreItem[] {
  const t = tally(captured);
  // Without the cards (a playout's score), only the lines: nothing below is built.
  if (!withCards) return comboLines(t, options);
  const of = (pred: (c: ReturnType<typeof travCard>) => boolean) => captured.filter((id) => pred(travCard(id)));
  const cardsOf: Record<string, () => string[]> = {
    'whole-suit': () => of((c) => t.wholeSuits.includes(c.suit)),
    guidon: () => of((c) => c.kind === 'F' && t.guidons.includes(c.colour as Colour)),
    uniform: () => of((c) => !!c.colour && t.uniforms.includes(c.colour)),
    hero: () => of((c) => c.kind === 'S'),
    'major-hero': () => of((c) => c.kind === 'S'),
    'grand-hero': () => of((c) => c.kind === 'S'),
    'five-flags': () => of((c) => c.kind === 'F'),
    'five-cutlasses': () => of((c) => c.kind === 'C'),
    'twenty-plain': () => of((c) => c.plain > 0),
    'double-trouble': () => of((c) => c.kind === 'D'),
  };
  return comboLines(t, options).map((l) =>
    withCards
      ? { id: l.id, points: l.points, count: l.count, cards: cardsOf[l.id]!() }
      : { id: l.id, points: l.points, count: l.count },
  );
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
  const t = tally(captured);
  let sum = 0;
  for (const l of comboLines(t, options)) sum += l.points;
  return t.D === 4 && t.plain >= 20 ? sum * 2 : sum;
}

/** Score a capture area exactly as the printed sheet does (contract rule 12). `withCards` false leaves out each line's card list (engines only need the points). */
export function scoreTravFuda(
  captured: string[],
  declared: Declared = {},
  options: ScoreOptions = {},
  withCards = true,
): { total: number; items: ScoreItem[] } {
  const byKind: Record<string, string[]> = { S: [], C: [], F: [], D: [], P: [], J: [] };
  for (let i = 0; i < captured.length; i++) byKind[travCard(captured[i]!).kind]!.push(captured[i]!);
  const n = {
    S: byKind.S!.length,
    C: byKind.C!.length,
    F: byKind.F!.length,
    D: byKind.D!.length,
    P: byKind.P!.length,
    J: byKind.J!.length,
    plain: byKind.P!.length + 2 * byKind.D!.length,
  };
  const of = (k: string) => byKind[k]!.slice();
  const items: ScoreItem[] = [];
  const card = (id: string, kind: string, each: number, count: number) => {
    if (count > 0)
      items.push(
        withCards ? { id, points: each * count, count, cards: of(kind) } : { id, points: each * count, count },
      );
  };
  card('starbursts', 'S', 20, n.S);
  card('cutlasses', 'C', 10, n.C);
  card('flags', 'F', 5, n.F);
  card('doubles', 'D', 2, n.D);
  card('plains', 'P', 1, n.P);
  card('jokers', 'J', 1, n.J);
  items.push(...combinationItems(captured, options, withCards));
  let total = items.reduce((t, i) => t + i.points, 0);

  const declarations: ScoreItem[] = [];
  if (declared.emperor) {
    const made = n.S === 5;
    declarations.push({ id: made ? 'emperor-made' : 'emperor-failed', points: made ? 10 : -20, cards: of('S') });
  }
  if (declared.archduke) {
    const made = n.plain >= 20;
    declarations.push({
      id: made ? 'archduke-made' : 'archduke-failed',
      points: made ? 10 : -20,
      cards: captured.filter((id) => travCard(id).plain > 0),
    });
  }
  const declTotal = declarations.reduce((t, i) => t + i.points, 0);

  if (n.D === 4 && n.plain >= 20) {
    const base = options.doubleGoodScope === 'grandTotal' ? total + declTotal : total;
    items.push({ id: 'double-good', points: base, cards: captured.filter((id) => travCard(id).plain > 0) });
    total += base;
  }
  items.push(...declarations);
  total += declTotal;
  return { total, items };
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
