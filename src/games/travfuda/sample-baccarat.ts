/**
 * A sampler for Imperial Baccarat (issue 15): a full state consistent with one seat's view.
 * Public: the table, the taken cards, who drew, my face-down cards, totals and history. Hidden:
 * the others' face-down first cards and draws, and the stock; they are the deck minus every
 * card the view shows, shuffled with the search's RNG. Each hand is dealt from a fresh deck,
 * so no earlier hand's cards matter. The real state and its seed are never read.
 * Denebian Baccarat (below) adds the ante round, all public.
 */
import { nextUint32, shuffle, type Rng } from '../../engine/rng.ts';
import { TRAVFUDA_DECK } from './deck.ts';
import type { BacHand } from './baccarat.ts';
import type { ImperialState, ImperialView } from './imperial-baccarat.ts';
import type { DenebianState, DenebianView } from './denebian-baccarat.ts';
import { order } from './fishing.ts';

function rngFrom(r: Rng): [Rng, Rng] {
  const [a, r1] = nextUint32(r);
  const [b, r2] = nextUint32(r1);
  return [[a, b, a ^ 0x5bd1e995, b | 1], r2];
}

/** A deal consistent with `v` for `seat`: hidden cards of the others and the stock from `rng`. */
function sampleDeal(v: ImperialView['deal'], seat: number, players: number, rng: Rng): BacHand {
  const seen = new Set<string>([...v.table, ...v.taken.filter((c): c is string => !!c), ...v.mine]);
  const [deck] = shuffle(
    rng,
    TRAVFUDA_DECK.filter((c) => !seen.has(c)),
  );
  let at = 0;
  const next = () => {
    const c = deck[at++];
    if (c === undefined) throw new Error('sample: not enough unseen cards');
    return c;
  };
  const hidden: (string | null)[] = new Array(players).fill(null);
  const drawn: (string | null)[] = new Array(players).fill(null);
  const mine = v.mine.slice();
  for (const s of v.order) {
    if (s === seat) {
      hidden[s] = mine[0] ?? null;
      if (v.drewCard[s]) drawn[s] = mine[1] ?? null;
    } else {
      hidden[s] = next();
      if (v.drewCard[s]) drawn[s] = next();
    }
  }
  const stock = deck.slice(at, at + v.stockCount);
  if (stock.length !== v.stockCount) throw new Error('sample: not enough unseen cards for the stock');
  const turnAt = v.turn === null ? v.order.length : v.order.indexOf(v.turn);
  return { order: v.order.slice(), at: turnAt, hidden, taken: v.taken.slice(), drawn, table: v.table.slice(), stock };
}

/** An Imperial Baccarat state consistent with `view`. */
export function sampleImperial(view: ImperialView, rng: Rng): ImperialState {
  const [stateRng, r1] = rngFrom(rng);
  const s: ImperialState = {
    // The view carries both options: the house rule and the match length.
    options: { house: view.house, hands: view.hands },
    rng: stateRng,
    players: view.players,
    phase: view.phase,
    hand: view.hand,
    dealer: view.dealer,
    deal: sampleDeal(view.deal, view.seat, view.players, r1),
    totals: view.totals.slice(),
    history: view.history.map((h) => ({
      ...h,
      scores: h.scores.slice(),
      details: h.details.map((d) => ({ ...d })),
      events: h.events.map((e) => ({ ...e })),
    })),
    events: view.events.map((e) => ({ ...e })),
  };
  if (view.reveal) s.reveal = view.reveal.map((r) => ({ ...r, cards: r.cards.slice(), jokers: r.jokers.slice() }));
  if (view.mustDeal !== undefined) s.mustDeal = view.mustDeal;
  return s;
}

/**
 * What each seat has paid into the pot now riding, rebuilt from the public history: a hand
 * whose pot rode added its antes (its scores are minus the antes), a hand that was won (or
 * whose riding pot was returned) clears it, a hand nobody matched leaves it. The current
 * deal's antes are added once the deal is out (`active` then holds everyone in).
 */
function denebianShares(view: DenebianView): number[] {
  let shares: number[] = new Array(view.players).fill(0);
  for (const h of view.history) {
    if (h.events.some((e) => e.kind === 'pot-won' || e.kind === 'pot-returned'))
      shares = new Array(view.players).fill(0);
    else shares = shares.map((x, i) => x - (h.scores[i] ?? 0));
  }
  if (view.deal) for (const a of view.active) shares[a] = shares[a]! + view.ante;
  return shares;
}

/** A Denebian Baccarat state consistent with `view`: the ante round is public, the deal as in Imperial. */
export function sampleDenebian(view: DenebianView, rng: Rng): DenebianState {
  const [stateRng, r1] = rngFrom(rng);
  const joinOrder = order((view.dealer + 1) % view.players, view.players).filter((x) => x !== view.dealer);
  const change: number[] = new Array(view.players).fill(0);
  if (view.deal) for (const a of view.active) change[a] = -view.ante;
  const s: DenebianState = {
    options: { hands: view.hands, denebianTieBreak: view.denebianTieBreak },
    rng: stateRng,
    players: view.players,
    phase: view.phase,
    hand: view.hand,
    dealer: view.dealer,
    ante: view.ante,
    joinOrder,
    joinAt:
      view.phase === 'join' ? joinOrder.length - view.toAnswer.length : view.phase === 'ante' ? 0 : joinOrder.length,
    active: view.active.slice(),
    pot: view.pot,
    carried: view.carried,
    shares: denebianShares(view),
    change,
    deal: view.deal ? sampleDeal(view.deal, view.seat, view.players, r1) : null,
    totals: view.totals.slice(),
    history: view.history.map((h) => ({
      ...h,
      scores: h.scores.slice(),
      details: h.details.map((d) => ({ ...d })),
      events: h.events.map((e) => ({ ...e })),
    })),
    events: view.events.map((e) => ({ ...e })),
  };
  if (view.reveal) s.reveal = view.reveal.map((r) => ({ ...r, cards: r.cards.slice(), jokers: r.jokers.slice() }));
  if (view.mustDeal !== undefined) s.mustDeal = view.mustDeal;
  return s;
}
