/**
 * Issue 26 §5: Go-Stop's house rules, each shown on a stacked deck (or a stacked round arranged
 * card by card) against today's rules, which every option keeps by default. Rulings G20–G32.
 */
import { describe, expect, it } from 'vitest';
import { HANAFUDA_DECK, monthCards, monthOf } from '../../../src/games/hanafuda/cards.ts';
import {
  gostop,
  goStopFromIds,
  goStopIds,
  gostopOptionsSpec,
  GOSTOP_DEFAULTS,
  type GoStopMove,
  type GoStopOptions,
  type GoStopRoundRecord,
  type GoStopState,
  type GoStopView,
} from '../../../src/games/hanafuda/gostop.ts';
import { gostopGreedyBot } from '../../../src/games/hanafuda/gostop-bot.ts';
import { roundCardPlaces } from '../../../src/games/hanafuda/round.ts';
import { goStopRows } from '../../../src/games/hanafuda/lines.ts';
import { goStopLineName } from '../../../src/games/hanafuda/words.ts';
import { rngFromSeed } from '../../../src/engine/rng.ts';
import { NAMES, said } from './said.ts';
import { stackDeck } from './stack.ts';

/** Months interleaved: no hand and no field holds four of a month. */
const INTERLEAVED = [0, 1, 2, 3].flatMap((k) => Array.from({ length: 12 }, (_, m) => monthCards(m + 1)[k]!));

const view = (s: GoStopState, seat: number) => gostop.view(s, seat) as GoStopView;
const last = (s: GoStopState) => s.history[s.history.length - 1]!;

/**
 * A round arranged card by card, seat 0 to play: the hands, the field's piles, the capture
 * piles, the top of the stock; every other card goes under the stock (so each card is in one place).
 */
function arranged(
  options: Partial<GoStopOptions>,
  a: {
    hands: string[][];
    field: string[][];
    captured: string[][];
    stock: string[];
    ppuks?: { month: number; seat: number }[];
  },
): GoStopState {
  const s = gostop.setup({ players: a.hands.length, seed: 'house', deck: INTERLEAVED, options });
  const used = [...a.hands.flat(), ...a.field.flat(), ...a.captured.flat(), ...a.stock];
  expect(new Set(used).size, 'no card twice').toBe(used.length);
  const out = goStopFromIds({
    ...goStopIds(s),
    hands: a.hands,
    field: a.field,
    captured: a.captured,
    stock: [...a.stock, ...HANAFUDA_DECK.filter((c) => !used.includes(c))],
    ppuks: a.ppuks ?? [],
    turn: 0,
    phase: 'play',
  });
  expect(new Set(roundCardPlaces(goStopIds(out))).size).toBe(48);
  return out;
}

/** Play moves in order, each by the seat whose turn it is; every card stays in one place. */
function playAll(s: GoStopState, moves: GoStopMove[]): GoStopState {
  for (const m of moves) {
    s = gostop.play(s, s.turn, m);
    expect(new Set(roundCardPlaces(goStopIds(s))).size).toBe(48);
  }
  return s;
}

/** Seat 0 stops with these piles (a decision reached), `gos` gos called. */
function stopWith(options: Partial<GoStopOptions>, captured: string[][], gos = 0): GoStopState {
  const s = gostop.setup({ players: captured.length, seed: 'house-stop', deck: INTERLEAVED, options });
  const gosAll = captured.map((_, i) => (i === 0 ? gos : 0));
  return gostop.play({ ...s, captured, gos: gosAll, phase: 'decide', turn: 0 }, 0, { type: 'stop' });
}

const RED_POEMS = ['jan-ribbon', 'feb-ribbon', 'mar-ribbon'];
/** Ten 1-unit chaff: Dregs, 1 point. */
const DREGS = ['jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1', 'may-chaff-1', 'jun-chaff-1'].concat([
  'jul-chaff-1',
  'aug-chaff-1',
  'sep-chaff-1',
  'oct-chaff-1',
]);
/** 1-unit chaff for the losers' piles (none of them in DREGS). */
const LOSER_CHAFF = ['jan-chaff-2', 'feb-chaff-2', 'mar-chaff-2', 'apr-chaff-2', 'may-chaff-2', 'jun-chaff-2'].concat([
  'jul-chaff-2',
  'aug-chaff-2',
  'sep-chaff-2',
  'oct-chaff-2',
]);

describe('Go-Stop house rule: go scale "+1, +2, then ×2" (go_scale, rulings G20)', () => {
  const won = (gos: number, go_scale?: GoStopOptions['go_scale']) =>
    stopWith(go_scale ? { go_scale } : {}, [RED_POEMS, []], gos).history[0]!.scores[0]!;

  it('keeps +1 and +2 for the first two gos, then only doubles: 3 points with 1–4 gos pay 4, 5, 10, 20', () => {
    expect([1, 2, 3, 4].map((g) => won(g, 'plus-two-then-double'))).toEqual([4, 5, 10, 20]);
    // Today's scales beside it: +1 per go on top of the doubles, and doubles only.
    expect([1, 2, 3, 4].map((g) => won(g))).toEqual([4, 5, 12, 28]);
    expect([1, 2, 3, 4].map((g) => won(g, 'double-only'))).toEqual([3, 3, 6, 12]);
  });

  it('the breakdown says the third go added no point, and the words count two gos', () => {
    const s = stopWith({ go_scale: 'plus-two-then-double' }, [RED_POEMS, []], 3);
    const lines = last(s).details.filter((d) => d.seat === 0);
    expect(lines.map((d) => [d.id, d.points])).toEqual([
      ['red-poems', 3],
      ['go-bonus', 2],
      ['go-scale-plus-two', 0],
      ['go-double', 5],
    ]);
    expect(goStopLineName({ id: 'go-scale-plus-two', points: 0 }, NAMES)).toBe(
      'Gos past the second add no points (go scale: +1, +2, then ×2)',
    );
    expect(said(last(s).events)).toBe(
      'Player 1 stops: Red Poems (Hongdan) 3 + 2 gos = 5, ×2 (gos) = 10. Player 2 pays 10.',
    );
  });
});

describe('Go-Stop house rule: pi-bak at 6 or 7 chaff, and no chaff exempt (pi_bak, pi_bak_none_exempt, G16, G21)', () => {
  const piBak = (units: number, options: Partial<GoStopOptions>) =>
    stopWith(options, [DREGS, LOSER_CHAFF.slice(0, units)]).history[0]!.settlement!.payments[0]!.piBak;

  it('"6 or fewer": a loser with 5 or 6 chaff pays double, 7 does not; the seed rule spares 5 already', () => {
    expect([5, 6, 7].map((u) => piBak(u, { pi_bak: 6 }))).toEqual([true, true, false]);
    expect([4, 5, 6].map((u) => piBak(u, {}))).toEqual([true, false, false]);
  });

  it('"7 or fewer" with two or three players alike (the Korean thresholds say 7 and 5)', () => {
    expect([7, 8].map((u) => piBak(u, { pi_bak: 7 }))).toEqual([true, false]);
    // Three players: 6 chaff units (in pi-bak at "7 or fewer", not at the Korean 5) and 8 (in neither).
    const eight = [...LOSER_CHAFF.slice(6), 'nov-chaff-1', 'dec-chaff-1'];
    const three = (options: Partial<GoStopOptions>) =>
      stopWith(options, [DREGS, LOSER_CHAFF.slice(0, 6), eight]).history[0]!.settlement!.payments.map((p) => p.piBak);
    expect(three({ pi_bak: 7 })).toEqual([true, false]);
    expect(three({ pi_bak: 'korean' })).toEqual([false, false]);
  });

  it('a loser with no chaff pays double by default; with the exemption they do not, and pay half as much', () => {
    const stop = (options: Partial<GoStopOptions>) => stopWith(options, [DREGS, []]).history[0]!;
    expect(stop({}).scores).toEqual([2, -2]);
    expect(stop({ pi_bak_none_exempt: true }).scores).toEqual([1, -1]);
    expect(stop({ pi_bak: 7, pi_bak_none_exempt: true }).scores).toEqual([1, -1]);
    expect(stop({ pi_bak: 7 }).scores).toEqual([2, -2]);
  });
});

describe('Go-Stop house rule: drawn-round doubles capped at ×16 (nagari_cap)', () => {
  const after5Draws = (options: Partial<GoStopOptions>) => {
    const s = gostop.setup({
      players: 2,
      seed: 'nagari16',
      deck: INTERLEAVED,
      options: { draw_doubles: 'stack', ...options },
    });
    return gostop.play({ ...s, captured: [RED_POEMS, []], drawStreak: 5, phase: 'decide', turn: 0 }, 0, {
      type: 'stop',
    });
  };
  it('five drawn rounds in a row: 3 × 32 = 96 uncapped, 48 at ×16, 24 at ×8', () => {
    expect(after5Draws({}).history[0]!.scores[0]).toBe(96);
    expect(after5Draws({ nagari_cap: 16 }).history[0]!.scores[0]).toBe(48);
    expect(after5Draws({ nagari_cap: 8 }).history[0]!.scores[0]).toBe(24);
    expect(view(after5Draws({ nagari_cap: 16 }), 1).drawMultiplier).toBe(16);
  });
});

describe("Go-Stop house rule: the sake cup's owner chooses its role at the stop (sake_cup 'owner', G23)", () => {
  // Seat 0 stops with the Red Poems, the sake cup and eight chaff: 3 + 1 (Dregs, the cup as chaff) or 3 (as an animal).
  const winnerOwns = [...RED_POEMS, 'sep-animal', ...DREGS.slice(0, 8)];

  it('by default the app counts the winner’s cup the better way, with no question', () => {
    const s = stopWith({}, [winnerOwns, LOSER_CHAFF.slice(0, 6)]);
    expect(s.phase).toBe('round-over');
    expect(s.history[0]!.settlement).toMatchObject({ sakeCup: 'chaff', yakuPoints: 4, total: 4 });
  });

  it('with the option the stop waits for the owner: both readings shown, and the one chosen is scored', () => {
    const s = stopWith({ sake_cup: 'owner' }, [winnerOwns, LOSER_CHAFF.slice(0, 6)]);
    expect(s.phase).toBe('sake-cup');
    expect(gostop.actors(s)).toEqual([0]);
    expect(gostop.legalMoves(s, 0)).toEqual([
      { type: 'sake-cup', as: 'animal' },
      { type: 'sake-cup', as: 'chaff' },
    ]);
    const v = view(s, 0);
    expect(v.sakeCupChoice).toMatchObject({ stopper: 0, owner: 0, animal: { total: 3 }, chaff: { total: 4 } });
    expect(gostop.describe!({ type: 'sake-cup', as: 'chaff' })).toBe('Count the sake cup as double chaff');
    const animal = gostop.play(s, 0, { type: 'sake-cup', as: 'animal' });
    expect(animal.phase).toBe('round-over');
    expect(animal.history[0]!.scores).toEqual([3, -3]);
    expect(said(animal.events)).toBe('Player 1 counts the sake cup as an animal.');
    expect(said(animal.history[0]!.events)).toBe(
      'Player 1 counts the sake cup as an animal. Player 1 stops: Red Poems (Hongdan) 3. Player 2 pays 3.',
    );
    expect(gostop.play(s, 0, { type: 'sake-cup', as: 'chaff' }).history[0]!.scores).toEqual([4, -4]);
  });

  it('a loser who owns the cup chooses too: as an animal it leaves them in pi-bak; the bot counts it as chaff', () => {
    // The loser holds the cup and 4 chaff: 4 units as an animal (pi-bak under 5), 6 as chaff.
    const piles = [DREGS, ['sep-animal', ...LOSER_CHAFF.slice(0, 4)]];
    expect(stopWith({}, piles).history[0]!.scores).toEqual([1, -1]);
    const s = stopWith({ sake_cup: 'owner' }, piles);
    expect(s.phase).toBe('sake-cup');
    expect(gostop.actors(s)).toEqual([1]);
    expect(gostop.play(s, 1, { type: 'sake-cup', as: 'animal' }).history[0]!.scores).toEqual([2, -2]);
    expect(gostop.play(s, 1, { type: 'sake-cup', as: 'chaff' }).history[0]!.scores).toEqual([1, -1]);
    const v = view(s, 1);
    const pick = gostopGreedyBot.choose(v, gostop.legalMoves(s, 1), rngFromSeed('bot'));
    expect(pick).toEqual({ type: 'sake-cup', as: 'chaff' });
  });

  it('the stopper may not count the cup the way that leaves them under the stop minimum: no question then', () => {
    // Seven animals with the cup (3 points, and ×2 for seven), six without it (2 points): only the animal reaches 3.
    const pile = ['feb-animal', 'may-animal', 'jun-animal', 'jul-animal', 'oct-animal', 'nov-animal', 'sep-animal'];
    const s = stopWith({ sake_cup: 'owner', bdb: false }, [pile, []]);
    expect(s.phase).toBe('round-over');
    expect(last(s).settlement!.sakeCup).toBe('animal');
    expect(said(last(s).events)).toMatch(/^Player 1 counts the sake cup as an animal\. Player 1 stops: Animals 3/);
  });
});

describe('Go-Stop house rules: stacks that steal nothing (last_card_stack_steals, dealt_stack_steals, G24, G25)', () => {
  // A January stack on the field; seat 0 plays the fourth January card and draws the Willow swallow (nothing to match).
  const round = (options: Partial<GoStopOptions>, hand0: string[], ppuks?: { month: number; seat: number }[]) =>
    arranged(options, {
      hands: [hand0, hand0.length > 1 ? ['dec-bright'] : []],
      field: [['jan-chaff-1', 'jan-chaff-2', 'jan-ribbon'], ['feb-chaff-1'], ['mar-chaff-1']],
      captured: [[], ['apr-chaff-1', 'may-chaff-1', 'jun-chaff-1']],
      stock: ['nov-animal'],
      ...(ppuks ? { ppuks } : {}),
    });
  const take = (s: GoStopState) => playAll(s, [{ type: 'play', card: 'jan-bright' }, { type: 'draw' }]);

  it('a dealt stack steals a chaff by default; with "a dealt stack steals" off it steals nothing, and says so', () => {
    const on = take(round({}, ['jan-bright', 'oct-animal']));
    expect(on.captured[1]).toHaveLength(2);
    const drew = 'Player 1 draws the November swallow (animal) and leaves it on the field.';
    expect(said(on.events)).toBe(`${drew} Player 1 took all four January cards. Player 2 gives a chaff.`);
    const off = take(round({ dealt_stack_steals: false }, ['jan-bright', 'oct-animal']));
    expect(off.captured[1]).toHaveLength(3);
    expect(off.captured[0]).toHaveLength(4);
    expect(said(off.events)).toBe(
      `${drew} Player 1 took the three January cards dealt to the field: a dealt stack steals no chaff.`,
    );
  });

  it('a ppuk stack still steals when dealt stacks do not', () => {
    const s = take(round({ dealt_stack_steals: false }, ['jan-bright', 'oct-animal'], [{ month: 1, seat: 1 }]));
    expect(s.captured[1]).toHaveLength(2);
  });

  it('a ppuk stack taken with the last card steals by default; with the option off it steals nothing', () => {
    const ppuk = [{ month: 1, seat: 1 }];
    const on = take(round({}, ['jan-bright'], ppuk));
    expect(on.lastTurn!.events).toEqual([{ kind: 'full-month', month: 1, steals: [{ from: 1, card: 'apr-chaff-1' }] }]);
    const off = take(round({ last_card_stack_steals: false }, ['jan-bright'], ppuk));
    expect(off.lastTurn!.events).toEqual([]);
    expect(off.captured[1]).toHaveLength(3);
    expect(said(off.events)).toMatch(/ Player 1 took the January ppuk stack on the final turn: it steals no chaff\./);
    // Not the last card (another card in hand): the stack steals as always.
    expect(take(round({ last_card_stack_steals: false }, ['jan-bright', 'oct-animal'], ppuk)).captured[1]).toHaveLength(
      2,
    );
  });
});

describe('Go-Stop house rule: own ppuk from a giver with only double chaff (self_ppuk_double_once, G32)', () => {
  const round = (options: Partial<GoStopOptions>) =>
    arranged(
      { self_ppuk_chaff: 2, ...options },
      {
        hands: [['jan-bright', 'oct-animal'], ['dec-bright']],
        field: [['jan-chaff-1', 'jan-chaff-2', 'jan-ribbon'], ['feb-chaff-1'], ['mar-chaff-1']],
        captured: [[], ['nov-chaff-1', 'dec-chaff-1']],
        stock: ['nov-animal'],
        ppuks: [{ month: 1, seat: 0 }],
      },
    );
  const take = (s: GoStopState) => playAll(s, [{ type: 'play', card: 'jan-bright' }, { type: 'draw' }]);

  it('takes both double chaff by default, one with the option', () => {
    const two = take(round({}));
    expect(two.captured[1]).toEqual([]);
    expect(said(two.events)).toMatch(/ Player 1 took back their own January ppuk\. Player 2 gives 2 chaff\.$/);
    const one = take(round({ self_ppuk_double_once: true }));
    expect(one.captured[1]).toEqual(['dec-chaff-1']);
    expect(said(one.events)).toMatch(/ Player 1 took back their own January ppuk\. Player 2 gives 1 chaff\.$/);
  });
});

describe('Go-Stop house rules: the two-card bomb and shaking with the fourth card off the field (G26, G27)', () => {
  const round = (options: Partial<GoStopOptions>, hand0: string[], field: string[][]) =>
    arranged(options, {
      hands: [hand0, ['dec-bright', 'dec-chaff-2']],
      field,
      captured: [[], ['apr-chaff-1']],
      stock: ['nov-animal', 'nov-ribbon'],
    });
  const pairHand = ['may-animal', 'may-ribbon', 'jan-bright', 'oct-animal'];
  const mayField = [['may-chaff-1'], ['may-chaff-2'], ['feb-chaff-1'], ['mar-chaff-1']];

  it('two Mays in hand and two on the field: no bomb by default; with the option a bomb takes all four', () => {
    expect(gostop.legalMoves(round({}, pairHand, mayField), 0)).not.toContainEqual({ type: 'bomb', month: 5 });
    const s = round({ two_card_bomb: true, bomb_draws: 'draw-only-turns' }, pairHand, mayField);
    expect(gostop.legalMoves(s, 0)).toContainEqual({ type: 'bomb', month: 5 });
    const after = playAll(s, [{ type: 'bomb', month: 5 }]);
    expect(said(after.events)).toBe(
      'Player 1 bombs with two May cards and takes the May chaff (plain), the May chaff (plain); one draw-only turn to come.',
    );
    const done = playAll(after, [{ type: 'draw' }]);
    expect(done.bombs[0]).toBe(1);
    expect(done.drawOnly[0]).toBe(1);
    expect(done.captured[0]!.filter((c) => c.startsWith('may-'))).toHaveLength(4);
    expect(done.captured[0]).toContain('apr-chaff-1');
    expect(view(done, 1).multipliers[0]).toContainEqual({ id: 'bomb', factor: 2 });
  });

  it('a triplet whose fourth card is on the field may be shaken by default, not with the option (the bomb stays)', () => {
    const triplet = ['may-animal', 'may-ribbon', 'may-chaff-2', 'jan-bright'];
    const field = [['may-chaff-1'], ['feb-chaff-1'], ['mar-chaff-1']];
    expect(gostop.legalMoves(round({}, triplet, field), 0)).toContainEqual({ type: 'shake', month: 5 });
    const moves = gostop.legalMoves(round({ shake_off_field: true }, triplet, field), 0);
    expect(moves).not.toContainEqual({ type: 'shake', month: 5 });
    expect(moves).toContainEqual({ type: 'bomb', month: 5 });
    // With the fourth card in the stock the triplet may be shaken either way.
    const off = [['feb-chaff-1'], ['mar-chaff-1']];
    expect(gostop.legalMoves(round({ shake_off_field: true }, triplet, off), 0)).toContainEqual({
      type: 'shake',
      month: 5,
    });
  });
});

describe('Go-Stop house rules at the deal: two Presidents, four on the field, the first dealer (G28, G29, G30)', () => {
  const plain0 = [
    'jan-bright',
    'feb-animal',
    'mar-bright',
    'apr-animal',
    'jul-animal',
    'aug-animal',
    'sep-ribbon',
    'oct-animal',
    'nov-animal',
    'dec-bright',
  ];
  const twoPresidents = [...monthCards(5), ...monthCards(6), 'jan-ribbon', 'feb-ribbon'];
  const field = ['jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1', 'jul-chaff-1', 'aug-chaff-1'].concat([
    'sep-chaff-1',
    'oct-chaff-1',
  ]);

  it('two Presidents in one hand win as one President by default; with the option the round is drawn', () => {
    const deck = stackDeck([plain0, twoPresidents], field, []);
    const win = gostop.setup({ players: 2, seed: 'p2', deck });
    expect(last(win)).toMatchObject({ outcome: 'president', winner: 1, scores: [-5, 5] });
    const drawn = gostop.setup({ players: 2, seed: 'p2', deck, options: { two_presidents_draw: true } });
    expect(last(drawn)).toMatchObject({ outcome: 'draw', scores: [0, 0] });
    expect(said(last(drawn).events)).toBe(
      'Player 2 was dealt two Presidents (all four May and June cards): the round is drawn. Nobody stopped: a drawn round. The dealer deals again and the next win counts ×2.',
    );
    expect(gostop.play(drawn, 0, { type: 'next-round' }).drawStreak).toBe(1);
  });

  it('four of a month on the field are redealt by default; with "the dealer wins" the dealer takes the round as a President', () => {
    const h1 = ['jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'apr-ribbon', 'jun-ribbon', 'jul-ribbon'].concat([
      'sep-animal',
      'oct-ribbon',
      'nov-ribbon',
      'dec-chaff-1',
    ]);
    const four = [...monthCards(5), 'jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1'];
    const deck = stackDeck([plain0, h1], four, []);
    const redeal = gostop.setup({ players: 2, seed: 'f4', deck });
    expect(redeal.redeals).toBeGreaterThanOrEqual(1);
    expect(redeal.phase).toBe('play');
    const won = gostop.setup({
      players: 2,
      seed: 'f4',
      deck,
      options: { field_four: 'dealer-wins', president_points: 7 },
    });
    expect(won.redeals).toBe(0);
    expect(last(won)).toMatchObject({
      outcome: 'president',
      winner: 0,
      president: { seat: 0, month: 5, field: true },
      scores: [7, -7],
    });
    expect(said(last(won).events)).toBe(
      'All four May cards were dealt to the field: Player 1, the dealer, wins 7 from each opponent.',
    );
  });

  it('the first dealer drew the lowest month by default, the highest with the option, and the draw panel says which', () => {
    let differ = 0;
    for (let i = 0; i < 12; i++) {
      const low = gostop.setup({ players: 3, seed: `dealer-${i}` });
      const high = gostop.setup({ players: 3, seed: `dealer-${i}`, options: { first_dealer: 'highest' } });
      const v = view(high, 0);
      expect(v.dealerDraw!.highest).toBe(true);
      expect(view(low, 0).dealerDraw!.highest).toBeUndefined();
      // The dealer's card in the deciding draw is of the latest month drawn there.
      const decisive = v.dealerDraw!.rounds[v.dealerDraw!.rounds.length - 1]!;
      const mine = monthOf(decisive.find((d) => d.seat === v.dealer)!.card);
      for (const d of decisive) expect(mine).toBeGreaterThanOrEqual(monthOf(d.card));
      if (low.dealer !== high.dealer) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });
});

describe('Go-Stop house rule: a President after a drawn round is doubled (president_after_draw, G31)', () => {
  // Seed found once: after a drawn round the next deal (round 2) gives seat 0 the four February cards.
  const afterDraw = (options: Partial<GoStopOptions>, drawStreak = 0) => {
    const s = gostop.setup({ players: 2, seed: 'nagari-15', deck: INTERLEAVED, options: { rounds: 3, ...options } });
    const drawn: GoStopRoundRecord = {
      round: 1,
      name: { kind: 'round', n: 1 },
      dealer: 0,
      outcome: 'draw',
      scores: [0, 0],
      details: [],
      events: [],
    };
    return gostop.play({ ...s, phase: 'round-over', history: [drawn], drawStreak }, 0, { type: 'next-round' });
  };

  it('pays 5 by default, 10 with the option (×2 after one drawn round), ×4 after two with stacked doubles', () => {
    expect(last(afterDraw({}))).toMatchObject({ outcome: 'president', winner: 0, scores: [5, -5] });
    const doubled = afterDraw({ president_after_draw: true });
    expect(last(doubled)).toMatchObject({ outcome: 'president', scores: [10, -10] });
    expect(last(doubled).details).toEqual([
      { seat: 0, id: 'president', points: 5 },
      { seat: 0, id: 'after-draw', points: 5 },
      { seat: 1, id: 'score', points: -10 },
    ]);
    expect(said(last(doubled).events)).toBe(
      'Player 1 was dealt all four February cards (President): 10 from each opponent (×2 after drawn rounds).',
    );
    expect(last(afterDraw({ president_after_draw: true, draw_doubles: 'stack' }, 1)).scores).toEqual([20, -20]);
    // The round-end panel: the President, its double (named with its factor), adding up to the score.
    const row = goStopRows(last(doubled))[0]!;
    expect(row.lines.map((l) => [goStopLineName(l, NAMES), l.points])).toEqual([
      ['President (four of a month dealt)', 5],
      ['×2 (after a drawn round)', 5],
    ]);
  });
});

describe('Go-Stop house rules: the greedy bot plays whole matches with every house rule on', () => {
  it('answers the sake cup question and finishes three-round matches with two and three players', () => {
    const options: Partial<GoStopOptions> = {
      rounds: 3,
      go_scale: 'plus-two-then-double',
      pi_bak: 6,
      pi_bak_none_exempt: true,
      draw_doubles: 'stack',
      nagari_cap: 16,
      sake_cup: 'owner',
      last_card_stack_steals: false,
      dealt_stack_steals: false,
      two_card_bomb: true,
      shake_off_field: true,
      two_presidents_draw: true,
      field_four: 'dealer-wins',
      first_dealer: 'highest',
      president_after_draw: true,
      self_ppuk_double_once: true,
      self_ppuk_chaff: 2,
    };
    const seen = new Set<string>();
    for (let i = 0; i < 16; i++) {
      let s = gostop.setup({ players: 2 + (i % 2), seed: `house-bot-${i}`, options });
      let rng = rngFromSeed(`house-bot-${i}`);
      for (let n = 0; n < 2000 && s.phase !== 'match-over'; n++) {
        const seat = gostop.actors(s)[0]!;
        const legal = gostop.legalMoves(s, seat);
        const m = gostopGreedyBot.choose(view(s, seat), legal, rng);
        rng = rngFromSeed(`${i}-${n}`);
        seen.add(m.type);
        s = gostop.play(s, seat, m);
      }
      expect(s.phase).toBe('match-over');
      expect(s.totals.reduce((a, b) => a + b, 0)).toBe(0);
    }
    expect(seen.has('sake-cup'), 'some stop asked the sake cup question').toBe(true);
  });
});

describe('Go-Stop house rules: declared once, grouped, defaulting to today', () => {
  const HOUSE = [
    'pi_bak_none_exempt',
    'sake_cup',
    'last_card_stack_steals',
    'dealt_stack_steals',
    'two_card_bomb',
    'shake_off_field',
    'two_presidents_draw',
    'field_four',
    'first_dealer',
    'president_after_draw',
    'self_ppuk_double_once',
  ];
  it('each house rule has a label, a help line naming its source, and the "House rules" group', () => {
    const fields = gostopOptionsSpec.fields.filter((f) => f.group === 'House rules');
    expect(fields.map((f) => f.key)).toEqual(HOUSE);
    for (const f of fields) {
      expect(f.label.length).toBeGreaterThan(3);
      expect(f.help, f.key).toMatch(/Korean|house rule|Wikipedia|Hangame|Fuda Wiki|Matgo/);
    }
  });
  it('the defaults are today’s rules, and every preset leaves the house rules alone', () => {
    expect(GOSTOP_DEFAULTS).toMatchObject({
      pi_bak_none_exempt: false,
      sake_cup: 'best',
      last_card_stack_steals: true,
      dealt_stack_steals: true,
      two_card_bomb: false,
      shake_off_field: false,
      two_presidents_draw: false,
      field_four: 'redeal',
      first_dealer: 'lowest',
      president_after_draw: false,
      self_ppuk_double_once: false,
    });
    for (const p of gostopOptionsSpec.presets) for (const k of HOUSE) expect(p.values).not.toHaveProperty(k);
  });
  it('a stored match with none of the new keys sets up with today’s rules; a wrong value is refused by name', () => {
    const s = gostop.setup({ players: 2, seed: 'old', options: { rounds: 3, pi_bak: 'korean' } });
    expect(s.options).toMatchObject({ sake_cup: 'best', field_four: 'redeal', nagari_cap: 'none' });
    expect(() => gostop.setup({ players: 2, seed: 'x', options: { sake_cup: 'maybe' as never } })).toThrow(/sake_cup/);
    expect(() => gostop.setup({ players: 2, seed: 'x', options: { pi_bak: 5 as never } })).toThrow(/pi_bak/);
  });
});
