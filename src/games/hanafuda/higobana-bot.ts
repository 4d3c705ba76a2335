/**
 * The Higo-Bana bot. It decides from its seat's view only (never the state): its hand, the
 * face-up field and capture piles, and counts of the hidden cards.
 *
 * Greedy: a capture is worth its card points, plus the swing of any yaku it completes (own +50
 * where that option is on, and 50 off every other side), plus progress towards yaku still open,
 * plus a share of what it denies the strongest other side. A card left on the field costs what
 * the next players could take with it. The Gaji is kept for a valuable target; a hiki is taken.
 */
import { pickBest, type Bot } from '../../engine/bot.ts';
import { cardOrder, HANAFUDA_DECK, monthOf } from './cards.ts';
import { captureOutcome, pileOf, type Field } from './capture.ts';
import {
  GAJI,
  higoBanaRules,
  teamOfSeat,
  type HigoBanaMove,
  type HigoBanaState,
  type HigoBanaView,
} from './higobana.ts';
import { higoBanaCardPoints, HIGOBANA_YAKU, type HigoBanaValues } from './yaku.ts';

const YAKU_GROUPS: readonly (readonly string[])[] = Object.values(HIGOBANA_YAKU);

/** A side's pile (pending captures counted for the mover's side), marked by deck position. */
class PileMarks {
  readonly bits = new Uint8Array(HANAFUDA_DECK.length);
  has(c: string): boolean {
    return this.bits[cardOrder(c)] === 1;
  }
}

/** What the bot works out from a view. */
interface Reading {
  myTeam: number;
  values: HigoBanaValues;
  /** What completing one yaku swings between a side and the others. */
  yakuSwing: number;
  field: Field;
  /** Each side's pile (pending captures count for the mover's side). */
  piles: PileMarks[];
  /** How many cards this seat cannot see (other hands and the stock). */
  unseenCount: number;
  /** How many of them each month (1–12) has. */
  unseenByMonth: Int32Array;
  /** Cards in other players' hands. */
  otherHandCards: number;
}

/**
 * Scratch of the reading in progress (a reading lives only while one `choose` runs, and a
 * choose never starts another): the seen cards, each side's pile marks, the unseen months.
 */
const SEEN = new Uint8Array(HANAFUDA_DECK.length);
const PILES: PileMarks[] = [];
const UNSEEN_BY_MONTH = new Int32Array(13);
const MONTH = HANAFUDA_DECK.map(monthOf);

function read(view: HigoBanaView): Reading {
  SEEN.fill(0);
  const mark = (cards: readonly string[]) => {
    for (let i = 0; i < cards.length; i++) SEEN[cardOrder(cards[i]!)] = 1;
  };
  const sides = view.sides.length;
  while (PILES.length < sides) PILES.push(new PileMarks());
  const piles = PILES.slice(0, sides);
  for (let t = 0; t < sides; t++) {
    const bits = piles[t]!.bits.fill(0);
    const cards = view.sides[t]!.captured;
    for (let i = 0; i < cards.length; i++) {
      const k = cardOrder(cards[i]!);
      bits[k] = 1;
      SEEN[k] = 1;
    }
  }
  const mover = view.teamOf[view.turn]!;
  for (const c of view.pending) {
    const k = cardOrder(c);
    piles[mover]!.bits[k] = 1;
    SEEN[k] = 1;
  }
  mark(view.hand);
  const field: Field = new Array(view.field.length);
  for (let i = 0; i < view.field.length; i++) {
    field[i] = view.field[i]!.cards;
    mark(field[i]!);
  }
  if (view.choice) SEEN[cardOrder(view.choice.card)] = 1;
  UNSEEN_BY_MONTH.fill(0);
  let unseenCount = 0;
  for (let k = 0; k < HANAFUDA_DECK.length; k++) {
    if (SEEN[k]) continue;
    unseenCount++;
    UNSEEN_BY_MONTH[MONTH[k]!]!++;
  }
  const otherHandCards = view.handCounts.reduce((n, h, s) => n + (s === view.seat ? 0 : h), 0);
  return {
    myTeam: view.myTeam,
    values: view.options.values,
    yakuSwing: (view.options.own_yaku ? 50 : 0) + 50,
    field,
    piles,
    unseenCount,
    unseenByMonth: UNSEEN_BY_MONTH,
    otherHandCards,
  };
}

/** Is a yaku group still open for `team` (no other side holds any of its cards)? */
function open(r: Reading, team: number, group: readonly string[]): boolean {
  return r.piles.every((p, t) => t === team || !group.some((c) => p.has(c)));
}

/** What `cards` are worth to `team`: points, yaku completed, and progress towards open yaku. */
function worth(r: Reading, team: number, cards: readonly string[]): number {
  const pile = r.piles[team]!;
  let v = 0;
  for (const c of cards) v += higoBanaCardPoints(c, r.values);
  for (const group of YAKU_GROUPS) {
    const adding = group.filter((c) => cards.includes(c) && !pile.has(c)).length;
    if (adding === 0 || !open(r, team, group)) continue;
    const held = group.filter((c) => pile.has(c)).length;
    if (held + adding === 3) v += r.yakuSwing;
    else v += adding * (held + adding === 2 ? 18 : 8);
  }
  return v;
}

/** Taking `cards`: my worth plus part of what the strongest other side would have got from them. */
function takeScore(r: Reading, cards: readonly string[]): number {
  let deny = 0;
  r.piles.forEach((_, t) => {
    if (t !== r.myTeam) deny = Math.max(deny, worth(r, t, cards));
  });
  return worth(r, r.myTeam, cards) + 0.6 * deny;
}

/** The chance that some other player holds one of `k` unseen cards. */
function chanceHeld(r: Reading, k: number): number {
  if (k <= 0 || r.unseenCount === 0) return 0;
  const share = Math.min(1, r.otherHandCards / r.unseenCount);
  return 1 - (1 - share) ** k;
}

/** What leaving `card` on the field risks: the next players taking it with its month-mates. */
function leaveRisk(r: Reading, card: string): number {
  const m = monthOf(card);
  const mates = r.unseenByMonth[m]!;
  const exposed = [card, ...r.field.flat().filter((c) => monthOf(c) === m)];
  let worst = 0;
  r.piles.forEach((_, t) => {
    if (t !== r.myTeam) worst = Math.max(worst, worth(r, t, exposed));
  });
  return chanceHeld(r, mates) * worst;
}

/** The Gaji is worth keeping for a better target: this is what playing it on a poor one costs. */
const GAJI_KEEP = 22;

/** The best score of playing `card` now. */
function playScore(r: Reading, view: HigoBanaView, card: string): number {
  const out = captureOutcome(card, r.field, higoBanaRules());
  const lastCards = view.hand.length <= 1;
  const keep = card === GAJI && !lastCards ? GAJI_KEEP : 0;
  if (out.kind === 'stay') return -leaveRisk(r, card) - keep - 0.2 * higoBanaCardPoints(card, r.values);
  if (out.kind === 'take') return takeScore(r, [card, ...out.cards]) - keep;
  const best = Math.max(...out.targets.map((t) => takeScore(r, [card, ...targetCards(r, card, t)])));
  return best - keep;
}

/** The cards a choice of `target` takes: the one card for the Gaji, else its whole pile. */
function targetCards(r: Reading, card: string, target: string): string[] {
  return card === GAJI ? [target] : (pileOf(r.field, target) ?? [target]);
}

/** Score of one move in the play or choice phases. */
function moveScore(r: Reading, view: HigoBanaView, m: HigoBanaMove): number {
  switch (m.type) {
    case 'play':
      return playScore(r, view, m.card);
    case 'hiki': {
      const four = [...view.hand, ...r.field.flat()].filter((c) => monthOf(c) === m.month);
      return takeScore(r, four) + 5;
    }
    case 'capture': {
      const card = view.choice!.card;
      const leftoverBonus =
        card === GAJI ? 2 * r.field.flat().filter((c) => c !== m.target && monthOf(c) === monthOf(m.target)).length : 0;
      return takeScore(r, [card, ...targetCards(r, card, m.target)]) + leftoverBonus;
    }
    default:
      return 0;
  }
}

/** The greedy Higo-Bana bot. */
export const higoBanaGreedyBot: Bot<HigoBanaView, HigoBanaMove> = {
  name: 'greedy',
  choose(view, legal, rng) {
    if (legal.length === 0) throw new Error('higoBanaGreedyBot: no legal move');
    if (legal.length === 1) return legal[0]!;
    const r = read(view);
    return pickBest(legal, (m) => moveScore(r, view, m), rng);
  },
};

/** How much a round's score lead of 100 adds to a rollout's value, on top of its victory points. */
const HIGOBANA_LEAD_WEIGHT = 0.5;

/**
 * Hard's value of a Higo-Bana rollout (`SearchSpec.value`), the round played out: the victory
 * points `seat` gained minus the most any other side gained (the match is decided by them), plus
 * `HIGOBANA_LEAD_WEIGHT` × its side's score lead over the best other side (per 100, capped at
 * ±1). Victory points alone move only by whole points, so most rollouts of two moves tie; the
 * lead tells a close loss from a rout and a narrow win from a safe one (and round scores break
 * a match tied on victories). A rollout cut short before the round ends is worth 0.
 */
export function higoBanaRolloutValue(state: HigoBanaState, seat: number, before: readonly number[]): number {
  if (state.phase !== 'round-over' && state.phase !== 'match-over') return 0;
  const last = state.history[state.history.length - 1];
  if (!last) return 0;
  const gain = state.totals.map((t, i) => t - (before[i] ?? 0));
  const myTeam = teamOfSeat(seat, state.players, state.options.teams);
  const mine = gain[seat] ?? 0;
  const otherGain = Math.max(...gain.filter((_, i) => teamOfSeat(i, state.players, state.options.teams) !== myTeam));
  const scoring = state.options.scoring;
  const score = (t: number) => last.sides.find((x) => x.team === t)?.score ?? 0;
  const lead = score(myTeam) - Math.max(...last.sides.filter((x) => x.team !== myTeam).map((x) => x.score));
  const smooth = HIGOBANA_LEAD_WEIGHT * Math.max(-1, Math.min(1, lead / 100));
  // With round scores added up, the gain itself is the lead in points: value it per 100.
  return scoring === 'cumulative' ? Math.max(-2, Math.min(2, (mine - otherGain) / 100)) : mine - otherGain + smooth;
}
