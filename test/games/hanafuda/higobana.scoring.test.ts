import { describe, expect, it } from 'vitest';
import { HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';
import {
  classCounts,
  higoBanaClass,
  higoBanaCardTotal,
  hikiPoints,
  matchWinners,
  roundWinner,
  scoreSides,
  teamOfSeat,
  teamSeats,
  victoryPoints,
  winKind,
} from '../../../src/games/hanafuda/higobana.ts';
import { findYaku, HIGOBANA_YAKU } from '../../../src/games/hanafuda/yaku.ts';
import { NAMES } from './said.ts';
import { sideName } from '../../../src/games/hanafuda/words.ts';

const SEED = { values: 'seed' as const, own_yaku: true };
const HAWAII = { values: 'hawaiian' as const, own_yaku: false };
const solo = (n: number) => teamSeats(n, 'none');

describe('Higo-Bana card values and classes', () => {
  it('counts the Rain Man with the animals, at 5', () => {
    expect(higoBanaClass('nov-bright')).toBe('animal');
    expect(higoBanaClass('dec-bright')).toBe('bright');
    expect(higoBanaCardTotal(['nov-bright'], 'seed')).toBe(5);
    expect(classCounts(['nov-bright', 'jan-bright', 'jan-ribbon', 'jan-chaff-1', 'nov-chaff-1'])).toEqual({
      bright: 1,
      ribbon: 1,
      animal: 1,
      chaff: 2,
    });
  });

  it('totals 254 points with the seed values and 240 with the Hawaiian ones', () => {
    expect(higoBanaCardTotal(HANAFUDA_DECK, 'seed')).toBe(254);
    expect(higoBanaCardTotal(HANAFUDA_DECK, 'hawaiian')).toBe(240);
    expect(higoBanaCardTotal(['jan-chaff-1', 'nov-chaff-1', 'dec-chaff-1'], 'seed')).toBe(3);
    expect(higoBanaCardTotal(['jan-chaff-1', 'nov-chaff-1', 'dec-chaff-1'], 'hawaiian')).toBe(10);
  });

  it('has exactly the eight three-card yaku of the rulings, and the curtain, boar, sake cup and deer each sit in two', () => {
    expect(Object.keys(HIGOBANA_YAKU)).toHaveLength(8);
    for (const cards of Object.values(HIGOBANA_YAKU)) expect(cards).toHaveLength(3);
    for (const card of ['mar-bright', 'jul-animal', 'sep-animal', 'oct-animal']) {
      expect(Object.values(HIGOBANA_YAKU).filter((c) => c.includes(card))).toHaveLength(2);
    }
    expect(findYaku('higobana', ['apr-ribbon', 'may-ribbon', 'nov-ribbon'])).toEqual([]);
    expect(
      findYaku('higobana', ['jun-animal', 'jul-animal', 'oct-animal']),
      'boar-deer-butterfly is no yaku here',
    ).toEqual([]);
  });
});

describe('Higo-Bana round scores', () => {
  it('adds card points and 50 per own yaku and takes 50 per yaku of every other side (seed)', () => {
    const [a, b] = scoreSides(
      [
        ['jan-bright', 'feb-animal', 'mar-bright', 'jan-chaff-1'],
        ['jun-ribbon', 'sep-ribbon', 'oct-ribbon', 'nov-bright'],
      ],
      SEED,
      solo(2),
    );
    expect(a).toMatchObject({
      cardPoints: 46,
      yaku: [{ id: 'spring', points: 50 }],
      ownYakuPoints: 50,
      penalty: 50,
      score: 46,
    });
    expect(b).toMatchObject({
      cardPoints: 35,
      yaku: [{ id: 'blue-ribbons', points: 50 }],
      ownYakuPoints: 50,
      penalty: 50,
      score: 35,
    });
  });

  it('only takes 50 per yaku of the others with the Hawaiian standard, and chaff is worth 0', () => {
    const [a, b] = scoreSides(
      [
        ['jan-bright', 'feb-animal', 'mar-bright', 'jan-chaff-1'],
        ['jun-ribbon', 'sep-ribbon', 'oct-ribbon', 'nov-bright'],
      ],
      HAWAII,
      solo(2),
    );
    expect(a!.score).toBe(45 - 50);
    expect(b!.score).toBe(35 - 50);
  });

  it('counts a card in two yaku for both, and charges every side for every other side\u2019s yaku', () => {
    const sides = scoreSides(
      [
        ['jan-bright', 'feb-animal', 'mar-bright', 'aug-bright', 'sep-animal'], // spring + drinking
        ['apr-ribbon', 'may-ribbon', 'jul-ribbon'], // grass ribbons
        ['dec-chaff-1'],
      ],
      SEED,
      solo(3),
    );
    expect(sides.map((x) => x.yaku.length)).toEqual([2, 1, 0]);
    expect(sides.map((x) => x.penalty)).toEqual([50, 100, 150]);
    expect(sides.map((x) => x.score)).toEqual([70 + 100 - 50, 30 + 50 - 100, 1 - 150]);
  });
});

describe('Higo-Bana round winner and victory points', () => {
  it('gives 1 victory point, or 2 (basa) when ahead of every other side by 100 or more', () => {
    expect(winKind([150, 50], 0, 'basa')).toBe('basa');
    expect(winKind([149, 50], 0, 'basa')).toBe('win');
    expect(winKind([200, 99, 100], 0, 'basa')).toBe('basa');
    expect(winKind([200, 101, 100], 0, 'basa'), 'must beat every other side by 100').toBe('win');
    expect(victoryPoints('win', 'basa')).toBe(1);
    expect(victoryPoints('basa', 'basa')).toBe(2);
  });

  it('on the chu/basa scale gives 2 at 50 or more ahead and 3 at 100 or more', () => {
    expect(winKind([100, 50], 0, 'chu-basa')).toBe('chu');
    expect(winKind([99, 50], 0, 'chu-basa')).toBe('win');
    expect(winKind([150, 50], 0, 'chu-basa')).toBe('basa');
    expect([
      victoryPoints('win', 'chu-basa'),
      victoryPoints('chu', 'chu-basa'),
      victoryPoints('basa', 'chu-basa'),
    ]).toEqual([1, 2, 3]);
    expect(victoryPoints('basa', 'cumulative')).toBe(0);
  });

  it('breaks a tie for the highest score in favour of the side earliest in turn order from the dealer', () => {
    expect(roundWinner([80, 90, 90, 10], 0, 4, 'none')).toEqual({ team: 1, seat: 1 });
    expect(roundWinner([80, 90, 90, 10], 2, 4, 'none')).toEqual({ team: 2, seat: 2 });
    expect(roundWinner([90, 10, 10, 90], 2, 4, 'none')).toEqual({ team: 3, seat: 3 });
    // Teams of two in four seats: sides 0 (seats 0, 2) and 1 (seats 1, 3); the winning side's next member deals.
    expect(roundWinner([100, 100], 1, 4, 'pairs')).toEqual({ team: 1, seat: 1 });
    expect(roundWinner([120, 100], 1, 4, 'pairs')).toEqual({ team: 0, seat: 2 });
  });

  it('ends a match with the most match points, added-up round scores breaking ties', () => {
    expect(matchWinners({ totals: [3, 5, 5], cumulative: [400, 300, 350] })).toEqual([2]);
    expect(matchWinners({ totals: [3, 5, 5], cumulative: [400, 350, 350] })).toEqual([1, 2]);
    expect(matchWinners({ totals: [6, 5, 5], cumulative: [0, 900, 900] })).toEqual([0]);
  });
});

describe('Higo-Bana teams', () => {
  it('seats partners alternately and names sides for sentences', () => {
    expect([0, 1, 2, 3].map((s) => teamOfSeat(s, 4, 'pairs'))).toEqual([0, 1, 0, 1]);
    expect(teamSeats(6, 'pairs')).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(teamSeats(6, 'triples')).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
    expect(sideName([1], NAMES)).toBe('Player 2');
    expect(sideName([0, 2, 4], ['Aiko', 'Ben', 'Cy', 'Dee', 'Eri'])).toBe('Aiko, Cy and Eri');
  });
});

describe('what a hiki brings (the hiki buttons), hand-computed', () => {
  it("all four cards of the month at the match's card values", () => {
    expect(hikiPoints(1, 'seed')).toBe(20 + 10 + 1 + 1); // crane, poem ribbon, two chaff
    expect(hikiPoints(11, 'seed')).toBe(5 + 5 + 10 + 1); // Rain Man, swallow, ribbon, the Gaji
    expect(hikiPoints(12, 'seed')).toBe(20 + 1 + 1 + 1);
    expect(hikiPoints(12, 'hawaiian')).toBe(20 + 10 + 0 + 0); // the coloured Paulownia chaff is worth 10
    expect(hikiPoints(1, 'hawaiian')).toBe(20 + 10);
  });
});
