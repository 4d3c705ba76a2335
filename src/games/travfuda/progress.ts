/**
 * Progress toward the TravFuda combinations (issue 28 §3): for a capture area, each line of the
 * printed sheet that is a goal (sheet lines of `scoring.ts`: the Hero ladder, Guidon and Uniform
 * Sets of each colour, Whole Suits, 5 Flags, 5 Cutlasses, 20 Plain, Double Good and its danger
 * Double Trouble, and a declared Emperor or Archduke), how much is held, what it needs, the cards
 * that would bring it closer and those already gone to another capture area. Pure; the tables only
 * word and draw it. `complete` is exactly what the scorer scores (a property test checks).
 */
import { COLOURS, TRAVFUDA_DECK, travCard, type Colour } from './deck.ts';
import type { Declared, ScoreOptions } from './scoring.ts';

export type ComboId =
  | 'hero'
  | 'major-hero'
  | 'grand-hero'
  | 'guidon'
  | 'uniform'
  | 'whole-suit'
  | 'five-flags'
  | 'five-cutlasses'
  | 'twenty-plain'
  | 'double-good'
  | 'double-trouble'
  | 'emperor'
  | 'archduke';

export interface ComboProgress {
  /** The sheet line (Emperor and Archduke: the declaration). */
  id: ComboId;
  /** The colour of a Guidon or Uniform Set, the suit of a Whole Suit. */
  colour?: Colour;
  suit?: number;
  /** How much is held toward it (cards, or plain for 20 Plain and an Archduke). */
  have: number;
  /** How much it needs. */
  need: number;
  /** The scorer scores it now. */
  complete: boolean;
  /** What it scores now when complete, else what it would score when reached (Double Good: 0, it doubles). */
  points: number;
  /** Cards that would bring it closer and are not in anyone's capture area (on the table, in a hand or the stock). */
  wanted: string[];
  /** Cards it would need that another capture area holds: gone for this hand. */
  gone: string[];
  /** It can still be completed with the cards not yet gone (for Double Trouble: it can still happen). */
  possible: boolean;
}

const CARDS = TRAVFUDA_DECK.map(travCard);

/** Count-toward-a-number progress over the cards matching `pred`, with each card's weight (1, or plain 2 for a double). */
function counted(
  id: ComboId,
  mine: ReadonlySet<string>,
  gone: ReadonlySet<string>,
  need: number,
  pred: (c: (typeof CARDS)[number]) => boolean,
  weight: (c: (typeof CARDS)[number]) => number = () => 1,
  points: (have: number) => number,
): ComboProgress {
  let have = 0;
  let left = 0;
  const wanted: string[] = [];
  const lost: string[] = [];
  for (const c of CARDS) {
    if (!pred(c)) continue;
    if (mine.has(c.id)) have += weight(c);
    else if (gone.has(c.id)) lost.push(c.id);
    else {
      wanted.push(c.id);
      left += weight(c);
    }
  }
  const complete = have >= need;
  return {
    id,
    have,
    need,
    complete,
    points: points(complete ? have : need),
    wanted: complete ? [] : wanted,
    gone: complete ? [] : lost,
    possible: have + left >= need,
  };
}

/**
 * Every goal of a capture area: `captured` is the area, `taken` every card in the other capture
 * areas (public: gone for this one), `declared` its owner's declarations.
 */
export function comboProgress(
  captured: readonly string[],
  taken: readonly string[],
  options: ScoreOptions = {},
  declared: Declared = {},
): ComboProgress[] {
  const mine = new Set(captured);
  const gone = new Set(taken);
  const out: ComboProgress[] = [];
  const S = (c: (typeof CARDS)[number]) => c.kind === 'S';
  const cumulative = options.heroStacking === 'cumulative';
  const hero = (id: ComboId, need: number, pts: number) => counted(id, mine, gone, need, S, undefined, () => pts);
  out.push(hero('hero', 3, 5), hero('major-hero', 4, 10), hero('grand-hero', 5, 15));
  // With only the highest step scored, a lower step is not on the sheet once a higher one is reached.
  if (!cumulative) {
    const s = out[0]!.have;
    if (s >= 4) out[0] = { ...out[0]!, complete: false };
    if (s >= 5) out[1] = { ...out[1]!, complete: false };
  }
  for (const colour of COLOURS) {
    out.push({
      ...counted(
        'guidon',
        mine,
        gone,
        3,
        (c) => c.kind === 'F' && c.colour === colour,
        undefined,
        () => 2,
      ),
      colour,
    });
  }
  for (const colour of COLOURS) out.push(uniform(colour, mine, gone));
  for (let suit = 1; suit <= 10; suit++)
    out.push({
      ...counted(
        'whole-suit',
        mine,
        gone,
        6,
        (c) => c.suit === suit,
        undefined,
        () => 1,
      ),
      suit,
    });
  out.push(
    counted(
      'five-flags',
      mine,
      gone,
      5,
      (c) => c.kind === 'F',
      undefined,
      (n) => n - 4,
    ),
  );
  out.push(
    counted(
      'five-cutlasses',
      mine,
      gone,
      5,
      (c) => c.kind === 'C',
      undefined,
      (n) => n - 3,
    ),
  );
  const plainOf = (c: (typeof CARDS)[number]) => c.plain;
  const twenty = counted(
    'twenty-plain',
    mine,
    gone,
    20,
    (c) => c.plain > 0,
    plainOf,
    (n) => n - 18,
  );
  out.push(twenty);
  const doubles = counted(
    'double-good',
    mine,
    gone,
    4,
    (c) => c.kind === 'D',
    undefined,
    () => 0,
  );
  out.push({
    ...doubles,
    complete: doubles.complete && twenty.complete,
    possible: doubles.possible && twenty.possible,
  });
  out.push({
    ...doubles,
    id: 'double-trouble',
    points: -10,
    complete: doubles.complete && !twenty.complete,
    possible: doubles.possible,
  });
  if (declared.emperor) out.push({ ...counted('emperor', mine, gone, 5, S, undefined, () => 10) });
  if (declared.archduke)
    out.push(
      counted(
        'archduke',
        mine,
        gone,
        20,
        (c) => c.plain > 0,
        plainOf,
        () => 10,
      ),
    );
  return out;
}

/** A Uniform Set of `colour`: a Starburst, a Cutlass and a Flag of it (any of each). */
function uniform(colour: Colour, mine: ReadonlySet<string>, gone: ReadonlySet<string>): ComboProgress {
  let have = 0;
  let possible = true;
  const wanted: string[] = [];
  const lost: string[] = [];
  for (const kind of ['S', 'C', 'F'] as const) {
    const cards = CARDS.filter((c) => c.colour === colour && c.kind === kind);
    if (cards.some((c) => mine.has(c.id))) {
      have++;
      continue;
    }
    const open = cards.filter((c) => !gone.has(c.id));
    wanted.push(...open.map((c) => c.id));
    lost.push(...cards.filter((c) => gone.has(c.id)).map((c) => c.id));
    if (open.length === 0) possible = false;
  }
  return { id: 'uniform', colour, have, need: 3, complete: have === 3, points: 3, wanted, gone: lost, possible };
}

/**
 * The goals worth a line on the table, nearest first: not complete, still possible, something held
 * toward it (Double Trouble only as a warning when it is one Double away; a Hero step only the next one).
 */
export function nearCombos(all: readonly ComboProgress[], max = 3): ComboProgress[] {
  const heroNext = all.find(
    (p) => (p.id === 'hero' || p.id === 'major-hero' || p.id === 'grand-hero') && p.have < p.need,
  );
  return all
    .filter((p) => !p.complete && p.possible && p.have > 0 && p.id !== 'double-trouble')
    .filter((p) => !(p.id === 'hero' || p.id === 'major-hero' || p.id === 'grand-hero') || p === heroNext)
    .filter((p) => p.id !== 'emperor' && p.id !== 'archduke')
    .sort((a, b) => a.need - a.have - (b.need - b.have) || b.have / b.need - a.have / a.need)
    .slice(0, max);
}

/** The combinations of a capture area that score now (complete), in sheet order. */
export const madeCombos = (all: readonly ComboProgress[]) =>
  all.filter((p) => p.complete && p.id !== 'emperor' && p.id !== 'archduke');

/** A declaration's standing: made, still possible (and what it lacks), or failed for sure. */
export function declarationStanding(all: readonly ComboProgress[], id: 'emperor' | 'archduke') {
  const p = all.find((x) => x.id === id);
  if (!p) return null;
  return { ...p, state: p.complete ? ('made' as const) : p.possible ? ('open' as const) : ('failed' as const) };
}
