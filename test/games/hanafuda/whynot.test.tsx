// @vitest-environment happy-dom
/**
 * "Why not?" at the Hanafuda tables (issue 28 §2): the engines refuse each kind of tap with its
 * own code and data (`round.ts` `turnRefusal`), the family words each code in three languages,
 * and a tap on a card that cannot be played shows that reason next to it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { IllegalMoveError, type AnyGame } from '../../../src/engine/types.ts';
import {
  koikoi,
  koikoiIds,
  type KoiKoiMove,
  type KoiKoiState,
  type KoiKoiView,
} from '../../../src/games/hanafuda/koikoi.ts';
import { gostop } from '../../../src/games/hanafuda/gostop.ts';
import { mushi } from '../../../src/games/hanafuda/mushi.ts';
import { higobana } from '../../../src/games/hanafuda/higobana.ts';
import { HANA_REFUSALS } from '../../../src/games/hanafuda/round.ts';
import { hanaLearnWords, renderHanaRefusal } from '../../../src/games/hanafuda/learn.words.ts';
import { cardWord, hanafudaCatalogue } from '../../../src/games/hanafuda/hanafuda.words.ts';
import { KoiKoiTable } from '../../../src/games/hanafuda/ui/KoiKoiTable.tsx';
import { lang, ready } from '../../../src/i18n/current.ts';
import type { TableProps } from '../../../src/games/module.ts';
import { mount } from '../../helpers/mount.ts';
import { choiceDeck } from './deals.ts';

afterEach(() => {
  lang.value = 'en';
});

/** The refusal `game.play` throws (its code and data). */
function refusal(game: AnyGame, s: unknown, seat: number, move: unknown): IllegalMoveError {
  try {
    game.play(s, seat, move);
  } catch (e) {
    if (e instanceof IllegalMoveError) return e;
    throw e;
  }
  throw new Error(`${JSON.stringify(move)} was played`);
}

// The choice deal (deals.ts): the June animal meets two June chaff on the field (a two-match choice).
const deal = () => koikoi.setup({ players: 2, seed: 'why', deck: choiceDeck() });

/** A Koi-Koi round played by first legal moves until someone must decide. */
function atDecision(): KoiKoiState {
  let s = koikoi.setup({ players: 2, seed: 'decide' });
  for (let i = 0; i < 400 && s.phase !== 'decide'; i++) {
    const seat = koikoi.actors(s)[0]!;
    s = koikoi.play(s, seat, koikoi.legalMoves(s, seat)[0]!);
  }
  expect(s.phase).toBe('decide');
  return s;
}

describe('the engines say why a tap is refused', () => {
  it('Koi-Koi: each kind of tap in each phase has its own code and data', () => {
    const s = deal();
    expect(s.phase).toBe('play');
    expect(refusal(koikoi, s, 0, { type: 'draw' }).code).toBe('play-first');
    expect(refusal(koikoi, s, 0, { type: 'capture', target: 'mar-ribbon' }).code).toBe('hand-first');
    const other = refusal(koikoi, s, 0, { type: 'play', card: 'jan-bright', target: 'mar-ribbon' });
    expect([other.code, other.data]).toEqual(['no-match', { card: 'jan-bright', target: 'mar-ribbon' }]);
    expect(refusal(koikoi, s, 0, { type: 'play', card: 'jun-ribbon' }).code).toBe('not-in-hand');
    expect(refusal(koikoi, s, 1, { type: 'play', card: 'jun-ribbon' }).code).toBe('not-your-turn');

    const choosing = koikoi.play(s, 0, { type: 'play', card: 'jun-animal' });
    expect(choosing.phase).toBe('choose-hand');
    const first = refusal(koikoi, choosing, 0, { type: 'play', card: 'jan-bright' });
    expect([first.code, first.data]).toEqual(['choose-first', { card: 'jun-animal', month: 6 }]);
    const notOffered = refusal(koikoi, choosing, 0, { type: 'capture', target: 'oct-chaff-1' });
    expect([notOffered.code, notOffered.data]).toEqual([
      'not-a-target',
      { card: 'jun-animal', target: 'oct-chaff-1', month: 6 },
    ]);
    expect(refusal(koikoi, choosing, 0, { type: 'draw' }).code).toBe('choose-first');

    const drawing = koikoi.play(choosing, 0, { type: 'capture', target: 'jun-chaff-1' });
    expect(drawing.phase).toBe('draw');
    expect(refusal(koikoi, drawing, 0, { type: 'play', card: 'jan-bright' }).code).toBe('draw-first');
    expect(refusal(koikoi, drawing, 0, { type: 'capture', target: 'jun-chaff-2' }).code).toBe('draw-first');

    const d = atDecision();
    const e = refusal(koikoi, d, d.turn, { type: 'play', card: koikoiIds(d).hands[d.turn]![0] });
    expect([e.code, e.data]).toEqual(['decide-first', { game: 'koikoi' }]);
  });

  it('Go-Stop, Mushi and Higo-Bana refuse the same taps with the same codes', () => {
    for (const game of [gostop, mushi, higobana] as AnyGame[]) {
      const s = game.setup({ players: game.id === 'higobana' ? 3 : 2, seed: 'why' });
      const dealt = game.play(s, 0, { type: 'next-round' });
      const seat = game.actors(dealt)[0]!;
      if (dealt.phase !== 'play') continue; // a dealt President / redeal: nothing to tap
      expect(refusal(game, dealt, seat, { type: 'draw' }).code, game.id).toBe('play-first');
      expect(refusal(game, dealt, seat, { type: 'capture', target: 'jan-bright' }).code, game.id).toBe('hand-first');
    }
  });

  it('Go-Stop: a hand card at the go/stop decision waits for it', () => {
    let s = gostop.setup({ players: 2, seed: 'decide' });
    for (let i = 0; i < 2000 && s.phase !== 'decide'; i++) {
      const seat = gostop.actors(s)[0]!;
      s = gostop.play(s, seat, gostop.legalMoves(s, seat)[0]!);
    }
    expect(s.phase).toBe('decide');
    const e = refusal(gostop, s, s.turn, { type: 'draw' });
    expect([e.code, e.data]).toEqual(['decide-first', { game: 'gostop' }]);
  });
});

const SAMPLE: Record<(typeof HANA_REFUSALS)[number], Record<string, string | number>> = {
  'choose-first': { card: 'jun-animal', month: 6 },
  'draw-first': {},
  'play-first': {},
  'hand-first': {},
  'not-a-target': { card: 'jun-animal', target: 'oct-chaff-1', month: 6 },
  'no-match': { card: 'jan-bright', target: 'mar-ribbon' },
  'not-in-hand': { card: 'jun-ribbon' },
  'decide-first': { game: 'gostop' },
  'sake-cup-first': {},
};

describe('the family words every refusal code', () => {
  it('in English, naming the cards and the month', () => {
    expect(renderHanaRefusal('choose-first', SAMPLE['choose-first'])).toBe(
      `First choose which June card your ${cardWord('jun-animal')} takes: tap one of the lit cards.`,
    );
    expect(renderHanaRefusal('no-match', SAMPLE['no-match'])).toMatch(/cannot take .*its own month/);
    expect(renderHanaRefusal('decide-first', { game: 'koikoi' })).toContain('koi-koi');
    expect(renderHanaRefusal('decide-first', { game: 'gostop' })).toContain('go (play on)');
    expect(renderHanaRefusal('some-other-code', {})).toBeUndefined();
  });

  it('in Japanese and Korean, different from the English and with no English word', async () => {
    await ready('ja', [hanaLearnWords, hanafudaCatalogue]);
    await ready('ko', [hanaLearnWords, hanafudaCatalogue]);
    for (const code of HANA_REFUSALS) {
      lang.value = 'en';
      const en = renderHanaRefusal(code, SAMPLE[code])!;
      for (const l of ['ja', 'ko'] as const) {
        lang.value = l;
        const t = renderHanaRefusal(code, SAMPLE[code])!;
        expect(t, `${code} ${l}`).toBeTruthy();
        expect(t, `${code} ${l}`).not.toBe(en);
        expect(t, `${code} ${l}: ${t}`).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
    lang.value = 'ja';
    expect(renderHanaRefusal('choose-first', SAMPLE['choose-first'])).toContain('6月');
    lang.value = 'ko';
    expect(renderHanaRefusal('no-match', SAMPLE['no-match'])).toContain('같은 월');
  });
});

describe('a refused tap at the Koi-Koi table says why next to the card', () => {
  const SEATS = [
    { name: 'Aiko', kind: 'human' as const },
    { name: 'Ben', kind: 'human' as const },
  ];
  function table(s: KoiKoiState, played: KoiKoiMove[]) {
    const props: TableProps<KoiKoiView, KoiKoiMove> = {
      view: koikoi.view(s, 0),
      seat: 0,
      legal: koikoi.legalMoves(s, 0),
      seats: SEATS,
      status: koikoi.status(s),
      play: (m) => played.push(m),
      whyNot: (m) => {
        try {
          koikoi.play(s, 0, m);
          return null;
        } catch (e) {
          return e instanceof IllegalMoveError ? (renderHanaRefusal(e.code, e.data) ?? e.code) : null;
        }
      },
      busy: false,
      settings: { labels: true, hints: true, motionMs: 0 },
    };
    return <KoiKoiTable {...props} />;
  }
  it('a field card before a hand card, then a field card of another month with the Crane chosen', () => {
    const played: KoiKoiMove[] = [];
    const root = mount(table(deal(), played));
    const field = [...root.querySelectorAll<HTMLButtonElement>('.field button')];
    expect(field.length).toBe(8);
    expect(field.every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
    const ribbon = field.find((b) => b.getAttribute('aria-label')!.includes('March'))!;
    act(() => ribbon.click());
    expect(document.querySelector('[data-testid="why-not"]')?.textContent).toContain(
      'Choose a card from your hand first',
    );
    expect(played).toEqual([]);
    // The Crane chosen in the hand: a March card is of another month.
    const crane = [...root.querySelectorAll<HTMLButtonElement>('.hand-rows button, .hand button')].find((b) =>
      b.getAttribute('aria-label')!.includes('crane'),
    )!;
    act(() => crane.click());
    act(() => ribbon.click());
    expect(document.querySelector('[data-testid="why-not"]')?.textContent).toContain(
      `${cardWord('jan-bright')} cannot take ${cardWord('mar-ribbon')}: a card takes only a card of its own month.`,
    );
    expect(played).toEqual([]);
  });

  it('during a two-match choice the hand says to choose first', () => {
    const played: KoiKoiMove[] = [];
    const choosing = koikoi.play(deal(), 0, { type: 'play', card: 'jun-animal' });
    const root = mount(table(choosing, played));
    const hand = [...root.querySelectorAll<HTMLButtonElement>('.hand button, .hand-rows button')];
    expect(hand.length).toBe(7);
    act(() => hand[0]!.click());
    expect(document.querySelector('[data-testid="why-not"]')?.textContent).toMatch(/First choose which June card/);
    expect(played).toEqual([]);
  });
});
