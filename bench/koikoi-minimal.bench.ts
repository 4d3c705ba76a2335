/**
 * Issue 30 §1: how far Koi-Koi through the contract is from what the machine allows. A minimal
 * mutable Koi-Koi playout (cards as ints 0–47 in deck order, month = order >> 2; hands, field and
 * piles in typed arrays, nothing allocated per move; a random legal card, the month rule with a
 * random pick between two matches, the stock draw; the mover's yaku checked after every turn from
 * per-pile counts and bits) against Koi-Koi's engine playing random legal rounds through the
 * contract (`actors`, `legalMoves`, `play`, `status`, as bench/engines-vs-base.bench.ts does), in
 * ONE process, interleaved slices, CPU time. A minimal round ends on the first yaku or when the
 * hands are empty (no koi-koi); the contract's round as the engine plays it (a random koi-koi or
 * stop). A second minimal plays that round too (`MinimalKoiKoi`: a random koi-koi or stop whenever
 * the mover's yaku total rose; its cards placed and decisions a round are printed beside the
 * contract's, and agree). A third plays that round the contract's way (`playLean`: a fresh state and
 * fresh copies of what a move changes, a fresh legal list and status per move, the engine's phases)
 * with nothing else — no card ids, events, records or options: what the immutable contract itself
 * costs. Prints the rounds/s and the ratios (issue 30: within 10×).
 *   npx vitest run --config vitest.bench.config.ts bench/koikoi-minimal
 * (SLICES, SLICE_MS and RUNS as in engines-vs-base; BASE=<folder holding src/> adds that commit's Koi-Koi.)
 * Koi-Koi runs bundled, as the app ships it (bench/bundle.ts), as the minimal playouts run in this
 * one module; BUNDLE=0 runs it as vitest transforms its modules (the figures before 26 November).
 */
import { test } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnyGame } from '../src/engine/types.ts';
import { cardInfo, HANAFUDA_DECK } from '../src/games/hanafuda/cards.ts';
import { bundled } from './bundle.ts';

const SLICES = Number(process.env.SLICES ?? 10);
const SLICE_MS = Number(process.env.SLICE_MS ?? 150);
const RUNS = Number(process.env.RUNS ?? 3);

// ---------------------------------------------------------------- the minimal playout

/** Per card (deck order): 1 bright (not the Rain Man), 2 Rain Man, 3 animal, 4 ribbon, 5 chaff. */
const KIND = new Uint8Array(48);
/** Bits of a pile's special cards: poem ribbons 0–2, blue ribbons 3–5, boar/deer/butterflies 6–8, cup 9, curtain 10, moon 11. */
const BIT = new Uint16Array(48);
{
  const bit = (id: string, b: number) => {
    const k = cardInfo(id).order;
    BIT[k] = BIT[k]! | (1 << b);
  };
  for (const id of HANAFUDA_DECK) {
    const c = cardInfo(id);
    KIND[c.order] =
      c.cls === 'bright'
        ? c.roles.includes('rain-bright')
          ? 2
          : 1
        : c.cls === 'animal'
          ? 3
          : c.cls === 'ribbon'
            ? 4
            : 5;
  }
  const groups = [
    ['jan-ribbon', 'feb-ribbon', 'mar-ribbon'],
    ['jun-ribbon', 'sep-ribbon', 'oct-ribbon'],
    ['jun-animal', 'jul-animal', 'oct-animal'],
  ];
  for (let g = 0; g < 3; g++) for (let i = 0; i < 3; i++) bit(groups[g]![i]!, 3 * g + i);
  bit('sep-animal', 9);
  bit('mar-bright', 10);
  bit('aug-bright', 11);
}

/** A minimal two-player Koi-Koi round machine: mutable typed arrays, a xorshift generator. */
class Minimal {
  deck = new Uint8Array(48);
  hand = [new Uint8Array(8), new Uint8Array(8)];
  handN = new Int32Array(2);
  field = new Uint8Array(48);
  fieldN = 0;
  stockAt = 0;
  /** Per seat: counts of brights, Rain Man, animals, ribbons, chaff; and the special bits. */
  counts = [new Int32Array(6), new Int32Array(6)];
  bits = new Int32Array(2);
  seed = 0x9e3779b9;
  moves = 0;
  /** Rounds played over all slices. */
  rounds = 0;

  rand(n: number): number {
    let x = this.seed;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.seed = x >>> 0;
    return this.seed % n;
  }

  deal(): void {
    const d = this.deck;
    for (let i = 0; i < 48; i++) d[i] = i;
    for (let i = 47; i > 0; i--) {
      const j = this.rand(i + 1);
      const t = d[i]!;
      d[i] = d[j]!;
      d[j] = t;
    }
    for (let s = 0; s < 2; s++) {
      for (let i = 0; i < 8; i++) this.hand[s]![i] = d[s * 8 + i]!;
      this.handN[s] = 8;
      this.counts[s]!.fill(0);
      this.bits[s] = 0;
    }
    for (let i = 0; i < 8; i++) this.field[i] = d[16 + i]!;
    this.fieldN = 8;
    this.stockAt = 24;
  }

  capture(seat: number, card: number): void {
    this.counts[seat]![KIND[card]!]!++;
    this.bits[seat]! |= BIT[card]!;
  }

  /** Place `card` for `seat`: take its match(es) of the month, or stay on the field. */
  place(seat: number, card: number): void {
    const month = card >> 2;
    const f = this.field;
    let n = 0;
    let first = -1;
    let second = -1;
    for (let i = 0; i < this.fieldN; i++)
      if (f[i]! >> 2 === month) {
        if (n === 0) first = i;
        else if (n === 1) second = i;
        n++;
      }
    if (n === 0) {
      f[this.fieldN++] = card;
      return;
    }
    this.capture(seat, card);
    if (n === 3) {
      // take all three
      for (let i = this.fieldN - 1; i >= 0; i--)
        if (f[i]! >> 2 === month) {
          this.capture(seat, f[i]!);
          f[i] = f[--this.fieldN]!;
        }
      return;
    }
    const at = n === 2 && this.rand(2) === 1 ? second : first;
    this.capture(seat, f[at]!);
    f[at] = f[--this.fieldN]!;
  }

  /** Does `seat`'s pile hold a yaku (the rulings' defaults: brights, animals, ribbons, chaff, poems, viewings)? */
  hasYaku(seat: number): boolean {
    const c = this.counts[seat]!;
    const b = this.bits[seat]!;
    if (c[1]! >= 3) return true; // three dry brights (with the Rain Man, four or five)
    if (c[3]! >= 5 || c[4]! >= 5 || c[5]! + ((b >> 9) & 1) >= 10) return true;
    if ((b & 7) === 7 || ((b >> 3) & 7) === 7 || ((b >> 6) & 7) === 7) return true;
    return (b & (1 << 9)) !== 0 && (b & (3 << 10)) !== 0;
  }

  /** One round: turns until a yaku or empty hands. */
  round(): void {
    this.deal();
    for (let seat = 0; ; seat = 1 - seat) {
      if (this.handN[seat] === 0) return;
      const h = this.hand[seat]!;
      const k = this.rand(this.handN[seat]!);
      const card = h[k]!;
      h[k] = h[--this.handN[seat]!]!;
      this.place(seat, card);
      this.place(seat, this.deck[this.stockAt++]!);
      this.moves += 2;
      if (this.hasYaku(seat)) return;
    }
  }
}

/**
 * A pile's yaku total from its counts and special bits (the rulings' defaults: goko 10, four dry 8,
 * rainy four 7, sanko 5, the cup both animal and chaff, groups stacked with their bonus, viewings on).
 */
function minimalTotal(
  dry: number,
  rain: number,
  animals: number,
  ribbons: number,
  chaffCards: number,
  b: number,
): number {
  const cup = (b >> 9) & 1;
  const chaff = chaffCards + cup;
  let t = 0;
  if (dry === 4) t += rain ? 10 : 8;
  else if (dry === 3) t += rain ? 7 : 5;
  if (((b >> 6) & 7) === 7) t += 5 + (animals - 3);
  if (animals >= 5) t += animals - 4;
  const poems = (b & 7) === 7;
  const blues = ((b >> 3) & 7) === 7;
  if (poems && blues) t += 10 + (ribbons - 6);
  else {
    if (poems) t += 5 + (ribbons - 3);
    if (blues) t += 5 + (ribbons - 3);
  }
  if (ribbons >= 5) t += ribbons - 4;
  if (chaff >= 10) t += chaff - 9;
  if (cup) {
    if (b & (1 << 10)) t += 5;
    if (b & (1 << 11)) t += 5;
  }
  return t;
}

/**
 * The same machine playing the round the contract's random play plays: after a turn that raised the
 * mover's yaku total (the rulings' defaults, from the counts and bits), a random choice between
 * koi-koi and stop, as a random legal move picks between the two; stop ends the round, koi-koi plays
 * on; a raise with an empty hand stops; empty hands end the round.
 */
class MinimalKoiKoi extends Minimal {
  best = new Int32Array(2);
  decisions = 0;

  /** The mover's yaku total (`minimalTotal`). */
  total(seat: number): number {
    const c = this.counts[seat]!;
    return minimalTotal(c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, this.bits[seat]!);
  }

  override round(): void {
    this.deal();
    this.best[0] = 0;
    this.best[1] = 0;
    for (let seat = 0; ; seat = 1 - seat) {
      if (this.handN[0] === 0 && this.handN[1] === 0) return;
      const h = this.hand[seat]!;
      const k = this.rand(this.handN[seat]!);
      const card = h[k]!;
      h[k] = h[--this.handN[seat]!]!;
      this.place(seat, card);
      this.place(seat, this.deck[this.stockAt++]!);
      this.moves += 2;
      const t = this.total(seat);
      if (t > this.best[seat]!) {
        this.best[seat] = t;
        if (this.handN[seat] === 0) return;
        this.decisions++;
        if (this.rand(2) === 1) return;
      }
    }
  }
}

// ---------------------------------------------------------------- a lean immutable playout (the contract's floor)

/**
 * The contract's own costs with as little else as possible: the same round as `MinimalKoiKoi`
 * (cards as ints, yaku from packed counts), but played as the contract is — every move makes a
 * fresh state and fresh copies of the lists it changes, `legalMoves` returns a fresh list (of
 * shared move objects), `status` a fresh object — with the engine's phases (a play, a choice
 * between two matches, the draw, a koi-koi or stop). How far this is from the mutable playout is
 * how far any engine behind an immutable contract would be, before any rule, event or record.
 *
 * Two more lean playouts take the engine's data one part at a time (26 November, for the plan of
 * the Hanafuda machine's rewrite): `records` also keeps what a move tells the table (each placement
 * with its matched and taken cards, the turn's pending captures, a fresh event list with the
 * move's event, the last turn), and `ids` holds the cards as the engine's string ids instead of
 * ints (the month read from the id's letters, as `monthOfKnown` does; a card's facts and shared
 * move found by a lookup keyed by its id, as the engine's tables are).
 */
/** A card: its deck position (0–47), or its id (`ids`). */
type LeanCard = number | string;
interface LeanState {
  /** 0 play, 1 choose after the hand card, 2 draw, 3 choose after the draw, 4 decide, 5 round over. */
  phase: number;
  turn: number;
  hands: readonly (readonly LeanCard[])[];
  field: readonly LeanCard[];
  deck: readonly LeanCard[];
  stockAt: number;
  captured: readonly (readonly LeanCard[])[];
  /** Per seat: dry brights, Rain Man, animals, ribbons, chaff in 5-bit lanes; the special bits; the best total. */
  lanes: readonly number[];
  bits: readonly number[];
  best: readonly number[];
  /** The card waiting for a choice between two matches. */
  pending: LeanCard;
  seed: number;
  /** Whether this playout keeps the records, and holds cards as ids. */
  records: boolean;
  ids: boolean;
  /** The records: the last move's events, this turn's placements and pending captures, the last turn. */
  events: readonly object[];
  placements: readonly object[];
  turnPending: readonly LeanCard[];
  lastTurn: object | undefined;
}
/** Months by an id's second and third letters, and deck positions by id (`ids`). */
const LEAN_MONTH = new Int8Array(32);
const LEAN_ORDER: Record<string, number> = Object.create(null);
const LEAN_ID: string[] = [];
for (const id of HANAFUDA_DECK) {
  const k = cardInfo(id).order;
  LEAN_MONTH[(id.charCodeAt(1) + id.charCodeAt(2)) & 31] = k >> 2;
  LEAN_ORDER[id] = k;
  LEAN_ID[k] = id;
}
/** A card's month (0–11). */
const leanMonth = (c: LeanCard): number =>
  typeof c === 'number' ? c >> 2 : LEAN_MONTH[(c.charCodeAt(1) + c.charCodeAt(2)) & 31]!;
/** A card's deck position. */
const leanOrder = (c: LeanCard): number => (typeof c === 'number' ? c : LEAN_ORDER[c]!);
interface LeanMove {
  t: number;
  c: number;
}
const LEAN_PLAY = Array.from({ length: 48 }, (_, c) => Object.freeze({ t: 0, c }));
const LEAN_CHOOSE = Array.from({ length: 48 }, (_, c) => Object.freeze({ t: 1, c }));
const LEAN_DRAW = Object.freeze({ t: 2, c: -1 });
const LEAN_KOI = Object.freeze({ t: 4, c: -1 });
const LEAN_STOP = Object.freeze({ t: 5, c: -1 });
const LANE = new Int32Array(48);
for (let c = 0; c < 48; c++) LANE[c] = 1 << (5 * (KIND[c]! - 1));

function leanRand(seed: number, n: number): [number, number] {
  let x = seed;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  x >>>= 0;
  return [x % n, x];
}

function leanSetup(seed: number, records = false, ids = false): LeanState {
  const d: number[] = new Array(48);
  for (let i = 0; i < 48; i++) d[i] = i;
  let x = seed;
  for (let i = 47; i > 0; i--) {
    const [j, y] = leanRand(x, i + 1);
    x = y;
    const t = d[i]!;
    d[i] = d[j]!;
    d[j] = t;
  }
  const cards: LeanCard[] = ids ? d.map((k) => LEAN_ID[k]!) : d;
  return {
    phase: 0,
    turn: 0,
    hands: [cards.slice(0, 8), cards.slice(8, 16)],
    field: cards.slice(16, 24),
    deck: cards,
    stockAt: 24,
    captured: [[], []],
    lanes: [0, 0],
    bits: [0, 0],
    best: [0, 0],
    pending: -1,
    seed: x,
    records,
    ids,
    events: [],
    placements: [],
    turnPending: [],
    lastTurn: undefined,
  };
}

function leanCopy(s: LeanState): LeanState {
  return {
    phase: s.phase,
    turn: s.turn,
    hands: s.hands,
    field: s.field,
    deck: s.deck,
    stockAt: s.stockAt,
    captured: s.captured,
    lanes: s.lanes,
    bits: s.bits,
    best: s.best,
    pending: s.pending,
    seed: s.seed,
    records: s.records,
    ids: s.ids,
    events: s.events,
    placements: s.placements,
    turnPending: s.turnPending,
    lastTurn: s.lastTurn,
  };
}

function leanLegal(s: LeanState): LeanMove[] {
  switch (s.phase) {
    case 0: {
      const h = s.hands[s.turn]!;
      const out: LeanMove[] = new Array(h.length);
      for (let i = 0; i < h.length; i++) out[i] = LEAN_PLAY[leanOrder(h[i]!)]!;
      return out;
    }
    case 1:
    case 3: {
      const m = leanMonth(s.pending);
      const out: LeanMove[] = [];
      for (const c of s.field) if (leanMonth(c) === m) out.push(LEAN_CHOOSE[leanOrder(c)]!);
      return out;
    }
    case 2:
      return [LEAN_DRAW];
    case 4:
      return [LEAN_KOI, LEAN_STOP];
    default:
      return [];
  }
}

/** `s` (a fresh copy) takes `cards` into the mover's pile. */
function leanTake(s: LeanState, cards: readonly LeanCard[]): void {
  const seat = s.turn;
  const pile = s.captured[seat]!;
  const next = new Array<LeanCard>(pile.length + cards.length);
  for (let i = 0; i < pile.length; i++) next[i] = pile[i]!;
  let a = s.lanes[seat]!;
  let b = s.bits[seat]!;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    next[pile.length + i] = c;
    const k = leanOrder(c);
    a += LANE[k]!;
    b |= BIT[k]!;
  }
  const captured = s.captured.slice();
  captured[seat] = next;
  s.captured = captured;
  const lanes = s.lanes.slice();
  lanes[seat] = a;
  s.lanes = lanes;
  const bits = s.bits.slice();
  bits[seat] = b;
  s.bits = bits;
}

/** Place `card` on the fresh copy `s`: 0 done, 1 a choice waits. */
function leanPlace(s: LeanState, card: LeanCard): number {
  const m = leanMonth(card);
  if (s.records) {
    const matched: LeanCard[] = [];
    for (const c of s.field) if (leanMonth(c) === m) matched.push(c);
    s.placements = [...s.placements, { card, source: 'hand', matched, took: matched.slice() }];
    s.events = [{ kind: 'play', seat: s.turn, cards: [card], data: { took: matched } }];
    s.turnPending = [...s.turnPending, card, ...matched];
  }
  let n = 0;
  for (const c of s.field) if (leanMonth(c) === m) n++;
  if (n === 0) {
    s.field = [...s.field, card];
    return 0;
  }
  if (n === 2) {
    s.pending = card;
    return 1;
  }
  const took = [card];
  const rest: LeanCard[] = [];
  for (const c of s.field) (leanMonth(c) === m ? took : rest).push(c);
  s.field = rest;
  leanTake(s, took);
  return 0;
}

function leanTotal(a: number, b: number): number {
  return minimalTotal(a & 31, (a >> 5) & 31, (a >> 10) & 31, (a >> 15) & 31, (a >> 20) & 31, b);
}

function leanEndTurn(s: LeanState): void {
  const seat = s.turn;
  if (s.records) {
    s.lastTurn = { seat, placements: s.placements };
    s.placements = [];
    s.turnPending = [];
  }
  const t = leanTotal(s.lanes[seat]!, s.bits[seat]!);
  if (t > s.best[seat]!) {
    const best = s.best.slice();
    best[seat] = t;
    s.best = best;
    s.phase = s.hands[seat]!.length === 0 ? 5 : 4;
    return;
  }
  leanPass(s);
}

function leanPass(s: LeanState): void {
  if (s.hands[0]!.length === 0 && s.hands[1]!.length === 0) s.phase = 5;
  else {
    s.turn = 1 - s.turn;
    s.phase = 0;
  }
}

function leanPlay(state: LeanState, m: LeanMove): LeanState {
  const s = leanCopy(state);
  switch (m.t) {
    case 0: {
      const hand = s.hands[s.turn]!;
      const card = s.ids ? LEAN_ID[m.c]! : m.c;
      const i = hand.indexOf(card);
      if (i < 0 || s.phase !== 0) throw new RangeError('not in hand');
      const h = hand.slice();
      h[i] = h[h.length - 1]!;
      h.pop();
      const hands = s.hands.slice();
      hands[s.turn] = h;
      s.hands = hands;
      s.phase = leanPlace(s, card) ? 1 : 2;
      return s;
    }
    case 1: {
      const m2 = s.pending;
      const target = s.ids ? LEAN_ID[m.c]! : m.c;
      s.field = s.field.filter((c) => c !== target);
      leanTake(s, [m2, target]);
      s.pending = -1;
      if (s.phase === 1) s.phase = 2;
      else leanEndTurn(s);
      return s;
    }
    case 2: {
      const card = s.deck[s.stockAt]!;
      s.stockAt++;
      if (leanPlace(s, card)) s.phase = 3;
      else leanEndTurn(s);
      return s;
    }
    case 4:
      leanPass(s);
      return s;
    default:
      s.phase = 5;
      return s;
  }
}

function leanStatus(s: LeanState): { phase: string; totals: number[] } {
  return { phase: s.phase === 5 ? 'round-over' : 'playing', totals: s.best.slice() };
}

/** Random legal rounds of the lean playout for `ms`, the contract's way (legal list, play, status per move). */
function playLean(
  r: { s: LeanState; seed: number; rounds: number; placed: number; decisions: number },
  ms: number,
): number {
  const t0 = performance.now();
  let rounds = 0;
  let moves = 0;
  while (moves & 63 || performance.now() - t0 < ms) {
    if (r.s.phase === 5) {
      r.seed = (r.seed * 1103515245 + 12345) >>> 0 || 1;
      r.s = leanSetup(r.seed, r.s.records, r.s.ids);
    }
    const legal = leanLegal(r.s);
    const [k, seed] = leanRand(r.s.seed, legal.length);
    const m = legal[k]!;
    if (m.t === 0 || m.t === 2) r.placed++;
    else if (m.t >= 4) r.decisions++;
    const s = leanPlay(r.s, m);
    s.seed = seed;
    r.s = s;
    moves++;
    if (leanStatus(r.s).phase !== 'playing') rounds++;
  }
  r.rounds += rounds;
  return rounds;
}

// ---------------------------------------------------------------- the contract, as engines-vs-base plays it

interface Runner {
  game: AnyGame;
  /** The random pick's state: the lean playouts' own generator (`leanRand`), so that the loops around the engines differ in nothing but the engine. */
  seed: number;
  s: unknown;
  prev: string;
  match: number;
  /** Rounds finished, cards placed (play and draw moves) and decisions (koi-koi or stop), over all slices. */
  rounds: number;
  placed: number;
  decisions: number;
}

function runner(game: AnyGame): Runner {
  const s = game.setup({ players: 2, seed: 'bench-0' });
  return {
    game,
    seed: 0x2545f491,
    s,
    prev: game.status(s).phase,
    match: 0,
    rounds: 0,
    placed: 0,
    decisions: 0,
  };
}

function playContract(r: Runner, ms: number): number {
  const { game } = r;
  const t0 = performance.now();
  let rounds = 0;
  let moves = 0;
  while (moves & 63 || performance.now() - t0 < ms) {
    if (r.prev === 'match-over') {
      r.s = game.setup({ players: 2, seed: `bench-${++r.match}` });
      r.prev = game.status(r.s).phase;
    }
    const seat = game.actors(r.s)[0]!;
    const legal = game.legalMoves(r.s, seat);
    const [k, seed] = leanRand(r.seed, legal.length);
    r.seed = seed;
    const move = legal[k] as { type: string };
    if (move.type === 'play' || move.type === 'draw') r.placed++;
    else if (move.type === 'koikoi' || move.type === 'stop') r.decisions++;
    r.s = game.play(r.s, seat, move);
    moves++;
    const phase = game.status(r.s).phase;
    if (r.prev === 'playing' && phase !== 'playing') rounds++;
    r.prev = phase;
  }
  r.rounds += rounds;
  return rounds;
}

function playMinimal(m: Minimal, ms: number): number {
  const t0 = performance.now();
  let rounds = 0;
  while (rounds & 255 || performance.now() - t0 < ms) {
    m.round();
    rounds++;
  }
  m.rounds += rounds;
  return rounds;
}

function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

test('Koi-Koi through the contract against a minimal mutable playout, interleaved', { timeout: 600_000 }, async () => {
  const base = process.env.BASE ? resolve(process.env.BASE) : undefined;
  const sides: { name: string; slice: (ms: number) => number }[] = [];
  const minimal = new Minimal();
  sides.push({ name: 'minimal playout', slice: (ms) => playMinimal(minimal, ms) });
  const koi = new MinimalKoiKoi();
  sides.push({ name: 'minimal playout with koi-koi', slice: (ms) => playMinimal(koi, ms) });
  const lean = { s: leanSetup(7), seed: 7, rounds: 0, placed: 0, decisions: 0 };
  sides.push({ name: 'lean immutable playout', slice: (ms) => playLean(lean, ms) });
  const recorded = { s: leanSetup(7, true), seed: 7, rounds: 0, placed: 0, decisions: 0 };
  sides.push({ name: 'lean, with the records', slice: (ms) => playLean(recorded, ms) });
  const withIds = { s: leanSetup(7, true, true), seed: 7, rounds: 0, placed: 0, decisions: 0 };
  sides.push({ name: 'lean, with the records and string ids', slice: (ms) => playLean(withIds, ms) });
  // Koi-Koi bundled as the app ships it (bench/bundle.ts); BUNDLE=0: as vitest transforms its modules.
  const load = async (root: string): Promise<AnyGame> =>
    process.env.BUNDLE === '0'
      ? ((await import(/* @vite-ignore */ `${root}/src/games/hanafuda/koikoi.ts`)).koikoi as AnyGame)
      : (await bundled<{ koikoi: AnyGame }>({ [`${root}/src/games/hanafuda/koikoi.ts`]: ['koikoi'] })).koikoi;
  const today = runner(await load(resolve('.')));
  sides.push({ name: 'Koi-Koi (contract)', slice: (ms) => playContract(today, ms) });
  if (base && existsSync(`${base}/src/games/hanafuda/koikoi.ts`)) {
    const old = runner(await load(base));
    sides.push({ name: `Koi-Koi at ${base.split('/').pop()}`, slice: (ms) => playContract(old, ms) });
  }
  for (let w = 0; w < 3; w++) for (const x of sides) x.slice(100);
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const perRun: number[][] = [];
  for (let run = 0; run < RUNS; run++) {
    const rounds = sides.map(() => 0);
    const secs = sides.map(() => 0);
    for (let i = 0; i < SLICES; i++) {
      const order = sides.map((_, k) => (i % 2 ? sides.length - 1 - k : k));
      for (const k of order) {
        const c0 = cpu();
        rounds[k]! += sides[k]!.slice(SLICE_MS);
        secs[k]! += cpu() - c0;
      }
    }
    perRun.push(rounds.map((n, k) => n / secs[k]!));
  }
  const rps = sides.map((_, k) => median(perRun.map((r) => r[k]!)));
  const ratios = perRun.map((r) => r[0]! / r[5]!);
  const koiRatios = perRun.map((r) => r[1]! / r[5]!);
  const steps = perRun.map((r) => [r[1]! / r[2]!, r[2]! / r[3]!, r[3]! / r[4]!, r[4]! / r[5]!]);
  const leanRatios = perRun.map((r) => r[1]! / r[2]!);
  const lines = [
    `${SLICES} slices of ${SLICE_MS} ms per side, interleaved; CPU time; median of ${RUNS} runs; Koi-Koi ${process.env.BUNDLE === '0' ? 'as vitest transforms its modules' : 'bundled'}`,
    ...sides.map((x, k) => `${x.name}: ${Math.round(rps[k]!)} rounds/s`),
    `(a minimal round: ${(minimal.moves / minimal.rounds).toFixed(1)} cards placed, hand and stock; with koi-koi: ${(koi.moves / koi.rounds).toFixed(1)} cards placed, ${(koi.decisions / koi.rounds).toFixed(2)} decisions)`,
    `(a round through the contract: ${(today.placed / today.rounds).toFixed(1)} cards placed, ${(today.decisions / today.rounds).toFixed(2)} decisions; the lean playout's: ${(lean.placed / lean.rounds).toFixed(1)} and ${(lean.decisions / lean.rounds).toFixed(2)})`,
    `minimal / Koi-Koi through the contract: ×${median(ratios).toFixed(1)} (run ratios ${ratios.map((r) => r.toFixed(1)).join(' ')})`,
    `minimal with koi-koi / Koi-Koi through the contract: ×${median(koiRatios).toFixed(1)} (run ratios ${koiRatios.map((r) => r.toFixed(1)).join(' ')})`,
  ];
  const step = (i: number) => median(steps.map((x) => x[i]!)).toFixed(2);
  lines.push(
    `the steps from the minimal with koi-koi to the contract: immutable ×${step(0)}, records ×${step(1)}, string ids ×${step(2)}, the rest of the engine ×${step(3)}`,
  );
  lines.push(
    `minimal with koi-koi / the lean immutable playout (the contract's floor): ×${median(leanRatios).toFixed(1)} (run ratios ${leanRatios.map((r) => r.toFixed(1)).join(' ')})`,
  );
  if (sides.length > 6) {
    const baseRatios = perRun.map((r) => r[0]! / r[6]!);
    const baseKoi = perRun.map((r) => r[1]! / r[6]!);
    lines.push(
      `minimal / the base's Koi-Koi: ×${median(baseRatios).toFixed(1)}; minimal with koi-koi / the base's: ×${median(baseKoi).toFixed(1)}`,
    );
  }
  console.log(lines.join('\n'));
});
