/**
 * The TravFuda first-dealer draw (docs/rulings/travfuda.md TF-6): each player draws a card; the
 * lowest suit number deals; within a suit a Starburst, then Cutlass, Flag, Double, Plain; a Joker
 * after every numbered card. Draws identical in suit and kind drop out; if all tie, all draw
 * again. The decks here are small, so that whatever the shuffle the answer is known by hand.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/engine/rng.ts';
import { drawForTravDealer } from '../../../src/games/travfuda/dealer.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

/** The draw from `deck` for each seed: the seat that drew `card` in the last round must deal. */
function dealerIsHolderOf(card: string, seats: number, deck: string[]): number[] {
  const dealers: number[] = [];
  for (const seed of SEEDS) {
    const [draw] = drawForTravDealer(rngFromSeed(seed), seats, deck);
    const last = draw.rounds[draw.rounds.length - 1]!;
    const holder = last.find((d) => d.card === card);
    expect(holder, `${seed}: ${card} drawn`).toBeDefined();
    expect(draw.dealer, `${seed}: ${JSON.stringify(draw.rounds)}`).toBe(holder!.seat);
    dealers.push(draw.dealer);
  }
  return dealers;
}

describe('drawForTravDealer (TF-6)', () => {
  it('the lowest suit number deals, whichever seat draws it', () => {
    const dealers = dealerIsHolderOf('t01-P1', 2, ['t01-P1', 't02-P1']);
    // The shuffle gave the Scoutship to each seat at least once over the seeds.
    expect(new Set(dealers)).toEqual(new Set([0, 1]));
    dealerIsHolderOf('t02-RS', 3, ['t07-P1', 't02-RS', 't09-P1']);
  });
  it('within a suit: Starburst before Cutlass, Flag, Double and Plain', () => {
    dealerIsHolderOf('t10-YS', 2, ['t10-RC', 't10-YS']);
    dealerIsHolderOf('t10-RC', 2, ['t10-RC', 't10-BF']);
    dealerIsHolderOf('t03-RF', 2, ['t03-D', 't03-RF']);
    dealerIsHolderOf('t03-D', 2, ['t03-D', 't03-P1']);
  });
  it('the suit counts before the kind: a Plain of suit 2 before a Starburst of suit 4', () => {
    dealerIsHolderOf('t02-P1', 2, ['t04-BS', 't02-P1']);
  });
  it('a Joker comes after every numbered card, even a Double of suit 10', () => {
    dealerIsHolderOf('t10-D', 2, ['joker-1', 't10-D']);
  });
  it('identical draws drop out: two Scoutship Plains tie, the Fat Trader deals', () => {
    dealerIsHolderOf('t05-P1', 3, ['t01-P1', 't01-P2', 't05-P1']);
    // Two Jokers tie too.
    dealerIsHolderOf('t08-P1', 3, ['joker-1', 'joker-2', 't08-P1']);
  });
  it('one draw each, the undrawn cards left in shuffled order', () => {
    const deck = ['t01-P1', 't02-P1', 't03-P1', 't04-P1', 't06-P1'];
    for (const seed of SEEDS) {
      const [draw, rest] = drawForTravDealer(rngFromSeed(seed), 3, deck);
      expect(draw.rounds).toHaveLength(1);
      expect(draw.rounds[0]!.map((d) => d.seat)).toEqual([0, 1, 2]);
      const drawn = draw.rounds[0]!.map((d) => d.card);
      expect([...drawn, ...rest].sort()).toEqual(deck.slice().sort());
      expect(rest).toHaveLength(2);
    }
  });
  it('when every draw ties with another, all draw again; the second round decides', () => {
    // Two seats, two pairs of identical plains and a Joker pair: some shuffles tie first.
    const deck = ['t01-P1', 't01-P2', 't04-P1', 't04-P2', 'joker-1', 'joker-2'];
    let redraws = 0;
    for (const seed of [...SEEDS, 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't']) {
      const [draw, rest] = drawForTravDealer(rngFromSeed(seed), 2, deck);
      const [first, ...later] = draw.rounds;
      // In this deck the cards of a suit are all Plains: a tie is two cards of one suit (or two Jokers).
      const rank = (c: string) => ({ 't01-': 1, 't04-': 4, joke: 99 })[c.slice(0, 4)]!;
      const same = (r: { card: string }[]) => rank(r[0]!.card) === rank(r[1]!.card);
      // A round is drawn again exactly when its two cards are identical in suit and kind.
      for (const r of draw.rounds.slice(0, -1)) expect(same(r), seed).toBe(true);
      if (later.length > 0) {
        redraws++;
        expect(
          later[0]!.map((d) => d.seat),
          'both seats draw again',
        ).toEqual([0, 1]);
      }
      expect(first).toHaveLength(2);
      const last = draw.rounds[draw.rounds.length - 1]!;
      if (!same(last)) expect(draw.dealer, seed).toBe(rank(last[0]!.card) < rank(last[1]!.card) ? 0 : 1);
      expect(rest).toHaveLength(deck.length - 2 * draw.rounds.length);
    }
    expect(redraws, 'some seeds tie').toBeGreaterThan(0);
  });
  it('no card left to break a tie: the first seat deals', () => {
    for (const seed of SEEDS) {
      const [draw, rest] = drawForTravDealer(rngFromSeed(seed), 2, ['t01-P1', 't01-P2']);
      expect(draw.dealer).toBe(0);
      expect(draw.rounds).toHaveLength(1);
      expect(rest).toEqual([]);
    }
  });
});
