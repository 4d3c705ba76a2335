/**
 * The Mushi round calculator: both players' final piles (the 40-card deck, hand-overs
 * included), scored by the engine's `scoreMushiRound`: card points against 115, plus one's own
 * yaku, minus the opponent's.
 */
import { useState } from 'preact/hooks';
import { roundCalculator, type CalcBodyProps } from '../../calc/host.tsx';
import { Breakdown, CalcFooter, calcNote, signed, type Line } from '../../calc/parts.tsx';
import { MUSHI_DECK } from '../cards.ts';
import { MUSHI_DEFAULTS, mushiOptionsSpec, scoreMushiRound, type MushiOptions } from '../mushi.ts';
import { yakuName } from '../yaku.ts';
import { shortYakuName } from './names.ts';
import { PileGrid } from './PileGrid.tsx';

function MushiBody({ players, options, onUse, onCancel }: CalcBodyProps<MushiOptions>) {
  const [piles, setPiles] = useState<string[][]>([[], []]);
  const [active, setActive] = useState(0);
  const free = MUSHI_DECK.filter((c) => !piles[0]!.includes(c) && !piles[1]!.includes(c));
  const r = scoreMushiRound(piles, options);
  const pending = free.length === 40 ? 'Tap the cards each player ended the round with.' : undefined;
  const error =
    free.length === 40
      ? undefined
      : free.length > 0
        ? `${free.length} card${free.length === 1 ? ' is' : 's are'} in nobody's pile: every Mushi card ends in a pile.`
        : undefined;
  const lines = (s: number): Line[] => [
    { label: `Card points ${r.points[s]} − 115`, value: signed(r.points[s]! - 115) },
    ...r.yaku[s]!.map((y) => ({ label: yakuName(y.id), value: signed(y.points) })),
    ...r.yaku[1 - s]!.map((y) => ({ label: `${players[1 - s]}'s ${yakuName(y.id)}`, value: signed(-y.points) })),
    { label: `${players[s]}'s round`, value: signed(r.scores[s]!), total: true },
  ];
  const part = (s: number) =>
    [`${r.points[s]} points`, ...r.yaku[s]!.map((y) => `${shortYakuName(y.id, 'mushi')} ${y.points}`)].join(' + ');
  const note = `${players[0]} ${part(0)}, ${players[1]} ${part(1)}; against 115: ${players[0]} ${signed(r.scores[0]!)}, ${players[1]} ${signed(r.scores[1]!)}`;
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
        <Breakdown
          key={s}
          title={`${players[s]}: ${piles[s]!.length} card${piles[s]!.length === 1 ? '' : 's'}`}
          lines={lines(s)}
        />
      ))}
      <CalcFooter
        summary={note}
        players={players}
        scores={error || pending ? null : r.scores}
        error={error}
        pending={pending}
        onCancel={onCancel}
        onUse={() => onUse(r.scores, calcNote(note))}
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
            Give the other {free.length} to {players[active]}
          </button>
        )}
      </CalcFooter>
    </>
  );
}

export default roundCalculator<MushiOptions>({
  game: 'Mushi',
  spec: mushiOptionsSpec,
  defaults: MUSHI_DEFAULTS,
  keys: ['five_lights'],
  players: (n) =>
    n === 2
      ? undefined
      : `Mushi is a game for two: this sheet has ${n} players, so the calculator can't score a round.`,
  Body: MushiBody,
});
