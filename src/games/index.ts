/**
 * The registry of every game engine, by id (contract: `games` and `getGame`).
 * This module imports every engine eagerly: tests, benchmarks and the bot worker use it.
 * The app itself loads one game at a time through `catalog.ts`, so each game stays in its
 * own chunk.
 */
import type { AnyGame } from '../engine/types.ts';
import { koikoi } from './hanafuda/koikoi.ts';
import { gostop } from './hanafuda/gostop.ts';
import { mushi } from './hanafuda/mushi.ts';
import { travfuda } from './travfuda/travfuda.ts';
import { travfudaRunOrJump } from './travfuda/travfuda-run-or-jump.ts';
import { imperialBaccarat } from './travfuda/imperial-baccarat.ts';
import { denebianBaccarat } from './travfuda/denebian-baccarat.ts';
import { higobana } from './hanafuda/higobana.ts';
import { capture } from './capture/capture.ts';
import { careerPoker } from './career-poker/career-poker.ts';

/** The game ids fixed by the engine contract. */
export const GAME_IDS = [
  'koikoi',
  'gostop',
  'mushi',
  'higobana',
  'travfuda',
  'travfuda-run-or-jump',
  'imperial-baccarat',
  'denebian-baccarat',
  'career-poker',
  'capture',
] as const;

export type GameId = (typeof GAME_IDS)[number];

export const games: Partial<Record<GameId, AnyGame>> = {
  koikoi,
  gostop,
  mushi,
  travfuda,
  'travfuda-run-or-jump': travfudaRunOrJump,
  'imperial-baccarat': imperialBaccarat,
  'denebian-baccarat': denebianBaccarat,
  higobana,
  capture,
  'career-poker': careerPoker,
};

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

/** The engine for `id`; throws a readable error for an unknown or not yet available game. */
export function getGame(id: string): AnyGame {
  const g = isGameId(id) ? games[id] : undefined;
  if (!g) throw new Error(`Unknown game "${id}".`);
  return g;
}
