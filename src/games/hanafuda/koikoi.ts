/**
 * Koi-Koi (docs/rulings/hanafuda.md §3): two players capture by month and race to make yaku; whoever makes
 * or improves one may stop and score, or call koi-koi and play on at the risk of the
 * opponent scoring double.
 *
 * A turn is split into moves: play → (capture, on two matches) → draw → (capture) →
 * (koikoi | stop, when the turn raised the player's yaku total).
 */
import { IllegalMoveError, type RoundName, type RoundResult } from '../../engine/types.ts';
import { declareOptions } from '../../engine/options.ts';
import { fullMonths, HANAFUDA_DECK, isFourPairs, monthOf, monthPatterns, sortByClass, sortCards } from './cards.ts';
import {
  hanaGame,
  replaced,
  setViewTail,
  turnMoves,
  type TurnRules,
  type HanaGameState,
  type HanaView,
  viewHead,
  setBotViewTail,
  sharedFieldView,
  sortedHand,
  setDealt,
  dealRound,
  type HanaPhase,
  type HanaTurnMove,
  collectTurn,
  recordRound,
  copyRoundRecord,
} from './round.ts';
import { describeKoiKoiMove } from './words.ts';
import type { GameEvent } from './events.ts';
import { layField, SAME_MONTH, type Field } from './capture.ts';
import {
  findYaku,
  koikoiRuleNotes,
  koikoiYakuSettings,
  koikoiTotalWith,
  koikoiYakuWith,
  yakuTotal,
  type GroupsMode,
  type KoiKoiYakuOptions,
  type SakeCupMode,
  type ViewingMode,
  type Yaku,
} from './yaku.ts';
import { handTargets, type HandTargets } from './capture.ts';

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

/** The whole game state (plain JSON). */
export interface KoiKoiState extends HanaGameState {
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

/** A fresh state sharing every value with `s`: every state is made here, so all have one shape (see round.ts). */
function copy(s: KoiKoiState): KoiKoiState {
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
    captured: s.captured,
    turn: s.turn,
    current: s.current,
    koikoi: s.koikoi,
    yakuTotals: s.yakuTotals,
    totals: s.totals,
    history: s.history,
    events: s.events,
    lastTurn: s.lastTurn,
  };
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
export function koikoiYaku(state: KoiKoiState, seat: number): Yaku[] {
  return findYaku('koikoi', state.captured[seat]!, yakuOptions(state.options, state.round));
}

/** The multiplier a win by `seat` with `base` points would get now. */
export function koikoiMultiplier(options: KoiKoiOptions, base: number, opponentCalls: number): number {
  return (options.double_at_7 && base >= 7 ? 2 : 1) * (opponentCalls > 0 ? 2 : 1);
}

/** What stopping now would pay `seat` (0 without yaku). */
export function stopValue(state: KoiKoiState, seat: number): number {
  const base = yakuTotal(koikoiYaku(state, seat));
  return base * koikoiMultiplier(state.options, base, state.koikoi[OTHER(seat)]!);
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

/** Is the dealt field a misdeal (four of a month, or four pairs)? */
function isFieldMisdeal(field: readonly string[]): boolean {
  return monthPatterns(field) !== 0;
}

// ---------------------------------------------------------------- dealing

/** Start round `round` with `dealer`, on top of the match-level fields of `base`: 8/8/8 (stock 24), redealing field misdeals and double lucky hands (same dealer). */
function startRound(base: KoiKoiState, round: number, dealer: number, stacked?: readonly string[]): KoiKoiState {
  const d = dealRound(HANAFUDA_DECK, base.rng, 2, 8, 8, stacked, (h, table) =>
    isFieldMisdeal(table) || (luckyHandOf(h[0]!, 0) && luckyHandOf(h[1]!, 1)) ? true : undefined,
  );
  const s = copy(base);
  setDealt(s, round, dealer, d.rng, d.hands, layField(d.table), d.stock);
  s.redeals = d.misdeals.length;
  s.koikoi = [0, 0];
  s.yakuTotals = [0, 0];
  const lucky = luckyHandOf(d.hands[0]!, 0) ?? luckyHandOf(d.hands[1]!, 1);
  return lucky ? endWithLuckyHand(s, lucky) : s;
}

// ---------------------------------------------------------------- round endings

function finishRound(
  state: KoiKoiState,
  record: Omit<KoiKoiRoundRecord, 'round' | 'month' | 'name' | 'dealer'>,
): KoiKoiState {
  // Zero-sum: the other player pays what the winner gains, a line of its own, so each seat's lines add up to its score.
  const payer = record.scores.findIndex((x) => x < 0);
  if (payer >= 0)
    record = {
      ...record,
      details: [...record.details, { seat: payer, id: 'opponent-score', points: record.scores[payer]! }],
    };
  const full: KoiKoiRoundRecord = {
    round: state.round,
    month: roundMonth(state.round),
    name: { kind: 'month', month: roundMonth(state.round) },
    dealer: state.dealer,
    ...record,
  };
  const s = copy(state);
  recordRound(s, full, state.round >= state.options.rounds);
  return s;
}

function endWithLuckyHand(state: KoiKoiState, lucky: LuckyHand): KoiKoiState {
  const paid = koikoiLuckyHand(state.options, lucky.seat, lucky.kinds);
  return finishRound(state, {
    outcome: 'lucky-hand',
    winner: lucky.seat,
    luckyHand: lucky,
    scores: paid.scores,
    details: paid.items.map((x) => ({ seat: lucky.seat, id: x.id, points: x.points })),
    events: [{ kind: 'lucky-hand', seat: lucky.seat, points: paid.points, data: { kinds: lucky.kinds.slice() } }],
  });
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

function endByStop(state: KoiKoiState, seat: number): KoiKoiState {
  const { yaku, base, doubles, points } = koikoiStop(
    state.captured[seat]!,
    state.options,
    state.round,
    state.koikoi[OTHER(seat)]!,
  );
  const details = yaku.map((y) => ({ seat, id: y.id, points: y.points }));
  // Rule switches that changed this score name themselves (0-point lines; issue 14).
  if (mayNoteRules(state.options))
    for (const id of koikoiRuleNotes(state.captured[seat]!, yakuOptions(state.options, state.round)))
      details.push({ seat, id, points: 0 });
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
  return finishRound(state, {
    outcome: 'stop',
    winner: seat,
    scores: koikoiGainScores(state.options, seat, points),
    details,
    events: [event],
  });
}

function endExhausted(state: KoiKoiState): KoiKoiState {
  const d = state.dealer;
  const paid = koikoiExhausted(state.options, d);
  if (paid.privilege) {
    return finishRound(state, {
      outcome: 'exhausted',
      winner: d,
      scores: paid.scores,
      details: [{ seat: d, id: 'oya-ken', points: 6 }],
      events: [{ kind: 'exhausted', seat: d, points: 6 }],
    });
  }
  return finishRound(state, {
    outcome: 'exhausted',
    scores: paid.scores,
    details: [],
    events: [{ kind: 'exhausted' }],
  });
}

// ---------------------------------------------------------------- the turn

/** Collect the turn's captures, then offer koi-koi, stop automatically, or pass the turn (`state` is a fresh copy owned by the caller). */
function endTurn(state: KoiKoiState): KoiKoiState {
  const seat = state.turn;
  const s = state;
  let rose = false;
  // A turn that took nothing leaves the pile, so its total, as it was (no need to score it again).
  if (collectTurn(s, seat)) {
    const total = koikoiTotalWith(s.captured[seat]!, turnYakuSettings(s.options, s.round));
    rose = total > s.yakuTotals[seat]!;
    s.yakuTotals = replaced(s.yakuTotals, seat, total);
  }
  if (!rose) return passTurn(s);
  if (s.hands[seat]!.length > 0) {
    s.phase = 'decide';
    return s;
  }
  s.events = [...s.events, { kind: 'stop', seat, data: { why: 'no-cards' } }];
  return endByStop(s, seat);
}

/** Pass the turn (the state is a fresh copy owned by the caller), or end an exhausted round. */
function passTurn(state: KoiKoiState): KoiKoiState {
  if (state.hands[0]!.length === 0 && state.hands[1]!.length === 0) return endExhausted(state);
  state.phase = 'play';
  state.turn = OTHER(state.turn);
  return state;
}

/** The shared turn (round.ts) with Koi-Koi's rules. */
const TURN: TurnRules<KoiKoiState> = { copy, rules: () => SAME_MONTH, endTurn };

function callKoiKoi(state: KoiKoiState, seat: number): KoiKoiState {
  const koikoi = replaced(state.koikoi, seat, state.koikoi[seat]! + 1);
  const s = copy(state);
  s.koikoi = koikoi;
  s.events = [{ kind: 'koikoi', seat, data: { count: koikoi[seat]! } }];
  return passTurn(s);
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

function viewOf(state: KoiKoiState, seat: number): KoiKoiView {
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
 * The last piles the bots' views were given, each with its sorted copy and its yaku under one
 * round's settings: a pile array is never changed in place, and a rollout shows the same piles
 * move after move (a few slots, not a WeakMap: those cost the collector more than they save).
 */
const PILE_SLOTS = 8;
const slotPiles: (readonly string[] | undefined)[] = new Array(PILE_SLOTS).fill(undefined);
const slotSorted: string[][] = new Array(PILE_SLOTS).fill(undefined);
const slotSettings: (Required<KoiKoiYakuOptions> | undefined)[] = new Array(PILE_SLOTS).fill(undefined);
const slotYaku: Yaku[][] = new Array(PILE_SLOTS).fill(undefined);
const slotTotal: number[] = new Array(PILE_SLOTS).fill(0);
let nextSlot = 0;

/** The slot of `pile` (filled in when new) with its yaku under `settings`. */
function pileSlot(pile: readonly string[], settings: Required<KoiKoiYakuOptions>): number {
  let i = 0;
  while (i < PILE_SLOTS && slotPiles[i] !== pile) i++;
  if (i === PILE_SLOTS) {
    i = nextSlot;
    nextSlot = (nextSlot + 1) % PILE_SLOTS;
    slotPiles[i] = pile;
    slotSorted[i] = sortByClass(pile);
    slotSettings[i] = undefined;
  }
  if (slotSettings[i] !== settings) {
    const yaku = koikoiYakuWith(pile, settings);
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

/**
 * The view's data for the bots' rollouts (the contract's `botView`): what `viewOf` shows, sharing
 * the state's arrays and records and the sorted piles and yaku of the last piles shown (read-only)
 * instead of copies.
 */
function botViewOf(state: KoiKoiState, seat: number): KoiKoiView {
  const opp = OTHER(seat);
  const settings = turnYakuSettings(state.options, state.round);
  const i0 = pileSlot(state.captured[0]!, settings);
  const i1 = pileSlot(state.captured[1]!, settings);
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
    hand: sortedHand(hands[seat]!),
    handCounts: [hands[0]!.length, hands[1]!.length],
    field: sharedFieldView(state.field),
    stockCount: state.stock.length,
    pending: state.current.pending,
    placements: state.current.placements,
    totals: state.totals,
    events: state.events,
    game: 'koikoi',
    month: roundMonth(state.round),
    redeals: state.redeals,
    opponentHandCount: state.hands[opp]!.length,
    captured: shown.sorted,
    yaku: shown.yaku,
    yakuTotals: shown.totals,
    koikoi: k,
    multiplier: shown.multiplier,
    stopValue: seat === 0 ? t0 * m0 : t1 * m1,
    history: state.history,
    options: state.options,
  };
  setBotViewTail(v, state);
  if (v.lastRound?.luckyHand) v.luckyHand = v.lastRound.luckyHand;
  return v;
}

// ---------------------------------------------------------------- the contract

function applyMove(state: KoiKoiState, seat: number, m: KoiKoiMove): KoiKoiState {
  if (m.type === 'koikoi') return callKoiKoi(state, seat);
  const s = copy(state);
  s.events = [{ kind: 'stop', seat }];
  return endByStop(s, seat);
}

/** The Koi-Koi engine. */
export const koikoi = hanaGame<KoiKoiState, KoiKoiMove, KoiKoiOptions, KoiKoiView>({
  id: 'koikoi',
  title: 'Koi-Koi',
  players: { min: 2, max: 2 },
  options: koikoiOptionsSpec,
  initial(_init, options) {
    return {
      options,
      redeals: 0,
      koikoi: [0, 0],
      yakuTotals: [0, 0],
    };
  },
  turn: TURN,
  startRound,
  dealt: (s) => ({ kind: 'deal', seat: s.dealer, data: { round: s.round, month: roundMonth(s.round) } }),
  legal: (state, seat) =>
    state.phase === 'decide' ? [{ type: 'koikoi' }, { type: 'stop' }] : (turnMoves(state, state.hands[seat]!) ?? []),
  // Koi-koi and stop as the engine will apply them (a fresh object) when certainly legal.
  quick(state, seat, move) {
    const type = (move as { type?: unknown }).type;
    if (
      (type !== 'koikoi' && type !== 'stop') ||
      state.phase !== 'decide' ||
      seat !== state.turn ||
      Object.keys(move).length !== 1
    )
      return undefined;
    return { type };
  },
  refuse: (state, _seat, _move, message) =>
    state.phase === 'decide' ? new IllegalMoveError('decide-first', { game: 'koikoi' }, message) : undefined,
  describe: describeKoiKoiMove,
  apply: applyMove,
  view: viewOf,
  botView: botViewOf,
});

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
