// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { TRAVFUDA_ART_IDS, TravFudaBack, TravFudaFace } from '../../../src/games/travfuda/art/index.tsx';
import { cardLabel, TRAVFUDA_DECK } from '../../../src/games/travfuda/deck.ts';

function markup(node: preact.ComponentChild): string {
  const div = document.createElement('div');
  render(node, div);
  return div.innerHTML;
}

describe('TravFuda card art', () => {
  it('draws all 62 cards, each with the designer label printed on it', () => {
    expect(TRAVFUDA_ART_IDS).toEqual([...TRAVFUDA_DECK]);
    for (const id of TRAVFUDA_DECK) {
      const html = markup(<TravFudaFace id={id} />);
      expect(html).toMatch(/^<svg[^>]*viewBox="0 0 100 160"/);
      expect(html).toContain(`>${cardLabel(id)}</text>`);
    }
    expect(markup(<TravFudaFace id="t06-RF" label={false} />)).toContain('>6 R F</text>');
  });

  it('refuses an unknown card', () => {
    expect(() => markup(<TravFudaFace id="t10-P1" />)).toThrow(/No TravFuda card/);
  });

  it('draws symbols as different shapes, so they read without colour', () => {
    const strip = (id: string) => markup(<TravFudaFace id={id} label={false} />).replace(/#[0-9a-f]{6}/gi, '#').replace(/>[^<]*<\/text>/g, '');
    // Same suit (6), three symbols in other colours: shapes still differ.
    expect(new Set([strip('t06-GS'), strip('t06-BC'), strip('t06-RF')]).size).toBe(3);
    // Different suits look different even as plains.
    expect(new Set([1, 2, 3, 4, 6, 7, 8, 9].map((s) => strip(`t0${s}-P1`))).size).toBe(8);
    expect(markup(<TravFudaBack />)).not.toEqual(markup(<TravFudaFace id="joker-1" />));
  });
});
