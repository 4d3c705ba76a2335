/**
 * Trick-Taking Career Poker (トリテ富豪), engine `career-poker`: 3–5 players; Normal (3 rounds),
 * Short (1 round), Team (4 players, partners opposite, 3 rounds). Each round: 12 tricks of
 * must-follow trick-taking → interim settlement → the Millionaire (Daifugō) phase played from the
 * strategic hands → final settlement. Every rule question is answered by the kernel in
 * `rules.ts`; this file is the state machine around it. Moves and happenings are data
 * (`GameEvent`s); the family's renderer words them.
 */
import type { Game, RoundResult, SetupInit, Status } from '../../engine/types.ts';
import { IllegalMoveError, type RefusalData } from '../../engine/types.ts';
import { renderCareerPokerRefusal } from './render.ts';
import type { GameEvent } from '../../engine/events.ts';
import { nextInt, rngFor, shuffle, type Rng } from '../../engine/rng.ts';
import { checkOptions, declareOptions } from '../../engine/options.ts';
import { seatsRefusal } from '../../engine/refusals.ts';
import { sameData } from '../../engine/deck.ts';
import {
  dealPlan,
  hasAttribute,
  face,
  finalRanking,
  goldModCost,
  goldNumberCost,
  ladder,
  interimGold,
  judgeMillionairePlay,
  millionairePlayLegal,
  modifiedFace,
  mustTransferLead,
  rankingWithoutMillionaire,
  teamScores,
  trickEndEnergy,
  trickResult,
  type Binding,
  type CareerPokerRefusal,
  type CardFace,
  type MillionaireState,
  type GoldMod,
  type Judgement,
  type LeadAttribute,
} from './rules.ts';
import { compareMillionaire, sortMillionaireHand, sortTrickHand } from './deck.ts';

export type Dir = 'cw' | 'ccw';

export interface CareerPokerOptions {
  /** Normal: 3 rounds; Short: 1 round; Team: 4 players, 0+2 against 1+3, 3 rounds. */
  mode: 'normal' | 'short' | 'team';
  /** CP-4: who decides where a card without the lead attribute goes. */
  nonLeadChooser: 'owner' | 'winner';
  /** CP-12: direction for the final tie rule. */
  tieDirection: 'playDirection' | 'clockwise';
  /** CP-13: which columns of the score table 3 players use. */
  threePlayerColumns: 'symmetric' | 'literal';
  /** CP-15: who leads rounds 2 and 3. */
  laterLead: 'lastRanked' | 'random';
}

/** Career Poker's options, declared once: defaults, the form's fields, presets and the team game's four seats. */
export const careerPokerOptionsSpec = declareOptions<CareerPokerOptions>({
  game: 'Trick-Taking Career Poker',
  defaults: {
    mode: 'normal',
    nonLeadChooser: 'owner',
    tieDirection: 'playDirection',
    threePlayerColumns: 'symmetric',
    laterLead: 'lastRanked',
  },
  presets: [
    {
      id: 'normal',
      label: 'Normal (3 rounds)',
      description: 'The seed: three rounds, most points wins; our rulings where it is silent.',
      values: { mode: 'normal' },
    },
    {
      id: 'short',
      label: 'Short (1 round)',
      description: 'The seed: one round scored with the round-1 row.',
      values: { mode: 'short' },
    },
    {
      id: 'team',
      label: 'Team (4 players)',
      description: 'The seed: partners sit opposite (seats 1+3 against 2+4), three rounds.',
      values: { mode: 'team' },
    },
  ],
  options: {
    mode: {
      label: 'Game',
      kind: 'choice',
      help: 'Normal: 3 rounds. Short: 1 round. Team: 4 players only, partners opposite.',
      choices: [
        { value: 'normal', label: 'Normal (3 rounds)' },
        { value: 'short', label: 'Short (1 round)' },
        { value: 'team', label: 'Team (4 players)' },
      ],
    },
    nonLeadChooser: {
      label: 'Cards off the lead go where',
      kind: 'choice',
      help: 'Ruling CP-4: the player who played the card keeps it or gives it to anyone. Option: the trick winner decides.',
      choices: [
        { value: 'owner', label: 'Its player decides' },
        { value: 'winner', label: 'The trick winner decides' },
      ],
    },
    tieDirection: {
      label: 'Final ties',
      kind: 'choice',
      help: 'Ruling CP-12: nearer after the player who went out, in the direction of play then. Option: always clockwise.',
      choices: [
        { value: 'playDirection', label: 'Direction of play' },
        { value: 'clockwise', label: 'Clockwise' },
      ],
    },
    threePlayerColumns: {
      label: '3-player scores',
      kind: 'choice',
      help: 'Ruling CP-13: +5/0/−3 (columns 1, 3, 5). Option: the literal layout +5/0/−1.',
      choices: [
        { value: 'symmetric', label: '+5 / 0 / −3' },
        { value: 'literal', label: '+5 / 0 / −1 (literal)' },
      ],
    },
    laterLead: {
      label: 'Lead in rounds 2 and 3',
      kind: 'choice',
      help: 'Ruling CP-15: the player ranked last leads. Option: random.',
      choices: [
        { value: 'lastRanked', label: 'Last-ranked player' },
        { value: 'random', label: 'Random' },
      ],
    },
  },
  // The team game needs exactly four players.
  seats: (o, players) => (o.mode === 'team' && players !== 4 ? { option: 'mode', players: [4] } : undefined),
});

export const defaultCareerPokerOptions: CareerPokerOptions = careerPokerOptionsSpec.defaults;

export type CareerPokerMove =
  | { type: 'direction'; dir: Dir }
  | { type: 'lead'; card: string; attr: LeadAttribute }
  | { type: 'follow'; card: string }
  | { type: 'cut'; cut: boolean }
  | { type: 'place'; card: string; to: number }
  | { type: 'play'; cards: string[]; gold: Record<string, GoldMod>; cut: boolean }
  | { type: 'pass' }
  | { type: 'next-round' };

export type CareerPokerPhase =
  | 'direction'
  | 'lead'
  | 'follow'
  | 'cut'
  | 'place'
  | 'm-direction'
  | 'm-play'
  | 'round-over'
  | 'match-over';

export interface Play {
  player: number;
  card: string;
}

export interface MillState {
  revolution: boolean;
  back: boolean;
  /** The faces of the set to beat (gold changes applied), or null when leading. */
  top: string[] | null;
  /** The cards of that set as they are. */
  topCards: string[];
  binding: Binding;
  /** Every card played in this trick, face up. */
  trickCards: string[];
  lastPlayer: number;
  passes: number;
}

export interface CareerPokerState {
  players: number;
  options: CareerPokerOptions;
  seed: string;
  rng: Rng;
  round: number;
  rounds: number;
  totals: number[];
  phase: CareerPokerPhase;
  hands: string[][];
  strategic: string[][];
  removed: string[];
  /** Cut 8s set aside face up during the trick phase. */
  cutAside: string[];
  /** Cut 8s removed at the interim settlement. */
  outOfGame: string[];
  /** Energy bundles (face down; only their count is public). */
  energy: string[][];
  spentEnergy: string[];
  discard: string[];
  goldSupply: number;
  gold: number[];
  goldSpent: number;
  cutUsed: boolean[];
  leader: number;
  direction: Dir;
  turn: number;
  trickNo: number;
  lead: LeadAttribute | null;
  plays: Play[];
  cutOffers: number[];
  placements: Play[];
  /** The last finished trick of the trick phase (public while the trick phase lasts). */
  lastTrick: { plays: Play[]; winner: number; cut: boolean; lead: LeadAttribute } | null;
  twelfthWinner: number;
  millionaire: boolean;
  mill: MillState;
  wentOut: number | null;
  events: GameEvent[];
  lastRound?: RoundResult | undefined;
  /** Seat ranked last in the previous round. */
  lastRanked: number;
}

export const TOTAL_GOLD = 14;
const TRICKS = 12;

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const copyPlays = (ps: Play[]): Play[] => ps.map((p) => ({ player: p.player, card: p.card }));
const copyBinding = (b: Binding): Binding => ({
  colour: b.colour ? b.colour.slice() : null,
  mark: b.mark ? b.mark.slice() : null,
});

/** A copy of a state for `play` to change. What a move changes in place is copied; what is only
 *  ever replaced, never changed (the options, each hand and strategic hand, each energy bundle,
 *  the removed cards, the last finished trick, the last round result), is shared: states are never
 *  changed once made. (JSON cloning was most of the time of a move.) The events start empty.
 *  One literal with every field (`lastRound` undefined when there is none, never deleted): every
 *  state has one V8 shape (a spread of a state that had lost a key was a sixth of a move's time). */
function copyState(s: CareerPokerState): CareerPokerState {
  const m = s.mill;
  return {
    players: s.players,
    options: s.options,
    seed: s.seed,
    rng: s.rng.slice() as Rng,
    round: s.round,
    rounds: s.rounds,
    totals: s.totals.slice(),
    phase: s.phase,
    hands: s.hands.slice(),
    strategic: s.strategic.slice(),
    removed: s.removed,
    cutAside: s.cutAside.slice(),
    outOfGame: s.outOfGame.slice(),
    energy: s.energy.slice(),
    spentEnergy: s.spentEnergy.slice(),
    discard: s.discard.slice(),
    goldSupply: s.goldSupply,
    gold: s.gold.slice(),
    goldSpent: s.goldSpent,
    cutUsed: s.cutUsed.slice(),
    leader: s.leader,
    direction: s.direction,
    turn: s.turn,
    trickNo: s.trickNo,
    lead: s.lead ? ({ type: s.lead.type, value: s.lead.value } as LeadAttribute) : null,
    plays: copyPlays(s.plays),
    cutOffers: s.cutOffers.slice(),
    placements: copyPlays(s.placements),
    lastTrick: s.lastTrick,
    twelfthWinner: s.twelfthWinner,
    millionaire: s.millionaire,
    mill: {
      revolution: m.revolution,
      back: m.back,
      top: m.top ? m.top.slice() : null,
      topCards: m.topCards.slice(),
      binding: copyBinding(m.binding),
      trickCards: m.trickCards.slice(),
      lastPlayer: m.lastPlayer,
      passes: m.passes,
    },
    wentOut: s.wentOut,
    events: [],
    lastRound: s.lastRound,
    lastRanked: s.lastRanked,
  };
}
const nextSeat = (s: number, n: number, dir: Dir) => (dir === 'cw' ? (s + 1) % n : (s + n - 1) % n);
const emptyMill = (revolution = false): MillState => ({
  revolution,
  back: false,
  top: null,
  topCards: [],
  binding: { colour: null, mark: null },
  trickCards: [],
  lastPlayer: -1,
  passes: 0,
});

function roundsFor(o: CareerPokerOptions): number {
  return o.mode === 'short' ? 1 : 3;
}

/** The kernel's deal plan per player count, made once (it builds the deck from its ids; read only here). */
const PLANS: Partial<Record<number, ReturnType<typeof dealPlan>>> = {};
function planFor(players: 3 | 4 | 5): ReturnType<typeof dealPlan> {
  let plan = PLANS[players];
  if (!plan) {
    plan = dealPlan(players);
    PLANS[players] = plan;
  }
  return plan;
}

function deal(s: CareerPokerState, deck: string[] | undefined): void {
  const plan = planFor(s.players as 3 | 4 | 5);
  let order: string[];
  if (deck) {
    const want = plan.cards.slice().sort().join();
    if (deck.length !== plan.cards.length || deck.slice().sort().join() !== want) {
      const message = `A stacked deck for ${s.players} players must hold exactly the ${plan.cards.length} cards in play, each once.`;
      if (deck.length !== plan.cards.length)
        throw new IllegalMoveError('deck-size', { want: plan.cards.length, got: deck.length }, message);
      const twice = deck.find((c, i) => deck.indexOf(c) !== i);
      if (twice !== undefined) throw new IllegalMoveError('deck-twice', { card: twice }, message);
      throw new IllegalMoveError('deck-card', { card: deck.find((c) => !plan.cards.includes(c)) ?? '' }, message);
    }
    order = deck.slice();
  } else {
    const [sh, r] = shuffle(rngFor(s.seed, `deal-${s.round}`), plan.cards);
    order = sh;
    void r;
  }
  s.hands = Array.from({ length: s.players }, (_, i) => order.slice(i * plan.handSize, (i + 1) * plan.handSize));
  s.removed = order.slice(s.players * plan.handSize, s.players * plan.handSize + plan.removedFaceDown);
  s.strategic = s.hands.map(() => []);
  s.cutAside = [];
  s.outOfGame = [];
  s.energy = [];
  s.spentEnergy = [];
  s.discard = [];
  s.goldSupply = TOTAL_GOLD;
  s.gold = s.hands.map(() => 0);
  s.goldSpent = 0;
  s.cutUsed = s.hands.map(() => false);
  s.trickNo = 1;
  s.lead = null;
  s.plays = [];
  s.cutOffers = [];
  s.placements = [];
  s.lastTrick = null;
  s.millionaire = false;
  s.mill = emptyMill();
  s.wentOut = null;
  s.phase = 'direction';
  s.turn = s.leader;
  s.direction = 'cw';
}

function setup(init: SetupInit<CareerPokerOptions>): CareerPokerState {
  const players = init.players;
  if (!Number.isInteger(players) || players < 3 || players > 5) throw seatsRefusal('Career Poker', 3, 5, players);
  const options = checkOptions(careerPokerOptionsSpec, init.options, players);
  let rng = rngFor(init.seed, 'match');
  let leader = 0;
  if (!init.deck) {
    const [k, r] = nextInt(rng, players);
    leader = k;
    rng = r;
  }
  // every field in the order of `copyState`'s literal (the deal fills the round's)
  const s: CareerPokerState = {
    players,
    options,
    seed: init.seed,
    rng,
    round: 1,
    rounds: roundsFor(options),
    totals: Array.from({ length: players }, () => 0),
    phase: 'direction',
    hands: [],
    strategic: [],
    removed: [],
    cutAside: [],
    outOfGame: [],
    energy: [],
    spentEnergy: [],
    discard: [],
    goldSupply: TOTAL_GOLD,
    gold: [],
    goldSpent: 0,
    cutUsed: [],
    leader,
    direction: 'cw',
    turn: leader,
    trickNo: 1,
    lead: null,
    plays: [],
    cutOffers: [],
    placements: [],
    lastTrick: null,
    twelfthWinner: 0,
    millionaire: false,
    mill: emptyMill(),
    wentOut: null,
    events: [],
    lastRound: undefined,
    lastRanked: 0,
  };
  deal(s, init.deck);
  s.events = [{ kind: 'deal', seat: leader, data: { round: 1 } }];
  return s;
}

// ---------------------------------------------------------------- legal moves

/** A Millionaire play. */
export type CareerPokerPlay = Extract<CareerPokerMove, { type: 'play' }>;

function combinations<T>(xs: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const rec = (start: number, acc: T[]) => {
    if (acc.length === k) {
      out.push(acc.slice());
      return;
    }
    for (let i = start; i < xs.length; i++) {
      acc.push(xs[i]!);
      rec(i + 1, acc);
      acc.pop();
    }
  };
  rec(0, []);
  return out;
}

function judgeFor(s: CareerPokerState, seat: number, cards: string[], gold: Record<string, GoldMod>, cut: boolean) {
  const m = s.mill;
  return judgeMillionairePlay({
    state: { revolution: m.revolution, back: m.back, top: m.top, binding: m.binding, energy: s.energy.length },
    hand: s.strategic[seat]!,
    play: cards,
    goldMods: gold,
    cut,
    gold: s.gold[seat]!,
  });
}

const sortedCopy = <T extends string>(xs: readonly T[]): T[] => xs.slice().sort();
const sameSorted = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);
/** How many items two sorted multisets share. */
function overlap(a: readonly string[], b: readonly string[]): number {
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      n++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return n;
}

/**
 * The gold changes of ruling CP-17 that turn `cards` (in hand order, `faces` their faces) into a
 * set of number t showing the colour and animal multisets of `shape` (null: the cards' own): each
 * card off t moves to t; the cards that already show a wanted colour keep it, first come first,
 * and the others take the colours still missing in alphabetical order, in hand order (the same
 * for animals). Null when the shape has another size than the set.
 */
function canonicalGold(
  cards: readonly string[],
  faces: readonly CardFace[],
  t: number,
  shape: { colour: readonly string[] | null; mark: readonly string[] | null },
): Record<string, GoldMod> | null {
  const mods: GoldMod[] = cards.map(() => ({}));
  faces.forEach((f, i) => {
    if (f.n !== t) mods[i]!.n = t;
  });
  for (const attr of ['colour', 'mark'] as const) {
    const want = shape[attr];
    if (!want) continue;
    if (want.length !== cards.length) return null;
    const left = sortedCopy(want);
    const need: number[] = [];
    faces.forEach((f, i) => {
      const at = left.indexOf(f[attr]);
      if (at >= 0) left.splice(at, 1);
      else need.push(i);
    });
    need.forEach((i, j) => {
      (mods[i] as Record<string, string>)[attr] = left[j]!;
    });
  }
  const g: Record<string, GoldMod> = {};
  cards.forEach((c, i) => {
    if (Object.keys(mods[i]!).length) g[c] = mods[i]!;
  });
  return g;
}

/** A card id's face, or null when it is not one. */
function faceOrNull(id: unknown): CardFace | null {
  if (typeof id !== 'string') return null;
  try {
    return face(id);
  } catch {
    return null;
  }
}

/** The canonical spelling of a play (`canonicalPlay`), or the code of the CP-17 refusal. */
export type CanonicalPlay =
  | { move: CareerPokerPlay }
  | { code: 'gold-numbers'; data: { numbers: number[] } }
  | { code: 'gold-colour-use'; data: { colours: string[] } }
  | { code: 'gold-mark-use'; data: { marks: string[] } }
  | { code: 'gold-waste'; data: { cost: number; need: number } };

/**
 * The one spelling of a Millionaire play that `legalMoves` lists and `play` applies (ruling CP-17,
 * contract rule 4): its cards in hand order (`compareMillionaire`), and its gold changes made the
 * game's way for the set the play shows (its number, its colours, its animals; `canonicalGold`).
 * Plays that show the same set from the same cards for the same gold are one play: which of the
 * changed cards shows which colour, and the order the cards are given in, make no difference to
 * any rule. Refused here: cards of more than one number moved to the set's number; colours
 * (animals) changed other than to show exactly those of the set on the table, `top` (null when
 * leading: a lead changes numbers only); and changes costing more gold than the set needs. Reads only the move's card ids and `top`; a play that is not one set of
 * valid cards and changes comes back with its cards sorted and its gold as given, for the kernel
 * to refuse.
 */
export function canonicalPlay(move: CareerPokerPlay, top: readonly string[] | null): CanonicalPlay {
  const faces = move.cards.map(faceOrNull);
  if (faces.some((f) => f === null))
    return { move: { type: 'play', cards: move.cards.slice(), gold: move.gold, cut: move.cut } };
  const cards = move.cards.slice().sort(compareMillionaire);
  const real = cards.map(face);
  let paid = 0;
  for (const [card, mod] of Object.entries(move.gold)) {
    const c = cards.includes(card) ? goldModCost(card, mod) : 'gold-not-played';
    if (typeof c !== 'number') return { move: { type: 'play', cards, gold: move.gold, cut: move.cut } };
    paid += c;
  }
  const shown = cards.map((c) => modifiedFace(c, move.gold[c]));
  const t = shown[0]?.n;
  if (t === undefined || shown.some((f) => f.n !== t))
    return { move: { type: 'play', cards, gold: move.gold, cut: move.cut } };
  const moved = [...new Set(real.filter((f) => f.n !== t).map((f) => f.n))];
  if (moved.length > 1) return { code: 'gold-numbers', data: { numbers: moved } };
  const topFaces = top ? top.map(face) : null;
  const shape: { colour: string[] | null; mark: string[] | null } = { colour: null, mark: null };
  for (const attr of ['colour', 'mark'] as const) {
    const want = sortedCopy(shown.map((f) => f[attr]));
    if (sameSorted(want, sortedCopy(real.map((f) => f[attr])))) continue; // the cards' own
    const onTable = topFaces ? sortedCopy(topFaces.map((f) => f[attr])) : [];
    if (!sameSorted(want, onTable))
      return attr === 'colour'
        ? { code: 'gold-colour-use', data: { colours: onTable } }
        : { code: 'gold-mark-use', data: { marks: onTable } };
    shape[attr] = want;
  }
  const gold = canonicalGold(cards, real, t, shape)!;
  let need = 0;
  for (const [card, mod] of Object.entries(gold)) need += goldModCost(card, mod) as number;
  if (paid > need) return { code: 'gold-waste', data: { cost: paid, need } };
  return { move: { type: 'play', cards, gold, cut: move.cut } };
}

/** The ladder from weakest to strongest in Normal time: 3 … 13, 1, 2. */
const LADDER_NUMBERS: readonly number[] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2];

/**
 * The Millionaire plays of a seat: every play `play` accepts, each in its canonical spelling
 * (`canonicalPlay`), each once, in this order: every set without gold, number by number from
 * the weakest (each set of one number, the size of the set on the table when following; any size
 * when leading), then the sets with gold, by target number from the weakest, by their cards
 * (subsets of the hand in hand order, depth first), colours then animals as the cards' own before
 * those of the set on the table, an 8-set without then with a cut. A set with gold (ruling CP-17)
 * is cards of one number moved to another, with any cards already on it, never the whole hand (a
 * play with gold may not empty it), the gold within the seat's; following, its colours and its
 * animals may also be made those of the set on the table (meeting a binding, making one, looping). The sets without gold
 * are judged by the kernel (`judgeMillionairePlay`); those with gold, thousands of them for a long
 * hand with much gold, are built only where the kernel's rules allow them (below).
 */
function millionairePlays(s: CareerPokerState, seat: number, out: CareerPokerMove[]): CareerPokerMove[] {
  const hand = sortMillionaireHand(s.strategic[seat]!);
  const mstate: MillionaireState = {
    revolution: s.mill.revolution,
    back: s.mill.back,
    top: s.mill.top,
    binding: s.mill.binding,
    energy: s.energy.length,
  };
  const gold = s.gold[seat]!;
  // a set without gold: its cards' own number (`eight`: an 8-set, which may also cut)
  const offer = (cards: string[], eight: boolean) => {
    const g: Record<string, GoldMod> = {};
    if (millionairePlayLegal({ state: mstate, hand, play: cards, goldMods: g, cut: false, gold }))
      out.push({ type: 'play', cards, gold: g, cut: false });
    if (eight && millionairePlayLegal({ state: mstate, hand, play: cards, goldMods: g, cut: true, gold }))
      out.push({ type: 'play', cards, gold: g, cut: true });
  };
  // the hand's cards by number, numbers in ladder order (the hand's order)
  const groups: string[][] = [];
  for (const c of hand) {
    const n = face(c).n;
    const g = groups[n];
    if (g) g.push(c);
    else groups[n] = [c];
  }
  const top = s.mill.top;
  for (const n of LADDER_NUMBERS) {
    const cards = groups[n];
    if (!cards) continue;
    if (top) {
      if (top.length <= cards.length) for (const combo of combinations(cards, top.length)) offer(combo, n === 8);
    } else for (let k = 1; k <= cards.length; k++) for (const combo of combinations(cards, k)) offer(combo, n === 8);
  }
  if (gold === 0 || hand.length < 2) return out;
  // With gold, built as the kernel would judge them (the property tests check every one against
  // `play`, which asks the kernel): never the whole hand (a play with gold may not go out), the
  // gold within the seat's, a lead of 2 or 3 cards paid in energy outside a revolution; following,
  // the size of the set on the table, a stronger number or the loop twin, the binding met (and a
  // loop's colours and animals copied), an 8-set's cut paid in energy.
  const faces = hand.map(face);
  const energy = s.energy.length;
  const { revolution, binding } = s.mill;
  const reversed = revolution !== s.mill.back;
  const topFaces = top ? top.map(face) : null;
  const onTable = topFaces
    ? { colour: sortedCopy(topFaces.map((f) => f.colour)), mark: sortedCopy(topFaces.map((f) => f.mark)) }
    : null;
  const minK = topFaces ? topFaces.length : 1;
  const maxK = topFaces ? topFaces.length : hand.length - 1;
  if (maxK > hand.length - 1) return out;
  const pick: number[] = [];
  const cost: number[] = new Array<number>(hand.length);
  for (const t of LADDER_NUMBERS) {
    let loop = false;
    if (topFaces) {
      // only a stronger number, or the loop twin, can follow
      const topN = topFaces[0]!.n;
      loop = (!reversed && topN === 2 && t === 3) || (reversed && topN === 3 && t === 2);
      if (!loop && (reversed ? ladder(t) >= ladder(topN) : ladder(t) <= ladder(topN))) continue;
    }
    for (let i = 0; i < hand.length; i++) cost[i] = goldNumberCost(faces[i]!.n, t) ?? Infinity;
    // one change object per target number, shared by the lead plays listed here (read only)
    const toT: GoldMod = { n: t };
    const leaf = (numbers: number) => {
      const k = pick.length;
      if (k < minK) return;
      const leadCost = !topFaces && k >= 2 && k <= 3 && !revolution ? k : 0;
      if (leadCost > energy) return;
      if (!onTable && numbers === 0) return; // a lead changes numbers only
      const cards: string[] = new Array(k);
      for (let j = 0; j < k; j++) cards[j] = hand[pick[j]!]!;
      if (!onTable) {
        const g: Record<string, GoldMod> = {};
        for (let j = 0; j < k; j++) if (faces[pick[j]!]!.n !== t) g[cards[j]!] = toT;
        out.push({ type: 'play', cards, gold: g, cut: false });
        if (t === 8 && leadCost + k <= energy) out.push({ type: 'play', cards, gold: g, cut: true });
        return;
      }
      const fs: CardFace[] = new Array(k);
      const ownColour: string[] = new Array(k);
      const ownMark: string[] = new Array(k);
      for (let j = 0; j < k; j++) {
        const f = faces[pick[j]!]!;
        fs[j] = f;
        ownColour[j] = f.colour;
        ownMark[j] = f.mark;
      }
      ownColour.sort();
      ownMark.sort();
      // the colours the set may show: its own (null), or those of the set on the table (which a
      // binding in force or a loop requires); the same for animals
      const colourOwn = sameSorted(ownColour, onTable.colour);
      const markOwn = sameSorted(ownMark, onTable.mark);
      const colourFirst = colourOwn || !(binding.colour || loop) ? null : onTable.colour;
      const markFirst = markOwn || !(binding.mark || loop) ? null : onTable.mark;
      const colourBoth = !colourOwn && colourFirst === null;
      const markBoth = !markOwn && markFirst === null;
      for (let a = 0; a < (colourBoth ? 2 : 1); a++) {
        const colour = a === 0 ? colourFirst : onTable.colour;
        for (let b = 0; b < (markBoth ? 2 : 1); b++) {
          const mark = b === 0 ? markFirst : onTable.mark;
          const spent =
            numbers + (colour ? k - overlap(ownColour, colour) : 0) + (mark ? k - overlap(ownMark, mark) : 0);
          if (spent === 0 || spent > gold) continue;
          const g = canonicalGold(cards, fs, t, { colour, mark })!;
          out.push({ type: 'play', cards, gold: g, cut: false });
          if (t === 8 && leadCost + k <= energy) out.push({ type: 'play', cards, gold: g, cut: true });
        }
      }
    };
    // `from`: the number the cards moved so far come from (0: none moved yet)
    const rec = (start: number, spent: number, from: number) => {
      if (pick.length) leaf(spent);
      if (pick.length === maxK) return;
      for (let i = start; i < hand.length; i++) {
        const c = spent + cost[i]!;
        if (c > gold) continue;
        const n = faces[i]!.n;
        if (n !== t && from !== 0 && n !== from) continue;
        pick.push(i);
        rec(i + 1, c, n === t ? from : n);
        pick.pop();
      }
    };
    rec(0, 0, 0);
  }
  return out;
}

/**
 * The last list of legal moves computed, with its state and seat (states are never changed once
 * made, so this is safe): a playout asks `legalMoves`, then `play` checks its move against the same
 * list. One entry, not a WeakMap of every state (adding each state to a WeakMap was the costliest
 * line of a move).
 */
let lastLegal: { s: CareerPokerState; seat: number; moves: CareerPokerMove[] } | null = null;

function cachedLegal(s: CareerPokerState, seat: number): CareerPokerMove[] {
  if (lastLegal !== null && lastLegal.s === s && lastLegal.seat === seat) return lastLegal.moves;
  const moves = computeLegal(s, seat);
  lastLegal = { s, seat, moves };
  return moves;
}

function legalOf(s: CareerPokerState, seat: number): CareerPokerMove[] {
  return cachedLegal(s, seat).slice();
}

function computeLegal(s: CareerPokerState, seat: number): CareerPokerMove[] {
  if (!isActor(s, seat)) return [];
  switch (s.phase) {
    case 'round-over':
      return [{ type: 'next-round' }];
    case 'direction':
    case 'm-direction':
      return [
        { type: 'direction', dir: 'cw' },
        { type: 'direction', dir: 'ccw' },
      ];
    case 'lead': {
      const hand = sortTrickHand(s.hands[seat]!);
      const out: CareerPokerMove[] = new Array(hand.length * 2);
      for (let i = 0; i < hand.length; i++) {
        const card = hand[i]!;
        const f = face(card);
        out[2 * i] = { type: 'lead', card, attr: { type: 'colour', value: f.colour } };
        out[2 * i + 1] = { type: 'lead', card, attr: { type: 'mark', value: f.mark } };
      }
      return out;
    }
    case 'follow': {
      // `canFollow` for each held card, its hand scanned once: a card with the lead attribute, or any card without one
      const lead = s.lead!;
      const hand = sortTrickHand(s.hands[seat]!);
      const any = hand.some((c) => hasAttribute(c, lead));
      const out: CareerPokerMove[] = [];
      for (const card of hand) if (!any || hasAttribute(card, lead)) out.push({ type: 'follow', card });
      return out;
    }
    case 'cut':
      return [
        { type: 'cut', cut: true },
        { type: 'cut', cut: false },
      ];
    case 'place': {
      const p = s.placements[0]!;
      // its player first, then the other seats in order
      const out: CareerPokerMove[] = new Array(s.players);
      out[0] = { type: 'place', card: p.card, to: p.player };
      for (let i = 0, k = 1; i < s.players; i++) if (i !== p.player) out[k++] = { type: 'place', card: p.card, to: i };
      return out;
    }
    case 'm-play': {
      // following, a pass comes first
      return millionairePlays(s, seat, s.mill.top ? [{ type: 'pass' }] : []);
    }
    default:
      return [];
  }
}

function actorsOf(s: CareerPokerState): number[] {
  switch (s.phase) {
    case 'match-over':
      return [];
    case 'round-over':
      return Array.from({ length: s.players }, (_, i) => i);
    default:
      return [s.turn];
  }
}

/** Is `seat` among `actorsOf(s)`? (Without building the list.) */
function isActor(s: CareerPokerState, seat: number): boolean {
  if (s.phase === 'match-over') return false;
  if (s.phase === 'round-over') return Number.isInteger(seat) && seat >= 0 && seat < s.players;
  return seat === s.turn;
}

// ---------------------------------------------------------------- transitions

function placementChooser(s: CareerPokerState): number {
  const p = s.placements[0]!;
  return s.options.nonLeadChooser === 'winner' ? s.leader : p.player;
}

function finishTrick(s: CareerPokerState, cutBy: number | null): void {
  const lead = s.lead!;
  const r = trickResult(lead, s.plays, cutBy);
  s.strategic[r.winner] = [...s.strategic[r.winner]!, ...r.toWinnerStrategicHand];
  if (r.goldToWinner) {
    s.goldSupply -= 1;
    s.gold[r.winner]! += 1;
  }
  if (r.setAside.length) {
    s.cutAside.push(...r.setAside);
    s.cutUsed[r.winner] = true;
  }
  s.events.push({
    kind: 'trick-won',
    seat: r.winner,
    data: { gold: r.goldToWinner, cut: cutBy !== null, trick: s.trickNo },
  });
  s.placements = s.plays.filter((p) => r.nonLeadCards.includes(p.card));
  s.lastTrick = { plays: s.plays, winner: r.winner, cut: cutBy !== null, lead };
  s.plays = [];
  s.leader = r.winner;
  if (s.placements.length) {
    s.phase = 'place';
    s.turn = placementChooser(s);
  } else afterTrick(s);
}

function afterTrick(s: CareerPokerState): void {
  s.lead = null;
  if (s.trickNo < TRICKS) {
    s.trickNo += 1;
    s.phase = 'direction';
    s.turn = s.leader;
    return;
  }
  interim(s);
}

function interim(s: CareerPokerState): void {
  const gains = interimGold(s.gold, s.cutUsed);
  gains.forEach((g, seat) => {
    if (g > 0) {
      s.gold[seat]! += g;
      s.goldSupply -= g;
      s.events.push({ kind: 'interim-gold', seat, data: { gold: g } });
    }
  });
  s.outOfGame.push(...s.cutAside);
  s.cutAside = [];
  s.twelfthWinner = s.leader;
  s.lastTrick = null;
  if (s.strategic.some((h) => h.length === 0)) {
    s.events.push({
      kind: 'skip-millionaire',
      seats: s.strategic.map((h, i) => (h.length === 0 ? i : -1)).filter((i) => i >= 0),
    });
    const r = rankingWithoutMillionaire({
      players: s.players as 3 | 4 | 5,
      round: rowFor(s),
      strategicHandCounts: s.strategic.map((h) => h.length),
      twelfthTrickWinner: s.twelfthWinner,
      direction: tieDir(s),
      gold: s.gold,
      threePlayerColumns: s.options.threePlayerColumns,
    });
    settle(s, r.ranking, r.points);
    return;
  }
  s.millionaire = true;
  s.mill = emptyMill(false);
  s.events.push({ kind: 'millionaire', seat: s.leader });
  startMillTrick(s, s.leader);
}

const rowFor = (s: CareerPokerState): 1 | 2 | 3 =>
  s.options.mode === 'short' ? 1 : (Math.min(3, s.round) as 1 | 2 | 3);
const tieDir = (s: CareerPokerState): Dir => (s.options.tieDirection === 'clockwise' ? 'cw' : s.direction);

function startMillTrick(s: CareerPokerState, candidate: number): void {
  s.mill = { ...emptyMill(s.mill.revolution) };
  let seat = candidate;
  for (let i = 0; i < s.players; i++) {
    if (!mustTransferLead(s.strategic[seat]!, s.mill.revolution)) {
      s.leader = seat;
      s.turn = seat;
      s.phase = 'm-direction';
      return;
    }
    const to = nextSeat(seat, s.players, s.direction);
    s.events.push({ kind: 'lead-transfer', seat, seats: [to] });
    seat = to;
  }
  s.events.push({ kind: 'nobody-can-lead' });
  const r = finalRanking({
    players: s.players as 3 | 4 | 5,
    round: rowFor(s),
    wentOut: null,
    handCounts: s.strategic.map((h) => h.length),
    direction: tieDir(s),
    gold: s.gold,
    tieFrom: candidate,
    threePlayerColumns: s.options.threePlayerColumns,
  });
  settle(s, r.ranking, r.points);
}

function endMillTrick(s: CareerPokerState, winner: number): void {
  const cards = s.mill.trickCards;
  const bundle = trickEndEnergy(cards.length);
  if (bundle) s.energy.push(cards.slice());
  else s.discard.push(...cards);
  s.mill.trickCards = [];
  s.events.push({ kind: 'm-trick-won', seat: winner, data: { energy: bundle } });
  startMillTrick(s, winner);
}

function settle(s: CareerPokerState, ranking: number[], points: number[]): void {
  const row = points.map((p, seat) => p - s.gold[seat]!);
  const details: RoundResult['details'] = [];
  const events: GameEvent[] = [];
  ranking.forEach((seat, i) => {
    details.push({ seat, id: `rank-${i + 1}`, points: row[seat]! });
    if (s.gold[seat]! > 0) details.push({ seat, id: 'gold', points: s.gold[seat]! });
    events.push({
      kind: 'rank',
      seat,
      points: points[seat]!,
      data: { rank: i + 1, rankPoints: row[seat]!, gold: s.gold[seat]!, cards: s.strategic[seat]!.length },
    });
  });
  if (s.options.mode === 'team') {
    const t = teamScores(points);
    // The state keeps the two team lines it has always recorded (saved positions are compared whole);
    // `status` and `view` leave them out: a team's score is the team's ('team' event), not a player's line.
    details.push({ seat: 0, id: 'team-02', points: t.team02 }, { seat: 1, id: 'team-13', points: t.team13 });
    events.push({ kind: 'team', data: { team02: t.team02, team13: t.team13, winner: t.winner } });
  }
  s.totals = s.totals.map((t, i) => t + points[i]!);
  s.lastRanked = ranking[ranking.length - 1]!;
  s.lastRound = { scores: points.slice(), details, name: { kind: 'round', n: s.round }, events };
  s.events.push({ kind: 'round-end', seats: ranking, data: { wentOut: s.wentOut, millionaire: s.millionaire } });
  s.phase = s.round >= s.rounds ? 'match-over' : 'round-over';
  if (s.phase === 'match-over' && s.options.mode === 'team') {
    const t = teamScores(s.totals);
    s.events.push({ kind: 'team-result', data: { team02: t.team02, team13: t.team13, winner: t.winner } });
  }
}

function nextRound(s: CareerPokerState): void {
  s.round += 1;
  if (s.options.laterLead === 'random') {
    const [k, r] = nextInt(s.rng, s.players);
    s.rng = r;
    s.leader = k;
  } else s.leader = s.lastRanked;
  s.lastRound = undefined;
  deal(s, undefined);
  s.events.push({ kind: 'deal', seat: s.leader, data: { round: s.round } });
}

const MOD_KEYS = new Set(['colour', 'mark', 'n']);

/** A refusal of Career Poker's own (worded by `renderCareerPokerRefusal`, which also gives the message). */
function refusal(code: CareerPokerRefusal, data: RefusalData = {}): IllegalMoveError {
  return new IllegalMoveError(code, data, renderCareerPokerRefusal(code, data, []));
}

const NOT_A_MOVE = 'not-a-move';

/** The keys of an object whose values are not undefined (plain data: such a key is absent). */
const definedKeys = (o: object): string[] =>
  Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);

/**
 * A Millionaire play as submitted (contract rule 4, ruling CP-17): its shape checked, compared as
 * plain data (a key whose value is undefined counts as absent), then judged by the kernel, then
 * put in its canonical spelling (`canonicalPlay`), the listed move that `play` applies. Returns
 * that move, or why the play is refused.
 */
function checkPlay(
  state: CareerPokerState,
  seat: number,
  move: CareerPokerPlay,
  recorded = false,
):
  | { move: CareerPokerPlay; judged?: Judgement }
  | { code: CareerPokerRefusal | typeof NOT_A_MOVE; data?: RefusalData } {
  const { cards, gold, cut } = move as { cards: unknown; gold: unknown; cut: unknown };
  if (!Array.isArray(cards) || cards.some((c) => typeof c !== 'string')) return { code: 'play-cards' };
  if (typeof cut !== 'boolean' || !gold || typeof gold !== 'object' || Array.isArray(gold)) return { code: NOT_A_MOVE };
  if (definedKeys(move).some((k) => k !== 'type' && k !== 'cards' && k !== 'gold' && k !== 'cut'))
    return { code: NOT_A_MOVE };
  const mods: Record<string, GoldMod> = {};
  for (const card of definedKeys(gold)) {
    const mod = (gold as Record<string, unknown>)[card];
    if (!mod || typeof mod !== 'object' || Array.isArray(mod)) return { code: 'gold-malformed' };
    const keys = definedKeys(mod);
    if (keys.length === 0 || keys.some((k) => !MOD_KEYS.has(k))) return { code: 'gold-keys' };
    if (!cards.includes(card)) return { code: 'gold-not-played' };
    const f = faceOrNull(card);
    if (!f) return { code: 'play-not-held' };
    const m = mod as GoldMod;
    if (m.colour === f.colour || m.mark === f.mark || m.n === f.n) return { code: 'gold-no-change' };
    mods[card] = Object.fromEntries(keys.map((k) => [k, (m as Record<string, unknown>)[k]])) as GoldMod;
  }
  const j = judgeFor(state, seat, cards as string[], mods, cut);
  // a weaker play says which reversal is on: a revolution, or an 11 back in this trick (issue 28 §2)
  if (!j.legal) return j.code === 'not-stronger' ? { ...j, data: { ...j.data, revolution: state.mill.revolution } } : j;
  const given: CareerPokerPlay = { type: 'play', cards: cards as string[], gold: mods, cut };
  // A play without gold whose cards are in hand order is its own canonical spelling (what
  // `canonicalPlay` would build, field for field): the judgement above is the one `play` applies.
  let plain = true;
  for (const _ in mods) plain = false;
  for (let i = 1; plain && i < cards.length; i++) plain = compareMillionaire(cards[i - 1], cards[i]) < 0;
  if (plain) return { move: { type: 'play', cards: (cards as string[]).slice(), gold: mods, cut }, judged: j };
  const canonical = canonicalPlay(given, state.mill.top);
  // a move read back from a log saved before CP-17: the printed rule's play, applied as it was
  if (recorded && !('move' in canonical)) return { move: given };
  if ('move' in canonical && sameData(canonical.move, given)) return { move: canonical.move, judged: j };
  return canonical;
}

/** Is `move` one of legalMoves(state, seat), compared as plain data? */
function isOffered(state: CareerPokerState, seat: number, move: CareerPokerMove): boolean {
  return cachedLegal(state, seat).some((m) => sameData(m, move));
}

function play(state: CareerPokerState, seat: number, submitted: CareerPokerMove): CareerPokerState {
  return playChecked(state, seat, submitted, false);
}

/**
 * A move read back from a saved log (Carriage's `playRecorded` extension, contract rule 4, used
 * only by replays): exactly `play`, except that a Millionaire play with gold that the printed rule
 * allows and ruling CP-17 refuses (a colour changed on a lead, cards of two numbers moved at once,
 * more gold than the set needs) is applied as it was recorded, as the app did before CP-17. So a
 * match saved before CP-17 replays unchanged; no new move can be such a play, because every new
 * move goes through `play` first.
 */
function playRecorded(state: CareerPokerState, seat: number, submitted: CareerPokerMove): CareerPokerState {
  return playChecked(state, seat, submitted, true);
}

function playChecked(
  state: CareerPokerState,
  seat: number,
  submitted: CareerPokerMove,
  recorded: boolean,
): CareerPokerState {
  if (!submitted || typeof submitted !== 'object' || typeof (submitted as { type?: unknown }).type !== 'string')
    throw new IllegalMoveError(NOT_A_MOVE, {}, 'That is not a move.');
  if (state.phase === 'match-over') throw new IllegalMoveError('match-over', {}, 'The match is over.');
  if (!isActor(state, seat)) throw new IllegalMoveError('not-your-turn', { seat }, 'It is not your turn.');
  let move = submitted;
  let judged: Judgement | undefined;
  if (submitted.type === 'play' && state.phase === 'm-play') {
    // a play is applied in its canonical spelling, the listed one (ruling CP-17)
    const checked = checkPlay(state, seat, submitted, recorded);
    if (!('move' in checked))
      throw checked.code === NOT_A_MOVE
        ? new IllegalMoveError(NOT_A_MOVE, {}, 'That is not a move.')
        : refusal(checked.code, checked.data);
    move = checked.move;
    judged = checked.judged;
  } else if (!isOffered(state, seat, submitted)) {
    if (submitted.type === 'pass' && state.phase === 'm-play') throw refusal('lead-not-pass');
    if (submitted.type === 'follow' && state.phase === 'follow' && state.hands[seat]!.includes(submitted.card))
      throw refusal('must-follow', { attrType: state.lead!.type, attr: state.lead!.value });
    // a card tapped while the turn asks for something else first (issue 28 §2)
    if ((state.phase === 'direction' || state.phase === 'm-direction') && submitted.type !== 'direction')
      throw refusal('direction-first');
    if (state.phase === 'cut' && submitted.type !== 'cut') throw refusal('cut-first');
    if (state.phase === 'place' && submitted.type !== 'place') throw refusal('place-first');
    throw new IllegalMoveError('not-legal', { move: submitted.type }, 'That move is not allowed now.');
  }
  const s = copyState(state);
  switch (move.type) {
    case 'direction':
      s.direction = move.dir;
      s.events.push({
        kind: 'direction',
        seat,
        data: { dir: move.dir, phase: s.phase === 'direction' ? 'trick' : 'millionaire' },
      });
      s.phase = s.phase === 'direction' ? 'lead' : 'm-play';
      break;
    case 'lead':
      s.hands[seat] = s.hands[seat]!.filter((c) => c !== move.card);
      s.lead = move.attr;
      s.plays = [{ player: seat, card: move.card }];
      s.events.push({
        kind: 'lead',
        seat,
        cards: [move.card],
        data: { attrType: move.attr.type, attr: move.attr.value },
      });
      s.phase = 'follow';
      s.turn = nextSeat(seat, s.players, s.direction);
      break;
    case 'follow':
      s.hands[seat] = s.hands[seat]!.filter((c) => c !== move.card);
      s.plays.push({ player: seat, card: move.card });
      s.events.push({ kind: 'follow', seat, cards: [move.card] });
      if (s.plays.length < s.players) s.turn = nextSeat(seat, s.players, s.direction);
      else {
        s.cutOffers = s.plays.filter((p) => face(p.card).n === 8).map((p) => p.player);
        if (s.cutOffers.length) {
          s.phase = 'cut';
          s.turn = s.cutOffers[0]!;
        } else finishTrick(s, null);
      }
      break;
    case 'cut':
      s.events.push({ kind: move.cut ? 'cut' : 'no-cut', seat });
      s.cutOffers.shift();
      if (move.cut) {
        s.cutOffers = [];
        finishTrick(s, seat);
      } else if (s.cutOffers.length) s.turn = s.cutOffers[0]!;
      else finishTrick(s, null);
      break;
    case 'place': {
      const p = s.placements.shift()!;
      s.strategic[move.to] = [...s.strategic[move.to]!, p.card];
      s.events.push({ kind: 'place', seat, cards: [p.card], seats: [move.to], data: { owner: p.player } });
      if (s.placements.length) s.turn = placementChooser(s);
      else afterTrick(s);
      break;
    }
    case 'play': {
      const j = judged ?? judgeFor(s, seat, move.cards, move.gold, move.cut);
      if (!j.legal) throw refusal(j.code, j.data);
      const m = s.mill;
      const leading = m.top === null;
      s.strategic[seat] = s.strategic[seat]!.filter((c) => !move.cards.includes(c));
      m.trickCards.push(...move.cards);
      m.top = j.faces;
      m.topCards = move.cards.slice();
      m.binding = j.after.binding;
      m.revolution = j.after.revolution;
      m.back = j.after.back;
      m.lastPlayer = seat;
      m.passes = 0;
      for (let i = 0; i < j.energyCost; i++) s.spentEnergy.push(...s.energy.pop()!);
      s.gold[seat]! -= j.goldCost;
      s.goldSpent += j.goldCost;
      s.events.push({
        kind: 'm-play',
        seat,
        cards: move.cards,
        data: {
          faces: j.faces,
          gold: j.goldCost,
          energy: j.energyCost,
          cut: move.cut,
          loop: j.loop,
          lead: leading,
          revolution: j.after.revolution,
          back: j.after.back,
        },
      });
      if (j.goesOut) {
        s.wentOut = seat;
        s.events.push({ kind: 'out', seat });
        // The round ends at once: the last trick's cards stay face up on the table.
        const r = finalRanking({
          players: s.players as 3 | 4 | 5,
          round: rowFor(s),
          wentOut: seat,
          handCounts: s.strategic.map((h) => h.length),
          direction: tieDir(s),
          gold: s.gold,
          threePlayerColumns: s.options.threePlayerColumns,
        });
        settle(s, r.ranking, r.points);
      } else if (j.after.trickEndsNow) endMillTrick(s, seat);
      else s.turn = nextSeat(seat, s.players, s.direction);
      break;
    }
    case 'pass':
      s.mill.passes += 1;
      s.events.push({ kind: 'pass', seat });
      if (s.mill.passes >= s.players - 1) endMillTrick(s, s.mill.lastPlayer);
      else s.turn = nextSeat(seat, s.players, s.direction);
      break;
    case 'next-round':
      s.events = [];
      nextRound(s);
      break;
  }
  return s;
}

// ---------------------------------------------------------------- view and status

/** How a card of the strategic hand lights in the play builder: in a play without gold, or only in plays with gold. */
export type BuilderLight = 'play' | 'gold';

/**
 * The play builder's lights, read off the legal moves (issue 24): which cards of the strategic hand
 * can start a legal play (nothing chosen yet) or extend the cards already chosen towards one. A card
 * lights when some legal play holds the chosen cards and it: 'play' when such a play needs no gold,
 * 'gold' when only the engine's listed gold plays do. The chosen cards themselves are not listed;
 * a card missing from the map makes no legal play with the chosen ones.
 */
export function builderLights(legal: readonly CareerPokerMove[], chosen: readonly string[]): Map<string, BuilderLight> {
  const out = new Map<string, BuilderLight>();
  for (const m of legal) {
    if (m.type !== 'play' || !chosen.every((c) => m.cards.includes(c))) continue;
    const free = Object.keys(m.gold).length === 0;
    for (const c of m.cards) {
      if (chosen.includes(c)) continue;
      if (free) out.set(c, 'play');
      else if (!out.has(c)) out.set(c, 'gold');
    }
  }
  return out;
}

export interface CareerPokerView {
  seat: number;
  players: number;
  options: CareerPokerOptions;
  phase: CareerPokerPhase;
  actors: number[];
  turn: number;
  leader: number;
  direction: Dir;
  round: number;
  rounds: number;
  trickNo: number;
  /** My initial hand (trick phase), sorted by colour then number. */
  hand: string[];
  /** My strategic hand, sorted by Millionaire strength. */
  strategic: string[];
  handCounts: number[];
  strategicCounts: number[];
  gold: number[];
  goldSupply: number;
  goldSpent: number;
  energy: number;
  cutAside: string[];
  outOfGameCount: number;
  removedCount: number;
  cutUsed: boolean[];
  lead: LeadAttribute | null;
  plays: Play[];
  cutOffers: number[];
  placements: Play[];
  /** Who decides where the first pending card goes. */
  placingBy: number | null;
  lastTrick: CareerPokerState['lastTrick'];
  millionaire: boolean;
  mill: MillState;
  wentOut: number | null;
  totals: number[];
  events: GameEvent[];
  lastRound?: RoundResult;
}

function view(s: CareerPokerState, seat: number): CareerPokerView {
  const v: CareerPokerView = {
    seat,
    players: s.players,
    options: { ...s.options },
    phase: s.phase,
    actors: actorsOf(s),
    turn: s.turn,
    leader: s.leader,
    direction: s.direction,
    round: s.round,
    rounds: s.rounds,
    trickNo: s.trickNo,
    hand: sortTrickHand(s.hands[seat] ?? []),
    strategic: sortMillionaireHand(s.strategic[seat] ?? []),
    handCounts: s.hands.map((h) => h.length),
    strategicCounts: s.strategic.map((h) => h.length),
    gold: s.gold.slice(),
    goldSupply: s.goldSupply,
    goldSpent: s.goldSpent,
    energy: s.energy.length,
    cutAside: s.cutAside.slice(),
    outOfGameCount: s.outOfGame.length,
    removedCount: s.removed.length,
    cutUsed: s.cutUsed.slice(),
    lead: s.lead ? { ...s.lead } : null,
    plays: s.plays.map((p) => ({ ...p })),
    cutOffers: s.cutOffers.slice(),
    placements: s.placements.map((p) => ({ ...p })),
    placingBy: s.phase === 'place' ? s.turn : null,
    lastTrick: s.lastTrick ? clone(s.lastTrick) : null,
    millionaire: s.millionaire,
    mill: clone(s.mill),
    wentOut: s.wentOut,
    totals: s.totals.slice(),
    events: clone(s.events),
  };
  if (s.lastRound) v.lastRound = reportedRound(s.lastRound);
  return v;
}

function status(s: CareerPokerState): Status {
  const st: Status = {
    phase: s.phase === 'match-over' ? 'match-over' : s.phase === 'round-over' ? 'round-over' : 'playing',
    round: s.round,
    totals: s.totals.slice(),
  };
  if (s.lastRound) st.lastRound = reportedRound(s.lastRound);
  if (s.phase === 'match-over' && s.options.mode === 'team') {
    // Team mode: seats 1 and 3 play against seats 2 and 4; a team's total is its players' sum.
    const t = teamScores(s.totals);
    st.sides = [
      { seats: [0, 2], total: t.team02 },
      { seats: [1, 3], total: t.team13 },
    ];
    st.winners = t.winner === 'team02' ? [0, 2] : t.winner === 'team13' ? [1, 3] : [0, 1, 2, 3];
  }
  return st;
}

/** The round as reported: each seat's own lines only (rank and gold), adding up to its score; the teams are in the 'team' event.
 *  Built once per recorded round (a state's round result never changes) and shared, read only, by
 *  every `status` and `view` of the states that carry it (a random playout asks `status` per move). */
const reported = new WeakMap<RoundResult, RoundResult>();
function reportedRound(r: RoundResult): RoundResult {
  let out = reported.get(r);
  if (!out) {
    out = clone(r);
    out.details = out.details.filter((d) => !TEAM_LINES.has(d.id));
    reported.set(r, out);
  }
  return out;
}

const TEAM_LINES = new Set(['team-02', 'team-13']);

/**
 * May `seat` take back `move`? Yes when the turn stayed with that seat (it is the only seat to act
 * after it) within the same round. Nothing hidden is ever revealed inside a round of Career Poker:
 * every card a move shows is face up on the table (the trick, the keep-or-give, a Millionaire set)
 * or stays face down (a strategic hand, an energy bundle, the removed cards), so such a move, say a
 * direction, a keep-or-give when the same player places the next card, or a Millionaire cut that
 * wins the lead, can be taken back. A round's end (going out, scoring) and a new deal cannot.
 */
function undoable(before: CareerPokerState, move: CareerPokerMove, after: CareerPokerState, seat: number): boolean {
  if (move.type === 'next-round' || before.phase === 'round-over' || before.round !== after.round) return false;
  if (after.phase === 'round-over' || after.phase === 'match-over') return false;
  const a = actorsOf(after);
  return a.length === 1 && a[0] === seat;
}

export const careerPoker: Game<CareerPokerState, CareerPokerMove, CareerPokerOptions, CareerPokerView> = {
  id: 'career-poker',
  title: 'Trick-Taking Career Poker',
  players: { min: 3, max: 5 },
  defaultOptions: defaultCareerPokerOptions,
  setup,
  actors: actorsOf,
  legalMoves: legalOf,
  play,
  playRecorded,
  view,
  status,
  undoable,
};
