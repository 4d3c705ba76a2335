/**
 * Issue 14: the Go-Stop rule switches, each shown with a stacked deck against the rulings'
 * default, the Korean standard preset setting them, and old saved matches (options without
 * the new keys) keeping today's rules.
 */
import { describe, expect, it } from 'vitest';
import { HANAFUDA_DECK, monthCards } from '../../../src/games/hanafuda/cards.ts';
import { gostop, gostopOptionsSpec, GOSTOP_DEFAULTS, type GoStopOptions, type GoStopState } from '../../../src/games/hanafuda/gostop.ts';
import { presetOptions } from '../../../src/engine/options.ts';
import { said } from './said.ts';

/** The hands in seat order, the field, the top of the stock, then the rest in deck order. */
function stackDeck(hands: string[][], field: string[], stockTop: string[]): string[] {
  const used = [...hands.flat(), ...field, ...stockTop];
  expect(new Set(used).size).toBe(used.length);
  return [...used, ...HANAFUDA_DECK.filter((c) => !used.includes(c))];
}

describe('Go-Stop option: President points (president_points)', () => {
  const field = ['jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1', 'jun-chaff-1', 'jul-chaff-1', 'aug-bright', 'sep-animal'];
  const plain0 = ['jan-bright', 'feb-animal', 'mar-bright', 'apr-animal', 'jun-animal', 'jul-animal', 'aug-animal', 'sep-ribbon', 'oct-animal', 'nov-animal'];
  const mays = [...monthCards(5), 'jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'apr-ribbon', 'jun-ribbon', 'jul-ribbon'];
  const deal = (options: Partial<GoStopOptions>): GoStopState => gostop.setup({ players: 2, seed: 'p', deck: stackDeck([plain0, mays], field, []), options });

  it('default: four Mays dealt win 5 from the opponent', () => {
    const s = deal({});
    expect(s.history[0]).toMatchObject({ outcome: 'president', winner: 1, scores: [-5, 5] });
  });
  it('7 and 10: the same deal wins 7 or 10, and the breakdown and the words say so', () => {
    for (const points of [7, 10] as const) {
      const s = deal({ president_points: points });
      expect(s.history[0]).toMatchObject({ outcome: 'president', winner: 1, scores: [-points, points] });
      expect(gostop.status(s).lastRound!.details).toEqual([
        { seat: 1, id: 'president', points },
        { seat: 0, id: 'score', points: -points },
      ]);
      expect(said(gostop.status(s).lastRound!.events)).toBe(`Player 2 was dealt all four May cards (President): ${points} from each opponent.`);
    }
  });
  it('the Korean standard preset pays 7; the options screen has one line for it', () => {
    expect(presetOptions(GOSTOP_DEFAULTS, gostopOptionsSpec.presets.find((p) => p.id === 'korean'))).toMatchObject({ president_points: 7 });
    expect(gostopOptionsSpec.fields.filter((f) => f.key === 'president_points')).toHaveLength(1);
  });
  it('a stored match whose frozen options predate the switch keeps paying 5', () => {
    const old: Record<string, unknown> = { ...GOSTOP_DEFAULTS, ...presetOptions(GOSTOP_DEFAULTS, gostopOptionsSpec.presets.find((p) => p.id === 'korean')) };
    delete old.president_points;
    const s = deal(old as Partial<GoStopOptions>);
    expect(s.options.president_points).toBe(5);
    expect(s.history[0]).toMatchObject({ scores: [-5, 5] });
  });
});

describe('Go-Stop option: cap on stacked drawn-round doubles (nagari_cap)', () => {
  // A stacked deal, then four drawn rounds behind it and the three Red Poems (3 points) in seat 0's pile.
  const deck = stackDeck([], [], []);
  const after4Draws = (options: Partial<GoStopOptions>): GoStopState => ({
    ...gostop.setup({ players: 2, seed: 'nagari', deck, options: { draw_doubles: 'stack', ...options } }),
    captured: [['jan-ribbon', 'feb-ribbon', 'mar-ribbon'], []],
    drawStreak: 4,
  });
  const won = (s: GoStopState) => {
    const after = gostop.play({ ...s, phase: 'decide', turn: 0 }, 0, { type: 'stop' });
    return after.history[after.history.length - 1]!.scores[0]!;
  };
  it('no cap (default): four drawn rounds double four times, 3 × 16 = 48', () => {
    expect(won(after4Draws({}))).toBe(48);
  });
  it('capped at ×8 (Korean standard) or ×4: 24 or 12', () => {
    expect(won(after4Draws({ nagari_cap: 8 }))).toBe(24);
    expect(won(after4Draws({ nagari_cap: 4 }))).toBe(12);
    expect(presetOptions(GOSTOP_DEFAULTS, gostopOptionsSpec.presets.find((p) => p.id === 'korean'))).toMatchObject({ nagari_cap: 8, draw_doubles: 'stack' });
  });
  it('a stored match without the key keeps stacking without limit', () => {
    const old: Record<string, unknown> = { ...GOSTOP_DEFAULTS, draw_doubles: 'stack' };
    delete old.nagari_cap;
    const s = after4Draws(old as Partial<GoStopOptions>);
    expect(s.options.nagari_cap).toBe('none');
    expect(won(s)).toBe(48);
  });
});

describe('Go-Stop option: the go scale (go_scale)', () => {
  // A stacked deal; seat 0 holds the three Red Poems (3 points) and has called `gos` gos, then stops.
  const deck = stackDeck([], [], []);
  const withGos = (gos: number, options: Record<string, unknown>): GoStopState => ({
    ...gostop.setup({ players: 2, seed: 'goscale', deck, options: options as Partial<GoStopOptions> }),
    captured: [['jan-ribbon', 'feb-ribbon', 'mar-ribbon'], []],
    gos: [gos, 0],
  });
  const stop = (s: GoStopState) => gostop.play({ ...s, phase: 'decide', turn: 0 }, 0, { type: 'stop' });
  const won = (s: GoStopState) => stop(s).history[0]!.scores[0]!;

  it('default (+1 per go, ×2 from the third go): 1..6 gos on 3 points pay 4, 5, 12, 28, 64, 144', () => {
    // (3+1), (3+2), (3+3)×2, (3+4)×4, (3+5)×8, (3+6)×16
    expect([1, 2, 3, 4, 5, 6].map((n) => won(withGos(n, {})))).toEqual([4, 5, 12, 28, 64, 144]);
  });
  it('"×2 from the third go only" (the seed): 3, 3, 6, 12, 24, 48, and the breakdown says why the gos added nothing', () => {
    // 3, 3, 3×2, 3×4, 3×8, 3×16
    expect([1, 2, 3, 4, 5, 6].map((n) => won(withGos(n, { go_scale: 'double-only' })))).toEqual([3, 3, 6, 12, 24, 48]);
    const s = stop(withGos(3, { go_scale: 'double-only' }));
    expect(gostop.status(s).lastRound!.details).toEqual([
      { seat: 0, id: 'red-poems', points: 3 },
      { seat: 0, id: 'go-scale-double-only', points: 0 },
      { seat: 0, id: 'go-double', points: 3 },
      { seat: 1, id: 'score', points: -6 },
    ]);
    // The default names no such rule.
    expect(gostop.status(stop(withGos(3, {}))).lastRound!.details.map((d) => d.id)).toEqual(['red-poems', 'go-bonus', 'go-double', 'score']);
  });
  it('the Korean standard preset keeps +1 per go and the doubling; one options line', () => {
    expect(presetOptions(GOSTOP_DEFAULTS, gostopOptionsSpec.presets.find((p) => p.id === 'korean'))).toMatchObject({ go_scale: 'plus-and-double' });
    expect(gostopOptionsSpec.fields.filter((f) => f.key === 'go_scale')).toHaveLength(1);
    expect(gostopOptionsSpec.fields.some((f) => f.key === 'go_bonus')).toBe(false);
  });
  it('a stored match with the old "+1 per go" switch keeps its meaning: off = ×2 from the third go only, on = the default', () => {
    const old = (goBonus: boolean): Record<string, unknown> => {
      const o: Record<string, unknown> = { ...GOSTOP_DEFAULTS, go_bonus: goBonus };
      delete o.go_scale;
      return o;
    };
    const off = gostop.setup({ players: 2, seed: 'old', deck, options: old(false) as Partial<GoStopOptions> });
    expect(off.options.go_scale).toBe('double-only');
    expect('go_bonus' in off.options).toBe(false);
    expect(won(withGos(4, old(false)))).toBe(12);
    expect(gostop.setup({ players: 2, seed: 'old', deck, options: old(true) as Partial<GoStopOptions> }).options.go_scale).toBe('plus-and-double');
    expect(won(withGos(4, old(true)))).toBe(28);
    // A choice made now wins over a leftover key, and nonsense is refused.
    expect(gostop.setup({ players: 2, seed: 'old', deck, options: { ...old(false), go_scale: 'plus-and-double' } as Partial<GoStopOptions> }).options.go_scale).toBe('plus-and-double');
    expect(() => gostop.setup({ players: 2, seed: 'old', deck, options: { go_bonus: 'yes' } as never })).toThrow(/go_bonus/);
  });
});
