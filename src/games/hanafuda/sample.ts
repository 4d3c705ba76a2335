/**
 * Samplers for the four Hanafuda games (Koi-Koi, Go-Stop, Mushi, Higo-Bana): a full engine
 * state consistent with one seat's view.
 *
 * Everything public is copied from the view (my hand, the field, capture piles, the turn in
 * progress, calls, totals). The cards the view hides (other hands and the stock) are the deck
 * minus every card the view shows; they are shuffled with the given RNG and dealt to the hidden
 * places by the counts the view gives. Cards a rule made public (Go-Stop shaken triplets still
 * held) go back to their holder first. The real state and its seed are never read: the state's
 * own RNG (used only for later deals) is drawn from the sampling RNG.
 */
import { shuffle, nextInt, nextUint32, type Rng } from '../../engine/rng.ts';
import { cardOrder, HANAFUDA_DECK, MUSHI_DECK, monthOf, sortCards } from './cards.ts';
import type { Placement, TurnCaptures } from './capture.ts';
import { copyPlacement, type HanaGameState, type HanaView } from './round.ts';
import { koikoiFromIds, type KoiKoiState, type KoiKoiView } from './koikoi.ts';
import { dealSizes, goStopFromIds, type GoStopIdState, type GoStopState, type GoStopView } from './gostop.ts';
import { drawMultiplier } from './gostop-scoring.ts';
import type { MushiRoundRecord, MushiState, MushiView } from './mushi.ts';
import { GAJI, type HigoBanaState, type HigoBanaView } from './higobana.ts';

function rngFrom(r: Rng): [Rng, Rng] {
  const [a, r1] = nextUint32(r);
  const [b, r2] = nextUint32(r1);
  return [[a, b, a ^ 0x5bd1e995, b | 1], r2];
}

function turnOf(view: {
  pending: string[];
  placements: TurnCaptures['placements'];
  choice?: { card: string; source: 'hand' | 'draw'; targets: string[] };
}): TurnCaptures {
  const t: TurnCaptures = {
    pending: view.pending.slice(),
    placements: view.placements.map((p) => ({
      ...p,
      matched: p.matched.slice(),
      took: p.took.slice(),
      ...(p.also ? { also: p.also.slice() } : {}),
    })),
  };
  if (view.choice)
    t.choice = { card: view.choice.card, source: view.choice.source, targets: view.choice.targets.slice() };
  return t;
}

/**
 * The fields every Hanafuda sample copies from its view (the dealt `hands` and `stock` given):
 * phase, round, dealer, field, whose turn and the turn in progress, totals, the last move's
 * events and the last finished turn. Each sampler adds its game's own fields (piles, history…).
 */
function sampledRound<P extends string>(
  view: HanaView & { phase: P },
  rng: Rng,
  hands: string[][],
  stock: string[],
): Omit<HanaGameState, 'captured' | 'history' | 'phase'> & { phase: P } {
  return {
    rng,
    phase: view.phase,
    round: view.round,
    dealer: view.dealer,
    hands,
    field: view.field.map((p) => p.cards.slice()),
    stock,
    turn: view.turn,
    current: turnOf(view),
    totals: view.totals.slice(),
    events: view.events.map((e) => ({ ...e })),
    lastTurn: view.lastTurn
      ? { seat: view.lastTurn.seat, placements: view.lastTurn.placements.map(copyPlacement) }
      : undefined,
  };
}

/** The cards a view shows anywhere (hand, field, piles, this turn's captures, a pending choice). */
function seenCards(view: {
  hand: string[];
  field: { cards: string[] }[];
  captured: string[][];
  pending: string[];
  choice?: { card: string };
}): Set<string> {
  const seen = new Set<string>([
    ...view.hand,
    ...view.field.flatMap((p) => p.cards),
    ...view.captured.flat(),
    ...view.pending,
  ]);
  if (view.choice) seen.add(view.choice.card);
  return seen;
}

/** Deal `unknown` (shuffled) into hidden hands of `counts` (my seat skipped) and a stock of `stockCount`. */
function dealHidden(
  unknown: string[],
  counts: readonly number[],
  me: number,
  stockCount: number,
  known: string[][],
  rng: Rng,
): { hands: string[][]; stock: string[] } {
  const need = counts.reduce((a, c, i) => a + (i === me ? 0 : c - known[i]!.length), 0) + stockCount;
  if (need !== unknown.length) throw new Error(`sample: the view hides ${need} cards but ${unknown.length} are unseen`);
  const [deck] = shuffle(rng, unknown);
  let at = 0;
  const hands = counts.map((c, i) => {
    if (i === me) return [];
    const extra = c - known[i]!.length;
    const h = [...known[i]!, ...deck.slice(at, at + extra)];
    at += extra;
    return sortCards(h);
  });
  return { hands, stock: deck.slice(at, at + stockCount) };
}

/** What reading the last turn needs from a Hanafuda view. */
interface TurnView {
  seat: number;
  field: { cards: string[] }[];
  placements: Placement[];
  choice?: unknown;
  lastTurn?: { seat: number; placements: Placement[] } | undefined;
}

/**
 * What the last turn says about its player's hand: the months of the field it faced when its
 * hand card stayed on the field without taking anything. A player who can capture nearly always
 * does (Normal always does, with any card but Higo-Bana's Gaji), so it held no card of those
 * months then, and its hand now is what it held then minus the card it played. Empty when the
 * last turn is mine, its card took something, or a choice is open (then the field before it is
 * not rebuilt).
 */
export function unheldMonths(view: TurnView): Set<number> {
  const out = new Set<number>();
  const last = view.lastTurn;
  if (!last || last.seat === view.seat || view.choice) return out;
  const played = last.placements.find((p) => p.source === 'hand');
  // A card played with others (Higo-Bana's hiki, Go-Stop's bomb) took them: nothing to read.
  if (!played || played.matched.length > 0 || played.took.length > 0 || (played.also?.length ?? 0) > 0) return out;
  // The field before that hand card: undo this turn's placements, then the last turn's, last first.
  const field = new Set(view.field.flatMap((p) => p.cards));
  const undo = (ps: readonly Placement[]) => {
    for (let i = ps.length - 1; i >= 0; i--) {
      const p = ps[i]!;
      if (p.took.length === 0) field.delete(p.card);
      else for (const c of p.took) field.add(c);
    }
  };
  undo(view.placements);
  undo(last.placements);
  for (const c of field) out.add(monthOf(c));
  return out;
}

/** Koi-Koi: the months the opponent's last turn shows it does not hold (`unheldMonths`). */
export const koikoiUnheldMonths = (view: KoiKoiView): Set<number> => unheldMonths(view);

/**
 * Koi-Koi's and Higo-Bana's Hard believe the last turn in this share of their samples
 * (`dealBelieving`): a hand card that stayed on the field says its player held no card of the
 * months then on the field. Not 1, so a player who holds a capture back is not ruled out.
 */
export const KOIKOI_TRUST = 0.9;

/**
 * `dealHidden`, believing the last turn in a share `trust` (0–1) of the samples: the last
 * turn's player's hand is dealt from the unseen cards of other months than `unheldMonths`
 * (uniformly among them; `wild`, a card it may have held back, is always allowed), the other
 * hidden places get the rest. The other samples (and every sample when too few such cards are
 * unseen) deal uniformly; `trust` 0 is `dealHidden` itself.
 */
function dealBelieving(
  view: TurnView,
  unknown: string[],
  counts: readonly number[],
  stockCount: number,
  trust: number,
  rng: Rng,
  wild?: string,
): { hands: string[][]; stock: string[] } {
  const known: string[][] = counts.map(() => []);
  if (trust <= 0) return dealHidden(unknown, counts, view.seat, stockCount, known, rng);
  const [roll, r2] = nextInt(rng, 1_000_000);
  const months = roll < trust * 1_000_000 ? unheldMonths(view) : new Set<number>();
  const holder = view.lastTurn?.seat;
  if (months.size > 0 && holder !== undefined && holder !== view.seat) {
    const need = counts[holder]!;
    const allowed = unknown.filter((c) => c === wild || !months.has(monthOf(c)));
    if (allowed.length >= need) {
      const [deck, r3] = shuffle(r2, allowed);
      known[holder] = deck.slice(0, need);
      const taken = new Set(known[holder]);
      return dealHidden(
        unknown.filter((c) => !taken.has(c)),
        counts,
        view.seat,
        stockCount,
        known,
        r3,
      );
    }
  }
  return dealHidden(unknown, counts, view.seat, stockCount, known, r2);
}

/**
 * A Koi-Koi state consistent with `view`. With `trust` (0–1), that share of the samples also
 * uses what the opponent's last turn revealed (`dealBelieving`).
 */
export function sampleKoiKoi(view: KoiKoiView, rng: Rng, trust = 0): KoiKoiState {
  const unknown = unseenCards(view);
  const [stateRng, r1] = rngFrom(rng);
  const { hands, stock } = dealBelieving(view, unknown, view.handCounts, view.stockCount, trust, r1);
  hands[view.seat] = view.hand.slice();
  // Everything public is the view's own (shared, read-only: a state is never changed in place,
  // and the search neither keeps the sample past its decision nor changes the view): only the
  // hidden places are new. One literal with the engine's fields (no spread of another object).
  const current: TurnCaptures = { pending: view.pending, placements: view.placements };
  if (view.choice) current.choice = view.choice;
  return koikoiFromIds({
    options: view.options,
    rng: stateRng,
    phase: view.phase,
    round: view.round,
    dealer: view.dealer,
    dealerDraw: undefined,
    redeals: view.redeals,
    hands,
    field: view.field.map((p) => p.cards),
    stock,
    captured: view.captured,
    turn: view.turn,
    current,
    koikoi: view.koikoi,
    yakuTotals: view.yakuTotals,
    totals: view.totals,
    history: view.history,
    events: view.events,
    lastTurn: view.lastTurn,
  });
}

/** Seen cards of the view being sampled, by deck position (reused scratch). */
const SEEN = new Uint8Array(HANAFUDA_DECK.length);

/** `HANAFUDA_DECK` without the cards `seenCards(view)` holds, in deck order, no set built. */
function unseenCards(view: Parameters<typeof seenCards>[0]): string[] {
  SEEN.fill(0);
  const mark = (cards: readonly string[]) => {
    for (let i = 0; i < cards.length; i++) SEEN[cardOrder(cards[i]!)] = 1;
  };
  mark(view.hand);
  for (let i = 0; i < view.field.length; i++) mark(view.field[i]!.cards);
  for (let i = 0; i < view.captured.length; i++) mark(view.captured[i]!);
  mark(view.pending);
  if (view.choice) SEEN[cardOrder(view.choice.card)] = 1;
  const out: string[] = [];
  for (let k = 0; k < HANAFUDA_DECK.length; k++) if (!SEEN[k]) out.push(HANAFUDA_DECK[k]!);
  return out;
}

/** A Go-Stop state consistent with `view` (shaken triplets still held stay with their holder). */
export function sampleGoStop(view: GoStopView, rng: Rng): GoStopState {
  const seen = seenCards(view);
  const known: string[][] = view.handCounts.map(() => []);
  for (const sh of view.shaken) {
    if (sh.seat === view.seat) continue;
    for (const c of sh.cards) {
      if (!seen.has(c)) {
        known[sh.seat]!.push(c);
        seen.add(c);
      }
    }
  }
  const unknown = HANAFUDA_DECK.filter((c) => !seen.has(c));
  const [stateRng, r1] = rngFrom(rng);
  const { hands, stock } = dealHidden(unknown, view.handCounts, view.seat, view.stockCount, known, r1);
  hands[view.seat] = view.hand.slice();
  const dealt = dealSizes(view.players).hand;
  let drawStreak = 0;
  while (drawStreak < 8 && drawMultiplier(view.options, drawStreak) !== view.drawMultiplier) drawStreak++;
  const s: GoStopIdState = {
    ...sampledRound(view, stateRng, hands, stock),
    lastTurn: undefined, // its own, with the turn's steal events (below)
    options: { ...view.options },
    players: view.players,
    redeals: view.redeals,
    captured: view.captured.map((c) => c.slice()),
    drawsLeft: view.drawsLeft,
    turnEvents: [],
    drawOnly: view.drawOnly.slice(),
    played: view.handCounts.map(
      (c, i) =>
        c < dealt || view.bombs[i]! > 0 || view.drawOnly[i]! > 0 || (i === view.turn && view.placements.length > 0),
    ),
    shaken: view.shaken.map((x) => ({ ...x, cards: x.cards.slice() })),
    bombs: view.bombs.slice(),
    ppuks: [
      ...view.field
        .filter((p) => p.ppukBy !== undefined)
        .map((p) => ({ month: monthOf(p.cards[0]!), seat: p.ppukBy! })),
      ...(view.ppuksTaken ?? []).map((p) => ({ ...p })),
    ],
    gos: view.gos.slice(),
    lastGoTotals: view.lastGoTotals.slice(),
    goOrder: view.gos.map((g, i) => (g > 0 ? i : -1)).filter((i) => i >= 0),
    drawStreak,
    history: view.history.map((h) => ({ ...h, scores: h.scores.slice(), details: h.details.map((d) => ({ ...d })) })),
  };
  if (view.lastTurn)
    s.lastTurn = {
      seat: view.lastTurn.seat,
      placements: view.lastTurn.placements.map((p) => ({ ...p, matched: p.matched.slice(), took: p.took.slice() })),
      events: view.lastTurn.events.map((e) => ({ ...e })),
    };
  return goStopFromIds(s);
}

/** A Mushi state consistent with `view`. */
export function sampleMushi(view: MushiView, rng: Rng): MushiState {
  const seen = seenCards(view);
  const unknown = MUSHI_DECK.filter((c) => !seen.has(c));
  const [stateRng, r1] = rngFrom(rng);
  const { hands, stock } = dealHidden(
    unknown,
    view.handCounts,
    view.seat,
    view.stockCount,
    view.handCounts.map(() => []),
    r1,
  );
  hands[view.seat] = view.hand.slice();
  // The view counts this turn's captures in the mover's pile; the state keeps them apart until the turn ends.
  const pending = new Set(view.pending);
  const captured = view.captured.map((c, i) =>
    i === view.turn && pending.size > 0 ? c.filter((x) => !pending.has(x)) : c.slice(),
  );
  const history: MushiRoundRecord[] = view.history.map((h, i) => ({
    ...h,
    scores: h.scores.slice(),
    details: h.details.map((d) => ({ ...d })),
    points: h.points.slice(),
    yaku: h.yaku.map((ys) => ys.map((y) => ({ ...y }))),
    events: h.events.map((e) => ({ ...e })),
    handovers:
      i === view.history.length - 1 && view.lastRound
        ? view.lastRound.handovers.map((x) => ({ ...x, cards: x.cards.slice() }))
        : [],
  }));
  const s: MushiState = {
    ...sampledRound(view, stateRng, hands, stock),
    options: { ...view.options },
    redeals: view.redeals,
    misdeals: view.misdeals.slice(),
    captured,
    history,
  };
  if (view.choice?.lightning) s.lightningChoice = true;
  if (view.lightning) s.lightning = { ...view.lightning };
  return s;
}

/**
 * A Higo-Bana state consistent with `view` (2–7 seats; one capture pile per side). With `trust`
 * (0–1), that share of the samples believes the last turn (`dealBelieving`): a hand card that
 * stayed on the field says its player held no card of the field's months (the Gaji excepted:
 * it may have been kept for a better target).
 */
export function sampleHigoBana(view: HigoBanaView, rng: Rng, trust = 0): HigoBanaState {
  const captured: string[][] = [];
  for (const side of view.sides) captured[side.team] = side.captured.slice();
  for (let t = 0; t < captured.length; t++) captured[t] ??= [];
  const seen = seenCards({
    hand: view.hand,
    field: view.field,
    captured,
    pending: view.pending,
    ...(view.choice ? { choice: view.choice } : {}),
  });
  const unknown = HANAFUDA_DECK.filter((c) => !seen.has(c));
  const [stateRng, r1] = rngFrom(rng);
  const { hands, stock } = dealBelieving(view, unknown, view.handCounts, view.stockCount, trust, r1, GAJI);
  hands[view.seat] = view.hand.slice();
  const s: HigoBanaState = {
    ...sampledRound(view, stateRng, hands, stock),
    options: { ...view.options },
    players: view.players,
    captured,
    dealtFours: view.dealtFours.slice(),
    cumulative: view.cumulative.slice(),
    history: view.history.map((h) => ({
      ...h,
      scores: h.scores.slice(),
      details: h.details.map((d) => ({ ...d })),
      sides: h.sides.map((x) => ({ ...x, seats: x.seats.slice(), yaku: x.yaku.map((y) => ({ ...y })) })),
      events: h.events.map((e) => ({ ...e })),
    })),
  };
  if (view.blocked) s.blocked = view.blocked.map((b) => ({ ...b }));
  if (view.gaji) s.gaji = { ...view.gaji };
  return s;
}
