/**
 * The Career Poker bot: decides from its seat's view and legal moves only.
 * Trick phase: win tricks it can win cheaply (each is a gold = a point), lose with weak cards,
 * give weak off-lead cards away and keep the Millionaire-strong ones (13, 1, 2), cut only when
 * the trick holds strong cards. Millionaire phase: go out when it can, shed the weakest sets
 * first, cut with energy when offered, keep 1s and 2s for when they matter, and spend gold only on
 * a trick that matters: one the gold play surely wins (a cut, the strongest number, or a set too
 * big for anyone to follow) when what is left can then go out in one play.
 */
import type { Bot } from '../../engine/bot.ts';
import { pickBest } from '../../engine/bot.ts';
import type { EasySlips } from '../../engine/easy.ts';
import type { Rng } from '../../engine/rng.ts';
import type { CareerPokerMove, CareerPokerView } from './career-poker.ts';
import {
  dealPlan,
  face,
  goldModCost,
  hasAttribute,
  judgeMillionairePlay,
  ladder,
  mustTransferLead,
  type LeadAttribute,
} from './rules.ts';

/** Millionaire value of a card in Normal time: 0 (a 3) … 12 (a 2). */
const mValue = (c: string) => ladder(face(c).n);

function teammate(v: CareerPokerView, seat: number): boolean {
  return v.options.mode === 'team' && seat !== v.seat && seat % 2 === v.seat % 2;
}

const plans = new Map<number, string[]>();
const planCards = (players: number): string[] => {
  let p = plans.get(players);
  if (!p) {
    p = dealPlan(players as 3 | 4 | 5).cards;
    plans.set(players, p);
  }
  return p;
};

/** How many cards in play, not in my hand, carry `attr` and a higher number (lower if reversed). */
function threats(v: CareerPokerView, card: string, attr: LeadAttribute): number {
  const all = planCards(v.players);
  const n = face(card).n;
  const mine = new Set(v.hand);
  let t = 0;
  for (const c of all) if (!mine.has(c) && c !== card && hasAttribute(c, attr) && face(c).n > n) t++;
  return t;
}

function chooseLead(v: CareerPokerView, legal: CareerPokerMove[]): (m: CareerPokerMove) => number {
  return (m) => {
    if (m.type !== 'lead') return -1e9;
    const f = face(m.card);
    let score = -threats(v, m.card, m.attr) * 3;
    if (f.n === 11) score -= 8; // my own 11 reverses the order against my high card
    if (f.n === 8) score -= 2;
    score -= mValue(m.card) * 0.3; // keep Millionaire-strong cards when it costs little
    void legal;
    return score;
  };
}

/** Would `card` be winning the trick now (cards so far + this one)? */
function winsNow(v: CareerPokerView, card: string): boolean {
  const lead = v.lead!;
  const plays = [...v.plays.map((p) => p.card), card];
  const reversed = plays.filter((c) => face(c).n === 11).length % 2 === 1;
  let best: string | null = null;
  for (const c of plays) {
    if (!hasAttribute(c, lead)) continue;
    if (!best || (reversed ? face(c).n < face(best).n : face(c).n > face(best).n)) best = c;
  }
  return best === card;
}

function chooseFollow(v: CareerPokerView): (m: CareerPokerMove) => number {
  const last = v.plays.length === v.players - 1;
  const partnerWinning = (() => {
    if (v.options.mode !== 'team' || !v.lead) return false;
    const reversed = v.plays.filter((p) => face(p.card).n === 11).length % 2 === 1;
    let best: { player: number; n: number } | null = null;
    for (const p of v.plays)
      if (hasAttribute(p.card, v.lead) && (!best || (reversed ? face(p.card).n < best.n : face(p.card).n > best.n)))
        best = { player: p.player, n: face(p.card).n };
    return !!best && teammate(v, best.player);
  })();
  return (m) => {
    if (m.type !== 'follow') return -1e9;
    const on = hasAttribute(m.card, v.lead!);
    const val = mValue(m.card);
    if (on && winsNow(v, m.card) && !partnerWinning) {
      // winning a trick: a gold; more certain when last to play
      return (last ? 20 : 8) - val * 0.2 - face(m.card).n * 0.05;
    }
    // losing: shed the weakest Millionaire card; an off-lead card can be given away
    return -val - (on ? 1 : 0);
  };
}

function choosePlace(v: CareerPokerView): (m: CareerPokerMove) => number {
  return (m) => {
    if (m.type !== 'place') return -1e9;
    const strong = mValue(m.card) >= 10 || face(m.card).n === 8;
    if (m.to === v.seat) return strong ? 10 : 0;
    if (teammate(v, m.to)) return strong ? 5 : -5;
    // weak cards go to the opponent with the fewest strategic cards (it hurts his ranking most)
    return strong ? -10 : 5 - v.strategicCounts[m.to]! * 0.1;
  };
}

function chooseCut(v: CareerPokerView): (m: CareerPokerMove) => number {
  const cards = v.plays.map((p) => p.card);
  const strong = cards.filter((c) => mValue(c) >= 11).length;
  const mine = v.plays.find((p) => p.player === v.seat)?.card;
  const winning = mine
    ? winsNow({ ...v, plays: v.plays.filter((p) => p.card !== mine) }, mine) && hasAttribute(mine, v.lead!)
    : false;
  const want = !winning && strong >= 1;
  return (m) => (m.type === 'cut' && m.cut === want ? 1 : 0);
}

/** Effective strength of a number now (higher = stronger). */
function strength(v: CareerPokerView, n: number): number {
  const reversed = v.mill.revolution !== v.mill.back;
  return reversed ? 12 - ladder(n) : ladder(n);
}

/** Does this play surely win the trick, and can what is left then go out in one play? Returns the
 *  play's gold cost when it does, else null. */
function winsWayOut(v: CareerPokerView, m: CareerPokerMove & { type: 'play' }): number | null {
  const hand = v.strategic;
  const rest = hand.filter((c) => !m.cards.includes(c));
  const mill = v.mill;
  const j = judgeMillionairePlay({
    state: { revolution: mill.revolution, back: mill.back, top: mill.top, binding: mill.binding, energy: v.energy },
    hand,
    play: m.cards,
    goldMods: m.gold,
    cut: m.cut,
    gold: v.gold[v.seat]!,
  });
  if (!j.legal || rest.length === 0) return null;
  const k = m.cards.length;
  const n = face(j.faces[0]!).n;
  const strongest = j.after.revolution !== j.after.back ? 3 : 2;
  const nobodyCanFollow = v.strategicCounts.every((c, seat) => seat === v.seat || c < k);
  const wins = m.cut || n === strongest || nobodyCanFollow;
  if (!wins) return null;
  // the next trick: I lead what is left, with the energy there will be then (this trick's bundle included)
  const energy = j.after.energy + (mill.trickCards.length + k >= 2 ? 1 : 0);
  const out = judgeMillionairePlay({
    state: { revolution: j.after.revolution, back: false, top: null, binding: { colour: null, mark: null }, energy },
    hand: rest,
    play: rest,
    goldMods: {},
    cut: false,
  });
  return out.legal && out.goesOut ? j.goldCost : null;
}

function chooseMillionaire(v: CareerPokerView, legal: CareerPokerMove[]): (m: CareerPokerMove) => number {
  const hand = v.strategic;
  const leading = v.mill.top === null;
  const others = v.strategicCounts.filter((_, i) => i !== v.seat);
  const danger = Math.min(...others) <= 2; // someone is close to going out
  return (m) => {
    if (m.type === 'pass') {
      return danger ? -5 : 0;
    }
    if (m.type !== 'play') return -1e9;
    const left = hand.length - m.cards.length;
    if (left === 0) return 1000; // going out (legal only if not banned)
    const rest = hand.filter((c) => !m.cards.includes(c));
    const goldUsed = Object.keys(m.gold).length > 0;
    // a play that surely wins the trick and leaves a hand that goes out next: the way out
    const wayOut = left <= 4 ? winsWayOut(v, m) : null;
    // gold is a point each: spent only on the way out, the cheaper the better, and never when a
    // play without gold wins the way out too (that one scores higher)
    if (goldUsed) return wayOut === null ? -1e6 : 500 - wayOut;
    if (wayOut !== null) return 600 - m.cards.length * 0.01;
    const n = face(m.cards[0]!).n;
    const s = strength(v, n);
    let score = 10 - s + m.cards.length * 2.5;
    if (m.cut)
      score += 12; // wins the lead at once
    else if (n === 8 && !leading) score -= 1;
    if (!leading && !danger && s >= 10 && hand.length > 4) score -= 9; // keep 1s and 2s
    if (leading && m.cards.length >= 2 && m.cards.length < 4) score += 1; // shedding with shared energy
    if (m.cards.length >= 4) score += v.mill.revolution ? 0 : 1;
    // leave a playable last card: never keep only a banned card
    if (left === 1 && mustTransferLead(rest, v.mill.revolution)) score -= 6;
    void legal;
    return score;
  };
}

/** Gold a listed play spends. */
function goldSpent(m: CareerPokerMove & { type: 'play' }): number {
  let cost = 0;
  for (const [card, mod] of Object.entries(m.gold)) {
    const c = goldModCost(card, mod);
    cost += typeof c === 'number' ? c : 0;
  }
  return cost;
}

/**
 * The legal moves Hard searches (`SearchSpec.candidates`), as indices into `legal`: every move
 * without gold, and of the gold plays the cheapest for each target number, set size, whether it
 * changes colours, whether it changes animals and whether it cuts (the first listed among equals).
 * The list holds every gold play (ruling CP-17), which can run to thousands; the others only make
 * the same kind of set from other cards or for more gold, and Normal, whose move is always
 * searched, picks among all of them.
 */
export function careerPokerCandidates(_view: CareerPokerView, legal: readonly CareerPokerMove[]): number[] {
  const out: number[] = [];
  const cheapest = new Map<string, { k: number; cost: number }>();
  legal.forEach((m, k) => {
    if (m.type !== 'play' || Object.keys(m.gold).length === 0) {
      out.push(k);
      return;
    }
    const mods = Object.values(m.gold);
    const n = m.gold[m.cards[0]!]?.n ?? face(m.cards[0]!).n;
    const key = `${n}|${m.cards.length}|${mods.some((g) => g.colour)}|${mods.some((g) => g.mark)}|${m.cut}`;
    const cost = goldSpent(m);
    const best = cheapest.get(key);
    if (!best || cost < best.cost) cheapest.set(key, { k, cost });
  });
  for (const { k } of cheapest.values()) out.push(k);
  return out.sort((a, b) => a - b);
}

export const careerPokerBot: Bot<CareerPokerView, CareerPokerMove> & EasySlips<CareerPokerView, CareerPokerMove> = {
  name: 'career-poker',
  // Easy slips to another play of the same kind: with gold for one with gold, without for one without
  slipKind: (_view, m) => (m.type === 'play' && Object.keys(m.gold).length > 0 ? 'play-gold' : m.type),
  choose(view: CareerPokerView, legal: readonly CareerPokerMove[], rng: Rng): CareerPokerMove {
    if (legal.length === 0) throw new Error('career-poker bot: no legal move');
    if (legal.length === 1) return legal[0]!;
    const v = view;
    const moves = legal as CareerPokerMove[];
    switch (v.phase) {
      case 'direction':
        return pickBest(moves, (m) => (m.type === 'direction' && m.dir === 'cw' ? 1 : 0), rng);
      case 'm-direction': {
        // the player after me should be the one with the most cards (least likely to beat me and go out)
        const cw = (v.seat + 1) % v.players;
        const ccw = (v.seat + v.players - 1) % v.players;
        const pref = v.strategicCounts[cw]! >= v.strategicCounts[ccw]! ? 'cw' : 'ccw';
        return pickBest(moves, (m) => (m.type === 'direction' && m.dir === pref ? 1 : 0), rng);
      }
      case 'lead':
        return pickBest(moves, chooseLead(v, moves), rng);
      case 'follow':
        return pickBest(moves, chooseFollow(v), rng);
      case 'place':
        return pickBest(moves, choosePlace(v), rng);
      case 'cut':
        return pickBest(moves, chooseCut(v), rng);
      case 'm-play':
        return pickBest(moves, chooseMillionaire(v, moves), rng);
      default:
        return moves[0]!;
    }
  },
};
