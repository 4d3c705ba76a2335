/**
 * Renders a component into a fresh element of the happy-dom document for a component test, and
 * unmounts and removes it after each test of the file that imports this.
 */
import { afterEach } from 'vitest';
import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';

let root: HTMLDivElement | undefined;

/** Unmounts the component last mounted and removes its element (also done after each test). */
export function unmount(): void {
  if (!root) return;
  render(null, root);
  root.remove();
  root = undefined;
}
afterEach(unmount);

export function mount(node: ComponentChild): HTMLDivElement {
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(node, root!));
  return root;
}

/** Renders `node` again into the element last mounted (a new view of the same table). */
export function rerender(node: ComponentChild): void {
  act(() => render(node, root!));
}
