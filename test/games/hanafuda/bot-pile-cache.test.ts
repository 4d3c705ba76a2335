import { describe, expect, it } from 'vitest';
import { koikoi, type KoiKoiMove, type KoiKoiView } from '../../../src/games/hanafuda/koikoi.ts';
import { koikoiGreedyBot } from '../../../src/games/hanafuda/koikoi-bot.ts';
import { rngFromSeed } from '../../../src/engine/rng.ts';

/** One base view: its options object is shared, as a rollout's views share theirs (the cache's key has the settings). */
const base = koikoi.view(koikoi.setup({ players: 2, seed: 'bot-pile-cache', options: {} }), 0) as KoiKoiView;

/** A play view for seat 0 with the given capture piles (the arrays themselves, as a rollout shares them). */
function playView(mine: readonly string[], theirs: readonly string[]): KoiKoiView {
  return {
    ...base,
    phase: 'play',
    seat: 0,
    turn: 0,
    opponentHandCount: 6,
    stockCount: 20,
    pending: [],
    placements: [],
    hand: ['aug-bright', 'jun-animal'],
    field: [
      { cards: ['aug-chaff-1'], stacked: false },
      { cards: ['jun-chaff-1'], stacked: false },
    ],
    captured: [mine as string[], theirs as string[]],
  };
}

const choose = (v: KoiKoiView): KoiKoiMove =>
  koikoiGreedyBot.choose(
    v,
    v.hand.map((card) => ({ type: 'play', card })),
    rngFromSeed('bot-pile-cache'),
  );

describe("the greedy Koi-Koi bot's pile cache", () => {
  it("never reads its own pile as the opponent's when both are read from the cache", () => {
    // Mine: two dry brights (the August bright makes Sanko). Theirs: boar and deer (the
    // butterfly makes Ino-Shika-Cho): a bot that takes their pile for its own plays the butterfly.
    const mine = ['jan-bright', 'dec-bright'];
    const theirs = () => ['jul-animal', 'oct-animal', 'may-chaff-1'];
    // The decision with both piles new to the cache (fresh copies each time).
    const cold = choose(playView([...mine], theirs()));
    expect(cold).toEqual({ type: 'play', card: 'aug-bright' });
    // My pile stays the same array while theirs is new each time: each view misses once, so after
    // 7 views the slot holding my pile is the next to fill, and the 8th view's read of their pile
    // must not refill it under my pile's facts.
    for (let i = 0; i < 16; i++) expect(choose(playView(mine, theirs())), `view ${i + 1}`).toEqual(cold);
  });
});
