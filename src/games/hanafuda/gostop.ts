/**
 * Go-Stop (docs/rulings/hanafuda.md §5): two or three players capture by month; whoever reaches the stop
 * minimum may stop and collect from every opponent, or call "go" and play on for more at the
 * risk of paying double (go-bak). Shaking, bombs, ppuk, ttadak, jjok, sweeps and chaff stealing
 * follow the Korean game; the seed's own departures are the defaults, each with a toggle.
 *
 * A turn is split into moves: (shake …) → play | bomb | draw-only → (capture, on two matches) →
 * draw → (capture) [→ draw → (capture) after a bomb] → (go | stop, when the score allows).
 */
import type { Game, RoundName, RoundResult, SetupInit, Status } from '../../engine/types.ts';
import { lastStatus } from '../../engine/tally.ts';
import { seatsRefusal } from '../../engine/refusals.ts';
import { IllegalMoveError } from '../../engine/types.ts';
import { checkStackedDeck, without } from '../../engine/deck.ts';
import { checkOptions, declareOptions, refusalValue } from '../../engine/options.ts';
import { cardInfo, cardOrder, HANAFUDA_DECK, monthOf, sortByClass } from './cards.ts';
import {
  replaced,
  setViewTail,
  playMove,
  type HanaGameState,
  type HanaView,
  viewHead,
  type HanaPhase,
  type HanaTurnMove,
  type FieldPileView,
  seatsFrom,
  copyRoundRecord,
  joined,
  isActor,
  roundActors,
  turnRefusal,
  fullGate,
} from './round.ts';
import { describeGoStopMove, describeTurnMove } from './words.ts';
import { copyEvents, type GameEvent } from './events.ts';
import {
  isJjok,
  isPpuk,
  isSweep,
  isTtadak,
  SAME_MONTH,
  type Field,
  type Placement,
  type TurnCaptures,
} from './capture.ts';
import { findYaku, goStopBestTotal, goStopPackedTotal, GS_A, GS_B, yakuTotal, type Yaku } from './yaku.ts';
import { drawForDealer, fieldCards, handTargets, type HandTargets } from './capture.ts';
import { rngFromSeed, shuffle } from '../../engine/rng.ts';
import {
  appendedAt,
  AT,
  ID,
  idsOf,
  joinedAt,
  joinedIds,
  monthAt,
  NO_CARDS,
  NO_IDS,
  NO_PLACEMENTS,
  POSITIONS,
  positionsOf,
  shownIds,
  sortedAt,
  fieldPiles,
  layFlat,
  onFieldOf,
  placeOnField,
  takeChosen,
  targetsAt,
  withoutAt,
} from './positions.ts';
import {
  drawMultiplier,
  goStopDangers,
  goStopMultipliers,
  goStopYaku,
  goStopYakuOptions,
  pileCounts,
  presidentScores,
  settleStop,
  stopMinimum,
  winnerMultipliers,
  type GoStopDanger,
  type GoStopMultiplier,
  type GoStopPileCounts,
  type GoStopPayment,
  type GoStopSettlement,
} from './gostop-scoring.ts';

// ---------------------------------------------------------------- options

/** What gos pay the winner: see `GoStopOptions.go_scale` and `goScale`. */
export type GoScale = 'plus-and-double' | 'double-only' | 'plus-two-then-double';

/** Go-Stop options (docs/rulings/hanafuda.md §5 and §9). */
export interface GoStopOptions {
  /** Boar-Deer-Butterfly scores 5 (seed only; Korean Go-Stop has no such yaku). */
  bdb: boolean;
  /** The stop minimum with two players: 3 (seed) or 7 (Korean Matgo). Three players always stop at 3. */
  stop_minimum_2p: 3 | 7;
  /** After a bomb: draw and play two stock cards at once (seed), or two later draw-only turns (Korean). */
  bomb_draws: 'two-at-once' | 'draw-only-turns';
  /**
   * Pi-bak: fewer than 5 chaff units, none included (seed); or 1–7 units with 2 players, 1–5 with
   * 3 (Korean); or at most 6 or 7 units with any number of players (house rules, rulings G21).
   */
  pi_bak: 'seed' | 'korean' | 6 | 7;
  /** A loser with no chaff at all is never in pi-bak (rulings G21); the Korean thresholds always exempt them. */
  pi_bak_none_exempt: boolean;
  /**
   * Ttadak, jjok and sweeps also steal chaff on the last card (seed); off = Korean rule: on the
   * last card (see `last_card`) they hand over nothing. Full months taken (a bomb, a dealt stack,
   * a ppuk stack, one's own ppuk) steal on every turn either way.
   */
  final_turn_steals: boolean;
  /**
   * Which turn is "the last card", on which no ppuk is made (the player takes all three) and,
   * with `final_turn_steals` off, ttadak, jjok and sweeps steal nothing: the round's final turn
   * (rulings G9, the default) or each player's last turn of the round (Korean services).
   */
  last_card: 'round-final-turn' | 'each-players-last-card';
  /** Chaff each opponent hands over when a player takes back their own ppuk stack: 1 (a full month, rulings G10) or 2 (Korean). */
  self_ppuk_chaff: 1 | 2;
  /**
   * What gos pay the winner (rulings G13; issue 14): 'plus-and-double' = +1 per go, and from the
   * third go ×2, ×4… on top (Korean services; the default); 'double-only' = no point for a go,
   * ×2 from the third go, doubling for each further go (the seed's words). Replaces the old
   * boolean `go_bonus` (false = 'double-only'), which stored matches may still carry.
   */
  go_scale: GoScale;
  /** After a drawn round the next win counts ×2 once, or ×2 per consecutive drawn round. */
  draw_doubles: 'once' | 'stack';
  /** Cap on the stacked drawn-round doubles (nagari): none (default), ×4, ×8 (Pmang) or ×16 (a house rule, rulings G22). */
  nagari_cap: 'none' | 4 | 8 | 16;
  /**
   * The sake cup's role (rulings G23): 'best' = the app counts it the way that pays its owner
   * best (the default); 'owner' = at a stop its owner chooses, a move ('sake-cup').
   */
  sake_cup: 'best' | 'owner';
  /** A ppuk stack or a dealt stack taken with a player's last card steals chaff (default); off: nothing (rulings G24). */
  last_card_stack_steals: boolean;
  /** A stack dealt to the field, taken with its fourth card, steals chaff (default); off: never (rulings G25). */
  dealt_stack_steals: boolean;
  /** Two cards of a month in hand with the other two on the field may bomb (rulings G26); default off. */
  two_card_bomb: boolean;
  /** A triplet may be shaken only while its fourth card is not on the field (rulings G27); default off. */
  shake_off_field: boolean;
  /** Two Presidents dealt to one hand make a drawn round instead of a win (rulings G28); default off. */
  two_presidents_draw: boolean;
  /** Four of a month dealt to the field: redeal (rulings G5, the default) or the dealer wins as with a President (G29). */
  field_four: 'redeal' | 'dealer-wins';
  /** The first dealer: the lowest month drawn (rulings §2, the default) or the highest (G30). */
  first_dealer: 'lowest' | 'highest';
  /** A President won after drawn rounds counts the drawn-round double too (rulings G31); default off. */
  president_after_draw: boolean;
  /** Own ppuk taken back for 2 chaff: a giver who has only double chaff hands over one card (rulings G32); default off. */
  self_ppuk_double_once: boolean;
  /** Four lights with the Rain Man: 4 (seed, Korean) or 3 (variant). */
  rain_four_lights: 4 | 3;
  /** What a dealt President (four of a month) wins from each opponent: 5 (seed) or 7 / 10 (Korean apps). */
  president_points: 5 | 7 | 10;
  /** Match length in rounds (when no target is set). */
  rounds: 3 | 6 | 9 | 12;
  /** Play to a target score instead (0 = off): the match ends after the round in which a total reaches it. */
  target: 0 | 10 | 20 | 50 | 100;
}

/** With a target score, a match still ends after this many rounds (so every match ends). */
export const TARGET_ROUND_CAP = 100;

/** The Korean-standard values of every rule where the seed departs from Korean practice. */
export const KOREAN_STANDARD: Partial<GoStopOptions> = {
  bdb: false,
  stop_minimum_2p: 7,
  bomb_draws: 'draw-only-turns',
  pi_bak: 'korean',
  final_turn_steals: false,
  draw_doubles: 'stack',
  nagari_cap: 8,
  president_points: 7,
  go_scale: 'plus-and-double',
  last_card: 'each-players-last-card',
  self_ppuk_chaff: 2,
};

/** The form's group of house rules (issue 26 §5). */
const HOUSE_RULES = 'House rules';

const choice = <T extends string | number>(values: readonly T[], label: (v: T) => string = String) =>
  values.map((value) => ({ value, label: label(value) }));

/** Presets and per-rule toggles for the new-match screen. */
export const gostopOptionsSpec = declareOptions<GoStopOptions>({
  game: 'Go-Stop',
  // The rulings' defaults (the "Carriage / seed" preset).
  defaults: {
    bdb: true,
    stop_minimum_2p: 3,
    bomb_draws: 'two-at-once',
    pi_bak: 'seed',
    pi_bak_none_exempt: false,
    final_turn_steals: true,
    last_card: 'round-final-turn',
    self_ppuk_chaff: 1,
    go_scale: 'plus-and-double',
    draw_doubles: 'once',
    nagari_cap: 'none',
    rain_four_lights: 4,
    president_points: 5,
    rounds: 12,
    target: 0,
    sake_cup: 'best',
    last_card_stack_steals: true,
    dealt_stack_steals: true,
    two_card_bomb: false,
    shake_off_field: false,
    two_presidents_draw: false,
    field_four: 'redeal',
    first_dealer: 'lowest',
    president_after_draw: false,
    self_ppuk_double_once: false,
  },
  presets: [
    {
      id: 'carriage',
      label: 'Booklet rules',
      description: "The booklet's rules as settled in our rulings.",
      values: {},
    },
    {
      id: 'korean',
      label: 'Korean standard',
      description:
        "As Korean services play it: no Boar-Deer-Butterfly, stop at 7 with two, Korean pi-bak, bomb draw-only turns, no ppuk or steals on each player's last card, own ppuk taken back 2 chaff, draws stack up to ×8, President pays 7.",
      values: KOREAN_STANDARD,
    },
  ],
  options: {
    rounds: {
      label: 'Rounds',
      kind: 'choice',
      help: 'Twelve is usual (Fuda Wiki); 3, 6 or 9 for a shorter match.',
      choices: choice([3, 6, 9, 12] as const),
    },
    target: {
      label: 'Play to a target',
      kind: 'choice',
      help: 'Fuda Wiki: play until someone reaches a score instead of a set number of rounds.',
      choices: choice([0, 10, 20, 50, 100] as const, (v) => (v === 0 ? 'Off' : `${v} points`)),
    },
    bdb: {
      label: 'Boar, Deer, Butterflies',
      kind: 'boolean',
      help: 'Seed: a 5-point yaku. Korean Go-Stop has no such yaku.',
    },
    stop_minimum_2p: {
      label: 'Stop minimum with two players',
      kind: 'choice',
      help: 'Seed: 3. Korean Matgo: 7. Three players always stop at 3.',
      choices: choice([3, 7] as const),
    },
    bomb_draws: {
      label: 'After a bomb',
      kind: 'choice',
      help: 'Seed: draw and play two stock cards at once. Korean: two later turns that only draw.',
      choices: [
        { value: 'two-at-once', label: 'Draw two at once' },
        { value: 'draw-only-turns', label: 'Two draw-only turns' },
      ],
    },
    pi_bak: {
      label: 'Pi-bak (too few chaff)',
      kind: 'choice',
      help: 'Seed: fewer than 5 chaff units, none included. Korean: 1–7 units with two players, 1–5 with three; none is exempt. House rules: 6 or fewer, or 7 or fewer (the Matgo count, Korean wiki "피박") with any number of players.',
      choices: [
        { value: 'seed', label: 'Fewer than 5' },
        { value: 'korean', label: 'Korean thresholds' },
        { value: 6, label: '6 or fewer' },
        { value: 7, label: '7 or fewer' },
      ],
    },
    last_card: {
      label: 'The last card',
      kind: 'choice',
      help: "No ppuk on the last card (you take all three): the round's final turn (rulings), or each player's last turn (Korean).",
      choices: [
        { value: 'round-final-turn', label: "The round's final turn" },
        { value: 'each-players-last-card', label: "Each player's last turn" },
      ],
    },
    final_turn_steals: {
      label: 'Steals on the last card',
      kind: 'boolean',
      help: 'Seed: ttadak, jjok and sweeps steal chaff on every turn. Korean: not on the last card; taking a stack still steals.',
    },
    self_ppuk_chaff: {
      label: 'Own ppuk taken back',
      kind: 'choice',
      help: 'Taking back your own ppuk stack: 1 chaff from each opponent, as any full month (rulings); Korean: 2.',
      choices: choice([1, 2] as const, (v) => `${v} chaff from each`),
    },
    go_scale: {
      label: 'What gos pay',
      kind: 'choice',
      help: 'Korean services: +1 per go, and from the third go ×2, ×4… on top. The seed: no point for a go, only ×2 from the third go. Korean scoring guides ("고스톱 고 점수"): +1 and +2 for the first two gos, then only ×2, ×4….',
      choices: [
        { value: 'plus-and-double', label: '+1 per go, ×2 from the 3rd' },
        { value: 'double-only', label: '×2 from the 3rd go only' },
        { value: 'plus-two-then-double', label: '+1, +2, then ×2 from the 3rd' },
      ],
    },
    draw_doubles: {
      label: 'After drawn rounds',
      kind: 'choice',
      help: 'Seed: a win after a drawn round counts double. Fuda Wiki: consecutive drawn rounds stack.',
      choices: [
        { value: 'once', label: '×2 once' },
        { value: 'stack', label: '×2 per drawn round' },
      ],
    },
    president_points: {
      label: 'President (four of a month dealt)',
      kind: 'choice',
      help: 'Seed: the holder wins the round, 5 from each opponent. Korean apps pay 7 or 10.',
      choices: choice([5, 7, 10] as const),
    },
    nagari_cap: {
      label: 'Cap on stacked drawn-round doubles',
      kind: 'choice',
      help: 'With ×2 per drawn round: no cap (Fuda Wiki), or at most ×8 (Pmang, Korean standard) or ×4; ×16 is a common house rule.',
      choices: choice(['none', 4, 8, 16] as const, (v) => (v === 'none' ? 'No cap' : `×${v}`)),
    },
    rain_four_lights: {
      label: 'Four lights with the Rain Man',
      kind: 'choice',
      help: 'Seed and Korean services: 4. Some play 3.',
      choices: choice([4, 3] as const),
    },
    // ---- House rules (issue 26 §5): every one defaults to the rulings, so old matches replay unchanged.
    pi_bak_none_exempt: {
      label: 'No chaff, no pi-bak',
      kind: 'boolean',
      group: HOUSE_RULES,
      help: 'Korean wiki "피박": a loser with no chaff at all is not in pi-bak. Always so with the Korean thresholds.',
    },
    sake_cup: {
      label: "The sake cup's role",
      kind: 'choice',
      group: HOUSE_RULES,
      help: 'Korean Wikipedia ("고스톱"): the September animal (gukjin) counts as an animal or as double chaff, as its owner says. The app can pick the better for them.',
      choices: [
        { value: 'best', label: 'The app picks the better' },
        { value: 'owner', label: 'Its owner chooses at the stop' },
      ],
    },
    last_card_stack_steals: {
      label: 'A stack taken with the last card steals',
      kind: 'boolean',
      group: HOUSE_RULES,
      help: "Hangame's Matgo guide makes the last card an exception to ppuk; a common house rule goes on: taking a ppuk or dealt stack with your last card steals nothing.",
    },
    dealt_stack_steals: {
      label: 'A dealt stack steals',
      kind: 'boolean',
      group: HOUSE_RULES,
      help: "A common house rule: three of a month dealt to the field are nobody's ppuk, so taking them steals no chaff.",
    },
    two_card_bomb: {
      label: 'Two-card bomb',
      kind: 'boolean',
      group: HOUSE_RULES,
      help: 'A common house rule: two of a month in hand with the other two on the field may bomb (×2, a chaff from each; one draw-only turn with Korean bombs).',
    },
    shake_off_field: {
      label: 'Shake only with the fourth card off the field',
      kind: 'boolean',
      group: HOUSE_RULES,
      help: 'A common house rule: with the fourth card on the field you bomb instead of shaking.',
    },
    two_presidents_draw: {
      label: 'Two Presidents in one hand: a drawn round',
      kind: 'boolean',
      group: HOUSE_RULES,
      help: 'A common house rule (two players: eight of ten cards): nobody wins, and the next win counts the drawn round.',
    },
    field_four: {
      label: 'Four of a month on the field',
      kind: 'choice',
      group: HOUSE_RULES,
      help: 'Fuda Wiki and Korean services redeal; a common house rule gives the dealer the round, paid as a President.',
      choices: [
        { value: 'redeal', label: 'Redeal' },
        { value: 'dealer-wins', label: 'The dealer wins' },
      ],
    },
    first_dealer: {
      label: 'First dealer',
      kind: 'choice',
      group: HOUSE_RULES,
      help: 'Korean custom 밤일낮장: by night the lowest month drawn deals, by day the highest; most Korean apps take the highest (English Wikipedia: the latest month).',
      choices: [
        { value: 'lowest', label: 'Lowest month drawn' },
        { value: 'highest', label: 'Highest month drawn' },
      ],
    },
    president_after_draw: {
      label: 'President doubled after a drawn round',
      kind: 'boolean',
      group: HOUSE_RULES,
      help: 'A common house rule: a President dealt after drawn rounds counts their ×2 too (stacked and capped as set above).',
    },
    self_ppuk_double_once: {
      label: 'Own ppuk: a lone double chaff is enough',
      kind: 'boolean',
      group: HOUSE_RULES,
      help: 'Korean Matgo guides: a giver who has only double chaff hands over that card, worth two; so with 2 chaff for an own ppuk one card is taken.',
    },
  },
  /**
   * Options as stored by older versions: the go scale was the boolean `go_bonus` (before it was a
   * choice). It keeps its meaning, false = 'double-only', true = 'plus-and-double', and is dropped.
   */
  migrate(stored) {
    if (stored.go_scale === undefined && stored.go_bonus !== undefined) {
      if (stored.go_bonus !== true && stored.go_bonus !== false) {
        throw new IllegalMoveError(
          'option-type',
          { option: 'go_bonus', value: refusalValue(stored.go_bonus) },
          `Go-Stop option go_bonus cannot be ${JSON.stringify(stored.go_bonus)}.`,
        );
      }
      stored.go_scale = stored.go_bonus ? 'plus-and-double' : 'double-only';
    }
    delete stored.go_bonus;
  },
});

/** The rulings' defaults (the "Carriage / seed" preset). */
export const GOSTOP_DEFAULTS: GoStopOptions = gostopOptionsSpec.defaults;

// ---------------------------------------------------------------- state and moves

/** Where a round stands. `dealer-draw` shows the first dealer draw before round 1 is dealt. */
export type GoStopPhase = HanaPhase | 'decide' | 'sake-cup';

/** Every Go-Stop move. */
export type GoStopMove =
  | HanaTurnMove
  | { type: 'bomb'; month: number }
  | { type: 'shake'; month: number }
  | { type: 'draw-only' }
  | { type: 'go' }
  | { type: 'stop' }
  /** After a stop, with option `sake_cup` 'owner': the sake cup's owner says how it counts (rulings G23). */
  | { type: 'sake-cup'; as: 'animal' | 'chaff' };

/** Why chaff was handed over at the end of a turn (rulings G10). */
export type StealReason = 'full-month' | 'ttadak' | 'jjok' | 'sweep' | 'self-ppuk';

/** What happened at the end of a turn, in public. */
export interface TurnEvent {
  kind: StealReason | 'ppuk' | 'ppuk-final' | 'bomb';
  month?: number;
  /** The chaff each opponent handed over for this event (no card when they had none); 'self-ppuk' may take two from each. */
  steals?: { from: number; card?: string }[];
}

/** How a round ended. */
export type GoStopOutcome = 'stop' | 'president' | 'draw';

/** A dealt President: four cards of a month in one hand (revealed by month only). */
export interface President {
  seat: number;
  month: number;
  /** The four were dealt to the field and the dealer won (option `field_four` 'dealer-wins'; rulings G29). */
  field?: true;
}

/** A finished round as the score sheet keeps it (no hidden card ids). */
export interface GoStopRoundRecord extends RoundResult {
  round: number;
  name: RoundName;
  /** The round's outcome as data (worded by `words.ts`). */
  events: GameEvent[];
  dealer: number;
  outcome: GoStopOutcome;
  winner?: number;
  settlement?: GoStopSettlement;
  president?: President;
  /** True when the player stopped by itself on their last turn. */
  autoStop?: boolean;
}

/** A shaken (revealed) triplet. */
export interface Shake {
  seat: number;
  month: number;
  cards: string[];
}

/**
 * The state with its cards as ids (`goStopIds`), as the engines before 27 November held it: what
 * the views and the refusals read. The engine's own state (`GoStopState`) holds deck positions.
 */
export interface GoStopIdState extends HanaGameState {
  options: GoStopOptions;
  players: number;
  phase: GoStopPhase;
  /** Redeals of this round (four of a month on the field). */
  redeals: number;
  /** Stock draws still to make this turn (1, or 2 after a bomb with the seed rule). */
  drawsLeft: number;
  /** Ppuk events of the turn in progress (decided when the card is drawn). */
  turnEvents: TurnEvent[];
  /** Korean bombs: draw-only turns each seat still has. */
  drawOnly: number[];
  /** Has each seat made its first play this round (shaking is allowed only before it)? */
  played: boolean[];
  shaken: Shake[];
  bombs: number[];
  /** Ppuk stacks on the field: their month and who made them. */
  ppuks: { month: number; seat: number }[];
  gos: number[];
  /** Each seat's yaku total at its last go. */
  lastGoTotals: number[];
  /** Seats in the order of their first go this round (go-bak liability). */
  goOrder: number[];
  /** Drawn rounds in a row just before this one. */
  drawStreak: number;
  /** A stop waiting for the sake cup's owner to say how it counts (phase 'sake-cup'; rulings G23). */
  pendingStop?: { seat: number; auto: boolean } | undefined;
  /** How the sake cup's owner chose to count it this round (option `sake_cup` 'owner'). */
  sakeCup?: 'animal' | 'chaff' | undefined;
  history: GoStopRoundRecord[];
  /** The last finished turn of this round (public), for the table to replay. */
  lastTurn?: { seat: number; placements: Placement[]; events: TurnEvent[] } | undefined;
}

/**
 * The whole game state (plain JSON), the hands, field, stock and the turn's captures as deck
 * positions (positions.ts: `HANAFUDA_DECK[card]` is the id), the capture piles as ids (what the
 * scoring, the steals and the views read of them). `goStopIds` gives the same state with ids.
 */
export interface GoStopState extends Omit<GoStopIdState, 'hands' | 'field' | 'stock' | 'current'> {
  /** Every hand, in deck order. */
  hands: number[][];
  /**
   * The field's cards, flat (`fieldPiles` gives its piles): a month with three or more cards on the
   * field is one stack (dealt, or a ppuk) and its cards lie together; one or two cards of a month lie
   * each on its own (a month's cards are never both a stack and a single card).
   */
  field: number[];
  /** The stock as dealt (before round 1: the undealt deck), top card first; `stockAt` cards of it are drawn. */
  stock: number[];
  stockAt: number;
  /** This turn's captures, not yet collected. */
  pending: number[];
  /** This turn's placements (a record the table replays, cards by id). */
  placements: Placement[];
  /** The card waiting for a two-match choice (-1: none); its targets are the field's first cards of its month. */
  choice: number;
}

/** A fresh state sharing every value with `s`: every state is made here, so all have one shape (see round.ts). */
function copy(s: GoStopState): GoStopState {
  return {
    options: s.options,
    players: s.players,
    rng: s.rng,
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    dealerDraw: s.dealerDraw,
    redeals: s.redeals,
    hands: s.hands,
    field: s.field,
    stock: s.stock,
    stockAt: s.stockAt,
    captured: s.captured,
    turn: s.turn,
    pending: s.pending,
    placements: s.placements,
    choice: s.choice,
    drawsLeft: s.drawsLeft,
    turnEvents: s.turnEvents,
    drawOnly: s.drawOnly,
    played: s.played,
    shaken: s.shaken,
    bombs: s.bombs,
    ppuks: s.ppuks,
    gos: s.gos,
    lastGoTotals: s.lastGoTotals,
    goOrder: s.goOrder,
    drawStreak: s.drawStreak,
    pendingStop: s.pendingStop,
    sakeCup: s.sakeCup,
    totals: s.totals,
    history: s.history,
    events: s.events,
    lastTurn: s.lastTurn,
  };
}

/** The same state with its cards as ids (what the views and the refusals read; the recorded digests compare it). */
export function goStopIds(s: GoStopState): GoStopIdState {
  const { hands, field, stock, stockAt, pending, placements, choice, ...rest } = s;
  const current: TurnCaptures = { pending: idsOf(pending), placements };
  if (choice >= 0)
    current.choice = {
      card: ID[choice]!,
      source: s.phase === 'choose-hand' ? 'hand' : 'draw',
      targets: idsOf(targetsAt(field, choice)),
    };
  return {
    ...rest,
    hands: hands.map(idsOf),
    field: fieldPiles(field).map(idsOf),
    stock: idsOf(stock.slice(stockAt)),
    current,
  };
}

/** A state with ids (a sampler's) as the engine holds it. */
export function goStopFromIds(s: GoStopIdState): GoStopState {
  const { hands, field, stock, current, ...rest } = s;
  return copy({
    ...rest,
    hands: hands.map(positionsOf),
    field: positionsOf(field.flat()),
    stock: positionsOf(stock),
    stockAt: 0,
    pending: positionsOf(current.pending),
    placements: current.placements,
    choice: current.choice ? cardOrder(current.choice.card) : -1,
  });
}

/** `s` with some fields changed, as a fresh state of the one shape (instead of a spread). */
function changed(s: GoStopState, changes: Partial<GoStopState>): GoStopState {
  return Object.assign(copy(s), changes);
}

// ---------------------------------------------------------------- small helpers

/** A seat's yaku total now (the better reading of the sake cup), counted without building the yaku. */
function goStopYakuTotal(state: GoStopState, seat: number): number {
  return pileTotal(seat, state.captured[seat]!, state.options);
}

/**
 * The packed counts (yaku.ts: `GS_A`, `GS_B` summed) of the capture pile each seat's total was
 * asked for last, kept with that pile (a pile is never changed in place: a capture or a steal
 * makes a new one, so its identity says the counts still hold). A turn's end asks for the mover's
 * total: its pile is the one before plus the turn's captures, so only those are counted
 * (`goStopBestTotal` counted the whole pile every turn).
 */
const PACK_PILES: (readonly string[] | undefined)[] = [undefined, undefined, undefined];
const PACK_A = new Int32Array(3);
const PACK_B = new Int32Array(3);

/**
 * `goStopBestTotal(pile, o.bdb, o.rain_four_lights)` of `seat`'s pile; when `pile` is `before`
 * followed by `added` and `before`'s counts are kept, only `added` is counted. Throws on an unknown card.
 */
function pileTotal(
  seat: number,
  pile: readonly string[],
  o: GoStopOptions,
  before?: readonly string[],
  /** The cards `pile` adds to `before`, as deck positions (the turn's captures). */
  added?: readonly number[],
): number {
  const known = PACK_PILES[seat];
  if (known !== pile) {
    let a = 0;
    let b = 0;
    if (known !== undefined && known === before) {
      a = PACK_A[seat]!;
      b = PACK_B[seat]!;
      for (let j = 0; j < added!.length; j++) {
        a += GS_A[added![j]!]!;
        b += GS_B[added![j]!]!;
      }
    } else
      for (let j = 0; j < pile.length; j++) {
        const k = cardOrder(pile[j]!);
        a += GS_A[k]!;
        b += GS_B[k]!;
      }
    PACK_PILES[seat] = pile;
    PACK_A[seat] = a;
    PACK_B[seat] = b;
  }
  return goStopPackedTotal(PACK_A[seat]!, PACK_B[seat]!, o.bdb, o.rain_four_lights);
}

/** The shaken cards each seat still holds (public since the shake), triplet by triplet. */
function shownInHand(state: GoStopIdState): Shake[] {
  const out: Shake[] = [];
  for (const sh of state.shaken) {
    const hand = state.hands[sh.seat]!;
    const cards = sh.cards.filter((c) => hand.includes(c));
    if (cards.length > 0) out.push({ seat: sh.seat, month: sh.month, cards });
  }
  return out;
}

/** `shownInHand` of the state holding its hands as deck positions. */
function shownInHandAt(state: GoStopState): Shake[] {
  const out: Shake[] = [];
  for (const sh of state.shaken) {
    const hand = state.hands[sh.seat]!;
    const cards = sh.cards.filter((c) => hand.includes(AT[c]!));
    if (cards.length > 0) out.push({ seat: sh.seat, month: sh.month, cards });
  }
  return out;
}

/** Does the seat still have a turn to play (hand cards or draw-only turns)? */
function hasTurnsLeft(state: GoStopState, seat: number): boolean {
  return state.hands[seat]!.length > 0 || state.drawOnly[seat]! > 0;
}

/**
 * Is the turn in progress (its draws done) the last card of `seat` (option `last_card`): the
 * round's final turn (nobody has a turn left after it), or that seat's own last turn?
 */
function isLastCard(state: GoStopState, seat: number): boolean {
  if (state.drawsLeft > 0) return false;
  if (state.options.last_card === 'each-players-last-card') return !hasTurnsLeft(state, seat);
  return state.hands.every((_, s) => !hasTurnsLeft(state, s));
}

/**
 * The options of a match, complete and checked (`checkOptions` with the declaration): a stored
 * `go_bonus` is migrated first (see `gostopOptionsSpec.migrate`).
 */
export function normaliseGoStopOptions(o: Partial<GoStopOptions> | undefined): GoStopOptions {
  return checkOptions(gostopOptionsSpec, o);
}

// ---------------------------------------------------------------- a stop's record (the settlement: gostop-scoring.ts)

/** A loser's penalty double as a detail line (what it adds to `owed`, negative); returns what is owed after it. */
function doubledLine(lines: RoundResult['details'], seat: number, id: string, owed: number): number {
  const factor = 2;
  lines.push({ seat, id, points: -owed * (factor - 1) });
  return owed * factor;
}

/** One detail line per yaku, bonus and multiplier (winner) and per penalty (losers). */
function settlementDetails(s: GoStopSettlement): RoundResult['details'] {
  const w = s.winner;
  const lines: RoundResult['details'] = s.yaku.map((y) => ({ seat: w, id: y.id, points: y.points }));
  if (s.goBonus > 0) lines.push({ seat: w, id: 'go-bonus', points: s.goBonus });
  let running = s.yakuPoints + s.goBonus;
  for (const m of s.multipliers) {
    lines.push({ seat: w, id: m.id, points: running * (m.factor - 1) });
    running *= m.factor;
  }
  for (const p of s.payments) {
    lines.push({ seat: p.seat, id: 'score', points: -s.score });
    let owed = s.score;
    if (p.piBak) owed = doubledLine(lines, p.seat, 'pi-bak', owed);
    if (p.gwangBak) owed = doubledLine(lines, p.seat, 'gwang-bak', owed);
    if (p.covers === undefined && p.coveredBy === undefined && p.goBak)
      owed = doubledLine(lines, p.seat, 'go-bak', owed);
    if (p.covers !== undefined) lines.push({ seat: p.seat, id: 'go-bak', points: -(p.amount - p.owed) });
    if (p.coveredBy !== undefined) lines.push({ seat: p.seat, id: 'go-bak-covered', points: p.owed });
  }
  return lines;
}

/** A loser's penalty doubles, as the stop's event names them ('pi-bak,gwang-bak,go-bak', those that apply). */
function penaltiesOf(p: GoStopPayment): string {
  let why = p.piBak ? 'pi-bak' : '';
  if (p.gwangBak) why = why ? `${why},gwang-bak` : 'gwang-bak';
  if (p.goBak && p.coveredBy === undefined) why = why ? `${why},go-bak` : 'go-bak';
  return why;
}

/** A stop as one event: the winner's yaku, go bonus, multipliers and each loser's payment (the score pad's calculator gives it too). */
export function settlementEvent(s: GoStopSettlement, auto: boolean): GameEvent {
  return {
    kind: 'gostop-score',
    seat: s.winner,
    points: s.score,
    seats: s.payments.map((p) => p.seat),
    data: {
      auto,
      yaku: s.yaku.map((y) => y.id),
      yakuPoints: s.yaku.map((y) => y.points),
      goBonus: s.goBonus,
      base: s.yakuPoints + s.goBonus,
      multipliers: s.multipliers.map((m) => m.id),
      factors: s.multipliers.map((m) => m.factor),
      amounts: s.payments.map((p) => p.amount),
      why: s.payments.map(penaltiesOf),
      coveredBy: s.payments.map((p) => p.coveredBy ?? -1),
    },
  };
}

// ---------------------------------------------------------------- dealing

/** Hand and field sizes (rulings G3): 10/8 with two players, 7/6 with three. */
export function dealSizes(players: number): { hand: number; field: number } {
  return players === 2 ? { hand: 10, field: 8 } : { hand: 7, field: 6 };
}

/** `n` times `value`, in an array of that length (a loop: `fill` is a call into the runtime, and was a deal's costliest line). */
function filled<T>(n: number, value: T): T[] {
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) out[i] = value;
  return out;
}

/** Cards per month (1–12), reused by `firstFullMonth` (cleared before each use). */
const MONTH_COUNT = new Int8Array(13);

/** The first month (1–12) of which `cards[from…to)` hold all four (`fullMonths(ids)[0]`), or 0: one pass, no list. */
function firstFullMonth(cards: readonly number[], from = 0, to = cards.length): number {
  for (let m = 1; m <= 12; m++) MONTH_COUNT[m] = 0;
  let full = 13;
  for (let i = from; i < to; i++) {
    const m = monthAt(cards[i]!);
    if (++MONTH_COUNT[m]! === 4 && m < full) full = m;
  }
  return full === 13 ? 0 : full;
}

/** Every month (1–12) of which `cards` hold all four, in month order (`fullMonths` of their ids). */
function fullMonthsAt(cards: readonly number[]): number[] {
  for (let m = 1; m <= 12; m++) MONTH_COUNT[m] = 0;
  for (let i = 0; i < cards.length; i++) MONTH_COUNT[monthAt(cards[i]!)]!++;
  const out: number[] = [];
  for (let m = 1; m <= 12; m++) if (MONTH_COUNT[m] === 4) out.push(m);
  return out;
}

/** The first President in turn order from the dealer, if any (rulings G4). */
function findPresident(hands: readonly number[][], dealer: number): President | undefined {
  const n = hands.length;
  for (let i = 0; i < n; i++) {
    const seat = (dealer + i) % n;
    const month = firstFullMonth(hands[seat]!);
    if (month > 0) return { seat, month };
  }
  return undefined;
}

/**
 * Deal round `round` with `dealer` on `s`, a fresh copy holding the match-level fields (changed,
 * not copied again): the hands, the field, the stock, from the `stacked` deck if given or else
 * shuffled (the same shuffles as of the ids: the same deals), dealt again while the field holds
 * four of a month (same dealer; rulings G5) unless the dealer wins then (G29).
 */
function dealOn(s: GoStopState, round: number, dealer: number, stacked?: number[]): GoStopState {
  const n = s.players;
  const { hand, field } = dealSizes(n);
  const o = s.options;
  let rng = s.rng;
  let redeals = 0;
  let cards: number[];
  const table = n * hand;
  for (let stack = stacked; ; stack = undefined) {
    if (stack) cards = stack;
    else [cards, rng] = shuffle(rng, POSITIONS);
    if (o.field_four !== 'redeal' || firstFullMonth(cards, table, table + field) === 0) break;
    redeals++;
  }
  const hands = new Array<number[]>(n);
  for (let i = 0; i < n; i++) hands[i] = sortedAt(cards, i * hand, (i + 1) * hand);
  s.redeals = redeals;
  s.drawsLeft = 0;
  s.turnEvents = [];
  s.drawOnly = filled(n, 0);
  s.played = filled(n, false);
  s.shaken = [];
  s.bombs = filled(n, 0);
  s.ppuks = [];
  s.gos = filled(n, 0);
  s.lastGoTotals = filled(n, 0);
  s.goOrder = [];
  s.pendingStop = undefined;
  s.sakeCup = undefined;
  s.rng = rng;
  s.phase = 'play';
  s.round = round;
  s.dealer = dealer;
  s.dealerDraw = undefined;
  s.hands = hands;
  s.field = layFlat(cards, table, table + field);
  s.stock = cards.slice(table + field);
  s.stockAt = 0;
  s.captured = filled(n, NO_IDS);
  s.turn = dealer;
  s.pending = NO_CARDS;
  s.placements = NO_PLACEMENTS;
  s.choice = -1;
  s.lastTurn = undefined;
  const four = o.field_four === 'dealer-wins' ? firstFullMonth(cards, table, table + field) : 0;
  if (four > 0) return endWithPresident(s, { seat: dealer, month: four, field: true });
  if (o.two_presidents_draw) {
    // Two Presidents in one hand: a drawn round (rulings G28).
    for (const seat of seatsFrom(dealer, n)) {
      const months = fullMonthsAt(s.hands[seat]!);
      if (months.length >= 2) return endDrawn(s, { kind: 'two-presidents', seat, data: { months } });
    }
  }
  const president = findPresident(s.hands, dealer);
  return president ? endWithPresident(s, president) : s;
}

// ---------------------------------------------------------------- round endings

function matchOver(state: GoStopState, totals: readonly number[]): boolean {
  const o = state.options;
  if (o.target > 0) return totals.some((t) => t >= o.target) || state.round >= TARGET_ROUND_CAP;
  return state.round >= o.rounds;
}

/** `history` with `record` at the end, in an array of exactly that length. */
function appendedRecord(history: readonly GoStopRoundRecord[], record: GoStopRoundRecord): GoStopRoundRecord[] {
  const out = new Array<GoStopRoundRecord>(history.length + 1);
  for (let i = 0; i < history.length; i++) out[i] = history[i]!;
  out[history.length] = record;
  return out;
}

/** A finished round: `full` is its record (one literal: its number, name and dealer first, as each ending writes it). */
function finishRound(state: GoStopState, full: GoStopRoundRecord): GoStopState {
  const totals = new Array<number>(state.totals.length);
  for (let i = 0; i < totals.length; i++) totals[i] = state.totals[i]! + full.scores[i]!;
  const s = copy(state);
  s.phase = matchOver(state, totals) ? 'match-over' : 'round-over';
  s.totals = totals;
  s.history = appendedRecord(state.history, full);
  return s;
}

function endWithPresident(state: GoStopState, p: President): GoStopState {
  const base = state.options.president_points;
  // A President after drawn rounds counts their double too (option president_after_draw; rulings G31).
  const factor = state.options.president_after_draw ? drawMultiplier(state.options, state.drawStreak) : 1;
  const points = base * factor;
  const losers = seatsFrom(p.seat, state.players).slice(1);
  const scores = presidentScores(state.players, p.seat, points);
  const data: Record<string, number | boolean> = { month: p.month };
  if (p.field) data.field = true;
  if (factor > 1) data.factor = factor;
  return finishRound(state, {
    round: state.round,
    name: { kind: 'round', n: state.round },
    dealer: state.dealer,
    outcome: 'president',
    winner: p.seat,
    president: p,
    scores,
    details: [
      { seat: p.seat, id: 'president', points: base },
      ...(factor > 1 ? [{ seat: p.seat, id: 'after-draw', points: base * (factor - 1) }] : []),
      ...losers.map((l) => ({ seat: l, id: 'score', points: -points })),
    ],
    events: [{ kind: 'president', seat: p.seat, points, data }],
  });
}

function endByStop(state: GoStopState, seat: number, auto: boolean): GoStopState {
  // The sake cup's owner says how it counts before the stop is scored (option sake_cup 'owner'; rulings G23).
  if (state.options.sake_cup === 'owner' && state.sakeCup === undefined) {
    const owner = state.captured.findIndex((pile) => pile.includes('sep-animal'));
    if (owner >= 0) {
      const roles = sakeCupRoles(state, owner, seat);
      if (roles.length > 1) return changed(state, { phase: 'sake-cup', turn: owner, pendingStop: { seat, auto } });
      // The stopper's cup has one reading that reaches the stop minimum: it counts that way.
      return endByStop(changed(state, { sakeCup: roles[0]! }), seat, auto);
    }
  }
  // The winner's pile as the turn's end counted it (`pileTotal`), when it is still that pile.
  const pile = state.captured[seat]!;
  const s = settleStop(state, seat, PACK_PILES[seat] === pile ? { a: PACK_A[seat]!, b: PACK_B[seat]! } : undefined);
  const scores = filled(state.players, 0);
  scores[seat] = s.total;
  for (const p of s.payments) scores[p.seat] = 0 - p.amount;
  const details = settlementDetails(s);
  // The go scale names itself when it took the points of the winner's gos (a 0-point line; issue 14).
  if (state.options.go_scale === 'double-only' && state.gos[seat]! > 0)
    details.splice(s.yaku.length, 0, { seat, id: 'go-scale-double-only', points: 0 });
  if (state.options.go_scale === 'plus-two-then-double' && state.gos[seat]! > 2)
    details.splice(s.yaku.length + 1, 0, { seat, id: 'go-scale-plus-two', points: 0 });
  const record: GoStopRoundRecord = {
    round: state.round,
    name: { kind: 'round', n: state.round },
    dealer: state.dealer,
    outcome: 'stop',
    winner: seat,
    settlement: s,
    scores,
    details,
    events: [settlementEvent(s, auto)],
  };
  if (state.sakeCup !== undefined) {
    const owner = state.captured.findIndex((pile) => pile.includes('sep-animal'));
    record.events.unshift({ kind: 'sake-cup', seat: owner, data: { as: state.sakeCup } });
  }
  if (auto) record.autoStop = true;
  return finishRound(state, record);
}

/** A drawn round; `why` is the event that drew it at the deal (two Presidents in one hand). */
function endDrawn(state: GoStopState, why?: GameEvent): GoStopState {
  const next = state.options.draw_doubles === 'stack' ? drawMultiplier(state.options, state.drawStreak + 1) : 2;
  const drawn: GameEvent = { kind: 'drawn-round', data: { next } };
  return finishRound(state, {
    round: state.round,
    name: { kind: 'round', n: state.round },
    dealer: state.dealer,
    outcome: 'draw',
    scores: filled(state.players, 0),
    details: [],
    events: why ? [why, drawn] : [drawn],
  });
}

// ---------------------------------------------------------------- the turn

/** Go on to the draw phase with `draws` stock cards to turn (none left: the turn ends); `s` is a fresh copy owned by the caller. */
function startDraws(s: GoStopState, draws: number): GoStopState {
  s.drawsLeft = Math.min(draws, s.stock.length - s.stockAt);
  if (s.drawsLeft === 0) return endTurn(s);
  s.phase = 'draw';
  return s;
}

/** The hand's cards of `month`, in hand order. */
function heldOf(hand: readonly number[], month: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < hand.length; i++) if (monthAt(hand[i]!) === month) out.push(hand[i]!);
  return out;
}

/** A bomb: the hand's cards of `month` played at once take the field's cards of that month (rulings G26). */
function bomb(state: GoStopState, seat: number, month: number): GoStopState {
  const cards = heldOf(state.hands[seat]!, month);
  let hand = state.hands[seat]!;
  for (const c of cards) hand = withoutAt(hand, c);
  // The field's cards of the month, pile by pile (`placeBomb`).
  const taken: number[] = [];
  const field: number[] = [];
  for (const c of state.field) {
    if (monthAt(c) === month) taken.push(c);
    else field.push(c);
  }
  const took = idsOf(taken);
  const placement: Placement = {
    card: ID[cards[0]!]!,
    source: 'hand',
    matched: took,
    took,
    also: idsOf(cards.slice(1)),
  };
  const korean = state.options.bomb_draws === 'draw-only-turns';
  const data: Record<string, number | boolean> = { month, korean };
  if (cards.length === 2) data.count = 2;
  const s = copy(state);
  s.hands = replaced(state.hands, seat, hand);
  s.played = replaced(state.played, seat, true);
  s.bombs = replaced(state.bombs, seat, state.bombs[seat]! + 1);
  // A draw-only turn for each hand card the bomb used beyond one (two, or one for a two-card bomb; rulings G26).
  if (korean) s.drawOnly = replaced(state.drawOnly, seat, state.drawOnly[seat]! + cards.length - 1);
  s.field = field;
  s.pending = joinedAt(cards, taken);
  s.placements = [placement];
  s.choice = -1;
  s.turnEvents = [{ kind: 'bomb', month }];
  s.events = [{ kind: 'bomb', seat, cards: took.slice(), data }];
  return startDraws(s, korean ? 1 : 2);
}

function shake(state: GoStopState, seat: number, month: number): GoStopState {
  const cards = idsOf(heldOf(state.hands[seat]!, month));
  const s = copy(state);
  s.shaken = [...state.shaken, { seat, month, cards }];
  s.events = [{ kind: 'shake', seat, cards: cards.slice(), data: { month } }];
  return s;
}

function drawOnlyTurn(state: GoStopState, seat: number): GoStopState {
  const s = copy(state);
  s.drawOnly = replaced(state.drawOnly, seat, state.drawOnly[seat]! - 1);
  s.pending = NO_CARDS;
  s.placements = NO_PLACEMENTS;
  s.choice = -1;
  s.turnEvents = [];
  s.events = [{ kind: 'draw-only', seat }];
  return startDraws(s, 1);
}

/** A field of either spelling: piles of ids (a view's state), or the engine's flat deck positions. */
type AnyField = readonly (readonly string[])[] | readonly number[];

/**
 * Forget ppuk marks whose stack has left the field. Marks are kept through the turn (so the steal
 * step knows whose ppuk was taken) and dropped when it ends.
 */
function dropTakenPpuks(ppuks: GoStopState['ppuks'], field: AnyField): GoStopState['ppuks'] {
  let kept = 0;
  for (let i = 0; i < ppuks.length; i++) if (stackOnField(field, ppuks[i]!.month)) kept++;
  // Nothing dropped: the same list (lists are never changed in place).
  return kept === ppuks.length ? ppuks : ppuks.filter((p) => stackOnField(field, p.month));
}

/** Does the field hold a stack (three or more cards) of `month`? */
function stackOnField(field: AnyField, month: number): boolean {
  if (field.length > 0 && typeof field[0] === 'number') return onFieldOf(field as readonly number[], month) >= 3;
  const piles = field as readonly (readonly string[])[];
  for (let i = 0; i < piles.length; i++) {
    const pile = piles[i]!;
    if (pile.length >= 3 && monthOf(pile[0]!) === month) return true;
  }
  return false;
}

/** The turn's placement of the played hand card, if any. */
function handPlacement(ps: readonly Placement[]): Placement | undefined {
  for (let i = 0; i < ps.length; i++) if (ps[i]!.source === 'hand') return ps[i];
  return undefined;
}

/**
 * The drawn card matches the pair just made: ppuk (the three stay stacked), or on the final turn
 * the player takes all three. `s` is the caller's fresh copy (the card off the stock): changed, not copied again.
 */
function drawPpuk(s: GoStopState, seat: number, hand: Placement, card: number): GoStopState {
  const month = monthAt(card);
  const pairIds = [hand.card, ...hand.took];
  if (isLastCard(s, seat)) {
    s.pending = appendedAt(s.pending, card);
    s.placements = appendedAt(s.placements, { card: ID[card]!, source: 'draw', matched: pairIds, took: pairIds });
    const data = s.options.last_card === 'each-players-last-card' ? { month, scope: 'last-card' } : { month };
    s.turnEvents = [...s.turnEvents, { kind: 'ppuk-final', month }];
    s.events = [{ kind: 'ppuk-final', seat, cards: [ID[card]!], data }];
    return afterDraw(s);
  }
  // `makePpuk`: the pair leaves the turn's captures and lies stacked with the drawn card.
  const pair = positionsOf(pairIds);
  s.pending = s.pending.filter((c) => !pair.includes(c));
  s.field = joinedAt(s.field, [...pair, card]);
  s.placements = appendedAt(s.placements, { card: ID[card]!, source: 'draw', matched: pairIds, took: [] });
  s.turnEvents = [...s.turnEvents, { kind: 'ppuk', month }];
  s.ppuks = [...s.ppuks, { month, seat }];
  s.events = [{ kind: 'ppuk', seat, cards: [ID[card]!], data: { month } }];
  return afterDraw(s);
}

/** After a drawn card is placed: draw again, or end the turn (the state is the caller's fresh copy). */
function afterDraw(state: GoStopState): GoStopState {
  if (state.drawsLeft > 0 && state.stockAt < state.stock.length) {
    state.phase = 'draw';
    return state;
  }
  state.drawsLeft = 0;
  return endTurn(state);
}

/** Why chaff is handed over, and how many from each opponent (1 unless said); a full month taken as a stack says which. */
interface StealCause {
  kind: StealReason;
  month?: number;
  count?: number;
  stack?: 'ppuk' | 'dealt';
}

/** No steal (shared, read-only). */
const NO_STEALS: StealCause[] = [];

/**
 * The steal events of a finished turn (rulings G10), before the last-card rule. A full month that
 * was the player's own ppuk stack is 'self-ppuk' when the option takes 2 chaff for it.
 */
function stealReasons(state: GoStopState, field: readonly number[]): StealCause[] {
  const ps = state.placements;
  const hand = handPlacement(ps);
  let draw: Placement | undefined;
  for (let i = 0; i < ps.length && !draw; i++) if (ps[i]!.source === 'draw') draw = ps[i];
  // Most turns: no month completed, no jjok, no sweep (nothing to hand over). The rest is worked
  // out apart (`stealCauses`), so that this test allocates nothing (no closure context, no list of months).
  const pending = state.pending;
  if ((pending.length < 4 || firstFullMonth(pending) === 0) && !isJjok(hand, draw) && !isSweep(field)) return NO_STEALS;
  return stealCauses(state, field, hand, draw);
}

function stealCauses(
  state: GoStopState,
  field: readonly number[],
  hand: Placement | undefined,
  draw: Placement | undefined,
): StealCause[] {
  const ps = state.placements;
  const ttadak = isTtadak(hand, draw) ? monthOf(hand!.card) : 0;
  const seat = state.turn;
  // Ppuk marks still kept whose stack is gone: taken this turn; the mark says whose ppuk it was.
  const ownTaken = (month: number) =>
    state.ppuks.some((p) => p.month === month && p.seat === seat && !stackOnField(field, month));
  // A full month taken as a stack: a ppuk stack (its mark is still kept) or one dealt to the field.
  const stackOf = (month: number): StealCause['stack'] => {
    if (!ps.some((p) => p.took.length === 3 && monthOf(p.took[0]!) === month)) return undefined;
    return state.ppuks.some((p) => p.month === month) ? 'ppuk' : 'dealt';
  };
  const out: StealCause[] = (state.pending.length < 4 ? [] : fullMonthsAt(state.pending)).map((month): StealCause => {
    if (month === ttadak) return { kind: 'ttadak', month };
    const stack = stackOf(month);
    const cause: StealCause =
      state.options.self_ppuk_chaff === 2 && ownTaken(month)
        ? { kind: 'self-ppuk', month, count: 2 }
        : { kind: 'full-month', month };
    if (stack) cause.stack = stack;
    return cause;
  });
  if (isJjok(hand, draw)) out.push({ kind: 'jjok', month: monthOf(hand!.card) });
  if (isSweep(field)) out.push({ kind: 'sweep' });
  return out;
}

/**
 * The chaff a giver hands over: a 1-unit chaff, else a 2-unit one, never the sake cup (the first in
 * deck order of its kind). One pass over the pile, its chaff units read from yaku.ts's `GS_B` lanes.
 */
export function chaffToGive(pile: readonly string[]): string | undefined {
  let single: string | undefined;
  let singleAt = 99;
  let double: string | undefined;
  let doubleAt = 99;
  for (let i = 0; i < pile.length; i++) {
    const k = cardOrder(pile[i]!);
    const units = (GS_B[k]! >> 20) & 31;
    if (units === 1 && k < singleAt) {
      single = pile[i];
      singleAt = k;
    } else if (units === 2 && k < doubleAt) {
      double = pile[i];
      doubleAt = k;
    }
  }
  return single ?? double;
}

/**
 * Hand over one chaff (or `count`) from each opponent per event; returns the events with what was
 * given. With `doubleOnce` (option self_ppuk_double_once; rulings G32) a giver whose first card
 * handed over is a double chaff (they had no single one) gives no more for that event.
 */
function applySteals(captured: string[][], seat: number, reasons: StealCause[], doubleOnce: boolean): TurnEvent[] {
  const n = captured.length;
  const out = new Array<TurnEvent>(reasons.length);
  for (let x = 0; x < reasons.length; x++) {
    const r = reasons[x]!;
    const count = r.count ?? 1;
    const steals: { from: number; card?: string }[] = [];
    // The opponents in turn order after the seat.
    for (let o = 1; o < n; o++) {
      const from = (seat + o) % n;
      for (let i = 0; i < count; i++) {
        const card = chaffToGive(captured[from]!);
        if (!card) {
          steals.push({ from });
          continue;
        }
        captured[from] = without(captured[from]!, card, 'that pile');
        captured[seat] = joined(captured[seat]!, [card]);
        steals.push({ from, card });
        if (doubleOnce && i === 0 && cardInfo(card).roles.includes('double-chaff')) break;
      }
    }
    out[x] = r.month === undefined ? { kind: r.kind, steals } : { kind: r.kind, month: r.month, steals };
  }
  return out;
}

/** A steal as an event: the reason, the seats that gave a chaff and (own ppuk) how many each gave. */
function stealEvent(seat: number, e: TurnEvent): GameEvent {
  const data: Record<string, string | number | number[]> = { reason: e.kind };
  if (e.month !== undefined) data.month = e.month;
  const givers = (e.steals ?? []).filter((x) => x.card).map((x) => x.from);
  const seats = givers.filter((s, i) => givers.indexOf(s) === i);
  if (e.kind === 'self-ppuk') data.given = seats.map((s) => givers.filter((g) => g === s).length);
  return { kind: 'steal', seat, seats, data };
}

/**
 * A steal the last-card rule cancelled (ttadak, jjok, sweep), or a stack taken that steals
 * nothing (a dealt stack, or a stack on the last card: rulings G24, G25), as an event.
 */
function noStealEvent(seat: number, r: StealCause, scope: GoStopOptions['last_card'] | 'dealt'): GameEvent {
  const data: Record<string, string | number> = {
    reason: r.kind,
    scope: scope === 'dealt' ? 'dealt' : scope === 'each-players-last-card' ? 'last-card' : 'final-turn',
  };
  if (r.month !== undefined) data.month = r.month;
  if (r.stack) data.stack = r.stack;
  return { kind: 'no-steal', seat, data };
}

/** No turn events (shared, read-only: most turns have none). */
const NO_TURN_EVENTS: TurnEvent[] = [];

/**
 * Collect the turn's captures, hand over stolen chaff, then offer go/stop, stop by itself, or pass
 * the turn. `s` is the caller's fresh copy (see `TurnRules.endTurn`): it is changed, not copied again.
 */
function endTurn(s: GoStopState): GoStopState {
  const seat = s.turn;
  const placements = s.placements;
  const o = s.options;
  const before = s.captured[seat]!;
  const added = s.pending;
  if (added.length > 0) s.captured = replaced(s.captured, seat, joinedIds(before, added));
  const after = s.captured[seat]!;
  const reasons = stealReasons(s, s.field);
  // `handOver` sets the piles and the move's events, apart (its closure's context is made only on a turn that steals).
  const events = reasons.length > 0 ? handOver(s, seat, reasons) : s.turnEvents;
  s.lastTurn = { seat, placements, events };
  if (s.ppuks.length) s.ppuks = dropTakenPpuks(s.ppuks, s.field);
  s.pending = NO_CARDS;
  s.placements = NO_PLACEMENTS;
  s.drawsLeft = 0;
  s.turnEvents = NO_TURN_EVENTS;
  // The mover's pile is `before` and the turn's captures, unless a steal has added a chaff since.
  const pile = s.captured[seat]!;
  const total = pile === after ? pileTotal(seat, pile, o, before, added) : pileTotal(seat, pile, o);
  const eligible = total >= stopMinimum(o, s.players) && (s.gos[seat] === 0 || total > s.lastGoTotals[seat]!);
  if (!eligible) return passTurn(s);
  if (!hasTurnsLeft(s, seat)) {
    s.events = [...s.events, { kind: 'stop', seat, data: { why: 'no-turn' } }];
    return endByStop(s, seat, true);
  }
  s.phase = 'decide';
  return s;
}

/**
 * Hand over the chaff a turn's `reasons` steal, on `s` (the caller's fresh copy, its piles already
 * holding the turn's captures): the piles and the move's events changed; returns the turn's events.
 */
function handOver(s: GoStopState, seat: number, reasons: StealCause[]): TurnEvent[] {
  const o = s.options;
  let captured = s.captured;
  let events = s.turnEvents;
  // The last card (option last_card) with steals off: ttadak, jjok and sweeps hand over nothing; full months still steal,
  // unless taken as a stack that the house rules let steal nothing (options dealt_stack_steals, last_card_stack_steals).
  const last = isLastCard(s, seat);
  // Each reason once: it steals, or a rule denies it (and says which).
  const kept: StealCause[] = [];
  const denied: GameEvent[] = [];
  for (let i = 0; i < reasons.length; i++) {
    const r = reasons[i]!;
    let by: GoStopOptions['last_card'] | 'dealt' | undefined;
    if (r.stack === 'dealt' && !o.dealt_stack_steals) by = 'dealt';
    else if (r.stack && last && !o.last_card_stack_steals) by = o.last_card;
    else if (r.kind !== 'full-month' && r.kind !== 'self-ppuk' && last && !o.final_turn_steals) by = o.last_card;
    if (by === undefined) kept.push(r);
    else denied.push(noStealEvent(seat, r, by));
  }
  if (kept.length === 0 && denied.length === 0) return events;
  if (kept.length) captured = captured.slice();
  const steals = kept.length ? applySteals(captured, seat, kept, o.self_ppuk_double_once) : NO_TURN_EVENTS;
  if (steals.length) events = joined(events, steals);
  const moveEvents = new Array<GameEvent>(s.events.length + steals.length + denied.length);
  let at = 0;
  for (let i = 0; i < s.events.length; i++) moveEvents[at++] = s.events[i]!;
  for (let i = 0; i < steals.length; i++) moveEvents[at++] = stealEvent(seat, steals[i]!);
  for (let i = 0; i < denied.length; i++) moveEvents[at++] = denied[i]!;
  s.events = moveEvents;
  s.captured = captured;
  return events;
}

/** Pass the turn to the next seat with something to play (the state is the caller's fresh copy), or end a drawn round. */
function passTurn(state: GoStopState): GoStopState {
  // The seats after this one in turn order, then this one.
  let next = -1;
  for (let i = 1; i <= state.players && next < 0; i++) {
    const s = (state.turn + i) % state.players;
    if (hasTurnsLeft(state, s)) next = s;
  }
  if (next < 0) return endDrawn(state);
  state.phase = 'play';
  state.turn = next;
  return state;
}

/**
 * The roles the sake cup's `owner` may choose at a stop by `stopper` (rulings G23): either; but
 * the stopper keeps only a reading whose yaku reach the stop minimum (the stop was made on it).
 */
function sakeCupRoles(state: GoStopState, owner: number, stopper: number): ('animal' | 'chaff')[] {
  if (owner !== stopper) return ['animal', 'chaff'];
  const pile = state.captured[owner]!;
  const min = stopMinimum(state.options, state.players);
  const o = goStopYakuOptions(state.options);
  const reaches = (sake_cup: 'animal' | 'chaff') => yakuTotal(findYaku('gostop', pile, { ...o, sake_cup })) >= min;
  const roles = (['animal', 'chaff'] as const).filter(reaches);
  return roles.length > 0 ? roles : ['animal', 'chaff'];
}

/** The sake cup's owner says how it counts; the waiting stop is then scored (rulings G23). */
function chooseSakeCup(state: GoStopState, seat: number, as: 'animal' | 'chaff'): GoStopState {
  const stop = state.pendingStop!;
  const s = changed(state, {
    sakeCup: as,
    pendingStop: undefined,
    turn: stop.seat,
    events: [{ kind: 'sake-cup', seat, data: { as } }],
  });
  return endByStop(s, stop.seat, stop.auto);
}

function callGo(state: GoStopState, seat: number): GoStopState {
  const s = copy(state);
  s.gos = replaced(state.gos, seat, state.gos[seat]! + 1);
  s.lastGoTotals = replaced(state.lastGoTotals, seat, goStopYakuTotal(state, seat));
  if (!state.goOrder.includes(seat)) s.goOrder = joined(state.goOrder, [seat]);
  s.events = [{ kind: 'go', seat, data: { count: s.gos[seat]! } }];
  return passTurn(s);
}

// ---------------------------------------------------------------- the view

/** One pile of the field as the table shows it. */
export interface GoStopPileView extends FieldPileView {
  /** The seat whose ppuk made this stack, if it is one. */
  ppukBy?: number;
}

/** What one seat may know, everything a table UI needs (no hidden card ids, no RNG). */
export interface GoStopView extends HanaView {
  game: 'gostop';
  players: number;
  phase: GoStopPhase;
  /** Match length in rounds (with a target: the round cap). */
  rounds: number;
  /** Target score, 0 when the match is played over a set number of rounds. */
  target: number;
  redeals: number;
  /** Draw-only turns each seat still has (Korean bombs). */
  drawOnly: number[];
  field: GoStopPileView[];
  /** Ppuk stacks taken in the turn in progress, with who made them (the steal step still needs them). */
  ppuksTaken: { month: number; seat: number }[];
  /** Stock cards still to turn this turn (2 right after a seed-rule bomb). */
  drawsLeft: number;
  lastTurn?: { seat: number; placements: Placement[]; events: TurnEvent[] };
  /** Every capture pile, sorted by class. */
  captured: string[][];
  counts: GoStopPileCounts[];
  yaku: Yaku[][];
  yakuTotals: number[];
  stopMinimum: number;
  gos: number[];
  /** Each seat's yaku total at its last go (the next decision needs more). */
  lastGoTotals: number[];
  shaken: Shake[];
  /** The shaken cards each seat still holds, shown to everyone (empty triplets left out). */
  shownInHand: Shake[];
  bombs: number[];
  /** The multipliers each seat's win would get now. */
  multipliers: GoStopMultiplier[][];
  /** What stopping now would pay, for each seat at or above the stop minimum (null otherwise). */
  stopNow: (GoStopSettlement | null)[];
  /** The penalty doubles each seat would pay if another stopped now (`goStopDangers`). */
  dangers: GoStopDanger[][];
  /** The multiplier this round carries from drawn rounds before it. */
  drawMultiplier: number;
  history: GoStopRoundRecord[];
  /** The round just finished, while it is shown. */
  lastRound?: GoStopRoundRecord;
  /**
   * Phase 'sake-cup': who stopped, who owns the sake cup (the seat to choose) and what the stop
   * pays with the cup counted each way (rulings G23).
   */
  sakeCupChoice?: { stopper: number; owner: number; animal: GoStopSettlement; chaff: GoStopSettlement };
  options: GoStopOptions;
}

const copyEvent = (e: TurnEvent): TurnEvent => ({
  ...e,
  ...(e.steals ? { steals: e.steals.map((x) => ({ ...x })) } : {}),
});

function copySettlement(s: GoStopSettlement): GoStopSettlement {
  return {
    ...s,
    yaku: s.yaku.map((y) => ({ ...y })),
    multipliers: s.multipliers.map((m) => ({ ...m })),
    payments: s.payments.map((p) => ({ ...p })),
  };
}

function copyRecord(h: GoStopRoundRecord): GoStopRoundRecord {
  const out = copyRoundRecord(h);
  if (h.settlement) out.settlement = copySettlement(h.settlement);
  if (h.president) out.president = { ...h.president };
  return out;
}

function isRoundPhase(phase: GoStopPhase): boolean {
  return phase !== 'dealer-draw' && phase !== 'round-over' && phase !== 'match-over';
}

/** The sake cup's question to its owner, while a stop waits on it: what the stop pays either way. */
function sakeCupChoiceOf(state: GoStopIdState | GoStopState): GoStopView['sakeCupChoice'] {
  if (state.phase !== 'sake-cup' || !state.pendingStop) return undefined;
  const stopper = state.pendingStop.seat;
  return {
    stopper,
    owner: state.turn,
    animal: settleStop({ ...state, sakeCup: 'animal' }, stopper),
    chaff: settleStop({ ...state, sakeCup: 'chaff' }, stopper),
  };
}
function viewOf(state: GoStopIdState, seat: number): GoStopView {
  const seats = state.hands.map((_, i) => i);
  const yaku = seats.map((s) => goStopYaku(state, s));
  const yakuTotals = yaku.map(yakuTotal);
  const multipliers = seats.map((s) => goStopMultipliers(state, s));
  const min = stopMinimum(state.options, state.players);
  const live = isRoundPhase(state.phase);
  const v: GoStopView = {
    ...viewHead(state, seat, state.options.target > 0 ? TARGET_ROUND_CAP : state.options.rounds),
    game: 'gostop',
    players: state.players,
    target: state.options.target,
    redeals: state.redeals,
    drawOnly: state.drawOnly.slice(),
    ppuksTaken: state.ppuks.filter((p) => !dropTakenPpuks([p], state.field).length).map((p) => ({ ...p })),
    drawsLeft: state.drawsLeft,
    captured: state.captured.map((c) => sortByClass(c)),
    counts: state.captured.map(pileCounts),
    yaku,
    yakuTotals,
    stopMinimum: min,
    gos: state.gos.slice(),
    lastGoTotals: state.lastGoTotals.slice(),
    shaken: state.shaken.map((s) => ({ ...s, cards: s.cards.slice() })),
    shownInHand: shownInHand(state),
    bombs: state.bombs.slice(),
    multipliers,
    dangers: seats.map((s) => goStopDangers(s, state.captured, yaku, multipliers, state.options)),
    stopNow: seats.map((s) => (live && yakuTotals[s]! >= min ? settleStop(state, s) : null)),
    drawMultiplier: drawMultiplier(state.options, state.drawStreak),
    history: state.history.map(copyRecord),
    options: { ...state.options },
  };
  setViewTail(v, state, copyRecord);
  const cup = sakeCupChoiceOf(state);
  if (cup) v.sakeCupChoice = cup;
  for (const pile of v.field) {
    const by = state.ppuks.find((x) => pile.stacked && monthOf(pile.cards[0]!) === x.month);
    if (by) pile.ppukBy = by.seat;
  }
  if (state.lastTurn)
    v.lastTurn = {
      seat: state.lastTurn.seat,
      placements: v.lastTurn!.placements,
      events: state.lastTurn.events.map(copyEvent),
    };
  return v;
}

/** Per capture pile (piles are never changed in place, a new array replaces one): what every view works out of it. */
interface PileFacts {
  pile: readonly string[];
  options: GoStopOptions;
  sorted: string[];
  /** The yaku total (the better reading of the sake cup). */
  total: number;
  /** Worked out when a view's reader first asks (Normal reads none of them). */
  counts?: GoStopPileCounts;
  yaku?: Yaku[];
  /** How the multipliers count the sake cup (an animal also when the pile has none: `goStopMultipliers`). */
  cupAsAnimal?: boolean;
}

const factCounts = (f: PileFacts) => (f.counts ??= pileCounts(f.pile));

/**
 * A pile's yaku as `goStopYaku` finds them (the sake cup read the better way: as chaff only when
 * that totals more), and how the multipliers count the cup (`sakeCupAsAnimal`: an animal unless
 * chaff totals more): both from the two readings, each found once.
 */
function factYaku(f: PileFacts): Yaku[] {
  if (f.yaku) return f.yaku;
  const o = goStopYakuOptions(f.options);
  if (!f.pile.includes('sep-animal')) {
    f.cupAsAnimal = true;
    f.yaku = findYaku('gostop', f.pile, o);
    return f.yaku;
  }
  const asAnimal = findYaku('gostop', f.pile, { ...o, sake_cup: 'animal' });
  const asChaff = findYaku('gostop', f.pile, { ...o, sake_cup: 'chaff' });
  const chaffBetter = yakuTotal(asChaff) > yakuTotal(asAnimal);
  f.cupAsAnimal = !chaffBetter;
  f.yaku = chaffBetter ? asChaff : asAnimal;
  return f.yaku;
}

const factCupAsAnimal = (f: PileFacts): boolean => {
  if (f.cupAsAnimal === undefined) factYaku(f);
  return f.cupAsAnimal!;
};

/**
 * `PileFacts` of the piles seen last (a rollout's piles, its sample's), shared read-only by the
 * views `botViewOf` builds: a few slots, found by the pile's identity (a WeakMap made the garbage
 * collector's work grow).
 */
const FACTS_SLOTS = 12;
const FACTS_PILES = new Array<readonly string[] | undefined>(FACTS_SLOTS).fill(undefined);
const FACTS = new Array<PileFacts | undefined>(FACTS_SLOTS).fill(undefined);
let factsNext = 0;

function pileFacts(state: GoStopState, seat: number): PileFacts {
  const pile = state.captured[seat]!;
  for (let i = 0; i < FACTS_SLOTS; i++)
    if (FACTS_PILES[i] === pile) {
      const known = FACTS[i]!;
      if (known.options === state.options) return known;
    }
  const o = state.options;
  const facts: PileFacts = {
    pile,
    options: o,
    sorted: sortByClass(pile),
    total: goStopBestTotal(pile, o.bdb, o.rain_four_lights),
  };
  FACTS_PILES[factsNext] = pile;
  FACTS[factsNext] = facts;
  factsNext = (factsNext + 1) % FACTS_SLOTS;
  return facts;
}

/** Is a hand in deck order (hands are dealt sorted and only lose cards)? */
function _inDeckOrder(hand: readonly string[]): boolean {
  for (let i = 0, prev = -1; i < hand.length; i++) {
    const k = cardOrder(hand[i]!);
    if (k < prev) return false;
    prev = k;
  }
  return true;
}

/** The last field a bot's view showed, and its piles, as positions and as ids (a field is never changed in place). */
let lastField: readonly number[] | undefined;
let lastFieldShown: { piles: number[][]; ids: string[][] } = { piles: [], ids: [] };

function fieldIds(field: readonly number[]): { piles: number[][]; ids: string[][] } {
  if (field !== lastField) {
    const piles = fieldPiles(field);
    lastField = field;
    lastFieldShown = { piles, ids: piles.map(idsOf) };
  }
  return lastFieldShown;
}

/**
 * The view for the bots' rollouts (the contract's `botView`): the same data as `viewOf`, but its
 * arrays and records are the state's own (read-only) and the capture piles' facts are cached per
 * pile. Between rounds (never in a rollout) it is the view itself.
 */
function botViewOf(state: GoStopState, seat: number): GoStopView {
  if (!isRoundPhase(state.phase)) return viewOf(goStopIds(state), seat);
  const n = state.hands.length;
  const facts = state.captured.map((_, s) => pileFacts(state, s));
  const yaku = facts.map(factYaku);
  const multipliers = facts.map((f, s) => winnerMultipliers(state, s, factCupAsAnimal(f)));
  const min = stopMinimum(state.options, state.players);
  const hand = state.hands[seat]!;
  const handCounts = new Array<number>(n);
  for (let i = 0; i < n; i++) handCounts[i] = state.hands[i]!.length;
  let ppuksTaken = state.ppuks as GoStopState['ppuks'];
  if (ppuksTaken.length > 0) ppuksTaken = state.ppuks.filter((p) => !dropTakenPpuks([p], state.field).length);
  const shown = fieldIds(state.field);
  const field: GoStopPileView[] = shown.piles.map((p, i) => {
    const pile: GoStopPileView = { cards: shown.ids[i]!, stacked: p.length >= 3 };
    if (pile.stacked && state.ppuks.length > 0) {
      const month = monthAt(p[0]!);
      const by = state.ppuks.find((x) => month === x.month);
      if (by) pile.ppukBy = by.seat;
    }
    return pile;
  });
  const v: GoStopView = {
    seat,
    phase: state.phase,
    turn: state.turn,
    actors: [state.turn],
    round: state.round,
    rounds: state.options.target > 0 ? TARGET_ROUND_CAP : state.options.rounds,
    dealer: state.dealer,
    hand: shownIds(hand, true),
    handCounts,
    field,
    stockCount: state.stock.length - state.stockAt,
    pending: shownIds(state.pending, false),
    placements: state.placements,
    totals: state.totals,
    events: state.events,
    game: 'gostop',
    players: state.players,
    target: state.options.target,
    redeals: state.redeals,
    drawOnly: state.drawOnly,
    ppuksTaken,
    drawsLeft: state.drawsLeft,
    captured: facts.map((f) => f.sorted),
    counts: facts.map(factCounts),
    yaku,
    yakuTotals: facts.map((f) => f.total),
    stopMinimum: min,
    gos: state.gos,
    lastGoTotals: state.lastGoTotals,
    shaken: state.shaken,
    shownInHand: state.shaken.length > 0 ? shownInHandAt(state) : [],
    bombs: state.bombs,
    multipliers,
    dangers: facts.map((_, s) => goStopDangers(s, state.captured, yaku, multipliers, state.options)),
    stopNow: facts.map((f, s) => (f.total >= min ? settleStop(state, s) : null)),
    drawMultiplier: drawMultiplier(state.options, state.drawStreak),
    history: state.history,
    options: state.options,
  };
  if (state.choice >= 0) {
    const card = ID[state.choice]!;
    const source = state.phase === 'choose-hand' ? 'hand' : 'draw';
    v.choice = { card, source, targets: idsOf(targetsAt(state.field, state.choice)) };
    if (source === 'draw') v.drawn = card;
  }
  if (state.lastTurn) v.lastTurn = state.lastTurn;
  const cup = sakeCupChoiceOf(state);
  if (cup) v.sakeCupChoice = cup;
  return v;
}

// ---------------------------------------------------------------- the contract

/** Cards held per month (1–12) and field cards per month, reused by `playPhaseMoves` (cleared before each use). */
const HELD = new Int8Array(13);
const ON_FIELD = new Int8Array(13);

/** Shared, frozen bomb and shake moves, one per month (as round.ts shares its play moves): most triplets are offered both. */
const BOMB_MOVES: GoStopMove[] = [];
const SHAKE_MOVES: GoStopMove[] = [];
for (let m = 0; m <= 12; m++) {
  BOMB_MOVES.push(Object.freeze({ type: 'bomb', month: m }));
  SHAKE_MOVES.push(Object.freeze({ type: 'shake', month: m }));
}
/** round.ts's shared play move of each card, by deck order (`cardOrder`): read by index, not by id. */
const PLAY_BY_ORDER: GoStopMove[] = [];
for (const id of HANAFUDA_DECK) PLAY_BY_ORDER[cardOrder(id)] = playMove(id);
const DRAW_ONLY_MOVE: GoStopMove = Object.freeze({ type: 'draw-only' });
const GO_MOVE: GoStopMove = Object.freeze({ type: 'go' });
const STOP_MOVE: GoStopMove = Object.freeze({ type: 'stop' });

/** Has `seat` shaken its triplet of `month`? */
function shookMonth(shaken: readonly Shake[], seat: number, month: number): boolean {
  for (let i = 0; i < shaken.length; i++) if (shaken[i]!.seat === seat && shaken[i]!.month === month) return true;
  return false;
}

/** The moves of the play phase: play a card, bomb, shake before the first play, or a draw-only turn. */
function playPhaseMoves(state: GoStopState, seat: number): GoStopMove[] {
  const hand = state.hands[seat]!;
  const o = state.options;
  // One pass: is the hand in deck order (it is kept so), and does it hold a triplet? (HELD cleared by
  // a loop: a typed array's `fill` is a call into the runtime, and was most of this function's time.)
  for (let m = 1; m <= 12; m++) HELD[m] = 0;
  let sorted = true;
  let triplet = false;
  const moves = new Array<GoStopMove>(hand.length);
  for (let i = 0, prev = -1; i < hand.length; i++) {
    const k = hand[i]!;
    if (k < prev) sorted = false;
    prev = k;
    if (++HELD[(k >> 2) + 1]! === 3) triplet = true;
    moves[i] = PLAY_BY_ORDER[k]!;
  }
  // Hands are kept in deck order, so the moves were listed in that loop; else again from the sorted hand.
  if (!sorted) {
    const cards = sortedAt(hand);
    for (let i = 0; i < cards.length; i++) moves[i] = PLAY_BY_ORDER[cards[i]!]!;
  }
  if (!triplet && !o.two_card_bomb && state.drawOnly[seat] === 0) return moves;
  // The field's cards per month, counted once; the triplets are the months held three times, not
  // yet shaken by the seat (`tripletMonths`), in month order.
  for (let m = 1; m <= 12; m++) ON_FIELD[m] = 0;
  const field = state.field;
  for (let i = 0; i < field.length; i++) ON_FIELD[monthAt(field[i]!)]!++;
  const shaken = state.shaken;
  if (triplet)
    for (let m = 1; m <= 12; m++)
      if (HELD[m] === 3 && ON_FIELD[m]! > 0 && !shookMonth(shaken, seat, m)) moves.push(BOMB_MOVES[m]!);
  // A two-card bomb: two of a month in hand, the other two on the field (rulings G26).
  if (o.two_card_bomb)
    for (let m = 1; m <= 12; m++)
      if (HELD[m] === 2 && ON_FIELD[m] === 2 && !shookMonth(shaken, seat, m)) moves.push(BOMB_MOVES[m]!);
  // Shaking only while the fourth card is off the field, with shake_off_field (rulings G27).
  if (triplet && !state.played[seat])
    for (let m = 1; m <= 12; m++)
      if (HELD[m] === 3 && (!o.shake_off_field || ON_FIELD[m] === 0) && !shookMonth(shaken, seat, m))
        moves.push(SHAKE_MOVES[m]!);
  if (state.drawOnly[seat]! > 0) moves.push(DRAW_ONLY_MOVE);
  return moves;
}

/**
 * Go-Stop's own refusal codes (issue 28 §2), beside the shared ones (`round.ts` `HANA_REFUSALS`),
 * each with its data; the family words them (`learn.words.ts`):
 * - 'shake-shaken' {month}: that triplet is already shown;
 * - 'shake-too-late' {month}: shaking is only before the seat's first card of the round;
 * - 'shake-not-three' {month, held}: the hand does not hold three of the month;
 * - 'shake-fourth-on-field' {month}: with `shake_off_field`, a card of the month lies on the field (bomb instead);
 * - 'bomb-shaken' {month}: a shaken triplet can no longer bomb;
 * - 'bomb-not-three' {month, held, twoCard}: not three of the month in hand (or two, with the two-card bomb);
 * - 'bomb-none-on-field' {month, held, onField}: the field has not the month's other cards for the bomb to take;
 * - 'no-draw-only' {}: the seat has no draw-only turn;
 * - 'bomb-draws' {month, draws}: a bomb is down, its stock draws come next (a hand card, a shake or a bomb tapped);
 * - 'draw-only-draw' {}: a draw-only turn: the stock draw comes next, no hand card is played.
 */
export const GOSTOP_REFUSALS = [
  'shake-shaken',
  'shake-too-late',
  'shake-not-three',
  'shake-fourth-on-field',
  'bomb-shaken',
  'bomb-not-three',
  'bomb-none-on-field',
  'no-draw-only',
  'bomb-draws',
  'draw-only-draw',
] as const;
export type GoStopRefusal = (typeof GOSTOP_REFUSALS)[number];

/** Why a move the gate refused is not legal in Go-Stop's own terms; undefined: the shared reasons (round.ts). */
function goStopRefusal(
  state: GoStopIdState,
  seat: number,
  move: { type?: unknown; month?: unknown },
  message: string,
): IllegalMoveError | undefined {
  const no = (code: GoStopRefusal, data: Record<string, string | number | boolean> = {}) =>
    new IllegalMoveError(code, data, message);
  if (state.phase === 'decide') return new IllegalMoveError('decide-first', { game: 'gostop' }, message);
  if (state.phase === 'sake-cup') return new IllegalMoveError('sake-cup-first', {}, message);
  const type = move.type;
  const special = type === 'shake' || type === 'bomb' || type === 'draw-only';
  // A bomb is down, or a draw-only turn begun: the stock comes next, whatever else is tapped.
  if (state.phase === 'draw' && type !== 'draw') {
    const bombed = state.turnEvents.find((e) => e.kind === 'bomb');
    if (bombed) return no('bomb-draws', { month: bombed.month ?? 0, draws: state.drawsLeft });
    if (state.current.placements.length === 0) return no('draw-only-draw');
  }
  if (!special) return undefined;
  // A bomb or a draw-only turn once the turn's card is played: the shared reasons (choose first, draw first).
  const shared = (): IllegalMoveError | undefined => {
    const choice = state.current.choice;
    if (choice)
      return new IllegalMoveError('choose-first', { card: choice.card, month: monthOf(choice.card) }, message);
    return state.phase === 'draw' ? new IllegalMoveError('draw-first', {}, message) : undefined;
  };
  if (type === 'draw-only')
    return state.phase !== 'play' ? shared() : state.drawOnly[seat] === 0 ? no('no-draw-only') : undefined;
  const month = move.month;
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) return undefined;
  const shook = state.shaken.some((x) => x.seat === seat && x.month === month);
  if (type === 'shake') {
    if (shook) return no('shake-shaken', { month });
    if (state.played[seat] || state.phase !== 'play') return no('shake-too-late', { month });
  }
  if (state.phase !== 'play') return shared();
  const held = (state.hands[seat] ?? []).filter((c) => monthOf(c) === month).length;
  const onField = fieldCards(state.field).filter((c) => monthOf(c) === month).length;
  if (type === 'shake') {
    if (held !== 3) return no('shake-not-three', { month, held });
    return state.options.shake_off_field && onField > 0 ? no('shake-fourth-on-field', { month }) : undefined;
  }
  if (shook) return no('bomb-shaken', { month });
  const twoCard = state.options.two_card_bomb;
  if (held === 3 || (held === 2 && twoCard)) return no('bomb-none-on-field', { month, held, onField });
  return no('bomb-not-three', { month, held, twoCard });
}

/** Moves that may be taken back, and the phase each must lead to (the turn still before its stock draw). */
const UNDO_LEADS_TO: Partial<Record<GoStopMove['type'], readonly GoStopPhase[]>> = {
  shake: ['play'],
  play: ['choose-hand', 'draw'],
  bomb: ['draw'],
  'draw-only': ['draw'],
  capture: ['draw'],
};

/** Apply a legal move (a play, a choice or a draw through `quickMove`'s test, or one of Go-Stop's own). */
function applyMove(state: GoStopState, seat: number, m: GoStopMove): GoStopState {
  switch (m.type) {
    case 'play':
      return playHandCard(state, seat, AT[m.card]!);
    case 'capture':
      return chooseTarget(state, seat, AT[m.target]!);
    case 'draw':
      if (state.stockAt >= state.stock.length) throw new IllegalMoveError('stock-empty', {}, 'The stock is empty.');
      return drawStockCard(state, seat);
    case 'next-round':
      return nextRound(state);
    case 'bomb':
      return bomb(state, seat, m.month);
    case 'shake':
      return shake(state, seat, m.month);
    case 'draw-only':
      return drawOnlyTurn(state, seat);
    case 'go':
      return callGo(state, seat);
    case 'sake-cup':
      return chooseSakeCup(state, seat, m.as);
    default: {
      const s = copy(state);
      s.events = [{ kind: 'stop', seat }];
      return endByStop(s, seat, false);
    }
  }
}

/** The next round (from the dealer draw: round 1), dealt by the last round's winner (after a drawn round, the same dealer), with its `deal` event. */
function nextRound(state: GoStopState): GoStopState {
  const last = state.history[state.history.length - 1];
  const first = state.phase === 'dealer-draw';
  const fresh = copy(state);
  fresh.drawStreak = !first && last?.outcome === 'draw' ? state.drawStreak + 1 : 0;
  // dealOn returns `fresh`, or a fresh state of its own when the deal ends the round (a President, a drawn round).
  const s = dealOn(fresh, first ? 1 : state.round + 1, first ? state.dealer : (last?.winner ?? state.dealer));
  const dealt: GameEvent = { kind: 'deal', seat: s.dealer, data: { round: s.round, redeals: s.redeals } };
  s.events = s.phase === 'play' ? [dealt] : [dealt, ...copyEvents(s.history[s.history.length - 1]!.events)];
  return s;
}

const SAKE_CUP_MOVES: Record<'animal' | 'chaff', GoStopMove> = {
  animal: Object.freeze({ type: 'sake-cup', as: 'animal' }),
  chaff: Object.freeze({ type: 'sake-cup', as: 'chaff' }),
};
const CAPTURE_BY_ORDER: GoStopMove[] = POSITIONS.map((k) => Object.freeze({ type: 'capture', target: ID[k]! }));
const DRAW_MOVE: GoStopMove = Object.freeze({ type: 'draw' });
const NEXT_ROUND_MOVE: GoStopMove = Object.freeze({ type: 'next-round' });

function legalMoves(state: GoStopState, seat: number): GoStopMove[] {
  if (!isActor(state.phase, state.turn, state.players, seat)) return [];
  switch (state.phase) {
    case 'play':
      return playPhaseMoves(state, seat);
    case 'decide':
      return [GO_MOVE, STOP_MOVE];
    case 'sake-cup':
      return sakeCupRoles(state, seat, state.pendingStop!.seat).map((as) => SAKE_CUP_MOVES[as]);
    case 'choose-hand':
    case 'choose-draw':
      return targetsAt(state.field, state.choice).map((c) => CAPTURE_BY_ORDER[c]!);
    case 'draw':
      return [DRAW_MOVE];
    case 'round-over':
    case 'dealer-draw':
      return [NEXT_ROUND_MOVE];
    default:
      return [];
  }
}

/** Own keys of a move (`quickMove`'s count: a key set to undefined counts, so such a move goes to the full gate). */
const keys = (m: object): number => Object.keys(m).length;

/**
 * The move as the engine applies it when it is certainly legal (the tests of quick.ts and of the
 * round machine's quick checks), without listing the legal moves; else undefined (the full gate
 * decides). A legal list's own moves (shared, frozen) are known by identity.
 */
function quickMove(state: GoStopState, seat: number, move: unknown): GoStopMove | undefined {
  if (move === null || typeof move !== 'object' || Array.isArray(move)) return undefined;
  const m = move as { type?: unknown; card?: unknown; target?: unknown };
  if (m.type === 'next-round')
    return (state.phase === 'round-over' || state.phase === 'dealer-draw') &&
      isActor(state.phase, state.turn, state.players, seat) &&
      (m === NEXT_ROUND_MOVE || keys(m) === 1)
      ? NEXT_ROUND_MOVE
      : undefined;
  if (seat !== state.turn) return undefined;
  switch (m.type) {
    case 'play': {
      if (state.phase !== 'play' || typeof m.card !== 'string') return undefined;
      const c = AT[m.card];
      if (c === undefined || (m !== PLAY_BY_ORDER[c] && keys(m) !== 2)) return undefined;
      return state.hands[seat]!.includes(c) ? PLAY_BY_ORDER[c] : undefined;
    }
    case 'capture': {
      if ((state.phase !== 'choose-hand' && state.phase !== 'choose-draw') || typeof m.target !== 'string')
        return undefined;
      const c = AT[m.target];
      if (c === undefined || (m !== CAPTURE_BY_ORDER[c] && keys(m) !== 2)) return undefined;
      return targetsAt(state.field, state.choice).includes(c) ? CAPTURE_BY_ORDER[c] : undefined;
    }
    case 'draw':
      return state.phase === 'draw' && state.stockAt < state.stock.length && (m === DRAW_MOVE || keys(m) === 1)
        ? DRAW_MOVE
        : undefined;
    case 'go':
    case 'stop':
      return state.phase === 'decide' && (m === GO_MOVE || m === STOP_MOVE || keys(m) === 1)
        ? m.type === 'go'
          ? GO_MOVE
          : STOP_MOVE
        : undefined;
    default:
      return undefined;
  }
}

const describe = (m: GoStopMove): string => describeGoStopMove(m) ?? describeTurnMove(m) ?? 'An unknown move';

/** The turn rules `turnRefusal` reads (Go-Stop's capture rule) and Go-Stop's own refusals. */
const REFUSALS = { turn: { rules: () => SAME_MONTH }, refuse: goStopRefusal };

/**
 * The full legality gate, for a move the quick path did not take: the legal move it names, or a
 * refusal that says why (issue 28 §2: Go-Stop's own reasons and the shared turn's, read from the
 * state with ids).
 */
function gate(state: GoStopState, seat: number, move: unknown): GoStopMove {
  const actor = isActor(state.phase, state.turn, state.players, seat);
  return fullGate(legalMoves(state, seat), move, seat, actor, describe, (message) =>
    turnRefusal(
      REFUSALS as unknown as Parameters<typeof turnRefusal>[0],
      goStopIds(state),
      seat,
      move as { type?: unknown },
      message,
    ),
  );
}

/** A new match: the options checked, then the first dealer drawn in public (or, from a stacked deck, round 1 dealt by seat 0). */
function setup(init: SetupInit<GoStopOptions>): GoStopState {
  const n = init.players;
  if (!Number.isInteger(n) || n < 2 || n > 3) throw seatsRefusal('Go-Stop', 2, 3, n);
  const options = checkOptions(gostopOptionsSpec, init.options, n);
  const zeros = () => new Array<number>(n).fill(0);
  const s = copy({
    options,
    players: n,
    rng: rngFromSeed(init.seed),
    phase: 'dealer-draw',
    round: 1,
    dealer: 0,
    dealerDraw: undefined,
    redeals: 0,
    hands: new Array<number[]>(n).fill(NO_CARDS),
    field: [],
    stock: NO_CARDS,
    stockAt: 0,
    captured: new Array<string[]>(n).fill(NO_IDS),
    turn: 0,
    pending: NO_CARDS,
    placements: NO_PLACEMENTS,
    choice: -1,
    drawsLeft: 0,
    turnEvents: [],
    drawOnly: zeros(),
    played: new Array<boolean>(n).fill(false),
    shaken: [],
    bombs: zeros(),
    ppuks: [],
    gos: zeros(),
    lastGoTotals: zeros(),
    goOrder: [],
    drawStreak: 0,
    pendingStop: undefined,
    sakeCup: undefined,
    totals: zeros(),
    history: [],
    events: [],
    lastTurn: undefined,
  });
  if (init.deck) {
    checkStackedDeck(init.deck, HANAFUDA_DECK);
    return dealOn(s, 1, 0, positionsOf(init.deck));
  }
  const [draw, rest, rng] = drawForDealer(s.rng, n, HANAFUDA_DECK, options.first_dealer === 'highest');
  s.rng = rng;
  s.stock = positionsOf(rest);
  s.dealer = draw.dealer;
  s.turn = draw.dealer;
  s.dealerDraw = draw;
  return s;
}

/** The last status given, again while its totals and history are the same (`lastStatus`). */
const statusOfTotals = lastStatus();
const statusOf = (s: GoStopState): Status => statusOfTotals(s.phase, s.round, s.totals, s.history);

/**
 * The Go-Stop engine. Its state holds the cards' places as deck positions (`GoStopState`); a move
 * that passes the quick test (`quickMove`) is applied at once, any other goes through the full
 * gate, which refuses it with its reason or names the legal move it is.
 */
export const gostop: Game<GoStopState, GoStopMove, GoStopOptions, GoStopView> = {
  id: 'gostop',
  title: 'Go-Stop',
  players: { min: 2, max: 3 },
  defaultOptions: gostopOptionsSpec.defaults,
  setup,
  actors: (s) => roundActors(s.phase, s.turn, s.players),
  legalMoves,
  play: (state, seat, move) => applyMove(state, seat, quickMove(state, seat, move) ?? gate(state, seat, move)),
  view: (s, seat) => viewOf(goStopIds(s), seat),
  botView: botViewOf,
  status: statusOf,
  describe,
  undoable(before, move, after, seat) {
    const leadsTo = UNDO_LEADS_TO[move.type];
    if (!leadsTo || before.turn !== seat || after.turn !== seat) return false;
    if (before.phase !== (move.type === 'capture' ? 'choose-hand' : 'play')) return false;
    return leadsTo.includes(after.phase);
  },
};

/**
 * A hand card played: placed on the field, the seat's first play noted, then the draws, or the
 * two-match choice (round.ts's `playCard` with Go-Stop's turn rules).
 */
function playHandCard(state: GoStopState, seat: number, card: number): GoStopState {
  const s = copy(state);
  s.hands = replaced(state.hands, seat, withoutAt(state.hands[seat]!, card));
  s.pending = NO_CARDS;
  s.placements = NO_PLACEMENTS;
  const choice = placeOnField(s, state.field, seat, card, 'hand');
  if (!s.played[seat]) s.played = replaced(s.played, seat, true);
  s.turnEvents = NO_TURN_EVENTS;
  if (!choice) return startDraws(s, 1);
  s.phase = 'choose-hand';
  return s;
}

/**
 * The stock's top card turned (round.ts's `drawCard` with Go-Stop's turn rules): the draw counted,
 * a ppuk made (or on the last card, all three taken), else the card placed and the turn ended, or the choice.
 */
function drawStockCard(state: GoStopState, seat: number): GoStopState {
  const card = state.stock[state.stockAt]!;
  const s = copy(state);
  s.stockAt = state.stockAt + 1;
  s.drawsLeft -= 1;
  const hand = handPlacement(s.placements);
  if (hand && isPpuk(hand, ID[card]!)) return drawPpuk(s, seat, hand, card);
  if (!placeOnField(s, state.field, seat, card, 'draw')) return afterDraw(s);
  s.phase = 'choose-draw';
  return s;
}

/** The field card a two-match choice takes (with the waiting card); after the drawn card's choice the turn goes on. */
function chooseTarget(state: GoStopState, seat: number, target: number): GoStopState {
  const s = copy(state);
  takeChosen(s, state, seat, target);
  return state.phase === 'choose-hand' ? startDraws(s, 1) : afterDraw(s);
}

/** Which field cards a hand card takes or offers (the table's hints): Go-Stop's own capture rule. */
export function goStopHandHint(card: string, field: Field): HandTargets {
  return handTargets(card, field, SAME_MONTH);
}
