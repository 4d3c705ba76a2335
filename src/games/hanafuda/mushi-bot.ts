/**
 * The Mushi bot: sound greedy play from the seat's view only (its hand, the face-up field and
 * piles, counts of hidden cards). It values a capture by card points plus progress towards the
 * yaku still open to it and the denial of the opponent's; it keeps the Lightning for a big
 * target; and when it must give a card to the field it gives the one least likely to help the
 * opponent.
 */
import { pickBest, type Bot } from '../../engine/bot.ts';
import type { Rng } from '../../engine/rng.ts';
import { cardOrder, GROUPS, HANAFUDA_DECK, MUSHI_DECK, monthCards, monthOf } from './cards.ts';
import { isPlainWillow, LIGHTNING, mushiHandTargets, type MushiMove, type MushiView } from './mushi.ts';
import { mushiCardPoints, MUSHI_THREE_LIGHTS } from './yaku.ts';

/** The bot's weights (exported for tuning and tests). */
export interface MushiBotWeights {
  /** Weight of denying the opponent's yaku progress. */
  deny: number;
  /** Holding the Lightning is worth `holdBase + holdPerCard × cards in hand` (until the last card). */
  holdBase: number;
  holdPerCard: number;
  /** Share of a discarded card's own worth counted as lost. */
  discardSelf: number;
  /** Risk factor kept when I hold a month-mate of the discarded card. */
  mateShield: number;
}

/** The weights the bot plays with (tuned against a simpler greedy bot and a random player). */
const MUSHI_BOT_WEIGHTS: MushiBotWeights = {
  deny: 0.8,
  holdBase: 6,
  holdPerCard: 1,
  discardSelf: 0.2,
  mateShield: 0.6,
};

/** What the bot can work out from a view. */
interface Reading {
  v: MushiView;
  w: MushiBotWeights;
  me: number;
  opp: number;
  field: string[];
  /** How many cards this seat cannot see (the opponent's hand and the stock). */
  unseenCount: number;
  /** Unseen cards of each month (1–12), the Lightning not counted. */
  unseenMates: Int32Array;
  /** Is the Lightning unseen? */
  lightningUnseen: boolean;
  groups: { cards: readonly string[]; points: number }[];
}

/** The Mushi yaku as card groups with their points, under the view's options. */
function yakuGroups(v: MushiView): { cards: readonly string[]; points: number }[] {
  const groups = [
    { cards: MUSHI_THREE_LIGHTS, points: 25 },
    { cards: monthCards(4), points: 10 },
    { cards: monthCards(12), points: 10 },
  ];
  if (v.options.five_lights) groups.push({ cards: GROUPS.brights, points: 30 });
  return groups;
}

const GROUPS_FOUR = yakuGroups({ options: { five_lights: false } } as MushiView);
const GROUPS_FIVE = yakuGroups({ options: { five_lights: true } } as MushiView);

/** Seen cards of the view being read, by deck position, and each pile's cards (scratch of the reading in progress). */
const SEEN = new Uint8Array(HANAFUDA_DECK.length);
const IN_PILE = [new Uint8Array(HANAFUDA_DECK.length), new Uint8Array(HANAFUDA_DECK.length)];
const UNSEEN_MATES = new Int32Array(13);
const LIGHTNING_AT = cardOrder(LIGHTNING);
const MONTH = HANAFUDA_DECK.map(monthOf);
const MUSHI_AT = MUSHI_DECK.map(cardOrder);

/**
 * `worthTo` of each (seat, card) for the reading in progress, worked out once (a reading lives
 * only while one `choose` runs): a value counts when its stamp is the reading's.
 */
const WORTH = new Float64Array(2 * HANAFUDA_DECK.length);
const WORTH_STAMP = new Int32Array(2 * HANAFUDA_DECK.length);
let stamp = 0;

function read(v: MushiView, w: MushiBotWeights): Reading {
  SEEN.fill(0);
  const mark = (cards: readonly string[]) => {
    for (let i = 0; i < cards.length; i++) SEEN[cardOrder(cards[i]!)] = 1;
  };
  mark(v.hand);
  const field: string[] = [];
  for (const p of v.field) {
    mark(p.cards);
    for (const c of p.cards) field.push(c);
  }
  for (let seat = 0; seat < 2; seat++) {
    const has = IN_PILE[seat]!.fill(0);
    const pile = v.captured[seat]!;
    for (let i = 0; i < pile.length; i++) {
      const k = cardOrder(pile[i]!);
      SEEN[k] = 1;
      has[k] = 1;
    }
  }
  for (const p of v.captured.slice(2)) mark(p);
  mark(v.pending);
  if (v.choice) SEEN[cardOrder(v.choice.card)] = 1;
  UNSEEN_MATES.fill(0);
  let unseenCount = 0;
  for (const k of MUSHI_AT) {
    if (SEEN[k]) continue;
    unseenCount++;
    if (k !== LIGHTNING_AT) UNSEEN_MATES[MONTH[k]!]!++;
  }
  if (++stamp === 0x40000000) {
    WORTH_STAMP.fill(0);
    stamp = 1;
  }
  return {
    v,
    w,
    me: v.seat,
    opp: 1 - v.seat,
    field,
    unseenCount,
    unseenMates: UNSEEN_MATES,
    lightningUnseen: !SEEN[LIGHTNING_AT],
    groups: v.options.five_lights ? GROUPS_FIVE : GROUPS_FOUR,
  };
}

/** Yaku progress of one card for `seat`: a share of each yaku still open to it, more when close. */
function yakuValue(r: Reading, seat: number, card: string): number {
  const mine = IN_PILE[seat]!;
  const theirs = IN_PILE[1 - seat]!;
  let v = 0;
  for (const g of r.groups) {
    if (!g.cards.includes(card)) continue;
    let held = 0;
    let closed = false;
    for (const c of g.cards) {
      const k = cardOrder(c);
      if (theirs[k]) closed = true;
      held += mine[k]!;
    }
    if (closed) continue;
    v += (g.points * (held + 1)) / (g.cards.length * 2);
  }
  return v;
}

/** What capturing `card` is worth to `seat`: its points, the seat's yaku progress and the other's denied. */
function worthTo(r: Reading, seat: number, card: string): number {
  const at = seat * HANAFUDA_DECK.length + cardOrder(card);
  if (WORTH_STAMP[at] === stamp) return WORTH[at]!;
  const v = mushiCardPoints(card) + yakuValue(r, seat, card) + r.w.deny * yakuValue(r, 1 - seat, card);
  WORTH[at] = v;
  WORTH_STAMP[at] = stamp;
  return v;
}

/** Chance that the opponent holds at least one of `k` unseen cards in a hand of `h`. */
function chanceHolds(k: number, h: number, unseen: number): number {
  if (k <= 0 || h <= 0 || unseen <= 0) return 0;
  let miss = 1;
  for (let i = 0; i < h; i++) miss *= Math.max(0, unseen - k - i) / (unseen - i);
  return 1 - miss;
}

/** Risk of leaving `card` on the field: the chance the opponent can take it, times its worth to them. */
function leaveRisk(r: Reading, card: string): number {
  const m = monthOf(card);
  const mates = r.unseenMates[m]!;
  const wild = r.lightningUnseen && !isPlainWillow(card) ? 1 : 0;
  const p = chanceHolds(mates + wild, r.v.opponentHandCount, r.unseenCount);
  const iHoldMate = r.v.hand.some((c) => c !== card && c !== LIGHTNING && monthOf(c) === m);
  return p * worthTo(r, r.opp, card) * (iHoldMate ? r.w.mateShield : 1);
}

/** How much holding the Lightning for later is worth, by how many turns are left. */
function lightningHoldValue(r: Reading): number {
  return r.v.hand.length <= 1 ? 0 : r.w.holdBase + r.w.holdPerCard * r.v.hand.length;
}

/** Score of playing `card` from the hand now (a choice to come is scored at its best target). */
function playScore(r: Reading, card: string): number {
  const targets = mushiHandTargets(card, r.field);
  const worth = (c: string) => worthTo(r, r.me, c);
  if (card === LIGHTNING) {
    if (targets.length === 0) return -lightningHoldValue(r) - 1;
    return 1 + Math.max(...targets.map(worth)) - lightningHoldValue(r);
  }
  if (targets.length === 0) return -leaveRisk(r, card) - r.w.discardSelf * worth(card);
  const taken = targets.length >= 3 ? targets.reduce((s, t) => s + worth(t), 0) : Math.max(...targets.map(worth));
  return worth(card) + taken;
}

function chooseMove(view: MushiView, legal: readonly MushiMove[], rng: Rng, w: MushiBotWeights): MushiMove {
  if (legal.length === 0) throw new Error('mushiBot: no legal move');
  if (legal.length === 1) return legal[0]!;
  const r = read(view, w);
  if (view.phase === 'choose-hand' || view.phase === 'choose-draw') {
    return pickBest(legal, (m) => (m.type === 'capture' ? worthTo(r, r.me, m.target) : -Infinity), rng);
  }
  if (view.phase === 'play') return pickBest(legal, (m) => (m.type === 'play' ? playScore(r, m.card) : -Infinity), rng);
  return legal[0]!;
}

/** A greedy Mushi bot with the given weights. */
function makeMushiBot(weights: MushiBotWeights = MUSHI_BOT_WEIGHTS, name = 'mushi-greedy'): Bot<MushiView, MushiMove> {
  return { name, choose: (view, legal, rng) => chooseMove(view, legal, rng, weights) };
}

/** The greedy Mushi bot. */
export const mushiBot: Bot<MushiView, MushiMove> = makeMushiBot();
