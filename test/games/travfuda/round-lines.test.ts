/**
 * Issue 24 §4: the TravFuda family's hand results add up. For every finished hand of seeded
 * matches, the lines the panels list (`fishingRows` for Run or Jump!, the printed sheet's
 * `scoreTravFuda` for TravFuda, `baccaratRows` for both baccarats — what the tables use) add up
 * to each seat's hand score as the engine reports it (`status().lastRound.scores`).
 */
import { describe, expect, it } from 'vitest';
import { travfuda } from '../../../src/games/travfuda/travfuda.ts';
import { travfudaRunOrJump } from '../../../src/games/travfuda/travfuda-run-or-jump.ts';
import { imperialBaccarat } from '../../../src/games/travfuda/imperial-baccarat.ts';
import { denebianBaccarat } from '../../../src/games/travfuda/denebian-baccarat.ts';
import { baccaratRows, fishingRows } from '../../../src/games/travfuda/lines.ts';
import { lineName } from '../../../src/games/travfuda/words.ts';
import { scoreTravFuda } from '../../../src/games/travfuda/scoring.ts';
import type { AnyGame } from '../../../src/engine/types.ts';
import type { ResultRow } from '../../../src/engine/lines.ts';
import { eachFinishedRound, expectRowsAddUp } from '../../helpers/rounds.ts';

const NAMES = ['Aiko', 'Ben', 'Chi', 'Dan', 'Eve', 'Fay'];
type AnyView = {
  lastRound?: { scores: number[]; details: { seat: number; id: string; points: number }[] };
  history: { scores: number[]; events: never[] }[];
  variant?: 'imperial' | 'denebian';
  captured: string[][];
  declarations: Record<string, boolean>[];
  options: Record<string, unknown>;
};

function named(rows: ResultRow[]) {
  for (const r of rows) for (const l of r.lines) expect(lineName(l, NAMES)).not.toMatch(/^[a-z-]+$/);
}

describe('TravFuda hand results', () => {
  for (const [players, options] of [
    [2, {}],
    [4, { doubleGoodScope: 'grandTotal' }],
  ] as const) {
    it(`the printed sheet the panel shows totals each seat's hand score, ${players} players ${JSON.stringify(options)}`, () => {
      for (const seed of ['a', 'b']) {
        eachFinishedRound(travfuda, { players, seed, options }, (s, st) => {
          const v = travfuda.view(s as never, 0) as unknown as AnyView;
          for (let seat = 0; seat < players; seat++) {
            const sheet = scoreTravFuda(v.captured[seat]!, v.declarations[seat] ?? {}, v.options);
            expect(sheet.items.reduce((t, i) => t + i.points, 0)).toBe(sheet.total);
            expect(sheet.total).toBe(st.lastRound!.scores[seat]);
          }
          expectRowsAddUp(fishingRows(v.lastRound!), st.lastRound!.scores, seed);
        });
      }
    });
  }

  for (const [players, options] of [
    [2, {}],
    [3, { declarations: true, exhaustedHand: 'runnersScoreOwn' }],
    [5, {}],
  ] as const) {
    it(`Run or Jump!: the lines add up, ${players} players ${JSON.stringify(options)}`, () => {
      for (const seed of ['a', 'b', 'c']) {
        eachFinishedRound(travfudaRunOrJump, { players, seed, options }, (s, st) => {
          const v = travfudaRunOrJump.view(s as never, 0) as unknown as AnyView;
          const rows = fishingRows(v.lastRound!);
          expectRowsAddUp(rows, st.lastRound!.scores, seed);
          named(rows);
        });
      }
    });
  }
});

describe('Baccarat showdowns', () => {
  for (const [game, variant, options] of [
    [imperialBaccarat, 'imperial', {}],
    [imperialBaccarat, 'imperial', { house: true }],
    [denebianBaccarat, 'denebian', {}],
    [denebianBaccarat, 'denebian', { denebianTieBreak: 'fullLexicographic', hands: 4 }],
  ] as [AnyGame, 'imperial' | 'denebian', Record<string, unknown>][]) {
    for (const players of [2, 3, 6]) {
      it(`${variant} ${JSON.stringify(options)}, ${players} players: each seat's lines add up to its score`, () => {
        const seen = new Set<string>();
        for (const seed of ['a', 'b', 'c', 'd']) {
          eachFinishedRound(game, { players, seed, options }, (s, st) => {
            const v = game.view(s, 0) as AnyView;
            expect(v.variant).toBe(variant);
            const rows = baccaratRows(v.history[v.history.length - 1]!, variant);
            expectRowsAddUp(rows, st.lastRound!.scores, seed);
            named(rows);
            for (const r of rows) for (const l of r.lines) seen.add(l.id);
          });
        }
        expect([...seen].sort()).toEqual(
          variant === 'imperial' ? ['vs-banker', 'vs-player'] : expect.arrayContaining(['ante', 'pot-won']),
        );
      });
    }
  }

  it('words the lines', () => {
    expect(lineName({ id: 'vs-banker', points: 1, data: { seat: 0, value: 7, other: 5 } }, NAMES)).toBe(
      "7 against the banker's 5",
    );
    expect(lineName({ id: 'vs-player', points: 0, data: { seat: 2, value: 6, other: 6 } }, NAMES)).toBe(
      "6 against Chi's 6: a tie",
    );
    expect(lineName({ id: 'double-good', points: 40 }, NAMES)).toBe('×2 (Double Good)');
  });
});
