import { describe, expect, it } from 'vitest';
import {
  higobana,
  type HigoBanaMove,
  type HigoBanaState,
  type HigoBanaView,
} from '../../../src/games/hanafuda/higobana.ts';
import { higoBanaGreedyBot } from '../../../src/games/hanafuda/higobana-bot.ts';
import { randomBot, type Bot } from '../../../src/engine/bot.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';
import { sameData } from '../../../src/engine/deck.ts';
import { HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';

type AnyBot = Bot<HigoBanaView, HigoBanaMove>;

/** Play a match with the greedy bot at `botSeat` and random players elsewhere; every bot move must be legal. */
function botMatch(players: number, seed: string, botSeat: number, rounds: number): HigoBanaState {
  let s = higobana.setup({ players, seed, options: { rounds } });
  let rng = rngFromSeed(`bots:${seed}`);
  while (higobana.status(s).phase !== 'match-over') {
    const seat = higobana.actors(s)[0]!;
    const legal = higobana.legalMoves(s, seat);
    const bot: AnyBot = seat === botSeat ? higoBanaGreedyBot : (randomBot as AnyBot);
    const move = bot.choose(higobana.view(s, seat) as HigoBanaView, legal, rng);
    rng = nextInt(rng, 1000)[1];
    expect(
      legal.some((m) => sameData(m, move)),
      `bot move ${JSON.stringify(move)} is legal`,
    ).toBe(true);
    s = higobana.play(s, seat, move);
  }
  return s;
}

/** A real two-player view (seat 0 to play), then adjusted for a situation. */
function situation(over: Partial<HigoBanaView>, piles: string[][] = [[], []]): HigoBanaView {
  const base = higobana.view(
    higobana.setup({ players: 2, seed: 'bot-view', deck: [...HANAFUDA_DECK] }),
    0,
  ) as HigoBanaView;
  const sides = base.sides.map((x, t) => ({ ...x, captured: piles[t]! }));
  return {
    ...base,
    phase: 'play',
    turn: 0,
    handCounts: [over.hand?.length ?? 8, 6],
    stockCount: 20,
    pending: [],
    placements: [],
    hiki: [],
    sides,
    ...over,
  };
}

const single = (...cards: string[]) => cards.map((c) => ({ cards: [c], stacked: false }));
const plays = (v: HigoBanaView): HigoBanaMove[] => [
  ...v.hand.map((card) => ({ type: 'play' as const, card })),
  ...v.hiki.map((month) => ({ type: 'hiki' as const, month })),
];
const captures = (targets: string[]): HigoBanaMove[] => targets.map((target) => ({ type: 'capture', target }));

describe('the greedy Higo-Bana bot', () => {
  it.each([
    [2, 0.62],
    [3, 0.45],
    [4, 0.36],
  ])(
    'wins clearly more rounds than random players at %i players (rate above %f), with legal moves only',
    { timeout: 60_000 },
    (players, rate) => {
      let wins = 0;
      let rounds = 0;
      for (let g = 0; g < 24; g++) {
        const botSeat = g % players;
        const s = botMatch(players, `duel-${players}-${g}`, botSeat, 3);
        for (const h of s.history) {
          rounds++;
          if (h.winnerTeam === botSeat) wins++;
        }
      }
      expect(rounds).toBe(72);
      expect(wins / rounds).toBeGreaterThan(rate);
    },
  );

  it('takes the bright rather than the chaff when it must choose', () => {
    const v = situation({
      phase: 'choose-hand',
      hand: ['may-chaff-1'],
      field: single('jan-bright', 'jan-chaff-1', 'apr-chaff-1'),
      choice: { card: 'jan-ribbon', source: 'hand', targets: ['jan-bright', 'jan-chaff-1'], gaji: false },
    });
    expect(higoBanaGreedyBot.choose(v, captures(['jan-chaff-1', 'jan-bright']), rngFromSeed('a'))).toEqual({
      type: 'capture',
      target: 'jan-bright',
    });
  });

  it('spends the Gaji on the card that completes a yaku rather than on a lone bright', () => {
    const field = single('jul-ribbon', 'dec-bright', 'feb-chaff-1');
    const v = situation(
      {
        phase: 'choose-hand',
        hand: ['may-chaff-1'],
        field,
        choice: {
          card: 'nov-chaff-1',
          source: 'hand',
          targets: ['jul-ribbon', 'dec-bright', 'feb-chaff-1'],
          gaji: true,
        },
      },
      [['apr-ribbon', 'may-ribbon'], []],
    );
    expect(
      higoBanaGreedyBot.choose(v, captures(['feb-chaff-1', 'dec-bright', 'jul-ribbon']), rngFromSeed('b')),
    ).toEqual({ type: 'capture', target: 'jul-ribbon' });
  });

  it('keeps the Gaji rather than spending it on chaff', () => {
    const v = situation({
      hand: ['nov-chaff-1', 'feb-chaff-2', 'may-chaff-1'],
      field: single('jan-chaff-1', 'feb-chaff-1', 'jun-chaff-1'),
    });
    expect(higoBanaGreedyBot.choose(v, plays(v), rngFromSeed('c'))).not.toEqual({ type: 'play', card: 'nov-chaff-1' });
  });

  it('declares a hiki when it has one', () => {
    const v = situation({
      hand: ['apr-animal', 'apr-ribbon', 'apr-chaff-1', 'may-chaff-1', 'jun-chaff-1'],
      field: single('apr-chaff-2', 'may-chaff-2', 'jun-chaff-2'),
      hiki: [4],
    });
    expect(higoBanaGreedyBot.choose(v, plays(v), rngFromSeed('d'))).toEqual({ type: 'hiki', month: 4 });
  });

  it('takes a card the opponent needs for a yaku', () => {
    const v = situation(
      { hand: ['oct-chaff-1', 'may-chaff-1'], field: single('oct-ribbon', 'may-ribbon', 'feb-chaff-1') },
      [[], ['jun-ribbon', 'sep-ribbon']],
    );
    for (const seed of ['x', 'y', 'z'])
      expect(higoBanaGreedyBot.choose(v, plays(v), rngFromSeed(seed))).toEqual({ type: 'play', card: 'oct-chaff-1' });
  });

  it('avoids leaving a valuable card where the others can take it', () => {
    // Neither card captures; the curtain's month-mates are all unseen, the December chaff's are all captured.
    const v = situation({ hand: ['mar-bright', 'dec-chaff-3'], field: single('jan-chaff-1', 'feb-chaff-1') }, [
      ['dec-bright', 'dec-chaff-1', 'dec-chaff-2'],
      [],
    ]);
    expect(higoBanaGreedyBot.choose(v, plays(v), rngFromSeed('e'))).toEqual({ type: 'play', card: 'dec-chaff-3' });
  });
});
