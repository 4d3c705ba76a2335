/**
 * Koi-Koi's guided first round (issue 28 §5), Hanafuda's way in: the learner (seat 0, the dealer,
 * so first to play) against an Easy bot on a stacked deal where the first turns show each kind
 * of turn: a hand card takes a field card of its month, the drawn card takes one too (a bright),
 * a card laid down when nothing matches, and by the third turn the Boar, the Deer and the
 * Butterflies make 猪鹿蝶 (Inoshikacho), which the learner stops on for a real score.
 *
 * The guide picks from the position (never a script of moves), so it stays legal whatever the bot
 * does: the best capture by card class, else the lowest card laid down; draw; the most valuable
 * field card of a two-card choice; stop as soon as a yaku stands.
 */
import type { Guide } from '../module.ts';
import { classOf, HANAFUDA_DECK } from './cards.ts';
import type { KoiKoiMove, KoiKoiView } from './koikoi.ts';
import { guideSays } from './guide.words.ts';

const VALUE: Record<string, number> = { bright: 20, animal: 10, ribbon: 5, chaff: 1 };
const value = (id: string) => VALUE[classOf(id)] ?? 0;
const monthKey = (id: string) => id.slice(0, 3);

const LEARNER = [
  'jun-animal',
  'jul-animal',
  'oct-animal',
  'jan-chaff-1',
  'aug-chaff-2',
  'nov-ribbon',
  'dec-chaff-3',
  'sep-chaff-2',
];
const BOT = [
  'feb-animal',
  'apr-ribbon',
  'may-chaff-1',
  'dec-chaff-1',
  'mar-chaff-2',
  'sep-chaff-1',
  'nov-chaff-1',
  'aug-animal',
];
const FIELD = [
  'jun-chaff-1',
  'jul-chaff-1',
  'oct-chaff-1',
  'mar-bright',
  'feb-chaff-2',
  'apr-chaff-1',
  'may-chaff-2',
  'dec-chaff-2',
];
/** The stock's top: the learner's first draw takes the Cherry curtain; the bot's draws match nothing of the learner's. */
const STOCK_TOP = ['mar-chaff-1', 'apr-animal', 'jan-ribbon', 'may-animal', 'feb-ribbon'];
/** The other cards of the learner's three months lie at the stock's bottom, out of the bot's reach. */
const STOCK_BOTTOM = ['jun-ribbon', 'jun-chaff-2', 'jul-ribbon', 'jul-chaff-2', 'oct-ribbon', 'oct-chaff-2'];

const PLACED = new Set([...LEARNER, ...BOT, ...FIELD, ...STOCK_TOP, ...STOCK_BOTTOM]);
/** Hands, field, then the stock top first (contract rule 7). */
export const KOIKOI_GUIDE_DECK: readonly string[] = [
  ...LEARNER,
  ...BOT,
  ...FIELD,
  ...STOCK_TOP,
  ...HANAFUDA_DECK.filter((c) => !PLACED.has(c)),
  ...STOCK_BOTTOM,
];

/** The field cards `card` would take (same month). */
function matches(v: KoiKoiView, card: string): string[] {
  return v.field.flatMap((p) => p.cards).filter((c) => monthKey(c) === monthKey(card));
}

function pick(v: KoiKoiView, legal: readonly KoiKoiMove[]): KoiKoiMove {
  const stop = legal.find((m) => m.type === 'stop');
  if (stop) return stop;
  const simple = legal.find((m) => m.type === 'draw' || m.type === 'next-round');
  if (simple) return simple;
  const captures = legal.filter((m): m is { type: 'capture'; target: string } => m.type === 'capture');
  if (captures.length > 0) return captures.reduce((a, b) => (value(b.target) > value(a.target) ? b : a));
  const plays = legal.filter((m): m is { type: 'play'; card: string } => m.type === 'play');
  let best: { type: 'play'; card: string } | null = null;
  let bestScore = -1;
  for (const m of plays) {
    const taken = matches(v, m.card);
    // A capture is worth its cards; laying down costs the card (the lowest goes first).
    const score = taken.length > 0 ? 100 + value(m.card) + Math.max(...taken.map(value)) : -value(m.card);
    if (best === null || score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best ?? legal[0]!;
}

export const koikoiGuide: Guide<KoiKoiView, KoiKoiMove> = {
  players: 2,
  level: 'easy',
  options: { rounds: 3 },
  deck: [...KOIKOI_GUIDE_DECK],
  seed: 'guided-koikoi',
  next: (view, legal) => pick(view, legal),
  say: (view, move, seat) => {
    const w = guideSays();
    switch (move.type) {
      case 'stop':
        return w.stop(view.yaku[seat]?.map((y) => y.id) ?? [], view.stopValue);
      case 'koikoi':
        return w.stop([], view.stopValue);
      case 'draw':
        return w.draw();
      case 'next-round':
        return w.nextRound;
      case 'capture':
        return w.choose(view.drawn ?? view.choice?.card ?? '', move.target);
      case 'play': {
        const taken = matches(view, move.card);
        return taken.length > 0 ? w.take(move.card, taken) : w.layDown(move.card);
      }
    }
  },
};
