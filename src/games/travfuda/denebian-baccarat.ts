/**
 * Denebian Baccarat (docs/rulings/travfuda.md §1.7): the dealer names an ante; each other player matches it
 * or sits out; the hand is played as Imperial Baccarat among those in; the highest hand
 * takes the pot. A tie goes to the better single card (Starburst > Cutlass > Flag > Double >
 * Plain > Joker); still tied, the pot rides into the next hand.
 */
import type { Game } from '../../engine/types.ts';
import type { Rng } from '../../engine/rng.ts';
import type { GameEvent } from '../../engine/events.ts';
import { checkStackedDeck } from '../../engine/deck.ts';
import { TRAVFUDA_DECK } from './deck.ts';
import { describeDenebianMove } from './words.ts';
import { checkOptions, declareOptions } from '../../engine/options.ts';
import {
  bacCardPlaces,
  bacStatus,
  bacRefusal,
  bacViewCommon,
  bestKind,
  checkBacMove,
  checkSeats,
  current,
  dealBaccarat,
  dealMoves,
  handBotView,
  withBacOptional,
  handView,
  holdsBothJokers,
  kindProfile,
  playDealMove,
  recordHand,
  rngFromSeed,
  showdown,
  type BacCommon,
  type BacDealMove,
  type BacHand,
  type BacHandView,
  type BacRecord,
  type BacViewCommon,
  type Showdown,
} from './baccarat.ts';
import { order } from './fishing.ts';

export interface DenebianOptions {
  hands: number;
  /** Ties on value: the best single card decides (ruling); option: compare the next best cards too. */
  denebianTieBreak: 'bestCard' | 'fullLexicographic';
}

const ANTES = [1, 2, 3, 5] as const;

export const denebianOptionsSpec = declareOptions<DenebianOptions>({
  game: 'Denebian Baccarat',
  defaults: { hands: 8, denebianTieBreak: 'bestCard' },
  presets: [
    {
      id: 'designer',
      label: "Designer's rules",
      description: 'Best single card breaks a tie; otherwise the pot rides.',
      values: {},
    },
  ],
  options: {
    hands: {
      label: 'Match length',
      kind: 'integer',
      min: 1,
      max: 99,
      help: 'Not set by the seed: the app plays a chosen number of hands.',
      choices: [4, 8, 12, 16].map((n) => ({ value: n, label: `${n} hands` })),
    },
    denebianTieBreak: {
      label: 'Ties',
      kind: 'choice',
      help: 'Ruling: the best single card decides. Option: then the second best, and so on, before the pot rides.',
      choices: [
        { value: 'bestCard', label: 'Best card only' },
        { value: 'fullLexicographic', label: 'Card by card' },
      ],
    },
  },
});

export type DenebianMove =
  | { type: 'ante'; amount: number }
  | { type: 'match' }
  | { type: 'sit-out' }
  | BacDealMove
  | { type: 'next-round' };

/** A finished Denebian hand (the shared baccarat record). */
export type DenebianRecord = BacRecord;

export interface DenebianState extends BacCommon {
  options: DenebianOptions;
  rng: Rng;
  phase: 'ante' | 'join' | 'take' | 'draw' | 'round-over' | 'match-over';
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
  stacked?: string[] | undefined;
}

function newHand(s: DenebianState, hand: number, dealer: number): DenebianState {
  return {
    ...s,
    phase: 'ante',
    hand,
    dealer,
    ante: 0,
    joinOrder: order((dealer + 1) % s.players, s.players).filter((x) => x !== dealer),
    joinAt: 0,
    active: [],
    change: new Array(s.players).fill(0),
    deal: null,
    reveal: undefined,
    mustDeal: undefined,
    events: [{ kind: 'hand-start', seat: dealer, data: { hand, role: 'dealer' } }],
  };
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

function endHand(
  s: DenebianState,
  record: Omit<DenebianRecord, 'hand' | 'name' | 'dealer'>,
  extra: Partial<DenebianState>,
): DenebianState {
  let full = record;
  const last = s.hand >= s.options.hands;
  const riding = extra.carried ?? s.carried;
  if (last && riding > 0) {
    // The match ends with a pot riding: it goes back to those who paid in, so the chips add up.
    const shares = extra.shares ?? s.shares;
    full = {
      ...full,
      scores: full.scores.map((x, i) => x + (shares[i] ?? 0)),
      events: [...full.events, { kind: 'pot-returned', points: riding, data: { shares: shares.slice() } }],
    };
    extra = { ...extra, carried: 0, pot: 0, shares: new Array(s.players).fill(0) };
  }
  return recordHand(s, full, last, extra);
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
  // `paid`: the ante this seat put in the pot this hand (its round score's first line).
  const shown: GameEvent[] = hands.map((h) => ({
    kind: 'showdown',
    seat: h.seat,
    points: scores[h.seat]! + (winners.length === 1 && winners[0]!.seat === h.seat ? s.pot : 0),
    data: { value: h.value, banker: false, paid: 0 - scores[h.seat]! },
  }));
  const tail: GameEvent[] = jokers ? [{ kind: 'must-deal', seat: jokers.seat }] : [];
  if (winners.length === 1) {
    const w = winners[0]!.seat;
    scores[w] = scores[w]! + s.pot;
    return endHand(
      s,
      {
        scores,
        details,
        events: [{ kind: 'pot-won', seat: w, points: s.pot, data: { value: best.value } }, ...shown, ...tail],
      },
      { ...extra, pot: 0, carried: 0, shares: new Array(s.players).fill(0) },
    );
  }
  return endHand(
    s,
    { scores, details, events: [{ kind: 'pot-rides', points: s.pot, data: { value: best.value } }, ...shown, ...tail] },
    { ...extra, carried: s.pot },
  );
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
    case 'draw':
      return dealMoves(s.phase, s.deal!);
    default:
      return [];
  }
}

/** After the last answer to the ante: deal to those in, or pass the deal if nobody matched. */
function afterJoin(s: DenebianState): DenebianState {
  const joined = s.active;
  if (joined.length === 0) {
    return endHand(
      s,
      {
        scores: new Array(s.players).fill(0),
        details: [],
        events: [...s.events, { kind: 'no-match', data: { ante: s.ante } }],
      },
      { pot: s.carried },
    );
  }
  const active = [...joined, s.dealer];
  const change = s.change.slice();
  const shares = s.shares.slice();
  for (const a of active) {
    change[a] = change[a]! - s.ante;
    shares[a] = shares[a]! + s.ante;
  }
  const { hand: deal, rng } = dealBaccarat(s.rng, s.players, s.dealer, active, s.stacked);
  return {
    ...s,
    rng,
    active,
    change,
    shares,
    pot: s.carried + s.ante * active.length,
    deal,
    phase: 'take',
    stacked: undefined,
  };
}

export interface DenebianView extends BacViewCommon {
  /** Which baccarat: tables choose their parts by it. */
  variant: 'denebian';
  /** The match's tie rule (an option everyone at the table knows). */
  denebianTieBreak: DenebianOptions['denebianTieBreak'];
  phase: DenebianState['phase'];
  ante: number;
  active: number[];
  pot: number;
  carried: number;
  /** Seats still to answer the ante, in order (during 'join'). */
  toAnswer: number[];
  deal: BacHandView | null;
}

function viewOf(s: DenebianState, seat: number): DenebianView {
  return {
    ...bacViewCommon(s, seat, s.options.hands, actorsOf(s)),
    variant: 'denebian',
    denebianTieBreak: s.options.denebianTieBreak,
    phase: s.phase,
    ante: s.ante,
    active: s.active.slice(),
    pot: s.pot,
    carried: s.carried,
    toAnswer: s.phase === 'join' ? s.joinOrder.slice(s.joinAt) : [],
    deal: s.deal && s.phase !== 'round-over' && s.phase !== 'match-over' ? handView(s.deal, seat, null) : null,
  };
}

/** `viewOf`'s data for the bots' rollouts, sharing the state's lists (read-only). */
function botViewOf(s: DenebianState, seat: number): DenebianView {
  // one literal (a spread of the common part was most of a rollout's view)
  const v: DenebianView = {
    seat,
    players: s.players,
    hand: s.hand,
    hands: s.options.hands,
    dealer: s.dealer,
    actors: actorsOf(s),
    totals: s.totals,
    history: s.history,
    events: s.events,
    variant: 'denebian',
    denebianTieBreak: s.options.denebianTieBreak,
    phase: s.phase,
    ante: s.ante,
    active: s.active,
    pot: s.pot,
    carried: s.carried,
    toAnswer: s.phase === 'join' ? s.joinOrder.slice(s.joinAt) : [],
    deal: s.deal && s.phase !== 'round-over' && s.phase !== 'match-over' ? handBotView(s.deal, seat, null) : null,
  };
  return withBacOptional(v, s);
}

/** The Denebian Baccarat engine. */
export const denebianBaccarat: Game<DenebianState, DenebianMove, DenebianOptions, DenebianView> = {
  id: 'denebian-baccarat',
  title: 'Denebian Baccarat',
  players: { min: 2, max: 6 },
  defaultOptions: denebianOptionsSpec.defaults,
  setup(init) {
    checkSeats('Denebian Baccarat', init.players);
    // The stacked deck is dealt after the antes: checked now, so that a setup refuses a deck that could never deal.
    if (init.deck) checkStackedDeck(init.deck, TRAVFUDA_DECK);
    const base: DenebianState = {
      options: checkOptions(denebianOptionsSpec, init.options, init.players),
      rng: rngFromSeed(init.seed),
      players: init.players,
      phase: 'ante',
      hand: 1,
      dealer: 0,
      ante: 0,
      joinOrder: [],
      joinAt: 0,
      active: [],
      pot: 0,
      carried: 0,
      shares: new Array(init.players).fill(0),
      change: new Array(init.players).fill(0),
      deal: null,
      totals: new Array(init.players).fill(0),
      history: [],
      events: [],
      ...(init.deck ? { stacked: init.deck.slice() } : {}),
    };
    return newHand(base, 1, 0);
  },
  actors: actorsOf,
  legalMoves: legalOf,
  play(s, seat, move) {
    const m = checkBacMove(legalOf(s, seat), move, seat, actorsOf(s).includes(seat), describeDenebianMove, () =>
      bacRefusal(
        s.phase,
        s.deal,
        s.phase === 'ante'
          ? s.dealer
          : s.phase === 'join'
            ? s.joinOrder[s.joinAt]
            : s.deal
              ? current(s.deal)
              : undefined,
        seat,
        s.players,
        move,
      ),
    );
    switch (m.type) {
      case 'ante':
        return { ...s, ante: m.amount, phase: 'join', events: [{ kind: 'ante', seat, points: m.amount }] };
      case 'match':
      case 'sit-out': {
        // The answers of this round of the ante accumulate, so the line shows who is in so far.
        const next: DenebianState = {
          ...s,
          joinAt: s.joinAt + 1,
          active: m.type === 'match' ? [...s.active, seat] : s.active,
          events: [...s.events, { kind: m.type, seat, ...(m.type === 'match' ? { points: s.ante } : {}) }],
        };
        return next.joinAt >= next.joinOrder.length ? afterJoin(next) : next;
      }
      case 'take':
      case 'draw':
      case 'stand': {
        const r = playDealMove(s.deal!, seat, m);
        const next: DenebianState = { ...s, deal: r.deal, phase: r.phase, events: [r.event] };
        return r.done ? showdownHand(next) : next;
      }
      case 'next-round':
        return newHand(s, s.hand + 1, s.mustDeal ?? (s.dealer + 1) % s.players);
    }
  },
  view: viewOf,
  botView: botViewOf,
  status: bacStatus,
  describe: describeDenebianMove,
};

/** Every card's place during a deal, for conservation checks (none before the deal). */
export function denebianCardPlaces(s: DenebianState): string[] {
  return s.deal ? bacCardPlaces(s.deal) : [];
}
