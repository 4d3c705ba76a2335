/**
 * A reference for Career Poker's Millionaire plays with gold, written from ruling CP-17 of
 * docs/rulings/career-poker.md (and §2.6 for the ladder and CP-10 for number steps). It imports
 * nothing from `src/`: card facts are read from the ids. The legal-move property test uses it to
 * say which spelling of a play the engine must list: a play `play` accepts must be listed in the
 * spelling given here, and must do exactly what that spelling does.
 *
 * CP-17, as this file reads it:
 * - a play's cards are taken in hand order: by the Normal ladder 3 … 13, 1, 2, then colour (red,
 *   yellow, green, blue, gray), then animal (cat, pig, snake, goldfish, owl);
 * - a set with gold shows one number; each card not on it moves there (1 gold a step along the
 *   ladder; 2 and 3 never turn into each other), and the cards that move all come from one number;
 * - its colours are the cards' own, or (following) exactly those of the set on the table; the
 *   same for its animals; a change that leaves the set's colours as they were is no change;
 * - the cards that already show a wanted colour keep it, first come first in hand order; the
 *   other cards take the missing colours in alphabetical order, in hand order; the same for
 *   animals. A spelling that costs more gold than this one is refused.
 */

export interface Mod {
  colour?: string;
  mark?: string;
  n?: number;
}
export interface Play {
  type: 'play';
  cards: string[];
  gold: Record<string, Mod>;
  cut: boolean;
}
export interface Face {
  n: number;
  colour: string;
  mark: string;
}

export const COLOURS = ['red', 'yellow', 'green', 'blue', 'gray'] as const;
export const MARKS = ['cat', 'pig', 'snake', 'goldfish', 'owl'] as const;

/** The face an id prints (a `~g` suffix, a face changed with gold, is read the same). */
export function faceOf(id: string): Face {
  const m = /^cp-(\d\d)-([a-z]+)-([a-z]+)(~g)?$/.exec(id);
  if (!m) throw new Error(`not a card: ${id}`);
  return { n: Number(m[1]), colour: m[2]!, mark: m[3]! };
}

/** Place on the Normal ladder: 3 → 0 … 13 → 10, 1 → 11, 2 → 12. */
export const rung = (n: number): number => (n >= 3 ? n - 3 : n + 10);

/** Gold to move a number, or null when it cannot move there (2 ↔ 3, off the deck). */
export function stepsBetween(from: number, to: number): number | null {
  if (!Number.isInteger(to) || to < 1 || to > 13) return null;
  if ((from === 2 && to === 3) || (from === 3 && to === 2)) return null;
  return Math.abs(rung(from) - rung(to));
}

export function handOrder(a: string, b: string): number {
  const x = faceOf(a);
  const y = faceOf(b);
  return (
    rung(x.n) - rung(y.n) ||
    COLOURS.indexOf(x.colour as never) - COLOURS.indexOf(y.colour as never) ||
    MARKS.indexOf(x.mark as never) - MARKS.indexOf(y.mark as never)
  );
}

const sortedWords = (xs: readonly string[]): string[] => xs.slice().sort();
const sameWords = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && sortedWords(a).join() === sortedWords(b).join();

/**
 * The gold changes that make `cards` (in hand order) show number t with the colours `colours`
 * and the animals `marks` (null: their own), as CP-17 places them.
 */
export function placeGold(
  cards: readonly string[],
  t: number,
  colours: readonly string[] | null,
  marks: readonly string[] | null,
): Record<string, Mod> {
  const mods: Mod[] = cards.map((c) => (faceOf(c).n === t ? {} : { n: t }));
  const place = (want: readonly string[] | null, key: 'colour' | 'mark') => {
    if (!want) return;
    const left = sortedWords(want);
    const changing: number[] = [];
    cards.forEach((c, i) => {
      const at = left.indexOf(faceOf(c)[key]);
      if (at >= 0) left.splice(at, 1);
      else changing.push(i);
    });
    changing.forEach((i, j) => {
      mods[i]![key] = left[j]!;
    });
  };
  place(colours, 'colour');
  place(marks, 'mark');
  const gold: Record<string, Mod> = {};
  cards.forEach((c, i) => {
    if (Object.keys(mods[i]!).length) gold[c] = mods[i]!;
  });
  return gold;
}

/** What a record of changes costs, or null when one of them is no change or not allowed. */
export function goldCost(gold: Readonly<Record<string, Mod>>): number | null {
  let cost = 0;
  for (const [card, mod] of Object.entries(gold)) {
    const f = faceOf(card);
    const keys = Object.keys(mod).filter((k) => mod[k as keyof Mod] !== undefined);
    if (keys.length === 0 || keys.some((k) => k !== 'colour' && k !== 'mark' && k !== 'n')) return null;
    if (mod.colour !== undefined) {
      if (mod.colour === f.colour || !COLOURS.includes(mod.colour as never)) return null;
      cost++;
    }
    if (mod.mark !== undefined) {
      if (mod.mark === f.mark || !MARKS.includes(mod.mark as never)) return null;
      cost++;
    }
    if (mod.n !== undefined) {
      const steps = stepsBetween(f.n, mod.n);
      if (steps === null || steps === 0) return null;
      cost += steps;
    }
  }
  return cost;
}

/**
 * The spelling CP-17 gives `play` (cards in hand order, gold placed the CP-17 way), or null when
 * no listed play can be it: its cards do not show one number, cards of two numbers move to it, a
 * change is no change or not allowed, its colours or animals are changed other than to copy the
 * set on the table (`top`, null when leading), or it spends more gold than that spelling.
 */
export function canonical(play: Play, top: readonly string[] | null): Play | null {
  const cards = play.cards.slice().sort(handOrder);
  for (const c of Object.keys(play.gold)) if (!cards.includes(c)) return null;
  const paid = goldCost(play.gold);
  if (paid === null) return null;
  const shown = cards.map((c) => ({ ...faceOf(c), ...play.gold[c] }));
  const t = shown[0]?.n;
  if (t === undefined || shown.some((f) => f.n !== t)) return null;
  const from = new Set(cards.map((c) => faceOf(c).n).filter((n) => n !== t));
  if (from.size > 1) return null;
  const table = top ? top.map(faceOf) : null;
  const shape = (key: 'colour' | 'mark'): string[] | null | 'refused' => {
    const want = shown.map((f) => f[key]);
    if (
      sameWords(
        want,
        cards.map((c) => faceOf(c)[key]),
      )
    )
      return null;
    return table &&
      sameWords(
        want,
        table.map((f) => f[key]),
      )
      ? want
      : 'refused';
  };
  const colours = shape('colour');
  const marks = shape('mark');
  if (colours === 'refused' || marks === 'refused') return null;
  const gold = placeGold(cards, t, colours, marks);
  if (paid !== goldCost(gold)) return null;
  return { type: 'play', cards, gold, cut: play.cut };
}
