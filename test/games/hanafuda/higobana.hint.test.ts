import { describe, expect, it } from 'vitest';
import { GAJI, higoBanaHint } from '../../../src/games/hanafuda/higobana.ts';

describe('Higo-Bana hand hints (which field cards a tapped hand card lights up)', () => {
  it('a card lights its own month only', () => {
    expect(higoBanaHint('mar-ribbon', 'mar-chaff-1')).toBe(true);
    expect(higoBanaHint('mar-ribbon', 'apr-chaff-1')).toBe(false);
  });
  it('the Gaji lights every field card (a hiki against it is only announced once it is played)', () => {
    expect(GAJI).toBe('nov-chaff-1'); // the Lightning
    for (const f of ['jan-bright', 'dec-bright', 'aug-chaff-1']) expect(higoBanaHint(GAJI, f)).toBe(true);
  });
});
