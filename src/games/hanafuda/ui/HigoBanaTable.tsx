/**
 * The Higo-Bana table for 2 to 7 players (or teams): every side's captures as a compact row
 * (counts per class, card points, yaku, the score if the round ended now) that opens to show
 * its cards; the field and stock; your hand. Drag-free: tap a hand card, then a lit field card
 * (or the card again) to play; the Gaji lights every field card; a hiki is a button; tap the
 * stock to draw.
 */
import { gameName } from '../../catalog.words.ts';
import { useContext, useState } from 'preact/hooks';
import { SeatLooks } from '../../../table/looks.tsx';
import type { ComponentChildren } from 'preact';
import { YakuSheetView } from './YakuSheet.tsx';
import type { TableProps } from '../../module.ts';
import type { SeatInfo } from '../../../engine/match.ts';
import { TableFrame } from '../../../table/frame.tsx';
import { Banner, fmtSigned, SeatStrip } from '../../../table/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import { words } from '../../../i18n/current.ts';
import { cardWord, hanaWords, monthWord, renderHanaEvent, yakuWord } from '../hanafuda.words.ts';
import { hanaTableWords } from './table.words.ts';
import { higoBanaRows } from '../lines.ts';
import {
  higoBanaClass,
  higoBanaHandHint,
  hikiPoints,
  type HigoBanaMove,
  type HigoBanaSideView,
  type HigoBanaView,
} from '../higobana.ts';
import { HIGOBANA_YAKU } from '../yaku.ts';
import { CapturePile } from './HanaCard.tsx';
import { YakuProgress } from './Progress.tsx';
import { hanaLearnWords } from '../learn.words.ts';
import { higoBanaProgress, yakuWorth } from '../higobana-progress.ts';
import { DealerDrawPanel, FieldZone, HandZone, RoundOverPanel, TurnHint, useHandPlay, YakuChips } from './parts.tsx';

const GAME = 'Higo-Bana';

/** The class a capture pile groups a card under: the Rain Man with the animals. */
const pileClass = (id: string) => higoBanaClass(id);

/** A side's name: the player's, or "Team A (Aiko, Ben)". */
function sideTitle(side: HigoBanaSideView, seats: SeatInfo[]): string {
  const w = words(hanaTableWords);
  const names = side.seats.map((s) => seats[s]?.name ?? w.player(s + 1)).join(', ');
  return side.teamed ? `${teamName(side.team)} (${names})` : names;
}

/** "Team A", in the reader's language. */
const teamName = (team: number) => words(hanaTableWords).team('ABCDEFG'[team] ?? String(team + 1));

export function HigoBanaTable(props: TableProps<HigoBanaView, HigoBanaMove>) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings } = props;
  const w = words(hanaTableWords);
  const name = (s: number) => seats[s]?.name ?? w.player(s + 1);
  const hp = useHandPlay(v, legal, seat, props.busy, settings.hints, props.play, higoBanaHandHint, props.whyNot);
  const canDraw = hp.myTurn && v.phase === 'draw';
  const draw = () => props.play({ type: 'draw' });
  const over = v.phase === 'round-over' || v.phase === 'match-over';
  const teamed = v.options.teams !== 'none';
  const chips = Array.from({ length: v.players }, (_, s) => ({
    seat: s,
    total: v.totals[s] ?? 0,
    ...(teamed ? { extra: <span class="small">{teamName(v.teamOf[s]!)}</span> } : {}),
  }));
  // Other sides first, in turn order after mine; my side last, next to my hand.
  const order = v.sides.map((_, i) => (v.myTeam + 1 + i) % v.sides.length);
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  // Five or more sides (five to seven seats, no teams): each other side is a small cell, three to a
  // row, that opens across the row on tap; the cells carry the seat strip's marks (whose turn, the
  // dealer, the match total), so the strip is left out and the top is one screen's share, not a list.
  const compact = v.sides.length >= 5;
  const turn = over ? [] : [v.turn];
  const toggle = (t: number) =>
    setOpen((o) => (o.has(t) ? new Set([...o].filter((x) => x !== t)) : new Set([...o, t])));

  return (
    <div class="felt higobana" data-busy={props.busy ? 'true' : 'false'}>
      <TableFrame
        label={w.table(gameName('higobana'))}
        top={
          <>
            {!compact && (
              <SeatStrip seats={seats} chips={chips} turn={turn} dealer={v.dealer} me={seat} wrap={v.players > 4} />
            )}
            <p class="status">
              {w.hbStatus(v.round, v.rounds, v.options.scoring === 'cumulative')}
              {v.gaji ? w.gajiTook(name(v.gaji.seat), monthWord(v.gaji.month)) : ''}
            </p>
            <div role="list" aria-label={w.capturesList} class={compact ? 'side-list side-grid' : 'side-list'}>
              {order
                .filter((t) => t !== v.myTeam)
                .map((t) => (
                  <SideRow
                    key={t}
                    side={v.sides[t]!}
                    v={v}
                    seats={seats}
                    mine={false}
                    open={open.has(t)}
                    onToggle={() => toggle(t)}
                    labels={settings.labels}
                    compact={compact}
                    turn={turn}
                  />
                ))}
            </div>
          </>
        }
        middle={<FieldZone v={v} game={GAME} labels={settings.labels} hp={hp} canDraw={canDraw} onDraw={draw} />}
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
            {hp.myTurn && v.phase === 'play' && <HikiButtons v={v} play={props.play} />}
            {hp.choosing && v.choice?.gaji && <GajiNote v={v} name={name} />}
            {canDraw && v.hand.length === 0 && (
              <p class="small" style={{ margin: 0 }}>
                {w.handEmpty}
              </p>
            )}
          </TurnHint>
        }
        hand={
          <>
            <div role="list" aria-label={w.yourCaptures} class="side-list">
              <SideRow
                side={v.sides[v.myTeam]!}
                v={v}
                seats={seats}
                mine
                open={open.has(v.myTeam)}
                onToggle={() => toggle(v.myTeam)}
                labels={settings.labels}
                total={compact}
                turn={turn}
                progress={
                  !over && v.phase !== 'dealer-draw' ? (
                    <HigoBanaProgress v={v} seats={seats} labels={settings.labels} />
                  ) : undefined
                }
              />
            </div>
            <HandZone hand={v.hand} game={GAME} labels={settings.labels} hp={hp} />
          </>
        }
      />
      {hp.why.note}

      {over && v.lastRound && (
        <RoundEnd v={v} seats={seats} legal={legal} play={props.play} busy={props.busy} labels={settings.labels} />
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

/** One side's captures: a row that opens to show the cards. */
function SideRow({
  side,
  v,
  seats,
  mine,
  open,
  onToggle,
  labels,
  compact = false,
  total = false,
  turn = [],
  progress,
}: {
  side: HigoBanaSideView;
  v: HigoBanaView;
  seats: SeatInfo[];
  mine: boolean;
  open: boolean;
  onToggle: () => void;
  labels: boolean;
  compact?: boolean;
  total?: boolean;
  turn?: number[];
  /** The viewer's progress toward yaku (their own side only), beside the yaku made. */
  progress?: ComponentChildren;
}) {
  const w = words(hanaTableWords);
  const title = mine ? (side.teamed ? w.sideYou(sideTitle(side, seats)) : w.you) : sideTitle(side, seats);
  const inHand = side.seats.map((s) => v.handCounts[s] ?? 0).join('+');
  const c = side.counts;
  const n = side.captured.length;
  // The match total of the side (its seats' totals; a side is one seat when cells are shown).
  const matchTotal = side.seats.reduce((a, s) => a + (v.totals[s] ?? 0), 0);
  const toPlay = side.seats.some((s) => turn.includes(s));
  const dealer = side.seats.includes(v.dealer);
  const name = w.sideName({
    title,
    dealer,
    toPlay,
    total: compact || total ? matchTotal : null,
    inHand,
    n,
    points: side.cardPoints,
    yaku: side.yaku.map((y) => yakuWord(y.id)),
    score: side.score,
    open,
  });
  // A cell stands for one seat: its player's emoji and colour (issue 29 §1), as the seat strip shows them.
  const look = useContext(SeatLooks)[side.seats[0]!];
  if (compact)
    return (
      <section
        class={`zone side-cell${open ? ' open' : ''}${toPlay ? ' turn' : ''}${look?.colour ? ' marked' : ''}`}
        style={look?.colour ? ({ '--look': look.colour } as never) : undefined}
        role="listitem"
        aria-label={w.sideCaptures(sideTitle(side, seats))}
        aria-current={toPlay ? 'true' : undefined}
      >
        <button type="button" class="expander" aria-expanded={open} onClick={onToggle}>
          <span class="visually-hidden">{name}</span>
          <span class="sc-1" aria-hidden="true">
            <span class="sc-nm">
              {open ? '▾' : '▸'} {look?.emoji ? `${look.emoji} ` : ''}
              {title}
            </span>
            <b class="sc-now" title={w.matchTotal}>
              {matchTotal}
            </b>
          </span>
          <span class="sc-2" aria-hidden="true">
            {w.inHandN(inHand)} · {w.pts(side.cardPoints)}
          </span>
          <span class="sc-2" aria-hidden="true">
            {w.nowScore(side.score)}
            {side.yaku.length ? w.yakuCount(side.yaku.length) : ''}
            {dealer && <span class="token dealer">{w.dealer}</span>}
          </span>
        </button>
        {open && (
          <CapturePile cards={side.captured} game={GAME} labels={labels} owner={title} size={24} classify={pileClass} />
        )}
        {open && side.yaku.length > 0 && (
          <div class="yaku-chips">
            <YakuChips yaku={side.yaku} />
          </div>
        )}
      </section>
    );
  return (
    <section class="zone" role="listitem" aria-label={w.sideCaptures(mine ? w.yourSide : sideTitle(side, seats))}>
      {/* The viewer's progress sits beside the header (a row of its own would push an eight-card hand off a 640 px screen). */}
      <div style={progress ? { display: 'flex', alignItems: 'center', gap: '6px' } : undefined}>
        <button
          type="button"
          class="expander"
          aria-expanded={open}
          onClick={onToggle}
          style={progress ? { flex: 1, minWidth: 0 } : undefined}
        >
          <span class="visually-hidden">{name}</span>
          <span class="zone-h" style={{ marginBottom: 0 }} aria-hidden="true">
            <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              <span aria-hidden="true">{open ? '▾' : '▸'}</span> {title}{' '}
              <span class="muted">· {w.inHandN(inHand)}</span>
            </span>
            <span class="muted" style={{ whiteSpace: 'nowrap' }}>
              {w.pts(side.cardPoints)}
              {side.yaku.length ? w.yakuCount(side.yaku.length) : ''} · {w.now} <b>{side.score}</b>
              {total && (
                <>
                  {' '}
                  · {w.matchShort} <b>{matchTotal}</b>
                </>
              )}
            </span>
          </span>
          {/* My counts are in the progress panel when it sits beside the header. */}
          {!open && !progress && (mine || v.sides.length <= 3) && (
            <span class="counts" aria-hidden="true">
              <span>
                {w.classes.bright} <b>{c.bright}</b>
              </span>
              <span>
                {w.classes.animal} <b>{c.animal}</b>
              </span>
              <span>
                {w.classes.ribbon} <b>{c.ribbon}</b>
              </span>
              <span>
                {w.classes.chaff} <b>{c.chaff}</b>
              </span>
            </span>
          )}
        </button>
        {progress}
      </div>
      {open && (
        <CapturePile
          cards={side.captured}
          game={GAME}
          labels={labels}
          owner={title}
          size={v.sides.length > 2 ? 24 : 28}
          classify={pileClass}
        />
      )}
      {side.yaku.length > 0 && (
        <div class="yaku-chips">
          <YakuChips yaku={side.yaku} />
        </div>
      )}
    </section>
  );
}

/** The viewer's side's progress toward the eight yaku (issue 28 §3), and the others' one card away. */
function HigoBanaProgress({ v, seats, labels }: { v: HigoBanaView; seats: SeatInfo[]; labels: boolean }) {
  const lw = words(hanaLearnWords).progress;
  const piles = v.sides.map((x) => x.captured);
  const lines = higoBanaProgress(piles, v.myTeam, v.options);
  const worth = yakuWorth(v.options);
  const tw = words(hanaTableWords);
  const mine = v.sides[v.myTeam]!;
  const others = v.sides
    .filter((x) => x.team !== v.myTeam)
    .map((x) => ({ name: sideTitle(x, seats), lines: higoBanaProgress(piles, x.team, v.options) }));
  return (
    <YakuProgress
      lines={lines}
      made={v.sides[v.myTeam]!.yaku}
      game={GAME}
      labels={labels}
      others={others}
      narrow
      header={
        <>
          <p class="small" style={{ margin: '0 0 2px' }} data-testid="hb-worth">
            {lw.hbWorth(worth.own, worth.cost)}
          </p>
          <p class="small" style={{ margin: '0 0 4px' }}>
            {(['bright', 'animal', 'ribbon', 'chaff'] as const)
              .map((k) => `${tw.classes[k]} ${mine.counts[k]}`)
              .join(' · ')}
          </p>
        </>
      }
    />
  );
}

/** One button per month I may take by hiki, with what it is worth. */
function HikiButtons({ v, play }: { v: HigoBanaView; play: (m: HigoBanaMove) => void }) {
  const w = words(hanaTableWords);
  return (
    <>
      {v.hiki.map((m) => {
        const pts = hikiPoints(m, v.options.values);
        return (
          <button key={m} type="button" class="btn" onClick={() => play({ type: 'hiki', month: m })}>
            {w.hikiButton(monthWord(m), pts)}
          </button>
        );
      })}
    </>
  );
}

/** What the Gaji may take now, and any hiki that keeps it off a month. */
function GajiNote({ v, name }: { v: HigoBanaView; name: (s: number) => string }) {
  return (
    <p class="small" style={{ margin: 0, flexBasis: '100%', textAlign: 'center' }}>
      {words(hanaTableWords).gajiTakes(
        (v.blocked ?? []).map((b) => ({ month: monthWord(b.month), name: name(b.seat) })),
      )}
    </p>
  );
}

/** The round-end (and match-end) panel: every side's lines and round score, then the match. */
function RoundEnd({
  v,
  seats,
  legal,
  play,
  busy,
  labels,
}: {
  v: HigoBanaView;
  seats: SeatInfo[];
  legal: HigoBanaMove[];
  play: (m: HigoBanaMove) => void;
  busy: boolean;
  labels: boolean;
}) {
  const r = v.lastRound!;
  const few = r.sides.length <= 3;
  const cumulative = v.options.scoring === 'cumulative';
  const names = seats.map((x) => x.name);
  const w = words(hanaTableWords);
  const hw = hanaWords();
  const all = higoBanaRows(r, v.options.scoring, v.options.teams !== 'none');
  const rows = all
    .filter((x) => x.key.startsWith('side-'))
    .map((x) => ({
      key: x.key,
      name: hw.higoBanaRow(x, names),
      score: x.score,
      lines: x.lines,
      ...(few ? { cards: v.sides[x.team ?? x.seats[0]!]!.captured } : {}),
    }));
  const victory = all.filter((x) => x.key.startsWith('victory-') && x.score !== 0);
  const sideTotal = (x: HigoBanaSideView) => v.totals[x.seats[0]!] ?? 0;
  const winners = v.winners ? v.sides.filter((x) => x.seats.some((s) => v.winners!.includes(s))) : [];
  return (
    <RoundOverPanel
      title={v.phase === 'match-over' ? w.matchOver : w.over(w.roundLabel(r.round))}
      summary={renderEvents(
        renderHanaEvent,
        r.events,
        seats.map((x) => x.name),
      )}
      rows={rows}
      lineName={(l) => hw.higoBanaLine(l)}
      classify={pileClass}
      after={
        victory.length > 0 && (
          <table class="points-table" aria-label={w.victoryThisRound}>
            <tbody>
              {victory.map((x) => [
                <tr key={x.key}>
                  <th scope="row">{w.victoryOf(hw.higoBanaRow(x, names), x.seats.length > 1)}</th>
                  <th class="n">{fmtSigned(x.score)}</th>
                </tr>,
                ...x.lines.map((l, k) => (
                  <tr key={`${x.key}-${k}`}>
                    <td>{hw.higoBanaLine(l)}</td>
                    <td class="n">{l.points}</td>
                  </tr>
                )),
              ])}
            </tbody>
          </table>
        )
      }
      footer={
        <>
          {r.gajiLeftovers > 0 && <span style={{ display: 'block' }}>{w.gajiRest}</span>}
          {w.matchPoints(cumulative, v.sides.map((x) => `${sideTitle(x, seats)} ${sideTotal(x)}`).join(' · '))}
          {v.phase === 'match-over' && winners.length > 0 && (
            <b style={{ display: 'block' }}>
              {winners.length > 1
                ? w.sharedWin(winners.map((x) => sideTitle(x, seats)))
                : w.winsMatch(sideTitle(winners[0]!, seats), winners[0]!.seats.length > 1)}
            </b>
          )}
        </>
      }
      game={GAME}
      labels={labels}
      {...(legal.some((m) => m.type === 'next-round')
        ? { next: { label: w.dealRound(v.round + 1), onClick: () => play({ type: 'next-round' }), busy } }
        : {})}
    />
  );
}

export function HigoBanaYakuSheet() {
  const w = words(hanaTableWords);
  return (
    <YakuSheetView<Record<string, never>>
      game={GAME}
      examples={Object.entries(HIGOBANA_YAKU).map(([id, cards]) => ({
        id,
        cards,
        text: cards.map(cardWord).join(w.listSep),
      }))}
      points={() => 50}
      note={() => w.higobanaNote}
    />
  );
}
