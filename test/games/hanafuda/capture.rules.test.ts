/**
 * Hand-computed edge cases of the capture-step detections (Go-Stop ppuk, ttadak, jjok; Higo-Bana
 * hiki) and the refusals of the capture helpers: each condition of each rule alone decides.
 */
import { describe, expect, it } from 'vitest';
import { hikiMonths, isJjok, isPpuk, isTtadak, placeBomb, resolveChoice, NEW_TURN, type Placement } from '../../../src/games/hanafuda/capture.ts';

const P = (card: string, source: 'hand' | 'draw', matched: string[], took: string[]): Placement => ({ card, source, matched, took });

describe('ppuk: the hand card paired with one field card and the drawn card is of that month', () => {
  it('holds only when every condition holds', () => {
    const pair = P('mar-bright', 'hand', ['mar-ribbon'], ['mar-ribbon']);
    expect(isPpuk(pair, 'mar-chaff-1')).toBe(true);
    expect(isPpuk(undefined, 'mar-chaff-1')).toBe(false);
    expect(isPpuk(pair, 'apr-chaff-1'), 'drawn card of another month').toBe(false);
    expect(isPpuk({ ...pair, source: 'draw' }, 'mar-chaff-1'), 'a drawn card made the pair').toBe(false);
    expect(isPpuk({ ...pair, took: [] }, 'mar-chaff-1'), 'nothing taken').toBe(false);
    expect(isPpuk({ ...pair, matched: ['mar-ribbon', 'mar-chaff-2'] }, 'mar-chaff-1'), 'a choice of two, not a pair').toBe(false);
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
    expect(() => placeBomb([['apr-ribbon']], NEW_TURN, ['mar-bright', 'mar-chaff-1', 'mar-chaff-2'])).toThrow('A bomb needs a card of its month on the field');
  });
});
