import { describe, expect, it } from 'vitest';
import { MoveLog, truncate } from '../../src/app/match/log.ts';
import type { MatchSetup } from '../../src/engine/match.ts';
import { toy, type ToyState } from '../helpers/toy-game.ts';

const setup: MatchSetup = {
  gameId: 'toy',
  options: {},
  seed: 'log-seed',
  seats: [
    { name: 'Aiko', kind: 'human' },
    { name: 'Ben', kind: 'human' },
  ],
};
const start = toy.setup({ players: 2, seed: 'log-seed', options: { rounds: 2 } });
const card = start.hands[0]![0]!;

describe('the move log of a match', () => {
  it('replays a log; a move that no longer replays stops it there and is named', () => {
    const log = new MoveLog(toy, setup);
    const error = log.replay([
      { seat: 0, move: { type: 'play', card } },
      { seat: 0, move: { type: 'play', card: 'nope' } },
      { seat: 0, move: { type: 'draw' } },
    ]);
    expect(error?.index).toBe(1);
    expect(log.moves.value).toHaveLength(1);
    expect((log.state.value as ToyState).step).toBe('draw');
    expect(log.replay([])).toBeUndefined();
    expect(log.state.value).toEqual(start);
  });

  it('shows an appended move, takes it back, and says how many moves a seat may take back', () => {
    const log = new MoveLog(toy, setup);
    log.replay([]);
    const entry = { seat: 0, move: { type: 'play', card } };
    const next = toy.play(start, 0, entry.move as never);
    const extended = log.plus(entry);
    expect(log.moves.value).toHaveLength(0); // plus() changes nothing by itself
    log.append(extended, next);
    expect(log.moves.value).toEqual([entry]);
    expect(log.state.value).toBe(next);
    expect(log.undoable(0)).toBe(1);
    expect(log.undoable(1)).toBe(0);
    expect(log.stateAt(0)).toEqual(start);
    log.truncate(0);
    expect(log.moves.value).toEqual([]);
    expect(log.state.value).toEqual(start);
    expect(log.rounds()).toEqual([]);
  });

  it('truncation keeps the first moves and their states, within bounds', () => {
    const moves = [1, 2, 3].map((k) => ({ seat: 0, move: k }));
    const states = ['s0', 's1', 's2', 's3'];
    expect(truncate(states, moves, 1)).toEqual({ states: ['s0', 's1'], moves: [moves[0]] });
    expect(truncate(states, moves, 9)).toEqual({ states, moves });
    expect(truncate(states, moves, -1)).toEqual({ states: ['s0'], moves: [] });
  });
});
