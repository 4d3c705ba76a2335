/**
 * The bot registry: three levels for every game (issue 15), from each game's headless entry
 * (`headless.ts`: its Normal bot and what its Hard searches with). Headless: it imports engines
 * and bots, no UI.
 *
 * - Easy: the Normal bot with human-like slips: now and then it picks another move of the
 *   same kind (another card to play, another pile to take), never a different kind of move
 *   (it never stops, calls or passes by mistake), so it stays legal and never absurd.
 * - Normal: the game's own heuristic bot.
 * - Hard: determinized rollouts over samples of its view (`src/engine/search.ts`) with Normal
 *   as the rollout policy, where the game has a `hard` spec; elsewhere Hard plays as Normal
 *   (the registry says so through the bot's name, `…-hard=normal`).
 */
import type { Bot } from '../engine/bot.ts';
import { makeEasyBot } from '../engine/easy.ts';
import { makeSearchBot, type SearchSpec } from '../engine/search.ts';
import type { BotLevel } from '../engine/match.ts';
import type { AnyHeadlessGame } from './headless.ts';
import { HEADLESS } from './engines.ts';

export type { BotLevel };
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

interface BotSet {
  easy: Bot;
  normal: Bot;
  hard: Bot;
}

interface BotOptions {
  /**
   * Hard's rollouts per decision (default: the game's `hard.playouts`); with `timeMs`, the most it
   * plays (default: `timedPlayouts`).
   */
  playouts?: number;
  /**
   * Hard's time budget per decision in ms: as many rollouts as fit (checked between samples; off
   * by default, so results replay). Needs `now`.
   */
  timeMs?: number;
  /** The clock for `timeMs` (ms): the bot worker's `performance.now`, the engine reads none. */
  now?: () => number;
}

/**
 * With a time budget, Hard plays at most this many times its default rollouts per second of
 * budget (the app's default second: 4×), so a fast phone plays a stronger Hard without spending
 * the whole budget on every easy decision, and a slow one stops at the time.
 */
export const TIMED_CEILING_PER_SECOND = 4;

/** The most rollouts Hard plays in `timeMs` when its default is `base` (never fewer than `base`). */
export function timedPlayouts(base: number, timeMs: number): number {
  return Math.max(base, Math.round((base * TIMED_CEILING_PER_SECOND * timeMs) / 1000));
}

interface Bots {
  /** Easy, Normal and Hard for `gameId`; throws for an unknown game. */
  botsFor(gameId: string, opts?: BotOptions): BotSet;
  /**
   * What `gameId`'s Hard searches with (its sampler, Normal as the rollout policy, its value,
   * boost, margin and candidates), or undefined where Hard plays as Normal. The bench's move-gain study
   * (`bench/gain.arena.ts`) evaluates moves with it.
   */
  // biome-ignore lint/suspicious/noExplicitAny: the spec of whichever game the id names
  hardSpec(gameId: string): SearchSpec<any, any, any> | undefined;
  /** Does `gameId`'s Hard search (rather than play as Normal)? */
  hardSearches(gameId: string): boolean;
  /** Hard's default rollouts per decision for `gameId`. */
  defaultPlayouts(gameId: string): number;
}

/** Hard's rollouts per decision for a game without a `hard` spec (it plays as Normal anyway). */
const FALLBACK_PLAYOUTS = 100;

/** The bots of `list` by game id (the app's are exported below; a test may add a game of its own). */
export function makeBots(list: readonly AnyHeadlessGame[]): Bots {
  const byId = new Map(list.map((h) => [h.game.id, h]));
  const entry = (gameId: string): AnyHeadlessGame => {
    const h = byId.get(gameId);
    if (!h) throw new Error(`Unknown game "${gameId}".`);
    return h;
  };
  // biome-ignore lint/suspicious/noExplicitAny: the spec of whichever game the id names
  const hardSpec = (gameId: string): SearchSpec<any, any, any> | undefined => {
    const h = byId.get(gameId);
    if (!h?.hard) return undefined;
    const { sample, value, boost, margin, matchScale, candidates } = h.hard;
    return {
      game: h.game,
      sample,
      policy: h.normal as Bot,
      seatOf: (v: { seat: number }) => v.seat,
      ...(matchScale !== undefined ? { matchScale } : {}),
      ...(boost ? { boost } : {}),
      ...(value ? { value } : {}),
      ...(margin !== undefined ? { margin } : {}),
      ...(candidates ? { candidates } : {}),
    };
  };
  const defaultPlayouts = (gameId: string) => byId.get(gameId)?.hard?.playouts ?? FALLBACK_PLAYOUTS;
  return {
    botsFor(gameId, opts = {}) {
      const normal = entry(gameId).normal as Bot;
      const easy = makeEasyBot(normal, `${gameId}-easy`);
      const spec = hardSpec(gameId);
      if (!spec) return { easy, normal, hard: { name: `${gameId}-hard=normal`, choose: normal.choose.bind(normal) } };
      const base = defaultPlayouts(gameId);
      const hard = makeSearchBot(`${gameId}-hard`, spec, {
        playouts: opts.playouts ?? (opts.timeMs !== undefined ? timedPlayouts(base, opts.timeMs) : base),
        ...(opts.timeMs !== undefined ? { timeMs: opts.timeMs } : {}),
        ...(opts.now ? { now: opts.now } : {}),
      });
      return { easy, normal, hard: hard as Bot };
    },
    hardSpec,
    hardSearches: (gameId) => !!byId.get(gameId)?.hard,
    defaultPlayouts,
  };
}

const app = makeBots(HEADLESS);

export const botsFor = app.botsFor;
export const hardSpec = app.hardSpec;
export const hardSearches = app.hardSearches;
export const defaultPlayouts = app.defaultPlayouts;
