/**
 * The Koi-Koi table: opponent at the top, the field and stock in the middle, your captures
 * and hand at the bottom. Drag-free: tap a hand card, then a lit field card (or the card
 * again) to play; tap the stock to draw; decide koi-koi or stop in a prompt.
 */
import type { TableProps } from '../../module.ts';
import { TableFrame } from '../../../table/frame.tsx';
import { Banner, Prompt, SeatStrip } from '../../../table/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import { koikoiLineName, renderHanafudaEvent } from '../words.ts';
import { koikoiRows } from '../lines.ts';
import { MONTH_NAMES } from '../cards.ts';
import { koikoiHandHint, type KoiKoiMove, type KoiKoiView } from '../koikoi.ts';
import { koikoiYakuCards, yakuName } from '../yaku.ts';
import { HanaCard } from './HanaCard.tsx';
import { DealerDrawPanel, FieldZone, HandZone, RoundOverPanel, SideZone, TurnHint, useHandPlay } from './parts.tsx';

const GAME = 'Koi-Koi';

export function KoiKoiTable(props: TableProps<KoiKoiView, KoiKoiMove>) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings } = props;
  const opp = 1 - seat;
  const name = (s: number) => seats[s]?.name ?? `Player ${s + 1}`;
  const hp = useHandPlay(v, legal, seat, props.busy, settings.hints, props.play, koikoiHandHint);
  const canDraw = hp.myTurn && v.phase === 'draw';
  const draw = () => props.play({ type: 'draw' });
  const chips = [opp, seat].map((s) => ({
    seat: s,
    total: v.totals[s] ?? 0,
    extra: v.koikoi[s]! > 0 ? <span class="small">koi-koi ×{v.koikoi[s]}</span> : undefined,
  }));
  const names = seats.map((x) => x.name);
  const banner = renderEvents(renderHanafudaEvent, v.events, names);
  const over = v.phase === 'round-over' || v.phase === 'match-over';

  return (
    <div class="felt koikoi" data-busy={props.busy ? 'true' : 'false'}>
      <TableFrame
        label={`${GAME} table`}
        top={
          <>
            <SeatStrip seats={seats} chips={chips} turn={over ? [] : [v.turn]} dealer={v.dealer} me={seat} />
            <p class="status">
              <b>{v.monthName}</b>, round {v.round} of {v.rounds}
              {v.redeals > 0 ? ` · redealt ${v.redeals}×` : ''}
            </p>
            <SideZone
              label={`${name(opp)}'s side`}
              title={`${name(opp)} · ${v.opponentHandCount} card${v.opponentHandCount === 1 ? '' : 's'} in hand`}
              right={v.yakuTotals[opp]! > 0 ? `yaku ${v.yakuTotals[opp]}` : ''}
              cards={v.captured[opp]!}
              yaku={v.yaku[opp]!}
              game={GAME}
              labels={settings.labels}
              size={26}
              owner={name(opp)}
            />
          </>
        }
        middle={<FieldZone v={v} game={GAME} labels={settings.labels} hp={hp} canDraw={canDraw} onDraw={draw} />}
        line={<Banner text={banner} />}
        prompt={<TurnHint hp={hp} v={v} name={name} canDraw={canDraw} onDraw={draw} />}
        hand={
          <>
            <SideZone
              label="Your side"
              title="Your captures"
              right={v.yakuTotals[seat]! > 0 ? `Stop now: ${v.stopValue}` : ''}
              cards={v.captured[seat]!}
              yaku={v.yaku[seat]!}
              game={GAME}
              labels={settings.labels}
              owner="You"
            />
            <HandZone hand={v.hand} game={GAME} labels={settings.labels} hp={hp} />
          </>
        }
      />

      {hp.myTurn && v.phase === 'decide' && <Decide v={v} seat={seat} play={props.play} busy={props.busy} />}
      {over && v.lastRound && (
        <RoundOverPanel
          title={v.phase === 'match-over' ? 'Match over' : `${v.lastRound.label}: round over`}
          summary={renderEvents(renderHanafudaEvent, v.lastRound.events, names)}
          rows={koikoiRows(v.lastRound).map((r) => ({
            key: r.key,
            name: name(r.seats[0]!),
            score: r.score,
            lines: r.lines,
            cards: v.captured[r.seats[0]!]!,
          }))}
          lineName={koikoiLineName}
          footer={<MatchLine v={v} name={name} />}
          game={GAME}
          labels={settings.labels}
          {...(legal.some((m) => m.type === 'next-round')
            ? {
                next: {
                  label: `Next round: ${MONTH_NAMES[v.round % 12]}`,
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

function MatchLine({ v, name }: { v: KoiKoiView; name: (s: number) => string }) {
  const winner = v.totals[0] === v.totals[1] ? null : v.totals[0]! > v.totals[1]! ? 0 : 1;
  return (
    <>
      Match: {name(0)} {v.totals[0]} · {name(1)} {v.totals[1]}
      {v.phase === 'match-over' && (winner === null ? ' — a tie!' : ` — ${name(winner)} wins!`)}
    </>
  );
}

function Decide({
  v,
  seat,
  play,
  busy,
}: {
  v: KoiKoiView;
  seat: number;
  play: (m: KoiKoiMove) => void;
  busy: boolean;
}) {
  const yaku = v.yaku[seat]!;
  const base = v.yakuTotals[seat]!;
  const mult = v.multiplier[seat]!;
  return (
    <div class="overlay">
      <Prompt title="You made a yaku!">
        <table class="points-table">
          <tbody>
            {yaku.map((y) => (
              <tr key={y.id}>
                <td>
                  {yakuName(y.id)}
                  <span class="mini-row" style={{ '--w': '24px', marginTop: 2 } as never}>
                    {koikoiYakuCards(y.id, v.captured[seat]!, v.month).map((c) => (
                      <HanaCard key={c} id={c} game={GAME} labels={false} class="mini" />
                    ))}
                  </span>
                </td>
                <td class="n">{y.points}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>{mult > 1 ? `${base} × ${mult}` : 'Total'}</td>
              <td class="n">{v.stopValue}</td>
            </tr>
          </tfoot>
        </table>
        <p class="small">
          Stop now and take {v.stopValue} point{v.stopValue === 1 ? '' : 's'}. Or call koi-koi and play on for more —
          but if your opponent makes a yaku first, they score double.
          {` ${v.handCounts[seat]} card${v.handCounts[seat] === 1 ? '' : 's'} left in your hand.`}
        </p>
        <div class="grid2">
          <button type="button" class="btn" disabled={busy} onClick={() => play({ type: 'koikoi' })}>
            Koi-Koi
          </button>
          <button type="button" class="btn primary" disabled={busy} onClick={() => play({ type: 'stop' })} autoFocus>
            Stop: +{v.stopValue}
          </button>
        </div>
      </Prompt>
    </div>
  );
}
