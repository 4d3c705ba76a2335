/**
 * A sampler for Career Poker (issue 15): a full state consistent with one seat's view, for
 * Hard's search. Public and copied: my trick hand and strategic hand, the cards on the table
 * (the trick being played, the cards waiting to be placed, the cut 8s set aside, the
 * Millionaire trick), gold, energy and every count. Hidden: the others' hands and strategic
 * hands, the cards removed face down, the cut 8s out of the game, the energy bundles and the
 * discards; they are the round's cards minus every card the view shows, shuffled with the
 * search's RNG and dealt by the view's counts (one card per energy bundle at least; the rest
 * is the discard, which nothing reads). The real state and its seed are never read: the seed
 * of later deals comes from the search's RNG.
 */
import { nextUint32, shuffle, type Rng } from '../../engine/rng.ts';
import { dealPlan } from './rules.ts';
import type { CareerPokerState, CareerPokerView } from './career-poker.ts';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A Career Poker state consistent with `view`. */
export function sampleCareerPoker(view: CareerPokerView, rng: Rng): CareerPokerState {
  const [a, r1] = nextUint32(rng);
  const [b, r2] = nextUint32(r1);
  const stateRng: Rng = [a, b, a ^ 0x5bd1e995, b | 1];
  const seen = new Set<string>([
    ...view.hand,
    ...view.strategic,
    ...view.cutAside,
    ...view.plays.map((p) => p.card),
    ...view.placements.map((p) => p.card),
    ...view.mill.trickCards,
  ]);
  const [deck] = shuffle(
    r2,
    dealPlan(view.players as 3 | 4 | 5).cards.filter((c) => !seen.has(c)),
  );
  let at = 0;
  const take = (n: number): string[] => {
    const out = deck.slice(at, at + n);
    if (out.length !== n) throw new Error('sample: not enough unseen cards');
    at += n;
    return out;
  };
  const hands = view.handCounts.map((n, i) => (i === view.seat ? view.hand.slice() : take(n)));
  const strategic = view.strategicCounts.map((n, i) => (i === view.seat ? view.strategic.slice() : take(n)));
  const removed = take(view.removedCount);
  const outOfGame = take(view.outOfGameCount);
  const energy = Array.from({ length: view.energy }, () => take(1));
  const discard = deck.slice(at);
  const s: CareerPokerState = {
    players: view.players,
    options: { ...view.options },
    seed: `sample:${a}:${b}`,
    rng: stateRng,
    round: view.round,
    rounds: view.rounds,
    totals: view.totals.slice(),
    phase: view.phase,
    hands,
    strategic,
    removed,
    cutAside: view.cutAside.slice(),
    outOfGame,
    energy,
    spentEnergy: [],
    discard,
    goldSupply: view.goldSupply,
    gold: view.gold.slice(),
    goldSpent: view.goldSpent,
    cutUsed: view.cutUsed.slice(),
    leader: view.leader,
    direction: view.direction,
    turn: view.turn,
    trickNo: view.trickNo,
    lead: view.lead ? { ...view.lead } : null,
    plays: view.plays.map((p) => ({ ...p })),
    cutOffers: view.cutOffers.slice(),
    placements: view.placements.map((p) => ({ ...p })),
    lastTrick: view.lastTrick ? clone(view.lastTrick) : null,
    // Read only when the trick phase ends (set there); the next round's leader is beyond a rollout.
    twelfthWinner: view.leader,
    millionaire: view.millionaire,
    mill: clone(view.mill),
    wentOut: view.wentOut,
    events: clone(view.events),
    lastRanked: 0,
  };
  if (view.lastRound) s.lastRound = clone(view.lastRound);
  return s;
}
