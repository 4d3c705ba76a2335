/**
 * The TravFuda score-sheet calculator for physical decks: tap the cards a player captured
 * (grouped by suit, with "all plains" and "whole suit" shortcuts), tick declarations, and
 * the printed sheet fills itself in. Used from the score pad.
 */
import { useState } from 'preact/hooks';
import { cardName, isJoker, SUIT_NAMES, suitCards, travCard, TRAVFUDA_DECK } from '../deck.ts';
import { scoreTravFuda } from '../scoring.ts';
import { TravFudaFace } from '../art/index.tsx';
import { SheetBreakdown } from './Sheet.tsx';
import '../../../table/table.css';

export interface CalculatorProps {
  player: string;
  onUse: (total: number, note: string) => void;
  onCancel: () => void;
}

export function TravFudaCalculator({ player, onUse, onCancel }: CalculatorProps) {
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [emperor, setEmperor] = useState(false);
  const [archduke, setArchduke] = useState(false);
  const cards = TRAVFUDA_DECK.filter((c) => picked.has(c));
  const declared = { emperor, archduke };
  const total = scoreTravFuda(cards, declared).total;

  const toggle = (ids: string[], on?: boolean) => {
    const next = new Set(picked);
    const all = ids.every((c) => next.has(c));
    for (const c of ids)
      if (on ?? !all) next.add(c);
      else next.delete(c);
    setPicked(next);
  };

  return (
    <div class="calc">
      <p class="small muted" style={{ marginTop: 0 }}>
        Tap every card {player} captured. {picked.size} of 62 picked.
      </p>
      {Array.from({ length: 10 }, (_, i) => i + 1).map((suit) => {
        const ids = suitCards(suit);
        const plains = ids.filter((c) => travCard(c).kind === 'P');
        return (
          <fieldset key={suit} class="calc-suit">
            <legend>
              {suit} {SUIT_NAMES[suit]}
            </legend>
            <div class="calc-cards">
              {ids.map((c) => (
                <button
                  type="button"
                  key={c}
                  class={`calc-card${picked.has(c) ? ' on' : ''}`}
                  aria-pressed={picked.has(c)}
                  aria-label={`TravFuda: ${cardName(c)}`}
                  onClick={() => toggle([c])}
                >
                  <TravFudaFace id={c} label={false} />
                </button>
              ))}
            </div>
            <div class="row" style={{ gap: '6px' }}>
              {plains.length > 1 && (
                <button type="button" class="btn" onClick={() => toggle(plains)}>
                  {plains.every((c) => picked.has(c)) ? 'No plains' : `All plains of ${suit}`}
                </button>
              )}
              <button type="button" class="btn" onClick={() => toggle(ids)}>
                {ids.every((c) => picked.has(c)) ? 'Clear suit' : 'Whole suit'}
              </button>
            </div>
          </fieldset>
        );
      })}
      <fieldset class="calc-suit">
        <legend>Jokers</legend>
        <div class="calc-cards">
          {TRAVFUDA_DECK.filter(isJoker).map((c) => (
            <button
              type="button"
              key={c}
              class={`calc-card${picked.has(c) ? ' on' : ''}`}
              aria-pressed={picked.has(c)}
              aria-label={`TravFuda: Joker ${c.slice(-1)}`}
              onClick={() => toggle([c])}
            >
              <TravFudaFace id={c} label={false} />
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset class="calc-suit">
        <legend>Declared before play</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={emperor}
            onChange={(e) => setEmperor((e.target as HTMLInputElement).checked)}
          />
          <span>Emperor (3+ Starbursts shown)</span>
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={archduke}
            onChange={(e) => setArchduke((e.target as HTMLInputElement).checked)}
          />
          <span>Archduke (3+ Doubles shown)</span>
        </label>
      </fieldset>
      <h3>Score sheet</h3>
      <SheetBreakdown cards={cards} declared={declared} game="TravFuda" owner={player} />
      <div class="grid2" style={{ position: 'sticky', bottom: 0, background: 'var(--surface)', paddingTop: '8px' }}>
        <button type="button" class="btn" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          class="btn primary"
          onClick={() =>
            onUse(total, `${player}: ${cards.length} cards${emperor ? ', Emperor' : ''}${archduke ? ', Archduke' : ''}`)
          }
        >
          Use {total} for {player}
        </button>
      </div>
    </div>
  );
}
