/**
 * The TravFuda score-sheet calculator for physical decks: tap the cards a player captured
 * (grouped by suit, with "all plains" and "whole suit" shortcuts), tick declarations, and
 * the printed sheet fills itself in. Used from the score pad: it gives the player's total and
 * what it comes from as data (a `card-count` event: the cards counted, the declarations), worded
 * on the sheet by the family's renderer in the reader's language (issue 27).
 */
import { useState } from 'preact/hooks';
import type { GameEvent } from '../../../engine/events.ts';
import type { PlayerCalcProps } from '../../calc/types.ts';
import { isJoker, suitCards, travCard, TRAVFUDA_DECK } from '../deck.ts';
import { words } from '../../../i18n/current.ts';
import { gameName } from '../../catalog.words.ts';
import { tfWords } from '../family.words.ts';
import { travFudaTableWords } from './table.words.ts';
import { scoreTravFuda } from '../scoring.ts';
import { TravFudaFace } from '../art/index.tsx';
import { SheetBreakdown } from './Sheet.tsx';
import '../../../table/table.css';

export type CalculatorProps = PlayerCalcProps;

/** What the counter gives the sheet for a player: their cards counted and declarations, as data. */
export function cardCountEvent(
  seat: number,
  cards: number,
  declared: { emperor: boolean; archduke: boolean },
  total: number,
): GameEvent {
  return { kind: 'card-count', seat, points: total, data: { cards, ...declared } };
}

export function TravFudaCalculator({ player, seat, onUse, onCancel }: CalculatorProps) {
  const w = words(travFudaTableWords);
  const fw = tfWords();
  const game = gameName('travfuda');
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
        {w.tapEvery(player, picked.size)}
      </p>
      {Array.from({ length: 10 }, (_, i) => i + 1).map((suit) => {
        const ids = suitCards(suit);
        const plains = ids.filter((c) => travCard(c).kind === 'P');
        return (
          <fieldset key={suit} class="calc-suit">
            <legend>{suitName(fw.cardName(ids[0]!), suit)}</legend>
            <div class="calc-cards">
              {ids.map((c) => (
                <button
                  type="button"
                  key={c}
                  class={`calc-card${picked.has(c) ? ' on' : ''}`}
                  aria-pressed={picked.has(c)}
                  aria-label={`${game}: ${fw.cardName(c)}`}
                  onClick={() => toggle([c])}
                >
                  <TravFudaFace id={c} label={false} />
                </button>
              ))}
            </div>
            <div class="row" style={{ gap: '6px' }}>
              {plains.length > 1 && (
                <button type="button" class="btn" onClick={() => toggle(plains)}>
                  {plains.every((c) => picked.has(c)) ? w.noPlains : w.allPlains(suit)}
                </button>
              )}
              <button type="button" class="btn" onClick={() => toggle(ids)}>
                {ids.every((c) => picked.has(c)) ? w.clearSuit : w.wholeSuit}
              </button>
            </div>
          </fieldset>
        );
      })}
      <fieldset class="calc-suit">
        <legend>{w.jokers}</legend>
        <div class="calc-cards">
          {TRAVFUDA_DECK.filter(isJoker).map((c) => (
            <button
              type="button"
              key={c}
              class={`calc-card${picked.has(c) ? ' on' : ''}`}
              aria-pressed={picked.has(c)}
              aria-label={`${game}: ${w.joker(c.slice(-1))}`}
              onClick={() => toggle([c])}
            >
              <TravFudaFace id={c} label={false} />
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset class="calc-suit">
        <legend>{w.declaredBefore}</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={emperor}
            onChange={(e) => setEmperor((e.target as HTMLInputElement).checked)}
          />
          <span>{w.emperorCheck}</span>
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={archduke}
            onChange={(e) => setArchduke((e.target as HTMLInputElement).checked)}
          />
          <span>{w.archdukeCheck}</span>
        </label>
      </fieldset>
      <h3>{w.scoreSheet}</h3>
      <SheetBreakdown cards={cards} declared={declared} game={game} owner={player} />
      <div class="grid2" style={{ position: 'sticky', bottom: 0, background: 'var(--surface)', paddingTop: '8px' }}>
        <button type="button" class="btn" onClick={onCancel}>
          {w.cancel}
        </button>
        <button
          type="button"
          class="btn primary"
          onClick={() => onUse(total, [cardCountEvent(seat, cards.length, declared, total)])}
        >
          {w.use(total, player)}
        </button>
      </div>
    </div>
  );
}

/** A suit's heading, "6 Rockball": its number and name, from a card's name in the current language ("6 Rockball, red flag", "6 岩石惑星・赤の旗"). */
function suitName(cardName: string, suit: number): string {
  return `${suit} ${cardName.replace(/^\d+ /, '').split(/[,・]/)[0]}`;
}
