/**
 * Trick-Taking Career Poker (トリテ富豪): the pure rule functions the engine is built on
 * (contract rule 13 in docs/contract.md; rulings CP-1…CP-16 of
 * docs/rulings/career-poker.md). Each answers one rules question from plain data; none
 * mutates its input. The engine calls these very functions.
 *
 * Card ids: `cp-NN-colour-mark`. A card whose colour, mark or number gold has changed is
 * written as the id of its new face with the suffix `~g` (e.g. `cp-06-red-cat~g`), so it is
 * never mistaken for the real card of that face; the rules here only read the number, colour
 * and mark from an id.
 */

export type Colour = 'red' | 'yellow' | 'green' | 'blue' | 'gray';
export type Mark = 'cat' | 'pig' | 'snake' | 'goldfish' | 'owl';
export type LeadAttribute = { type: 'colour'; value: Colour } | { type: 'mark'; value: Mark };
export type Binding = { colour: Colour[] | null; mark: Mark[] | null }; // sorted multisets, null = none
export type GoldMod = { colour?: Colour; mark?: Mark; n?: number }; // what gold changes on one card

export const COLOURS: readonly Colour[] = ['red', 'yellow', 'green', 'blue', 'gray'];
export const MARKS: readonly Mark[] = ['cat', 'pig', 'snake', 'goldfish', 'owl'];

/**
 * The PROPOSED colour/mark layout of docs/rulings/career-poker.md §2.2 (CP-1): for each number 1..13, the mark of
 * the red, yellow, green, blue and gray card. Not the published layout (none is public).
 */
export const LAYOUT: Readonly<Record<number, readonly Mark[]>> = {
  1: ['owl', 'pig', 'goldfish', 'snake', 'cat'],
  2: ['cat', 'goldfish', 'pig', 'owl', 'snake'],
  3: ['cat', 'goldfish', 'pig', 'owl', 'snake'],
  4: ['goldfish', 'owl', 'snake', 'pig', 'cat'],
  5: ['snake', 'cat', 'owl', 'goldfish', 'pig'],
  6: ['cat', 'owl', 'pig', 'snake', 'goldfish'],
  7: ['snake', 'pig', 'cat', 'goldfish', 'owl'],
  8: ['snake', 'pig', 'goldfish', 'cat', 'owl'],
  9: ['owl', 'snake', 'goldfish', 'pig', 'cat'],
  10: ['goldfish', 'cat', 'owl', 'snake', 'pig'],
  11: ['pig', 'owl', 'snake', 'cat', 'goldfish'],
  12: ['owl', 'snake', 'cat', 'pig', 'goldfish'],
  13: ['pig', 'snake', 'cat', 'goldfish', 'owl'],
};

/** Numbers left out of the deck by player count. */
export const REMOVED_NUMBERS: Readonly<Record<3 | 4 | 5, readonly number[]>> = { 3: [6, 7, 9, 12], 4: [7, 9], 5: [] };

export interface CardFace {
  n: number;
  colour: Colour;
  mark: Mark;
}

/** The id of a face, e.g. `cp-05-yellow-cat`. */
export function cardId(n: number, colour: Colour, mark: Mark): string {
  return `cp-${String(n).padStart(2, '0')}-${colour}-${mark}`;
}

const faceCache: Record<string, CardFace> = Object.create(null);
/** Number, colour and mark of a card id; throws on a malformed id. */
export function face(id: string): CardFace {
  const hit = faceCache[id];
  if (hit !== undefined) return hit;
  const m = /^cp-(\d\d)-([a-z]+)-([a-z]+)(~g)?$/.exec(id);
  const n = m ? Number(m[1]) : NaN;
  if (!m || n < 1 || n > 13 || !COLOURS.includes(m[2] as Colour) || !MARKS.includes(m[3] as Mark))
    throw new Error(`Not a Career Poker card: "${id}".`);
  const f: CardFace = { n, colour: m[2] as Colour, mark: m[3] as Mark };
  faceCache[id] = f;
  return f;
}

/** All 65 card ids in number then colour order. */
export function fullDeck(): string[] {
  const out: string[] = [];
  for (let n = 1; n <= 13; n++) {
    COLOURS.forEach((c, i) => {
      out.push(cardId(n, c, LAYOUT[n]![i]!));
    });
  }
  return out;
}

/** The cards in play (45/55/65 ids), how many are removed face down, and the hand size. */
export function dealPlan(players: 3 | 4 | 5): { cards: string[]; removedFaceDown: number; handSize: number } {
  if (players !== 3 && players !== 4 && players !== 5) throw new Error('Career Poker is for 3 to 5 players.');
  const out = REMOVED_NUMBERS[players];
  const cards = fullDeck().filter((id) => !out.includes(face(id).n));
  return { cards, removedFaceDown: cards.length - 12 * players, handSize: 12 };
}

/** Does this card carry the lead attribute? */
export function hasAttribute(card: string, lead: LeadAttribute): boolean {
  const f = face(card);
  return lead.type === 'colour' ? f.colour === lead.value : f.mark === lead.value;
}

/** Trick phase: may this card be played from this hand under this lead attribute? */
export function canFollow(hand: string[], lead: LeadAttribute, card: string): boolean {
  if (!hand.includes(card)) return false;
  if (hasAttribute(card, lead)) return true;
  return !hand.some((c) => hasAttribute(c, lead));
}

/** CP-6: the trick's order is reversed (the lowest number wins) after an odd number of 11s, on-attribute or not. */
export function trickReversed(plays: readonly { card: string }[]): boolean {
  let elevens = 0;
  for (const p of plays) if (face(p.card).n === 11) elevens++;
  return elevens % 2 === 1;
}

/** Trick phase: the outcome of a complete trick. plays are in play order, lead first.
 *  cutBy = the seat that chose to cut with its 8, or null. */
export function trickResult(
  lead: LeadAttribute,
  plays: { player: number; card: string }[],
  cutBy: number | null,
): {
  winner: number;
  goldToWinner: 0 | 1;
  toWinnerStrategicHand: string[];
  nonLeadCards: string[];
  setAside: string[];
} {
  if (plays.length === 0) throw new Error('A trick needs at least one card.');
  if (cutBy !== null) {
    const cutPlay = plays.find((p) => p.player === cutBy);
    if (!cutPlay || face(cutPlay.card).n !== 8) throw new Error('Only a player who played an 8 can cut.');
    return {
      winner: cutBy,
      goldToWinner: 0,
      toWinnerStrategicHand: plays.filter((p) => p !== cutPlay).map((p) => p.card),
      nonLeadCards: [],
      setAside: [cutPlay.card],
    };
  }
  const reversed = trickReversed(plays);
  let best: { player: number; n: number } | null = null;
  for (const p of plays) {
    if (!hasAttribute(p.card, lead)) continue;
    const n = face(p.card).n;
    // CP-2: on equal numbers the card played first stays the winner (strict comparison).
    if (!best || (reversed ? n < best.n : n > best.n)) best = { player: p.player, n };
  }
  if (!best) throw new Error('The lead card must carry the lead attribute.');
  return {
    winner: best.player,
    goldToWinner: 1,
    toWinnerStrategicHand: plays.filter((p) => hasAttribute(p.card, lead)).map((p) => p.card),
    nonLeadCards: plays.filter((p) => !hasAttribute(p.card, lead)).map((p) => p.card),
    setAside: [],
  };
}

/** Interim settlement: gold gained per seat by players with no gold and no cut used. */
export function interimGold(gold: number[], cutUsed: boolean[]): number[] {
  const poor = gold.map((g, i) => g === 0 && !cutUsed[i]);
  const count = poor.filter(Boolean).length;
  const each = count === 1 ? 2 : count === 2 ? 1 : 0;
  return poor.map((p) => (p ? each : 0));
}

// ---------------------------------------------------------------- Millionaire phase

/** Position on the Normal ladder 3 < 4 < … < 13 < 1 < 2 (3 → 0, 2 → 12). */
export function ladder(n: number): number {
  return n >= 3 ? n - 3 : n + 10;
}
const fromLadder = (p: number): number => (p <= 10 ? p + 3 : p - 10);

/** Gold needed to move a number from fromN to toN along 3-4-…-13-1-2; null when not allowed.
 *  (CP-10: one gold per step, 13 ↔ 1 is a step, 2 ↔ 3 never.) */
export function goldNumberCost(fromN: number, toN: number): number | null {
  if (!Number.isInteger(fromN) || fromN < 1 || fromN > 13 || !Number.isInteger(toN) || toN < 1 || toN > 13) return null;
  if ((fromN === 2 && toN === 3) || (fromN === 3 && toN === 2)) return null;
  return Math.abs(ladder(fromN) - ladder(toN));
}

/** The number `steps` ladder steps away from n (positive = stronger in Normal time), or null. */
export function stepNumber(n: number, steps: number): number | null {
  const p = ladder(n) + steps;
  return p < 0 || p > 12 ? null : fromLadder(p);
}

/** Energy bundles formed when a Millionaire trick ends with this many cards played in it. */
export function trickEndEnergy(cardsPlayedInTrick: number): 0 | 1 {
  return cardsPlayedInTrick >= 2 ? 1 : 0;
}

/** The face a card shows once its gold changes apply. */
export function modifiedFace(card: string, mod: GoldMod | undefined): CardFace {
  const f = face(card);
  if (!mod) return f;
  return { n: mod.n ?? f.n, colour: mod.colour ?? f.colour, mark: mod.mark ?? f.mark };
}

/** Gold one card's changes cost, or the code of the refusal when they are not allowed. */
export function goldModCost(card: string, mod: GoldMod): number | CareerPokerRefusal {
  const f = face(card);
  let cost = 0;
  if (mod.colour !== undefined) {
    if (!COLOURS.includes(mod.colour)) return 'gold-colour';
    if (mod.colour !== f.colour) cost++;
  }
  if (mod.mark !== undefined) {
    if (!MARKS.includes(mod.mark)) return 'gold-mark';
    if (mod.mark !== f.mark) cost++;
  }
  if (mod.n !== undefined) {
    const c = goldNumberCost(f.n, mod.n);
    if (c === null) return mod.n === 2 || mod.n === 3 ? 'gold-two-three' : 'gold-number';
    cost += c;
  }
  return cost;
}

/**
 * Why Career Poker refuses a move, beyond the shared codes (`src/engine/refusals.ts`); worded by
 * `renderCareerPokerRefusal` (render.ts). Data: 'gold-short' {cost, gold}, 'play-count' {count},
 * 'bound-colour' {colours}, 'bound-mark' {marks}, 'not-stronger' {n, top, count, reversed},
 * 'energy-short' {need, have}, 'gold-numbers' {numbers} (the numbers moved), 'gold-colour-use'
 * {colours}, 'gold-mark-use' {marks} (those of the set on the table; none when leading),
 * 'gold-waste' {cost, need}; the others carry none. The last four are the engine's, not the
 * kernel's: ruling CP-17 (what gold may change in the app). Also the engine's: 'must-follow'
 * {attrType, attr} (the lead attribute), and 'direction-first', 'cut-first', 'place-first' (a card
 * tapped while the turn first asks for a direction, a cut or a keep-or-give; issue 28 §2).
 */
export type CareerPokerRefusal =
  | 'play-empty'
  | 'play-twice'
  | 'play-not-held'
  | 'play-cards'
  | 'play-mixed'
  | 'play-count'
  | 'gold-not-played'
  | 'gold-colour'
  | 'gold-mark'
  | 'gold-two-three'
  | 'gold-number'
  | 'gold-short'
  | 'gold-malformed'
  | 'gold-keys'
  | 'gold-no-change'
  | 'bound-colour'
  | 'bound-mark'
  | 'not-stronger'
  | 'cut-not-eight'
  | 'energy-short'
  | 'out-gold'
  | 'out-eight'
  | 'out-two'
  | 'out-three'
  | 'lead-not-pass'
  | 'must-follow'
  | 'direction-first'
  | 'cut-first'
  | 'place-first'
  | 'gold-numbers'
  | 'gold-colour-use'
  | 'gold-mark-use'
  | 'gold-waste';

/** A refused play as the kernel judges it: a code and its data (plain values). */
export type Refused = {
  legal: false;
  code: CareerPokerRefusal;
  data: Readonly<Record<string, number | boolean | readonly string[]>>;
};

const NO_DATA = Object.freeze({});
/** The refusals without data, one shared object each (refusing allocates nothing). */
const REFUSED = new Map<CareerPokerRefusal, Refused>();
function refused(code: CareerPokerRefusal): Refused {
  let r = REFUSED.get(code);
  if (!r) {
    r = Object.freeze({ legal: false, code, data: NO_DATA });
    REFUSED.set(code, r);
  }
  return r;
}

export type MillionaireState = {
  revolution: boolean;
  back: boolean;
  top: string[] | null;
  binding: Binding;
  energy: number;
};

export type Judgement =
  | {
      legal: true;
      energyCost: number;
      goldCost: number;
      goesOut: boolean;
      after: { revolution: boolean; back: boolean; binding: Binding; energy: number; trickEndsNow: boolean };
      /** Extras for the engine and the table (not part of the kernel spec): the faces played, and whether it looped. */
      faces: string[];
      loop: boolean;
    }
  | Refused;

/** Millionaire phase: judge one play. top = the set to beat (null when leading).
 *  `gold` (optional, an extension) is the player's gold; when given, a play costing more is refused.
 *  `after.energy` is the energy left once this play's costs are paid (a bundle formed when the
 *  trick ends is counted by `trickEndEnergy`, not here). */
export function judgeMillionairePlay(input: MillionaireInput): Judgement {
  return judge(input, true) as Judgement;
}

/** Is this Millionaire play legal? Exactly `judgeMillionairePlay(input).legal`, by the same code,
 *  without building the judgement (the engine's legal-move lists ask this of every set in hand). */
export function millionairePlayLegal(input: MillionaireInput): boolean {
  const j = judge(input, false);
  return j === LEGAL || (j as Judgement).legal;
}

export type MillionaireInput = {
  state: MillionaireState;
  hand: readonly string[];
  play: readonly string[];
  goldMods: Readonly<Record<string, GoldMod>>;
  cut: boolean;
  gold?: number;
};

const LEGAL = Object.freeze({ legal: true });

/** Does a multiset of strings hold the same items as another? (No copies: sets here hold at most a hand.) */
function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  const k = a.length;
  if (k !== b.length) return false;
  let used = 0;
  for (let i = 0; i < k; i++) {
    const x = a[i];
    let j = 0;
    while (j < k && ((used >> j) & 1 || b[j] !== x)) j++;
    if (j === k) return false;
    used |= 1 << j;
  }
  return true;
}

/** The id of a face, cached (the judgement names every face played). */
const FACE_IDS = new Map<string, string>();
function faceIdOf(f: CardFace, changed: boolean): string {
  const key = `${f.n}${f.colour}${f.mark}${changed ? '~g' : ''}`;
  let id = FACE_IDS.get(key);
  if (id === undefined) {
    id = changed ? `${cardId(f.n, f.colour, f.mark)}~g` : cardId(f.n, f.colour, f.mark);
    FACE_IDS.set(key, id);
  }
  return id;
}

function judge(input: MillionaireInput, full: boolean): Judgement | typeof LEGAL {
  const { state, hand, play, goldMods, cut } = input;
  const k = play.length;
  if (k === 0) return refused('play-empty');
  for (let i = 1; i < k; i++) for (let j = 0; j < i; j++) if (play[i] === play[j]) return refused('play-twice');
  for (let i = 0; i < k; i++) if (!hand.includes(play[i]!)) return refused('play-not-held');
  let goldCost = 0;
  let anyGold = false;
  for (const card in goldMods) {
    if (!Object.hasOwn(goldMods, card)) continue;
    anyGold = true;
    if (!play.includes(card)) return refused('gold-not-played');
    const c = goldModCost(card, goldMods[card]!);
    if (typeof c === 'string') return refused(c);
    goldCost += c;
  }
  if (input.gold !== undefined && goldCost > input.gold)
    return { legal: false, code: 'gold-short', data: { cost: goldCost, gold: input.gold } };
  const faces: CardFace[] = new Array(k);
  for (let i = 0; i < k; i++) faces[i] = anyGold ? modifiedFace(play[i]!, goldMods[play[i]!]) : face(play[i]!);
  const n = faces[0]!.n;
  for (let i = 1; i < k; i++) if (faces[i]!.n !== n) return refused('play-mixed');
  const reversed = state.revolution !== state.back;
  const colours: string[] = new Array(k);
  const marks: string[] = new Array(k);
  for (let i = 0; i < k; i++) {
    colours[i] = faces[i]!.colour;
    marks[i] = faces[i]!.mark;
  }
  let loop = false;
  let bindColour = state.binding.colour;
  let bindMark = state.binding.mark;
  let energyCost = 0;
  if (state.top === null) {
    if (k >= 2 && k <= 3 && !state.revolution) energyCost += k;
  } else {
    const tk = state.top.length;
    if (k !== tk) return { legal: false, code: 'play-count', data: { count: tk } };
    if (bindColour && !sameMultiset(colours, bindColour))
      return { legal: false, code: 'bound-colour', data: { colours: bindColour.slice() } };
    if (bindMark && !sameMultiset(marks, bindMark))
      return { legal: false, code: 'bound-mark', data: { marks: bindMark.slice() } };
    const top: CardFace[] = new Array(tk);
    const topColours: string[] = new Array(tk);
    const topMarks: string[] = new Array(tk);
    for (let i = 0; i < tk; i++) {
      const f = face(state.top[i]!);
      top[i] = f;
      topColours[i] = f.colour;
      topMarks[i] = f.mark;
    }
    const topN = top[0]!.n;
    const sameColours = sameMultiset(colours, topColours);
    const sameMarks = sameMultiset(marks, topMarks);
    // Loop (CP-8): 3s on the 2s they twin in Normal order, 2s on 3s in reversed order.
    loop = sameColours && sameMarks && ((!reversed && topN === 2 && n === 3) || (reversed && topN === 3 && n === 2));
    const stronger = reversed ? ladder(n) < ladder(topN) : ladder(n) > ladder(topN);
    if (!loop && !stronger) return { legal: false, code: 'not-stronger', data: { n, top: topN, count: k, reversed } };
    if (sameColours) bindColour = (full ? colours.slice().sort() : bindColour) as Colour[];
    if (sameMarks) bindMark = (full ? marks.slice().sort() : bindMark) as Mark[];
  }
  if (cut) {
    if (n !== 8) return refused('cut-not-eight');
    energyCost += k;
  }
  if (energyCost > state.energy)
    return { legal: false, code: 'energy-short', data: { need: energyCost, have: state.energy } };
  const goesOut = k === hand.length;
  if (goesOut) {
    if (goldCost > 0) return refused('out-gold');
    if (n === 8) return refused('out-eight');
    if (n === 2 && !reversed) return refused('out-two');
    if (n === 3 && reversed) return refused('out-three');
  }
  if (!full) return LEGAL;
  const back = n === 11 ? !state.back : state.back;
  const revolution = k >= 4 ? !state.revolution : state.revolution;
  const shown: string[] = new Array(k);
  for (let i = 0; i < k; i++) shown[i] = faceIdOf(faces[i]!, goldMods[play[i]!] !== undefined);
  return {
    legal: true,
    energyCost,
    goldCost,
    goesOut,
    after: {
      revolution,
      back,
      binding: {
        colour: bindColour === state.binding.colour && bindColour ? bindColour.slice() : bindColour,
        mark: bindMark === state.binding.mark && bindMark ? bindMark.slice() : bindMark,
      },
      energy: state.energy - energyCost,
      trickEndsNow: cut,
    },
    faces: shown,
    loop,
  };
}

// ---------------------------------------------------------------- final settlement

const POINTS_5: readonly (readonly number[])[] = [
  [5, 1, 0, -1, -3],
  [7, 2, 0, -2, -5],
  [10, 3, -1, -4, -8],
];

/** Points by rank (index 0 = 1st) for a player count and round; 3P columns per CP-13. */
export function rankPoints(
  players: 3 | 4 | 5,
  round: 1 | 2 | 3,
  threePlayerColumns: 'symmetric' | 'literal' = 'symmetric',
): number[] {
  const row = POINTS_5[round - 1]!;
  if (players === 5) return row.slice();
  if (players === 4) return [row[0]!, row[1]!, row[3]!, row[4]!];
  return threePlayerColumns === 'literal' ? [row[0]!, row[2]!, row[3]!] : [row[0]!, row[2]!, row[4]!];
}

/** Seats after `from` in direction, `from` itself first (distance 0). */
export function seatsFrom(from: number, players: number, direction: 'cw' | 'ccw'): number[] {
  const step = direction === 'cw' ? 1 : players - 1;
  return Array.from({ length: players }, (_, i) => (from + i * step) % players);
}

function rankBy(counts: number[], first: number | null, from: number, direction: 'cw' | 'ccw'): number[] {
  const order = seatsFrom(from, counts.length, direction);
  const dist = (s: number) => order.indexOf(s);
  const rest = order.filter((s) => s !== first).sort((a, b) => counts[a]! - counts[b]! || dist(a) - dist(b));
  return first === null ? rest : [first, ...rest];
}

function pointsFor(
  players: 3 | 4 | 5,
  round: 1 | 2 | 3,
  ranking: number[],
  gold: number[],
  cols: 'symmetric' | 'literal',
): number[] {
  const row = rankPoints(players, round, cols);
  const points = gold.map((g) => g);
  ranking.forEach((seat, i) => {
    points[seat]! += row[i]!;
  });
  return points;
}

/** Final settlement after a Millionaire phase. ranking is ordered, best first; points per seat
 *  include leftover gold. direction = the direction of play in force when the player went out.
 *  Extensions: `tieFrom` = the seat counted as nearest when nobody went out (the last lead);
 *  `threePlayerColumns` = CP-13 option. */
export function finalRanking(input: {
  players: 3 | 4 | 5;
  round: 1 | 2 | 3;
  wentOut: number | null;
  handCounts: number[];
  direction: 'cw' | 'ccw';
  gold: number[];
  tieFrom?: number;
  threePlayerColumns?: 'symmetric' | 'literal';
}): { ranking: number[]; points: number[] } {
  const from = input.wentOut ?? input.tieFrom ?? 0;
  const ranking = rankBy(input.handCounts, input.wentOut, from, input.direction);
  return {
    ranking,
    points: pointsFor(input.players, input.round, ranking, input.gold, input.threePlayerColumns ?? 'symmetric'),
  };
}

/** Final settlement when the Millionaire phase was skipped (CP-14): by strategic-hand size,
 *  ties counted from the 12th-trick winner, who counts as nearest. */
export function rankingWithoutMillionaire(input: {
  players: 3 | 4 | 5;
  round: 1 | 2 | 3;
  strategicHandCounts: number[];
  twelfthTrickWinner: number;
  direction: 'cw' | 'ccw';
  gold: number[];
  threePlayerColumns?: 'symmetric' | 'literal';
}): { ranking: number[]; points: number[] } {
  const ranking = rankBy(input.strategicHandCounts, null, input.twelfthTrickWinner, input.direction);
  return {
    ranking,
    points: pointsFor(input.players, input.round, ranking, input.gold, input.threePlayerColumns ?? 'symmetric'),
  };
}

/** Team game (4 players, seats 0+2 against 1+3). */
export function teamScores(perPlayer: number[]): {
  team02: number;
  team13: number;
  winner: 'team02' | 'team13' | 'tie';
} {
  const team02 = (perPlayer[0] ?? 0) + (perPlayer[2] ?? 0);
  const team13 = (perPlayer[1] ?? 0) + (perPlayer[3] ?? 0);
  return { team02, team13, winner: team02 > team13 ? 'team02' : team13 > team02 ? 'team13' : 'tie' };
}

/** Must the lead pass on, because every play this hand could make would be a banned last play?
 *  (CP-11: with two or more cards a single card can always be led without going out.) */
export function mustTransferLead(hand: string[], revolution: boolean): boolean {
  if (hand.length !== 1) return false;
  const n = face(hand[0]!).n;
  return n === 8 || (n === 2 && !revolution) || (n === 3 && revolution);
}
