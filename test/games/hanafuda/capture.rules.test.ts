/**
 * Hand-computed edge cases of the capture-step detections (Go-Stop ppuk, ttadak, jjok; Higo-Bana
 * hiki) and the refusals of the capture helpers: each condition of each rule alone decides.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../../src/engine/rng.ts';
import {
  captureOutcome,
  drawForDealer,
  hikiMonths,
  isJjok,
  isPpuk,
  isTtadak,
  makePpuk,
  NEW_TURN,
  pileOf,
  placeBomb,
  placeCard,
  removeFromField,
  resolveChoice,
  SAME_MONTH,
  type CaptureRules,
  type Field,
  type Placement,
} from '../../../src/games/hanafuda/capture.ts';

const P = (card: string, source: 'hand' | 'draw', matched: string[], took: string[]): Placement => ({
  card,
  source,
  matched,
  took,
});

describe('ppuk: the hand card paired with one field card and the drawn card is of that month', () => {
  it('holds only when every condition holds', () => {
    const pair = P('mar-bright', 'hand', ['mar-ribbon'], ['mar-ribbon']);
    expect(isPpuk(pair, 'mar-chaff-1')).toBe(true);
    expect(isPpuk(undefined, 'mar-chaff-1')).toBe(false);
    expect(isPpuk(pair, 'apr-chaff-1'), 'drawn card of another month').toBe(false);
    expect(isPpuk({ ...pair, source: 'draw' }, 'mar-chaff-1'), 'a drawn card made the pair').toBe(false);
    expect(isPpuk({ ...pair, took: [] }, 'mar-chaff-1'), 'nothing taken').toBe(false);
    expect(
      isPpuk({ ...pair, matched: ['mar-ribbon', 'mar-chaff-2'] }, 'mar-chaff-1'),
      'a choice of two, not a pair',
    ).toBe(false);
  });
});

describe('ttadak and jjok', () => {
  const hand = P('mar-bright', 'hand', ['mar-ribbon', 'mar-chaff-1'], ['mar-ribbon']);
  const draw = P('mar-chaff-2', 'draw', ['mar-chaff-1'], ['mar-chaff-1']);
  it('ttadak: hand took one of two, the drawn card of that month took the other', () => {
    expect(isTtadak(hand, draw)).toBe(true);
    expect(isTtadak(undefined, draw)).toBe(false);
    expect(isTtadak(hand, undefined)).toBe(false);
    expect(isTtadak({ ...hand, matched: ['mar-ribbon'] }, draw), 'only one match').toBe(false);
    expect(isTtadak({ ...hand, took: [] }, draw), 'hand took nothing').toBe(false);
    expect(isTtadak(hand, { ...draw, card: 'apr-chaff-1' }), 'drawn card of another month').toBe(false);
    expect(isTtadak(hand, { ...draw, took: [] }), 'drawn card took nothing').toBe(false);
  });
  it('jjok: the hand card matched nothing and the drawn card took it', () => {
    const lone = P('may-chaff-1', 'hand', [], []);
    const took = P('may-chaff-2', 'draw', ['may-chaff-1'], ['may-chaff-1']);
    expect(isJjok(lone, took)).toBe(true);
    expect(isJjok(undefined, took)).toBe(false);
    expect(isJjok(lone, undefined)).toBe(false);
    expect(isJjok({ ...lone, took: ['may-ribbon'] }, took), 'the hand card took something').toBe(false);
    expect(isJjok({ ...lone, matched: ['may-ribbon'] }, took), 'the hand card had a match').toBe(false);
    expect(isJjok(lone, { ...took, took: ['may-ribbon'] }), 'the drawn card took another card').toBe(false);
  });
});

describe('hiki and the refusals', () => {
  it('hiki needs the whole month between hand and field, with at least one card in hand', () => {
    expect(hikiMonths(['apr-animal', 'apr-ribbon'], [['apr-chaff-1'], ['apr-chaff-2'], ['may-chaff-1']])).toEqual([4]);
    expect(hikiMonths(['may-animal'], [['apr-chaff-1', 'apr-chaff-2', 'apr-animal', 'apr-ribbon']])).toEqual([]);
    expect(hikiMonths(['apr-animal', 'apr-ribbon'], [['apr-chaff-1']])).toEqual([]);
  });
  it('refuses a choice that is not pending or not offered, and a bomb without cards or a field card', () => {
    expect(() => resolveChoice([['mar-ribbon']], NEW_TURN, 'mar-ribbon')).toThrow('No capture choice is pending');
    expect(() => placeBomb([['mar-ribbon']], NEW_TURN, [])).toThrow('A bomb needs cards');
    expect(() => placeBomb([['apr-ribbon']], NEW_TURN, ['mar-bright', 'mar-chaff-1', 'mar-chaff-2'])).toThrow(
      'A bomb needs a card of its month on the field',
    );
  });
});

describe('the capture step with any game rules (mutation-found gaps)', () => {
  // A wild game: every card matches every field card. The step must still take a month's three
  // cards only when they are one month, offer a choice otherwise, and take a named stack whole.
  const WILD: CaptureRules = { matches: () => true };

  it('three or more matching cards of mixed months are a choice, not a sweep', () => {
    const field: Field = [['jan-chaff-1'], ['feb-animal'], ['mar-ribbon']];
    expect(captureOutcome('apr-chaff-1', field, WILD, { source: 'hand' })).toEqual({
      kind: 'choose',
      targets: ['jan-chaff-1', 'feb-animal', 'mar-ribbon'],
    });
  });

  it('a choice names the first card of each pile; naming a stack takes the whole stack, and the record shows it', () => {
    const field: Field = [['mar-ribbon', 'mar-chaff-1', 'mar-chaff-2'], ['jan-chaff-1']];
    const placed = placeCard(field, NEW_TURN, 'apr-chaff-1', WILD, { source: 'draw' });
    expect(placed.turn.choice).toEqual({ card: 'apr-chaff-1', source: 'draw', targets: ['mar-ribbon', 'jan-chaff-1'] });
    expect(placed.turn.placements).toEqual([
      {
        card: 'apr-chaff-1',
        source: 'draw',
        matched: ['mar-ribbon', 'mar-chaff-1', 'mar-chaff-2', 'jan-chaff-1'],
        took: [],
      },
    ]);
    const done = resolveChoice(placed.field, placed.turn, 'mar-ribbon');
    expect(done.field).toEqual([['jan-chaff-1']]);
    expect(done.turn.pending).toEqual(['apr-chaff-1', 'mar-ribbon', 'mar-chaff-1', 'mar-chaff-2']);
    expect(done.turn.placements[0]!.took).toEqual(['mar-ribbon', 'mar-chaff-1', 'mar-chaff-2']);
    // The position before the choice is left as it was (undo and replay go back to it).
    expect(placed.turn.placements[0]!.took).toEqual([]);
    expect(placed.field).toEqual(field);
  });

  it('a wild card whose choice its rules make (a Mushi Lightning) records every card it could take as matched', () => {
    const lightning: CaptureRules = {
      matches: () => false,
      override: (card, field) =>
        card === 'nov-chaff-1' ? { kind: 'choose', targets: field.map((p) => p[0]!) } : undefined,
    };
    const placed = placeCard([['jan-chaff-1'], ['feb-animal']], NEW_TURN, 'nov-chaff-1', lightning, { source: 'hand' });
    expect(placed.turn.placements[0]!.matched).toEqual(['jan-chaff-1', 'feb-animal']);
    expect(placed.turn.choice!.targets).toEqual(['jan-chaff-1', 'feb-animal']);
  });

  it('refuses, naming the card, a choice not offered and a card not on the field', () => {
    const placed = placeCard([['jan-chaff-1'], ['jan-ribbon'], ['feb-animal']], NEW_TURN, 'jan-bright', SAME_MONTH, {
      source: 'hand',
    });
    expect(() => resolveChoice(placed.field, placed.turn, 'feb-animal')).toThrow(
      'feb-animal is not one of the choices',
    );
    // A choice offered earlier whose pile is no longer on the field is refused, not half-done.
    expect(() => resolveChoice([['feb-animal']], placed.turn, 'jan-chaff-1')).toThrow(
      'jan-chaff-1 is not on the field',
    );
    expect(() => removeFromField([['jan-chaff-1']], ['jan-chaff-1', 'feb-animal'])).toThrow(
      'feb-animal is not on the field',
    );
    expect(pileOf([['jan-chaff-1'], ['mar-ribbon', 'mar-chaff-1']], 'mar-chaff-1')).toEqual([
      'mar-ribbon',
      'mar-chaff-1',
    ]);
    expect(pileOf([['jan-chaff-1']], 'feb-animal')).toBeUndefined();
  });
});

describe('ppuk and bomb records (what Go-Stop reads back at the end of the turn)', () => {
  it("ppuk puts the pair back with the drawn card, keeps the turn's other captures, and records the drawn card as matching the pair", () => {
    const hand = P('jan-bright', 'hand', ['jan-chaff-1'], ['jan-chaff-1']);
    // A bonus card taken earlier in the turn stays captured.
    const turn = { pending: ['dec-chaff-3', 'jan-bright', 'jan-chaff-1'], placements: [hand] };
    const p = makePpuk([['feb-animal']], turn, hand, 'jan-ribbon');
    expect(p.field).toEqual([['feb-animal'], ['jan-bright', 'jan-chaff-1', 'jan-ribbon']]);
    expect(p.turn.pending).toEqual(['dec-chaff-3']);
    expect(p.turn.placements[1]).toEqual({
      card: 'jan-ribbon',
      source: 'draw',
      matched: ['jan-bright', 'jan-chaff-1'],
      took: [],
    });
  });

  it('a bomb is recorded as a hand play of its first card with the others, taking the month', () => {
    const b = placeBomb([['jan-chaff-1'], ['feb-animal']], NEW_TURN, ['jan-bright', 'jan-ribbon', 'jan-chaff-2']);
    expect(b.turn.placements).toEqual([
      {
        card: 'jan-bright',
        source: 'hand',
        matched: ['jan-chaff-1'],
        took: ['jan-chaff-1'],
        also: ['jan-ribbon', 'jan-chaff-2'],
      },
    ]);
  });

  it('hiki is found for December too', () => {
    expect(hikiMonths(['dec-bright', 'dec-chaff-1'], [['dec-chaff-2'], ['dec-chaff-3'], ['jan-chaff-1']])).toEqual([
      12,
    ]);
  });
});

describe('the dealer draw when the cards run out in ties', () => {
  it('draws while every contender still gets a card, then settles the tie by lot', () => {
    // Two January chaff tie; no card is left for a second draw.
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const [draw, rest] = drawForDealer(rngFromSeed(`tie${i}`), 2, ['jan-chaff-1', 'jan-chaff-2']);
      expect(draw.rounds).toHaveLength(1);
      expect(draw.rounds[0]!.map((d) => d.card).sort()).toEqual(['jan-chaff-1', 'jan-chaff-2']);
      expect(rest).toEqual([]);
      seen.add(draw.dealer);
    }
    expect([...seen].sort()).toEqual([0, 1]);
  });

  it('uses the last cards exactly when they suffice for a redraw', () => {
    // Four cards, two seats: when the first draw ties (a month's two chaff), the other two are
    // drawn; when they tie too, the lot decides. No card is drawn twice or made up.
    for (let i = 0; i < 20; i++) {
      const deck = ['jan-chaff-1', 'jan-chaff-2', 'feb-chaff-1', 'feb-chaff-2'];
      const [draw, rest] = drawForDealer(rngFromSeed(`four${i}`), 2, deck);
      const drawn = draw.rounds.flat().map((d) => d.card);
      expect([...drawn, ...rest].sort()).toEqual([...deck].sort());
      for (const r of draw.rounds) expect(r).toHaveLength(2);
    }
  });
});
