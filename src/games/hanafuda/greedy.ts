/**
 * A greedy, fair Hanafuda bot for the capture step, shared by the games that have no special
 * bot of their own (Mushi, Higo-Bana, and Go-Stop's plain turns). It decides from the view
 * only: for a play, what the card would take (best case) minus what it gives away when it
 * matches nothing; for a choice, the most valuable target. Game-specific decisions go to
 * `decide`, which may return undefined to fall back to the first legal move.
 */
import type { Bot } from '../../engine/bot.ts';
import type { Rng } from '../../engine/rng.ts';
import { pickBest } from '../../engine/bot.ts';
import type { HanaViewBase } from './ui/parts.tsx';
import { monthOf } from './cards.ts';

type Move = { type: string; card?: string; target?: string };

export interface GreedyConfig<V> {
  name: string;
  /** What a card is worth to `seat` if captured (points, yaku progress…). */
  value: (card: string, view: V) => number;
  /** May `card` take `fieldCard` (the game's matching rule)? */
  matches: (card: string, fieldCard: string) => boolean;
  /** Game-specific decisions (go/stop, shake, hiki…). */
  decide?: (view: V, legal: readonly Move[], rng: Rng) => Move | undefined;
}

export function greedyHanaBot<V extends HanaViewBase>(cfg: GreedyConfig<V>): Bot<V, Move> {
  return {
    name: cfg.name,
    choose(view, legal, rng) {
      const special = cfg.decide?.(view, legal, rng);
      if (special) return special;
      const field = view.field.flatMap((p) => p.cards);
      const plays = legal.filter((m) => m.type === 'play' && m.card);
      if (plays.length > 0) {
        return pickBest(
          plays,
          (m) => {
            const card = m.card!;
            const hits = field.filter((f) => cfg.matches(card, f));
            if (hits.length === 0) return -0.5 * cfg.value(card, view);
            const wholeMonth = hits.length >= 3 && hits.every((f) => monthOf(f) === monthOf(hits[0]!));
            const gain = wholeMonth ? hits.reduce((s, f) => s + cfg.value(f, view), 0) : Math.max(...hits.map((f) => cfg.value(f, view)));
            return cfg.value(card, view) + gain;
          },
          rng,
        );
      }
      const captures = legal.filter((m) => m.type === 'capture' && m.target);
      if (captures.length > 0) return pickBest(captures, (m) => cfg.value(m.target!, view), rng);
      return legal[0]!;
    },
  };
}
