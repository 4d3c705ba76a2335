/**
 * TravFuda's guided first round (issue 28 §5): the learner (seat 0, the dealer, so first to play)
 * against two Easy bots, one hand that is the whole match, on a stacked deal where the first turns
 * show each kind of turn: a hand card joins a table pile of its suit and makes it even (taken at
 * the end of the turn), the drawn card matches two piles and the learner chooses one, then a card
 * that matches nothing starts a new pile and the next draw pairs it.
 *
 * The learner is dealt three Starbursts (Rockball, Asteroid Belt, Gas Giant), so the round opens
 * with a declaration: the guide declares Emperor (+10 for all five Starbursts at the end of the
 * hand). Each of the three joins a table pile of its suit (no bot holds or draws those suits
 * before the learner has taken them); the other two Starbursts are Comet and Terran World, suits
 * that no bot holds and that lie only in the learner's hand and at the learner's own draws in the
 * stock (every turn draws exactly one card, so the learner's draws are the stock's 1st, 4th,
 * 7th …): whatever the bots do, the learner's new piles wait for the learner. By the end the
 * learner has taken both suits whole and all five Starbursts: the Emperor is made.
 *
 * The guide picks from the position (never a script of moves), so it stays legal whatever the
 * bots do: the capture worth most, else the least valuable card to a new pile; draw; the most
 * valuable of the piles a drawn card may join; Emperor when the hand allows it.
 */
import type { Guide } from '../module.ts';
import { travCard, TRAVFUDA_DECK } from './deck.ts';
import type { FishMove } from './fishing.ts';
import type { TravFudaView } from './travfuda.ts';
import { tfGuideSays } from './guide.words.ts';

/** Three Starbursts (an Emperor) whose suits lie on the table, then Comets and Terran Worlds. */
const LEARNER = ['t06-GS', 't02-RS', 't08-PS', 't04-P1', 't04-P2', 't10-RC', 't10-GC', 't10-BF'];
/** The bots hold none of the learner's suits (Comet, Terran World), nor Asteroid Belt or Rockball. */
const BOT_1 = ['t01-GF', 't03-PC', 't05-YC', 't07-GC', 't08-P1', 't09-BC', 't03-P2', 't05-P1'];
const BOT_2 = ['t01-PF', 't03-RF', 't05-RF', 't07-BF', 't09-YF', 't08-GF', 't07-P2', 't09-P1'];
const TABLE = [
  't06-P1',
  't01-RC',
  't01-P1',
  't02-YF',
  't03-D',
  't05-BF',
  't07-YF',
  't08-YC',
  't09-GF',
  't03-P1',
  't05-D',
  't07-P1',
];
/** The learner's draws (the stock's 1st, 4th, 7th … card): a Scoutship for two piles, then the rest of the learner's suits, two Starbursts among them. */
const LEARNER_DRAWS = ['t01-P2', 't04-P3', 't04-BS', 't10-D', 't04-D', 't10-YS', 't04-P4', 't10-PF'];
const JOKERS = ['joker-1', 'joker-2'];

function stackedDeck(): string[] {
  const placed = new Set([...LEARNER, ...BOT_1, ...BOT_2, ...TABLE, ...LEARNER_DRAWS, ...JOKERS]);
  // The bots' draws: the Asteroid Belt and Rockball cards last, after the learner has taken those Starbursts' piles.
  const late = (c: string) => c.startsWith('t02-') || c.startsWith('t06-');
  const rest = TRAVFUDA_DECK.filter((c) => !placed.has(c));
  const others = [...rest.filter((c) => !late(c)), ...rest.filter(late)];
  const stock: string[] = [];
  const draws = [...LEARNER_DRAWS];
  while (draws.length > 0 || others.length > 0) {
    if (stock.length % 3 === 0 && draws.length > 0) stock.push(draws.shift()!);
    else stock.push(others.shift() ?? draws.shift()!);
  }
  // The Jokers lie at the bottom: the two cards left undrawn at the end (3 players).
  return [...LEARNER, ...BOT_1, ...BOT_2, ...TABLE, ...stock, ...JOKERS];
}

/** Hands in seat order, the table, then the stock top first (contract rule 7). */
export const TRAVFUDA_GUIDE_DECK: readonly string[] = stackedDeck();

const points = (ids: readonly string[]) => ids.reduce((n, c) => n + travCard(c).points, 0);
type PlayMove = Extract<FishMove, { type: 'play' }>;

function pick(v: TravFudaView, legal: readonly FishMove[]): FishMove {
  const simple = legal.find((m) => m.type === 'draw' || m.type === 'next-round');
  if (simple) return simple;
  // Three Starbursts dealt: declare Emperor (the learner takes all five); never an Archduke.
  const declare =
    legal.find((m) => m.type === 'declare' && m.emperor && !m.archduke) ??
    legal.find((m) => m.type === 'declare' && !m.emperor && !m.archduke);
  if (declare) return declare;
  const pileWorth = (id: string | undefined) => points(v.piles.find((p) => p.id === id)?.cards ?? []);
  const places = legal.filter((m): m is Extract<FishMove, { type: 'place' }> => m.type === 'place');
  if (places.length > 0) return places.reduce((a, b) => (pileWorth(b.pile) > pileWorth(a.pile) ? b : a));
  const plays = legal.filter((m): m is PlayMove => m.type === 'play');
  let best: PlayMove | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const m of plays) {
    // Joining a pile (all piles are odd when a turn begins) is worth the pile and the card; a new pile costs the card.
    const score = m.pile ? 1000 + pileWorth(m.pile) + points([m.card]) : -points([m.card]);
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best ?? legal[0]!;
}

export const travfudaGuide: Guide<TravFudaView, FishMove> = {
  players: 3,
  level: 'easy',
  options: { hands: 1 },
  deck: [...TRAVFUDA_GUIDE_DECK],
  seed: 'guided-travfuda',
  next: (view, legal) => pick(view, legal),
  say: (view, move) => {
    const w = tfGuideSays();
    const top = (id: string) => {
      const p = view.piles.find((x) => x.id === id);
      return p?.cards[p.cards.length - 1] ?? '';
    };
    switch (move.type) {
      case 'play':
        return move.pile ? w.join(move.card, top(move.pile)) : w.newPile(move.card);
      case 'draw':
        return w.draw();
      case 'place':
        return w.place(view.drawn ?? '', top(move.pile), view.placeable.length);
      case 'declare':
        return move.emperor ? w.emperor(view.myHand.filter((c) => travCard(c).kind === 'S')) : w.noDeclaration();
      case 'next-round':
        return w.nextHand(view.hand + 1);
      default:
        return w.other();
    }
  },
};
