/**
 * The TravFuda score sheet against the naive reference of `scoring.reference.ts` (written from
 * the rulings, docs/rulings/travfuda.md §1.3), on random capture areas, declarations and options; plus the reference's own
 * hand-computed checks. fast-check shrinks a disagreement to the smallest capture area.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRAVFUDA_DECK } from '../../../src/games/travfuda/deck.ts';
import {
  captureCounts,
  cardPoints,
  combinationScore,
  addCounts,
  combinationGain,
  combinationScoreOfCounts,
  combinationScoreWith,
  isCardLine,
  isDoubleGood,
  lineNote,
  newCounts,
  scoreTravFuda,
  sheetTotal,
  sheetTotalOfCounts,
  SHEET_LINES,
} from '../../../src/games/travfuda/scoring.ts';
import { refCard, refSheet } from './scoring.reference.ts';

const DECK = [...TRAVFUDA_DECK];
const sorted = (xs: readonly string[] = []) => [...xs].sort();
const byKind = (k: string) => DECK.filter((c) => refCard(c).kind === k);

/** Capture areas: any subset, or one rich in the cards that make combinations. */
const pile = fc.oneof(
  fc.shuffledSubarray(DECK),
  fc.shuffledSubarray(DECK, { minLength: 30 }),
  fc
    .tuple(
      fc.shuffledSubarray([...byKind('S'), ...byKind('C'), ...byKind('F')]),
      fc.shuffledSubarray([...byKind('D'), ...byKind('P'), ...byKind('J')], { minLength: 12 }),
    )
    .map(([a, b]) => [...a, ...b]),
);
const declared = fc.record({ emperor: fc.boolean(), archduke: fc.boolean() }, { requiredKeys: [] });
const options = fc.record(
  {
    heroStacking: fc.constantFrom('highest', 'cumulative'),
    doubleGoodScope: fc.constantFrom('subtotal', 'grandTotal'),
  },
  { requiredKeys: [] },
);

describe('scoreTravFuda agrees with the reference sheet', () => {
  it('line by line (points and cards) and in total, with any declarations and options', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(pile, declared, options, (cards, d, o) => {
        const got = scoreTravFuda(cards, d as never, o as never);
        const want = refSheet(cards, d as never, o as never);
        expect(Object.fromEntries(got.items.map((i) => [i.id, i.points]))).toEqual(
          Object.fromEntries(Object.entries(want.lines).map(([id, l]) => [id, l.points])),
        );
        for (const i of got.items) expect(sorted(i.cards), `cards of ${i.id}`).toEqual(sorted(want.lines[i.id]!.cards));
        expect(got.total).toBe(want.total);
        // The lines come in the order of the printed sheet.
        const order = SHEET_LINES.map((l) => l.id);
        const pos = got.items.map((i) => order.indexOf(i.id));
        expect(pos.every((p, k) => p >= 0 && (k === 0 || p > pos[k - 1]!))).toBe(true);
      }),
      { numRuns: 800 },
    );
  });

  it('the Run or Jump! combination score, the counts and the card points', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(pile, options, (cards, o) => {
        const want = refSheet(cards, {}, o as never);
        expect(combinationScore(cards, o as never)).toBe(want.combinations);
        const k = (x: string) => cards.filter((c) => refCard(c).kind === x).length;
        expect(captureCounts(cards)).toEqual({
          S: k('S'),
          C: k('C'),
          F: k('F'),
          D: k('D'),
          P: k('P'),
          J: k('J'),
          plain: k('P') + 2 * k('D'),
        });
        expect(cardPoints(cards)).toBe(20 * k('S') + 10 * k('C') + 5 * k('F') + 2 * k('D') + k('P') + k('J'));
        expect(isDoubleGood(cards)).toBe(k('D') === 4 && k('P') + 2 * k('D') >= 20);
      }),
      { numRuns: 600 },
    );
  });
});

describe("the playouts' shortcuts agree with the reference sheet", () => {
  it("a live sheet total (no lines asked for) is the sheet's total", { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(pile, declared, options, (cards, d, o) => {
        expect(sheetTotal(cards, d as never, o as never)).toBe(refSheet(cards, d as never, o as never).total);
      }),
      { numRuns: 600 },
    );
  });

  it('a capture area counted in two steps (before and after a capture) scores as the sheet', () => {
    fc.assert(
      fc.property(pile, fc.nat(), declared, options, (cards, a, d, o) => {
        const counts = newCounts();
        const cut = a % (cards.length + 1);
        addCounts(cards.slice(0, cut), 0, counts);
        addCounts(cards, cut, counts);
        const want = refSheet(cards, d as never, o as never);
        expect(sheetTotalOfCounts(counts, d as never, o as never)).toBe(want.total);
        expect(combinationScoreOfCounts(counts, o as never)).toBe(refSheet(cards, {}, o as never).combinations);
      }),
      { numRuns: 400 },
    );
  });

  it("a hand's sheet as ids and points is the sheet's lines, in order, and its total", { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(pile, declared, options, (cards, d, o) => {
        const ids: string[] = [];
        const points: number[] = [];
        const lines: string[] = [];
        const total = sheetTotal(cards, d as never, o as never, ids, points, lines);
        const want = scoreTravFuda(cards, d as never, o as never);
        expect(total).toBe(refSheet(cards, d as never, o as never).total);
        expect(ids).toEqual(want.items.map((i) => i.id));
        expect(points).toEqual(want.items.map((i) => i.points));
        expect(lines).toEqual(want.items.filter((i) => !isCardLine(i.id)).map((i) => i.id));
      }),
      { numRuns: 600 },
    );
  });

  it('combinations of a capture area plus a pile and a card, the area counted once and kept', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(pile, fc.nat(), fc.nat(), fc.boolean(), options, (cards, a, b, withLast, o) => {
        // one capture area, then several captures weighed onto it (as the bot does)
        const cut = cards.length === 0 ? 0 : a % (cards.length + 1);
        const base = cards.slice(0, cut);
        const rest = cards.slice(cut);
        const last = withLast && rest.length > 0 ? rest[rest.length - 1] : undefined;
        const more = last === undefined ? rest : rest.slice(0, -1);
        const part = more.slice(0, more.length === 0 ? 0 : b % (more.length + 1));
        expect(combinationScoreWith(base, [], undefined, o as never)).toBe(refSheet(base, {}, o as never).combinations);
        expect(combinationScoreWith(base, more, last, o as never)).toBe(refSheet(cards, {}, o as never).combinations);
        expect(combinationScoreWith(base, part, undefined, o as never)).toBe(
          refSheet([...base, ...part], {}, o as never).combinations,
        );
        // what the bot weighs: the gain, with the default options
        expect(combinationGain(base, more, last)).toBe(
          refSheet(cards, {}, {}).combinations - refSheet(base, {}, {}).combinations,
        );
      }),
      { numRuns: 600 },
    );
  });
});

describe('the reference sheet itself (hand-computed)', () => {
  it('reads the deck as the rulings describe it: 62 cards, 311 card points, the whole deck 790', () => {
    const cards = DECK.map(refCard);
    expect(cards).toHaveLength(62);
    expect(
      cards
        .filter((c) => c.kind === 'S')
        .map((c) => `${c.colour}${c.suit}`)
        .sort(),
    ).toEqual(['B4', 'G6', 'P8', 'R2', 'Y10']);
    expect(cards.filter((c) => c.kind === 'D').map((c) => c.suit)).toEqual([3, 4, 5, 10]);
    expect(cards.filter((c) => c.kind === 'J')).toHaveLength(2);
    expect(refSheet(DECK).total).toBe(790); // the worked check of §1.3
    expect(refSheet(DECK).combinations).toBe(84 * 2);
  });

  it('Hero ladder, Double Trouble and a failed Emperor', () => {
    const four = ['t02-RS', 't04-BS', 't06-GS', 't08-PS'];
    expect(refSheet(four).total).toBe(80 + 10);
    expect(refSheet(four, {}, { heroStacking: 'cumulative' }).total).toBe(80 + 5 + 10);
    expect(refSheet(four, { emperor: true }).total).toBe(80 + 10 - 20);
    expect(refSheet(['t03-D', 't04-D', 't05-D', 't10-D']).total).toBe(8 - 10);
  });
});

describe('sheet helpers', () => {
  it('tells card lines from combinations and notes counts and whole suits', () => {
    expect(SHEET_LINES.filter((l) => isCardLine(l.id)).map((l) => l.id)).toEqual([
      'starbursts',
      'cutlasses',
      'flags',
      'doubles',
      'plains',
      'jokers',
    ]);
    const suit3 = DECK.filter((c) => refCard(c).suit === 3);
    const suit7 = DECK.filter((c) => refCard(c).suit === 7);
    const whole = scoreTravFuda([...suit3, ...suit7, 'joker-1']).items.find((i) => i.id === 'whole-suit')!;
    expect(lineNote(whole)).toBe('3 Free Trader, 7 Patrol Ship');
    expect(lineNote({ id: 'whole-suit', points: 1, cards: [...suit3, 'joker-2'] })).toBe('3 Free Trader');
    expect(lineNote({ id: 'flags', points: 15, count: 3 })).toBe('×3');
    expect(lineNote({ id: 'emperor-made', points: 10 })).toBe('');
  });
});
