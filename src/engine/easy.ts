/**
 * The Easy level (issue 15): the Normal bot with human-like slips. Now and then it picks another
 * move of the same kind (another card to play, another pile to take), never a different kind of
 * move (it never stops, calls or passes by mistake), so it stays legal and never absurd.
 * Its own small file so the app can build Easy on the main thread without the whole registry.
 */
import type { Bot } from './bot.ts';
import { nextInt, nextUint32 } from './rng.ts';

/** How often Easy slips. */
export const EASY_SLIP = 0.5;

/** Easy: Normal with a chance of another move of the same kind. */
export function makeEasyBot(normal: Bot, name: string, slip = EASY_SLIP): Bot {
  return {
    name,
    choose(view, legal, rng) {
      const [v, r1] = nextUint32(rng);
      const pick = normal.choose(view, legal, r1);
      if (v / 0x100000000 >= slip) return pick;
      const kind = (m: unknown) => (m && typeof m === 'object' && 'type' in m ? (m as { type: unknown }).type : undefined);
      const same = legal.filter((m) => kind(m) === kind(pick));
      if (same.length < 2) return pick;
      const [i] = nextInt(nextUint32(r1)[1], same.length);
      return same[i]!;
    },
  };
}
