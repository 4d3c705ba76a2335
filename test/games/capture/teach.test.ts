/**
 * Teaching mode for Capture (issue 28 §1): the turn's sentence names the cards the table lights
 * and the player who would capture; rule notes explain what the last move showed (No Play, a
 * capture with the up-card, a Galaxy, the bonus suit …), in English, Japanese and Korean. Stacked
 * deals: dealer 0, seat 1 (Ben) leads.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { capture, type CaptureMove, type CaptureState } from '../../../src/games/capture/capture.ts';
import { deckFor } from '../../../src/games/capture/cards.ts';
import { captureTeacher } from '../../../src/games/capture/teach.ts';
import { setLanguage } from '../../../src/i18n/current.ts';

const NAMES = ['Aiko', 'Ben'];
// Aiko: Earth 3, Saturn 1, Venus 1, Venus 2, Saturn Galaxy; Ben: Neptune 1, Saturn 3, Mars 1, Venus Galaxy; the rest 4–7.
const H0 = ['u-E-3', 'u-S-1', 'u-V-1', 'u-V-2', 'u-Galaxy-S'];
const H1 = ['u-N-1', 'u-S-3', 'u-M-1', 'u-Galaxy-V'];

function deal(up: string, options = {}): CaptureState {
  const used = new Set([...H0, ...H1, up]);
  const plain = (c: string) => /-[4-7]$/.test(c);
  const all = deckFor(2).filter((c) => !used.has(c));
  const rest = [...all.filter(plain), ...all.filter((c) => !plain(c))];
  const fill = (h: string[]) => [...h, ...rest.splice(0, 13 - h.length)];
  const hands = [fill(H0), fill(H1)];
  return capture.setup({ players: 2, seed: 'teach', options, deck: [...hands.flat(), up, ...rest] });
}
const run = (s: CaptureState, moves: [number, CaptureMove][]) =>
  moves.reduce((t, [seat, m]) => capture.play(t, seat, m), s);
const turn = (s: CaptureState, seat: number) =>
  captureTeacher.turn(capture.view(s, seat), capture.legalMoves(s, seat), seat, NAMES);
const notes = (s: CaptureState, seat: number) => captureTeacher.notes(capture.view(s, seat), seat, NAMES);

afterAll(() => setLanguage('en'));

describe('the turn’s sentence', () => {
  it('leading, beating with the lit card, only a Galaxy, nothing, adding', () => {
    let s = deal('u-J-7');
    expect(turn(s, 1)).toBe('Lead a Secondary card (lit): Neptune, Saturn or Venus, never a Galaxy.');
    expect(turn(s, 0)).toBeNull();
    s = capture.play(s, 1, { type: 'lead', card: 'u-S-3' });
    expect(turn(s, 0)).toBe('Beat the Saturn 3 with the Earth 3 (same number, higher suit) or a Galaxy: you must.');
    const after = capture.play(s, 0, { type: 'play', card: 'u-E-3' });
    expect(turn(after, 1)).toBe('Only a Galaxy beats the Earth 3: play it, or say No Play and Aiko captures.');
    const galaxy = capture.play(s, 0, { type: 'play', card: 'u-Galaxy-S' });
    expect(turn(galaxy, 1)).toBe('Nothing beats the Saturn Galaxy: say No Play, and Aiko captures.');
    const add = capture.play(after, 1, { type: 'no-play' });
    expect(turn(add, 0)).toBe('Ben said No Play: add a higher card of this number (lit), or capture the 2 cards.');
  });

  it('bidding for the extra hand', () => {
    const s = deal('u-J-7', { extraHand: true });
    expect(turn(s, s.turn)).toMatch(/^Bid for the extra hand of 13 face-down cards, or pass/);
  });
});

describe('rule notes', () => {
  it('No Play, the capture, a Galaxy; the up-card taken with a round of its number', () => {
    let s = deal('u-J-7');
    s = run(s, [
      [1, { type: 'lead', card: 'u-S-3' }],
      [0, { type: 'play', card: 'u-E-3' }],
      [1, { type: 'no-play' }],
    ]);
    expect(notes(s, 0)).toEqual([
      {
        id: 'no-play',
        text: 'No Play: Ben could not (or would not) beat the last card. The round ends at once and Aiko, who played last, captures it.',
      },
    ]);
    const g = capture.play(s, 0, { type: 'add', card: 'u-Galaxy-S' });
    expect(notes(g, 1).map((n) => n.id)).toEqual(['add', 'capture']);
    const up = run(deal('u-N-3'), [
      [1, { type: 'lead', card: 'u-S-3' }],
      [0, { type: 'play', card: 'u-Galaxy-S' }],
      [1, { type: 'no-play' }],
    ]);
    expect(notes(up, 1).find((n) => n.id === 'up-card-capture')?.text).toBe(
      'The round was played in the up-card’s number, so Aiko took the Neptune 3 too; the next card of the stock is turned up.',
    );
    const gal = capture.play(capture.play(deal('u-J-7'), 1, { type: 'lead', card: 'u-S-3' }), 0, {
      type: 'play',
      card: 'u-Galaxy-S',
    });
    expect(notes(gal, 1).map((n) => n.id)).toEqual(['galaxy']);
  });

  it('the bonus suit at the deal', () => {
    const s = deal('u-J-7', { bonusSuit: true });
    expect(notes(s, 0).find((n) => n.id === 'bonus-suit')?.text).toMatch(/^Bonus suit Jupiter: /);
  });
});

describe.each(['ja', 'ko'] as const)('in %s', (lang) => {
  it('the sentences and notes have no English', async () => {
    await setLanguage(lang);
    const names = lang === 'ja' ? ['あいこ', 'べん'] : ['아이코', '벤'];
    let s = deal('u-N-3', { bonusSuit: true });
    const texts: string[] = [];
    const say = (seat: number) => {
      const t = captureTeacher.turn(capture.view(s, seat), capture.legalMoves(s, seat), seat, names);
      if (t) texts.push(t);
      texts.push(...captureTeacher.notes(capture.view(s, seat), seat, names).map((n) => n.text));
    };
    say(1);
    for (const [seat, m] of [
      [1, { type: 'lead', card: 'u-S-3' }],
      [0, { type: 'play', card: 'u-E-3' }],
      [1, { type: 'no-play' }],
      [0, { type: 'add', card: 'u-Galaxy-S' }],
    ] as [number, CaptureMove][]) {
      s = capture.play(s, seat, m);
      say(0);
      say(1);
    }
    expect(texts.length).toBeGreaterThan(6);
    for (const t of texts) expect(t, t).not.toMatch(/[A-Za-z]/);
    expect(texts.join(' ')).toContain(lang === 'ja' ? '地球の3' : '지구 3');
  });
});
