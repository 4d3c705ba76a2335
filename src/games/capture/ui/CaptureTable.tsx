/**
 * The Capture table, built in TableFrame: seats with hand and captured counts on top; in the
 * middle the stock with the up-card (highlighted when the round's number matches it), the
 * round's cards in a row with the card to beat marked, the lead-pass notice, the bidding
 * screen and the hand's result; at the bottom the last move, the decision (No Play, add more or
 * capture, bid or pass, next hand) and the hand, legal cards lit.
 */
import type { TargetedMouseEvent } from 'preact';
import type { TableProps } from '../../module.ts';
import { useWhyNot } from '../../../table/whynot.tsx';
import { TableFrame } from '../../../table/frame.tsx';
import { CardButton, fmtSigned, HandRows, RoundTable, SeatStrip } from '../../../table/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import type { CaptureMove, CaptureView } from '../capture.ts';
import { sortHand } from '../cards.ts';
import { rankOf, SUITS } from '../rules.ts';
import { UcdBack, UcdFace } from '../art/index.tsx';
import { caWords, renderCaEvent } from '../family.words.ts';
import { words } from '../../../i18n/current.ts';
import { gameName } from '../../catalog.words.ts';
import { captureTableWords } from './table.words.ts';
import { caFaceName } from './face.ts';
import { captureRows } from '../lines.ts';
import { ProgressPanel } from './ProgressPanel.tsx';
import { captureProgress } from '../progress.ts';
import './capture.css';

function Card({
  id,
  labels,
  ...rest
}: {
  id: string;
  labels: boolean;
  onClick?: (e: TargetedMouseEvent<HTMLButtonElement>) => void;
  target?: boolean;
  dim?: boolean;
  refused?: boolean;
  class?: string;
  disabled?: boolean;
}) {
  const printed = words(captureTableWords).printed();
  return (
    <CardButton
      {...rest}
      cardId={id}
      name={caFaceName(id)}
      face={<UcdFace id={id} label={labels} printed={printed} />}
    />
  );
}

export { caFaceName } from './face.ts';

/** The suit ranks, highest first, Primary and Secondary marked. */
function SuitStrip({ bonus }: { bonus: string | null }) {
  const w = words(captureTableWords);
  return (
    <p class="cap-suits" role="img" aria-label={w.suitRank}>
      <span class="grp pri">
        <span class="tag">{w.primary}</span>
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
        <span class="tag">{w.secondary}</span>
      </span>
    </p>
  );
}

export function CaptureTable(props: TableProps<CaptureView, CaptureMove>) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings } = props;
  const w = words(captureTableWords);
  const cw = caWords();
  const PLANET = w.planets;
  const cardName = (id: string) => cw.cardName(id);
  const names = seats.map((s) => s.name);
  const name = (s: number) => names[s] ?? w.seat(s + 1);
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
  // "Why not?" (issue 28 §2): a card that cannot be played now says why when tapped, in the engine's words.
  const why = useWhyNot();
  // The up-card says what it is worth and who takes it (from the progress numbers), when tapped.
  const upCardSays = (card: string) => {
    const p = captureProgress(v).upCard;
    const r = rankOf(card);
    return p ? w.progressUp(cw.cardName(card), p.points, r === null ? '' : (w.ranks[r] ?? r), p.withRound) : null;
  };
  const refusedMove = (card: string): CaptureMove =>
    v.phase === 'lead' ? { type: 'lead', card } : v.phase === 'add' ? { type: 'add', card } : { type: 'play', card };

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
                {w.held(v.handCounts[s] ?? 0, v.capturedCounts[s] ?? 0, v.bid?.seat === s ? v.bid.amount : null)}
              </span>
              <span class="visually-hidden">
                {w.heldSaid(v.handCounts[s] ?? 0, v.capturedCounts[s] ?? 0, v.bid?.seat === s ? v.bid.amount : null)}
              </span>
            </span>
          ),
        }))}
      />
      <div class="cap-status small">
        <span>
          <b>{w.hand(v.hand)}</b>/{v.hands}
          {v.bonusSuit && (
            <>
              {w.bonus}
              <b>{PLANET[v.bonusSuit]}</b>
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
        <section class="zone" aria-label={w.bidding}>
          <div class="zone-h">
            <span>{w.extraHand(v.extraCount)}</span>
            <span class="muted">
              {v.bidding.highSeat === null ? w.noBidYet : w.high(name(v.bidding.highSeat), v.bidding.high)}
            </span>
          </div>
          <ul class="cap-bids">
            {seats.map((_, s) => (
              <li key={s}>
                {name(s)}:{' '}
                {v.bidding!.passed[s]
                  ? w.passed
                  : v.bidding!.highSeat === s
                    ? w.bids(v.bidding!.high)
                    : v.turn === s
                      ? w.toBid
                      : '—'}
              </li>
            ))}
          </ul>
          <p class="small">{w.bidHelp}</p>
        </section>
      )}

      {!over && v.phase !== 'bid' && (
        <section class="zone cap-round" aria-label={w.thisRound}>
          <div class="zone-h">
            <span>{v.roundNumber ? w.roundOf(w.ranks[v.roundNumber] ?? v.roundNumber) : w.newRound}</span>
            <span class="muted">
              {last ? w.toBeat(cardName(last.card)) : v.turn !== null ? w.leads(name(v.turn)) : ''}
            </span>
          </div>
          {v.leadPasses.length > 0 && v.round.length === 0 && (
            <p class="cap-notice" role="note">
              {w.leadPassed(v.leadPasses.map(name))}
              {v.fallback && v.turn !== null && w.fallback(name(v.turn))}
            </p>
          )}
          <div class="cap-board">
            <div class="cap-stock" role="group" aria-label={w.stockAndUp}>
              <CardButton name={w.stockN(v.stockCount)} face={<UcdBack />} badge={v.stockCount} class="cap-mid" />
              {v.upCard ? (
                <div class={`cap-up${upMatch ? ' match' : ''}`}>
                  <Card
                    id={v.upCard}
                    labels={false}
                    class="cap-mid"
                    {...(upMatch ? { target: true } : {})}
                    onClick={(e) => why.show(e.currentTarget, upCardSays(v.upCard!))}
                  />
                  <span class="small">{upMatch ? w.upTaken : w.upCard}</span>
                </div>
              ) : (
                <span class="small">{w.noUpCard}</span>
              )}
            </div>
            <div class="card-row cap-row">
              {v.round.map((p, i) => (
                <figure key={p.card} class="cap-play">
                  <Card id={p.card} labels={settings.labels} {...(i === v.round.length - 1 ? { target: true } : {})} />
                  <figcaption class="small">{name(p.seat)}</figcaption>
                </figure>
              ))}
              {v.round.length === 0 && <p class="small">{w.leadRule}</p>}
            </div>
          </div>
          {v.phase === 'add' && v.noPlayBy !== null && (
            <p class="cap-notice">{w.saidNoPlay(name(v.noPlayBy), name(v.turn!))}</p>
          )}
        </section>
      )}

      {!over && v.phase !== 'bid' && <ProgressPanel view={v} name={name} />}

      {result && (
        <section class="zone" aria-label={w.resultOf(result.hand)}>
          <div class="zone-h">
            <span>{w.handN(result.hand)}</span>
            <span class="muted">
              {result.bonusSuit ? w.bonusIs(PLANET[result.bonusSuit]!) : ''}
              {result.bid ? w.bidBy(result.bid.amount, name(result.bid.seat), !!result.bid.waived) : ''}
            </span>
          </div>
          <RoundTable rows={captureRows(result)} rowName={(r) => name(r.seats[0]!)} lineName={(l) => cw.lineName(l)} />
          <p class="small">{renderEvents(renderCaEvent, result.events, names)}</p>
          {v.phase === 'match-over' && (
            <p>
              <b>{w.final}</b> {seats.map((s, i) => `${s.name} ${fmtSigned(v.totals[i] ?? 0)}`).join(' · ')}
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
      <div class="actions cap-actions" role="group" aria-label={w.yourBid}>
        <button type="button" class="btn" onClick={() => props.play({ type: 'pass' })}>
          {w.pass}
        </button>
        {bids.map((b) => (
          <button key={b.amount} type="button" class="btn primary" onClick={() => props.play(b)}>
            {w.bidN(b.amount)}
          </button>
        ))}
      </div>
    );
  } else if (myTurn && over) {
    prompt = (
      <div class="actions cap-actions">
        <button type="button" class="btn primary block" onClick={() => props.play({ type: 'next-round' })}>
          {w.dealNext}
        </button>
      </div>
    );
  } else if (!over && v.phase !== 'bid' && v.actors.includes(seat)) {
    prompt = (
      <div class="actions cap-actions">
        {v.phase === 'lead' && <span class="small">{w.yourLead}</span>}
        {v.phase === 'follow' && (
          <>
            <span class="small">{noPlay ? (cardMoves.size > 0 ? w.onlyGalaxy : w.nothingBeats) : w.beatIt}</span>
            <button
              type="button"
              class={`btn primary${noPlay ? '' : ' refused'}`}
              aria-disabled={noPlay ? undefined : true}
              disabled={props.busy}
              data-testid="no-play"
              onClick={(e) =>
                noPlay ? props.play(noPlay) : why.show(e.currentTarget, props.whyNot?.({ type: 'no-play' }))
              }
            >
              {w.noPlay}
            </button>
          </>
        )}
        {v.phase === 'add' && (
          <>
            <span class="small">{w.addOrCapture}</span>
            <button
              type="button"
              class="btn primary"
              disabled={!captureNow || props.busy}
              onClick={() => captureNow && props.play(captureNow)}
            >
              {w.captureN(v.round.length + (upMatch ? 1 : 0))}
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
              : myTurn
                ? { refused: true, onClick: (e) => why.show(e.currentTarget, props.whyNot?.(refusedMove(c))) }
                : {})}
          />
        );
      })}
    />
  );

  return (
    <TableFrame
      label={w.tableLabel(gameName('capture'))}
      top={top}
      middle={middle}
      line={renderEvents(renderCaEvent, v.events, names) || ' '}
      prompt={prompt}
      hand={
        <>
          {hand}
          {why.note}
        </>
      }
    />
  );
}
