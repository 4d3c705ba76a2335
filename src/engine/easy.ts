/**
 * The Easy level (issue 15): the Normal bot with human-like slips. Now and then it picks another
 * move of the same kind (another card to play, another pile to take), never a different kind of
 * move (it never stops, calls or passes by mistake), so it stays legal and never absurd.
 * Its own small file so the app can build Easy on the main thread without the whole registry.
 *
 * A Normal bot may say what a slip is in its game (`EasySlips`): which moves count as the same
 * kind in a position (e.g. Baccarat: drawing or standing on a borderline hand; Capture: any
 * follow, a pass included), and how often Easy slips there. Both are read by `makeEasyBot`, so
 * the app's Easy and the registry's are the same player.
 */
import type { Bot } from './bot.ts';
import { nextInt, nextUint32 } from './rng.ts';

/** How often Easy slips. */
export const EASY_SLIP = 0.5;

/** What a Normal bot may tell Easy about its game's slips. */
export interface EasySlips<View = unknown, Move = unknown> {
  /**
   * Moves with the same kind as Normal's pick are what Easy may play instead (default: the
   * move's `type`). A game groups different types here where a player could mix them up
   * without being absurd, and keeps apart what no player would do.
   */
  slipKind?(view: View, move: Move): unknown;
  /** How often Easy slips in this game (default `EASY_SLIP`). */
  easySlip?: number;
}

const typeOf = (m: unknown) => (m && typeof m === 'object' && 'type' in m ? (m as { type: unknown }).type : undefined);

/** Easy: Normal with a chance of a move of the same kind picked at random (Normal's own among them). */
export function makeEasyBot(normal: Bot & EasySlips, name: string, slip = normal.easySlip ?? EASY_SLIP): Bot {
  const kindOf = normal.slipKind
    ? (view: unknown, m: unknown) => normal.slipKind!(view, m)
    : (_: unknown, m: unknown) => typeOf(m);
  return {
    name,
    choose(view, legal, rng) {
      const [v, r1] = nextUint32(rng);
      const pick = normal.choose(view, legal, r1);
      if (v / 0x100000000 >= slip) return pick;
      const k = kindOf(view, pick);
      const same = legal.filter((m) => kindOf(view, m) === k);
      if (same.length < 2) return pick;
      const [i] = nextInt(nextUint32(r1)[1], same.length);
      return same[i]!;
    },
  };
}
