/**
 * TravFuda scoring, line by line in the order of the printed score sheet (rulings §1.3):
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

/** Combination lines only (step 2 of §1.3), each with its cards. */
export function combinationItems(captured: readonly string[], options: ScoreOptions = {}): ScoreItem[] {
  const cards = captured.map(travCard);
  const n = captureCounts(captured);
  const items: ScoreItem[] = [];
  const of = (pred: (c: ReturnType<typeof travCard>) => boolean) => cards.filter(pred).map((c) => c.id);

  const suits: number[] = [];
  for (let s = 1; s <= 10; s++) if (cards.filter((c) => c.suit === s).length === 6) suits.push(s);
  if (suits.length) items.push({ id: 'whole-suit', points: suits.length, count: suits.length, cards: of((c) => suits.includes(c.suit)) });

  const guidons = COLOURS.filter((col) => cards.filter((c) => c.kind === 'F' && c.colour === col).length === 3);
  if (guidons.length) items.push({ id: 'guidon', points: 2 * guidons.length, count: guidons.length, cards: of((c) => c.kind === 'F' && guidons.includes(c.colour as Colour)) });

  const uniforms = COLOURS.filter((col) => (['S', 'C', 'F'] as const).every((k) => cards.some((c) => c.kind === k && c.colour === col)));
  if (uniforms.length) items.push({ id: 'uniform', points: 3 * uniforms.length, count: uniforms.length, cards: of((c) => !!c.colour && uniforms.includes(c.colour)) });

  const stars = of((c) => c.kind === 'S');
  const ladder = [
    { id: 'hero', need: 3, points: 5 },
    { id: 'major-hero', need: 4, points: 10 },
    { id: 'grand-hero', need: 5, points: 15 },
  ].filter((h) => n.S >= h.need);
  const steps = options.heroStacking === 'cumulative' ? ladder : ladder.slice(-1);
  for (const h of steps) items.push({ id: h.id, points: h.points, count: n.S, cards: stars });

  if (n.F >= 5) items.push({ id: 'five-flags', points: n.F - 4, count: n.F, cards: of((c) => c.kind === 'F') });
  if (n.C >= 5) items.push({ id: 'five-cutlasses', points: n.C - 3, count: n.C, cards: of((c) => c.kind === 'C') });
  if (n.plain >= 20) items.push({ id: 'twenty-plain', points: n.plain - 18, count: n.plain, cards: of((c) => c.plain > 0) });
  if (n.D === 4 && n.plain < 20) items.push({ id: 'double-trouble', points: -10, count: 4, cards: of((c) => c.kind === 'D') });
  return items;
}

/** Double Good: all four Doubles and 20+ plain. */
export function isDoubleGood(captured: readonly string[]): boolean {
  const n = captureCounts(captured);
  return n.D === 4 && n.plain >= 20;
}

/**
 * The Run or Jump! combination score: the combination lines only (no card points), doubled
 * when Double Good applies (rulings §1.5.2).
 */
export function combinationScore(captured: readonly string[], options: ScoreOptions = {}): number {
  const sum = combinationItems(captured, options).reduce((t, i) => t + i.points, 0);
  return isDoubleGood(captured) ? sum * 2 : sum;
}

/** Score a capture area exactly as the printed sheet does (contract: src/games/travfuda/scoring.ts). */
export function scoreTravFuda(captured: string[], declared: Declared = {}, options: ScoreOptions = {}): { total: number; items: ScoreItem[] } {
  const n = captureCounts(captured);
  const of = (k: string) => captured.filter((id) => travCard(id).kind === k);
  const items: ScoreItem[] = [];
  const card = (id: string, kind: string, each: number, count: number) => {
    if (count > 0) items.push({ id, points: each * count, count, cards: of(kind) });
  };
  card('starbursts', 'S', 20, n.S);
  card('cutlasses', 'C', 10, n.C);
  card('flags', 'F', 5, n.F);
  card('doubles', 'D', 2, n.D);
  card('plains', 'P', 1, n.P);
  card('jokers', 'J', 1, n.J);
  items.push(...combinationItems(captured, options));
  let total = items.reduce((t, i) => t + i.points, 0);

  const declarations: ScoreItem[] = [];
  if (declared.emperor) {
    const made = n.S === 5;
    declarations.push({ id: made ? 'emperor-made' : 'emperor-failed', points: made ? 10 : -20, cards: of('S') });
  }
  if (declared.archduke) {
    const made = n.plain >= 20;
    declarations.push({ id: made ? 'archduke-made' : 'archduke-failed', points: made ? 10 : -20, cards: captured.filter((id) => travCard(id).plain > 0) });
  }
  const declTotal = declarations.reduce((t, i) => t + i.points, 0);

  if (isDoubleGood(captured)) {
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
