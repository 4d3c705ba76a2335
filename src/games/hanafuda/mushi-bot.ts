/** The Mushi bot: greedy on card points, with a bonus for cards of the yaku still open to it. */
import { greedyHanaBot } from './greedy.ts';
import { LIGHTNING, MUSHI_RULES, type MushiView } from './mushi.ts';
import { mushiCardPoints, MUSHI_THREE_LIGHTS } from './yaku.ts';
import { GROUPS, monthOf } from './cards.ts';

const YAKU_CARDS: string[][] = [[...GROUPS.brights], [...MUSHI_THREE_LIGHTS], ['apr-animal', 'apr-ribbon', 'apr-chaff-1', 'apr-chaff-2'], ['dec-bright', 'dec-chaff-1', 'dec-chaff-2', 'dec-chaff-3']];

/** A card's worth to the bot: its points, plus 4 per open yaku it belongs to, and the Lightning is precious. */
function value(card: string, v: MushiView): number {
  const opp = v.captured[1 - v.seat]!;
  const open = YAKU_CARDS.filter((g) => g.includes(card) && !g.some((c) => opp.includes(c))).length;
  return mushiCardPoints(card) + 4 * open + (card === LIGHTNING ? 8 : 0);
}

export const mushiBot = greedyHanaBot<MushiView>({
  name: 'mushi-greedy',
  value,
  matches: (card, f) => (card === LIGHTNING ? monthOf(f) !== 11 : MUSHI_RULES.matches(card, f, { source: 'hand' })),
});
