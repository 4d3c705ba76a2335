/**
 * A list that puts in the DOM only the rows on screen, plus a few either side (issue 32 §2).
 * Rows have one fixed height; the list is as tall as all its rows, so the page scrolls as usual
 * (the top bar stays sticky) and the scroll bar tells how long the list is. Each row says where
 * it is (`aria-posinset` of `aria-setsize`) to screen readers. Focus moved to a row off screen
 * scrolls it into view, and the rows around it are then drawn; a Tab past the last drawn row
 * leaves the list (the limit of any windowed list).
 */
import type { JSX } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

export interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  itemKey: (item: T) => string;
  render: (item: T, index: number) => JSX.Element;
  label: string;
  /** Rows drawn beyond each edge of the screen. */
  overscan?: number;
  class?: string;
}

/** The rows [first, last) that a list whose top is `top` px below the screen's top shows in a screen `height` px tall. */
export function visibleRange(
  top: number,
  height: number,
  rowHeight: number,
  count: number,
  overscan: number,
): [number, number] {
  const first = Math.max(0, Math.floor(-top / rowHeight) - overscan);
  const last = Math.min(count, Math.max(0, Math.ceil((height - top) / rowHeight)) + overscan);
  return [Math.min(first, last), last];
}

export function VirtualList<T>(p: VirtualListProps<T>) {
  const ref = useRef<HTMLUListElement>(null);
  const overscan = p.overscan ?? 6;
  const [range, setRange] = useState<[number, number]>(() =>
    visibleRange(0, typeof innerHeight === 'number' ? innerHeight : 800, p.rowHeight, p.items.length, overscan),
  );
  useLayoutEffect(() => {
    const update = () => {
      const el = ref.current;
      if (!el) return;
      const next = visibleRange(el.getBoundingClientRect().top, innerHeight, p.rowHeight, p.items.length, overscan);
      setRange((r) => (r[0] === next[0] && r[1] === next[1] ? r : next));
    };
    update();
    let frame = 0;
    const later = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
    };
    addEventListener('scroll', later, { passive: true });
    addEventListener('resize', later);
    return () => {
      removeEventListener('scroll', later);
      removeEventListener('resize', later);
      cancelAnimationFrame(frame);
    };
  }, [p.items.length, p.rowHeight, overscan]);
  const first = Math.min(range[0], p.items.length);
  const last = Math.min(range[1], p.items.length);
  const rows: JSX.Element[] = [];
  for (let i = first; i < last; i++) {
    const item = p.items[i]!;
    rows.push(
      <li
        key={p.itemKey(item)}
        aria-setsize={p.items.length}
        aria-posinset={i + 1}
        style={{ position: 'absolute', top: `${i * p.rowHeight}px`, left: 0, right: 0, height: `${p.rowHeight}px` }}
      >
        {p.render(item, i)}
      </li>,
    );
  }
  return (
    <ul
      ref={ref}
      class={p.class}
      aria-label={p.label}
      style={{
        position: 'relative',
        height: `${p.items.length * p.rowHeight}px`,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {rows}
    </ul>
  );
}
