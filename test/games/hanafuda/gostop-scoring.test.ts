/**
 * Go-Stop's scoring module (src/games/hanafuda/gostop-scoring.ts) called with plain data, each
 * expectation counted by hand from docs/rulings/hanafuda.md §5.4 (G11–G18, G20–G23): the stop
 * minimum, pi-bak thresholds, the go scale, how the winner's sake cup counts for the seven-animal
 * double, the dangers a seat is warned of and the pile counts the table shows.
 */
import { describe, expect, it } from 'vitest';
import { GOSTOP_DEFAULTS, type GoStopOptions } from '../../../src/games/hanafuda/gostop.ts';
import {
  goScale,
  goStopDangers,
  goStopMultipliers,
  isPiBak,
  pileCounts,
  settleStop,
  stopMinimum,
  type GoStopScoreInput,
} from '../../../src/games/hanafuda/gostop-scoring.ts';

const options = (o: Partial<GoStopOptions> = {}): GoStopOptions => ({ ...GOSTOP_DEFAULTS, ...o });

/** A two-player stop by seat 0 with nothing but the piles (no gos, shakes, bombs or drawn rounds). */
function input(captured: string[][], o: Partial<GoStopOptions> = {}, extra: Partial<GoStopScoreInput> = {}) {
  return {
    options: options(o),
    players: captured.length,
    captured,
    gos: captured.map(() => 0),
    shaken: [],
    bombs: captured.map(() => 0),
    drawStreak: 0,
    goOrder: [],
    ...extra,
  } satisfies GoStopScoreInput;
}

// Six animals, two of them birds and none of Boar-Deer-Butterfly's set complete once `bdb` is off.
const SIX_ANIMALS = ['feb-animal', 'apr-animal', 'may-animal', 'jun-animal', 'jul-animal', 'oct-animal'];
// One chaff unit each.
const PLAIN = [
  'jan-chaff-1',
  'jan-chaff-2',
  'feb-chaff-1',
  'feb-chaff-2',
  'mar-chaff-1',
  'mar-chaff-2',
  'apr-chaff-1',
  'apr-chaff-2',
  'may-chaff-1',
  'may-chaff-2',
];
const NO_BDB = { bdb: false } as const;

describe('stopMinimum (G11)', () => {
  it('two players stop at the option (3 or 7); three players always at 3', () => {
    expect(stopMinimum(options(), 2)).toBe(3);
    expect(stopMinimum(options({ stop_minimum_2p: 7 }), 2)).toBe(7);
    expect(stopMinimum(options({ stop_minimum_2p: 7 }), 3)).toBe(3);
  });
});

describe('isPiBak (G15, G21)', () => {
  it('Korean: a single chaff unit is already pi-bak; none is not', () => {
    const korean = options({ pi_bak: 'korean' });
    expect(isPiBak(1, korean, 2)).toBe(true);
    expect(isPiBak(1, korean, 3)).toBe(true);
    expect(isPiBak(0, korean, 3)).toBe(false);
  });
  it('the "none exempt" option frees only a loser with no chaff at all', () => {
    const seedExempt = options({ pi_bak: 'seed', pi_bak_none_exempt: true });
    expect(isPiBak(0, seedExempt, 2)).toBe(false);
    expect(isPiBak(3, seedExempt, 2)).toBe(true);
    expect(isPiBak(4, seedExempt, 3)).toBe(true);
    expect(isPiBak(5, seedExempt, 2)).toBe(false);
    const sevenExempt = options({ pi_bak: 7, pi_bak_none_exempt: true });
    expect(isPiBak(0, sevenExempt, 2)).toBe(false);
    expect(isPiBak(7, sevenExempt, 2)).toBe(true);
    expect(isPiBak(8, sevenExempt, 2)).toBe(false);
    expect(isPiBak(0, options({ pi_bak: 7, pi_bak_none_exempt: false }), 2)).toBe(true);
  });
});

describe('goScale (G13, G20): what the go prompt and the score pad show', () => {
  it('plus-and-double: +1 a go, ×1 for one or two gos, then ×2, ×4, ×8', () => {
    const o = options({ go_scale: 'plus-and-double' });
    expect(goScale(o, 0)).toEqual({ bonus: 0, factor: 1 });
    expect(goScale(o, 1)).toEqual({ bonus: 1, factor: 1 });
    expect(goScale(o, 2)).toEqual({ bonus: 2, factor: 1 });
    expect(goScale(o, 3)).toEqual({ bonus: 3, factor: 2 });
    expect(goScale(o, 5)).toEqual({ bonus: 5, factor: 8 });
  });
  it('double-only: no point for a go, the same doubling', () => {
    const o = options({ go_scale: 'double-only' });
    expect(goScale(o, 1)).toEqual({ bonus: 0, factor: 1 });
    expect(goScale(o, 4)).toEqual({ bonus: 0, factor: 4 });
  });
  it('plus-two-then-double: +1, +2, and no more points after the second go', () => {
    const o = options({ go_scale: 'plus-two-then-double' });
    expect(goScale(o, 1)).toEqual({ bonus: 1, factor: 1 });
    expect(goScale(o, 3)).toEqual({ bonus: 2, factor: 2 });
  });
});

describe("the winner's sake cup and the seven-animal double (G14, G15)", () => {
  const sevenAnimals = (pile: string[], o: Partial<GoStopOptions> = NO_BDB) =>
    goStopMultipliers(input([pile, []], o), 0).some((m) => m.id === 'seven-animals');

  it('six animals and the cup, no chaff: as an animal 7 animals (Animals 3) beat Animals 2, so ×2', () => {
    expect(sevenAnimals([...SIX_ANIMALS, 'sep-animal'])).toBe(true);
  });
  it('with 9 chaff units the cup pays more as chaff (Animals 2 + Dregs 2 = 4 > Animals 3): no ×2', () => {
    expect(sevenAnimals([...SIX_ANIMALS, 'sep-animal', ...PLAIN.slice(0, 9)])).toBe(false);
  });
  it('with 8 chaff units both ways make 3 (Animals 3, or Animals 2 + Dregs 1): an animal, so ×2', () => {
    // Boar-Deer-Butterfly is off: on, its 5 would count either way and the cup would be weighed the same.
    expect(sevenAnimals([...SIX_ANIMALS, 'sep-animal', ...PLAIN.slice(0, 8)])).toBe(true);
  });
  it('seven animals without the cup double; six without it do not', () => {
    expect(sevenAnimals([...SIX_ANIMALS, 'nov-animal'])).toBe(true);
    expect(sevenAnimals(SIX_ANIMALS)).toBe(false);
  });
  it('the settlement names how the cup counted only when the winner holds it', () => {
    const without = settleStop(input([['jan-ribbon', 'feb-ribbon', 'mar-ribbon'], []]), 0);
    expect(without.sakeCup).toBeUndefined();
    expect('sakeCup' in without).toBe(false);
    expect(settleStop(input([['jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'sep-animal'], []]), 0).sakeCup).toBe('animal');
  });
  it("G23: the owner's choice of chaff is kept even where an animal would pay more", () => {
    const pile = [...SIX_ANIMALS, 'sep-animal'];
    const chosen = settleStop(
      input([pile, PLAIN.slice(0, 6)], { ...NO_BDB, sake_cup: 'owner' }, { sakeCup: 'chaff' }),
      0,
    );
    // Six animals: Animals 2; the cup's 2 chaff units make no Dregs; no seven-animal double.
    expect(chosen.sakeCup).toBe('chaff');
    expect(chosen.yaku).toEqual([{ id: 'animals', points: 2 }]);
    expect(chosen.multipliers).toEqual([]);
    expect(chosen.total).toBe(2);
    const best = settleStop(input([pile, PLAIN.slice(0, 6)], NO_BDB), 0);
    expect(best.yaku).toEqual([{ id: 'animals', points: 3 }]);
    expect(best.total).toBe(6);
  });
});

describe('goStopDangers: what a seat is warned it would pay double', () => {
  it('pi-bak only against Dregs: another yaku of the other seat does not threaten it', () => {
    const piles = [['jan-chaff-1'], ['jan-ribbon', 'feb-ribbon', 'mar-ribbon']];
    const yaku = [[], [{ id: 'red-poems', points: 3 }]];
    expect(goStopDangers(0, piles, yaku, [[], []], options())).toEqual([]);
    expect(goStopDangers(0, piles, [[], [{ id: 'dregs', points: 1 }]], [[], []], options())).toEqual(['pi-bak']);
  });
  it('meong-bak only against a win doubled for seven animals, not for a shake or a bomb', () => {
    const piles = [['jan-bright'], ['feb-animal']];
    const shaken = [
      [],
      [
        { id: 'shake' as const, factor: 2 },
        { id: 'bomb' as const, factor: 2 },
      ],
    ];
    expect(goStopDangers(0, piles, [[], []], shaken, options())).toEqual([]);
    expect(goStopDangers(0, piles, [[], []], [[], [{ id: 'seven-animals', factor: 2 }]], options())).toEqual([
      'meong-bak',
    ]);
  });
  it("a seat's own yaku and doubles never threaten it", () => {
    const piles = [['jan-chaff-1'], ['mar-bright']];
    expect(
      goStopDangers(
        0,
        piles,
        [[{ id: 'dregs', points: 1 }], []],
        [[{ id: 'seven-animals', factor: 2 }], []],
        options(),
      ),
    ).toEqual([]);
  });
});

describe('pileCounts: the counts beside each capture pile', () => {
  it('brights, animals with the sake cup, ribbons, and chaff units without it (Lightning and coloured chaff 2)', () => {
    expect(
      pileCounts([
        'jan-bright',
        'nov-bright',
        'sep-animal',
        'feb-animal',
        'jan-ribbon',
        'feb-ribbon',
        'nov-chaff-1',
        'dec-chaff-1',
        'jan-chaff-1',
      ]),
    ).toEqual({ brights: 2, animals: 2, ribbons: 2, chaffUnits: 5, sakeCup: true });
  });
  it('no sake cup: three chaff cards are not three ribbons', () => {
    expect(pileCounts(['mar-bright', 'may-ribbon', 'jun-animal', 'mar-chaff-1', 'mar-chaff-2', 'apr-chaff-1'])).toEqual(
      {
        brights: 1,
        animals: 1,
        ribbons: 1,
        chaffUnits: 3,
        sakeCup: false,
      },
    );
  });
  it('an empty pile counts nothing', () => {
    expect(pileCounts([])).toEqual({ brights: 0, animals: 0, ribbons: 0, chaffUnits: 0, sakeCup: false });
  });
});
