/** The address bar is input from outside: the router keeps only bounded, known parameters. */
import { describe, expect, it } from 'vitest';
import { parseHash } from '../../src/app/router.ts';

describe('parseHash checks what comes from the address bar', () => {
  it('reads the routes a player uses', () => {
    expect(parseHash('#/play/m-12')).toEqual({ name: 'play', params: { id: 'm-12' } });
    expect(parseHash('#/new?game=koikoi&seed=train-7')).toEqual({
      name: 'new',
      params: { game: 'koikoi', seed: 'train-7' },
    });
    expect(parseHash('#/rules/gostop?preset=korean')).toEqual({
      name: 'rules',
      params: { preset: 'korean', game: 'gostop' },
    });
    expect(parseHash('')).toEqual({ name: 'home', params: {} });
    expect(parseHash('#/history')).toEqual({ name: 'history', params: {} });
    expect(parseHash('#/history/unfinished')).toEqual({ name: 'history', params: { view: 'unfinished' } });
  });

  it('drops unknown keys, over-long values and control characters', () => {
    expect(parseHash(`#/new?game=koikoi&evil=1&seed=${'x'.repeat(101)}`)).toEqual({
      name: 'new',
      params: { game: 'koikoi' },
    });
    expect(parseHash('#/new?seed=a%00b').params).toEqual({});
  });

  it('sends a malformed or over-long path to "not found" instead of throwing', () => {
    expect(parseHash('#/play/%E0%A4%A').name).toBe('notfound');
    expect(parseHash(`#/sheet/${'s'.repeat(101)}`).name).toBe('notfound');
  });
});
