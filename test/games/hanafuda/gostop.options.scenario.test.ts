/**
 * Issue 14: the Go-Stop rule switches, each shown with a stacked deck against the rulings'
 * default, the Korean standard preset setting them, and old saved matches (options without
 * the new keys) keeping today's rules.
 */
import { describe, expect, it } from 'vitest';
import { HANAFUDA_DECK, monthCards } from '../../../src/games/hanafuda/cards.ts';
import {
  gostop,
  goStopFromIds,
  goStopIds,
  gostopOptionsSpec,
  GOSTOP_DEFAULTS,
  type GoStopOptions,
  type GoStopState,
  type GoStopView,
} from '../../../src/games/hanafuda/gostop.ts';
import { roundCardPlaces } from '../../../src/games/hanafuda/round.ts';
import { sampleGoStop } from '../../../src/games/hanafuda/sample.ts';
import { rngFromSeed } from '../../../src/engine/rng.ts';
import { presetOptions } from '../../../src/engine/options.ts';
import { said } from './said.ts';
import { stackDeck } from './stack.ts';

describe('Go-Stop option: President points (president_points)', () => {
  const field = [
    'jan-chaff-1',
    'feb-chaff-1',
    'mar-chaff-1',
    'apr-chaff-1',
    'jun-chaff-1',
    'jul-chaff-1',
    'aug-bright',
    'sep-animal',
  ];
  const plain0 = [
    'jan-bright',
    'feb-animal',
    'mar-bright',
    'apr-animal',
    'jun-animal',
    'jul-animal',
    'aug-animal',
    'sep-ribbon',
    'oct-animal',
    'nov-animal',
  ];
  const mays = [...monthCards(5), 'jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'apr-ribbon', 'jun-ribbon', 'jul-ribbon'];
  const deal = (options: Partial<GoStopOptions>): GoStopState =>
    gostop.setup({ players: 2, seed: 'p', deck: stackDeck([plain0, mays], field, []), options });

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
      expect(said(gostop.status(s).lastRound!.events)).toBe(
        `Player 2 was dealt all four May cards (President): ${points} from each opponent.`,
      );
    }
  });
  it('the Korean standard preset pays 7; the options screen has one line for it', () => {
    expect(
      presetOptions(
        GOSTOP_DEFAULTS,
        gostopOptionsSpec.presets.find((p) => p.id === 'korean'),
      ),
    ).toMatchObject({ president_points: 7 });
    expect(gostopOptionsSpec.fields.filter((f) => f.key === 'president_points')).toHaveLength(1);
  });
  it('a stored match whose frozen options predate the switch keeps paying 5', () => {
    const old: Record<string, unknown> = {
      ...GOSTOP_DEFAULTS,
      ...presetOptions(
        GOSTOP_DEFAULTS,
        gostopOptionsSpec.presets.find((p) => p.id === 'korean'),
      ),
    };
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
    expect(
      presetOptions(
        GOSTOP_DEFAULTS,
        gostopOptionsSpec.presets.find((p) => p.id === 'korean'),
      ),
    ).toMatchObject({ nagari_cap: 8, draw_doubles: 'stack' });
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
    expect(gostop.status(stop(withGos(3, {}))).lastRound!.details.map((d) => d.id)).toEqual([
      'red-poems',
      'go-bonus',
      'go-double',
      'score',
    ]);
  });
  it('the Korean standard preset keeps +1 per go and the doubling; one options line', () => {
    expect(
      presetOptions(
        GOSTOP_DEFAULTS,
        gostopOptionsSpec.presets.find((p) => p.id === 'korean'),
      ),
    ).toMatchObject({ go_scale: 'plus-and-double' });
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
    expect(
      gostop.setup({ players: 2, seed: 'old', deck, options: old(true) as Partial<GoStopOptions> }).options.go_scale,
    ).toBe('plus-and-double');
    expect(won(withGos(4, old(true)))).toBe(28);
    // A choice made now wins over a leftover key, and nonsense is refused.
    expect(
      gostop.setup({
        players: 2,
        seed: 'old',
        deck,
        options: { ...old(false), go_scale: 'plus-and-double' } as Partial<GoStopOptions>,
      }).options.go_scale,
    ).toBe('plus-and-double');
    expect(() => gostop.setup({ players: 2, seed: 'old', deck, options: { go_bonus: 'yes' } as never })).toThrow(
      /go_bonus/,
    );
  });
});

/**
 * A late position of a two-player round, every card placed once: the hands, the field (piles),
 * the piles captured, the ppuk marks, then the top of the stock and every other card under it.
 * Seat 0 is to play; both seats have made their first play.
 */
function position(p: {
  hands: string[][];
  field: string[][];
  captured: string[][];
  ppuks?: { month: number; seat: number }[];
  stockTop: string[];
  options: Partial<GoStopOptions>;
}): GoStopState {
  const used = [...p.hands.flat(), ...p.field.flat(), ...p.captured.flat(), ...p.stockTop];
  expect(new Set(used).size).toBe(used.length);
  const interleaved = [0, 1, 2, 3].flatMap((k) => Array.from({ length: 12 }, (_, m) => monthCards(m + 1)[k]!));
  const base = gostop.setup({ players: 2, seed: 'late', deck: interleaved, options: p.options });
  const s = goStopFromIds({
    ...goStopIds(base),
    hands: p.hands,
    field: p.field,
    captured: p.captured,
    ppuks: p.ppuks ?? [],
    stock: [...p.stockTop, ...HANAFUDA_DECK.filter((c) => !used.includes(c))],
    played: [true, true],
    turn: 0,
    phase: 'play',
  });
  expect(roundCardPlaces(goStopIds(s)).sort()).toEqual([...HANAFUDA_DECK].sort());
  return s;
}

/** Play seat by seat: each seat plays its one hand card and draws. */
function playTurns(s: GoStopState, turns: [number, string][]): { s: GoStopState; said: string[] } {
  const out: string[] = [];
  for (const [seat, card] of turns) {
    s = gostop.play(s, seat, { type: 'play', card });
    out.push(said(s.events));
    s = gostop.play(s, seat, { type: 'draw' });
    out.push(said(s.events));
  }
  return { s, said: out };
}

const sorted = (cards: readonly string[]) => [...cards].sort();
const KOREAN = presetOptions(
  GOSTOP_DEFAULTS,
  gostopOptionsSpec.presets.find((p) => p.id === 'korean'),
);

describe('Go-Stop option: the last card (last_card) and steals on it (final_turn_steals)', () => {
  // Seat 0 plays its last card, the May bridge, on the May ribbon and draws the May chaff: the pair's month.
  // Seat 1 still holds the fourth May card, so this is seat 0's last card but not the round's final turn.
  const ppukOnLastCard = (options: Partial<GoStopOptions>) =>
    position({
      hands: [['may-animal'], ['may-chaff-1']],
      field: [['may-ribbon'], ['jun-chaff-1']],
      captured: [
        ['jan-chaff-1', 'jan-chaff-2'],
        ['feb-chaff-1', 'feb-chaff-2'],
      ],
      stockTop: ['may-chaff-2', 'dec-chaff-2'],
      options,
    });

  it("default (the round's final turn): a ppuk on a player's last card stacks, and the fourth card takes it with a steal", () => {
    const { s, said: words } = playTurns(ppukOnLastCard({}), [[0, 'may-animal']]);
    expect(goStopIds(s).field).toContainEqual(['may-animal', 'may-ribbon', 'may-chaff-2']);
    expect(words[1]).toMatch(/ppuk!/);
    // Seat 1 plays the fourth May card on the final turn: all four May cards, and seat 0 gives a chaff.
    const end = playTurns(s, [[1, 'may-chaff-1']]).s;
    expect(sorted(end.captured[1]!)).toEqual(
      sorted(['feb-chaff-1', 'feb-chaff-2', 'may-chaff-1', 'may-animal', 'may-ribbon', 'may-chaff-2', 'jan-chaff-1']),
    );
    expect(end.captured[0]).toEqual(['jan-chaff-2']);
  });

  it("each player's last card: no ppuk, seat 0 takes all three; the fourth May card then takes nothing and steals nothing", () => {
    const { s, said: words } = playTurns(ppukOnLastCard({ last_card: 'each-players-last-card' }), [[0, 'may-animal']]);
    expect(sorted(s.captured[0]!)).toEqual(
      sorted(['jan-chaff-1', 'jan-chaff-2', 'may-animal', 'may-ribbon', 'may-chaff-2']),
    );
    expect(s.lastTurn!.events).toEqual([{ kind: 'ppuk-final', month: 5 }]);
    expect(words[1]).toBe(
      "Player 1 draws the May chaff (plain): no ppuk on a player's last card, so it takes the pair too.",
    );
    const end = playTurns(s, [[1, 'may-chaff-1']]).s;
    expect(sorted(end.captured[1]!)).toEqual(['feb-chaff-1', 'feb-chaff-2']);
    expect(goStopIds(end).field.flat()).toContain('may-chaff-1');
  });

  it('taking a stack on the final turn still steals with steals off (a full month is not a ttadak, jjok or sweep)', () => {
    const s = playTurns(ppukOnLastCard({ final_turn_steals: false }), [
      [0, 'may-animal'],
      [1, 'may-chaff-1'],
    ]).s;
    expect(s.lastTurn!.events).toEqual([{ kind: 'full-month', month: 5, steals: [{ from: 0, card: 'jan-chaff-1' }] }]);
  });

  // Seat 0's last card, the July animal, matches nothing on an empty field; the drawn July ribbon takes it:
  // a jjok that also sweeps the field, two steals. Seat 1 still has a card: not the round's final turn.
  const jjokSweepOnLastCard = (options: Partial<GoStopOptions>) =>
    position({
      hands: [['jul-animal'], ['dec-chaff-2']],
      field: [],
      captured: [['jan-chaff-1'], ['feb-chaff-1', 'feb-chaff-2', 'mar-chaff-1']],
      stockTop: ['jul-ribbon', 'oct-chaff-1'],
      options,
    });
  const stolen = (s: GoStopState) => s.lastTurn!.events.flatMap((e) => (e.steals ?? []).map((x) => x.card));

  it("steals on the last card: by default, and with steals off but the round's final turn as the last card, a jjok and a sweep on a player's last card take two chaff", () => {
    for (const options of [
      {},
      { final_turn_steals: false },
      { last_card: 'each-players-last-card' },
    ] as Partial<GoStopOptions>[]) {
      const s = playTurns(jjokSweepOnLastCard(options), [[0, 'jul-animal']]).s;
      expect(s.lastTurn!.events.map((e) => e.kind)).toEqual(['jjok', 'sweep']);
      expect(stolen(s)).toEqual(['feb-chaff-1', 'feb-chaff-2']);
    }
  });

  it("Korean standard (each player's last card, steals off): the jjok and the sweep steal nothing, and the move line says so", () => {
    const s0 = jjokSweepOnLastCard(KOREAN);
    const { s, said: words } = playTurns(s0, [[0, 'jul-animal']]);
    expect(s.lastTurn!.events).toEqual([]);
    expect(sorted(s.captured[0]!)).toEqual(sorted(['jan-chaff-1', 'jul-animal', 'jul-ribbon']));
    expect(s.captured[1]).toEqual(['feb-chaff-1', 'feb-chaff-2', 'mar-chaff-1']);
    expect(words[1]).toMatch(
      /Jjok! But on a player's last card it steals no chaff\. Sweep! But on a player's last card it steals no chaff\.$/,
    );
  });

  it("the Korean standard preset sets each player's last card; a stored match without the key keeps the round's final turn", () => {
    expect(KOREAN).toMatchObject({ last_card: 'each-players-last-card', final_turn_steals: false });
    expect(gostopOptionsSpec.fields.filter((f) => f.key === 'last_card')).toHaveLength(1);
    const old: Record<string, unknown> = { ...KOREAN };
    delete old.last_card;
    delete old.self_ppuk_chaff;
    const s = playTurns(jjokSweepOnLastCard(old as Partial<GoStopOptions>), [[0, 'jul-animal']]).s;
    expect(s.options).toMatchObject({ last_card: 'round-final-turn', self_ppuk_chaff: 1 });
    expect(stolen(s)).toEqual(['feb-chaff-1', 'feb-chaff-2']);
  });
});

describe('Go-Stop option: own ppuk taken back (self_ppuk_chaff)', () => {
  // Seat 0 makes a January ppuk (hand: Crane; field: January chaff; drawn: January ribbon), seat 1 takes
  // the February and March chaff, then seat 0 plays the fourth January card and takes its own stack back.
  const H0 = [
    'jan-bright',
    'jan-chaff-2',
    'sep-animal',
    'sep-ribbon',
    'oct-animal',
    'oct-ribbon',
    'nov-animal',
    'nov-ribbon',
    'dec-bright',
    'dec-chaff-3',
  ];
  const H1 = [
    'feb-ribbon',
    'feb-animal',
    'mar-bright',
    'apr-animal',
    'may-animal',
    'jun-animal',
    'jul-animal',
    'aug-animal',
    'nov-bright',
    'dec-chaff-2',
  ];
  const FIELD = [
    'jan-chaff-1',
    'feb-chaff-1',
    'mar-chaff-1',
    'apr-chaff-1',
    'may-chaff-1',
    'jun-chaff-1',
    'jul-chaff-1',
    'aug-chaff-1',
  ];
  const deck = stackDeck([H0, H1], FIELD, ['jan-ribbon', 'mar-ribbon', 'oct-chaff-1']);
  const takeBack = (options: Partial<GoStopOptions>) => {
    let s = gostop.setup({ players: 2, seed: 'self', deck, options });
    const words: string[] = [];
    for (const [seat, card] of [
      [0, 'jan-bright'],
      [1, 'feb-ribbon'],
      [0, 'jan-chaff-2'],
    ] as const) {
      s = gostop.play(s, seat, { type: 'play', card });
      s = gostop.play(s, seat, { type: 'draw' });
      words.push(said(s.events));
    }
    return { s, words };
  };

  it('default: like any full month, 1 chaff from each opponent', () => {
    const { s, words } = takeBack({});
    expect(words[0]).toMatch(/ppuk!/);
    expect(s.lastTurn!.events).toEqual([{ kind: 'full-month', month: 1, steals: [{ from: 1, card: 'feb-chaff-1' }] }]);
    expect(s.captured[1]).toEqual(['feb-ribbon', 'mar-ribbon', 'mar-chaff-1']);
  });

  it('2 (Korean standard): 2 chaff from each opponent, and the move line says whose ppuk it was', () => {
    const { s, words } = takeBack({ self_ppuk_chaff: 2 });
    expect(s.lastTurn!.events).toEqual([
      {
        kind: 'self-ppuk',
        month: 1,
        steals: [
          { from: 1, card: 'feb-chaff-1' },
          { from: 1, card: 'mar-chaff-1' },
        ],
      },
    ]);
    expect(s.captured[1]).toEqual(['feb-ribbon', 'mar-ribbon']);
    expect(words[2]).toMatch(/Player 1 took back their own January ppuk\. Player 2 gives 2 chaff\.$/);
    expect(KOREAN).toMatchObject({ self_ppuk_chaff: 2 });
    expect(gostopOptionsSpec.fields.filter((f) => f.key === 'self_ppuk_chaff')).toHaveLength(1);
  });

  it('between taking the stack and the draw, the view says whose ppuk was taken, so a sampled state (Hard bot) steals 2 as well', () => {
    let s = gostop.setup({ players: 2, seed: 'self', deck, options: { self_ppuk_chaff: 2 } });
    for (const [seat, card] of [
      [0, 'jan-bright'],
      [1, 'feb-ribbon'],
    ] as const)
      s = gostop.play(gostop.play(s, seat, { type: 'play', card }), seat, { type: 'draw' });
    s = gostop.play(s, 0, { type: 'play', card: 'jan-chaff-2' });
    const v = gostop.view(s, 0) as GoStopView;
    expect(v.ppuksTaken).toEqual([{ month: 1, seat: 0 }]);
    expect(v.field.some((p) => p.ppukBy !== undefined)).toBe(false);
    const fake = gostop.play(sampleGoStop(v, rngFromSeed('sample')), 0, { type: 'draw' });
    expect(fake.lastTurn!.events.find((e) => e.kind === 'self-ppuk')!.steals).toHaveLength(2);
  });

  it("someone else's ppuk taken is still 1 chaff with the option at 2", () => {
    // Seat 1 holds the fourth January card this time.
    const h0 = [
      'jan-bright',
      'sep-chaff-1',
      'sep-animal',
      'sep-ribbon',
      'oct-animal',
      'oct-ribbon',
      'nov-animal',
      'nov-ribbon',
      'dec-bright',
      'dec-chaff-3',
    ];
    const h1 = [
      'jan-chaff-2',
      'feb-animal',
      'mar-bright',
      'apr-animal',
      'may-animal',
      'jun-animal',
      'jul-animal',
      'aug-animal',
      'nov-bright',
      'dec-chaff-2',
    ];
    let s = gostop.setup({
      players: 2,
      seed: 'other',
      deck: stackDeck([h0, h1], FIELD, ['jan-ribbon', 'oct-chaff-1']),
      options: { self_ppuk_chaff: 2 },
    });
    s = gostop.play(gostop.play(s, 0, { type: 'play', card: 'jan-bright' }), 0, { type: 'draw' });
    // Seat 0 has no chaff yet: give it two to hand over.
    s = goStopFromIds({
      ...goStopIds(s),
      captured: [['sep-chaff-2', 'aug-chaff-2'], s.captured[1]!],
      stock: goStopIds(s).stock.filter((c) => c !== 'sep-chaff-2' && c !== 'aug-chaff-2'),
    });
    s = gostop.play(gostop.play(s, 1, { type: 'play', card: 'jan-chaff-2' }), 1, { type: 'draw' });
    expect(s.lastTurn!.events).toEqual([{ kind: 'full-month', month: 1, steals: [{ from: 0, card: 'aug-chaff-2' }] }]);
  });

  it("taking back one's own ppuk with one's last card still steals under the Korean standard preset (a full month)", () => {
    const s0 = position({
      hands: [['may-chaff-1'], ['dec-chaff-2']],
      field: [['may-animal', 'may-ribbon', 'may-chaff-2'], ['jun-chaff-1']],
      captured: [['jan-chaff-1'], ['feb-chaff-1', 'feb-chaff-2', 'mar-chaff-1']],
      ppuks: [{ month: 5, seat: 0 }],
      stockTop: ['oct-chaff-1'],
      options: KOREAN,
    });
    const s = playTurns(s0, [[0, 'may-chaff-1']]).s;
    expect(s.lastTurn!.events).toEqual([
      {
        kind: 'self-ppuk',
        month: 5,
        steals: [
          { from: 1, card: 'feb-chaff-1' },
          { from: 1, card: 'feb-chaff-2' },
        ],
      },
    ]);
  });
});
