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
import { cardInfo, cardOrder, GROUPS, HANAFUDA_DECK, monthOf } from './cards.ts';
import { captureOutcome, pileOf, type Field } from './capture.ts';
import type { GoStopMove, GoStopView } from './gostop.ts';
import type { GoStopSettlement } from './gostop-scoring.ts';
import { goStopChaffUnits, goStopPackedTotal, GS_A, GS_B, type GoStopYakuOptions } from './yaku.ts';

/** The progress groups (`progress`), in the order their values are added. */
const PROGRESS_GROUPS = [
  { ids: GROUPS.godoriBirds, base: 1.5, bdb: false },
  { ids: GROUPS.boarDeerButterfly, base: 1.5, bdb: true },
  { ids: GROUPS.poetryRibbons, base: 1.2, bdb: false },
  { ids: GROUPS.blueRibbons, base: 1.2, bdb: false },
  { ids: GROUPS.grassRibbons, base: 1.2, bdb: false },
] as const;

/** Per card (by deck order): its month, class and roles, looked up once. */
const CARD = HANAFUDA_DECK.map((id) => {
  const c = cardInfo(id);
  return {
    month: c.month,
    cls: c.cls,
    double: c.roles.includes('double-chaff'),
    cup: c.roles.includes('sake-cup'),
    /** Bit i set: the card is in PROGRESS_GROUPS[i]. */
    groups: PROGRESS_GROUPS.reduce((bits, g, i) => (g.ids.includes(id) ? bits | (1 << i) : bits), 0),
  };
});

/** What the progress values need of one seat's pile (counted once per decision). */
interface PileTally {
  brights: number;
  animals: number;
  ribbons: number;
  chaffUnits: number;
  /** Cards of each progress group held; -1: the group is not open for the seat (another seat holds one). */
  groups: number[];
  /** The seat's yaku total now. */
  total: number;
  /** The pile's packed yaku codes, summed (`GS_A`, `GS_B`). */
  a: number;
  b: number;
  /** Where this seat's `progress` per card starts in `MEMO`. */
  memo: number;
}

/** What the bot can work out from a view. */
interface Reading {
  me: number;
  opponents: number[];
  yakuOptions: GoStopYakuOptions;
  bdb: boolean;
  rainFourLights: 4 | 3;
  field: Field;
  /** The field's cards, pile by pile. */
  fieldFlat: string[];
  /** Cards this seat cannot see (other hands and the stock). */
  unseen: string[];
  /** Unseen cards of each month (index 1–12). */
  unseenByMonth: number[];
  /** My hand's cards of each month (index 1–12). */
  handByMonth: number[];
  /** Cards each seat may still hold: shaken cards are known to be in their owner's hand. */
  piles: readonly (readonly string[])[];
  tallies: PileTally[];
  /** Hand cards the opponents hold in all. */
  opponentCards: number;
  /** `playScore` per hand card (by deck order) from `MEMO[PLAYS + k]`, worked out when first asked. */
}

/** Seen cards by deck order (scratch for `read`, cleared before each use). */
const SEEN = new Uint8Array(HANAFUDA_DECK.length);

function markSeen(cards: readonly string[]): void {
  for (let i = 0; i < cards.length; i++) SEEN[cardOrder(cards[i]!)] = 1;
}

function tally(pile: readonly string[], seat: number, holders: readonly number[], o: GoStopYakuOptions): PileTally {
  const t: PileTally = {
    brights: 0,
    animals: 0,
    ribbons: 0,
    chaffUnits: goStopChaffUnits(pile, false),
    groups: [0, 0, 0, 0, 0],
    total: 0,
    a: 0,
    b: 0,
    memo: seat * MEMO_SIZE,
  };
  for (let i = 0; i < pile.length; i++) {
    const k = cardOrder(pile[i]!);
    t.a += GS_A[k]!;
    t.b += GS_B[k]!;
    const c = CARD[k]!;
    if (c.cls === 'bright') t.brights++;
    else if (c.cls === 'animal') t.animals++;
    else if (c.cls === 'ribbon') t.ribbons++;
    if (c.groups !== 0) for (let g = 0; g < PROGRESS_GROUPS.length; g++) if (c.groups & (1 << g)) t.groups[g]!++;
  }
  t.total = goStopPackedTotal(t.a, t.b, o.bdb !== false, o.rain_four_lights ?? 4);
  // A group is open for the seat while no other seat holds a card of it.
  for (let g = 0; g < PROGRESS_GROUPS.length; g++) if ((holders[g]! & ~(1 << seat)) !== 0) t.groups[g] = -1;
  return t;
}

/**
 * Memo space for one decision: each seat's progress per card, then the play scores; a value is
 * known when its stamp is the decision's (`read` starts a new one, so nothing is cleared).
 */
const MEMO_SIZE = HANAFUDA_DECK.length;
const MEMO = new Float64Array(MEMO_SIZE * 4);
const STAMPS = new Int32Array(MEMO_SIZE * 4);
const PLAYS = 3 * MEMO_SIZE;
let decision = 0;

function read(view: GoStopView): Reading {
  decision = (decision + 1) | 0;
  SEEN.fill(0);
  markSeen(view.hand);
  // The field's piles and their cards in one list (Array.prototype.flat is slow).
  const field: string[][] = [];
  const fieldFlat: string[] = [];
  for (const p of view.field) {
    markSeen(p.cards);
    field.push(p.cards);
    for (const c of p.cards) fieldFlat.push(c);
  }
  for (const p of view.captured) markSeen(p);
  markSeen(view.pending);
  for (const s of view.shaken) markSeen(s.cards);
  if (view.choice) SEEN[cardOrder(view.choice.card)] = 1;
  const unseen: string[] = [];
  const unseenByMonth = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const handByMonth = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const c of view.hand) handByMonth[monthOf(c)]!++;
  for (let i = 0; i < HANAFUDA_DECK.length; i++)
    if (!SEEN[i]) {
      unseen.push(HANAFUDA_DECK[i]!);
      unseenByMonth[CARD[i]!.month]!++;
    }
  const seats = view.handCounts.map((_, i) => i);
  const opponents = seats.filter((s) => s !== view.seat);
  const yakuOptions: GoStopYakuOptions = { bdb: view.options.bdb, rain_four_lights: view.options.rain_four_lights };
  const piles = view.captured;
  // Bit s of holders[g]: seat s holds a card of progress group g.
  const holders = [0, 0, 0, 0, 0];
  for (let s = 0; s < piles.length; s++) {
    const pile = piles[s]!;
    for (let i = 0; i < pile.length; i++) {
      const bits = CARD[cardOrder(pile[i]!)]!.groups;
      if (bits !== 0) for (let g = 0; g < PROGRESS_GROUPS.length; g++) if (bits & (1 << g)) holders[g]! |= 1 << s;
    }
  }
  return {
    me: view.seat,
    opponents,
    yakuOptions,
    bdb: yakuOptions.bdb !== false,
    rainFourLights: yakuOptions.rain_four_lights ?? 4,
    field,
    fieldFlat,
    unseen,
    unseenByMonth,
    handByMonth,
    piles,
    tallies: seats.map((s) => tally(piles[s]!, s, holders, yakuOptions)),
    opponentCards: opponents.reduce((n, s) => n + view.handCounts[s]!, 0),
  };
}

/** `seat`'s yaku total with `cards` added to its pile. */
function totalWith(r: Reading, seat: number, cards: readonly string[]): number {
  const t = r.tallies[seat]!;
  let a = t.a;
  let b = t.b;
  for (let i = 0; i < cards.length; i++) {
    const k = cardOrder(cards[i]!);
    a += GS_A[k]!;
    b += GS_B[k]!;
  }
  return goStopPackedTotal(a, b, r.bdb, r.rainFourLights);
}

/** Progress value of one card towards yaku for `seat` (beyond what it scores at once). */
function progress(r: Reading, seat: number, card: string): number {
  const k = cardOrder(card);
  const t = r.tallies[seat]!;
  if (STAMPS[t.memo + k] === decision) return MEMO[t.memo + k]!;
  const c = CARD[k]!;
  let v = 0;
  if (c.cls === 'bright') v += 3 + 1.5 * t.brights;
  if (c.cls === 'animal') v += 0.8 + 0.3 * t.animals;
  if (c.cls === 'ribbon') v += 0.8 + 0.3 * t.ribbons;
  if (c.cls === 'chaff') v += (c.double ? 2 : 1) * (0.6 + 0.08 * t.chaffUnits);
  if (c.cup) v += 1;
  for (let g = 0; g < PROGRESS_GROUPS.length; g++) {
    const group = PROGRESS_GROUPS[g]!;
    if (group.bdb && !r.bdb) continue;
    const held = t.groups[g]!;
    // The group's value when the card is in it and no other seat holds one of it (else 0).
    v += c.groups & (1 << g) && held >= 0 ? group.base + group.base * held : 0;
  }
  MEMO[t.memo + k] = v;
  STAMPS[t.memo + k] = decision;
  return v;
}

/** What `cards` are worth to `seat`: yaku points they add now, plus progress. */
function worth(r: Reading, seat: number, cards: readonly string[]): number {
  if (cards.length === 0) return 0;
  let v = 6 * (totalWith(r, seat, cards) - r.tallies[seat]!.total);
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
  const k = r.unseenByMonth[m]!;
  const p = chanceHolds(k, r.opponentCards, r.unseen.length);
  const exposed = [card];
  for (const c of r.fieldFlat) if (monthOf(c) === m) exposed.push(c);
  let most = -Infinity;
  for (const o of r.opponents) most = Math.max(most, worth(r, o, exposed));
  return p * most;
}

/** Score of playing a hand card now. */
function playScore(r: Reading, card: string): number {
  const k = cardOrder(card);
  if (STAMPS[PLAYS + k] === decision) return MEMO[PLAYS + k]!;
  const out = captureOutcome(card, r.field);
  const fieldCount = r.fieldFlat.length;
  let v: number;
  if (out.kind === 'stay') v = -leaveRisk(r, card) - 0.3 * progress(r, r.me, card);
  else if (out.kind === 'take') v = takeScore(r, [card, ...out.cards], fieldCount - out.cards.length);
  else v = Math.max(...out.targets.map((t) => takeScore(r, [card, ...(pileOf(r.field, t) ?? [t])], fieldCount - 1)));
  // Keep an unshaken triplet together while its fourth card may still come to the field (a bomb).
  const sameMonth = r.handByMonth[monthOf(card)]!;
  if (sameMonth === 3 && out.kind === 'stay') v -= 2;
  MEMO[PLAYS + k] = v;
  STAMPS[PLAYS + k] = decision;
  return v;
}

/** Cards (unseen or on the field) that would raise `seat`'s yaku total. */
function raisingCards(r: Reading, seat: number): number {
  const t = r.tallies[seat]!;
  let n = 0;
  const raises = (c: string) => {
    const k = cardOrder(c);
    return goStopPackedTotal(t.a + GS_A[k]!, t.b + GS_B[k]!, r.bdb, r.rainFourLights) > t.total;
  };
  for (const c of r.unseen) if (raises(c)) n++;
  for (const c of r.fieldFlat) if (raises(c)) n++;
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
function choosePlay(r: Reading, legal: readonly GoStopMove[], rng: Rng): GoStopMove {
  const bomb = legal.find((m) => m.type === 'bomb');
  if (bomb) return bomb;
  const shake = legal.find((m) => m.type === 'shake');
  if (shake) return shake;
  const plays = legal.filter((m) => m.type === 'play');
  if (plays.length === 0) return legal[0]!;
  const best = pickBest(plays, (m) => (m.type === 'play' ? playScore(r, m.card) : -Infinity), rng);
  const drawOnly = legal.find((m) => m.type === 'draw-only');
  // Spend a draw-only turn rather than give a card away for nothing.
  if (drawOnly && best.type === 'play' && playScore(r, best.card) < 0) return drawOnly;
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
      const left = r.fieldFlat.length - 1;
      return pickBest(
        legal,
        (m) =>
          m.type === 'capture' ? takeScore(r, [card, ...(pileOf(r.field, m.target) ?? [m.target])], left) : -Infinity,
        rng,
      );
    }
    if (view.phase === 'play') return choosePlay(r, legal, rng);
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
