/**
 * Teaching mode for Capture (issue 28 §1): the turn's one sentence, picked from the view and the
 * legal moves exactly as the table lights them (the lit cards are the legal lead, play and add
 * moves), and the rules the last move's events show, each explained once. Words: teach.words*.ts.
 */
import type { Guide, Teacher, TeachNote } from '../module.ts';
import { GUIDED_OPTIONS, GUIDED_PLAYERS, GUIDED_SEED } from './guided.ts';
import { words } from '../../i18n/current.ts';
import type { CaptureMove, CaptureView } from './capture.ts';
import { caWords } from './family.words.ts';
import { isGalaxy, type Suit } from './rules.ts';
import { captureTeachWords } from './teach.words.ts';
import { captureBot } from './bot.ts';
import { rngFromSeed } from '../../engine/rng.ts';
import { captureTableWords } from './ui/table.words.ts';
import { caFaceName } from './ui/face.ts';

const seatName = (names: readonly string[], seat: number | undefined) =>
  seat === undefined ? '' : (names[seat] ?? '');

/**
 * The move a guided round asks for (issue 28 §5): the Normal bot's choice for the viewer's seat,
 * with a chance source fixed by the position, so that the sentence stays the same on every render.
 */
export function guidedMove(view: CaptureView, legal: readonly CaptureMove[]): CaptureMove | null {
  if (legal.length === 0) return null;
  const rng = rngFromSeed(`guided:${view.hand}:${view.myHand.length}:${view.round.length}`);
  return captureBot.choose(view, legal, rng);
}

/** The guided round's instruction for `move`: the card to tap (as its button is named) or the button to press, as the table names it. */
function instruction(view: CaptureView, move: CaptureMove): string {
  const w = words(captureTeachWords);
  const t = words(captureTableWords);
  switch (move.type) {
    case 'lead':
    case 'play':
    case 'add':
      return w.tapCard(caFaceName(move.card));
    case 'no-play':
      return w.press(t.noPlay);
    case 'capture':
      return w.press(t.captureN(view.round.length + (view.upCardTaken ? 1 : 0)));
    case 'bid':
      return w.press(t.bidN(move.amount));
    case 'pass':
      return w.press(t.pass);
    case 'next-round':
      return w.press(t.dealNext);
  }
}

export const captureTeacher: Teacher<CaptureView, CaptureMove> = {
  turn(view, legal, seat, names) {
    if (legal.length === 0) return null;
    const why = explain(view, legal, seat, names);
    const move = view.options.guided ? guidedMove(view, legal) : null;
    return move ? [instruction(view, move), why].filter(Boolean).join(' ') : why;
  },
  notes,
};

function explain(
  view: CaptureView,
  legal: readonly CaptureMove[],
  _seat: number,
  names: readonly string[],
): string | null {
  const w = words(captureTeachWords);
  const cardName = (c: string) => caWords().cardName(c);
  const lit = legal.flatMap((m) => (m.type === 'lead' || m.type === 'play' || m.type === 'add' ? [m.card] : []));
  switch (view.phase) {
    case 'bid':
      return w.bid(view.extraCount, view.bidding?.high ?? 0);
    case 'lead':
      return view.fallback ? w.leadFallback : w.lead;
    case 'follow': {
      const last = view.round[view.round.length - 1];
      if (!last) return null;
      const regular = lit.filter((c) => !isGalaxy(c));
      const capturer = last.seat;
      if (regular.length > 0) return w.beat(cardName(last.card), regular.map(cardName), regular.length < lit.length);
      return lit.length > 0
        ? w.onlyGalaxy(cardName(last.card), seatName(names, capturer))
        : w.nothing(cardName(last.card), seatName(names, capturer));
    }
    case 'add':
      return w.add(
        seatName(names, view.noPlayBy ?? undefined),
        view.round.length + (view.upCardTaken ? 1 : 0),
        view.upCardTaken,
      );
    case 'round-over':
      return w.next;
    default:
      return null;
  }
}

function notes(view: CaptureView, _seat: number, names: readonly string[]): TeachNote[] {
  const w = words(captureTeachWords);
  const cw = caWords();
  const out: TeachNote[] = [];
  const who = (s: number | undefined) => seatName(names, s);
  for (const e of view.events) {
    switch (e.kind) {
      case 'no-play': {
        // Who captures: the capture of the same move, or (during the add-more step) who played last.
        const capturer = view.events.find((x) => x.kind === 'capture')?.seat ?? view.round[view.round.length - 1]?.seat;
        if (!e.data?.auto && capturer !== undefined)
          out.push({ id: 'no-play', text: w.noPlay(who(e.seat), who(capturer)) });
        break;
      }
      case 'capture':
        if (e.data?.upCard)
          out.push({ id: 'up-card-capture', text: w.upCard(who(e.seat), cw.cardName(String(e.data.upCard))) });
        else out.push({ id: 'capture', text: w.capture(who(e.seat)) });
        break;
      case 'lead-pass':
        out.push({ id: 'lead-pass', text: w.leadPass(who(e.seat)) });
        break;
      case 'primary-lead':
        out.push({ id: 'primary-lead', text: w.primaryLead(who(e.seat)) });
        break;
      case 'out':
        out.push({ id: 'going-out', text: w.out(who(e.seat)) });
        break;
      case 'play':
        if (e.cards?.[0] && isGalaxy(e.cards[0]))
          out.push({ id: 'galaxy', text: w.galaxy(who(e.seat), cw.cardName(e.cards[0])) });
        break;
      case 'add':
        out.push({ id: 'add', text: w.added(who(e.seat)) });
        break;
      case 'up-card':
        if (Number(e.data?.skipped) > 0) out.push({ id: 'galaxy-up', text: w.galaxyUp });
        break;
      case 'deal':
        if (view.bonusSuit)
          out.push({ id: 'bonus-suit', text: w.bonus(words(captureTableWords).planets[view.bonusSuit as Suit]!) });
        break;
      case 'bid-won':
        out.push({ id: 'bid', text: w.bidWon(who(e.seat), e.points ?? 0) });
        break;
      case 'hand-over': {
        const record = view.history[view.history.length - 1];
        const h = record?.halved[0];
        if (h) out.push({ id: 'halving', text: w.halving(who(h.seat), h.from, h.to) });
        break;
      }
    }
  }
  return out;
}

/**
 * Capture's guided first round (issue 28 §5) as the app's `Guide`: the fixed deal `capture-guided-1`
 * against one Normal bot, one hand long (option `guided`); the learner's move is the Normal bot's
 * choice for their seat, said as the card to tap or the button to press, then why.
 */
export const captureGuide: Guide<CaptureView, CaptureMove> = {
  players: GUIDED_PLAYERS,
  level: 'normal',
  options: { ...GUIDED_OPTIONS },
  seed: GUIDED_SEED,
  next: (view, legal) => guidedMove(view, legal) ?? legal[0]!,
  say: (view, move, seat, names) =>
    [instruction(view, move), explain(view, [move], seat, names)].filter(Boolean).join(' '),
};
