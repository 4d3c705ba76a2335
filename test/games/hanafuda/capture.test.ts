import { describe, expect, it } from 'vitest';
import { monthOf } from '../../../src/games/hanafuda/cards.ts';
import {
  captureOutcome,
  dealerDrawRank,
  drawForDealer,
  hikiMonths,
  isJjok,
  isPpuk,
  isSweep,
  isTtadak,
  layField,
  makePpuk,
  placeBomb,
  monthsCompleted,
  NEW_TURN,
  placeCard,
  removeFromField,
  resolveChoice,
  SAME_MONTH,
  type CaptureRules,
  type Field,
} from '../../../src/games/hanafuda/capture.ts';
import { rngFromSeed } from '../../../src/engine/rng.ts';

const single = (...ids: string[]): Field => ids.map((id) => [id]);

describe('the shared capture step', () => {
  it('leaves a card with no match on the field', () => {
    expect(captureOutcome('jan-bright', single('feb-animal', 'mar-chaff-1'))).toEqual({ kind: 'stay' });
    const { field, turn } = placeCard(single('feb-animal'), NEW_TURN, 'jan-bright', SAME_MONTH, { source: 'hand' });
    expect(field).toEqual([['feb-animal'], ['jan-bright']]);
    expect(turn.pending).toEqual([]);
    expect(turn.placements[0]).toMatchObject({ card: 'jan-bright', took: [], matched: [] });
  });

  it('takes the one matching card', () => {
    const { field, turn } = placeCard(single('jan-chaff-1', 'feb-animal'), NEW_TURN, 'jan-bright', SAME_MONTH, {
      source: 'hand',
    });
    expect(field).toEqual([['feb-animal']]);
    expect(turn.pending).toEqual(['jan-bright', 'jan-chaff-1']);
  });

  it('lets the player choose between two matches, then takes the chosen one', () => {
    const start = single('jan-chaff-1', 'jan-ribbon', 'feb-animal');
    expect(captureOutcome('jan-bright', start)).toEqual({ kind: 'choose', targets: ['jan-chaff-1', 'jan-ribbon'] });
    const placed = placeCard(start, NEW_TURN, 'jan-bright', SAME_MONTH, { source: 'draw' });
    expect(placed.field).toEqual(start);
    expect(placed.turn.choice).toEqual({ card: 'jan-bright', source: 'draw', targets: ['jan-chaff-1', 'jan-ribbon'] });
    const done = resolveChoice(placed.field, placed.turn, 'jan-ribbon');
    expect(done.field).toEqual([['jan-chaff-1'], ['feb-animal']]);
    expect(done.turn.pending).toEqual(['jan-bright', 'jan-ribbon']);
    expect(done.turn.choice).toBeUndefined();
    expect(() => resolveChoice(placed.field, placed.turn, 'feb-animal')).toThrow();
  });

  it('stacks a dealt triplet and lets the fourth card take all three', () => {
    const field = layField(['mar-ribbon', 'jan-chaff-1', 'mar-chaff-1', 'mar-chaff-2']);
    expect(field).toEqual([['mar-ribbon', 'mar-chaff-1', 'mar-chaff-2'], ['jan-chaff-1']]);
    expect(captureOutcome('mar-bright', field)).toEqual({
      kind: 'take',
      cards: ['mar-ribbon', 'mar-chaff-1', 'mar-chaff-2'],
    });
  });

  it('takes three unstacked cards of the month too', () => {
    expect(captureOutcome('mar-bright', single('mar-ribbon', 'mar-chaff-1', 'mar-chaff-2'))).toEqual({
      kind: 'take',
      cards: ['mar-ribbon', 'mar-chaff-1', 'mar-chaff-2'],
    });
  });

  it('accepts a game-specific wild card through its rules (a Mushi-style Lightning)', () => {
    const willow = (id: string) => monthOf(id) === 11;
    const mushi: CaptureRules = {
      matches: (card, fieldCard, ctx) => {
        if (fieldCard === 'nov-chaff-1') return ctx.source === 'draw' && !willow(card);
        if (card === 'nov-chaff-1') return !willow(fieldCard);
        return monthOf(card) === monthOf(fieldCard) && !(willow(card) && fieldCard === 'nov-chaff-1');
      },
      override: (card, field, ctx) => {
        const cards = field.flat();
        if (card === 'nov-chaff-1') {
          const targets = cards.filter((c) => !willow(c));
          if (ctx.lastStockCard) return { kind: 'take', cards };
          return targets.length ? { kind: 'choose', targets } : { kind: 'stay' };
        }
        if (ctx.source === 'draw' && !willow(card) && cards.includes('nov-chaff-1'))
          return { kind: 'take', cards: ['nov-chaff-1'] };
        return undefined;
      },
    };
    const field = single('jan-chaff-1', 'nov-bright', 'feb-animal', 'mar-chaff-1');
    expect(captureOutcome('nov-chaff-1', field, mushi, { source: 'hand' })).toEqual({
      kind: 'choose',
      targets: ['jan-chaff-1', 'feb-animal', 'mar-chaff-1'],
    });
    expect(captureOutcome('nov-chaff-1', field, mushi, { source: 'draw', lastStockCard: true }).kind).toBe('take');
    const withGaji = single('jan-chaff-1', 'nov-chaff-1');
    expect(captureOutcome('jan-bright', withGaji, mushi, { source: 'draw' })).toEqual({
      kind: 'take',
      cards: ['nov-chaff-1'],
    });
    expect(captureOutcome('jan-bright', withGaji, mushi, { source: 'hand' })).toEqual({
      kind: 'take',
      cards: ['jan-chaff-1'],
    });
    expect(captureOutcome('nov-animal', withGaji, mushi, { source: 'draw' })).toEqual({ kind: 'stay' });
  });

  it('removes cards from piles and drops emptied piles', () => {
    expect(removeFromField([['jan-chaff-1'], ['mar-ribbon', 'mar-chaff-1']], ['mar-chaff-1'])).toEqual([
      ['jan-chaff-1'],
      ['mar-ribbon'],
    ]);
    expect(() => removeFromField([['jan-chaff-1']], ['feb-animal'])).toThrow();
  });
});

describe('Go-Stop detections on the shared turn record', () => {
  it('detects ppuk and leaves the three cards stacked on the field', () => {
    const a = placeCard(single('jan-chaff-1', 'feb-animal'), NEW_TURN, 'jan-bright', SAME_MONTH, { source: 'hand' });
    expect(isPpuk(a.turn.placements[0], 'jan-ribbon')).toBe(true);
    expect(isPpuk(a.turn.placements[0], 'feb-ribbon')).toBe(false);
    const p = makePpuk(a.field, a.turn, a.turn.placements[0]!, 'jan-ribbon');
    expect(p.field).toEqual([['feb-animal'], ['jan-bright', 'jan-chaff-1', 'jan-ribbon']]);
    expect(p.turn.pending).toEqual([]);
    expect(captureOutcome('jan-chaff-2', p.field)).toEqual({
      kind: 'take',
      cards: ['jan-bright', 'jan-chaff-1', 'jan-ribbon'],
    });
  });

  it('detects ttadak: the hand card took one of two, the drawn card took the other', () => {
    const a = placeCard(single('jan-chaff-1', 'jan-ribbon'), NEW_TURN, 'jan-bright', SAME_MONTH, { source: 'hand' });
    const b = resolveChoice(a.field, a.turn, 'jan-ribbon');
    const c = placeCard(b.field, b.turn, 'jan-chaff-2', SAME_MONTH, { source: 'draw' });
    expect(isTtadak(c.turn.placements[0], c.turn.placements[1])).toBe(true);
    expect(monthsCompleted(c.turn)).toEqual([1]);
    expect(isSweep(c.field)).toBe(true);
  });

  it('detects jjok: the hand card stayed and the drawn card took it', () => {
    const a = placeCard(single('feb-animal'), NEW_TURN, 'jan-bright', SAME_MONTH, { source: 'hand' });
    const b = placeCard(a.field, a.turn, 'jan-chaff-1', SAME_MONTH, { source: 'draw' });
    expect(isJjok(b.turn.placements[0], b.turn.placements[1])).toBe(true);
    expect(isTtadak(b.turn.placements[0], b.turn.placements[1])).toBe(false);
    expect(isSweep(b.field)).toBe(false);
  });

  it('plays a bomb: three hand cards take the fourth of their month', () => {
    const b = placeBomb(single('jan-chaff-1', 'feb-animal'), NEW_TURN, ['jan-bright', 'jan-ribbon', 'jan-chaff-2']);
    expect(b.field).toEqual([['feb-animal']]);
    expect(b.turn.pending).toEqual(['jan-bright', 'jan-ribbon', 'jan-chaff-2', 'jan-chaff-1']);
    expect(monthsCompleted(b.turn)).toEqual([1]);
    expect(() => placeBomb(single('feb-animal'), NEW_TURN, ['jan-bright', 'jan-ribbon', 'jan-chaff-2'])).toThrow();
  });

  it('finds Higo-Bana hiki months (hand and field hold the whole month)', () => {
    expect(
      hikiMonths(['jan-bright', 'jan-ribbon', 'feb-animal'], single('jan-chaff-1', 'jan-chaff-2', 'feb-ribbon')),
    ).toEqual([1]);
  });
});

describe('the dealer draw', () => {
  it('ranks earliest month first, then bright > animal > ribbon > chaff', () => {
    expect(dealerDrawRank('jan-chaff-1')).toBeLessThan(dealerDrawRank('feb-animal'));
    expect(dealerDrawRank('aug-bright')).toBeLessThan(dealerDrawRank('aug-animal'));
    expect(dealerDrawRank('jan-ribbon')).toBeLessThan(dealerDrawRank('jan-chaff-1'));
    expect(dealerDrawRank('jan-chaff-1')).toBe(dealerDrawRank('jan-chaff-2'));
  });

  it('gives the deal to the best card, redrawing ties, and keeps every card once', () => {
    let ties = 0;
    for (let i = 0; i < 300; i++) {
      const [draw, rest] = drawForDealer(rngFromSeed(`draw${i}`), 2);
      const last = draw.rounds[draw.rounds.length - 1]!;
      const winner = last.find((d) => d.seat === draw.dealer)!;
      for (const d of last)
        if (d.seat !== draw.dealer) expect(dealerDrawRank(d.card)).toBeGreaterThan(dealerDrawRank(winner.card));
      if (draw.rounds.length > 1) ties++;
      const drawn = draw.rounds.flat().map((d) => d.card);
      expect(new Set([...drawn, ...rest]).size).toBe(48);
      expect(drawn.length + rest.length).toBe(48);
    }
    expect(ties).toBeGreaterThan(0);
  });
});
