/**
 * The printed TravFuda score sheet, filled in live: one line per scoring line in the sheet's
 * order; tap a line to see the cards that made it. Also the capture counters.
 */
import { useState } from 'preact/hooks';
import { captureCounts, scoreTravFuda, SHEET_LINES, type Declared, type ScoreOptions } from '../scoring.ts';
import { MiniCards } from './TravCard.tsx';

const LABEL = new Map(SHEET_LINES.map((l) => [l.id, l.label]));

/**
 * Live counters of a capture area, one per card line of the printed sheet (S, C, F, D, P =
 * single plains, J), then the plain count toward 20 (plains + 2 per double). Tap the strip for
 * a legend.
 */
export function Counters({
  cards,
  legend: tappable = false,
  lead,
  tail,
  more,
}: {
  cards: readonly string[];
  legend?: boolean;
  lead?: string;
  tail?: string;
  more?: preact.ComponentChildren;
}) {
  const n = captureCounts(cards);
  const [legend, setLegend] = useState(false);
  const label = `${n.S} starbursts, ${n.C} cutlasses, ${n.F} flags, ${n.D} doubles, ${n.P} plains, ${n.J} jokers; plain count ${n.plain} of 20`;
  const letters = (
    <>
      <span aria-hidden={tappable || undefined}>
        S <b>{n.S}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        C <b>{n.C}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        F <b>{n.F}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        D <b>{n.D}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        P <b>{n.P}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        J <b>{n.J}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        plain <b>{n.plain}</b>/20
      </span>
    </>
  );
  const strip = (
    <>
      {lead && <b class="counts-lead">{lead}</b>}
      {letters}
      {tail && <b class="counts-tail">{tail}</b>}
    </>
  );
  if (!tappable)
    return (
      <span class="counts" role="img" aria-label={label}>
        {strip}
      </span>
    );
  // The button is named by what it shows (its lead, "You:", and its tail, "sheet 12"), with the
  // letters' counts spelt out for screen readers in place of the letters they cannot say.
  return (
    <span class="counts-wrap">
      <button type="button" class="counts" aria-expanded={legend} onClick={() => setLegend(!legend)}>
        {lead && <b class="counts-lead">{lead}</b>}
        <span class="visually-hidden">{` ${label}${tail ? ';' : '.'} `}</span>
        {letters}
        {tail && <b class="counts-tail">{tail}</b>}
        <span class="visually-hidden">. Tap for what the letters mean.</span>
        <span aria-hidden="true" class="counts-q">
          ?
        </span>
      </button>
      {legend && (
        <span class="counts-legend small" role="note">
          S Starburst 20 · C Cutlass 10 · F Flag 5 · D Double plain 2 · P Plain 1 · J Joker 1 (the sheet's card lines).
          Plain = P + 2 × D; from 20 it scores the 20 Plain line.
        </span>
      )}
      {legend && more}
    </span>
  );
}

export function SheetBreakdown({
  cards,
  declared = {},
  options = {},
  game,
  owner,
}: {
  cards: string[];
  declared?: Declared;
  options?: ScoreOptions;
  game: string;
  owner: string;
}) {
  const r = scoreTravFuda(cards, declared, options);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <table class="points-table trav-sheet" aria-label={`${owner}: score sheet`}>
      <tbody>
        {r.items.length === 0 && (
          <tr>
            <td colSpan={2} class="muted">
              Nothing captured yet.
            </td>
          </tr>
        )}
        {r.items.map((i) => (
          <>
            <tr key={i.id}>
              <td>
                <button
                  type="button"
                  class="expander"
                  aria-expanded={open === i.id}
                  onClick={() => setOpen(open === i.id ? null : i.id)}
                >
                  {LABEL.get(i.id) ?? i.id}
                  {i.count !== undefined ? ` ×${i.count}` : ''}
                </button>
              </td>
              <td class="n">
                {i.points > 0 && i.id !== 'double-good'
                  ? `+${i.points}`
                  : i.id === 'double-good'
                    ? `×2 (+${i.points})`
                    : i.points}
              </td>
            </tr>
            {open === i.id && i.cards && (
              <tr key={`${i.id}-cards`}>
                <td colSpan={2}>
                  <MiniCards cards={i.cards} game={game} size={26} />
                </td>
              </tr>
            )}
          </>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>Total</td>
          <td class="n" data-testid={`sheet-total-${owner}`}>
            {r.total}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
