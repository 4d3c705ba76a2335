/**
 * A prepared Millionaire position on a fresh Career Poker state (shared by the scenario and the
 * gold/undo tests): the strategic hands given, the round's other cards set aside face down, in
 * energy bundles and in the discard, gold taken from the supply, the leader about to turn the
 * Progress card.
 */
import { careerPoker, type CareerPokerState } from '../../../src/games/career-poker/career-poker.ts';
import { dealPlan } from '../../../src/games/career-poker/rules.ts';

export function millionairePosition(o: {
  players?: number;
  strategic: string[][];
  gold?: number[];
  energy?: number;
  leader?: number;
  revolution?: boolean;
  direction?: 'cw' | 'ccw';
}): CareerPokerState {
  const players = o.players ?? 3;
  const s = careerPoker.setup({ players, seed: 'pos', options: { mode: 'short' } }) as CareerPokerState;
  const plan = dealPlan(players as 3);
  const used = new Set(o.strategic.flat());
  const rest = plan.cards.filter((c) => !used.has(c));
  s.hands = s.hands.map(() => []);
  s.strategic = o.strategic.map((h) => h.slice());
  s.removed = rest.splice(0, plan.removedFaceDown);
  s.energy = [];
  for (let i = 0; i < (o.energy ?? 0); i++) s.energy.push(rest.splice(0, 2));
  s.discard = rest;
  s.gold = o.gold ?? s.hands.map(() => 0);
  s.goldSupply = 14 - s.gold.reduce((a, b) => a + b, 0);
  s.millionaire = true;
  s.mill = {
    revolution: o.revolution ?? false,
    back: false,
    top: null,
    topCards: [],
    binding: { colour: null, mark: null },
    trickCards: [],
    lastPlayer: -1,
    passes: 0,
  };
  s.leader = o.leader ?? 0;
  s.turn = s.leader;
  s.direction = o.direction ?? 'cw';
  s.phase = 'm-direction';
  s.trickNo = 12;
  return s;
}
