/**
 * Imperial Baccarat (docs/rulings/travfuda.md §1.6): everyone against the banker. One face-down card each,
 * N+1 face-up table cards; take one, then draw one more or stand; the higher hand value
 * takes a point from the other. The banker may pass the deal; two Jokers must take it. In
 * house mode the banker seat is the house: it never passes, draws on 0–5 and stands on 6+,
 * and its pair of Jokers counts 5.
 */
import type { Game } from '../../engine/types.ts';
import type { Rng } from '../../engine/rng.ts';
import type { GameEvent } from '../../engine/events.ts';
import { checkOptions, declareOptions } from '../../engine/options.ts';
import {
  bacCardPlaces,
  bacStatus,
  bacRefusal,
  bacViewCommon,
  cardsOf,
  checkBacMove,
  checkSeats,
  current,
  dealBaccarat,
  dealMoves,
  handValue,
  handBotView,
  withBacOptional,
  handView,
  holdsBothJokers,
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
} from './baccarat.ts';
import { describeDealMove } from './words.ts';

export interface ImperialOptions {
  /** Hands in a match. */
  hands: number;
  /** The banker seat is the house (draws on 0–5, never passes, two Jokers count 5). */
  house: boolean;
}

export const imperialOptionsSpec = declareOptions<ImperialOptions>({
  game: 'Imperial Baccarat',
  defaults: { hands: 8, house: false },
  presets: [
    {
      id: 'players',
      label: 'Players deal',
      description: 'The banker is a player who may pass the deal after any hand.',
      values: {},
    },
    {
      id: 'house',
      label: 'House banker',
      description: 'Seat 1 is the house: it draws on 0–5, stands on 6, and never passes the deal.',
      values: { house: true },
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
    house: {
      label: 'House banker (seat 1)',
      kind: 'boolean',
      help: 'Seed: a house dealer must draw to 5 and stand at 6; a house pair of Jokers counts 5.',
    },
  },
});

export type ImperialMove = BacDealMove | { type: 'next-round'; passDeal?: boolean };

/** A finished Imperial hand (the shared baccarat record). */
export type ImperialRecord = BacRecord;

export interface ImperialState extends BacCommon {
  options: ImperialOptions;
  rng: Rng;
  phase: 'take' | 'draw' | 'round-over' | 'match-over';
  deal: BacHand;
}

const houseSeat = (s: ImperialState) => (s.options.house ? s.dealer : null);

function startHand(s: ImperialState, hand: number, dealer: number, stacked?: readonly string[]): ImperialState {
  const all = Array.from({ length: s.players }, (_, i) => i);
  const { hand: deal, rng } = dealBaccarat(s.rng, s.players, dealer, all, stacked);
  return {
    ...s,
    rng,
    phase: 'take',
    hand,
    dealer,
    deal,
    reveal: undefined,
    mustDeal: undefined,
    events: [{ kind: 'hand-start', seat: dealer, data: { hand, role: s.options.house ? 'house' : 'banker' } }],
  };
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
  const jokerHolder = s.options.house ? undefined : hands.find((h) => holdsBothJokers(s.deal, h.seat));
  const events: GameEvent[] = [
    { kind: 'showdown', seat: s.dealer, points: scores[s.dealer]!, data: { value: bank.value, banker: true } },
    ...hands
      .filter((h) => h.seat !== s.dealer)
      .map(
        (h): GameEvent => ({
          kind: 'showdown',
          seat: h.seat,
          points: scores[h.seat]!,
          data: { value: h.value, banker: false },
        }),
      ),
  ];
  if (jokerHolder) events.push({ kind: 'must-deal', seat: jokerHolder.seat });
  return recordHand(s, { scores, details, events }, s.hand >= s.options.hands, {
    reveal: hands,
    ...(jokerHolder ? { mustDeal: jokerHolder.seat } : {}),
  });
}

function actorsOf(s: ImperialState): number[] {
  if (s.phase === 'match-over') return [];
  if (s.phase === 'round-over')
    return s.options.house || s.mustDeal !== undefined ? Array.from({ length: s.players }, (_, i) => i) : [s.dealer];
  return [current(s.deal)!];
}

function legalOf(s: ImperialState, seat: number): ImperialMove[] {
  if (!actorsOf(s).includes(seat)) return [];
  if (s.phase === 'round-over') {
    if (s.options.house || s.mustDeal !== undefined) return [{ type: 'next-round' }];
    return [{ type: 'next-round' }, { type: 'next-round', passDeal: true }];
  }
  // The house draws on 0–5 and stands on 6 or more.
  const house = s.options.house && seat === s.dealer;
  return dealMoves(s.phase, s.deal, house ? handValue(cardsOf(s.deal, seat), true).value <= 5 : undefined);
}

const describeImperialMove: (m: ImperialMove) => string = describeDealMove;

export interface ImperialView extends BacViewCommon {
  /** Which baccarat: tables choose their parts by it. */
  variant: 'imperial';
  phase: ImperialState['phase'];
  house: boolean;
  deal: BacHandView;
}

function viewOf(s: ImperialState, seat: number): ImperialView {
  return {
    ...bacViewCommon(s, seat, s.options.hands, actorsOf(s)),
    variant: 'imperial',
    phase: s.phase,
    house: s.options.house,
    deal: handView(s.deal, seat, houseSeat(s)),
  };
}

/** `viewOf`'s data for the bots' rollouts, sharing the state's lists (read-only). */
function botViewOf(s: ImperialState, seat: number): ImperialView {
  // one literal (a spread of the common part was most of a rollout's view)
  const v: ImperialView = {
    seat,
    players: s.players,
    hand: s.hand,
    hands: s.options.hands,
    dealer: s.dealer,
    actors: actorsOf(s),
    totals: s.totals,
    history: s.history,
    events: s.events,
    variant: 'imperial',
    phase: s.phase,
    house: s.options.house,
    deal: handBotView(s.deal, seat, houseSeat(s)),
  };
  return withBacOptional(v, s);
}

/** The Imperial Baccarat engine. */
export const imperialBaccarat: Game<ImperialState, ImperialMove, ImperialOptions, ImperialView> = {
  id: 'imperial-baccarat',
  title: 'Imperial Baccarat',
  players: { min: 2, max: 6 },
  defaultOptions: imperialOptionsSpec.defaults,
  setup(init) {
    checkSeats('Imperial Baccarat', init.players);
    const base: ImperialState = {
      options: checkOptions(imperialOptionsSpec, init.options, init.players),
      rng: rngFromSeed(init.seed),
      players: init.players,
      phase: 'take',
      hand: 1,
      dealer: 0,
      deal: { order: [], at: 0, hidden: [], taken: [], drawn: [], table: [], stock: [] },
      totals: new Array(init.players).fill(0),
      history: [],
      events: [],
    };
    return startHand(base, 1, 0, init.deck);
  },
  actors: actorsOf,
  legalMoves: legalOf,
  play(s, seat, move) {
    const m = checkBacMove(legalOf(s, seat), move, seat, actorsOf(s).includes(seat), describeImperialMove, () =>
      bacRefusal(
        s.phase,
        s.deal,
        current(s.deal),
        seat,
        s.players,
        move,
        s.options.house ? { seat: s.dealer, value: handValue(cardsOf(s.deal, s.dealer), true).value } : undefined,
      ),
    );
    if (m.type === 'next-round') {
      const dealer = s.options.house ? s.dealer : (s.mustDeal ?? (m.passDeal ? (s.dealer + 1) % s.players : s.dealer));
      return startHand(s, s.hand + 1, dealer);
    }
    const r = playDealMove(s.deal, seat, m);
    const next: ImperialState = { ...s, deal: r.deal, phase: r.phase, events: [r.event] };
    return r.done ? settle(next) : next;
  },
  view: viewOf,
  botView: botViewOf,
  status: bacStatus,
  describe: describeImperialMove,
  // No undo: every move hands the turn to the next player.
};

/** Every card's place, for conservation checks. */
export function imperialCardPlaces(s: ImperialState): string[] {
  return bacCardPlaces(s.deal);
}
