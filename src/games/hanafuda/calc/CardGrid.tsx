/**
 * The Hanafuda card grid of the round calculators: the deck in twelve rows, one month a row,
 * each card a 44 px toggle, with an "all chaff of…" shortcut per month. With several piles
 * (Mushi, Higo-Bana) a card taps into the pile being filled and a card already in another pile
 * is refused with a message: a card is never counted twice.
 */
import { useMemo } from 'preact/hooks';
import { HanafudaFace } from '../art/index.tsx';
import { cardInfo, MONTH_PLANTS } from '../cards.ts';
import { words } from '../../../i18n/current.ts';
import { cardWord, monthWord } from '../hanafuda.words.ts';
import { hanaCalcWords } from './calc.words.ts';

export interface CardGridProps {
  /** The cards in play (48, or Mushi's 40). */
  deck: readonly string[];
  /** One pile per player or side. */
  piles: readonly (readonly string[])[];
  /** The pile taps go to. */
  active: number;
  /** Names of the piles' owners ("Aiko", "Aiko and Chie"). */
  owners: readonly string[];
  onChange: (piles: string[][]) => void;
  /** A tap that was refused, with the reason. */
  onRefuse: (message: string) => void;
}

/** Is this card one of the month's chaff (the shortcut's cards)? */
const isChaff = (id: string) => cardInfo(id).cls === 'chaff';

export function CardGrid({ deck, piles, active, owners, onChange, onRefuse }: CardGridProps) {
  // The same face elements on every render: Preact then skips diffing 48 pictures per tap.
  const faces = useMemo(() => new Map(deck.map((c) => [c, <HanafudaFace id={c} label={false} />])), [deck]);
  const holder = new Map<string, number>();
  piles.forEach((p, i) => {
    for (const c of p) holder.set(c, i);
  });
  const months = [...new Set(deck.map((c) => cardInfo(c).month))];
  const multi = piles.length > 1;
  const w = words(hanaCalcWords);
  const initial = (i: number) => owners[i]!.trim().charAt(0).toUpperCase() || String(i + 1);

  const toggle = (ids: readonly string[]) => {
    const blocked = ids.filter((c) => holder.has(c) && holder.get(c) !== active);
    if (ids.length === 1 && blocked.length === 1) {
      const c = blocked[0]!;
      onRefuse(w.already(cardWord(c), owners[holder.get(c)!]!));
      return;
    }
    const free = ids.filter((c) => !blocked.includes(c));
    const mine = new Set(piles[active]);
    const allMine = free.length > 0 && free.every((c) => mine.has(c));
    for (const c of free) {
      if (allMine) mine.delete(c);
      else mine.add(c);
    }
    const next = piles.map((p) => p.slice());
    next[active] = deck.filter((c) => mine.has(c));
    onChange(next);
    if (blocked.length > 0)
      onRefuse(w.skipped(blocked.map((c) => ({ card: cardWord(c), owner: owners[holder.get(c)!]! }))));
  };

  return (
    <div class="hana-grid">
      {months.map((m) => {
        const ids = deck.filter((c) => cardInfo(c).month === m);
        const chaff = ids.filter(isChaff);
        const chaffMine = chaff.every((c) => holder.get(c) === active);
        return (
          <div class="hana-month" role="group" aria-label={w.monthRow(monthWord(m), MONTH_PLANTS[m - 1]!)} key={m}>
            <span class="mname" aria-hidden="true">
              <b>{m}</b>
              {w.plants[m - 1]}
            </span>
            {ids.map((c) => {
              const h = holder.get(c);
              const on = h === active;
              const taken = h !== undefined && !on;
              return (
                <button
                  type="button"
                  key={c}
                  class={`hana-card${on ? ' on' : ''}${taken ? ' taken' : ''}`}
                  aria-pressed={on}
                  aria-label={w.card(cardWord(c), taken ? owners[h]! : null)}
                  onClick={() => toggle([c])}
                >
                  {faces.get(c)}
                  {multi && h !== undefined && (
                    <span class="who" aria-hidden="true">
                      {initial(h)}
                    </span>
                  )}
                </button>
              );
            })}
            {chaff.length > 1 ? (
              <button
                type="button"
                class="btn"
                aria-label={w.chaffOf(!chaffMine, monthWord(m))}
                onClick={() => toggle(chaff)}
              >
                {chaffMine ? w.noChaff : w.allChaff}
              </button>
            ) : (
              <span />
            )}
          </div>
        );
      })}
    </div>
  );
}
