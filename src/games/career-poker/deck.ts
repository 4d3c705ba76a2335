/**
 * The Career Poker deck: 65 cards `cp-NN-colour-mark` in the PROPOSED colour/mark layout of
 * docs/rulings/career-poker.md §2.2 (CP-1; not the published layout, which is not public). The layout table itself
 * lives in `rules.ts` (the kernel deals from it); this module adds names and ordering for the
 * table and the bots.
 */
import { COLOURS, MARKS, face, fullDeck, ladder, type Colour, type Mark } from './rules.ts';

export { COLOURS, MARKS, face, fullDeck, cardId, dealPlan, LAYOUT, REMOVED_NUMBERS } from './rules.ts';
export type { Colour, Mark } from './rules.ts';

/** All 65 ids. */
export const CP_DECK: readonly string[] = fullDeck();

export const COLOUR_NAMES: Record<Colour, string> = {
  red: 'Red',
  yellow: 'Yellow',
  green: 'Green',
  blue: 'Blue',
  gray: 'Gray',
};
export const MARK_NAMES: Record<Mark, string> = {
  cat: 'Cat',
  pig: 'Pig',
  snake: 'Snake',
  goldfish: 'Goldfish',
  owl: 'Owl',
};

/** "Red Cat 2". */
export function cardName(id: string): string {
  const f = face(id);
  return `${COLOUR_NAMES[f.colour]} ${MARK_NAMES[f.mark]} ${f.n}`;
}

/** The rule word a face prints under its number: the 8 cuts, the 11 turns back, the 3 and 2 loop. */
const RULE_WORD: Record<number, string> = { 8: 'cut', 11: 'back', 3: 'loop', 2: 'loop' };

/**
 * A card as its button or picture names it: what its face prints, in reading order — the
 * number, its rule word, the colour and animal ("5 Green Owl", "8 (cut) Red Snake").
 */
export function faceName(id: string): string {
  const f = face(id);
  const rule = RULE_WORD[f.n];
  return `${f.n}${rule ? ` (${rule})` : ''} ${COLOUR_NAMES[f.colour]} ${MARK_NAMES[f.mark]}`;
}

/** Sort keys per card id, cached in prototype-less objects (sorting a hand asked `face` and
 *  `indexOf` twice per comparison; these keys order exactly as those comparisons did). */
const TRICK_KEY: Record<string, number> = Object.create(null);
const MILL_KEY: Record<string, number> = Object.create(null);
function trickKey(id: string): number {
  let k = TRICK_KEY[id];
  if (k === undefined) {
    const f = face(id);
    k = COLOURS.indexOf(f.colour) * 16 + f.n;
    TRICK_KEY[id] = k;
  }
  return k;
}
function millKey(id: string): number {
  let k = MILL_KEY[id];
  if (k === undefined) {
    const f = face(id);
    k = ladder(f.n) * 25 + COLOURS.indexOf(f.colour) * 5 + MARKS.indexOf(f.mark);
    MILL_KEY[id] = k;
  }
  return k;
}

/** Trick-phase order: by colour, then number. */
export function sortTrickHand(cards: readonly string[]): string[] {
  return cards.slice().sort((a, b) => trickKey(a) - trickKey(b));
}

/** Millionaire order of two cards: by strength on the Normal ladder (3 … 13, 1, 2), then colour, then mark. */
export function compareMillionaire(a: string, b: string): number {
  return millKey(a) - millKey(b);
}

/** Millionaire order: by strength on the Normal ladder (3 … 13, 1, 2), then colour (the strategic hand's order, and a play's). */
export function sortMillionaireHand(cards: readonly string[]): string[] {
  return cards.slice().sort(compareMillionaire);
}
