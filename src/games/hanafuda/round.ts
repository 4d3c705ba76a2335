/**
 * The shared parts of a Hanafuda round (issue 9 §1), written once for Koi-Koi, Go-Stop, Mushi
 * and Higo-Bana: who acts, the common legal moves of a turn (play, the two-match choice, draw,
 * the next round), their descriptions, option normalising, view copies and the card-places list
 * used by the conservation checks. Each game file keeps only its own rules.
 */
import { IllegalMoveError, type Game, type SetupInit, type Status } from '../../engine/types.ts';
import { assertLegal, dealPackets, prepareDeck, without } from '../../engine/deck.ts';
import { rngFromSeed, type Rng } from '../../engine/rng.ts';
import { seatsRefusal } from '../../engine/refusals.ts';
import { statusFrom, type RoundRecordLike } from '../../engine/tally.ts';
import { checkOptions, type OptionsDeclaration } from '../../engine/options.ts';
import { cardOrder, monthOf, sortCards } from './cards.ts';
import { copyEvents, placedEvent, type ChoiceStyle, type GameEvent } from './events.ts';
import { quickMove } from './quick.ts';
import { describeTurnMove } from './words.ts';
import {
  drawForDealer,
  fieldCards,
  handTargets,
  NEW_TURN,
  placeCard,
  resolveChoice,
  resolveWildChoice,
  type CaptureContext,
  type CaptureRules,
  type CardSource,
  type DealerDraw,
  type Field,
  type Placement,
  type TurnCaptures,
} from './capture.ts';

/** What the shared parts read of any Hanafuda round state. */
export interface HanaRoundState {
  phase: string;
  /** Whose turn it is. */
  turn: number;
  /** Every hand, each kept sorted by month. */
  hands: string[][];
  field: Field;
  /** The stock, top card first (during the dealer draw: the rest of the undealt deck). */
  stock: string[];
  /** One capture pile per seat (per side in Higo-Bana's teams). */
  captured: string[][];
  /** Captures of the turn in progress (collected at its end) and the pending two-match choice. */
  current: TurnCaptures;
  /** The first dealer draw, kept while it is shown (phase dealer-draw). */
  dealerDraw?: DealerDraw | undefined;
}

/**
 * A round state a game derives moves from: the shared fields plus the last move's events.
 * Every state of a game must come from that game's `copy` (one object literal listing every
 * field, optional ones as `undefined`), so that all its states share one shape: V8 then copies
 * and reads them on its fast paths (a state spread from objects of mixed shapes costs ten times
 * as much, and was a third of a move's time).
 */
export interface HanaTurnState extends HanaRoundState {
  /** The public events of the last move. */
  events: GameEvent[];
}

/**
 * What the shared turn needs of a game. The hooks are optional: a game without one (Koi-Koi
 * has none) pays nothing for it. `before` is always the state the move started from.
 */
export interface TurnRules<S extends HanaTurnState> {
  /** A fresh state of the game's one shape, sharing every field's value with `s`. */
  copy(s: S): S;
  /** How `card`, placed by `seat`, matches (same month; Mushi's Lightning; Higo-Bana's Gaji kept off by hiki). */
  rules(before: S, seat: number, card: string): CaptureRules;
  /** The drawn card is settled: collect the turn's captures and go on (Go-Stop: or draw again); `s` is a fresh copy the game may change. */
  endTurn(s: S): S;
  /** How a choice opened by `card` is worded (default 'match'). */
  style?(card: string): ChoiceStyle;
  /** After `card` is placed (`s`, a fresh copy, holds the new field, turn and the placement's event): the game's own notes and events. */
  placed?(s: S, seat: number, card: string, source: CardSource, before: S): void;
  /** The game's own step for a drawn card before it is placed (Go-Stop's ppuk, Higo-Bana's three-card rule): the state to go on with, or undefined to place it. `s` is a fresh copy, the card off the stock. */
  beforeDraw?(s: S, seat: number, card: string, before: S): S | undefined;
  /** Whether the pending choice takes exactly the card named, even out of a stack (a wild card's). */
  wild?(before: S): boolean;
  /** After a two-match choice took `target` (`s` is a fresh copy). */
  chosen?(s: S, seat: number, card: string, target: string): void;
  /** The hand card is settled (placed, its choice made): default the draw phase (Go-Stop: its draws). */
  handDone?(s: S): S;
}

/** The seats in turn order, starting with `first`. */
export function seatsFrom(first: number, players: number): number[] {
  const out = new Array<number>(players);
  for (let i = 0; i < players; i++) out[i] = (first + i) % players;
  return out;
}

/** A copy of `list` with element `i` replaced. */
export function replaced<T>(list: readonly T[], i: number, value: T): T[] {
  const out = list.slice();
  out[i] = value;
  return out;
}

/** `a` then `b` as one new array (`concat` is several times slower on these short lists). */
export function joined<T>(a: readonly T[], b: readonly T[]): T[] {
  const out = new Array<T>(a.length + b.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]!;
  for (let i = 0; i < b.length; i++) out[a.length + i] = b[i]!;
  return out;
}

/** Where a placed card came from (shared, read-only: one per kind, not one per card placed). */
const FROM_HAND: CaptureContext = { source: 'hand' };
const FROM_STOCK: CaptureContext = { source: 'draw', lastStockCard: false };
const FROM_LAST_STOCK_CARD: CaptureContext = { source: 'draw', lastStockCard: true };

/** Play `card` from `seat`'s hand onto the field: it takes its match, stays, or opens a two-match choice. */
export function playCard<S extends HanaTurnState>(g: TurnRules<S>, state: S, seat: number, card: string): S {
  const s = g.copy(state);
  s.hands = replaced(state.hands, seat, without(state.hands[seat]!, card, 'your hand'));
  if (!place(g, s, state, seat, card, NEW_TURN, FROM_HAND)) return handDone(g, s);
  s.phase = 'choose-hand';
  return s;
}

/** Place `card` on `s`, a fresh copy of `state`: the new field and turn, the placement's event, the game's `placed` hook. Returns whether it opened a choice. */
function place<S extends HanaTurnState>(
  g: TurnRules<S>,
  s: S,
  state: S,
  seat: number,
  card: string,
  current: TurnCaptures,
  ctx: CaptureContext,
): boolean {
  const { field, turn } = placeCard(state.field, current, card, g.rules(state, seat, card), ctx);
  s.field = field;
  s.current = turn;
  s.events = [placedEvent(ctx.source === 'hand' ? 'play' : 'draw', seat, card, turn, g.style?.(card))];
  if (g.placed) g.placed(s, seat, card, ctx.source, state);
  return !!turn.choice;
}

/** The hand card is settled: the game's next step, or the draw phase. */
function handDone<S extends HanaTurnState>(g: TurnRules<S>, s: S): S {
  if (g.handDone) return g.handDone(s);
  s.phase = 'draw';
  return s;
}

/** Name the field card a two-match choice takes; after the drawn card's choice the turn ends. */
export function chooseTarget<S extends HanaTurnState>(g: TurnRules<S>, state: S, seat: number, target: string): S {
  const s = g.copy(state);
  const card = state.current.choice!.card;
  const { field, turn } = (g.wild?.(state) ? resolveWildChoice : resolveChoice)(state.field, state.current, target);
  s.field = field;
  s.current = turn;
  s.events = [{ kind: 'capture', seat, cards: [card, target] }];
  if (g.chosen) g.chosen(s, seat, card, target);
  return state.phase === 'choose-hand' ? handDone(g, s) : g.endTurn(s);
}

/** A fresh copy of `state` (by the game's `copy`) with the top stock card, `state.stock[0]`, taken off; refused when the stock is empty. */
export function offStock<S extends HanaRoundState>(copy: (s: S) => S, state: S): S {
  if (state.stock.length === 0) throw new IllegalMoveError('stock-empty', {}, 'The stock is empty.');
  const s = copy(state);
  s.stock = state.stock.slice(1);
  return s;
}

/** Turn the top card of the stock onto the field; without a choice to make the turn ends. */
export function drawCard<S extends HanaTurnState>(g: TurnRules<S>, state: S, seat: number): S {
  const card = state.stock[0]!;
  const s = offStock(g.copy, state);
  const instead = g.beforeDraw?.(s, seat, card, state);
  if (instead) return instead;
  if (!place(g, s, state, seat, card, state.current, s.stock.length === 0 ? FROM_LAST_STOCK_CARD : FROM_STOCK))
    return g.endTurn(s);
  s.phase = 'choose-draw';
  return s;
}

/** The phases every Hanafuda game shares (`dealer-draw` shows the first dealer draw before round 1 is dealt). */
export type HanaPhase = 'dealer-draw' | 'play' | 'choose-hand' | 'draw' | 'choose-draw' | 'round-over' | 'match-over';

/** The moves every Hanafuda game shares. */
export type HanaTurnMove =
  | { type: 'play'; card: string }
  | { type: 'capture'; target: string }
  | { type: 'draw' }
  | { type: 'next-round' };

/**
 * Shared, frozen move objects of the play phase and of a capture choice, one per card id (issue 30
 * §1: a legal-move list was a fresh object per card, and most of a random playout's moves). The ids
 * are the game's own cards, so the tables stay small; a caller cannot change a shared move.
 */
const PLAY_MOVES: Record<string, HanaTurnMove> = Object.create(null);
const CAPTURE_MOVES: Record<string, HanaTurnMove> = Object.create(null);
const NEXT_ROUND_MOVE: HanaTurnMove = Object.freeze({ type: 'next-round' });
const DRAW_MOVE: HanaTurnMove = Object.freeze({ type: 'draw' });

/** The shared move playing `card` from the hand. */
export function playMove(card: string): { type: 'play'; card: string } {
  let m = PLAY_MOVES[card];
  if (m === undefined) {
    m = Object.freeze({ type: 'play', card });
    PLAY_MOVES[card] = m;
  }
  return m as { type: 'play'; card: string };
}

function captureMove(target: string): HanaTurnMove {
  let m = CAPTURE_MOVES[target];
  if (m === undefined) {
    m = Object.freeze({ type: 'capture', target });
    CAPTURE_MOVES[target] = m;
  }
  return m;
}

/** The actors lists `roundActors` gives (shared and frozen: a caller reads them, never changes them). */
const NOBODY: number[] = Object.freeze([]) as unknown as number[];
const ONE_SEAT: number[][] = Array.from({ length: 8 }, (_, i) => Object.freeze([i]) as unknown as number[]);
const ALL_SEATS: number[][] = Array.from(
  { length: 8 },
  (_, n) => Object.freeze(Array.from({ length: n }, (_, i) => i)) as unknown as number[],
);

/** Seats that may act: nobody after the match, everybody between rounds and at the dealer draw, else the seat whose turn it is. */
export function roundActors(phase: string, turn: number, players: number): number[] {
  if (phase === 'match-over') return NOBODY;
  if (phase === 'round-over' || phase === 'dealer-draw') return ALL_SEATS[players] ?? seatsFrom(0, players);
  return ONE_SEAT[turn] ?? [turn];
}

/** Is `seat` one of `roundActors(phase, turn, players)`? (The same answer, no list built.) */
export function isActor(phase: string, turn: number, players: number, seat: number): boolean {
  if (phase === 'match-over') return false;
  if (phase === 'round-over' || phase === 'dealer-draw') return Number.isInteger(seat) && seat >= 0 && seat < players;
  return seat === turn;
}

/**
 * The shared legal moves of a phase (`hand` are the play-phase hand cards, in the order the game
 * lists them), or undefined for a phase of the game's own (a decision).
 */
export function turnMoves(state: HanaRoundState, hand: readonly string[]): HanaTurnMove[] | undefined {
  switch (state.phase) {
    case 'dealer-draw':
    case 'round-over':
      return [NEXT_ROUND_MOVE];
    case 'play': {
      const out = new Array<HanaTurnMove>(hand.length);
      for (let i = 0; i < hand.length; i++) out[i] = playMove(hand[i]!);
      return out;
    }
    case 'choose-hand':
    case 'choose-draw': {
      const targets = state.current.choice!.targets;
      const out = new Array<HanaTurnMove>(targets.length);
      for (let i = 0; i < targets.length; i++) out[i] = captureMove(targets[i]!);
      return out;
    }
    case 'draw':
      return [DRAW_MOVE];
    default:
      return undefined;
  }
}

/** A copy of a placement that shares nothing with the state. */
export function copyPlacement(p: Placement): Placement {
  return { ...p, matched: p.matched.slice(), took: p.took.slice(), ...(p.also ? { also: p.also.slice() } : {}) };
}

/** A copy of a round record (its scores, detail lines and events) that shares nothing with the state; a game copies its own parts over it. */
export function copyRoundRecord<R extends RoundRecordLike & { events: GameEvent[] }>(h: R): R {
  return { ...h, scores: h.scores.slice(), details: h.details.map((d) => ({ ...d })), events: copyEvents(h.events) };
}

/** The field as a table shows it: piles, three or more of a month marked as a stack. */
function fieldView(field: Field): FieldPileView[] {
  return field.map((p) => ({ cards: p.slice(), stacked: p.length >= 3 }));
}

/** A copy of the dealer draw record. */
function copyDealerDraw(d: DealerDraw): DealerDraw {
  const out: DealerDraw = { dealer: d.dealer, rounds: d.rounds.map((r) => r.map((x) => ({ ...x }))) };
  if (d.highest) out.highest = true;
  return out;
}

/** Every card's place, for conservation checks: hands, field, stock, piles, the turn in progress and a shown dealer draw. */
export function roundCardPlaces(state: HanaRoundState): string[] {
  const out = [
    ...state.hands.flat(),
    ...fieldCards(state.field),
    ...state.stock,
    ...state.captured.flat(),
    ...state.current.pending,
  ];
  if (state.current.choice) out.push(state.current.choice.card);
  if (state.phase === 'dealer-draw' && state.dealerDraw) out.push(...state.dealerDraw.rounds.flat().map((d) => d.card));
  return out;
}

// ---------------------------------------------------------------- the round machine

/** What the round machine reads of a game's state beyond the shared turn. */
export interface HanaGameState extends HanaTurnState {
  rng: Rng;
  /** 1-based round (in Koi-Koi round n is month n). */
  round: number;
  dealer: number;
  /** Match points per seat. */
  totals: number[];
  /** The finished rounds, as the score sheet keeps them. */
  history: RoundRecordLike[];
  /** The placements of the last finished turn this round (public), for the table to replay. */
  lastTurn?: { seat: number; placements: Placement[] } | undefined;
}

/**
 * A Hanafuda game as its own rules: the round machine (`hanaGame`) builds the contract from it
 * (the dealer draw, actors, the legality gate, the next deal, status, undo).
 */
export interface HanaGameSpec<S extends HanaGameState, M extends { type: string }, O, V> {
  id: string;
  title: string;
  players: { min: number; max: number };
  /** The game's options, declared once: the machine's `setup` checks them (`checkOptions`) and hands them to `initial`. */
  options: OptionsDeclaration<O>;
  /**
   * The game's own fields before the dealer draw, with the checked `options`; the shared ones (`HanaGameState`: phase 'dealer-draw', round 1, empty hands, one
   * pile and a zero total per seat…) are filled in, and a game may give its own `captured`.
   */
  initial(init: SetupInit<O>, options: O): Omit<S, keyof HanaGameState> & Partial<HanaGameState>;
  /** The match's winners and sides at its end, where they are not the highest total of each seat (teams, tie-breaks). */
  result?(state: S): Pick<Status, 'winners' | 'sides'>;
  /** The deck of the dealer draw (default: the whole Hanafuda deck). */
  deck?: readonly string[];
  /** Whether the highest month drawn deals first (default: the lowest). */
  highDealer?(options: O): boolean;
  /** The game's shared turn: its state copy and its turn hooks ('play', 'capture' and 'draw' are applied through them). */
  turn: TurnRules<S>;
  /** Deal `round` for `dealer` from `base` (a stacked deck for the first round if given). */
  startRound(base: S, round: number, dealer: number, stacked?: readonly string[]): S;
  /** The next deal (`round`, `dealer` worked out by the machine): the dealt state with its events (default: `startRound`, its one event `dealt`). */
  deal?(state: S, round: number, dealer: number): S;
  /** The event of a round dealt by the default `deal`. */
  dealt?(s: S): GameEvent;
  /** Who deals after a finished round (default: the last round's winner, else the same dealer). */
  nextDealer?(state: S): number;
  /** The legal moves of `seat`, one of the actors. */
  legal(state: S, seat: number): M[];
  /** The game's own moves (any object) as applied (a fresh move) when certainly legal; undefined when the full gate must decide. */
  quick?(state: S, seat: number, move: object): M | undefined;
  /** A sentence for one of the game's own moves (undefined for a shared one). */
  describe?(move: M): string | undefined;
  /** Apply one of the game's own legal moves (not a shared one). */
  apply?(state: S, seat: number, move: M): S;
  view(state: S, seat: number): V;
  /** The view's data for the bots' rollouts, shared with the state and read-only (the contract's `botView`). */
  botView?(state: S, seat: number): V;
  /** Why a move refused in one of the game's own phases (a decision) is not legal (issue 28 §2); undefined: the shared reasons. */
  refuse?(state: S, seat: number, move: { type?: unknown }, message: string): IllegalMoveError | undefined;
  /** Undo beyond `turnUndoable` (default: just that). */
  undoable?(before: S, move: M, after: S, seat: number): boolean;
}

/** The contract of a Hanafuda game, from its own rules. */
export function hanaGame<S extends HanaGameState, M extends { type: string }, O, V>(
  g: HanaGameSpec<S, M, O, V>,
): Game<S, M, O, V> {
  const describe = (move: M): string => g.describe?.(move) ?? describeTurnMove(move) ?? 'An unknown move';
  const deal =
    g.deal ??
    ((state: S, round: number, dealer: number): S => {
      const s = g.startRound(state, round, dealer);
      s.events = [g.dealt!(s)];
      return s;
    });
  const legalMoves = (state: S, seat: number): M[] =>
    isActor(state.phase, state.turn, state.hands.length, seat) ? g.legal(state, seat) : [];
  // The full gate; a refused tap says why (issue 28 §2): the move's own reason, not just "not legal".
  const gate = (state: S, seat: number, move: unknown): M =>
    fullGate(
      legalMoves(state, seat),
      move,
      seat,
      isActor(state.phase, state.turn, state.hands.length, seat),
      describe,
      (message) => turnRefusal(g, state, seat, move as { type?: unknown }, message),
    );
  return {
    id: g.id,
    title: g.title,
    players: g.players,
    defaultOptions: g.options.defaults,
    setup(init) {
      const { min, max } = g.players;
      if (!Number.isInteger(init.players) || init.players < min || init.players > max) {
        throw seatsRefusal(g.title, min, max, init.players);
      }
      const options = checkOptions(g.options, init.options, init.players);
      const own = g.initial(init, options);
      const n = init.players;
      const zeros = new Array<number>(n).fill(0);
      const base = {
        rng: rngFromSeed(init.seed),
        phase: 'dealer-draw',
        round: 1,
        dealer: 0,
        dealerDraw: undefined,
        hands: Array.from({ length: n }, () => []),
        field: [],
        stock: [],
        captured: Array.from({ length: n }, () => []),
        turn: 0,
        current: NEW_TURN,
        totals: zeros,
        history: [],
        events: [],
        lastTurn: undefined,
        ...own,
      } as unknown as S;
      if (init.deck) return g.startRound(base, 1, 0, init.deck);
      const [draw, rest, rng] = drawForDealer(base.rng, base.hands.length, g.deck, g.highDealer?.(options) ?? false);
      const s = g.turn.copy(base);
      s.rng = rng;
      s.stock = rest;
      s.dealer = draw.dealer;
      s.turn = draw.dealer;
      s.dealerDraw = draw;
      return s;
    },
    actors: (state) => roundActors(state.phase, state.turn, state.hands.length),
    legalMoves,
    play(state, seat, move) {
      const quick = move !== null && typeof move === 'object' && !Array.isArray(move);
      const m =
        (quick
          ? ((quickMove(state, seat, move) as M | undefined) ??
            g.quick?.(state, seat, move) ??
            (isNextRound(state, seat, move) ? ({ type: 'next-round' } as M) : undefined))
          : undefined) ?? gate(state, seat, move);
      const shared = m as HanaTurnMove;
      switch (shared.type) {
        case 'play':
          return playCard(g.turn, state, seat, shared.card);
        case 'capture':
          return chooseTarget(g.turn, state, seat, shared.target);
        case 'draw':
          return drawCard(g.turn, state, seat);
        case 'next-round':
          return state.phase === 'dealer-draw'
            ? deal(state, 1, state.dealer)
            : deal(state, state.round + 1, g.nextDealer?.(state) ?? winnerDeals(state));
        default:
          return g.apply!(state, seat, m);
      }
    },
    view: g.view,
    ...(g.botView ? { botView: g.botView } : {}),
    status: g.result
      ? (state) => {
          const st = statusFrom(state.phase, state.round, state.totals, state.history);
          if (st.phase === 'match-over') Object.assign(st, g.result!(state));
          return st;
        }
      : (state) => statusFrom(state.phase, state.round, state.totals, state.history),
    describe,
    undoable: g.undoable ?? turnUndoable,
  };
}

/**
 * The refusal codes of a Hanafuda turn (issue 28 §2), each with its data:
 * - 'choose-first' {card, month}: a two-match choice for `card` is pending: take one of the lit cards first;
 * - 'draw-first': the hand card is played, the stock draw comes next;
 * - 'play-first': a hand card comes before the draw;
 * - 'hand-first': a field card tapped before a hand card was chosen;
 * - 'not-a-target' {card, target, month}: the pending choice for `card` cannot take `target`;
 * - 'no-match' {card, target}: `card` from the hand would not take `target` (another month, or a rule's exception);
 * - 'not-in-hand' {card}: that card is not in the player's hand;
 * - 'decide-first' {game}: a yaku was made: koi-koi (or go) or stop first; 'sake-cup-first': the sake cup's owner says how it counts.
 * A game's own phases word their refusals through `HanaGameSpec.refuse`.
 */
export const HANA_REFUSALS = [
  'choose-first',
  'draw-first',
  'play-first',
  'hand-first',
  'not-a-target',
  'no-match',
  'not-in-hand',
  'decide-first',
  'sake-cup-first',
] as const;
export type HanaRefusal = (typeof HANA_REFUSALS)[number];

/**
 * Why a turn move the gate refused is not legal: computed only on the refused path (a tap that
 * asks "why not?"), so a legal move costs nothing. `{type:'play', card, target}` is the tap of a
 * field card with `card` chosen in the hand (never a legal move: a play names only its card).
 * Undefined when nothing more precise than "not legal" can be said.
 */
export function turnRefusal<S extends HanaGameState, M extends { type: string }, O, V>(
  g: Pick<HanaGameSpec<S, M, O, V>, 'turn' | 'refuse'>,
  state: S,
  seat: number,
  move: { type?: unknown; card?: unknown; target?: unknown },
  /** The gate's message (for logs: the moves allowed now), kept on the precise refusal. */
  message = 'That move is not legal now.',
): IllegalMoveError | undefined {
  const own = g.refuse?.(state, seat, move, message);
  if (own) return own;
  const type = move.type;
  if (type !== 'play' && type !== 'capture' && type !== 'draw') return undefined;
  const choice = state.current.choice;
  if ((state.phase === 'choose-hand' || state.phase === 'choose-draw') && choice) {
    const month = monthOf(choice.card);
    if (type === 'capture' && typeof move.target === 'string')
      return new IllegalMoveError('not-a-target', { card: choice.card, target: move.target, month }, message);
    return new IllegalMoveError('choose-first', { card: choice.card, month }, message);
  }
  if (state.phase === 'draw') return new IllegalMoveError('draw-first', {}, message);
  if (state.phase !== 'play') return undefined;
  if (type === 'draw') return new IllegalMoveError('play-first', {}, message);
  const hand = state.hands[seat] ?? [];
  if (type === 'capture' || typeof move.card !== 'string') return new IllegalMoveError('hand-first', {}, message);
  if (!hand.includes(move.card)) return new IllegalMoveError('not-in-hand', { card: move.card }, message);
  if (typeof move.target === 'string') {
    const t = handTargets(move.card, state.field, g.turn.rules(state, seat, move.card));
    if (!t.cards.includes(move.target))
      return new IllegalMoveError('no-match', { card: move.card, target: move.target }, message);
  }
  return undefined;
}

/**
 * The full legality gate: the legal move `move` names (from `legal`), or a refusal that says why:
 * `assertLegal`'s, made precise by `why` (the turn's own reasons: `turnRefusal`) when it is only
 * "not legal". Computed only for a move no quick path took.
 */
export function fullGate<M>(
  legal: readonly M[],
  move: unknown,
  seat: number,
  actor: boolean,
  describe: (m: M) => string,
  why: (message: string) => IllegalMoveError | undefined,
): M {
  try {
    return assertLegal(legal, move, seat, actor, describe);
  } catch (e) {
    if (e instanceof IllegalMoveError && e.code === 'not-legal') throw why(e.message) ?? e;
    throw e;
  }
}

/** The default next dealer: the last round's winner; after a round without one, the same dealer. */
function winnerDeals(state: HanaGameState): number {
  return (state.history[state.history.length - 1] as { winner?: number } | undefined)?.winner ?? state.dealer;
}

/** A play or a two-match choice that kept the turn before its stock draw may be taken back. */
export function turnUndoable(
  before: HanaRoundState,
  move: { type: string },
  after: HanaRoundState,
  seat: number,
): boolean {
  if (move.type !== 'play' && move.type !== 'capture') return false;
  if (before.phase !== 'play' && before.phase !== 'choose-hand') return false;
  return after.turn === seat && (after.phase === 'draw' || after.phase === 'choose-hand');
}

/** Is `move` a certainly legal 'next-round' (an actor between rounds or at the dealer draw)? */
function isNextRound(state: HanaRoundState, seat: number, move: object): boolean {
  return (
    (move as { type?: unknown }).type === 'next-round' &&
    (state.phase === 'round-over' || state.phase === 'dealer-draw') &&
    isActor(state.phase, state.turn, state.hands.length, seat) &&
    Object.keys(move).length === 1
  );
}

/** The view parts every Hanafuda table shares: the pending choice, the drawn card, the last turn, the dealer draw. */
export interface HanaViewTail {
  /** The drawn card while a two-match choice for it is pending. */
  drawn?: string;
  /** The pending two-match choice (which card, which field cards it may take). */
  choice?: { card: string; source: CardSource; targets: string[] };
  /** The last finished turn of this round: who played and what each placed card took. */
  lastTurn?: { seat: number; placements: Placement[] };
  /** The first dealer draw, shown before round 1 is dealt. */
  dealerDraw?: DealerDraw;
}

/** One pile of the field as the table shows it. */
export interface FieldPileView {
  cards: string[];
  /** Three cards of a month stacked together (the fourth takes them all). */
  stacked: boolean;
}

/** What every Hanafuda view shows (no hidden card ids, no RNG); each game's view adds its own. */
export interface HanaView extends HanaViewTail {
  seat: number;
  phase: string;
  /** Whose turn it is (during a round). */
  turn: number;
  /** Seats that may act now. */
  actors: number[];
  round: number;
  /** Match length in rounds. */
  rounds: number;
  dealer: number;
  /** My hand, sorted by month. */
  hand: string[];
  handCounts: number[];
  field: FieldPileView[];
  stockCount: number;
  /** Cards captured this turn, not yet collected. */
  pending: string[];
  /** This turn's placements so far (played and drawn cards are public). */
  placements: Placement[];
  /** Match points per seat. */
  totals: number[];
  /** The public events of the last move (worded by `renderEvent`). */
  events: GameEvent[];
}

/** Set the shared view tail on `v` from `state`, and the round just finished (`copyLast` of the last record) while it is shown. */
export function setViewTail<S extends HanaGameState, R>(
  v: HanaViewTail & { lastRound?: R },
  state: S,
  copyLast: (h: S['history'][number]) => R,
): void {
  const choice = state.current.choice;
  if (choice) {
    v.choice = { card: choice.card, source: choice.source, targets: choice.targets.slice() };
    if (choice.source === 'draw') v.drawn = choice.card;
  }
  if (state.lastTurn)
    v.lastTurn = { seat: state.lastTurn.seat, placements: state.lastTurn.placements.map(copyPlacement) };
  if (state.phase === 'dealer-draw' && state.dealerDraw) v.dealerDraw = copyDealerDraw(state.dealerDraw);
  const last = state.history[state.history.length - 1];
  if (last && (state.phase === 'round-over' || state.phase === 'match-over')) v.lastRound = copyLast(last);
}

/** The shared fields of `seat`'s view (a game's view literal spreads them, then adds its own; `setViewTail` adds the rest). */
export function viewHead<S extends HanaGameState>(
  state: S,
  seat: number,
  rounds: number,
  hand: string[] = sortCards(state.hands[seat]!),
): Omit<HanaView, keyof HanaViewTail> & { phase: S['phase'] } {
  return {
    seat,
    phase: state.phase,
    turn: state.turn,
    actors: roundActors(state.phase, state.turn, state.hands.length),
    round: state.round,
    rounds,
    dealer: state.dealer,
    hand,
    handCounts: state.hands.map((h) => h.length),
    field: fieldView(state.field),
    stockCount: state.stock.length,
    pending: state.current.pending.slice(),
    placements: state.current.placements.map(copyPlacement),
    totals: state.totals.slice(),
    events: copyEvents(state.events),
  };
}

/** `hand` itself when it is already in `sortCards` order (a state's hands are kept so), else a sorted copy. */
export function sortedHand(hand: string[]): string[] {
  for (let i = 1; i < hand.length; i++) if (cardOrder(hand[i - 1]!) > cardOrder(hand[i]!)) return sortCards(hand);
  return hand;
}

/** The last field the bots' views were given and its table view (a field is never changed in place; both seats' views of a position share it). */
let lastField: Field | undefined;
let lastFieldView: FieldPileView[] = [];

export function sharedFieldView(field: Field): FieldPileView[] {
  if (field !== lastField) {
    const out = new Array<FieldPileView>(field.length);
    for (let i = 0; i < field.length; i++) out[i] = { cards: field[i]!, stacked: field[i]!.length >= 3 };
    lastField = field;
    lastFieldView = out;
  }
  return lastFieldView;
}

/**
 * `setViewTail` for the bots' rollouts: the same data, shared with the state (read-only). Only for a
 * game whose pending choice, last turn and round records hold exactly what the view shows of them.
 */
export function setBotViewTail<S extends HanaGameState>(v: HanaViewTail & { lastRound?: unknown }, state: S): void {
  const choice = state.current.choice;
  if (choice) {
    v.choice = choice;
    if (choice.source === 'draw') v.drawn = choice.card;
  }
  if (state.lastTurn) v.lastTurn = state.lastTurn;
  if (state.phase === 'dealer-draw' && state.dealerDraw) v.dealerDraw = state.dealerDraw;
  const last = state.history[state.history.length - 1];
  if (last && (state.phase === 'round-over' || state.phase === 'match-over')) v.lastRound = last;
}

/** A dealt round before it is laid out: the hands, the field's cards, the stock, the RNG after it, and why each refused deal before it was refused. */
export interface HanaDeal<R> {
  hands: string[][];
  table: string[];
  stock: string[];
  rng: Rng;
  misdeals: R[];
}

/**
 * Deal `hand` cards to each of `players`, then `field` cards to the table, from `deck` shuffled
 * (the `stacked` deck for the first deal if given); deal again (same dealer) while `misdeal`
 * names a reason for refusing the deal.
 */
export function dealRound<R>(
  deck: readonly string[],
  rng: Rng,
  players: number,
  hand: number,
  field: number,
  stacked: readonly string[] | undefined,
  misdeal: (hands: string[][], table: string[]) => R | undefined,
): HanaDeal<R> {
  const misdeals: R[] = [];
  for (let stack = stacked; ; stack = undefined) {
    const [cards, next] = prepareDeck(deck, rng, stack);
    rng = next;
    const { packets, rest } = dealPackets(cards, [...new Array<number>(players).fill(hand), field]);
    const hands = packets.slice(0, players);
    const table = packets[players]!;
    const why = misdeal(hands, table);
    if (why === undefined) return { hands, table, stock: rest, rng, misdeals };
    misdeals.push(why);
  }
}

/** Set `s` (a fresh copy) to a dealt round: hands sorted by month, play starts with the dealer, nothing captured or in progress. */
export function setDealt(
  s: HanaGameState,
  round: number,
  dealer: number,
  rng: Rng,
  hands: string[][],
  field: Field,
  stock: string[],
  captured: string[][] = hands.map(() => []),
): void {
  s.rng = rng;
  s.phase = 'play';
  s.round = round;
  s.dealer = dealer;
  s.dealerDraw = undefined;
  s.hands = hands.map(sortCards);
  s.field = field;
  s.stock = stock;
  s.captured = captured;
  s.turn = dealer;
  s.current = NEW_TURN;
  s.lastTurn = undefined;
}

/** A turn's end on `s` (a fresh copy): the captures it took go to pile `pile` (the mover's, or its side's), its placements become the last turn. Returns whether it took anything. */
export function collectTurn(s: HanaGameState, pile: number): boolean {
  const pending = s.current.pending;
  if (pending.length > 0) s.captured = replaced(s.captured, pile, joined(s.captured[pile]!, pending));
  s.lastTurn = { seat: s.turn, placements: s.current.placements };
  s.current = NEW_TURN;
  return pending.length > 0;
}

/** A finished round on `s` (a fresh copy): its record kept, the totals raised by its scores, the phase 'round-over', or 'match-over' after the `last` round. */
export function recordRound(s: HanaGameState, record: RoundRecordLike, last: boolean): void {
  s.phase = last ? 'match-over' : 'round-over';
  s.totals = s.totals.map((t, i) => t + record.scores[i]!);
  s.history = [...s.history, record];
}
