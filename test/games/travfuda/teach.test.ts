/**
 * Teaching mode for the TravFuda family (issue 28 §1): the turn's sentence on stacked deals (what
 * the lit cards mean, a capture possible or not, the hand's value in baccarat, the house's rule),
 * the rule notes where they happen (a capture, an Emperor, a coup), in three languages.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { travfuda } from '../../../src/games/travfuda/travfuda.ts';
import { imperialBaccarat } from '../../../src/games/travfuda/imperial-baccarat.ts';
import { bacTeacher, fishTeacher, playFacts } from '../../../src/games/travfuda/teach.ts';
import { travFudaLearnWords } from '../../../src/games/travfuda/learn.words.ts';
import { lang, ready, words } from '../../../src/i18n/current.ts';
import { h0, h1, stack } from './deal.ts';

const table = [
  't01-P1',
  't02-P1',
  't02-P2',
  't03-P1',
  't03-P2',
  't04-P1',
  't04-P2',
  't04-P3',
  't10-BF',
  't10-YS',
  't07-P3',
  't02-P3',
];
const names = ['Ana', 'Ben'];

afterEach(() => {
  lang.value = 'en';
});
beforeAll(async () => {
  await ready('ja', [travFudaLearnWords]);
  await ready('ko', [travFudaLearnWords]);
});

describe('the fishing turn', () => {
  const s = travfuda.setup({ players: 2, seed: 'teach', deck: stack(h0, h1, table) });
  const view = travfuda.view(s, 0);
  const legal = travfuda.legalMoves(s, 0);

  it('counts the cards that match a pile and those that would make one even', () => {
    // t01-P2 (pile 1), t07-P1/P2 (pile 11) and the wild Joker (every pile) match; each pile is one card, so each would be taken.
    expect(playFacts(view, legal)).toEqual({ matching: 4, taking: 4, cards: 12 });
    expect(fishTeacher.turn(view, legal, 0, names)).toBe(
      'Tap a card: it joins a pile of its suit (lit) or starts a new one. Make a pile even to take it.',
    );
  });

  it('says so when no card can make a pile even', () => {
    const v = { ...view, piles: [{ id: 'p1', cards: ['t01-P1', 't01-P3'] }] };
    const l = [{ type: 'play', card: 't01-P2', pile: 'p1' } as const];
    expect(playFacts(v, l)).toEqual({ matching: 1, taking: 0, cards: 12 });
    expect(fishTeacher.turn(v, l, 0, names)).toContain('No card of yours can make a pile even now.');
  });

  it('after the play: draw from the stock; and the capture at the end of the turn is explained once it happens', () => {
    const s1 = travfuda.play(s, 0, { type: 'play', card: 't06-P1' });
    expect(fishTeacher.turn(travfuda.view(s1, 0), travfuda.legalMoves(s1, 0), 0, names)).toBe(
      'Draw from the stock (lit): the card joins a pile of its suit or starts a new one.',
    );
    expect(fishTeacher.notes(travfuda.view(s1, 0), 0, names)).toEqual([]);
    // The stock's top card, the 1 Scoutship green flag, joins pile 1 and makes it even: taken.
    const s2 = travfuda.play(s1, 0, { type: 'draw' });
    const notes = fishTeacher.notes(travfuda.view(s2, 1), 1, names);
    expect(notes.map((n) => n.id)).toEqual(['capture']);
    expect(notes[0]!.text).toContain('a pile left even (2, 4 …) at the end of a turn');
  });

  it('Japanese and Korean sentences, with no English', () => {
    for (const l of ['ja', 'ko'] as const) {
      lang.value = l;
      const t = fishTeacher.turn(view, legal, 0, names)!;
      expect(t).not.toMatch(/[A-Za-z]/);
      expect(t.length).toBeGreaterThan(10);
    }
  });
});

describe('the baccarat turn', () => {
  // Ana deals; Ben holds the 2 Asteroid Belt plain face down and takes first.
  const s = imperialBaccarat.setup({
    players: 2,
    seed: 'teach',
    deck: stack(['t01-P1', 't02-P1'], ['t03-P1', 't04-P1', 't05-P1']),
  });

  it('names the hand’s value now, then draw or stand', () => {
    expect(bacTeacher.turn(imperialBaccarat.view(s, 1), imperialBaccarat.legalMoves(s, 1), 1, names)).toBe(
      'Take a face-up table card (lit): a hand is worth the last digit of its suit numbers’ sum; yours is 2.',
    );
    const s1 = imperialBaccarat.play(imperialBaccarat.play(s, 1, { type: 'take', card: 't05-P1' }), 0, {
      type: 'take',
      card: 't04-P1',
    });
    expect(bacTeacher.turn(imperialBaccarat.view(s1, 1), imperialBaccarat.legalMoves(s1, 1), 1, names)).toBe(
      'Draw a hidden card or stand on 7: a draw adds its suit number (last digit counts).',
    );
    // The showdown: the coup is explained.
    const s2 = imperialBaccarat.play(imperialBaccarat.play(s1, 1, { type: 'stand' }), 0, { type: 'stand' });
    expect(bacTeacher.notes(imperialBaccarat.view(s2, 1), 1, names).map((n) => n.id)).toContain('coup');
  });

  it('the house is told its fixed rule', () => {
    const h = imperialBaccarat.setup({
      players: 2,
      seed: 'teach',
      deck: stack(['t01-P1', 't02-P1'], ['t03-P1', 't04-P1', 't05-P1']),
      options: { house: true },
    });
    const h1 = imperialBaccarat.play(
      imperialBaccarat.play(imperialBaccarat.play(h, 1, { type: 'take', card: 't05-P1' }), 0, {
        type: 'take',
        card: 't03-P1',
      }),
      1,
      { type: 'stand' },
    );
    // The house (Ana) holds 1 + 3 = 4: it must draw.
    expect(bacTeacher.turn(imperialBaccarat.view(h1, 0), imperialBaccarat.legalMoves(h1, 0), 0, names)).toBe(
      'You are the house on 4: the house must draw on 0 to 5.',
    );
  });
});

describe('every rule note is worded in three languages', () => {
  it('the same notes, none empty, no English in Japanese or Korean', () => {
    const en = words(travFudaLearnWords, 'en').teach.notes;
    for (const l of ['ja', 'ko'] as const) {
      const other = words(travFudaLearnWords, l).teach.notes;
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(other)) {
        expect(text, `${l} ${id}`).not.toMatch(/[A-Za-z]/);
        expect(text).not.toBe(en[id]);
      }
    }
  });
});

describe('the sentences with data are worded in Japanese and Korean too', () => {
  it('every teaching and progress phrase, for sample data, has no English', () => {
    for (const l of ['ja', 'ko'] as const) {
      const w = words(travFudaLearnWords, l);
      const t = w.teach;
      const p = w.progress;
      const texts = [
        t.declare(true, false),
        t.declare(false, true),
        t.declare(true, true),
        t.play(3, 0),
        t.play(3, 2),
        t.draw,
        t.place(2),
        t.decide(true, 5, 2),
        t.decide(false, 7, 7),
        t.take(4),
        t.drawOrStand(4),
        t.houseDraw(3),
        t.houseStand(8),
        t.ante,
        t.join(3),
        ...['hero', 'major-hero', 'grand-hero', 'guidon', 'uniform', 'whole-suit', 'five-flags', 'five-cutlasses'].map(
          (id) => p.combo(id, p.colour.R!, 6),
        ),
        ...['twenty-plain', 'double-good', 'double-trouble', 'emperor', 'archduke'].map((id) => p.combo(id, '', 0)),
        p.near([p.count(p.combo('hero', '', 0), 2, 3)]),
        p.near([]),
        p.toRun(1),
        p.toRun(4),
        p.needs(1, 'card'),
        p.needs(2, 'card'),
        p.needs(4, 'plain'),
        p.gone(2),
        p.unreachable(3),
        p.emperor('made', 5),
        p.emperor('open', 3),
        p.emperor('failed', 4),
        p.archduke('made', 20),
        p.archduke('open', 14),
        p.archduke('failed', 12),
        p.open,
        p.openAria,
        p.title,
        p.doubles,
      ];
      for (const x of texts) {
        expect(x.length, `${l}: ${x}`).toBeGreaterThan(0);
        expect(x, `${l}: ${x}`).not.toMatch(/[A-Za-z]/);
      }
    }
    expect(words(travFudaLearnWords, 'ja').progress.combo('guidon', '赤', 0)).toBe('赤の旗の組');
    expect(words(travFudaLearnWords, 'ko').progress.combo('whole-suit', '', 6)).toBe('무늬 6 전부');
  });
});
