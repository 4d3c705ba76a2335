/**
 * The Mushi bot: sound greedy play from the seat's view only (its hand, the face-up field and
 * piles, counts of hidden cards). It values a capture by card points plus progress towards the
 * yaku still open to it and the denial of the opponent's; it keeps the Lightning for a big
 * target; and when it must give a card to the field it gives the one least likely to help the
 * opponent.
 */
import { pickBest, type Bot } from '../../engine/bot.ts';
import type { Rng } from '../../engine/rng.ts';
import { GROUPS, MUSHI_DECK, monthCards, monthOf } from './cards.ts';
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
  /** Cards this seat cannot see (the opponent's hand and the stock). */
  unseen: string[];
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

function read(v: MushiView, w: MushiBotWeights): Reading {
  const seen = new Set<string>([...v.hand, ...v.field.flatMap((p) => p.cards), ...v.captured.flat(), ...v.pending]);
  if (v.choice) seen.add(v.choice.card);
  return {
    v,
    w,
    me: v.seat,
    opp: 1 - v.seat,
    field: v.field.flatMap((p) => p.cards),
    unseen: MUSHI_DECK.filter((c) => !seen.has(c)),
    groups: yakuGroups(v),
  };
}

/** Yaku progress of one card for `seat`: a share of each yaku still open to it, more when close. */
function yakuValue(r: Reading, seat: number, card: string): number {
  const mine = r.v.captured[seat]!;
  const theirs = r.v.captured[1 - seat]!;
  let v = 0;
  for (const g of r.groups) {
    if (!g.cards.includes(card) || g.cards.some((c) => theirs.includes(c))) continue;
    const held = g.cards.filter((c) => mine.includes(c)).length;
    v += (g.points * (held + 1)) / (g.cards.length * 2);
  }
  return v;
}

/** What capturing `card` is worth to `seat`: its points, the seat's yaku progress and the other's denied. */
function worthTo(r: Reading, seat: number, card: string): number {
  return mushiCardPoints(card) + yakuValue(r, seat, card) + r.w.deny * yakuValue(r, 1 - seat, card);
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
  const mates = r.unseen.filter((c) => c !== LIGHTNING && monthOf(c) === m).length;
  const wild = r.unseen.includes(LIGHTNING) && !isPlainWillow(card) ? 1 : 0;
  const p = chanceHolds(mates + wild, r.v.opponentHandCount, r.unseen.length);
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
