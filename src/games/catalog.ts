/**
 * What the app shell knows about each game before its chunk is loaded: names, seats,
 * a one-line summary, and the lazy loader of its module (engine, bot, table, rules).
 * Keep this file small: it is part of the first visit.
 */
import type { GameModule } from './module.ts';

export interface CatalogEntry {
  id: string;
  title: string;
  family: 'Hanafuda' | 'TravFuda' | 'Career Poker' | 'Universal Card Deck';
  players: { min: number; max: number };
  summary: string;
  /** Lazy loader of the playable module; absent when only the score pad supports it. */
  load?: () => Promise<GameModule>;
}

export const CATALOG: CatalogEntry[] = [
  { id: 'koikoi', title: 'Koi-Koi', family: 'Hanafuda', players: { min: 2, max: 2 }, summary: 'Match flower cards, build yaku, and dare to call koi-koi.', load: () => import('./hanafuda/koikoi.module.ts').then((m) => m.default) },
  { id: 'gostop', title: 'Go-Stop', family: 'Hanafuda', players: { min: 2, max: 3 }, summary: 'Korean flower cards: go for more or stop and collect.', load: () => import('./hanafuda/gostop.module.ts').then((m) => m.default) },
  { id: 'mushi', title: 'Mushi', family: 'Hanafuda', players: { min: 2, max: 2 }, summary: 'Forty cards and a wild Lightning; every point counts.', load: () => import('./hanafuda/mushi.module.ts').then((m) => m.default) },
  { id: 'higobana', title: 'Higo-Bana', family: 'Hanafuda', players: { min: 2, max: 7 }, summary: 'Hawaiian Sakura for up to seven, in teams if you like.', load: () => import('./hanafuda/higobana.module.ts').then((m) => m.default) },
  { id: 'travfuda', title: 'TravFuda', family: 'TravFuda', players: { min: 2, max: 6 }, summary: 'Starships and starbursts: take the even piles.', load: () => import('./travfuda/travfuda.module.ts').then((m) => m.default) },
  { id: 'travfuda-run-or-jump', title: 'Run or Jump!', family: 'TravFuda', players: { min: 2, max: 6 }, summary: 'TravFuda combinations only: run for more, jump to cash in.', load: () => import('./travfuda/travfuda-run-or-jump.module.ts').then((m) => m.default) },
  { id: 'imperial-baccarat', title: 'Imperial Baccarat', family: 'TravFuda', players: { min: 2, max: 6 }, summary: 'Beat the banker with the TravFuda deck.', load: () => import('./travfuda/imperial-baccarat.module.ts').then((m) => m.default) },
  { id: 'denebian-baccarat', title: 'Denebian Baccarat', family: 'TravFuda', players: { min: 2, max: 6 }, summary: 'Ante up; the best hand takes the pot.', load: () => import('./travfuda/denebian-baccarat.module.ts').then((m) => m.default) },
  { id: 'career-poker', title: 'Trick-Taking Career Poker', family: 'Career Poker', players: { min: 3, max: 5 }, summary: 'トリテ富豪: win tricks for gold, then shed your strategic hand Daifugō-style.', load: () => import('./career-poker/career-poker.module.ts').then((m) => m.default) },
  { id: 'capture', title: 'Capture', family: 'Universal Card Deck', players: { min: 2, max: 6 }, summary: 'Beat the last card or say No Play; capture the round and the up-card.', load: () => import('./capture/capture.module.ts').then((m) => m.default) },
];

export function catalogEntry(id: string): CatalogEntry | undefined {
  return CATALOG.find((g) => g.id === id);
}

/** The title for a game id, or the id itself for "other" and unknown games. */
export function gameTitle(id: string): string {
  if (id === 'other') return 'Other game';
  return catalogEntry(id)?.title ?? id;
}
