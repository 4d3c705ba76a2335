import { describe, expect, it } from 'vitest';
import { mushi, mushiCardPlaces, mushiHandovers, mushiPoints, isMushiMisdeal, MUSHI_DEFAULTS, LIGHTNING, type MushiMove, type MushiState, type MushiView } from '../../../src/games/hanafuda/mushi.ts';
import { MUSHI_DECK } from '../../../src/games/hanafuda/cards.ts';
import { layField } from '../../../src/games/hanafuda/capture.ts';
import { expectRefused, expectReplayDeterministic, expectViewHides, playthrough } from '../../helpers/contract.ts';

/** A stacked Mushi deck: seat 0's 8, seat 1's 8, the field's 8, then the stock top first (the rest in deck order). */
function stack(h0: string[], h1: string[], field: string[], stockTop: string[] = []): string[] {
  const used = new Set([...h0, ...h1, ...field, ...stockTop]);
  return [...h0, ...h1, ...field, ...stockTop, ...MUSHI_DECK.filter((c) => !used.has(c))];
}
const play = (s: MushiState, seat: number, m: MushiMove) => mushi.play(s, seat, m);

describe('Mushi deal and misdeals', () => {
  it('uses 40 cards: no June, no July, 230 points in all', () => {
    expect(MUSHI_DECK).toHaveLength(40);
    expect(MUSHI_DECK.some((c) => c.startsWith('jun') || c.startsWith('jul'))).toBe(false);
    expect(mushiPoints(MUSHI_DECK)).toBe(230);
  });

  it('redeals four of a month on the field, and the three Willows on the field', () => {
    expect(isMushiMisdeal(['jan-bright', 'jan-ribbon', 'jan-chaff-1', 'jan-chaff-2', 'feb-animal', 'mar-bright', 'apr-animal', 'may-animal'], MUSHI_DEFAULTS)).toBe(true);
    expect(isMushiMisdeal(['nov-bright', 'nov-animal', 'nov-ribbon', 'jan-chaff-2', 'feb-animal', 'mar-bright', 'apr-animal', 'may-animal'], MUSHI_DEFAULTS)).toBe(true);
    const pairs = ['jan-bright', 'jan-ribbon', 'feb-chaff-1', 'feb-chaff-2', 'mar-bright', 'mar-ribbon', 'apr-animal', 'apr-ribbon'];
    expect(isMushiMisdeal(pairs, MUSHI_DEFAULTS)).toBe(false);
    expect(isMushiMisdeal(pairs, { ...MUSHI_DEFAULTS, four_pairs_misdeal: true })).toBe(true);
  });

  it('deals 8/8/8 with 16 in the stock, the dealer first', () => {
    const s = mushi.setup({ players: 2, seed: 'x', deck: stack([], [], []) });
    expect(s.hands.map((h) => h.length)).toEqual([8, 8]);
    expect(s.field.flat()).toHaveLength(8);
    expect(s.stock).toHaveLength(16);
    expect(mushi.actors(s)).toEqual([0]);
  });
});

describe('the Lightning', () => {
  const h0 = [LIGHTNING, 'jan-bright', 'feb-animal', 'mar-bright', 'apr-animal', 'may-animal', 'aug-bright', 'sep-animal'];
  const h1 = ['oct-animal', 'dec-bright', 'jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1', 'may-chaff-1', 'aug-chaff-1'];
  const field = ['nov-bright', 'oct-ribbon', 'dec-chaff-1', 'jan-ribbon', 'feb-ribbon', 'sep-ribbon', 'aug-animal', 'may-ribbon'];

  it('played from hand may take any one non-Willow card, the player choosing', () => {
    const s0 = mushi.setup({ players: 2, seed: 'x', deck: stack(h0, h1, field, ['nov-animal']) });
    const s1 = play(s0, 0, { type: 'play', card: LIGHTNING });
    expect(s1.phase).toBe('choose-hand');
    const targets = (mushi.legalMoves(s1, 0) as { target: string }[]).map((m) => m.target);
    expect(targets).not.toContain('nov-bright');
    expect(targets.sort()).toEqual(['aug-animal', 'dec-chaff-1', 'feb-ribbon', 'jan-ribbon', 'may-ribbon', 'oct-ribbon', 'sep-ribbon']);
    const s2 = play(s1, 0, { type: 'capture', target: 'oct-ribbon' });
    expect(s2.phase).toBe('draw');
    expect(s2.lightning).toEqual({ seat: 0, took: 'oct-ribbon' });
    // The drawn Willow swallow takes the Rain Man, never the Lightning's business.
    const s3 = play(s2, 0, { type: 'draw' });
    expect(s3.captured[0]!.sort()).toEqual([LIGHTNING, 'nov-animal', 'nov-bright', 'oct-ribbon'].sort());
    expect(s3.turn).toBe(1);
  });

  it('lying on the field, it is taken by the first non-Willow card drawn, not by a hand card', () => {
    const f = [LIGHTNING, 'jan-ribbon', 'feb-ribbon', 'mar-ribbon', 'apr-ribbon', 'may-ribbon', 'sep-ribbon', 'oct-ribbon'];
    const a = ['jan-bright', 'feb-animal', 'mar-bright', 'apr-animal', 'may-animal', 'aug-bright', 'sep-animal', 'nov-bright'];
    const b = ['oct-animal', 'dec-bright', 'jan-chaff-1', 'feb-chaff-1', 'mar-chaff-1', 'apr-chaff-1', 'may-chaff-1', 'aug-chaff-1'];
    const s0 = mushi.setup({ players: 2, seed: 'x', deck: stack(a, b, f, ['jan-chaff-2']) });
    // The Rain Man matches nothing (the Lightning never pairs with Willows): it stays.
    const s1 = play(s0, 0, { type: 'play', card: 'nov-bright' });
    expect(s1.field.flat()).toContain('nov-bright');
    expect(s1.field.flat()).toContain(LIGHTNING);
    // The drawn January chaff takes the Lightning, not the January ribbon.
    const s2 = play(s1, 0, { type: 'draw' });
    expect(s2.captured[0]!.sort()).toEqual(['jan-chaff-2', LIGHTNING].sort());
    expect(s2.field.flat()).toContain('jan-ribbon');
  });

  it('drawn as the last stock card it takes everything left on the field', () => {
    const s = mushi.setup({ players: 2, seed: 'x', deck: stack([], [], []) });
    const late: MushiState = { ...s, hands: [['jan-bright'], []], stock: [LIGHTNING], field: layField(['mar-ribbon', 'nov-bright', 'dec-chaff-2']), turn: 0, phase: 'play' };
    const a = play(late, 0, { type: 'play', card: 'jan-bright' });
    const b = play(a, 0, { type: 'draw' });
    expect(b.phase === 'round-over' || b.phase === 'match-over').toBe(true);
    expect(b.captured[0]).toEqual(expect.arrayContaining([LIGHTNING, 'mar-ribbon', 'nov-bright', 'dec-chaff-2', 'jan-bright']));
  });
});

describe('end of round hand-overs and scoring', () => {
  it('the last Willow goes to the holder of the other two; the Lightning month leftover to its user; the rest to the dealer', () => {
    const r = mushiHandovers({
      dealer: 1,
      field: layField(['nov-ribbon', 'oct-chaff-2', 'mar-chaff-2']),
      captured: [['nov-bright', 'nov-animal', LIGHTNING, 'oct-animal'], ['oct-ribbon', 'oct-chaff-1']],
      lightning: { seat: 0, took: 'oct-animal' },
    });
    expect(r.captured[0]).toEqual(expect.arrayContaining(['nov-ribbon', 'oct-chaff-2']));
    expect(r.captured[1]).toContain('mar-chaff-2');
    expect(r.handovers.map((h) => h.seat)).toEqual([0, 0, 1]);
    expect(r.handovers[0]!.cards).toEqual(['November red ribbon (ribbon)']);
  });

  it('scores card points − 115 + own yaku − opponent yaku, zero-sum', () => {
    // Seat 0 ends with the Wisteria Row (10) and 120 points; seat 1 with 110 points and no yaku.
    const s = mushi.setup({ players: 2, seed: 'x', deck: stack([], [], []) });
    const pile0 = ['apr-animal', 'apr-ribbon', 'apr-chaff-1', 'apr-chaff-2', 'jan-bright', 'mar-bright', 'aug-bright', 'nov-bright', 'dec-bright', 'sep-animal', 'oct-animal'];
    const rest = MUSHI_DECK.filter((c) => !pile0.includes(c));
    const last: MushiState = { ...s, hands: [['feb-chaff-1'], []], stock: ['feb-chaff-2'], field: [], captured: [pile0, rest.filter((c) => c !== 'feb-chaff-1' && c !== 'feb-chaff-2')], turn: 0, phase: 'play' };
    const end = play(play(last, 0, { type: 'play', card: 'feb-chaff-1' }), 0, { type: 'draw' });
    const rec = end.history[end.history.length - 1]!;
    const p0 = mushiPoints(end.captured[0]!);
    expect(p0 + mushiPoints(end.captured[1]!)).toBe(230);
    // Seat 0 holds all five brights (30) and the four Wisteria cards (10); seat 1 holds no yaku.
    expect(rec.scores[0]).toBe(p0 - 115 + 30 + 10);
    expect(rec.details.filter((d) => d.seat === 0).map((d) => d.id).sort()).toEqual(['card-points', 'five-lights', 'wisteria-row']);
    expect(rec.scores[0]! + rec.scores[1]!).toBe(0);
    expect(rec.details.find((d) => d.seat === 1 && d.id === 'opponent-wisteria-row')?.points).toBe(-10);
  });
});

describe('Mushi random matches', () => {
  it('keep the contract: conservation of 40 cards, zero-sum, hidden hands, replay', { timeout: 60_000 }, () => {
    for (let i = 0; i < 40; i++) {
      const o = { players: 2, seed: `mushi-${i}`, options: { rounds: 6 as const }, deepEvery: 8 };
      const res = playthrough(mushi, {
        ...o,
        onStep: (_b, _seat, _m, a) => {
          const s = a as MushiState;
          const places = mushiCardPlaces(s);
          if (s.phase !== 'dealer-draw') {
            expect(places.length).toBe(40);
            expect(new Set(places).size).toBe(40);
          }
          expect(s.totals[0]! + s.totals[1]!).toBe(0);
          for (const seat of [0, 1]) expectViewHides(mushi.view(s, seat) as MushiView, [...s.hands[1 - seat]!, ...s.stock]);
        },
      });
      expect(res.finished).toBe(true);
      if (i < 8) expectReplayDeterministic(mushi, o, res);
    }
  });

  it('refuses moves out of turn and cards not in hand, with reasons', () => {
    const s = mushi.setup({ players: 2, seed: 'r', deck: stack([], [], []) });
    expect(expectRefused(mushi, s, 1, { type: 'draw' })).toMatch(/not seat 2's turn/);
    expect(expectRefused(mushi, s, 0, { type: 'play', card: 'jun-animal' })).toMatch(/not allowed/);
    expect(expectRefused(mushi, s, 0, { type: 'draw' })).toMatch(/not allowed/);
  });
});

describe('the Mushi bot', () => {
  it('plays only legal moves and clearly beats a random player', { timeout: 60_000 }, async () => {
    const { mushiBot } = await import('../../../src/games/hanafuda/mushi-bot.ts');
    const { rngFromSeed, nextInt } = await import('../../../src/engine/rng.ts');
    let won = 0;
    let net = 0;
    const matches = 10;
    for (let i = 0; i < matches; i++) {
      let s = mushi.setup({ players: 2, seed: `bot-${i}`, options: { rounds: 6 } });
      let r = rngFromSeed(`bot-rng-${i}`);
      const botSeat = i % 2;
      while (mushi.status(s).phase !== 'match-over') {
        const seat = mushi.actors(s)[0]!;
        const legal = mushi.legalMoves(s, seat);
        let move: MushiMove;
        if (seat === botSeat) move = mushiBot.choose(mushi.view(s, seat) as MushiView, legal, r) as MushiMove;
        else move = legal[nextInt(r, legal.length)[0]]!;
        r = nextInt(r, 7)[1];
        expect(legal).toContainEqual(move);
        s = mushi.play(s, seat, move);
      }
      net += s.totals[botSeat]!;
      if (s.totals[botSeat]! > 0) won++;
    }
    expect(won).toBeGreaterThanOrEqual(8);
    expect(net).toBeGreaterThan(0);
  });
});
