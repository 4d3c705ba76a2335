/**
 * The Mushi table: the opponent's side at the top, the field and stock in the middle, your side
 * and hand at the bottom, built from the shared Hanafuda parts. Drag-free: tap a hand card (the
 * field cards it could take light up with hints on), then the lit field card or the card again;
 * tap the stock to draw. Each side shows its card points, yaku and where it stands against the
 * 115 baseline; the round is played out to the end, then the hand-overs and every scoring line.
 */

import { YakuSheetView, type YakuExample } from './YakuSheet.tsx';
import type { TableProps } from '../../module.ts';
import { TableFrame } from '../../../table/frame.tsx';
import { Banner, fmtSigned, SeatStrip } from '../../../table/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import { misdealWords, mushiLineName, renderHanafudaEvent } from '../words.ts';
import { mushiRows } from '../lines.ts';
import { cardName, GROUPS, monthCards } from '../cards.ts';
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
  const name = (s: number) => seats[s]?.name ?? `Player ${s + 1}`;
  const hp = useHandPlay(v, legal, seat, props.busy, settings.hints, props.play, mushiHandHint);
  const canDraw = hp.myTurn && v.phase === 'draw';
  const draw = () => props.play({ type: 'draw' });
  const over = v.phase === 'round-over' || v.phase === 'match-over';
  const chips = [opp, seat].map((s) => ({ seat: s, total: v.totals[s] ?? 0 }));
  const taken = (s: number) => (v.turn === s && !over ? v.pending : []);
  const side = (s: number) => `${v.points[s]} pts · standing ${fmtHalf(v.standing[s]!)}`;

  return (
    <div class="felt mushi" data-busy={props.busy ? 'true' : 'false'}>
      <TableFrame
        label={`${GAME} table`}
        top={
          <>
            <SeatStrip seats={seats} chips={chips} turn={over ? [] : [v.turn]} dealer={v.dealer} me={seat} />
            <RoundLineInfo v={v} name={name} />
            <SideZone
              label={`${name(opp)}'s side`}
              title={`${name(opp)} · ${v.opponentHandCount} in hand`}
              right={side(opp)}
              cards={v.captured[opp]!}
              highlight={taken(opp)}
              yaku={v.yaku[opp]!}
              game={GAME}
              labels={settings.labels}
              size={26}
              owner={name(opp)}
            />
          </>
        }
        middle={<FieldZone v={v} game={GAME} labels={settings.labels} hp={hp} canDraw={canDraw} onDraw={draw} />}
        line={
          <Banner
            text={renderEvents(
              renderHanafudaEvent,
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
              label="Your side"
              title="Your captures"
              right={side(seat)}
              cards={v.captured[seat]!}
              highlight={taken(seat)}
              yaku={v.yaku[seat]!}
              game={GAME}
              labels={settings.labels}
              owner="You"
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

/** Round n of N, why it was redealt, and what the Lightning did. */
function RoundLineInfo({ v, name }: { v: MushiView; name: (s: number) => string }) {
  const onField = v.field.some((p) => p.cards.includes(LIGHTNING));
  return (
    <p class="status">
      <b>Round {v.round}</b> of {v.rounds}
      {v.redeals > 0 && ` · redealt ${v.redeals}×: ${v.misdeals.map(misdealWords).join(' ')}`}
      {v.lightning && ` · ${name(v.lightning.seat)} paired the Lightning with the ${cardName(v.lightning.mate)}`}
      {!v.lightning && onField && ' · The Lightning goes to the next non-Willow card drawn'}
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
  let text = '';
  if (choosing && v.choice?.lightning) text = 'The Lightning takes one card of any month except the Willows.';
  else if (v.phase === 'play' && selected === LIGHTNING)
    text = 'The Lightning may take any one card except a Willow. Tap the lit card you want.';
  else if (canDraw && v.field.some((p) => p.cards.includes(LIGHTNING)))
    text = 'If you draw a card that is not a Willow, it takes the Lightning.';
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
  const next = legal.some((m) => m.type === 'next-round')
    ? {
        next: {
          label: `Deal round ${v.round + 1}`,
          onClick: () => props.play({ type: 'next-round' }),
          busy: props.busy,
        },
      }
    : {};
  return (
    <RoundOverPanel
      title={matchOver ? 'Match over' : `${last.label}: over`}
      summary={renderEvents(
        renderHanafudaEvent,
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
      lineName={(line) => mushiLineName(line, MUSHI_BASELINE)}
      footer={
        <>
          Match: {name(0)} {v.totals[0]} · {name(1)} {v.totals[1]}
          {matchOver && (winner === null ? ' — a tie!' : ` — ${name(winner)} wins!`)}
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
  if (list.length === 0) return null;
  return (
    <section aria-label="Hand-overs" style={{ marginBottom: '12px' }}>
      <h3 class="small" style={{ margin: '0 0 4px' }}>
        Hand-overs before counting
      </h3>
      {list.map((h, i) => (
        <div key={i} style={{ display: 'flex', alignItems: 'center', gap: '8px', marginBottom: '4px' }}>
          <span style={{ display: 'flex', gap: '2px', flex: 'none' }}>
            {h.cards.map((c) => (
              <HanaCard key={c} id={c} game={GAME} labels={labels} class="mini" />
            ))}
          </span>
          <span class="small">
            {renderHanafudaEvent(
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
  return (
    <table class="points-table" aria-label="Rounds of the match">
      <thead>
        <tr>
          <th scope="col">Round</th>
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
          <td>Total</td>
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
  return (
    <YakuSheetView<MushiOptions>
      game={GAME}
      examples={SHEET}
      spec={mushiOptionsSpec}
      defaults={MUSHI_DEFAULTS}
      initial={options}
      active={preset}
      points={(ex, o) => mushiYaku(ex.cards, o).find((x) => x.id === ex.id)?.points ?? null}
      note={() => 'All yaku add up. The Lightning never stands in for a yaku card.'}
    />
  );
}
