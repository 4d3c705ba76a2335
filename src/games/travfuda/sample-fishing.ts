/**
 * Samplers for the TravFuda fishing games (issue 15: TravFuda and Run or Jump!): a full engine
 * state consistent with one seat's view. Everything public is taken from the view (my hand, the
 * piles, every capture area, the drawn card, declarations; Run or Jump!'s markers and runners
 * copied), shared and never changed: the engine builds new lists for every move. The hidden
 * cards (other hands, the stock) are the deck minus every card the view shows, shuffled with the
 * search's RNG and dealt by the view's counts; the cards a declaration showed stay with their
 * holder. The real state and its seed are never read.
 */
import { nextUint32, shuffle, type Rng } from '../../engine/rng.ts';
import { cardIndex, sortTrav, TRAVFUDA_DECK } from './deck.ts';
import { eligible, order, type FishingOptions, type FishState, type FishView } from './fishing.ts';
import type { TravFudaOptions } from './travfuda.ts';
import type { RunOrJumpExtra, RunOrJumpOptions, RunOrJumpViewExtra } from './travfuda-run-or-jump.ts';

function rngFrom(r: Rng): [Rng, Rng] {
  const [a, r1] = nextUint32(r);
  const [b, r2] = nextUint32(r1);
  return [[a, b, a ^ 0x5bd1e995, b | 1], r2];
}

/**
 * The public part of a fishing state from its view; `extra` is the variant's own data. The view
 * carries the match's whole options (typed as the family's), so they are the variant's `O`.
 */
function sampleFishing<O extends FishingOptions, X>(view: FishView<unknown>, rng: Rng, extra: X): FishState<O, X> {
  const me = view.seat;
  const known: string[][] = new Array(view.handCounts.length);
  for (let i = 0; i < known.length; i++) known[i] = [];
  // The cards the view shows, marked by their place in the deck.
  SEEN.fill(0);
  const mark = (c: string) => {
    SEEN[cardIndex(c)] = 1;
  };
  view.myHand.forEach(mark);
  for (const p of view.piles) p.cards.forEach(mark);
  for (const c of view.captured) c.forEach(mark);
  if (view.drawn) mark(view.drawn);
  view.declarations.forEach((d, i) => {
    if (!d || i === me) return;
    for (const c of d.shown) {
      const k = cardIndex(c);
      if (SEEN[k] === 0) {
        known[i]!.push(c);
        SEEN[k] = 1;
      }
    }
  });
  const unknown: string[] = [];
  for (let k = 0; k < TRAVFUDA_DECK.length; k++) if (SEEN[k] === 0) unknown.push(TRAVFUDA_DECK[k]!);
  const need = view.handCounts.reduce((a, c, i) => a + (i === me ? 0 : c - known[i]!.length), 0) + view.stockCount;
  if (need !== unknown.length) throw new Error(`sample: the view hides ${need} cards but ${unknown.length} are unseen`);
  const [stateRng, r1] = rngFrom(rng);
  const [deck] = shuffle(r1, unknown);
  let at = 0;
  const hands = view.handCounts.map((c, i) => {
    if (i === me) return view.myHand;
    const extraCards = c - known[i]!.length;
    const h = sortTrav([...known[i]!, ...deck.slice(at, at + extraCards)]);
    at += extraCards;
    return h;
  });
  const stock = deck.slice(at, at + view.stockCount);
  // Pile ids only need to be new: continue after the highest one on the table.
  let top = 0;
  for (const p of view.piles) top = Math.max(top, firstNumber(p.id));
  // The view's public lists and records are shared, not copied: the engine never changes a
  // state's lists in place (it builds new ones), so a rollout leaves them as they were.
  const s: FishState<O, X> = {
    options: view.options as O,
    rng: stateRng,
    players: view.players,
    phase: view.phase,
    hand: view.hand,
    dealer: view.dealer,
    turn: view.turn,
    hands,
    piles: view.piles,
    nextPile: top + 1,
    stock,
    stockAt: 0,
    captured: view.captured,
    declarations: view.declarations,
    // Seats still to decide on a declaration: the one deciding now, then the later seats (from
    // the dealer) whose sampled hands allow one, as the deal would have queued them.
    declareQueue: view.phase === 'declare' ? declareQueue(view, hands) : [],
    totals: view.totals,
    history: view.history,
    events: view.events,
    touched: view.touched,
    extra,
  };
  if (view.drawn) s.drawn = view.drawn;
  return s;
}
const SEEN = new Uint8Array(TRAVFUDA_DECK.length);

/** The first run of digits in a pile id, as a number (0 without one). */
function firstNumber(id: string): number {
  let i = 0;
  while (i < id.length && !(id.charCodeAt(i) >= 48 && id.charCodeAt(i) <= 57)) i++;
  let n = 0;
  let digits = false;
  for (; i < id.length; i++) {
    const d = id.charCodeAt(i) - 48;
    if (d < 0 || d > 9) break;
    n = n * 10 + d;
    digits = true;
  }
  return digits ? n : 0;
}

function declareQueue(view: FishView<unknown>, hands: string[][]): number[] {
  const seats = order(view.dealer, view.players);
  const later = seats
    .slice(seats.indexOf(view.turn) + 1)
    .filter(
      (seat) => view.declarations[seat] === null && (eligible(hands[seat]!).emperor || eligible(hands[seat]!).archduke),
    );
  return [view.turn, ...later];
}

/** A TravFuda (base game) state consistent with `view`. */
export function sampleTravFuda(
  view: FishView<Record<string, never>>,
  rng: Rng,
): FishState<TravFudaOptions, Record<string, never>> {
  return sampleFishing(view, rng, {});
}

/** A Run or Jump! state consistent with `view` (markers, runners and combinations are public). */
export function sampleRunOrJump(
  view: FishView<RunOrJumpViewExtra>,
  rng: Rng,
): FishState<RunOrJumpOptions, RunOrJumpExtra> {
  const x = view.extra;
  return sampleFishing(view as FishView<unknown>, rng, {
    combos: x.combos.slice(),
    markers: x.markers.map((m) => m.slice()),
    nextMarker: x.nextMarker,
    declared: x.declared,
    runners: x.runners.slice(),
  });
}
