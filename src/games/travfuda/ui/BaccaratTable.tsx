/**
 * The baccarat table (Imperial and Denebian): the face-up table cards, every seat's cards
 * (face-down ones as backs, except mine), my hand value with the Jokers' chosen values, the
 * banker or the pot; take, draw or stand; ante and match for Denebian; the showdown.
 */
import type { TableProps } from '../../module.ts';
import { fmtSigned, Prompt, SeatStrip } from '../../../table/parts.tsx';
import { TableFrame } from '../../../table/frame.tsx';
import { useWhyNot } from '../../../table/whynot.tsx';
import './travfuda.css';
import { renderEvents } from '../../../engine/events.ts';
import { renderTravFudaEvent, tfWords } from '../family.words.ts';
import { words } from '../../../i18n/current.ts';
import { travFudaTableWords } from './table.words.ts';
import { tableWords } from '../../../table/table.words.ts';
import { baccaratRows } from '../lines.ts';
import type { ResultLine } from '../../../engine/lines.ts';
import type { BacHandView, Showdown as Reveal } from '../baccarat.ts';
import type { DenebianMove, DenebianView } from '../denebian-baccarat.ts';
import type { ImperialMove, ImperialView } from '../imperial-baccarat.ts';
import { TravBack, TravCard } from './TravCard.tsx';

/** Either baccarat's view; `variant` tells them apart. */
type AnyView = ImperialView | DenebianView;
type Move = ImperialMove | DenebianMove;

export function BaccaratTable(props: TableProps<AnyView, Move> & { game: string }) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings, game } = props;
  const w = words(travFudaTableWords);
  const names = seats.map((x, i) => x?.name ?? w.seat(i + 1));
  const name = (s: number) => names[s] ?? w.seat(s + 1);
  const myTurn = legal.length > 0 && !props.busy && v.actors.includes(seat);
  const over = v.phase === 'round-over' || v.phase === 'match-over';
  const deal: BacHandView | null = v.deal;
  const card = (id: string, onClick?: () => void) => (
    <TravCard key={id} id={id} game={game} labels={settings.labels} {...(onClick ? { onClick, target: true } : {})} />
  );
  // "Why not?" (issue 28 §2): a table card or a button that cannot be used now answers a tap with the engine's reason.
  const why = useWhyNot();
  const refuse = (move: Move) => (e: { currentTarget: Element }) => why.show(e.currentTarget, props.whyNot?.(move));
  const tableCard = (id: string) =>
    myTurn && v.phase === 'take' ? (
      card(id, () => props.play({ type: 'take', card: id }))
    ) : !over && props.whyNot ? (
      <TravCard
        key={id}
        id={id}
        game={game}
        labels={settings.labels}
        refused
        onClick={refuse({ type: 'take', card: id })}
      />
    ) : (
      card(id)
    );
  /** The house's missing choice (it must draw on 0–5 and stand on 6+): shown dimmed, a tap says why. */
  const houseRule =
    myTurn && v.phase === 'draw' && v.variant === 'imperial' && v.house && seat === v.dealer && props.whyNot
      ? legal.some((m) => m.type === 'draw')
        ? ({ type: 'stand' } as const)
        : legal.some((m) => m.type === 'stand')
          ? ({ type: 'draw' } as const)
          : null
      : null;

  return (
    <div class="felt baccarat" data-busy={props.busy ? 'true' : 'false'}>
      <TableFrame
        label={w.tableLabel(game)}
        top={
          <>
            <SeatStrip
              seats={seats}
              chips={seats.map((_, s) => ({ seat: s, total: v.totals[s] ?? 0 }))}
              turn={over ? [] : v.actors.length === 1 ? v.actors : []}
              dealer={v.dealer}
              me={seat}
            />
            <p class="small" style={{ margin: 0, textAlign: 'center' }}>
              <b>{w.hand(v.hand)}</b>
              {w.ofHands(v.hands)}
              {v.variant === 'imperial'
                ? v.house
                  ? w.isHouse(name(v.dealer))
                  : w.isBanker(name(v.dealer))
                : w.deals(name(v.dealer))}
              {v.variant === 'denebian' && w.pot(v.pot, v.carried ?? 0, v.ante ?? 0)}
            </p>
          </>
        }
        middle={
          <>
            {deal && (
              <section class="zone" aria-label={w.tableCards}>
                <div class="zone-h">
                  <span>{w.faceUp}</span>
                  <span class="muted">{w.stockN(deal.stockCount)}</span>
                </div>
                <div class="card-row">{deal.table.map(tableCard)}</div>
              </section>
            )}

            {deal && (
              <section class="zone" aria-label={w.hands}>
                {deal.order
                  .filter((s) => s !== seat)
                  .map((s) => (
                    <div key={s} class="bac-seat">
                      <span class="nm">
                        {name(s)}
                        {s === v.dealer ? w.dealerMark : ''}
                        {deal.turn === s && !over ? w.toPlay : ''}
                      </span>
                      <span class="card-row tight">
                        {s === seat ? card(deal.mine[0]!) : <TravBack name={w.faceDown(name(s))} />}
                        {deal.taken[s] ? card(deal.taken[s]!) : null}
                        {deal.drewCard[s] ? (
                          s === seat && deal.mine[1] ? (
                            card(deal.mine[1])
                          ) : (
                            <TravBack name={w.drawnCard(name(s))} />
                          )
                        ) : null}
                      </span>
                    </div>
                  ))}
              </section>
            )}

            {v.variant === 'denebian' && !deal && !over && (
              <section class="zone" aria-label={w.ante}>
                <p style={{ margin: 0 }}>
                  {v.phase === 'ante'
                    ? w.waitingAnte(name(v.dealer))
                    : w.antePlaying(v.ante ?? 0, [v.dealer, ...v.active].map(name), v.toAnswer.map(name))}
                </p>
              </section>
            )}
          </>
        }
        line={
          <span role="status" aria-live="polite">
            {renderEvents(renderTravFudaEvent, v.events, names)}
          </span>
        }
        hand={
          deal?.order.includes(seat) ? (
            <section aria-label={w.yourHand} class="bac-seat mine">
              <span class="nm">
                {w.yourCards}
                {seat === v.dealer ? w.dealerMark : ''}
              </span>
              <span class="card-row tight">
                {deal.mine[0] && card(deal.mine[0])}
                {deal.taken[seat] ? card(deal.taken[seat]!) : null}
                {deal.mine[1] ? card(deal.mine[1]) : null}
              </span>
            </section>
          ) : undefined
        }
        prompt={
          <>
            {deal?.myValue && (
              <p style={{ margin: 0, textAlign: 'center' }}>
                {w.worth}
                <b>{deal.myValue.value}</b>
                {deal.myValue.jokers.length > 0 && w.jokersCounted(deal.myValue.jokers)}
              </p>
            )}

            {myTurn && !over && (
              <div class="actions">
                {v.phase === 'take' && <p style={{ margin: 0 }}>{w.takeOne}</p>}
                {legal.some((m) => m.type === 'draw') && (
                  <button type="button" class="btn primary" onClick={() => props.play({ type: 'draw' })}>
                    {w.drawCard}
                  </button>
                )}
                {legal.some((m) => m.type === 'stand') && (
                  <button type="button" class="btn" onClick={() => props.play({ type: 'stand' })}>
                    {w.stand}
                  </button>
                )}
                {houseRule && (
                  <button
                    type="button"
                    class="btn dim refused"
                    aria-disabled="true"
                    aria-label={`${houseRule.type === 'draw' ? w.drawCard : w.stand} (${words(tableWords).notPlayable})`}
                    onClick={refuse(houseRule)}
                  >
                    {houseRule.type === 'draw' ? w.drawCard : w.stand}
                  </button>
                )}
                {legal
                  .filter((m): m is Extract<DenebianMove, { type: 'ante' }> => m.type === 'ante')
                  .map((m) => (
                    <button type="button" class="btn" key={m.amount} onClick={() => props.play(m)}>
                      {w.anteN(m.amount)}
                    </button>
                  ))}
                {v.variant === 'denebian' && legal.some((m) => m.type === 'match') && (
                  <>
                    <button type="button" class="btn primary" onClick={() => props.play({ type: 'match' })}>
                      {w.matchN(v.ante ?? 0)}
                    </button>
                    <button type="button" class="btn" onClick={() => props.play({ type: 'sit-out' })}>
                      {w.sitOut}
                    </button>
                  </>
                )}
              </div>
            )}
            {!myTurn && !over && (
              <p class="small" style={{ margin: 0, textAlign: 'center' }}>
                {w.arePlaying(v.actors.map(name))}
              </p>
            )}
          </>
        }
      />
      {why.note}
      {over && <Showdown v={v} props={props} card={card} names={names} />}
    </div>
  );
}

function Showdown({
  v,
  props,
  card,
  names,
}: {
  v: AnyView;
  props: TableProps<AnyView, Move>;
  card: (id: string) => preact.JSX.Element;
  names: string[];
}) {
  const { seats } = props;
  const w = words(travFudaTableWords);
  const name = (s: number) => names[s] ?? w.seat(s + 1);
  const last = v.history[v.history.length - 1]!;
  const legal = props.legal;
  const reveal: Reveal[] = v.reveal ?? [];
  const rows = baccaratRows(last, v.variant);
  return (
    <div class="overlay">
      <Prompt title={v.phase === 'match-over' ? w.matchOver : w.showdown(last.hand)}>
        <p style={{ marginTop: 0 }}>
          {renderEvents(
            renderTravFudaEvent,
            last.events.filter((e) => e.kind !== 'showdown'),
            names,
          )}
        </p>
        {reveal.map((h) => (
          <div key={h.seat} class="bac-seat">
            <span class="nm">
              {name(h.seat)}
              {h.seat === v.dealer && v.variant === 'imperial' ? w.bankerMark : ''}: <b>{w.handValue(h.value)}</b> ·{' '}
              <b>{fmtSigned(last.scores[h.seat] ?? 0)}</b>
              {h.jokers.length ? w.jokersAs(h.jokers) : ''}
            </span>
            <span class="card-row tight">{h.cards.map((c) => card(c))}</span>
            <Lines lines={rows[h.seat]!.lines} names={names} />
          </div>
        ))}
        {rows
          .filter((r) => r.score !== 0 && !reveal.some((h) => h.seat === r.seats[0]))
          .map((r) => (
            <div key={r.key} class="bac-seat">
              <span class="nm">
                {name(r.seats[0]!)}: <b>{fmtSigned(r.score)}</b>
              </span>
              <Lines lines={r.lines} names={names} />
            </div>
          ))}
        {v.mustDeal !== undefined && <p>{w.mustDeal(name(v.mustDeal))}</p>}
        <p>{w.totals(seats.map((_, s) => `${name(s)} ${v.totals[s]}`))}</p>
        <div class="stack">
          {legal.map((m, i) =>
            m.type === 'next-round' ? (
              <button
                key={i}
                type="button"
                class={`btn ${i === 0 ? 'primary' : ''}`}
                disabled={props.busy}
                onClick={() => props.play(m)}
              >
                {'passDeal' in m && m.passDeal
                  ? w.passDeal
                  : v.variant === 'imperial' && legal.length > 1
                    ? w.keepDeal
                    : w.dealHand(v.hand + 1)}
              </button>
            ) : null,
          )}
        </div>
      </Prompt>
    </div>
  );
}

/** A seat's lines under its showdown: what makes its score. */
function Lines({ lines, names }: { lines: readonly ResultLine[]; names: string[] }) {
  const fw = tfWords();
  if (lines.length === 0) return null;
  return (
    <table class="points-table">
      <tbody>
        {lines.map((l, k) => (
          <tr key={k}>
            <td>{fw.lineName(l, names)}</td>
            <td class="n">{l.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
