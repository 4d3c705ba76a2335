/**
 * Koi-Koi bots. They decide from the seat's view only (never the state): what they hold,
 * the face-up field and capture piles, and counts of the hidden cards.
 *
 * The greedy bot values captures (brights > yaku progress > ribbons and animals > chaff),
 * blocks cards the opponent needs, avoids leaving easy captures, and decides koi-koi from
 * the points at stake, the opponent's threats and the cards left.
 */
import { pickBest, type Bot } from '../../engine/bot.ts';
import { cardInfo, cardOrder, GROUPS, HANAFUDA_DECK, monthOf } from './cards.ts';
import { pileOf, type Field } from './capture.ts';
import type { KoiKoiMove, KoiKoiView } from './koikoi.ts';
import {
  koikoiCounts,
  koikoiTotalPlus,
  koikoiYakuSettings,
  type KoiKoiCounts,
  type KoiKoiYakuOptions,
} from './yaku.ts';

/** Deck positions of a group's cards. */
const orders = (ids: readonly string[]) => ids.map(cardOrder);

/** The groups `progress` values, as deck positions, and each card's class, rain flag and groups (by deck position). */
const G_DRY = orders(GROUPS.dryBrights);
const G_BDB = orders(GROUPS.boarDeerButterfly);
const G_POETRY = orders(GROUPS.poetryRibbons);
const G_BLUE = orders(GROUPS.blueRibbons);
const G_FLOWER = orders([GROUPS.sakeCup, GROUPS.curtain]);
const G_MOON = orders([GROUPS.sakeCup, GROUPS.moon]);
const CLS = HANAFUDA_DECK.map((id) => cardInfo(id).cls);
const RAIN = HANAFUDA_DECK.map((id) => cardInfo(id).roles.includes('rain-bright'));
const MONTH = HANAFUDA_DECK.map((id) => cardInfo(id).month);
const IN_GROUP = (group: readonly number[]) => {
  const out = new Uint8Array(HANAFUDA_DECK.length);
  for (const k of group) out[k] = 1;
  return out;
};
const IN_BDB = IN_GROUP(G_BDB);
const IN_POETRY = IN_GROUP(G_POETRY);
const IN_BLUE = IN_GROUP(G_BLUE);
const IN_FLOWER = IN_GROUP(G_FLOWER);
const IN_MOON = IN_GROUP(G_MOON);

/** What the bot knows of one capture pile: which cards (by deck position), how many of each class, its yaku counts and total. */
interface PileFacts {
  cards: readonly string[];
  /** How many cards `cards` had when read. */
  length: number;
  settings: Required<KoiKoiYakuOptions> | undefined;
  has: Uint8Array;
  animals: number;
  ribbons: number;
  chaff: number;
  counts: KoiKoiCounts;
  /** The pile's yaku total. */
  total: number;
}

/** What the bot can work out from a view. */
interface Reading {
  me: number;
  opp: number;
  yakuOptions: KoiKoiYakuOptions;
  /** `yakuOptions` with the defaults filled in (what `findYaku` scores with). */
  settings: Required<KoiKoiYakuOptions>;
  field: Field;
  /** How many cards this seat cannot see (the opponent's hand and the stock). */
  unseenCount: number;
  /** How many unseen cards each month (1–12) has. */
  unseenByMonth: Int32Array;
  /** Both capture piles (a group member in one pile closes that group to the other seat). */
  piles: PileFacts[];
}

/**
 * The facts of the last piles read, a few slots keyed by the pile array and the settings (a
 * bot's view shares its piles move after move in a rollout; a pile is never changed in place).
 */
const SLOTS = 8;
const slots: PileFacts[] = Array.from({ length: SLOTS }, () => ({
  cards: [],
  length: 0,
  settings: undefined,
  has: new Uint8Array(HANAFUDA_DECK.length),
  animals: 0,
  ribbons: 0,
  chaff: 0,
  counts: { a: 0, b: 0, month: 0 },
  total: 0,
}));
let nextSlot = 0;

/**
 * The facts of `cards` under `settings`, filled in when new, never in slot `keep`: the slot a
 * read still in use returned (refilling it would change that read's facts under it).
 */
function readPile(cards: readonly string[], settings: Required<KoiKoiYakuOptions>, keep?: PileFacts): PileFacts {
  for (let i = 0; i < SLOTS; i++) {
    const f = slots[i]!;
    if (f.cards === cards && f.settings === settings && f.length === cards.length) return f;
  }
  if (slots[nextSlot] === keep) nextSlot = (nextSlot + 1) % SLOTS;
  const f = slots[nextSlot]!;
  nextSlot = (nextSlot + 1) % SLOTS;
  const has = f.has.fill(0);
  let animals = 0;
  let ribbons = 0;
  let chaff = 0;
  for (let i = 0; i < cards.length; i++) {
    const k = cardOrder(cards[i]!);
    has[k] = 1;
    const cls = CLS[k];
    if (cls === 'animal') animals++;
    else if (cls === 'ribbon') ribbons++;
    else if (cls === 'chaff') chaff++;
  }
  koikoiCounts(cards, settings, f.counts);
  f.cards = cards;
  f.length = cards.length;
  f.settings = settings;
  f.animals = animals;
  f.ribbons = ribbons;
  f.chaff = chaff;
  f.total = koikoiTotalPlus(f.counts, settings, NONE);
  return f;
}

const NONE: readonly string[] = [];

/**
 * Progress of each (seat, card) for the reading in progress, worked out once (a reading lives
 * only while one `choose` runs, and a choose never starts another): a value counts when its
 * stamp is the reading's.
 */
const PROGRESS = new Float64Array(2 * HANAFUDA_DECK.length);
const PROGRESS_STAMP = new Int32Array(2 * HANAFUDA_DECK.length);
let stamp = 0;

/** Seen cards of the view being read, by deck position (scratch of the reading in progress). */
const SEEN = new Uint8Array(HANAFUDA_DECK.length);
const UNSEEN_BY_MONTH = new Int32Array(13);

/** The yaku options of the last (options, month) read: a rollout's views share one options object. */
let lastOptions: KoiKoiView['options'] | undefined;
let lastMonth = -1;
let lastYakuOptions: KoiKoiYakuOptions = {};
let lastSettings: Required<KoiKoiYakuOptions> = koikoiYakuSettings();

function read(view: KoiKoiView): Reading {
  SEEN.fill(0);
  const mark = (cards: readonly string[]) => {
    for (let i = 0; i < cards.length; i++) SEEN[cardOrder(cards[i]!)] = 1;
  };
  mark(view.hand);
  const field: Field = new Array(view.field.length);
  for (let i = 0; i < view.field.length; i++) {
    const cards = view.field[i]!.cards;
    field[i] = cards;
    mark(cards);
  }
  mark(view.pending);
  if (view.choice) SEEN[cardOrder(view.choice.card)] = 1;
  const o = view.options;
  if (o !== lastOptions || view.month !== lastMonth) {
    lastYakuOptions = {
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
    };
    lastSettings = koikoiYakuSettings(lastYakuOptions);
    lastOptions = o;
    lastMonth = view.month;
  }
  const settings = lastSettings;
  const pile0 = readPile(view.captured[0]!, settings);
  const piles = [pile0, readPile(view.captured[1]!, settings, pile0)];
  // The piles' cards are seen too (marked from their facts: no lookup per card).
  const has0 = piles[0]!.has;
  const has1 = piles[1]!.has;
  let unseenCount = 0;
  const unseenByMonth = UNSEEN_BY_MONTH.fill(0);
  for (let k = 0; k < HANAFUDA_DECK.length; k++) {
    if (SEEN[k] || has0[k] || has1[k]) {
      SEEN[k] = 1;
      continue;
    }
    unseenCount++;
    unseenByMonth[MONTH[k]!]!++;
  }
  if (++stamp === 0x40000000) {
    PROGRESS_STAMP.fill(0);
    stamp = 1;
  }
  return {
    me: view.seat,
    opp: 1 - view.seat,
    yakuOptions: lastYakuOptions,
    settings,
    field,
    unseenCount,
    unseenByMonth,
    piles,
  };
}

/** The unseen cards of the reading in progress, in deck order (from its `SEEN` marks). */
function unseenOf(): string[] {
  const out: string[] = [];
  for (let k = 0; k < HANAFUDA_DECK.length; k++) if (!SEEN[k]) out.push(HANAFUDA_DECK[k]!);
  return out;
}

/** Is a card group still open for `seat` (the other seat holds none of it)? */
function groupOpen(r: Reading, seat: number, group: readonly number[]): boolean {
  const other = r.piles[1 - seat]!.has;
  for (let i = 0; i < group.length; i++) if (other[group[i]!]) return false;
  return true;
}

function heldOf(pile: PileFacts, group: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < group.length; i++) n += pile.has[group[i]!]!;
  return n;
}

/** Progress value of one card towards yaku for `seat` (beyond what it scores at once). */
function progress(r: Reading, seat: number, card: string): number {
  const pile = r.piles[seat]!;
  const k = cardOrder(card);
  const at = seat * HANAFUDA_DECK.length + k;
  if (PROGRESS_STAMP[at] === stamp) return PROGRESS[at]!;
  const cls = CLS[k];
  // The same sums in the same order as ever (a group the card is not in adds nothing).
  const groupBonus = (group: readonly number[], base: number, step: number) =>
    groupOpen(r, seat, group) ? base + step * heldOf(pile, group) : 0;
  let v = 0;
  if (cls === 'bright') v += RAIN[k] ? 2 : 4 + 1.5 * heldOf(pile, G_DRY);
  else if (cls === 'animal') v += 1 + 0.3 * pile.animals;
  else if (cls === 'ribbon') v += 1 + 0.3 * pile.ribbons;
  else v += 0.3 + 0.08 * pile.chaff;
  if (IN_BDB[k]) v += groupBonus(G_BDB, 1.5, 1.5);
  if (IN_POETRY[k]) v += groupBonus(G_POETRY, 1.5, 1.5);
  if (IN_BLUE[k]) v += groupBonus(G_BLUE, 1.5, 1.5);
  if (r.yakuOptions.viewing !== 'off') {
    if (r.yakuOptions.flower_viewing !== false && IN_FLOWER[k]) v += groupBonus(G_FLOWER, 1.5, 2);
    if (r.yakuOptions.moon_viewing !== false && IN_MOON[k]) v += groupBonus(G_MOON, 1.5, 2);
  }
  PROGRESS[at] = v;
  PROGRESS_STAMP[at] = stamp;
  return v;
}

/** What `cards` are worth to `seat`: yaku points they complete now, plus progress. */
function worth(r: Reading, seat: number, cards: readonly string[]): number {
  if (cards.length === 0) return 0;
  const pile = r.piles[seat]!;
  const gain = koikoiTotalPlus(pile.counts, r.settings, cards) - pile.total;
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
  const k = r.unseenByMonth[m]!;
  const p = chanceHolds(k, view.opponentHandCount, r.unseenCount);
  const exposed = [card];
  for (const pile of r.field) for (const c of pile) if (monthOf(c) === m) exposed.push(c);
  return p * worth(r, r.opp, exposed);
}

/** Best score of placing a hand card now, and the target it would take on a choice. */
function playScore(r: Reading, view: KoiKoiView, card: string): number {
  // `captureOutcome(card, r.field)` under the standard rule, without its lists: the piles of the
  // card's month (stay: none; take: one, or three or more cards of the month; else a choice).
  const m = monthOf(card);
  const field = r.field;
  let piles = 0;
  let count = 0;
  let oneMonth = true;
  for (let i = 0; i < field.length; i++) {
    const p = field[i]!;
    if (p.length === 0 || monthOf(p[0]!) !== m) continue;
    piles++;
    count += p.length;
    for (let j = 0; j < p.length; j++) if (monthOf(p[j]!) !== m) oneMonth = false;
  }
  if (piles === 0) return -leaveRisk(r, view, card) - 0.3 * progress(r, r.me, card);
  if (piles === 1 || (count >= 3 && oneMonth)) {
    const cards = [card];
    for (const p of field) if (p.length > 0 && monthOf(p[0]!) === m) for (const c of p) cards.push(c);
    return takeScore(r, cards);
  }
  // A choice: the best of taking each matching pile (as `Math.max` over them, in field order).
  let best = Number.NEGATIVE_INFINITY;
  for (const p of field) if (p.length > 0 && monthOf(p[0]!) === m) best = Math.max(best, takeScore(r, [card, ...p]));
  return best;
}

/** Cards (unseen or on the field) that would raise `seat`'s yaku total. */
function raisingCards(r: Reading, seat: number): number {
  const pile = r.piles[seat]!;
  const now = pile.total;
  const one = [''];
  let n = 0;
  const count = (c: string) => {
    one[0] = c;
    if (koikoiTotalPlus(pile.counts, r.settings, one) > now) n++;
  };
  for (const c of unseenOf()) count(c);
  for (const p of r.field) for (const c of p) count(c);
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
