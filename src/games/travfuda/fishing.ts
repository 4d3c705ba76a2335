/**
 * The TravFuda fishing game, shared by the base game and Run or Jump! (docs/rulings/travfuda.md §1.2): first
 * dealer draw, the deal table, Emperor/Archduke declarations, and the turn — play a card
 * (it must join a matching pile: the player picks which), draw (the same), take every even
 * pile. A variant plugs in what happens after a turn's captures and how a hand is scored.
 */
import { statusFrom } from '../../engine/tally.ts';
import { IllegalMoveError, type Game, type RoundName, type RoundResult, type Status } from '../../engine/types.ts';
import { checkOptions, type OptionsDeclaration } from '../../engine/options.ts';
import { seatsRefusal } from '../../engine/refusals.ts';
import { rngFromSeed, shuffle, type Rng } from '../../engine/rng.ts';
import { assertLegal, prepareDeck, sameData, without } from '../../engine/deck.ts';
import { describeFishMove } from './words.ts';
import {
  addRankBits,
  cardIndex,
  fromRankBits,
  isJoker,
  isSortedTrav,
  rankBits,
  SUIT_AT,
  sortTrav,
  travCard,
  TRAVFUDA_DECK,
} from './deck.ts';
import type { GameEvent } from '../../engine/events.ts';
import { drawForTravDealer, type TravDealerDraw } from './dealer.ts';
import {
  countMatching,
  layAt,
  laidSize,
  layNew,
  matchingPiles,
  pileIdOf,
  pileSuit,
  newPile,
  suitMatches,
  type JokerMatching,
  type Pile,
} from './piles.ts';
import { isJoker as jokerId, suitOf } from './deck.ts';
import { addCounts, captureCounts, newCounts, type ScoreOptions } from './scoring.ts';

/** Options every fishing variant has. */
export interface FishingOptions extends ScoreOptions {
  jokerMatching: JokerMatching;
  jokerOnDealtTable: 'stays' | 'replace';
  /** Hands in a match; 0 = one per player (each deals once). */
  hands: number;
}

/** Hand and table sizes by number of players (docs/rulings/travfuda.md §1.2.2). */
const DEAL_TABLE: Record<number, { hand: number; table: number }> = {
  2: { hand: 12, table: 12 },
  3: { hand: 8, table: 12 },
  4: { hand: 6, table: 12 },
  5: { hand: 5, table: 10 },
  6: { hand: 4, table: 10 },
};

export type FishPhase = 'dealer-draw' | 'declare' | 'play' | 'draw' | 'place' | 'decide' | 'round-over' | 'match-over';

export type FishMove =
  | { type: 'declare'; emperor: boolean; archduke: boolean }
  | { type: 'play'; card: string; pile?: string }
  | { type: 'draw' }
  | { type: 'place'; pile: string }
  | { type: 'run' }
  | { type: 'jump' }
  | { type: 'pirate' }
  | { type: 'pass' }
  | { type: 'next-round' };

export interface Declaration {
  emperor: boolean;
  archduke: boolean;
  /** The qualifying cards shown to everyone (they stay in hand). */
  shown: string[];
}

export interface FishRoundRecord extends RoundResult {
  hand: number;
  name: RoundName;
  /** The hand's outcome as data (worded by `words.ts`). */
  events: GameEvent[];
  dealer: number;
  /** How the hand ended (Run or Jump!: jump, pirate or exhausted). */
  ending: string;
}

export interface FishState<O extends FishingOptions = FishingOptions, X = unknown> {
  options: O;
  rng: Rng;
  players: number;
  phase: FishPhase;
  /** 1-based hand number. */
  hand: number;
  dealer: number;
  turn: number;
  hands: string[][];
  piles: Pile[];
  nextPile: number;
  /**
   * The stock as dealt, top first; the cards still in it are those from `stockAt` on. A draw
   * moves `stockAt` on and shares the list (copying the rest of the stock at every draw was a
   * tenth of a move's time).
   */
  stock: string[];
  /** How many cards have been drawn from `stock` this hand. */
  stockAt: number;
  captured: string[][];
  /** A drawn card waiting for the player to choose its pile. */
  drawn?: string | undefined;
  declarations: (Declaration | null)[];
  /** Seats still to decide on a declaration, in turn order. */
  declareQueue: number[];
  totals: number[];
  history: FishRoundRecord[];
  dealerDraw?: TravDealerDraw | undefined;
  /** What happened this turn so far (public), as data. */
  events: GameEvent[];
  /** Piles touched this turn (for highlighting). */
  touched: string[];
  /** The variant's own data (Run or Jump!'s markers and runners). */
  extra: X;
}

/** What a variant adds to the shared game. */
export interface FishingVariant<O extends FishingOptions, X, XV = unknown> {
  id: string;
  title: string;
  /** The variant's options, declared once: `setup` checks them (`checkOptions`). */
  options: OptionsDeclaration<O>;
  /** Fresh variant data for a new hand. */
  newExtra(players: number): X;
  /** Are Emperor/Archduke declarations used? */
  declarations(o: O): boolean;
  /**
   * After a turn's captures: pass the turn (`pass`), or ask the player a decision. `s` is a
   * fresh copy owned by this move; `pass` changes the state it is given, so give it `s` or a copy.
   */
  afterCapture(s: FishState<O, X>, seat: number, pass: (s: FishState<O, X>) => FishState<O, X>): FishState<O, X>;
  /** Moves of the variant's 'decide' phase. */
  decideMoves(s: FishState<O, X>, seat: number): FishMove[];
  /** `s` is the state passed to `play` (never change it); hand `pass` a copy. */
  applyDecision(
    s: FishState<O, X>,
    seat: number,
    move: FishMove,
    pass: (s: FishState<O, X>) => FishState<O, X>,
  ): FishState<O, X>;
  /** Score a hand that ended because the cards ran out. */
  scoreExhausted(s: FishState<O, X>): Omit<FishRoundRecord, 'hand' | 'name' | 'dealer'>;
  /**
   * The live score of a capture area shown on the table: the sheet total, or Run or Jump!'s
   * combinations. A function of the seat's capture area, its declaration and the options only
   * (`botView` keeps it by those).
   */
  liveScore(s: FishState<O, X>, seat: number): number;
  /** `liveScore` from the seat's capture area counted (`addCounts`), for `botView`. */
  liveScoreOfCounts?(counts: Int32Array, s: FishState<O, X>, seat: number): number;
  /** Extra public facts for the view (typed: `FishView<XV>['extra']`). */
  viewExtra(s: FishState<O, X>, seat: number): XV;
  /**
   * The same facts for `botView` (deep-equal to `viewExtra`), sharing the state's lists
   * (read-only); without it `botView` takes `viewExtra`'s copy.
   */
  botViewExtra?(s: FishState<O, X>, seat: number): XV;
}

// ---------------------------------------------------------------- dealing

/** Deal a hand: hands in seat order, then the table (each card its own pile), then the stock. */
function dealHand<O extends FishingOptions, X>(
  v: FishingVariant<O, X>,
  base: FishState<O, X>,
  hand: number,
  dealer: number,
  stacked?: readonly string[],
): FishState<O, X> {
  const n = base.players;
  const sizes = DEAL_TABLE[n]!;
  const [deck, r1] = prepareDeck(TRAVFUDA_DECK, base.rng, stacked);
  let rng = r1;
  // the hands in seat order, then the table, then the stock (`dealPackets`' order, without its lists)
  const dealt = n * sizes.hand;
  let table = deck.slice(dealt, dealt + sizes.table);
  let stock = deck.slice(dealt + sizes.table);
  if (base.options.jokerOnDealtTable === 'replace') {
    // A Joker dealt to the table goes back into the stock, which is reshuffled, and is replaced.
    for (let guard = 0; table.some(isJoker) && guard < 20; guard++) {
      const jokers = table.filter(isJoker);
      const kept = table.filter((c) => !isJoker(c));
      const [shuffled, r2] = shuffle(rng, [...stock, ...jokers]);
      rng = r2;
      table = [...kept, ...shuffled.slice(0, jokers.length)];
      stock = shuffled.slice(jokers.length);
    }
  }
  const piles = new Array<Pile>(table.length);
  for (let i = 0; i < table.length; i++) piles[i] = newPile(pileIdOf(i + 1), table[i]!);
  const hands = new Array<string[]>(n);
  for (let i = 0; i < n; i++) hands[i] = sortTrav(deck.slice(i * sizes.hand, (i + 1) * sizes.hand));
  // one copy changed field by field (a spread of a state was most of a deal's time)
  const s = copyFish(base);
  s.rng = rng;
  s.phase = 'play';
  s.hand = hand;
  s.dealer = dealer;
  s.turn = dealer;
  s.hands = hands;
  s.piles = piles;
  s.nextPile = piles.length + 1;
  s.stock = stock;
  s.stockAt = 0;
  s.captured = emptyLists(n);
  s.declarations = new Array<Declaration | null>(n).fill(null);
  s.declareQueue = [];
  s.touched = [];
  s.events = [{ kind: 'deal', seat: dealer, data: { hand } }];
  s.extra = v.newExtra(n);
  // Cleared by assignment, not `delete` (which would slow every later copy of the state).
  s.drawn = undefined;
  s.dealerDraw = undefined;
  if (v.declarations(base.options)) {
    // the seats whose hands allow a declaration (3+ Starbursts or Doubles: `eligible`), in turn order
    const queue: number[] = [];
    for (let i = 0; i < n; i++) {
      const seat = (dealer + i) % n;
      const hand = hands[seat]!;
      let starbursts = 0;
      let doubles = 0;
      for (let j = 0; j < hand.length; j++) {
        const k = KIND_OF[hand[j]!];
        if (k === 'S') starbursts++;
        else if (k === 'D') doubles++;
      }
      if (starbursts >= 3 || doubles >= 3) queue.push(seat);
    }
    if (queue.length > 0) {
      s.phase = 'declare';
      s.declareQueue = queue;
      s.turn = queue[0]!;
    }
  }
  return s;
}

/** Each card's kind by id (a prototype-less lookup). */
const KIND_OF: Record<string, string> = Object.create(null);
for (const c of TRAVFUDA_DECK) KIND_OF[c] = travCard(c).kind;

/** `n` empty lists. */
function emptyLists(n: number): string[][] {
  const out = new Array<string[]>(n);
  for (let i = 0; i < n; i++) out[i] = [];
  return out;
}

/** Seats in turn order starting with `first`. */
export function order(first: number, n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = (first + i) % n;
  return out;
}

/** Which declarations a dealt hand allows: 3+ Starbursts (Emperor), 3+ Doubles (Archduke). */
export function eligible(hand: readonly string[]): { emperor: boolean; archduke: boolean } {
  const n = captureCounts(hand);
  return { emperor: n.S >= 3, archduke: n.D >= 3 };
}

// ---------------------------------------------------------------- the turn

/**
 * A card laid on the table, as an event: `size` is the pile's size after it (1 = a new pile).
 * Made once per kind, seat, card and size, frozen and shared (events are read-only data; a turn
 * made three objects for each before).
 */
function layEvent(kind: 'play' | 'draw', seat: number, card: string, size: number): GameEvent {
  const byCard = LAY_EVENTS[(kind === 'play' ? 0 : 6) + seat]!;
  let sizes = byCard[card];
  if (sizes === undefined) {
    sizes = [];
    byCard[card] = sizes;
  }
  let e = sizes[size];
  if (e === undefined) {
    e = Object.freeze({ kind, seat, cards: Object.freeze([card]) as string[], data: Object.freeze({ size }) });
    sizes[size] = e;
  }
  return e;
}
const LAY_EVENTS: Record<string, GameEvent[]>[] = Array.from({ length: 12 }, () => Object.create(null));

/**
 * Frozen shared move objects (moves are read-only data; a turn's list built a dozen fresh ones):
 * a play on a pile by card place (`cardIndex`) × PILE_SLOTS + pile number, a play starting a new
 * pile by card place.
 */
const PILE_SLOTS = 128;
const PLAY_ON: (FishMove | undefined)[] = new Array(TRAVFUDA_DECK.length * PILE_SLOTS).fill(undefined);
const PLAY_NEW: (FishMove | undefined)[] = new Array(TRAVFUDA_DECK.length).fill(undefined);
/** A drawn card placed on a pile, by pile id. */
const PLACE_ON: Record<string, FishMove> = Object.create(null);
const DRAW_MOVE: FishMove = Object.freeze({ type: 'draw' });
const NEXT_ROUND: FishMove = Object.freeze({ type: 'next-round' });

/** The number of a pile id ("p12" → 12). */
function pileNo(id: string): number {
  let n = 0;
  for (let i = 1; i < id.length; i++) n = n * 10 + id.charCodeAt(i) - 48;
  return n;
}

/** The move playing `card` (at `idx` in the deck) on pile `pile` (number `no`). */
function playOn(card: string, idx: number, pile: string, no: number): FishMove {
  if (idx < 0 || no >= PILE_SLOTS) return { type: 'play', card, pile };
  const k = idx * PILE_SLOTS + no;
  let m = PLAY_ON[k];
  if (m === undefined) {
    m = Object.freeze({ type: 'play', card, pile });
    PLAY_ON[k] = m;
  }
  return m;
}

function playNew(card: string, idx: number): FishMove {
  if (idx < 0) return { type: 'play', card };
  let m = PLAY_NEW[idx];
  if (m === undefined) {
    m = Object.freeze({ type: 'play', card });
    PLAY_NEW[idx] = m;
  }
  return m;
}

/** Is `m` the shared move object of a play of `card` on `pile` (its shape known)? */
function isSharedPlay(m: object, card: string, pile: string): boolean {
  const idx = cardIndex(card);
  const no = pileNo(pile);
  return idx >= 0 && no < PILE_SLOTS && PLAY_ON[idx * PILE_SLOTS + no] === m;
}

function placeOn(pile: string): FishMove {
  let m = PLACE_ON[pile];
  if (m === undefined) {
    m = Object.freeze({ type: 'place', pile });
    PLACE_ON[pile] = m;
  }
  return m;
}

/** Scratch lists of `legalOf` (filled and read within one call). */
const PILE_SUITS: number[] = [];
const PILE_NOS: number[] = [];
const SUIT_COUNT = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const HAND_IDX: number[] = [];
const HAND_SUIT: number[] = [];
const HAND_N: number[] = [];

/** PILE_NOS[k] (pile `k`'s number), worked out on first use within a `legalOf` call. */
function pileNoAt(piles: readonly Pile[], k: number): number {
  let no = PILE_NOS[k]!;
  if (no < 0) {
    no = pileNo(piles[k]!.id);
    PILE_NOS[k] = no;
  }
  return no;
}

/** `xs` and then `x`, as a new list built at its final length (`concat` was the costliest line of a turn). */
export function appended<T>(xs: readonly T[], x: T): T[] {
  const n = xs.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = xs[i]!;
  out[n] = x;
  return out;
}

/** Take the even piles for the player whose turn it is, then let the variant go on. */
function endOfTurn<O extends FishingOptions, X>(v: FishingVariant<O, X>, s: FishState<O, X>): FishState<O, X> {
  const seat = s.turn;
  // The even piles counted first, then every list built once at its length (what `takeEvenPiles`
  // does, without its lists grown by `push` and its result object).
  const before = s.piles;
  let takenCards = 0;
  let takenPiles = 0;
  for (let i = 0; i < before.length; i++) {
    const n = before[i]!.cards.length;
    if (n > 0 && n % 2 === 0) {
      takenCards += n;
      takenPiles++;
    }
  }
  if (takenPiles > 0) {
    const piles = new Array<Pile>(before.length - takenPiles);
    const taken = new Array<string>(takenCards);
    const had = s.captured[seat]!;
    const mine = new Array<string>(had.length + takenCards);
    for (let i = 0; i < had.length; i++) mine[i] = had[i]!;
    let at = 0;
    let stay = 0;
    for (let i = 0; i < before.length; i++) {
      const p = before[i]!;
      const n = p.cards.length;
      if (n > 0 && n % 2 === 0) {
        for (let k = 0; k < n; k++) {
          mine[had.length + at] = p.cards[k]!;
          taken[at++] = p.cards[k]!;
        }
      } else piles[stay++] = p;
    }
    const captured = s.captured.slice();
    captured[seat] = mine;
    s.piles = piles;
    s.captured = captured;
    s.events = appended(s.events, { kind: 'capture', seat, cards: taken });
  }
  s.drawn = undefined;
  return v.afterCapture(s, seat, passOf(v));
}

/** The variant's `pass` (`passTurn` bound to it), made once per variant in a row. */
let passFor: unknown;
let passFn: unknown;
function passOf<O extends FishingOptions, X>(v: FishingVariant<O, X>): (s: FishState<O, X>) => FishState<O, X> {
  if (passFor !== v) {
    passFor = v;
    passFn = (x: FishState<O, X>) => passTurn(v, x);
  }
  return passFn as (s: FishState<O, X>) => FishState<O, X>;
}

/** The turn passes; when every hand is empty the hand ends. `s` is a copy this move owns (it is changed). */
function passTurn<O extends FishingOptions, X>(v: FishingVariant<O, X>, s: FishState<O, X>): FishState<O, X> {
  for (const h of s.hands) {
    if (h.length > 0) {
      s.phase = 'play';
      s.turn = (s.turn + 1) % s.players;
      return s;
    }
  }
  return finishHand(s, v.scoreExhausted(s));
}

/** Record a finished hand and move on to round-over or match-over. */
export function finishHand<O extends FishingOptions, X>(
  s: FishState<O, X>,
  r: Omit<FishRoundRecord, 'hand' | 'name' | 'dealer'>,
): FishState<O, X> {
  const record: FishRoundRecord = { hand: s.hand, name: { kind: 'hand', n: s.hand }, dealer: s.dealer, ...r };
  const handsInMatch = s.options.hands > 0 ? s.options.hands : s.players;
  const next = copyFish(s);
  next.phase = s.hand >= handsInMatch ? 'match-over' : 'round-over';
  next.totals = s.totals.map((t, i) => t + (record.scores[i] ?? 0));
  next.history = appended(s.history, record);
  return next;
}

function playCard<O extends FishingOptions, X>(
  s: FishState<O, X>,
  seat: number,
  card: string,
  pileId: string | undefined,
): FishState<O, X> {
  const hands = s.hands.slice();
  const held = hands[seat]!;
  const at = held.indexOf(card);
  if (at < 0) without(held, card, 'your hand'); // throws the readable refusal
  const rest = new Array<string>(held.length - 1);
  for (let i = 0, k = 0; i < held.length; i++) if (i !== at) rest[k++] = held[i]!;
  hands[seat] = rest;
  const k = pileId === undefined ? -1 : pileAt(s.piles, pileId);
  const next = copyFish(s);
  next.hands = hands;
  if (k >= 0) next.piles = layAt(s.piles, k, card);
  else {
    // a pile id not on the table lays nothing (as `layCard` did), but it is still the touched pile
    next.piles = pileId === undefined ? layNew(s.piles, s.nextPile, card) : s.piles.slice();
    if (pileId === undefined) next.nextPile = s.nextPile + 1;
  }
  const id = pileId ?? pileIdOf(s.nextPile);
  const size = laidSize;
  next.touched = [id];
  next.phase = 'draw';
  next.events = [layEvent('play', seat, card, size)];
  return next;
}

/**
 * A fresh state sharing every value with `s`, built as one literal with every field (one V8 shape
 * for all states; a spread of a state this size was a third of a move's time). Change it field by field.
 */
export function copyFish<O extends FishingOptions, X>(s: FishState<O, X>): FishState<O, X> {
  return {
    options: s.options,
    rng: s.rng,
    players: s.players,
    phase: s.phase,
    hand: s.hand,
    dealer: s.dealer,
    turn: s.turn,
    hands: s.hands,
    piles: s.piles,
    nextPile: s.nextPile,
    stock: s.stock,
    stockAt: s.stockAt,
    captured: s.captured,
    drawn: s.drawn,
    declarations: s.declarations,
    declareQueue: s.declareQueue,
    totals: s.totals,
    history: s.history,
    dealerDraw: s.dealerDraw,
    events: s.events,
    touched: s.touched,
    extra: s.extra,
  };
}

/** Lay the drawn card (on the pile at `k`, or as a new pile when -1) and end the turn. `next` is a fresh copy. */
function placeDrawn<O extends FishingOptions, X>(
  v: FishingVariant<O, X>,
  next: FishState<O, X>,
  card: string,
  k: number,
): FishState<O, X> {
  const id = k >= 0 ? next.piles[k]!.id : pileIdOf(next.nextPile);
  if (k >= 0) next.piles = layAt(next.piles, k, card);
  else {
    next.piles = layNew(next.piles, next.nextPile, card);
    next.nextPile++;
  }
  const size = laidSize;
  next.touched = appended(next.touched, id);
  // After a chooser, the 'draw-choice' event is replaced by where the card went.
  const events =
    next.events.length > 0 && next.events[next.events.length - 1]!.kind === 'draw-choice'
      ? next.events.slice(0, -1)
      : next.events;
  next.events = appended(events, layEvent('draw', next.turn, card, size));
  next.drawn = undefined;
  return endOfTurn(v, next);
}

/** The place of the pile with this id in `piles` (-1 when none). */
function pileAt(piles: readonly Pile[], id: string): number {
  for (let i = 0; i < piles.length; i++) if (piles[i]!.id === id) return i;
  return -1;
}

function draw<O extends FishingOptions, X>(v: FishingVariant<O, X>, s: FishState<O, X>): FishState<O, X> {
  const card = s.stock[s.stockAt];
  if (!card) return endOfTurn(v, copyFish(s));
  const next = copyFish(s);
  next.stockAt = s.stockAt + 1;
  // how many piles the card may join, and the first of them, in one pass
  const piles = s.piles;
  const jm = s.options.jokerMatching;
  const suit = jokerId(card) ? 0 : suitOf(card);
  let n = 0;
  let first = -1;
  for (let i = 0; i < piles.length; i++) {
    if (suitMatches(suit, pileSuit(piles[i]!), jm) && n++ === 0) first = i;
  }
  if (n > 1) {
    next.drawn = card;
    next.phase = 'place';
    next.events = appended(s.events, { kind: 'draw-choice', seat: s.turn, cards: [card], data: { piles: n } });
    return next;
  }
  return placeDrawn(v, next, card, first);
}

// ---------------------------------------------------------------- contract

/** Frozen shared lists of actors: one seat (by seat), every seat (by count), none. */
const ONE_SEAT: readonly number[][] = Array.from({ length: 6 }, (_, i) => Object.freeze([i]) as number[]);
const ALL_SEATS: readonly number[][] = Array.from({ length: 7 }, (_, n) => Object.freeze(order(0, n)) as number[]);
const NO_SEAT = Object.freeze([]) as unknown as number[];

function actorsOf(s: FishState<FishingOptions, unknown>): number[] {
  if (s.phase === 'match-over') return NO_SEAT;
  if (s.phase === 'round-over' || s.phase === 'dealer-draw') return ALL_SEATS[s.players] ?? order(0, s.players);
  return ONE_SEAT[s.turn] ?? [s.turn];
}

/** `actorsOf(s).includes(seat)` without building the list. */
function isActor(s: FishState<FishingOptions, unknown>, seat: number): boolean {
  if (s.phase === 'match-over') return false;
  if (s.phase === 'round-over' || s.phase === 'dealer-draw')
    return seat >= 0 && seat < s.players && Number.isInteger(seat);
  return seat === s.turn;
}

function legalOf<O extends FishingOptions, X>(v: FishingVariant<O, X>, s: FishState<O, X>, seat: number): FishMove[] {
  if (!isActor(s, seat)) return [];
  switch (s.phase) {
    case 'dealer-draw':
    case 'round-over':
      return [NEXT_ROUND];
    case 'declare': {
      const e = eligible(s.hands[seat]!);
      const out: FishMove[] = [{ type: 'declare', emperor: false, archduke: false }];
      if (e.emperor) out.push({ type: 'declare', emperor: true, archduke: false });
      if (e.archduke) out.push({ type: 'declare', emperor: false, archduke: true });
      if (e.emperor && e.archduke) out.push({ type: 'declare', emperor: true, archduke: true });
      return out;
    }
    case 'play': {
      // The piles' suits and how many piles of each suit, once; then each card's moves counted
      // from those and built at the list's length, from the shared move objects.
      const hand = s.hands[seat]!;
      const piles = s.piles;
      const np = piles.length;
      const wild = s.options.jokerMatching === 'wild';
      for (let x = 0; x <= 10; x++) SUIT_COUNT[x] = 0;
      for (let k = 0; k < np; k++) {
        const p = piles[k]!;
        const suit = pileSuit(p);
        PILE_SUITS[k] = suit;
        PILE_NOS[k] = -1; // worked out when a card's move names the pile (many piles match no card in hand)
        SUIT_COUNT[suit]!++;
      }
      const jokerPiles = SUIT_COUNT[0]!;
      // each card's place and suit by one lookup, its move count kept for the second pass
      let count = 0;
      for (let i = 0; i < hand.length; i++) {
        const card = hand[i]!;
        const idx = cardIndex(card);
        const suit = idx >= 0 ? SUIT_AT[idx]! : jokerId(card) ? 0 : suitOf(card);
        const n = suit === 0 ? (wild ? np : jokerPiles) : SUIT_COUNT[suit]! + (wild ? jokerPiles : 0);
        HAND_IDX[i] = idx;
        HAND_SUIT[i] = suit;
        HAND_N[i] = n;
        count += n === 0 ? 1 : n;
      }
      const out: FishMove[] = new Array(count);
      let at = 0;
      for (let i = 0; i < hand.length; i++) {
        const card = hand[i]!;
        const idx = HAND_IDX[i]!;
        const suit = HAND_SUIT[i]!;
        const n = HAND_N[i]!;
        if (n === 0) {
          out[at++] = playNew(card, idx);
        } else if (suit === 0 ? !wild : !wild || jokerPiles === 0) {
          // exactly the piles of the card's suit (of Jokers, for a Joker pairing only), in table
          // order: a scan of the suits counted above (a dozen piles; a counting sort cost more)
          for (let k = 0; k < np; k++)
            if (PILE_SUITS[k] === suit) out[at++] = playOn(card, idx, piles[k]!.id, pileNoAt(piles, k));
        } else {
          for (let k = 0; k < np; k++) {
            const ps = PILE_SUITS[k]!;
            if (suit === 0 || ps === suit || ps === 0) out[at++] = playOn(card, idx, piles[k]!.id, pileNoAt(piles, k));
          }
        }
      }
      return out;
    }
    case 'draw':
      return [DRAW_MOVE];
    case 'place': {
      const piles = matchingPiles(s.drawn!, s.piles, s.options.jokerMatching);
      const out: FishMove[] = new Array(piles.length);
      for (let i = 0; i < piles.length; i++) out[i] = placeOn(piles[i]!.id);
      return out;
    }
    case 'decide':
      return v.decideMoves(s, seat);
    default:
      return [];
  }
}

/** The public parts of a fishing view (the variant adds its own). */
export interface FishView<X = unknown> {
  seat: number;
  phase: FishPhase;
  players: number;
  turn: number;
  actors: number[];
  hand: number;
  hands: number;
  dealer: number;
  myHand: string[];
  handCounts: number[];
  piles: Pile[];
  touched: string[];
  stockCount: number;
  drawn?: string;
  /** For a chooser: the piles the drawn card (or each hand card) may join. */
  placeable: string[];
  captured: string[][];
  /** Each capture area's live score, from the engine (TravFuda: the sheet total; Run or Jump!: combinations). */
  scores: number[];
  /** Which fishing game: 'travfuda' or 'travfuda-run-or-jump'. */
  game: string;
  declarations: (Declaration | null)[];
  totals: number[];
  history: FishRoundRecord[];
  lastRound?: FishRoundRecord;
  /** What happened this turn so far (public), as data; `renderEvent` words it. */
  events: GameEvent[];
  dealerDraw?: TravDealerDraw;
  options: FishingOptions;
  extra: X;
}

function viewOf<O extends FishingOptions, X, XV>(
  v: FishingVariant<O, X, XV>,
  s: FishState<O, X>,
  seat: number,
): FishView<XV> {
  const last = s.history[s.history.length - 1];
  const out: FishView<XV> = {
    seat,
    phase: s.phase,
    players: s.players,
    turn: s.turn,
    actors: actorsOf(s).slice(),
    hand: s.hand,
    hands: s.options.hands > 0 ? s.options.hands : s.players,
    dealer: s.dealer,
    myHand: sortTrav(s.hands[seat] ?? []),
    handCounts: s.hands.map((h) => h.length),
    piles: s.piles.map((p) => ({ id: p.id, cards: p.cards.slice(), suit: pileSuit(p) })),
    touched: s.touched.slice(),
    stockCount: stockLeft(s),
    placeable: s.drawn ? matchingPiles(s.drawn, s.piles, s.options.jokerMatching).map((p) => p.id) : [],
    captured: s.captured.map(sortTrav),
    scores: s.captured.map((_, i) => v.liveScore(s, i)),
    game: v.id,
    declarations: s.declarations.map((d) => (d ? { ...d, shown: d.shown.slice() } : null)),
    totals: s.totals.slice(),
    history: s.history.map((h) => ({
      ...h,
      scores: h.scores.slice(),
      details: h.details.map((d) => ({ ...d })),
      events: h.events.map((e) => ({ ...e })),
    })),
    options: { ...s.options },
    events: s.events.map((e) => ({ ...e })),
    extra: v.viewExtra(s, seat),
  };
  if (s.drawn) out.drawn = s.drawn;
  if ((s.phase === 'round-over' || s.phase === 'match-over') && last)
    out.lastRound = out.history[out.history.length - 1]!;
  if (s.phase === 'dealer-draw' && s.dealerDraw)
    out.dealerDraw = { dealer: s.dealerDraw.dealer, rounds: s.dealerDraw.rounds.map((r) => r.map((d) => ({ ...d }))) };
  return out;
}

/** `sortTrav(cards)`, or `cards` itself when it is already in that order (read-only then). */
function sortedShared(cards: readonly string[]): string[] {
  return (isSortedTrav(cards) ? cards : sortTrav(cards)) as string[];
}

/**
 * `viewOf`'s data for the bots' rollouts (the contract's `botView`): deep-equal to the view, but
 * sharing the state's lists and records (read-only) instead of copying them, the capture areas
 * sorted once per list and their live scores counted once.
 */
function botViewOf<O extends FishingOptions, X, XV>(
  v: FishingVariant<O, X, XV>,
  s: FishState<O, X>,
  seat: number,
): FishView<XV> {
  const handCounts = new Array<number>(s.hands.length);
  for (let i = 0; i < s.hands.length; i++) handCounts[i] = s.hands[i]!.length;
  // The sorted capture areas and their scores change only with a capture (or a declaration): one
  // pair of lists, shared by the views until then.
  if (s.captured !== areasOf || s.declarations !== areasDecl || s.options !== areasOpts || v !== areasV) {
    const n = s.captured.length;
    const captured = new Array<string[]>(n);
    const scores = new Array<number>(n);
    const prevs = areasOf !== undefined && areasOf.length === n ? areasOf : undefined;
    const sameScore = s.declarations === areasDecl && s.options === areasOpts && v === areasV;
    for (let i = 0; i < n; i++) {
      const cap = s.captured[i]!;
      const prev = prevs?.[i];
      if (prev === cap) {
        // unchanged: as it was
        captured[i] = areasSorted[i]!;
        scores[i] = sameScore ? areasScores[i]! : liveScoreOf(v, s, i);
        continue;
      }
      // A capture appends to the seat's list: only the new cards are counted and sorted in.
      const counts = AREA_COUNTS[i]!;
      let from = 0;
      if (prev !== undefined && AREA_BITS[i] && cap.length > prev.length && startsWith(cap, prev)) from = prev.length;
      else {
        // A list met before (a playout's first state: the sampled view's lists), or counted anew.
        const k = knownArea(cap);
        if (k >= 0) {
          counts.set(KNOWN_COUNTS[k]!);
          AREA_BITS[i] = KNOWN_BITS[k]!;
          AREA_LO[i] = KNOWN_LO[k]!;
          AREA_HI[i] = KNOWN_HI[k]!;
          captured[i] = KNOWN_SORTED[k]!;
          scores[i] = liveScoreOf(v, s, i);
          continue;
        }
        counts.fill(0);
      }
      addCounts(cap, from, counts);
      if (addRankBits(cap, from, from > 0 ? AREA_LO[i]! : 0, from > 0 ? AREA_HI[i]! : 0)) {
        AREA_BITS[i] = true;
        AREA_LO[i] = rankBits.lo;
        AREA_HI[i] = rankBits.hi;
        captured[i] = fromRankBits(rankBits.lo, rankBits.hi, cap.length);
      } else {
        AREA_BITS[i] = false;
        captured[i] = sortedShared(cap);
      }
      if (from === 0) rememberArea(cap, i, captured[i]!);
      scores[i] = liveScoreOf(v, s, i);
    }
    areasOf = s.captured;
    areasDecl = s.declarations;
    areasOpts = s.options;
    areasV = v;
    areasSorted = captured;
    areasScores = scores;
  }
  const captured = areasSorted;
  const scores = areasScores;
  const out: FishView<XV> = {
    seat,
    phase: s.phase,
    players: s.players,
    turn: s.turn,
    actors: actorsOf(s),
    hand: s.hand,
    hands: s.options.hands > 0 ? s.options.hands : s.players,
    dealer: s.dealer,
    myHand: sortedShared(s.hands[seat] ?? NO_CARDS),
    handCounts,
    piles: s.piles,
    touched: s.touched,
    stockCount: stockLeft(s),
    placeable: s.drawn ? matchingPiles(s.drawn, s.piles, s.options.jokerMatching).map((p) => p.id) : [],
    captured,
    scores,
    game: v.id,
    declarations: s.declarations,
    totals: s.totals,
    history: s.history,
    options: s.options,
    events: s.events,
    extra: v.botViewExtra ? v.botViewExtra(s, seat) : v.viewExtra(s, seat),
  };
  if (s.drawn) out.drawn = s.drawn;
  if ((s.phase === 'round-over' || s.phase === 'match-over') && s.history.length > 0)
    out.lastRound = s.history[s.history.length - 1]!;
  if (s.phase === 'dealer-draw' && s.dealerDraw) out.dealerDraw = s.dealerDraw;
  return out;
}
const NO_CARDS: readonly string[] = Object.freeze([]);
/**
 * What the last `botView` made of the capture areas: the state's lists, their sorted copies and
 * live scores, and per seat the area's counts (`addCounts`) and, for a list of distinct cards, its
 * cards' places as masks (`addRankBits`; AREA_BITS says they are there). The counts always
 * belong to the seat's list in `areasOf`.
 */
let areasOf: readonly (readonly string[])[] | undefined;
const AREA_COUNTS: Int32Array[] = Array.from({ length: 6 }, newCounts);
const AREA_LO: number[] = new Array(6).fill(0);
const AREA_HI: number[] = new Array(6).fill(0);
const AREA_BITS: boolean[] = new Array(6).fill(false);

/**
 * The capture areas counted from nothing (the last KNOWN of them): by list and length (a list is
 * never changed in place; the length guards it), their counts, masks and sorted copy. Every
 * playout of a decision starts from the same view's lists.
 */
const KNOWN = 8;
const KNOWN_LIST: (readonly string[] | undefined)[] = new Array(KNOWN).fill(undefined);
const KNOWN_LEN: number[] = new Array(KNOWN).fill(-1);
const KNOWN_COUNTS: Int32Array[] = Array.from({ length: KNOWN }, newCounts);
const KNOWN_BITS: boolean[] = new Array(KNOWN).fill(false);
const KNOWN_LO: number[] = new Array(KNOWN).fill(0);
const KNOWN_HI: number[] = new Array(KNOWN).fill(0);
const KNOWN_SORTED: string[][] = new Array(KNOWN).fill(NO_CARDS);
let knownNext = 0;

function knownArea(cap: readonly string[]): number {
  for (let k = 0; k < KNOWN; k++) if (KNOWN_LIST[k] === cap && KNOWN_LEN[k] === cap.length) return k;
  return -1;
}

/** Keep seat `i`'s area (just counted into AREA_COUNTS[i] and sorted as `sorted`) among the known. */
function rememberArea(cap: readonly string[], i: number, sorted: string[]): void {
  const k = knownNext;
  knownNext = (knownNext + 1) % KNOWN;
  KNOWN_LIST[k] = cap;
  KNOWN_LEN[k] = cap.length;
  KNOWN_COUNTS[k]!.set(AREA_COUNTS[i]!);
  KNOWN_BITS[k] = AREA_BITS[i]!;
  KNOWN_LO[k] = AREA_LO[i]!;
  KNOWN_HI[k] = AREA_HI[i]!;
  KNOWN_SORTED[k] = sorted;
}

/** Does `xs` begin with every element of `prefix`, in order? */
function startsWith(xs: readonly string[], prefix: readonly string[]): boolean {
  for (let i = 0; i < prefix.length; i++) if (xs[i] !== prefix[i]) return false;
  return true;
}

/** A seat's live score for `botView`, from its counts when the variant scores counts. */
function liveScoreOf<O extends FishingOptions, X, XV>(
  v: FishingVariant<O, X, XV>,
  s: FishState<O, X>,
  seat: number,
): number {
  return v.liveScoreOfCounts ? v.liveScoreOfCounts(AREA_COUNTS[seat]!, s, seat) : v.liveScore(s, seat);
}
let areasDecl: unknown;
let areasOpts: unknown;
let areasV: unknown;
let areasSorted: string[][] = [];
let areasScores: number[] = [];

/**
 * The last finished hand's `lastRound`, built once per record; its detail lines and events are
 * shared, read-only (records never change once written). One entry, not a `WeakMap` of every
 * record: a match asks about its latest hand over and over, and the lookup was a cost of every
 * status of a match's later hands.
 */
let roundOf: FishRoundRecord | undefined;
let roundCached: Status['lastRound'];

function statusOf(s: FishState<FishingOptions, unknown>): Status {
  const last = s.history[s.history.length - 1];
  const phase = s.phase === 'match-over' ? 'match-over' : s.phase === 'round-over' ? 'round-over' : 'playing';
  if (!last) return { phase, round: s.hand, totals: s.totals.slice() };
  if (roundOf !== last) {
    roundCached = statusFrom(s.phase, s.hand, s.totals, [last]).lastRound!;
    roundOf = last;
  }
  const lastRound = roundCached;
  // The score list is the one part callers keep (score sheets): a fresh copy each time. One
  // literal with the fields a hand's record gives (a spread per status was a cost of every move of
  // a match's later hands).
  const r = lastRound!;
  const round =
    r.name !== undefined && r.events !== undefined && r.summary === undefined
      ? { scores: r.scores.slice(), details: r.details, name: r.name, events: r.events }
      : { ...r, scores: r.scores.slice() };
  return { phase, round: s.hand, totals: s.totals.slice(), lastRound: round };
}

/** Own keys of a move object, for the exact-shape check (undefined values don't count, as in `sameData`). */
function keyCount(m: object): number {
  let n = 0;
  for (const k in m) if ((m as Record<string, unknown>)[k] !== undefined) n++;
  return n;
}

/**
 * The common moves (play, draw, place) checked directly against the state, without building
 * every legal move. True only when the move is exactly one that `legalOf` lists; anything else
 * goes through `assertLegal`, which refuses it with the usual reason.
 */
/** The pile of this id, if it is on the table. */
function pileById(piles: readonly Pile[], id: string): Pile | undefined {
  for (let i = 0; i < piles.length; i++) if (piles[i]!.id === id) return piles[i];
  return undefined;
}

function fastLegal(s: FishState<FishingOptions, unknown>, seat: number, move: unknown): boolean {
  if (move === null || typeof move !== 'object' || seat !== s.turn) return false;
  const m = move as Record<string, unknown>;
  if (s.phase === 'play' && m.type === 'play') {
    const card = m.card;
    if (typeof card !== 'string' || !s.hands[seat]!.includes(card)) return false;
    const pile = m.pile;
    if (pile === undefined) return keyCount(m) === 2 && countMatching(card, s.piles, s.options.jokerMatching) === 0;
    if (typeof pile !== 'string' || (!isSharedPlay(m, card, pile) && keyCount(m) !== 3)) return false;
    const p = pileById(s.piles, pile);
    return !!p && suitMatches(jokerId(card) ? 0 : suitOf(card), pileSuit(p), s.options.jokerMatching);
  }
  if (s.phase === 'draw') return m === DRAW_MOVE || (m.type === 'draw' && keyCount(m) === 1);
  if (s.phase === 'place' && m.type === 'place' && typeof m.pile === 'string' && keyCount(m) === 2) {
    const p = pileById(s.piles, m.pile);
    return (
      !!p && !!s.drawn && suitMatches(jokerId(s.drawn) ? 0 : suitOf(s.drawn), pileSuit(p), s.options.jokerMatching)
    );
  }
  return false;
}

/**
 * Why a move that is not legal is refused, as specific as the position allows ("why not?", issue
 * 28 §2): each kind of tap the table may make has its own code and data (worded by the family's
 * `learn.words.ts`); null leaves it to the shared refusals. Only called for a move `legalOf` does
 * not list, so it never refuses a legal move.
 * - 'tf-wait' {seat}: another seat's turn (`seat` is whose);
 * - 'tf-play-first': a draw before a hand card is played;
 * - 'tf-draw-now': a hand card after one was played this turn (draw now);
 * - 'tf-place-drawn' {card}: anything but placing the drawn card that matches several piles;
 * - 'tf-decide-first': a card move while Run or Jump! asks Run, Jump, Pirate or silence;
 * - 'tf-declare-first': a card move while the declarations are being made;
 * - 'tf-other-suit' {card, pile, suit}: a card (or the drawn card) onto a pile of another suit;
 * - 'tf-joker-pairs' {card, pile, suit}: Jokers pair only with each other (option), or a card on a pile of Jokers;
 * - 'tf-must-join' {card, piles}: a card laid as a new pile while it matches `piles` piles;
 * - 'tf-cannot-declare' {emperor, archduke, starbursts, doubles}: a declaration the dealt hand does not allow.
 */
export function fishRefusal(
  s: FishState<FishingOptions, unknown>,
  seat: number,
  move: unknown,
): IllegalMoveError | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return null;
  if (move === null || typeof move !== 'object') return null;
  const m = move as Record<string, unknown>;
  const type = m.type;
  const turnPhase =
    s.phase === 'play' || s.phase === 'draw' || s.phase === 'place' || s.phase === 'decide' || s.phase === 'declare';
  if (!turnPhase) return null;
  if (seat !== s.turn) {
    if (
      type === 'play' ||
      type === 'draw' ||
      type === 'place' ||
      type === 'declare' ||
      type === 'run' ||
      type === 'jump'
    )
      return new IllegalMoveError('tf-wait', { seat: s.turn }, `It is seat ${s.turn + 1}'s turn.`);
    return null;
  }
  const jm = s.options.jokerMatching;
  const onPile = (card: string, pileId: unknown): IllegalMoveError | null => {
    const p = s.piles.find((x) => x.id === pileId);
    if (!p) return null;
    const suit = pileSuit(p);
    if (jokerId(card) || suit === 0)
      return new IllegalMoveError('tf-joker-pairs', { card, pile: p.id, suit }, 'Jokers pair only with each other.');
    return new IllegalMoveError(
      'tf-other-suit',
      { card, pile: p.id, suit },
      `${card} does not match pile ${p.id} (suit ${suit}).`,
    );
  };
  switch (s.phase) {
    case 'play':
      if (type === 'draw') return new IllegalMoveError('tf-play-first', {}, 'Play a card from your hand first.');
      if (type === 'play' && typeof m.card === 'string' && s.hands[seat]!.includes(m.card)) {
        const card = m.card;
        if (m.pile === undefined) {
          const piles = countMatching(card, s.piles, jm);
          if (piles > 0)
            return new IllegalMoveError('tf-must-join', { card, piles }, `${card} must join a matching pile.`);
          return null;
        }
        const p = s.piles.find((x) => x.id === m.pile);
        if (p && !suitMatches(jokerId(card) ? 0 : suitOf(card), pileSuit(p), jm)) return onPile(card, p.id);
      }
      return null;
    case 'draw':
      if (type === 'play') return new IllegalMoveError('tf-draw-now', {}, 'Draw from the stock now.');
      return null;
    case 'place':
      if (type === 'place' && s.drawn) {
        const p = s.piles.find((x) => x.id === m.pile);
        if (p && !suitMatches(jokerId(s.drawn) ? 0 : suitOf(s.drawn), pileSuit(p), jm)) return onPile(s.drawn, p.id);
        return null;
      }
      if ((type === 'play' || type === 'draw') && s.drawn)
        return new IllegalMoveError('tf-place-drawn', { card: s.drawn }, 'Place the drawn card first.');
      return null;
    case 'decide':
      if (type === 'play' || type === 'draw' || type === 'place')
        return new IllegalMoveError('tf-decide-first', {}, 'Run, Jump, Pirate or stay silent first.');
      return null;
    case 'declare': {
      if (type === 'play' || type === 'draw' || type === 'place')
        return new IllegalMoveError('tf-declare-first', {}, 'Declare (or not) first.');
      if (type === 'declare' && typeof m.emperor === 'boolean' && typeof m.archduke === 'boolean') {
        const n = captureCounts(s.hands[seat]!);
        if ((m.emperor && n.S < 3) || (m.archduke && n.D < 3))
          return new IllegalMoveError(
            'tf-cannot-declare',
            { emperor: m.emperor, archduke: m.archduke, starbursts: n.S, doubles: n.D },
            'The dealt hand does not allow that declaration.',
          );
      }
      return null;
    }
    default:
      return null;
  }
}

/** How many cards are still in the stock. */
export function stockLeft(s: Pick<FishState, 'stock' | 'stockAt'>): number {
  return s.stock.length - s.stockAt;
}

/** The cards still in the stock, top first (a fresh list). */
export function stockCards(s: Pick<FishState, 'stock' | 'stockAt'>): string[] {
  return s.stock.slice(s.stockAt);
}

/** Every card's place, for conservation checks. */
export function fishCardPlaces(s: FishState<FishingOptions, unknown>): string[] {
  const out = [...s.hands.flat(), ...s.piles.flatMap((p) => p.cards), ...stockCards(s), ...s.captured.flat()];
  if (s.drawn) out.push(s.drawn);
  if (s.phase === 'dealer-draw' && s.dealerDraw) out.push(...s.dealerDraw.rounds.flat().map((d) => d.card));
  return out;
}

/** Build a fishing game from a variant. */
export function makeFishingGame<O extends FishingOptions, X, XV>(
  v: FishingVariant<O, X, XV>,
): Game<FishState<O, X>, FishMove, O, FishView<XV>> {
  /** The legality gate for the moves `fastLegal` does not take: a specific refusal first, else the shared one. */
  const checked = (s: FishState<O, X>, seat: number, move: unknown): FishMove => {
    const legal = legalOf(v, s, seat);
    if (!legal.some((l) => sameData(l, move))) {
      const why = fishRefusal(s, seat, move);
      if (why) throw why;
    }
    return assertLegal(legal, move, seat, actorsOf(s).includes(seat), describeFishMove);
  };
  /** A 'decide' move of one key (Run, Jump, Pirate, silence) that the variant lists now. */
  const decisionLegal = (s: FishState<O, X>, seat: number, move: unknown): boolean => {
    if (s.phase !== 'decide' || seat !== s.turn || move === null || typeof move !== 'object') return false;
    const type = (move as { type?: unknown }).type;
    if (typeof type !== 'string' || keyCount(move) !== 1) return false;
    const legal = v.decideMoves(s, seat);
    for (let i = 0; i < legal.length; i++) if (legal[i]!.type === type && keyCount(legal[i]!) === 1) return true;
    return false;
  };
  const game: Game<FishState<O, X>, FishMove, O, FishView<XV>> = {
    id: v.id,
    title: v.title,
    players: { min: 2, max: 6 },
    defaultOptions: v.options.defaults,
    setup(init) {
      if (!DEAL_TABLE[init.players]) throw seatsRefusal(v.title, 2, 6, init.players);
      const options = checkOptions(v.options, init.options, init.players);
      const base: FishState<O, X> = {
        options,
        rng: rngFromSeed(init.seed),
        players: init.players,
        phase: 'dealer-draw',
        hand: 1,
        dealer: 0,
        turn: 0,
        hands: emptyLists(init.players),
        piles: [],
        nextPile: 1,
        stock: [],
        stockAt: 0,
        captured: emptyLists(init.players),
        drawn: undefined,
        declarations: new Array<Declaration | null>(init.players).fill(null),
        declareQueue: [],
        totals: new Array(init.players).fill(0),
        history: [],
        dealerDraw: undefined,
        events: [],
        touched: [],
        extra: v.newExtra(init.players),
      };
      if (init.deck) return dealHand(v, base, 1, 0, init.deck);
      const [draw, rest, rng] = drawForTravDealer(base.rng, init.players, TRAVFUDA_DECK);
      const s = copyFish(base);
      s.rng = rng;
      s.stock = rest;
      s.dealer = draw.dealer;
      s.turn = draw.dealer;
      s.dealerDraw = draw;
      return s;
    },
    actors: actorsOf,
    legalMoves: (s, seat) => legalOf(v, s, seat),
    play(s, seat, move) {
      const m = fastLegal(s, seat, move) || decisionLegal(s, seat, move) ? (move as FishMove) : checked(s, seat, move);
      switch (m.type) {
        case 'next-round': {
          const hand = s.phase === 'dealer-draw' ? 1 : s.hand + 1;
          const dealer = s.phase === 'dealer-draw' ? s.dealer : (s.dealer + 1) % s.players;
          return dealHand(v, s, hand, dealer);
        }
        case 'declare': {
          const decl: Declaration = {
            emperor: m.emperor,
            archduke: m.archduke,
            shown: s.hands[seat]!.filter(
              (c) => (m.emperor && travCard(c).kind === 'S') || (m.archduke && travCard(c).kind === 'D'),
            ),
          };
          const declarations = s.declarations.slice();
          declarations[seat] = m.emperor || m.archduke ? decl : null;
          const queue = s.declareQueue.slice(1);
          const said: GameEvent[] = [
            { kind: 'declare', seat, cards: decl.shown, data: { emperor: m.emperor, archduke: m.archduke } },
          ];
          const next = copyFish(s);
          next.declarations = declarations;
          next.events = said;
          if (queue.length > 0) {
            next.declareQueue = queue;
            next.turn = queue[0]!;
          } else {
            next.declareQueue = [];
            next.phase = 'play';
            next.turn = s.dealer;
          }
          return next;
        }
        case 'play': {
          const next = playCard(s, seat, m.card, m.pile);
          // With the stock used up, the draw step is skipped (TF-12).
          return stockLeft(next) === 0 ? endOfTurn(v, next) : next;
        }
        case 'draw':
          return draw(v, s);
        case 'place':
          return placeDrawn(v, copyFish(s), s.drawn!, pileAt(s.piles, m.pile));
        default:
          return v.applyDecision(s, seat, m, (x) => passTurn(v, x));
      }
    },
    view: (s, seat) => viewOf(v, s, seat),
    botView: (s, seat) => botViewOf(v, s, seat),
    status: statusOf,
    describe: describeFishMove,
    undoable(before, move, after, seat) {
      return move.type === 'play' && before.phase === 'play' && after.phase === 'draw' && after.turn === seat;
    },
  };
  return game;
}
