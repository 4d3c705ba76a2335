/**
 * Higo-Bana, the Hawaiian Sakura (docs/rulings/hanafuda.md §6): two to seven players (or teams) capture by
 * month; at the end of each round card points and the eight three-card yaku decide the
 * round's winner, who scores victory points.
 *
 * A turn is split into moves: (play | hiki) → (capture, on a choice) → draw → (capture).
 * A player whose hand is empty only draws. The round ends when the stock is empty after a turn.
 *
 * Special rules, all through the shared capture step:
 * - the Gaji (Lightning, `nov-chaff-1`) is wild: played or drawn it takes any one field card
 *   (its `CaptureRules.override`), except a card of another player's hiki; on the field only a
 *   Willow takes it; at the end of the round the rest of the month it took goes to its user;
 * - hiki: all four cards of a month among a hand and the field may be taken instead of playing;
 * - the three-card rule (the seed's copy of Go-Stop's ppuk): a drawn card matching the pair the
 *   hand card just made leaves the three on the field as a stack.
 */
import type { RoundName, RoundResult } from '../../engine/types.ts';
import { withoutAll } from '../../engine/deck.ts';
import { declareOptions } from '../../engine/options.ts';
import { cardInfo, fullMonths, GROUPS, HANAFUDA_DECK, monthCards, monthOf } from './cards.ts';
import {
  hanaGame,
  replaced,
  roundActors,
  sharedFieldView,
  setViewTail,
  turnMoves,
  turnUndoable,
  type HanaGameState,
  type HanaView,
  type TurnRules,
  viewHead,
  setDealt,
  dealRound,
  type HanaPhase,
  type HanaTurnMove,
  seatsFrom,
  collectTurn,
  recordRound,
  copyRoundRecord,
} from './round.ts';
import { describeHigoBanaMove } from './words.ts';
import type { GameEvent } from './events.ts';
import {
  fieldCards,
  handTargets,
  hikiMonths,
  isPpuk,
  layField,
  makePpuk,
  removeFromField,
  SAME_MONTH,
  splitBrokenStacks,
  type CaptureRules,
  type CardSource,
  type Field,
  type HandTargets,
  type Placement,
} from './capture.ts';
import { findYaku, higoBanaCardPoints, type HigoBanaValues, type Yaku } from './yaku.ts';

// ---------------------------------------------------------------- options

/** How rounds turn into match points (rulings H12). */
export type HigoBanaScoring = 'basa' | 'chu-basa' | 'cumulative';
/** Teams (rulings H1): none, pairs (4 or 6 players), threes (6 players). */
export type HigoBanaTeams = 'none' | 'pairs' | 'triples';

/** Higo-Bana options (docs/rulings/hanafuda.md §6 and §9). */
export interface HigoBanaOptions {
  /** Card values: the seed's (chaff 1) or the Hawaiian standard (chaff 0, coloured Paulownia chaff 10). */
  values: HigoBanaValues;
  /** Seed: a side adds 50 for each of its own yaku. Hawaiian standard: it does not. */
  own_yaku: boolean;
  /** Seed: a drawn card matching the pair just made by the hand card leaves the three on the field. */
  three_card: boolean;
  /** Hiki: take all four cards of a month from hand and field instead of playing. */
  hiki: boolean;
  teams: HigoBanaTeams;
  /** Match length in rounds. */
  rounds: number;
  /** 'basa': 1 victory point, 2 when winning by 100+; 'chu-basa': 2 at 50+, 3 at 100+; 'cumulative': round scores add up. */
  scoring: HigoBanaScoring;
}

/** Rounds offered on the new-match screen (the engine accepts any number from 1 to 99). */
const HIGOBANA_ROUND_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24] as const;

/** Presets and per-rule toggles for the new-match screen. */
export const higoBanaOptionsSpec = declareOptions<HigoBanaOptions>({
  game: 'Higo-Bana',
  // The rulings' defaults (the "Carriage / seed" preset).
  defaults: {
    values: 'seed',
    own_yaku: true,
    three_card: true,
    hiki: true,
    teams: 'none',
    rounds: 12,
    scoring: 'basa',
  },
  presets: [
    {
      id: 'carriage',
      label: 'Booklet rules',
      description:
        "The booklet's rules as settled in our rulings: chaff 1, +50 for your own yaku, the three-card rule.",
      values: {},
    },
    {
      id: 'hawaiian',
      label: 'Hawaiian standard',
      description:
        'As played in Hawaii (Fuda Wiki, Paradise Factors): chaff 0, coloured Paulownia chaff 10, yaku only cost the others 50, no three-card rule.',
      values: { values: 'hawaiian', own_yaku: false, three_card: false },
    },
    {
      id: 'hawaii-cumulative',
      label: 'Hanafuda Hawaii (points)',
      description:
        'Hawaiian standard with round scores added up over the match instead of victories (Hanafuda Hawaii Style).',
      values: { values: 'hawaiian', own_yaku: false, three_card: false, scoring: 'cumulative' },
    },
  ],
  options: {
    rounds: {
      label: 'Rounds',
      kind: 'integer',
      min: 1,
      max: 99,
      help: 'The seed: as many as you like; our default is 12.',
      choices: HIGOBANA_ROUND_CHOICES.map((n) => ({ value: n, label: `${n}` })),
    },
    teams: {
      label: 'Teams',
      kind: 'choice',
      help: 'Seed and Fuda Wiki: partners share one capture pile and sit alternately. Pairs need 4 or 6 players, threes need 6.',
      choices: [
        { value: 'none', label: 'Everyone for themselves' },
        { value: 'pairs', label: 'Teams of two' },
        { value: 'triples', label: 'Teams of three' },
      ],
    },
    values: {
      label: 'Card values',
      kind: 'choice',
      help: 'Seed: chaff 1. Hawaiian standard (Fuda Wiki, Wikipedia): chaff 0, the coloured Paulownia chaff 10.',
      choices: [
        { value: 'seed', label: 'Seed: chaff 1' },
        { value: 'hawaiian', label: 'Hawaiian: chaff 0, coloured chaff 10' },
      ],
    },
    own_yaku: {
      label: 'Own yaku add 50',
      kind: 'boolean',
      help: 'Seed: your yaku add 50 to you as well as costing the others 50. Hawaiian references: they only cost the others.',
    },
    three_card: {
      label: 'Three-card rule',
      kind: 'boolean',
      help: 'Seed (from Go-Stop): a drawn card matching the pair your hand card just made leaves all three on the field. Not in Hawaiian references.',
    },
    hiki: {
      label: 'Hiki',
      kind: 'boolean',
      help: 'Fuda Wiki, BGA: holding a month\u2019s four cards between your hand and the field, you may take them all instead of playing.',
    },
    scoring: {
      label: 'Match scoring',
      kind: 'choice',
      help: 'Seed: the round winner gets 1 victory point, 2 when ahead of everyone by 100 (basa). Variants: chu at 50; adding up round scores.',
      choices: [
        { value: 'basa', label: 'Victories: 1, basa (100+) 2' },
        { value: 'chu-basa', label: 'Victories: 1, chu (50+) 2, basa (100+) 3' },
        { value: 'cumulative', label: 'Add up round scores' },
      ],
    },
  },
  // Teams (rulings H1): pairs need 4 or 6 players, threes need 6.
  seats: (o, players) =>
    o.teams === 'pairs' && players !== 4 && players !== 6
      ? { option: 'teams', players: [4, 6] }
      : o.teams === 'triples' && players !== 6
        ? { option: 'teams', players: [6] }
        : undefined,
});

/** The rulings' defaults (the "Carriage / seed" preset). */
export const HIGOBANA_DEFAULTS: HigoBanaOptions = higoBanaOptionsSpec.defaults;

// ---------------------------------------------------------------- the deal and the teams

/** Cards to each player and to the field, by player count (rulings H2). */
const HIGOBANA_DEAL: Readonly<Record<number, { hand: number; field: number }>> = {
  2: { hand: 8, field: 8 },
  3: { hand: 7, field: 6 },
  4: { hand: 5, field: 8 },
  5: { hand: 4, field: 8 },
  6: { hand: 3, field: 12 },
  7: { hand: 3, field: 6 },
};

/** The Gaji, the wild Lightning card. */
export const GAJI = GROUPS.lightning;

/** How many sides score: one per player, or one per team. */
function teamCount(players: number, teams: HigoBanaTeams): number {
  if (teams === 'pairs') return players / 2;
  if (teams === 'triples') return players / 3;
  return players;
}

/** The side (team) of a seat: partners sit alternately, so seat i plays for side i mod the number of sides. */
export function teamOfSeat(seat: number, players: number, teams: HigoBanaTeams): number {
  return seat % teamCount(players, teams);
}

/** The seats of each side, in turn order. */
export function teamSeats(players: number, teams: HigoBanaTeams): number[][] {
  const n = teamCount(players, teams);
  return Array.from({ length: n }, (_, t) => Array.from({ length: players }, (_, s) => s).filter((s) => s % n === t));
}

/** The Higo-Bana class of a card: the Rain Man counts with the animals (rulings H4). */
export type HigoBanaClass = 'bright' | 'ribbon' | 'animal' | 'chaff';

/** A card's Higo-Bana class. */
export function higoBanaClass(id: string): HigoBanaClass {
  const c = cardInfo(id);
  if (c.cls === 'bright') return c.roles.includes('rain-bright') ? 'animal' : 'bright';
  return c.cls;
}

/** Class order for capture piles: brights 20, ribbons 10, animals 5, chaff. */
const HIGOBANA_CLASS_ORDER: readonly HigoBanaClass[] = ['bright', 'ribbon', 'animal', 'chaff'];

/** A copy of `ids` sorted by Higo-Bana class, then deck order (how a capture pile is shown). */
function sortForPile(ids: readonly string[]): string[] {
  const rank = (id: string) => HIGOBANA_CLASS_ORDER.indexOf(higoBanaClass(id)) * 100 + cardInfo(id).order;
  return ids.slice().sort((a, b) => rank(a) - rank(b));
}

/** Counts of a pile by Higo-Bana class. */
export type ClassCounts = Record<HigoBanaClass, number>;

/** How many cards of each class a pile holds. */
export function classCounts(ids: readonly string[]): ClassCounts {
  const out: ClassCounts = { bright: 0, ribbon: 0, animal: 0, chaff: 0 };
  for (const id of ids) out[higoBanaClass(id)]++;
  return out;
}

// ---------------------------------------------------------------- state and moves

/** Where a round stands. `dealer-draw` shows the first dealer draw before round 1 is dealt. */
export type HigoBanaPhase = HanaPhase;

/** Every Higo-Bana move. */
export type HigoBanaMove = HanaTurnMove | { type: 'hiki'; month: number };

/** The Gaji's use this round: who took which month with it. */
export interface GajiUse {
  seat: number;
  /** The month of the card it took (the rest of that month goes to its user at the end). */
  month: number;
}

/** A hiki of another player that keeps the Gaji off its month's field cards (announced, so public). */
export interface HikiBlock {
  seat: number;
  month: number;
}

/** One side's result in a round. */
export interface HigoBanaSideResult {
  team: number;
  seats: number[];
  cardPoints: number;
  yaku: Yaku[];
  /** +50 per own yaku (0 without the own-yaku option). */
  ownYakuPoints: number;
  /** 50 per yaku held by every other side. */
  penalty: number;
  /** cardPoints + ownYakuPoints − penalty. */
  score: number;
}

/** How a round was won: a plain win, chu (50+ over everyone) or basa (100+). */
export type HigoBanaWinKind = 'win' | 'chu' | 'basa';

/** A finished round as the score sheet keeps it (no card ids). */
export interface HigoBanaRoundRecord extends RoundResult {
  round: number;
  name: RoundName;
  /** The round's outcome as data (worded by `words.ts`). */
  events: GameEvent[];
  dealer: number;
  sides: HigoBanaSideResult[];
  /** The winning side and the seat that deals next (its member earliest in turn order from the dealer). */
  winnerTeam: number;
  winner: number;
  kind: HigoBanaWinKind;
  /** Victory points the winning side gained (0 with cumulative scoring). */
  victory: number;
  /** Cards the Gaji's user received at the end (the rest of the month it took). */
  gajiLeftovers: number;
}

/** The whole game state (plain JSON). */
export interface HigoBanaState extends HanaGameState {
  options: HigoBanaOptions;
  players: number;
  phase: HigoBanaPhase;
  /** One capture pile per side (team). */
  captured: string[][];
  /** Hiki that keep the pending Gaji off some cards (public once announced). */
  blocked?: HikiBlock[] | undefined;
  gaji?: GajiUse | undefined;
  /** Months of which all four cards were dealt to the field and went to the dealer. */
  dealtFours: number[];
  /** Match points per seat (victory points, or round scores added up). */
  totals: number[];
  /** Round scores added up per seat (the tie-break with victory scoring). */
  cumulative: number[];
  history: HigoBanaRoundRecord[];
}

/** A fresh state sharing every value with `s`: every state is made here, so all have one shape (see round.ts). */
function copy(s: HigoBanaState): HigoBanaState {
  return {
    options: s.options,
    players: s.players,
    rng: s.rng,
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    dealerDraw: s.dealerDraw,
    hands: s.hands,
    field: s.field,
    stock: s.stock,
    captured: s.captured,
    turn: s.turn,
    current: s.current,
    blocked: s.blocked,
    gaji: s.gaji,
    dealtFours: s.dealtFours,
    totals: s.totals,
    cumulative: s.cumulative,
    history: s.history,
    events: s.events,
    lastTurn: s.lastTurn,
  };
}

// ---------------------------------------------------------------- helpers

const teamOf = (s: HigoBanaState, seat: number) => teamOfSeat(seat, s.players, s.options.teams);
const nextSeat = (s: HigoBanaState, seat: number) => (seat + 1) % s.players;

/** A side's card points under the values option. */
export function higoBanaCardTotal(cards: readonly string[], values: HigoBanaValues): number {
  let t = 0;
  for (const c of cards) t += higoBanaCardPoints(c, values);
  return t;
}

/** What a hiki of `month` brings in card points: all four cards of the month (the table's hiki buttons). */
export function hikiPoints(month: number, values: HigoBanaValues): number {
  return higoBanaCardTotal(monthCards(month), values);
}

/**
 * Round scores of every side from their piles (rulings H11): card points, +50 per own yaku
 * (seed), −50 per yaku held by each other side.
 */
export function scoreSides(
  piles: readonly (readonly string[])[],
  options: Pick<HigoBanaOptions, 'values' | 'own_yaku'>,
  seatsOf: readonly (readonly number[])[],
): HigoBanaSideResult[] {
  const yaku = piles.map((p) => findYaku('higobana', p));
  const counts = yaku.map((y) => y.length);
  const all = counts.reduce((a, b) => a + b, 0);
  return piles.map((pile, team) => {
    const cardPoints = higoBanaCardTotal(pile, options.values);
    const ownYakuPoints = options.own_yaku ? 50 * counts[team]! : 0;
    const penalty = 50 * (all - counts[team]!);
    return {
      team,
      seats: seatsOf[team]!.slice(),
      cardPoints,
      yaku: yaku[team]!,
      ownYakuPoints,
      penalty,
      score: cardPoints + ownYakuPoints - penalty,
    };
  });
}

/**
 * The round's winner (rulings H12): the highest score; on a tie the side whose member comes
 * first in turn order from the dealer. Returns the side and that member (who deals next).
 */
export function roundWinner(
  scores: readonly number[],
  dealer: number,
  players: number,
  teams: HigoBanaTeams,
): { team: number; seat: number } {
  const best = Math.max(...scores);
  for (const seat of seatsFrom(dealer, players)) {
    const team = teamOfSeat(seat, players, teams);
    if (scores[team] === best) return { team, seat };
  }
  throw new RangeError('roundWinner: no side');
}

/** How a win counts: basa when ahead of every other side by 100+, chu (chu-basa scale) by 50+. */
export function winKind(scores: readonly number[], team: number, scoring: HigoBanaScoring): HigoBanaWinKind {
  const others = scores.filter((_, t) => t !== team);
  const lead = others.length ? scores[team]! - Math.max(...others) : 0;
  if (scoring === 'cumulative') return 'win';
  if (lead >= 100) return 'basa';
  if (scoring === 'chu-basa' && lead >= 50) return 'chu';
  return 'win';
}

/** Victory points for a win of that kind. */
export function victoryPoints(kind: HigoBanaWinKind, scoring: HigoBanaScoring): number {
  if (scoring === 'cumulative') return 0;
  if (scoring === 'chu-basa') return kind === 'basa' ? 3 : kind === 'chu' ? 2 : 1;
  return kind === 'basa' ? 2 : 1;
}

/** Months in which another seat than `seat` holds a hiki now (the Gaji may not take their field cards). */
function hikiBlocks(state: HigoBanaState, seat: number): HikiBlock[] {
  if (!state.options.hiki) return [];
  const out: HikiBlock[] = [];
  for (let s = 0; s < state.players; s++) {
    if (s === seat || state.hands[s]!.length === 0) continue;
    for (const month of hikiMonths(state.hands[s]!, state.field)) {
      if (fieldCards(state.field).some((c) => monthOf(c) === month)) out.push({ seat: s, month });
    }
  }
  return out;
}

/**
 * The Higo-Bana capture rules: a card captures its own month (so on the field only a Willow
 * takes the Gaji); the Gaji played or drawn takes any one field card not kept off by a hiki,
 * chosen by its player when there are several, and stays on a field with none.
 */
export function higoBanaRules(blockedMonths: ReadonlySet<number> = new Set()): CaptureRules {
  return {
    matches: SAME_MONTH.matches,
    override(card, field) {
      if (card !== GAJI) return undefined;
      const targets = gajiTargets(field, blockedMonths);
      if (targets.length === 0) return { kind: 'stay' };
      if (targets.length === 1) return { kind: 'take', cards: targets };
      return { kind: 'choose', targets };
    },
  };
}

/**
 * Which field cards a hand card takes or offers, as far as its player can know (the table's
 * hints): its own month, and the Gaji any field card, to choose (a hiki that keeps it off a
 * month is only announced when it is played).
 */
export function higoBanaHandHint(card: string, field: Field): HandTargets {
  return handTargets(card, field, higoBanaRules());
}

/** Field cards the Gaji may take. */
function gajiTargets(field: Field, blockedMonths: ReadonlySet<number>): string[] {
  return fieldCards(field).filter((c) => !blockedMonths.has(monthOf(c)));
}

// ---------------------------------------------------------------- dealing

/** Start round `round` with `dealer`, on top of the match-level fields of `base`. */
function startRound(base: HigoBanaState, round: number, dealer: number, stacked?: readonly string[]): HigoBanaState {
  const { hand, field: fieldSize } = HIGOBANA_DEAL[base.players]!;
  const { hands, table, stock, rng } = dealRound(
    HANAFUDA_DECK,
    base.rng,
    base.players,
    hand,
    fieldSize,
    stacked,
    () => undefined,
  );
  const fours = fullMonths(table);
  const captured = Array.from({ length: teamCount(base.players, base.options.teams) }, () => [] as string[]);
  const toDealer = table.filter((c) => fours.includes(monthOf(c)));
  captured[teamOfSeat(dealer, base.players, base.options.teams)] = toDealer;
  const s = copy(base);
  setDealt(s, round, dealer, rng, hands, layField(table.filter((c) => !fours.includes(monthOf(c)))), stock, captured);
  s.blocked = undefined;
  s.gaji = undefined;
  s.dealtFours = fours;
  return s;
}

// ---------------------------------------------------------------- round end

/** Give the Gaji's user the rest of the month it took (rulings H7). */
function gajiLeftovers(state: HigoBanaState): { field: Field; captured: string[][]; count: number } {
  if (!state.gaji) return { field: state.field, captured: state.captured, count: 0 };
  const month = state.gaji.month;
  const rest = fieldCards(state.field).filter((c) => monthOf(c) === month);
  if (rest.length === 0) return { field: state.field, captured: state.captured, count: 0 };
  const team = teamOf(state, state.gaji.seat);
  const captured = replaced(state.captured, team, [...state.captured[team]!, ...rest]);
  return { field: removeFromField(state.field, rest), captured, count: rest.length };
}

/** The round's outcome as one event: each side's seats and score, the winner, the victory points (the score pad's calculator gives it too). */
export function roundEvent(
  sides: readonly HigoBanaSideResult[],
  winnerTeam: number,
  kind: HigoBanaWinKind,
  victory: number,
  scoring: HigoBanaScoring,
): GameEvent {
  const winner = sides[winnerTeam]!;
  return {
    kind: 'higobana-score',
    seats: winner.seats.slice(),
    points: victory,
    data: {
      winner: winnerTeam,
      kind,
      victory,
      cumulative: scoring === 'cumulative',
      sideSizes: sides.map((x) => x.seats.length),
      sideSeats: sides.flatMap((x) => x.seats),
      sideScores: sides.map((x) => x.score),
    },
  };
}

/** Score the round and move to round-over or match-over. */
function endRound(state: HigoBanaState): HigoBanaState {
  const left = gajiLeftovers(state);
  const { sides, win, kind, victory, scores } = higoBanaRound(
    left.captured,
    state.options,
    state.players,
    state.dealer,
  );
  const teamScores = sides.map((x) => x.score);
  const cumulativeScoring = state.options.scoring === 'cumulative';
  // Each seat's own lines, adding up to its score: the victory points of every member of the
  // winning side; with cumulative scoring a player's side lines, or a team member's team score
  // (the team's card points and yaku are the side's, in `sides`, never one member's lines).
  const details: RoundResult['details'] = [];
  for (const x of sides) {
    for (const seat of x.seats) {
      if (!cumulativeScoring) {
        if (x.team === win.team) details.push({ seat, id: kind === 'win' ? 'round-win' : kind, points: victory });
      } else if (x.seats.length > 1) details.push({ seat, id: 'team-score', points: x.score });
      else {
        details.push({ seat, id: 'cards', points: x.cardPoints });
        for (const y of x.yaku) details.push({ seat, id: y.id, points: state.options.own_yaku ? 50 : 0 });
        if (x.penalty > 0) details.push({ seat, id: 'others-yaku', points: -x.penalty });
      }
    }
  }
  const record: HigoBanaRoundRecord = {
    round: state.round,
    name: { kind: 'round', n: state.round },
    dealer: state.dealer,
    scores,
    details,
    events: [roundEvent(sides, win.team, kind, victory, state.options.scoring)],
    sides,
    winnerTeam: win.team,
    winner: win.seat,
    kind,
    victory,
    gajiLeftovers: left.count,
  };
  const events: GameEvent[] =
    left.count > 0
      ? [...state.events, { kind: 'gaji-rest', seat: state.gaji!.seat, data: { month: state.gaji!.month } }]
      : state.events;
  const out = copy(state);
  out.field = left.field;
  out.captured = left.captured;
  recordRound(out, record, state.round >= state.options.rounds);
  out.cumulative = state.cumulative.map(
    (t, seat) => t + teamScores[teamOfSeat(seat, state.players, state.options.teams)]!,
  );
  out.events = events;
  return out;
}

/** The match winners: most match points; with victory scoring, added-up round scores break ties. */
export function matchWinners(state: Pick<HigoBanaState, 'totals' | 'cumulative'>): number[] {
  const best = Math.max(...state.totals);
  const top = state.totals.flatMap((t, i) => (t === best ? [i] : []));
  const bestCum = Math.max(...top.map((i) => state.cumulative[i]!));
  return top.filter((i) => state.cumulative[i] === bestCum);
}

// ---------------------------------------------------------------- the turn

/** The phase a seat starts its turn in: play, or draw only with an empty hand. */
function turnStart(state: HigoBanaState, seat: number): HigoBanaPhase {
  return state.hands[seat]!.length > 0 ? 'play' : 'draw';
}

/** Collect the turn's captures, then pass the turn or end the round when the stock is empty (`s` is a fresh copy owned by the caller). */
function endTurn(s: HigoBanaState): HigoBanaState {
  const seat = s.turn;
  collectTurn(s, teamOf(s, seat));
  s.blocked = undefined;
  if (s.stock.length === 0) return endRound(s);
  const next = nextSeat(s, seat);
  s.turn = next;
  s.phase = turnStart(s, next);
  return s;
}

/** Record on `s` (a fresh copy) the Gaji's use when it was played or drawn and took a card (not when a Willow took it). */
function noteGaji(s: HigoBanaState, seat: number, p: Placement | undefined): void {
  if (p && p.card === GAJI && p.took.length > 0) s.gaji = { seat, month: monthOf(p.took[0]!) };
}

/** The rules for any card but the Gaji (no hiki can block anything then). */
const PLAIN_RULES = higoBanaRules();

/** The months a Gaji placed by `seat` may not take from, by the hikis other seats hold. */
const blockedMonths = (blocks: readonly HikiBlock[]): Set<number> => new Set(blocks.map((b) => b.month));

/** The shared turn (round.ts) with Higo-Bana's rules: the Gaji (kept off hiki months, its use noted), the three-card rule. */
const TURN: TurnRules<HigoBanaState> = {
  copy,
  rules: (state, seat, card) => (card === GAJI ? higoBanaRules(blockedMonths(hikiBlocks(state, seat))) : PLAIN_RULES),
  endTurn,
  style: (card) => (card === GAJI ? 'gaji' : 'match'),
  placed(s, seat, card, _source, before) {
    if (card !== GAJI) return;
    const blocks = hikiBlocks(before, seat);
    // The Gaji "matched" every card it may take; taking one card of a stack breaks the stack.
    const placements = s.current.placements.slice();
    placements[placements.length - 1] = {
      ...placements[placements.length - 1]!,
      matched: gajiTargets(before.field, blockedMonths(blocks)),
    };
    s.field = splitBrokenStacks(s.field);
    s.current = { ...s.current, placements };
    noteGaji(s, seat, placements[placements.length - 1]);
    if (blocks.length === 0) return;
    s.blocked = blocks;
    s.events.push({
      kind: 'gaji-blocked',
      seats: blocks.map((b) => b.seat),
      data: { months: blocks.map((b) => b.month) },
    });
  },
  beforeDraw(s, seat, card, state) {
    const pair = pairForThreeCard(state, card);
    if (!pair) return undefined;
    if (s.stock.length > 0) {
      const { field, turn } = makePpuk(state.field, state.current, pair, card);
      s.field = field;
      s.current = turn;
      s.events = [{ kind: 'three-card', seat, cards: [card] }];
      return endTurn(s);
    }
    // On the final turn the three-card rule does not apply: the drawn card joins the pair.
    const placements = [
      ...state.current.placements,
      { card, source: 'draw' as const, matched: [pair.card, ...pair.took], took: [] },
    ];
    s.current = { pending: [...state.current.pending, card], placements };
    s.events = [{ kind: 'three-card-final', seat, cards: [card] }];
    return endTurn(s);
  },
  // The Gaji takes the one card named, even out of a stack.
  wild: (state) => state.current.choice!.card === GAJI,
  chosen: (s, seat) => noteGaji(s, seat, s.current.placements[s.current.placements.length - 1]),
};

function declareHiki(state: HigoBanaState, seat: number, month: number): HigoBanaState {
  const fromHand = state.hands[seat]!.filter((c) => monthOf(c) === month);
  const fromField = fieldCards(state.field).filter((c) => monthOf(c) === month);
  const placement: Placement = {
    card: fromHand[0]!,
    source: 'hand',
    matched: fromField,
    took: fromField,
    also: fromHand.slice(1),
  };
  const s = copy(state);
  s.hands = replaced(state.hands, seat, withoutAll(state.hands[seat]!, fromHand, 'your hand'));
  s.field = removeFromField(state.field, fromField);
  s.current = { pending: [...fromHand, ...fromField], placements: [placement] };
  s.phase = 'draw';
  s.events = [{ kind: 'hiki', seat, cards: [...fromHand, ...fromField], data: { month } }];
  return s;
}

/** The hand placement of this turn when the three-card rule may apply to it. */
function pairForThreeCard(state: HigoBanaState, drawn: string): Placement | undefined {
  const hand = state.current.placements[0];
  if (!state.options.three_card || !hand || hand.also || hand.card === GAJI || drawn === GAJI) return undefined;
  return isPpuk(hand, drawn) ? hand : undefined;
}

// ---------------------------------------------------------------- the view

/** One scoring side (a player, or a team) as the table shows it. */
export interface HigoBanaSideView {
  team: number;
  /** Its seats in turn order. */
  seats: number[];
  /** Played in teams (the UI names the team); otherwise the UI names the player. */
  teamed: boolean;
  /** Its capture pile, sorted by Higo-Bana class (brights, ribbons, animals, chaff). */
  captured: string[];
  counts: ClassCounts;
  cardPoints: number;
  yaku: Yaku[];
  /** Its round score if the round ended now. */
  score: number;
}

/** What one seat may know, everything a table UI needs (no hidden card ids, no RNG). */
export interface HigoBanaView extends HanaView {
  game: 'higobana';
  players: number;
  phase: HigoBanaPhase;
  /** The pending choice: which card, which field cards it may take (any one, for the Gaji). */
  choice?: { card: string; source: CardSource; targets: string[]; gaji: boolean };
  /** Hiki announced against the pending Gaji. */
  blocked?: HikiBlock[];
  /** The side of each seat. */
  teamOf: number[];
  /** My side. */
  myTeam: number;
  sides: HigoBanaSideView[];
  /** Months I may take by hiki now (my turn, play phase). */
  hiki: number[];
  /** Who used the Gaji this round, and on which month. */
  gaji?: GajiUse;
  /** Months whose four cards were dealt to the field and went to the dealer. */
  dealtFours: number[];
  /** Match points per seat (partners share them). */
  totals: number[];
  /** Round scores added up per seat (tie-break with victory scoring). */
  cumulative: number[];
  history: HigoBanaRoundRecord[];
  /** The round just finished, while it is shown. */
  lastRound?: HigoBanaRoundRecord;
  /** At the end of the match: the winning seats. */
  winners?: number[];
  options: HigoBanaOptions;
}

function copyRecord(h: HigoBanaRoundRecord): HigoBanaRoundRecord {
  return {
    ...copyRoundRecord(h),
    sides: h.sides.map((x) => ({ ...x, seats: x.seats.slice(), yaku: x.yaku.map((y) => ({ ...y })) })),
  };
}

function viewOf(state: HigoBanaState, seat: number): HigoBanaView {
  const seatsOf = teamSeats(state.players, state.options.teams);
  const teamed = state.options.teams !== 'none';
  const results = scoreSides(state.captured, state.options, seatsOf);
  const v: HigoBanaView = {
    ...viewHead(state, seat, state.options.rounds, state.hands[seat]!.slice()),
    game: 'higobana',
    players: state.players,
    stockCount: state.phase === 'dealer-draw' ? 0 : state.stock.length,
    teamOf: Array.from({ length: state.players }, (_, s) => teamOf(state, s)),
    myTeam: teamOf(state, seat),
    sides: results.map((r) => ({
      team: r.team,
      seats: r.seats,
      teamed,
      captured: sortForPile(state.captured[r.team]!),
      counts: classCounts(state.captured[r.team]!),
      cardPoints: r.cardPoints,
      yaku: r.yaku,
      score: r.score,
    })),
    hiki:
      state.phase === 'play' && state.turn === seat && state.options.hiki
        ? hikiMonths(state.hands[seat]!, state.field)
        : [],
    dealtFours: state.dealtFours.slice(),
    cumulative: state.cumulative.slice(),
    history: state.history.map(copyRecord),
    options: { ...state.options },
  };
  setViewTail(v, state, copyRecord);
  if (v.choice) v.choice.gaji = v.choice.card === GAJI;
  if (state.blocked) v.blocked = state.blocked.map((b) => ({ ...b }));
  if (state.gaji) v.gaji = { ...state.gaji };
  if (state.phase === 'match-over') v.winners = matchWinners(state);
  return v;
}

/** A side's pile as the views show it (sorted, its counts, card points and yaku), for one (pile, values). */
interface PileShown {
  pile: readonly string[];
  values: HigoBanaValues;
  sorted: string[];
  counts: ClassCounts;
  cardPoints: number;
  yaku: Yaku[];
}

/**
 * The last piles the bots' views were given, with what the view shows of them: a pile array is
 * never changed in place, and a rollout shows the same piles move after move (a few slots, not a
 * WeakMap, whose entries cost the collector more than they save).
 */
const SHOWN_SLOTS = 16;
const shown: (PileShown | undefined)[] = new Array(SHOWN_SLOTS).fill(undefined);
let nextShown = 0;

function pileShown(pile: readonly string[], values: HigoBanaValues): PileShown {
  for (let i = 0; i < SHOWN_SLOTS; i++) {
    const x = shown[i];
    if (x && x.pile === pile && x.values === values) return x;
  }
  const x: PileShown = {
    pile,
    values,
    sorted: sortForPile(pile),
    counts: classCounts(pile),
    cardPoints: higoBanaCardTotal(pile, values),
    yaku: findYaku('higobana', pile),
  };
  shown[nextShown] = x;
  nextShown = (nextShown + 1) % SHOWN_SLOTS;
  return x;
}

/** The sides the last bot's view showed, for its (piles, options, players). */
let sidesFor:
  | { captured: string[][]; options: HigoBanaOptions; players: number; sides: HigoBanaSideView[] }
  | undefined;

/** `viewOf`'s sides (scoreSides' figures), sharing the piles' sorted copies, counts and yaku. */
function botSides(state: HigoBanaState): HigoBanaSideView[] {
  if (
    sidesFor &&
    sidesFor.captured === state.captured &&
    sidesFor.options === state.options &&
    sidesFor.players === state.players
  )
    return sidesFor.sides;
  const o = state.options;
  const seatsOf = teamSeats(state.players, o.teams);
  const teamed = o.teams !== 'none';
  const piles = state.captured.map((p) => pileShown(p, o.values));
  let all = 0;
  for (const x of piles) all += x.yaku.length;
  const sides = piles.map((x, team): HigoBanaSideView => {
    const count = x.yaku.length;
    const ownYakuPoints = o.own_yaku ? 50 * count : 0;
    const penalty = 50 * (all - count);
    return {
      team,
      seats: seatsOf[team]!,
      teamed,
      captured: x.sorted,
      counts: x.counts,
      cardPoints: x.cardPoints,
      yaku: x.yaku,
      score: x.cardPoints + ownYakuPoints - penalty,
    };
  });
  sidesFor = { captured: state.captured, options: o, players: state.players, sides };
  return sides;
}

/**
 * The view's data for the bots' rollouts (the contract's `botView`): what `viewOf` shows, sharing
 * the state's arrays and records and the sides' sorted piles, counts and yaku (read-only).
 */
function botViewOf(state: HigoBanaState, seat: number): HigoBanaView {
  const hands = state.hands;
  const handCounts = new Array<number>(hands.length);
  for (let i = 0; i < hands.length; i++) handCounts[i] = hands[i]!.length;
  const teamOfs = new Array<number>(state.players);
  for (let i = 0; i < state.players; i++) teamOfs[i] = teamOf(state, i);
  const v: HigoBanaView = {
    seat,
    phase: state.phase,
    turn: state.turn,
    actors: roundActors(state.phase, state.turn, hands.length),
    round: state.round,
    rounds: state.options.rounds,
    dealer: state.dealer,
    hand: hands[seat]!,
    handCounts,
    field: sharedFieldView(state.field),
    stockCount: state.phase === 'dealer-draw' ? 0 : state.stock.length,
    pending: state.current.pending,
    placements: state.current.placements,
    totals: state.totals,
    events: state.events,
    game: 'higobana',
    players: state.players,
    teamOf: teamOfs,
    myTeam: teamOf(state, seat),
    sides: botSides(state),
    hiki:
      state.phase === 'play' && state.turn === seat && state.options.hiki ? hikiMonths(hands[seat]!, state.field) : [],
    dealtFours: state.dealtFours,
    cumulative: state.cumulative,
    history: state.history,
    options: state.options,
  };
  const choice = state.current.choice;
  if (choice) {
    v.choice = { card: choice.card, source: choice.source, targets: choice.targets, gaji: choice.card === GAJI };
    if (choice.source === 'draw') v.drawn = choice.card;
  }
  if (state.lastTurn) v.lastTurn = state.lastTurn;
  if (state.phase === 'dealer-draw' && state.dealerDraw) v.dealerDraw = state.dealerDraw;
  const last = state.history[state.history.length - 1];
  if (last && (state.phase === 'round-over' || state.phase === 'match-over')) v.lastRound = last;
  if (state.blocked) v.blocked = state.blocked;
  if (state.gaji) v.gaji = state.gaji;
  if (state.phase === 'match-over') v.winners = matchWinners(state);
  return v;
}

// ---------------------------------------------------------------- the contract

/** The Higo-Bana engine. */
export const higobana = hanaGame<HigoBanaState, HigoBanaMove, HigoBanaOptions, HigoBanaView>({
  id: 'higobana',
  title: 'Higo-Bana',
  players: { min: 2, max: 7 },
  options: higoBanaOptionsSpec,
  // Equal victory points are broken by card points over the match; partners share their side's total.
  result: (state) =>
    state.options.teams === 'none'
      ? { winners: matchWinners(state) }
      : {
          winners: matchWinners(state),
          sides: teamSeats(state.players, state.options.teams).map((seats) => ({
            seats,
            total: state.totals[seats[0]!]!,
          })),
        },
  initial(init, options) {
    const n = init.players;
    return {
      options,
      players: n,
      captured: Array.from({ length: teamCount(n, options.teams) }, () => []),
      blocked: undefined,
      gaji: undefined,
      dealtFours: [],
      cumulative: new Array<number>(n).fill(0),
    };
  },
  turn: TURN,
  startRound,
  dealt: (s) => ({ kind: 'deal', seat: s.dealer, data: { round: s.round, fours: s.dealtFours.slice() } }),
  legal(state, seat) {
    const moves: HigoBanaMove[] = turnMoves(state, state.hands[seat]!) ?? [];
    if (state.phase === 'play' && state.options.hiki)
      for (const month of hikiMonths(state.hands[seat]!, state.field)) moves.push({ type: 'hiki', month });
    return moves;
  },
  describe: describeHigoBanaMove,
  apply: (state, seat, m) => declareHiki(state, seat, (m as { month: number }).month),
  view: viewOf,
  botView: botViewOf,
  // A hiki may be taken back like a play; a Gaji kept off a hiki revealed something about another hand: that cannot.
  undoable: (before, move, after, seat) =>
    !(after.blocked && after.blocked.length > 0) &&
    turnUndoable(before, move.type === 'hiki' ? { type: 'play' } : move, after, seat),
});

/** A Higo-Bana round worked out from the sides' final piles (rulings H11–H12). */
export interface HigoBanaRound {
  sides: HigoBanaSideResult[];
  /** The winning side and its member who deals next. */
  win: { team: number; seat: number };
  kind: HigoBanaWinKind;
  /** Victory points the winning side gains (0 with cumulative scoring). */
  victory: number;
  /** What each seat writes on the sheet: victory points, or its side's round score when cumulative. */
  scores: number[];
}

/** Score a round from one final pile per side (per seat without teams). */
export function higoBanaRound(
  piles: readonly (readonly string[])[],
  options: Pick<HigoBanaOptions, 'values' | 'own_yaku' | 'teams' | 'scoring'>,
  players: number,
  dealer: number,
): HigoBanaRound {
  const seatsOf = teamSeats(players, options.teams);
  const sides = scoreSides(piles, options, seatsOf);
  const teamScores = sides.map((x) => x.score);
  const win = roundWinner(teamScores, dealer, players, options.teams);
  const kind = winKind(teamScores, win.team, options.scoring);
  const victory = victoryPoints(kind, options.scoring);
  const scores = Array.from({ length: players }, (_, seat) => {
    const team = teamOfSeat(seat, players, options.teams);
    if (options.scoring === 'cumulative') return teamScores[team]!;
    return team === win.team ? victory : 0;
  });
  return { sides, win, kind, victory, scores };
}
