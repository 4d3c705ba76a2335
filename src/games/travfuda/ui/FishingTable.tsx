/**
 * The TravFuda table (base game and Run or Jump!): everyone's public capture area with live
 * counters, the piles with their sizes and odd/even, my hand. Tap a hand card, then a lit
 * pile (or the card again when it starts a new pile or has one pile to go on); tap the stock
 * to draw; choose a pile for a drawn card; declarations and Run/Jump/Pirate in prompts.
 */
import { useEffect, useState } from 'preact/hooks';
import type { TableProps } from '../../module.ts';
import { CardButton, fmtSigned, HandRows, Prompt, SeatStrip } from '../../../table/parts.tsx';
import { useWhyNot } from '../../../table/whynot.tsx';
import { TableFrame } from '../../../table/frame.tsx';
import './travfuda.css';
import { renderEvents } from '../../../engine/events.ts';
import { TravFudaBack, TravFudaFace } from '../art/index.tsx';
import type { FishMove } from '../fishing.ts';
import type { TravFudaView } from '../travfuda.ts';
import { isRunOrJumpView, type RunOrJumpView } from '../travfuda-run-or-jump.ts';
import { fishingRows } from '../lines.ts';
import { renderTravFudaEvent, tfFaceName, tfWords } from '../family.words.ts';
import { words } from '../../../i18n/current.ts';
import { travFudaTableWords } from './table.words.ts';
import { tableWords } from '../../../table/table.words.ts';
import { Counters, SheetBreakdown } from './Sheet.tsx';
import { MiniCards, TravCard } from './TravCard.tsx';
import { nearLine, ProgressBar, seatProgress } from './Progress.tsx';

type PlayMove = Extract<FishMove, { type: 'play' }>;
/** The view of either fishing game (`isRunOrJumpView` tells them apart). */
export type AnyFishView = TravFudaView | RunOrJumpView;

export function FishingTable(props: TableProps<AnyFishView, FishMove> & { game: string }) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings, game } = props;
  const w = words(travFudaTableWords);
  const fw = tfWords();
  const names = seats.map((x, i) => x?.name ?? w.seat(i + 1));
  const name = (s: number) => names[s] ?? w.seat(s + 1);
  const [selected, setSelected] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [flash, setFlash] = useState(0);
  const myTurn = legal.length > 0 && !props.busy && v.actors.includes(seat);
  const roj = isRunOrJumpView(v);
  const over = v.phase === 'round-over' || v.phase === 'match-over';
  // "Why not?" (issue 28 §2): a card that cannot be played now still answers a tap with the engine's reason.
  const why = useWhyNot();
  const turnPhase = v.phase === 'play' || v.phase === 'draw' || v.phase === 'place' || v.phase === 'decide';
  const refuse = (move: FishMove) => (e: { currentTarget: Element }) => why.show(e.currentTarget, props.whyNot?.(move));

  useEffect(() => {
    setSelected(null);
    setHint(null);
  }, [v.phase, v.turn, v.myHand.length]);

  const playsOf = (card: string) => legal.filter((m): m is PlayMove => m.type === 'play' && m.card === card);
  const lit = new Set<string>(
    v.phase === 'place' && myTurn
      ? // the piles the moves allow (all of v.placeable, or the guide's one in a guided round)
        legal.flatMap((m) => (m.type === 'place' ? [m.pile] : []))
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
    setHint(w.tapOneOf(plays.length));
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
  const scoreWord = roj ? w.combinationsScore : w.sheetScore;
  const notPlayable = words(tableWords).notPlayable;
  /** The move a tap on an unlit pile would make (its refusal is said), or null when the tap means nothing. */
  const pileMove = (pile: string): FishMove | null => {
    if (!myTurn || !props.whyNot) return null;
    if (v.phase === 'place') return { type: 'place', pile };
    if (v.phase === 'play' && selected) return { type: 'play', card: selected, pile };
    return null;
  };

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
        <b>{w.hand(v.hand)}</b>
        {w.ofHands(v.hands)}
        {w.stock(v.stockCount)}
        {roj && w.nextMarker(v.extra.nextMarker)}
      </p>
      <section class="zone opp-zone" aria-label={w.otherPlayers}>
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
                  {name(s)}
                  {w.inHand(v.handCounts[s] ?? 0)}
                  {runners.includes(s) ? w.runner : ''}
                  {markers[s]?.length ? w.markers(markers[s]!) : ''}
                  {v.declarations[s] ? w.declared(v.declarations[s]!.emperor, v.declarations[s]!.archduke) : ''}
                </b>
                <span>{scoreWord(v.scores[s] ?? 0)}</span>
              </span>
              <Counters cards={v.captured[s]!} />
            </button>
            {open === s && (
              <div>
                <p class="small" style={{ margin: '2px 0' }}>
                  {nearLine(seatProgress(v, s))}
                </p>
                <MiniCards cards={v.captured[s]!} game={game} size={30} />
                {v.declarations[s] && (
                  <p class="small" style={{ margin: '4px 0' }}>
                    {w.shown}
                    <MiniCards cards={v.declarations[s]!.shown} game={game} size={30} />
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
    <>
      <section class="zone" aria-label={w.table}>
        {v.phase === 'dealer-draw' ? (
          <div class="zone-h">
            <span>{w.tablePiles(v.piles.length)}</span>
            <span class="muted">{w.evenTaken}</span>
          </div>
        ) : (
          <ProgressBar
            v={v}
            seat={seat}
            names={names}
            game={game}
            runOrJump={roj && !v.extra.declared}
            lead={w.tablePiles(v.piles.length)}
            fallback={w.evenTaken}
          />
        )}
        <div class="row" style={{ alignItems: 'flex-start', flexWrap: 'nowrap', gap: '8px' }}>
          <div class="stock">
            {myTurn && v.phase === 'draw' ? (
              <button
                type="button"
                class="card target"
                style={{ '--w': '44px' } as never}
                aria-label={w.drawAria(v.stockCount)}
                onClick={() => props.play({ type: 'draw' })}
              >
                <TravFudaBack />
                <span class="badge" aria-hidden="true">
                  {v.stockCount}
                </span>
              </button>
            ) : turnPhase && props.whyNot && v.stockCount > 0 ? (
              <CardButton
                name={w.stockAria(v.stockCount)}
                face={<TravFudaBack />}
                badge={v.stockCount}
                refused
                onClick={refuse({ type: 'draw' })}
              />
            ) : (
              <span
                class="card static"
                style={{ '--w': '44px' } as never}
                role="img"
                aria-label={w.stockAria(v.stockCount)}
              >
                <TravFudaBack />
                <span class="badge" aria-hidden="true">
                  {v.stockCount}
                </span>
              </span>
            )}
            {v.drawn && <TravCard id={v.drawn} game={game} labels={settings.labels} fresh />}
          </div>
          <div class="field piles" role="group" aria-label={w.piles}>
            {v.piles.map((p) => {
              const top = p.cards[p.cards.length - 1]!;
              const odd = p.cards.length % 2 === 1;
              // Said as it is seen: the count on the badge, the top card's printed label and name,
              // then the cards under it, top down. The badge comes first in the document (it is
              // drawn over the corner), so what the pile shows is part of its name, in that order.
              const under = p.cards.slice(0, -1).reverse().map(fw.cardName);
              const label = w.pileLabel(p.cards.length, tfFaceName(top), under, odd);
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
                      aria-label={w.putOnAria(label)}
                      onClick={() => onPile(p.id)}
                    >
                      {badge}
                      <TravFudaFace id={top} label={settings.labels} />
                    </button>
                  ) : pileMove(p.id) ? (
                    <button
                      type="button"
                      class="card dim refused"
                      style={{ '--w': '44px' } as never}
                      aria-label={`${label} (${notPlayable})`}
                      aria-disabled="true"
                      onClick={refuse(pileMove(p.id)!)}
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
            {v.piles.length === 0 && <span class="small">{w.tableEmpty}</span>}
          </div>
        </div>
      </section>
    </>
  );

  const prompt = (
    <>
      {myTurn && (
        <div class="actions" style={{ justifyContent: 'center' }}>
          {v.phase === 'play' && !selected && (
            <p class="small tf-turn-hint" style={{ margin: 0 }}>
              {w.yourTurnTap}
            </p>
          )}
          {v.phase === 'play' && selected && selectedPlays.length === 1 && (
            <button type="button" class="btn primary" onClick={() => props.play(selectedPlays[0]!)}>
              {selectedPlays[0]!.pile ? w.putOnLit : w.startPile}
            </button>
          )}
          {v.phase === 'play' && selected && selectedPlays.length > 1 && (
            <p style={{ margin: 0 }} role="status">
              {hint ?? w.matchesPiles(selectedPlays.length)}
            </p>
          )}
          {v.phase === 'draw' && (
            <button type="button" class="btn primary" onClick={() => props.play({ type: 'draw' })}>
              {w.drawFromStock}
            </button>
          )}
          {v.phase === 'place' && <p style={{ margin: 0 }}>{w.drawnMatches(v.placeable.length)}</p>}
        </div>
      )}
      {!myTurn && !over && v.phase !== 'dealer-draw' && (
        <p class="small tf-playing" style={{ margin: 0, textAlign: 'center' }}>
          {v.phase === 'declare' ? w.deciding(name(v.turn)) : w.playing(name(v.turn))}
        </p>
      )}
      <section class="zone mine" aria-label={w.yourCaptures}>
        <Counters
          cards={v.captured[seat]!}
          legend
          lead={`${w.you}${runners.includes(seat) ? w.running : ''}${markers[seat]?.length ? ` ${markers[seat]!.map((m) => `+${m}`).join(' ')}` : ''}:`}
          tail={scoreWord(v.scores[seat] ?? 0)}
          more={
            v.captured[seat]!.length > 0 ? (
              <MiniCards cards={v.captured[seat]!} game={game} size={30} />
            ) : (
              <span class="small">{w.nothingYet}</span>
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
          {...(myTurn && v.phase === 'play'
            ? { onClick: () => onHand(c) }
            : turnPhase && props.whyNot
              ? { refused: true, onClick: refuse({ type: 'play', card: c }) }
              : {})}
        />
      ))}
    />
  );

  return (
    <div class="felt travfuda" data-busy={props.busy ? 'true' : 'false'}>
      <TableFrame
        label={w.tableLabel(game)}
        top={top}
        middle={middle}
        line={
          <span role="status" aria-live="polite">
            {renderEvents(renderTravFudaEvent, v.events, names)}
          </span>
        }
        prompt={prompt}
        hand={hand}
      />
      {why.note}

      {myTurn && v.phase === 'declare' && (
        <Declare v={v} legal={legal} play={props.play} busy={props.busy} game={game} />
      )}
      {myTurn && v.phase === 'decide' && roj && (
        <RunOrJump v={v} legal={legal} play={props.play} busy={props.busy} game={game} />
      )}
      {over && v.lastRound && <HandOver v={v} props={props} roj={roj} names={names} />}
      {v.phase === 'dealer-draw' && (
        <div class="overlay">
          <Prompt title={w.whoDeals}>
            <p style={{ marginTop: 0 }}>{w.dealerDrawHelp}</p>
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
            <p>{w.dealsFirst(name(v.dealerDraw?.dealer ?? v.dealer))}</p>
            <button
              type="button"
              class="btn primary block"
              autoFocus
              disabled={props.busy}
              onClick={() => props.play({ type: 'next-round' })}
            >
              {w.dealCards}
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
  const w = words(travFudaTableWords);
  const can = (e: boolean, a: boolean) =>
    legal.some((m) => m.type === 'declare' && m.emperor === e && m.archduke === a);
  return (
    <div class="overlay">
      <Prompt title={w.declareQ}>
        <p style={{ marginTop: 0 }}>
          {can(true, false) && w.emperorHelp}
          {can(false, true) && w.archdukeHelp}
          {w.declaredShown}
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
              {w.declareEmperor}
            </button>
          )}
          {can(false, true) && (
            <button
              type="button"
              class="btn"
              disabled={busy}
              onClick={() => play({ type: 'declare', emperor: false, archduke: true })}
            >
              {w.declareArchduke}
            </button>
          )}
          {can(true, true) && (
            <button
              type="button"
              class="btn"
              disabled={busy}
              onClick={() => play({ type: 'declare', emperor: true, archduke: true })}
            >
              {w.declareBoth}
            </button>
          )}
          <button
            type="button"
            class="btn primary"
            disabled={busy}
            onClick={() => play({ type: 'declare', emperor: false, archduke: false })}
          >
            {w.noDeclaration}
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
  const w = words(travFudaTableWords);
  const has = (t: string) => legal.some((m) => m.type === t);
  const jump = v.extra.jumpValue ?? 0;
  const pirate = v.extra.pirateValue;
  const marker = v.extra.nextMarker;
  return (
    <div class="overlay">
      <Prompt title={v.extra.mustDeclare ? w.reached3 : w.rose}>
        <p style={{ marginTop: 0 }}>{w.combinationsNow(v.scores[v.seat] ?? 0)}</p>
        <Counters cards={v.captured[v.seat]!} />
        <MiniCards cards={v.captured[v.seat]!} game={game} size={34} />
        <table class="points-table">
          <tbody>
            <tr>
              <td>{w.jumpNow}</td>
              <td class="n">{jump}</td>
            </tr>
            {pirate !== null && pirate !== undefined && (
              <tr>
                <td>{w.pirateNow}</td>
                <td class="n">{String(pirate)}</td>
              </tr>
            )}
            <tr>
              <td>{w.runRow(marker)}</td>
              <td class="n">—</td>
            </tr>
          </tbody>
        </table>
        <div class="grid2" style={{ marginTop: '8px' }}>
          <button type="button" class="btn" disabled={busy} onClick={() => play({ type: 'run' })}>
            {w.run}
          </button>
          <button type="button" class="btn primary" disabled={busy} onClick={() => play({ type: 'jump' })} autoFocus>
            {w.jump(jump)}
          </button>
          {has('pirate') && (
            <button type="button" class="btn" disabled={busy} onClick={() => play({ type: 'pirate' })}>
              {w.pirate(String(pirate))}
            </button>
          )}
          {has('pass') && (
            <button type="button" class="btn" disabled={busy} onClick={() => play({ type: 'pass' })}>
              {w.staySilent}
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
  const w = words(travFudaTableWords);
  const fw = tfWords();
  const name = (s: number) => seats[s]?.name ?? w.player(s + 1);
  const next = props.legal.some((m) => m.type === 'next-round');
  const rows = fishingRows(r);
  return (
    <div class="overlay">
      <Prompt title={v.phase === 'match-over' ? w.matchOver : w.handOver(r.hand)}>
        <p style={{ marginTop: 0 }}>{renderEvents(renderTravFudaEvent, r.events, names)}</p>
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
                      <td>{fw.lineName(d, names)}</td>
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
          {w.totals(Array.from({ length: v.players }, (_, s) => `${name(s)} ${v.totals[s]}`))}
          {v.phase === 'match-over' && w.winners(winners(v.totals).map(name))}
        </p>
        {next && (
          <button
            type="button"
            class="btn primary block"
            disabled={props.busy}
            onClick={() => props.play({ type: 'next-round' })}
            autoFocus
          >
            {w.dealHand(v.hand + 1)}
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
