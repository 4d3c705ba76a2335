/**
 * The registry of every game engine, by id (contract: `games` and `getGame`), built from the
 * games' headless entries (`engines.ts`, keyed by the manifests' ids). This module imports
 * every engine eagerly: tests, benchmarks and the bot worker use it. The app itself loads one
 * game at a time through `catalog.ts`, so each game stays in its own chunk.
 */
import type { AnyGame } from '../engine/types.ts';
import type { AnyHeadlessGame } from './headless.ts';
import { HEADLESS } from './engines.ts';
import type { GameId } from './manifests.ts';

export type { GameId };

interface Engines {
  games: Readonly<Record<string, AnyGame>>;
  /** The engine for `id`; throws a readable error for an unknown game. */
  getGame(id: string): AnyGame;
}

/** The engines of `list` by id (the app's are `games` and `getGame` below; a test may add a game of its own). */
export function makeEngines(list: readonly AnyHeadlessGame[]): Engines {
  const games: Record<string, AnyGame> = Object.create(null) as Record<string, AnyGame>;
  for (const { game } of list) {
    if (games[game.id]) throw new Error(`Two engines for the game "${game.id}".`);
    games[game.id] = game;
  }
  return {
    games,
    getGame(id) {
      const g = games[id];
      if (!g) throw new Error(`Unknown game "${id}".`);
      return g;
    },
  };
}

const app = makeEngines(HEADLESS);

export const games = app.games as Readonly<Record<GameId, AnyGame>>;
export const getGame = app.getGame;
/** The game ids of the engine contract, in the manifests' order. */
export const GAME_IDS = HEADLESS.map((h) => h.game.id) as readonly GameId[];
