/**
 * The Mushi round calculator: both players' final piles (the 40-card deck, hand-overs
 * included), scored by the engine's `scoreMushiRound`: card points against 115, plus one's own
 * yaku, minus the opponent's. The round's outcome is given as the engine's `mushi-score` event,
 * worded here and on the sheet by the family's renderer in the reader's language (issue 27).
 */
import { useState } from 'preact/hooks';
import { roundCalculator, type CalcBodyProps } from '../../calc/host.tsx';
import { Breakdown, CalcFooter, signed, type Line } from '../../calc/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import { MUSHI_DECK } from '../cards.ts';
import { MUSHI_DEFAULTS, mushiOptionsSpec, mushiScoreEvent, scoreMushiRound, type MushiOptions } from '../mushi.ts';
import { words } from '../../../i18n/current.ts';
import { renderHanaEvent, yakuWord } from '../hanafuda.words.ts';
import { hanaCalcWords } from './calc.words.ts';
import { mushiOptionWords } from '../mushi.options.ts';
import { PileGrid } from './PileGrid.tsx';

function MushiBody({ players, options, onUse, onCancel }: CalcBodyProps<MushiOptions>) {
  const [piles, setPiles] = useState<string[][]>([[], []]);
  const [active, setActive] = useState(0);
  const free = MUSHI_DECK.filter((c) => !piles[0]!.includes(c) && !piles[1]!.includes(c));
  const r = scoreMushiRound(piles, options);
  const w = words(hanaCalcWords);
  const pending = free.length === 40 ? w.mu.pending : undefined;
  const error = free.length === 40 ? undefined : free.length > 0 ? w.mu.unowned(free.length) : undefined;
  const lines = (s: number): Line[] => [
    { label: w.mu.cardPoints(r.points[s]!), value: signed(r.points[s]! - 115) },
    ...r.yaku[s]!.map((y) => ({ label: yakuWord(y.id), value: signed(y.points) })),
    ...r.yaku[1 - s]!.map((y) => ({
      label: w.mu.theirYaku(players[1 - s]!, yakuWord(y.id)),
      value: signed(-y.points),
    })),
    { label: w.mu.roundOf(players[s]!), value: signed(r.scores[s]!), total: true },
  ];
  const events = [mushiScoreEvent(r.points, r.yaku, r.scores)];
  // What the sheet will say, worded as the sheet words it.
  const summary = renderEvents(renderHanaEvent, events, players);
  return (
    <>
      <PileGrid
        deck={MUSHI_DECK}
        owners={players}
        piles={piles}
        active={active}
        onActive={setActive}
        onChange={setPiles}
      />
      {[0, 1].map((s) => (
        <Breakdown key={s} title={w.mu.cards(players[s]!, piles[s]!.length)} lines={lines(s)} />
      ))}
      <CalcFooter
        summary={summary}
        players={players}
        scores={error || pending ? null : r.scores}
        error={error}
        pending={pending}
        onCancel={onCancel}
        onUse={() => onUse(r.scores, events)}
      >
        {free.length > 0 && free.length < 40 && (
          <button
            type="button"
            class="btn block"
            onClick={() =>
              setPiles(
                piles.map((p, i) => (i === active ? MUSHI_DECK.filter((c) => p.includes(c) || free.includes(c)) : p)),
              )
            }
          >
            {w.mu.giveRest(free.length, players[active]!)}
          </button>
        )}
      </CalcFooter>
    </>
  );
}

export default roundCalculator<MushiOptions>({
  game: 'Mushi',
  // The rules panel in the reader's language.
  optionWords: mushiOptionWords,
  spec: mushiOptionsSpec,
  defaults: MUSHI_DEFAULTS,
  keys: ['five_lights'],
  players: (n) => (n === 2 ? undefined : words(hanaCalcWords).mu.players(n)),
  Body: MushiBody,
});
