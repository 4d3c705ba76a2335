/**
 * The Koi-Koi table: opponent at the top, the field and stock in the middle, your captures
 * and hand at the bottom. Drag-free: tap a hand card, then a lit field card (or the card
 * again) to play; tap the stock to draw; decide koi-koi or stop in a prompt.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { TableProps } from '../../module.ts';
import { Banner, fmtSigned, Prompt, SeatStrip, withNames } from '../../../table/parts.tsx';
import { monthOf, MONTH_NAMES } from '../cards.ts';
import type { KoiKoiMove, KoiKoiView } from '../koikoi.ts';
import { yakuName, type Yaku } from '../yaku.ts';
import { CapturePile, HanaBack, HanaCard } from './HanaCard.tsx';

const GAME = 'Koi-Koi';

export function KoiKoiTable(props: TableProps) {
  const v = props.view as KoiKoiView;
  const legal = props.legal as KoiKoiMove[];
  const { seats, seat, settings } = props;
  const opp = 1 - seat;
  const [selected, setSelected] = useState<string | null>(null);
  const pendingTarget = useRef<string | null>(null);
  const myTurn = legal.length > 0 && v.turn === seat && !props.busy;
  const name = (s: number) => seats[s]?.name ?? `Player ${s + 1}`;

  // A new phase or turn clears a stale selection.
  useEffect(() => {
    if (v.phase !== 'play' || v.turn !== seat) setSelected(null);
  }, [v.phase, v.turn, v.hand.length]);

  // Tapping a field card for a card with two matches plays it, then names the tapped card.
  useEffect(() => {
    const t = pendingTarget.current;
    if (!t) return;
    if (v.phase === 'choose-hand' && v.choice?.targets.includes(t)) {
      pendingTarget.current = null;
      props.play({ type: 'capture', target: t });
    } else if (v.phase !== 'play') pendingTarget.current = null;
  }, [v.phase, v.choice]);

  const canPlay = (card: string) => myTurn && v.phase === 'play' && legal.some((m) => m.type === 'play' && m.card === card);
  const fieldCards = v.field.flatMap((p) => p.cards);
  const matchesOf = (card: string) => fieldCards.filter((f) => monthOf(f) === monthOf(card));
  const lit = new Set<string>(
    v.choice && v.choice.targets && v.actors.includes(seat) ? v.choice.targets : selected && settings.hints ? matchesOf(selected) : [],
  );
  const choosing = myTurn && (v.phase === 'choose-hand' || v.phase === 'choose-draw');

  const playCard = (card: string, target?: string) => {
    setSelected(null);
    if (target) pendingTarget.current = target;
    props.play({ type: 'play', card });
  };

  const onHand = (card: string) => {
    if (!canPlay(card)) return;
    if (selected === card) playCard(card);
    else setSelected(card);
  };

  const onField = (card: string) => {
    if (choosing && v.choice?.targets.includes(card)) return props.play({ type: 'capture', target: card });
    if (selected && canPlay(selected) && monthOf(card) === monthOf(selected)) playCard(selected, card);
  };

  const chips = [opp, seat].map((s) => ({
    seat: s,
    total: v.totals[s] ?? 0,
    extra:
      v.koikoi[s]! > 0 ? (
        <span class="small">
          koi-koi ×{v.koikoi[s]}
        </span>
      ) : undefined,
  }));

  const lastTurnCards = new Set(v.lastTurn?.placements.map((p) => p.card) ?? []);
  const banner = v.lastMove ? withNames(v.lastMove, seats) : v.phase === 'play' && v.turn === v.dealer ? `${name(v.dealer)} deals and plays first.` : '';

  return (
    <div class="felt koikoi" data-busy={props.busy ? 'true' : 'false'}>
      <SeatStrip seats={seats} chips={chips} turn={v.phase === 'round-over' || v.phase === 'match-over' ? [] : [v.turn]} dealer={v.dealer} me={seat} />
      <p class="small" style={{ margin: 0, textAlign: 'center' }}>
        <b>{v.monthName}</b>, round {v.round} of {v.rounds}
        {v.redeals > 0 ? ` · redealt ${v.redeals}×` : ''}
      </p>

      <section class="zone" aria-label={`${name(opp)}'s side`}>
        <div class="zone-h">
          <span>
            {name(opp)} · {v.opponentHandCount} card{v.opponentHandCount === 1 ? '' : 's'} in hand
          </span>
          <YakuSum yaku={v.yaku[opp]!} />
        </div>
        <CapturePile cards={v.captured[opp]!} game={GAME} labels={settings.labels} owner={name(opp)} size={26} />
        <YakuChips yaku={v.yaku[opp]!} />
      </section>

      <section class="zone" aria-label="Field">
        <div class="zone-h">
          <span>Field</span>
          <span class="muted">stock {v.stockCount}</span>
        </div>
        <div class="row" style={{ alignItems: 'flex-start', flexWrap: 'nowrap', gap: 8 }}>
          <div class="stock">
            {myTurn && v.phase === 'draw' ? (
              <button type="button" class="card target" style={{ '--w': '50px' } as never} aria-label={`Draw from the stock (${v.stockCount} left)`} onClick={() => props.play({ type: 'draw' })}>
                <HanaBackFace />
                <span class="badge" aria-hidden="true">
                  {v.stockCount}
                </span>
              </button>
            ) : (
              <span style={{ '--w': '50px' } as never} class="card static" role="img" aria-label={`Stock: ${v.stockCount} cards`}>
                <HanaBackFace />
                <span class="badge" aria-hidden="true">
                  {v.stockCount}
                </span>
              </span>
            )}
            {v.drawn && <HanaCard id={v.drawn} game={GAME} labels={settings.labels} fresh class="drawn" />}
          </div>
          <div class="field" role="group" aria-label={`Field cards: ${fieldCards.length}`}>
            {v.field.map((pile) =>
              pile.cards.length > 1 ? (
                <span class="stack-pile" key={pile.cards.join()} role="group" aria-label={`Stack of ${pile.cards.length} ${MONTH_NAMES[monthOf(pile.cards[0]!) - 1]} cards`}>
                  {pile.cards.map((c) => (
                    <HanaCard
                      key={c}
                      id={c}
                      game={GAME}
                      labels={settings.labels}
                      target={lit.has(c)}
                      fresh={lastTurnCards.has(c)}
                      {...(lit.has(c) ? { onClick: () => onField(c) } : {})}
                    />
                  ))}
                </span>
              ) : (
                <HanaCard
                  key={pile.cards[0]}
                  id={pile.cards[0]!}
                  game={GAME}
                  labels={settings.labels}
                  target={lit.has(pile.cards[0]!)}
                  fresh={lastTurnCards.has(pile.cards[0]!)}
                  {...(lit.has(pile.cards[0]!) ? { onClick: () => onField(pile.cards[0]!) } : {})}
                />
              ),
            )}
            {fieldCards.length === 0 && <span class="small">The field is empty.</span>}
          </div>
        </div>
      </section>

      <Banner text={banner} />

      {myTurn && (
        <div class="actions">
          {v.phase === 'play' && !selected && <p class="small" style={{ margin: 0 }}>Your turn: tap a card in your hand.</p>}
          {v.phase === 'play' && selected && (
            <button type="button" class="btn primary" onClick={() => playCard(selected)}>
              {matchesOf(selected).length === 0 ? 'Play it to the field' : matchesOf(selected).length === 2 ? 'Tap the card to take' : 'Play and capture'}
            </button>
          )}
          {v.phase === 'draw' && (
            <button type="button" class="btn primary" onClick={() => props.play({ type: 'draw' })}>
              Draw from the stock
            </button>
          )}
          {choosing && <p style={{ margin: 0 }}>Two cards match: tap the one to take.</p>}
        </div>
      )}
      {!myTurn && v.phase !== 'round-over' && v.phase !== 'match-over' && v.phase !== 'dealer-draw' && (
        <p class="small" style={{ margin: 0, textAlign: 'center' }}>
          {name(v.turn)} is playing…
        </p>
      )}

      <section class="zone" aria-label="Your side">
        <div class="zone-h">
          <span>Your captures</span>
          <span>{v.yakuTotals[seat]! > 0 ? `Stop now: ${v.stopValue}` : ''}</span>
        </div>
        <CapturePile cards={v.captured[seat]!} game={GAME} labels={settings.labels} owner="Your" size={30} />
        <YakuChips yaku={v.yaku[seat]!} />
      </section>

      <section aria-label="Your hand">
        <div class={`hand-fan${v.hand.length >= 8 ? ' many' : ''}`} style={{ '--hw': '64px', '--n': v.hand.length } as never}>
          {v.hand.map((c) => (
            <HanaCard
              key={c}
              id={c}
              game={GAME}
              labels={settings.labels}
              selected={selected === c}
              {...(canPlay(c) ? { onClick: () => onHand(c) } : {})}
            />
          ))}
        </div>
      </section>

      {myTurn && v.phase === 'decide' && <Decide v={v} seat={seat} play={props.play} busy={props.busy} />}
      {(v.phase === 'round-over' || v.phase === 'match-over') && v.lastRound && <RoundOver v={v} props={props} />}
      {v.phase === 'dealer-draw' && <DealerDrawPanel v={v} props={props} />}
    </div>
  );
}

function HanaBackFace() {
  return <HanaBackSvg />;
}
import { HanafudaBack as HanaBackSvg } from '../art/index.tsx';

function YakuSum({ yaku }: { yaku: Yaku[] }) {
  const total = yaku.reduce((s, y) => s + y.points, 0);
  return <span class="muted">{total > 0 ? `yaku ${total}` : ''}</span>;
}

function YakuChips({ yaku, hot = [] }: { yaku: Yaku[]; hot?: string[] }) {
  if (yaku.length === 0) return null;
  return (
    <div class="yaku-chips">
      {yaku.map((y) => (
        <span class={`chip${hot.includes(y.id) ? ' hot' : ''}`} key={y.id}>
          {yakuName(y.id)} {y.points}
        </span>
      ))}
    </div>
  );
}

function Decide({ v, seat, play, busy }: { v: KoiKoiView; seat: number; play: (m: unknown) => void; busy: boolean }) {
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
                <td>{yakuName(y.id)}</td>
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
          Stop now and take {v.stopValue} point{v.stopValue === 1 ? '' : 's'}. Or call koi-koi and play on for more — but if your opponent makes a yaku first, they score double.
          {v.handCounts[seat] === 0 ? ' You have no cards left.' : ` ${v.handCounts[seat]} card${v.handCounts[seat] === 1 ? '' : 's'} left in your hand.`}
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

function RoundOver({ v, props }: { v: KoiKoiView; props: TableProps }) {
  const r = v.lastRound!;
  const { seats, settings } = props;
  const next = (props.legal as KoiKoiMove[]).some((m) => m.type === 'next-round');
  const over = v.phase === 'match-over';
  const winner = over ? (v.totals[0]! === v.totals[1]! ? null : v.totals[0]! > v.totals[1]! ? 0 : 1) : null;
  return (
    <div class="overlay">
      <Prompt title={over ? 'Match over' : `${r.label}: round over`}>
        <p style={{ marginTop: 0 }}>{withNames(r.summary, seats)}</p>
        {[0, 1].map((s) => {
          const lines = r.details.filter((d) => d.seat === s);
          return (
            <div key={s} style={{ marginBottom: 8 }}>
              <div class="spread">
                <b>{seats[s]?.name}</b>
                <b>{fmtSigned(r.scores[s] ?? 0)}</b>
              </div>
              {lines.length > 0 && (
                <table class="points-table">
                  <tbody>
                    {lines.map((d) => (
                      <tr key={d.id}>
                        <td>{yakuName(d.id)}</td>
                        <td class="n">{d.points}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <CapturePile cards={v.captured[s]!} game={GAME} labels={settings.labels} owner={seats[s]?.name ?? ''} size={24} />
            </div>
          );
        })}
        <p>
          Match: {seats[0]?.name} {v.totals[0]} · {seats[1]?.name} {v.totals[1]}
          {over && (winner === null ? ' — a tie!' : ` — ${seats[winner]?.name} wins!`)}
        </p>
        <div class="grid2">
          {next && (
            <button type="button" class="btn primary" disabled={props.busy} onClick={() => props.play({ type: 'next-round' })} autoFocus style={{ gridColumn: '1 / -1' }}>
              Next round: {MONTH_NAMES[v.round % 12]}
            </button>
          )}
        </div>
      </Prompt>
    </div>
  );
}

function DealerDrawPanel({ v, props }: { v: KoiKoiView; props: TableProps }) {
  const d = v.dealerDraw;
  const { seats, settings } = props;
  return (
    <div class="overlay">
      <Prompt title="Who deals?">
        <p style={{ marginTop: 0 }}>Each player draws a card: the earliest month deals and plays first.</p>
        {d?.rounds.map((round, k) => (
          <div class="row" key={k} style={{ marginBottom: 6 }}>
            {round.map((draw) => (
              <span key={draw.card} class="stack" style={{ alignItems: 'center', gap: 2 }}>
                <HanaCard id={draw.card} game={GAME} labels={settings.labels} />
                <span class="small">{seats[draw.seat]?.name}</span>
              </span>
            ))}
          </div>
        ))}
        <p>
          <b>{seats[d?.dealer ?? v.dealer]?.name}</b> deals.
        </p>
        <button type="button" class="btn primary block" autoFocus disabled={props.busy} onClick={() => props.play({ type: 'next-round' })}>
          Deal the cards
        </button>
      </Prompt>
    </div>
  );
}
