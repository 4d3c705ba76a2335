/**
 * Capture on the Universal Card Deck (seed 004; docs/rulings/capture.md §3): 2–6
 * players, six hands, the deal rotating left. A hand is a series of rounds: a Secondary lead
 * (passing left when a player has none, CA-1), follows that beat the last card (CA-2) or a
 * Galaxy (always optional, CA-4), then a No Play that ends the round at once, the last player
 * adding more cards if he likes before capturing (CA-3), with the up-card when the number
 * matches. The hand ends when a round completes with someone out (CA-5).
 *
 * Every rules question goes through the kernel in `rules.ts`. Moves and happenings are
 * recorded as data (`GameEvent`s); `events.ts` words them.
 */
import { statusFrom } from '../../engine/tally.ts';
import { IllegalMoveError, type Game, type RoundName, type Status } from '../../engine/types.ts';
import { nextInt, rngFromSeed, type Rng } from '../../engine/rng.ts';
import { assertLegal, dealPackets, prepareDeck, without } from '../../engine/deck.ts';
import type { GameEvent } from '../../engine/events.ts';
import { checkOptions, declareOptions } from '../../engine/options.ts';
import { seatsRefusal } from '../../engine/refusals.ts';
import { deckFor } from './cards.ts';
import { describeCaptureMove } from './events.ts';
import { pointsOf } from './progress.ts';
import {
  cardValue,
  halve,
  handScore,
  isGalaxy,
  legalFollows,
  legalLeads,
  rankOf,
  setupFor,
  suitOf,
  turnUpCard,
  whyNotFollow,
  whyNotLead,
  whyNotNoPlay,
  type CaptureRefused,
  type Suit,
} from './rules.ts';

// ---------------------------------------------------------------- options

export interface CaptureOptions {
  /** Option 1: the suit of the first up-card counts double. */
  bonusSuit: boolean;
  /** Option 1 variation: the bonus suit follows the up-card (the last one shown counts). */
  bonusFollowsUpCard: boolean;
  /** CA-7: the Galaxy of the bonus suit counts double too. */
  galaxyInBonusSuit: boolean;
  /** Option 2: an extra hand is dealt and bid for (2–5 players). */
  extraHand: boolean;
  /** Option 3: a running total landing exactly on a threshold is halved. */
  halving: boolean;
  /** CA-8: with 6 players, halve at 30/40/50 (ruling) or not at all. */
  halvingAtSix: boolean;
  /**
   * A guided first round (issue 28 §5): the match is one hand, and teaching mode names the move
   * to make at each turn. The rules are the game's own.
   */
  guided: boolean;
}

/** Hands in a match (CA-6); a guided round is one hand. */
const HANDS = 6;
const handsOf = (o: Pick<CaptureOptions, 'guided'>) => (o.guided ? 1 : HANDS);

export const captureOptionsSpec = declareOptions<CaptureOptions>({
  game: 'Capture',
  defaults: {
    bonusSuit: false,
    bonusFollowsUpCard: false,
    galaxyInBonusSuit: true,
    extraHand: false,
    halving: false,
    halvingAtSix: true,
    guided: false,
  },
  presets: [
    {
      id: 'basic',
      label: 'Basic game',
      description: 'The seed’s rules without the advanced options, as it suggests for the first games.',
      values: {},
    },
    {
      id: 'advanced',
      label: 'All three options',
      description: 'Bonus suit, extra hand with bidding, and halving, as the seed’s advanced play.',
      values: { bonusSuit: true, extraHand: true, halving: true },
    },
  ],
  options: {
    bonusSuit: {
      label: 'Option 1: bonus suit',
      kind: 'boolean',
      help: 'The suit of the first up-card counts double for the hand: +2 captured, −2 left in hand.',
    },
    bonusFollowsUpCard: {
      label: 'Bonus suit follows the up-card',
      kind: 'boolean',
      help: 'Variation of Option 1: the suit of the last up-card shown when the hand ends counts.',
    },
    galaxyInBonusSuit: {
      label: 'Bonus suit includes its Galaxy',
      kind: 'boolean',
      help: 'Ruling CA-7: the Galaxy of the bonus suit counts double too. Off: it counts 1.',
    },
    extraHand: {
      label: 'Option 2: extra hand with bidding',
      kind: 'boolean',
      help: 'An extra hand is dealt and bid for; the bid is paid unless the winner goes out. Not at 6 players.',
    },
    halving: {
      label: 'Option 3: halving',
      kind: 'boolean',
      help: 'A total of exactly 60, 80 or 100 (2–3 players) or 30, 40 or 50 (4–6 players) is cut in half.',
    },
    halvingAtSix: {
      label: 'Halving at 6 players',
      kind: 'boolean',
      help: 'Ruling CA-8: 6 players halve at 30, 40 and 50 like 4–5. Off: no halving at 6.',
    },
    guided: {
      label: 'Guided round',
      kind: 'boolean',
      help: 'One hand only, and teaching mode names the card to tap or the button to press at each turn.',
    },
  },
});

export const CAPTURE_DEFAULTS: CaptureOptions = captureOptionsSpec.defaults;

// ---------------------------------------------------------------- state and moves

export type CaptureMove =
  | { type: 'lead'; card: string }
  | { type: 'play'; card: string }
  | { type: 'no-play' }
  | { type: 'add'; card: string }
  | { type: 'capture' }
  | { type: 'bid'; amount: number }
  | { type: 'pass' }
  | { type: 'next-round' };

export type CapturePhase = 'bid' | 'lead' | 'follow' | 'add' | 'round-over' | 'match-over';

export interface Play {
  seat: number;
  card: string;
}

export interface Bidding {
  high: number;
  highSeat: number | null;
  passed: boolean[];
}

/** One finished hand, as kept in the history and shown on the score sheet. */
export interface CaptureRecord {
  hand: number;
  name: RoundName;
  dealer: number;
  /** Change of each seat's total (hand score plus any halving). */
  scores: number[];
  /** Per seat: captured, captured-bonus, left-in-hand, left-bonus, bid / bid-waived, halved. Sum = scores[seat]. */
  details: { seat: number; id: string; points: number }[];
  events: GameEvent[];
  capturedCounts: number[];
  leftCounts: number[];
  bonusSuit: Suit | null;
  bid: { seat: number; amount: number; waived: boolean } | null;
  wentOut: number | null;
  halved: { seat: number; from: number; to: number }[];
}

export interface CaptureState {
  options: CaptureOptions;
  rng: Rng;
  players: number;
  phase: CapturePhase;
  /** 1-based hand number. */
  hand: number;
  dealer: number;
  hands: string[][];
  captured: string[][];
  /** Face-down stock, top first. */
  stock: string[];
  upCard: string | null;
  /** The first up-card of the hand and the last one shown (Option 1). */
  firstUp: string | null;
  lastUp: string | null;
  /** Option 2's extra hand, face down, while it is bid for. */
  extra: string[];
  /** Cards out of play this hand: the bid winner's old hand, or an extra hand nobody bid for. */
  outOfPlay: string[];
  /** The seat to act (bid, lead, follow, add). */
  turn: number;
  /** The current round, lead first. */
  round: Play[];
  /** Seats that passed the current lead (CA-1), in order. */
  leadPasses: number[];
  /** The current leader leads under the Primary fallback. */
  fallback: boolean;
  /** Who said No Play (during the add-more step). */
  noPlayBy: number | null;
  bidding: Bidding | null;
  bid: { seat: number; amount: number } | null;
  /** Seats that emptied their hands, in order. */
  outOrder: number[];
  totals: number[];
  history: CaptureRecord[];
  /** Public events of the last move. */
  events: GameEvent[];
  /** A stacked deck for the first hand, dropped (undefined, never deleted: one V8 shape for every state) once dealt. */
  stacked?: string[] | undefined;
}

// ---------------------------------------------------------------- helpers

const left = (s: CaptureState, seat: number) => (seat + 1) % s.players;
const extraHandInPlay = (o: CaptureOptions, players: number) => o.extraHand && players <= 5;

function bonusSuitNow(s: CaptureState): Suit | null {
  if (!s.options.bonusSuit) return null;
  const card = s.options.bonusFollowsUpCard ? s.lastUp : s.firstUp;
  return card ? suitOf(card) : null;
}

/** The number of Galaxies on top of a stock that turning an up-card skips. */
function skippedGalaxies(stock: readonly string[]): number {
  const i = stock.findIndex((c) => !isGalaxy(c));
  return Math.max(i, 0);
}

function upCardEvents(stock: readonly string[], upCard: string | null): GameEvent[] {
  const skipped = skippedGalaxies(stock);
  return [upCard ? { kind: 'up-card', cards: [upCard], data: { skipped } } : { kind: 'no-up-card', data: { skipped } }];
}

// ---------------------------------------------------------------- the flow of a hand

/**
 * A copy of a state for a move to change field by field: one literal with every field, in the
 * order of the first state's, so every state has one V8 shape (a spread `{ ...s, x }` per step,
 * four or five a move, was a third of a move's time). Arrays are shared: a step replaces an array
 * it changes, except `events`, which starts empty and belongs to the copy (the steps push to it).
 */
function copy(s: CaptureState): CaptureState {
  return {
    options: s.options,
    rng: s.rng,
    players: s.players,
    totals: s.totals,
    history: s.history,
    events: [],
    stacked: s.stacked,
    phase: s.phase,
    hand: s.hand,
    dealer: s.dealer,
    hands: s.hands,
    captured: s.captured,
    stock: s.stock,
    upCard: s.upCard,
    firstUp: s.firstUp,
    lastUp: s.lastUp,
    extra: s.extra,
    outOfPlay: s.outOfPlay,
    turn: s.turn,
    round: s.round,
    leadPasses: s.leadPasses,
    fallback: s.fallback,
    noPlayBy: s.noPlayBy,
    bidding: s.bidding,
    bid: s.bid,
    outOrder: s.outOrder,
  };
}

/** Deal hand `hand` into `s` (a state of this move's own, changed in place). */
function newHand(s: CaptureState, hand: number, dealer: number): CaptureState {
  const n = s.players;
  const { handSize } = setupFor(n as 2);
  const [deck, rng] = prepareDeck(deckFor(n), s.rng, s.stacked);
  const { packets, rest } = dealPackets(deck, new Array(n).fill(handSize));
  const turned = turnUpCard(rest);
  let stock = turned.stock;
  let extra: string[] = [];
  if (extraHandInPlay(s.options, n)) {
    extra = stock.slice(0, handSize);
    stock = stock.slice(handSize);
  }
  const events: GameEvent[] = [{ kind: 'deal', seat: dealer, data: { hand } }, ...upCardEvents(rest, turned.upCard)];
  s.rng = rng;
  s.phase = 'lead';
  s.hand = hand;
  s.dealer = dealer;
  s.hands = packets;
  s.captured = Array.from({ length: n }, () => []);
  s.stock = stock;
  s.upCard = turned.upCard;
  s.firstUp = turned.upCard;
  s.lastUp = turned.upCard;
  s.extra = extra;
  s.outOfPlay = [];
  s.turn = (dealer + 1) % n;
  s.round = [];
  s.leadPasses = [];
  s.fallback = false;
  s.noPlayBy = null;
  s.bidding = null;
  s.bid = null;
  s.outOrder = [];
  s.events = events;
  s.stacked = undefined;
  if (extra.length > 0) {
    s.phase = 'bid';
    s.bidding = { high: 0, highSeat: null, passed: new Array(n).fill(false) };
    return s;
  }
  return startLead(s, left(s, dealer));
}

/** Find the leader from `seat` on (CA-1): the lead passes left past players without a Secondary card. */
function startLead(s: CaptureState, seat: number): CaptureState {
  const passes: number[] = [];
  for (let k = 0; k < s.players; k++) {
    const p = (seat + k) % s.players;
    if (legalLeads(s.hands[p]!, false).length > 0) {
      s.phase = 'lead';
      s.turn = p;
      s.round = [];
      s.leadPasses = passes;
      s.fallback = false;
      s.noPlayBy = null;
      return s;
    }
    passes.push(p);
    s.events.push({ kind: 'lead-pass', seat: p });
  }
  // Nobody holds a Secondary card: the first player who passed leads a Primary card. If he
  // holds only Galaxies, the next passer who holds a regular card does (our choice).
  const leader = passes.find((p) => legalLeads(s.hands[p]!, true).length > 0);
  s.round = [];
  s.leadPasses = passes;
  if (leader === undefined) {
    s.events.push({ kind: 'no-lead' });
    return endHand(s);
  }
  s.events.push({ kind: 'primary-lead', seat: leader });
  s.phase = 'lead';
  s.turn = leader;
  s.fallback = true;
  s.noPlayBy = null;
  return s;
}

/** Remove a card from a seat's hand; note the seat if that emptied it. */
function takeFromHand(s: CaptureState, seat: number, card: string): CaptureState {
  const hands = s.hands.slice();
  hands[seat] = without(hands[seat]!, card, 'your hand');
  s.hands = hands;
  if (hands[seat]!.length === 0 && !s.outOrder.includes(seat)) {
    s.outOrder = [...s.outOrder, seat];
    s.events.push({ kind: 'out', seat });
  }
  return s;
}

/** After a card is played by `from`: the next player left follows, or says No Play with an empty hand. */
function nextFollower(s: CaptureState, from: number): CaptureState {
  const next = left(s, from);
  if (s.hands[next]!.length === 0) {
    s.events.push({ kind: 'no-play', seat: next, data: { auto: true } });
    return toAddStep(s, next);
  }
  s.phase = 'follow';
  s.turn = next;
  return s;
}

/** A No Play by `seat` ends the round (CA-3): the last player may add more, then captures. */
function toAddStep(s: CaptureState, seat: number): CaptureState {
  const last = s.round[s.round.length - 1]!.seat;
  s.noPlayBy = seat;
  if (
    legalFollows(
      s.round.map((p) => p.card),
      s.hands[last]!,
    ).legal.length === 0
  )
    return captureRound(s);
  s.phase = 'add';
  s.turn = last;
  return s;
}

/** Does the up-card go with this round's capture (it shows the round's number)? */
function upCardJoins(s: Pick<CaptureState, 'upCard' | 'round'>): boolean {
  return s.upCard !== null && s.round.length > 0 && rankOf(s.upCard) === rankOf(s.round[0]!.card);
}

function captureRound(s: CaptureState): CaptureState {
  const capturer = s.round[s.round.length - 1]!.seat;
  const cards = s.round.map((p) => p.card);
  const taken = cards.slice();
  let { upCard, stock, lastUp } = s;
  const events = s.events;
  const upTaken = upCardJoins(s);
  if (upTaken) {
    taken.push(upCard!);
    const turned = turnUpCard(stock);
    events.push({ kind: 'capture', seat: capturer, cards: taken, data: { upCard: upCard! } });
    events.push(...upCardEvents(stock, turned.upCard));
    upCard = turned.upCard;
    stock = turned.stock;
    if (upCard) lastUp = upCard;
  } else {
    events.push({ kind: 'capture', seat: capturer, cards: taken, data: { upCard: null } });
  }
  const captured = s.captured.slice();
  captured[capturer] = [...captured[capturer]!, ...taken];
  s.captured = captured;
  s.upCard = upCard;
  s.stock = stock;
  s.lastUp = lastUp;
  s.round = [];
  s.noPlayBy = null;
  s.leadPasses = [];
  s.fallback = false;
  // CA-5: the round is complete; the hand ends if somebody is out.
  if (s.hands.some((h) => h.length === 0)) return endHand(s);
  return startLead(s, capturer);
}

function endHand(s: CaptureState): CaptureState {
  const bonus = bonusSuitNow(s);
  const g = s.options.galaxyInBonusSuit;
  const wentOut = s.outOrder[0] ?? null;
  const halvingOn = s.options.halving && (s.players < 6 || s.options.halvingAtSix);
  const scores: number[] = [];
  const details: CaptureRecord['details'] = [];
  const halved: CaptureRecord['halved'] = [];
  const totals = s.totals.slice();
  const roundEvents: GameEvent[] = [];
  if (bonus) roundEvents.push({ kind: 'bonus-suit', data: { suit: bonus } });
  if (wentOut !== null) roundEvents.push({ kind: 'went-out', seat: wentOut });
  for (let i = 0; i < s.players; i++) {
    const captured = s.captured[i]!;
    const hand = s.hands[i]!;
    const bid = s.bid?.seat === i ? s.bid.amount : 0;
    const score = handScore({ captured, hand, bonusSuit: bonus, bid, wentOut: wentOut === i, galaxyInBonusSuit: g });
    const capPts = captured.reduce((a, c) => a + cardValue(c, bonus, g), 0);
    const leftPts = hand.reduce((a, c) => a + cardValue(c, bonus, g), 0);
    details.push({ seat: i, id: 'captured', points: captured.length });
    if (capPts !== captured.length) details.push({ seat: i, id: 'captured-bonus', points: capPts - captured.length });
    details.push({ seat: i, id: 'left-in-hand', points: hand.length === 0 ? 0 : -hand.length });
    if (leftPts !== hand.length) details.push({ seat: i, id: 'left-bonus', points: -(leftPts - hand.length) });
    if (s.bid?.seat === i)
      details.push(wentOut === i ? { seat: i, id: 'bid-waived', points: 0 } : { seat: i, id: 'bid', points: -bid });
    const after = totals[i]! + score;
    const finalTotal = halvingOn ? halve(s.players, after) : after;
    if (finalTotal !== after) {
      details.push({ seat: i, id: 'halved', points: finalTotal - after });
      halved.push({ seat: i, from: after, to: finalTotal });
    }
    // One event per seat with every addend of its round score (the sheet's note adds up):
    // the cards captured and left, the bonus suit's extra, the bid paid or waived, the halving.
    roundEvents.push({
      kind: 'hand-score',
      seat: i,
      points: finalTotal - totals[i]!,
      data: {
        captured: captured.length,
        left: hand.length,
        capturedPoints: capPts,
        leftPoints: leftPts,
        bid: s.bid?.seat === i ? bid : 0,
        bidWaived: s.bid?.seat === i && wentOut === i,
        halvedFrom: finalTotal !== after ? after : null,
        halvedTo: finalTotal !== after ? finalTotal : null,
      },
    });
    scores.push(finalTotal - totals[i]!);
    totals[i] = finalTotal;
  }
  const record: CaptureRecord = {
    hand: s.hand,
    name: { kind: 'hand', n: s.hand },
    dealer: s.dealer,
    scores,
    details,
    events: roundEvents,
    capturedCounts: s.captured.map((c) => c.length),
    leftCounts: s.hands.map((h) => h.length),
    bonusSuit: bonus,
    bid: s.bid ? { ...s.bid, waived: wentOut === s.bid.seat } : null,
    wentOut,
    halved,
  };
  s.phase = s.hand >= handsOf(s.options) ? 'match-over' : 'round-over';
  s.totals = totals;
  s.history = [...s.history, record];
  s.events.push({ kind: 'hand-over', data: { hand: s.hand } });
  return s;
}

// ---------------------------------------------------------------- bidding

function afterBid(s: CaptureState, from: number): CaptureState {
  const b = s.bidding!;
  const active = Array.from({ length: s.players }, (_, i) => i).filter((i) => !b.passed[i]);
  if (b.highSeat === null && active.length === 0) {
    s.bidding = null;
    s.outOfPlay = s.extra;
    s.extra = [];
    s.events.push({ kind: 'no-bid' });
    return startLead(s, left(s, s.dealer));
  }
  if (b.highSeat !== null && active.every((a) => a === b.highSeat)) {
    const w = b.highSeat;
    const hands = s.hands.slice();
    const outOfPlay = hands[w]!;
    hands[w] = s.extra;
    s.hands = hands;
    s.bidding = null;
    s.outOfPlay = outOfPlay;
    s.extra = [];
    s.bid = { seat: w, amount: b.high };
    s.events.push({ kind: 'bid-won', seat: w, points: b.high });
    return startLead(s, left(s, s.dealer));
  }
  let t = left(s, from);
  while (b.passed[t]) t = left(s, t);
  s.turn = t;
  return s;
}

// ---------------------------------------------------------------- the contract

function actorsOf(s: CaptureState): number[] {
  if (s.phase === 'match-over') return [];
  if (s.phase === 'round-over') return Array.from({ length: s.players }, (_, i) => i);
  return [s.turn];
}

/** The highest bid offered: the size of the extra hand (our choice, to keep the list finite). */
export function maxBid(players: number): number {
  return setupFor(players as 2).handSize;
}

/** Is `seat` among `actorsOf(s)`? (Without building the list.) */
function isActor(s: CaptureState, seat: number): boolean {
  if (s.phase === 'match-over') return false;
  if (s.phase === 'round-over') return Number.isInteger(seat) && seat >= 0 && seat < s.players;
  return seat === s.turn;
}

/**
 * The last list of legal moves computed, with its state and seat (states are never changed once
 * made): a playout asks for the list, then `play` checks its move against the same list. Each
 * caller gets a copy. One entry, not a WeakMap of every state (adding each state to a WeakMap costs
 * more than the list).
 */
let lastLegal: { s: CaptureState; seat: number; moves: CaptureMove[] } | null = null;

function legalOf(s: CaptureState, seat: number): CaptureMove[] {
  return cachedLegal(s, seat).slice();
}

function cachedLegal(s: CaptureState, seat: number): CaptureMove[] {
  if (lastLegal !== null && lastLegal.s === s && lastLegal.seat === seat) return lastLegal.moves;
  const moves = computeLegal(s, seat);
  lastLegal = { s, seat, moves };
  return moves;
}

function computeLegal(s: CaptureState, seat: number): CaptureMove[] {
  if (!isActor(s, seat)) return [];
  const hand = s.hands[seat]!;
  switch (s.phase) {
    case 'round-over':
      return [{ type: 'next-round' }];
    case 'bid': {
      const moves: CaptureMove[] = [{ type: 'pass' }];
      for (let a = s.bidding!.high + 1; a <= maxBid(s.players); a++) moves.push({ type: 'bid', amount: a });
      return moves;
    }
    case 'lead':
      return legalLeads(hand, s.fallback).map((card) => ({ type: 'lead', card }));
    case 'follow': {
      const f = legalFollows(
        s.round.map((p) => p.card),
        hand,
      );
      const moves: CaptureMove[] = f.legal.map((card) => ({ type: 'play', card }));
      if (f.mayNoPlay) moves.push({ type: 'no-play' });
      return moves;
    }
    case 'add': {
      const f = legalFollows(
        s.round.map((p) => p.card),
        hand,
      );
      return [...f.legal.map((card): CaptureMove => ({ type: 'add', card })), { type: 'capture' }];
    }
    default:
      return [];
  }
}

/**
 * Why a move of an actor is not legal, when the rules say more than "not legal" (issue 28 §2): a
 * card that does not beat, a Galaxy led, No Play while holding a card that beats, a card during
 * the bidding or after the hand … Asked only once the move is refused.
 */
function refusalOf(s: CaptureState, seat: number, move: unknown): CaptureRefused | null {
  if (move === null || typeof move !== 'object') return null;
  const m = move as { type?: unknown; card?: unknown; amount?: unknown };
  const hand = s.hands[seat] ?? [];
  const card = typeof m.card === 'string' && hand.includes(m.card) ? m.card : null;
  const cardMove = (m.type === 'lead' || m.type === 'play' || m.type === 'add') && card !== null;
  const roundCards = s.round.map((p) => p.card);
  switch (s.phase) {
    case 'bid':
      if (cardMove) return { code: 'bidding', data: {} };
      if (m.type === 'bid' && typeof m.amount === 'number' && Number.isInteger(m.amount)) {
        if (m.amount <= s.bidding!.high) return { code: 'bid-low', data: { amount: m.amount, high: s.bidding!.high } };
        if (m.amount > maxBid(s.players))
          return { code: 'bid-high', data: { amount: m.amount, max: maxBid(s.players) } };
      }
      return null;
    case 'round-over':
      return cardMove ? { code: 'hand-over', data: {} } : null;
    case 'lead':
      return cardMove && m.type !== 'add' ? whyNotLead(hand, card, s.fallback) : null;
    case 'follow':
      if (m.type === 'no-play') return whyNotNoPlay(roundCards, hand);
      return cardMove && m.type !== 'add' ? whyNotFollow(roundCards, hand, card) : null;
    case 'add':
      return cardMove && m.type !== 'lead' ? whyNotFollow(roundCards, hand, card) : null;
    default:
      return null;
  }
}

/** The legal move `move` is, or the engine's refusal: the rules' own reason when there is one. */
function checked(s: CaptureState, seat: number, move: CaptureMove): CaptureMove {
  try {
    return assertLegal(cachedLegal(s, seat), move, seat, isActor(s, seat), describeCaptureMove);
  } catch (e) {
    const why = e instanceof IllegalMoveError && e.code === 'not-legal' ? refusalOf(s, seat, move) : null;
    if (why) throw new IllegalMoveError(why.code, why.data, `${e instanceof Error ? e.message : ''} (${why.code})`);
    throw e;
  }
}

function playOf(s0: CaptureState, seat: number, move: CaptureMove): CaptureState {
  const m = checked(s0, seat, move);
  // The move's own state, changed field by field by the steps below (never `s0`).
  const s = copy(s0);
  switch (m.type) {
    case 'next-round':
      return newHand(s, s.hand + 1, left(s, s.dealer));
    case 'bid': {
      const b = s.bidding!;
      s.bidding = { high: m.amount, highSeat: seat, passed: b.passed };
      s.events.push({ kind: 'bid', seat, points: m.amount });
      return afterBid(s, seat);
    }
    case 'pass': {
      const b = s.bidding!;
      const passed = b.passed.slice();
      passed[seat] = true;
      s.bidding = { high: b.high, highSeat: b.highSeat, passed };
      s.events.push({ kind: 'bid-pass', seat });
      return afterBid(s, seat);
    }
    case 'lead':
      s.events.push({ kind: 'lead', seat, cards: [m.card], data: { fallback: s.fallback } });
      takeFromHand(s, seat, m.card);
      s.round = [{ seat, card: m.card }];
      return nextFollower(s, seat);
    case 'play':
      s.events.push({ kind: 'play', seat, cards: [m.card] });
      takeFromHand(s, seat, m.card);
      s.round = [...s0.round, { seat, card: m.card }];
      return nextFollower(s, seat);
    case 'no-play':
      s.events.push({ kind: 'no-play', seat });
      return toAddStep(s, seat);
    case 'add':
      s.events.push({ kind: 'add', seat, cards: [m.card] });
      takeFromHand(s, seat, m.card);
      s.round = [...s0.round, { seat, card: m.card }];
      return legalFollows(
        s.round.map((p) => p.card),
        s.hands[seat]!,
      ).legal.length === 0
        ? captureRound(s)
        : s;
    case 'capture':
      return captureRound(s);
  }
}

// ---------------------------------------------------------------- the view

export interface CaptureView {
  seat: number;
  players: number;
  phase: CapturePhase;
  hand: number;
  hands: number;
  dealer: number;
  options: CaptureOptions;
  /** This seat's cards. */
  myHand: string[];
  handCounts: number[];
  capturedCounts: number[];
  /** Points of each seat's captures if the hand ended now (the bonus suit counts double): public, every captured card was played face up. */
  capturedPoints: number[];
  stockCount: number;
  upCard: string | null;
  round: Play[];
  /** The number or name the round is played in; null between rounds. */
  roundNumber: string | null;
  /** True when the up-card shows the round's number: it is taken with this round's capture. */
  upCardTaken: boolean;
  leadPasses: number[];
  fallback: boolean;
  noPlayBy: number | null;
  actors: number[];
  turn: number | null;
  bidding: Bidding | null;
  extraCount: number;
  bid: { seat: number; amount: number } | null;
  bonusSuit: Suit | null;
  outOrder: number[];
  totals: number[];
  history: CaptureRecord[];
  events: GameEvent[];
}

function viewOf(s: CaptureState, seat: number): CaptureView {
  const playing = s.phase !== 'round-over' && s.phase !== 'match-over';
  return {
    seat,
    players: s.players,
    phase: s.phase,
    hand: s.hand,
    hands: handsOf(s.options),
    dealer: s.dealer,
    options: { ...s.options },
    myHand: (s.hands[seat] ?? []).slice(),
    handCounts: s.hands.map((h) => h.length),
    capturedCounts: s.captured.map((c) => c.length),
    capturedPoints: s.captured.map((c) => pointsOf(c, bonusSuitNow(s), s.options.galaxyInBonusSuit)),
    stockCount: s.stock.length,
    upCard: s.upCard,
    round: s.round.map((p) => ({ ...p })),
    roundNumber: s.round[0] ? rankOf(s.round[0].card) : null,
    upCardTaken: upCardJoins(s),
    leadPasses: s.leadPasses.slice(),
    fallback: s.fallback,
    noPlayBy: s.noPlayBy,
    actors: actorsOf(s),
    turn: playing ? s.turn : null,
    bidding: s.bidding ? { ...s.bidding, passed: s.bidding.passed.slice() } : null,
    extraCount: s.extra.length,
    bid: s.bid ? { ...s.bid } : null,
    bonusSuit: bonusSuitNow(s),
    outOrder: s.outOrder.slice(),
    totals: s.totals.slice(),
    history: JSON.parse(JSON.stringify(s.history)) as CaptureRecord[],
    events: JSON.parse(JSON.stringify(s.events)) as GameEvent[],
  };
}

function statusOf(s: CaptureState): Status {
  return statusFrom(s.phase, s.hand, s.totals, s.history);
}

/** Every card's place, for conservation checks. */
export function captureCardPlaces(s: CaptureState): string[] {
  return [
    ...s.hands.flat(),
    ...s.captured.flat(),
    ...s.stock,
    ...(s.upCard ? [s.upCard] : []),
    ...s.extra,
    ...s.outOfPlay,
    ...s.round.map((p) => p.card),
  ];
}

/** The Capture engine. */
export const capture: Game<CaptureState, CaptureMove, CaptureOptions, CaptureView> = {
  id: 'capture',
  title: 'Capture',
  players: { min: 2, max: 6 },
  defaultOptions: CAPTURE_DEFAULTS,
  setup(init) {
    if (!Number.isInteger(init.players) || init.players < 2 || init.players > 6)
      throw seatsRefusal('Capture', 2, 6, init.players);
    const options = checkOptions(captureOptionsSpec, init.options, init.players);
    let rng = rngFromSeed(init.seed);
    let dealer = 0;
    if (!init.deck) [dealer, rng] = nextInt(rng, init.players);
    // Every field, in the order every later state keeps (states are spread from this one).
    const base: CaptureState = {
      options,
      rng,
      players: init.players,
      totals: new Array(init.players).fill(0),
      history: [],
      events: [],
      stacked: init.deck ? init.deck.slice() : undefined,
      phase: 'lead',
      hand: 0,
      dealer,
      hands: [],
      captured: [],
      stock: [],
      upCard: null,
      firstUp: null,
      lastUp: null,
      extra: [],
      outOfPlay: [],
      turn: 0,
      round: [],
      leadPasses: [],
      fallback: false,
      noPlayBy: null,
      bidding: null,
      bid: null,
      outOrder: [],
    };
    return newHand(base, 1, dealer);
  },
  actors: actorsOf,
  legalMoves: legalOf,
  play: playOf,
  view: viewOf,
  status: statusOf,
  describe: describeCaptureMove,
};
