import { describe, expect, it } from 'vitest';
import {
  LIGHTNING,
  mushi,
  type MushiMove,
  type MushiState,
  type MushiView,
} from '../../../src/games/hanafuda/mushi.ts';
import { mushiBot } from '../../../src/games/hanafuda/mushi-bot.ts';
import { randomBot, type Bot } from '../../../src/engine/bot.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';
import { sameData } from '../../../src/engine/deck.ts';
import { MUSHI_DECK } from '../../../src/games/hanafuda/cards.ts';

type AnyBot = Bot<MushiView, MushiMove>;

/** Play a whole match between two bots, checking every bot move is legal; returns the final state. */
function botMatch(seed: string, bots: [AnyBot, AnyBot], rounds: 6 | 12 = 6): MushiState {
  let s = mushi.setup({ players: 2, seed, options: { rounds } });
  let rng = rngFromSeed(`bots:${seed}`);
  while (mushi.status(s).phase !== 'match-over') {
    const seat = mushi.actors(s)[0]!;
    const legal = mushi.legalMoves(s, seat);
    const move = bots[seat]!.choose(mushi.view(s, seat) as MushiView, legal, rng);
    rng = nextInt(rng, 1000)[1];
    if (!legal.some((m) => sameData(m, move))) throw new Error(`bot move ${JSON.stringify(move)} is not legal`);
    s = mushi.play(s, seat, move);
  }
  return s;
}

/** A real view (seat 0 to play), then adjusted for a situation. */
function situation(over: Partial<MushiView>): MushiView {
  const base = mushi.view(mushi.setup({ players: 2, seed: 'bot-view', deck: [...MUSHI_DECK] }), 0) as MushiView;
  return {
    ...base,
    phase: 'play',
    seat: 0,
    turn: 0,
    opponentHandCount: 6,
    stockCount: 10,
    pending: [],
    placements: [],
    captured: [[], []],
    ...over,
  };
}
const single = (...cards: string[]) => cards.map((c) => ({ cards: [c], stacked: false }));
const plays = (v: MushiView): MushiMove[] => v.hand.map((card) => ({ type: 'play', card }));

describe('the Mushi bot', () => {
  it('plays only legal moves and beats a random player clearly over 120 rounds', { timeout: 30_000 }, () => {
    let net = 0;
    let won = 0;
    let lost = 0;
    let rounds = 0;
    for (let g = 0; g < 20; g++) {
      const botSeat = g % 2;
      const bots: [AnyBot, AnyBot] = botSeat === 0 ? [mushiBot, randomBot as AnyBot] : [randomBot as AnyBot, mushiBot];
      const s = botMatch(`duel-${g}`, bots);
      net += s.totals[botSeat]!;
      for (const h of s.history) {
        rounds++;
        if (h.scores[botSeat]! > 0) won++;
        else if (h.scores[botSeat]! < 0) lost++;
      }
    }
    expect(rounds).toBe(120);
    expect(net / rounds, 'average round score of the bot').toBeGreaterThan(15);
    expect(won).toBeGreaterThan(3 * lost);
  });

  it('takes the bright when a card could take a bright or a chaff', () => {
    const v = situation({
      hand: ['jan-ribbon', 'may-chaff-1'],
      field: single('jan-bright', 'jan-chaff-1', 'apr-chaff-1'),
    });
    expect(mushiBot.choose(v, plays(v), rngFromSeed('a'))).toEqual({ type: 'play', card: 'jan-ribbon' });
    const choose = {
      ...v,
      phase: 'choose-hand' as const,
      choice: { card: 'jan-ribbon', source: 'hand' as const, targets: ['jan-bright', 'jan-chaff-1'], lightning: false },
    };
    expect(
      mushiBot.choose(
        choose,
        [
          { type: 'capture', target: 'jan-bright' },
          { type: 'capture', target: 'jan-chaff-1' },
        ],
        rngFromSeed('b'),
      ),
    ).toEqual({ type: 'capture', target: 'jan-bright' });
  });

  it('keeps the Lightning for a big target, and spends it on one', () => {
    const small = situation({
      hand: [LIGHTNING, 'may-chaff-1', 'sep-chaff-1', 'oct-chaff-1'],
      field: single('jan-chaff-1', 'may-ribbon', 'feb-chaff-2'),
    });
    expect(mushiBot.choose(small, plays(small), rngFromSeed('c'))).toEqual({ type: 'play', card: 'may-chaff-1' });
    const big = situation({
      hand: [LIGHTNING, 'may-chaff-1', 'sep-chaff-1', 'oct-chaff-1'],
      field: single('jan-chaff-1', 'may-ribbon', 'aug-bright'),
    });
    expect(mushiBot.choose(big, plays(big), rngFromSeed('d'))).toEqual({ type: 'play', card: LIGHTNING });
    const pick = {
      ...big,
      phase: 'choose-hand' as const,
      hand: big.hand.slice(1),
      choice: {
        card: LIGHTNING,
        source: 'hand' as const,
        targets: ['jan-chaff-1', 'may-ribbon', 'aug-bright'],
        lightning: true,
      },
    };
    expect(
      mushiBot.choose(
        pick,
        pick.choice.targets.map((target) => ({ type: 'capture', target })),
        rngFromSeed('e'),
      ),
    ).toEqual({ type: 'capture', target: 'aug-bright' });
  });

  it('blocks the card the opponent needs for Three Lights', () => {
    // The drawn Lightning may take the moon or the curtain, both 20 points; the curtain would complete the opponent's Three Lights.
    const v = situation({
      phase: 'choose-draw',
      hand: ['may-chaff-1', 'oct-animal'],
      field: single('mar-bright', 'aug-bright', 'feb-chaff-1'),
      captured: [[], ['jan-bright', 'feb-animal']],
      drawn: LIGHTNING,
      choice: {
        card: LIGHTNING,
        source: 'draw',
        targets: ['mar-bright', 'aug-bright', 'feb-chaff-1'],
        lightning: true,
      },
    });
    const moves: MushiMove[] = v.choice!.targets.map((target) => ({ type: 'capture', target }));
    for (const seed of ['x', 'y', 'z', 'w'])
      expect(mushiBot.choose(v, moves, rngFromSeed(seed))).toEqual({ type: 'capture', target: 'mar-bright' });
  });

  it('gives the field the card least likely to help the opponent', () => {
    // Neither card captures. Every other December card is already captured, so nobody but the Lightning can take the chaff;
    // the curtain's month-mates are all unseen.
    const v = situation({
      hand: ['mar-bright', 'dec-chaff-3'],
      field: single('jan-chaff-1', 'feb-chaff-1'),
      captured: [['dec-bright', 'dec-chaff-1', 'dec-chaff-2', LIGHTNING, 'oct-animal'], []],
    });
    expect(mushiBot.choose(v, plays(v), rngFromSeed('f'))).toEqual({ type: 'play', card: 'dec-chaff-3' });
  });
});
