/**
 * "Why not?" (issue 28 §2): a tap on a card that cannot be played now says why, next to that
 * card, in the reader's language. The words come from the engine's refusal of the move the tap
 * would make (its code and data, worded by the family: `TableProps.whyNot`), never from a
 * sentence an engine wrote. The note sits above the card (below it when the card is near the top),
 * is announced politely, and goes on the next tap anywhere, on Escape, or after a while.
 *
 * A table uses it in three steps: `const why = useWhyNot();`, a refused card calls
 * `why.show(event.currentTarget, whyNot?.(move))` from its `onClick` (a `CardButton` with
 * `refused` stays tappable and says it is not playable), and the table renders `{why.note}`.
 */
import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { words } from '../i18n/current.ts';
import { tableWords } from './table.words.ts';

/** How long a note stays when nothing else happens (ms): long enough to read two lines. */
export const WHY_NOT_MS = 7000;

export interface WhyNotNote {
  text: string;
  /** The element tapped, the note is placed next to it. */
  anchor: Element | null;
  /** Changes with every tap, so that the same words on another tap are announced again. */
  key: number;
}

export interface WhyNot {
  /** Say `text` next to `anchor` (nothing when `text` is null or empty: the move was legal after all). */
  show(anchor: Element | null | undefined, text: string | null | undefined): void;
  clear(): void;
  /** The note on show (or nothing): render it anywhere inside the table. */
  note: JSX.Element | null;
  /** The words on show, for tests and for tables that word it themselves. */
  text: string | null;
}

let nextKey = 1;

export function useWhyNot(): WhyNot {
  const [shown, setShown] = useState<WhyNotNote | null>(null);
  const clear = () => setShown(null);
  const show = (anchor: Element | null | undefined, text: string | null | undefined) => {
    if (!text) return setShown(null);
    setShown({ text, anchor: anchor ?? null, key: nextKey++ });
  };
  return { show, clear, text: shown?.text ?? null, note: shown ? <WhyNotBubble note={shown} onClose={clear} /> : null };
}

/** Where the bubble goes: above the anchor when there is room, else below; inside the viewport sideways. */
export function placeNote(
  anchor: { top: number; bottom: number; left: number; width: number } | null,
  bubble: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number; below: boolean } {
  const margin = 8;
  if (!anchor) return { top: margin, left: Math.max(margin, (viewport.width - bubble.width) / 2), below: true };
  const below = anchor.top - bubble.height - margin < margin;
  const top = below
    ? Math.min(anchor.bottom + margin, viewport.height - bubble.height - margin)
    : anchor.top - bubble.height - margin;
  const centre = anchor.left + anchor.width / 2;
  const left = Math.min(
    Math.max(margin, centre - bubble.width / 2),
    Math.max(margin, viewport.width - bubble.width - margin),
  );
  return { top: Math.max(margin, top), left, below };
}

function WhyNotBubble({ note, onClose }: { note: WhyNotNote; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ top: number; left: number; below: boolean } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const a = note.anchor?.getBoundingClientRect() ?? null;
    const b = el.getBoundingClientRect();
    setPos(placeNote(a, b, { width: window.innerWidth, height: window.innerHeight }));
  }, [note.key]);
  useEffect(() => {
    const timer = setTimeout(onClose, WHY_NOT_MS);
    // The next tap anywhere (but the one that showed it) or Escape closes it.
    const away = (e: Event) => {
      if (note.anchor && e.target instanceof Node && note.anchor.contains(e.target)) return;
      onClose();
    };
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    const start = setTimeout(() => document.addEventListener('pointerdown', away, true), 0);
    document.addEventListener('keydown', key);
    return () => {
      clearTimeout(timer);
      clearTimeout(start);
      document.removeEventListener('pointerdown', away, true);
      document.removeEventListener('keydown', key);
    };
  }, [note.key]);
  const w = words(tableWords);
  return (
    <div
      ref={ref}
      class={`whynot${pos?.below ? ' below' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="why-not"
      style={pos ? { top: `${pos.top}px`, left: `${pos.left}px` } : { visibility: 'hidden', top: '0', left: '0' }}
    >
      <span class="visually-hidden">{w.whyNot} </span>
      <span key={note.key}>{note.text}</span>
    </div>
  );
}
