/**
 * The Higo-Bana round calculator: each side's pile (a side is a player, or a team when the
 * sheet's rules have teams), scored by the engine's `scoreSides` and the round's winner and
 * victory points by `higoBanaRound` (roundWinner, winKind, victoryPoints).
 */
import { useState } from 'preact/hooks';
import { roundCalculator, type CalcBodyProps } from '../../calc/host.tsx';
import { Breakdown, CalcFooter, calcNote, Choice, signed, type Line } from '../../calc/parts.tsx';
import { HANAFUDA_DECK } from '../cards.ts';
import { HIGOBANA_DEFAULTS, higoBanaOptionsSpec, teamSeats, type HigoBanaOptions } from '../higobana.ts';
import { higoBanaRound } from '../roundscore.ts';
import { yakuName } from '../yaku.ts';
import { shortYakuName } from './names.ts';
import { PileGrid } from './PileGrid.tsx';

const joinNames = (names: string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

function HigoBanaBody({ players, options, onUse, onCancel }: CalcBodyProps<HigoBanaOptions>) {
  const n = players.length;
  const seatsOf = teamSeats(n, options.teams);
  const sideNames = seatsOf.map((seats) => joinNames(seats.map((s) => players[s]!)));
  const [piles, setPiles] = useState<string[][]>(() => seatsOf.map(() => []));
  const [dealer, setDealer] = useState(0);
  const [active, setActive] = useState(0);
  const sides = piles.length === seatsOf.length ? piles : seatsOf.map(() => []);
  const taken = sides.reduce((t, p) => t + p.length, 0);
  const r = higoBanaRound(sides, options, n, dealer);
  const pending = taken === 0 ? 'Tap the cards each player captured.' : undefined;
  const cumulative = options.scoring === 'cumulative';

  const lines = (t: number): Line[] => {
    const x = r.sides[t]!;
    const out: Line[] = [{ label: `Card points (${sides[t]!.length} cards)`, value: String(x.cardPoints) }];
    for (const y of x.yaku) out.push({ label: yakuName(y.id), value: options.own_yaku ? '+50' : '0' });
    if (x.penalty > 0) out.push({ label: `Others' yaku (${x.penalty / 50} × 50)`, value: signed(-x.penalty) });
    out.push({ label: `${sideNames[t]}'s round`, value: String(x.score), total: true });
    return out;
  };
  const winnerName = sideNames[r.win.team]!;
  const plural = seatsOf[r.win.team]!.length > 1;
  const verdict = cumulative
    ? `${winnerName} ${plural ? 'win' : 'wins'} the round; scores add up.`
    : `${winnerName} ${plural ? 'win' : 'wins'} ${r.victory} victory point${r.victory === 1 ? '' : 's'}${r.kind === 'basa' ? ' (basa: 100 or more ahead)' : r.kind === 'chu' ? ' (chu: 50 or more ahead)' : ''}.`;
  const part = (t: number) => {
    const x = r.sides[t]!;
    return `${sideNames[t]} ${x.score}${x.yaku.length ? ` (${x.yaku.map((y) => shortYakuName(y.id, 'higobana')).join(', ')})` : ''}`;
  };
  const note = `${r.sides.map((_, t) => part(t)).join(', ')}. ${verdict}`;

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
        label="Who dealt? (breaks a tie)"
        value={dealer}
        options={players.map((p, i) => ({ value: i, label: p }))}
        onChange={setDealer}
      />
      {r.sides.map((_, t) => (
        <Breakdown key={t} title={sideNames[t]!} lines={lines(t)} />
      ))}
      {!pending && (
        <Breakdown
          title="Round"
          lines={[{ label: verdict, value: cumulative ? '' : String(r.victory), total: true }]}
        />
      )}
      <CalcFooter
        summary={note}
        players={players}
        scores={pending ? null : r.scores}
        pending={pending}
        onCancel={onCancel}
        onUse={() => onUse(r.scores, calcNote(note))}
      />
    </>
  );
}

export default roundCalculator<HigoBanaOptions>({
  game: 'Higo-Bana',
  spec: higoBanaOptionsSpec,
  defaults: HIGOBANA_DEFAULTS,
  keys: ['teams', 'values', 'own_yaku', 'scoring'],
  players: (n, o) => {
    if (n < 2 || n > 7) return `Higo-Bana is played by 2 to 7: this sheet has ${n} players.`;
    if (o.teams === 'pairs' && n !== 4 && n !== 6)
      return `Teams of two need 4 or 6 players: this sheet has ${n}. Choose other teams in the rules above.`;
    if (o.teams === 'triples' && n !== 6)
      return `Teams of three need 6 players: this sheet has ${n}. Choose other teams in the rules above.`;
    return undefined;
  },
  Body: HigoBanaBody,
});
