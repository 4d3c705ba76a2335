/**
 * A game's manifest: what the app knows about it before any of its code is loaded (names, seats,
 * a one-line summary) and the lazy loaders of its code (the playable module, the score pad's
 * calculator). Every registry the app uses is built from the list of manifests (`manifests.ts`).
 *
 * Keep manifests light: the shell imports them on the first visit, so a manifest holds only data
 * and `() => import(...)` loaders, never an engine, a bot or a table. What runs without a screen
 * (the engine and its bots, for tests, benchmarks and the bot worker) is the game's headless
 * entry (`headless.ts`), listed by the same ids in `engines.ts`.
 */
import type { GameModule } from './module.ts';
import type { CalculatorEntry } from './calc/types.ts';

export interface GameManifest<Id extends string = string> {
  /** The game id of the engine contract (also the engine's `id`). */
  id: Id;
  /** The engine's `title`. */
  title: string;
  family: 'Hanafuda' | 'TravFuda' | 'Career Poker' | 'Universal Card Deck';
  /** The engine's seat range. */
  players: { min: number; max: number };
  summary: string;
  /** The playable module (engine, options, Normal bot, table, words, rules text), its own chunk; absent for a game only the score pad knows. */
  load?: () => Promise<GameModule>;
  /** The score pad's calculator for a physical deck, its own chunk. */
  calculator?: CalculatorEntry;
}

/** A manifest, its id kept as a literal type (so `GameId` is the union of the listed ids). */
export function defineManifest<const Id extends string>(m: GameManifest<Id>): GameManifest<Id> {
  return m;
}
