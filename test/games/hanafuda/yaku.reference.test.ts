/**
 * `findYaku` against the naive reference scorer of `yaku.reference.ts` (written from docs/rulings/hanafuda.md,
 * not from the engine), on random piles and option sets. fast-check shrinks a disagreement to
 * the smallest pile that shows it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findYaku,
  goStopBestTotal,
  goStopChaffUnits,
  koikoiCounts,
  koikoiTotalPlus,
  koikoiTotalWith,
  koikoiYakuSettings,
  goStopYakuCards,
  higoBanaCardPoints,
  koikoiYakuCards,
  mushiCardPoints,
  yakuTotal,
} from '../../../src/games/hanafuda/yaku.ts';
import {
  REF_DECK,
  refChaffUnits,
  refGoStop,
  refHigoBana,
  refHigoBanaCardPoints,
  refKoiKoi,
  refMushi,
  refMushiCardPoints,
  refTotal,
  type RefYaku,
} from './yaku.reference.ts';

const MUSHI = REF_DECK.filter((c) => !c.startsWith('jun-') && !c.startsWith('jul-'));
/** Yaku as an id → points table (the order of the list is not a rule). */
const table = (ys: readonly RefYaku[]) => Object.fromEntries(ys.map((y) => [y.id, y.points]));

/** A random pile: any subset of the deck, in a random order; biased towards big piles half the time. */
const pile = (deck: readonly string[]) =>
  fc.oneof(fc.shuffledSubarray([...deck]), fc.shuffledSubarray([...deck], { minLength: 20 }));

const RUNS = { numRuns: 600 };

describe('findYaku agrees with the reference scorer on random piles', () => {
  it('Koi-Koi, every option', { timeout: 60_000 }, () => {
    const options = fc.record(
      {
        goko: fc.constantFrom(10, 15),
        sanko: fc.constantFrom(5, 6),
        viewing: fc.constantFrom('on', 'off', 'with-another-yaku', 'weather', 'willow'),
        rainy_four: fc.boolean(),
        flower_viewing: fc.boolean(),
        moon_viewing: fc.boolean(),
        sake_cup: fc.constantFrom('both', 'animal-only', 'either'),
        groups: fc.constantFrom('stack-with-bonus', 'exclusive', 'flat-stack'),
        tsukifuda: fc.boolean(),
        month: fc.integer({ min: 0, max: 13 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(pile(REF_DECK), options, (cards, o) => {
        const got = findYaku('koikoi', cards, o as never);
        expect(table(got)).toEqual(table(refKoiKoi(cards, o as never)));
        expect(yakuTotal(got)).toBe(refTotal(refKoiKoi(cards, o as never)));
      }),
      RUNS,
    );
  });

  it('Go-Stop, every option', { timeout: 60_000 }, () => {
    const options = fc.record(
      {
        bdb: fc.boolean(),
        sake_cup: fc.constantFrom('best', 'animal', 'chaff'),
        rain_four_lights: fc.constantFrom(3, 4),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(pile(REF_DECK), options, (cards, o) => {
        expect(table(findYaku('gostop', cards, o as never))).toEqual(table(refGoStop(cards, o as never)));
      }),
      RUNS,
    );
  });

  it('Go-Stop: the best total counted in one pass (goStopBestTotal, the hot path of a turn end) is the reference total', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(pile(REF_DECK), fc.boolean(), fc.constantFrom(3 as const, 4 as const), (cards, bdb, rain) => {
        const ref = refTotal(refGoStop(cards, { bdb, rain_four_lights: rain, sake_cup: 'best' }));
        expect(goStopBestTotal(cards, bdb, rain)).toBe(ref);
      }),
      RUNS,
    );
    expect(() => goStopBestTotal(['jan-bright', 'no-such-card'], true, 4)).toThrow(RangeError);
  });

  it('Koi-Koi: the total counted in one pass (koikoiTotalWith, the hot path of a turn that took cards) is the reference total, every option', {
    timeout: 60_000,
  }, () => {
    const options = fc.record({
      goko: fc.constantFrom(10 as const, 15 as const),
      sanko: fc.constantFrom(5 as const, 6 as const),
      viewing: fc.constantFrom(
        'on' as const,
        'off' as const,
        'with-another-yaku' as const,
        'weather' as const,
        'willow' as const,
      ),
      rainy_four: fc.boolean(),
      flower_viewing: fc.boolean(),
      moon_viewing: fc.boolean(),
      sake_cup: fc.constantFrom('both' as const, 'animal-only' as const, 'either' as const),
      groups: fc.constantFrom('stack-with-bonus' as const, 'exclusive' as const, 'flat-stack' as const),
      tsukifuda: fc.boolean(),
      month: fc.integer({ min: 0, max: 13 }),
    });
    fc.assert(
      fc.property(pile(REF_DECK), options, (cards, o) => {
        expect(koikoiTotalWith(cards, o)).toBe(refTotal(refKoiKoi(cards, o)));
        // The bots' "what would these cards make?": the pile's first cards, the rest as extra, scored as one pile.
        const cut = cards.length >> 1;
        expect(koikoiTotalWith(cards.slice(0, cut), o, cards.slice(cut))).toBe(refTotal(refKoiKoi(cards, o)));
        const settings = koikoiYakuSettings(o);
        const counts = { a: 0, b: 0, month: 0 };
        koikoiCounts(cards.slice(0, cut), settings, counts);
        expect(koikoiTotalPlus(counts, settings, cards.slice(cut))).toBe(refTotal(refKoiKoi(cards, o)));
      }),
      RUNS,
    );
    expect(() => koikoiTotalWith(['jan-bright', 'no-such-card'], koikoiYakuSettings())).toThrow(RangeError);
  });

  it('Mushi, with and without Five Lights', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(pile(MUSHI), fc.option(fc.boolean(), { nil: undefined }), (cards, five) => {
        const o = five === undefined ? {} : { five_lights: five };
        expect(table(findYaku('mushi', cards, o))).toEqual(table(refMushi(cards, o)));
      }),
      RUNS,
    );
  });

  it('Higo-Bana, any points per yaku', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(pile(REF_DECK), fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }), (cards, points) => {
        const o = points === undefined ? undefined : { yaku_points: points };
        expect(table(findYaku('higobana', cards, o))).toEqual(table(refHigoBana(cards, o)));
      }),
      RUNS,
    );
  });

  it('Go-Stop chaff units, the sake cup either way', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(pile(REF_DECK), fc.boolean(), (cards, cupAsChaff) => {
        expect(goStopChaffUnits(cards, cupAsChaff)).toBe(refChaffUnits(cards, cupAsChaff));
      }),
      RUNS,
    );
  });
});

describe('card values agree with the rulings tables (§1.3, H4)', () => {
  it('every card, every value table', () => {
    for (const id of REF_DECK) {
      expect(higoBanaCardPoints(id), id).toBe(refHigoBanaCardPoints(id));
      expect(higoBanaCardPoints(id, 'seed'), id).toBe(refHigoBanaCardPoints(id, 'seed'));
      expect(higoBanaCardPoints(id, 'hawaiian'), id).toBe(refHigoBanaCardPoints(id, 'hawaiian'));
    }
    for (const id of MUSHI) expect(mushiCardPoints(id), id).toBe(refMushiCardPoints(id));
  });

  it('the deck totals of the rulings: Mushi 230, Higo-Bana 254 (Hawaiian 240)', () => {
    expect(MUSHI.reduce((t, c) => t + refMushiCardPoints(c), 0)).toBe(230);
    expect(REF_DECK.reduce((t, c) => t + refHigoBanaCardPoints(c), 0)).toBe(254);
    expect(REF_DECK.reduce((t, c) => t + refHigoBanaCardPoints(c, 'hawaiian'), 0)).toBe(240);
  });
});

describe('the reference scorer itself, on hand-computed piles', () => {
  // The reference is only worth comparing with if it is right: a few piles worked out by hand.
  it('Koi-Koi', () => {
    const threeBlueThreeOther = ['jun-ribbon', 'sep-ribbon', 'oct-ribbon', 'apr-ribbon', 'may-ribbon', 'nov-ribbon'];
    expect(table(refKoiKoi(threeBlueThreeOther))).toEqual({ aotan: 8, tan: 2 }); // rulings K9 (b) example
    expect(table(refKoiKoi(threeBlueThreeOther, { groups: 'exclusive' }))).toEqual({ aotan: 8 });
    expect(table(refKoiKoi(threeBlueThreeOther, { groups: 'flat-stack' }))).toEqual({ aotan: 5, tan: 2 });
    expect(table(refKoiKoi(['sep-animal', 'mar-bright', 'aug-bright']))).toEqual({
      'hanami-zake': 5,
      'tsukimi-zake': 5,
    });
    expect(table(refKoiKoi(['sep-animal', 'mar-bright'], { viewing: 'with-another-yaku' }))).toEqual({});
    expect(table(refKoiKoi(['sep-animal', 'mar-bright', 'nov-chaff-1'], { viewing: 'weather' }))).toEqual({});
    // Willow is rain: the swallow (a November animal) cancels both viewings; off that mode it does not.
    expect(table(refKoiKoi(['sep-animal', 'mar-bright', 'aug-bright', 'nov-animal'], { viewing: 'willow' }))).toEqual(
      {},
    );
    expect(table(refKoiKoi(['sep-animal', 'mar-bright', 'nov-animal'], { viewing: 'weather' }))).toEqual({
      'hanami-zake': 5,
    });
    expect(table(refKoiKoi(['sep-animal', 'aug-bright'], { moon_viewing: false }))).toEqual({});
    expect(table(refKoiKoi(['jan-bright', 'mar-bright', 'aug-bright', 'nov-bright'], { rainy_four: false }))).toEqual({
      sanko: 5,
    });
    const nineChaff = REF_DECK.filter((c) => c.includes('chaff')).slice(0, 9);
    expect(table(refKoiKoi([...nineChaff, 'sep-animal']))).toEqual({ kasu: 1 });
    expect(table(refKoiKoi([...nineChaff, 'sep-animal'], { sake_cup: 'animal-only' }))).toEqual({});
    expect(
      table(refKoiKoi(['oct-animal', 'oct-ribbon', 'oct-chaff-1', 'oct-chaff-2'], { tsukifuda: true, month: 10 })),
    ).toEqual({ tsukifuda: 4 });
  });

  it('Go-Stop', () => {
    expect(table(refGoStop(['jan-bright', 'mar-bright', 'nov-bright', 'aug-bright'], { rain_four_lights: 3 }))).toEqual(
      { 'four-lights': 3 },
    );
    expect(table(refGoStop(['jan-bright', 'nov-bright', 'aug-bright']))).toEqual({ 'rain-three-lights': 2 });
    // 9 chaff units + the cup as 2 units = 11: dregs 2 beats 4 animals (nothing).
    const nineUnits = [
      'jan-chaff-1',
      'jan-chaff-2',
      'feb-chaff-1',
      'feb-chaff-2',
      'mar-chaff-1',
      'nov-chaff-1',
      'dec-chaff-1',
    ];
    expect(refChaffUnits(nineUnits, false)).toBe(9);
    expect(table(refGoStop([...nineUnits, 'sep-animal']))).toEqual({ dregs: 2 });
    expect(table(refGoStop([...nineUnits, 'sep-animal'], { sake_cup: 'animal' }))).toEqual({});
  });
});

describe('the cards shown for a Koi-Koi yaku (hand-computed)', () => {
  const pile = [
    'jan-bright',
    'mar-bright',
    'aug-bright',
    'nov-bright', // 3 dry brights + the Rain Man
    'jun-animal',
    'jul-animal',
    'oct-animal',
    'sep-animal',
    'feb-animal', // BDB, the cup, a bird
    'jan-ribbon',
    'feb-ribbon',
    'mar-ribbon',
    'jun-ribbon',
    'sep-ribbon',
    'oct-ribbon',
    'nov-ribbon',
    'jan-chaff-1',
    'dec-chaff-1',
    'nov-chaff-1',
    'oct-chaff-1',
    'oct-chaff-2',
  ];
  const cards = (id: string, month?: number) => [...koikoiYakuCards(id, pile, month)].sort();
  const sorted = (xs: string[]) => [...xs].sort();

  it('shows the brights of a bright yaku (the Rain Man only where it counts)', () => {
    expect(cards('ame-shiko')).toEqual(sorted(['jan-bright', 'mar-bright', 'aug-bright', 'nov-bright']));
    expect(cards('goko')).toEqual(sorted(['jan-bright', 'mar-bright', 'aug-bright', 'nov-bright']));
    expect(cards('sanko')).toEqual(sorted(['jan-bright', 'mar-bright', 'aug-bright']));
    expect(cards('shiko')).toEqual(sorted(['jan-bright', 'mar-bright', 'aug-bright']));
  });

  it('shows the animals, ribbons and chaff of the counting yaku', () => {
    expect(cards('inoshikacho')).toEqual(sorted(['jun-animal', 'jul-animal', 'oct-animal']));
    expect(cards('tane')).toEqual(sorted(['jun-animal', 'jul-animal', 'oct-animal', 'sep-animal', 'feb-animal']));
    expect(cards('akatan')).toEqual(sorted(['jan-ribbon', 'feb-ribbon', 'mar-ribbon']));
    expect(cards('aotan')).toEqual(sorted(['jun-ribbon', 'sep-ribbon', 'oct-ribbon']));
    expect(cards('akatan-aotan')).toEqual(
      sorted(['jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'jun-ribbon', 'sep-ribbon', 'oct-ribbon']),
    );
    expect(cards('tan')).toEqual(
      sorted(['jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'jun-ribbon', 'sep-ribbon', 'oct-ribbon', 'nov-ribbon']),
    );
    expect(cards('kasu')).toEqual(
      sorted(['jan-chaff-1', 'dec-chaff-1', 'nov-chaff-1', 'oct-chaff-1', 'oct-chaff-2', 'sep-animal']),
    );
  });

  it('shows the cup with its bright for a viewing, the month for tsukifuda, nothing for an unknown id', () => {
    expect(cards('hanami-zake')).toEqual(sorted(['mar-bright', 'sep-animal']));
    expect(cards('tsukimi-zake')).toEqual(sorted(['aug-bright', 'sep-animal']));
    expect(cards('tsukifuda', 10)).toEqual(sorted(['oct-animal', 'oct-ribbon', 'oct-chaff-1', 'oct-chaff-2']));
    expect(cards('tsukifuda')).toEqual([]);
    expect(cards('no-such-yaku')).toEqual([]);
  });
});

describe('findYaku refuses what it does not know', () => {
  it('names the unknown game', () => {
    expect(() => findYaku('poker' as never, [])).toThrow('findYaku: unknown game "poker"');
  });
});

describe('the cards shown for a Go-Stop yaku (hand-computed)', () => {
  const pile = [
    'jan-bright',
    'mar-bright',
    'nov-bright', // two dry brights + the Rain Man
    'feb-animal',
    'apr-animal',
    'aug-animal',
    'sep-animal', // the three godori birds and the cup
    'apr-ribbon',
    'may-ribbon',
    'jul-ribbon',
    'jan-ribbon', // the grass ribbons and a poem
    'jan-chaff-1',
    'dec-chaff-1',
  ];
  const cards = (id: string, cup?: 'animal' | 'chaff') => [...goStopYakuCards(id, pile, cup)].sort();
  const sorted = (xs: string[]) => [...xs].sort();

  it('shows the dry brights for three lights and the Rain Man with them for rain three lights', () => {
    expect(cards('three-lights')).toEqual(sorted(['jan-bright', 'mar-bright']));
    expect(cards('rain-three-lights')).toEqual(sorted(['jan-bright', 'mar-bright', 'nov-bright']));
  });

  it('shows the birds, the grass ribbons, the ribbons', () => {
    expect(cards('five-birds')).toEqual(sorted(['feb-animal', 'apr-animal', 'aug-animal']));
    expect(cards('grass-ribbons')).toEqual(sorted(['apr-ribbon', 'may-ribbon', 'jul-ribbon']));
    expect(cards('red-poems')).toEqual(['jan-ribbon']);
    expect(cards('ribbons')).toEqual(sorted(['apr-ribbon', 'may-ribbon', 'jul-ribbon', 'jan-ribbon']));
  });

  it('counts the sake cup with the animals or with the chaff, as the match plays it', () => {
    expect(cards('animals')).toEqual(sorted(['feb-animal', 'apr-animal', 'aug-animal', 'sep-animal']));
    expect(cards('animals', 'chaff')).toEqual(sorted(['feb-animal', 'apr-animal', 'aug-animal']));
    expect(cards('dregs')).toEqual(sorted(['jan-chaff-1', 'dec-chaff-1']));
    expect(cards('dregs', 'chaff')).toEqual(sorted(['jan-chaff-1', 'dec-chaff-1', 'sep-animal']));
    expect(cards('no-such-yaku')).toEqual([]);
  });
});
