import { describe, expect, it } from 'vitest';
import { koikoi, type KoiKoiMove, type KoiKoiState, type KoiKoiView } from '../../../src/games/hanafuda/koikoi.ts';
import { koikoiGreedyBot } from '../../../src/games/hanafuda/koikoi-bot.ts';
import { randomBot, type Bot } from '../../../src/engine/bot.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';
import { sameData } from '../../../src/engine/deck.ts';

type AnyBot = Bot<KoiKoiView, KoiKoiMove>;

/** Play a whole match between two bots; returns the final state. Checks every bot move is legal. */
function botMatch(seed: string, bots: [AnyBot, AnyBot], rounds: 3 | 6 | 9 | 12 = 12): KoiKoiState {
  let s = koikoi.setup({ players: 2, seed, options: { rounds } });
  let rng = rngFromSeed(`bots:${seed}`);
  while (koikoi.status(s).phase !== 'match-over') {
    const seat = koikoi.actors(s)[0]!;
    const legal = koikoi.legalMoves(s, seat);
    const move = bots[seat]!.choose(koikoi.view(s, seat) as KoiKoiView, legal, rng);
    rng = nextInt(rng, 1000)[1];
    expect(
      legal.some((m) => sameData(m, move)),
      `bot move ${JSON.stringify(move)} is legal`,
    ).toBe(true);
    s = koikoi.play(s, seat, move);
  }
  return s;
}

/** A real view to start from (seat 0 to play), then adjusted for a situation. */
function baseView(): KoiKoiView {
  return koikoi.view(koikoi.setup({ players: 2, seed: 'bot-view', options: {} }), 0) as KoiKoiView;
}

function situation(over: Partial<KoiKoiView>): KoiKoiView {
  return {
    ...baseView(),
    phase: 'play',
    seat: 0,
    turn: 0,
    opponentHandCount: 6,
    stockCount: 20,
    pending: [],
    placements: [],
    ...over,
  };
}

const pile = (...cards: string[]) => ({ cards, stacked: false });

describe('the greedy Koi-Koi bot', () => {
  it('beats a random player clearly over more than 200 rounds, with legal moves only', { timeout: 60_000 }, () => {
    let botNet = 0;
    let wins = 0;
    let losses = 0;
    let rounds = 0;
    for (let g = 0; g < 18; g++) {
      const botSeat = g % 2;
      const bots: [AnyBot, AnyBot] =
        botSeat === 0 ? [koikoiGreedyBot, randomBot as AnyBot] : [randomBot as AnyBot, koikoiGreedyBot];
      const s = botMatch(`duel-${g}`, bots);
      botNet += s.totals[botSeat]!;
      rounds += s.history.length;
      for (const h of s.history) {
        if (h.winner === botSeat) wins++;
        else if (h.winner !== undefined) losses++;
      }
    }
    expect(rounds).toBeGreaterThanOrEqual(200);
    expect(botNet).toBeGreaterThan(rounds);
    expect(wins).toBeGreaterThan(2 * losses);
  });

  it('takes a bright rather than a chaff when it must choose', () => {
    const v = situation({
      hand: ['jan-ribbon', 'may-chaff-1'],
      field: [pile('jan-bright'), pile('jan-chaff-1'), pile('apr-chaff-1')],
      captured: [[], []],
    });
    const play = koikoiGreedyBot.choose(
      v,
      v.hand.map((card) => ({ type: 'play', card })),
      rngFromSeed('a'),
    );
    expect(play).toEqual({ type: 'play', card: 'jan-ribbon' });
    const choose = {
      ...v,
      phase: 'choose-hand' as const,
      choice: { card: 'jan-ribbon', source: 'hand' as const, targets: ['jan-bright', 'jan-chaff-1'] },
    };
    const pick = koikoiGreedyBot.choose(
      choose,
      [
        { type: 'capture', target: 'jan-bright' },
        { type: 'capture', target: 'jan-chaff-1' },
      ],
      rngFromSeed('b'),
    );
    expect(pick).toEqual({ type: 'capture', target: 'jan-bright' });
  });

  it('blocks a card the opponent needs for a yaku', () => {
    const v = situation({
      hand: ['oct-chaff-1', 'may-chaff-1'],
      field: [pile('oct-ribbon'), pile('may-ribbon'), pile('feb-chaff-1')],
      captured: [[], ['jun-ribbon', 'sep-ribbon']],
    });
    for (const seed of ['x', 'y', 'z']) {
      expect(
        koikoiGreedyBot.choose(
          v,
          v.hand.map((card) => ({ type: 'play', card })),
          rngFromSeed(seed),
        ),
      ).toEqual({ type: 'play', card: 'oct-chaff-1' });
    }
  });

  it('avoids leaving a valuable card where the opponent can take it', () => {
    // Neither card captures; the curtain's month-mates are all unseen, the dec chaff's are all visible.
    const v = situation({
      hand: ['mar-bright', 'dec-chaff-3'],
      field: [pile('jan-chaff-1'), pile('feb-chaff-1')],
      captured: [['dec-bright', 'dec-chaff-1', 'dec-chaff-2'], []],
    });
    expect(
      koikoiGreedyBot.choose(
        v,
        v.hand.map((card) => ({ type: 'play', card })),
        rngFromSeed('c'),
      ),
    ).toEqual({ type: 'play', card: 'dec-chaff-3' });
  });

  it('stops with a good score, and plays on with a small one, cards to come and no threat', () => {
    const moves: KoiKoiMove[] = [{ type: 'koikoi' }, { type: 'stop' }];
    const big = situation({
      phase: 'decide',
      hand: ['apr-chaff-1', 'may-chaff-1', 'jun-chaff-1', 'jul-chaff-1', 'aug-chaff-1'],
      field: [pile('feb-chaff-1')],
      captured: [['jan-bright', 'mar-bright', 'aug-bright', 'dec-bright'], []],
      stopValue: 8,
      yakuTotals: [8, 0],
    });
    expect(koikoiGreedyBot.choose(big, moves, rngFromSeed('d'))).toEqual({ type: 'stop' });
    const small = situation({
      phase: 'decide',
      hand: ['apr-chaff-1', 'may-chaff-1', 'jun-chaff-1', 'jul-chaff-1', 'aug-chaff-1'],
      field: [pile('feb-chaff-1')],
      captured: [['apr-ribbon', 'may-ribbon', 'jul-ribbon', 'nov-ribbon', 'jun-ribbon'], []],
      stopValue: 1,
      yakuTotals: [1, 0],
    });
    expect(koikoiGreedyBot.choose(small, moves, rngFromSeed('e'))).toEqual({ type: 'koikoi' });
    // The same small score with the opponent one card from a yaku: stop.
    const threatened = {
      ...small,
      captured: [small.captured[0]!, ['jan-bright', 'aug-bright', 'jun-animal', 'jul-animal']],
      yakuTotals: [1, 0],
    };
    expect(koikoiGreedyBot.choose(threatened, moves, rngFromSeed('f'))).toEqual({ type: 'stop' });
  });
});
