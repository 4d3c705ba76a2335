/**
 * Contract checks shared by every engine's property tests: random legal games with
 * invariants checked at every step (liveness, legality, purity, plain data, secrets,
 * determinism of replay).
 */
import { expect } from 'vitest';
import type { AnyGame } from '../../src/engine/types.ts';
import { IllegalMoveError } from '../../src/engine/types.ts';
import { nextInt, rngFromSeed, type Rng } from '../../src/engine/rng.ts';
import { replay, type LoggedMove } from '../../src/engine/match.ts';

export interface PlaythroughOptions {
  players: number;
  seed: string;
  options?: Record<string, unknown>;
  deck?: string[];
  /** Stop after this many moves even if the match is not over (then `finished` is false). */
  maxMoves?: number;
  /** Chooses among legal moves; default uniform random from a seeded RNG. */
  choose?: (state: unknown, seat: number, legal: unknown[], rng: Rng) => unknown;
  /** Called after every move with the states before and after. */
  onStep?: (before: unknown, seat: number, move: unknown, after: unknown) => void;
  /** Expensive checks (purity, JSON round trip) every `deepEvery` moves; default 1. */
  deepEvery?: number;
}

export interface PlaythroughResult {
  state: unknown;
  moves: LoggedMove[];
  finished: boolean;
}

/** Play a whole match with random legal moves, checking the contract at every step. */
export function playthrough(game: AnyGame, o: PlaythroughOptions): PlaythroughResult {
  const init = {
    players: o.players,
    seed: o.seed,
    ...(o.options ? { options: o.options } : {}),
    ...(o.deck ? { deck: o.deck } : {}),
  };
  let state = game.setup(init as never);
  expect(JSON.parse(JSON.stringify(game.setup(init as never)))).toEqual(JSON.parse(JSON.stringify(state)));
  let rng = rngFromSeed(`chooser:${o.seed}`);
  const moves: LoggedMove[] = [];
  const max = o.maxMoves ?? 100_000;
  const deepEvery = o.deepEvery ?? 1;
  while (game.status(state).phase !== 'match-over') {
    if (moves.length >= max) return { state, moves, finished: false };
    const actors = game.actors(state);
    expect(actors.length, 'someone may act until the match is over').toBeGreaterThan(0);
    for (let seat = 0; seat < o.players; seat++) {
      const legal = game.legalMoves(state, seat);
      if (actors.includes(seat)) expect(legal.length, `actor ${seat} has a legal move`).toBeGreaterThan(0);
      else expect(legal, `non-actor ${seat} has no legal move`).toEqual([]);
    }
    const [pick, r1] = nextInt(rng, actors.length);
    rng = r1;
    const seat = actors[pick]!;
    const legal = game.legalMoves(state, seat);
    let move: unknown;
    if (o.choose) {
      move = o.choose(state, seat, legal, rng);
      rng = nextInt(rng, 2)[1];
    } else {
      const [k, r2] = nextInt(rng, legal.length);
      rng = r2;
      move = legal[k];
    }
    const deep = moves.length % deepEvery === 0;
    const before = deep ? JSON.stringify(state) : '';
    const plainMove = JSON.parse(JSON.stringify(move));
    const next = game.play(state, seat, plainMove);
    if (deep) {
      expect(JSON.stringify(state), 'play never changes the state passed in').toBe(before);
      expect(JSON.parse(JSON.stringify(next))).toEqual(next);
    }
    o.onStep?.(state, seat, plainMove, next);
    moves.push({ seat, move: plainMove });
    state = next;
  }
  expect(game.actors(state)).toEqual([]);
  return { state, moves, finished: true };
}

/** Replaying the same log from the same setup gives a deep-equal state. */
export function expectReplayDeterministic(game: AnyGame, o: PlaythroughOptions, result: PlaythroughResult): void {
  const again = replay(game, {
    gameId: game.id,
    options: o.options ?? {},
    seed: o.seed,
    seats: Array.from({ length: o.players }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const })),
    ...(o.deck ? { deck: o.deck } : {}),
    moves: result.moves,
  });
  expect(again).toEqual(result.state);
}

/** The view of a seat holds none of `hidden` and no RNG/seed. */
export function expectViewHides(view: unknown, hidden: Iterable<string>, label = 'view'): void {
  const json = JSON.stringify(view);
  for (const id of hidden) {
    if (json.includes(`"${id}"`)) throw new Error(`${label} leaks hidden card ${id}`);
  }
  if (/"(rng|seed)"\s*:/.test(json)) throw new Error(`${label} holds the RNG or the seed`);
}

/** A refusal's code: a word or words joined by hyphens ('not-your-turn'), never a sentence. */
export const REFUSAL_CODE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** `fn` throws an IllegalMoveError with a code (and plain data) and a non-empty message; returns it. */
export function expectRefusal(fn: () => unknown, what = 'the call'): IllegalMoveError {
  try {
    fn();
  } catch (e) {
    expect(e, `${what} throws an IllegalMoveError`).toBeInstanceOf(IllegalMoveError);
    const err = e as IllegalMoveError;
    expect(err.code, `${what}: refusal code`).toMatch(REFUSAL_CODE);
    expect(JSON.parse(JSON.stringify(err.data)), `${what}: refusal data is plain`).toEqual(err.data);
    expect(err.message.length).toBeGreaterThan(5);
    return err;
  }
  throw new Error(`expected ${what} to be refused`);
}

/** `play` refuses a move with IllegalMoveError, a code and a non-empty reason; returns the reason (the English message, for logs and tests). */
export function expectRefused(game: AnyGame, state: unknown, seat: number, move: unknown): string {
  return expectRefusal(() => game.play(state, seat, move), `${JSON.stringify(move)} by seat ${seat}`).message;
}
