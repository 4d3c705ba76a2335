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
  let contenders: number[] = [];
  for (let i = 0; i < seats; i++) contenders.push(i);
  let at = 0;
  // each draw's rank once, and the lowest rank drawn by one seat alone (no `Map` of counts, no closures)
  const ranks: number[] = [];
  while (at + contenders.length <= cards.length) {
    const m = contenders.length;
    const round: TravDealerDraw['rounds'][number] = new Array(m);
    for (let i = 0; i < m; i++) {
      const card = cards[at++]!;
      round[i] = { seat: contenders[i]!, card };
      ranks[i] = drawRank(card);
    }
    rounds.push(round);
    let best = -1;
    for (let i = 0; i < m; i++) {
      let alone = true;
      for (let j = 0; j < m && alone; j++) if (j !== i && ranks[j] === ranks[i]) alone = false;
      if (alone && (best < 0 || ranks[i]! < ranks[best]!)) best = i;
    }
    if (best >= 0) return [{ rounds, dealer: round[best]!.seat }, cards.slice(at), r];
    // Everyone tied with someone: all draw again.
    contenders = round.map((d) => d.seat);
  }
  return [{ rounds, dealer: 0 }, cards.slice(at), r];
}
