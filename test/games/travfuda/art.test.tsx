// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from 'preact';
import { TRAVFUDA_ART_IDS, TravFudaBack, TravFudaFace } from '../../../src/games/travfuda/art/index.tsx';
import { cardLabel } from '../../../src/games/travfuda/deck.ts';

function markup(node: preact.ComponentChild): string {
  const div = document.createElement('div');
  render(node, div);
  return div.innerHTML;
}

/** The texts a face prints, in document order. */
function texts(node: preact.ComponentChild): string[] {
  const div = document.createElement('div');
  render(node, div);
  return [...div.querySelectorAll('text')].map((t) => t.textContent ?? '');
}

/** A face with its colours, printed texts and id attribute removed: only the drawing's shapes remain. */
const shapesOf = (id: string) =>
  markup(<TravFudaFace id={id} label={false} />)
    .replace(/#[0-9a-f]{6}/gi, '#')
    .replace(/>[^<]*<\/text>/g, '')
    .replace(/ data-card="[^"]*"/, '');

describe('TravFuda card art', () => {
  it('prints the designer label on every one of the 62 faces, with or without the corner index', {
    timeout: 30_000,
  }, () => {
    expect(TRAVFUDA_ART_IDS).toHaveLength(62);
    for (const id of TRAVFUDA_ART_IDS) {
      for (const label of [true, false]) {
        const html = markup(<TravFudaFace id={id} label={label} />);
        expect(html).toMatch(/^<svg[^>]*viewBox="0 0 100 160"/);
        expect(html).toContain('aria-hidden="true"');
        expect(html).not.toContain('<title');
        expect(html).not.toContain('currentColor'); // keeps its own colours in dark mode
        expect((html.match(/<(path|circle|ellipse|rect)/g) ?? []).length).toBeGreaterThan(4);
        expect(texts(<TravFudaFace id={id} label={label} />)).toContain(cardLabel(id));
      }
    }
  });

  it('reads like the designer printed it: suit, colour letter, symbol letter', () => {
    expect(texts(<TravFudaFace id="t06-RF" />)).toContain('6 R F');
    expect(texts(<TravFudaFace id="t02-RS" />)).toContain('2 R S');
    expect(texts(<TravFudaFace id="t10-GC" />)).toContain('10 G C');
    expect(texts(<TravFudaFace id="t03-D" />)).toContain('3 D');
    expect(texts(<TravFudaFace id="t04-P2" />)).toContain('4');
    expect(texts(<TravFudaFace id="joker-2" />)).toContain('J');
    // Purple symbols are not mistaken for plains (t01-PF is the purple flag).
    expect(texts(<TravFudaFace id="t01-PF" />)).toContain('1 P F');
  });

  it('adds the large suit index only when label is on', () => {
    // In reading order: the label, then the corner number.
    expect(texts(<TravFudaFace id="t08-YC" />)).toEqual(['8 Y C', '8']);
    expect(texts(<TravFudaFace id="t08-YC" label={false} />)).toEqual(['8 Y C']);
  });

  it('refuses an unknown card rather than drawing a wrong one', () => {
    for (const id of ['t10-P1', 't01-RS', 't11-P1', 'joker-3', 'jan-bright', '']) {
      expect(() => markup(<TravFudaFace id={id} />)).toThrow(/No TravFuda card/);
    }
  });

  it('tells symbols apart by shape, not only by colour', () => {
    // Suit 6 has a Starburst, two Cutlasses and a Flag: three shapes once colours are removed.
    expect(new Set(['t06-GS', 't06-BC', 't06-RF'].map(shapesOf)).size).toBe(3);
    // The two Cutlasses of suit 6 differ only in colour, and the colour shows.
    expect(shapesOf('t06-BC')).toBe(shapesOf('t06-PC'));
    expect(markup(<TravFudaFace id="t06-BC" />)).not.toBe(markup(<TravFudaFace id="t06-PC" />));
  });

  it('gives every suit its own emblem and tint, and the double two emblems', () => {
    const plains = Array.from({ length: 9 }, (_, i) => `t${String(i + 1).padStart(2, '0')}-P1`);
    expect(new Set(plains.map(shapesOf)).size).toBe(9);
    const tints = plains.map((id) => markup(<TravFudaFace id={id} />).match(/<rect[^>]*fill="(#[0-9a-f]{6})"/)?.[1]);
    expect(new Set(tints).size).toBe(9);
    for (const suit of ['03', '04', '05', '10']) {
      expect(shapesOf(`t${suit}-D`)).not.toBe(shapesOf(`t${suit}-${suit === '10' ? 'BF' : 'P1'}`));
    }
    // Plains of a suit are interchangeable, so they look the same.
    expect(shapesOf('t02-P1')).toBe(shapesOf('t02-P4'));
  });

  it('draws both Jokers and a back that is no face', () => {
    expect(markup(<TravFudaFace id="joker-1" />)).toContain('JOKER');
    const back = markup(<TravFudaBack />);
    expect(back).toMatch(/^<svg[^>]*viewBox="0 0 100 160"[^>]*aria-hidden="true"/);
    expect(back).not.toMatch(/<text/);
    for (const id of TRAVFUDA_ART_IDS) expect(back).not.toBe(markup(<TravFudaFace id={id} />));
  });
});
