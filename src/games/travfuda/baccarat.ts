/**
 * What Imperial and Denebian Baccarat share (docs/rulings/travfuda.md §1.6–1.7): the hand value (suit numbers,
 * 10/20 reduction, Jokers 0–2 chosen best, two Jokers worth 5 for a house), the deal (one
 * face-down card each, N+1 face-up table cards), the two rounds (take a table card; then an
 * optional hidden draw), and the showdown.
 */
import { IllegalMoveError, type RoundName, type Status } from '../../engine/types.ts';
import { seatsRefusal } from '../../engine/refusals.ts';
import type { GameEvent } from '../../engine/events.ts';
import { statusFrom } from '../../engine/tally.ts';
import { rngFromSeed, type Rng } from '../../engine/rng.ts';
import { assertLegal, dealPackets, prepareDeck, sameData, without } from '../../engine/deck.ts';
import { isJoker, KIND_ORDER, travCard, TRAVFUDA_DECK } from './deck.ts';
import { order } from './fishing.ts';

export interface HandValue {
  value: number;
  /** The value chosen for each Joker (in hand order), or 5 for a house's pair of Jokers. */
  jokers: number[];
}

const reduce = (sum: number) => (sum >= 20 ? sum - 20 : sum >= 10 ? sum - 10 : sum);

/** The best value of a hand: suit numbers summed, 20 or 10 taken off, Jokers worth 0–2 each. */
export function handValue(cards: readonly string[], houseDoubleJoker = false): HandValue {
  const base = cards.filter((c) => !isJoker(c)).reduce((t, c) => t + travCard(c).suit, 0);
  const j = cards.filter(isJoker).length;
  if (houseDoubleJoker && j === 2) return { value: reduce(base + 5), jokers: [5] };
  let best: HandValue = { value: reduce(base), jokers: [] };
  const tries = j === 0 ? [[]] : j === 1 ? [[0], [1], [2]] : [0, 1, 2].flatMap((a) => [0, 1, 2].map((b) => [a, b]));
  for (const t of tries) {
    const v = reduce(base + t.reduce((x, y) => x + y, 0));
    if (v > best.value || best.jokers.length !== j) best = { value: v, jokers: t };
  }
  return best;
}

/** The best single card type in a hand (Starburst 0 … Plain 4, Joker 5): lower is better. */
export function bestKind(cards: readonly string[]): number {
  return Math.min(...cards.map((c) => KIND_ORDER.indexOf(travCard(c).kind)));
}

/** Each card type's rank, best first, for a full comparison. */
export function kindProfile(cards: readonly string[]): number[] {
  return cards.map((c) => KIND_ORDER.indexOf(travCard(c).kind)).sort((a, b) => a - b);
}

export type BacPhase = 'ante' | 'join' | 'take' | 'draw' | 'round-over' | 'match-over';

/** One hand of baccarat in progress. */
export interface BacHand {
  /** Seats in the hand, in playing order: left of the dealer first, the dealer last. */
  order: number[];
  /** Whose move it is (an index into `order`). */
  at: number;
  /** Each seat's face-down first card (secret). */
  hidden: (string | null)[];
  /** Each seat's face-up card taken from the table. */
  taken: (string | null)[];
  /** Each seat's face-down drawn card (secret), or null. */
  drawn: (string | null)[];
  table: string[];
  stock: string[];
}

/** Deal a hand to `active` seats (dealer last in order): hands then table, the stock after. */
export function dealBaccarat(
  rng: Rng,
  players: number,
  dealer: number,
  active: readonly number[],
  stacked?: readonly string[],
): { hand: BacHand; rng: Rng } {
  const [deck, r] = prepareDeck(TRAVFUDA_DECK, rng, stacked);
  const seats = order((dealer + 1) % players, players).filter((s) => active.includes(s));
  const byDeal = [...seats].sort((a, b) => a - b);
  const { packets, rest } = dealPackets(deck, [...byDeal.map(() => 1), seats.length + 1]);
  const hidden: (string | null)[] = new Array(players).fill(null);
  byDeal.forEach((s, i) => {
    hidden[s] = packets[i]![0]!;
  });
  return {
    hand: {
      order: seats,
      at: 0,
      hidden,
      taken: new Array(players).fill(null),
      drawn: new Array(players).fill(null),
      table: packets[byDeal.length]!,
      stock: rest,
    },
    rng: r,
  };
}

/** A seat's cards so far (for its own value and the showdown). */
export function cardsOf(h: BacHand, seat: number): string[] {
  return [h.hidden[seat], h.taken[seat], h.drawn[seat]].filter((c): c is string => !!c);
}

/** Take a face-up card from the table (round one). */
function takeCard(h: BacHand, seat: number, card: string): BacHand {
  const taken = h.taken.slice();
  taken[seat] = card;
  return { ...h, table: without(h.table, card, 'the table'), taken, at: h.at + 1 };
}

/** Draw from the stock (round two), or stand. */
function drawOrStand(h: BacHand, seat: number, drawCard: boolean): BacHand {
  if (!drawCard) return { ...h, at: h.at + 1 };
  const [card, ...stock] = h.stock;
  if (!card) throw new IllegalMoveError('stock-empty', {}, 'The stock is empty.');
  const drawn = h.drawn.slice();
  drawn[seat] = card;
  return { ...h, drawn, stock, at: h.at + 1 };
}

/** The seat whose move it is. */
export const current = (h: BacHand) => h.order[h.at];

/** Holds both Jokers (then must take the deal, docs/rulings/travfuda.md §1.6.7). */
export function holdsBothJokers(h: BacHand, seat: number): boolean {
  return cardsOf(h, seat).filter(isJoker).length === 2;
}

/** The public showdown: every hand in the deal with its value. */
export interface Showdown {
  seat: number;
  cards: string[];
  value: number;
  jokers: number[];
}

export function showdown(h: BacHand, houseSeat: number | null): Showdown[] {
  return h.order.map((seat) => {
    const cards = cardsOf(h, seat);
    const v = handValue(cards, seat === houseSeat);
    return { seat, cards, value: v.value, jokers: v.jokers };
  });
}

/** The public view of a baccarat hand for `seat`: own secret cards, others' counts. */
export interface BacHandView {
  order: number[];
  turn: number | null;
  table: string[];
  stockCount: number;
  taken: (string | null)[];
  /** My face-down cards (first card and draw). */
  mine: string[];
  /** My best value so far (with the Jokers' chosen values). */
  myValue: HandValue | null;
  /** Who has a face-down draw (the card stays secret). */
  drewCard: boolean[];
}

export function handView(h: BacHand, seat: number, houseSeat: number | null): BacHandView {
  const mine = [h.hidden[seat], h.drawn[seat]].filter((c): c is string => !!c);
  return {
    order: h.order.slice(),
    turn: h.order[h.at] ?? null,
    table: h.table.slice(),
    stockCount: h.stock.length,
    taken: h.taken.slice(),
    mine,
    myValue: h.order.includes(seat) ? handValue(cardsOf(h, seat), seat === houseSeat) : null,
    drewCard: h.drawn.map((c) => !!c),
  };
}

/** Every card's place in a hand, for conservation checks. */
export function bacCardPlaces(h: BacHand): string[] {
  return [...h.hidden, ...h.taken, ...h.drawn].filter((c): c is string => !!c).concat(h.table, h.stock);
}

export { rngFromSeed };

// ---------------------------------------------------------------- the shared round machine

/** A finished baccarat hand on the match's record. */
export interface BacRecord {
  hand: number;
  name: RoundName;
  dealer: number;
  scores: number[];
  details: { seat: number; id: string; points: number }[];
  /** The showdown as data (worded by `words.ts`). */
  events: GameEvent[];
}

/** What both baccarat states hold. */
export interface BacCommon {
  players: number;
  hand: number;
  dealer: number;
  reveal?: Showdown[] | undefined;
  /** Who must take the deal next (two Jokers), if anyone. */
  mustDeal?: number | undefined;
  totals: number[];
  history: BacRecord[];
  /** What the last move did (public), as data. */
  events: GameEvent[];
}

/** The moves of a deal, common to both games. */
export type BacDealMove = { type: 'take'; card: string } | { type: 'draw' } | { type: 'stand' };

/** Legal moves in the two rounds of a deal: take a face-up card, then draw or stand. */
export function dealMoves(phase: string, h: BacHand, mustDraw?: boolean): BacDealMove[] {
  if (phase === 'take') return h.table.map((card) => ({ type: 'take', card }));
  if (phase === 'draw') {
    if (mustDraw !== undefined) return mustDraw && h.stock.length > 0 ? [{ type: 'draw' }] : [{ type: 'stand' }];
    return h.stock.length > 0 ? [{ type: 'draw' }, { type: 'stand' }] : [{ type: 'stand' }];
  }
  return [];
}

/**
 * Play a take/draw/stand move on the deal. Returns the new deal, the next phase, the public
 * event, and whether the deal is over (everyone has drawn or stood: time for the showdown).
 */
export function playDealMove(
  h: BacHand,
  seat: number,
  m: BacDealMove,
): { deal: BacHand; phase: 'take' | 'draw'; event: GameEvent; done: boolean } {
  if (m.type === 'take') {
    const deal = takeCard(h, seat, m.card);
    const last = deal.at >= deal.order.length;
    return {
      deal: last ? { ...deal, at: 0 } : deal,
      phase: last ? 'draw' : 'take',
      event: { kind: 'take', seat, cards: [m.card] },
      done: false,
    };
  }
  const deal = drawOrStand(h, seat, m.type === 'draw');
  // The drawn card stays face down: the event names no card.
  return { deal, phase: 'draw', event: { kind: m.type, seat }, done: deal.at >= deal.order.length };
}

/** The public parts of the match every baccarat view carries. */
export interface BacViewCommon {
  seat: number;
  players: number;
  hand: number;
  hands: number;
  dealer: number;
  actors: number[];
  reveal?: Showdown[];
  mustDeal?: number;
  totals: number[];
  history: BacRecord[];
  /** What the last move did (public), as data; `renderEvent` words it. */
  events: GameEvent[];
}

export function bacViewCommon(s: BacCommon, seat: number, hands: number, actors: number[]): BacViewCommon {
  const v: BacViewCommon = {
    seat,
    players: s.players,
    hand: s.hand,
    hands,
    dealer: s.dealer,
    actors,
    totals: s.totals.slice(),
    history: s.history.map((h) => ({
      ...h,
      scores: h.scores.slice(),
      details: h.details.map((d) => ({ ...d })),
      events: h.events.map((e) => ({ ...e })),
    })),
    events: s.events.map((e) => ({ ...e })),
  };
  if (s.reveal) v.reveal = s.reveal.map((r) => ({ ...r, cards: r.cards.slice(), jokers: r.jokers.slice() }));
  if (s.mustDeal !== undefined) v.mustDeal = s.mustDeal;
  return v;
}

/**
 * Add `bacViewCommon`'s optional facts (the reveal, who must deal) to a bot view built as one
 * literal with the common facts shared from the state (the contract's `botView`: read-only).
 */
export function withBacOptional<V extends BacViewCommon>(v: V, s: BacCommon): V {
  if (s.reveal) v.reveal = s.reveal;
  if (s.mustDeal !== undefined) v.mustDeal = s.mustDeal;
  return v;
}

/** `handView`'s data for `botView`: the hand's lists shared, read-only. */
export function handBotView(h: BacHand, seat: number, houseSeat: number | null): BacHandView {
  const mine = [h.hidden[seat], h.drawn[seat]].filter((c): c is string => !!c);
  return {
    order: h.order,
    turn: h.order[h.at] ?? null,
    table: h.table,
    stockCount: h.stock.length,
    taken: h.taken,
    mine,
    myValue: h.order.includes(seat) ? handValue(cardsOf(h, seat), seat === houseSeat) : null,
    drewCard: h.drawn.map((c) => !!c),
  };
}

/** Record a finished hand: totals, history, the next phase. */
export function recordHand<S extends BacCommon & { phase: string }>(
  s: S,
  record: Omit<BacRecord, 'hand' | 'name' | 'dealer'>,
  last: boolean,
  extra: Partial<S> = {},
): S {
  const full: BacRecord = { hand: s.hand, name: { kind: 'hand', n: s.hand }, dealer: s.dealer, ...record };
  return {
    ...s,
    ...extra,
    phase: last ? 'match-over' : 'round-over',
    totals: s.totals.map((t, i) => t + (full.scores[i] ?? 0)),
    history: [...s.history, full],
    events: full.events,
  };
}

/** Each finished hand's `lastRound`, built once; detail lines and events shared, read-only (records never change). */
const ROUND_CACHE = new WeakMap<BacRecord, NonNullable<Status['lastRound']>>();

export function bacStatus(s: BacCommon & { phase: string }): Status {
  const last = s.history[s.history.length - 1];
  const phase = s.phase === 'match-over' ? 'match-over' : s.phase === 'round-over' ? 'round-over' : 'playing';
  if (!last) return { phase, round: s.hand, totals: s.totals.slice() };
  let lastRound = ROUND_CACHE.get(last);
  if (!lastRound) {
    lastRound = statusFrom(s.phase, s.hand, s.totals, [last]).lastRound!;
    ROUND_CACHE.set(last, lastRound);
  }
  return {
    phase,
    round: s.hand,
    totals: s.totals.slice(),
    lastRound: { ...lastRound, scores: lastRound.scores.slice() },
  };
}

/** The seat count both games accept. */
export function checkSeats(title: string, players: number): void {
  if (!Number.isInteger(players) || players < 2 || players > 6) throw seatsRefusal(title, 2, 6, players);
}

/**
 * Why a baccarat move that is not legal is refused ("why not?", issue 28 §2), as specific as the
 * position allows; null leaves it to the shared refusals. Only called for a move not listed legal.
 * - 'tf-wait' {seat}: another seat's turn (`seat` is whose);
 * - 'bac-not-in-hand': the seat sat this hand out (Denebian) and has no cards in it;
 * - 'bac-taken' {card}: a second table card in the draw round (`card` is the one taken);
 * - 'bac-take-first': a draw or stand before taking a table card;
 * - 'bac-house-draws' {value}: the house may not stand on 0–5;
 * - 'bac-house-stands' {value}: the house may not draw on 6 or more;
 * - 'bac-ante-first': anything but naming the ante while the dealer names it (Denebian).
 */
export function bacRefusal(
  phase: string,
  deal: BacHand | null,
  turn: number | undefined,
  seat: number,
  players: number,
  move: unknown,
  house?: { seat: number; value: number },
): IllegalMoveError | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= players) return null;
  if (move === null || typeof move !== 'object') return null;
  const type = (move as { type?: unknown }).type;
  const dealMove = type === 'take' || type === 'draw' || type === 'stand';
  if (phase === 'take' || phase === 'draw') {
    if (!deal) return null;
    if (!deal.order.includes(seat) && (dealMove || type === 'match' || type === 'ante'))
      return new IllegalMoveError('bac-not-in-hand', {}, 'You are not in this hand.');
    if (seat !== turn) {
      if (dealMove && turn !== undefined)
        return new IllegalMoveError('tf-wait', { seat: turn }, `It is seat ${turn + 1}'s turn.`);
      return null;
    }
    if (phase === 'draw' && type === 'take' && deal.taken[seat])
      return new IllegalMoveError('bac-taken', { card: deal.taken[seat]! }, 'You have taken your table card.');
    if (phase === 'take' && (type === 'draw' || type === 'stand'))
      return new IllegalMoveError('bac-take-first', {}, 'Take a table card first.');
    if (phase === 'draw' && house && house.seat === seat) {
      if (type === 'stand' && house.value <= 5)
        return new IllegalMoveError('bac-house-draws', { value: house.value }, 'The house draws on 0–5.');
      if (type === 'draw' && house.value >= 6)
        return new IllegalMoveError('bac-house-stands', { value: house.value }, 'The house stands on 6 or more.');
    }
    return null;
  }
  if ((phase === 'ante' || phase === 'join') && seat !== turn && turn !== undefined) {
    if (dealMove || type === 'match' || type === 'sit-out' || type === 'ante')
      return new IllegalMoveError('tf-wait', { seat: turn }, `It is seat ${turn + 1}'s turn.`);
    return null;
  }
  if (phase === 'ante' && dealMove) return new IllegalMoveError('bac-ante-first', {}, 'Name the ante first.');
  return null;
}

/** The legality gate of both baccarats: the specific refusal first, else the shared one. */
export function checkBacMove<M>(
  legal: readonly M[],
  move: unknown,
  seat: number,
  isActor: boolean,
  describe: (m: M) => string,
  why: () => IllegalMoveError | null,
): M {
  if (!legal.some((l) => sameData(l, move))) {
    const e = why();
    if (e) throw e;
  }
  return assertLegal(legal, move, seat, isActor, describe);
}
