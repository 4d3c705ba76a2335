/**
 * Teaching mode at the Hanafuda tables (issue 28 §1): the turn's sentence names what the table
 * lights (the hand cards that take something, the pending choice, the stock), and each rule that
 * just happened gets its note, in three languages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { koikoi, type KoiKoiState } from '../../../src/games/hanafuda/koikoi.ts';
import { gostop } from '../../../src/games/hanafuda/gostop.ts';
import { gostopTeach, koikoiTeach } from '../../../src/games/hanafuda/teach.ts';
import { cardWord, hanafudaCatalogue } from '../../../src/games/hanafuda/hanafuda.words.ts';
import { hanaLearnWords } from '../../../src/games/hanafuda/learn.words.ts';
import { lang, ready } from '../../../src/i18n/current.ts';
import { choiceDeck } from './deals.ts';

afterEach(() => {
  lang.value = 'en';
});

const NAMES = ['Aiko', 'Ben'];
// The choice deal (deals.ts): the June animal meets two June chaff, the January crane one January chaff.
const deal = () => koikoi.setup({ players: 2, seed: 'teach', deck: choiceDeck() });
const turn = (s: KoiKoiState, seat = 0) =>
  koikoiTeach.turn(koikoi.view(s, seat), koikoi.legalMoves(s, seat), seat, NAMES);
const notes = (s: KoiKoiState, seat = 0) => koikoiTeach.notes(koikoi.view(s, seat), seat, NAMES);

describe('Koi-Koi: the turn sentence says what is lit', () => {
  it('the play: the two hand cards that take something, by name', () => {
    expect(turn(deal())).toBe(
      `Play a card from your hand: 2 of yours take a field card of their month (${cardWord('jan-bright')}, ${cardWord('jun-animal')}).`,
    );
  });

  it('the two-match choice, then the draw; the notes say what happened', () => {
    const choosing = koikoi.play(deal(), 0, { type: 'play', card: 'jun-animal' });
    expect(turn(choosing)).toBe(
      `Your ${cardWord('jun-animal')} matches 2 June cards: tap the lit one you want to take.`,
    );
    expect(notes(choosing).map((n) => n.id)).toEqual(['two-match']);
    const drawing = koikoi.play(choosing, 0, { type: 'capture', target: 'jun-chaff-1' });
    expect(turn(drawing)).toMatch(/^Now draw: tap the stock\./);
    // The drawn December chaff finds no December card: it is laid on the field.
    const after = koikoi.play(drawing, 0, { type: 'draw' });
    expect(notes(after, 0).map((n) => n.id)).toEqual(['stay']);
    expect(notes(after, 0)[0]!.text).toMatch(/^No field card of its month/);
    // Not your turn: no sentence.
    expect(turn(after, 0)).toBeNull();
  });

  it('at the decision: what stopping pays now, and who would score double', () => {
    let s = koikoi.setup({ players: 2, seed: 'decide' });
    for (let i = 0; i < 400 && s.phase !== 'decide'; i++) {
      const seat = koikoi.actors(s)[0]!;
      s = koikoi.play(s, seat, koikoi.legalMoves(s, seat)[0]!);
    }
    const seat = s.turn;
    const v = koikoi.view(s, seat);
    expect(koikoiTeach.turn(v, koikoi.legalMoves(s, seat), seat, NAMES)).toBe(
      `You made a yaku. Stop to score ${v.stopValue} now, or call koi-koi to play on for more; if ${NAMES[1 - seat]} then makes a yaku first, they score double.`,
    );
    const on = koikoi.play(s, seat, { type: 'koikoi' });
    expect(koikoiTeach.notes(koikoi.view(on, seat), seat, NAMES).map((n) => n.id)).toEqual(['koikoi']);
  });
});

describe('Go-Stop: the go/stop decision and its notes', () => {
  it('says the points and what a stop collects; a go is explained once it is called', () => {
    let s = gostop.setup({ players: 2, seed: 'decide' });
    for (let i = 0; i < 2000 && s.phase !== 'decide'; i++) {
      const seat = gostop.actors(s)[0]!;
      s = gostop.play(s, seat, gostop.legalMoves(s, seat)[0]!);
    }
    const seat = s.turn;
    const v = gostop.view(s, seat);
    expect(gostopTeach.turn(v, gostop.legalMoves(s, seat), seat, NAMES)).toBe(
      `You have ${v.yakuTotals[seat]} points. Stop to collect ${v.stopNow[seat]!.total} now, or call go to play on: each go adds to the score, but if another player then stops, you pay for the table.`,
    );
    const went = gostop.play(s, seat, { type: 'go' });
    expect(gostopTeach.notes(gostop.view(went, seat), seat, NAMES).map((n) => n.id)).toContain('go');
  });
});

describe('the teaching words in Japanese and Korean', () => {
  it('have no English, and name the cards', async () => {
    await ready('ja', [hanaLearnWords, hanafudaCatalogue]);
    await ready('ko', [hanaLearnWords, hanafudaCatalogue]);
    const choosing = koikoi.play(deal(), 0, { type: 'play', card: 'jun-animal' });
    for (const l of ['ja', 'ko'] as const) {
      lang.value = l;
      for (const s of [turn(deal()), turn(choosing), ...notes(choosing).map((n) => n.text)]) {
        expect(s, s!).not.toMatch(/[A-Za-z]{3,}/);
      }
      expect(turn(choosing)).toContain(cardWord('jun-animal'));
    }
  });
});
