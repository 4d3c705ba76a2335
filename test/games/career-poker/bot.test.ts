/** The Career Poker bot: legal, from the view only, and better than random play. */
import { describe, expect, test } from 'vitest';
import {
  careerPoker,
  type CareerPokerMove,
  type CareerPokerState,
  type CareerPokerView,
} from '../../../src/games/career-poker/career-poker.ts';
import { careerPokerBot, careerPokerCandidates } from '../../../src/games/career-poker/bot.ts';
import { botsFor } from '../../../src/games/bots.ts';
import { nextInt, rngFromSeed, type Rng } from '../../../src/engine/rng.ts';
import { millionairePosition } from './position.ts';

function match(
  players: number,
  seed: string,
  botSeats: number[],
): { totals: number[]; goldWasted: number; goldSpent: number } {
  let s = careerPoker.setup({ players, seed, options: { mode: 'short' } }) as CareerPokerState;
  let rng: Rng = rngFromSeed(`bot-${seed}`);
  let goldWasted = 0;
  let goldSpent = 0;
  while (careerPoker.status(s).phase !== 'match-over') {
    const seat = careerPoker.actors(s)[0]!;
    const legal = careerPoker.legalMoves(s, seat) as CareerPokerMove[];
    let mv: CareerPokerMove;
    if (botSeats.includes(seat)) {
      mv = careerPokerBot.choose(careerPoker.view(s, seat) as CareerPokerView, legal, rng);
      expect(legal).toContainEqual(mv);
      if (mv.type === 'play' && Object.keys(mv.gold).length > 0) {
        // gold only on the way out: what is left must be one set of a single number
        const played = mv.cards;
        const rest = s.strategic[seat]!.filter((c) => !played.includes(c));
        if (rest.length === 0 || new Set(rest.map((c) => c.slice(3, 5))).size > 1) goldWasted++;
        goldSpent++;
      }
    } else {
      const [k, r] = nextInt(rng, legal.length);
      rng = r;
      mv = legal[k]!;
    }
    rng = nextInt(rng, 7)[1];
    s = careerPoker.play(s, seat, mv);
  }
  return { totals: careerPoker.status(s).totals, goldWasted, goldSpent };
}

describe('career-poker bot', () => {
  test('one bot against random players scores more on average and spends gold only on the way out (4 players, 16 short games)', {
    timeout: 120_000,
  }, () => {
    let bot = 0;
    let rand = 0;
    let wasted = 0;
    let spent = 0;
    for (let i = 0; i < 16; i++) {
      const seat = i % 4;
      const r = match(4, `b${i}`, [seat]);
      bot += r.totals[seat]!;
      rand += (r.totals.reduce((a, b) => a + b, 0) - r.totals[seat]!) / 3;
      wasted += r.goldWasted;
      spent += r.goldSpent;
    }
    expect(bot / 16).toBeGreaterThan(rand / 16 + 1);
    expect(wasted, 'gold only spent on the way out').toBe(0);
    expect(spent, 'and it does spend gold on the way out').toBeGreaterThan(0);
  });

  test('bots play whole matches at 3 and 5 players', { timeout: 60_000 }, () => {
    for (const players of [3, 5])
      expect(match(players, `all-${players}`, [0, 1, 2, 3, 4].slice(0, players)).totals).toHaveLength(players);
  });

  test('goes out when it can', () => {
    const s = careerPoker.setup({ players: 3, seed: 'go', options: { mode: 'short' } }) as CareerPokerState;
    // a prepared position: seat 1 holds one 13 and the 5 is on the table
    s.hands = [[], [], []];
    s.strategic = [
      ['cp-05-red-snake', 'cp-04-red-goldfish'],
      ['cp-13-red-pig'],
      ['cp-01-red-owl', 'cp-10-red-goldfish'],
    ];
    s.millionaire = true;
    s.phase = 'm-play';
    s.turn = 1;
    s.mill = {
      revolution: false,
      back: false,
      top: ['cp-05-red-snake'],
      topCards: ['cp-05-red-snake'],
      binding: { colour: null, mark: null },
      trickCards: ['cp-05-red-snake'],
      lastPlayer: 0,
      passes: 0,
    };
    const legal = careerPoker.legalMoves(s, 1) as CareerPokerMove[];
    const mv = careerPokerBot.choose(careerPoker.view(s, 1) as CareerPokerView, legal, rngFromSeed('x'));
    expect(mv).toEqual({ type: 'play', cards: ['cp-13-red-pig'], gold: {}, cut: false });
  });

  function prepared(strategic: string[][], gold: number[], turn: number, top: string[] | null): CareerPokerState {
    const s = careerPoker.setup({ players: 3, seed: 'gold', options: { mode: 'short' } }) as CareerPokerState;
    s.hands = [[], [], []];
    s.strategic = strategic;
    s.gold = gold;
    s.goldSupply = 14 - gold.reduce((a, b) => a + b, 0);
    s.millionaire = true;
    s.phase = 'm-play';
    s.turn = turn;
    s.mill = {
      revolution: false,
      back: false,
      top,
      topCards: top ?? [],
      binding: { colour: null, mark: null },
      trickCards: top ?? [],
      lastPlayer: top ? (turn + 2) % 3 : -1,
      passes: 0,
    };
    return s;
  }
  const choose = (s: CareerPokerState, seat: number) =>
    careerPokerBot.choose(
      careerPoker.view(s, seat) as CareerPokerView,
      careerPoker.legalMoves(s, seat) as CareerPokerMove[],
      rngFromSeed('g'),
    );

  test('spends gold to win the way out: leads its 13 as a 2 (2 gold), then the 5 goes out', () => {
    const s = prepared(
      [
        ['cp-05-red-snake', 'cp-13-red-pig'],
        ['cp-01-red-owl', 'cp-10-red-goldfish', 'cp-04-yellow-owl'],
        ['cp-01-yellow-pig', 'cp-10-yellow-cat', 'cp-04-red-goldfish'],
      ],
      [3, 0, 0],
      0,
      null,
    );
    expect(choose(s, 0)).toEqual({
      type: 'play',
      cards: ['cp-13-red-pig'],
      gold: { 'cp-13-red-pig': { n: 2 } },
      cut: false,
    });
  });

  test('no gold when a play without it wins the way out too (its own 2), nor with many cards left', () => {
    const a = prepared(
      [
        ['cp-05-red-snake', 'cp-02-blue-owl'],
        ['cp-01-red-owl', 'cp-10-red-goldfish', 'cp-04-yellow-owl'],
        ['cp-01-yellow-pig', 'cp-10-yellow-cat', 'cp-04-red-goldfish'],
      ],
      [3, 0, 0],
      0,
      null,
    );
    expect(choose(a, 0)).toEqual({ type: 'play', cards: ['cp-02-blue-owl'], gold: {}, cut: false });
    const b = prepared(
      [
        ['cp-05-red-snake', 'cp-13-red-pig', 'cp-04-blue-pig', 'cp-10-green-owl'],
        ['cp-01-red-owl', 'cp-10-red-goldfish', 'cp-04-yellow-owl'],
        ['cp-01-yellow-pig', 'cp-10-yellow-cat', 'cp-04-red-goldfish'],
      ],
      [3, 0, 0],
      0,
      null,
    );
    const mv = choose(b, 0);
    expect(mv.type === 'play' && Object.keys(mv.gold)).toEqual([]);
  });
});

describe('Hard and Easy on the whole list of gold plays (ruling CP-17)', () => {
  // seat 0 leads with eleven cards and 5 gold: nearly a hundred gold plays are listed
  const rich = () => {
    let s = millionairePosition({
      gold: [5, 0, 0],
      energy: 1,
      strategic: [
        [
          'cp-03-red-cat',
          'cp-04-red-goldfish',
          'cp-04-yellow-owl',
          'cp-05-red-snake',
          'cp-05-blue-goldfish',
          'cp-08-red-snake',
          'cp-10-red-goldfish',
          'cp-10-yellow-cat',
          'cp-11-red-pig',
          'cp-13-red-pig',
          'cp-01-red-owl',
        ],
        ['cp-02-red-cat', 'cp-13-yellow-snake', 'cp-04-blue-pig'],
        ['cp-01-yellow-pig', 'cp-10-green-owl', 'cp-04-green-snake'],
      ],
    });
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' }) as CareerPokerState;
    return s;
  };
  const goldOf = (m: CareerPokerMove) => (m.type === 'play' ? Object.keys(m.gold).length : 0);

  test('Hard searches every move without gold and the cheapest gold play of each kind, nothing else', () => {
    const s = rich();
    const legal = careerPoker.legalMoves(s, 0) as CareerPokerMove[];
    const view = careerPoker.view(s, 0) as CareerPokerView;
    const picked = careerPokerCandidates(view, legal);
    expect(legal.filter(goldOf).length).toBeGreaterThan(80);
    const plain = legal.map((m, k) => (goldOf(m) ? -1 : k)).filter((k) => k >= 0);
    expect(picked.filter((k) => !goldOf(legal[k]!))).toEqual(plain);
    const gold = picked.filter((k) => goldOf(legal[k]!));
    expect(gold.length).toBeGreaterThan(10);
    expect(gold.length).toBeLessThan(80);
    // of the single cards made a 2, the 1 (1 gold) is searched, the 13 (2 gold) is not
    const single = (card: string, n: number) =>
      legal.findIndex((m) => m.type === 'play' && m.cards.length === 1 && m.cards[0] === card && m.gold[card]?.n === n);
    expect(single('cp-13-red-pig', 2)).toBeGreaterThanOrEqual(0);
    expect(gold).toContain(single('cp-01-red-owl', 2));
    expect(gold).not.toContain(single('cp-13-red-pig', 2));
    const hard = botsFor('career-poker', { playouts: 12 }).hard as unknown as {
      choose: (v: unknown, l: readonly unknown[], r: Rng) => CareerPokerMove;
      lastStats: { rollouts: number };
    };
    const normal = careerPokerBot.choose(view, legal, rngFromSeed('n'));
    const mv = hard.choose(view, legal, rngFromSeed('h'));
    expect([...picked.map((k) => legal[k]), normal]).toContainEqual(mv);
    // two samples of each candidate, then the rest of the budget: nowhere near two of each listed move
    expect(hard.lastStats.rollouts).toBeLessThanOrEqual(2 * (picked.length + 1) + 12);
  });

  test('Easy slips from a play without gold only to another play without gold', () => {
    const s = rich();
    const legal = careerPoker.legalMoves(s, 0) as CareerPokerMove[];
    const view = careerPoker.view(s, 0) as CareerPokerView;
    const { easy, normal } = botsFor('career-poker');
    const pick = normal.choose(view, legal, rngFromSeed('n')) as CareerPokerMove;
    expect(goldOf(pick)).toBe(0);
    for (let i = 0; i < 40; i++)
      expect(goldOf(easy.choose(view, legal, rngFromSeed(`e${i}`)) as CareerPokerMove)).toBe(0);
  });
});
