/**
 * The TravFuda table (base game and Run or Jump!): everyone's public capture area with live
 * counters, the piles with their sizes and odd/even, my hand. Tap a hand card, then a lit
 * pile (or the card again when it starts a new pile or has one pile to go on); tap the stock
 * to draw; choose a pile for a drawn card; declarations and Run/Jump/Pirate in prompts.
 */
import { useEffect, useState } from 'preact/hooks';
import type { TableProps } from '../../module.ts';
import { fmtSigned, HandRows, Prompt, SeatStrip } from '../../../table/parts.tsx';
import { TableFrame } from '../../../table/frame.tsx';
import './travfuda.css';
import { renderEvents } from '../../../engine/events.ts';
import { TravFudaBack, TravFudaFace } from '../art/index.tsx';
import { cardName, faceName } from '../deck.ts';
import type { FishMove } from '../fishing.ts';
import type { TravFudaView } from '../travfuda.ts';
import { isRunOrJumpView, type RunOrJumpView } from '../travfuda-run-or-jump.ts';
import { fishingRows } from '../lines.ts';
import { lineName, renderEvent } from '../words.ts';
import { Counters, SheetBreakdown } from './Sheet.tsx';
import { MiniCards, TravCard } from './TravCard.tsx';

type PlayMove = Extract<FishMove, { type: 'play' }>;
/** The view of either fishing game (`isRunOrJumpView` tells them apart). */
export type AnyFishView = TravFudaView | RunOrJumpView;

export function FishingTable(props: TableProps<AnyFishView, FishMove> & { game: string }) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings, game } = props;
  const names = seats.map((x, i) => x?.name ?? `Seat ${i + 1}`);
  const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
  const [selected, setSelected] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [flash, setFlash] = useState(0);
  const myTurn = legal.length > 0 && !props.busy && v.actors.includes(seat);
  const roj = isRunOrJumpView(v);
  const over = v.phase === 'round-over' || v.phase === 'match-over';

  useEffect(() => {
    setSelected(null);
    setHint(null);
  }, [v.phase, v.turn, v.myHand.length]);

  const playsOf = (card: string) => legal.filter((m): m is PlayMove => m.type === 'play' && m.card === card);
  const lit = new Set<string>(
    v.phase === 'place' && myTurn
      ? v.placeable
      : selected && myTurn && v.phase === 'play'
        ? playsOf(selected).flatMap((m) => (m.pile ? [m.pile] : []))
        : [],
  );
  // A lit pile is brought into view (the field may scroll on a small phone).
  useEffect(() => {
    if (lit.size === 0) return;
    const el = document.querySelector('.travfuda .piles .card.target');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected, v.phase, lit.size]);
  // When it is time to draw, the lit stock is brought into view too (the field may have scrolled to a pile).
  const drawNow = myTurn && v.phase === 'draw';
  useEffect(() => {
    if (!drawNow) return;
    document.querySelector('.travfuda .stock .card.target')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [drawNow, v.turn]);
  const onHand = (card: string) => {
    if (!myTurn || v.phase !== 'play') return;
    if (selected !== card) {
      setHint(null);
      return setSelected(card);
    }
    const plays = playsOf(card);
    if (plays.length === 1) return props.play(plays[0]!);
    // Tapped again while it may go on several piles: say so and flash them.
    setHint(`Tap one of the ${plays.length === 2 ? 'two' : plays.length} lit piles.`);
    setFlash((f) => f + 1);
  };
  const onPile = (pile: string) => {
    if (v.phase === 'place') return props.play({ type: 'place', pile });
    if (selected) props.play({ type: 'play', card: selected, pile });
  };
  const others = Array.from({ length: v.players }, (_, i) => (seat + 1 + i) % v.players).filter((s) => s !== seat);
  const markers = roj ? v.extra.markers : [];
  const runners = roj ? v.extra.runners : [];
  const selectedPlays = selected ? playsOf(selected) : [];
  const scoreWord = roj ? 'combinations' : 'sheet';

  const top = (
    <>
      <SeatStrip
        seats={seats}
        chips={[...others, seat].map((s) => ({ seat: s, total: v.totals[s] ?? 0 }))}
        turn={over ? [] : [v.turn]}
        dealer={v.dealer}
        me={seat}
        wrap
      />
      <p class="small" style={{ margin: 0, textAlign: 'center' }}>
        <b>Hand {v.hand}</b> of {v.hands} · stock {v.stockCount}
        {roj && ` · next Run marker: ${v.extra.nextMarker <= 6 ? `+${v.extra.nextMarker}` : 'none left'}`}
      </p>
      <section class="zone opp-zone" aria-label="Other players">
        {others.map((s) => (
          <div key={s} class="opp-row">
            <button
              type="button"
              class="expander"
              aria-expanded={open === s}
              onClick={() => setOpen(open === s ? null : s)}
            >
              <span class="spread">
                <b class="nm">
                  {name(s)} · {v.handCounts[s]} in hand
                  {runners.includes(s) ? ' · runner' : ''}
                  {markers[s]?.length ? ` · markers ${markers[s]!.map((m) => `+${m}`).join(' ')}` : ''}
                  {v.declarations[s]
                    ? ` · ${[v.declarations[s]!.emperor && 'Emperor', v.declarations[s]!.archduke && 'Archduke'].filter(Boolean).join(' + ')} declared`
                    : ''}
                </b>
                <span>
                  {scoreWord} {v.scores[s]}
                </span>
              </span>
              <Counters cards={v.captured[s]!} />
            </button>
            {open === s && (
              <div>
                <MiniCards cards={v.captured[s]!} game={game} size={30} />
                {v.declarations[s] && (
                  <p class="small" style={{ margin: '4px 0' }}>
                    Shown: <MiniCards cards={v.declarations[s]!.shown} game={game} size={30} />
                  </p>
                )}
              </div>
            )}
          </div>
        ))}
      </section>
    </>
  );

  const middle = (
    <section class="zone" aria-label="Table">
      <div class="zone-h">
        <span>Table: {v.piles.length} piles</span>
        <span class="muted">even piles get taken</span>
      </div>
      <div class="row" style={{ alignItems: 'flex-start', flexWrap: 'nowrap', gap: '8px' }}>
        <div class="stock">
          {myTurn && v.phase === 'draw' ? (
            <button
              type="button"
              class="card target"
              style={{ '--w': '44px' } as never}
              aria-label={`Draw from the stock (${v.stockCount} left)`}
              onClick={() => props.play({ type: 'draw' })}
            >
              <TravFudaBack />
              <span class="badge" aria-hidden="true">
                {v.stockCount}
              </span>
            </button>
          ) : (
            <span
              class="card static"
              style={{ '--w': '44px' } as never}
              role="img"
              aria-label={`Stock: ${v.stockCount} cards`}
            >
              <TravFudaBack />
              <span class="badge" aria-hidden="true">
                {v.stockCount}
              </span>
            </span>
          )}
          {v.drawn && <TravCard id={v.drawn} game={game} labels={settings.labels} fresh />}
        </div>
        <div class="field piles" role="group" aria-label="Piles">
          {v.piles.map((p) => {
            const top = p.cards[p.cards.length - 1]!;
            const odd = p.cards.length % 2 === 1;
            // Said as it is seen: the count on the badge, the top card's printed label and name,
            // then the cards under it, top down. The badge comes first in the document (it is
            // drawn over the corner), so what the pile shows is part of its name, in that order.
            const under = p.cards.slice(0, -1).reverse().map(cardName);
            const label = `Pile of ${p.cards.length}, ${faceName(top)} on top${under.length ? `, then ${under.join('; ')}` : ''} (${odd ? 'odd' : 'even'})`;
            const badge = p.cards.length > 1 && (
              <>
                <span class="badge" aria-hidden="true">
                  {p.cards.length}
                </span>{' '}
              </>
            );
            return (
              <span key={p.id} class={`pile${v.touched.includes(p.id) ? ' touched' : ''}${odd ? '' : ' even'}`}>
                {lit.has(p.id) ? (
                  <button
                    type="button"
                    key={`lit-${flash}`}
                    class={`card target${flash ? ' flash' : ''}`}
                    style={{ '--w': '44px' } as never}
                    aria-label={`Put it on: ${label}`}
                    onClick={() => onPile(p.id)}
                  >
                    {badge}
                    <TravFudaFace id={top} label={settings.labels} />
                  </button>
                ) : (
                  <span class="card static" style={{ '--w': '44px' } as never} role="img" aria-label={label}>
                    {badge}
                    <TravFudaFace id={top} label={settings.labels} />
                  </span>
                )}
              </span>
            );
          })}
          {v.piles.length === 0 && <span class="small">The table is empty.</span>}
        </div>
      </div>
    </section>
  );

  const prompt = (
    <>
      {myTurn && (
        <div class="actions" style={{ justifyContent: 'center' }}>
          {v.phase === 'play' && !selected && (
            <p class="small" style={{ margin: 0 }}>
              Your turn: tap a card in your hand.
            </p>
          )}
          {v.phase === 'play' && selected && selectedPlays.length === 1 && (
            <button type="button" class="btn primary" onClick={() => props.play(selectedPlays[0]!)}>
              {selectedPlays[0]!.pile ? 'Put it on the lit pile' : 'Start a new pile'}
            </button>
          )}
          {v.phase === 'play' && selected && selectedPlays.length > 1 && (
            <p style={{ margin: 0 }} role="status">
              {hint ?? `It matches ${selectedPlays.length} piles: tap the one to put it on.`}
            </p>
          )}
          {v.phase === 'draw' && (
            <button type="button" class="btn primary" onClick={() => props.play({ type: 'draw' })}>
              Draw from the stock
            </button>
          )}
          {v.phase === 'place' && (
            <p style={{ margin: 0 }}>The drawn card matches {v.placeable.length} piles: tap the one to put it on.</p>
          )}
        </div>
      )}
      {!myTurn && !over && v.phase !== 'dealer-draw' && (
        <p class="small" style={{ margin: 0, textAlign: 'center' }}>
          {name(v.turn)} is {v.phase === 'declare' ? 'deciding on a declaration' : 'playing'}…
        </p>
      )}
      <section class="zone mine" aria-label="Your captures">
        <Counters
          cards={v.captured[seat]!}
          legend
          lead={`You${runners.includes(seat) ? ' (running)' : ''}${markers[seat]?.length ? ` ${markers[seat]!.map((m) => `+${m}`).join(' ')}` : ''}:`}
          tail={`${scoreWord} ${v.scores[seat]}`}
          more={
            v.captured[seat]!.length > 0 ? (
              <MiniCards cards={v.captured[seat]!} game={game} size={30} />
            ) : (
              <span class="small">Nothing captured yet.</span>
            )
          }
        />
      </section>
    </>
  );

  const hand = (
    <HandRows
      width={v.myHand.length > 6 ? 48 : 56}
      cards={v.myHand.map((c) => (
        <TravCard
          key={c}
          id={c}
          game={game}
          labels={settings.labels}
          selected={selected === c}
          {...(myTurn && v.phase === 'play' ? { onClick: () => onHand(c) } : {})}
        />
      ))}
    />
  );

  return (
    <div class="felt travfuda" data-busy={props.busy ? 'true' : 'false'}>
      <TableFrame
        label={`${game} table`}
        top={top}
        middle={middle}
        line={
          <span role="status" aria-live="polite">
            {renderEvents(renderEvent, v.events, names)}
          </span>
        }
        prompt={prompt}
        hand={hand}
      />

      {myTurn && v.phase === 'declare' && (
        <Declare v={v} legal={legal} play={props.play} busy={props.busy} game={game} />
      )}
      {myTurn && v.phase === 'decide' && roj && (
        <RunOrJump v={v} legal={legal} play={props.play} busy={props.busy} game={game} />
      )}
      {over && v.lastRound && <HandOver v={v} props={props} roj={roj} names={names} />}
      {v.phase === 'dealer-draw' && (
        <div class="overlay">
          <Prompt title="Who deals first?">
            <p style={{ marginTop: 0 }}>
              Each player draws: the lowest suit deals, a Starburst before a Cutlass, Flag, Double, Plain; a Joker last.
            </p>
            {v.dealerDraw?.rounds.map((round, k) => (
              <div class="row" key={k} style={{ marginBottom: '6px' }}>
                {round.map((d) => (
                  <span key={d.card} class="stack" style={{ alignItems: 'center', gap: '2px' }}>
                    <TravCard id={d.card} game={game} labels={settings.labels} />
                    <span class="small">{name(d.seat)}</span>
                  </span>
                ))}
              </div>
            ))}
            <p>
              <b>{name(v.dealerDraw?.dealer ?? v.dealer)}</b> deals and plays first.
            </p>
            <button
              type="button"
              class="btn primary block"
              autoFocus
              disabled={props.busy}
              onClick={() => props.play({ type: 'next-round' })}
            >
              Deal the cards
            </button>
          </Prompt>
        </div>
      )}
    </div>
  );
}

function Declare({
  v,
  legal,
  play,
  busy,
  game,
}: {
  v: AnyFishView;
  legal: FishMove[];
  play: (m: FishMove) => void;
  busy: boolean;
  game: string;
}) {
  const can = (e: boolean, a: boolean) =>
    legal.some((m) => m.type === 'declare' && m.emperor === e && m.archduke === a);
  return (
    <div class="overlay">
      <Prompt title="Declare?">
        <p style={{ marginTop: 0 }}>
          {can(true, false) &&
            'You hold 3 or more Starbursts: declare Emperor to score +10 if you end with all five (−20 if not). '}
          {can(false, true) &&
            'You hold 3 or more Doubles: declare Archduke to score +10 if you end with 20+ plain (−20 if not). '}
          Declared cards are shown to everyone.
        </p>
        <MiniCards cards={v.myHand} game={game} size={30} />
        <div class="stack" style={{ marginTop: '8px' }}>
          {can(true, false) && (
            <button
              type="button"
              class="btn"
              disabled={busy}
              onClick={() => play({ type: 'declare', emperor: true, archduke: false })}
            >
              Declare Emperor
            </button>
          )}
          {can(false, true) && (
            <button
              type="button"
              class="btn"
              disabled={busy}
              onClick={() => play({ type: 'declare', emperor: false, archduke: true })}
            >
              Declare Archduke
            </button>
          )}
          {can(true, true) && (
            <button
              type="button"
              class="btn"
              disabled={busy}
              onClick={() => play({ type: 'declare', emperor: true, archduke: true })}
            >
              Declare both
            </button>
          )}
          <button
            type="button"
            class="btn primary"
            disabled={busy}
            onClick={() => play({ type: 'declare', emperor: false, archduke: false })}
          >
            No declaration
          </button>
        </div>
      </Prompt>
    </div>
  );
}

function RunOrJump({
  v,
  legal,
  play,
  busy,
  game,
}: {
  v: RunOrJumpView;
  legal: FishMove[];
  play: (m: FishMove) => void;
  busy: boolean;
  game: string;
}) {
  const has = (t: string) => legal.some((m) => m.type === t);
  const jump = v.extra.jumpValue ?? 0;
  const pirate = v.extra.pirateValue;
  const marker = v.extra.nextMarker;
  return (
    <div class="overlay">
      <Prompt title={v.extra.mustDeclare ? 'You reached 3: Run or Jump!' : 'Your combinations rose'}>
        <p style={{ marginTop: 0 }}>Your combinations score {v.scores[v.seat]} now. Your captures:</p>
        <Counters cards={v.captured[v.seat]!} />
        <MiniCards cards={v.captured[v.seat]!} game={game} size={34} />
        <table class="points-table">
          <tbody>
            <tr>
              <td>Jump now: end the hand and score</td>
              <td class="n">{jump}</td>
            </tr>
            {pirate !== null && pirate !== undefined && (
              <tr>
                <td>Pirate now: end the hand and score</td>
                <td class="n">{String(pirate)}</td>
              </tr>
            )}
            <tr>
              <td>
                Run: play on and take the {marker <= 6 ? `+${marker} marker` : 'last of the run (no markers left)'}
              </td>
              <td class="n">—</td>
            </tr>
          </tbody>
        </table>
        <div class="grid2" style={{ marginTop: '8px' }}>
          <button type="button" class="btn" disabled={busy} onClick={() => play({ type: 'run' })}>
            Run
          </button>
          <button type="button" class="btn primary" disabled={busy} onClick={() => play({ type: 'jump' })} autoFocus>
            Jump: +{jump}
          </button>
          {has('pirate') && (
            <button type="button" class="btn" disabled={busy} onClick={() => play({ type: 'pirate' })}>
              Pirate: +{String(pirate)}
            </button>
          )}
          {has('pass') && (
            <button type="button" class="btn" disabled={busy} onClick={() => play({ type: 'pass' })}>
              Stay silent
            </button>
          )}
        </div>
      </Prompt>
    </div>
  );
}

function HandOver({
  v,
  props,
  roj,
  names,
}: {
  v: AnyFishView;
  props: TableProps<AnyFishView, FishMove> & { game: string };
  roj: boolean;
  names: string[];
}) {
  const r = v.lastRound!;
  const { seats } = props;
  const name = (s: number) => seats[s]?.name ?? `Player ${s + 1}`;
  const next = props.legal.some((m) => m.type === 'next-round');
  const rows = fishingRows(r);
  return (
    <div class="overlay">
      <Prompt title={v.phase === 'match-over' ? 'Match over' : `${r.label}: over`}>
        <p style={{ marginTop: 0 }}>{renderEvents(renderEvent, r.events, names)}</p>
        {Array.from({ length: v.players }, (_, s) => (
          <details key={s} open={s === v.seat || (r.scores[s] ?? 0) !== 0}>
            <summary class="spread" style={{ minHeight: '44px', alignItems: 'center', cursor: 'pointer' }}>
              <b>{name(s)}</b>
              <b>{fmtSigned(r.scores[s] ?? 0)}</b>
            </summary>
            {roj ? (
              <table class="points-table">
                <tbody>
                  {rows[s]!.lines.map((d, k) => (
                    <tr key={k}>
                      <td>{lineName(d, names)}</td>
                      <td class="n">{d.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <SheetBreakdown
                cards={v.captured[s]!}
                declared={v.declarations[s] ?? {}}
                options={v.options}
                game={props.game}
                owner={name(s)}
              />
            )}
          </details>
        ))}
        <p>
          Totals: {Array.from({ length: v.players }, (_, s) => `${name(s)} ${v.totals[s]}`).join(' · ')}
          {v.phase === 'match-over' &&
            ` — ${winners(v.totals).map(name).join(' and ')} win${winners(v.totals).length > 1 ? '' : 's'}!`}
        </p>
        {next && (
          <button
            type="button"
            class="btn primary block"
            disabled={props.busy}
            onClick={() => props.play({ type: 'next-round' })}
            autoFocus
          >
            Deal hand {v.hand + 1}
          </button>
        )}
      </Prompt>
    </div>
  );
}

function winners(totals: number[]): number[] {
  const best = Math.max(...totals);
  return totals.flatMap((t, i) => (t === best ? [i] : []));
}
