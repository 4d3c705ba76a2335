/**
 * What the app adds to any game's table (issue 15), given through a context so that the tables
 * stay as they are: "Bot is thinking…" (announced politely), the hint's words, and the hinted
 * cards, which `CardButton` outlines and describes.
 */
import { createContext } from 'preact';
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { words } from '../i18n/current.ts';
import { tableWords } from './table.words.ts';

export interface TableAssist {
  /** "Bot 2 is thinking…", or null. */
  thinking: string | null;
  /** The hint on show: its words for a number of highlighted cards, and the card ids it points at. */
  hint: { text: (highlighted: number) => string; cards: ReadonlySet<string> } | null;
  /** Teaching mode (issue 28 §1) when it is on: the turn's sentence and the rule note on show. */
  teach?: {
    turn: string | null;
    note: { id: string; text: string } | null;
    dismiss(): void;
    /** Turn teaching mode off for this game (absent in a guided round); the how-to screen turns it on again. */
    off?: () => void;
  } | null;
}

export const AssistContext = createContext<TableAssist | null>(null);

export const HINT_TEXT_ID = 'table-hint-text';

/** Is `cardId` part of the hint on show? */
export function useHinted(cardId: string | undefined): boolean {
  const a = useContext(AssistContext);
  return cardId !== undefined && !!a?.hint?.cards.has(cardId);
}

/**
 * The row in the table's dock: the thinking line (a polite live region, always present) and the
 * hint's words; one short line, and none at all when idle. The Hint button itself is in the top bar.
 */
export function AssistRow() {
  const a = useContext(AssistContext);
  const row = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  // The words say "the highlighted card(s)" only for cards that are really on screen.
  useLayoutEffect(() => {
    const n = a?.hint ? (row.current?.closest('.tframe')?.querySelectorAll('.card.hinted').length ?? 0) : 0;
    if (n !== shown) setShown(n);
  });
  if (!a) return null;
  return (
    <div ref={row} class={`tframe-assist${a.thinking || a.hint ? '' : ' idle'}`}>
      <p class="thinking" role="status" aria-live="polite" data-testid="bot-thinking">
        {a.thinking ?? ''}
      </p>
      {a.hint && (
        <p class="hint-text" id={HINT_TEXT_ID} data-testid="hint-text">
          {a.hint.text(shown)}
        </p>
      )}
    </div>
  );
}

/**
 * Teaching mode's row at the top of the play area (issue 28 §1): the rule note that just happened
 * (with its close button), then the turn's one sentence. Both are polite live regions; neither
 * covers the hand or the cards being chosen (the play area above the dock gives way). Folded, the
 * row is one line no taller than its 44 px buttons (table.css): the note's first line over the
 * sentence's (two lines of the sentence when there is no note), on a phone upright and in landscape
 * alike; "more" unfolds both (offered only when something is cut), and a new turn or note folds
 * them again.
 */
export function TeachRow() {
  const a = useContext(AssistContext);
  const t = a?.teach;
  const row = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  const turn = t?.turn ?? null;
  const noteId = t?.note?.id ?? null;
  // A new turn or a new note starts folded.
  useLayoutEffect(() => setOpen(false), [turn, noteId]);
  // "more" only when folding cuts something off (measured: the folded text overflows its box).
  useLayoutEffect(() => {
    if (open) return;
    const el = row.current;
    if (!el) return;
    const measure = () => {
      const over = [...el.querySelectorAll<HTMLElement>('.teach-turn, .teach-note p')].some(
        (p) => p.scrollHeight > p.clientHeight + 1 || p.scrollWidth > p.clientWidth + 1,
      );
      setCut((was) => (was === over ? was : over));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  });
  if (!t) return null;
  const w = words(tableWords);
  const textId = 'teach-row-text';
  const on = !!(t.turn || t.note);
  return (
    <div ref={row} class={`tframe-teach at-dock${open ? ' open' : ''}`} data-testid="teach">
      <div class="teach-text" id={textId}>
        {t.note && (
          <div class="teach-note" role="note" data-testid="teach-note" data-rule={t.note.id}>
            <p aria-live="polite">{t.note.text}</p>
          </div>
        )}
        <p class="teach-turn" role="status" aria-live="polite" data-testid="teach-turn">
          {t.turn ?? ''}
        </p>
      </div>
      {(cut || open) && on && (
        <button
          type="button"
          class="teach-more"
          aria-expanded={open}
          aria-controls={textId}
          data-testid="teach-more"
          onClick={() => setOpen(!open)}
        >
          {open ? w.teachLess : w.teachMore}
        </button>
      )}
      {t.note && (
        <button type="button" class="icon-btn teach-close" aria-label={w.dismissNote} onClick={t.dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
      {t.off && on && (
        <button
          type="button"
          class="icon-btn teach-off"
          aria-label={w.teachingOff}
          aria-pressed={true}
          data-testid="teach-off"
          onClick={t.off}
        >
          <span aria-hidden="true">ℹ</span>
        </button>
      )}
    </div>
  );
}
