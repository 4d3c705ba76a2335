/** Pieces every game table uses: card buttons, seat strip, last-move banner, prompts, results. */
import type { ComponentChildren, JSX, VNode } from 'preact';
import type { SeatInfo } from '../engine/match.ts';
import type { RoundResult } from '../engine/types.ts';
import './table.css';

export interface CardButtonProps {
  /** The accessible name, e.g. "January crane (bright)". */
  name: string;
  face: JSX.Element;
  onClick?: () => void;
  selected?: boolean;
  target?: boolean;
  dim?: boolean;
  fresh?: boolean;
  disabled?: boolean;
  class?: string;
  badge?: string | number;
}

/** A card as a button (or a static picture when it does nothing). */
export function CardButton(p: CardButtonProps) {
  const cls = ['card', p.class, p.selected && 'selected', p.target && 'target', p.dim && 'dim', p.fresh && 'fresh', !p.onClick && 'static'].filter(Boolean).join(' ');
  if (!p.onClick) {
    return (
      <span class={cls} role="img" aria-label={p.name}>
        {p.face}
        {p.badge !== undefined && <span class="badge" aria-hidden="true">{p.badge}</span>}
      </span>
    );
  }
  return (
    <button type="button" class={cls} aria-label={p.name} aria-pressed={p.selected ? true : undefined} disabled={p.disabled} onClick={p.onClick}>
      {p.face}
      {p.badge !== undefined && <span class="badge" aria-hidden="true">{p.badge}</span>}
    </button>
  );
}

export interface SeatChip {
  seat: number;
  total: number;
  extra?: ComponentChildren;
}

/** Names, match points, whose turn, the dealer. `wrap` lays many seats out in rows of four instead of one narrow row. */
export function SeatStrip({ seats, chips, turn, dealer, me, wrap }: { seats: SeatInfo[]; chips: SeatChip[]; turn: number[]; dealer?: number; me: number; wrap?: boolean }) {
  return (
    <div class={wrap ? 'seats wrap' : 'seats'} role="list" aria-label="Players">
      {chips.map((c) => (
        <div role="listitem" key={c.seat} class={`seat-chip${turn.includes(c.seat) ? ' turn' : ''}`} aria-current={turn.includes(c.seat) ? 'true' : undefined}>
          <span class="nm">
            {seats[c.seat]?.name}
            {c.seat === me ? ' (you)' : ''}
            {seats[c.seat]?.kind === 'bot' ? ' (bot)' : ''}
            {dealer === c.seat && (
              <span class="token" title="Dealer">
                DEALER
              </span>
            )}
          </span>
          <span class="pts">
            {c.total} <span class="visually-hidden">points</span>
          </span>
          {c.extra}
          {turn.includes(c.seat) && <span class="visually-hidden">, to play</span>}
        </div>
      ))}
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

/** A round's result as a table: each seat's scoring lines and round score. */
export function RoundTable({ result, seats, names }: { result: RoundResult; seats: SeatInfo[]; names: (id: string) => string }) {
  return (
    <table class="points-table">
      <tbody>
        {seats.map((s, i) => {
          const lines = result.details.filter((d) => d.seat === i);
          return [
            <tr key={`h${i}`}>
              <th colSpan={2}>{s.name}</th>
              <th class="n">{fmtSigned(result.scores[i] ?? 0)}</th>
            </tr>,
            ...lines.map((d, k) => (
              <tr key={`${i}-${k}`}>
                <td style={{ width: '12px' }} />
                <td>{names(d.id)}</td>
                <td class="n">{d.points}</td>
              </tr>
            )),
          ];
        })}
      </tbody>
    </table>
  );
}

export function fmtSigned(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** A decision box over the table (koi-koi or stop, go or stop, declarations…). */
export function Prompt({ title, children, id }: { title: string; children: ComponentChildren; id?: string }) {
  const hid = id ?? `prompt-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section class="prompt" role="region" aria-labelledby={hid}>
      <h2 id={hid}>{title}</h2>
      {children}
    </section>
  );
}

export { withNames } from '../engine/match.ts';

/**
 * A hand of cards, fanned so it fits the row. Cards overlap only as far as leaves at least
 * 44 px of each to tap; a long hand (more than 7) is split into even rows.
 */
export function HandRows({ cards, width = 62, label = 'Your hand' }: { cards: VNode[]; width?: number; label?: string }) {
  const rows = Math.max(1, Math.ceil(cards.length / 7));
  const per = Math.ceil(cards.length / rows);
  const chunks = Array.from({ length: rows }, (_, r) => cards.slice(r * per, (r + 1) * per));
  return (
    <section aria-label={label} class="hand-rows">
      {chunks.map((row, i) => (
        <div key={i} class="hand-fan" style={{ '--hw': `${width}px`, '--n': row.length } as never}>
          {row}
        </div>
      ))}
      {cards.length === 0 && <p class="small">No cards in hand.</p>}
    </section>
  );
}
