/**
 * Denebian Baccarat (rulings §1.7): the dealer names an ante; each other player matches it
 * or sits out; the hand is played as Imperial Baccarat among those in; the highest hand
 * takes the pot. A tie goes to the better single card (Starburst > Cutlass > Flag > Double >
 * Plain > Joker); still tied, the pot rides into the next hand.
 */
import { statusFrom } from '../../engine/tally.ts';
import type { Game, Status } from '../../engine/types.ts';
import { IllegalMoveError } from '../../engine/types.ts';
import type { Rng } from '../../engine/rng.ts';
import { assertLegal } from '../../engine/deck.ts';
import type { OptionsSpec } from '../../engine/options.ts';
import { cardName } from './deck.ts';
import { bacCardPlaces, bestKind, current, dealBaccarat, drawOrStand, handView, holdsBothJokers, kindProfile, rngFromSeed, showdown, takeCard, type BacHand, type BacHandView, type Showdown } from './baccarat.ts';
import { order } from './fishing.ts';

export interface DenebianOptions {
  hands: number;
  /** Ties on value: the best single card decides (ruling); option: compare the next best cards too. */
  denebianTieBreak: 'bestCard' | 'fullLexicographic';
}

export const DENEBIAN_DEFAULTS: DenebianOptions = { hands: 8, denebianTieBreak: 'bestCard' };
export const ANTES = [1, 2, 3, 5] as const;

export const denebianOptionsSpec: OptionsSpec<DenebianOptions> = {
  presets: [{ id: 'designer', label: "Designer's rules", description: 'Best single card breaks a tie; otherwise the pot rides.', values: {} }],
  fields: [
    { key: 'hands', label: 'Match length', kind: 'choice', help: 'Not set by the seed: the app plays a chosen number of hands.', choices: [4, 8, 12, 16].map((n) => ({ value: n, label: `${n} hands` })) },
    { key: 'denebianTieBreak', label: 'Ties', kind: 'choice', help: 'Ruling: the best single card decides. Option: then the second best, and so on, before the pot rides.', choices: [{ value: 'bestCard', label: 'Best card only' }, { value: 'fullLexicographic', label: 'Card by card' }] },
  ],
};

export type DenebianMove = { type: 'ante'; amount: number } | { type: 'match' } | { type: 'sit-out' } | { type: 'take'; card: string } | { type: 'draw' } | { type: 'stand' } | { type: 'next-round' };

export interface DenebianRecord {
  hand: number;
  label: string;
  dealer: number;
  scores: number[];
  details: { seat: number; id: string; points: number }[];
  summary: string;
}

export interface DenebianState {
  options: DenebianOptions;
  rng: Rng;
  players: number;
  phase: 'ante' | 'join' | 'take' | 'draw' | 'round-over' | 'match-over';
  hand: number;
  dealer: number;
  ante: number;
  /** Seats asked whether they match, in order; `joinAt` indexes it. */
  joinOrder: number[];
  joinAt: number;
  /** Seats in the hand (the dealer and those who matched). */
  active: number[];
  /** The pot now, including any carried over. */
  pot: number;
  /** The part of the pot carried over from tied hands. */
  carried: number;
  /** What each seat has paid into the pot now riding (refunded if the match ends with it). */
  shares: number[];
  /** This hand's score changes so far (antes paid). */
  change: number[];
  deal: BacHand | null;
  /** A stacked deck for the first deal (tests). */
  stacked?: string[];
  reveal?: Showdown[];
  mustDeal?: number;
  totals: number[];
  history: DenebianRecord[];
  lastMove?: string;
}

const player = (s: number) => `Player ${s + 1}`;

function newHand(s: DenebianState, hand: number, dealer: number): DenebianState {
  const next: DenebianState = { ...s, phase: 'ante', hand, dealer, ante: 0, joinOrder: order((dealer + 1) % s.players, s.players).filter((x) => x !== dealer), joinAt: 0, active: [], change: new Array(s.players).fill(0), deal: null, lastMove: `Hand ${hand}: ${player(dealer)} deals and names the ante.` };
  delete next.reveal;
  delete next.mustDeal;
  return next;
}

/** Compare two showdown hands for the pot: value, then card types. Positive if a wins. */
function compare(a: Showdown, b: Showdown, o: DenebianOptions): number {
  if (a.value !== b.value) return a.value - b.value;
  if (o.denebianTieBreak === 'bestCard') return bestKind(b.cards) - bestKind(a.cards);
  const pa = kindProfile(a.cards);
  const pb = kindProfile(b.cards);
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) if (pa[i] !== pb[i]) return pb[i]! - pa[i]!;
  return 0;
}

function endHand(s: DenebianState, record: Omit<DenebianRecord, 'hand' | 'label' | 'dealer'>, extra: Partial<DenebianState>): DenebianState {
  let full: DenebianRecord = { hand: s.hand, label: `Hand ${s.hand}`, dealer: s.dealer, ...record };
  const last = s.hand >= s.options.hands;
  const riding = extra.carried ?? s.carried;
  if (last && riding > 0) {
    // The match ends with a pot riding: it goes back to those who paid into it, so the chips add up.
    const shares = extra.shares ?? s.shares;
    full = { ...full, scores: full.scores.map((x, i) => x + (shares[i] ?? 0)), summary: `${full.summary} The match ends: the riding pot goes back to those who paid in.` };
    extra = { ...extra, carried: 0, pot: 0, shares: new Array(s.players).fill(0) };
  }
  return {
    ...s,
    ...extra,
    phase: last ? 'match-over' : 'round-over',
    totals: s.totals.map((t, i) => t + full.scores[i]!),
    history: [...s.history, full],
    lastMove: full.summary,
  };
}

function showdownHand(s: DenebianState): DenebianState {
  const hands = showdown(s.deal!, null);
  const best = hands.reduce((a, b) => (compare(b, a, s.options) > 0 ? b : a));
  const winners = hands.filter((h) => compare(h, best, s.options) === 0);
  const scores = s.change.slice();
  const details = hands.map((h) => ({ seat: h.seat, id: 'hand-value', points: h.value }));
  const jokers = hands.find((h) => holdsBothJokers(s.deal!, h.seat));
  const extra: Partial<DenebianState> = { reveal: hands };
  if (jokers) extra.mustDeal = jokers.seat;
  if (winners.length === 1) {
    const w = winners[0]!.seat;
    scores[w] = scores[w]! + s.pot;
    return endHand(s, { scores, details, summary: `${player(w)} wins the pot of ${s.pot} with ${best.value}.` }, { ...extra, pot: 0, carried: 0, shares: new Array(s.players).fill(0) });
  }
  return endHand(s, { scores, details, summary: `A tie at ${best.value}: the pot of ${s.pot} rides into the next hand.` }, { ...extra, carried: s.pot });
}

function actorsOf(s: DenebianState): number[] {
  switch (s.phase) {
    case 'match-over':
      return [];
    case 'round-over':
      return Array.from({ length: s.players }, (_, i) => i);
    case 'ante':
      return [s.dealer];
    case 'join':
      return [s.joinOrder[s.joinAt]!];
    default:
      return [current(s.deal!)!];
  }
}

function legalOf(s: DenebianState, seat: number): DenebianMove[] {
  if (!actorsOf(s).includes(seat)) return [];
  switch (s.phase) {
    case 'round-over':
      return [{ type: 'next-round' }];
    case 'ante':
      return ANTES.map((amount) => ({ type: 'ante', amount }));
    case 'join':
      return [{ type: 'match' }, { type: 'sit-out' }];
    case 'take':
      return s.deal!.table.map((card) => ({ type: 'take', card }));
    case 'draw':
      return s.deal!.stock.length > 0 ? [{ type: 'draw' }, { type: 'stand' }] : [{ type: 'stand' }];
    default:
      return [];
  }
}

export function describeDenebianMove(m: DenebianMove): string {
  switch (m.type) {
    case 'ante':
      return `Ante ${m.amount}`;
    case 'match':
      return 'Match the ante';
    case 'sit-out':
      return 'Sit this hand out';
    case 'take':
      return `Take the ${cardName(m.card)}`;
    case 'draw':
      return 'Draw a card';
    case 'stand':
      return 'Stand';
    case 'next-round':
      return 'Deal the next hand';
  }
}

/** After the last answer to the ante: deal to those in, or pass the deal if nobody matched. */
function afterJoin(s: DenebianState): DenebianState {
  const joined = s.active;
  if (joined.length === 0) {
    return endHand(s, { scores: new Array(s.players).fill(0), details: [], summary: `Nobody matched the ante of ${s.ante}: it is returned and the deal passes left.` }, { pot: s.carried });
  }
  const active = [...joined, s.dealer];
  const change = s.change.slice();
  const shares = s.shares.slice();
  for (const a of active) {
    change[a] = change[a]! - s.ante;
    shares[a] = shares[a]! + s.ante;
  }
  const { hand: deal, rng } = dealBaccarat(s.rng, s.players, s.dealer, active, s.stacked);
  const next: DenebianState = { ...s, rng, active, change, shares, pot: s.carried + s.ante * active.length, deal, phase: 'take' };
  delete next.stacked;
  return next;
}

export interface DenebianView {
  seat: number;
  phase: DenebianState['phase'];
  players: number;
  hand: number;
  hands: number;
  dealer: number;
  ante: number;
  active: number[];
  pot: number;
  carried: number;
  actors: number[];
  deal: BacHandView | null;
  reveal?: Showdown[];
  mustDeal?: number;
  totals: number[];
  history: DenebianRecord[];
  lastMove?: string;
}

function viewOf(s: DenebianState, seat: number): DenebianView {
  const v: DenebianView = {
    seat,
    phase: s.phase,
    players: s.players,
    hand: s.hand,
    hands: s.options.hands,
    dealer: s.dealer,
    ante: s.ante,
    active: s.active.slice(),
    pot: s.pot,
    carried: s.carried,
    actors: actorsOf(s),
    deal: s.deal && s.phase !== 'round-over' && s.phase !== 'match-over' ? handView(s.deal, seat, null) : null,
    totals: s.totals.slice(),
    history: s.history.map((h) => ({ ...h, scores: h.scores.slice(), details: h.details.map((d) => ({ ...d })) })),
  };
  if (s.reveal) v.reveal = s.reveal.map((r) => ({ ...r, cards: r.cards.slice(), jokers: r.jokers.slice() }));
  if (s.mustDeal !== undefined) v.mustDeal = s.mustDeal;
  if (s.lastMove) v.lastMove = s.lastMove;
  return v;
}

function statusOf(s: DenebianState): Status {
  return statusFrom(s.phase, s.hand, s.totals, s.history);
}

/** The Denebian Baccarat engine. */
export const denebianBaccarat: Game<DenebianState, DenebianMove, DenebianOptions> = {
  id: 'denebian-baccarat',
  title: 'Denebian Baccarat',
  players: { min: 2, max: 6 },
  defaultOptions: DENEBIAN_DEFAULTS,
  setup(init) {
    if (init.players < 2 || init.players > 6) throw new IllegalMoveError('Denebian Baccarat is played by 2 to 6 players.');
    const base = {
      options: { ...DENEBIAN_DEFAULTS, ...(init.options ?? {}) },
      rng: rngFromSeed(init.seed),
      players: init.players,
      pot: 0,
      carried: 0,
      shares: new Array(init.players).fill(0),
      totals: new Array(init.players).fill(0),
      history: [],
      ...(init.deck ? { stacked: init.deck.slice() } : {}),
    } as unknown as DenebianState;
    return newHand(base, 1, 0);
  },
  actors: actorsOf,
  legalMoves: legalOf,
  play(s, seat, move) {
    const m = assertLegal(legalOf(s, seat), move, seat, actorsOf(s).includes(seat), describeDenebianMove);
    switch (m.type) {
      case 'ante':
        return { ...s, ante: m.amount, phase: 'join', lastMove: `${player(seat)} names an ante of ${m.amount}.` };
      case 'match':
      case 'sit-out': {
        const next: DenebianState = { ...s, joinAt: s.joinAt + 1, active: m.type === 'match' ? [...s.active, seat] : s.active, lastMove: `${player(seat)} ${m.type === 'match' ? 'matches' : 'sits out'}.` };
        return next.joinAt >= next.joinOrder.length ? afterJoin(next) : next;
      }
      case 'take': {
        const deal = takeCard(s.deal!, seat, m.card);
        const done = deal.at >= deal.order.length;
        return { ...s, deal: done ? { ...deal, at: 0 } : deal, phase: done ? 'draw' : 'take', lastMove: `${player(seat)} takes the ${cardName(m.card)}.` };
      }
      case 'draw':
      case 'stand': {
        const deal = drawOrStand(s.deal!, seat, m.type === 'draw');
        const next: DenebianState = { ...s, deal, lastMove: `${player(seat)} ${m.type === 'draw' ? 'draws a card' : 'stands'}.` };
        return deal.at >= deal.order.length ? showdownHand(next) : next;
      }
      case 'next-round':
        return newHand(s, s.hand + 1, s.mustDeal ?? (s.dealer + 1) % s.players);
    }
  },
  view: viewOf,
  status: statusOf,
  describe: describeDenebianMove,
};

/** Every card's place during a deal, for conservation checks (none before the deal). */
export function denebianCardPlaces(s: DenebianState): string[] {
  return s.deal ? bacCardPlaces(s.deal) : [];
}
