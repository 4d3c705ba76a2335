import { describe, expect, it } from 'vitest';
import { cardLabel, cardName, COLOURS, TRAVFUDA_DECK, travCard } from '../../../src/games/travfuda/deck.ts';
import {
  captureCounts,
  combinationItems,
  combinationScore,
  isDoubleGood,
  lineNote,
  lineTitle,
  scoreTravFuda,
} from '../../../src/games/travfuda/scoring.ts';

const all = [...TRAVFUDA_DECK];
const line = (r: ReturnType<typeof scoreTravFuda>, id: string) => r.items.find((i) => i.id === id)?.points;

describe('the TravFuda deck', () => {
  it('has 62 cards with the derived facts of the rulings', () => {
    expect(all).toHaveLength(62);
    expect(new Set(all).size).toBe(62);
    const cards = all.map(travCard);
    const stars = cards.filter((c) => c.kind === 'S');
    expect(stars.map((c) => `${c.colour}${c.suit}`).sort()).toEqual(['B4', 'G6', 'P8', 'R2', 'Y10']);
    const cut = (col: string) =>
      cards
        .filter((c) => c.kind === 'C' && c.colour === col)
        .map((c) => c.suit)
        .sort((a, b) => a - b);
    expect([cut('R'), cut('P'), cut('Y'), cut('B'), cut('G')]).toEqual([
      [1, 10],
      [3, 6],
      [5, 8],
      [6, 9],
      [7, 10],
    ]);
    for (const col of COLOURS) expect(cards.filter((c) => c.kind === 'F' && c.colour === col)).toHaveLength(3);
    expect(cards.filter((c) => c.kind === 'D').map((c) => c.suit)).toEqual([3, 4, 5, 10]);
    expect(cards.filter((c) => c.kind === 'P')).toHaveLength(26);
    expect(captureCounts(all).plain).toBe(34);
    expect(cards.reduce((t, c) => t + c.points, 0)).toBe(311);
    for (let s = 1; s <= 10; s++) expect(cards.filter((c) => c.suit === s)).toHaveLength(6);
  });

  it('labels cards like the designer and names them for players', () => {
    expect(cardLabel('t06-RF')).toBe('6 R F');
    expect(cardLabel('t03-D')).toBe('3 D');
    expect(cardLabel('t04-P2')).toBe('4');
    expect(cardLabel('joker-1')).toBe('J');
    expect(cardName('t06-RF')).toBe('6 Rockball, red flag');
    expect(cardName('t03-D')).toBe('3 Free Trader, double plain');
  });
});

describe('the score sheet', () => {
  it('capturing all 62 cards scores 790, line by line', () => {
    const r = scoreTravFuda(all);
    expect(line(r, 'starbursts')).toBe(100);
    expect(line(r, 'whole-suit')).toBe(10);
    expect(line(r, 'guidon')).toBe(10);
    expect(line(r, 'uniform')).toBe(15);
    expect(line(r, 'grand-hero')).toBe(15);
    expect(line(r, 'hero')).toBeUndefined();
    expect(line(r, 'five-flags')).toBe(11);
    expect(line(r, 'five-cutlasses')).toBe(7);
    expect(line(r, 'twenty-plain')).toBe(16);
    expect(line(r, 'double-good')).toBe(395);
    expect(r.total).toBe(790);
    expect(r.items.map((i) => i.id)).toEqual([
      'starbursts',
      'cutlasses',
      'flags',
      'doubles',
      'plains',
      'jokers',
      'whole-suit',
      'guidon',
      'uniform',
      'grand-hero',
      'five-flags',
      'five-cutlasses',
      'twenty-plain',
      'double-good',
    ]);
  });

  it('the Hero ladder scores its highest step, or every step as an option', () => {
    const four = ['t02-RS', 't04-BS', 't06-GS', 't08-PS'];
    expect(line(scoreTravFuda(four), 'major-hero')).toBe(10);
    expect(line(scoreTravFuda(four), 'hero')).toBeUndefined();
    expect(scoreTravFuda(four).total).toBe(80 + 10);
    expect(scoreTravFuda(four, {}, { heroStacking: 'cumulative' }).total).toBe(80 + 5 + 10);
  });

  it('Guidon needs all three flags of a colour; Uniform a starburst, a cutlass and a flag of one colour', () => {
    const red = ['t03-RF', 't05-RF', 't06-RF'];
    expect(line(scoreTravFuda(red), 'guidon')).toBe(2);
    expect(line(scoreTravFuda(red.slice(1)), 'guidon')).toBeUndefined();
    expect(line(scoreTravFuda(['t02-RS', 't01-RC', 't03-RF']), 'uniform')).toBe(3);
    expect(line(scoreTravFuda(['t02-RS', 't01-RC', 't07-BF']), 'uniform')).toBeUndefined();
  });

  it('Double Trouble costs 10 without 20 plain; Double Good doubles the hand with it', () => {
    const doubles = ['t03-D', 't04-D', 't05-D', 't10-D'];
    const trouble = scoreTravFuda(doubles);
    expect(line(trouble, 'double-trouble')).toBe(-10);
    expect(trouble.total).toBe(8 - 10);
    // 4 doubles (8 plain) + 12 single plains = 20 plain: 2 points, then ×2.
    const plains = all.filter((c) => travCard(c).kind === 'P').slice(0, 12);
    const good = scoreTravFuda([...doubles, ...plains]);
    expect(line(good, 'twenty-plain')).toBe(2);
    expect(line(good, 'double-trouble')).toBeUndefined();
    expect(good.total).toBe((8 + 12 + 2) * 2);
  });

  it('Double Good (the Run or Jump! check) needs all four Doubles and 20 plain: exactly 20 is enough, 19 is not', () => {
    const doubles = ['t03-D', 't04-D', 't05-D', 't10-D'];
    const plains = all.filter((c) => travCard(c).kind === 'P');
    // 4 doubles count 8 plain; 12 single plains make 20, 11 make 19.
    expect(isDoubleGood([...doubles, ...plains.slice(0, 12)])).toBe(true);
    expect(isDoubleGood([...doubles, ...plains.slice(0, 11)])).toBe(false);
    // Three doubles and 20 plain from single cards: no Double Good.
    expect(isDoubleGood([...doubles.slice(0, 3), ...plains.slice(0, 14)])).toBe(false);
  });

  it('5+ Flags and 5+ Cutlasses give 1 and 2 plus one per extra; Jokers are not plain', () => {
    const flags = all.filter((c) => travCard(c).kind === 'F').slice(0, 6);
    expect(line(scoreTravFuda(flags), 'five-flags')).toBe(2);
    const cut = all.filter((c) => travCard(c).kind === 'C').slice(0, 5);
    expect(line(scoreTravFuda(cut), 'five-cutlasses')).toBe(2);
    expect(captureCounts(['joker-1', 'joker-2']).plain).toBe(0);
  });

  it('Emperor and Archduke: +10 made, −20 failed, added after Double Good', () => {
    const stars = ['t02-RS', 't04-BS', 't06-GS', 't08-PS', 't10-YS'];
    expect(line(scoreTravFuda(stars, { emperor: true }), 'emperor-made')).toBe(10);
    expect(line(scoreTravFuda(stars.slice(0, 4), { emperor: true }), 'emperor-failed')).toBe(-20);
    const r = scoreTravFuda(all, { archduke: true });
    expect(r.total).toBe(790 + 10);
    expect(scoreTravFuda(all, { archduke: true }, { doubleGoodScope: 'grandTotal' }).total).toBe((395 + 10) * 2);
    expect(line(scoreTravFuda(['t03-D'], { archduke: true }), 'archduke-failed')).toBe(-20);
  });

  it('the points-only sheet the engines use scores the same lines, without card lists', () => {
    // Hand-computed: the whole deck with an Archduke made scores 790 + 10 (see above).
    const r = scoreTravFuda(all, { archduke: true }, {}, false);
    expect(r.total).toBe(800);
    expect(line(r, 'guidon')).toBe(10);
    expect(line(r, 'grand-hero')).toBe(15);
    expect(line(r, 'double-good')).toBe(395);
    const guidon = r.items.find((i) => i.id === 'guidon')!;
    expect(guidon).toEqual({ id: 'guidon', points: 10, count: 5 });
    expect(r.items.find((i) => i.id === 'flags')).toEqual({ id: 'flags', points: 75, count: 15 });
  });

  it('combination lines come with the cards that made them (for the sheet to show)', () => {
    const red = ['t03-RF', 't05-RF', 't06-RF', 't02-RS'];
    expect(combinationItems(red)).toEqual([
      { id: 'guidon', points: 2, count: 1, cards: ['t03-RF', 't05-RF', 't06-RF'] },
    ]);
  });

  it('a line note counts the cards of a line, and names the suits only for Whole Suit', () => {
    const r = scoreTravFuda(['t03-RF', 't05-RF', 't06-RF']);
    expect(lineNote(r.items.find((i) => i.id === 'flags')!)).toBe('×3');
    expect(lineNote(r.items.find((i) => i.id === 'guidon')!)).toBe('×1');
  });

  it('the Run or Jump! combination score ignores card points and doubles with Double Good', () => {
    expect(combinationScore(['t02-RS', 't04-BS', 't06-GS'])).toBe(5);
    expect(combinationScore(all)).toBe(84 * 2);
  });
});

describe('result line titles', () => {
  it('are capitalised as on the printed sheet, without the rate (the points column has it)', () => {
    expect(
      ['whole-suit', 'hero', 'guidon', 'five-flags', 'twenty-plain', 'double-good', 'emperor-failed'].map(lineTitle),
    ).toEqual(['Whole Suit', 'Hero', 'Guidon Set', '5 Flags', '20 Plain', 'Double Good', 'Emperor failed']);
  });
  it("name Run or Jump!'s payout lines in words", () => {
    expect(['run-markers', 'runners-combinations', 'own-markers', 'declarations'].map(lineTitle)).toEqual([
      'Run markers',
      "Runners' combinations",
      'Own Run markers',
      'Declarations',
    ]);
  });
});
