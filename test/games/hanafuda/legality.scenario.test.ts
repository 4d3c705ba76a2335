/**
 * `play` checks the common moves without listing every legal move: it must still refuse
 * exactly what the legal-move list does not hold, with a readable reason.
 */
import { describe, expect, test } from 'vitest';
import { IllegalMoveError, type AnyGame } from '../../../src/engine/types.ts';
import { koikoi } from '../../../src/games/hanafuda/koikoi.ts';
import { gostop } from '../../../src/games/hanafuda/gostop.ts';
import { mushi } from '../../../src/games/hanafuda/mushi.ts';
import { higobana } from '../../../src/games/hanafuda/higobana.ts';

const engines: [string, AnyGame][] = [
  ['koikoi', koikoi],
  ['gostop', gostop],
  ['mushi', mushi],
  ['higobana', higobana],
];

function refuses(game: AnyGame, s: unknown, seat: number, move: unknown): void {
  expect(() => game.play(s, seat, move)).toThrow(IllegalMoveError);
}

describe.each(engines)('%s refuses what is not legal', (_id, game) => {
  // Start a real round: after the dealer draw, the dealer plays first.
  const s0 = game.setup({ players: 2, seed: 'legality' });
  const s = game.play(s0, game.actors(s0)[0]!, { type: 'next-round' });
  const seat = game.actors(s)[0]!;
  const other = 1 - seat;
  const hand = (game.view(s, seat) as { hand: string[] }).hand;

  test('a hand card with an extra key, a card not in hand, out of turn, a draw before playing', () => {
    refuses(game, s, seat, { type: 'play', card: hand[0], extra: 1 });
    refuses(game, s, seat, { type: 'play', card: 'not-a-card' });
    const theirs = (game.view(s, other) as { hand: string[] }).hand[0];
    refuses(game, s, seat, { type: 'play', card: theirs });
    refuses(game, s, other, { type: 'play', card: theirs });
    refuses(game, s, seat, { type: 'draw' });
    refuses(game, s, seat, { type: 'capture', target: hand[0] });
    refuses(game, s, seat, null);
  });

  test('a legal play with an undefined extra key is accepted like the plain move', () => {
    const a = game.play(s, seat, { type: 'play', card: hand[0] });
    const b = game.play(s, seat, { type: 'play', card: hand[0], note: undefined });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

test('a table of the wrong size is refused with the game and its player counts named', () => {
  const refusal = (game: AnyGame, players: number) => () => game.setup({ players, seed: 'size' });
  expect(refusal(koikoi, 3)).toThrow('Koi-Koi is played by exactly 2 players.');
  expect(refusal(mushi, 1)).toThrow('Mushi is played by exactly 2 players.');
  expect(refusal(gostop, 4)).toThrow('Go-Stop is played by 2 or 3 players.');
  expect(refusal(higobana, 8)).toThrow('Higo-Bana is played by 2 to 7 players.');
  expect(refusal(higobana, 2.5)).toThrow('Higo-Bana is played by 2 to 7 players.');
  expect(refusal(higobana, 7)).not.toThrow();
});
