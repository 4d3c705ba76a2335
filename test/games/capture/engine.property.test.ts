/** Random legal Capture matches at 2–6 players with the options on their own and together. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  capture,
  captureCardPlaces,
  type CaptureOptions,
  type CaptureState,
} from '../../../src/games/capture/capture.ts';
import { expectReplayDeterministic, expectViewHides, playthrough } from '../../helpers/contract.ts';

const DECK_SIZE = [0, 0, 56, 57, 58, 59, 60];
const HAND_SIZE = [0, 0, 13, 13, 9, 9, 9];

/** Conservation, secrets and scoring checks after every move. */
function check(s: CaptureState) {
  const places = captureCardPlaces(s);
  expect(places.length, 'every card is somewhere').toBe(DECK_SIZE[s.players]);
  expect(new Set(places).size, 'no card in two places').toBe(DECK_SIZE[s.players]);
  for (let seat = 0; seat < s.players; seat++) {
    const hidden = [...s.hands.filter((_, i) => i !== seat).flat(), ...s.stock, ...s.extra, ...s.outOfPlay];
    expectViewHides(capture.view(s, seat), hidden, `view of seat ${seat}`);
  }
  // Each seat's detail lines add up to its score for the hand; totals are the running sum.
  const last = s.history[s.history.length - 1];
  if (last) {
    for (let seat = 0; seat < s.players; seat++) {
      expect(last.details.filter((d) => d.seat === seat).reduce((a, d) => a + d.points, 0)).toBe(last.scores[seat]);
    }
    const sums = new Array(s.players).fill(0);
    for (const h of s.history)
      h.scores.forEach((v, i) => {
        sums[i] += v;
      });
    expect(sums).toEqual(s.totals);
  }
}

const COMBOS: Partial<CaptureOptions>[] = [
  {},
  { bonusSuit: true },
  { bonusSuit: true, bonusFollowsUpCard: true },
  { bonusSuit: true, galaxyInBonusSuit: false },
  { extraHand: true },
  { halving: true },
  { halving: true, halvingAtSix: false },
  { bonusSuit: true, bonusFollowsUpCard: true, extraHand: true, halving: true },
];

describe('Capture: random legal matches', () => {
  for (let players = 2; players <= 6; players++) {
    it(`${players} players, every option combination, to the end`, { timeout: 120_000 }, () => {
      COMBOS.forEach((options, k) => {
        const o = { players, seed: `cap-${players}-${k}`, options: options as Record<string, unknown>, deepEvery: 15 };
        const res = playthrough(capture, { ...o, onStep: (_b, _s, _m, a) => check(a as CaptureState) });
        expect(res.finished).toBe(true);
        const end = res.state as CaptureState;
        expect(end.history.length, 'six hands').toBe(6);
        // The deal rotates left each hand.
        for (let h = 1; h < 6; h++) expect(end.history[h]!.dealer).toBe((end.history[h - 1]!.dealer + 1) % players);
        if (k === 0 || k === COMBOS.length - 1) expectReplayDeterministic(capture, o, res);
      });
    });
  }

  it('any mix of options at any table size deals the right hands and ends (fast-check)', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.record({
          bonusSuit: fc.boolean(),
          bonusFollowsUpCard: fc.boolean(),
          galaxyInBonusSuit: fc.boolean(),
          extraHand: fc.boolean(),
          halving: fc.boolean(),
          halvingAtSix: fc.boolean(),
        }),
        fc.string({ maxLength: 6 }),
        (players, options, seed) => {
          const s0 = capture.setup({ players, seed, options });
          const dealt = s0.hands.map((h) => h.length);
          // Before bidding, or after the lead was found, every hand has the table's size.
          expect(dealt).toEqual(new Array(players).fill(HAND_SIZE[players]));
          expect(s0.extra.length).toBe(options.extraHand && players <= 5 ? HAND_SIZE[players] : 0);
          expect(s0.upCard === null || !s0.upCard.startsWith('u-Galaxy')).toBe(true);
          const res = playthrough(capture, { players, seed, options, deepEvery: 50 });
          expect(res.finished).toBe(true);
        },
      ),
      { numRuns: 15 },
    );
  });
});
