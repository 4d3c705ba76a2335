/**
 * The printed TravFuda score sheet, filled in live: one line per scoring line in the sheet's
 * order; tap a line to see the cards that made it. Also the capture counters.
 */
import { useState } from 'preact/hooks';
import { captureCounts, scoreTravFuda, SHEET_LINES, type Declared, type ScoreOptions } from '../scoring.ts';
import { MiniCards } from './TravCard.tsx';

const LABEL = new Map(SHEET_LINES.map((l) => [l.id, l.label]));

/** Live counters of a capture area: S/C/F/D/plain (doubles count 2)/Jokers. */
export function Counters({ cards }: { cards: readonly string[] }) {
  const n = captureCounts(cards);
  return (
    <span class="counts" aria-label={`${n.S} starbursts, ${n.C} cutlasses, ${n.F} flags, ${n.D} doubles, ${n.plain} plain, ${n.J} jokers`}>
      <span>S <b>{n.S}</b></span>
      <span>C <b>{n.C}</b></span>
      <span>F <b>{n.F}</b></span>
      <span>D <b>{n.D}</b></span>
      <span>plain <b>{n.plain}</b></span>
      <span>J <b>{n.J}</b></span>
    </span>
  );
}

export function SheetBreakdown({ cards, declared = {}, options = {}, game, owner }: { cards: string[]; declared?: Declared; options?: ScoreOptions; game: string; owner: string }) {
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
                <button type="button" class="expander" aria-expanded={open === i.id} onClick={() => setOpen(open === i.id ? null : i.id)}>
                  {LABEL.get(i.id) ?? i.id}
                  {i.count !== undefined ? ` ×${i.count}` : ''}
                </button>
              </td>
              <td class="n">{i.points > 0 && i.id !== 'double-good' ? `+${i.points}` : i.id === 'double-good' ? `×2 (+${i.points})` : i.points}</td>
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
