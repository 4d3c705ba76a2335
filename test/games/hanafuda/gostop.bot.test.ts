import { describe, expect, it } from 'vitest';
import { gostop, type GoStopMove, type GoStopState, type GoStopView } from '../../../src/games/hanafuda/gostop.ts';
import fc from 'fast-check';
import { gostopGreedyBot } from '../../../src/games/hanafuda/gostop-bot.ts';
import { findYaku, goStopBestTotal, yakuTotal } from '../../../src/games/hanafuda/yaku.ts';
import { randomBot, type Bot } from '../../../src/engine/bot.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';
import { sameData } from '../../../src/engine/deck.ts';
import { HANAFUDA_DECK, monthCards } from '../../../src/games/hanafuda/cards.ts';

type AnyBot = Bot<GoStopView, GoStopMove>;
const random = randomBot as AnyBot;

/** Play a whole match between bots; checks every bot move is legal (decision times are measured by `npm run bench`, bench/engines.bench.ts). */
function botMatch(seed: string, bots: AnyBot[], rounds: 3 | 6 | 9 | 12 = 12): GoStopState {
  let s = gostop.setup({ players: bots.length, seed, options: { rounds } });
  let rng = rngFromSeed(`bots:${seed}`);
  while (gostop.status(s).phase !== 'match-over') {
    const seat = gostop.actors(s)[0]!;
    const legal = gostop.legalMoves(s, seat);
    const move = bots[seat]!.choose(gostop.view(s, seat) as GoStopView, legal, rng);
    rng = nextInt(rng, 1000)[1];
    expect(
      legal.some((m) => sameData(m, move)),
      `bot move ${JSON.stringify(move)} is legal`,
    ).toBe(true);
    s = gostop.play(s, seat, move);
  }
  return s;
}

/** A real view to start from (seat 0 to play), then adjusted for a situation. */
function situation(over: Partial<GoStopView>): GoStopView {
  const deck = [0, 1, 2, 3].flatMap((k) => Array.from({ length: 12 }, (_, m) => monthCards(m + 1)[k]!));
  const base = gostop.view(gostop.setup({ players: 2, seed: 'bot-view', deck }), 0) as GoStopView;
  return {
    ...base,
    phase: 'play',
    seat: 0,
    turn: 0,
    handCounts: [5, 6],
    stockCount: 14,
    pending: [],
    placements: [],
    shaken: [],
    ...over,
  };
}

const pile = (...cards: string[]) => ({ cards, stacked: cards.length >= 3 });
const plays = (v: GoStopView): GoStopMove[] => v.hand.map((card) => ({ type: 'play', card }));

describe('the greedy Go-Stop bot', () => {
  for (const players of [2, 3]) {
    it(`beats random players clearly over 200 rounds or more with ${players} players, with legal moves only`, {
      timeout: 60_000,
    }, () => {
      let botNet = 0;
      let wins = 0;
      let losses = 0;
      let rounds = 0;
      for (let g = 0; g < 18; g++) {
        const botSeat = g % players;
        const bots = Array.from({ length: players }, (_, i) => (i === botSeat ? gostopGreedyBot : random));
        const s = botMatch(`duel-${players}-${g}`, bots);
        botNet += s.totals[botSeat]!;
        rounds += s.history.length;
        for (const h of s.history) {
          if (h.winner === botSeat) wins++;
          else if (h.winner !== undefined) losses++;
        }
      }
      expect(rounds).toBeGreaterThanOrEqual(200);
      expect(botNet).toBeGreaterThan(rounds);
      expect(wins).toBeGreaterThan((players - 1) * losses * (players === 2 ? 1.5 : 0.5));
    });
  }

  it('takes a bright rather than a chaff when it must choose', () => {
    const v = situation({
      hand: ['jan-ribbon', 'may-chaff-1'],
      field: [pile('jan-bright'), pile('jan-chaff-1'), pile('apr-chaff-1')],
      captured: [[], []],
    });
    expect(gostopGreedyBot.choose(v, plays(v), rngFromSeed('a'))).toEqual({ type: 'play', card: 'jan-ribbon' });
    const choose = {
      ...v,
      phase: 'choose-hand' as const,
      choice: { card: 'jan-ribbon', source: 'hand' as const, targets: ['jan-bright', 'jan-chaff-1'] },
    };
    expect(
      gostopGreedyBot.choose(
        choose,
        [
          { type: 'capture', target: 'jan-bright' },
          { type: 'capture', target: 'jan-chaff-1' },
        ],
        rngFromSeed('b'),
      ),
    ).toEqual({ type: 'capture', target: 'jan-bright' });
  });

  it('bombs when it can, and otherwise shakes a triplet for the double', () => {
    const v = situation({
      hand: ['may-animal', 'may-ribbon', 'may-chaff-2', 'jan-bright'],
      field: [pile('may-chaff-1'), pile('jan-chaff-1')],
      captured: [[], []],
    });
    const legal: GoStopMove[] = [...plays(v), { type: 'bomb', month: 5 }, { type: 'shake', month: 5 }];
    expect(gostopGreedyBot.choose(v, legal, rngFromSeed('c'))).toEqual({ type: 'bomb', month: 5 });
    const noBomb: GoStopMove[] = [...plays(v), { type: 'shake', month: 5 }];
    expect(gostopGreedyBot.choose(v, noBomb, rngFromSeed('d'))).toEqual({ type: 'shake', month: 5 });
  });

  it('takes a stack for the whole month and the stolen chaff', () => {
    const v = situation({
      hand: ['feb-chaff-2', 'oct-chaff-1'],
      field: [pile('feb-animal', 'feb-ribbon', 'feb-chaff-1'), pile('oct-chaff-2')],
      captured: [[], ['jun-chaff-1', 'jun-chaff-2']],
    });
    expect(gostopGreedyBot.choose(v, plays(v), rngFromSeed('e'))).toEqual({ type: 'play', card: 'feb-chaff-2' });
  });

  it('blocks a card an opponent needs for a yaku', () => {
    const v = situation({
      hand: ['oct-chaff-1', 'may-chaff-1'],
      field: [pile('oct-ribbon'), pile('may-ribbon'), pile('feb-chaff-1')],
      captured: [[], ['jun-ribbon', 'sep-ribbon']],
    });
    for (const seed of ['x', 'y', 'z'])
      expect(gostopGreedyBot.choose(v, plays(v), rngFromSeed(seed))).toEqual({ type: 'play', card: 'oct-chaff-1' });
  });

  it('stops when an opponent is close to scoring, and goes on with cards to come and no threat', () => {
    const moves: GoStopMove[] = [{ type: 'go' }, { type: 'stop' }];
    const quiet = situation({
      phase: 'decide',
      hand: ['apr-chaff-1', 'may-chaff-1', 'jun-chaff-1', 'jul-chaff-1', 'aug-chaff-1', 'oct-chaff-1'],
      field: [pile('feb-chaff-1')],
      captured: [['jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'jan-chaff-1', 'jan-chaff-2'], ['dec-chaff-2']],
      yakuTotals: [3, 0],
      stopNow: [
        {
          winner: 0,
          yaku: [{ id: 'red-poems', points: 3 }],
          yakuPoints: 3,
          goBonus: 0,
          multipliers: [],
          score: 3,
          payments: [{ seat: 1, piBak: false, gwangBak: false, goBak: false, owed: 3, amount: 3 }],
          total: 3,
        },
        null,
      ],
      totals: [0, 0],
      round: 1,
    });
    expect(gostopGreedyBot.choose(quiet, moves, rngFromSeed('g'))).toEqual({ type: 'go' });
    const threatened = {
      ...quiet,
      captured: [quiet.captured[0]!, ['jan-bright', 'aug-bright', 'feb-animal', 'apr-animal']],
      yakuTotals: [3, 0],
    };
    expect(gostopGreedyBot.choose(threatened, moves, rngFromSeed('h'))).toEqual({ type: 'stop' });
    const lateInHand = { ...quiet, hand: ['apr-chaff-1', 'may-chaff-1'] };
    expect(gostopGreedyBot.choose(lateInHand, moves, rngFromSeed('i'))).toEqual({ type: 'stop' });
  });
});

describe("Go-Stop's packed yaku count (the turn's end, and Normal's in its rollouts)", () => {
  it('gives the yaku total that the scoring finds for any pile, with either option', () => {
    fc.assert(
      fc.property(
        fc.subarray(HANAFUDA_DECK as string[]),
        fc.boolean(),
        fc.constantFrom(3 as const, 4 as const),
        (cards, bdb, rain) => {
          const found = yakuTotal(findYaku('gostop', cards, { bdb, rain_four_lights: rain, sake_cup: 'best' }));
          expect(goStopBestTotal(cards, bdb, rain)).toBe(found);
        },
      ),
      { numRuns: 2000, seed: 30 },
    );
  });

  it('counts the sake cup the better way: five birds, five animals with the cup, ten chaff units with it', () => {
    const birds = ['feb-animal', 'apr-animal', 'aug-animal'];
    // Five birds (5) + five animals with the cup (1) = 6; as chaff the cup gives 9 units (no dregs).
    const pile = [...birds, 'may-animal', 'sep-animal', 'jan-chaff-1', 'jan-chaff-2', 'feb-chaff-1'];
    pile.push('mar-chaff-1', 'mar-chaff-2', 'apr-chaff-1', 'may-chaff-1');
    expect(goStopBestTotal(pile, true, 4)).toBe(6);
    // Three more chaff: as chaff the cup makes 12 units (3 points) beating the animals' 1.
    const more = [...pile, 'jun-chaff-1', 'jun-chaff-2', 'jul-chaff-1'];
    expect(goStopBestTotal(more, true, 4)).toBe(5 + 3);
    expect(() => goStopBestTotal(['jan-bright', 'no-such-card'], true, 4)).toThrow(RangeError);
  });
});
