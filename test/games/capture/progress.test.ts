/**
 * Where a hand of Capture stands (issue 28 §3): captured points, the up-card's and the round's
 * worth, the hand's score if it ended now and what going out adds, worked out by hand on stacked
 * deals; and, over random matches, "the score now" at the end of a hand is the score the engine writes.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capture, type CaptureMove, type CaptureState, type CaptureView } from '../../../src/games/capture/capture.ts';
import { deckFor } from '../../../src/games/capture/cards.ts';
import { captureProgress, pointsOf } from '../../../src/games/capture/progress.ts';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';

// Seat 0: Earth 3, Saturn 1, Venus 1, Venus 2, Saturn Galaxy, Neptune 4 and 5, Jupiter 4–7, Mars 4 and 5.
const H0 = [
  'u-E-3',
  'u-S-1',
  'u-V-1',
  'u-V-2',
  'u-Galaxy-S',
  'u-N-4',
  'u-N-5',
  'u-J-4',
  'u-J-5',
  'u-J-6',
  'u-J-7',
  'u-M-4',
  'u-M-5',
];
// Seat 1: Neptune 1, Saturn 3, Mars 1, Venus Galaxy, Neptune 6 and 7, Earth 4–7, Mars 6 and 7, Saturn 4.
const H1 = [
  'u-N-1',
  'u-S-3',
  'u-M-1',
  'u-Galaxy-V',
  'u-N-6',
  'u-N-7',
  'u-E-4',
  'u-E-5',
  'u-E-6',
  'u-E-7',
  'u-M-6',
  'u-M-7',
  'u-S-4',
];

/** Dealer 0 (seat 1 leads); up-card the Neptune 3; the stock in the deck's order (Earth 1 on top). */
function deal(options = {}): CaptureState {
  const used = new Set([...H0, ...H1, 'u-N-3']);
  return capture.setup({
    players: 2,
    seed: 'progress',
    options,
    deck: [...H0, ...H1, 'u-N-3', ...deckFor(2).filter((c) => !used.has(c))],
  });
}
const progress = (s: CaptureState, seat: number) => captureProgress(capture.view(s, seat) as CaptureView);
const run = (s: CaptureState, moves: [number, CaptureMove][]) =>
  moves.reduce((t, [seat, m]) => capture.play(t, seat, m), s);

describe('the progress of a hand', () => {
  it('the bonus suit Neptune: its cards count 2 in the hand, the up-card and the round', () => {
    let s = deal({ bonusSuit: true });
    let p = progress(s, 0);
    expect(p.bonusSuit).toBe('N');
    // 13 cards, two of them Neptune: 15 against her; nothing captured yet.
    expect(p.inHand).toEqual({ cards: 13, points: 15 });
    expect(p.now).toBe(-15);
    expect(p.goingOut).toBe(15);
    expect(p.upCard).toEqual({ card: 'u-N-3', points: 2, withRound: false });
    // Seat 1 leads the Saturn 3: a round of 3s takes the Neptune 3 with it — 1 + 2.
    s = capture.play(s, 1, { type: 'lead', card: 'u-S-3' });
    p = progress(s, 0);
    expect(p.upCard?.withRound).toBe(true);
    expect(p.round).toEqual({ cards: 2, points: 3 });
    // Seat 0 beats it with the Earth 3 (4 points on the table), seat 1 says No Play, she captures.
    s = run(s, [
      [0, { type: 'play', card: 'u-E-3' }],
      [1, { type: 'no-play' }],
    ]);
    expect(progress(s, 0).round).toEqual({ cards: 3, points: 4 });
    s = capture.play(s, 0, { type: 'capture' });
    p = progress(s, 0);
    expect(p.seats).toEqual([
      { seat: 0, captured: 3, points: 4 },
      { seat: 1, captured: 0, points: 0 },
    ]);
    // 12 cards left, two Neptune: 14; the hand now: 4 − 14.
    expect(p.inHand).toEqual({ cards: 12, points: 14 });
    expect(p.now).toBe(-10);
    expect(p.goingOut).toBe(14);
    // The next up-card is the Earth 1, worth 1; the bonus suit stays Neptune.
    expect(p.upCard).toEqual({ card: 'u-E-1', points: 1, withRound: false });
    expect(p.bonusSuit).toBe('N');
    // Seat 1 sees the same captures; his 12 cards hold three Neptune: 15.
    const q = progress(s, 1);
    expect(q.seats[0]).toEqual({ seat: 0, captured: 3, points: 4 });
    expect(q.inHand).toEqual({ cards: 12, points: 15 });
    expect(q.now).toBe(-15);
  });

  it('without the bonus suit every card counts 1', () => {
    const s = capture.play(deal(), 1, { type: 'lead', card: 'u-S-3' });
    const p = progress(s, 0);
    expect(p.bonusSuit).toBeNull();
    expect(p.round).toEqual({ cards: 2, points: 2 });
    expect(p.inHand.points).toBe(13);
  });

  it('the extra hand’s bid counts against its winner until he goes out', () => {
    let s = deal({ extraHand: true });
    s = run(s, [
      [1, { type: 'bid', amount: 2 }],
      [0, { type: 'pass' }],
    ]);
    const p = progress(s, 1);
    expect(p.bid).toBe(2);
    expect(p.inHand.cards).toBe(13);
    expect(p.now).toBe(-15);
    expect(p.goingOut).toBe(15);
    expect(progress(s, 0).bid).toBe(0);
  });

  it('once another player is out, going out first is gone: the bid stays, the hand still counts', () => {
    // A view written by hand: seat 1 holds the bid of 3 and 2 cards (Venus 1 and the bonus suit's Mars 2);
    // seat 0 has just played her last card, the round goes on.
    const view = {
      seat: 1,
      players: 2,
      myHand: ['u-V-1', 'u-M-2'],
      capturedCounts: [4, 6],
      capturedPoints: [5, 8],
      upCard: null,
      upCardTaken: false,
      round: [{ seat: 0, card: 'u-S-2' }],
      bonusSuit: 'M' as const,
      bid: { seat: 1, amount: 3 },
      outOrder: [0],
      options: { galaxyInBonusSuit: true },
    };
    const p = captureProgress(view);
    expect(p.inHand).toEqual({ cards: 2, points: 3 });
    expect(p.now).toBe(8 - 3 - 3);
    expect(p.goingOut).toBe(3);
    // Had nobody been out, going out first would also waive the bid.
    expect(captureProgress({ ...view, outOrder: [] }).goingOut).toBe(6);
    // The one out first pays no bid.
    expect(captureProgress({ ...view, myHand: [], outOrder: [1] }).now).toBe(8);
  });

  it('the Galaxy of the bonus suit counts 2, or 1 with CA-7 switched off', () => {
    expect(pointsOf(['u-Galaxy-N', 'u-N-1', 'u-E-1'], 'N')).toBe(5);
    expect(pointsOf(['u-Galaxy-N', 'u-N-1', 'u-E-1'], 'N', false)).toBe(4);
    expect(pointsOf(['u-Galaxy-N', 'u-N-1'], null)).toBe(2);
  });

  it('property: at the end of a hand, each seat’s “score now” is the score the engine writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (players, seed, bonusSuit, follows, extraHand) => {
          let s = capture.setup({
            players,
            seed,
            options: { bonusSuit, bonusFollowsUpCard: follows, extraHand: extraHand && players <= 5 },
          });
          let rng = rngFromSeed(`progress:${seed}`);
          while (s.phase !== 'round-over' && s.phase !== 'match-over') {
            const seat = capture.actors(s)[0]!;
            const legal = capture.legalMoves(s, seat);
            let k: number;
            [k, rng] = nextInt(rng, legal.length);
            s = capture.play(s, seat, legal[k]!);
          }
          const record = s.history[s.history.length - 1]!;
          for (let seat = 0; seat < players; seat++) expect(progress(s, seat).now).toBe(record.scores[seat]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
