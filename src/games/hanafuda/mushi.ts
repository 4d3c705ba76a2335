/**
 * Mushi (rulings §4): two players, forty cards (no June, no July), no stopping: every round is
 * played out and scored by card points against the 115 baseline plus yaku. The Lightning
 * (`nov-chaff-1`) is wild, plugged into the shared capture step through `CaptureRules`.
 *
 * A turn: play → (capture, when a choice is open) → draw → (capture) → the turn passes.
 */
import type { Game, RoundResult, Status } from '../../engine/types.ts';
import { IllegalMoveError } from '../../engine/types.ts';
import { rngFromSeed, type Rng } from '../../engine/rng.ts';
import { assertLegal, dealPackets, prepareDeck, without } from '../../engine/deck.ts';
import type { OptionsSpec } from '../../engine/options.ts';
import { cardInfo, cardName, fullMonths, isFourPairs, MUSHI_DECK, monthOf, sortByClass, sortCards } from './cards.ts';
import {
  drawForDealer,
  fieldCards,
  layField,
  NEW_TURN,
  placeCard,
  removeFromField,
  resolveChoice,
  type CaptureRules,
  type CardSource,
  type DealerDraw,
  type Field,
  type TurnCaptures,
} from './capture.ts';
import { findYaku, mushiCardPoints, yakuName, yakuTotal, type Yaku } from './yaku.ts';

// ---------------------------------------------------------------- options

export interface MushiOptions {
  /** Match length in rounds (rulings M11: 12, option 6). */
  rounds: 6 | 12;
  /** Score Five Lights (M10 option: some play without it). */
  five_lights: boolean;
  /** Four pairs on the field is also a misdeal (M4 option). */
  four_pairs_misdeal: boolean;
}

export const MUSHI_DEFAULTS: MushiOptions = { rounds: 12, five_lights: true, four_pairs_misdeal: false };

export const mushiOptionsSpec: OptionsSpec<MushiOptions> = {
  presets: [
    { id: 'seed', label: 'Carriage / seed', description: 'The seed booklet with Fuda Wiki filling its gaps: 12 rounds, all four yaku.', values: {} },
    { id: 'short', label: 'Short match', description: 'Six rounds (Fuda Wiki).', values: { rounds: 6 } },
  ],
  fields: [
    { key: 'rounds', label: 'Match length', kind: 'choice', help: 'Seed: 12 rounds; Fuda Wiki also plays 6.', choices: [{ value: 12, label: '12 rounds' }, { value: 6, label: '6 rounds' }] },
    { key: 'five_lights', label: 'Five Lights scores 30', kind: 'boolean', help: 'Seed: yes. Fuda Wiki notes some play without it.' },
    { key: 'four_pairs_misdeal', label: 'Four pairs on the field: redeal', kind: 'boolean', help: 'Optional misdeal (kzpn200, Fuda Wiki).' },
  ],
};

// ---------------------------------------------------------------- state and moves

export type MushiPhase = 'dealer-draw' | 'play' | 'choose-hand' | 'draw' | 'choose-draw' | 'round-over' | 'match-over';

export type MushiMove = { type: 'play'; card: string } | { type: 'capture'; target: string } | { type: 'draw' } | { type: 'next-round' };

/** A finished round as the score sheet keeps it. */
export interface MushiRoundRecord extends RoundResult {
  round: number;
  label: string;
  summary: string;
  dealer: number;
  /** Card points each player captured (after the end-of-round hand-overs). */
  points: number[];
  /** Cards handed over at the end of the round, by name (public; no ids, which later rounds reshuffle). */
  handovers: { seat: number; cards: string[]; why: string }[];
}

export interface MushiState {
  options: MushiOptions;
  rng: Rng;
  phase: MushiPhase;
  round: number;
  dealer: number;
  redeals: number;
  hands: string[][];
  field: Field;
  stock: string[];
  captured: string[][];
  turn: number;
  current: TurnCaptures;
  /** Whether the pending choice is the Lightning's (it then takes exactly the card named). */
  lightningChoice?: boolean;
  /** Who used the Lightning to take which card this round (public). */
  lightning?: { seat: number; took: string };
  totals: number[];
  history: MushiRoundRecord[];
  dealerDraw?: DealerDraw;
  lastMove?: string;
}

// ---------------------------------------------------------------- the wild Lightning

export const LIGHTNING = 'nov-chaff-1';
const WILLOW = 11;
const isWillow = (c: string) => monthOf(c) === WILLOW && c !== LIGHTNING;
const player = (s: number) => `Player ${s + 1}`;

/**
 * Mushi's capture rules (M5). Willows never match the Lightning; a hand card can never take
 * the Lightning; a drawn non-Willow card facing the Lightning takes the Lightning (not its own
 * month-mate); the Lightning itself takes any one non-Willow card (the player's choice), or
 * everything left when it is the last stock card.
 */
export const MUSHI_RULES: CaptureRules = {
  matches: (card, fieldCard) => card !== LIGHTNING && fieldCard !== LIGHTNING && monthOf(card) === monthOf(fieldCard),
  override(card, field, ctx) {
    const cards = fieldCards(field);
    if (card === LIGHTNING) {
      if (ctx.source === 'draw' && ctx.lastStockCard && cards.length > 0) return { kind: 'take', cards };
      const targets = cards.filter((c) => !isWillow(c));
      if (targets.length === 0) return { kind: 'stay' };
      if (targets.length === 1) return { kind: 'take', cards: targets };
      return { kind: 'choose', targets };
    }
    if (ctx.source === 'draw' && !isWillow(card) && cards.includes(LIGHTNING)) return { kind: 'take', cards: [LIGHTNING] };
    return undefined;
  },
};

// ---------------------------------------------------------------- dealing

const RAIN_TRIO = ['nov-bright', 'nov-animal', 'nov-ribbon'];

/** Is the dealt field a misdeal (M4)? */
export function isMushiMisdeal(field: readonly string[], o: MushiOptions): boolean {
  if (fullMonths(field).length > 0) return true;
  if (RAIN_TRIO.every((c) => field.includes(c))) return true;
  return o.four_pairs_misdeal && isFourPairs(field);
}

function startRound(base: MushiState, round: number, dealer: number, stacked?: readonly string[]): MushiState {
  let r = base.rng;
  let redeals = 0;
  let stack = stacked;
  for (;;) {
    const [deck, r1] = prepareDeck(MUSHI_DECK, r, stack);
    r = r1;
    stack = undefined;
    const { packets, rest } = dealPackets(deck, [8, 8, 8]);
    const [h0, h1, table] = packets as [string[], string[], string[]];
    if (isMushiMisdeal(table, base.options)) {
      redeals++;
      continue;
    }
    const s: MushiState = {
      ...base,
      rng: r,
      phase: 'play',
      round,
      dealer,
      redeals,
      hands: [sortCards(h0), sortCards(h1)],
      field: layField(table),
      stock: rest,
      captured: [[], []],
      turn: dealer,
      current: NEW_TURN,
    };
    delete s.lightning;
    delete s.lightningChoice;
    delete s.dealerDraw;
    return s;
  }
}

// ---------------------------------------------------------------- the turn

function took(seat: number, cards: readonly string[]): string {
  return cards.length === 0 ? 'leaves it on the field' : `takes the ${cards.map(cardName).join(', the ')}`;
}

/** Note the Lightning's capture of a non-Willow card (its month's leftover goes to this seat). */
function noteLightning(state: MushiState, seat: number, card: string, taken: readonly string[]): MushiState {
  if (card !== LIGHTNING || taken.length !== 1) return state;
  return { ...state, lightning: { seat, took: taken[0]! } };
}

/** Place a card (from hand or stock) on the field with Mushi's rules. */
function place(state: MushiState, seat: number, card: string, source: CardSource): MushiState {
  const lastStockCard = source === 'draw' && state.stock.length === 0;
  const { field, turn } = placeCard(state.field, state.current, card, MUSHI_RULES, { source, lastStockCard });
  const p = turn.placements[turn.placements.length - 1]!;
  const verb = source === 'hand' ? 'plays' : 'draws';
  let s: MushiState = { ...state, field, current: turn };
  if (turn.choice) {
    s.lightningChoice = card === LIGHTNING;
    s.phase = source === 'hand' ? 'choose-hand' : 'choose-draw';
    s.lastMove = `${player(seat)} ${verb} the ${cardName(card)}, which may take one of ${turn.choice.targets.length} cards.`;
    return s;
  }
  s = noteLightning(s, seat, card, p.took);
  s.lastMove = `${player(seat)} ${verb} the ${cardName(card)} and ${took(seat, p.took)}.`;
  return source === 'hand' ? { ...s, phase: 'draw' } : endTurn(s);
}

function capture(state: MushiState, seat: number, target: string): MushiState {
  const choice = state.current.choice!;
  let field: Field;
  let turn: TurnCaptures;
  if (state.lightningChoice) {
    // The Lightning takes exactly the card named, even out of a stack.
    field = removeFromField(state.field, [target]);
    const placements = state.current.placements.slice();
    placements[placements.length - 1] = { ...placements[placements.length - 1]!, took: [target] };
    turn = { pending: [...state.current.pending, choice.card, target], placements };
  } else ({ field, turn } = resolveChoice(state.field, state.current, target));
  let s: MushiState = { ...state, field, current: turn, lastMove: `${player(seat)} takes the ${cardName(target)} with the ${cardName(choice.card)}.` };
  delete s.lightningChoice;
  s = noteLightning(s, seat, choice.card, [target]);
  return choice.source === 'hand' ? { ...s, phase: 'draw' } : endTurn(s);
}

function endTurn(state: MushiState): MushiState {
  const seat = state.turn;
  const captured = state.captured.slice();
  captured[seat] = [...captured[seat]!, ...state.current.pending];
  const s: MushiState = { ...state, captured, current: NEW_TURN };
  if (s.hands[0]!.length === 0 && s.hands[1]!.length === 0) return endRound(s);
  return { ...s, phase: 'play', turn: 1 - seat };
}

// ---------------------------------------------------------------- round end (M7–M9)

/** Card points of a pile. */
export function mushiPoints(cards: readonly string[]): number {
  return cards.reduce((n, c) => n + mushiCardPoints(c), 0);
}

/** The end-of-round hand-overs of M7, in order; returns the new piles and what moved. */
export function mushiHandovers(state: Pick<MushiState, 'field' | 'captured' | 'lightning' | 'dealer'>): { captured: string[][]; handovers: MushiRoundRecord['handovers'] } {
  const captured = state.captured.map((c) => c.slice());
  let left = fieldCards(state.field);
  const handovers: MushiRoundRecord['handovers'] = [];
  const give = (seat: number, cards: string[], why: string) => {
    if (cards.length === 0) return;
    captured[seat]!.push(...cards);
    left = left.filter((c) => !cards.includes(c));
    handovers.push({ seat, cards: cards.map(cardName), why });
  };
  // The last non-wild Willow to the player holding the other two.
  const lastWillow = left.filter((c) => RAIN_TRIO.includes(c));
  if (lastWillow.length === 1) {
    const holder = captured.findIndex((pile) => pile.filter((c) => RAIN_TRIO.includes(c)).length === 2);
    if (holder >= 0) give(holder, lastWillow, 'holds the other two Willows');
  }
  // The leftover of the month the Lightning took, to the Lightning's user.
  if (state.lightning) {
    const m = monthOf(state.lightning.took);
    give(state.lightning.seat, left.filter((c) => monthOf(c) === m), "used the Lightning on that month");
  }
  // Anything else (only if the Lightning itself was stranded): to the dealer (house ruling).
  give(state.dealer, left.slice(), 'deals (cards left on the field)');
  return { captured, handovers };
}

function mushiYakuOf(o: MushiOptions, pile: readonly string[]): Yaku[] {
  return findYaku('mushi', pile, { five_lights: o.five_lights });
}

function endRound(state: MushiState): MushiState {
  const { captured, handovers } = mushiHandovers(state);
  const points = captured.map(mushiPoints);
  const yaku = captured.map((p) => mushiYakuOf(state.options, p));
  const yt = yaku.map(yakuTotal);
  const scores = [0, 1].map((s) => points[s]! - 115 + yt[s]! - yt[1 - s]!);
  const details = [0, 1].flatMap((s) => [
    { seat: s, id: 'card-points', points: points[s]! - 115 },
    ...yaku[s]!.map((y) => ({ seat: s, id: y.id, points: y.points })),
    ...yaku[1 - s]!.map((y) => ({ seat: s, id: `opponent-${y.id}`, points: -y.points })),
  ]);
  const line = (s: number) => `${player(s)} ${points[s]} points${yaku[s]!.length ? ` + ${yaku[s]!.map((y) => `${yakuName(y.id)} ${y.points}`).join(', ')}` : ''}`;
  const record: MushiRoundRecord = {
    round: state.round,
    label: `Round ${state.round}`,
    dealer: state.dealer,
    points,
    handovers,
    scores,
    details,
    summary: `${line(0)}; ${line(1)}: ${scores.map((x) => (x > 0 ? `+${x}` : String(x))).join(' / ')}.`,
  };
  return {
    ...state,
    field: [],
    captured,
    phase: state.round >= state.options.rounds ? 'match-over' : 'round-over',
    totals: state.totals.map((t, i) => t + scores[i]!),
    history: [...state.history, record],
    lastMove: handovers.length ? handovers.map((h) => `${player(h.seat)} gets the ${h.cards.join(', the ')} (${h.why}).`).join(' ') : (state.lastMove ?? ''),
  };
}

/** The next dealer: the higher round score; on a tie the dealer stays (M11). */
function nextDealer(state: MushiState): number {
  const last = state.history[state.history.length - 1];
  if (!last || last.scores[0] === last.scores[1]) return state.dealer;
  return last.scores[0]! > last.scores[1]! ? 0 : 1;
}

// ---------------------------------------------------------------- view

export interface MushiView {
  game: 'mushi';
  seat: number;
  phase: MushiPhase;
  turn: number;
  actors: number[];
  round: number;
  rounds: number;
  dealer: number;
  redeals: number;
  hand: string[];
  handCounts: number[];
  field: { cards: string[]; stacked: boolean }[];
  stockCount: number;
  drawn?: string;
  choice?: { card: string; source: CardSource; targets: string[]; lightning: boolean };
  captured: string[][];
  /** Card points so far, per seat. */
  points: number[];
  yaku: Yaku[][];
  /** What each seat would score if the round ended now as it stands. */
  projected: number[];
  lightning?: { seat: number; took: string };
  totals: number[];
  history: MushiRoundRecord[];
  lastRound?: MushiRoundRecord;
  lastMove?: string;
  dealerDraw?: DealerDraw;
  options: MushiOptions;
}

function viewOf(state: MushiState, seat: number): MushiView {
  const yaku = state.captured.map((p) => mushiYakuOf(state.options, p));
  const points = state.captured.map(mushiPoints);
  const yt = yaku.map(yakuTotal);
  const choice = state.current.choice;
  const v: MushiView = {
    game: 'mushi',
    seat,
    phase: state.phase,
    turn: state.turn,
    actors: actorsOf(state),
    round: state.round,
    rounds: state.options.rounds,
    dealer: state.dealer,
    redeals: state.redeals,
    hand: sortCards(state.hands[seat]!),
    handCounts: state.hands.map((h) => h.length),
    field: state.field.map((p) => ({ cards: p.slice(), stacked: p.length >= 3 })),
    stockCount: state.stock.length,
    captured: state.captured.map((c) => sortByClass(c)),
    points,
    yaku,
    projected: [0, 1].map((s) => points[s]! - 115 + yt[s]! - yt[1 - s]!),
    totals: state.totals.slice(),
    history: structuredClone(state.history),
    options: { ...state.options },
  };
  if (choice) {
    v.choice = { card: choice.card, source: choice.source, targets: choice.targets.slice(), lightning: !!state.lightningChoice };
    if (choice.source === 'draw') v.drawn = choice.card;
  }
  if (state.lightning) v.lightning = { ...state.lightning };
  const last = state.history[state.history.length - 1];
  if ((state.phase === 'round-over' || state.phase === 'match-over') && last) v.lastRound = structuredClone(last);
  if (state.lastMove) v.lastMove = state.lastMove;
  if (state.phase === 'dealer-draw' && state.dealerDraw) v.dealerDraw = structuredClone(state.dealerDraw);
  return v;
}

// ---------------------------------------------------------------- the contract

function actorsOf(state: MushiState): number[] {
  if (state.phase === 'match-over') return [];
  if (state.phase === 'round-over' || state.phase === 'dealer-draw') return [0, 1];
  return [state.turn];
}

function legalOf(state: MushiState, seat: number): MushiMove[] {
  if (!actorsOf(state).includes(seat)) return [];
  switch (state.phase) {
    case 'dealer-draw':
    case 'round-over':
      return [{ type: 'next-round' }];
    case 'play':
      return state.hands[seat]!.map((card) => ({ type: 'play', card }));
    case 'choose-hand':
    case 'choose-draw':
      return state.current.choice!.targets.map((target) => ({ type: 'capture', target }));
    case 'draw':
      return [{ type: 'draw' }];
    default:
      return [];
  }
}

export function describeMushiMove(m: MushiMove): string {
  switch (m.type) {
    case 'play':
      return `Play the ${cardName(m.card)}`;
    case 'capture':
      return `Take the ${cardName(m.target)}`;
    case 'draw':
      return 'Draw from the stock';
    case 'next-round':
      return 'Deal the next round';
  }
}

function statusOf(state: MushiState): Status {
  const phase = state.phase === 'match-over' ? 'match-over' : state.phase === 'round-over' ? 'round-over' : 'playing';
  const st: Status = { phase, round: state.round, totals: state.totals.slice() };
  const last = state.history[state.history.length - 1];
  if (last) st.lastRound = { scores: last.scores.slice(), details: last.details.map((d) => ({ ...d })), label: last.label, summary: last.summary };
  return st;
}

function normalise(o: Partial<MushiOptions> | undefined): MushiOptions {
  const out = { ...MUSHI_DEFAULTS, ...(o ?? {}) };
  if (out.rounds !== 6 && out.rounds !== 12) throw new IllegalMoveError('Mushi is played over 6 or 12 rounds.');
  return out;
}

/** The Mushi engine. */
export const mushi: Game<MushiState, MushiMove, MushiOptions> = {
  id: 'mushi',
  title: 'Mushi',
  players: { min: 2, max: 2 },
  defaultOptions: MUSHI_DEFAULTS,

  setup(init) {
    if (init.players !== 2) throw new IllegalMoveError('Mushi is played by exactly 2 players.');
    const base: MushiState = {
      options: normalise(init.options),
      rng: rngFromSeed(init.seed),
      phase: 'dealer-draw',
      round: 1,
      dealer: 0,
      redeals: 0,
      hands: [[], []],
      field: [],
      stock: [],
      captured: [[], []],
      turn: 0,
      current: NEW_TURN,
      totals: [0, 0],
      history: [],
    };
    if (init.deck) return startRound(base, 1, 0, init.deck);
    const [draw, rest, rng] = drawForDealer(base.rng, 2, MUSHI_DECK);
    return { ...base, rng, stock: rest, dealer: draw.dealer, turn: draw.dealer, dealerDraw: draw };
  },

  actors: actorsOf,
  legalMoves: legalOf,

  play(state, seat, move) {
    const m = assertLegal(legalOf(state, seat), move, seat, actorsOf(state).includes(seat), describeMushiMove);
    switch (m.type) {
      case 'play': {
        const hands = state.hands.slice();
        hands[seat] = without(hands[seat]!, m.card, 'your hand');
        return place({ ...state, hands, current: NEW_TURN }, seat, m.card, 'hand');
      }
      case 'capture':
        return capture(state, seat, m.target);
      case 'draw': {
        const [card, ...stock] = state.stock;
        if (!card) throw new IllegalMoveError('The stock is empty.');
        return place({ ...state, stock }, seat, card, 'draw');
      }
      case 'next-round': {
        const round = state.phase === 'dealer-draw' ? 1 : state.round + 1;
        const s = startRound(state, round, state.phase === 'dealer-draw' ? state.dealer : nextDealer(state));
        return { ...s, lastMove: `Round ${round} is dealt; ${player(s.dealer)} deals.` };
      }
    }
  },

  view: viewOf,
  status: statusOf,
  describe: describeMushiMove,

  undoable(before, move, after, seat) {
    if (move.type !== 'play' && move.type !== 'capture') return false;
    if (before.phase !== 'play' && before.phase !== 'choose-hand') return false;
    return after.turn === seat && (after.phase === 'draw' || after.phase === 'choose-hand');
  },
};

/** Every card's place, for conservation checks: hands, field, stock, piles, pending. */
export function mushiCardPlaces(state: MushiState): string[] {
  const out = [...state.hands.flat(), ...fieldCards(state.field), ...state.stock, ...state.captured.flat(), ...state.current.pending];
  if (state.current.choice) out.push(state.current.choice.card);
  if (state.phase === 'dealer-draw' && state.dealerDraw) out.push(...state.dealerDraw.rounds.flat().map((d) => d.card));
  return out;
}

/** The class-points of a card name for the UI ("20", "10"…). */
export function mushiCardValue(id: string): number {
  return cardInfo(id).points;
}
