/** Random legal matches through the contract: liveness, legality, purity, conservation, secrets, replay. */
import { describe, expect, test } from 'vitest';
import { careerPoker, TOTAL_GOLD, type CareerPokerState } from '../../../src/games/career-poker/career-poker.ts';
import { dealPlan } from '../../../src/games/career-poker/rules.ts';
import { nextInt, type Rng } from '../../../src/engine/rng.ts';
import type { CareerPokerMove } from '../../../src/games/career-poker/career-poker.ts';
import {
  expectReplayDeterministic,
  expectViewHides,
  playthrough,
  type PlaythroughOptions,
} from '../../helpers/contract.ts';

function everyCard(s: CareerPokerState): string[] {
  return [
    ...s.hands.flat(),
    ...s.strategic.flat(),
    ...s.removed,
    ...s.cutAside,
    ...s.outOfGame,
    ...s.energy.flat(),
    ...s.spentEnergy,
    ...s.discard,
    ...s.plays.map((p) => p.card),
    ...s.placements.map((p) => p.card),
    ...s.mill.trickCards,
  ];
}

function checkStep(_before: unknown, _seat: number, _move: unknown, after: unknown): void {
  const s = after as CareerPokerState;
  const cards = everyCard(s);
  const plan = dealPlan(s.players as 3 | 4 | 5).cards;
  expect(cards.length, 'every card in exactly one place').toBe(plan.length);
  expect(new Set(cards).size).toBe(plan.length);
  expect(cards.slice().sort()).toEqual(plan.slice().sort());
  expect(s.goldSupply + s.gold.reduce((a, b) => a + b, 0) + s.goldSpent, 'gold is conserved').toBe(TOTAL_GOLD);
  expect(s.goldSupply).toBeGreaterThanOrEqual(0);
  expect(s.gold.every((g) => g >= 0)).toBe(true);
  // Secrets: no seat sees another's hands, the removed cards or the energy; in the Millionaire phase
  // the strategic hands are face down too (only the cards of the move just made may be named in `events`).
  for (let seat = 0; seat < s.players; seat++) {
    const view = careerPoker.view(s, seat);
    const hidden = [...s.removed];
    for (let o = 0; o < s.players; o++) if (o !== seat) hidden.push(...s.hands[o]!);
    expectViewHides(view, hidden, `view of seat ${seat}`);
    {
      const strategic: string[] = [...s.energy.flat(), ...s.spentEnergy];
      if (s.millionaire) for (let o = 0; o < s.players; o++) if (o !== seat) strategic.push(...s.strategic[o]!);
      expectViewHides({ ...view, events: [] }, strategic, `view of seat ${seat} (strategic hands)`);
    }
  }
}

const cases: [string, PlaythroughOptions][] = [
  ['3 players, Normal', { players: 3, seed: 'prop-3' }],
  ['4 players, Normal', { players: 4, seed: 'prop-4' }],
  ['5 players, Normal', { players: 5, seed: 'prop-5' }],
  ['4 players, Team', { players: 4, seed: 'prop-team', options: { mode: 'team' } }],
  [
    '3 players, Short, winner places, literal columns, random later lead',
    {
      players: 3,
      seed: 'prop-opt',
      options: {
        mode: 'short',
        nonLeadChooser: 'winner',
        threePlayerColumns: 'literal',
        laterLead: 'random',
        tieDirection: 'clockwise',
      },
    },
  ],
];

describe('random legal matches to the end', () => {
  for (const [name, o] of cases) {
    test(name, { timeout: 120_000 }, () => {
      const opts = { ...o, onStep: checkStep, deepEvery: 7 };
      const r = playthrough(careerPoker, opts);
      expect(r.finished).toBe(true);
      const st = careerPoker.status(r.state as CareerPokerState);
      expect(st.round).toBe(o.options?.mode === 'short' ? 1 : 3);
      expect(st.totals.length).toBe(o.players);
      expectReplayDeterministic(careerPoker, o, r);
    });
  }
  test('whole matches with every play submitted in another spelling (its cards in reverse order) conserve cards and gold', {
    timeout: 120_000,
  }, () => {
    let respelled = 0;
    const choose = (_state: unknown, _seat: number, legal: unknown[], rng: Rng): unknown => {
      const mv = legal[nextInt(rng, legal.length)[0]] as CareerPokerMove;
      if (mv.type !== 'play' || mv.cards.length < 2) return mv;
      respelled++;
      return { ...mv, cards: mv.cards.slice().reverse() };
    };
    for (const players of [3, 4, 5]) {
      const r = playthrough(careerPoker, {
        players,
        seed: `respelled-${players}`,
        choose,
        onStep: checkStep,
        deepEvery: 25,
      });
      expect(r.finished).toBe(true);
    }
    expect(respelled).toBeGreaterThan(10);
  });

  test('more seeds at every size reach the end', { timeout: 120_000 }, () => {
    for (let i = 0; i < 6; i++) {
      const players = 3 + (i % 3);
      const r = playthrough(careerPoker, { players, seed: `many-${i}`, options: { mode: 'short' }, deepEvery: 50 });
      expect(r.finished).toBe(true);
    }
  });
});
