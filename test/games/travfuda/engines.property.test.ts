import { describe, expect, it } from 'vitest';
import { travfuda } from '../../../src/games/travfuda/travfuda.ts';
import { travfudaRunOrJump } from '../../../src/games/travfuda/travfuda-run-or-jump.ts';
import {
  imperialBaccarat,
  imperialCardPlaces,
  type ImperialState,
} from '../../../src/games/travfuda/imperial-baccarat.ts';
import {
  denebianBaccarat,
  denebianCardPlaces,
  type DenebianState,
} from '../../../src/games/travfuda/denebian-baccarat.ts';
import { fishCardPlaces, type FishState } from '../../../src/games/travfuda/fishing.ts';
import { TRAVFUDA_DECK } from '../../../src/games/travfuda/deck.ts';
import { expectReplayDeterministic, expectViewHides, playthrough } from '../../helpers/contract.ts';
import type { AnyGame } from '../../../src/engine/types.ts';

function checkAll(places: string[]) {
  expect(places.length, 'all 62 cards are somewhere').toBe(62);
  expect(new Set(places).size, 'no card in two places').toBe(62);
}

/** Cards `seat` may not see in a fishing game: other hands (less what was declared) and the stock. */
function fishHidden(s: FishState, seat: number): string[] {
  const shown = new Set(s.declarations.flatMap((d) => d?.shown ?? []));
  return [
    ...s.hands
      .filter((_, i) => i !== seat)
      .flat()
      .filter((c) => !shown.has(c)),
    ...s.stock.slice(s.stockAt),
  ];
}

function runMany(
  game: AnyGame,
  name: string,
  count: number,
  check: (s: unknown) => void,
  options: Record<string, unknown> = {},
) {
  for (let players = 2; players <= 6; players++) {
    for (let i = 0; i < count; i++) {
      const o = { players, seed: `${name}-${players}-${i}`, options, deepEvery: 6 };
      const res = playthrough(game, { ...o, onStep: (_b, _s, _m, a) => check(a) });
      expect(res.finished).toBe(true);
      if (i === 0) expectReplayDeterministic(game, o, res);
    }
  }
}

describe('TravFuda random matches at 2–6 players', () => {
  it('base game: every card accounted for, hands and stock hidden, replay deterministic', { timeout: 60_000 }, () => {
    runMany(travfuda, 'tf', 6, (x) => {
      const s = x as FishState;
      if (s.phase !== 'dealer-draw') checkAll(fishCardPlaces(s));
      for (let seat = 0; seat < s.players; seat++)
        expectViewHides(travfuda.view(s as never, seat), fishHidden(s, seat));
    });
  });

  it('base game with Jokers pairing only and replaced on the table', { timeout: 60_000 }, () => {
    runMany(
      travfuda,
      'tf-opt',
      3,
      (x) => {
        const s = x as FishState;
        if (s.phase !== 'dealer-draw') checkAll(fishCardPlaces(s));
        if (
          s.phase === 'play' &&
          s.hand >= 1 &&
          s.piles.length > 0 &&
          s.captured.every((c) => c.length === 0) &&
          s.hands.every((h) => h.length === s.hands[0]!.length)
        ) {
          // Right after the deal no Joker lies on the table.
          expect(s.piles.flatMap((p) => p.cards).some((c) => c.startsWith('joker'))).toBe(false);
        }
      },
      { jokerMatching: 'pairOnly', jokerOnDealtTable: 'replace' },
    );
  });

  it('Run or Jump!: only the player who ends the hand scores', { timeout: 60_000 }, () => {
    runMany(travfudaRunOrJump, 'roj', 6, (x) => {
      const s = x as FishState;
      if (s.phase !== 'dealer-draw') checkAll(fishCardPlaces(s));
      for (let seat = 0; seat < s.players; seat++)
        expectViewHides(travfudaRunOrJump.view(s as never, seat), fishHidden(s, seat));
      const last = s.history[s.history.length - 1];
      if (last && last.ending !== 'exhausted') expect(last.scores.filter((v) => v !== 0).length).toBeLessThanOrEqual(1);
      if (last && last.ending === 'exhausted') expect(last.scores.every((v) => v === 0)).toBe(true);
    });
  });

  it('Imperial Baccarat: zero-sum against the banker; face-down cards stay secret', { timeout: 60_000 }, () => {
    for (const house of [false, true]) {
      runMany(
        imperialBaccarat,
        `ib-${house}`,
        4,
        (x) => {
          const s = x as ImperialState;
          checkAll(imperialCardPlaces(s));
          expect(s.totals.reduce((a, b) => a + b, 0)).toBe(0);
          if (s.phase === 'take' || s.phase === 'draw') {
            for (let seat = 0; seat < s.players; seat++) {
              const secret = [
                ...s.deal.hidden.filter((_, i) => i !== seat),
                ...s.deal.drawn.filter((_, i) => i !== seat),
                ...s.deal.stock,
              ].filter((c): c is string => !!c);
              expectViewHides(imperialBaccarat.view(s, seat), secret);
            }
          }
        },
        { house, hands: 4 },
      );
    }
  });

  it('Denebian Baccarat: chips plus the pot riding always sum to zero', { timeout: 60_000 }, () => {
    runMany(
      denebianBaccarat,
      'db',
      4,
      (x) => {
        const s = x as DenebianState;
        if (s.deal) checkAll(denebianCardPlaces(s));
        if (s.phase === 'round-over' || s.phase === 'match-over')
          expect(s.totals.reduce((a, b) => a + b, 0) + s.carried).toBe(0);
        if (s.phase === 'match-over')
          expect(
            s.totals.reduce((a, b) => a + b, 0),
            'a pot riding at the end goes back',
          ).toBe(0);
        if (s.deal && (s.phase === 'take' || s.phase === 'draw')) {
          for (let seat = 0; seat < s.players; seat++) {
            const secret = [
              ...s.deal.hidden.filter((_, i) => i !== seat),
              ...s.deal.drawn.filter((_, i) => i !== seat),
              ...s.deal.stock,
            ].filter((c): c is string => !!c);
            expectViewHides(denebianBaccarat.view(s, seat), secret);
          }
        }
      },
      { hands: 4 },
    );
  });

  it('the deck has 62 distinct cards', () => expect(new Set(TRAVFUDA_DECK).size).toBe(62));
});
