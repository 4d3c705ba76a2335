/**
 * The Career Poker table, built in TableFrame: players with hand / strategic-hand sizes, gold
 * and cuts on top; the Progress card (direction), the Assistant indicator (Normal/Revolution +
 * Back), energy, gold supply and set-aside 8s always visible; the trick or the Millionaire set
 * in the middle with the strength strip and binding chips; the dock holds the last move, the
 * dialogs (direction, lead attribute, cut, keep-or-give, the Millionaire play builder) and the
 * two hand zones, kept apart: the initial hand and the strategic hand.
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TableProps } from '../../module.ts';
import { TableFrame } from '../../../table/frame.tsx';
import { CardButton, HandRows, Prompt, RoundTable, SeatStrip } from '../../../table/parts.tsx';
import { renderEvents } from '../../../engine/events.ts';
import {
  builderLights,
  canonicalPlay,
  type CareerPokerMove,
  type CareerPokerPlay,
  type CareerPokerView,
} from '../career-poker.ts';
import { sameData } from '../../../engine/deck.ts';
import {
  cardId,
  COLOURS,
  face,
  modifiedFace,
  judgeMillionairePlay,
  ladder,
  MARKS,
  stepNumber,
  teamScores,
  trickReversed,
  type Colour,
  type GoldMod,
  type Mark,
} from '../rules.ts';
import { renderCareerPokerRefusal } from '../render.ts';
import { cpWords, renderCpEvent } from '../family.words.ts';
import { words } from '../../../i18n/current.ts';
import { gameName } from '../../catalog.words.ts';
import { careerPokerTableWords } from './table.words.ts';
import type { CareerPokerRefusal } from '../rules.ts';
import { careerPokerRows } from '../lines.ts';
import { CareerPokerFace } from '../art/index.tsx';
import { useWhyNot, type WhyNot } from '../../../table/whynot.tsx';
import { standingNow } from '../progress.ts';
import { careerPokerLearnWords } from '../learn.words.ts';
import './cp.css';

const key = (m: CareerPokerMove) =>
  m.type === 'play'
    ? `play|${m.cards.slice().sort().join(',')}|${Object.keys(m.gold)
        .sort()
        .map((c) => `${c}=${m.gold[c]!.colour ?? ''}/${m.gold[c]!.mark ?? ''}/${m.gold[c]!.n ?? ''}`)
        .join(',')}|${m.cut}`
    : JSON.stringify(m);

function Card({
  id,
  labels,
  onClick,
  selected,
  target,
  dim,
  refused,
  small,
  changed,
  badge,
}: {
  id: string;
  labels: boolean;
  onClick?: (e: MouseEvent & { currentTarget: HTMLButtonElement }) => void;
  selected?: boolean;
  target?: boolean;
  dim?: boolean;
  /** Not playable now: dimmed, still tappable (the tap says why, issue 28 §2). */
  refused?: boolean;
  small?: boolean;
  changed?: boolean;
  badge?: string;
}) {
  const real = id.replace('~g', '');
  const w = words(careerPokerTableWords);
  return (
    <CardButton
      cardId={id}
      name={`${cpFaceName(real)}${changed || id.endsWith('~g') ? w.changedWithGold : ''}${badge === 'G' ? w.goldBadge : ''}`}
      face={
        <CareerPokerFace
          id={real}
          label={labels}
          changed={changed || id.endsWith('~g')}
          printed={{ rule: w.printedRule, label: w.printedLabel(face(real).colour, face(real).mark) }}
        />
      }
      {...(onClick ? { onClick } : {})}
      {...(selected ? { selected } : {})}
      {...(target ? { target } : {})}
      {...(dim ? { dim } : {})}
      {...(refused ? { refused } : {})}
      {...(small ? { class: 'mini' } : {})}
      {...(badge ? { badge } : {})}
    />
  );
}

/** A card as its face prints it, in the current language: "8 (cut) Red Snake". */
export function cpFaceName(id: string): string {
  const w = words(careerPokerTableWords);
  const f = face(id);
  return w.faceName(f.n, w.saidRule[f.n], w.colours[f.colour]!, w.marks[f.mark]!);
}

/** The effective strength order now, strongest first. */
function strengthStrip(reversed: boolean): string {
  const order = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2];
  const strong = reversed ? order : order.slice().reverse();
  return strong.join(' › ');
}

export function CareerPokerTable(props: TableProps<CareerPokerView, CareerPokerMove>) {
  const v = props.view;
  const legal = props.legal;
  const { seats, seat, settings } = props;
  const labels = settings.labels;
  const w = words(careerPokerTableWords);
  const cw = cpWords();
  const COLOUR_NAMES = w.colours;
  const MARK_NAMES = w.marks;
  const cardName = (id: string) => cw.cardName(id);
  const name = (s: number) => seats[s]?.name ?? w.seat(s + 1);
  const names = seats.map((s) => s.name);
  const myTurn = legal.length > 0 && !props.busy;
  const over = v.phase === 'round-over' || v.phase === 'match-over';
  const play = (m: CareerPokerMove) => props.play(m);
  const [leadCard, setLeadCard] = useState<string | null>(null);
  const why = useWhyNot();
  const [standingOpen, setStandingOpen] = useState(false);
  const lw = words(careerPokerLearnWords);
  // where each player stands in the Millionaire phase (issue 28 §3): computed by `progress.ts`
  const st = v.millionaire && !over ? standingNow(v) : null;
  const reversed = v.mill.revolution !== v.mill.back;
  const line = renderEvents(renderCpEvent, v.events, names);

  // The seat counts: letters with one legend (H only in the trick phase: every initial hand is
  // empty in the Millionaire phase); each unit stays whole, the units wrap inside a narrow chip.
  const team = (s: number) => (s % 2 === 0 ? 'A' : 'B');
  const chips = seats.map((_, s) => ({
    seat: s,
    total: v.totals[s] ?? 0,
    extra: (
      <span class="cp-seat-x">
        <span aria-hidden="true">
          {!v.millionaire && (
            <span class="u">
              {w.letters.H}
              {v.handCounts[s]}
            </span>
          )}{' '}
          <span class="u">
            {w.letters.S}
            {v.strategicCounts[s]}
          </span>{' '}
          <span class="u">
            {w.letters.G}
            {v.gold[s]}
          </span>
          {v.cutUsed[s] ? <span class="u"> ✂</span> : null}
          {v.options.mode === 'team' ? <span class="u"> {w.team(team(s))}</span> : null}
        </span>
        {/* a span cannot carry an aria-label (axe: aria-prohibited-attr): the words are hidden text */}
        <span class="visually-hidden">
          {w.chipWords(
            !v.millionaire ? (v.handCounts[s] ?? 0) : null,
            v.strategicCounts[s] ?? 0,
            v.gold[s] ?? 0,
            !!v.cutUsed[s],
            v.options.mode === 'team' ? w.team(team(s)) : null,
          )}
        </span>
      </span>
    ),
  }));
  // what the letters in the seat chips mean (screen readers hear the words in each chip instead)
  const legend = (
    <span class="cp-legend" aria-hidden="true">
      {!v.millionaire && <span class="u">{w.legendH}</span>} <span class="u">{w.legendS}</span>{' '}
      <span class="u">{w.legendG}</span>
      {v.cutUsed.some(Boolean) && <span class="u">{w.legendCut}</span>}
      {v.options.mode === 'team' && <span class="u">{w.legendTeam}</span>}
    </span>
  );

  const indicators = (
    <div class="cp-ind" role="group" aria-label={w.tableState}>
      <span class="chip">
        <span class="visually-hidden">{w.progressCard}</span>
        {v.direction === 'cw' ? w.clockwise : w.counterClockwise}
      </span>
      <span class={`chip${v.mill.revolution ? ' hot' : ''}`}>{v.mill.revolution ? w.revolution : w.normal}</span>
      {v.mill.back && <span class="chip hot">{w.back}</span>}
      <span class="chip">{w.energy(v.energy)}</span>
      <span class="chip">{w.goldSupply(v.goldSupply)}</span>
      {v.cutAside.length > 0 && <span class="chip">{w.cutAside(v.cutAside.length)}</span>}
      <span class="chip">{w.round(v.round, v.rounds)}</span>
      {st && (
        <button
          type="button"
          class="btn small cp-stand-btn"
          aria-expanded={standingOpen}
          aria-controls="cp-standing"
          data-testid="cp-standing-button"
          onClick={() => setStandingOpen(!standingOpen)}
        >
          <span class="visually-hidden">{lw.standingHidden}</span>
          {lw.standingButton(st.place[seat] ?? 0, st.outNow[seat] ?? 0)}
        </button>
      )}
      {legend}
    </div>
  );

  const top = (
    <>
      <SeatStrip seats={seats} chips={chips} turn={over ? [] : v.actors} me={seat} wrap={seats.length > 3} />
      {indicators}
    </>
  );

  // ---------------------------------------------------------------- middle
  let middle: JSX.Element;
  if (over && v.lastRound) {
    middle = (
      <section class="zone" aria-label={w.roundResult}>
        <div class="zone-h">
          <span>{w.roundResultOf(v.round)}</span>
        </div>
        <RoundTable
          rows={careerPokerRows(v.lastRound)}
          rowName={(r) => cw.rowName(r, names)}
          lineName={(l) => cw.lineName(l, names)}
        />
        <p class="small">{renderEvents(renderCpEvent, v.lastRound.events, names)}</p>
        {v.options.mode === 'team' && (
          <p>
            <b>{w.teamTotals}</b> {name(0)} & {name(2)} {teamScores(v.totals).team02} · {name(1)} & {name(3)}{' '}
            {teamScores(v.totals).team13}
          </p>
        )}
      </section>
    );
  } else if (!v.millionaire) {
    const leadWords = (l: NonNullable<typeof v.lead>) =>
      l.type === 'colour' ? COLOUR_NAMES[l.value as Colour] : MARK_NAMES[l.value as Mark];
    const last = v.lastTrick;
    // Between two tricks (the leader turning the Progress card, naming the lead) the finished
    // trick stays in view, headed as the last trick; the next trick's number moves aside.
    const showLast = !v.plays.length && !v.placements.length && last !== null;
    const wonBy = last ? w.wonBy(name(last.winner), !!last.cut) : '';
    const trickCards = (plays: { player: number; card: string }[], winner?: number) =>
      plays.map((p) => (
        <figure class={`cp-play${p.player === winner ? ' won' : ''}`} key={p.card}>
          <Card id={p.card} labels={labels} />
          <figcaption>{name(p.player)}</figcaption>
        </figure>
      ));
    middle = (
      <section class="zone cp-trick" aria-label={w.trick}>
        {showLast ? (
          <div class="zone-h">
            <span>{w.lastTrick(wonBy)}</span>
            <span class="muted">{w.trickNext(v.trickNo)}</span>
          </div>
        ) : (
          <div class="zone-h">
            <span>
              {w.trickOf(v.trickNo)}
              {v.lead ? w.lead(leadWords(v.lead) ?? '') : ''}
              {v.placements.length > 0 && last ? ` · ${wonBy}` : ''}
            </span>
            {!v.placements.length && <span class="muted">{trickReversed(v.plays) ? w.backLowWins : w.highWins}</span>}
          </div>
        )}
        {(v.plays.length > 0 || showLast || v.cutAside.length > 0) && (
          <div class="card-row center">
            {showLast ? trickCards(last!.plays, last!.winner) : trickCards(v.plays)}
            {/* the cut 8s set aside, small, at the end of the same row */}
            {v.cutAside.length > 0 && (
              <figure class="cp-play cp-aside" role="group" aria-label={w.cutAsideAria}>
                <div class="card-row tight">
                  {v.cutAside.map((c) => (
                    <Card key={c} id={c} labels={false} small />
                  ))}
                </div>
                <figcaption>{w.setAside}</figcaption>
              </figure>
            )}
          </div>
        )}
        {v.placements.length > 0 && (
          <>
            <div class="zone-h">
              <span>{w.offLead}</span>
            </div>
            <div class="card-row center">{trickCards(v.placements)}</div>
          </>
        )}
      </section>
    );
  } else {
    const b = v.mill.binding;
    const top = v.mill.top;
    const standingPanel =
      st && standingOpen ? (
        <div class="cp-standing" id="cp-standing" role="group" aria-label={lw.standingTitle}>
          <div class="zone-h">
            <span>{lw.standingTitle}</span>
            <button
              type="button"
              class="btn small"
              aria-label={lw.closeStanding}
              onClick={() => setStandingOpen(false)}
            >
              ×
            </button>
          </div>
          <table>
            <thead>
              <tr>
                <th scope="col">{lw.colPlayer}</th>
                <th scope="col">{lw.colCards}</th>
                <th scope="col">{lw.colGold}</th>
                <th scope="col">{lw.colNow}</th>
                <th scope="col">{lw.colOut}</th>
              </tr>
            </thead>
            <tbody>
              {st.ranking.map((s) => (
                <tr key={s} class={s === seat ? 'me' : undefined}>
                  <th scope="row">{name(s)}</th>
                  <td>{v.strategicCounts[s]}</td>
                  <td>{v.gold[s]}</td>
                  <td>{lw.nowCell(st.place[s]!, st.points[s]!)}</td>
                  <td>{lw.signed(st.outNow[s]!)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p class="small">{lw.standingNote(st.row[0]!)}</p>
          <p class="small">{lw.energyNote(v.energy)}</p>
        </div>
      ) : null;
    middle = (
      <section class="zone cp-mill" aria-label={w.millTrick}>
        {standingPanel}
        <div class="zone-h">
          <span>{top ? w.toBeat(top.length, name(v.mill.lastPlayer)) : w.millLeads(name(v.leader))}</span>
          <span class="muted">{w.inTrick(v.mill.trickCards.length)}</span>
        </div>
        <div class="cp-mill-body">
          {top && (
            <div class="card-row tight cp-top">
              {top.map((c, i) => (
                <Card key={`${c}-${i}`} id={c} labels={labels} />
              ))}
            </div>
          )}
          <div class="cp-mill-info">
            <p class="cp-strip" role="group" aria-label={w.strengthAria}>
              <b>{w.strength}</b> {strengthStrip(reversed)}
            </p>
            {(b.colour || b.mark) && (
              <p class="cp-bind">
                <span>{w.boundTo}</span>
                {b.colour?.map((c, i) => (
                  <span key={`c${i}`} class="chip hot">
                    {COLOUR_NAMES[c]}
                  </span>
                ))}
                {b.mark?.map((m, i) => (
                  <span key={`m${i}`} class="chip hot">
                    {MARK_NAMES[m]}
                  </span>
                ))}
              </p>
            )}
          </div>
        </div>
      </section>
    );
  }

  // ---------------------------------------------------------------- prompts
  let prompt = null;
  if (myTurn) {
    if (v.phase === 'direction' || v.phase === 'm-direction') {
      prompt = (
        <Prompt title={w.directionTitle}>
          <p class="small">{w.directionHelp}</p>
          <div class="grid2">
            <button type="button" class="btn" onClick={() => play({ type: 'direction', dir: 'cw' })}>
              {w.cwNext(name((seat + 1) % v.players))}
            </button>
            <button type="button" class="btn" onClick={() => play({ type: 'direction', dir: 'ccw' })}>
              {w.ccwNext(name((seat + v.players - 1) % v.players))}
            </button>
          </div>
        </Prompt>
      );
    } else if (v.phase === 'lead' && leadCard) {
      const f = face(leadCard);
      prompt = (
        <Prompt title={w.nameLead}>
          <p class="small">{w.leadHelp(cardName(leadCard))}</p>
          <div class="grid2">
            <button
              type="button"
              class="btn primary"
              onClick={() => {
                setLeadCard(null);
                play({ type: 'lead', card: leadCard, attr: { type: 'colour', value: f.colour } });
              }}
            >
              {w.colourIs(COLOUR_NAMES[f.colour]!)}
            </button>
            <button
              type="button"
              class="btn primary"
              onClick={() => {
                setLeadCard(null);
                play({ type: 'lead', card: leadCard, attr: { type: 'mark', value: f.mark } });
              }}
            >
              {w.animalIs(MARK_NAMES[f.mark]!)}
            </button>
          </div>
          <button type="button" class="btn" onClick={() => setLeadCard(null)}>
            {w.another}
          </button>
        </Prompt>
      );
    } else if (v.phase === 'lead') {
      prompt = <p class="cp-hint">{w.yourLead}</p>;
    } else if (v.phase === 'follow') {
      // one short line: the cards you may play are lit (the others dimmed)
      prompt = (
        <p class="cp-hint">
          {w.yourTurnFollow(
            v.lead
              ? v.lead.type === 'colour'
                ? COLOUR_NAMES[v.lead.value as Colour]!
                : MARK_NAMES[v.lead.value as Mark]!
              : null,
          )}
        </p>
      );
    } else if (v.phase === 'cut') {
      prompt = (
        <Prompt title={w.cutTitle}>
          <p class="small">{w.cutHelp}</p>
          <div class="grid2">
            <button type="button" class="btn primary" onClick={() => play({ type: 'cut', cut: true })}>
              {w.cut}
            </button>
            <button type="button" class="btn" onClick={() => play({ type: 'cut', cut: false })}>
              {w.dontCut}
            </button>
          </div>
        </Prompt>
      );
    } else if (v.phase === 'place') {
      const p = v.placements[0]!;
      prompt = (
        <Prompt title={w.keepOrGive(cardName(p.card))}>
          <p class="small">{w.offLeadHelp}</p>
          <div class="cp-give">
            {legal.map((m) =>
              m.type === 'place' ? (
                <button
                  key={m.to}
                  type="button"
                  class={`btn${m.to === p.player ? ' primary' : ''}`}
                  onClick={() => play(m)}
                >
                  {m.to === p.player ? (m.to === seat ? w.keepIt : w.backTo(name(m.to))) : w.giveTo(name(m.to))}
                </button>
              ) : null,
            )}
          </div>
        </Prompt>
      );
    } else if (v.phase === 'round-over') {
      prompt = (
        <button type="button" class="btn primary block" onClick={() => play({ type: 'next-round' })}>
          {w.nextRound}
        </button>
      );
    }
  } else if (!over && !props.busy && v.actors.length === 1) {
    prompt = <p class="cp-hint">{w.waitingFor(name(v.actors[0]!))}</p>;
  }

  const builder =
    myTurn && v.phase === 'm-play' ? (
      <PlayBuilder
        v={v}
        legal={legal}
        play={play}
        labels={labels}
        hints={settings.hints}
        why={why}
        whyNot={props.whyNot}
      />
    ) : null;

  // ---------------------------------------------------------------- hands
  const leadable = new Set(legal.flatMap((m) => (m.type === 'lead' ? [m.card] : m.type === 'follow' ? [m.card] : [])));
  // On my turn in the trick phase a card that cannot be played now (not following the lead, or the
  // turn asks for a direction, a cut or a keep-or-give first) is refused: its tap says why.
  const refusedNow = myTurn && !v.millionaire && !over;
  const initialCards = v.hand.map((c) => (
    <Card
      key={c}
      id={c}
      labels={labels}
      {...(myTurn && leadable.has(c)
        ? {
            onClick: () => (v.phase === 'lead' ? setLeadCard(c) : play({ type: 'follow', card: c })),
            target: settings.hints,
          }
        : refusedNow
          ? {
              refused: true,
              onClick: (e) =>
                why.show(
                  e.currentTarget,
                  props.whyNot?.(
                    v.phase === 'lead'
                      ? { type: 'lead', card: c, attr: { type: 'colour', value: face(c).colour } }
                      : { type: 'follow', card: c },
                  ),
                ),
            }
          : {})}
      {...(leadCard === c ? { selected: true } : {})}
    />
  ));
  // a word on the phase only: nothing here invites a play (the builder does, on my turn)
  const strategicNote = over
    ? v.phase === 'match-over'
      ? w.leftMatch
      : w.leftRound
    : v.millionaire
      ? w.millPhase
      : v.strategic.length === 0
        ? w.forMill
        : '';
  const hand = (
    <div class="cp-hands">
      {!v.millionaire && !over && (
        <div class="cp-zone cp-initial">
          <div class="zone-h">
            <span>{w.initialHand}</span>
            <span class="muted">{w.trickPhase(v.hand.length)}</span>
          </div>
          <HandRows cards={initialCards} width={56} label={w.yourInitial} />
        </div>
      )}
      {!builder && (
        <div class="cp-zone cp-strategic">
          <div class="zone-h">
            <span>{w.strategicN(v.strategic.length)}</span>
            {strategicNote && <span class="muted">{strategicNote}</span>}
          </div>
          {/* whole during the Millionaire phase; folded in the trick phase and at the end (the result needs the room) */}
          {v.millionaire && !over ? (
            <HandRows
              cards={v.strategic.map((c) => <Card key={c} id={c} labels={labels} />)}
              width={56}
              label={w.yourStrategic}
            />
          ) : v.strategic.length === 0 ? null : (
            <details>
              <summary class="small">{w.lookAtIt}</summary>
              <div class="mini-row" role="group" aria-label={w.yourStrategic}>
                {v.strategic.map((c) => (
                  <Card key={c} id={c} labels={false} small />
                ))}
              </div>
            </details>
          )}
        </div>
      )}
      {builder}
    </div>
  );

  return (
    <div class="felt cp" data-busy={props.busy ? 'true' : 'false'}>
      <TableFrame
        label={w.tableLabel(gameName('career-poker'))}
        top={top}
        middle={middle}
        line={
          <span role="status" aria-live="polite">
            {line}
          </span>
        }
        prompt={prompt}
        hand={hand}
      />
      {why.note}
    </div>
  );
}

/**
 * The play a tap on a refused card of the play builder would start, to ask the engine why not
 * (issue 28 §2): with cards of its number chosen, those and it; else it with the other cards of its
 * number in hand, as many as the set on the table holds (alone when leading). Without gold: a card
 * that only plays with gold is lit, not refused.
 */
export function whyNotPlay(
  hand: readonly string[],
  chosen: readonly string[],
  card: string,
  top: readonly string[] | null,
): CareerPokerPlay {
  const n = face(card).n;
  if (chosen.length) return { type: 'play', cards: [...chosen, card], gold: {}, cut: false };
  const size = top ? top.length : 1;
  const same = hand.filter((c) => c !== card && face(c).n === n).slice(0, size - 1);
  return { type: 'play', cards: [card, ...same], gold: {}, cut: false };
}

/** A gold change with the fields that change nothing left out. */
function cleanMod(card: string, m: GoldMod | undefined): GoldMod {
  const f = face(card);
  const out: GoldMod = {};
  if (m?.colour !== undefined && m.colour !== f.colour) out.colour = m.colour;
  if (m?.mark !== undefined && m.mark !== f.mark) out.mark = m.mark;
  if (m?.n !== undefined && m.n !== f.n) out.n = m.n;
  return out;
}

/** "13 → 2, Blue" for a card's gold changes. */
function modWords(card: string, m: GoldMod): string {
  const w = words(careerPokerTableWords);
  const COLOUR_NAMES = w.colours;
  const MARK_NAMES = w.marks;
  const f = face(card);
  const parts: string[] = [];
  if (m.n !== undefined) parts.push(`${f.n} → ${m.n}`);
  if (m.colour) parts.push(`${COLOUR_NAMES[f.colour]} → ${COLOUR_NAMES[m.colour]}`);
  if (m.mark) parts.push(`${MARK_NAMES[f.mark]} → ${MARK_NAMES[m.mark]}`);
  return parts.join(', ');
}

/** The gold changes of the cards chosen, with the fields that change nothing left out. */
function goldOf(sel: readonly string[], mods: Record<string, GoldMod>): Record<string, GoldMod> {
  const gold: Record<string, GoldMod> = {};
  for (const c of sel) {
    const m = cleanMod(c, mods[c]);
    if (Object.keys(m).length) gold[c] = m;
  }
  return gold;
}

/**
 * The gold changes as the game places them (ruling CP-17, `canonicalPlay`): when the cards chosen
 * show one set, the changed cards take its colours and animals the game's way (which changed card
 * shows which colour makes no difference to any rule), so the builder shows what Play will play.
 * Otherwise (mixed numbers, a change the game refuses) the changes stay as made.
 */
function placedMods(
  sel: readonly string[],
  mods: Record<string, GoldMod>,
  top: readonly string[] | null,
): Record<string, GoldMod> {
  if (sel.length === 0) return mods;
  const c = canonicalPlay({ type: 'play', cards: sel.slice(), gold: goldOf(sel, mods), cut: false }, top);
  if (!('move' in c)) return mods;
  const shown = c.move.cards.map((card) => modifiedFace(card, c.move.gold[card]));
  if (shown.some((f) => f.n !== shown[0]!.n)) return mods;
  return Object.fromEntries(sel.map((card) => [card, c.move.gold[card] ?? {}]));
}

/**
 * The Millionaire play builder: pick cards, add gold changes (colour, animal, number) to any of
 * them, leading or following, see the cost or the reason for refusing before confirming (the
 * kernel's, or ruling CP-17's); Play sends the legal move that is this play (`canonicalPlay`:
 * cards in hand order, gold placed the game's way), so what the table submits is always listed.
 * For the cards picked it also offers the engine's listed gold plays as one-tap suggestions
 * (cheapest first; when leading, none that only weakens the cards). With hints on, the cards that
 * can start or extend a legal play light (from the legal moves, see `builderLights`; a G marks
 * those that play only with gold) and the others dim. Play and Pass sit in a bar pinned to the
 * bottom of the dock, so they stay in view when the dock scrolls.
 */
function PlayBuilder({
  v,
  legal,
  play,
  labels,
  hints,
  why: whyNote,
  whyNot,
}: {
  v: CareerPokerView;
  legal: CareerPokerMove[];
  play: (m: CareerPokerMove) => void;
  labels: boolean;
  hints: boolean;
  why: WhyNot;
  whyNot?: ((move: CareerPokerMove) => string | null) | undefined;
}) {
  const w = words(careerPokerTableWords);
  const cw = cpWords();
  const COLOUR_NAMES = w.colours;
  const MARK_NAMES = w.marks;
  const cardName = (id: string) => cw.cardName(id);
  const [picked, setSel] = useState<string[]>([]);
  const [mods, setMods] = useState<Record<string, GoldMod>>({});
  const [cut, setCut] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const sel = picked.filter((c) => v.strategic.includes(c));
  const canPass = legal.some((m) => m.type === 'pass');
  const canPlay = legal.some((m) => m.type === 'play');
  const toggle = (c: string) => {
    if (sel.includes(c)) {
      const rest = sel.filter((x) => x !== c);
      setSel(rest);
      const m = { ...mods };
      delete m[c];
      setMods(placedMods(rest, m, v.mill.top));
      if (editing === c) setEditing(null);
    } else {
      setSel([...sel, c]);
      setMods(placedMods([...sel, c], mods, v.mill.top));
    }
  };
  const gold = goldOf(sel, mods);
  const isEight = sel.length > 0 && (gold[sel[0]!]?.n ?? face(sel[0]!).n) === 8;
  const built: CareerPokerPlay = { type: 'play', cards: sel, gold, cut: cut && isEight };
  // the play in the one spelling the game lists, or ruling CP-17's reason for refusing it
  const spelled = sel.length ? canonicalPlay(built, v.mill.top) : null;
  const j =
    spelled && 'move' in spelled
      ? judgeMillionairePlay({
          state: {
            revolution: v.mill.revolution,
            back: v.mill.back,
            top: v.mill.top,
            binding: v.mill.binding,
            energy: v.energy,
          },
          hand: v.strategic,
          play: spelled.move.cards,
          goldMods: spelled.move.gold,
          cut: spelled.move.cut,
          gold: v.gold[v.seat]!,
        })
      : null;
  const why = spelled && !('move' in spelled) ? spelled : j && !j.legal ? j : null;
  const move = j?.legal && spelled && 'move' in spelled ? legal.find((m) => sameData(m, spelled.move)) : undefined;
  const ok = !!move;
  // the engine's listed gold plays with exactly these cards, cheapest first (at most three)
  const selKey = sel.slice().sort().join();
  const lights = useMemo(() => builderLights(legal, sel), [legal, selKey]);
  const goldOnly = hints && [...lights.values()].includes('gold');
  const n = v.mill.top?.length ?? 0;
  const gWord = goldOnly ? w.onlyGold : '';
  const reason = !sel.length
    ? !canPlay
      ? w.noBeat
      : hints
        ? v.mill.top
          ? w.tapToBeat(n, gWord)
          : w.tapLead(gWord)
        : v.mill.top
          ? w.chooseToBeat(n)
          : w.youLead
    : why
      ? renderCareerPokerRefusal(why.code, why.data, []) === undefined
        ? ''
        : cw.refusal(why.code as CareerPokerRefusal, why.data)
      : ok
        ? ''
        : w.notAllowed;
  const suggestions = useMemo(() => {
    if (!selKey) return [];
    const reversed = v.mill.revolution !== v.mill.back;
    const strength = (n: number) => (reversed ? -ladder(n) : ladder(n));
    const strongest = Math.max(...sel.map((c) => strength(face(c).n)));
    const out: { move: CareerPokerPlay; cost: number; n: number }[] = [];
    for (const m of legal) {
      if (m.type !== 'play' || !Object.keys(m.gold).length || m.cut || m.cards.slice().sort().join() !== selKey)
        continue;
      const n = m.gold[m.cards[0]!]?.n ?? face(m.cards[0]!).n;
      // a lead is not offered a change that only weakens every card chosen
      if (!v.mill.top && strength(n) < strongest && sel.every((c) => face(c).n === face(sel[0]!).n)) continue;
      const jj = judgeMillionairePlay({
        state: {
          revolution: v.mill.revolution,
          back: v.mill.back,
          top: v.mill.top,
          binding: v.mill.binding,
          energy: v.energy,
        },
        hand: v.strategic,
        play: m.cards,
        goldMods: m.gold,
        cut: false,
      });
      if (jj.legal) out.push({ move: m, cost: jj.goldCost, n });
    }
    // cheapest first, then the stronger number
    return out.sort((a, b) => a.cost - b.cost || strength(b.n) - strength(a.n)).slice(0, 3);
  }, [legal, selKey, v]);
  const setMod = (c: string, m: GoldMod) => setMods(placedMods(sel, { ...mods, [c]: m }, v.mill.top));
  const ed = editing && sel.includes(editing) ? editing : null;
  // the gold editor opens in view: the dock scrolls to it (its scroll margin clears the pinned bar)
  const edRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ed) edRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [ed]);
  const edFace = ed ? { ...face(ed), ...cleanMod(ed, mods[ed]) } : null;
  const reset = () => {
    setSel([]);
    setMods({});
    setCut(false);
    setEditing(null);
  };

  const topText = v.mill.top ? v.mill.top.map((c) => cardName(c.replace('~g', ''))).join(' + ') : '';
  return (
    <section class="cp-builder prompt" aria-label={w.builder}>
      <h2 class="cp-bh">{v.mill.top ? w.beatOrPass(topText) : w.leadSet}</h2>
      <p class="cp-cost" role="status" aria-live="polite">
        {j?.legal ? w.cost(j.goldCost, j.energyCost, !!j.goesOut) : ''}
        {reason && <span class="cp-reason">{reason}</span>}
      </p>
      <HandRows
        cards={v.strategic.map((c) => {
          const m = gold[c];
          const shown = m ? cardId(m.n ?? face(c).n, m.colour ?? face(c).colour, m.mark ?? face(c).mark) : c;
          const on = sel.includes(c);
          const light = hints && !on ? lights.get(c) : undefined;
          // with hints on, a card that makes no legal play with the chosen ones is refused: its tap
          // says why the engine refuses the play it would start (`whyNotPlay`)
          const refused = hints && !on && !light;
          return (
            <Card
              key={c}
              id={shown}
              labels={labels}
              onClick={
                refused
                  ? (e) => whyNote.show(e.currentTarget, whyNot?.(whyNotPlay(v.strategic, sel, c, v.mill.top)))
                  : () => toggle(c)
              }
              selected={on}
              changed={!!m}
              target={!!light}
              refused={refused}
              {...(light === 'gold' ? { badge: 'G' } : {})}
            />
          );
        })}
        width={48}
        label={w.tapToChoose}
      />
      {suggestions.length > 0 && (
        <div class="cp-goldrow cp-sugg" role="group" aria-label={w.goldSuggestions}>
          <span class="small">{w.withGold}</span>
          {suggestions.map(({ move: m, cost }) => (
            <button
              key={key(m)}
              type="button"
              class="btn small"
              onClick={() => setMods({ ...Object.fromEntries(sel.map((c) => [c, {}])), ...m.gold })}
            >
              {Object.entries(m.gold)
                .map(([c, g]) => modWords(c, g))
                .join('; ')}{' '}
              {w.goldCost(cost)}
            </button>
          ))}
        </div>
      )}
      {sel.length > 0 && (
        <div class="cp-goldrow">
          <span class="small">{w.goldOn(v.gold[v.seat] ?? 0)}</span>
          {sel.map((c) => (
            <button
              key={c}
              type="button"
              class={`btn small${ed === c ? ' primary' : ''}`}
              aria-pressed={ed === c}
              onClick={() => setEditing(ed === c ? null : c)}
            >
              {face(c).n} {COLOUR_NAMES[face(c).colour]} {MARK_NAMES[face(c).mark]}
            </button>
          ))}
        </div>
      )}
      {ed && edFace && (
        <div class="cp-mod" role="group" aria-label={w.goldChangesOn(cardName(ed))} ref={edRef}>
          <label>
            {w.colour}
            <select
              value={edFace.colour}
              onChange={(e) => setMod(ed, { ...mods[ed], colour: (e.target as HTMLSelectElement).value as Colour })}
            >
              {COLOURS.map((c) => (
                <option key={c} value={c}>
                  {COLOUR_NAMES[c]}
                  {c === face(ed).colour ? '' : w.oneGold}
                </option>
              ))}
            </select>
          </label>
          <label>
            {w.animal}
            <select
              value={edFace.mark}
              onChange={(e) => setMod(ed, { ...mods[ed], mark: (e.target as HTMLSelectElement).value as Mark })}
            >
              {MARKS.map((m) => (
                <option key={m} value={m}>
                  {MARK_NAMES[m]}
                  {m === face(ed).mark ? '' : w.oneGold}
                </option>
              ))}
            </select>
          </label>
          <span class="cp-num">
            {w.number}
            <button
              type="button"
              class="btn small"
              aria-label={w.weaker}
              disabled={stepNumber(edFace.n, -1) === null}
              onClick={() => setMod(ed, { ...mods[ed], n: stepNumber(edFace.n, -1)! })}
            >
              −
            </button>
            <b>{edFace.n}</b>
            <button
              type="button"
              class="btn small"
              aria-label={w.stronger}
              disabled={stepNumber(edFace.n, 1) === null}
              onClick={() => setMod(ed, { ...mods[ed], n: stepNumber(edFace.n, 1)! })}
            >
              +
            </button>
          </span>
          <button type="button" class="btn small" onClick={() => setMod(ed, {})}>
            {w.noGold}
          </button>
        </div>
      )}
      {isEight && (
        <label class="cp-cut">
          <input type="checkbox" checked={cut} onChange={(e) => setCut((e.target as HTMLInputElement).checked)} />
          {w.cutCheck}
        </label>
      )}
      <div class={`cp-actions${canPass ? ' grid2' : ''}`}>
        <button
          type="button"
          class="btn primary"
          disabled={!ok}
          onClick={() => {
            if (!move) return;
            reset();
            play(move);
          }}
        >
          {w.playN(sel.length)}
        </button>
        {canPass && (
          <button
            type="button"
            class="btn"
            onClick={() => {
              reset();
              play({ type: 'pass' });
            }}
          >
            {w.pass}
          </button>
        )}
      </div>
    </section>
  );
}
