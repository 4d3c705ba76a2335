/**
 * The baccarat table (Imperial and Denebian): the face-up table cards, every seat's cards
 * (face-down ones as backs, except mine), my hand value with the Jokers' chosen values, the
 * banker or the pot; take, draw or stand; ante and match for Denebian; the showdown.
 */
import type { TableProps } from '../../module.ts';
import { Banner, fmtSigned, Prompt, SeatStrip, withNames } from '../../../table/parts.tsx';
import type { BacHandView, Showdown } from '../baccarat.ts';
import type { DenebianMove, DenebianView } from '../denebian-baccarat.ts';
import type { ImperialMove, ImperialView } from '../imperial-baccarat.ts';
import { TravBack, TravCard } from './TravCard.tsx';

type AnyView = (ImperialView & { kind: 'imperial' }) | (DenebianView & { kind: 'denebian' });
type Move = ImperialMove | DenebianMove;

export function BaccaratTable(props: TableProps & { game: string }) {
  const kind = props.game === 'Imperial Baccarat' ? 'imperial' : 'denebian';
  const v = { ...(props.view as object), kind } as AnyView;
  const legal = props.legal as Move[];
  const { seats, seat, settings, game } = props;
  const name = (s: number) => seats[s]?.name ?? `Player ${s + 1}`;
  const myTurn = legal.length > 0 && !props.busy && v.actors.includes(seat);
  const over = v.phase === 'round-over' || v.phase === 'match-over';
  const deal: BacHandView | null = v.deal;
  const card = (id: string, onClick?: () => void) => <TravCard key={id} id={id} game={game} labels={settings.labels} {...(onClick ? { onClick, target: true } : {})} />;

  return (
    <div class="felt baccarat" data-busy={props.busy ? 'true' : 'false'}>
      <SeatStrip seats={seats} chips={seats.map((_, s) => ({ seat: s, total: v.totals[s] ?? 0 }))} turn={over ? [] : v.actors.length === 1 ? v.actors : []} dealer={v.dealer} me={seat} />
      <p class="small" style={{ margin: 0, textAlign: 'center' }}>
        <b>Hand {v.hand}</b> of {v.hands} · {name(v.dealer)} {v.kind === 'imperial' ? (v.house ? 'is the house' : 'is the banker') : 'deals'}
        {v.kind === 'denebian' && ` · pot ${v.pot}${v.carried ? ` (${v.carried} carried over)` : ''}${v.ante ? ` · ante ${v.ante}` : ''}`}
      </p>

      {deal && (
        <section class="zone" aria-label="Table cards">
          <div class="zone-h">
            <span>Face up on the table</span>
            <span class="muted">stock {deal.stockCount}</span>
          </div>
          <div class="card-row">
            {deal.table.map((c) => card(c, myTurn && v.phase === 'take' ? () => props.play({ type: 'take', card: c }) : undefined))}
          </div>
        </section>
      )}

      {deal && (
        <section class="zone" aria-label="Hands">
          {deal.order.map((s) => (
            <div key={s} class="bac-seat">
              <span class="nm">
                {name(s)}
                {s === v.dealer ? ' (dealer)' : ''}
                {deal.turn === s && !over ? ' — to play' : ''}
              </span>
              <span class="card-row tight">
                {s === seat ? card(deal.mine[0]!) : <TravBack name={`${name(s)}'s face-down card`} />}
                {deal.taken[s] ? card(deal.taken[s]!) : null}
                {deal.drewCard[s] ? s === seat && deal.mine[1] ? card(deal.mine[1]) : <TravBack name={`${name(s)}'s drawn card`} /> : null}
              </span>
            </div>
          ))}
        </section>
      )}

      {v.kind === 'denebian' && !deal && !over && (
        <section class="zone" aria-label="Ante">
          <p style={{ margin: 0 }}>
            {v.phase === 'ante' ? `${name(v.dealer)} names the ante.` : `Ante ${v.ante}: in so far — ${[...v.active].map(name).join(', ') || 'nobody yet'}.`}
          </p>
        </section>
      )}

      <Banner text={v.lastMove ? withNames(v.lastMove, seats) : ''} />

      {deal?.myValue && (
        <p style={{ margin: 0, textAlign: 'center' }}>
          Your hand is worth <b>{deal.myValue.value}</b>
          {deal.myValue.jokers.length > 0 && ` (Joker${deal.myValue.jokers.length > 1 ? 's' : ''} counted as ${deal.myValue.jokers.join(' and ')})`}
        </p>
      )}

      {myTurn && !over && (
        <div class="actions">
          {v.phase === 'take' && <p style={{ margin: 0 }}>Take one of the face-up cards.</p>}
          {legal.some((m) => m.type === 'draw') && (
            <button type="button" class="btn primary" onClick={() => props.play({ type: 'draw' })}>
              Draw a card
            </button>
          )}
          {legal.some((m) => m.type === 'stand') && (
            <button type="button" class="btn" onClick={() => props.play({ type: 'stand' })}>
              Stand
            </button>
          )}
          {legal
            .filter((m): m is Extract<DenebianMove, { type: 'ante' }> => m.type === 'ante')
            .map((m) => (
              <button type="button" class="btn" key={m.amount} onClick={() => props.play(m)}>
                Ante {m.amount}
              </button>
            ))}
          {legal.some((m) => m.type === 'match') && (
            <>
              <button type="button" class="btn primary" onClick={() => props.play({ type: 'match' })}>
                Match {(v as DenebianView).ante}
              </button>
              <button type="button" class="btn" onClick={() => props.play({ type: 'sit-out' })}>
                Sit out
              </button>
            </>
          )}
        </div>
      )}
      {!myTurn && !over && (
        <p class="small" style={{ margin: 0, textAlign: 'center' }}>
          {v.actors.map(name).join(', ')} {v.actors.length > 1 ? 'are' : 'is'} playing…
        </p>
      )}

      {over && <Showdown v={v} props={props} card={card} />}
    </div>
  );
}

function Showdown({ v, props, card }: { v: AnyView; props: TableProps; card: (id: string) => preact.JSX.Element }) {
  const { seats } = props;
  const name = (s: number) => seats[s]?.name ?? `Player ${s + 1}`;
  const last = v.history[v.history.length - 1]!;
  const legal = props.legal as Move[];
  const reveal: Showdown[] = v.reveal ?? [];
  return (
    <div class="overlay">
      <Prompt title={v.phase === 'match-over' ? 'Match over' : `${last.label}: showdown`}>
        <p style={{ marginTop: 0 }}>{withNames(last.summary, seats)}</p>
        {reveal.map((h) => (
          <div key={h.seat} class="bac-seat">
            <span class="nm">
              {name(h.seat)}: <b>{h.value}</b>
              {h.jokers.length ? ` (Jokers as ${h.jokers.join(', ')})` : ''} {fmtSigned(last.scores[h.seat] ?? 0)}
            </span>
            <span class="card-row tight">{h.cards.map((c) => card(c))}</span>
          </div>
        ))}
        {v.mustDeal !== undefined && <p>{name(v.mustDeal)} holds both Jokers and must take the deal.</p>}
        <p>Totals: {seats.map((_, s) => `${name(s)} ${v.totals[s]}`).join(' · ')}</p>
        <div class="stack">
          {legal.map((m, i) =>
            m.type === 'next-round' ? (
              <button key={i} type="button" class={`btn ${i === 0 ? 'primary' : ''}`} disabled={props.busy} onClick={() => props.play(m)}>
                {'passDeal' in m && m.passDeal ? 'Pass the deal to the left' : v.kind === 'imperial' && legal.length > 1 ? 'Keep the deal: next hand' : `Deal hand ${v.hand + 1}`}
              </button>
            ) : null,
          )}
        </div>
      </Prompt>
    </div>
  );
}
