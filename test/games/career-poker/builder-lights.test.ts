/** The play builder's lights come from the engine's legal moves: which cards start or extend a legal play. */
import { describe, expect, it } from 'vitest';
import {
  builderLights,
  careerPoker,
  type CareerPokerMove,
  type CareerPokerState,
} from '../../../src/games/career-poker/career-poker.ts';
import { millionairePosition } from './position.ts';

const lights = (m: Map<string, string>) => Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)));

describe('builderLights', () => {
  const moves: CareerPokerMove[] = [
    { type: 'pass' },
    { type: 'play', cards: ['a'], gold: {}, cut: false },
    { type: 'play', cards: ['a', 'b'], gold: {}, cut: false },
    { type: 'play', cards: ['c', 'd'], gold: { d: { n: 4 } }, cut: false },
    { type: 'play', cards: ['a', 'd'], gold: { d: { n: 1 } }, cut: false },
  ];

  it('nothing chosen: every card of a legal play, marked when only gold plays hold it', () => {
    expect(lights(builderLights(moves, []))).toEqual({ a: 'play', b: 'play', c: 'gold', d: 'gold' });
  });

  it('cards chosen: only the cards that extend them towards a legal play; the chosen are not listed', () => {
    expect(lights(builderLights(moves, ['a']))).toEqual({ b: 'play', d: 'gold' });
    expect(lights(builderLights(moves, ['a', 'b']))).toEqual({});
    expect(lights(builderLights(moves, ['c']))).toEqual({ d: 'gold' });
    // a choice that is in no legal play lights nothing
    expect(lights(builderLights(moves, ['b', 'c']))).toEqual({});
  });

  it('a play without gold wins over a gold play of the same card; passes and other moves light nothing', () => {
    const m: CareerPokerMove[] = [
      { type: 'play', cards: ['x'], gold: { x: { n: 2 } }, cut: false },
      { type: 'play', cards: ['x'], gold: {}, cut: true },
      { type: 'pass' },
    ];
    expect(lights(builderLights(m, []))).toEqual({ x: 'play' });
    expect(builderLights([{ type: 'pass' }], []).size).toBe(0);
  });

  it('in a real position: following a single 5, only stronger cards (and, with gold, raised ones) light', () => {
    const s0 = millionairePosition({
      strategic: [
        ['cp-04-red-goldfish', 'cp-10-yellow-cat', 'cp-03-green-pig'],
        ['cp-05-red-snake', 'cp-13-red-pig'],
        ['cp-01-red-owl', 'cp-03-red-cat'],
      ],
    });
    let s = careerPoker.play(s0, 0, { type: 'direction', dir: 'cw' }) as CareerPokerState;
    s = careerPoker.play(s, 0, { type: 'play', cards: ['cp-03-green-pig'], gold: {}, cut: false }) as CareerPokerState;
    s = careerPoker.play(s, 1, { type: 'play', cards: ['cp-05-red-snake'], gold: {}, cut: false }) as CareerPokerState;
    s = careerPoker.play(s, 2, { type: 'pass' }) as CareerPokerState;
    // seat 0 without gold: the 10 beats the 5, the 4 does not
    expect(lights(builderLights(careerPoker.legalMoves(s, 0), []))).toEqual({ 'cp-10-yellow-cat': 'play' });
    // with gold the 4 can be raised: it lights as a gold play
    const rich = { ...s, gold: [3, 0, 0], goldSupply: s.goldSupply - 3 } as CareerPokerState;
    expect(lights(builderLights(careerPoker.legalMoves(rich, 0), []))).toEqual({
      'cp-04-red-goldfish': 'gold',
      'cp-10-yellow-cat': 'play',
    });
  });
});
