/**
 * Samplers for Mushi and Higo-Bana (issue 15): a full engine state consistent with one seat's
 * view, as `sample.ts` does for Koi-Koi and Go-Stop. Everything public is copied from the view;
 * the cards it hides (other hands, the stock) are the deck minus every card it shows, shuffled
 * with the search's RNG and dealt by the view's counts. The real state and its seed are never
 * read. A new file so that the engines themselves stay untouched.
 */
import type { Rng } from '../../engine/rng.ts';
import { HANAFUDA_DECK, MUSHI_DECK } from './cards.ts';
import type { MushiRoundRecord, MushiState, MushiView } from './mushi.ts';
import { GAJI, type HigoBanaState, type HigoBanaView } from './higobana.ts';
import { dealBelieving, dealHidden, rngFrom, sampledRound, seenCards } from './sample.ts';


/** A Mushi state consistent with `view`. */
export function sampleMushi(view: MushiView, rng: Rng): MushiState {
  const seen = seenCards(view);
  const unknown = MUSHI_DECK.filter((c) => !seen.has(c));
  const [stateRng, r1] = rngFrom(rng);
  const { hands, stock } = dealHidden(unknown, view.handCounts, view.seat, view.stockCount, view.handCounts.map(() => []), r1);
  hands[view.seat] = view.hand.slice();
  // The view counts this turn's captures in the mover's pile; the state keeps them apart until the turn ends.
  const pending = new Set(view.pending);
  const captured = view.captured.map((c, i) => (i === view.turn && pending.size > 0 ? c.filter((x) => !pending.has(x)) : c.slice()));
  const history: MushiRoundRecord[] = view.history.map((h, i) => ({
    ...h,
    scores: h.scores.slice(),
    details: h.details.map((d) => ({ ...d })),
    points: h.points.slice(),
    yaku: h.yaku.map((ys) => ys.map((y) => ({ ...y }))),
    events: h.events.map((e) => ({ ...e })),
    handovers: i === view.history.length - 1 && view.lastRound ? view.lastRound.handovers.map((x) => ({ ...x, cards: x.cards.slice() })) : [],
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
  const seen = seenCards({ hand: view.hand, field: view.field, captured, pending: view.pending, ...(view.choice ? { choice: view.choice } : {}) });
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
