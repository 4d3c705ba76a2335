/**
 * Fair TravFuda bots, deciding from the view only, for every decision of the four games.
 * Fishing games: a card's value is its points plus what it adds to combinations; a play is
 * good when it makes a pile even (it will be taken) and bad when it leaves an odd pile of
 * value for the next player. Baccarat: take the table card that gives the best value; draw
 * on 5 or less. Run or Jump!: jump when the payout is solid or the hand is nearly over.
 */
import { pickBest, type Bot } from '../../engine/bot.ts';
import type { EasySlips } from '../../engine/easy.ts';
import { nextInt, type Rng } from '../../engine/rng.ts';
import { isJoker, travCard } from './deck.ts';
import type { FishMove, FishView } from './fishing.ts';
import type { Pile } from './piles.ts';
import { combinationGain } from './scoring.ts';
import { handValue } from './baccarat.ts';
import type { ImperialMove, ImperialView } from './imperial-baccarat.ts';
import type { DenebianMove, DenebianView } from './denebian-baccarat.ts';
import { isRunOrJumpView, type RunOrJumpView } from './travfuda-run-or-jump.ts';

/**
 * What capturing `cards` and then `last` (when given) is worth to me: their points plus the gain
 * in combinations (counted without building the list; my capture area's counts kept between calls).
 */
function gain(v: FishView, cards: readonly string[], last?: string): number {
  const mine = v.captured[v.seat]!;
  const points = pileWorth(cards) + (last === undefined ? 0 : travCard(last).points);
  return points + 2 * combinationGain(mine, cards, last);
}
const NONE: readonly string[] = Object.freeze([]);

/** A pile's worth to whoever takes it. */
function pileWorth(cards: readonly string[]): number {
  let t = 0;
  for (let i = 0; i < cards.length; i++) t += travCard(cards[i]!).points;
  return t;
}

/** The pile of this id on the view's table (none for a new pile). */
function pileOf(v: FishView, id: string | undefined): Pile | undefined {
  if (id === undefined) return undefined;
  const piles = v.piles;
  for (let i = 0; i < piles.length; i++) if (piles[i]!.id === id) return piles[i];
  return undefined;
}

/** Laying `card` on `pile` (or as a new pile): the pile is taken when even, else a risk. */
function scoreLay(v: FishView, pile: Pile | undefined, card: string, joker: number): number {
  const cards = pile ? pile.cards : NONE;
  if ((cards.length + 1) % 2 === 0) return gain(v, cards, card); // even: mine at the end of the turn (unless the draw joins it)
  // Odd: the next player may take it; worse the more it is worth.
  return -0.6 * (pileWorth(cards) + travCard(card).points) - joker;
}

function scorePlay(v: FishView, m: Extract<FishMove, { type: 'play' }>): number {
  // Jokers are kept for later.
  return scoreLay(v, pileOf(v, m.pile), m.card, isJoker(m.card) ? 6 : 0);
}

function scorePlace(v: FishView, pileId: string): number {
  return scoreLay(v, pileOf(v, pileId), v.drawn!, 0);
}

/**
 * `pickBest` over plays (`plays`) or placings of the drawn card, by `scorePlay` / `scorePlace`:
 * the same moves tied for the top (within 1e-9, in list order) and the same draw among them, the
 * ties gathered in a scratch list instead of a list per new top.
 */
function bestOf(v: FishView, legal: readonly FishMove[], rng: Rng, plays: boolean): FishMove {
  let n = 0;
  let top = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i]!;
    const s = plays
      ? scorePlay(v, m as Extract<FishMove, { type: 'play' }>)
      : scorePlace(v, (m as Extract<FishMove, { type: 'place' }>).pile);
    if (s > top + 1e-9) {
      top = s;
      TIED[0] = m;
      n = 1;
    } else if (Math.abs(s - top) <= 1e-9) TIED[n++] = m;
  }
  const m = TIED[nextInt(rng, n)[0]]!;
  TIED.fill(undefined, 0, n);
  return m;
}
const TIED: (FishMove | undefined)[] = [];

function fishingChoose(v: FishView, legal: readonly FishMove[], rng: Rng): FishMove {
  const first = legal[0]!;
  if (first.type === 'declare') {
    // +10 made against −20 failed needs two chances in three; measured self-play never gets
    // there (even 5 Starbursts in hand make the Emperor about 60% of the time), so: no.
    return { type: 'declare', emperor: false, archduke: false };
  }
  if (first.type === 'play') return bestOf(v, legal, rng, true);
  if (first.type === 'place') return bestOf(v, legal, rng, false);
  if (isRunOrJumpView(v) && legal.some((m) => m.type === 'jump')) return runOrJump(v, legal);
  return first;
}

/**
 * Run or Jump!: cash in as soon as it pays (self-play found no waiting rule that beats it),
 * as a Pirate when that pays more than a Jump.
 */
function runOrJump(v: RunOrJumpView, legal: readonly FishMove[]): FishMove {
  const jump = v.extra.jumpValue ?? 0;
  const pirate = v.extra.pirateValue ?? -Infinity;
  if (pirate > jump && legal.some((m) => m.type === 'pirate')) return { type: 'pirate' };
  if (jump > 0) return { type: 'jump' };
  return legal.some((m) => m.type === 'pass') ? { type: 'pass' } : { type: 'run' };
}

export const travfudaBot: Bot<FishView, FishMove> = { name: 'travfuda-greedy', choose: fishingChoose };

/** The value `cards` would give (the Jokers chosen best). */
const handValueOf = (cards: readonly string[], house = false) => handValue(cards, house).value;

function baccaratChoose<M extends { type: string; card?: string }>(
  mine: string[],
  taken: string | null,
  table: string[],
  legal: readonly M[],
  rng: Rng,
  house: boolean,
): M {
  const takes = legal.filter((m) => m.type === 'take');
  if (takes.length > 0) return pickBest(takes, (m) => handValueOf([...mine, m.card!], house), rng);
  const cards = [...mine, ...(taken ? [taken] : [])];
  const draw = legal.find((m) => m.type === 'draw');
  const stand = legal.find((m) => m.type === 'stand');
  if (draw && stand) return handValueOf(cards, house) <= 5 ? draw : stand;
  void table;
  return legal[0]!;
}

/**
 * Easy's slips in Baccarat (`EasySlips`): on a borderline hand (value 3 to 7) drawing and
 * standing are one kind, so Easy sometimes stands on 3–5 or draws on 6–7 against the odds, as
 * players do; it never stands on 0–2 or draws on 8–9. Everything else slips within its type
 * (another table card, another ante).
 */
const BORDERLINE = [3, 7] as const;
function baccaratSlipKind(
  mine: readonly string[],
  taken: string | null,
  move: { type: string },
  house: boolean,
): unknown {
  if (move.type !== 'draw' && move.type !== 'stand') return move.type;
  const value = handValueOf([...mine, ...(taken ? [taken] : [])], house);
  return value >= BORDERLINE[0] && value <= BORDERLINE[1] ? 'draw-or-stand' : move.type;
}

export const imperialBot: Bot<ImperialView, ImperialMove> & EasySlips<ImperialView, ImperialMove> = {
  name: 'imperial-baccarat',
  // Easy keeps the deal as Normal does (no slip there): its slips are the draw and the take.
  slipKind: (v, m) =>
    m.type === 'next-round'
      ? JSON.stringify(m)
      : baccaratSlipKind(v.deal.mine, v.deal.taken[v.seat] ?? null, m, v.house && v.seat === v.dealer),
  choose(v, legal, rng) {
    // Keep the deal (the banker's seat is worse: it takes from what the others left; Hard finds
    // that out and passes, Normal does not).
    if (legal[0]!.type === 'next-round') return legal[0]!;
    return baccaratChoose(
      v.deal.mine,
      v.deal.taken[v.seat] ?? null,
      v.deal.table,
      legal,
      rng,
      v.house && v.seat === v.dealer,
    );
  },
};

export const denebianBot: Bot<DenebianView, DenebianMove> & EasySlips<DenebianView, DenebianMove> = {
  name: 'denebian-baccarat',
  slipKind: (v, m) => (v.deal ? baccaratSlipKind(v.deal.mine, v.deal.taken[v.seat] ?? null, m, false) : m.type),
  choose(v, legal, rng) {
    const first = legal[0]!;
    if (first.type === 'ante') return { type: 'ante', amount: 1 };
    if (first.type === 'match') return v.ante <= 2 || v.carried > 0 ? { type: 'match' } : { type: 'sit-out' };
    if (first.type === 'next-round') return first;
    return baccaratChoose(v.deal!.mine, v.deal!.taken[v.seat] ?? null, v.deal!.table, legal, rng, false);
  },
};
