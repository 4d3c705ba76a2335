/**
 * What the app adds to any game's table (issue 15), given through a context so that the tables
 * stay as they are: "Bot is thinking…" (announced politely), the hint's words, and the hinted
 * cards, which `CardButton` outlines and describes.
 */
import { createContext } from 'preact';
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';

export interface TableAssist {
  /** "Bot 2 is thinking…", or null. */
  thinking: string | null;
  /** The hint on show: its words for a number of highlighted cards, and the card ids it points at. */
  hint: { text: (highlighted: number) => string; cards: ReadonlySet<string> } | null;
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
