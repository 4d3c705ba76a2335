/**
 * The Go-Stop round calculator: the winner's cards, gos, shakes, bombs and the drawn rounds
 * carried over; for each loser their chaff units, a bright, a go called. The settlement is the
 * engine's `settleStop`; every factor is a line, and the lines add up to what each one pays. The
 * round's outcome is given as the events the engine emits for it (`gostop-score` with a
 * `sake-cup` before it, `president`, `drawn-round`): the summary here and the sheet's note are
 * both worded from them by the family's renderer, in the reader's language (issue 27).
 */
import { useState } from 'preact/hooks';
import { roundCalculator, type CalcBodyProps } from '../../calc/host.tsx';
import { Breakdown, CalcFooter, Choice, signed, Stepper, type Line } from '../../calc/parts.tsx';
import { type GameEvent, renderEvents } from '../../../engine/events.ts';
import { HANAFUDA_DECK } from '../cards.ts';
import {
  GOSTOP_DEFAULTS,
  gostopOptionsSpec,
  normaliseGoStopOptions,
  settlementEvent,
  type GoStopOptions,
} from '../gostop.ts';
import { drawMultiplier, isPiBak, PRESIDENT_POINTS, type GoStopSettlement } from '../gostop-scoring.ts';
import { goStopAnimalCount, goStopChaffUnits } from '../yaku.ts';
import { words } from '../../../i18n/current.ts';
import { renderHanaEvent, yakuWord } from '../hanafuda.words.ts';
import { hanaCalcWords, type HanaCalcWords } from './calc.words.ts';
import { gostopOptionWords } from '../gostop.options.ts';
import { CardGrid } from './CardGrid.tsx';
import { goStopRound, type GoStopLoserInput } from './gostopRound.ts';
import { goStopPresidentScores } from '../roundscore.ts';

interface Counts {
  gos: number;
  shakes: number;
  bombs: number;
  draws: number;
}
/** Drawn rounds in a row at the end of the sheet (rounds where everyone scored 0). */
function trailingDraws(previous: readonly number[][]): number {
  let n = 0;
  for (let i = previous.length - 1; i >= 0 && previous[i]!.every((s) => s === 0); i--) n++;
  return n;
}

function winnerLines(s: GoStopSettlement, c: Counts, name: string, w: HanaCalcWords): Line[] {
  const lines: Line[] = s.yaku.map((y) => ({ label: yakuWord(y.id), value: String(y.points) }));
  if (s.goBonus > 0) lines.push({ label: w.gs.perGo(s.goBonus), value: String(s.goBonus) });
  let running = s.yakuPoints + s.goBonus;
  if (lines.length > 1 && s.multipliers.length > 0)
    lines.push({ label: w.gs.points, value: `= ${running}`, total: true });
  for (const m of s.multipliers) {
    lines.push({ label: `×${m.factor} (${w.gs.mult(m.id, c)})`, value: `${running} → ${running * m.factor}` });
    running *= m.factor;
  }
  lines.push({ label: w.gs.score(name), value: String(s.score), total: true });
  return lines;
}

function loserLines(
  s: GoStopSettlement,
  seat: number,
  names: readonly string[],
  players: number,
  w: HanaCalcWords,
): Line[] {
  const p = s.payments.find((x) => x.seat === seat)!;
  const lines: Line[] = [{ label: w.gs.score(names[s.winner]!), value: String(s.score) }];
  let owed = s.score;
  const double = (on: boolean, label: string) => {
    if (!on) return;
    lines.push({ label: `×2 (${label})`, value: `${owed} → ${owed * 2}` });
    owed *= 2;
  };
  double(p.piBak, w.gs.piBak);
  double(p.gwangBak, w.gs.gwangBak);
  if (players === 2) double(p.goBak, w.gs.goBak);
  if (p.covers !== undefined) lines.push({ label: w.gs.share(names[p.covers]!), value: `${p.owed} → ${p.amount}` });
  if (p.coveredBy !== undefined) lines.push({ label: w.gs.paidBy(names[p.coveredBy]!), value: `${p.owed} → 0` });
  lines.push({ label: w.gs.pays(names[seat]!), value: String(p.amount), total: true });
  return lines;
}

function GoStopBody({ players, previous, options, onUse, onCancel }: CalcBodyProps<GoStopOptions>) {
  const n = players.length;
  const w = words(hanaCalcWords);
  const [winner, setWinner] = useState(0);
  const [how, setHow] = useState<'stop' | 'president'>('stop');
  const [pile, setPile] = useState<string[]>([]);
  const [gos, setGos] = useState(0);
  const [shakes, setShakes] = useState(0);
  const [bombs, setBombs] = useState(0);
  const [draws, setDraws] = useState(() => trailingDraws(previous));
  const [losers, setLosers] = useState<GoStopLoserInput[]>(() =>
    players.map(() => ({ chaffUnits: 10, bright: false, calledGo: false })),
  );
  const [firstGo, setFirstGo] = useState<number | undefined>(undefined);
  const [cup, setCup] = useState<'animal' | 'chaff'>('animal');
  // The winner's sake cup counted as its owner said (option sake_cup 'owner'; rulings G23).
  const ownerCup = options.sake_cup === 'owner' && pile.includes('sep-animal');
  const setLoser = (seat: number, change: Partial<GoStopLoserInput>) =>
    setLosers(losers.map((l, i) => (i === seat ? { ...l, ...change } : l)));

  const others = players.map((_, i) => i).filter((i) => i !== winner);
  const goCallers = others.filter((i) => losers[i]!.calledGo);
  const president = winner !== -1 && how === 'president';
  const result =
    winner === -1 || president
      ? null
      : goStopRound(
          {
            options,
            players: n,
            winner,
            captured: pile,
            gos,
            shakes,
            bombs,
            drawStreak: draws,
            losers,
            ...(firstGo !== undefined ? { firstGo } : {}),
            ...(ownerCup ? { sakeCup: cup } : {}),
          },
          players,
          w,
        );
  const drawX = drawMultiplier(options, draws);
  const counts: Counts = { gos, shakes, bombs, draws };
  // A President after drawn rounds counts their double with option president_after_draw (rulings G31).
  const presidentX = options.president_after_draw ? drawX : 1;
  const presidentEach = (options.president_points ?? PRESIDENT_POINTS) * presidentX;

  let scores: number[] | null = null;
  let events: GameEvent[] = [];
  if (winner === -1) {
    scores = players.map(() => 0);
    events = [{ kind: 'drawn-round', data: { next: drawMultiplier(options, draws + 1) } }];
  } else if (president) {
    scores = goStopPresidentScores(n, winner, presidentEach);
    // The month is not asked here: the event says a President without it.
    events = [
      { kind: 'president', seat: winner, points: presidentEach, data: presidentX > 1 ? { factor: presidentX } : {} },
    ];
  } else if (result?.ok) {
    scores = result.scores;
    events = [
      ...(ownerCup ? [{ kind: 'sake-cup', seat: winner, data: { as: cup } }] : []),
      settlementEvent(result.settlement, false),
    ];
  }
  // What the sheet will say, worded as the sheet words it.
  const summary = scores ? renderEvents(renderHanaEvent, events, players) : '';

  return (
    <>
      <Choice
        label={w.whoWon}
        value={winner}
        options={[...players.map((p, i) => ({ value: i, label: p })), { value: -1, label: w.nobody }]}
        onChange={(w) => {
          setWinner(w);
          setFirstGo(undefined);
        }}
      />
      {winner !== -1 && (
        <Choice
          label={w.howWon(players[winner]!)}
          value={how}
          options={[
            { value: 'stop', label: w.gs.stopped },
            { value: 'president', label: w.gs.presidentChoice },
          ]}
          onChange={setHow}
        />
      )}
      {president ? (
        <Breakdown
          title={w.gs.presidentChoice}
          lines={[
            ...players.flatMap((p, i) => (i === winner ? [] : [{ label: w.gs.pays(p), value: String(presidentEach) }])),
            { label: w.gs.collects(players[winner]!), value: signed(scores![winner]!), total: true },
          ]}
        />
      ) : winner === -1 ? (
        <p class="small muted">{w.gs.drawNote(options.draw_doubles === 'stack')}</p>
      ) : (
        <>
          <section class="calc-section" aria-label={w.cardsOf(players[winner]!)}>
            <h3>
              {w.tapHeading(players[winner]!)} <span class="small muted">({pile.length})</span>
            </h3>
            <p class="small muted" style={{ margin: 0 }}>
              {w.gs.counts(goStopChaffUnits(pile, false), goStopAnimalCount(pile, true), ownerCup)}
            </p>
            {ownerCup && (
              <Choice
                label={w.gs.cupAs(players[winner]!)}
                value={cup}
                options={[
                  { value: 'animal', label: w.gs.anAnimal },
                  { value: 'chaff', label: w.gs.doubleChaff },
                ]}
                onChange={setCup}
              />
            )}
            <CardGrid
              deck={HANAFUDA_DECK}
              piles={[pile]}
              active={0}
              owners={[players[winner]!]}
              onChange={(p) => setPile(p[0]!)}
              onRefuse={() => undefined}
            />
          </section>
          <section class="calc-section" aria-label={w.gs.roundOf(players[winner]!)}>
            <h3>{w.gs.roundOf(players[winner]!)}</h3>
            <Stepper label={w.gs.gosCalled} value={gos} max={10} onChange={setGos} />
            <Stepper label={w.gs.shakes} value={shakes} max={3} onChange={setShakes} />
            <Stepper label={w.gs.bombs} value={bombs} max={3} onChange={setBombs} />
            <Stepper
              label={w.gs.drawsBefore}
              value={draws}
              max={10}
              onChange={setDraws}
              hint={drawX > 1 ? `(×${drawX})` : undefined}
            />
          </section>
          {others.map((seat) => {
            const l = losers[seat]!;
            return (
              <section class="calc-section" key={seat} aria-label={w.gs.holds(players[seat]!)}>
                <h3>{players[seat]}</h3>
                <Stepper
                  label={w.gs.chaffUnits(players[seat]!)}
                  value={l.chaffUnits}
                  max={28}
                  onChange={(u) => setLoser(seat, { chaffUnits: u })}
                  hint={isPiBak(l.chaffUnits, options, n) ? w.gs.piBakIf : undefined}
                />
                <label class="check">
                  <input
                    type="checkbox"
                    checked={l.bright}
                    onChange={(e) => setLoser(seat, { bright: (e.target as HTMLInputElement).checked })}
                  />
                  <span>{w.gs.holdsBright(players[seat]!)}</span>
                </label>
                <label class="check">
                  <input
                    type="checkbox"
                    checked={l.calledGo}
                    onChange={(e) => setLoser(seat, { calledGo: (e.target as HTMLInputElement).checked })}
                  />
                  <span>{w.gs.calledGo(players[seat]!)}</span>
                </label>
              </section>
            );
          })}
          {n === 3 && goCallers.length === 2 && (
            <Choice
              label={w.gs.firstGo}
              value={firstGo ?? goCallers[0]!}
              options={goCallers.map((s) => ({ value: s, label: players[s]! }))}
              onChange={setFirstGo}
            />
          )}
          {result?.ok && (
            <>
              <Breakdown
                title={w.gs.score(players[winner]!)}
                lines={winnerLines(result.settlement, counts, players[winner]!, w)}
              />
              {others.map((seat) => (
                <Breakdown
                  key={seat}
                  title={w.gs.pays(players[seat]!)}
                  lines={loserLines(result.settlement, seat, players, n, w)}
                />
              ))}
              <Breakdown
                title={w.gs.round}
                lines={[
                  { label: w.gs.collects(players[winner]!), value: signed(result.settlement.total), total: true },
                ]}
              />
            </>
          )}
        </>
      )}
      <CalcFooter
        summary={summary}
        players={players}
        scores={scores}
        error={result && !result.ok && !result.pending ? result.error : undefined}
        pending={result && !result.ok && result.pending ? result.error : undefined}
        onCancel={onCancel}
        onUse={() => scores && onUse(scores, events)}
      />
    </>
  );
}

export default roundCalculator<GoStopOptions>({
  game: 'Go-Stop',
  // The rules panel in the reader's language.
  optionWords: gostopOptionWords,
  spec: gostopOptionsSpec,
  defaults: GOSTOP_DEFAULTS,
  keys: [
    'bdb',
    'stop_minimum_2p',
    'pi_bak',
    'pi_bak_none_exempt',
    'go_scale',
    'draw_doubles',
    'nagari_cap',
    'president_points',
    'president_after_draw',
    'sake_cup',
    'rain_four_lights',
  ],
  // A sheet's stored rules may still say `go_bonus` (before the go scale): the engine maps it.
  normalise: normaliseGoStopOptions,
  players: (n) => (n === 2 || n === 3 ? undefined : words(hanaCalcWords).gs.players(n)),
  Body: GoStopBody,
});
