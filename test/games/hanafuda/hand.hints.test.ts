/**
 * Which field cards light up when a player taps a hand card, per game, on hand-built fields
 * (piles as the view shows them). Each game's engine answers; the expectations are written out.
 */
import { describe, expect, it } from 'vitest';
import { koikoiHandHint } from '../../../src/games/hanafuda/koikoi.ts';
import { goStopHandHint } from '../../../src/games/hanafuda/gostop.ts';
import { LIGHTNING, mushiHandHint } from '../../../src/games/hanafuda/mushi.ts';
import { GAJI, higoBanaHandHint } from '../../../src/games/hanafuda/higobana.ts';

const sorted = (h: { cards: string[]; choose: boolean }) => ({ cards: [...h.cards].sort(), choose: h.choose });

describe.each([
  ['Koi-Koi', koikoiHandHint],
  ['Go-Stop', goStopHandHint],
])('%s hand hints: a card takes its own month', (_, hint) => {
  it('two single cards of its month light up as a choice; a lone one is taken; none stays', () => {
    const field = [['mar-ribbon'], ['mar-chaff-1'], ['jan-chaff-1'], ['may-chaff-1']];
    expect(sorted(hint('mar-bright', field))).toEqual({ cards: ['mar-chaff-1', 'mar-ribbon'], choose: true });
    expect(hint('jan-ribbon', field)).toEqual({ cards: ['jan-chaff-1'], choose: false });
    expect(hint('feb-animal', field)).toEqual({ cards: [], choose: false });
  });
  it('the fourth card of a month lights the whole stack of three, taken without a choice', () => {
    const field = [['apr-animal', 'apr-ribbon', 'apr-chaff-1'], ['may-chaff-1']];
    expect(sorted(hint('apr-chaff-2', field))).toEqual({
      cards: ['apr-animal', 'apr-chaff-1', 'apr-ribbon'],
      choose: false,
    });
  });
  it('the Lightning is an ordinary Willow: it takes a Willow and nothing else', () => {
    expect(hint('nov-chaff-1', [['nov-bright'], ['jan-chaff-1']])).toEqual({ cards: ['nov-bright'], choose: false });
    expect(hint('nov-ribbon', [['nov-chaff-1'], ['jan-chaff-1']])).toEqual({ cards: ['nov-chaff-1'], choose: false });
  });
});

describe('Mushi hand hints', () => {
  it('the Lightning lights every field card but the plain Willows, to choose one', () => {
    expect(LIGHTNING).toBe('nov-chaff-1');
    expect(sorted(mushiHandHint(LIGHTNING, [['nov-bright'], ['jan-chaff-1'], ['mar-ribbon'], ['nov-ribbon']]))).toEqual(
      { cards: ['jan-chaff-1', 'mar-ribbon'], choose: true },
    );
    expect(mushiHandHint(LIGHTNING, [['nov-bright'], ['dec-bright']])).toEqual({
      cards: ['dec-bright'],
      choose: false,
    });
    expect(mushiHandHint(LIGHTNING, [['nov-bright'], ['nov-animal']])).toEqual({ cards: [], choose: false });
  });
  it('a hand card never takes the Lightning, not even a Willow', () => {
    expect(mushiHandHint('nov-bright', [['nov-chaff-1'], ['nov-ribbon']])).toEqual({
      cards: ['nov-ribbon'],
      choose: false,
    });
    expect(mushiHandHint('jan-bright', [['nov-chaff-1'], ['jan-chaff-1'], ['jan-ribbon']]).cards.sort()).toEqual([
      'jan-chaff-1',
      'jan-ribbon',
    ]);
  });
});

describe('Higo-Bana hand hints', () => {
  it('a card lights its own month only', () => {
    expect(higoBanaHandHint('mar-ribbon', [['mar-chaff-1'], ['apr-chaff-1']])).toEqual({
      cards: ['mar-chaff-1'],
      choose: false,
    });
    expect(higoBanaHandHint('feb-animal', [['mar-chaff-1'], ['apr-chaff-1']])).toEqual({ cards: [], choose: false });
  });
  it('the Gaji lights every field card, to choose one (a hiki against it is only announced once it is played)', () => {
    expect(GAJI).toBe('nov-chaff-1'); // the Lightning
    expect(sorted(higoBanaHandHint(GAJI, [['jan-bright'], ['dec-bright'], ['aug-chaff-1']]))).toEqual({
      cards: ['aug-chaff-1', 'dec-bright', 'jan-bright'],
      choose: true,
    });
    expect(higoBanaHandHint(GAJI, [['jan-bright']])).toEqual({ cards: ['jan-bright'], choose: false });
  });
  it('on the field only a Willow takes the Gaji', () => {
    expect(higoBanaHandHint('nov-bright', [[GAJI], ['jan-chaff-1']])).toEqual({ cards: [GAJI], choose: false });
    expect(higoBanaHandHint('jan-bright', [[GAJI], ['jan-chaff-1']])).toEqual({
      cards: ['jan-chaff-1'],
      choose: false,
    });
  });
});
