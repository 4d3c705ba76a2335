/**
 * Koi-Koi bots. They decide from the seat's view only (never the state): what they hold,
 * the face-up field and capture piles, and counts of the hidden cards.
 *
 * The greedy bot values captures (brights > yaku progress > ribbons and animals > chaff),
 * blocks cards the opponent needs, avoids leaving easy captures, and decides koi-koi from
 * the points at stake, the opponent's threats and the cards left.
 */
import { pickBest, type Bot } from '../../engine/bot.ts';
import { cardInfo, GROUPS, HANAFUDA_DECK, monthOf } from './cards.ts';
import { captureOutcome, pileOf, type Field } from './capture.ts';
import type { KoiKoiMove, KoiKoiView } from './koikoi.ts';
import { findYaku, yakuTotal, type KoiKoiYakuOptions } from './yaku.ts';

/** What the bot can work out from a view. */
interface Reading {
  me: number;
  opp: number;
  yakuOptions: KoiKoiYakuOptions;
  field: Field;
  /** Cards this seat cannot see (the opponent's hand and the stock). */
  unseen: string[];
  /** Both capture piles (a group member in one pile closes that group to the other seat). */
  piles: string[][];
}

function read(view: KoiKoiView): Reading {
  const seen = new Set<string>([
    ...view.hand,
    ...view.field.flatMap((p) => p.cards),
    ...view.captured.flat(),
    ...view.pending,
  ]);
  if (view.choice) seen.add(view.choice.card);
  const o = view.options;
  return {
    me: view.seat,
    opp: 1 - view.seat,
    yakuOptions: {
      goko: o.goko,
      sanko: o.sanko,
      viewing: o.viewing,
      flower_viewing: o.flower_viewing,
      moon_viewing: o.moon_viewing,
      rainy_four: o.rainy_four,
      sake_cup: o.sake_cup,
      groups: o.groups,
      tsukifuda: o.tsukifuda,
      month: view.month,
    },
    field: view.field.map((p) => p.cards),
    unseen: HANAFUDA_DECK.filter((c) => !seen.has(c)),
    piles: view.captured.map((p) => p.slice()),
  };
}

const total = (pile: readonly string[], o: KoiKoiYakuOptions) => yakuTotal(findYaku('koikoi', pile, o));

/** Is a card group still open for `seat` (the other seat holds none of it)? */
function groupOpen(r: Reading, seat: number, group: readonly string[]): boolean {
  const other = r.piles[1 - seat]!;
  return !group.some((c) => other.includes(c));
}

function heldOf(pile: readonly string[], group: readonly string[]): number {
  return group.filter((c) => pile.includes(c)).length;
}

/** Progress value of one card towards yaku for `seat` (beyond what it scores at once). */
function progress(r: Reading, seat: number, card: string): number {
  const pile = r.piles[seat]!;
  const c = cardInfo(card);
  const groupBonus = (group: readonly string[], base: number, step: number) =>
    group.includes(card) && groupOpen(r, seat, group) ? base + step * heldOf(pile, group) : 0;
  let v = 0;
  if (c.cls === 'bright') v += c.roles.includes('rain-bright') ? 2 : 4 + 1.5 * heldOf(pile, GROUPS.dryBrights);
  if (c.cls === 'animal') v += 1 + 0.3 * pile.filter((p) => cardInfo(p).cls === 'animal').length;
  if (c.cls === 'ribbon') v += 1 + 0.3 * pile.filter((p) => cardInfo(p).cls === 'ribbon').length;
  if (c.cls === 'chaff') v += 0.3 + 0.08 * pile.filter((p) => cardInfo(p).cls === 'chaff').length;
  v += groupBonus(GROUPS.boarDeerButterfly, 1.5, 1.5);
  v += groupBonus(GROUPS.poetryRibbons, 1.5, 1.5);
  v += groupBonus(GROUPS.blueRibbons, 1.5, 1.5);
  if (r.yakuOptions.viewing !== 'off') {
    if (r.yakuOptions.flower_viewing !== false) v += groupBonus([GROUPS.sakeCup, GROUPS.curtain], 1.5, 2);
    if (r.yakuOptions.moon_viewing !== false) v += groupBonus([GROUPS.sakeCup, GROUPS.moon], 1.5, 2);
  }
  return v;
}

/** What `cards` are worth to `seat`: yaku points they complete now, plus progress. */
function worth(r: Reading, seat: number, cards: readonly string[]): number {
  if (cards.length === 0) return 0;
  const pile = r.piles[seat]!;
  const gain = total([...pile, ...cards], r.yakuOptions) - total(pile, r.yakuOptions);
  let v = 6 * gain;
  for (const c of cards) v += progress(r, seat, c);
  return v;
}

/** Chance that the opponent holds at least one of `k` unseen cards in a hand of `h`. */
function chanceHolds(k: number, h: number, unseen: number): number {
  if (k <= 0 || h <= 0 || unseen <= 0) return 0;
  let miss = 1;
  for (let i = 0; i < h; i++) miss *= Math.max(0, unseen - k - i) / (unseen - i);
  return 1 - miss;
}

/** Score of taking `cards` (played card included): my worth plus denying the opponent. */
function takeScore(r: Reading, cards: readonly string[]): number {
  return worth(r, r.me, cards) + 0.6 * worth(r, r.opp, cards);
}

/** Risk of leaving `card` on the field: the chance the opponent holds its month times what it would take. */
function leaveRisk(r: Reading, view: KoiKoiView, card: string): number {
  const m = monthOf(card);
  const k = r.unseen.filter((c) => monthOf(c) === m).length;
  const p = chanceHolds(k, view.opponentHandCount, r.unseen.length);
  const exposed = [card, ...r.field.flat().filter((c) => monthOf(c) === m)];
  return p * worth(r, r.opp, exposed);
}

/** Best score of placing a hand card now, and the target it would take on a choice. */
function playScore(r: Reading, view: KoiKoiView, card: string): number {
  const out = captureOutcome(card, r.field);
  if (out.kind === 'stay') return -leaveRisk(r, view, card) - 0.3 * progress(r, r.me, card);
  if (out.kind === 'take') return takeScore(r, [card, ...out.cards]);
  return Math.max(...out.targets.map((t) => takeScore(r, [card, ...(pileOf(r.field, t) ?? [t])])));
}

/** Cards (unseen or on the field) that would raise `seat`'s yaku total. */
function raisingCards(r: Reading, seat: number): number {
  const pile = r.piles[seat]!;
  const now = total(pile, r.yakuOptions);
  let n = 0;
  for (const c of [...r.unseen, ...r.field.flat()]) if (total([...pile, c], r.yakuOptions) > now) n++;
  return n;
}

/** Stop or play on after raising the yaku total. */
function decideKoiKoi(r: Reading, view: KoiKoiView): 'koikoi' | 'stop' {
  const gain = view.stopValue;
  const myTotal = view.totals[r.me]!;
  const oppTotal = view.totals[r.opp]!;
  const lastRound = view.round >= view.rounds;
  if (lastRound && myTotal + gain > oppTotal) return 'stop';
  if (view.hand.length <= 2 || view.opponentHandCount <= 1) return 'stop';
  if (gain >= 6) return 'stop';
  const oppThreat = raisingCards(r, r.opp);
  if (oppThreat >= 3 || view.yakuTotals[r.opp]! > 0) return 'stop';
  const myChances = raisingCards(r, r.me);
  if (lastRound && myTotal + gain <= oppTotal) return 'koikoi';
  return myChances >= 5 && view.hand.length >= 4 ? 'koikoi' : 'stop';
}

/** The fair greedy Koi-Koi bot. */
export const koikoiGreedyBot: Bot<KoiKoiView, KoiKoiMove> = {
  name: 'greedy',
  choose(view, legal, rng) {
    if (legal.length === 0) throw new Error('koikoiGreedyBot: no legal move');
    if (legal.length === 1) return legal[0]!;
    const r = read(view);
    if (view.phase === 'decide') {
      const want = decideKoiKoi(r, view);
      return legal.find((m) => m.type === want) ?? legal[0]!;
    }
    if (view.phase === 'choose-hand' || view.phase === 'choose-draw') {
      const card = view.choice!.card;
      return pickBest(
        legal,
        (m) => (m.type === 'capture' ? takeScore(r, [card, ...(pileOf(r.field, m.target) ?? [m.target])]) : -Infinity),
        rng,
      );
    }
    if (view.phase === 'play')
      return pickBest(legal, (m) => (m.type === 'play' ? playScore(r, view, m.card) : -Infinity), rng);
    return legal[0]!;
  },
};
