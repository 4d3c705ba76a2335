import { describe, expect, it } from 'vitest';
import { gostop, type GoStopOptions, type GoStopState, type GoStopView } from '../../../src/games/hanafuda/gostop.ts';

/** A two-player round with the capture piles set by hand (the dangers read only the piles and the options). */
function withPiles(piles: string[][], options: Partial<GoStopOptions> = {}): GoStopState {
  const s = gostop.setup({ players: 2, seed: 'dangers', options: options as Record<string, unknown> });
  const round = s.phase === 'dealer-draw' ? gostop.play(s, s.dealer, { type: 'next-round' }) : s;
  return { ...round, captured: piles };
}

const view = (s: GoStopState, seat: number) => gostop.view(s, seat) as GoStopView;

// Seat 1: three dry brights (Three Lights), seven animals without the sake cup, ten chaff units (Dregs).
const STRONG = [
  'jan-bright',
  'mar-bright',
  'aug-bright',
  'feb-animal',
  'apr-animal',
  'may-animal',
  'jun-animal',
  'jul-animal',
  'oct-animal',
  'nov-animal',
  'jan-chaff-1',
  'jan-chaff-2',
  'feb-chaff-1',
  'feb-chaff-2',
  'mar-chaff-1',
  'mar-chaff-2',
  'apr-chaff-1',
  'apr-chaff-2',
  'may-chaff-1',
  'may-chaff-2',
];

describe('Go-Stop dangers in the view (what a stop by the other seat would double)', () => {
  it('three chaff units and no bright against Dregs, Three Lights and seven animals: pi-bak, gwang-bak and meong-bak', () => {
    const s = withPiles([['jun-chaff-1', 'jun-chaff-2', 'jul-chaff-1'], STRONG]);
    expect(view(s, 0).dangers).toEqual([['pi-bak', 'gwang-bak', 'meong-bak'], []]);
    expect(view(s, 1).dangers[0]).toEqual(['pi-bak', 'gwang-bak', 'meong-bak']);
  });

  it('the sake cup counted as two chaff lifts four units to six, out of pi-bak; a bright ends gwang-bak (rulings G15)', () => {
    const s = withPiles([
      ['jun-chaff-1', 'jun-chaff-2', 'jul-chaff-1', 'oct-chaff-1', 'sep-animal', 'dec-bright'],
      STRONG,
    ]);
    expect(view(s, 0).dangers[0]).toEqual(['meong-bak']);
  });

  it('four units and no cup stay in pi-bak under the seed rule (fewer than 5)', () => {
    const s = withPiles([['jun-chaff-1', 'jun-chaff-2', 'jul-chaff-1', 'oct-chaff-1', 'dec-bright'], STRONG]);
    expect(view(s, 0).dangers[0]).toEqual(['pi-bak', 'meong-bak']);
  });

  it('Korean pi-bak: no chaff at all is not pi-bak, eight units with two players is not, seven is', () => {
    expect(view(withPiles([['dec-bright'], STRONG], { pi_bak: 'korean' }), 0).dangers[0]).toEqual(['meong-bak']);
    const seven = [
      'jun-chaff-1',
      'jun-chaff-2',
      'jul-chaff-1',
      'jul-chaff-2',
      'oct-chaff-1',
      'oct-chaff-2',
      'sep-chaff-1',
      'dec-bright',
    ];
    expect(view(withPiles([seven, STRONG], { pi_bak: 'korean' }), 0).dangers[0]).toEqual(['pi-bak', 'meong-bak']);
    expect(view(withPiles([[...seven, 'sep-chaff-2'], STRONG], { pi_bak: 'korean' }), 0).dangers[0]).toEqual([
      'meong-bak',
    ]);
  });

  it('no danger from a seat without Dregs, lights or seven animals', () => {
    const s = withPiles([['jun-chaff-1'], ['jan-bright', 'mar-bright', 'feb-animal', 'jan-chaff-1']]);
    expect(view(s, 0).dangers).toEqual([[], []]);
  });
});
