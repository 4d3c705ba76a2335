/**
 * Progress at the Higo-Bana table (issue 28 §3): for one side, each of the eight three-card yaku
 * (rulings H6): what it holds, what is missing, and which cards would complete it (still in play,
 * or in another side's pile). Pure; what a completion is worth is asked of the round's scorer
 * (`scoreSides`), so it never differs from what the round then scores.
 */
import { setLine, taken, takenByOthers, inPile, withAdds, type YakuLine } from './progress.ts';
import { HIGOBANA_YAKU } from './yaku.ts';
import { HIGOBANA_DEFAULTS, scoreSides, type HigoBanaOptions } from './higobana.ts';

/**
 * Higo-Bana: side `side`'s progress toward every yaku, in the rules' order. `captured` holds one
 * pile per side (the view's `sides[].captured`). `adds` is what the side's own yaku points gain
 * (50 with the seed's rule, 0 when own yaku add nothing: a completed yaku then only costs every
 * other side 50, `yakuWorth`).
 */
export function higoBanaProgress(
  captured: readonly (readonly string[])[],
  side: number,
  options: Pick<HigoBanaOptions, 'values' | 'own_yaku'> = HIGOBANA_DEFAULTS,
): YakuLine[] {
  const piles = { captured, seat: side };
  const own = inPile(piles);
  const gone = takenByOthers(piles);
  const sides = captured.map((_, i) => [i]);
  const lines = Object.entries(HIGOBANA_YAKU).map(([id, cards]) => setLine(id, cards, 3, own, gone));
  const scoreWith = (p: readonly string[]) =>
    scoreSides(
      captured.map((x, i) => (i === side ? p : x)),
      options,
      sides,
    )[side]!.ownYakuPoints;
  return withAdds(lines, captured[side] ?? [], taken(piles), scoreWith, () => () => false);
}

/**
 * What one yaku is worth (rulings H11), by the scorer: `own`, what it adds to its side's score (50,
 * or 0 when own yaku add nothing), and `cost`, what it takes from every other side.
 */
export function yakuWorth(options: Pick<HigoBanaOptions, 'values' | 'own_yaku'> = HIGOBANA_DEFAULTS): {
  own: number;
  cost: number;
} {
  const [mine, other] = scoreSides([[...HIGOBANA_YAKU.drinking!], []], options, [[0], [1]]);
  return { own: mine!.ownYakuPoints, cost: other!.penalty };
}
