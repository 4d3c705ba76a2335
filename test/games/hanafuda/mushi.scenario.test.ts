import { describe, expect, it } from 'vitest';
import {
  isPlainWillow,
  LIGHTNING,
  layMushiField,
  mushi,
  mushiHandTargets,
  mushiMisdeal,
  MUSHI_DEFAULTS,
  MUSHI_RULES,
  type MushiMove,
  type MushiOptions,
  type MushiState,
  type MushiView,
} from '../../../src/games/hanafuda/mushi.ts';
import { MUSHI_DECK } from '../../../src/games/hanafuda/cards.ts';
import { captureOutcome, layField } from '../../../src/games/hanafuda/capture.ts';
import { expectRefused } from '../../helpers/contract.ts';
import { said } from './said.ts';
import { misdealWords } from '../../../src/games/hanafuda/words.ts';

/** A stacked Mushi deck: seat 0's 8, seat 1's 8, the field's 8, then the stock top first (the rest in deck order). */
function stack(h0: string[], h1: string[], field: string[], stockTop: string[] = []): string[] {
  const used = [...h0, ...h1, ...field, ...stockTop];
  expect(new Set(used).size, 'no card twice in a stacked deck').toBe(used.length);
  return [...used, ...MUSHI_DECK.filter((c) => !used.includes(c))];
}
const deal = (
  h0: string[],
  h1: string[],
  field: string[],
  stockTop: string[] = [],
  options: Partial<MushiOptions> = {},
) => mushi.setup({ players: 2, seed: 'scenario', deck: stack(h0, h1, field, stockTop), options });
const play = (s: MushiState, seat: number, m: MushiMove) => mushi.play(s, seat, m);
const view = (s: MushiState, seat: number) => mushi.view(s, seat) as MushiView;
const targets = (s: MushiState, seat: number) =>
  (mushi.legalMoves(s, seat) as { target: string }[]).map((m) => m.target).sort();
const fieldOf = (s: MushiState) => s.field.flat();

/** Play on with the first legal move of whoever acts, until `stop` holds or the round ends. */
function playOn(s: MushiState, stop: (s: MushiState) => boolean = () => false): MushiState {
  let st = s;
  while (st.phase !== 'round-over' && st.phase !== 'match-over' && !stop(st)) {
    const seat = mushi.actors(st)[0]!;
    st = play(st, seat, mushi.legalMoves(st, seat)[0]!);
  }
  return st;
}

// A deal used by several tests: seat 0 holds the Lightning.
const H0 = [
  LIGHTNING,
  'jan-bright',
  'feb-animal',
  'mar-bright',
  'apr-animal',
  'may-animal',
  'aug-bright',
  'sep-animal',
];
const H1 = [
  'oct-animal',
  'dec-bright',
  'jan-chaff-1',
  'feb-chaff-1',
  'mar-chaff-1',
  'apr-chaff-1',
  'may-chaff-1',
  'aug-chaff-1',
];
const FIELD = [
  'nov-bright',
  'oct-ribbon',
  'dec-chaff-1',
  'jan-ribbon',
  'feb-ribbon',
  'sep-ribbon',
  'aug-animal',
  'may-ribbon',
];

describe('Mushi: the deal (M2, M3)', () => {
  it('uses the 40 cards without June and July: 8 to each player, 8 to the field, 16 in the stock; seat 0 deals and plays first', () => {
    const s = deal(H0, H1, FIELD);
    const v = view(s, 0);
    expect(v.phase).toBe('play');
    expect(v.dealer).toBe(0);
    expect(mushi.actors(s)).toEqual([0]);
    expect(v.dealerDraw).toBeUndefined();
    expect(v.hand).toEqual([
      'jan-bright',
      'feb-animal',
      'mar-bright',
      'apr-animal',
      'may-animal',
      'aug-bright',
      'sep-animal',
      LIGHTNING,
    ]);
    expect(v.opponentHandCount).toBe(8);
    expect(v.field.flatMap((p) => p.cards).sort()).toEqual([...FIELD].sort());
    expect(v.stockCount).toBe(16);
    expect(v.rounds).toBe(12);
    expect(v.round).toBe(1);
  });

  it('stacks a dealt triplet, but never stacks the Lightning with two Willows', () => {
    const h0 = [
      'nov-ribbon',
      'jan-bright',
      'feb-animal',
      'mar-bright',
      'apr-animal',
      'may-animal',
      'aug-bright',
      'sep-animal',
    ];
    const field = [
      'nov-bright',
      'nov-animal',
      LIGHTNING,
      'oct-ribbon',
      'dec-chaff-1',
      'feb-ribbon',
      'sep-ribbon',
      'may-ribbon',
    ];
    const s = deal(h0, H1, field);
    expect(s.field.find((p) => p.includes(LIGHTNING))).toEqual([LIGHTNING]);
    expect(view(s, 0).field.every((p) => !p.stacked)).toBe(true);
    // The willow ribbon chooses between the Rain Man and the swallow; the Lightning is never offered.
    const s1 = play(s, 0, { type: 'play', card: 'nov-ribbon' });
    expect(s1.phase).toBe('choose-hand');
    expect(targets(s1, 0)).toEqual(['nov-animal', 'nov-bright']);
    expect(layMushiField(['jan-ribbon', 'jan-chaff-1', 'jan-chaff-2', LIGHTNING, 'feb-ribbon'])).toEqual([
      ['jan-ribbon', 'jan-chaff-1', 'jan-chaff-2'],
      [LIGHTNING],
      ['feb-ribbon'],
    ]);
  });

  it('has no dealt hands: four of a month in a hand is simply played', () => {
    const h0 = [
      'apr-animal',
      'apr-ribbon',
      'apr-chaff-1',
      'apr-chaff-2',
      'jan-bright',
      'feb-animal',
      'mar-bright',
      'may-animal',
    ];
    const s = deal(h0, H1.filter((c) => c !== 'apr-chaff-1').concat('sep-chaff-1'), FIELD);
    expect(s.phase).toBe('play');
    expect(s.history).toEqual([]);
    expect(s.totals).toEqual([0, 0]);
  });
});

describe('Mushi: misdeals (M4)', () => {
  it('redeals four of a month on the field, with the same dealer and the reason shown', () => {
    const field = [
      'jan-bright',
      'jan-ribbon',
      'jan-chaff-1',
      'jan-chaff-2',
      'feb-ribbon',
      'sep-ribbon',
      'aug-animal',
      'may-ribbon',
    ];
    const s = deal(
      H0.filter((c) => c !== 'jan-bright').concat('oct-ribbon'),
      H1.filter((c) => c !== 'jan-chaff-1').concat('oct-chaff-1'),
      field,
    );
    expect(s.redeals).toBeGreaterThanOrEqual(1);
    expect(s.misdeals[0]).toEqual({ reason: 'full-month', month: 1 });
    expect(misdealWords(s.misdeals[0])).toBe('All four January cards were dealt to the field.');
    expect(s.dealer).toBe(0);
    expect(s.phase).toBe('play');
    expect(mushiMisdeal(s.field.flat(), s.options)).toBeUndefined();
    expect(view(s, 1).misdeals).toEqual(s.misdeals);
  });

  it('redeals when the Rain Man, the swallow and the willow ribbon are all on the field', () => {
    const field = [
      'nov-bright',
      'nov-animal',
      'nov-ribbon',
      'jan-ribbon',
      'feb-ribbon',
      'sep-ribbon',
      'aug-animal',
      'may-ribbon',
    ];
    const s = deal(H0, H1, field);
    expect(s.redeals).toBeGreaterThanOrEqual(1);
    expect(s.misdeals[0]).toEqual({ reason: 'willows' });
    expect(misdealWords(s.misdeals[0])).toMatch(/Rain Man, the swallow and the willow ribbon/);
    expect(WILLOW_TRIO_ON(s.field.flat())).toBe(false);
  });

  it('plays on with four pairs on the field, unless the four-pairs option is on', () => {
    const field = [
      'jan-ribbon',
      'jan-chaff-2',
      'feb-ribbon',
      'feb-chaff-2',
      'sep-ribbon',
      'sep-chaff-1',
      'may-ribbon',
      'may-chaff-2',
    ];
    expect(deal(H0, H1, field).redeals).toBe(0);
    const s = deal(H0, H1, field, [], { four_pairs_misdeal: true });
    expect(s.redeals).toBeGreaterThanOrEqual(1);
    expect(s.misdeals[0]).toEqual({ reason: 'four-pairs' });
    expect(misdealWords(s.misdeals[0])).toBe('Four pairs were dealt to the field.');
  });
});

const WILLOW_TRIO_ON = (cards: string[]) => ['nov-bright', 'nov-animal', 'nov-ribbon'].every((c) => cards.includes(c));

describe('Mushi: the Lightning played from the hand (M5)', () => {
  it('may take any one non-Willow field card, the player choosing; it takes exactly that card', () => {
    const s0 = deal(H0, H1, FIELD, ['nov-animal']);
    const s1 = play(s0, 0, { type: 'play', card: LIGHTNING });
    expect(s1.phase).toBe('choose-hand');
    expect(targets(s1, 0)).toEqual([
      'aug-animal',
      'dec-chaff-1',
      'feb-ribbon',
      'jan-ribbon',
      'may-ribbon',
      'oct-ribbon',
      'sep-ribbon',
    ]);
    expect(view(s1, 1).choice).toEqual({
      card: LIGHTNING,
      source: 'hand',
      targets: expect.any(Array),
      lightning: true,
    });
    const s2 = play(s1, 0, { type: 'capture', target: 'aug-animal' });
    expect(s2.phase).toBe('draw');
    expect(s2.current.pending).toEqual([LIGHTNING, 'aug-animal']);
    expect(s2.lightning).toEqual({ seat: 0, mate: 'aug-animal', by: 'lightning' });
    // The drawn swallow takes the Rain Man: Willows pair with Willows.
    const s3 = play(s2, 0, { type: 'draw' });
    expect(s3.captured[0]!.sort()).toEqual([LIGHTNING, 'aug-animal', 'nov-animal', 'nov-bright'].sort());
    expect(s3.turn).toBe(1);
  });

  it('takes one card out of a dealt triplet; the other two then lie apart and the fourth card must choose', () => {
    const field = [
      'jan-ribbon',
      'jan-chaff-1',
      'jan-chaff-2',
      'oct-ribbon',
      'dec-chaff-1',
      'feb-ribbon',
      'sep-ribbon',
      'may-ribbon',
    ];
    const h1 = [
      'jan-bright',
      'oct-animal',
      'dec-bright',
      'feb-chaff-1',
      'mar-chaff-1',
      'apr-chaff-1',
      'may-chaff-1',
      'aug-chaff-1',
    ];
    const h0 = [
      LIGHTNING,
      'feb-animal',
      'mar-bright',
      'apr-animal',
      'may-animal',
      'aug-bright',
      'sep-animal',
      'nov-bright',
    ];
    let s = deal(h0, h1, field, ['nov-animal', 'mar-ribbon']);
    expect(view(s, 0).field[0]).toEqual({ cards: ['jan-ribbon', 'jan-chaff-1', 'jan-chaff-2'], stacked: true });
    s = play(s, 0, { type: 'play', card: LIGHTNING });
    expect(targets(s, 0)).toContain('jan-chaff-1');
    s = play(s, 0, { type: 'capture', target: 'jan-chaff-1' });
    expect(s.field.filter((p) => p.some((c) => c.startsWith('jan-')))).toEqual([['jan-ribbon'], ['jan-chaff-2']]);
    s = play(s, 0, { type: 'draw' });
    s = play(s, 1, { type: 'play', card: 'jan-bright' });
    expect(s.phase).toBe('choose-hand');
    expect(targets(s, 1)).toEqual(['jan-chaff-2', 'jan-ribbon']);
    s = play(s, 1, { type: 'capture', target: 'jan-ribbon' });
    expect(s.current.pending).toEqual(['jan-bright', 'jan-ribbon']);
    // The odd January card is stranded and goes to the Lightning's user at the end (M7).
    const end = playOn(s);
    const h = end.history.at(-1)!.handovers.find((x) => x.cards.includes('jan-chaff-2'));
    expect(h).toEqual({ seat: 0, cards: ['jan-chaff-2'], why: 'lightning-leftover' });
  });

  it('takes its only possible card at once, and stays on a field of Willows only (the capture plug-in)', () => {
    const ctx = { source: 'hand' as const };
    expect(captureOutcome(LIGHTNING, layField(['nov-bright', 'mar-chaff-1']), MUSHI_RULES, ctx)).toEqual({
      kind: 'take',
      cards: ['mar-chaff-1'],
    });
    expect(captureOutcome(LIGHTNING, layField(['nov-bright', 'nov-ribbon']), MUSHI_RULES, ctx)).toEqual({
      kind: 'stay',
    });
    expect(captureOutcome(LIGHTNING, [], MUSHI_RULES, ctx)).toEqual({ kind: 'stay' });
    expect(mushiHandTargets(LIGHTNING, ['nov-bright', 'nov-animal', 'feb-chaff-1'])).toEqual(['feb-chaff-1']);
  });
});

describe('Mushi: the Lightning drawn from the stock (M5)', () => {
  it('must take a non-Willow card, the player choosing which', () => {
    const h0 = [
      'jan-bright',
      'feb-animal',
      'mar-bright',
      'apr-animal',
      'may-animal',
      'aug-bright',
      'sep-animal',
      'nov-animal',
    ];
    const h1 = H1;
    let s = deal(h0, h1, FIELD, [LIGHTNING]);
    s = play(s, 0, { type: 'play', card: 'sep-animal' });
    expect(s.current.pending).toEqual(['sep-animal', 'sep-ribbon']);
    s = play(s, 0, { type: 'draw' });
    expect(s.phase).toBe('choose-draw');
    expect(view(s, 1).drawn).toBe(LIGHTNING);
    expect(targets(s, 0)).toEqual([
      'aug-animal',
      'dec-chaff-1',
      'feb-ribbon',
      'jan-ribbon',
      'may-ribbon',
      'oct-ribbon',
    ]);
    expect(targets(s, 0)).not.toContain('nov-bright');
    expect(
      mushi.undoable!(
        s,
        { type: 'capture', target: 'jan-ribbon' },
        play(s, 0, { type: 'capture', target: 'jan-ribbon' }),
        0,
      ),
    ).toBe(false);
    s = play(s, 0, { type: 'capture', target: 'oct-ribbon' });
    expect(s.captured[0]).toEqual(['sep-animal', 'sep-ribbon', LIGHTNING, 'oct-ribbon']);
    expect(s.lightning).toEqual({ seat: 0, mate: 'oct-ribbon', by: 'lightning' });
    expect(s.turn).toBe(1);
  });

  it('stays on the field when only Willows lie there (the capture plug-in)', () => {
    expect(captureOutcome(LIGHTNING, layField(['nov-animal']), MUSHI_RULES, { source: 'draw' })).toEqual({
      kind: 'stay',
    });
  });

  it('as the last stock card takes every card left on the field, Willows included', () => {
    const h0 = [
      'jan-bright',
      'feb-animal',
      'mar-bright',
      'apr-animal',
      'may-animal',
      'aug-bright',
      'sep-animal',
      'oct-animal',
    ];
    const h1 = [
      'dec-bright',
      'jan-chaff-1',
      'feb-chaff-1',
      'mar-chaff-1',
      'apr-chaff-1',
      'may-chaff-1',
      'aug-chaff-1',
      'nov-animal',
    ];
    const field = [
      'nov-bright',
      'oct-ribbon',
      'dec-chaff-1',
      'jan-ribbon',
      'feb-ribbon',
      'sep-ribbon',
      'aug-animal',
      'may-ribbon',
    ];
    const rest = MUSHI_DECK.filter((c) => ![...h0, ...h1, ...field, LIGHTNING].includes(c));
    let s = mushi.setup({ players: 2, seed: 'last', deck: [...h0, ...h1, ...field, ...rest, LIGHTNING] });
    s = playOn(s, (x) => x.stock.length === 1 && x.phase === 'draw');
    expect(s.stock).toEqual([LIGHTNING]);
    // Every other month has paired off by now: what is left is the odd Willow.
    const left = fieldOf(s);
    expect(left.length).toBeGreaterThan(0);
    expect(left.some(isPlainWillow)).toBe(true);
    const drawer = s.turn;
    const before = s.captured[drawer]!.length + s.current.pending.length;
    const end = play(s, drawer, { type: 'draw' });
    expect(end.phase).toBe('round-over');
    expect(end.captured[drawer]!.length).toBe(before + 1 + left.length);
    expect(end.captured[drawer]).toEqual(expect.arrayContaining([LIGHTNING, ...left]));
    expect(end.history[0]!.handovers).toEqual([]);
  });
});

describe('Mushi: the Lightning lying on the field (M5)', () => {
  const field = [
    LIGHTNING,
    'jan-ribbon',
    'feb-ribbon',
    'mar-ribbon',
    'apr-ribbon',
    'may-ribbon',
    'sep-ribbon',
    'nov-bright',
  ];
  const h0 = [
    'jan-bright',
    'feb-animal',
    'mar-bright',
    'apr-animal',
    'may-animal',
    'aug-bright',
    'sep-animal',
    'nov-animal',
  ];
  const h1 = [
    'oct-animal',
    'dec-bright',
    'jan-chaff-1',
    'feb-chaff-1',
    'mar-chaff-1',
    'apr-chaff-1',
    'may-chaff-1',
    'aug-chaff-1',
  ];

  it('can never be taken by a hand card: a card with no month-mate stays, and none is offered the Lightning', () => {
    const s0 = deal(h0, h1, field, ['nov-ribbon']);
    for (const c of h0) expect(mushiHandTargets(c, fieldOf(s0))).not.toContain(LIGHTNING);
    const s1 = play(s0, 0, { type: 'play', card: 'aug-bright' });
    expect(fieldOf(s1)).toEqual(expect.arrayContaining([LIGHTNING, 'aug-bright']));
    expect(s1.current.pending).toEqual([]);
    // A Willow from the hand takes its Willow mate, never the Lightning.
    const s2 = play(s0, 0, { type: 'play', card: 'nov-animal' });
    expect(s2.current.pending).toEqual(['nov-animal', 'nov-bright']);
    expect(fieldOf(s2)).toContain(LIGHTNING);
  });

  it('is taken by the first non-Willow card drawn, and not that card’s own month-mate', () => {
    let s = deal(h0, h1, field, ['nov-ribbon', 'jan-chaff-2']);
    s = play(s, 0, { type: 'play', card: 'aug-bright' });
    // A drawn Willow does not take it: the willow ribbon takes the Rain Man.
    s = play(s, 0, { type: 'draw' });
    expect(s.captured[0]).toEqual(['nov-ribbon', 'nov-bright']);
    expect(fieldOf(s)).toContain(LIGHTNING);
    s = play(s, 1, { type: 'play', card: 'oct-animal' });
    s = play(s, 1, { type: 'draw' });
    expect(s.captured[1]).toEqual(['jan-chaff-2', LIGHTNING]);
    expect(fieldOf(s)).toContain('jan-ribbon');
    expect(s.lightning).toEqual({ seat: 1, mate: 'jan-chaff-2', by: 'drawn' });
  });

  it('leaves its taker’s month with an odd card, which goes to the taker (option: to the dealer)', () => {
    const run = (o: Partial<MushiOptions>) => {
      let s = deal(h0, h1, field, ['nov-ribbon', 'jan-chaff-2'], o);
      s = play(play(s, 0, { type: 'play', card: 'aug-bright' }), 0, { type: 'draw' });
      s = play(play(s, 1, { type: 'play', card: 'oct-animal' }), 1, { type: 'draw' });
      return playOn(s).history.at(-1)!.handovers;
    };
    // January: the ribbon lies on the field, the crane and the other chaff are still out; one of them is left over.
    const taker = run({}).find((h) => h.why === 'lightning-leftover');
    expect(taker?.seat).toBe(1);
    expect(taker?.cards.every((c) => c.startsWith('jan-'))).toBe(true);
    const dealer = run({ drawn_lightning_leftover: 'dealer' }).find((h) => h.cards.some((c) => c.startsWith('jan-')));
    expect(dealer?.seat).toBe(0);
    expect(dealer?.why).toBe('stranded');
  });
});

describe('Mushi: refusals and undo', () => {
  it('refuses moves out of turn, cards not in hand, a draw before playing, and malformed moves, with reasons', () => {
    const s = deal(H0, H1, FIELD);
    expect(expectRefused(mushi, s, 1, { type: 'play', card: 'oct-animal' })).toMatch(/not seat 2's turn/);
    expect(expectRefused(mushi, s, 0, { type: 'play', card: 'oct-animal' })).toMatch(
      /not allowed now.*Allowed now: Play the/,
    );
    expect(expectRefused(mushi, s, 0, { type: 'play', card: 'jun-animal' })).toMatch(/not allowed/);
    expect(expectRefused(mushi, s, 0, { type: 'draw' })).toMatch(/"draw" with those details is not allowed now/);
    expect(expectRefused(mushi, s, 0, { type: 'next-round' })).toMatch(/not allowed/);
    expect(expectRefused(mushi, s, 0, null)).toMatch(/not a move/);
    expect(expectRefused(mushi, s, 0, { card: LIGHTNING })).toMatch(/malformed/);
    const choosing = play(s, 0, { type: 'play', card: LIGHTNING });
    expect(expectRefused(mushi, choosing, 0, { type: 'capture', target: 'nov-bright' })).toMatch(/not allowed/);
  });

  it('refuses bad setups: not two players, unknown option values, a wrong stacked deck', () => {
    expect(() => mushi.setup({ players: 3, seed: 'x' })).toThrow(/exactly 2 players/);
    expect(() => mushi.setup({ players: 2, seed: 'x', options: { rounds: 9 as never } })).toThrow(/rounds cannot be 9/);
    expect(() => mushi.setup({ players: 2, seed: 'x', deck: MUSHI_DECK.slice(1) })).toThrow(/40 cards/);
    expect(() => mushi.setup({ players: 2, seed: 'x', deck: [...MUSHI_DECK.slice(1), 'jun-animal'] })).toThrow(
      /does not use/,
    );
  });

  it('lets a player take back a hand play (and its choice) before the draw, never the draw', () => {
    const s0 = deal(H0, H1, FIELD, ['nov-animal']);
    const m1: MushiMove = { type: 'play', card: LIGHTNING };
    const s1 = play(s0, 0, m1);
    expect(mushi.undoable!(s0, m1, s1, 0)).toBe(true);
    const m2: MushiMove = { type: 'capture', target: 'oct-ribbon' };
    const s2 = play(s1, 0, m2);
    expect(mushi.undoable!(s1, m2, s2, 0)).toBe(true);
    const m3: MushiMove = { type: 'draw' };
    expect(mushi.undoable!(s2, m3, play(s2, 0, m3), 0)).toBe(false);
    expect(s0.hands[0]).toContain(LIGHTNING);
  });
});

describe('Mushi: what a seat sees', () => {
  it('shows its own hand, counts of the rest, both piles with class counts, points, yaku and standing; no secrets', () => {
    let s = deal(H0, H1, FIELD, ['nov-animal']);
    s = play(play(s, 0, { type: 'play', card: LIGHTNING }), 0, { type: 'capture', target: 'aug-animal' });
    s = play(s, 0, { type: 'draw' });
    const v = view(s, 1);
    expect(v.hand).toEqual([...H1].sort((a, b) => MUSHI_DECK.indexOf(a) - MUSHI_DECK.indexOf(b)));
    expect(v.opponentHandCount).toBe(7);
    expect(v.handCounts).toEqual([7, 8]);
    expect(v.stockCount).toBe(15);
    expect(v.captured[0]).toEqual(['nov-bright', 'aug-animal', 'nov-animal', LIGHTNING]);
    expect(v.classCounts[0]).toEqual({ bright: 1, animal: 2, ribbon: 0, chaff: 1 });
    expect(v.points).toEqual([41, 0]);
    expect(v.standing).toEqual([20.5, -20.5]);
    expect(v.lightning).toEqual({ seat: 0, mate: 'aug-animal', by: 'lightning' });
    expect(v.lastTurn?.seat).toBe(0);
    expect(said(v.events)).toBe(
      'Player 1 draws the November swallow (animal) and takes the November rain man (bright).',
    );
    const json = JSON.stringify(v);
    for (const hidden of [...s.hands[0]!, ...s.stock]) expect(json).not.toContain(`"${hidden}"`);
    expect(json).not.toMatch(/"(rng|seed)"/);
  });
  it("counts the cards taken this turn in the pile at once, marked as this turn's", () => {
    const s = play(deal(H0, H1, FIELD, ['nov-animal']), 0, { type: 'play', card: 'sep-animal' });
    expect(s.phase).toBe('draw');
    const v = view(s, 1);
    expect(v.captured[0]).toEqual(['sep-animal', 'sep-ribbon']);
    expect(v.pending).toEqual(['sep-animal', 'sep-ribbon']);
    expect(v.points).toEqual([15, 0]);
    expect(v.standing).toEqual([7.5, -7.5]);
  });
});

describe('Mushi: options as data', () => {
  it('lists the rulings defaults first, then the variants, and a toggle per rule with its source', async () => {
    const { mushiOptionsSpec } = await import('../../../src/games/hanafuda/mushi.ts');
    expect(mushiOptionsSpec.presets[0]).toMatchObject({ id: 'carriage', label: 'Booklet rules', values: {} });
    expect(mushiOptionsSpec.presets.map((p) => p.id)).toEqual(['carriage', 'short', 'three-yaku']);
    for (const f of mushiOptionsSpec.fields) {
      expect(Object.keys(MUSHI_DEFAULTS)).toContain(f.key);
      expect(f.help?.length).toBeGreaterThan(10);
    }
    expect(mushiOptionsSpec.fields.map((f) => f.key).sort()).toEqual(Object.keys(MUSHI_DEFAULTS).sort());
    const short = mushi.setup({ players: 2, seed: 'x', options: mushiOptionsSpec.presets[1]!.values });
    expect(view(short, 0).rounds).toBe(6);
  });
});
