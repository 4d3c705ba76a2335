/**
 * The Higo-Bana round calculator: each side's pile (a side is a player, or a team when the
 * sheet's rules have teams), scored by the engine's `scoreSides` and the round's winner and
 * victory points by `higoBanaRound` (roundWinner, winKind, victoryPoints). The round's outcome is
 * given as the engine's `higobana-score` event, worded here and on the sheet by the family's
 * renderer in the reader's language (issue 27).
 */
import { useState } from 'preact/hooks';
import { roundCalculator, type CalcBodyProps } from '../../calc/host.tsx';
import { Breakdown, CalcFooter, Choice, signed, type Line } from '../../calc/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import { HANAFUDA_DECK } from '../cards.ts';
import { HIGOBANA_DEFAULTS, higoBanaOptionsSpec, roundEvent, teamSeats, type HigoBanaOptions } from '../higobana.ts';
import { higoBanaRound } from '../roundscore.ts';
import { words } from '../../../i18n/current.ts';
import { renderHanaEvent, yakuWord } from '../hanafuda.words.ts';
import { hanaCalcWords } from './calc.words.ts';
import { higobanaOptionWords } from '../higobana.options.ts';
import { PileGrid } from './PileGrid.tsx';

function HigoBanaBody({ players, options, onUse, onCancel }: CalcBodyProps<HigoBanaOptions>) {
  const n = players.length;
  const seatsOf = teamSeats(n, options.teams);
  const w = words(hanaCalcWords);
  const sideNames = seatsOf.map((seats) => w.hb.team(seats.map((s) => players[s]!)));
  const [piles, setPiles] = useState<string[][]>(() => seatsOf.map(() => []));
  const [dealer, setDealer] = useState(0);
  const [active, setActive] = useState(0);
  const sides = piles.length === seatsOf.length ? piles : seatsOf.map(() => []);
  const taken = sides.reduce((t, p) => t + p.length, 0);
  const r = higoBanaRound(sides, options, n, dealer);
  const pending = taken === 0 ? w.hb.pending : undefined;
  const cumulative = options.scoring === 'cumulative';

  const lines = (t: number): Line[] => {
    const x = r.sides[t]!;
    const out: Line[] = [{ label: w.hb.cardPoints(sides[t]!.length), value: String(x.cardPoints) }];
    for (const y of x.yaku) out.push({ label: yakuWord(y.id), value: options.own_yaku ? '+50' : '0' });
    if (x.penalty > 0) out.push({ label: w.hb.othersYaku(x.penalty / 50), value: signed(-x.penalty) });
    out.push({ label: w.hb.roundOf(sideNames[t]!), value: String(x.score), total: true });
    return out;
  };
  const plural = seatsOf[r.win.team]!.length > 1;
  const shownVerdict = w.hb.verdict(sideNames[r.win.team]!, plural, cumulative, r.victory, r.kind);
  const events = [roundEvent(r.sides, r.win.team, r.kind, r.victory, options.scoring)];
  // What the sheet will say, worded as the sheet words it.
  const summary = renderEvents(renderHanaEvent, events, players);

  return (
    <>
      <PileGrid
        deck={HANAFUDA_DECK}
        owners={sideNames}
        piles={sides}
        active={Math.min(active, sides.length - 1)}
        onActive={setActive}
        onChange={setPiles}
      />
      <Choice
        label={w.hb.whoDealt}
        value={dealer}
        options={players.map((p, i) => ({ value: i, label: p }))}
        onChange={setDealer}
      />
      {r.sides.map((_, t) => (
        <Breakdown key={t} title={sideNames[t]!} lines={lines(t)} />
      ))}
      {!pending && (
        <Breakdown
          title={w.hb.round}
          lines={[{ label: shownVerdict, value: cumulative ? '' : String(r.victory), total: true }]}
        />
      )}
      <CalcFooter
        summary={summary}
        players={players}
        scores={pending ? null : r.scores}
        pending={pending}
        onCancel={onCancel}
        onUse={() => onUse(r.scores, events)}
      />
    </>
  );
}

export default roundCalculator<HigoBanaOptions>({
  game: 'Higo-Bana',
  // The rules panel in the reader's language.
  optionWords: higobanaOptionWords,
  spec: higoBanaOptionsSpec,
  defaults: HIGOBANA_DEFAULTS,
  keys: ['teams', 'values', 'own_yaku', 'scoring'],
  players: (n, o) => {
    const w = words(hanaCalcWords);
    if (n < 2 || n > 7) return w.hb.playedBy(n);
    if (o.teams === 'pairs' && n !== 4 && n !== 6) return w.hb.pairs(n);
    if (o.teams === 'triples' && n !== 6) return w.hb.triples(n);
    return undefined;
  },
  Body: HigoBanaBody,
});
