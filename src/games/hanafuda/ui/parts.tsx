/**
 * The pieces every Hanafuda table is built from: the tap-to-play hand logic, the field with
 * the stock, the hand, a player's side (captures and yaku), the dealer draw and round end.
 * Koi-Koi, Mushi, Go-Stop and Higo-Bana tables compose these and add their own decisions.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ResultLine } from '../../../engine/lines.ts';
import type { SeatInfo } from '../../../engine/match.ts';
import { fmtSigned, HandRows, Prompt } from '../../../table/parts.tsx';
import { useWhyNot } from '../../../table/whynot.tsx';
import { tableWords } from '../../../table/table.words.ts';
import { HanafudaBack } from '../art/index.tsx';
import { monthOf, type CardClass } from '../cards.ts';
import type { DealerDraw, Field, HandTargets } from '../capture.ts';
import type { Yaku } from '../yaku.ts';
import { words } from '../../../i18n/current.ts';
import { monthWord, yakuWord } from '../hanafuda.words.ts';
import { hanaTableWords } from './table.words.ts';
import { CapturePile, HanaCard } from './HanaCard.tsx';

/** The parts of a Hanafuda view the shared pieces read (every Hanafuda view has them). */
export interface HanaViewBase {
  phase: string;
  turn: number;
  actors: number[];
  hand: string[];
  handCounts: number[];
  field: { cards: string[]; stacked: boolean }[];
  stockCount: number;
  drawn?: string;
  choice?: { card: string; targets: string[] };
  lastTurn?: { placements: { card: string }[] };
}

type Move = { type: string; card?: string; target?: string };
/** The moves tap-to-play makes (every Hanafuda game has them). */
type HandMove = { type: 'play'; card: string } | { type: 'capture'; target: string };

/**
 * Tap-to-play: tap a hand card to select it (with hints on, the field cards it takes light up),
 * tap it again or tap a lit field card to play; when the engine then asks which card to take,
 * the tapped one is named at once. `hint` is the game engine's own answer to "what does this
 * hand card take here" (e.g. `koikoiHandHint`); the table computes no rule of its own.
 */
export function useHandPlay(
  v: HanaViewBase,
  legal: Move[],
  seat: number,
  busy: boolean,
  hints: boolean,
  play: (m: HandMove) => void,
  hint: (card: string, field: Field) => HandTargets,
  whyNot?: (move: never) => string | null,
) {
  const [selected, setSelected] = useState<string | null>(null);
  // "Why not?" (issue 28 §2): a card that cannot be played now is still tappable and says why.
  const why = useWhyNot();
  const over = v.phase === 'round-over' || v.phase === 'match-over' || v.phase === 'dealer-draw';
  const ask = (e: { currentTarget: Element }, move: Move) =>
    why.show(e.currentTarget, (whyNot as ((m: Move) => string | null) | undefined)?.(move));
  const pendingTarget = useRef<string | null>(null);
  const myTurn = legal.length > 0 && v.actors.includes(seat) && !busy;

  useEffect(() => {
    if (v.phase !== 'play' || v.turn !== seat) setSelected(null);
  }, [v.phase, v.turn, v.hand.length]);

  useEffect(() => {
    const t = pendingTarget.current;
    if (!t) return;
    pendingTarget.current = null;
    if (v.phase === 'choose-hand' && v.choice?.targets.includes(t)) play({ type: 'capture', target: t });
  }, [v.phase, v.choice]);

  const canPlay = (card: string) =>
    myTurn && v.phase === 'play' && legal.some((m) => m.type === 'play' && m.card === card);
  const field: Field = v.field.map((p) => p.cards);
  const targetsOf = (card: string): HandTargets => hint(card, field);
  const choosing = myTurn && (v.phase === 'choose-hand' || v.phase === 'choose-draw');
  const lit = new Set<string>(
    choosing && v.choice ? v.choice.targets : selected && hints ? targetsOf(selected).cards : [],
  );

  const playCard = (card: string, target?: string) => {
    setSelected(null);
    if (target) pendingTarget.current = target;
    play({ type: 'play', card });
  };
  return {
    why,
    /** Hand and field cards that cannot be played now are tappable buttons that say why (not between rounds). */
    explains: !!whyNot && !over,
    /** Why `card` in the hand cannot be played now. */
    whyHand: (e: { currentTarget: Element }, card: string) => ask(e, { type: 'play', card }),
    /** Why the field card `card` cannot be taken now (with the chosen hand card, or as the pending choice's target). */
    whyField: (e: { currentTarget: Element }, card: string) =>
      ask(
        e,
        selected && !choosing ? { type: 'play', card: selected, target: card } : { type: 'capture', target: card },
      ),
    /** Why the stock cannot be drawn now. */
    whyDraw: (e: { currentTarget: Element }) => ask(e, { type: 'draw' }),
    myTurn,
    selected,
    choosing,
    lit,
    canPlay,
    targetsOf,
    playCard,
    onHand(card: string) {
      if (!canPlay(card)) return;
      if (selected === card) playCard(card);
      else setSelected(card);
    },
    onField(card: string) {
      if (choosing && v.choice?.targets.includes(card)) return play({ type: 'capture', target: card });
      if (selected && canPlay(selected) && targetsOf(selected).cards.includes(card)) playCard(selected, card);
    },
  };
}

export type HandPlay = ReturnType<typeof useHandPlay>;

/** The stock (a button when it is time to draw), the drawn card, and the field piles. */
export function FieldZone({
  v,
  game,
  labels,
  hp,
  canDraw,
  onDraw,
}: {
  v: HanaViewBase;
  game: string;
  labels: boolean;
  hp: HandPlay;
  canDraw: boolean;
  onDraw: () => void;
}) {
  const fresh = new Set(v.lastTurn?.placements.map((p) => p.card) ?? []);
  const ref = useRef<HTMLElement>(null);
  const litKey = [...hp.lit].join();
  // A lit card must be on screen: if the field scrolls, bring the first one into view.
  useEffect(() => {
    if (!litKey) return;
    ref.current?.querySelector('.card.target:not(.stock-btn)')?.scrollIntoView?.({ block: 'nearest' });
  }, [litKey]);
  const count = v.field.reduce((n, p) => n + p.cards.length, 0);
  const w = words(hanaTableWords);
  const card = (c: string) => (
    <HanaCard
      key={c}
      id={c}
      game={game}
      labels={labels}
      target={hp.lit.has(c)}
      fresh={fresh.has(c)}
      {...(hp.lit.has(c)
        ? { onClick: () => hp.onField(c) }
        : hp.explains
          ? { refused: true, onClick: (e: { currentTarget: Element }) => hp.whyField(e, c) }
          : {})}
    />
  );
  return (
    <section class="zone field-zone" aria-label={w.field} ref={ref}>
      <div class="row" style={{ alignItems: 'flex-start', flexWrap: 'nowrap', gap: '8px' }}>
        <div class="stock">
          {canDraw ? (
            <button
              type="button"
              class="card target stock-btn"
              style={{ '--w': '50px' } as never}
              aria-label={w.drawStockLeft(v.stockCount)}
              onClick={onDraw}
            >
              <HanafudaBack />
              <span class="badge" aria-hidden="true">
                {v.stockCount}
              </span>
            </button>
          ) : hp.explains && v.stockCount > 0 ? (
            <button
              type="button"
              class="card dim refused stock-btn"
              style={{ '--w': '50px' } as never}
              aria-label={`${w.stock(v.stockCount)} (${words(tableWords).notPlayable})`}
              aria-disabled="true"
              onClick={(e) => hp.whyDraw(e)}
            >
              <HanafudaBack />
              <span class="badge" aria-hidden="true">
                {v.stockCount}
              </span>
            </button>
          ) : (
            <span style={{ '--w': '50px' } as never} class="card static" role="img" aria-label={w.stock(v.stockCount)}>
              <HanafudaBack />
              <span class="badge" aria-hidden="true">
                {v.stockCount}
              </span>
            </span>
          )}
          {v.drawn && <HanaCard id={v.drawn} game={game} labels={labels} fresh />}
        </div>
        <div class="field" role="group" aria-label={w.fieldCards(count)}>
          {v.field.map((pile) =>
            pile.cards.length > 1 ? (
              <span
                class="stack-pile"
                key={pile.cards.join()}
                role="group"
                aria-label={w.stackOf(pile.cards.length, monthWord(monthOf(pile.cards[0]!)))}
              >
                {pile.cards.map(card)}
              </span>
            ) : (
              card(pile.cards[0]!)
            ),
          )}
          {count === 0 && <span class="small">{w.fieldEmpty}</span>}
        </div>
      </div>
    </section>
  );
}

/** My hand, fanned to fit; cards I may play are buttons. */
export function HandZone({ hand, game, labels, hp }: { hand: string[]; game: string; labels: boolean; hp: HandPlay }) {
  return (
    <HandRows
      width={64}
      cards={hand.map((c) => (
        <HanaCard
          key={c}
          id={c}
          game={game}
          labels={labels}
          selected={hp.selected === c}
          {...(hp.canPlay(c)
            ? { onClick: () => hp.onHand(c) }
            : hp.explains
              ? { refused: true, onClick: (e: { currentTarget: Element }) => hp.whyHand(e, c) }
              : {})}
        />
      ))}
    />
  );
}

/** The prompt next to the hand: what to do now. */
export function TurnHint({
  hp,
  v,
  name,
  canDraw,
  onDraw,
  children,
}: {
  hp: HandPlay;
  v: HanaViewBase;
  name: (s: number) => string;
  canDraw: boolean;
  onDraw: () => void;
  children?: ComponentChildren;
}) {
  const w = words(hanaTableWords);
  if (!hp.myTurn) {
    return v.phase === 'round-over' || v.phase === 'match-over' || v.phase === 'dealer-draw' ? null : (
      <p class="small turn-hint" style={{ margin: 0, textAlign: 'center' }}>
        {w.playing(name(v.turn))}
      </p>
    );
  }
  const t = hp.selected ? hp.targetsOf(hp.selected) : undefined;
  return (
    <div class="actions">
      {v.phase === 'play' && !hp.selected && v.hand.length > 0 && (
        <p class="small" style={{ margin: 0 }}>
          {w.yourTurn}
        </p>
      )}
      {v.phase === 'play' && hp.selected && (
        <button type="button" class="btn primary" onClick={() => hp.playCard(hp.selected!)}>
          {!t || t.cards.length === 0 ? w.playToField : t.choose ? w.tapToTake : w.playCapture}
        </button>
      )}
      {canDraw && (
        <button type="button" class="btn primary" onClick={onDraw}>
          {w.draw}
        </button>
      )}
      {hp.choosing && <p style={{ margin: 0 }}>{w.choose}</p>}
      {children}
    </div>
  );
}

/**
 * One player's (or team's) captures and yaku, compact: the title, the counts per class and the
 * yaku in a line or two; the cards open on tap (`open` starts them shown). `highlight` marks cards
 * (e.g. taken this turn). `extra` joins the counts line; `below` goes under the chips.
 */
export function SideZone(p: {
  label: string;
  title: ComponentChildren;
  right?: ComponentChildren;
  cards: string[];
  yaku: Yaku[];
  game: string;
  labels: boolean;
  size?: number;
  owner: string;
  /** The side is the viewer's own ("your captures"). */
  mine?: boolean;
  highlight?: string[];
  open?: boolean;
  extra?: ComponentChildren;
  below?: ComponentChildren;
  chips?: ComponentChildren;
  classify?: (id: string) => CardClass;
}) {
  const [open, setOpen] = useState(p.open ?? false);
  const w = words(hanaTableWords);
  return (
    <section class="zone side" aria-label={p.label}>
      <div class="side-sum">
        <div class="side-text">
          <div class="zone-h">
            <span>{p.title}</span>
            <span class="muted">{p.right}</span>
          </div>
          <CapturePile
            cards={p.cards}
            game={p.game}
            labels={p.labels}
            owner={p.mine ? null : p.owner}
            size={p.size ?? 30}
            cardsHidden={!open}
            {...(p.highlight ? { highlight: p.highlight } : {})}
            {...(p.extra !== undefined ? { extra: p.extra } : {})}
            {...(p.classify ? { classify: p.classify } : {})}
          />
        </div>
        {p.cards.length > 0 && (
          <button
            type="button"
            class="side-toggle"
            aria-expanded={open}
            aria-label={w.captures(p.mine ? null : p.owner, open)}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
        )}
      </div>
      {(p.yaku.length > 0 || p.chips) && (
        <div class="yaku-chips">
          <YakuChips yaku={p.yaku} />
          {p.chips}
        </div>
      )}
      {p.below}
    </section>
  );
}

export function YakuChips({ yaku }: { yaku: Yaku[] }) {
  if (yaku.length === 0) return null;
  return (
    <>
      {yaku.map((y) => (
        <span class="chip" key={y.id}>
          {yakuWord(y.id)} {y.points}
        </span>
      ))}
    </>
  );
}

/** The first dealer draw, before round 1. */
export function DealerDrawPanel({
  draw,
  dealer,
  seats,
  game,
  labels,
  busy,
  onDeal,
}: {
  draw: DealerDraw | undefined;
  dealer: number;
  seats: SeatInfo[];
  game: string;
  labels: boolean;
  busy: boolean;
  onDeal: () => void;
}) {
  const w = words(hanaTableWords);
  return (
    <div class="overlay">
      <Prompt title={w.whoDeals}>
        <p style={{ marginTop: 0 }}>{w.dealDraw(!!draw?.highest)}</p>
        {draw?.rounds.map((round, k) => (
          <div class="row" key={k} style={{ marginBottom: '6px' }}>
            {round.map((d) => (
              <span key={d.card} class="stack" style={{ alignItems: 'center', gap: '2px' }}>
                <HanaCard id={d.card} game={game} labels={labels} />
                <span class="small">{seats[d.seat]?.name}</span>
              </span>
            ))}
          </div>
        ))}
        <p>
          <b>{w.deals(seats[draw?.dealer ?? dealer]?.name ?? '')}</b>
        </p>
        <button type="button" class="btn primary block" autoFocus disabled={busy} onClick={onDeal}>
          {w.dealCards}
        </button>
      </Prompt>
    </div>
  );
}

/**
 * The end of a round: the summary, each row's lines and score (a row's score is the sum of the
 * lines listed under it: see `lines.ts`), their piles, the next round.
 */
export function RoundOverPanel(p: {
  title: string;
  summary: string;
  /** One row per player or side; `cards` (its capture pile) may be left out when there are many rows. */
  rows: { key: string | number; name: string; score: number; lines: readonly ResultLine[]; cards?: string[] }[];
  lineName: (line: ResultLine) => string;
  /** Blocks between the rows and the footer line (e.g. Higo-Bana's victory points). */
  after?: ComponentChildren;
  footer: ComponentChildren;
  /** Blocks under the footer line (e.g. the match's rounds at the end of a match). */
  extra?: ComponentChildren;
  next?: { label: string; onClick: () => void; busy: boolean };
  game: string;
  labels: boolean;
  /** The game's class of a card for the piles (default the Japanese class). */
  classify?: (id: string) => CardClass;
}) {
  return (
    <div class="overlay">
      <Prompt title={p.title}>
        <p style={{ marginTop: 0 }}>{p.summary}</p>
        {p.rows.map((r) => (
          <div key={r.key} style={{ marginBottom: '8px' }}>
            <div class="spread">
              <b>{r.name}</b>
              <b>{fmtSigned(r.score)}</b>
            </div>
            {r.lines.length > 0 && (
              <table class="points-table">
                <tbody>
                  {r.lines.map((d, k) => (
                    <tr key={k}>
                      <td>{p.lineName(d)}</td>
                      <td class="n">{d.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {r.cards && (
              <CapturePile
                cards={r.cards}
                game={p.game}
                labels={p.labels}
                owner={r.name}
                size={24}
                {...(p.classify ? { classify: p.classify } : {})}
              />
            )}
          </div>
        ))}
        {p.after}
        <p>{p.footer}</p>
        {p.extra}
        {p.next && (
          <button type="button" class="btn primary block" disabled={p.next.busy} onClick={p.next.onClick} autoFocus>
            {p.next.label}
          </button>
        )}
      </Prompt>
    </div>
  );
}
