/**
 * The one-screen table: opponents compact at the top, the field in the middle (the only part
 * that may scroll, and only when it must), and the dock at the bottom under the thumb: the
 * last move as one short line, the prompt or decision, and your hand, whole, on every turn.
 * In landscape (and on large screens) the dock moves to the right-hand side. Every game's
 * table is built in it, inside its `.felt` (the felt's own padding is then dropped).
 *
 * The frame is the screen's `main` landmark (named after the table). A part that scrolls
 * because its content does not fit becomes, while it scrolls, a named region that takes focus,
 * so a keyboard can scroll it too (and only then: a part that fits is no extra tab stop).
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { AssistRow, TeachRow } from './assist.tsx';
import { words } from '../i18n/current.ts';
import { tableWords } from './table.words.ts';
import './table.css';

export interface TableFrameProps {
  /** Opponents, scores, round line: compact (counts and progress), expandable on tap. */
  top?: ComponentChildren;
  /** The field / the trick / the piles. */
  middle: ComponentChildren;
  /** The last move as a one-line status (announced politely to screen readers). */
  line?: ComponentChildren;
  /** Prompts and decisions: they sit next to the hand, never between field and captures. */
  prompt?: ComponentChildren;
  /** Your hand (and your own compact captures). */
  hand?: ComponentChildren;
  /** Accessible name of the whole table (the screen's main landmark). */
  label?: string;
}

/** Whether `el` has content hidden below or beside its box (so it scrolls). */
export function scrolls(el: HTMLElement): boolean {
  return el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
}

/**
 * Makes the element, while it scrolls, a focusable region named `name` (tabindex 0), and takes
 * that back when everything fits: measured after every render and whenever its size changes.
 */
function useScrollFocus(name: string) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      if (scrolls(el)) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', name);
      } else if (el.hasAttribute('tabindex')) {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
        el.removeAttribute('aria-label');
      }
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(update);
    ro.observe(el);
    for (const child of el.children) ro.observe(child);
    return () => ro.disconnect();
  });
  return ref;
}

export function TableFrame({ top, middle, line, prompt, hand, label }: TableFrameProps) {
  const w = words(tableWords);
  const topRef = useScrollFocus(w.top);
  const midRef = useScrollFocus(w.middle);
  const dockRef = useScrollFocus(w.dock);
  return (
    <main class="tframe" aria-label={label ?? w.table}>
      {top !== undefined && (
        <div class="tframe-top" ref={topRef}>
          {top}
        </div>
      )}
      <div class="tframe-mid" ref={midRef}>
        <TeachRow />
        {middle}
      </div>
      <div class="tframe-dock" ref={dockRef}>
        <AssistRow />
        {line !== undefined && <div class="tframe-line">{line}</div>}
        {prompt !== undefined && <div class="tframe-prompt">{prompt}</div>}
        {hand}
      </div>
    </main>
  );
}
