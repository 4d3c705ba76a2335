/**
 * The printed TravFuda score sheet, filled in live: one line per scoring line in the sheet's
 * order; tap a line to see the cards that made it. Also the capture counters.
 */
import { useState } from 'preact/hooks';
import { captureCounts, scoreTravFuda, SHEET_LINES, type Declared, type ScoreOptions } from '../scoring.ts';
import { words } from '../../../i18n/current.ts';
import { tfWords } from '../family.words.ts';
import { travFudaTableWords } from './table.words.ts';

/** The printed sheet's own labels (English): "Starbursts (20 each)". */
const LABEL = new Map(SHEET_LINES.map((l) => [l.id, l.label]));
import { MiniCards } from './TravCard.tsx';

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
  const w = words(travFudaTableWords);
  const L = w.letters;
  const label = w.countsLabel(n);
  const letters = (
    <>
      <span aria-hidden={tappable || undefined}>
        {L.S} <b>{n.S}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        {L.C} <b>{n.C}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        {L.F} <b>{n.F}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        {L.D} <b>{n.D}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        {L.P} <b>{n.P}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        {L.J} <b>{n.J}</b>
      </span>
      <span aria-hidden={tappable || undefined}>
        {L.plain} <b>{n.plain}</b>/20
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
        <span class="visually-hidden">{w.tapLegend}</span>
        <span aria-hidden="true" class="counts-q">
          ?
        </span>
      </button>
      {legend && (
        <span class="counts-legend small" role="note">
          {w.legend}
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
  const w = words(travFudaTableWords);
  const fw = tfWords();
  const r = scoreTravFuda(cards, declared, options);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <table class="points-table trav-sheet" aria-label={w.sheetOf(owner)}>
      <tbody>
        {r.items.length === 0 && (
          <tr>
            <td colSpan={2} class="muted">
              {w.nothingYet}
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
                  {fw.lang === 'en' ? (LABEL.get(i.id) ?? i.id) : fw.lineName({ id: i.id, points: i.points }, [])}
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
          <td>{w.total}</td>
          <td class="n" data-testid={`sheet-total-${owner}`}>
            {r.total}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
