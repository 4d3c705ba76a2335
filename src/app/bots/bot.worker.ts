/**
 * The bot worker (issue 15): Hard searches here, off the main thread. It gets a seat's view and
 * legal moves (never the state) and answers with a move. Built by Vite as its own chunk, loaded
 * only when a Hard bot or a hint first thinks, and precached by the service worker.
 */
import { expose } from 'comlink';
import { botsFor, defaultPlayouts } from '../../games/bots.ts';
import type { BotWorkerApi, ThinkRequest } from './thinker.ts';

/** The default time budget Hard's playout budget was sized for; a longer budget buys more playouts. */
const BASE_MS = 800;

const api: BotWorkerApi = {
  choose(req: ThinkRequest): Promise<unknown> {
    const base = defaultPlayouts(req.gameId);
    const playouts = Math.round(base * Math.max(1, req.timeMs / BASE_MS));
    const bots = botsFor(req.gameId, { playouts, timeMs: req.timeMs });
    return Promise.resolve(bots[req.level].choose(req.view, req.legal, req.rng));
  },
};

expose(api);
