/**
 * The Koi-Koi table: opponent at the top, the field and stock in the middle, your captures
 * and hand at the bottom. Drag-free: tap a hand card, then a lit field card (or the card
 * again) to play; tap the stock to draw; decide koi-koi or stop in a prompt.
 */
import { gameName } from '../../catalog.words.ts';
import type { TableProps } from '../../module.ts';
import { TableFrame } from '../../../table/frame.tsx';
import { Banner, Prompt, SeatStrip } from '../../../table/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import { words } from '../../../i18n/current.ts';
import { hanaWords, monthWord, renderHanaEvent, yakuWord } from '../hanafuda.words.ts';
import { hanaTableWords } from './table.words.ts';
import { koikoiRows } from '../lines.ts';
import { koikoiHandHint, yakuOptions, type KoiKoiMove, type KoiKoiView } from '../koikoi.ts';
import { koikoiProgress } from '../progress.ts';
import { NextYaku, YakuProgress } from './Progress.tsx';
import { koikoiYakuCards } from '../yaku.ts';
import { HanaCard } from './HanaCard.tsx';
import { DealerDrawPanel, FieldZone, HandZone, RoundOverPanel, SideZone, TurnHint, useHandPlay } from './parts.tsx';

const GAME = 'Koi-Koi';

export function KoiKoiTable(props: TableProps<KoiKoiView, KoiKoiMove>) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings } = props;
  const opp = 1 - seat;
  const w = words(hanaTableWords);
  const hw = hanaWords();
  const name = (s: number) => seats[s]?.name ?? w.player(s + 1);
  const hp = useHandPlay(v, legal, seat, props.busy, settings.hints, props.play, koikoiHandHint, props.whyNot);
  const canDraw = hp.myTurn && v.phase === 'draw';
  const draw = () => props.play({ type: 'draw' });
  const chips = [opp, seat].map((s) => ({
    seat: s,
    total: v.totals[s] ?? 0,
    extra: v.koikoi[s]! > 0 ? <span class="small">{w.koikoiCount(v.koikoi[s]!)}</span> : undefined,
  }));
  const names = seats.map((x) => x.name);
  const banner = renderEvents(renderHanaEvent, v.events, names);
  const over = v.phase === 'round-over' || v.phase === 'match-over';

  return (
    <div class="felt koikoi" data-busy={props.busy ? 'true' : 'false'}>
      <TableFrame
        label={w.table(gameName('koikoi'))}
        top={
          <>
            <SeatStrip seats={seats} chips={chips} turn={over ? [] : [v.turn]} dealer={v.dealer} me={seat} />
            <p class="status">{w.koikoiStatus(monthWord(v.month), v.round, v.rounds, v.redeals)}</p>
            <SideZone
              label={w.sideOf(name(opp))}
              title={w.inHand(name(opp), v.opponentHandCount)}
              right={v.yakuTotals[opp]! > 0 ? w.yakuTotal(v.yakuTotals[opp]!) : ''}
              cards={v.captured[opp]!}
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
        line={<Banner text={banner} />}
        prompt={<TurnHint hp={hp} v={v} name={name} canDraw={canDraw} onDraw={draw} />}
        hand={
          <>
            <SideZone
              label={w.yourSide}
              title={w.yourCaptures}
              right={
                <>
                  {v.yakuTotals[seat]! > 0 ? `${w.stopNow(v.stopValue)} ` : ''}
                  {!over && v.phase !== 'dealer-draw' && (
                    <YakuProgress
                      lines={koikoiProgress(v.captured, seat, yakuOptions(v.options, v.round))}
                      made={v.yaku[seat]!}
                      game={GAME}
                      labels={settings.labels}
                    />
                  )}
                </>
              }
              cards={v.captured[seat]!}
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

      {hp.myTurn && v.phase === 'decide' && <Decide v={v} seat={seat} play={props.play} busy={props.busy} />}
      {over && v.lastRound && (
        <RoundOverPanel
          title={v.phase === 'match-over' ? w.matchOver : w.roundOver(monthWord(v.lastRound.month))}
          summary={renderEvents(renderHanaEvent, v.lastRound.events, names)}
          rows={koikoiRows(v.lastRound).map((r) => ({
            key: r.key,
            name: name(r.seats[0]!),
            score: r.score,
            lines: r.lines,
            cards: v.captured[r.seats[0]!]!,
          }))}
          lineName={(line) => hw.koikoiLine(line)}
          footer={<MatchLine v={v} name={name} />}
          game={GAME}
          labels={settings.labels}
          {...(legal.some((m) => m.type === 'next-round')
            ? {
                next: {
                  label: w.nextRoundMonth(monthWord((v.round % 12) + 1)),
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
  const w = words(hanaTableWords);
  return (
    <>
      {w.match(`${name(0)} ${v.totals[0]} · ${name(1)} ${v.totals[1]}`)}
      {v.phase === 'match-over' && (winner === null ? w.tie : w.wins(name(winner)))}
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
  const w = words(hanaTableWords);
  return (
    <div class="overlay">
      <Prompt title={w.madeYaku}>
        <table class="points-table">
          <tbody>
            {yaku.map((y) => (
              <tr key={y.id}>
                <td>
                  {yakuWord(y.id)}
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
              <td>{mult > 1 ? `${base} × ${mult}` : w.total}</td>
              <td class="n">{v.stopValue}</td>
            </tr>
          </tfoot>
        </table>
        <p class="small">{w.koikoiExplain(v.stopValue, v.handCounts[seat]!)}</p>
        <NextYaku lines={koikoiProgress(v.captured, seat, yakuOptions(v.options, v.round))} />
        <div class="grid2">
          <button type="button" class="btn" disabled={busy} onClick={() => play({ type: 'koikoi' })}>
            {w.koikoiButton}
          </button>
          <button type="button" class="btn primary" disabled={busy} onClick={() => play({ type: 'stop' })} autoFocus>
            {w.stopButton(v.stopValue)}
          </button>
        </div>
      </Prompt>
    </div>
  );
}
