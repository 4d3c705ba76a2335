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
