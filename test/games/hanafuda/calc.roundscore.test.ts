/**
 * roundscore.ts: the round-scoring steps Koi-Koi and Higo-Bana do inline, as functions the
 * calculators call. Expectations are worked out by hand from the rulings
 * (docs/rulings/hanafuda.md), and checked against what the engines themselves record for the
 * same round.
 */
import { describe, expect, it } from 'vitest';
import { HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';
import { higobana, HIGOBANA_DEFAULTS } from '../../../src/games/hanafuda/higobana.ts';
import { KOIKOI_DEFAULTS, koikoiMultiplier } from '../../../src/games/hanafuda/koikoi.ts';
import {
  higoBanaRound,
  koikoiExhausted,
  koikoiGainScores,
  koikoiLuckyHand,
  koikoiStop,
} from '../../../src/games/hanafuda/roundscore.ts';

const BLUE5 = ['jun-ribbon', 'sep-ribbon', 'oct-ribbon', 'nov-ribbon', 'jul-ribbon'];

describe('koikoiStop', () => {
  it("lists the yaku, then ×2 at 7 or more (option), then ×2 for the opponent's koi-koi", () => {
    // Aotan 5 + 2 = 7, Tan 1: 8.
    const plain = koikoiStop(BLUE5, KOIKOI_DEFAULTS, 1, 0);
    expect(plain).toEqual({
      yaku: [
        { id: 'aotan', points: 7 },
        { id: 'tan', points: 1 },
      ],
      base: 8,
      doubles: [],
      points: 8,
    });
    const both = koikoiStop(BLUE5, { ...KOIKOI_DEFAULTS, double_at_7: true }, 1, 2);
    expect(both.doubles).toEqual([
      { id: 'double-at-7', before: 8 },
      { id: 'koikoi-double', before: 16 },
    ]);
    expect(both.points).toBe(32);
    // Below 7 the option does nothing.
    const below = koikoiStop(
      ['jan-bright', 'mar-bright', 'aug-bright'],
      { ...KOIKOI_DEFAULTS, double_at_7: true },
      1,
      0,
    );
    expect(below.points).toBe(5);
    expect(below.doubles).toEqual([]);
  });

  it('K7: exactly 7 is "7 or more": Sankō 5 + Tan 2 (six plain ribbons) = 7, doubled to 14', () => {
    const pile = [
      'jan-bright',
      'mar-bright',
      'aug-bright',
      'jan-ribbon',
      'feb-ribbon',
      'apr-ribbon',
      'may-ribbon',
      'jul-ribbon',
      'nov-ribbon',
    ];
    const r = koikoiStop(pile, { ...KOIKOI_DEFAULTS, double_at_7: true }, 1, 0);
    expect(r.base).toBe(7);
    expect(r.doubles).toEqual([{ id: 'double-at-7', before: 7 }]);
    expect(r.points).toBe(14);
  });

  it('the multiplier the table shows before a stop: ×2 at 7 or more (option), ×2 after a koi-koi', () => {
    const at7 = { ...KOIKOI_DEFAULTS, double_at_7: true };
    expect(koikoiMultiplier(at7, 7, 0)).toBe(2);
    expect(koikoiMultiplier(at7, 6, 0)).toBe(1);
    expect(koikoiMultiplier(at7, 6, 1)).toBe(2);
    expect(koikoiMultiplier(at7, 7, 2)).toBe(4);
    expect(koikoiMultiplier({ ...KOIKOI_DEFAULTS, double_at_7: false }, 9, 0)).toBe(1);
  });

  it("scores the round's month (Cards of the Month) from the round number", () => {
    const march = ['mar-bright', 'mar-ribbon', 'mar-chaff-1', 'mar-chaff-2'];
    const o = { ...KOIKOI_DEFAULTS, tsukifuda: true };
    expect(koikoiStop(march, o, 3, 0).yaku).toEqual([{ id: 'tsukifuda', points: 4 }]);
    expect(koikoiStop(march, o, 4, 0).yaku).toEqual([]);
    expect(koikoiStop(march, o, 15, 0).yaku, 'round 15 is March again').toEqual([{ id: 'tsukifuda', points: 4 }]);
  });

  it("is zero-sum or additive; the dealer's privilege pays 6", () => {
    expect(koikoiGainScores({ scoring: 'zero-sum' }, 1, 12)).toEqual([-12, 12]);
    expect(koikoiGainScores({ scoring: 'additive' }, 0, 5)).toEqual([5, 0]);
    expect(koikoiExhausted({ scoring: 'zero-sum', oya_ken: true }, 0)).toEqual({ scores: [6, -6], privilege: true });
    expect(koikoiExhausted({ scoring: 'zero-sum', oya_ken: false }, 0)).toEqual({ scores: [0, 0], privilege: false });
  });
});

describe('koikoiLuckyHand', () => {
  it('pays 6 for a lucky hand; both patterns pay 6, or 12 with that option', () => {
    expect(koikoiLuckyHand(KOIKOI_DEFAULTS, 1, ['teshi'])).toEqual({
      points: 6,
      items: [{ id: 'teshi', points: 6 }],
      scores: [-6, 6],
    });
    expect(koikoiLuckyHand(KOIKOI_DEFAULTS, 0, ['teshi', 'kuttsuki']).scores).toEqual([6, -6]);
    expect(koikoiLuckyHand({ ...KOIKOI_DEFAULTS, both_lucky_hands: 12 }, 0, ['teshi', 'kuttsuki']).scores).toEqual([
      12, -12,
    ]);
    // The 12 is for both patterns: one pattern still pays 6 with that option.
    expect(koikoiLuckyHand({ ...KOIKOI_DEFAULTS, both_lucky_hands: 12 }, 1, ['kuttsuki'])).toEqual({
      points: 6,
      items: [{ id: 'kuttsuki', points: 6 }],
      scores: [-6, 6],
    });
  });
});

describe('higoBanaRound', () => {
  it('gives the winner a victory point, 2 at 100 ahead (basa), and breaks ties from the dealer', () => {
    const piles = [['aug-bright', 'aug-chaff-1'], ['aug-animal'], ['jan-bright', 'dec-chaff-1']];
    const o = HIGOBANA_DEFAULTS;
    // 21, 5, 21: from dealer 1 the order is 1, 2, 0 → seat 2.
    expect(higoBanaRound(piles, o, 3, 1)).toMatchObject({
      win: { team: 2, seat: 2 },
      kind: 'win',
      victory: 1,
      scores: [0, 0, 1],
    });
    expect(higoBanaRound(piles, o, 3, 0).scores).toEqual([1, 0, 0]);
    // 100 ahead: basa, 2 points. Four dry brights 80 + the poem ribbon 10 + 10 chaff = 100 against 0.
    const chaff10 = HANAFUDA_DECK.filter(
      (c) => c.includes('chaff') && !c.startsWith('nov') && !c.startsWith('dec'),
    ).slice(0, 10);
    expect(
      higoBanaRound([['jan-bright', 'mar-bright', 'aug-bright', 'dec-bright', 'jan-ribbon', ...chaff10], []], o, 2, 0),
    ).toMatchObject({ kind: 'basa', victory: 2, scores: [2, 0] });
    const two = higoBanaRound([['jan-bright', 'mar-bright', 'aug-bright', 'dec-bright'], ['feb-chaff-1']], o, 2, 0);
    // 80 against 1: 79 ahead, a plain win; with chu-basa 50+ is chu, 2 points.
    expect(two).toMatchObject({ kind: 'win', victory: 1, scores: [1, 0] });
    expect(
      higoBanaRound(
        [['jan-bright', 'mar-bright', 'aug-bright', 'dec-bright'], ['feb-chaff-1']],
        { ...o, scoring: 'chu-basa' },
        2,
        0,
      ),
    ).toMatchObject({ kind: 'chu', scores: [2, 0] });
  });

  it("with teams, partners write the same score; cumulative scoring writes the side's round score", () => {
    const r = higoBanaRound(
      [['jan-bright'], ['feb-animal']],
      { ...HIGOBANA_DEFAULTS, teams: 'pairs', scoring: 'cumulative' },
      4,
      0,
    );
    expect(r.scores).toEqual([20, 5, 20, 5]);
  });

  it('cumulative scoring has no basa: a win 100 ahead is a plain win and writes the round scores', () => {
    // Four dry brights 80 + the poem ribbon 10 + 10 chaff = 100 against 0.
    const chaff10 = HANAFUDA_DECK.filter(
      (c) => c.includes('chaff') && !c.startsWith('nov') && !c.startsWith('dec'),
    ).slice(0, 10);
    const r = higoBanaRound(
      [['jan-bright', 'mar-bright', 'aug-bright', 'dec-bright', 'jan-ribbon', ...chaff10], []],
      { ...HIGOBANA_DEFAULTS, scoring: 'cumulative' },
      2,
      0,
    );
    expect(r).toMatchObject({ kind: 'win', victory: 0, scores: [100, 0] });
  });

  it('gives what the engine records for the same final piles', () => {
    // The engine's own end of round, from a position where the last stock card is drawn by seat 1 and stays.
    const s0 = higobana.setup({ players: 3, seed: 'rs' });
    const captured = [['aug-bright', 'aug-chaff-1'], ['aug-animal'], ['jan-bright', 'dec-chaff-1']];
    const used = new Set(captured.flat().concat('aug-chaff-2'));
    const s = {
      ...s0,
      phase: 'draw' as const,
      round: 1,
      dealer: 1,
      turn: 1,
      hands: [[], [], []],
      stock: ['aug-chaff-2'],
      captured,
      field: HANAFUDA_DECK.filter((c) => !used.has(c) && !c.startsWith('aug-')).map((c) => [c]),
    };
    const end = higobana.play(s, 1, { type: 'draw' });
    expect(end.history[0]!.scores).toEqual(higoBanaRound(end.captured, HIGOBANA_DEFAULTS, 3, 1).scores);
    expect(end.history[0]!.scores).toEqual([0, 0, 1]);
  });
});
