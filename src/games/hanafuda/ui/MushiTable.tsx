/**
 * The Mushi table: the opponent's side at the top, the field and stock in the middle, your side
 * and hand at the bottom, built from the shared Hanafuda parts. Drag-free: tap a hand card (the
 * field cards it could take light up with hints on), then the lit field card or the card again;
 * tap the stock to draw. Each side shows its card points, yaku and where it stands against the
 * 115 baseline; the round is played out to the end, then the hand-overs and every scoring line.
 */

import { gameName } from '../../catalog.words.ts';
import { YakuSheetView, type YakuExample } from './YakuSheet.tsx';
import type { TableProps } from '../../module.ts';
import { TableFrame } from '../../../table/frame.tsx';
import { Banner, fmtSigned, SeatStrip } from '../../../table/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import { words } from '../../../i18n/current.ts';
import { wordOptions } from '../../../i18n/options.ts';
import { cardWord, hanaWords, renderHanaEvent } from '../hanafuda.words.ts';
import { mushiOptionWords } from '../mushi.options.ts';
import { hanaTableWords } from './table.words.ts';
import { mushiRows } from '../lines.ts';
import { GROUPS, monthCards } from '../cards.ts';
import {
  handoverEvent,
  LIGHTNING,
  MUSHI_BASELINE,
  mushiHandHint,
  mushiOptionsSpec,
  mushiYaku,
  MUSHI_DEFAULTS,
  type MushiMove,
  type MushiOptions,
  type MushiView,
} from '../mushi.ts';
import { MUSHI_THREE_LIGHTS } from '../yaku.ts';
import { HanaCard } from './HanaCard.tsx';
import { YakuProgress } from './Progress.tsx';
import { hanaLearnWords } from '../learn.words.ts';
import { MUSHI_POINTS_LINE, mushiProgress } from '../mushi-progress.ts';
import { DealerDrawPanel, FieldZone, HandZone, RoundOverPanel, SideZone, TurnHint, useHandPlay } from './parts.tsx';

const GAME = 'Mushi';

/** A signed number that may end in a half: 40.5 → "+40½", −0.5 → "−½". */
function fmtHalf(n: number): string {
  const sign = n > 0 ? '+' : n < 0 ? '−' : '';
  const whole = Math.floor(Math.abs(n));
  const half = Math.abs(n) - whole >= 0.5;
  return `${sign}${whole === 0 && half ? '' : whole}${half ? '½' : ''}`;
}

export function MushiTable(props: TableProps<MushiView, MushiMove>) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings } = props;
  const opp = 1 - seat;
  const w = words(hanaTableWords);
  const name = (s: number) => seats[s]?.name ?? w.player(s + 1);
  const hp = useHandPlay(v, legal, seat, props.busy, settings.hints, props.play, mushiHandHint, props.whyNot);
  const canDraw = hp.myTurn && v.phase === 'draw';
  const draw = () => props.play({ type: 'draw' });
  const over = v.phase === 'round-over' || v.phase === 'match-over';
  const chips = [opp, seat].map((s) => ({ seat: s, total: v.totals[s] ?? 0 }));
  const taken = (s: number) => (v.turn === s && !over ? v.pending : []);
  const side = (s: number) => w.mushiSide(v.points[s]!, fmtHalf(v.standing[s]!));

  return (
    <div class="felt mushi" data-busy={props.busy ? 'true' : 'false'}>
      <TableFrame
        label={w.table(gameName('mushi'))}
        top={
          <>
            <SeatStrip seats={seats} chips={chips} turn={over ? [] : [v.turn]} dealer={v.dealer} me={seat} />
            <RoundLineInfo v={v} name={name} />
            <SideZone
              label={w.sideOf(name(opp))}
              title={w.inHandShort(name(opp), v.opponentHandCount)}
              right={side(opp)}
              cards={v.captured[opp]!}
              highlight={taken(opp)}
              yaku={v.yaku[opp]!}
              game={GAME}
              labels={settings.labels}
              size={26}
              owner={name(opp)}
            />
            {hp.why.note}
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
            <LightningHint v={v} selected={hp.selected} choosing={hp.choosing} canDraw={canDraw} />
          </TurnHint>
        }
        hand={
          <>
            <SideZone
              label={w.yourSide}
              title={w.yourCaptures}
              right={
                <>
                  {side(seat)}{' '}
                  {!over && v.phase !== 'dealer-draw' && <MushiProgress v={v} seat={seat} labels={settings.labels} />}
                </>
              }
              cards={v.captured[seat]!}
              highlight={taken(seat)}
              yaku={v.yaku[seat]!}
              game={GAME}
              labels={settings.labels}
              owner={w.you}
              mine
            />
            <HandZone hand={v.hand} game={GAME} labels={settings.labels} hp={hp} />
          </>
        }
      />
      {over && v.lastRound && <RoundEnd v={v} legal={legal} props={props} name={name} />}
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

/** The viewer's progress (issue 28 §3): card points toward the baseline, the yaku near, the cards that would make them. */
function MushiProgress({ v, seat, labels }: { v: MushiView; seat: number; labels: boolean }) {
  const lw = words(hanaLearnWords).progress;
  const lines = mushiProgress(v.captured, seat, v.options);
  const pts = lines.find((l) => l.id === MUSHI_POINTS_LINE)!;
  return (
    <YakuProgress
      lines={lines}
      made={v.yaku[seat]!}
      game={GAME}
      labels={labels}
      lead={lw.mushiShort(pts.have, pts.need)}
      header={
        <p class="small" style={{ margin: '0 0 4px' }} data-testid="mushi-points">
          {lw.mushiPoints(pts.have, pts.need, pts.left)}
        </p>
      }
    />
  );
}

/** Round n of N, why it was redealt, and what the Lightning did. */
function RoundLineInfo({ v, name }: { v: MushiView; name: (s: number) => string }) {
  const onField = v.field.some((p) => p.cards.includes(LIGHTNING));
  const w = words(hanaTableWords);
  const hw = hanaWords();
  return (
    <p class="status">
      {w.roundOf(v.round, v.rounds)}
      {v.redeals > 0 && w.redealtWhy(v.redeals, v.misdeals.map((m) => hw.misdeal(m)).join(' '))}
      {v.lightning && w.lightningPaired(name(v.lightning.seat), cardWord(v.lightning.mate))}
      {!v.lightning && onField && w.lightningWaits}
    </p>
  );
}

/** What the Lightning can do right now, when it matters to the player. */
function LightningHint({
  v,
  selected,
  choosing,
  canDraw,
}: {
  v: MushiView;
  selected: string | null;
  choosing: boolean;
  canDraw: boolean;
}) {
  const w = words(hanaTableWords);
  let text = '';
  if (choosing && v.choice?.lightning) text = w.lightningTakes;
  else if (v.phase === 'play' && selected === LIGHTNING) text = w.lightningMay;
  else if (canDraw && v.field.some((p) => p.cards.includes(LIGHTNING))) text = w.lightningDraw;
  return text ? (
    <p class="small" style={{ margin: 0 }}>
      {text}
    </p>
  ) : null;
}

/** The round-end panel: the hand-overs, each side's scoring lines and pile, the match so far. */
function RoundEnd({
  v,
  legal,
  props,
  name,
}: {
  v: MushiView;
  legal: MushiMove[];
  props: TableProps<MushiView, MushiMove>;
  name: (s: number) => string;
}) {
  const last = v.lastRound!;
  const { seats, settings } = props;
  const matchOver = v.phase === 'match-over';
  const winner = v.totals[0] === v.totals[1] ? null : v.totals[0]! > v.totals[1]! ? 0 : 1;
  const w = words(hanaTableWords);
  const hw = hanaWords();
  const next = legal.some((m) => m.type === 'next-round')
    ? {
        next: {
          label: w.dealRound(v.round + 1),
          onClick: () => props.play({ type: 'next-round' }),
          busy: props.busy,
        },
      }
    : {};
  return (
    <RoundOverPanel
      title={matchOver ? w.matchOver : w.over(w.roundLabel(last.round))}
      summary={renderEvents(
        renderHanaEvent,
        last.events,
        seats.map((x) => x.name),
      )}
      rows={mushiRows(last).map((r) => ({
        key: r.key,
        name: name(r.seats[0]!),
        score: r.score,
        lines: r.lines,
        cards: v.captured[r.seats[0]!]!,
      }))}
      lineName={(line) => hw.mushiLine(line, MUSHI_BASELINE)}
      footer={
        <>
          {w.match(`${name(0)} ${v.totals[0]} · ${name(1)} ${v.totals[1]}`)}
          {matchOver && (winner === null ? w.tie : w.wins(name(winner)))}
        </>
      }
      extra={
        <>
          <Handovers v={v} seats={seats} labels={settings.labels} />
          {matchOver && <MatchRounds v={v} name={name} />}
        </>
      }
      game={GAME}
      labels={settings.labels}
      {...next}
    />
  );
}

/** The end-of-round hand-overs, each with its cards. */
function Handovers({ v, seats, labels }: { v: MushiView; seats: TableProps['seats']; labels: boolean }) {
  const list = v.lastRound?.handovers ?? [];
  const w = words(hanaTableWords);
  if (list.length === 0) return null;
  return (
    <section aria-label={w.handovers} style={{ marginBottom: '12px' }}>
      <h3 class="small" style={{ margin: '0 0 4px' }}>
        {w.handoversHead}
      </h3>
      {list.map((h, i) => (
        <div key={i} style={{ display: 'flex', alignItems: 'center', gap: '8px', marginBottom: '4px' }}>
          <span style={{ display: 'flex', gap: '2px', flex: 'none' }}>
            {h.cards.map((c) => (
              <HanaCard key={c} id={c} game={GAME} labels={labels} class="mini" />
            ))}
          </span>
          <span class="small">
            {renderHanaEvent(
              handoverEvent(h),
              seats.map((x) => x.name),
            )}
          </span>
        </div>
      ))}
    </section>
  );
}

/** Every round of the match with both scores and the totals (the match-end panel). */
function MatchRounds({ v, name }: { v: MushiView; name: (s: number) => string }) {
  const w = words(hanaTableWords);
  return (
    <table class="points-table" aria-label={w.roundsOfMatch}>
      <thead>
        <tr>
          <th scope="col">{w.round}</th>
          <th scope="col" class="n">
            {name(0)}
          </th>
          <th scope="col" class="n">
            {name(1)}
          </th>
        </tr>
      </thead>
      <tbody>
        {v.history.map((h) => (
          <tr key={h.round}>
            <td>{h.round}</td>
            <td class="n">{fmtSigned(h.scores[0]!)}</td>
            <td class="n">{fmtSigned(h.scores[1]!)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>{w.total}</td>
          <td class="n">{v.totals[0]}</td>
          <td class="n">{v.totals[1]}</td>
        </tr>
      </tfoot>
    </table>
  );
}

const SHEET: YakuExample[] = [
  { id: 'five-lights', cards: GROUPS.brights, text: 'All five brights, the Rain Man included.' },
  {
    id: 'three-lights',
    cards: MUSHI_THREE_LIGHTS,
    text: 'Crane, bush warbler and curtain: the warbler counts as a light here.',
  },
  { id: 'wisteria-row', cards: monthCards(4), text: 'All four April cards.' },
  { id: 'paulownia-row', cards: monthCards(12), text: 'All four December cards.' },
];

/** The Mushi yaku sheet: each yaku with its cards and its points under a chosen preset. */
export function MushiYakuSheet({ options, preset }: { options: Record<string, unknown>; preset?: string }) {
  const w = words(hanaTableWords);
  return (
    <YakuSheetView<MushiOptions>
      game={GAME}
      examples={SHEET.map((ex) => ({ ...ex, text: w.mushiYaku[ex.id] ?? ex.text }))}
      spec={wordOptions(mushiOptionsSpec, words(mushiOptionWords))}
      defaults={MUSHI_DEFAULTS}
      initial={options}
      active={preset}
      points={(ex, o) => mushiYaku(ex.cards, o).find((x) => x.id === ex.id)?.points ?? null}
      note={() => w.mushiNote}
    />
  );
}
