/**
 * Imperial Baccarat (rulings §1.6): everyone against the banker. One face-down card each,
 * N+1 face-up table cards; take one, then draw one more or stand; the higher hand value
 * takes a point from the other. The banker may pass the deal; two Jokers must take it. In
 * house mode the banker seat is the house: it never passes, draws on 0–5 and stands on 6+,
 * and its pair of Jokers counts 5.
 */
import type { Game, Status } from '../../engine/types.ts';
import { IllegalMoveError } from '../../engine/types.ts';
import type { Rng } from '../../engine/rng.ts';
import { assertLegal } from '../../engine/deck.ts';
import type { OptionsSpec } from '../../engine/options.ts';
import { cardName } from './deck.ts';
import { bacCardPlaces, cardsOf, current, dealBaccarat, drawOrStand, handValue, handView, holdsBothJokers, rngFromSeed, showdown, takeCard, type BacHand, type BacHandView, type Showdown } from './baccarat.ts';

export interface ImperialOptions {
  /** Hands in a match. */
  hands: number;
  /** The banker seat is the house (draws on 0–5, never passes, two Jokers count 5). */
  house: boolean;
}

export const IMPERIAL_DEFAULTS: ImperialOptions = { hands: 8, house: false };

export const imperialOptionsSpec: OptionsSpec<ImperialOptions> = {
  presets: [
    { id: 'players', label: 'Players deal', description: 'The banker is a player who may pass the deal after any hand.', values: {} },
    { id: 'house', label: 'House banker', description: 'Seat 1 is the house: it draws on 0–5, stands on 6, and never passes the deal.', values: { house: true } },
  ],
  fields: [
    { key: 'hands', label: 'Match length', kind: 'choice', help: 'Not set by the seed: the app plays a chosen number of hands.', choices: [4, 8, 12, 16].map((n) => ({ value: n, label: `${n} hands` })) },
    { key: 'house', label: 'House banker (seat 1)', kind: 'boolean', help: 'Seed: a house dealer must draw to 5 and stand at 6; a house pair of Jokers counts 5.' },
  ],
};

export type ImperialMove = { type: 'take'; card: string } | { type: 'draw' } | { type: 'stand' } | { type: 'next-round'; passDeal?: boolean };

export interface ImperialRecord {
  hand: number;
  label: string;
  dealer: number;
  scores: number[];
  details: { seat: number; id: string; points: number }[];
  summary: string;
}

export interface ImperialState {
  options: ImperialOptions;
  rng: Rng;
  players: number;
  phase: 'take' | 'draw' | 'round-over' | 'match-over';
  hand: number;
  dealer: number;
  deal: BacHand;
  /** The finished hand's cards and values, shown until the next deal. */
  reveal?: Showdown[];
  /** Who must take the deal next (two Jokers), if anyone. */
  mustDeal?: number;
  totals: number[];
  history: ImperialRecord[];
  lastMove?: string;
}

const player = (s: number) => `Player ${s + 1}`;
const houseSeat = (s: ImperialState) => (s.options.house ? s.dealer : null);

function startHand(s: ImperialState, hand: number, dealer: number, stacked?: readonly string[]): ImperialState {
  const all = Array.from({ length: s.players }, (_, i) => i);
  const { hand: deal, rng } = dealBaccarat(s.rng, s.players, dealer, all, stacked);
  const next: ImperialState = { ...s, rng, phase: 'take', hand, dealer, deal, lastMove: `Hand ${hand}: ${player(dealer)} is the banker.` };
  delete next.reveal;
  delete next.mustDeal;
  return next;
}

/** Settle the showdown: each player against the banker, 1 point to the higher hand. */
function settle(s: ImperialState): ImperialState {
  const hands = showdown(s.deal, houseSeat(s));
  const bank = hands.find((h) => h.seat === s.dealer)!;
  const scores = new Array<number>(s.players).fill(0);
  const details: ImperialRecord['details'] = [];
  for (const h of hands) {
    if (h.seat === s.dealer) continue;
    const d = h.value > bank.value ? 1 : h.value < bank.value ? -1 : 0;
    scores[h.seat] = d;
    scores[s.dealer] = scores[s.dealer]! - d;
    details.push({ seat: h.seat, id: 'hand-value', points: h.value });
  }
  details.push({ seat: s.dealer, id: 'hand-value', points: bank.value });
  const jokerHolder = hands.find((h) => holdsBothJokers(s.deal, h.seat) && !s.options.house);
  const record: ImperialRecord = {
    hand: s.hand,
    label: `Hand ${s.hand}`,
    dealer: s.dealer,
    scores,
    details,
    summary: `The banker (${player(s.dealer)}) has ${bank.value}. ${hands
      .filter((h) => h.seat !== s.dealer)
      .map((h) => `${player(h.seat)} ${h.value}: ${scores[h.seat]! > 0 ? 'wins' : scores[h.seat]! < 0 ? 'loses' : 'ties'}`)
      .join('; ')}.`,
  };
  const next: ImperialState = {
    ...s,
    phase: s.hand >= s.options.hands ? 'match-over' : 'round-over',
    reveal: hands,
    totals: s.totals.map((t, i) => t + scores[i]!),
    history: [...s.history, record],
    lastMove: record.summary,
  };
  if (jokerHolder) next.mustDeal = jokerHolder.seat;
  return next;
}

function actorsOf(s: ImperialState): number[] {
  if (s.phase === 'match-over') return [];
  if (s.phase === 'round-over') return s.options.house || s.mustDeal !== undefined ? Array.from({ length: s.players }, (_, i) => i) : [s.dealer];
  return [current(s.deal)!];
}

function legalOf(s: ImperialState, seat: number): ImperialMove[] {
  if (!actorsOf(s).includes(seat)) return [];
  if (s.phase === 'round-over') {
    if (s.options.house || s.mustDeal !== undefined) return [{ type: 'next-round' }];
    return [{ type: 'next-round' }, { type: 'next-round', passDeal: true }];
  }
  if (s.phase === 'take') return s.deal.table.map((card) => ({ type: 'take', card }));
  if (s.phase === 'draw') {
    if (s.options.house && seat === s.dealer) {
      // The house draws on 0–5 and stands on 6 or more.
      return handValue(cardsOf(s.deal, seat), true).value <= 5 && s.deal.stock.length > 0 ? [{ type: 'draw' }] : [{ type: 'stand' }];
    }
    return s.deal.stock.length > 0 ? [{ type: 'draw' }, { type: 'stand' }] : [{ type: 'stand' }];
  }
  return [];
}

export function describeImperialMove(m: ImperialMove): string {
  switch (m.type) {
    case 'take':
      return `Take the ${cardName(m.card)}`;
    case 'draw':
      return 'Draw a card';
    case 'stand':
      return 'Stand';
    case 'next-round':
      return m.passDeal ? 'Pass the deal to the left' : 'Deal the next hand';
  }
}

export interface ImperialView {
  seat: number;
  phase: ImperialState['phase'];
  players: number;
  hand: number;
  hands: number;
  dealer: number;
  house: boolean;
  actors: number[];
  deal: BacHandView;
  reveal?: Showdown[];
  mustDeal?: number;
  totals: number[];
  history: ImperialRecord[];
  lastMove?: string;
}

function viewOf(s: ImperialState, seat: number): ImperialView {
  const v: ImperialView = {
    seat,
    phase: s.phase,
    players: s.players,
    hand: s.hand,
    hands: s.options.hands,
    dealer: s.dealer,
    house: s.options.house,
    actors: actorsOf(s),
    deal: handView(s.deal, seat, houseSeat(s)),
    totals: s.totals.slice(),
    history: s.history.map((h) => ({ ...h, scores: h.scores.slice(), details: h.details.map((d) => ({ ...d })) })),
  };
  if (s.reveal) v.reveal = s.reveal.map((r) => ({ ...r, cards: r.cards.slice(), jokers: r.jokers.slice() }));
  if (s.mustDeal !== undefined) v.mustDeal = s.mustDeal;
  if (s.lastMove) v.lastMove = s.lastMove;
  return v;
}

function statusOf(s: ImperialState): Status {
  const phase = s.phase === 'match-over' ? 'match-over' : s.phase === 'round-over' ? 'round-over' : 'playing';
  const st: Status = { phase, round: s.hand, totals: s.totals.slice() };
  const last = s.history[s.history.length - 1];
  if (last) st.lastRound = { scores: last.scores.slice(), details: last.details.map((d) => ({ ...d })), label: last.label, summary: last.summary };
  return st;
}

/** The Imperial Baccarat engine. */
export const imperialBaccarat: Game<ImperialState, ImperialMove, ImperialOptions> = {
  id: 'imperial-baccarat',
  title: 'Imperial Baccarat',
  players: { min: 2, max: 6 },
  defaultOptions: IMPERIAL_DEFAULTS,
  setup(init) {
    if (init.players < 2 || init.players > 6) throw new IllegalMoveError('Imperial Baccarat is played by 2 to 6 players.');
    const base = { options: { ...IMPERIAL_DEFAULTS, ...(init.options ?? {}) }, rng: rngFromSeed(init.seed), players: init.players, hand: 1, dealer: 0, totals: new Array(init.players).fill(0), history: [] } as unknown as ImperialState;
    return startHand(base, 1, 0, init.deck);
  },
  actors: actorsOf,
  legalMoves: legalOf,
  play(s, seat, move) {
    const m = assertLegal(legalOf(s, seat), move, seat, actorsOf(s).includes(seat), describeImperialMove);
    switch (m.type) {
      case 'take': {
        const deal = takeCard(s.deal, seat, m.card);
        const done = deal.at >= deal.order.length;
        return { ...s, deal: done ? { ...deal, at: 0 } : deal, phase: done ? 'draw' : 'take', lastMove: `${player(seat)} takes the ${cardName(m.card)}.` };
      }
      case 'draw':
      case 'stand': {
        const deal = drawOrStand(s.deal, seat, m.type === 'draw');
        const next: ImperialState = { ...s, deal, lastMove: `${player(seat)} ${m.type === 'draw' ? 'draws a card' : 'stands'}.` };
        return deal.at >= deal.order.length ? settle(next) : next;
      }
      case 'next-round': {
        const dealer = s.options.house ? s.dealer : (s.mustDeal ?? (m.passDeal ? (s.dealer + 1) % s.players : s.dealer));
        return startHand(s, s.hand + 1, dealer);
      }
    }
  },
  view: viewOf,
  status: statusOf,
  describe: describeImperialMove,
  // No undo: every move hands the turn to the next player.
};

/** Every card's place, for conservation checks. */
export function imperialCardPlaces(s: ImperialState): string[] {
  return bacCardPlaces(s.deal);
}
