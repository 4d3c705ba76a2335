/**
 * The bot registry: three levels for every game of the contract (issue 15). Headless: it
 * imports engines and bots, no UI.
 *
 * - Easy: the Normal bot with human-like slips: now and then it picks another move of the
 *   same kind (another card to play, another pile to take), never a different kind of move
 *   (it never stops, calls or passes by mistake), so it stays legal and never absurd.
 * - Normal: the game's existing heuristic bot.
 * - Hard: determinized rollouts over samples of its view (`src/engine/search.ts`) with Normal
 *   as the rollout policy, where the game has a sampler; elsewhere Hard plays as Normal
 *   (the registry says so through the bot's name, `…-hard=normal`).
 *
 * A game id whose engine is not in `games` yet (career-poker until its branch lands) gets
 * three random-legal bots, so the registry never throws for a contract id. Adding a game:
 * one entry in `NORMAL` (and one in `SAMPLERS` for a Hard that searches).
 */
import { randomBot, type Bot } from '../engine/bot.ts';
import type { Rng } from '../engine/rng.ts';
import { EASY_SLIP, makeEasyBot } from '../engine/easy.ts';
import { makeSearchBot, type SearchSpec } from '../engine/search.ts';
import type { AnyGame } from '../engine/types.ts';
import { games, GAME_IDS, type GameId } from './index.ts';
import { koikoiGreedyBot } from './hanafuda/koikoi-bot.ts';
import { gostopGreedyBot } from './hanafuda/gostop-bot.ts';
import { mushiBot } from './hanafuda/mushi-bot.ts';
import { higoBanaGreedyBot, higoBanaRolloutValue } from './hanafuda/higobana-bot.ts';
import { travfudaBot, imperialBot, denebianBot } from './travfuda/bots.ts';
import { captureBot } from './capture/bot.ts';
import { careerPokerBot } from './career-poker/bot.ts';
import { sampleGoStop, sampleHigoBana, sampleKoiKoi, sampleMushi } from './hanafuda/sample.ts';
import { gostopEquityValue, koikoiEquityValue } from './hanafuda/equity.ts';
import { runOrJumpEquityValue } from './travfuda/equity.ts';
import type { KoiKoiView } from './hanafuda/koikoi.ts';
import type { HigoBanaView } from './hanafuda/higobana.ts';
import { sampleRunOrJump, sampleTravFuda } from './travfuda/sample-fishing.ts';
import { sampleDenebian, sampleImperial } from './travfuda/sample-baccarat.ts';
import { sampleCapture } from './capture/sample.ts';
import { sampleCareerPoker } from './career-poker/sample.ts';

import type { BotLevel } from '../engine/match.ts';
export type { BotLevel };
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

export interface BotSet {
  easy: Bot;
  normal: Bot;
  hard: Bot;
}

export interface BotOptions {
  /** Hard's rollouts per decision (default: `DEFAULT_PLAYOUTS` of the game). */
  playouts?: number;
  /** Hard's time budget per decision in ms (checked between samples; off by default, so results replay). */
  timeMs?: number;
}

/** Each game's Normal bot (today's heuristic). */
const NORMAL: Partial<Record<GameId, Bot>> = {
  koikoi: koikoiGreedyBot as Bot,
  gostop: gostopGreedyBot as Bot,
  mushi: mushiBot as Bot,
  higobana: higoBanaGreedyBot as Bot,
  travfuda: travfudaBot as Bot,
  'travfuda-run-or-jump': travfudaBot as Bot,
  'imperial-baccarat': imperialBot as Bot,
  'denebian-baccarat': denebianBot as Bot,
  capture: captureBot as Bot,
  'career-poker': careerPokerBot as Bot,
};

/** Games whose Hard searches: a sampler of a full state from a seat's view. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SAMPLERS: Partial<Record<GameId, (view: any, rng: Rng) => unknown>> = {
  koikoi: (view: KoiKoiView, rng: Rng) => sampleKoiKoi(view, rng, KOIKOI_TRUST),
  gostop: sampleGoStop,
  mushi: sampleMushi,
  higobana: (view: HigoBanaView, rng: Rng) => sampleHigoBana(view, rng, KOIKOI_TRUST),
  travfuda: sampleTravFuda,
  'travfuda-run-or-jump': sampleRunOrJump,
  'imperial-baccarat': sampleImperial,
  'denebian-baccarat': sampleDenebian,
  capture: sampleCapture,
  'career-poker': sampleCareerPoker,
};

/**
 * Koi-Koi's and Higo-Bana's Hard believe the last turn in this share of their samples: a hand
 * card that stayed on the field says its player held no card of the months then on the field
 * (`dealBelieving` in `hanafuda/sample.ts`). Not 1, so a player who holds a capture back is not
 * ruled out.
 */
export const KOIKOI_TRUST = 0.9;

/** Hard's default rollouts per decision, sized so it answers within about a second on a slow machine. */
export const DEFAULT_PLAYOUTS: Partial<Record<GameId, number>> = { koikoi: 500, gostop: 400, higobana: 500, 'imperial-baccarat': 100, 'denebian-baccarat': 1000, travfuda: 1000, 'travfuda-run-or-jump': 1000, capture: 200, 'career-poker': 60 };

/**
 * Games whose Hard values a rollout by how the match stands after the round (`SearchSpec.matchScale`,
 * about one round's typical swing) rather than by the round's points: there a big win matters
 * less than winning, so Hard plays safe when ahead and takes risks when behind. (Koi-Koi,
 * Go-Stop and Run or Jump! do this through their match equity, in `VALUE`. TravFuda values by the round's
 * points: with `tanh(lead / 60)` it did no better, 45.3 % against 53.8 % on the same deals.)
 */
const MATCH_SCALE: Partial<Record<GameId, number>> = { capture: 8 };

/** Games whose Hard needs a paired gain of more standard errors than 1 to leave Normal's move (`SearchSpec.margin`). */
const MARGIN: Partial<Record<GameId, number>> = { travfuda: 1.5, 'travfuda-run-or-jump': 1.5 };

/** The call decisions (koi-koi or stop, go or stop) get this many times Hard's budget (`SearchSpec.boost`). */
export const CALL_BOOST = 4;
const CALLS = new Set(['koikoi', 'go', 'stop']);
const JUMP_CALLS = new Set(['jump', 'run', 'pirate']);
const isCall = (legal: readonly unknown[]) => legal.every((m) => CALLS.has((m as { type?: string }).type ?? ''));
const BOOST: Partial<Record<GameId, (legal: readonly unknown[]) => number>> = {
  koikoi: (legal) => (isCall(legal) ? CALL_BOOST : 1),
  gostop: (legal) => (isCall(legal) ? CALL_BOOST : 1),
  // Run or Jump!'s call (jump, run, pirate or stay silent) ends or prolongs the hand.
  'travfuda-run-or-jump': (legal) => (legal.some((m) => JUMP_CALLS.has((m as { type?: string }).type ?? '')) ? CALL_BOOST : 1),
};
const FALLBACK_PLAYOUTS = 100;

/**
 * Games whose Hard values a rollout with the game's own function (`SearchSpec.value`). Koi-Koi,
 * Go-Stop and Run or Jump!: the match equity after the round (`hanafuda/equity.ts`,
 * `travfuda/equity.ts`), the chance to win the match from the lead with the rounds left, from
 * a measured table of one round's lead changes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const VALUE: Partial<Record<GameId, (state: any, seat: number, before: readonly number[]) => number>> = {
  koikoi: koikoiEquityValue,
  gostop: gostopEquityValue,
  'travfuda-run-or-jump': runOrJumpEquityValue,
  higobana: higoBanaRolloutValue,
};

export { EASY_SLIP, makeEasyBot };

/** Easy, Normal and Hard for `gameId`; a contract id without an engine yet gets random-legal bots. */
export function botsFor(gameId: string, opts: BotOptions = {}): BotSet {
  const id = gameId as GameId;
  if (!(GAME_IDS as readonly string[]).includes(gameId)) throw new Error(`Unknown game "${gameId}".`);
  const game: AnyGame | undefined = games[id];
  const normal = NORMAL[id];
  if (!game || !normal) {
    const r = { ...randomBot, name: `${gameId}-random` };
    return { easy: r, normal: r, hard: r };
  }
  const easy = makeEasyBot(normal, `${gameId}-easy`);
  const spec = hardSpec(gameId);
  if (!spec) return { easy, normal, hard: { name: `${gameId}-hard=normal`, choose: normal.choose.bind(normal) } };
  const hard = makeSearchBot(`${gameId}-hard`, spec, { playouts: opts.playouts ?? DEFAULT_PLAYOUTS[id] ?? FALLBACK_PLAYOUTS, ...(opts.timeMs !== undefined ? { timeMs: opts.timeMs } : {}) });
  return { easy, normal, hard: hard as Bot };
}

/**
 * What `gameId`'s Hard searches with (its sampler, Normal as the rollout policy, its value, boost
 * and margin), or undefined where Hard plays as Normal. The bench's move-gain study
 * (`bench/gain.arena.ts`) evaluates moves with it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function hardSpec(gameId: string): SearchSpec<any, any, any> | undefined {
  const id = gameId as GameId;
  const game: AnyGame | undefined = games[id];
  const normal = NORMAL[id];
  const sample = SAMPLERS[id];
  if (!game || !normal || !sample) return undefined;
  return { game, sample, policy: normal, seatOf: (v: { seat: number }) => v.seat, ...(MATCH_SCALE[id] !== undefined ? { matchScale: MATCH_SCALE[id] } : {}), ...(BOOST[id] ? { boost: BOOST[id] } : {}), ...(VALUE[id] ? { value: VALUE[id] } : {}), ...(MARGIN[id] !== undefined ? { margin: MARGIN[id] } : {}) };
}

/** Does `gameId`'s Hard search (rather than play as Normal)? */
export function hardSearches(gameId: string): boolean {
  return gameId in SAMPLERS && !!games[gameId as GameId];
}
