/**
 * Koi-Koi (docs/rulings/hanafuda.md §3): two players capture by month and race to make yaku; whoever makes
 * or improves one may stop and score, or call koi-koi and play on at the risk of the
 * opponent scoring double.
 *
 * A turn is split into moves: play → (capture, on two matches) → draw → (capture) →
 * (koikoi | stop, when the turn raised the player's yaku total).
 */
import {
  IllegalMoveError,
  type Game,
  type SetupInit,
  type RoundName,
  type Status,
  type RoundResult,
} from '../../engine/types.ts';
import { rngFromSeed, shuffle, type Rng } from '../../engine/rng.ts';
import { checkStackedDeck } from '../../engine/deck.ts';
import { seatsRefusal } from '../../engine/refusals.ts';
import { lastStatus } from '../../engine/tally.ts';
import { checkOptions, declareOptions } from '../../engine/options.ts';
import {
  cardOrder,
  fullMonths,
  HANAFUDA_DECK,
  isFourPairs,
  monthOf,
  monthPatterns,
  sortByClass,
  sortCards,
} from './cards.ts';
import {
  replaced,
  setViewTail,
  type HanaGameState,
  type FieldPileView,
  type HanaView,
  viewHead,
  type HanaPhase,
  type HanaTurnMove,
  copyRoundRecord,
  isActor,
  playMove,
  roundActors,
  turnRefusal,
  fullGate,
} from './round.ts';
import { describeKoiKoiMove, describeTurnMove } from './words.ts';
import type { GameEvent } from './events.ts';
import { SAME_MONTH, type DealerDraw, type Field, type Placement, type TurnCaptures } from './capture.ts';
import {
  findYaku,
  koikoiRuleNotes,
  koikoiYakuSettings,
  koikoiTotalAt,
  koikoiYakuWith,
  yakuTotal,
  type GroupsMode,
  type KoiKoiYakuOptions,
  type SakeCupMode,
  type ViewingMode,
  type Yaku,
} from './yaku.ts';
import { drawForDealer, handTargets, type HandTargets } from './capture.ts';
import {
  ID,
  AT,
  idsOf,
  NO_CARDS,
  NO_PLACEMENTS,
  POSITIONS,
  positionsOf,
  shownIds,
  sortedAt,
  fieldPiles,
  layFlat,
  placeOnField,
  takeChosen,
  targetsAt,
  withoutAt,
} from './positions.ts';

// ---------------------------------------------------------------- options

/** Koi-Koi options (docs/rulings/hanafuda.md §3 and §9). */
export interface KoiKoiOptions {
  /** Five Brights: 10 (seed, Nintendo) or 15. */
  goko: 10 | 15;
  /** Three Brights: 5 (seed, Nintendo) or 6. */
  sanko: 5 | 6;
  /** Double a score of 7 or more (Nintendo, Hanafubuki). */
  double_at_7: boolean;
  viewing: ViewingMode;
  /** Flower viewing scores (switched apart from moon viewing; issue 14). */
  flower_viewing: boolean;
  /** Moon viewing scores. */
  moon_viewing: boolean;
  /** Rain Man + three brights is Rainy Four (7); off: Three Brights (some scorers). */
  rainy_four: boolean;
  sake_cup: SakeCupMode;
  groups: GroupsMode;
  /** Cards of the Month: all four cards of the round's month score 4. */
  tsukifuda: boolean;
  /** Dealer's privilege: an exhausted round pays the dealer 6. */
  oya_ken: boolean;
  /** A dealt hand with both four-of-a-month and four pairs: 6 or 12. */
  both_lucky_hands: 6 | 12;
  /** Match length in rounds (months). */
  rounds: 3 | 6 | 9 | 12;
  /** Points are taken from the opponent (seed), or everybody counts up from zero. */
  scoring: 'zero-sum' | 'additive';
}

/** Koi-Koi's options, declared once: defaults, the form's fields, presets (rulings §3 and §9). */
export const koikoiOptionsSpec = declareOptions<KoiKoiOptions>({
  game: 'Koi-Koi',
  // The rulings' defaults (the "Carriage / seed" preset).
  defaults: {
    goko: 10,
    sanko: 5,
    double_at_7: false,
    viewing: 'on',
    flower_viewing: true,
    moon_viewing: true,
    rainy_four: true,
    sake_cup: 'both',
    groups: 'stack-with-bonus',
    tsukifuda: false,
    oya_ken: false,
    both_lucky_hands: 6,
    rounds: 12,
    scoring: 'zero-sum',
  },
  presets: [
    {
      id: 'carriage',
      label: 'Booklet rules',
      description: "The booklet's rules as settled in our rulings.",
      values: {},
    },
    {
      id: 'nintendo',
      label: 'Nintendo',
      description:
        "Nintendo's rules as its leaflet and games play them: goko 10, sanko 5, double at 7+, dealer's privilege.",
      values: {
        goko: 10,
        sanko: 5,
        double_at_7: true,
        oya_ken: true,
        viewing: 'on',
        flower_viewing: true,
        moon_viewing: true,
        rainy_four: true,
        sake_cup: 'both',
        groups: 'stack-with-bonus',
      },
    },
    {
      id: 'fudawiki',
      label: 'Fuda Wiki classic',
      description: "Fuda Wiki's main Koi-Koi page: goko 15, sanko 6, exclusive groups, double at 7+.",
      values: { goko: 15, sanko: 6, double_at_7: true, groups: 'exclusive' },
    },
  ],
  options: {
    rounds: {
      label: 'Rounds',
      kind: 'choice',
      help: 'Twelve months is traditional (seed); apps offer 3, 6 or 9.',
      choices: ([3, 6, 9, 12] as const).map((n) => ({ value: n, label: `${n}` })),
    },
    goko: {
      label: 'Five Brights',
      kind: 'choice',
      help: 'Seed and Nintendo: 10. Many other sources: 15.',
      choices: [
        { value: 10, label: '10' },
        { value: 15, label: '15' },
      ],
    },
    sanko: {
      label: 'Three Brights',
      kind: 'choice',
      help: 'Seed and Nintendo: 5. Fuda Wiki and others: 6.',
      choices: [
        { value: 5, label: '5' },
        { value: 6, label: '6' },
      ],
    },
    double_at_7: {
      label: 'Double at 7 or more',
      kind: 'boolean',
      help: 'Nintendo and Hanafubuki double a score of 7+; the seed does not.',
    },
    viewing: {
      label: 'Viewing yaku',
      kind: 'choice',
      help: 'Seed: flower and moon viewing always score. Variants from Fuda Wiki and the video games.',
      choices: [
        { value: 'on', label: 'Always' },
        { value: 'off', label: 'Off' },
        { value: 'with-another-yaku', label: 'Only with another yaku' },
        { value: 'weather', label: 'Cancelled by the Rain Man or Lightning' },
        { value: 'willow', label: 'Cancelled by any Willow card ("Willow is rain")' },
      ],
    },
    flower_viewing: {
      label: 'Flower viewing',
      kind: 'boolean',
      help: 'Seed: curtain + sake cup scores 5. Some tables switch flower viewing off but keep moon viewing.',
    },
    moon_viewing: {
      label: 'Moon viewing',
      kind: 'boolean',
      help: 'Seed: moon + sake cup scores 5. Some tables switch moon viewing off but keep flower viewing.',
    },
    rainy_four: {
      label: 'Rainy Four Brights',
      kind: 'boolean',
      help: 'Seed: Rain Man + three brights is Rainy Four (7). Off: some scorers count it as Three Brights (5).',
    },
    sake_cup: {
      label: 'Sake cup',
      kind: 'choice',
      help: 'Fuda Wiki and Nintendo: animal and chaff at once. Variants: animal only, or either (the better).',
      choices: [
        { value: 'both', label: 'Animal and chaff' },
        { value: 'animal-only', label: 'Animal only' },
        { value: 'either', label: 'Either, whichever scores more' },
      ],
    },
    groups: {
      label: 'Ribbon and animal yaku',
      kind: 'choice',
      help: 'Seed and Nintendo: special yaku keep +1 per extra card and Tan/Tane also score. Fuda Wiki: only the best counts.',
      choices: [
        { value: 'stack-with-bonus', label: 'Stack, with bonus' },
        { value: 'exclusive', label: 'Best one only' },
        { value: 'flat-stack', label: 'Stack, special yaku flat 5' },
      ],
    },
    tsukifuda: {
      label: 'Cards of the Month',
      kind: 'boolean',
      help: "Fuda Wiki, Yakuza games: the round's four month cards score 4.",
    },
    oya_ken: {
      label: "Dealer's privilege",
      kind: 'boolean',
      help: 'Nintendo, Fuda Wiki: a round with no winner pays the dealer 6.',
    },
    both_lucky_hands: {
      label: 'Both lucky hands',
      kind: 'choice',
      help: 'A dealt hand with four of a month and four pairs: 6, or 12 in some sources.',
      choices: [
        { value: 6, label: '6' },
        { value: 12, label: '12' },
      ],
    },
    scoring: {
      label: 'Scoring',
      kind: 'choice',
      help: 'Seed: points are taken from the opponent; or, if agreed, both count up from zero.',
      choices: [
        { value: 'zero-sum', label: 'Take from the opponent' },
        { value: 'additive', label: 'Count up from zero' },
      ],
    },
  },
});

/** The rulings' defaults (the "Carriage / seed" preset). */
export const KOIKOI_DEFAULTS: KoiKoiOptions = koikoiOptionsSpec.defaults;

// ---------------------------------------------------------------- state and moves

/** Where a round stands. `dealer-draw` shows the first dealer draw before round 1 is dealt. */
export type KoiKoiPhase = HanaPhase | 'decide';

/** Every Koi-Koi move. */
export type KoiKoiMove = HanaTurnMove | { type: 'koikoi' } | { type: 'stop' };

/** A dealt lucky hand, revealed by month only. */
export interface LuckyHand {
  seat: number;
  kinds: ('teshi' | 'kuttsuki')[];
  /** Teshi: the full month(s); kuttsuki: the four paired months. */
  months: number[];
}

/** How a round ended. */
export type RoundOutcome = 'stop' | 'lucky-hand' | 'exhausted';

/** A finished round as the score sheet keeps it (no card ids). */
export interface KoiKoiRoundRecord extends RoundResult {
  round: number;
  month: number;
  name: RoundName;
  /** The round's outcome as data (worded by `words.ts`). */
  events: GameEvent[];
  dealer: number;
  outcome: RoundOutcome;
  /** The seat that scored, if any. */
  winner?: number;
  luckyHand?: LuckyHand;
}

/**
 * The state with its cards as ids (`koikoiIds`), as the engines before 27 November held it: what
 * the views and the refusals read (the engine's own state, `KoiKoiState`, holds deck positions).
 */
export interface KoiKoiIdState extends HanaGameState {
  options: KoiKoiOptions;
  phase: KoiKoiPhase;
  /** Redeals of this round (field misdeals, both players lucky). */
  redeals: number;
  /** Koi-koi calls this round, per seat. */
  koikoi: number[];
  /** Each seat's yaku total at the end of its last turn (the koi-koi offer needs a rise). */
  yakuTotals: number[];
  history: KoiKoiRoundRecord[];
}

// ---------------------------------------------------------------- helpers

const OTHER = (seat: number) => 1 - seat;

/** The month of a round (round 1 = January). */
export function roundMonth(round: number): number {
  return ((round - 1) % 12) + 1;
}

/** The yaku options for a round. */
export function yakuOptions(o: KoiKoiOptions, round: number): KoiKoiYakuOptions {
  return {
    goko: o.goko,
    sanko: o.sanko,
    viewing: o.viewing,
    flower_viewing: o.flower_viewing,
    moon_viewing: o.moon_viewing,
    rainy_four: o.rainy_four,
    sake_cup: o.sake_cup,
    groups: o.groups,
    tsukifuda: o.tsukifuda,
    month: roundMonth(round),
  };
}

/** The filled-in yaku options of the last (options, round) asked for: every capturing turn scores its pile with them. */
let settingsFor: { options: KoiKoiOptions; round: number; settings: Required<KoiKoiYakuOptions> } | undefined;

function turnYakuSettings(options: KoiKoiOptions, round: number): Required<KoiKoiYakuOptions> {
  if (settingsFor && settingsFor.options === options && settingsFor.round === round) return settingsFor.settings;
  const settings = koikoiYakuSettings(yakuOptions(options, round));
  settingsFor = { options, round, settings };
  return settings;
}

/** A seat's current yaku (public: capture piles are face up). */
export function koikoiYaku(state: KoiKoiIdState, seat: number): Yaku[] {
  return findYaku('koikoi', state.captured[seat]!, yakuOptions(state.options, state.round));
}

/** The multiplier a win by `seat` with `base` points would get now. */
export function koikoiMultiplier(options: KoiKoiOptions, base: number, opponentCalls: number): number {
  return (options.double_at_7 && base >= 7 ? 2 : 1) * (opponentCalls > 0 ? 2 : 1);
}

/** A dealt hand's lucky patterns (rulings K3), if any. */
function luckyHandOf(hand: readonly string[], seat: number): LuckyHand | undefined {
  if (monthPatterns(hand) === 0) return undefined; // one pass first: most hands hold neither pattern
  const full = fullMonths(hand);
  const pairs = isFourPairs(hand);
  if (full.length === 0 && !pairs) return undefined;
  const kinds: LuckyHand['kinds'] = [];
  if (full.length > 0) kinds.push('teshi');
  if (pairs) kinds.push('kuttsuki');
  const months = full.length > 0 && !pairs ? full : [...new Set(sortCards(hand).map(monthOf))];
  return { seat, kinds, months };
}

/**
 * Can `koikoiRuleNotes` name a switch under `o`? Only a rainy four turned off, or viewings cancelled
 * (weather, willow) or turned off; with none of those it returns nothing, so a stop skips it.
 */
function mayNoteRules(o: KoiKoiOptions): boolean {
  return (
    o.rainy_four === false ||
    (o.viewing !== 'off' &&
      (o.viewing === 'weather' || o.viewing === 'willow' || o.flower_viewing === false || o.moon_viewing === false))
  );
}

// ---------------------------------------------------------------- the view

/** A finished round as the view shows it. */
export type KoiKoiRoundView = KoiKoiRoundRecord;

/** What one seat may know, everything a table UI needs (no hidden card ids, no RNG). */
export interface KoiKoiView extends HanaView {
  game: 'koikoi';
  phase: KoiKoiPhase;
  /** The round's month (1 = the Pine month): words for it are the screens' (`monthWord`). */
  month: number;
  redeals: number;
  opponentHandCount: number;
  /** Both capture piles, sorted by class. */
  captured: string[][];
  /** Both seats' current yaku with points. */
  yaku: Yaku[][];
  yakuTotals: number[];
  koikoi: number[];
  /** The multiplier each seat's win would get now. */
  multiplier: number[];
  /** What stopping now would pay me. */
  stopValue: number;
  history: KoiKoiRoundView[];
  /** The round just finished, while it is shown. */
  lastRound?: KoiKoiRoundView;
  /** A lucky hand that ended this round, by month. */
  luckyHand?: LuckyHand;
  options: KoiKoiOptions;
}

/** A copy of a round record that shares nothing with the state. */
function copyRecord(h: KoiKoiRoundRecord): KoiKoiRoundRecord {
  const out = copyRoundRecord(h);
  if (h.luckyHand) out.luckyHand = copyLucky(h.luckyHand);
  return out;
}

function copyLucky(l: LuckyHand): LuckyHand {
  return { seat: l.seat, kinds: l.kinds.slice(), months: l.months.slice() };
}

function viewOf(state: KoiKoiIdState, seat: number): KoiKoiView {
  const opp = OTHER(seat);
  const yaku = [0, 1].map((s) => koikoiYaku(state, s));
  const totals = yaku.map(yakuTotal);
  const v: KoiKoiView = {
    ...viewHead(state, seat, state.options.rounds),
    game: 'koikoi',
    month: roundMonth(state.round),
    redeals: state.redeals,
    opponentHandCount: state.hands[opp]!.length,
    captured: state.captured.map((c) => sortByClass(c)),
    yaku,
    yakuTotals: totals,
    koikoi: state.koikoi.slice(),
    multiplier: [0, 1].map((s) => koikoiMultiplier(state.options, totals[s]!, state.koikoi[OTHER(s)]!)),
    stopValue: totals[seat]! * koikoiMultiplier(state.options, totals[seat]!, state.koikoi[opp]!),
    history: state.history.map(copyRecord),
    options: { ...state.options },
  };
  setViewTail(v, state, copyRecord);
  if (v.lastRound?.luckyHand) v.luckyHand = copyLucky(v.lastRound.luckyHand);
  return v;
}

/**
 * The last piles the bots' views were given, each with its sorted ids and its yaku under one
 * round's settings: a pile array is never changed in place, and a rollout shows the same piles
 * move after move (a few slots, not a WeakMap: those cost the collector more than they save).
 */
const PILE_SLOTS = 8;
const slotPiles: (readonly number[] | undefined)[] = new Array(PILE_SLOTS).fill(undefined);
const slotIds: string[][] = new Array(PILE_SLOTS).fill(undefined);
const slotSorted: string[][] = new Array(PILE_SLOTS).fill(undefined);
const slotSettings: (Required<KoiKoiYakuOptions> | undefined)[] = new Array(PILE_SLOTS).fill(undefined);
const slotYaku: Yaku[][] = new Array(PILE_SLOTS).fill(undefined);
const slotTotal: number[] = new Array(PILE_SLOTS).fill(0);
let nextSlot = 0;

/** The slot of `pile` (filled in when new, never in slot `keep`) with its yaku under `settings`. */
function pileSlot(pile: readonly number[], settings: Required<KoiKoiYakuOptions>, keep = -1): number {
  let i = 0;
  while (i < PILE_SLOTS && slotPiles[i] !== pile) i++;
  if (i === PILE_SLOTS) {
    if (nextSlot === keep) nextSlot = (nextSlot + 1) % PILE_SLOTS;
    i = nextSlot;
    nextSlot = (nextSlot + 1) % PILE_SLOTS;
    slotPiles[i] = pile;
    slotIds[i] = idsOf(pile);
    slotSorted[i] = sortByClass(slotIds[i]!);
    slotSettings[i] = undefined;
  }
  if (slotSettings[i] !== settings) {
    const yaku = koikoiYakuWith(slotIds[i]!, settings);
    slotSettings[i] = settings;
    slotYaku[i] = yaku;
    slotTotal[i] = yakuTotal(yaku);
  }
  return i;
}

/** The bots' views' pairs (both piles sorted, their yaku, totals and multipliers) of the last position shown. */
let lastPairs: { sorted: string[][]; yaku: Yaku[][]; totals: number[]; multiplier: number[] } | undefined;

/** The actors lists a bot's view shows (`roundActors`' answers, shared: read-only). */
const NO_ACTORS: number[] = [];
const BOTH = [0, 1];
const ONE = [[0], [1]];

/** The last field a bot's view showed, and its piles as the table shows them. */
let lastFieldAt: readonly number[] | undefined;
let lastFieldShown: FieldPileView[] = [];

function shownField(field: readonly number[]): FieldPileView[] {
  if (field !== lastFieldAt) {
    const piles = fieldPiles(field);
    const out = new Array<FieldPileView>(piles.length);
    for (let i = 0; i < piles.length; i++) out[i] = { cards: idsOf(piles[i]!), stacked: piles[i]!.length >= 3 };
    lastFieldAt = field;
    lastFieldShown = out;
  }
  return lastFieldShown;
}

/**
 * The view's data for the bots' rollouts (the contract's `botView`): what `viewOf` shows of
 * `koikoiIds(state)`, sharing the state's records and the ids, sorted piles and yaku of the last
 * lists shown (read-only) instead of copies.
 */
function botViewOf(state: KoiKoiState, seat: number): KoiKoiView {
  const opp = OTHER(seat);
  const settings = turnYakuSettings(state.options, state.round);
  const i0 = pileSlot(state.captured[0]!, settings);
  const i1 = pileSlot(state.captured[1]!, settings, i0);
  const t0 = slotTotal[i0]!;
  const t1 = slotTotal[i1]!;
  const k = state.koikoi;
  const m0 = koikoiMultiplier(state.options, t0, k[1]!);
  const m1 = koikoiMultiplier(state.options, t1, k[0]!);
  // The pairs of the last position shown, again while its piles and calls are the same.
  const pairs = lastPairs;
  if (
    !pairs ||
    pairs.sorted[0] !== slotSorted[i0] ||
    pairs.sorted[1] !== slotSorted[i1] ||
    pairs.yaku[0] !== slotYaku[i0] ||
    pairs.yaku[1] !== slotYaku[i1] ||
    pairs.multiplier[0] !== m0 ||
    pairs.multiplier[1] !== m1
  )
    lastPairs = {
      sorted: [slotSorted[i0]!, slotSorted[i1]!],
      yaku: [slotYaku[i0]!, slotYaku[i1]!],
      totals: [t0, t1],
      multiplier: [m0, m1],
    };
  const shown = lastPairs!;
  const hands = state.hands;
  // viewHead's fields, shared, written out (one object, no spread of another).
  const v: KoiKoiView = {
    seat,
    phase: state.phase,
    turn: state.turn,
    actors:
      state.phase === 'match-over'
        ? NO_ACTORS
        : state.phase === 'round-over' || state.phase === 'dealer-draw'
          ? BOTH
          : ONE[state.turn]!,
    round: state.round,
    rounds: state.options.rounds,
    dealer: state.dealer,
    hand: shownIds(hands[seat]!, true),
    handCounts: [hands[0]!.length, hands[1]!.length],
    field: shownField(state.field),
    stockCount: state.stock.length - state.stockAt,
    pending: shownIds(state.pending, false),
    placements: state.placements,
    totals: state.totals,
    events: state.events,
    game: 'koikoi',
    month: roundMonth(state.round),
    redeals: state.redeals,
    opponentHandCount: hands[opp]!.length,
    captured: shown.sorted,
    yaku: shown.yaku,
    yakuTotals: shown.totals,
    koikoi: k,
    multiplier: shown.multiplier,
    stopValue: seat === 0 ? t0 * m0 : t1 * m1,
    history: state.history,
    options: state.options,
  };
  // setBotViewTail's fields.
  if (state.choice >= 0) {
    const card = ID[state.choice]!;
    const source = state.phase === 'choose-hand' ? 'hand' : 'draw';
    v.choice = { card, source, targets: idsOf(targetsAt(state.field, state.choice)) };
    if (source === 'draw') v.drawn = card;
  }
  if (state.lastTurn) v.lastTurn = state.lastTurn;
  if (state.phase === 'dealer-draw' && state.dealerDraw) v.dealerDraw = state.dealerDraw;
  const last = state.history[state.history.length - 1];
  if (last && (state.phase === 'round-over' || state.phase === 'match-over')) v.lastRound = last;
  if (v.lastRound?.luckyHand) v.luckyHand = v.lastRound.luckyHand;
  return v;
}

// ---------------------------------------------------------------- round scoring (the engine and the score-pad calculator call these)

/** A doubling applied to a Koi-Koi stop, in the order the engine applies them. */
export interface KoiKoiDouble {
  id: 'double-at-7' | 'koikoi-double';
  /** The points before this doubling. */
  before: number;
}

/** A stop worked out: the yaku, their total, the doublings and what the winner gains. */
export interface KoiKoiStop {
  yaku: Yaku[];
  base: number;
  doubles: KoiKoiDouble[];
  points: number;
}

/**
 * What a stop pays (rulings K5–K7): the yaku of the winner's pile under the options and the
 * round's month, doubled at 7 or more (option) and doubled when the opponent had called koi-koi.
 */
export function koikoiStop(
  captured: readonly string[],
  options: KoiKoiOptions,
  round: number,
  opponentCalls: number,
): KoiKoiStop {
  // The round's filled-in settings, kept from the turns (the same yaku as `findYaku` with `yakuOptions`).
  const yaku = koikoiYakuWith(captured, turnYakuSettings(options, round));
  const base = yakuTotal(yaku);
  const points = base * koikoiMultiplier(options, base, opponentCalls);
  const doubles: KoiKoiDouble[] = [];
  let running = base;
  if (options.double_at_7 && base >= 7) {
    doubles.push({ id: 'double-at-7', before: running });
    running *= 2;
  }
  if (opponentCalls > 0) doubles.push({ id: 'koikoi-double', before: running });
  return { yaku, base, doubles, points };
}

/** The two seats' round scores for a gain of `points` by `winner` (zero-sum or additive). */
export function koikoiGainScores(options: Pick<KoiKoiOptions, 'scoring'>, winner: number, points: number): number[] {
  const scores = [0, 0];
  scores[winner] = points;
  scores[1 - winner] = options.scoring === 'zero-sum' ? -points : 0;
  return scores;
}

/** A round nobody stopped: the dealer's privilege pays the dealer 6 (option), else nothing. */
export function koikoiExhausted(
  options: Pick<KoiKoiOptions, 'scoring' | 'oya_ken'>,
  dealer: number,
): { scores: number[]; privilege: boolean } {
  if (options.oya_ken) return { scores: koikoiGainScores(options, dealer, 6), privilege: true };
  return { scores: [0, 0], privilege: false };
}

/** The lucky hands of rulings K3. */
export type KoiKoiLuckyKind = 'teshi' | 'kuttsuki';

/** A round ended by a dealt lucky hand: 6, or 12 for both patterns when the option says so. */
export function koikoiLuckyHand(
  options: Pick<KoiKoiOptions, 'both_lucky_hands' | 'scoring'>,
  winner: number,
  kinds: readonly KoiKoiLuckyKind[],
): { points: number; items: { id: KoiKoiLuckyKind; points: number }[]; scores: number[] } {
  const both = kinds.length === 2 && options.both_lucky_hands === 12;
  const items = both ? kinds.map((id) => ({ id, points: 6 })) : [{ id: kinds[0]!, points: 6 }];
  const points = both ? 12 : 6;
  return { points, items, scores: koikoiGainScores(options, winner, points) };
}

/** Which field cards a hand card takes or offers (the table's hints): Koi-Koi's own capture rule. */
export function koikoiHandHint(card: string, field: Field): HandTargets {
  return handTargets(card, field, SAME_MONTH);
}

// ---------------------------------------------------------------- the engine: cards as deck positions

/**
 * The whole game state (plain JSON), its cards held as deck positions (0–47, `cardOrder`: the month
 * is `(card >> 2) + 1`; `HANAFUDA_DECK[card]` is the id). Issue 30 §1: a random playout's moves
 * copy the hands, field, stock and piles, and arrays of small ints cost less to copy and to trace
 * than arrays of ids, and are read without a lookup by id. Moves, views, events and records still
 * name cards by id; `koikoiIds` gives the same state with ids (`KoiKoiIdState`), as the engines
 * before it held it.
 */
export interface KoiKoiState {
  options: KoiKoiOptions;
  rng: Rng;
  phase: KoiKoiPhase;
  round: number;
  dealer: number;
  dealerDraw: DealerDraw | undefined;
  redeals: number;
  /** Every hand, each in deck order (a hand's order as a table shows it). */
  hands: number[][];
  /** The field, flat (positions.ts `FlatField`: three of a month dealt together lie together, one stack). */
  field: number[];
  /** The stock as dealt (before round 1: the undealt deck), top card first; `stockAt` cards of it are drawn. */
  stock: number[];
  stockAt: number;
  /** One capture pile per seat. */
  captured: number[][];
  turn: number;
  /** This turn's captures, not yet collected. */
  pending: number[];
  /** This turn's placements (a record the table replays, cards by id). */
  placements: Placement[];
  /** The card waiting for a two-match choice (-1: none); its targets are the field's first cards of its month. */
  choice: number;
  koikoi: number[];
  yakuTotals: number[];
  totals: number[];
  history: KoiKoiRoundRecord[];
  events: GameEvent[];
  lastTurn: { seat: number; placements: Placement[] } | undefined;
}

/** A fresh state sharing every value with `s`: every state is made here (one shape, see round.ts). */
function copyAt(s: KoiKoiState): KoiKoiState {
  return {
    options: s.options,
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
    koikoi: s.koikoi,
    yakuTotals: s.yakuTotals,
    totals: s.totals,
    history: s.history,
    events: s.events,
    lastTurn: s.lastTurn,
  };
}

/** The same state with its cards as ids, as the engines before held it (what `byId` plays, and the recorded digests compare). */
export function koikoiIds(s: KoiKoiState): KoiKoiIdState {
  let current: TurnCaptures;
  if (s.choice >= 0) {
    current = {
      pending: idsOf(s.pending),
      placements: s.placements,
      choice: {
        card: ID[s.choice]!,
        source: s.phase === 'choose-hand' ? 'hand' : 'draw',
        targets: idsOf(targetsAt(s.field, s.choice)),
      },
    };
  } else current = { pending: idsOf(s.pending), placements: s.placements };
  return {
    options: s.options,
    rng: s.rng,
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    dealerDraw: s.dealerDraw,
    redeals: s.redeals,
    hands: s.hands.map(idsOf),
    field: fieldPiles(s.field).map(idsOf),
    stock: idsOf(s.stock.slice(s.stockAt)),
    captured: s.captured.map(idsOf),
    turn: s.turn,
    current,
    koikoi: s.koikoi,
    yakuTotals: s.yakuTotals,
    totals: s.totals,
    history: s.history,
    events: s.events,
    lastTurn: s.lastTurn,
  };
}

/** A state with ids (a sampler's, or `byId`'s) as the engine holds it. */
export function koikoiFromIds(s: KoiKoiIdState): KoiKoiState {
  const choice = s.current.choice;
  return {
    options: s.options,
    rng: s.rng,
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    dealerDraw: s.dealerDraw,
    redeals: s.redeals,
    hands: s.hands.map(positionsOf),
    field: positionsOf(s.field.flat()),
    stock: positionsOf(s.stock),
    stockAt: 0,
    captured: s.captured.map(positionsOf),
    turn: s.turn,
    pending: positionsOf(s.current.pending),
    placements: s.current.placements,
    choice: choice ? cardOrder(choice.card) : -1,
    koikoi: s.koikoi,
    yakuTotals: s.yakuTotals,
    totals: s.totals,
    history: s.history,
    events: s.events,
    lastTurn: s.lastTurn,
  };
}

// ---- the turn, on deck positions (the same steps as round.ts's `playCard`, `chooseTarget`, `drawCard` under the month rule)

function playAt(state: KoiKoiState, seat: number, card: number): KoiKoiState {
  const s = copyAt(state);
  const hands = state.hands.slice();
  hands[seat] = withoutAt(state.hands[seat]!, card);
  s.hands = hands;
  s.pending = NO_CARDS;
  s.placements = NO_PLACEMENTS;
  s.phase = placeOnField(s, state.field, seat, card, 'hand') ? 'choose-hand' : 'draw';
  return s;
}

function chooseAt(state: KoiKoiState, seat: number, target: number): KoiKoiState {
  const s = copyAt(state);
  takeChosen(s, state, seat, target);
  if (state.phase === 'choose-hand') {
    s.phase = 'draw';
    return s;
  }
  return endTurnAt(s);
}

function drawAt(state: KoiKoiState, seat: number): KoiKoiState {
  const card = state.stock[state.stockAt]!;
  const s = copyAt(state);
  s.stockAt = state.stockAt + 1;
  if (placeOnField(s, state.field, seat, card, 'draw')) {
    s.phase = 'choose-draw';
    return s;
  }
  return endTurnAt(s);
}

/** The turn's end on `s` (a fresh copy): collect its captures, then offer koi-koi, stop automatically, or pass (as `endTurn`). */
function endTurnAt(s: KoiKoiState): KoiKoiState {
  const seat = s.turn;
  let rose = false;
  const pending = s.pending;
  s.lastTurn = { seat, placements: s.placements };
  s.placements = NO_PLACEMENTS;
  s.pending = NO_CARDS;
  if (pending.length > 0) {
    const pile = s.captured[seat]!;
    const next = new Array<number>(pile.length + pending.length);
    for (let i = 0; i < pile.length; i++) next[i] = pile[i]!;
    for (let i = 0; i < pending.length; i++) next[pile.length + i] = pending[i]!;
    const captured = s.captured.slice();
    captured[seat] = next;
    s.captured = captured;
    const total = koikoiTotalAt(next, turnYakuSettings(s.options, s.round));
    rose = total > s.yakuTotals[seat]!;
    s.yakuTotals = replaced(s.yakuTotals, seat, total);
  }
  if (!rose) return passTurnAt(s);
  if (s.hands[seat]!.length > 0) {
    s.phase = 'decide';
    return s;
  }
  s.events = [...s.events, { kind: 'stop', seat, data: { why: 'no-cards' } }];
  return stopAt(s, seat);
}

function passTurnAt(s: KoiKoiState): KoiKoiState {
  if (s.hands[0]!.length === 0 && s.hands[1]!.length === 0) return exhaustedAt(s);
  s.phase = 'play';
  s.turn = OTHER(s.turn);
  return s;
}

// ---- round ends on deck positions (the records are `byId`'s: no card in them but the lucky hand's months)

function finishAt(s: KoiKoiState, record: Omit<KoiKoiRoundRecord, 'round' | 'month' | 'name' | 'dealer'>): KoiKoiState {
  const payer = record.scores.findIndex((x) => x < 0);
  if (payer >= 0)
    record = {
      ...record,
      details: [...record.details, { seat: payer, id: 'opponent-score', points: record.scores[payer]! }],
    };
  const full: KoiKoiRoundRecord = {
    round: s.round,
    month: roundMonth(s.round),
    name: { kind: 'month', month: roundMonth(s.round) },
    dealer: s.dealer,
    ...record,
  };
  const out = copyAt(s);
  out.phase = s.round >= s.options.rounds ? 'match-over' : 'round-over';
  out.totals = s.totals.map((t, i) => t + full.scores[i]!);
  out.history = [...s.history, full];
  return out;
}

/** `seat` stops (`s` a fresh copy with the move's events): `endByStop`'s record, from the pile's ids. */
function stopAt(s: KoiKoiState, seat: number): KoiKoiState {
  const pile = idsOf(s.captured[seat]!);
  const { yaku, base, doubles, points } = koikoiStop(pile, s.options, s.round, s.koikoi[OTHER(seat)]!);
  const details = yaku.map((y) => ({ seat, id: y.id, points: y.points }));
  if (mayNoteRules(s.options))
    for (const id of koikoiRuleNotes(pile, yakuOptions(s.options, s.round))) details.push({ seat, id, points: 0 });
  for (const d of doubles) details.push({ seat, id: d.id, points: d.before });
  const event: GameEvent = {
    kind: 'koikoi-score',
    seat,
    points,
    data: {
      yaku: yaku.map((y) => y.id),
      yakuPoints: yaku.map((y) => y.points),
      base,
      seven: doubles.some((d) => d.id === 'double-at-7'),
      koikoi: doubles.some((d) => d.id === 'koikoi-double'),
    },
  };
  return finishAt(s, {
    outcome: 'stop',
    winner: seat,
    scores: koikoiGainScores(s.options, seat, points),
    details,
    events: [event],
  });
}

function exhaustedAt(s: KoiKoiState): KoiKoiState {
  const d = s.dealer;
  const paid = koikoiExhausted(s.options, d);
  if (paid.privilege)
    return finishAt(s, {
      outcome: 'exhausted',
      winner: d,
      scores: paid.scores,
      details: [{ seat: d, id: 'oya-ken', points: 6 }],
      events: [{ kind: 'exhausted', seat: d, points: 6 }],
    });
  return finishAt(s, { outcome: 'exhausted', scores: paid.scores, details: [], events: [{ kind: 'exhausted' }] });
}

// ---- the deal, on deck positions (`startRound`'s steps: the same shuffles, so the same deals)

/** Bit 1: four of a month; bit 2: four pairs (`monthPatterns`, of deck positions). */
const MONTH_COUNT = new Int8Array(12);
function monthPatternsAt(cards: readonly number[], from: number, to: number): number {
  MONTH_COUNT.fill(0);
  for (let i = from; i < to; i++) MONTH_COUNT[cards[i]! >> 2]!++;
  let full = 0;
  let pairs = 0;
  for (let m = 0; m < 12; m++) {
    const c = MONTH_COUNT[m]!;
    if (c === 4) full = 1;
    if (c === 2) pairs++;
  }
  return full | (pairs === 4 && to - from === 8 ? 2 : 0);
}

/** A hand's lucky patterns (`luckyHandOf`), read from the ids only when it has one. */
function luckyAt(cards: readonly number[], from: number, seat: number): LuckyHand | undefined {
  return monthPatternsAt(cards, from, from + 8) === 0
    ? undefined
    : luckyHandOf(idsOf(cards.slice(from, from + 8)), seat);
}

/**
 * Deal `round` for `dealer` on `base`: 8 cards to each hand, 8 to the field, the stock 24, from the
 * `stacked` deck if given (a round dealt from it has no event) or else shuffled; dealt again (same
 * dealer) while the field holds four of a month or four pairs, or both hands are lucky (rulings K3).
 */
function dealAt(base: KoiKoiState, round: number, dealer: number, stacked?: number[]): KoiKoiState {
  let rng = base.rng;
  let redeals = 0;
  let deck: number[];
  for (let stack = stacked; ; stack = undefined) {
    if (stack) deck = stack;
    else [deck, rng] = shuffle(rng, POSITIONS);
    if (monthPatternsAt(deck, 16, 24) !== 0 || (luckyAt(deck, 0, 0) && luckyAt(deck, 8, 1))) redeals++;
    else break;
  }
  let s = copyAt(base);
  s.rng = rng;
  s.phase = 'play';
  s.round = round;
  s.dealer = dealer;
  s.dealerDraw = undefined;
  s.hands = [sortedAt(deck, 0, 8), sortedAt(deck, 8, 16)];
  s.field = layFlat(deck, 16, 24);
  s.stock = deck.slice(24);
  s.stockAt = 0;
  s.captured = [NO_CARDS, NO_CARDS];
  s.turn = dealer;
  s.pending = NO_CARDS;
  s.placements = NO_PLACEMENTS;
  s.choice = -1;
  s.lastTurn = undefined;
  s.redeals = redeals;
  s.koikoi = [0, 0];
  s.yakuTotals = [0, 0];
  const lucky = luckyAt(deck, 0, 0) ?? luckyAt(deck, 8, 1);
  if (lucky) s = luckyEndAt(s, lucky);
  if (!stacked) s.events = [{ kind: 'deal', seat: s.dealer, data: { round: s.round, month: roundMonth(s.round) } }];
  return s;
}

function luckyEndAt(s: KoiKoiState, lucky: LuckyHand): KoiKoiState {
  const paid = koikoiLuckyHand(s.options, lucky.seat, lucky.kinds);
  return finishAt(s, {
    outcome: 'lucky-hand',
    winner: lucky.seat,
    luckyHand: lucky,
    scores: paid.scores,
    details: paid.items.map((x) => ({ seat: lucky.seat, id: x.id, points: x.points })),
    events: [{ kind: 'lucky-hand', seat: lucky.seat, points: paid.points, data: { kinds: lucky.kinds.slice() } }],
  });
}

// ---- the contract

/** Shared, frozen moves: the legal lists hand them out, and a caller cannot change them. */
const PLAY_AT: readonly KoiKoiMove[] = POSITIONS.map((k) => playMove(ID[k]!));
const CAPTURE_AT: readonly KoiKoiMove[] = POSITIONS.map((k) => Object.freeze({ type: 'capture', target: ID[k]! }));
const DRAW_MOVE: KoiKoiMove = Object.freeze({ type: 'draw' });
const NEXT_ROUND: KoiKoiMove = Object.freeze({ type: 'next-round' });
const KOIKOI_MOVE: KoiKoiMove = Object.freeze({ type: 'koikoi' });
const STOP_MOVE: KoiKoiMove = Object.freeze({ type: 'stop' });

function legalAt(s: KoiKoiState, seat: number): KoiKoiMove[] {
  if (!isActor(s.phase, s.turn, 2, seat)) return [];
  switch (s.phase) {
    case 'play': {
      const h = s.hands[seat]!;
      const out = new Array<KoiKoiMove>(h.length);
      for (let i = 0; i < h.length; i++) out[i] = PLAY_AT[h[i]!]!;
      return out;
    }
    case 'choose-hand':
    case 'choose-draw': {
      const t = targetsAt(s.field, s.choice);
      const out = new Array<KoiKoiMove>(t.length);
      for (let i = 0; i < t.length; i++) out[i] = CAPTURE_AT[t[i]!]!;
      return out;
    }
    case 'draw':
      return [DRAW_MOVE];
    case 'decide':
      return [KOIKOI_MOVE, STOP_MOVE];
    case 'round-over':
    case 'dealer-draw':
      return [NEXT_ROUND];
    default:
      return [];
  }
}

/** The move applied on deck positions when it is certainly legal (as the machine's quick checks), else undefined. */
function quickAt(state: KoiKoiState, seat: number, move: unknown): KoiKoiState | undefined {
  if (move === null || typeof move !== 'object' || Array.isArray(move)) return undefined;
  const m = move as { type?: unknown; card?: unknown; target?: unknown };
  if (m.type === 'next-round') {
    if ((state.phase !== 'round-over' && state.phase !== 'dealer-draw') || !isActor(state.phase, state.turn, 2, seat))
      return undefined;
    if (m !== NEXT_ROUND && Object.keys(m).length !== 1) return undefined;
    if (state.phase === 'dealer-draw') return dealAt(state, 1, state.dealer);
    const last = state.history[state.history.length - 1];
    return dealAt(state, state.round + 1, last?.winner ?? state.dealer);
  }
  if (seat !== state.turn) return undefined;
  switch (m.type) {
    case 'play': {
      if (state.phase !== 'play' || typeof m.card !== 'string') return undefined;
      const c = AT[m.card];
      if (c === undefined || (m !== PLAY_AT[c] && Object.keys(m).length !== 2)) return undefined;
      return state.hands[seat]!.includes(c) ? playAt(state, seat, c) : undefined;
    }
    case 'capture': {
      if ((state.phase !== 'choose-hand' && state.phase !== 'choose-draw') || typeof m.target !== 'string')
        return undefined;
      const c = AT[m.target];
      if (c === undefined || (m !== CAPTURE_AT[c] && Object.keys(m).length !== 2)) return undefined;
      return targetsAt(state.field, state.choice).includes(c) ? chooseAt(state, seat, c) : undefined;
    }
    case 'draw':
      return state.phase === 'draw' &&
        state.stockAt < state.stock.length &&
        (m === DRAW_MOVE || Object.keys(m).length === 1)
        ? drawAt(state, seat)
        : undefined;
    case 'koikoi':
    case 'stop': {
      if (state.phase !== 'decide' || (m !== KOIKOI_MOVE && m !== STOP_MOVE && Object.keys(m).length !== 1))
        return undefined;
      const s = copyAt(state);
      if (m.type === 'stop') {
        s.events = [{ kind: 'stop', seat }];
        return stopAt(s, seat);
      }
      s.koikoi = replaced(state.koikoi, seat, state.koikoi[seat]! + 1);
      s.events = [{ kind: 'koikoi', seat, data: { count: s.koikoi[seat]! } }];
      return passTurnAt(s);
    }
    default:
      return undefined;
  }
}

/** The last status given, again while its totals and history are the same (`lastStatus`). */
const statusOfTotals = lastStatus();
const statusAt = (s: KoiKoiState): Status => statusOfTotals(s.phase, s.round, s.totals, s.history);

const describe = (m: KoiKoiMove): string => describeKoiKoiMove(m) ?? describeTurnMove(m) ?? 'An unknown move';

/** The turn rules `turnRefusal` reads (Koi-Koi's capture rule), and its own refusal: a decision first. */
const REFUSALS = {
  turn: { rules: () => SAME_MONTH },
  refuse: (state: KoiKoiIdState, _seat: number, _move: unknown, message: string) =>
    state.phase === 'decide' ? new IllegalMoveError('decide-first', { game: 'koikoi' }, message) : undefined,
};

/**
 * The full legality gate, for a move the quick path did not take: the legal move it names, or a
 * refusal that says why (issue 28 §2: the shared turn's reasons, read from the state with ids).
 */
function gate(state: KoiKoiState, seat: number, move: unknown): KoiKoiMove {
  const actor = isActor(state.phase, state.turn, 2, seat);
  return fullGate(actor ? legalAt(state, seat) : [], move, seat, actor, describe, (message) =>
    turnRefusal(
      REFUSALS as unknown as Parameters<typeof turnRefusal>[0],
      koikoiIds(state),
      seat,
      move as { type?: unknown },
      message,
    ),
  );
}

/** A new match: the options checked, then the first dealer drawn in public (or, from a stacked deck, round 1 dealt by seat 0). */
function setupAt(init: SetupInit<KoiKoiOptions>): KoiKoiState {
  if (init.players !== 2) throw seatsRefusal('Koi-Koi', 2, 2, init.players);
  const options = checkOptions(koikoiOptionsSpec, init.options, init.players);
  const s: KoiKoiState = {
    options,
    rng: rngFromSeed(init.seed),
    phase: 'dealer-draw',
    round: 1,
    dealer: 0,
    dealerDraw: undefined,
    redeals: 0,
    hands: [NO_CARDS, NO_CARDS],
    field: [],
    stock: NO_CARDS,
    stockAt: 0,
    captured: [NO_CARDS, NO_CARDS],
    turn: 0,
    pending: NO_CARDS,
    placements: NO_PLACEMENTS,
    choice: -1,
    koikoi: [0, 0],
    yakuTotals: [0, 0],
    totals: [0, 0],
    history: [],
    events: [],
    lastTurn: undefined,
  };
  if (init.deck) {
    checkStackedDeck(init.deck, HANAFUDA_DECK);
    return dealAt(s, 1, 0, positionsOf(init.deck));
  }
  const [draw, rest, rng] = drawForDealer(s.rng, 2, HANAFUDA_DECK, false);
  s.rng = rng;
  s.stock = positionsOf(rest);
  s.dealer = draw.dealer;
  s.turn = draw.dealer;
  s.dealerDraw = draw;
  return s;
}

/** The Koi-Koi engine. */
export const koikoi: Game<KoiKoiState, KoiKoiMove, KoiKoiOptions, KoiKoiView> = {
  id: 'koikoi',
  title: 'Koi-Koi',
  players: { min: 2, max: 2 },
  defaultOptions: koikoiOptionsSpec.defaults,
  setup: setupAt,
  actors: (s) => roundActors(s.phase, s.turn, 2),
  legalMoves: legalAt,
  // A move the quick path leaves (refused, or an unusual spelling of a legal one) passes the full
  // gate, which refuses it with its reason or names the legal move it is, applied the same way.
  play(state, seat, move) {
    const s = quickAt(state, seat, move) ?? quickAt(state, seat, gate(state, seat, move));
    if (!s) throw new IllegalMoveError('stock-empty', {}, 'The stock is empty.');
    return s;
  },
  view: (s, seat) => viewOf(koikoiIds(s), seat),
  botView: botViewOf,
  status: statusAt,
  describe,
  // `turnUndoable`: a play or a two-match choice that kept the turn before its stock draw.
  undoable: (before, move, after, seat) =>
    (move.type === 'play' || move.type === 'capture') &&
    (before.phase === 'play' || before.phase === 'choose-hand') &&
    after.turn === seat &&
    (after.phase === 'draw' || after.phase === 'choose-hand'),
};
