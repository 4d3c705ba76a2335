import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cardInfo,
  cardName,
  GROUPS,
  HANAFUDA_DECK,
  isFourPairs,
  fullMonths,
  monthCards,
  monthOf,
  monthOfKnown,
  monthPatterns,
  cardOrder,
  MUSHI_DECK,
  sortByClass,
  sortCards,
} from '../../../src/games/hanafuda/cards.ts';

const byClass = (cls: string) => HANAFUDA_DECK.filter((id) => cardInfo(id).cls === cls);

describe('the 48-card Hanafuda deck', () => {
  it('holds 48 distinct cards, four per month', () => {
    expect(HANAFUDA_DECK).toHaveLength(48);
    expect(new Set(HANAFUDA_DECK).size).toBe(48);
    for (let m = 1; m <= 12; m++) expect(monthCards(m)).toHaveLength(4);
  });

  it('has 5 brights, 9 animals, 10 ribbons and 24 chaff', () => {
    expect(byClass('bright')).toHaveLength(5);
    expect(byClass('animal')).toHaveLength(9);
    expect(byClass('ribbon')).toHaveLength(10);
    expect(byClass('chaff')).toHaveLength(24);
  });

  it('has 3 poetry ribbons, 3 blue ribbons and 4 plain red ribbons', () => {
    const kinds = byClass('ribbon').map((id) => cardInfo(id).ribbon);
    expect(kinds.filter((k) => k === 'poetry-red')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'blue')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'plain-red')).toHaveLength(4);
  });

  it('uses the exact ids of the rulings', () => {
    expect(HANAFUDA_DECK.slice(0, 4)).toEqual(['jan-bright', 'jan-ribbon', 'jan-chaff-1', 'jan-chaff-2']);
    expect(monthCards(11)).toEqual(['nov-bright', 'nov-animal', 'nov-ribbon', 'nov-chaff-1']);
    expect(monthCards(12)).toEqual(['dec-bright', 'dec-chaff-1', 'dec-chaff-2', 'dec-chaff-3']);
    expect(monthCards(8)).toEqual(['aug-bright', 'aug-animal', 'aug-chaff-1', 'aug-chaff-2']);
    for (const id of HANAFUDA_DECK)
      expect(id).toMatch(/^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)-(bright|animal|ribbon|chaff-\d)$/);
  });

  it("reads a card's month from its letters (monthOfKnown) and its deck order, four cards a month (cardOrder)", () => {
    const months = HANAFUDA_DECK.map(monthOfKnown);
    expect(months.slice(0, 5)).toEqual([1, 1, 1, 1, 2]);
    expect(monthOfKnown('sep-animal')).toBe(9);
    expect(monthOfKnown('jun-chaff-2')).toBe(6);
    expect(monthOfKnown('jul-chaff-2')).toBe(7);
    HANAFUDA_DECK.forEach((id, i) => {
      expect(cardOrder(id)).toBe(i);
      expect((cardOrder(id) >> 2) + 1).toBe(monthOfKnown(id));
    });
    expect(() => cardOrder('no-such-card')).toThrow(RangeError);
    expect(sortCards(['dec-chaff-3', 'jan-chaff-2', 'sep-animal', 'jan-bright'])).toEqual([
      'jan-bright',
      'jan-chaff-2',
      'sep-animal',
      'dec-chaff-3',
    ]);
  });

  it('knows months, plants, pictures and the Japanese points', () => {
    expect(monthOf('sep-animal')).toBe(9);
    expect(cardInfo('sep-animal').picture).toBe('sake cup');
    expect(cardInfo('mar-bright').picture).toBe('curtain');
    expect(cardInfo('nov-bright').picture).toBe('rain man');
    expect(cardInfo('nov-chaff-1').picture).toBe('lightning');
    expect(cardInfo('jan-bright').picture).toBe('crane and sun');
    expect(cardInfo('nov-bright').plant).toBe('Willow');
    expect(cardInfo('dec-bright').plant).toBe('Paulownia');
    expect(HANAFUDA_DECK.reduce((s, id) => s + cardInfo(id).points, 0)).toBe(5 * 20 + 9 * 10 + 10 * 5 + 24);
  });

  it('names the special groups of the rulings', () => {
    expect(GROUPS.dryBrights).toEqual(['jan-bright', 'mar-bright', 'aug-bright', 'dec-bright']);
    expect(GROUPS.brights).toHaveLength(5);
    expect(GROUPS.poetryRibbons).toEqual(['jan-ribbon', 'feb-ribbon', 'mar-ribbon']);
    expect(GROUPS.blueRibbons).toEqual(['jun-ribbon', 'sep-ribbon', 'oct-ribbon']);
    expect(GROUPS.grassRibbons).toEqual(['apr-ribbon', 'may-ribbon', 'jul-ribbon']);
    expect(GROUPS.grassRibbons).not.toContain('nov-ribbon');
    expect(GROUPS.boarDeerButterfly).toEqual(['jun-animal', 'jul-animal', 'oct-animal']);
    expect(GROUPS.godoriBirds).toEqual(['feb-animal', 'apr-animal', 'aug-animal']);
    expect(GROUPS.doubleChaff).toEqual(['nov-chaff-1', 'dec-chaff-1']);
  });

  it('gives player-facing names', () => {
    expect(cardName('jan-bright')).toBe('January crane (bright)');
    expect(cardName('mar-ribbon')).toBe('March ribbon with poem (ribbon)');
    expect(cardName('nov-chaff-1')).toBe('November lightning (chaff)');
    expect(cardName('dec-chaff-1')).toBe('December chaff (coloured)');
    expect(cardName('dec-chaff-2')).toBe('December chaff (plain)');
    expect(cardName('sep-animal')).toBe('September sake cup (animal)');
    expect(cardName('jun-ribbon')).toBe('June blue ribbon (ribbon)');
    expect(() => cardName('jan-joker')).toThrow(/Unknown/);
  });

  it('removes June and July for Mushi (40 cards, 230 points)', () => {
    expect(MUSHI_DECK).toHaveLength(40);
    expect(MUSHI_DECK.some((id) => monthOf(id) === 6 || monthOf(id) === 7)).toBe(false);
    expect(MUSHI_DECK.reduce((s, id) => s + cardInfo(id).points, 0)).toBe(230);
  });

  it('sorts a hand by month and a pile by class', () => {
    expect(sortCards(['dec-bright', 'jan-chaff-2', 'jan-bright'])).toEqual(['jan-bright', 'jan-chaff-2', 'dec-bright']);
    expect(sortByClass(['jan-chaff-1', 'dec-bright', 'feb-animal', 'jan-bright'])).toEqual([
      'jan-bright',
      'dec-bright',
      'feb-animal',
      'jan-chaff-1',
    ]);
  });

  it('sorts any pile by class then deck order, as a screen lists captures (every card, shuffled piles)', () => {
    const CLASSES = ['bright', 'animal', 'ribbon', 'chaff'];
    const rank = (id: string) => CLASSES.indexOf(cardInfo(id).cls) * 100 + HANAFUDA_DECK.indexOf(id);
    for (let seed = 1; seed <= 200; seed++) {
      // A pile of some cards in a scrambled order (a small LCG: the test needs no engine RNG).
      let x = seed;
      const pile = HANAFUDA_DECK.filter(() => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return x % 3 === 0;
      }).sort(() => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return (x % 3) - 1;
      });
      const sorted = sortByClass(pile);
      expect(sorted.slice().sort((a, b) => rank(a) - rank(b))).toEqual(sorted);
      expect(sorted.slice().sort()).toEqual(pile.slice().sort());
    }
    expect(sortByClass(HANAFUDA_DECK.slice().reverse()).slice(0, 6)).toEqual([
      'jan-bright',
      'mar-bright',
      'aug-bright',
      'nov-bright',
      'dec-bright',
      'feb-animal',
    ]);
    expect(() => sortByClass(['jan-bright', 'no-such-card'])).toThrow(RangeError);
  });

  it('detects four of a month and four pairs', () => {
    expect(fullMonths([...monthCards(3), 'jan-bright'])).toEqual([3]);
    expect(
      isFourPairs([
        'jan-bright',
        'jan-ribbon',
        'feb-animal',
        'feb-ribbon',
        'mar-bright',
        'mar-chaff-1',
        'apr-animal',
        'apr-ribbon',
      ]),
    ).toBe(true);
    expect(isFourPairs([...monthCards(1), 'feb-animal', 'feb-ribbon', 'mar-bright', 'mar-chaff-1'])).toBe(true);
    expect(isFourPairs([...monthCards(1), 'feb-animal', 'feb-ribbon', 'mar-bright', 'apr-animal'])).toBe(false);
  });

  it('finds the deal patterns in one pass as fullMonths and isFourPairs do', () => {
    const agrees = (ids: string[]) => {
      const bits = monthPatterns(ids);
      expect(bits & 1, `${ids} four of a month`).toBe(fullMonths(ids).length > 0 ? 1 : 0);
      expect(bits & 2, `${ids} four pairs`).toBe(isFourPairs(ids) ? 2 : 0);
    };
    // Any cards (a hand, a field, a pile), and hands built to hold the patterns.
    fc.assert(fc.property(fc.shuffledSubarray([...HANAFUDA_DECK], { minLength: 0, maxLength: 12 }), agrees), {
      numRuns: 2000,
    });
    const month = fc.integer({ min: 1, max: 12 });
    // Four pairs of four months; `quad`: the first month's four cards for two of the pairs; `spoil`: the last card of another month.
    const months = fc.uniqueArray(month, { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(months, fc.boolean(), fc.boolean(), (ms, quad, spoil) => {
        const pairs = ms.slice(0, 4).flatMap((m) => monthCards(m).slice(0, 2));
        if (quad) pairs.splice(2, 2, ...monthCards(ms[0]!).slice(2));
        if (spoil) pairs[7] = monthCards(ms[4]!)[0]!;
        agrees(pairs);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(month, fc.shuffledSubarray([...HANAFUDA_DECK], { minLength: 4, maxLength: 4 }), (m, others) => {
        agrees([...monthCards(m), ...others.filter((c) => monthOf(c) !== m)]);
      }),
      { numRuns: 500 },
    );
  });
});
