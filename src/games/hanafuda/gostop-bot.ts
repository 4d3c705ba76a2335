/**
 * The Go-Stop bot. It decides from the seat's view only (never the state): its hand, the
 * face-up field and capture piles, shaken triplets, and counts of the hidden cards.
 *
 * Greedy: it values captures by the yaku points they add and their progress towards yaku
 * (lights, birds, ribbon sets, chaff units, which also ward off pi-bak), denies cards the
 * opponents need, takes stacks and sweeps for the stolen chaff, bombs and shakes for the
 * doubles, and stops unless playing on is cheap and safe.
 */
import { pickBest, type Bot } from '../../engine/bot.ts';
import type { Rng } from '../../engine/rng.ts';
import { cardInfo, GROUPS, HANAFUDA_DECK, monthOf } from './cards.ts';
import { captureOutcome, pileOf, type Field } from './capture.ts';
import type { GoStopMove, GoStopView } from './gostop.ts';
import type { GoStopSettlement } from './gostop-scoring.ts';
import { findYaku, goStopChaffUnits, yakuTotal, type GoStopYakuOptions } from './yaku.ts';

/** What the bot can work out from a view. */
interface Reading {
  me: number;
  opponents: number[];
  yakuOptions: GoStopYakuOptions;
  field: Field;
  /** Cards this seat cannot see (other hands and the stock). */
  unseen: string[];
  /** Cards each seat may still hold: shaken cards are known to be in their owner's hand. */
  piles: string[][];
  /** Hand cards the opponents hold in all. */
  opponentCards: number;
}

function read(view: GoStopView): Reading {
  const shown = view.shaken.flatMap((s) => s.cards);
  const seen = new Set<string>([
    ...view.hand,
    ...view.field.flatMap((p) => p.cards),
    ...view.captured.flat(),
    ...view.pending,
    ...shown,
  ]);
  if (view.choice) seen.add(view.choice.card);
  const seats = view.handCounts.map((_, i) => i);
  const opponents = seats.filter((s) => s !== view.seat);
  return {
    me: view.seat,
    opponents,
    yakuOptions: { bdb: view.options.bdb, rain_four_lights: view.options.rain_four_lights },
    field: view.field.map((p) => p.cards),
    unseen: HANAFUDA_DECK.filter((c) => !seen.has(c)),
    piles: view.captured.map((p) => p.slice()),
    opponentCards: opponents.reduce((n, s) => n + view.handCounts[s]!, 0),
  };
}

const total = (pile: readonly string[], o: GoStopYakuOptions) => yakuTotal(findYaku('gostop', pile, o));

/** Is a card group still open for `seat` (no other seat holds any of it)? */
function groupOpen(r: Reading, seat: number, group: readonly string[]): boolean {
  return r.piles.every((pile, s) => s === seat || !group.some((c) => pile.includes(c)));
}

const heldOf = (pile: readonly string[], group: readonly string[]) => group.filter((c) => pile.includes(c)).length;

/** Progress value of one card towards yaku for `seat` (beyond what it scores at once). */
function progress(r: Reading, seat: number, card: string): number {
  const pile = r.piles[seat]!;
  const c = cardInfo(card);
  const group = (ids: readonly string[], base: number, step: number) =>
    ids.includes(card) && groupOpen(r, seat, ids) ? base + step * heldOf(pile, ids) : 0;
  let v = 0;
  if (c.cls === 'bright') v += 3 + 1.5 * heldOf(pile, GROUPS.brights);
  if (c.cls === 'animal') v += 0.8 + 0.3 * pile.filter((p) => cardInfo(p).cls === 'animal').length;
  if (c.cls === 'ribbon') v += 0.8 + 0.3 * pile.filter((p) => cardInfo(p).cls === 'ribbon').length;
  if (c.cls === 'chaff') v += (c.roles.includes('double-chaff') ? 2 : 1) * (0.6 + 0.08 * goStopChaffUnits(pile, false));
  if (c.roles.includes('sake-cup')) v += 1;
  v += group(GROUPS.godoriBirds, 1.5, 1.5);
  if (r.yakuOptions.bdb !== false) v += group(GROUPS.boarDeerButterfly, 1.5, 1.5);
  v += group(GROUPS.poetryRibbons, 1.2, 1.2);
  v += group(GROUPS.blueRibbons, 1.2, 1.2);
  v += group(GROUPS.grassRibbons, 1.2, 1.2);
  return v;
}

/** What `cards` are worth to `seat`: yaku points they add now, plus progress. */
function worth(r: Reading, seat: number, cards: readonly string[]): number {
  if (cards.length === 0) return 0;
  const pile = r.piles[seat]!;
  let v = 6 * (total([...pile, ...cards], r.yakuOptions) - total(pile, r.yakuOptions));
  for (const c of cards) v += progress(r, seat, c);
  return v;
}

/** Chance that a hidden hand of `h` cards holds at least one of `k` unseen cards. */
function chanceHolds(k: number, h: number, unseen: number): number {
  if (k <= 0 || h <= 0 || unseen <= 0) return 0;
  let miss = 1;
  for (let i = 0; i < h; i++) miss *= Math.max(0, unseen - k - i) / (unseen - i);
  return 1 - miss;
}

/** Value of taking `cards`: my worth, denying the opponents, and the chaff a stolen-chaff event brings. */
function takeScore(r: Reading, cards: readonly string[], fieldLeft: number): number {
  let v = worth(r, r.me, cards);
  for (const o of r.opponents) v += (0.6 / r.opponents.length) * worth(r, o, cards);
  const fullMonth = cards.length >= 4;
  const steals = (fullMonth ? 1 : 0) + (fieldLeft === 0 ? 1 : 0);
  return v + steals * r.opponents.length * 1.5;
}

/** Risk of leaving `card` on the field: the chance an opponent holds its month times what they would take. */
function leaveRisk(r: Reading, card: string): number {
  const m = monthOf(card);
  const k = r.unseen.filter((c) => monthOf(c) === m).length;
  const p = chanceHolds(k, r.opponentCards, r.unseen.length);
  const exposed = [card, ...r.field.flat().filter((c) => monthOf(c) === m)];
  return p * Math.max(...r.opponents.map((o) => worth(r, o, exposed)));
}

/** Score of playing a hand card now. */
function playScore(r: Reading, view: GoStopView, card: string): number {
  const out = captureOutcome(card, r.field);
  const fieldCount = r.field.flat().length;
  let v: number;
  if (out.kind === 'stay') v = -leaveRisk(r, card) - 0.3 * progress(r, r.me, card);
  else if (out.kind === 'take') v = takeScore(r, [card, ...out.cards], fieldCount - out.cards.length);
  else v = Math.max(...out.targets.map((t) => takeScore(r, [card, ...(pileOf(r.field, t) ?? [t])], fieldCount - 1)));
  // Keep an unshaken triplet together while its fourth card may still come to the field (a bomb).
  const sameMonth = view.hand.filter((c) => monthOf(c) === monthOf(card)).length;
  if (sameMonth === 3 && out.kind === 'stay') v -= 2;
  return v;
}

/** Cards (unseen or on the field) that would raise `seat`'s yaku total. */
function raisingCards(r: Reading, seat: number): number {
  const pile = r.piles[seat]!;
  const now = total(pile, r.yakuOptions);
  let n = 0;
  for (const c of [...r.unseen, ...r.field.flat()]) if (total([...pile, c], r.yakuOptions) > now) n++;
  return n;
}

/** Go or stop. */
function decideGoStop(r: Reading, view: GoStopView): 'go' | 'stop' {
  const gain = view.stopNow[r.me]?.total ?? 0;
  const myTotal = view.totals[r.me]!;
  const bestOther = Math.max(...r.opponents.map((o) => view.totals[o]!));
  const lastRound = view.target === 0 && view.round >= view.rounds;
  if (lastRound && myTotal + gain > bestOther) return 'stop';
  const turnsLeft = view.hand.length + view.drawOnly[r.me]!;
  if (turnsLeft <= 2 || gain >= 10) return 'stop';
  const min = view.stopMinimum;
  for (const o of r.opponents) {
    if (view.yakuTotals[o]! >= min - 2) return 'stop';
    if (goStopChaffUnits(r.piles[o]!, false) >= 7) return 'stop';
    if (raisingCards(r, o) >= 4) return 'stop';
  }
  // Safe enough: the opponents are far from scoring. Play on while cards remain to improve with.
  return turnsLeft >= 4 || lastRound ? 'go' : 'stop';
}

/** The best move of the play phase: bomb, shake, play a card, or use a draw-only turn. */
function choosePlay(r: Reading, view: GoStopView, legal: readonly GoStopMove[], rng: Rng): GoStopMove {
  const bomb = legal.find((m) => m.type === 'bomb');
  if (bomb) return bomb;
  const shake = legal.find((m) => m.type === 'shake');
  if (shake) return shake;
  const plays = legal.filter((m) => m.type === 'play');
  if (plays.length === 0) return legal[0]!;
  const best = pickBest(plays, (m) => (m.type === 'play' ? playScore(r, view, m.card) : -Infinity), rng);
  const drawOnly = legal.find((m) => m.type === 'draw-only');
  // Spend a draw-only turn rather than give a card away for nothing.
  if (drawOnly && best.type === 'play' && playScore(r, view, best.card) < 0) return drawOnly;
  return best;
}

/** The fair greedy Go-Stop bot. */
export const gostopGreedyBot: Bot<GoStopView, GoStopMove> = {
  name: 'greedy',
  choose(view, legal, rng) {
    if (legal.length === 0) throw new Error('gostopGreedyBot: no legal move');
    if (legal.length === 1) return legal[0]!;
    const r = read(view);
    if (view.phase === 'decide') {
      const want = decideGoStop(r, view);
      return legal.find((m) => m.type === want) ?? legal[0]!;
    }
    if (view.phase === 'choose-hand' || view.phase === 'choose-draw') {
      const card = view.choice!.card;
      const left = r.field.flat().length - 1;
      return pickBest(
        legal,
        (m) =>
          m.type === 'capture' ? takeScore(r, [card, ...(pileOf(r.field, m.target) ?? [m.target])], left) : -Infinity,
        rng,
      );
    }
    if (view.phase === 'play') return choosePlay(r, view, legal, rng);
    if (view.phase === 'sake-cup' && view.sakeCupChoice) return sakeCupRole(view, legal);
    return legal[0]!;
  },
};

/**
 * The sake cup's role when its owner chooses (rulings G23): the reading that pays the bot most
 * (as the stopper) or costs it least (as a loser); on equal terms, the animal.
 */
function sakeCupRole(view: GoStopView, legal: readonly GoStopMove[]): GoStopMove {
  const c = view.sakeCupChoice!;
  const gain = (s: GoStopSettlement) =>
    s.winner === view.seat ? s.total : -(s.payments.find((p) => p.seat === view.seat)?.amount ?? 0);
  const as = gain(c.chaff) > gain(c.animal) ? 'chaff' : 'animal';
  return legal.find((m) => m.type === 'sake-cup' && m.as === as) ?? legal[0]!;
}
