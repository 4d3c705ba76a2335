// @vitest-environment happy-dom
/** The table frame (issue 24 §6): the screen's main landmark, and a part that scrolls takes focus while it scrolls. */
import { describe, expect, it } from 'vitest';
import { TableFrame } from '../../src/table/frame.tsx';
import { mount, rerender } from '../helpers/mount.ts';

/** Pretends the element's content is `content` px tall in a box `box` px tall (happy-dom has no layout). */
function sized(el: HTMLElement, content: number, box: number): void {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => content });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => box });
}

describe('TableFrame', () => {
  it('is the main landmark, named after the table', () => {
    const el = mount(<TableFrame label="Koi-Koi table" top={<p>top</p>} middle={<p>field</p>} hand={<p>hand</p>} />);
    const main = el.querySelector('main')!;
    expect(main.getAttribute('aria-label')).toBe('Koi-Koi table');
    expect(main.classList.contains('tframe')).toBe(true);
  });

  it('makes a part that scrolls a named region a keyboard can focus, and takes it back once it fits', () => {
    const frame = (n: number) => (
      <TableFrame label="T" top={<p>top</p>} middle={<p>{'field '.repeat(n)}</p>} hand={<p>hand</p>} />
    );
    const el = mount(frame(1));
    const mid = el.querySelector<HTMLElement>('.tframe-mid')!;
    expect(mid.hasAttribute('tabindex')).toBe(false);
    sized(mid, 400, 100);
    rerender(frame(2));
    expect(mid.getAttribute('tabindex')).toBe('0');
    expect(mid.getAttribute('role')).toBe('region');
    expect(mid.getAttribute('aria-label')).toBe('Play area');
    expect(el.querySelector('.tframe-top')!.hasAttribute('tabindex')).toBe(false);
    sized(mid, 100, 100);
    rerender(frame(3));
    expect(mid.hasAttribute('tabindex')).toBe(false);
    expect(mid.hasAttribute('role')).toBe(false);
    expect(mid.hasAttribute('aria-label')).toBe(false);
  });
});
