/**
 * The Career Poker round calculator: the finishing order (tap the players in order), the round
 * (which row of the points table; the short game always uses round 1's, CP-15) and each
 * player's leftover gold. The points come from the rules kernel's `finalRanking` (its points
 * table, 3-player columns per the sheet's rules, CP-13) and the team totals from `teamScores`.
 * The sheet's rules are the engine's own options (mode, threePlayerColumns). The round's outcome
 * is given as the events the engine emits when it settles a round (`rank` per place, `team`),
 * worded here and on the sheet by the game's renderer in the reader's language (issue 27).
 */
import { useState } from 'preact/hooks';
import { roundCalculator, type CalcBodyProps } from '../../calc/host.tsx';
import { Breakdown, CalcFooter, Choice, signed, Stepper, type Line } from '../../calc/parts.tsx';
import { type GameEvent, renderEvents } from '../../../engine/events.ts';
import { renderCpEvent } from '../family.words.ts';
import { careerPokerOptionsSpec, defaultCareerPokerOptions, type CareerPokerOptions } from '../career-poker.ts';
import { finalRanking, teamScores } from '../rules.ts';
import { words } from '../../../i18n/current.ts';
import { careerPokerTableWords } from '../ui/table.words.ts';
/** Gold cubes in the box (docs/rulings/career-poker.md §2.1). */
const GOLD_CUBES = 14;

function CareerPokerBody({ players, round, options, onUse, onCancel }: CalcBodyProps<CareerPokerOptions>) {
  const w = words(careerPokerTableWords);
  const ORD = [1, 2, 3, 4, 5].map(w.ord);
  const n = players.length as 3 | 4 | 5;
  const short = options.mode === 'short';
  const [order, setOrder] = useState<number[]>([]);
  const [chosenRound, setRoundNo] = useState<1 | 2 | 3>((((round - 1) % 3) + 1) as 1 | 2 | 3);
  const roundNo: 1 | 2 | 3 = short ? 1 : chosenRound;
  const [gold, setGold] = useState<number[]>(() => players.map(() => 0));
  const missing = players.filter((_, i) => !order.includes(i));
  const goldTotal = gold.reduce((a, b) => a + b, 0);
  const error = goldTotal > GOLD_CUBES ? w.goldOver(GOLD_CUBES, goldTotal) : undefined;
  const pending = order.length === 0 ? w.tapOrder : missing.length > 0 ? w.missing(missing) : undefined;
  let scores: number[] | null = null;
  let lines: Line[] = [];
  const events: GameEvent[] = [];
  if (!pending && !error) {
    // The tapped order as the kernel's input: the first went out, the others hold one card more
    // per place (so no tie rule is needed: the order is the one the players saw).
    const handCounts = players.map((_, seat) => order.indexOf(seat));
    const r = finalRanking({
      players: n,
      round: roundNo,
      wentOut: order[0]!,
      handCounts,
      direction: 'cw',
      gold,
      threePlayerColumns: options.threePlayerColumns,
    });
    const pts = r.points;
    scores = pts;
    lines = r.ranking.map((seat, place) => ({
      label: w.lineLabel(ORD[place]!, players[seat]!, signed(pts[seat]! - gold[seat]!), gold[seat]!),
      value: signed(pts[seat]!),
    }));
    // The engine's events for a settled round: each place's rank points and gold, then the teams'.
    for (const [place, seat] of r.ranking.entries())
      events.push({
        kind: 'rank',
        seat,
        points: pts[seat]!,
        data: { rank: place + 1, rankPoints: pts[seat]! - gold[seat]!, gold: gold[seat]! },
      });
    if (options.mode === 'team' && n === 4) {
      const t = teamScores(pts);
      const a = w.pair(players[0]!, players[2]!);
      const b = w.pair(players[1]!, players[3]!);
      lines.push(
        { label: w.teamOf(a), value: signed(t.team02), total: true },
        { label: w.teamOf(b), value: signed(t.team13), total: true },
      );
      events.push({ kind: 'team', data: { team02: t.team02, team13: t.team13, winner: t.winner } });
    }
  }
  return (
    <>
      {short ? (
        <p class="small muted">{w.shortGame}</p>
      ) : (
        <Choice
          label={w.roundOfGame}
          value={roundNo}
          options={[1, 2, 3].map((v) => ({ value: v as 1 | 2 | 3, label: w.roundN(v) }))}
          onChange={setRoundNo}
        />
      )}
      <section class="calc-section" aria-label={w.finishingOrder}>
        <h3>{w.tapInOrder}</h3>
        <div class="segmented" role="group" aria-label={w.finishingAria}>
          {players.map((p, i) => {
            const place = order.indexOf(i);
            return (
              <button
                type="button"
                key={i}
                aria-pressed={place >= 0}
                onClick={() => setOrder(place >= 0 ? order.filter((x) => x !== i) : [...order, i])}
              >
                {place >= 0 ? `${ORD[place]} ` : ''}
                {p}
              </button>
            );
          })}
        </div>
        {order.length > 0 && (
          <button type="button" class="btn" onClick={() => setOrder([])}>
            {w.startAgain}
          </button>
        )}
      </section>
      <section class="calc-section" aria-label={w.leftoverGold}>
        <h3>{w.leftoverEach}</h3>
        {players.map((p, i) => (
          <Stepper
            key={i}
            label={w.goldOf(p)}
            value={gold[i]!}
            max={GOLD_CUBES}
            onChange={(g) => setGold(gold.map((x, j) => (j === i ? g : x)))}
          />
        ))}
      </section>
      {lines.length > 0 && <Breakdown title={w.breakdown(roundNo, n)} lines={lines} />}
      <CalcFooter
        summary={scores ? renderEvents(renderCpEvent, events, players) : ''}
        players={players}
        scores={scores}
        error={error}
        pending={pending}
        onCancel={onCancel}
        onUse={() => scores && onUse(scores, events)}
      />
    </>
  );
}

export default roundCalculator<CareerPokerOptions>({
  game: 'Career Poker',
  spec: careerPokerOptionsSpec,
  defaults: defaultCareerPokerOptions,
  keys: ['mode', 'threePlayerColumns'],
  players: (n, o) => {
    const w = words(careerPokerTableWords);
    if (n < 3 || n > 5) return w.playersRange(n);
    if (o.mode === 'team' && n !== 4) return w.teamNeeds4(n);
    return undefined;
  },
  Body: CareerPokerBody,
});
