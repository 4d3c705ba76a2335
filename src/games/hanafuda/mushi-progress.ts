/**
 * Progress at the Mushi table (issue 28 §3): for one seat, its card points against the 115
 * baseline (M9) and each yaku the options score (M10): what it holds, what is missing, and which
 * cards would complete it (still in play, or in the other pile). Pure; the numbers come from the
 * scorer itself (`scoreMushiRound`, `mushiYaku`), so they never differ from what the round scores.
 */
import { GROUPS, MUSHI_DECK, monthCards } from './cards.ts';
import { MUSHI_BASELINE, MUSHI_DEFAULTS, mushiPoints, mushiYaku, type MushiOptions } from './mushi.ts';
import { countLine, inPile, setLine, taken, takenByOthers, withAdds, type YakuLine } from './progress.ts';
import { MUSHI_THREE_LIGHTS, yakuTotal } from './yaku.ts';

/** The card points line's id: its `have` is the pile's points, its `need` the baseline (115). */
export const MUSHI_POINTS_LINE = 'card-points';

/**
 * Mushi: `seat`'s progress. The first line counts card points toward the baseline (complete once
 * the round's card-point line is no longer negative; `left` is the points still in play); then
 * one set line per yaku (Five Lights only when the options score it). `adds` is the yaku points
 * the completion would bring.
 */
export function mushiProgress(
  captured: readonly (readonly string[])[],
  seat: number,
  options: Pick<MushiOptions, 'five_lights'> = MUSHI_DEFAULTS,
): YakuLine[] {
  const piles = { captured, seat };
  const own = inPile(piles);
  const gone = takenByOthers(piles);
  const all = taken(piles);
  const pile = captured[seat] ?? [];
  const free = MUSHI_DECK.filter((c) => !all.has(c));
  const lines: YakuLine[] = [
    countLine(MUSHI_POINTS_LINE, 'points', mushiPoints(pile), MUSHI_BASELINE, mushiPoints(free)),
  ];
  if (options.five_lights) lines.push(setLine('five-lights', GROUPS.brights, 5, own, gone));
  lines.push(setLine('three-lights', MUSHI_THREE_LIGHTS, 3, own, gone));
  lines.push(setLine('wisteria-row', monthCards(4), 4, own, gone));
  lines.push(setLine('paulownia-row', monthCards(12), 4, own, gone));
  return withAdds(
    lines,
    pile,
    all,
    (p) => yakuTotal(mushiYaku(p, options)),
    () => () => false,
  );
}
