// @vitest-environment happy-dom
/** Capture card art: every face shows its rank or drawn Moon/Sun, suit letter and planet name; Galaxies their dots. */
import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { UcdBack, UcdFace } from '../../../src/games/capture/art/index.tsx';
import { ALL_CARDS, cardName, REGULAR_CARDS } from '../../../src/games/capture/cards.ts';

function dom(node: preact.ComponentChild): HTMLElement {
  const div = document.createElement('div');
  render(node, div);
  return div;
}
const texts = (el: HTMLElement) => [...el.querySelectorAll('text')].map((t) => t.textContent ?? '');
const PLANETS: Record<string, string> = { E: 'EARTH', J: 'JUPITER', M: 'MARS', N: 'NEPTUNE', S: 'SATURN', V: 'VENUS' };

describe('Capture card art', () => {
  it('has 54 regular cards and 6 Galaxies, each named for screen readers', () => {
    expect(REGULAR_CARDS).toHaveLength(54);
    expect(ALL_CARDS).toHaveLength(60);
    expect(new Set(ALL_CARDS.map(cardName)).size).toBe(60);
    expect(cardName('u-N-Moon')).toBe('Neptune Moon');
    expect(cardName('u-Galaxy-E')).toBe('Earth Galaxy');
  });

  it('a regular face prints its number (or draws Moon/Sun and names it), its suit letter and its planet', () => {
    for (const id of REGULAR_CARDS) {
      const [, suit, rank] = id.split('-') as [string, string, string];
      for (const label of [true, false]) {
        const el = dom(<UcdFace id={id} label={label} />);
        const t = texts(el);
        expect(el.innerHTML).toMatch(/^<svg[^>]*viewBox="0 0 100 160"/);
        expect(t).toContain(suit);
        expect(t).toContain(PLANETS[suit]);
        expect(t).toContain(rank === 'Moon' || rank === 'Sun' ? rank.toUpperCase() : rank);
        if (label) expect(t).toContain(['E', 'J', 'M'].includes(suit) ? 'PRIMARY' : 'SECONDARY');
      }
    }
  });

  it('a Galaxy face says GALAXY, its letter, and shows its rank in dots (Earth 6 … Venus 1)', () => {
    const dots: Record<string, number> = { E: 6, J: 5, M: 4, N: 3, S: 2, V: 1 };
    for (const s of Object.keys(dots)) {
      const el = dom(<UcdFace id={`u-Galaxy-${s}`} />);
      expect(texts(el)).toEqual(expect.arrayContaining(['GALAXY', s, PLANETS[s]]));
      // The dots are the only r="3.4" circles.
      expect(el.querySelectorAll('circle[r="3.4"]').length).toBe(dots[s]);
    }
  });

  it('the back shows no card', () => {
    expect(texts(dom(<UcdBack />))).toEqual(['UCD']);
  });
});
