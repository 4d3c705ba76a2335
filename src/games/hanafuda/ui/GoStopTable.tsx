/**
 * The Go-Stop table for two or three players: opponents at the top (compact and expandable
 * with three), the field and stock in the middle, your captures and hand at the bottom.
 * Drag-free: tap a hand card, then a lit field card (or the card again) to play; tap the
 * stock to draw; bomb, shake and draw-only turns are buttons; go or stop in a prompt that
 * shows what is at stake. Also the Go-Stop yaku sheet for the rules page.
 */
import { gameName } from '../../catalog.words.ts';
import { YakuSheetView, type YakuExample } from './YakuSheet.tsx';
import type { TableProps } from '../../module.ts';
import { TableFrame } from '../../../table/frame.tsx';
import { Banner, Prompt, SeatStrip } from '../../../table/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import { words } from '../../../i18n/current.ts';
import { wordOptions } from '../../../i18n/options.ts';
import { hanaWords, monthWord, renderHanaEvent, yakuWord } from '../hanafuda.words.ts';
import { gostopOptionWords } from '../gostop.options.ts';
import { hanaTableWords } from './table.words.ts';
import { goStopRows } from '../lines.ts';
import { GROUPS, monthOf } from '../cards.ts';
import {
  goStopHandHint,
  gostopOptionsSpec,
  GOSTOP_DEFAULTS,
  type GoStopMove,
  type GoStopOptions,
  type GoStopView,
} from '../gostop.ts';
import { goScale, goStopYakuOptions, type GoStopPayment, type GoStopSettlement } from '../gostop-scoring.ts';
import { findYaku, goStopYakuCards } from '../yaku.ts';
import { HanaCard } from './HanaCard.tsx';
import { NextYaku, YakuProgress } from './Progress.tsx';
import { goStopProgress } from '../progress.ts';
import { hanaLearnWords } from '../learn.words.ts';
import { DealerDrawPanel, FieldZone, HandZone, RoundOverPanel, SideZone, TurnHint, useHandPlay } from './parts.tsx';

const GAME = 'Go-Stop';

export function GoStopTable(props: TableProps<GoStopView, GoStopMove>) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings } = props;
  const w = words(hanaTableWords);
  const hw = hanaWords();
  const name = (s: number) => seats[s]?.name ?? w.player(s + 1);
  const others = Array.from({ length: v.players - 1 }, (_, i) => (seat + 1 + i) % v.players);
  const hp = useHandPlay(v, legal, seat, props.busy, settings.hints, props.play, goStopHandHint, props.whyNot);
  const canDraw = hp.myTurn && v.phase === 'draw';
  const draw = () => props.play({ type: 'draw' });
  const over = v.phase === 'round-over' || v.phase === 'match-over';
  const chips = [...others, seat].map((s) => ({ seat: s, total: v.totals[s] ?? 0, extra: <SeatNotes v={v} s={s} /> }));

  return (
    <div class={`felt gostop players-${v.players}`} data-busy={props.busy ? 'true' : 'false'}>
      <TableFrame
        label={w.table(gameName('gostop'))}
        top={
          <>
            <SeatStrip seats={seats} chips={chips} turn={over ? [] : [v.turn]} dealer={v.dealer} me={seat} />
            <StatusLine v={v} />
            {others.map((o) => (
              <GoStopSide
                key={o}
                v={v}
                s={o}
                owner={name(o)}
                label={w.sideOf(name(o))}
                title={w.inHand(name(o), v.handCounts[o]!)}
                compact={v.players > 2}
                labels={settings.labels}
                hints={settings.hints}
              />
            ))}
          </>
        }
        middle={
          <>
            <FieldZone v={v} game={GAME} labels={settings.labels} hp={hp} canDraw={canDraw} onDraw={draw} />
            <PpukNote v={v} name={name} />
          </>
        }
        line={
          <Banner
            text={renderEvents(
              renderHanaEvent,
              v.events,
              seats.map((x) => x.name),
            )}
          />
        }
        prompt={
          <TurnHint hp={hp} v={v} name={name} canDraw={canDraw} onDraw={draw}>
            {hp.myTurn && v.phase === 'play' && <SpecialMoves v={v} legal={legal} play={props.play} />}
            {canDraw && v.drawsLeft > 1 && (
              <p class="small" style={{ margin: 0 }}>
                {w.bombDraws(v.drawsLeft)}
              </p>
            )}
          </TurnHint>
        }
        hand={
          <>
            <GoStopSide
              v={v}
              s={seat}
              owner={w.you}
              mine
              label={w.yourSide}
              title={w.yourCaptures}
              compact={false}
              labels={settings.labels}
              hints={settings.hints}
            />
            <HandZone hand={v.hand} game={GAME} labels={settings.labels} hp={hp} />
          </>
        }
      />
      {hp.why.note}

      {hp.myTurn && v.phase === 'decide' && (
        <Decide v={v} seat={seat} name={name} play={props.play} busy={props.busy} />
      )}
      {hp.myTurn && v.phase === 'sake-cup' && v.sakeCupChoice && (
        <SakeCupChoice v={v} seat={seat} name={name} legal={legal} play={props.play} busy={props.busy} />
      )}
      {over && v.lastRound && (
        <RoundOverPanel
          title={v.phase === 'match-over' ? w.matchOver : w.roundOver(w.roundLabel(v.lastRound.round))}
          summary={renderEvents(
            renderHanaEvent,
            v.lastRound.events,
            seats.map((x) => x.name),
          )}
          rows={goStopRows(v.lastRound).map((r) => ({
            key: r.key,
            name: name(r.seats[0]!),
            score: r.score,
            lines: r.lines,
            cards: v.captured[r.seats[0]!]!,
          }))}
          lineName={(line) =>
            hw.goStopLine(
              line,
              seats.map((x) => x.name),
            )
          }
          footer={<MatchLine v={v} name={name} />}
          game={GAME}
          labels={settings.labels}
          {...(legal.some((m) => m.type === 'next-round')
            ? {
                next: {
                  label: w.dealRound(v.round + 1),
                  onClick: () => props.play({ type: 'next-round' }),
                  busy: props.busy,
                },
              }
            : {})}
        />
      )}
      {v.phase === 'dealer-draw' && (
        <DealerDrawPanel
          draw={v.dealerDraw}
          dealer={v.dealer}
          seats={seats}
          game={GAME}
          labels={settings.labels}
          busy={props.busy}
          onDeal={() => props.play({ type: 'next-round' })}
        />
      )}
    </div>
  );
}

/** Round, match length, stop minimum and the carried draw double. */
function StatusLine({ v }: { v: GoStopView }) {
  const w = words(hanaTableWords);
  const parts = [w.gsRound(v.round, v.rounds, v.target), w.stopAt(v.stopMinimum)];
  if (v.drawMultiplier > 1) parts.push(w.nextWin(v.drawMultiplier));
  if (v.redeals > 0) parts.push(w.redealt(v.redeals));
  return <p class="status">{parts.join(' · ')}</p>;
}

/** Gos, shakes and bombs on a seat's chip. */
function SeatNotes({ v, s }: { v: GoStopView; s: number }) {
  const w = words(hanaTableWords);
  const notes: string[] = [];
  if (v.gos[s]! > 0) notes.push(w.goCount(v.gos[s]!));
  const shakes = v.shaken.filter((x) => x.seat === s).length;
  if (shakes > 0) notes.push(w.shook(shakes));
  if (v.bombs[s]! > 0) notes.push(w.bombs(v.bombs[s]!));
  if (v.drawOnly[s]! > 0) notes.push(w.drawOnlyCount(v.drawOnly[s]!));
  return notes.length ? <span class="small">{notes.join(' · ')}</span> : null;
}

/** One seat's captures with Go-Stop counts, yaku, shown (shaken) cards and warnings: compact, the cards open on tap. */
function GoStopSide(p: {
  v: GoStopView;
  s: number;
  owner: string;
  mine?: boolean;
  label: string;
  title: string;
  compact: boolean;
  labels: boolean;
  hints: boolean;
}) {
  const { v, s } = p;
  const c = v.counts[s]!;
  const stop = v.stopNow[s];
  const shown = s === v.seat ? [] : v.shownInHand.filter((x) => x.seat === s);
  const w = words(hanaTableWords);
  const warn = p.hints ? v.dangers[s]!.map((d) => w.dangers[d] ?? d) : [];
  const right =
    stop && s === v.seat ? w.stopNowPlus(stop.total) : v.yakuTotals[s]! > 0 ? w.gsPoints(v.yakuTotals[s]!) : '';
  return (
    <SideZone
      label={p.label}
      title={p.title}
      right={
        p.mine && v.phase !== 'round-over' && v.phase !== 'match-over' && v.phase !== 'dealer-draw' ? (
          <>
            {right ? `${right} ` : ''}
            <GoStopProgress v={v} s={s} labels={p.labels} />
          </>
        ) : (
          right
        )
      }
      cards={v.captured[s]!}
      yaku={v.yaku[s]!}
      game={GAME}
      labels={p.labels}
      owner={p.owner}
      {...(p.mine ? { mine: true } : {})}
      size={p.compact ? 28 : s === v.seat ? 30 : 26}
      extra={<span>{w.units(c.chaffUnits, !!c.sakeCup)}</span>}
      {...(warn.length > 0
        ? {
            chips: warn.map((w) => (
              <span class="chip hot" key={w}>
                {w}
              </span>
            )),
          }
        : {})}
      below={[
        ...shown.map((x) => (
          <div class="row small" key={x.month} style={{ gap: '4px', alignItems: 'center', marginTop: '4px' }}>
            {w.shown}
            <span class="mini-row" style={{ '--w': '22px' } as never}>
              {x.cards.map((card) => (
                <HanaCard key={card} id={card} game={GAME} labels={false} class="mini" />
              ))}
            </span>
          </div>
        )),
      ]}
    />
  );
}

/** The viewer's progress toward yaku and toward the stop minimum (issue 28 §3). */
function GoStopProgress({ v, s, labels }: { v: GoStopView; s: number; labels: boolean }) {
  const lw = words(hanaLearnWords).progress;
  const c = v.counts[s]!;
  const stop = v.stopNow[s];
  const toStop = lw.toStop(v.yakuTotals[s]!, v.stopMinimum);
  return (
    <YakuProgress
      lines={goStopProgress(v.captured, s, goStopYakuOptions(v.options))}
      made={v.yaku[s]!}
      game={GAME}
      labels={labels}
      lead={toStop}
      header={
        <>
          <p class="small" style={{ margin: '0 0 2px' }} data-testid="to-stop">
            {toStop}
          </p>
          <p class="small" style={{ margin: '0 0 4px' }}>
            {lw.gsCounts(c.brights, c.animals, c.ribbons, c.chaffUnits)}
          </p>
          {stop && (
            <p class="small" style={{ margin: '0 0 4px' }}>
              {lw.stopPays(stop.total)}
            </p>
          )}
        </>
      }
    />
  );
}

/** Ppuk stacks on the field and who made them. */
function PpukNote({ v, name }: { v: GoStopView; name: (s: number) => string }) {
  const ppuks = v.field.filter((p) => p.ppukBy !== undefined);
  if (ppuks.length === 0) return null;
  const w = words(hanaTableWords);
  return (
    <p class="small" style={{ margin: 0, textAlign: 'center' }}>
      {w.ppuk(ppuks.map((p) => `${monthWord(monthOf(p.cards[0]!))} (${name(p.ppukBy!)})`).join(', '))}
    </p>
  );
}

/** Bomb, shake and draw-only buttons during the play phase. */
function SpecialMoves({ v, legal, play }: { v: GoStopView; legal: GoStopMove[]; play: (m: GoStopMove) => void }) {
  const w = words(hanaTableWords);
  return (
    <>
      {legal.map((m) => {
        if (m.type === 'bomb')
          return (
            <button type="button" class="btn primary" key={`b${m.month}`} onClick={() => play(m)}>
              {w.bombButton(v.hand.filter((c) => monthOf(c) === m.month).length === 2, monthWord(m.month))}
            </button>
          );
        if (m.type === 'shake')
          return (
            <button type="button" class="btn" key={`s${m.month}`} onClick={() => play(m)}>
              {w.shakeButton(monthWord(m.month))}
            </button>
          );
        if (m.type === 'draw-only')
          return (
            <button type="button" class={`btn${v.hand.length === 0 ? ' primary' : ''}`} key="d" onClick={() => play(m)}>
              {w.drawOnlyButton(v.drawOnly[v.seat]!)}
            </button>
          );
        return null;
      })}
    </>
  );
}

/** What each opponent would pay, with its penalties. */
function PaymentLine({ p, name }: { p: GoStopPayment; name: (s: number) => string }) {
  const w = words(hanaTableWords);
  const why = [
    p.piBak && w.piBak,
    p.gwangBak && w.gwangBak,
    p.goBak && p.coveredBy === undefined && (p.covers !== undefined ? w.goBakShare(name(p.covers)) : w.goBak),
  ].filter(Boolean);
  return (
    <tr>
      <td>
        {w.pays(name(p.seat))}
        {why.length > 0 && <span class="small"> ({why.join(', ')})</span>}
        {p.coveredBy !== undefined && <span class="small"> ({w.paidBy(name(p.coveredBy))})</span>}
      </td>
      <td class="n">{p.amount}</td>
    </tr>
  );
}

/** The score worked out line by line: yaku, go bonus, each double. */
function ScoreLines({ s }: { s: GoStopSettlement }) {
  const w = words(hanaTableWords);
  return (
    <>
      {s.goBonus > 0 && (
        <tr>
          <td>{w.goBonus}</td>
          <td class="n">+{s.goBonus}</td>
        </tr>
      )}
      {s.multipliers.map((m) => (
        <tr key={m.id}>
          <td>{w.multipliers[m.id] ?? m.id}</td>
          <td class="n">×{m.factor}</td>
        </tr>
      ))}
      <tr>
        <td>
          <b>{w.score}</b>
        </td>
        <td class="n">
          <b>{s.score}</b>
        </td>
      </tr>
    </>
  );
}

function Decide({
  v,
  seat,
  name,
  play,
  busy,
}: {
  v: GoStopView;
  seat: number;
  name: (s: number) => string;
  play: (m: GoStopMove) => void;
  busy: boolean;
}) {
  const s = v.stopNow[seat]!;
  const nextGo = v.gos[seat]! + 1;
  const w = words(hanaTableWords);
  return (
    <div class="overlay">
      <Prompt title={w.goOrStop}>
        <table class="points-table">
          <tbody>
            {s.yaku.map((y) => (
              <tr key={y.id}>
                <td>
                  {yakuWord(y.id)}
                  <span class="mini-row" style={{ '--w': '22px', marginTop: '2px' } as never}>
                    {goStopYakuCards(y.id, v.captured[seat]!, s.sakeCup).map((c) => (
                      <HanaCard key={c} id={c} game={GAME} labels={false} class="mini" />
                    ))}
                  </span>
                </td>
                <td class="n">{y.points}</td>
              </tr>
            ))}
            <ScoreLines s={s} />
            {s.payments.map((p) => (
              <PaymentLine key={p.seat} p={p} name={name} />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>{w.youCollect}</td>
              <td class="n">{s.total}</td>
            </tr>
          </tfoot>
        </table>
        <p class="small">{w.goExplain(goPromptText(v.options, nextGo), v.players === 2, v.handCounts[seat]!)}</p>
        <NextYaku lines={goStopProgress(v.captured, seat, goStopYakuOptions(v.options))} />
        <div class="grid2">
          <button type="button" class="btn" disabled={busy} onClick={() => play({ type: 'go' })}>
            {w.goButton(nextGo)}
          </button>
          <button type="button" class="btn primary" disabled={busy} onClick={() => play({ type: 'stop' })} autoFocus>
            {w.gsStop(s.total)}
          </button>
        </div>
      </Prompt>
    </div>
  );
}

/**
 * The sake cup's owner says how it counts before the stop is scored (option sake_cup 'owner';
 * rulings G23): what the stop pays each way, one button for each.
 */
function SakeCupChoice({
  v,
  seat,
  name,
  legal,
  play,
  busy,
}: {
  v: GoStopView;
  seat: number;
  name: (s: number) => string;
  legal: GoStopMove[];
  play: (m: GoStopMove) => void;
  busy: boolean;
}) {
  const c = v.sakeCupChoice!;
  const can = (as: 'animal' | 'chaff') => legal.some((m) => m.type === 'sake-cup' && m.as === as);
  const w = words(hanaTableWords);
  const mine = (s: GoStopSettlement) =>
    s.winner === seat ? w.collect(s.total) : w.pay(s.payments.find((p) => p.seat === seat)?.amount ?? 0);
  return (
    <div class="overlay">
      <Prompt title={w.sakeTitle}>
        <p style={{ marginTop: 0 }}>
          {w.sakeWho(c.stopper === seat ? null : name(c.stopper))} {w.sakeExplain}
        </p>
        <div class="row" style={{ justifyContent: 'center' }}>
          <HanaCard id="sep-animal" game={GAME} labels={false} />
        </div>
        <div class="grid2">
          <button
            type="button"
            class="btn"
            disabled={busy || !can('animal')}
            onClick={() => play({ type: 'sake-cup', as: 'animal' })}
          >
            {w.asAnimal(mine(c.animal))}
          </button>
          <button
            type="button"
            class="btn"
            disabled={busy || !can('chaff')}
            onClick={() => play({ type: 'sake-cup', as: 'chaff' })}
          >
            {w.asChaff(mine(c.chaff))}
          </button>
        </div>
      </Prompt>
    </div>
  );
}

/** What the next go pays under the match's go scale (the engine's `goScale`). */
function goPromptText(options: GoStopView['options'], nextGo: number): string {
  const w = words(hanaTableWords);
  const go = goScale(options, nextGo);
  const plus =
    options.go_scale === 'plus-two-then-double'
      ? w.goPlusTwo(go.bonus - goScale(options, nextGo - 1).bonus > 0)
      : w.goPlus(go.bonus > 0);
  return go.factor > 1 ? w.goDoubles(plus, nextGo, go.factor) : w.goLater(plus);
}

function MatchLine({ v, name }: { v: GoStopView; name: (s: number) => string }) {
  const best = Math.max(...v.totals);
  const leaders = v.totals.flatMap((t, s) => (t === best ? [s] : []));
  const w = words(hanaTableWords);
  return (
    <>
      {w.match(v.totals.map((t, s) => `${name(s)} ${t}`).join(' · '))}
      {v.phase === 'match-over' && (leaders.length > 1 ? w.tieBetween(leaders.map(name)) : w.wins(name(leaders[0]!)))}
    </>
  );
}

// ---------------------------------------------------------------- the yaku sheet (rules page)

const EXAMPLES: YakuExample[] = [
  { id: 'five-lights', cards: [...GROUPS.brights], text: 'All five brights.' },
  {
    id: 'four-lights',
    cards: ['jan-bright', 'mar-bright', 'aug-bright', 'nov-bright'],
    text: 'Any four brights, the Rain Man or not.',
  },
  {
    id: 'three-lights',
    cards: ['jan-bright', 'mar-bright', 'dec-bright'],
    text: 'Three brights without the Rain Man.',
  },
  {
    id: 'rain-three-lights',
    cards: ['nov-bright', 'jan-bright', 'aug-bright'],
    text: 'The Rain Man and two other brights.',
  },
  { id: 'five-birds', cards: [...GROUPS.godoriBirds], text: 'Bush warbler, cuckoo and geese: five birds.' },
  { id: 'boar-deer-butterfly', cards: [...GROUPS.boarDeerButterfly], text: 'Boar, deer and butterflies.' },
  { id: 'red-poems', cards: [...GROUPS.poetryRibbons], text: 'The three red ribbons with poems.' },
  { id: 'blue-poems', cards: [...GROUPS.blueRibbons], text: 'The three blue ribbons.' },
  {
    id: 'grass-ribbons',
    cards: [...GROUPS.grassRibbons],
    text: "The plain red ribbons of April, May and July (never November's).",
  },
  {
    id: 'animals',
    cards: ['feb-animal', 'may-animal', 'jun-animal', 'nov-animal', 'sep-animal'],
    text: 'Any five animals (the sake cup may count); +1 per further animal.',
  },
  {
    id: 'ribbons',
    cards: ['jan-ribbon', 'apr-ribbon', 'jun-ribbon', 'jul-ribbon', 'nov-ribbon'],
    text: 'Any five ribbons; +1 per further ribbon.',
  },
  {
    id: 'dregs',
    cards: [
      'jan-chaff-1',
      'feb-chaff-1',
      'mar-chaff-1',
      'apr-chaff-1',
      'may-chaff-1',
      'jun-chaff-1',
      'jul-chaff-1',
      'nov-chaff-1',
      'dec-chaff-1',
    ],
    text: 'Ten chaff units (the Lightning and the coloured Paulownia count 2); +1 per further unit.',
  },
];

/** Each Go-Stop yaku with card pictures and its points under a chosen preset. */
export function GoStopYakuSheet({ options, preset }: { options: Record<string, unknown>; preset?: string }) {
  const w = words(hanaTableWords);
  return (
    <YakuSheetView<GoStopOptions>
      game={GAME}
      examples={EXAMPLES.map((ex) => ({ ...ex, text: w.gostopYaku[ex.id] ?? ex.text }))}
      spec={wordOptions(gostopOptionsSpec, words(gostopOptionWords))}
      defaults={GOSTOP_DEFAULTS}
      initial={options}
      active={preset}
      points={(ex, o) =>
        findYaku('gostop', [...ex.cards], { bdb: o.bdb, rain_four_lights: o.rain_four_lights }).find(
          (x) => x.id === ex.id,
        )?.points ?? null
      }
      note={(o) => w.gostopNote(o.stop_minimum_2p)}
    />
  );
}
