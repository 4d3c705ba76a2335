/**
 * The TravFuda fishing game, shared by the base game and Run or Jump! (rulings §1.2): first
 * dealer draw, the deal table, Emperor/Archduke declarations, and the turn — play a card
 * (it must join a matching pile: the player picks which), draw (the same), take every even
 * pile. A variant plugs in what happens after a turn's captures and how a hand is scored.
 */
import type { Game, RoundResult, Status } from '../../engine/types.ts';
import { IllegalMoveError } from '../../engine/types.ts';
import { rngFromSeed, shuffle, type Rng } from '../../engine/rng.ts';
import { assertLegal, dealPackets, prepareDeck, without } from '../../engine/deck.ts';
import { cardName, isJoker, sortTrav, travCard, TRAVFUDA_DECK } from './deck.ts';
import { drawForTravDealer, type TravDealerDraw } from './dealer.ts';
import { layCard, matchingPiles, takeEvenPiles, type JokerMatching, type Pile } from './piles.ts';
import { captureCounts, type ScoreOptions } from './scoring.ts';

/** Options every fishing variant has. */
export interface FishingOptions extends ScoreOptions {
  jokerMatching: JokerMatching;
  jokerOnDealtTable: 'stays' | 'replace';
  /** Hands in a match; 0 = one per player (each deals once). */
  hands: number;
}

/** Hand and table sizes by number of players (rulings §1.2.2). */
export const DEAL_TABLE: Record<number, { hand: number; table: number }> = {
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
  label: string;
  summary: string;
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
  stock: string[];
  captured: string[][];
  /** A drawn card waiting for the player to choose its pile. */
  drawn?: string;
  declarations: (Declaration | null)[];
  /** Seats still to decide on a declaration, in turn order. */
  declareQueue: number[];
  totals: number[];
  history: FishRoundRecord[];
  dealerDraw?: TravDealerDraw;
  lastMove?: string;
  /** Piles touched this turn (for highlighting). */
  touched: string[];
  /** The variant's own data (Run or Jump!'s markers and runners). */
  extra: X;
}

const player = (s: number) => `Player ${s + 1}`;

/** What a variant adds to the shared game. */
export interface FishingVariant<O extends FishingOptions, X> {
  id: string;
  title: string;
  defaultOptions: O;
  /** Fresh variant data for a new hand. */
  newExtra(players: number): X;
  /** Are Emperor/Archduke declarations used? */
  declarations(o: O): boolean;
  /** After a turn's captures: pass the turn (`pass`), or ask the player a decision. */
  afterCapture(s: FishState<O, X>, seat: number, pass: (s: FishState<O, X>) => FishState<O, X>): FishState<O, X>;
  /** Moves of the variant's 'decide' phase. */
  decideMoves(s: FishState<O, X>, seat: number): FishMove[];
  applyDecision(s: FishState<O, X>, seat: number, move: FishMove, pass: (s: FishState<O, X>) => FishState<O, X>): FishState<O, X>;
  /** Score a hand that ended because the cards ran out. */
  scoreExhausted(s: FishState<O, X>): Omit<FishRoundRecord, 'hand' | 'label' | 'dealer'>;
  /** Extra public facts for the view. */
  viewExtra(s: FishState<O, X>, seat: number): Record<string, unknown>;
}

// ---------------------------------------------------------------- dealing

/** Deal a hand: hands in seat order, then the table (each card its own pile), then the stock. */
function dealHand<O extends FishingOptions, X>(v: FishingVariant<O, X>, base: FishState<O, X>, hand: number, dealer: number, stacked?: readonly string[]): FishState<O, X> {
  const n = base.players;
  const sizes = DEAL_TABLE[n]!;
  const [deck, r1] = prepareDeck(TRAVFUDA_DECK, base.rng, stacked);
  let rng = r1;
  const { packets, rest } = dealPackets(deck, [...new Array(n).fill(sizes.hand), sizes.table]);
  let table = packets[n]!;
  let stock = rest;
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
  const piles = table.map((c, i) => ({ id: `p${i + 1}`, cards: [c] }));
  const hands = packets.slice(0, n).map(sortTrav);
  const s: FishState<O, X> = {
    ...base,
    rng,
    phase: 'play',
    hand,
    dealer,
    turn: dealer,
    hands,
    piles,
    nextPile: piles.length + 1,
    stock,
    captured: hands.map(() => []),
    declarations: hands.map(() => null),
    declareQueue: [],
    touched: [],
    extra: v.newExtra(n),
  };
  delete s.drawn;
  delete s.dealerDraw;
  if (v.declarations(base.options)) {
    const queue = order(dealer, n).filter((seat) => eligible(hands[seat]!).emperor || eligible(hands[seat]!).archduke);
    if (queue.length > 0) return { ...s, phase: 'declare', declareQueue: queue, turn: queue[0]! };
  }
  return s;
}

/** Seats in turn order starting with `first`. */
export function order(first: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => (first + i) % n);
}

/** Which declarations a dealt hand allows: 3+ Starbursts (Emperor), 3+ Doubles (Archduke). */
export function eligible(hand: readonly string[]): { emperor: boolean; archduke: boolean } {
  const n = captureCounts(hand);
  return { emperor: n.S >= 3, archduke: n.D >= 3 };
}

// ---------------------------------------------------------------- the turn

function describeLay(card: string, pile: Pile | undefined, newPile: boolean): string {
  if (newPile) return `the ${cardName(card)}, starting a new pile`;
  return `the ${cardName(card)} on the pile of ${pile ? pile.cards.length : 0}`;
}

function endOfTurn<O extends FishingOptions, X>(v: FishingVariant<O, X>, s: FishState<O, X>): FishState<O, X> {
  const seat = s.turn;
  const { piles, taken } = takeEvenPiles(s.piles);
  const captured = s.captured.slice();
  captured[seat] = [...captured[seat]!, ...taken];
  const took = taken.length ? ` ${player(seat)} takes ${taken.length} card${taken.length > 1 ? 's' : ''}.` : '';
  const next: FishState<O, X> = { ...s, piles, captured, lastMove: `${s.lastMove ?? ''}${took}` };
  delete next.drawn;
  return v.afterCapture(next, seat, (x) => passTurn(v, x));
}

/** The turn passes; when every hand is empty the hand ends. */
function passTurn<O extends FishingOptions, X>(v: FishingVariant<O, X>, s: FishState<O, X>): FishState<O, X> {
  if (s.hands.every((h) => h.length === 0)) return finishHand(s, v.scoreExhausted(s));
  return { ...s, phase: 'play', turn: (s.turn + 1) % s.players };
}

/** Record a finished hand and move on to round-over or match-over. */
export function finishHand<O extends FishingOptions, X>(s: FishState<O, X>, r: Omit<FishRoundRecord, 'hand' | 'label' | 'dealer'>): FishState<O, X> {
  const record: FishRoundRecord = { hand: s.hand, label: `Hand ${s.hand}`, dealer: s.dealer, ...r };
  const handsInMatch = s.options.hands > 0 ? s.options.hands : s.players;
  return {
    ...s,
    phase: s.hand >= handsInMatch ? 'match-over' : 'round-over',
    totals: s.totals.map((t, i) => t + (record.scores[i] ?? 0)),
    history: [...s.history, record],
  };
}

function playCard<O extends FishingOptions, X>(s: FishState<O, X>, seat: number, card: string, pileId: string | undefined): FishState<O, X> {
  const hands = s.hands.slice();
  hands[seat] = without(hands[seat]!, card, 'your hand');
  const pile = s.piles.find((p) => p.id === pileId);
  const laid = layCard(s.piles, s.nextPile, card, pileId);
  const id = pileId ?? `p${s.nextPile}`;
  return { ...s, hands, ...laid, touched: [id], phase: 'draw', lastMove: `${player(seat)} plays ${describeLay(card, pile, !pileId)}.` };
}

function placeDrawn<O extends FishingOptions, X>(v: FishingVariant<O, X>, s: FishState<O, X>, card: string, pileId: string | undefined): FishState<O, X> {
  const pile = s.piles.find((p) => p.id === pileId);
  const laid = layCard(s.piles, s.nextPile, card, pileId);
  const id = pileId ?? `p${s.nextPile}`;
  const next: FishState<O, X> = { ...s, ...laid, touched: [...s.touched, id], lastMove: `${s.lastMove ?? ''} Draws ${describeLay(card, pile, !pileId)}.` };
  delete next.drawn;
  return endOfTurn(v, next);
}

function draw<O extends FishingOptions, X>(v: FishingVariant<O, X>, s: FishState<O, X>): FishState<O, X> {
  const [card, ...stock] = s.stock;
  if (!card) return endOfTurn(v, s);
  const piles = matchingPiles(card, s.piles, s.options.jokerMatching);
  const next = { ...s, stock };
  if (piles.length > 1) return { ...next, drawn: card, phase: 'place', lastMove: `${s.lastMove ?? ''} Draws the ${cardName(card)}, which may go on ${piles.length} piles.` };
  return placeDrawn(v, next, card, piles[0]?.id);
}

// ---------------------------------------------------------------- contract

function actorsOf(s: FishState<FishingOptions, unknown>): number[] {
  if (s.phase === 'match-over') return [];
  if (s.phase === 'round-over' || s.phase === 'dealer-draw') return order(0, s.players);
  return [s.turn];
}

function legalOf<O extends FishingOptions, X>(v: FishingVariant<O, X>, s: FishState<O, X>, seat: number): FishMove[] {
  if (!actorsOf(s).includes(seat)) return [];
  switch (s.phase) {
    case 'dealer-draw':
    case 'round-over':
      return [{ type: 'next-round' }];
    case 'declare': {
      const e = eligible(s.hands[seat]!);
      const out: FishMove[] = [{ type: 'declare', emperor: false, archduke: false }];
      if (e.emperor) out.push({ type: 'declare', emperor: true, archduke: false });
      if (e.archduke) out.push({ type: 'declare', emperor: false, archduke: true });
      if (e.emperor && e.archduke) out.push({ type: 'declare', emperor: true, archduke: true });
      return out;
    }
    case 'play':
      return s.hands[seat]!.flatMap((card) => {
        const piles = matchingPiles(card, s.piles, s.options.jokerMatching);
        return piles.length === 0 ? [{ type: 'play', card } as FishMove] : piles.map((p) => ({ type: 'play', card, pile: p.id }) as FishMove);
      });
    case 'draw':
      return [{ type: 'draw' }];
    case 'place':
      return matchingPiles(s.drawn!, s.piles, s.options.jokerMatching).map((p) => ({ type: 'place', pile: p.id }));
    case 'decide':
      return v.decideMoves(s, seat);
    default:
      return [];
  }
}

export function describeFishMove(m: FishMove): string {
  switch (m.type) {
    case 'declare':
      return m.emperor || m.archduke ? `Declare ${[m.emperor && 'Emperor', m.archduke && 'Archduke'].filter(Boolean).join(' and ')}` : 'Declare nothing';
    case 'play':
      return `Play the ${cardName(m.card)}${m.pile ? ` on pile ${m.pile}` : ' to a new pile'}`;
    case 'draw':
      return 'Draw from the stock';
    case 'place':
      return `Put the drawn card on pile ${m.pile}`;
    case 'run':
      return 'Run';
    case 'jump':
      return 'Jump';
    case 'pirate':
      return 'Pirate';
    case 'pass':
      return 'Stay silent';
    case 'next-round':
      return 'Deal the next hand';
  }
}

/** The public parts of a fishing view (the variant adds its own). */
export interface FishView {
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
  declarations: (Declaration | null)[];
  totals: number[];
  history: FishRoundRecord[];
  lastRound?: FishRoundRecord;
  lastMove?: string;
  dealerDraw?: TravDealerDraw;
  options: FishingOptions;
  extra: Record<string, unknown>;
}

function viewOf<O extends FishingOptions, X>(v: FishingVariant<O, X>, s: FishState<O, X>, seat: number): FishView {
  const last = s.history[s.history.length - 1];
  const out: FishView = {
    seat,
    phase: s.phase,
    players: s.players,
    turn: s.turn,
    actors: actorsOf(s),
    hand: s.hand,
    hands: s.options.hands > 0 ? s.options.hands : s.players,
    dealer: s.dealer,
    myHand: sortTrav(s.hands[seat] ?? []),
    handCounts: s.hands.map((h) => h.length),
    piles: s.piles.map((p) => ({ id: p.id, cards: p.cards.slice() })),
    touched: s.touched.slice(),
    stockCount: s.stock.length,
    placeable: s.drawn ? matchingPiles(s.drawn, s.piles, s.options.jokerMatching).map((p) => p.id) : [],
    captured: s.captured.map(sortTrav),
    declarations: s.declarations.map((d) => (d ? { ...d, shown: d.shown.slice() } : null)),
    totals: s.totals.slice(),
    history: s.history.map((h) => ({ ...h, scores: h.scores.slice(), details: h.details.map((d) => ({ ...d })) })),
    options: { ...s.options },
    extra: v.viewExtra(s, seat),
  };
  if (s.drawn) out.drawn = s.drawn;
  if ((s.phase === 'round-over' || s.phase === 'match-over') && last) out.lastRound = out.history[out.history.length - 1]!;
  if (s.lastMove) out.lastMove = s.lastMove.trim();
  if (s.phase === 'dealer-draw' && s.dealerDraw) out.dealerDraw = { dealer: s.dealerDraw.dealer, rounds: s.dealerDraw.rounds.map((r) => r.map((d) => ({ ...d }))) };
  return out;
}

function statusOf(s: FishState<FishingOptions, unknown>): Status {
  const phase = s.phase === 'match-over' ? 'match-over' : s.phase === 'round-over' ? 'round-over' : 'playing';
  const st: Status = { phase, round: s.hand, totals: s.totals.slice() };
  const last = s.history[s.history.length - 1];
  if (last) st.lastRound = { scores: last.scores.slice(), details: last.details.map((d) => ({ ...d })), label: last.label, summary: last.summary };
  return st;
}

/** Every card's place, for conservation checks. */
export function fishCardPlaces(s: FishState<FishingOptions, unknown>): string[] {
  const out = [...s.hands.flat(), ...s.piles.flatMap((p) => p.cards), ...s.stock, ...s.captured.flat()];
  if (s.drawn) out.push(s.drawn);
  if (s.phase === 'dealer-draw' && s.dealerDraw) out.push(...s.dealerDraw.rounds.flat().map((d) => d.card));
  return out;
}

/** Build a fishing game from a variant. */
export function makeFishingGame<O extends FishingOptions, X>(v: FishingVariant<O, X>): Game<FishState<O, X>, FishMove, O> {
  const game: Game<FishState<O, X>, FishMove, O> = {
    id: v.id,
    title: v.title,
    players: { min: 2, max: 6 },
    defaultOptions: v.defaultOptions,
    setup(init) {
      if (!DEAL_TABLE[init.players]) throw new IllegalMoveError(`${v.title} is played by 2 to 6 players.`);
      const options = { ...v.defaultOptions, ...(init.options ?? {}) } as O;
      const base: FishState<O, X> = {
        options,
        rng: rngFromSeed(init.seed),
        players: init.players,
        phase: 'dealer-draw',
        hand: 1,
        dealer: 0,
        turn: 0,
        hands: Array.from({ length: init.players }, () => []),
        piles: [],
        nextPile: 1,
        stock: [],
        captured: Array.from({ length: init.players }, () => []),
        declarations: Array.from({ length: init.players }, () => null),
        declareQueue: [],
        totals: new Array(init.players).fill(0),
        history: [],
        touched: [],
        extra: v.newExtra(init.players),
      };
      if (init.deck) return dealHand(v, base, 1, 0, init.deck);
      const [draw, rest, rng] = drawForTravDealer(base.rng, init.players, TRAVFUDA_DECK);
      return { ...base, rng, stock: rest, dealer: draw.dealer, turn: draw.dealer, dealerDraw: draw };
    },
    actors: actorsOf,
    legalMoves: (s, seat) => legalOf(v, s, seat),
    play(s, seat, move) {
      const m = assertLegal(legalOf(v, s, seat), move, seat, actorsOf(s).includes(seat), describeFishMove);
      switch (m.type) {
        case 'next-round': {
          const hand = s.phase === 'dealer-draw' ? 1 : s.hand + 1;
          const dealer = s.phase === 'dealer-draw' ? s.dealer : (s.dealer + 1) % s.players;
          const next = dealHand(v, s, hand, dealer);
          return { ...next, lastMove: `Hand ${hand} is dealt; ${player(dealer)} deals and plays first.` };
        }
        case 'declare': {
          const decl: Declaration = { emperor: m.emperor, archduke: m.archduke, shown: s.hands[seat]!.filter((c) => (m.emperor && travCard(c).kind === 'S') || (m.archduke && travCard(c).kind === 'D')) };
          const declarations = s.declarations.slice();
          declarations[seat] = m.emperor || m.archduke ? decl : null;
          const queue = s.declareQueue.slice(1);
          const said = m.emperor || m.archduke ? `${player(seat)} declares ${describeFishMove(m).slice(8)} and shows ${decl.shown.map(cardName).join(', ')}.` : `${player(seat)} declares nothing.`;
          if (queue.length > 0) return { ...s, declarations, declareQueue: queue, turn: queue[0]!, lastMove: said };
          return { ...s, declarations, declareQueue: [], phase: 'play', turn: s.dealer, lastMove: said };
        }
        case 'play': {
          const next = playCard(s, seat, m.card, m.pile);
          // With the stock used up, the draw step is skipped (TF-12).
          return next.stock.length === 0 ? endOfTurn(v, next) : next;
        }
        case 'draw':
          return draw(v, s);
        case 'place':
          return placeDrawn(v, s, s.drawn!, m.pile);
        default:
          return v.applyDecision(s, seat, m, (x) => passTurn(v, x));
      }
    },
    view: (s, seat) => viewOf(v, s, seat),
    status: statusOf,
    describe: describeFishMove,
    undoable(before, move, after, seat) {
      return move.type === 'play' && before.phase === 'play' && after.phase === 'draw' && after.turn === seat;
    },
  };
  return game;
}
