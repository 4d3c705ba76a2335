/** Pieces every game table uses: card buttons, seat strip, last-move banner, prompts, results. */
import type { ComponentChildren, JSX, TargetedMouseEvent, VNode } from 'preact';
import type { SeatInfo } from '../engine/match.ts';
import type { ResultLine, ResultRow } from '../engine/lines.ts';
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { AssistContext, HINT_TEXT_ID, useHinted } from './assist.tsx';
import './table.css';
import { words } from '../i18n/current.ts';
import { tableWords } from './table.words.ts';
import { SeatLooks } from './looks.tsx';

export interface CardButtonProps {
  /** The accessible name, e.g. "January crane (bright)". */
  name: string;
  face: JSX.Element;
  onClick?: (e: TargetedMouseEvent<HTMLButtonElement>) => void;
  selected?: boolean;
  target?: boolean;
  dim?: boolean;
  fresh?: boolean;
  disabled?: boolean;
  /**
   * Not playable now, but still tappable so that the tap can say why (issue 28 §2): drawn dimmed,
   * `aria-disabled` with "not playable now" in its description, its `onClick` shows the reason.
   */
  refused?: boolean;
  class?: string;
  badge?: string | number;
  /** The card's id, so that a hint can point at it. */
  cardId?: string;
}

/** A card as a button (or a static picture when it does nothing). */
export function CardButton(p: CardButtonProps) {
  const hinted = useHinted(p.cardId);
  const cls = [
    'card',
    p.class,
    p.selected && 'selected',
    p.target && 'target',
    (p.dim || p.refused) && 'dim',
    p.refused && 'refused',
    p.fresh && 'fresh',
    !p.onClick && 'static',
    hinted && 'hinted',
  ]
    .filter(Boolean)
    .join(' ');
  const described = hinted ? { 'aria-describedby': HINT_TEXT_ID } : {};
  if (!p.onClick) {
    return (
      <span class={cls} role="img" aria-label={p.name} {...described}>
        {p.face}
        {p.badge !== undefined && <span class="badge" aria-hidden="true" data-badge={p.badge} />}
      </span>
    );
  }
  return (
    <button
      type="button"
      class={cls}
      aria-label={p.refused ? `${p.name} (${words(tableWords).notPlayable})` : p.name}
      aria-pressed={p.selected ? true : undefined}
      aria-disabled={p.refused ? true : undefined}
      disabled={p.disabled}
      onClick={p.onClick}
      {...described}
    >
      {p.face}
      {p.badge !== undefined && (
        // The badge is drawn from its attribute (CSS), not as text: the face's own words, then the
        // badge's, would run together into one word ("CATG") that the button's name cannot contain.
        <span class="badge" aria-hidden="true" data-badge={p.badge} />
      )}
    </button>
  );
}

export interface SeatChip {
  seat: number;
  total: number;
  extra?: ComponentChildren;
}

/** Seats per row of the strip: one row up to four, then rows of three (five or six seats), then four. */
function seatsPerRow(n: number): number {
  return n <= 4 ? Math.max(1, n) : n <= 6 ? 3 : 4;
}

/**
 * Names, match points, whose turn, the dealer. Names wrap instead of being cut (up to six seats
 * fit 360 px in two rows of three); "you", "bot" and the dealer are short tags. `wrap` is kept for
 * callers that asked for rows before: the strip now always wraps when it has more than four seats.
 */
export function SeatStrip({
  seats,
  chips,
  turn,
  dealer,
  me,
}: {
  seats: SeatInfo[];
  chips: SeatChip[];
  turn: number[];
  dealer?: number;
  me: number;
  wrap?: boolean;
}) {
  const w = words(tableWords);
  // Each player's emoji and colour, when the match's players have them (issue 29 §1).
  const looks = useContext(SeatLooks);
  return (
    <div class="seats" role="list" aria-label={w.players} style={{ '--per': seatsPerRow(chips.length) } as never}>
      {chips.map((c) => {
        const s = seats[c.seat];
        const name = s?.name ?? w.seat(c.seat + 1);
        // "Bot 2 (bot)" says it twice: the tag only when the name does not (in English or the reader's language).
        const botTag = s?.kind === 'bot' && !/\bbot\b/i.test(name) && !name.toLowerCase().includes(w.bot);
        const look = looks[c.seat];
        return (
          <div
            role="listitem"
            key={c.seat}
            class={`seat-chip${turn.includes(c.seat) ? ' turn' : ''}${look?.colour ? ' marked' : ''}${look?.emoji ? ' has-emoji' : ''}`}
            style={look?.colour ? ({ '--look': look.colour } as never) : undefined}
            aria-current={turn.includes(c.seat) ? 'true' : undefined}
          >
            {/* before the name, in the seat's own padding: the name keeps its width, the seat its height */}
            {look?.emoji && (
              <span class="look-emoji" aria-hidden="true">
                {look.emoji}
              </span>
            )}
            <span class="nm">
              <span class="nm-t">{name}</span>
              {c.seat === me && <span class="token you">{w.you}</span>}
              {botTag && <span class="token">{w.bot}</span>}
              {/* a bot's level when it is not the usual Normal (Easy, Hard): a tag that costs no line in a full top */}
              {s?.kind === 'bot' && s.level !== undefined && s.level !== 'normal' && (
                <span class="token level">{w.levels[s.level]}</span>
              )}
              {dealer === c.seat && (
                <span class="token dealer" title={w.dealerTitle}>
                  {w.dealer}
                </span>
              )}
            </span>
            <span class="pts">
              {c.total} <span class="visually-hidden">{w.points}</span>
            </span>
            {c.extra !== undefined && <span class="ex">{c.extra}</span>}
            {turn.includes(c.seat) && <span class="visually-hidden">{w.toPlay}</span>}
          </div>
        );
      })}
    </div>
  );
}

/** The last move in words; announced to screen readers. */
export function Banner({ text }: { text: string }) {
  return (
    <p class="banner" role="status" aria-live="polite">
      {text}
    </p>
  );
}

/**
 * A round's result as a table: each row (a player, or a team) with its total and the lines
 * that make it, the total always their sum (rows from the family's pure derivation, see
 * `engine/lines.ts`; names from its words module).
 */
export function RoundTable({
  rows,
  rowName,
  lineName,
}: {
  rows: readonly ResultRow[];
  rowName: (row: ResultRow) => string;
  lineName: (line: ResultLine) => string;
}) {
  return (
    <table class="points-table">
      <tbody>
        {rows.map((r) => [
          <tr key={r.key}>
            <th colSpan={2}>{rowName(r)}</th>
            <th class="n">{fmtSigned(r.score)}</th>
          </tr>,
          ...r.lines.map((d, k) => (
            <tr key={`${r.key}-${k}`}>
              <td style={{ width: '12px' }} />
              <td>{lineName(d)}</td>
              <td class="n">{d.points}</td>
            </tr>
          )),
        ])}
      </tbody>
    </table>
  );
}

export function fmtSigned(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** A decision box over the table (koi-koi or stop, go or stop, declarations…). */
export function Prompt({ title, children, id }: { title: string; children: ComponentChildren; id?: string }) {
  // Letters of any script make the id (a Japanese or Korean title too); ASCII titles as before.
  const hid = id ?? `prompt-${title.replace(/[^\p{L}\p{N}_]+/gu, '-').toLowerCase()}`;
  // Teaching mode's sentence for this turn (issue 28 §1, §5), here too: a prompt may cover the dock.
  const teach = useContext(AssistContext)?.teach?.turn;
  return (
    <section class="prompt" aria-labelledby={hid}>
      <h2 id={hid}>{title}</h2>
      {teach && (
        <p class="prompt-teach" data-testid="teach-prompt">
          {teach}
        </p>
      )}
      {children}
    </section>
  );
}

export { withNames } from '../engine/match.ts';

/**
 * A hand of cards, fanned so it fits the row. Cards overlap only as far as leaves at least
 * 44 px of each to tap; a hand too long for one row (measured: the row's width and the card
 * width the screen gives) is split into even rows, so it is always whole.
 */
export function HandRows({ cards, width = 62, label }: { cards: VNode[]; width?: number; label?: string }) {
  const w = words(tableWords);
  const ref = useRef<HTMLElement>(null);
  const [perRow, setPerRow] = useState(7);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = el.clientWidth;
      const card = el.querySelector<HTMLElement>('.card');
      const cw = card?.offsetWidth || width;
      if (w <= 0) return;
      // n cards fit one row when the first is whole and each other shows 44 px (plus 2 px air).
      const fit = Math.max(1, Math.floor((w - cw) / 46) + 1);
      setPerRow((p) => (p === fit ? p : fit));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [width, cards.length]);
  const rows = Math.max(1, Math.ceil(cards.length / perRow));
  const per = Math.ceil(cards.length / rows);
  const chunks = Array.from({ length: rows }, (_, r) => cards.slice(r * per, (r + 1) * per));
  return (
    <section aria-label={label ?? w.hand} class="hand-rows" ref={ref}>
      {chunks.map((row, i) => (
        <div key={i} class="hand-fan" style={{ '--hw-base': `${width}px`, '--n': row.length } as never}>
          {row}
        </div>
      ))}
      {cards.length === 0 && <p class="small">{w.noCards}</p>}
    </section>
  );
}
