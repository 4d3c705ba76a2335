/**
 * Samplers for the TravFuda fishing games (issue 15: TravFuda and Run or Jump!): a full engine
 * state consistent with one seat's view. Everything public is copied (my hand, the piles, every
 * capture area, the drawn card, declarations, Run or Jump!'s markers and runners). The hidden
 * cards (other hands, the stock) are the deck minus every card the view shows, shuffled with the
 * search's RNG and dealt by the view's counts; the cards a declaration showed stay with their
 * holder. The real state and its seed are never read.
 */
import { nextUint32, shuffle, type Rng } from '../../engine/rng.ts';
import { sortTrav, TRAVFUDA_DECK } from './deck.ts';
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
  const known: string[][] = view.handCounts.map(() => []);
  const seen = new Set<string>([
    ...view.myHand,
    ...view.piles.flatMap((p) => p.cards),
    ...view.captured.flat(),
    ...(view.drawn ? [view.drawn] : []),
  ]);
  view.declarations.forEach((d, i) => {
    if (!d || i === me) return;
    for (const c of d.shown) {
      if (!seen.has(c)) {
        known[i]!.push(c);
        seen.add(c);
      }
    }
  });
  const unknown = TRAVFUDA_DECK.filter((c) => !seen.has(c));
  const need = view.handCounts.reduce((a, c, i) => a + (i === me ? 0 : c - known[i]!.length), 0) + view.stockCount;
  if (need !== unknown.length) throw new Error(`sample: the view hides ${need} cards but ${unknown.length} are unseen`);
  const [stateRng, r1] = rngFrom(rng);
  const [deck] = shuffle(r1, unknown);
  let at = 0;
  const hands = view.handCounts.map((c, i) => {
    if (i === me) return view.myHand.slice();
    const extraCards = c - known[i]!.length;
    const h = sortTrav([...known[i]!, ...deck.slice(at, at + extraCards)]);
    at += extraCards;
    return h;
  });
  const stock = deck.slice(at, at + view.stockCount);
  // Pile ids only need to be new: continue after the highest one on the table.
  const nextPile = view.piles.reduce((m, p) => Math.max(m, Number(/\d+/.exec(p.id)?.[0] ?? 0)), 0) + 1;
  const s: FishState<O, X> = {
    options: { ...view.options } as O,
    rng: stateRng,
    players: view.players,
    phase: view.phase,
    hand: view.hand,
    dealer: view.dealer,
    turn: view.turn,
    hands,
    piles: view.piles.map((p) => ({ id: p.id, cards: p.cards.slice() })),
    nextPile,
    stock,
    captured: view.captured.map((c) => c.slice()),
    declarations: view.declarations.map((d) => (d ? { ...d, shown: d.shown.slice() } : null)),
    // Seats still to decide on a declaration: the one deciding now, then the later seats (from
    // the dealer) whose sampled hands allow one, as the deal would have queued them.
    declareQueue: view.phase === 'declare' ? declareQueue(view, hands) : [],
    totals: view.totals.slice(),
    history: view.history.map((h) => ({
      ...h,
      scores: h.scores.slice(),
      details: h.details.map((d) => ({ ...d })),
      events: h.events.map((e) => ({ ...e })),
    })),
    events: view.events.map((e) => ({ ...e })),
    touched: view.touched.slice(),
    extra,
  };
  if (view.drawn) s.drawn = view.drawn;
  return s;
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
