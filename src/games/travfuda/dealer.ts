/**
 * The first-dealer draw (docs/rulings/travfuda.md TF-6): each player draws a card; the lowest suit number
 * deals, a Starburst before a Cutlass, Flag, Double, Plain, a Joker after every numbered card.
 * Players whose draws are identical in suit and kind are excluded; if all are, draw again.
 */
import { shuffle, type Rng } from '../../engine/rng.ts';
import { KIND_ORDER, travCard } from './deck.ts';

export interface TravDealerDraw {
  rounds: { seat: number; card: string }[][];
  dealer: number;
}

/** Lower deals first. */
function drawRank(card: string): number {
  const c = travCard(card);
  return c.kind === 'J' ? 1000 : c.suit * 10 + KIND_ORDER.indexOf(c.kind);
}

/** Draw for the first dealer from a shuffle of `deck`; returns the draw, the unused cards and the RNG. */
export function drawForTravDealer(rng: Rng, seats: number, deck: readonly string[]): [TravDealerDraw, string[], Rng] {
  const [cards, r] = shuffle(rng, deck);
  const rounds: TravDealerDraw['rounds'] = [];
  let contenders = Array.from({ length: seats }, (_, i) => i);
  let at = 0;
  while (at + contenders.length <= cards.length) {
    const round = contenders.map((seat) => ({ seat, card: cards[at++]! }));
    rounds.push(round);
    const counts = new Map<number, number>();
    for (const d of round) counts.set(drawRank(d.card), (counts.get(drawRank(d.card)) ?? 0) + 1);
    const single = round.filter((d) => counts.get(drawRank(d.card)) === 1);
    if (single.length > 0) {
      const best = single.reduce((a, b) => (drawRank(b.card) < drawRank(a.card) ? b : a));
      return [{ rounds, dealer: best.seat }, cards.slice(at), r];
    }
    // Everyone tied with someone: all draw again.
    contenders = round.map((d) => d.seat);
  }
  return [{ rounds, dealer: 0 }, cards.slice(at), r];
}
