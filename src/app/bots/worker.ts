/**
 * Starts the bot worker (loaded lazily: comlink and the engines stay out of the first visit).
 * Where workers are missing it gives null, and the table plays Normal on the main thread.
 */
import { wrap } from 'comlink';
import type { BotWorkerApi, ThinkRequest, WorkerHandle } from './thinker.ts';

export function startBotWorker(): WorkerHandle | null {
  if (typeof Worker === 'undefined') return null;
  const w = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'bots' });
  const remote = wrap<BotWorkerApi>(w);
  // A worker that fails to load never answers: turn its error into a failed question.
  let fail: (e: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined);
  w.addEventListener('error', (e) => fail(new Error(e.message || 'The bot worker failed to start.')));
  const api: BotWorkerApi = {
    choose: (req: ThinkRequest) => Promise.race([remote.choose(req) as Promise<unknown>, failed]),
  };
  return { api, terminate: () => w.terminate() };
}
