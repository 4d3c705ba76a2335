/**
 * The Capture table, built in TableFrame: seats with hand and captured counts on top; in the
 * middle the stock with the up-card (highlighted when the round's number matches it), the
 * round's cards in a row with the card to beat marked, the lead-pass notice, the bidding
 * screen and the hand's result; at the bottom the last move, the decision (No Play, add more or
 * capture, bid or pass, next hand) and the hand, legal cards lit.
 */
import type { TableProps } from '../../module.ts';
import { TableFrame } from '../../../table/frame.tsx';
import { CardButton, fmtSigned, HandRows, RoundTable, SeatStrip } from '../../../table/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import type { CaptureMove, CaptureView } from '../capture.ts';
import { cardName, faceName, PLANET, sortHand } from '../cards.ts';
import { SUITS } from '../rules.ts';
import { UcdBack, UcdFace } from '../art/index.tsx';
import { captureLineName, renderCaptureEvent } from '../events.ts';
import { captureRows } from '../lines.ts';
import './capture.css';

function Card({
  id,
  labels,
  ...rest
}: {
  id: string;
  labels: boolean;
  onClick?: () => void;
  target?: boolean;
  dim?: boolean;
  class?: string;
  disabled?: boolean;
}) {
  return <CardButton {...rest} cardId={id} name={faceName(id)} face={<UcdFace id={id} label={labels} />} />;
}

/** The suit ranks, highest first, Primary and Secondary marked. */
function SuitStrip({ bonus }: { bonus: string | null }) {
  return (
    <p
      class="cap-suits"
      role="img"
      aria-label="Suit rank, highest first: Earth, Jupiter, Mars (Primary), Neptune, Saturn, Venus (Secondary)"
    >
      <span class="grp pri">
        <span class="tag">Primary</span>
        {SUITS.slice(0, 3).map((s) => (
          <b key={s} class={bonus === s ? 'bonus' : undefined}>
            {s}
          </b>
        ))}
      </span>
      <span aria-hidden="true">›</span>
      <span class="grp sec">
        {SUITS.slice(3).map((s) => (
          <b key={s} class={bonus === s ? 'bonus' : undefined}>
            {s}
          </b>
        ))}
        <span class="tag">Secondary</span>
      </span>
    </p>
  );
}

export function CaptureTable(props: TableProps<CaptureView, CaptureMove>) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings } = props;
  const names = seats.map((s) => s.name);
  const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
  const myTurn = legal.length > 0 && !props.busy;
  const over = v.phase === 'round-over' || v.phase === 'match-over';
  const cardMoves = new Map<string, CaptureMove>();
  for (const m of legal) if (m.type === 'lead' || m.type === 'play' || m.type === 'add') cardMoves.set(m.card, m);
  const noPlay = legal.find((m) => m.type === 'no-play');
  const captureNow = legal.find((m) => m.type === 'capture');
  const upMatch = v.upCardTaken;
  const last = v.round[v.round.length - 1];
  const turn = over ? [] : v.actors;
  const result = over ? v.history[v.history.length - 1] : undefined;

  const top = (
    <div class="cap-top felt">
      <SeatStrip
        seats={seats}
        me={seat}
        dealer={v.dealer}
        turn={turn}
        wrap={v.players > 3}
        chips={seats.map((_, s) => ({
          seat: s,
          total: v.totals[s] ?? 0,
          extra: (
            <span class="cap-counts">
              <span aria-hidden="true">
                held {v.handCounts[s]} · took {v.capturedCounts[s]}
                {v.bid?.seat === s ? ` · bid ${v.bid.amount}` : ''}
              </span>
              <span class="visually-hidden">
                , {v.handCounts[s]} cards in hand, {v.capturedCounts[s]} captured
                {v.bid?.seat === s ? `, bid ${v.bid.amount}` : ''}
              </span>
            </span>
          ),
        }))}
      />
      <div class="cap-status small">
        <span>
          <b>Hand {v.hand}</b>/{v.hands}
          {v.bonusSuit && (
            <>
              {' '}
              · bonus <b>{PLANET[v.bonusSuit]}</b>
            </>
          )}
        </span>
        <SuitStrip bonus={v.bonusSuit} />
      </div>
    </div>
  );

  const middle = (
    <div class="felt cap-felt" data-busy={props.busy ? 'true' : 'false'}>
      {v.phase === 'bid' && v.bidding && (
        <section class="zone" aria-label="Bidding for the extra hand">
          <div class="zone-h">
            <span>Extra hand ({v.extraCount} cards, face down)</span>
            <span class="muted">
              {v.bidding.highSeat === null ? 'no bid yet' : `high: ${name(v.bidding.highSeat)} ${v.bidding.high}`}
            </span>
          </div>
          <ul class="cap-bids">
            {seats.map((_, s) => (
              <li key={s}>
                {name(s)}:{' '}
                {v.bidding!.passed[s]
                  ? 'passed'
                  : v.bidding!.highSeat === s
                    ? `bids ${v.bidding!.high}`
                    : v.turn === s
                      ? 'to bid'
                      : '—'}
              </li>
            ))}
          </ul>
          <p class="small">
            The winner takes the extra hand and puts his own out of play; the bid is paid unless he goes out first.
          </p>
        </section>
      )}

      {!over && v.phase !== 'bid' && (
        <section class="zone cap-round" aria-label="This round">
          <div class="zone-h">
            <span>{v.roundNumber ? `Round of ${v.roundNumber}s` : 'New round'}</span>
            <span class="muted">
              {last ? `to beat: ${cardName(last.card)}` : v.turn !== null ? `${name(v.turn)} leads` : ''}
            </span>
          </div>
          {v.leadPasses.length > 0 && v.round.length === 0 && (
            <p class="cap-notice" role="note">
              No Secondary card: {v.leadPasses.map(name).join(', ')} passed the lead left.
              {v.fallback && v.turn !== null && ` Nobody had one: ${name(v.turn)} leads a Primary card.`}
            </p>
          )}
          <div class="cap-board">
            <div class="cap-stock" role="group" aria-label="Stock and up-card">
              <CardButton
                name={`Stock, ${v.stockCount} cards`}
                face={<UcdBack />}
                badge={v.stockCount}
                class="cap-mid"
              />
              {v.upCard ? (
                <div class={`cap-up${upMatch ? ' match' : ''}`}>
                  <Card id={v.upCard} labels={false} class="cap-mid" {...(upMatch ? { target: true } : {})} />
                  <span class="small">{upMatch ? 'Up-card: taken with this round' : 'Up-card'}</span>
                </div>
              ) : (
                <span class="small">No up-card</span>
              )}
            </div>
            <div class="card-row cap-row">
              {v.round.map((p, i) => (
                <figure key={p.card} class="cap-play">
                  <Card id={p.card} labels={settings.labels} {...(i === v.round.length - 1 ? { target: true } : {})} />
                  <figcaption class="small">{name(p.seat)}</figcaption>
                </figure>
              ))}
              {v.round.length === 0 && <p class="small">A lead must be a Secondary card (N, S, V), never a Galaxy.</p>}
            </div>
          </div>
          {v.phase === 'add' && v.noPlayBy !== null && (
            <p class="cap-notice">
              {name(v.noPlayBy)} said No Play. {name(v.turn!)} may add higher cards of this number, then captures.
            </p>
          )}
        </section>
      )}

      {result && (
        <section class="zone" aria-label={`${result.label} result`}>
          <div class="zone-h">
            <span>{result.label}</span>
            <span class="muted">
              {result.bonusSuit ? `bonus ${PLANET[result.bonusSuit]}` : ''}
              {result.bid
                ? ` · bid ${result.bid.amount} by ${name(result.bid.seat)}${result.bid.waived ? ' (waived)' : ''}`
                : ''}
            </span>
          </div>
          <RoundTable rows={captureRows(result)} rowName={(r) => name(r.seats[0]!)} lineName={captureLineName} />
          <p class="small">{renderEvents(renderCaptureEvent, result.events, names)}</p>
          {v.phase === 'match-over' && (
            <p>
              <b>Final:</b> {seats.map((s, i) => `${s.name} ${fmtSigned(v.totals[i] ?? 0)}`).join(' · ')}
            </p>
          )}
        </section>
      )}
    </div>
  );

  let prompt = null;
  if (myTurn && v.phase === 'bid') {
    const bids = legal.filter((m): m is { type: 'bid'; amount: number } => m.type === 'bid').slice(0, 3);
    prompt = (
      <div class="actions cap-actions" role="group" aria-label="Your bid">
        <button type="button" class="btn" onClick={() => props.play({ type: 'pass' })}>
          Pass
        </button>
        {bids.map((b) => (
          <button key={b.amount} type="button" class="btn primary" onClick={() => props.play(b)}>
            Bid {b.amount}
          </button>
        ))}
      </div>
    );
  } else if (myTurn && over) {
    prompt = (
      <div class="actions cap-actions">
        <button type="button" class="btn primary block" onClick={() => props.play({ type: 'next-round' })}>
          Deal the next hand
        </button>
      </div>
    );
  } else if (!over && v.phase !== 'bid' && v.actors.includes(seat)) {
    prompt = (
      <div class="actions cap-actions">
        {v.phase === 'lead' && <span class="small">Your lead: tap a lit card.</span>}
        {v.phase === 'follow' && (
          <>
            <span class="small">
              {noPlay
                ? cardMoves.size > 0
                  ? 'Only a Galaxy can beat it — play one or say No Play.'
                  : 'Nothing beats it.'
                : 'Beat it: you must play a lit card.'}
            </span>
            <button
              type="button"
              class="btn primary"
              disabled={!noPlay || props.busy}
              onClick={() => noPlay && props.play(noPlay)}
            >
              No Play
            </button>
          </>
        )}
        {v.phase === 'add' && (
          <>
            <span class="small">Add a higher card of this number, or capture now.</span>
            <button
              type="button"
              class="btn primary"
              disabled={!captureNow || props.busy}
              onClick={() => captureNow && props.play(captureNow)}
            >
              Capture {v.round.length + (upMatch ? 1 : 0)}
            </button>
          </>
        )}
      </div>
    );
  }

  const hand = (
    <HandRows
      width={50}
      cards={sortHand(v.myHand).map((c) => {
        const m = cardMoves.get(c);
        return (
          <Card
            key={c}
            id={c}
            labels={settings.labels}
            {...(m && myTurn
              ? { onClick: () => props.play(m), target: true }
              : { dim: myTurn && v.phase !== 'bid' && !over })}
          />
        );
      })}
    />
  );

  return (
    <TableFrame
      label="Capture table"
      top={top}
      middle={middle}
      line={renderEvents(renderCaptureEvent, v.events, names) || ' '}
      prompt={prompt}
      hand={hand}
    />
  );
}
