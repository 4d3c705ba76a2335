/**
 * What the app shell knows about each game before its chunk is loaded: the games' manifests
 * (names, seats, a one-line summary, the lazy loaders of the module and the calculator).
 * Keep this file small: it is part of the first visit.
 */
import type { GameManifest } from './manifest.ts';
import { MANIFESTS } from './manifests.ts';
import { gameName } from './catalog.words.ts';

interface Catalog {
  /** Every game, in the list's order. */
  games: readonly GameManifest[];
  entry(id: string): GameManifest | undefined;
  /** The title for a game id, or the id itself for "other" and unknown games. */
  title(id: string): string;
}

/** A catalog of `manifests` (the app's is `CATALOG` below; a test may add a game of its own). */
export function makeCatalog(manifests: readonly GameManifest[]): Catalog {
  const byId = new Map<string, GameManifest>();
  for (const m of manifests) {
    if (byId.has(m.id)) throw new Error(`Two manifests for the game "${m.id}".`);
    byId.set(m.id, m);
  }
  const entry = (id: string) => byId.get(id);
  const title = (id: string) => (id === 'other' ? 'Other game' : (entry(id)?.title ?? id));
  return { games: manifests, entry, title };
}

const app = makeCatalog(MANIFESTS);

export const CATALOG = app.games;
export const catalogEntry = app.entry;
/** A game's name in the reader's language (`catalog.words.ts`). */
export const gameTitle = gameName;
