/**
 * Samplers for Mushi, Higo-Bana, TravFuda, Run or Jump!, Imperial and Denebian Baccarat,
 * Capture and Career Poker (issue 15): a sample drawn from a
 * seat's view shows that seat exactly the same view (every public fact kept: hand, field or
 * piles, captures, counts, declarations, markers), and it holds the whole deck, each card once.
 */
import { describe, expect, it } from 'vitest';
import { rngFor } from '../../src/engine/rng.ts';
import type { AnyGame } from '../../src/engine/types.ts';
import { botsFor, hardSearches } from '../../src/games/bots.ts';
import { games } from '../../src/games/index.ts';
import { HANAFUDA_DECK, MUSHI_DECK } from '../../src/games/hanafuda/cards.ts';
import { TRAVFUDA_DECK } from '../../src/games/travfuda/deck.ts';
import { sampleHigoBana, sampleMushi } from '../../src/games/hanafuda/sample.ts';
import { sampleRunOrJump, sampleTravFuda } from '../../src/games/travfuda/sample-fishing.ts';
import { sampleDenebian, sampleImperial } from '../../src/games/travfuda/sample-baccarat.ts';
import { sampleCapture } from '../../src/games/capture/sample.ts';
import { deckFor } from '../../src/games/capture/cards.ts';
import { sampleCareerPoker } from '../../src/games/career-poker/sample.ts';
import { dealPlan } from '../../src/games/career-poker/rules.ts';

/** Positions from a game played by Normal bots: every phase, and every few steps. */
function positions(
  game: AnyGame,
  seed: string,
  players: number,
  options: Record<string, unknown>,
  max: number,
): { state: unknown; actor: number }[] {
  const normal = botsFor(game.id).normal;
  let state = game.setup({ players, seed, options });
  const out: { state: unknown; actor: number }[] = [];
  for (let step = 0; step < 4000 && out.length < max; step++) {
    if (game.status(state).phase === 'match-over') break;
    const actor = game.actors(state)[0]!;
    const legal = game.legalMoves(state, actor);
    if (step % 3 === 0) out.push({ state, actor });
    state = game.play(state, actor, normal.choose(game.view(state, actor), legal, rngFor(seed, step)));
  }
  return out;
}

type Any = Record<string, unknown> & { hands: string[][]; stock: string[]; captured: string[][]; phase: string };
const hanaCards = (s: Any) => {
  const cur = s.current as { pending: string[]; choice?: { card: string } };
  return [
    ...s.hands.flat(),
    ...(s.field as string[][]).flat(),
    ...s.stock,
    ...s.captured.flat(),
    ...cur.pending,
    ...(cur.choice ? [cur.choice.card] : []),
  ];
};
const fishCards = (s: Any) => [
  ...s.hands.flat(),
  ...(s.piles as { cards: string[] }[]).flatMap((p) => p.cards),
  ...s.stock.slice(s.stockAt as number),
  ...s.captured.flat(),
  ...(s.drawn ? [s.drawn as string] : []),
];

const bacCards = (s: Any) => {
  if (!s.deal) return null; // Denebian's ante round: no cards out yet
  const d = s.deal as {
    hidden: (string | null)[];
    taken: (string | null)[];
    drawn: (string | null)[];
    table: string[];
    stock: string[];
  };
  return [...d.hidden, ...d.taken, ...d.drawn].filter((c): c is string => !!c).concat(d.table, d.stock);
};

const captureCards = (s: Any) => [
  ...s.hands.flat(),
  ...s.captured.flat(),
  ...s.stock,
  ...(s.upCard ? [s.upCard as string] : []),
  ...(s.extra as string[]),
  ...(s.outOfPlay as string[]),
  ...(s.round as { card: string }[]).map((p) => p.card),
];
const careerCards = (s: Any) => {
  const m = s.mill as { trickCards: string[] };
  return [s.hands, s.strategic as string[][], s.energy as string[][]]
    .flatMap((x) => x.flat())
    .concat(
      s.removed as string[],
      s.cutAside as string[],
      s.outOfGame as string[],
      s.spentEnergy as string[],
      s.discard as string[],
      (s.plays as { card: string }[]).map((p) => p.card),
      (s.placements as { card: string }[]).map((p) => p.card),
      m.trickCards,
    );
};
const sorted = (moves: unknown[]) => moves.map((m) => JSON.stringify(m)).sort();

const cases: {
  id: keyof typeof games;
  players: number;
  options?: Record<string, unknown>;
  sample: (v: never, r: never) => unknown;
  deck: readonly string[];
  cards: (s: Any) => string[] | null;
}[] = [
  { id: 'mushi', players: 2, sample: sampleMushi as never, deck: MUSHI_DECK, cards: hanaCards },
  { id: 'higobana', players: 3, sample: sampleHigoBana as never, deck: HANAFUDA_DECK, cards: hanaCards },
  {
    id: 'higobana',
    players: 4,
    options: { teams: 'pairs' },
    sample: sampleHigoBana as never,
    deck: HANAFUDA_DECK,
    cards: hanaCards,
  },
  { id: 'travfuda', players: 3, sample: sampleTravFuda as never, deck: TRAVFUDA_DECK, cards: fishCards },
  { id: 'travfuda', players: 5, sample: sampleTravFuda as never, deck: TRAVFUDA_DECK, cards: fishCards },
  { id: 'travfuda-run-or-jump', players: 3, sample: sampleRunOrJump as never, deck: TRAVFUDA_DECK, cards: fishCards },
  { id: 'imperial-baccarat', players: 4, sample: sampleImperial as never, deck: TRAVFUDA_DECK, cards: bacCards },
  {
    id: 'imperial-baccarat',
    players: 3,
    options: { house: true },
    sample: sampleImperial as never,
    deck: TRAVFUDA_DECK,
    cards: bacCards,
  },
  { id: 'denebian-baccarat', players: 4, sample: sampleDenebian as never, deck: TRAVFUDA_DECK, cards: bacCards },
  {
    id: 'denebian-baccarat',
    players: 3,
    options: { denebianTieBreak: 'fullLexicographic', hands: 4 },
    sample: sampleDenebian as never,
    deck: TRAVFUDA_DECK,
    cards: bacCards,
  },
  { id: 'capture', players: 3, sample: sampleCapture as never, deck: deckFor(3), cards: captureCards },
  {
    id: 'capture',
    players: 4,
    options: { bonusSuit: true, extraHand: true, halving: true },
    sample: sampleCapture as never,
    deck: deckFor(4),
    cards: captureCards,
  },
  {
    id: 'capture',
    players: 5,
    options: { bonusSuit: true, bonusFollowsUpCard: true },
    sample: sampleCapture as never,
    deck: deckFor(5),
    cards: captureCards,
  },
  { id: 'career-poker', players: 3, sample: sampleCareerPoker as never, deck: dealPlan(3).cards, cards: careerCards },
  { id: 'career-poker', players: 5, sample: sampleCareerPoker as never, deck: dealPlan(5).cards, cards: careerCards },
];

describe('samplers for Mushi, Higo-Bana, TravFuda, Run or Jump!, the baccarats, Capture and Career Poker', () => {
  for (const c of cases) {
    it(`${c.id} (${c.players} players${c.options ? `, ${JSON.stringify(c.options)}` : ''}): the sample shows the same view; the whole deck, each card once`, () => {
      const game = games[c.id]! as AnyGame;
      expect(hardSearches(c.id)).toBe(true);
      let checked = 0;
      const phases = new Set<string>();
      for (const { state, actor } of positions(
        game,
        `sampler:${c.id}:${c.players}`,
        c.players,
        c.options ?? {},
        c.id === 'career-poker' ? 90 : 40,
      )) {
        const phase = (state as Any).phase;
        if (['dealer-draw', 'round-over', 'match-over'].includes(phase)) continue;
        for (const seat of [actor, (actor + 1) % c.players]) {
          const view = game.view(state, seat);
          const fake = c.sample(view as never, rngFor('sample', checked) as never) as Any;
          expect(game.view(fake, seat)).toEqual(view);
          const all = c.cards(fake);
          if (all) {
            expect(all.length).toBe(c.deck.length);
            expect(new Set(all)).toEqual(new Set(c.deck));
          }
          if (c.id === 'denebian-baccarat') {
            // Not in the view but public: the antes paid this hand and each seat's share of a riding pot.
            expect(fake.shares).toEqual((state as Any).shares);
            expect(fake.change).toEqual((state as Any).change);
          }
          // The sample is a real position: the seat's legal moves are the same.
          // (Career Poker's hands are kept in the view's sorted order, so its moves may come in another order.)
          if (c.id === 'career-poker')
            expect(sorted(game.legalMoves(fake, seat))).toEqual(sorted(game.legalMoves(state, seat)));
          else expect(game.legalMoves(fake, seat)).toEqual(game.legalMoves(state, seat));
          checked++;
          phases.add(phase);
        }
      }
      expect(checked).toBeGreaterThan(20);
      expect(phases.size).toBeGreaterThan(1);
      if (c.id === 'career-poker')
        expect([...phases]).toEqual(expect.arrayContaining(['lead', 'follow', 'place', 'm-play']));
      if (c.id === 'denebian-baccarat') expect([...phases]).toEqual(expect.arrayContaining(['join', 'take', 'draw']));
    });
  }

  it('hidden cards are dealt differently for different RNGs, own hand never changes', () => {
    const game = games.travfuda! as AnyGame;
    const { state, actor } = positions(game, 'differ', 3, {}, 10).find((p) => (p.state as Any).phase === 'play')!;
    const view = game.view(state, actor) as { myHand: string[] };
    const a = sampleTravFuda(view as never, rngFor('a', 1)) as unknown as Any;
    const b = sampleTravFuda(view as never, rngFor('b', 1)) as unknown as Any;
    expect(a.hands[actor]).toEqual(view.myHand);
    expect(b.hands[actor]).toEqual(view.myHand);
    expect(a.hands[(actor + 1) % 3]).not.toEqual(b.hands[(actor + 1) % 3]);
  });
});
