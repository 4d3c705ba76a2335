// @vitest-environment happy-dom
/**
 * "Why not?" for Go-Stop's shaking (흔들기) and bombs (폭탄) (issue 28 §2): each refused tap of a
 * shake, a bomb, a draw-only turn, or a hand card while a bomb's draws or a draw-only turn are
 * pending, has its own code and data on a stacked deal, and words in three languages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { IllegalMoveError } from '../../../src/engine/types.ts';
import {
  GOSTOP_REFUSALS,
  gostop,
  type GoStopMove,
  type GoStopOptions,
  type GoStopState,
  type GoStopView,
} from '../../../src/games/hanafuda/gostop.ts';
import { hanaLearnWords, renderHanaRefusal } from '../../../src/games/hanafuda/learn.words.ts';
import { hanafudaCatalogue } from '../../../src/games/hanafuda/hanafuda.words.ts';
import { GoStopTable } from '../../../src/games/hanafuda/ui/GoStopTable.tsx';
import { lang, ready } from '../../../src/i18n/current.ts';
import type { TableProps } from '../../../src/games/module.ts';
import { mount } from '../../helpers/mount.ts';
import { BOMB_H0, bombDeck } from './deals.ts';

afterEach(() => {
  lang.value = 'en';
});

// The bomb deal (deals.ts): seat 0 holds three May cards (the fourth on the field) and two of September.
const deal = (options: Partial<GoStopOptions> = {}, hand0 = BOMB_H0) =>
  gostop.setup({ players: 2, seed: 'b', deck: bombDeck(hand0), options });

/** The code and data `gostop.play` refuses `move` with. */
function refusal(s: GoStopState, seat: number, move: object): [string, unknown] {
  try {
    gostop.play(s, seat, move as GoStopMove);
  } catch (e) {
    if (e instanceof IllegalMoveError) return [e.code, e.data];
    throw e;
  }
  throw new Error(`${JSON.stringify(move)} was played`);
}

const play = (s: GoStopState, seat: number, ...moves: GoStopMove[]) =>
  moves.reduce((x, m) => gostop.play(x, seat, m), s);

describe('Go-Stop refuses each shake, bomb and draw-only tap with its own code', () => {
  it('at the first turn: a shake or a bomb of a month not held three times, a draw-only turn not earned', () => {
    const s = deal();
    expect([s.phase, s.turn]).toEqual(['play', 0]);
    expect(refusal(s, 0, { type: 'shake', month: 9 })).toEqual(['shake-not-three', { month: 9, held: 2 }]);
    expect(refusal(s, 0, { type: 'bomb', month: 9 })).toEqual([
      'bomb-not-three',
      { month: 9, held: 2, twoCard: false },
    ]);
    expect(refusal(s, 0, { type: 'draw-only' })).toEqual(['no-draw-only', {}]);
  });

  it('with the two-card bomb: two September cards, none of the other two on the field', () => {
    const s = deal({ two_card_bomb: true });
    expect(refusal(s, 0, { type: 'bomb', month: 9 })).toEqual([
      'bomb-none-on-field',
      { month: 9, held: 2, onField: 0 },
    ]);
  });

  it('three December cards with none on the field: nothing for a bomb to take (a shake is legal)', () => {
    const s = deal({}, [...BOMB_H0.filter((c) => c !== 'jan-bright'), 'dec-chaff-2']);
    expect(gostop.legalMoves(s, 0)).toContainEqual({ type: 'shake', month: 12 });
    expect(refusal(s, 0, { type: 'bomb', month: 12 })).toEqual([
      'bomb-none-on-field',
      { month: 12, held: 3, onField: 0 },
    ]);
  });

  it('shaking only with the fourth card off the field: the May chaff lies there', () => {
    expect(refusal(deal({ shake_off_field: true }), 0, { type: 'shake', month: 5 })).toEqual([
      'shake-fourth-on-field',
      { month: 5 },
    ]);
  });

  it('a shaken triplet: shaken already, and it can no longer bomb', () => {
    const s = play(deal(), 0, { type: 'shake', month: 5 });
    expect(refusal(s, 0, { type: 'shake', month: 5 })).toEqual(['shake-shaken', { month: 5 }]);
    expect(refusal(s, 0, { type: 'bomb', month: 5 })).toEqual(['bomb-shaken', { month: 5 }]);
  });

  it('after the first card of the round: too late to shake, at the draw and on a later turn', () => {
    const played = play(deal(), 0, { type: 'play', card: 'dec-bright' });
    expect(played.phase).toBe('draw');
    expect(refusal(played, 0, { type: 'shake', month: 5 })).toEqual(['shake-too-late', { month: 5 }]);
    // A bomb once the turn's card is played: the shared reason (draw first).
    expect(refusal(played, 0, { type: 'bomb', month: 5 })[0]).toBe('draw-first');
    let s = play(played, 0, { type: 'draw' });
    s = play(s, 1, { type: 'play', card: 'feb-chaff-2' }, { type: 'draw' });
    expect(refusal(s, 0, { type: 'shake', month: 5 })).toEqual(['shake-too-late', { month: 5 }]);
  });

  it('a bomb is down: a hand card, a shake or another bomb waits for its two draws, then its last one', () => {
    const s = play(deal(), 0, { type: 'bomb', month: 5 });
    expect([s.phase, s.drawsLeft]).toEqual(['draw', 2]);
    expect(refusal(s, 0, { type: 'play', card: 'jan-bright' })).toEqual(['bomb-draws', { month: 5, draws: 2 }]);
    expect(refusal(s, 0, { type: 'shake', month: 9 })).toEqual(['bomb-draws', { month: 5, draws: 2 }]);
    const one = play(s, 0, { type: 'draw' });
    expect(one.phase).toBe('draw');
    expect(refusal(one, 0, { type: 'play', card: 'sep-animal' })).toEqual(['bomb-draws', { month: 5, draws: 1 }]);
  });

  it('a draw-only turn (Korean bombs): a hand card is not played on it', () => {
    let s = play(deal({ bomb_draws: 'draw-only-turns' }), 0, { type: 'bomb', month: 5 }, { type: 'draw' });
    s = play(s, 1, { type: 'play', card: 'feb-chaff-2' }, { type: 'draw' });
    s = play(s, 0, { type: 'draw-only' });
    expect(s.phase).toBe('draw');
    expect(refusal(s, 0, { type: 'play', card: 'jan-bright' })).toEqual(['draw-only-draw', {}]);
  });
});

const SAMPLE: Record<(typeof GOSTOP_REFUSALS)[number], Record<string, string | number | boolean>> = {
  'shake-shaken': { month: 5 },
  'shake-too-late': { month: 5 },
  'shake-not-three': { month: 9, held: 2 },
  'shake-fourth-on-field': { month: 5 },
  'bomb-shaken': { month: 5 },
  'bomb-not-three': { month: 9, held: 2, twoCard: true },
  'bomb-none-on-field': { month: 9, held: 2, onField: 1 },
  'no-draw-only': {},
  'bomb-draws': { month: 5, draws: 2 },
  'draw-only-draw': {},
};

describe('the family words each shake and bomb refusal', () => {
  it('in English, naming the month and the counts', () => {
    expect(renderHanaRefusal('shake-not-three', SAMPLE['shake-not-three'])).toBe(
      'Shaking shows three September cards from your hand, and you hold 2.',
    );
    expect(renderHanaRefusal('bomb-none-on-field', { month: 12, held: 3, onField: 0 })).toBe(
      'No December card lies on the field for a bomb to take.',
    );
    expect(renderHanaRefusal('bomb-none-on-field', SAMPLE['bomb-none-on-field'])).toBe(
      'A bomb with two September cards needs the other two on the field, and 1 is there.',
    );
    expect(renderHanaRefusal('bomb-not-three', { month: 9, held: 1, twoCard: false })).toBe(
      'A bomb needs three September cards in your hand, and you hold 1.',
    );
    expect(renderHanaRefusal('bomb-draws', SAMPLE['bomb-draws'])).toBe(
      'Your bomb is down: now draw from the stock, 2 cards one after the other.',
    );
    expect(renderHanaRefusal('bomb-draws', { month: 5, draws: 1 })).toBe(
      'Your bomb is down: now draw from the stock (tap it).',
    );
    expect(renderHanaRefusal('shake-too-late', SAMPLE['shake-too-late'])).toMatch(
      /^Shaking is only before your first card/,
    );
  });

  it('in Japanese and Korean: the glossary terms, not the English, no Latin letters', async () => {
    await ready('ja', [hanaLearnWords, hanafudaCatalogue]);
    await ready('ko', [hanaLearnWords, hanafudaCatalogue]);
    for (const code of GOSTOP_REFUSALS) {
      lang.value = 'en';
      const en = renderHanaRefusal(code, SAMPLE[code])!;
      expect(en, code).toBeTruthy();
      for (const l of ['ja', 'ko'] as const) {
        lang.value = l;
        const t = renderHanaRefusal(code, SAMPLE[code])!;
        expect(t, `${code} ${l}`).toBeTruthy();
        expect(t, `${code} ${l}`).not.toBe(en);
        expect(t, `${code} ${l}: ${t}`).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
    lang.value = 'ja';
    expect(renderHanaRefusal('shake-shaken', SAMPLE['shake-shaken'])).toContain('5月');
    expect(renderHanaRefusal('bomb-shaken', SAMPLE['bomb-shaken'])).toMatch(/振り.*爆弾/);
    lang.value = 'ko';
    expect(renderHanaRefusal('bomb-shaken', SAMPLE['bomb-shaken'])).toMatch(/흔들기.*폭탄/);
    expect(renderHanaRefusal('shake-not-three', SAMPLE['shake-not-three'])).toContain('2장');
  });
});

describe('at the Go-Stop table', () => {
  it('a hand card tapped while a bomb is down says to draw its two cards, next to the card', () => {
    const s = play(deal(), 0, { type: 'bomb', month: 5 });
    const played: GoStopMove[] = [];
    const props: TableProps<GoStopView, GoStopMove> = {
      view: gostop.view(s, 0),
      seat: 0,
      legal: gostop.legalMoves(s, 0),
      seats: [
        { name: 'Aiko', kind: 'human' },
        { name: 'Ben', kind: 'human' },
      ],
      status: gostop.status(s),
      play: (m) => played.push(m),
      whyNot: (m) => {
        try {
          gostop.play(s, 0, m);
          return null;
        } catch (e) {
          return e instanceof IllegalMoveError ? (renderHanaRefusal(e.code, e.data) ?? e.code) : null;
        }
      },
      busy: false,
      settings: { labels: true, hints: true, motionMs: 0 },
    };
    const root = mount(<GoStopTable {...props} />);
    const hand = [...root.querySelectorAll<HTMLButtonElement>('.hand button, .hand-rows button')];
    expect(hand.length).toBe(7);
    expect(hand.every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
    act(() => hand[0]!.click());
    expect(document.querySelector('[data-testid="why-not"]')?.textContent).toContain(
      'Your bomb is down: now draw from the stock, 2 cards one after the other.',
    );
    expect(played).toEqual([]);
  });
});
