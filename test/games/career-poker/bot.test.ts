/** The Career Poker bot: legal, from the view only, and better than random play. */
import { describe, expect, test } from 'vitest';
import { careerPoker, type CareerPokerMove, type CareerPokerState, type CareerPokerView } from '../../../src/games/career-poker/career-poker.ts';
import { careerPokerBot } from '../../../src/games/career-poker/bots.ts';
import { nextInt, rngFromSeed, type Rng } from '../../../src/engine/rng.ts';

function match(players: number, seed: string, botSeats: number[]): { totals: number[]; goldWasted: number } {
  let s = careerPoker.setup({ players, seed, options: { mode: 'short' } }) as CareerPokerState;
  let rng: Rng = rngFromSeed(`bot-${seed}`);
  let goldWasted = 0;
  while (careerPoker.status(s).phase !== 'match-over') {
    const seat = careerPoker.actors(s)[0]!;
    const legal = careerPoker.legalMoves(s, seat) as CareerPokerMove[];
    let mv: CareerPokerMove;
    if (botSeats.includes(seat)) {
      mv = careerPokerBot.choose(careerPoker.view(s, seat) as CareerPokerView, legal, rng);
      expect(legal).toContainEqual(mv);
      if (mv.type === 'play' && Object.keys(mv.gold).length > 0 && s.strategic[seat]!.length - mv.cards.length > 1) goldWasted++;
    } else {
      const [k, r] = nextInt(rng, legal.length);
      rng = r;
      mv = legal[k]!;
    }
    rng = nextInt(rng, 7)[1];
    s = careerPoker.play(s, seat, mv);
  }
  return { totals: careerPoker.status(s).totals, goldWasted };
}

describe('career-poker bot', () => {
  test('one bot against random players scores more on average (4 players, 16 short games)', { timeout: 120_000 }, () => {
    let bot = 0;
    let rand = 0;
    let wasted = 0;
    for (let i = 0; i < 16; i++) {
      const seat = i % 4;
      const r = match(4, `b${i}`, [seat]);
      bot += r.totals[seat]!;
      rand += (r.totals.reduce((a, b) => a + b, 0) - r.totals[seat]!) / 3;
      wasted += r.goldWasted;
    }
    expect(bot / 16).toBeGreaterThan(rand / 16 + 1);
    expect(wasted, 'gold only spent to leave a single last card').toBe(0);
  });

  test('bots play whole matches at 3 and 5 players', { timeout: 60_000 }, () => {
    for (const players of [3, 5]) expect(match(players, `all-${players}`, [0, 1, 2, 3, 4].slice(0, players)).totals).toHaveLength(players);
  });

  test('goes out when it can', () => {
    const s = careerPoker.setup({ players: 3, seed: 'go', options: { mode: 'short' } }) as CareerPokerState;
    // a prepared position: seat 1 holds one 13 and the 5 is on the table
    s.hands = [[], [], []];
    s.strategic = [['cp-05-red-snake', 'cp-04-red-goldfish'], ['cp-13-red-pig'], ['cp-01-red-owl', 'cp-10-red-goldfish']];
    s.millionaire = true;
    s.phase = 'm-play';
    s.turn = 1;
    s.mill = { revolution: false, back: false, top: ['cp-05-red-snake'], topCards: ['cp-05-red-snake'], binding: { colour: null, mark: null }, trickCards: ['cp-05-red-snake'], lastPlayer: 0, passes: 0 };
    const legal = careerPoker.legalMoves(s, 1) as CareerPokerMove[];
    const mv = careerPokerBot.choose(careerPoker.view(s, 1) as CareerPokerView, legal, rngFromSeed('x'));
    expect(mv).toEqual({ type: 'play', cards: ['cp-13-red-pig'], gold: {}, cut: false });
  });
});
