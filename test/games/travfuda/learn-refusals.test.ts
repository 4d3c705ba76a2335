/**
 * "Why not?" for the TravFuda family (issue 28 §2): each kind of tap a table may make that the
 * engine refuses has its own code and data, and the app words it in three languages: a hand card
 * on another seat's turn, the stock before a card is played, a card on a pile of another suit, a
 * second card in one turn, a baccarat card taken twice, the house's fixed rule …
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { travfuda } from '../../../src/games/travfuda/travfuda.ts';
import { imperialBaccarat } from '../../../src/games/travfuda/imperial-baccarat.ts';
import { denebianBaccarat } from '../../../src/games/travfuda/denebian-baccarat.ts';
import { bacRefusal, type BacHand } from '../../../src/games/travfuda/baccarat.ts';
import {
  renderTravFudaRefusal,
  TRAVFUDA_REFUSALS,
  travFudaLearnWords,
  type RefusalArgs,
} from '../../../src/games/travfuda/learn.words.ts';
import { travFudaCatalogue } from '../../../src/games/travfuda/family.words.ts';
import { lang, ready, words } from '../../../src/i18n/current.ts';
import type { AnyGame, RefusalData } from '../../../src/engine/types.ts';
import { expectRefusal } from '../../helpers/contract.ts';
import { h0, h1, stack } from './deal.ts';

const names = ['Ana', 'Ben', 'Cy'];
function refusal(game: AnyGame, s: unknown, seat: number, move: unknown) {
  const e = expectRefusal(() => game.play(s, seat, move), JSON.stringify(move));
  return { code: e.code, data: e.data, words: renderTravFudaRefusal(e.code, e.data, names) };
}

// Two players: Ana's 12, Ben's 12, then the table's 12 (piles p1 … p12), then the stock.
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
const deck = stack(h0, h1, table);

afterEach(() => {
  lang.value = 'en';
});

describe('the fishing games refuse each kind of tap with its own reason', () => {
  const s0 = travfuda.setup({ players: 2, seed: 'why', deck });

  it('a hand card on another seat’s turn: wait for them', () => {
    expect(s0.phase).toBe('play');
    const r = refusal(travfuda, s0, 1, { type: 'play', card: 't08-P1' });
    expect(r.code).toBe('tf-wait');
    expect(r.data).toEqual({ seat: 0 });
    expect(r.words).toBe('Wait: it is Ana’s turn.');
  });

  it('the stock before a card is played, and a second card after one', () => {
    expect(refusal(travfuda, s0, 0, { type: 'draw' }).words).toBe(
      'First play a card from your hand; you draw after it.',
    );
    const s1 = travfuda.play(s0, 0, { type: 'play', card: 't06-P1' });
    const r = refusal(travfuda, s1, 0, { type: 'play', card: 't06-P2' });
    expect(r.code).toBe('tf-draw-now');
    expect(r.words).toBe('You have played your card this turn: now draw from the stock.');
  });

  it('a card on a pile of another suit names the card, its suit and the pile’s', () => {
    const r = refusal(travfuda, s0, 0, { type: 'play', card: 't06-P1', pile: 'p1' });
    expect(r.code).toBe('tf-other-suit');
    expect(r.data).toEqual({ card: 't06-P1', pile: 'p1', suit: 1 });
    expect(r.words).toBe('The 6 Rockball, plain joins only a pile of suit 6; pile 1 is suit 1.');
  });

  it('a matching card laid as a new pile must join its pile', () => {
    const r = refusal(travfuda, s0, 0, { type: 'play', card: 't01-P2' });
    expect(r.code).toBe('tf-must-join');
    expect(r.data).toEqual({ card: 't01-P2', piles: 1 });
    expect(r.words).toContain('The 1 Scoutship, plain matches a pile of its suit, so it must join it');
  });

  it('with Jokers pairing only with each other, a Joker on a pile of a suit is refused as such', () => {
    const s = travfuda.setup({ players: 2, seed: 'why', deck, options: { jokerMatching: 'pairOnly' } });
    const r = refusal(travfuda, s, 0, { type: 'play', card: 'joker-1', pile: 'p4' });
    expect(r.code).toBe('tf-joker-pairs');
    expect(r.words).toBe('Jokers pair only with each other in this match: pile 4 is suit 3.');
  });

  it('a legal move is never refused, and an unknown seat still gets the shared refusal', () => {
    expect(() => travfuda.play(s0, 0, { type: 'play', card: 't06-P1' })).not.toThrow();
    expect(expectRefusal(() => travfuda.play(s0, 5, { type: 'draw' })).code).toBe('not-your-turn');
  });
});

describe('the baccarats refuse each kind of tap with its own reason', () => {
  // Two players, Ana deals: Ben acts first. One hidden card each (seat order), then 3 table cards.
  const bdeck = stack(['t01-P1', 't02-P1'], ['t03-P1', 't04-P1', 't05-P1']);
  const s0 = imperialBaccarat.setup({ players: 2, seed: 'why', deck: bdeck });

  it('a table card on another seat’s turn, a draw before taking, a second table card', () => {
    expect(refusal(imperialBaccarat, s0, 0, { type: 'take', card: 't03-P1' }).words).toBe('Wait: it is Ben’s turn.');
    expect(refusal(imperialBaccarat, s0, 1, { type: 'stand' }).code).toBe('bac-take-first');
    const s1 = imperialBaccarat.play(imperialBaccarat.play(s0, 1, { type: 'take', card: 't03-P1' }), 0, {
      type: 'take',
      card: 't04-P1',
    });
    const r = refusal(imperialBaccarat, s1, 1, { type: 'take', card: 't05-P1' });
    expect(r.code).toBe('bac-taken');
    expect(r.words).toBe('You have taken your table card (3 Free Trader, plain): now draw a hidden card or stand.');
  });

  it('the house’s fixed rule: it draws on 0 to 5 and stands on 6 or more', () => {
    const hand: BacHand = {
      order: [1, 0],
      at: 1,
      hidden: ['t01-P1', 't02-P1'],
      taken: ['t03-P1', 't04-P1'],
      drawn: [null, null],
      table: [],
      stock: ['t06-P1'],
    };
    const draws = bacRefusal('draw', hand, 0, 0, 2, { type: 'stand' }, { seat: 0, value: 4 });
    expect(draws?.code).toBe('bac-house-draws');
    expect(renderTravFudaRefusal(draws!.code, draws!.data, names)).toBe(
      'The house must draw on 4: it draws on 0 to 5.',
    );
    const stands = bacRefusal('draw', hand, 0, 0, 2, { type: 'draw' }, { seat: 0, value: 7 });
    expect(renderTravFudaRefusal(stands!.code, stands!.data, names)).toBe(
      'The house must stand on 7: it stands on 6 or more.',
    );
    // A player (not the house) may do either: nothing to refuse.
    expect(bacRefusal('draw', hand, 0, 0, 2, { type: 'stand' })).toBeNull();
  });

  it('Denebian: only the dealer names the ante, and nothing is taken before it', () => {
    const d = denebianBaccarat.setup({ players: 3, seed: 'why' });
    const dealer = denebianBaccarat.actors(d)[0]!;
    const other = (dealer + 1) % 3;
    const r = refusal(denebianBaccarat, d, other, { type: 'match' });
    expect(r.code).toBe('tf-wait');
    expect(r.words).toBe(`Wait: it is ${names[dealer]}’s turn.`);
    expect(refusal(denebianBaccarat, d, dealer, { type: 'take', card: 't01-P1' }).code).toBe('bac-ante-first');
  });
});

describe('every code is worded in Japanese and Korean', () => {
  beforeAll(async () => {
    await ready('ja', [travFudaLearnWords, travFudaCatalogue]);
    await ready('ko', [travFudaLearnWords, travFudaCatalogue]);
  });
  const data: RefusalData = {
    seat: 1,
    card: 't06-P1',
    pile: 'p4',
    suit: 3,
    piles: 2,
    value: 4,
    emperor: true,
    archduke: true,
    starbursts: 1,
    doubles: 2,
  };
  const jaNames = ['さくら', '민준'];

  it.each(TRAVFUDA_REFUSALS)('%s', (code) => {
    const en = renderTravFudaRefusal(code, data, jaNames)!;
    for (const l of ['ja', 'ko'] as const) {
      lang.value = l;
      const text = renderTravFudaRefusal(code, data, jaNames)!;
      expect(text.length, `${l} ${code}`).toBeGreaterThan(5);
      expect(text).not.toBe(en);
      expect(text, `${l} ${code}: no English`).not.toMatch(/[A-Za-z]/);
      // Each language has its own function for every code, not the English one.
      const fn = (words(travFudaLearnWords, l).refusals as Record<string, (a: RefusalArgs) => string>)[code];
      expect(fn).not.toBe((words(travFudaLearnWords, 'en').refusals as Record<string, unknown>)[code]);
    }
    lang.value = 'en';
  });

  it('a card is named in the reader’s language', () => {
    lang.value = 'ja';
    expect(renderTravFudaRefusal('tf-other-suit', { card: 't06-P1', pile: 'p1', suit: 1 }, jaNames)).toBe(
      '6 岩石惑星・無地はスート6の山にしか付けられません。1番の山はスート1です。',
    );
    lang.value = 'ko';
    expect(renderTravFudaRefusal('tf-wait', { seat: 0 }, jaNames)).toBe('기다려 주세요: さくら의 차례입니다.');
  });
});
