// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { HANAFUDA_ART_IDS, HanafudaBack, HanafudaFace } from '../../../src/games/hanafuda/art/index.tsx';
import { HANAFUDA_DECK } from '../../../src/games/hanafuda/cards.ts';

function markup(node: preact.ComponentChild): string {
  const div = document.createElement('div');
  render(node, div);
  return div.innerHTML;
}

describe('Hanafuda card art', () => {
  it('draws every one of the 48 cards of the deck', () => {
    expect([...HANAFUDA_ART_IDS].sort()).toEqual([...HANAFUDA_DECK].sort());
    for (const id of HANAFUDA_DECK) {
      const html = markup(<HanafudaFace id={id} />);
      expect(html).toMatch(/^<svg[^>]*viewBox="0 0 100 160"/);
      expect(html).toContain('aria-hidden="true"');
      expect((html.match(/<(path|circle|ellipse|rect)/g) ?? []).length).toBeGreaterThan(3);
    }
  });

  it('refuses an unknown card rather than drawing a wrong one', () => {
    expect(() => markup(<HanafudaFace id="jan-animal" />)).toThrow(/No Hanafuda card/);
  });

  it('shows the month number and class letter when labels are on, and nothing when off', () => {
    expect(markup(<HanafudaFace id="nov-bright" />)).toContain('11B');
    expect(markup(<HanafudaFace id="sep-animal" label />)).toContain('9A');
    expect(markup(<HanafudaFace id="sep-animal" label={false} />)).not.toMatch(/<text/);
  });

  it('gives every card its own face', () => {
    const faces = new Set(
      HANAFUDA_DECK.map((id) => markup(<HanafudaFace id={id} label={false} />).replace(/ data-card="[^"]*"/, '')),
    );
    expect(faces.size).toBe(48);
    expect(markup(<HanafudaBack />)).not.toEqual(markup(<HanafudaFace id="jan-chaff-1" />));
  });
});
