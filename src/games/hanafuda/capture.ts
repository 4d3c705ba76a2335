/**
 * The shared capture step of every Hanafuda fishing game (docs/rulings/hanafuda.md §2), written once for
 * Koi-Koi, Go-Stop, Mushi and Higo-Bana.
 *
 * A card played from the hand or turned from the stock meets the field:
 * 0 matches → it stays on the field; 1 → it takes that card (or that whole stack);
 * 2 → the player chooses one; 3 → it takes all three (a triplet is kept as one stack).
 *
 * Games plug their special cases in without working around it:
 * - `CaptureRules.matches` decides what may capture what (default: same month);
 * - `CaptureRules.override` replaces the outcome for special cards (Mushi's wild Lightning,
 *   Higo-Bana's Gaji) and returns undefined otherwise;
 * - the field is a list of piles, so stacks (dealt triplets, Go-Stop ppuk) stay together;
 * - a turn keeps its captures pending with a record of each placement, so Go-Stop can
 *   collect at the end of the turn and detect ppuk, ttadak, jjok, sweeps and full months.
 */
import { nextInt, shuffle, type Rng } from '../../engine/rng.ts';
import { cardInfo, CLASS_ORDER, fullMonths, HANAFUDA_DECK, monthOf, monthOfKnown } from './cards.ts';

/** One place on the field: a single card, or a stack (a triplet of one month, a ppuk). */
export type Pile = string[];

/** The face-up field: piles in the order they were laid out. */
export type Field = Pile[];

/** Where the card meeting the field came from. */
export type CardSource = 'hand' | 'draw';

/** Facts a game's capture rules may need about the card being placed. */
export interface CaptureContext {
  source: CardSource;
  /** True when the card is the last card of the stock (Mushi: the Lightning then takes all). */
  lastStockCard?: boolean;
}

/** What a placed card does. `take` lists the field cards taken; `choose` the field cards offered. */
export type CaptureOutcome =
  | { kind: 'stay' }
  | { kind: 'take'; cards: string[] }
  | { kind: 'choose'; targets: string[] };

/** A game's matching rules, plugged into the shared step. */
export interface CaptureRules {
  /** May `card` capture `fieldCard`? */
  matches(card: string, fieldCard: string, ctx: CaptureContext): boolean;
  /** A special outcome for this card, or undefined for the standard rule. */
  override?(card: string, field: Field, ctx: CaptureContext): CaptureOutcome | undefined;
}

/** The standard rule: a card captures cards of its own month. */
export const SAME_MONTH: CaptureRules = {
  matches: (card, fieldCard) => monthOf(card) === monthOf(fieldCard),
};

/** Every card on the field, pile by pile. */
export function fieldCards(field: Field): string[] {
  const out: string[] = [];
  for (let i = 0; i < field.length; i++) {
    const p = field[i]!;
    for (let j = 0; j < p.length; j++) out.push(p[j]!);
  }
  return out;
}

/** The pile holding `card`, if it is on the field. */
export function pileOf(field: Field, card: string): Pile | undefined {
  for (let i = 0; i < field.length; i++) if (field[i]!.includes(card)) return field[i];
  return undefined;
}

/** Lay dealt cards out as a field, three or more of a month stacked as one pile (docs/rulings/hanafuda.md §2). */
export function layField(cards: readonly string[]): Field {
  return layPiles(cards, monthOf);
}

/** `layField` for cards of any spelling (ids, or Koi-Koi's deck positions), each card's month (1–12, or 0–11) by `month`. */
export function layPiles<C>(cards: readonly C[], month: (card: C) => number): C[][] {
  const field: C[][] = [];
  // By month (plain arrays: every deal lays a field).
  const months: number[] = [];
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const stacks: (C[] | undefined)[] = [];
  for (let i = 0; i < cards.length; i++) {
    const m = month(cards[i]!);
    months.push(m);
    counts[m]!++;
  }
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    const m = months[i]!;
    if (counts[m]! < 3) {
      field.push([c]);
      continue;
    }
    const stack = stacks[m];
    if (stack) stack.push(c);
    else {
      const pile = [c];
      stacks[m] = pile;
      field.push(pile);
    }
  }
  return field;
}

/** A copy of the field with a new pile (one card, or a stack) at the end. */
function addToField(field: Field, cards: string | readonly string[]): Field {
  return appended(field, typeof cards === 'string' ? [cards] : cards.slice());
}

/** A copy of the field without `cards` (piles left empty disappear). Throws if one is absent. */
export function removeFromField(field: Field, cards: readonly string[]): Field {
  let found = 0;
  const out: Field = [];
  for (let i = 0; i < field.length; i++) {
    const p = field[i]!;
    let hit = 0;
    for (let j = 0; j < p.length; j++) if (cards.includes(p[j]!)) hit++;
    if (hit === 0) out.push(p);
    else {
      found += hit;
      if (hit < p.length) out.push(p.filter((c) => !cards.includes(c)));
    }
  }
  if (found < cards.length) {
    // Some card is absent (or named twice, which is fine when it is there).
    for (const c of cards) if (!pileOf(field, c)) throw new RangeError(`${c} is not on the field`);
  }
  return out;
}

/** The piles `card` matches under `rules` (a pile matches when its first card does). */
export function matchingPiles(card: string, field: Field, rules: CaptureRules, ctx: CaptureContext): Pile[] {
  const out: Pile[] = [];
  if (rules.matches === SAME_MONTH.matches) {
    // The standard rule, without a call per pile (the hot path of every random playout).
    const month = monthOf(card);
    for (let i = 0; i < field.length; i++) {
      const p = field[i]!;
      if (p.length > 0 && monthOf(p[0]!) === month) out.push(p);
    }
    return out;
  }
  for (let i = 0; i < field.length; i++) {
    const p = field[i]!;
    if (p.length > 0 && rules.matches(card, p[0]!, ctx)) out.push(p);
  }
  return out;
}

/** The cards of several piles as one list. */
function cardsOf(piles: readonly Pile[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < piles.length; i++) {
    const p = piles[i]!;
    for (let j = 0; j < p.length; j++) out.push(p[j]!);
  }
  return out;
}

/**
 * What `card` does when it meets the field: stay, take, or offer a choice.
 * Standard rule: no match stays; one pile is taken whole; two single cards give a choice;
 * three or more matching cards are all taken (the whole month).
 */
export function captureOutcome(
  card: string,
  field: Field,
  rules: CaptureRules = SAME_MONTH,
  ctx: CaptureContext = { source: 'hand' },
): CaptureOutcome {
  return outcomeAndMatches(card, field, rules, ctx).outcome;
}

/** The outcome and the piles the card matched (computed once for both). */
function outcomeAndMatches(
  card: string,
  field: Field,
  rules: CaptureRules,
  ctx: CaptureContext,
): { outcome: CaptureOutcome; piles: Pile[] } {
  const piles = matchingPiles(card, field, rules, ctx);
  const special = rules.override?.(card, field, ctx);
  if (special) return { outcome: special, piles };
  if (piles.length === 0) return { outcome: { kind: 'stay' }, piles };
  if (piles.length === 1) return { outcome: { kind: 'take', cards: piles[0]!.slice() }, piles };
  let total = 0;
  const month = monthOf(piles[0]![0]!);
  let oneMonth = true;
  const targets: string[] = [];
  for (let i = 0; i < piles.length; i++) {
    const p = piles[i]!;
    total += p.length;
    targets.push(p[0]!);
    for (let j = 0; j < p.length; j++) if (monthOf(p[j]!) !== month) oneMonth = false;
  }
  if (total >= 3 && oneMonth) return { outcome: { kind: 'take', cards: cardsOf(piles) }, piles };
  return { outcome: { kind: 'choose', targets }, piles };
}

/** What happened to one placed card this turn (for the record and Go-Stop's detections). */
export interface Placement {
  card: string;
  source: CardSource;
  /** The field cards it matched when placed. */
  matched: string[];
  /** The field cards it took (empty when it stayed on the field). */
  took: string[];
  /** Other hand cards played with it at once (a Go-Stop bomb). */
  also?: string[];
}

/** A choice between two matching field cards waiting for the player. */
export interface PendingChoice {
  card: string;
  source: CardSource;
  /** Field card ids the player may name; naming one takes its whole pile. */
  targets: string[];
}

/**
 * The capture part of a turn in progress: captures are pending until the game collects
 * them at the end of the turn (Koi-Koi may collect at once; Go-Stop must wait for ppuk).
 */
export interface TurnCaptures {
  /** Cards captured this turn, placed cards included, in the order taken. */
  pending: string[];
  placements: Placement[];
  /** Set while a two-match choice waits; the card is then neither in hand nor on the field. */
  choice?: PendingChoice;
}

/** An empty turn. */
export const NEW_TURN: TurnCaptures = { pending: [], placements: [] };

/** The result of placing a card: the new field and turn. */
export interface PlaceResult {
  field: Field;
  turn: TurnCaptures;
}

/**
 * Place `card` (already out of the hand or stock) on the field: resolves it at once, or
 * sets `turn.choice` when the player must choose (finish with `resolveChoice`).
 */
export function placeCard(
  field: Field,
  turn: TurnCaptures,
  card: string,
  rules: CaptureRules,
  ctx: CaptureContext,
): PlaceResult {
  if (rules === SAME_MONTH) return placeSameMonth(field, turn, card, ctx.source);
  const { outcome, piles } = outcomeAndMatches(card, field, rules, ctx);
  let matched: string[];
  if (outcome.kind === 'choose') {
    matched = [];
    for (const t of outcome.targets) {
      const p = pileOf(field, t);
      if (p) for (let j = 0; j < p.length; j++) matched.push(p[j]!);
    }
  } else matched = cardsOf(piles);
  const took = outcome.kind === 'take' ? outcome.cards : [];
  const placements = turn.placements.slice();
  placements.push({ card, source: ctx.source, matched, took });
  if (outcome.kind === 'choose') {
    return {
      field,
      turn: { pending: turn.pending, placements, choice: { card, source: ctx.source, targets: outcome.targets } },
    };
  }
  if (outcome.kind === 'stay') return { field: addToField(field, card), turn: { pending: turn.pending, placements } };
  const pending = turn.pending.slice();
  pending.push(card);
  for (let i = 0; i < took.length; i++) pending.push(took[i]!);
  return { field: removeFromField(field, took), turn: { pending, placements } };
}

/** `list` with `x` at the end, in an array of exactly that length (a push would reserve room for 16 more). */
function appended<T>(list: readonly T[], x: T): T[] {
  const n = list.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = list[i]!;
  out[n] = x;
  return out;
}

/**
 * `placeCard` under the standard rule, with no intermediate outcome (the hot path of Koi-Koi
 * and Go-Stop): the same placements, field and turn. A first pass finds the matching piles,
 * then every list is built at its final length (arrays grown by `push` reserve room for 16 more
 * entries, and were most of the bytes a move allocated).
 */
/** The matching piles' indexes of the capture step (a field holds at most the 48 cards, one pile each). */
const HITS = new Int32Array(48);

function placeSameMonth(field: Field, turn: TurnCaptures, card: string, source: CardSource): PlaceResult {
  const month = monthOf(card);
  // One pass finds the matching piles (their indexes in `HITS`, in field order). The field's cards
  // are the state's own: their months are read unchecked (`monthOfKnown`); the placed card's is checked.
  const n = field.length;
  let piles = 0;
  let count = 0;
  let oneMonth = true;
  for (let i = 0; i < n; i++) {
    const p = field[i]!;
    if (p.length === 0 || monthOfKnown(p[0]!) !== month) continue;
    HITS[piles++] = i;
    count += p.length;
    for (let j = 1; j < p.length; j++) if (monthOfKnown(p[j]!) !== month) oneMonth = false;
  }
  if (piles === 0) {
    return {
      field: appended(field, [card]),
      turn: { pending: turn.pending, placements: appended(turn.placements, { card, source, matched: [], took: [] }) },
    };
  }
  // The matched cards, pile by pile.
  const matched = new Array<string>(count);
  let at = 0;
  for (let h = 0; h < piles; h++) {
    const p = field[HITS[h]!]!;
    for (let j = 0; j < p.length; j++) matched[at++] = p[j]!;
  }
  if (piles >= 2 && !(count >= 3 && oneMonth)) {
    const targets = new Array<string>(piles);
    for (let h = 0; h < piles; h++) targets[h] = field[HITS[h]!]![0]!;
    const placements = appended(turn.placements, { card, source, matched, took: [] as string[] });
    return { field, turn: { pending: turn.pending, placements, choice: { card, source, targets } } };
  }
  // Take every matching pile whole (one pile, or three or more cards of the month).
  const placements = appended(turn.placements, { card, source, matched, took: matched.slice() });
  const before = turn.pending.length;
  const pending = new Array<string>(before + 1 + count);
  for (let i = 0; i < before; i++) pending[i] = turn.pending[i]!;
  pending[before] = card;
  for (let i = 0; i < count; i++) pending[before + 1 + i] = matched[i]!;
  const rest = new Array<Pile>(n - piles);
  at = 0;
  for (let i = 0, h = 0; i < n; i++) {
    if (h < piles && HITS[h] === i) h++;
    else rest[at++] = field[i]!;
  }
  return { field: rest, turn: { pending, placements } };
}

/** Finish a pending choice: the chosen target's pile is taken with the waiting card. */
export function resolveChoice(field: Field, turn: TurnCaptures, target: string): PlaceResult {
  const choice = turn.choice;
  if (!choice) throw new RangeError('No capture choice is pending');
  if (!choice.targets.includes(target)) throw new RangeError(`${target} is not one of the choices`);
  const pile = pileOf(field, target) ?? [target];
  const placements = turn.placements.slice();
  const last = placements[placements.length - 1]!;
  placements[placements.length - 1] = { ...last, took: pile.slice() };
  return {
    field: removeFromField(field, pile),
    turn: { pending: [...turn.pending, choice.card, ...pile], placements },
  };
}

// ---- Detections used by Go-Stop (and the Higo-Bana three-card rule) ----

/** A stack broken by a wild card is no longer a stack: its two cards lie on their own again. */
export function splitBrokenStacks(field: Field): Field {
  let broken = false;
  for (let i = 0; i < field.length; i++) if (field[i]!.length === 2) broken = true;
  if (!broken) return field;
  const out: Field = [];
  for (const p of field) {
    if (p.length === 2) out.push([p[0]!], [p[1]!]);
    else out.push(p);
  }
  return out;
}

/** A wild card's choice (Mushi's Lightning, Higo-Bana's Gaji): it takes exactly the card named, even out of a stack, which breaks. */
export function resolveWildChoice(field: Field, turn: TurnCaptures, target: string): PlaceResult {
  const placements = turn.placements.slice();
  placements[placements.length - 1] = { ...placements[placements.length - 1]!, took: [target] };
  return {
    field: splitBrokenStacks(removeFromField(field, [target])),
    turn: { pending: [...turn.pending, turn.choice!.card, target], placements },
  };
}

/**
 * Ppuk / the three-card rule: the hand card made a pair with exactly one field card and the
 * drawn card is of that month. The game then leaves the three on the field as a stack.
 */
export function isPpuk(hand: Placement | undefined, drawn: string): boolean {
  return (
    !!hand &&
    hand.source === 'hand' &&
    hand.took.length === 1 &&
    hand.matched.length === 1 &&
    monthOf(drawn) === monthOf(hand.card)
  );
}

/** Put the pair made by `hand` back on the field stacked with `drawn` (ppuk). */
export function makePpuk(field: Field, turn: TurnCaptures, hand: Placement, drawn: string): PlaceResult {
  const pair = [hand.card, ...hand.took];
  const pending = turn.pending.filter((c) => !pair.includes(c));
  return {
    field: addToField(field, [...pair, drawn]),
    turn: {
      ...turn,
      pending,
      placements: [...turn.placements, { card: drawn, source: 'draw', matched: pair, took: [] }],
    },
  };
}

/** A Go-Stop bomb: several hand cards of one month played at once take that month's field cards. */
export function placeBomb(field: Field, turn: TurnCaptures, cards: readonly string[]): PlaceResult {
  const [first, ...also] = cards;
  if (!first) throw new RangeError('A bomb needs cards');
  const month = monthOf(first);
  const taken = fieldCards(field).filter((c) => monthOf(c) === month);
  if (taken.length === 0) throw new RangeError('A bomb needs a card of its month on the field');
  const placement: Placement = { card: first, source: 'hand', matched: taken, took: taken, also };
  return {
    field: removeFromField(field, taken),
    turn: { pending: [...turn.pending, ...cards, ...taken], placements: [...turn.placements, placement] },
  };
}

/** Ttadak: the hand card took one of two same-month field cards and the drawn card took the other. */
export function isTtadak(hand: Placement | undefined, draw: Placement | undefined): boolean {
  if (!hand || !draw) return false;
  return (
    hand.matched.length === 2 &&
    hand.took.length === 1 &&
    monthOf(draw.card) === monthOf(hand.card) &&
    draw.took.length === 1
  );
}

/** Jjok: the hand card matched nothing and the drawn card took it. */
export function isJjok(hand: Placement | undefined, draw: Placement | undefined): boolean {
  if (!hand || !draw) return false;
  return hand.took.length === 0 && hand.matched.length === 0 && draw.took.includes(hand.card);
}

/** Months whose four cards were all captured this turn. */
export function monthsCompleted(turn: TurnCaptures): number[] {
  return fullMonths(turn.pending);
}

/** A sweep: no card left on the field after collecting (a field of piles, or Go-Stop's flat field). */
export function isSweep(field: readonly unknown[]): boolean {
  return field.length === 0;
}

/** Months of which a hand and the field together hold all four cards (Higo-Bana hiki). */
export function hikiMonths(hand: readonly string[], field: Field): number[] {
  const counts = new Array<number>(13).fill(0);
  const inHand = new Array<boolean>(13).fill(false);
  for (let i = 0; i < hand.length; i++) {
    const m = monthOf(hand[i]!);
    counts[m]! += 1;
    inHand[m] = true;
  }
  for (let i = 0; i < field.length; i++) for (const c of field[i]!) counts[monthOf(c)]! += 1;
  const out: number[] = [];
  for (let m = 1; m <= 12; m++) if (counts[m] === 4 && inHand[m]) out.push(m);
  return out;
}

// ---- The dealer draw (docs/rulings/hanafuda.md §2) ----

/** One draw of the dealer draw: each contending seat's card. */
export type DealerDrawRound = { seat: number; card: string }[];

/** The public record of a dealer draw. */
export interface DealerDraw {
  rounds: DealerDrawRound[];
  dealer: number;
  /** The highest month drawn dealt (Go-Stop's option `first_dealer`); absent: the lowest. */
  highest?: true;
}

/** Lower is better: earliest month, then bright > animal > ribbon > chaff. */
export function dealerDrawRank(card: string): number {
  const c = cardInfo(card);
  return c.month * 10 + CLASS_ORDER.indexOf(c.cls);
}

/** Lower is better when the highest month deals: latest month, then bright > animal > ribbon > chaff. */
export function highDealerDrawRank(card: string): number {
  const c = cardInfo(card);
  return (13 - c.month) * 10 + CLASS_ORDER.indexOf(c.cls);
}

/**
 * Draw for the first dealer: from one shuffled deck each seat draws a card; the earliest month
 * (with `highest`, the latest) deals, the higher class breaks a tie, and seats still tied draw again from the same deck.
 * Returns the draw, the cards left in the deck, and the new RNG state.
 */
export function drawForDealer(
  rng: Rng,
  seats: number,
  deck: readonly string[] = HANAFUDA_DECK,
  highest = false,
): [DealerDraw, string[], Rng] {
  const rank = highest ? highDealerDrawRank : dealerDrawRank;
  const record = (rounds: DealerDrawRound[], dealer: number): DealerDraw =>
    highest ? { rounds, dealer, highest: true } : { rounds, dealer };
  const [cards, r1] = shuffle(rng, deck);
  let contenders = Array.from({ length: seats }, (_, i) => i);
  const rounds: DealerDrawRound[] = [];
  let at = 0;
  while (at + contenders.length <= cards.length) {
    const round = contenders.map((seat) => ({ seat, card: cards[at++]! }));
    rounds.push(round);
    const best = Math.min(...round.map((d) => rank(d.card)));
    contenders = round.filter((d) => rank(d.card) === best).map((d) => d.seat);
    if (contenders.length === 1) return [record(rounds, contenders[0]!), cards.slice(at), r1];
  }
  // Practically impossible (the deck ran out in ties): settle it by lot.
  const [k, r2] = nextInt(r1, contenders.length);
  return [record(rounds, contenders[k]!), cards.slice(at), r2];
}

/** What a hand card would do on the field, as its player sees it (the tables' hints). */
export interface HandTargets {
  /** The field cards it would take, or offer to choose from; empty when it would stay. */
  cards: string[];
  /** True when the player then names one of `cards` (a two-match choice). */
  choose: boolean;
}

/**
 * Which field cards `card` from the hand takes under `rules`, or offers as a choice: the capture
 * step's own outcome, so a hint never differs from what the move then does.
 */
export function handTargets(card: string, field: Field, rules: CaptureRules): HandTargets {
  const o = captureOutcome(card, field, rules, { source: 'hand' });
  return o.kind === 'stay'
    ? { cards: [], choose: false }
    : o.kind === 'take'
      ? { cards: o.cards, choose: false }
      : { cards: o.targets, choose: true };
}
