/**
 * The Go-Stop table for two or three players: opponents at the top (compact and expandable
 * with three), the field and stock in the middle, your captures and hand at the bottom.
 * Drag-free: tap a hand card, then a lit field card (or the card again) to play; tap the
 * stock to draw; bomb, shake and draw-only turns are buttons; go or stop in a prompt that
 * shows what is at stake. Also the Go-Stop yaku sheet for the rules page.
 */
import { YakuSheetView, type YakuExample } from './YakuSheet.tsx';
import type { TableProps } from '../../module.ts';
import { TableFrame } from '../../../table/frame.tsx';
import { Banner, Prompt, SeatStrip } from '../../../table/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import { goStopLineName, renderHanafudaEvent } from '../words.ts';
import { goStopRows } from '../lines.ts';
import { GROUPS, MONTH_NAMES, monthOf } from '../cards.ts';
import {
  goStopHandHint,
  gostopOptionsSpec,
  GOSTOP_DEFAULTS,
  type GoStopMove,
  type GoStopOptions,
  type GoStopView,
} from '../gostop.ts';
import {
  goScale,
  type GoStopDanger,
  type GoStopMultiplier,
  type GoStopPayment,
  type GoStopSettlement,
} from '../gostop-scoring.ts';
import { findYaku, goStopYakuCards, yakuName } from '../yaku.ts';
import { HanaCard } from './HanaCard.tsx';
import { DealerDrawPanel, FieldZone, HandZone, RoundOverPanel, SideZone, TurnHint, useHandPlay } from './parts.tsx';

const GAME = 'Go-Stop';

const MULTIPLIER_NAMES: Record<GoStopMultiplier['id'], string> = {
  'go-double': 'Three gos or more',
  shake: 'Shaken triplet',
  bomb: 'Bomb',
  'seven-animals': 'Seven animals',
  'after-draw': 'After a drawn round',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function GoStopTable(props: TableProps<GoStopView, GoStopMove>) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings } = props;
  const name = (s: number) => seats[s]?.name ?? `Player ${s + 1}`;
  const others = Array.from({ length: v.players - 1 }, (_, i) => (seat + 1 + i) % v.players);
  const hp = useHandPlay(v, legal, seat, props.busy, settings.hints, props.play, goStopHandHint);
  const canDraw = hp.myTurn && v.phase === 'draw';
  const draw = () => props.play({ type: 'draw' });
  const over = v.phase === 'round-over' || v.phase === 'match-over';
  const chips = [...others, seat].map((s) => ({ seat: s, total: v.totals[s] ?? 0, extra: <SeatNotes v={v} s={s} /> }));

  return (
    <div class={`felt gostop players-${v.players}`} data-busy={props.busy ? 'true' : 'false'}>
      <TableFrame
        label={`${GAME} table`}
        top={
          <>
            <SeatStrip seats={seats} chips={chips} turn={over ? [] : [v.turn]} dealer={v.dealer} me={seat} />
            <StatusLine v={v} />
            {others.map((o) => (
              <GoStopSide
                key={o}
                v={v}
                s={o}
                owner={name(o)}
                label={`${name(o)}'s side`}
                title={`${name(o)} · ${plural(v.handCounts[o]!, 'card')} in hand`}
                compact={v.players > 2}
                labels={settings.labels}
                hints={settings.hints}
              />
            ))}
          </>
        }
        middle={
          <>
            <FieldZone v={v} game={GAME} labels={settings.labels} hp={hp} canDraw={canDraw} onDraw={draw} />
            <PpukNote v={v} name={name} />
          </>
        }
        line={
          <Banner
            text={renderEvents(
              renderHanafudaEvent,
              v.events,
              seats.map((x) => x.name),
            )}
          />
        }
        prompt={
          <TurnHint hp={hp} v={v} name={name} canDraw={canDraw} onDraw={draw}>
            {hp.myTurn && v.phase === 'play' && <SpecialMoves v={v} legal={legal} play={props.play} />}
            {canDraw && v.drawsLeft > 1 && (
              <p class="small" style={{ margin: 0 }}>
                Bomb: draw {v.drawsLeft} cards, one after the other.
              </p>
            )}
          </TurnHint>
        }
        hand={
          <>
            <GoStopSide
              v={v}
              s={seat}
              owner="You"
              label="Your side"
              title="Your captures"
              compact={false}
              labels={settings.labels}
              hints={settings.hints}
            />
            <HandZone hand={v.hand} game={GAME} labels={settings.labels} hp={hp} />
          </>
        }
      />

      {hp.myTurn && v.phase === 'decide' && (
        <Decide v={v} seat={seat} name={name} play={props.play} busy={props.busy} />
      )}
      {hp.myTurn && v.phase === 'sake-cup' && v.sakeCupChoice && (
        <SakeCupChoice v={v} seat={seat} name={name} legal={legal} play={props.play} busy={props.busy} />
      )}
      {over && v.lastRound && (
        <RoundOverPanel
          title={v.phase === 'match-over' ? 'Match over' : `${v.lastRound.label}: round over`}
          summary={renderEvents(
            renderHanafudaEvent,
            v.lastRound.events,
            seats.map((x) => x.name),
          )}
          rows={goStopRows(v.lastRound).map((r) => ({
            key: r.key,
            name: name(r.seats[0]!),
            score: r.score,
            lines: r.lines,
            cards: v.captured[r.seats[0]!]!,
          }))}
          lineName={(line) =>
            goStopLineName(
              line,
              seats.map((x) => x.name),
            )
          }
          footer={<MatchLine v={v} name={name} />}
          game={GAME}
          labels={settings.labels}
          {...(legal.some((m) => m.type === 'next-round')
            ? {
                next: {
                  label: `Deal round ${v.round + 1}`,
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

/** Round, match length, stop minimum and the carried draw double. */
function StatusLine({ v }: { v: GoStopView }) {
  const parts = [
    v.target > 0 ? `Round ${v.round} · first to ${v.target}` : `Round ${v.round} of ${v.rounds}`,
    `stop at ${v.stopMinimum}`,
  ];
  if (v.drawMultiplier > 1) parts.push(`next win ×${v.drawMultiplier} (after a draw)`);
  if (v.redeals > 0) parts.push(`redealt ${v.redeals}×`);
  return <p class="status">{parts.join(' · ')}</p>;
}

/** Gos, shakes and bombs on a seat's chip. */
function SeatNotes({ v, s }: { v: GoStopView; s: number }) {
  const notes: string[] = [];
  if (v.gos[s]! > 0) notes.push(`go ×${v.gos[s]}`);
  const shakes = v.shaken.filter((x) => x.seat === s).length;
  if (shakes > 0) notes.push(`shook ${shakes}`);
  if (v.bombs[s]! > 0) notes.push(`bomb ${v.bombs[s]}`);
  if (v.drawOnly[s]! > 0) notes.push(`${v.drawOnly[s]} draw-only`);
  return notes.length ? <span class="small">{notes.join(' · ')}</span> : null;
}

const DANGER_WORDS: Record<GoStopDanger, string> = {
  'pi-bak': 'Pi-bak risk',
  'gwang-bak': 'Gwang-bak risk',
  'meong-bak': 'Meong-bak risk',
};

/** One seat's captures with Go-Stop counts, yaku, shown (shaken) cards and warnings: compact, the cards open on tap. */
function GoStopSide(p: {
  v: GoStopView;
  s: number;
  owner: string;
  label: string;
  title: string;
  compact: boolean;
  labels: boolean;
  hints: boolean;
}) {
  const { v, s } = p;
  const c = v.counts[s]!;
  const stop = v.stopNow[s];
  const shown = s === v.seat ? [] : v.shownInHand.filter((x) => x.seat === s);
  const warn = p.hints ? v.dangers[s]!.map((d) => DANGER_WORDS[d]) : [];
  const right =
    stop && s === v.seat
      ? `Stop now: +${stop.total}`
      : v.yakuTotals[s]! > 0
        ? `${plural(v.yakuTotals[s]!, 'point')}`
        : '';
  return (
    <SideZone
      label={p.label}
      title={p.title}
      right={right}
      cards={v.captured[s]!}
      yaku={v.yaku[s]!}
      game={GAME}
      labels={p.labels}
      owner={p.owner}
      size={p.compact ? 28 : s === v.seat ? 30 : 26}
      extra={
        <span>
          ({plural(c.chaffUnits, 'unit')}
          {c.sakeCup ? ' + cup' : ''})
        </span>
      }
      {...(warn.length > 0
        ? {
            chips: warn.map((w) => (
              <span class="chip hot" key={w}>
                {w}
              </span>
            )),
          }
        : {})}
      below={shown.map((x) => (
        <div class="row small" key={x.month} style={{ gap: '4px', alignItems: 'center', marginTop: '4px' }}>
          Shown (shaken):
          <span class="mini-row" style={{ '--w': '22px' } as never}>
            {x.cards.map((card) => (
              <HanaCard key={card} id={card} game={GAME} labels={false} class="mini" />
            ))}
          </span>
        </div>
      ))}
    />
  );
}

/** Ppuk stacks on the field and who made them. */
function PpukNote({ v, name }: { v: GoStopView; name: (s: number) => string }) {
  const ppuks = v.field.filter((p) => p.ppukBy !== undefined);
  if (ppuks.length === 0) return null;
  return (
    <p class="small" style={{ margin: 0, textAlign: 'center' }}>
      Ppuk: {ppuks.map((p) => `${MONTH_NAMES[monthOf(p.cards[0]!) - 1]} (${name(p.ppukBy!)})`).join(', ')} — the fourth
      card takes the stack.
    </p>
  );
}

/** Bomb, shake and draw-only buttons during the play phase. */
function SpecialMoves({ v, legal, play }: { v: GoStopView; legal: GoStopMove[]; play: (m: GoStopMove) => void }) {
  return (
    <>
      {legal.map((m) => {
        if (m.type === 'bomb')
          return (
            <button type="button" class="btn primary" key={`b${m.month}`} onClick={() => play(m)}>
              Bomb with your {v.hand.filter((c) => monthOf(c) === m.month).length === 2 ? 'two' : 'three'}{' '}
              {MONTH_NAMES[m.month - 1]} cards (×2)
            </button>
          );
        if (m.type === 'shake')
          return (
            <button type="button" class="btn" key={`s${m.month}`} onClick={() => play(m)}>
              Shake: show your three {MONTH_NAMES[m.month - 1]} cards (×2)
            </button>
          );
        if (m.type === 'draw-only')
          return (
            <button type="button" class={`btn${v.hand.length === 0 ? ' primary' : ''}`} key="d" onClick={() => play(m)}>
              Draw-only turn ({v.drawOnly[v.seat]} left)
            </button>
          );
        return null;
      })}
    </>
  );
}

/** What each opponent would pay, with its penalties. */
function PaymentLine({ p, name }: { p: GoStopPayment; name: (s: number) => string }) {
  const why = [
    p.piBak && 'pi-bak ×2',
    p.gwangBak && 'gwang-bak ×2',
    p.goBak &&
      p.coveredBy === undefined &&
      (p.covers !== undefined ? `go-bak: also pays ${name(p.covers)}'s share` : 'go-bak ×2'),
  ].filter(Boolean);
  return (
    <tr>
      <td>
        {name(p.seat)} pays
        {why.length > 0 && <span class="small"> ({why.join(', ')})</span>}
        {p.coveredBy !== undefined && <span class="small"> (paid by {name(p.coveredBy)})</span>}
      </td>
      <td class="n">{p.amount}</td>
    </tr>
  );
}

/** The score worked out line by line: yaku, go bonus, each double. */
function ScoreLines({ s }: { s: GoStopSettlement }) {
  return (
    <>
      {s.goBonus > 0 && (
        <tr>
          <td>Go bonus</td>
          <td class="n">+{s.goBonus}</td>
        </tr>
      )}
      {s.multipliers.map((m) => (
        <tr key={m.id}>
          <td>{MULTIPLIER_NAMES[m.id]}</td>
          <td class="n">×{m.factor}</td>
        </tr>
      ))}
      <tr>
        <td>
          <b>Score</b>
        </td>
        <td class="n">
          <b>{s.score}</b>
        </td>
      </tr>
    </>
  );
}

function Decide({
  v,
  seat,
  name,
  play,
  busy,
}: {
  v: GoStopView;
  seat: number;
  name: (s: number) => string;
  play: (m: GoStopMove) => void;
  busy: boolean;
}) {
  const s = v.stopNow[seat]!;
  const nextGo = v.gos[seat]! + 1;
  const risk = v.players === 2 ? 'you pay double (go-bak)' : "you pay your share and the other player's (go-bak)";
  return (
    <div class="overlay">
      <Prompt title="Go or stop?">
        <table class="points-table">
          <tbody>
            {s.yaku.map((y) => (
              <tr key={y.id}>
                <td>
                  {yakuName(y.id)}
                  <span class="mini-row" style={{ '--w': '22px', marginTop: '2px' } as never}>
                    {goStopYakuCards(y.id, v.captured[seat]!, s.sakeCup).map((c) => (
                      <HanaCard key={c} id={c} game={GAME} labels={false} class="mini" />
                    ))}
                  </span>
                </td>
                <td class="n">{y.points}</td>
              </tr>
            ))}
            <ScoreLines s={s} />
            {s.payments.map((p) => (
              <PaymentLine key={p.seat} p={p} name={name} />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>You collect</td>
              <td class="n">{s.total}</td>
            </tr>
          </tfoot>
        </table>
        <p class="small">
          Go and play on: {goPromptText(v.options, nextGo)}. But if another player stops before you, {risk}.{' '}
          {plural(v.handCounts[seat]!, 'card')} left in your hand.
        </p>
        <div class="grid2">
          <button type="button" class="btn" disabled={busy} onClick={() => play({ type: 'go' })}>
            Go ({nextGo === 1 ? 'first' : `${nextGo}`} go)
          </button>
          <button type="button" class="btn primary" disabled={busy} onClick={() => play({ type: 'stop' })} autoFocus>
            Stop: +{s.total}
          </button>
        </div>
      </Prompt>
    </div>
  );
}

/**
 * The sake cup's owner says how it counts before the stop is scored (option sake_cup 'owner';
 * rulings G23): what the stop pays each way, one button for each.
 */
function SakeCupChoice({
  v,
  seat,
  name,
  legal,
  play,
  busy,
}: {
  v: GoStopView;
  seat: number;
  name: (s: number) => string;
  legal: GoStopMove[];
  play: (m: GoStopMove) => void;
  busy: boolean;
}) {
  const c = v.sakeCupChoice!;
  const can = (as: 'animal' | 'chaff') => legal.some((m) => m.type === 'sake-cup' && m.as === as);
  const mine = (s: GoStopSettlement) =>
    s.winner === seat ? `you collect ${s.total}` : `you pay ${s.payments.find((p) => p.seat === seat)?.amount ?? 0}`;
  const who = c.stopper === seat ? 'You stopped' : `${name(c.stopper)} stopped`;
  return (
    <div class="overlay">
      <Prompt title="Your sake cup">
        <p style={{ marginTop: 0 }}>
          {who}. The sake cup (September's animal) counts as one animal or as two chaff: you choose.
        </p>
        <div class="row" style={{ justifyContent: 'center' }}>
          <HanaCard id="sep-animal" game={GAME} labels={false} />
        </div>
        <div class="grid2">
          <button
            type="button"
            class="btn"
            disabled={busy || !can('animal')}
            onClick={() => play({ type: 'sake-cup', as: 'animal' })}
          >
            An animal: {mine(c.animal)}
          </button>
          <button
            type="button"
            class="btn"
            disabled={busy || !can('chaff')}
            onClick={() => play({ type: 'sake-cup', as: 'chaff' })}
          >
            Double chaff: {mine(c.chaff)}
          </button>
        </div>
      </Prompt>
    </div>
  );
}

/** What the next go pays under the match's go scale (the engine's `goScale`). */
function goPromptText(options: GoStopView['options'], nextGo: number): string {
  const go = goScale(options, nextGo);
  if (options.go_scale === 'plus-two-then-double') {
    const adds = go.bonus - goScale(options, nextGo - 1).bonus;
    const plus = adds > 0 ? '+1 point for this go (none after the second)' : 'this go adds no points';
    return go.factor > 1
      ? `${plus}, and go ${nextGo} doubles your score ×${go.factor}`
      : `${plus}, doubling from the third go`;
  }
  const plus = go.bonus > 0 ? '+1 point per go' : 'a go adds no points';
  return go.factor > 1
    ? `${plus}, and go ${nextGo} doubles your score ×${go.factor}`
    : `${plus}, doubling from the third go`;
}

function MatchLine({ v, name }: { v: GoStopView; name: (s: number) => string }) {
  const best = Math.max(...v.totals);
  const leaders = v.totals.flatMap((t, s) => (t === best ? [s] : []));
  return (
    <>
      Match: {v.totals.map((t, s) => `${name(s)} ${t}`).join(' · ')}
      {v.phase === 'match-over' &&
        (leaders.length > 1 ? ` — a tie between ${leaders.map(name).join(' and ')}!` : ` — ${name(leaders[0]!)} wins!`)}
    </>
  );
}

// ---------------------------------------------------------------- the yaku sheet (rules page)

const EXAMPLES: YakuExample[] = [
  { id: 'five-lights', cards: [...GROUPS.brights], text: 'All five brights.' },
  {
    id: 'four-lights',
    cards: ['jan-bright', 'mar-bright', 'aug-bright', 'nov-bright'],
    text: 'Any four brights, the Rain Man or not.',
  },
  {
    id: 'three-lights',
    cards: ['jan-bright', 'mar-bright', 'dec-bright'],
    text: 'Three brights without the Rain Man.',
  },
  {
    id: 'rain-three-lights',
    cards: ['nov-bright', 'jan-bright', 'aug-bright'],
    text: 'The Rain Man and two other brights.',
  },
  { id: 'five-birds', cards: [...GROUPS.godoriBirds], text: 'Bush warbler, cuckoo and geese: five birds.' },
  { id: 'boar-deer-butterfly', cards: [...GROUPS.boarDeerButterfly], text: 'Boar, deer and butterflies.' },
  { id: 'red-poems', cards: [...GROUPS.poetryRibbons], text: 'The three red ribbons with poems.' },
  { id: 'blue-poems', cards: [...GROUPS.blueRibbons], text: 'The three blue ribbons.' },
  {
    id: 'grass-ribbons',
    cards: [...GROUPS.grassRibbons],
    text: "The plain red ribbons of April, May and July (never November's).",
  },
  {
    id: 'animals',
    cards: ['feb-animal', 'may-animal', 'jun-animal', 'nov-animal', 'sep-animal'],
    text: 'Any five animals (the sake cup may count); +1 per further animal.',
  },
  {
    id: 'ribbons',
    cards: ['jan-ribbon', 'apr-ribbon', 'jun-ribbon', 'jul-ribbon', 'nov-ribbon'],
    text: 'Any five ribbons; +1 per further ribbon.',
  },
  {
    id: 'dregs',
    cards: [
      'jan-chaff-1',
      'feb-chaff-1',
      'mar-chaff-1',
      'apr-chaff-1',
      'may-chaff-1',
      'jun-chaff-1',
      'jul-chaff-1',
      'nov-chaff-1',
      'dec-chaff-1',
    ],
    text: 'Ten chaff units (the Lightning and the coloured Paulownia count 2); +1 per further unit.',
  },
];

/** Each Go-Stop yaku with card pictures and its points under a chosen preset. */
export function GoStopYakuSheet({ options, preset }: { options: Record<string, unknown>; preset?: string }) {
  return (
    <YakuSheetView<GoStopOptions>
      game={GAME}
      examples={EXAMPLES}
      spec={gostopOptionsSpec}
      defaults={GOSTOP_DEFAULTS}
      initial={options}
      active={preset}
      points={(ex, o) =>
        findYaku('gostop', [...ex.cards], { bdb: o.bdb, rain_four_lights: o.rain_four_lights }).find(
          (x) => x.id === ex.id,
        )?.points ?? null
      }
      note={(o) =>
        `Light yaku do not add up: only the best of them counts. Everything else adds up. Stop at ${o.stop_minimum_2p} points with two players, 3 with three.`
      }
    />
  );
}
