/**
 * Career Poker's guided first round (issue 28 §5): the Short game (one round), the learner (seat
 * 0, the lead player of the first trick) against two Easy bots, on a stacked deal where the first
 * tricks show the trick phase (choosing the direction, leading and naming a colour, following,
 * winning a trick, keeping or giving a card off the lead), then the Millionaire phase (a set, a
 * pass, going out), and the round's real score.
 *
 * The guide picks from the position (never a script of moves), so it stays legal whatever the
 * bots do: clockwise; lead the highest number (not an 8 or an 11) naming its colour; follow with
 * the highest card of the lead attribute, else throw the lowest; keep a card off the lead that
 * pairs with the strategic hand or is strong, else give it to the next player; never cut. In the
 * Millionaire phase: go out when one play can, else the largest set without gold, weakest first;
 * pass when only gold would beat the top (weakest in the order in force: a revolution or
 * an 11 Back turns it over).
 */
import type { Guide } from '../module.ts';
import type { CareerPokerMove, CareerPokerPlay, CareerPokerView } from './career-poker.ts';
import { compareMillionaire } from './deck.ts';
import { face, hasAttribute, ladder, trickReversed } from './rules.ts';
import { cpGuideSays } from './guide.words.ts';

/** The learner's twelve (seat 0, who leads the first trick). */
const LEARNER = [
  'cp-02-yellow-goldfish',
  'cp-05-gray-pig',
  'cp-01-red-owl',
  'cp-03-red-cat',
  'cp-08-gray-owl',
  'cp-13-blue-goldfish',
  'cp-05-yellow-cat',
  'cp-11-blue-cat',
  'cp-02-green-pig',
  'cp-03-gray-snake',
  'cp-08-yellow-pig',
  'cp-03-yellow-goldfish',
];
const BOT_1 = [
  'cp-10-green-owl',
  'cp-01-green-goldfish',
  'cp-04-green-snake',
  'cp-08-blue-cat',
  'cp-05-blue-goldfish',
  'cp-08-green-goldfish',
  'cp-01-yellow-pig',
  'cp-10-red-goldfish',
  'cp-10-yellow-cat',
  'cp-02-blue-owl',
  'cp-02-red-cat',
  'cp-13-yellow-snake',
];
const BOT_2 = [
  'cp-08-red-snake',
  'cp-03-green-pig',
  'cp-05-red-snake',
  'cp-11-green-snake',
  'cp-11-yellow-owl',
  'cp-04-red-goldfish',
  'cp-13-red-pig',
  'cp-01-gray-cat',
  'cp-03-blue-owl',
  'cp-04-gray-cat',
  'cp-04-blue-pig',
  'cp-13-green-cat',
];
/** The nine cards removed face down (3 players). */
const REMOVED = [
  'cp-05-green-owl',
  'cp-10-gray-pig',
  'cp-04-yellow-owl',
  'cp-11-red-pig',
  'cp-01-blue-snake',
  'cp-13-gray-owl',
  'cp-02-gray-snake',
  'cp-10-blue-snake',
  'cp-11-gray-goldfish',
];

/** The deal: the learner's 12, each bot's 12, then the 9 cards removed face down (contract rule 7). */
export const CAREER_POKER_GUIDE_DECK: readonly string[] = [...LEARNER, ...BOT_1, ...BOT_2, ...REMOVED];

const n = (c: string) => face(c).n;

/** Strong in the Millionaire phase: 13, 1, 2 (the top of the Normal ladder). */
const strong = (c: string) => ladder(n(c)) >= ladder(13);

function keepIt(v: CareerPokerView, card: string): boolean {
  return strong(card) || v.strategic.some((c) => n(c) === n(card));
}

function pickTrick(v: CareerPokerView, legal: readonly CareerPokerMove[]): CareerPokerMove | null {
  const leads = legal.filter((m): m is Extract<CareerPokerMove, { type: 'lead' }> => m.type === 'lead');
  if (leads.length > 0) {
    const colours = leads.filter((m) => m.attr.type === 'colour');
    const plain = colours.filter((m) => n(m.card) !== 8 && n(m.card) !== 11);
    const from = plain.length > 0 ? plain : colours;
    return from.reduce((a, b) => (n(b.card) > n(a.card) ? b : a));
  }
  const follows = legal.filter((m): m is Extract<CareerPokerMove, { type: 'follow' }> => m.type === 'follow');
  if (follows.length > 0) {
    const lead = v.lead;
    const withAttr = follows.filter((m) => {
      if (!lead) return false;
      const f = face(m.card);
      return lead.type === 'colour' ? f.colour === lead.value : f.mark === lead.value;
    });
    if (withAttr.length > 0) {
      const plain = withAttr.filter((m) => n(m.card) !== 11 && n(m.card) !== 8);
      const from = plain.length > 0 ? plain : withAttr;
      return from.reduce((a, b) => (n(b.card) > n(a.card) ? b : a));
    }
    return follows.reduce((a, b) => (n(b.card) < n(a.card) ? b : a));
  }
  const places = legal.filter((m): m is Extract<CareerPokerMove, { type: 'place' }> => m.type === 'place');
  if (places.length > 0) {
    const card = places[0]!.card;
    if (keepIt(v, card)) return places.find((m) => m.to === v.seat) ?? places[0]!;
    return places.find((m) => m.to === (v.seat + 1) % v.players) ?? places[0]!;
  }
  const cut = legal.find((m) => m.type === 'cut' && !m.cut);
  return cut ?? null;
}

const plainPlay = (m: CareerPokerMove): m is CareerPokerPlay =>
  m.type === 'play' && !m.cut && Object.keys(m.gold).length === 0;

function pickMillionaire(v: CareerPokerView, legal: readonly CareerPokerMove[]): CareerPokerMove | null {
  const plays = legal.filter(plainPlay);
  const out = plays.find((m) => m.cards.length === v.strategic.length);
  if (out) return out;
  if (plays.length > 0) {
    // The order in force: a revolution turns it over, and an 11 Back turns it over for the trick.
    const sign = v.mill.revolution !== v.mill.back ? -1 : 1;
    const weakest = (a: CareerPokerPlay, b: CareerPokerPlay) =>
      b.cards.length > a.cards.length ||
      (b.cards.length === a.cards.length && sign * compareMillionaire(b.cards[0]!, a.cards[0]!) < 0)
        ? b
        : a;
    return plays.reduce(weakest);
  }
  return legal.find((m) => m.type === 'pass') ?? null;
}

function pick(v: CareerPokerView, legal: readonly CareerPokerMove[]): CareerPokerMove {
  const dir = legal.find((m) => m.type === 'direction' && m.dir === 'cw');
  if (dir) return dir;
  const next = legal.find((m) => m.type === 'next-round');
  if (next) return next;
  return pickTrick(v, legal) ?? pickMillionaire(v, legal) ?? legal[0]!;
}

export const careerPokerGuide: Guide<CareerPokerView, CareerPokerMove> = {
  players: 3,
  level: 'easy',
  options: { mode: 'short' },
  deck: [...CAREER_POKER_GUIDE_DECK],
  seed: 'guided-career-poker',
  next: (view, legal) => pick(view, legal),
  say: (view, move, seat, names) => {
    const w = cpGuideSays();
    const name = (s: number) => names[s] ?? '';
    switch (move.type) {
      case 'direction':
        return view.phase === 'm-direction'
          ? w.millDirection(name((seat + 1) % view.players))
          : view.lastTrick?.winner === seat
            ? w.won(name((seat + 1) % view.players), view.trickNo, trickReversed(view.lastTrick.plays))
            : w.direction(name((seat + 1) % view.players), view.trickNo);
      case 'lead':
        return w.lead(move.card);
      case 'follow': {
        const lead = view.lead;
        const f = face(move.card);
        const has = !!lead && (lead.type === 'colour' ? f.colour === lead.value : f.mark === lead.value);
        const choices = view.hand.filter((c) => lead && hasAttribute(c, lead)).length;
        return has ? w.follow(move.card, lead!, choices > 1) : w.discard(move.card);
      }
      case 'cut':
        return w.dontCut();
      case 'place':
        return move.to === seat
          ? w.keep(
              move.card,
              view.strategic.some((c) => face(c).n === face(move.card).n),
            )
          : w.give(move.card, name(move.to));
      case 'play':
        return move.cards.length === view.strategic.length
          ? w.goOut(move.cards)
          : view.mill.top
            ? w.beat(move.cards)
            : w.leadSet(move.cards);
      case 'pass':
        return w.pass();
      case 'next-round':
        return w.nextRound();
    }
  },
};
