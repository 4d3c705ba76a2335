/**
 * Mushi (docs/rulings/hanafuda.md §4, M1–M11): two players, forty cards (no June, no July), no stopping: every
 * round is played out and scored by card points against the 115 baseline, plus own yaku, minus
 * the opponent's. The Lightning (`nov-chaff-1`) is wild; it plugs into the shared capture step
 * through `MUSHI_RULES`.
 *
 * A turn: play → (capture, when a choice is open) → draw → (capture) → the turn passes. After
 * the sixteenth turn the end-of-round hand-overs (M7) run and the round is scored.
 */
import type { RoundName, RoundResult } from '../../engine/types.ts';
import { declareOptions } from '../../engine/options.ts';
import { classOf, fullMonths, isFourPairs, MUSHI_DECK, monthOf, sortByClass, type CardClass } from './cards.ts';
import {
  hanaGame,
  roundActors,
  setViewTail,
  sharedFieldView,
  sortedHand,
  turnMoves,
  type HanaGameState,
  type HanaView,
  type TurnRules,
  viewHead,
  setDealt,
  dealRound,
  type HanaPhase,
  type HanaTurnMove,
  collectTurn,
  recordRound,
  copyRoundRecord,
} from './round.ts';
import { placedEvent, type GameEvent } from './events.ts';
import {
  fieldCards,
  handTargets,
  layField,
  splitBrokenStacks,
  type CaptureRules,
  type CardSource,
  type Field,
  type HandTargets,
} from './capture.ts';
import { findYaku, mushiCardPoints, yakuTotal, type Yaku } from './yaku.ts';

// ---------------------------------------------------------------- options

/** Who gets the leftover of a month whose card was paired with the Lightning by a drawn card. */
export type DrawnLightningLeftover = 'taker' | 'dealer';

/** Mushi options (rulings M4, M7, M10, M11). */
export interface MushiOptions {
  /** Match length in rounds (M11: 12, option 6). */
  rounds: 6 | 12;
  /** Score Five Lights (M10; some play without it). */
  five_lights: boolean;
  /** Four pairs on the field is also a misdeal (M4 option). */
  four_pairs_misdeal: boolean;
  /**
   * A drawn card took the Lightning off the field, so its month has an odd card out: it goes to
   * the player who took the Lightning ('taker', our reading of M7) or to the dealer (the literal
   * reading of the M7 house ruling).
   */
  drawn_lightning_leftover: DrawnLightningLeftover;
}

/** Presets and per-rule toggles for the new-match screen. */
export const mushiOptionsSpec = declareOptions<MushiOptions>({
  game: 'Mushi',
  defaults: { rounds: 12, five_lights: true, four_pairs_misdeal: false, drawn_lightning_leftover: 'taker' },
  presets: [
    {
      id: 'carriage',
      label: 'Booklet rules',
      description: 'The seed booklet with Fuda Wiki filling its gaps: 12 rounds, all four yaku.',
      values: {},
    },
    {
      id: 'short',
      label: 'Short match',
      description: 'Six rounds, as Fuda Wiki also plays it.',
      values: { rounds: 6 },
    },
    {
      id: 'three-yaku',
      label: 'Three yaku',
      description: 'Without Five Lights, a variant Fuda Wiki mentions.',
      values: { five_lights: false },
    },
  ],
  options: {
    rounds: {
      label: 'Match length',
      kind: 'choice',
      help: 'Seed: 12 rounds; Fuda Wiki also plays 6.',
      choices: [
        { value: 12, label: '12 rounds' },
        { value: 6, label: '6 rounds' },
      ],
    },
    five_lights: {
      label: 'Five Lights scores 30',
      kind: 'boolean',
      help: 'Seed: yes. Fuda Wiki notes some play without it.',
    },
    four_pairs_misdeal: {
      label: 'Four pairs on the field: redeal',
      kind: 'boolean',
      help: 'Optional misdeal (Fuda Wiki, kzpn200).',
    },
    drawn_lightning_leftover: {
      label: 'Odd card out after a drawn card takes the Lightning',
      kind: 'choice',
      help: 'Our reading of M7: the player who paired it with the Lightning. Literal house ruling: the dealer.',
      choices: [
        { value: 'taker', label: 'To that player' },
        { value: 'dealer', label: 'To the dealer' },
      ],
    },
  },
});

/** The rulings' defaults (the "Carriage / seed" preset). */
export const MUSHI_DEFAULTS: MushiOptions = mushiOptionsSpec.defaults;

// ---------------------------------------------------------------- state and moves

/** Where a round stands. `dealer-draw` shows the first dealer draw before round 1 is dealt. */
export type MushiPhase = HanaPhase;

/** Every Mushi move. */
export type MushiMove = HanaTurnMove;

/** Why a card was handed over at the end of a round (M7). */
export type HandoverReason = 'willow' | 'lightning-leftover' | 'stranded';

/** Cards given to a seat at the end of a round. */
export interface MushiHandover {
  seat: number;
  cards: string[];
  why: HandoverReason;
}

/**
 * The Lightning paired with one card this round: `seat` took `mate` with it. `by` tells whether
 * the Lightning took the mate ('lightning') or a drawn mate took the Lightning off the field ('drawn').
 */
export interface LightningPair {
  seat: number;
  mate: string;
  by: 'lightning' | 'drawn';
}

/** A finished round as the score sheet keeps it. */
export interface MushiRoundRecord extends RoundResult {
  round: number;
  name: RoundName;
  /** The round's outcome as data (worded by `words.ts`). */
  events: GameEvent[];
  dealer: number;
  /** Card points each player captured (after the end-of-round hand-overs). */
  points: number[];
  yaku: Yaku[][];
  /** Cards handed over at the end of the round (public: every card is face up by then). */
  handovers: MushiHandover[];
}

/** The whole game state (plain JSON). */
export interface MushiState extends HanaGameState {
  options: MushiOptions;
  phase: MushiPhase;
  /** Redeals of this round and why (public: the misdealt field was face up). */
  redeals: number;
  misdeals: MushiMisdeal[];
  /** Whether the pending choice is the Lightning's (it then takes exactly the card named). */
  lightningChoice?: boolean | undefined;
  /** The Lightning's pairing this round (public). */
  lightning?: LightningPair | undefined;
  history: MushiRoundRecord[];
}

/** A fresh state sharing every value with `s`: every state is made here, so all have one shape (see round.ts). */
function copy(s: MushiState): MushiState {
  return {
    options: s.options,
    rng: s.rng,
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    redeals: s.redeals,
    misdeals: s.misdeals,
    hands: s.hands,
    field: s.field,
    stock: s.stock,
    captured: s.captured,
    turn: s.turn,
    current: s.current,
    lightningChoice: s.lightningChoice,
    lightning: s.lightning,
    totals: s.totals,
    history: s.history,
    dealerDraw: s.dealerDraw,
    events: s.events,
    lastTurn: s.lastTurn,
  };
}

// ---------------------------------------------------------------- the wild Lightning (M5)

/** The Lightning, Mushi's wild card. */
export const LIGHTNING = 'nov-chaff-1';
const WILLOW = 11;
/** The three Willows that are not the Lightning. */
const WILLOWS = ['nov-bright', 'nov-animal', 'nov-ribbon'] as const;
/** A Willow other than the Lightning (the Lightning never takes one). */
export const isPlainWillow = (c: string) => monthOf(c) === WILLOW && c !== LIGHTNING;
const OTHER = (seat: number) => 1 - seat;

/**
 * Mushi's capture rules (M5). Willows never match the Lightning; a hand card can never take the
 * Lightning; a drawn non-Willow card facing the Lightning takes the Lightning (not its own
 * month-mate); the Lightning itself takes any one non-Willow card (the player's choice), or
 * everything left when it is the last stock card.
 */
export const MUSHI_RULES: CaptureRules = {
  matches: (card, fieldCard) => card !== LIGHTNING && fieldCard !== LIGHTNING && monthOf(card) === monthOf(fieldCard),
  override(card, field, ctx) {
    const cards = fieldCards(field);
    if (card === LIGHTNING) {
      if (ctx.source === 'draw' && ctx.lastStockCard) return { kind: 'take', cards };
      const targets = cards.filter((c) => !isPlainWillow(c));
      if (targets.length === 0) return { kind: 'stay' };
      if (targets.length === 1) return { kind: 'take', cards: targets };
      return { kind: 'choose', targets };
    }
    if (ctx.source === 'draw' && !isPlainWillow(card) && cards.includes(LIGHTNING))
      return { kind: 'take', cards: [LIGHTNING] };
    return undefined;
  },
};

/** Which field cards `card` played from the hand could take (the table's hints, the bot). */
export function mushiHandTargets(card: string, field: readonly string[]): string[] {
  if (card === LIGHTNING) return field.filter((c) => !isPlainWillow(c));
  return field.filter((f) => MUSHI_RULES.matches(card, f, { source: 'hand' }));
}

/**
 * Lay the dealt field: three of a month stacked (docs/rulings/hanafuda.md §2), but the Lightning always lies on
 * its own, since it never pairs with the Willows.
 */
export function layMushiField(cards: readonly string[]): Field {
  const field = layField(cards.filter((c) => c !== LIGHTNING));
  const at = cards.indexOf(LIGHTNING);
  if (at < 0) return field;
  const before = cards.slice(0, at).filter((c) => c !== LIGHTNING);
  const pos = field.findIndex((p) => !p.some((c) => before.includes(c)));
  const out = field.slice();
  out.splice(pos < 0 ? out.length : pos, 0, [LIGHTNING]);
  return out;
}

// ---------------------------------------------------------------- dealing (M3, M4)

/** Why a field was redealt (M4), as data: four of a month, the three Willows, or four pairs (option). */
export type MushiMisdeal = { reason: 'full-month'; month: number } | { reason: 'willows' } | { reason: 'four-pairs' };

/** A misdeal as one word for an event's data: 'full-month:1', 'willows', 'four-pairs'. */
const misdealCode = (m: MushiMisdeal): string => (m.reason === 'full-month' ? `full-month:${m.month}` : m.reason);

/** Why a dealt field is a misdeal (M4); undefined when it is fine. */
export function mushiMisdeal(
  field: readonly string[],
  o: Pick<MushiOptions, 'four_pairs_misdeal'>,
): MushiMisdeal | undefined {
  const full = fullMonths(field);
  if (full.length > 0) return { reason: 'full-month', month: full[0]! };
  if (WILLOWS.every((c) => field.includes(c))) return { reason: 'willows' };
  if (o.four_pairs_misdeal && isFourPairs(field)) return { reason: 'four-pairs' };
  return undefined;
}

/** Deal round `round` for `dealer` (8/8/8, stock 16), redealing misdeals with the same dealer. */
function startRound(base: MushiState, round: number, dealer: number, stacked?: readonly string[]): MushiState {
  const d = dealRound(MUSHI_DECK, base.rng, 2, 8, 8, stacked, (_, table) => mushiMisdeal(table, base.options));
  const s = copy(base);
  setDealt(s, round, dealer, d.rng, d.hands, layMushiField(d.table), d.stock);
  s.redeals = d.misdeals.length;
  s.misdeals = d.misdeals;
  s.lightning = undefined;
  s.lightningChoice = undefined;
  return s;
}

// ---------------------------------------------------------------- the turn

/** Note the Lightning's pairing on `s` (a fresh copy): the Lightning took one card, or a drawn card took the Lightning. */
function notePairing(s: MushiState, seat: number, card: string, taken: readonly string[]): void {
  if (card === LIGHTNING && taken.length === 1) s.lightning = { seat, mate: taken[0]!, by: 'lightning' };
  else if (card !== LIGHTNING && taken.length === 1 && taken[0] === LIGHTNING)
    s.lightning = { seat, mate: card, by: 'drawn' };
}

/** The shared turn (round.ts) with Mushi's rules: the wild Lightning, its pairing noted, broken stacks split. */
const TURN: TurnRules<MushiState> = {
  copy,
  rules: () => MUSHI_RULES,
  endTurn,
  style: (card) => (card === LIGHTNING ? 'lightning' : 'match-mushi'),
  placed(s, seat, card, source) {
    const turn = s.current;
    s.field = splitBrokenStacks(s.field);
    if (turn.choice) {
      s.lightningChoice = card === LIGHTNING;
      return;
    }
    notePairing(s, seat, card, turn.placements[turn.placements.length - 1]!.took);
    // The Lightning as the last stock card takes the whole field.
    if (card === LIGHTNING && source === 'draw' && s.stock.length === 0)
      s.events = [placedEvent('draw', seat, card, turn, 'lightning', { whole: true })];
  },
  wild: (state) => !!state.lightningChoice,
  chosen(s, seat, card, target) {
    s.field = splitBrokenStacks(s.field);
    s.lightningChoice = undefined;
    notePairing(s, seat, card, [target]);
  },
};

/** Collect the turn's captures; pass the turn, or end the round after the last turn (`s` is a fresh copy owned by the caller). */
function endTurn(s: MushiState): MushiState {
  const seat = s.turn;
  collectTurn(s, seat);
  if (s.hands[0]!.length === 0 && s.hands[1]!.length === 0 && s.stock.length === 0) return endRound(s);
  s.phase = 'play';
  s.turn = OTHER(seat);
  return s;
}

// ---------------------------------------------------------------- round end (M7–M9)

/** Card points of a pile (20/10/5/1). */
export function mushiPoints(cards: readonly string[]): number {
  return cards.reduce((n, c) => n + mushiCardPoints(c), 0);
}

/**
 * The end-of-round hand-overs of M7, in order: the last Willow to the holder of the other two;
 * the odd card out of the Lightning's paired month to the one who paired it; anything else left
 * on the field to the dealer (house ruling). Returns the new piles and what moved.
 */
export function mushiHandovers(
  state: Pick<MushiState, 'field' | 'captured' | 'lightning' | 'dealer'> & {
    options?: Pick<MushiOptions, 'drawn_lightning_leftover'>;
  },
): { captured: string[][]; handovers: MushiHandover[] } {
  const captured = state.captured.map((c) => c.slice());
  let left = fieldCards(state.field);
  const handovers: MushiHandover[] = [];
  const give = (seat: number, cards: string[], why: HandoverReason) => {
    if (cards.length === 0) return;
    captured[seat]!.push(...cards);
    left = left.filter((c) => !cards.includes(c));
    handovers.push({ seat, cards, why });
  };
  const lastWillow = left.filter((c) => isPlainWillow(c));
  if (lastWillow.length === 1) {
    const holder = captured.findIndex((pile) => pile.filter(isPlainWillow).length === 2);
    if (holder >= 0) give(holder, lastWillow, 'willow');
  }
  const pair = state.lightning;
  if (pair) {
    const m = monthOf(pair.mate);
    const toDealer = pair.by === 'drawn' && state.options?.drawn_lightning_leftover === 'dealer';
    give(
      toDealer ? state.dealer : pair.seat,
      left.filter((c) => c !== LIGHTNING && monthOf(c) === m),
      toDealer ? 'stranded' : 'lightning-leftover',
    );
  }
  give(state.dealer, left.slice(), 'stranded');
  return { captured, handovers };
}

/** A seat's yaku under the options (M10). */
export function mushiYaku(pile: readonly string[], o: Pick<MushiOptions, 'five_lights'> = MUSHI_DEFAULTS): Yaku[] {
  return findYaku('mushi', pile, { five_lights: o.five_lights });
}

/** The card points a player needs to break even (M9): a round scores card points minus this. */
export const MUSHI_BASELINE = 115;

/** A round's scores from the two final piles (M9): card points − 115 + own yaku − opponent's yaku. */
export function scoreMushiRound(
  piles: readonly (readonly string[])[],
  o: Pick<MushiOptions, 'five_lights'> = MUSHI_DEFAULTS,
): { points: number[]; yaku: Yaku[][]; scores: number[]; details: RoundResult['details'] } {
  const points = piles.map(mushiPoints);
  const yaku = piles.map((p) => mushiYaku(p, o));
  const yt = yaku.map(yakuTotal);
  const scores = [0, 1].map((s) => points[s]! - MUSHI_BASELINE + yt[s]! - yt[OTHER(s)]!);
  const details = [0, 1].flatMap((s) => [
    { seat: s, id: 'card-points', points: points[s]! - MUSHI_BASELINE },
    ...yaku[s]!.map((y) => ({ seat: s, id: y.id, points: y.points })),
    ...yaku[OTHER(s)]!.map((y) => ({ seat: s, id: `opponent-${y.id}`, points: -y.points })),
  ]);
  return { points, yaku, scores, details };
}

/** A hand-over as an event (worded by `words.ts`). */
export function handoverEvent(h: MushiHandover): GameEvent {
  return { kind: 'handover', seat: h.seat, cards: h.cards.slice(), data: { why: h.why } };
}

/** A round's outcome as one event: each seat's card points, yaku and score (the score pad's calculator gives it too). */
export function mushiScoreEvent(
  points: readonly number[],
  yaku: readonly (readonly { id: string; points: number }[])[],
  scores: readonly number[],
): GameEvent {
  const flat = yaku.flatMap((ys, seat) => ys.map((y) => ({ seat, y })));
  return {
    kind: 'mushi-score',
    data: {
      scores: scores.slice(),
      cardPoints: points.slice(),
      baseline: MUSHI_BASELINE,
      yakuSeats: flat.map((x) => x.seat),
      yaku: flat.map((x) => x.y.id),
      yakuPoints: flat.map((x) => x.y.points),
    },
  };
}

function endRound(state: MushiState): MushiState {
  const { captured, handovers } = mushiHandovers(state);
  const { points, yaku, scores, details } = scoreMushiRound(captured, state.options);
  const scoreEvent = mushiScoreEvent(points, yaku, scores);
  const record: MushiRoundRecord = {
    round: state.round,
    name: { kind: 'round', n: state.round },
    dealer: state.dealer,
    points,
    yaku,
    handovers,
    scores,
    details,
    events: [scoreEvent],
  };
  const s = copy(state);
  s.field = [];
  s.captured = captured;
  recordRound(s, record, state.round >= state.options.rounds);
  s.events = handovers.length ? [...state.events, ...handovers.map(handoverEvent)] : state.events;
  return s;
}

/** The next dealer: the higher round score; on a tie the dealer stays (M11). */
export function nextMushiDealer(state: Pick<MushiState, 'history' | 'dealer'>): number {
  const last = state.history[state.history.length - 1];
  if (!last || last.scores[0] === last.scores[1]) return state.dealer;
  return last.scores[0]! > last.scores[1]! ? 0 : 1;
}

// ---------------------------------------------------------------- view

/** Captured cards per class. */
export type ClassCounts = Record<CardClass, number>;

/** A finished round as the view's history shows it (the score-sheet part). */
export type MushiRoundSummary = Omit<MushiRoundRecord, 'handovers'>;

/** What one seat may know, everything a table needs (no hidden card ids, no RNG). */
export interface MushiView extends HanaView {
  game: 'mushi';
  phase: MushiPhase;
  redeals: number;
  /** Why this round was redealt (as data; `misdealWords` in words.ts says it). */
  misdeals: MushiMisdeal[];
  opponentHandCount: number;
  /** The pending choice: which card, which field cards it may take, whether it is the Lightning's. */
  choice?: { card: string; source: CardSource; targets: string[]; lightning: boolean };
  /** Cards taken this turn (already counted in `captured`). */
  pending: string[];
  /** Both capture piles (this turn's captures included), sorted by class, and their counts per class. */
  captured: string[][];
  classCounts: ClassCounts[];
  /** Card points captured so far, per seat. */
  points: number[];
  /** Both seats' yaku now, and their totals. */
  yaku: Yaku[][];
  yakuTotals: number[];
  /**
   * Where each seat stands: the round score if the cards still out split evenly,
   * (own points − opponent's points) / 2 + own yaku − opponent's yaku. Zero-sum; may end in .5.
   */
  standing: number[];
  /** The Lightning's pairing this round, once made. */
  lightning?: LightningPair;
  history: MushiRoundSummary[];
  /** The round just finished (with its hand-overs), while it is shown. */
  lastRound?: MushiRoundRecord;
  options: MushiOptions;
}

function copySummary({ handovers: _, ...h }: MushiRoundRecord): MushiRoundSummary {
  return { ...copyRoundRecord(h), points: h.points.slice(), yaku: h.yaku.map((ys) => ys.map((y) => ({ ...y }))) };
}

/** Counts of a pile per class. */
export function classCountsOf(pile: readonly string[]): ClassCounts {
  const out: ClassCounts = { bright: 0, animal: 0, ribbon: 0, chaff: 0 };
  for (const c of pile) out[classOf(c)]++;
  return out;
}

/** The capture piles with the cards taken this turn (not yet collected) counted in. */
function pilesNow(state: MushiState): string[][] {
  return state.captured.map((c, i) =>
    i === state.turn && state.current.pending.length > 0 ? [...c, ...state.current.pending] : c,
  );
}

function viewOf(state: MushiState, seat: number): MushiView {
  const piles = pilesNow(state);
  const yaku = piles.map((p) => mushiYaku(p, state.options));
  const points = piles.map(mushiPoints);
  const yt = yaku.map(yakuTotal);
  const v: MushiView = {
    ...viewHead(state, seat, state.options.rounds),
    game: 'mushi',
    redeals: state.redeals,
    misdeals: state.misdeals.slice(),
    opponentHandCount: state.hands[OTHER(seat)]!.length,
    captured: piles.map((c) => sortByClass(c)),
    classCounts: piles.map(classCountsOf),
    points,
    yaku,
    yakuTotals: yt,
    standing: [0, 1].map((s) => (points[s]! - points[OTHER(s)]!) / 2 + yt[s]! - yt[OTHER(s)]!),
    history: state.history.map(copySummary),
    options: { ...state.options },
  };
  setViewTail(v, state, (last) => ({
    ...copySummary(last),
    handovers: last.handovers.map((h) => ({ ...h, cards: h.cards.slice() })),
  }));
  if (v.choice) v.choice.lightning = !!state.lightningChoice;
  if (state.lightning) v.lightning = { ...state.lightning };
  return v;
}

/** A capture pile as the views show it (sorted, its counts, points and yaku), for one (pile, this turn's captures, Five Lights). */
interface PileShown {
  pile: readonly string[];
  pending: readonly string[] | undefined;
  fiveLights: boolean;
  sorted: string[];
  classCounts: ClassCounts;
  points: number;
  yaku: Yaku[];
  total: number;
}

/**
 * The last piles the bots' views were given, with what the view shows of them: a pile array
 * is never changed in place, and a rollout shows the same piles move after move (a few slots,
 * not a WeakMap, whose entries cost the collector more than they save).
 */
const SHOWN_SLOTS = 8;
const shown: (PileShown | undefined)[] = new Array(SHOWN_SLOTS).fill(undefined);
let nextShown = 0;

function pileShown(pile: readonly string[], pending: readonly string[] | undefined, fiveLights: boolean): PileShown {
  for (let i = 0; i < SHOWN_SLOTS; i++) {
    const x = shown[i];
    if (x && x.pile === pile && x.pending === pending && x.fiveLights === fiveLights) return x;
  }
  const cards = pending ? [...pile, ...pending] : pile;
  const yaku = findYaku('mushi', cards, { five_lights: fiveLights });
  const x: PileShown = {
    pile,
    pending,
    fiveLights,
    sorted: sortByClass(cards),
    classCounts: classCountsOf(cards),
    points: mushiPoints(cards),
    yaku,
    total: yakuTotal(yaku),
  };
  shown[nextShown] = x;
  nextShown = (nextShown + 1) % SHOWN_SLOTS;
  return x;
}

/** The history as the views show it (each record without its hand-overs), for the last history array shown. */
let shownHistory: MushiRoundRecord[] | undefined;
let shownSummaries: MushiRoundSummary[] = [];

function summaries(history: MushiRoundRecord[]): MushiRoundSummary[] {
  if (history !== shownHistory) {
    shownSummaries = history.map(({ handovers: _, ...h }) => h);
    shownHistory = history;
  }
  return shownSummaries;
}

/**
 * The view's data for the bots' rollouts (the contract's `botView`): what `viewOf` shows, sharing
 * the state's arrays and records and the piles' sorted copies, counts and yaku (read-only).
 */
function botViewOf(state: MushiState, seat: number): MushiView {
  const pending = state.current.pending.length > 0 ? state.current.pending : undefined;
  const five = state.options.five_lights;
  const p0 = pileShown(state.captured[0]!, state.turn === 0 ? pending : undefined, five);
  const p1 = pileShown(state.captured[1]!, state.turn === 1 ? pending : undefined, five);
  const hands = state.hands;
  const v: MushiView = {
    seat,
    phase: state.phase,
    turn: state.turn,
    actors: roundActors(state.phase, state.turn, 2),
    round: state.round,
    rounds: state.options.rounds,
    dealer: state.dealer,
    hand: sortedHand(hands[seat]!),
    handCounts: [hands[0]!.length, hands[1]!.length],
    field: sharedFieldView(state.field),
    stockCount: state.stock.length,
    pending: state.current.pending,
    placements: state.current.placements,
    totals: state.totals,
    events: state.events,
    game: 'mushi',
    redeals: state.redeals,
    misdeals: state.misdeals,
    opponentHandCount: hands[OTHER(seat)]!.length,
    captured: [p0.sorted, p1.sorted],
    classCounts: [p0.classCounts, p1.classCounts],
    points: [p0.points, p1.points],
    yaku: [p0.yaku, p1.yaku],
    yakuTotals: [p0.total, p1.total],
    standing: [(p0.points - p1.points) / 2 + p0.total - p1.total, (p1.points - p0.points) / 2 + p1.total - p0.total],
    history: summaries(state.history),
    options: state.options,
  };
  const choice = state.current.choice;
  if (choice) {
    v.choice = {
      card: choice.card,
      source: choice.source,
      targets: choice.targets,
      lightning: !!state.lightningChoice,
    };
    if (choice.source === 'draw') v.drawn = choice.card;
  }
  if (state.lastTurn) v.lastTurn = state.lastTurn;
  if (state.phase === 'dealer-draw' && state.dealerDraw) v.dealerDraw = state.dealerDraw;
  const last = state.history[state.history.length - 1];
  if (last && (state.phase === 'round-over' || state.phase === 'match-over')) v.lastRound = last;
  if (state.lightning) v.lightning = state.lightning;
  return v;
}

// ---------------------------------------------------------------- the contract

/** The Mushi engine. */
export const mushi = hanaGame<MushiState, MushiMove, MushiOptions, MushiView>({
  id: 'mushi',
  title: 'Mushi',
  players: { min: 2, max: 2 },
  options: mushiOptionsSpec,
  deck: MUSHI_DECK,
  initial(_init, options) {
    return {
      options,
      redeals: 0,
      misdeals: [],
      lightningChoice: undefined,
      lightning: undefined,
    };
  },
  turn: TURN,
  startRound,
  dealt: (s) => ({
    kind: 'deal',
    seat: s.dealer,
    data: { round: s.round, redeals: s.redeals, misdeals: s.misdeals.map(misdealCode) },
  }),
  nextDealer: nextMushiDealer,
  legal: (state, seat) => turnMoves(state, state.hands[seat]!) ?? [],
  view: viewOf,
  botView: botViewOf,
});

/**
 * Which field cards a hand card takes or offers (the table's hints): Mushi's own capture rules,
 * so the Lightning lights every card but the plain Willows and offers them as a choice.
 */
export function mushiHandHint(card: string, field: Field): HandTargets {
  return handTargets(card, field, MUSHI_RULES);
}
