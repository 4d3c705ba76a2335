/**
 * Starts the bot worker (loaded lazily: the engines stay out of the first visit). Where workers
 * are missing it gives null, and the table plays Normal on the main thread.
 *
 * The messages are our own two (`WorkerQuestion`, `WorkerAnswer`), not a proxy library's: the
 * thinker ends a worker whenever a question is dropped (leaving a table, an undo), and an ended
 * worker must take nothing with it. Ending one removes its listeners and fails its open
 * questions, so the Worker object, its listeners and the questions' promises can all be
 * collected (a comlink proxy kept every ended worker alive through a release message that an
 * ended worker never answers: issue 31 §5).
 */
import type { ThinkRequest, WorkerAnswer, WorkerHandle, WorkerQuestion } from './thinker.ts';

export function startBotWorker(): WorkerHandle | null {
  if (typeof Worker === 'undefined') return null;
  const w = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'bots' });
  const open = new Map<number, { resolve: (move: unknown) => void; reject: (e: Error) => void }>();
  let seq = 0;
  // A worker that fails to load never answers: its error fails every question, now and later.
  let broken: Error | null = null;
  const failAll = (e: Error) => {
    for (const q of open.values()) q.reject(e);
    open.clear();
  };
  const onMessage = (e: MessageEvent<WorkerAnswer>) => {
    const q = open.get(e.data.id);
    if (!q) return;
    open.delete(e.data.id);
    if (e.data.ok) q.resolve(e.data.move);
    else q.reject(new Error(e.data.error));
  };
  const onError = (e: ErrorEvent) => {
    broken = new Error(e.message || 'The bot worker failed to start.');
    failAll(broken);
  };
  w.addEventListener('message', onMessage);
  w.addEventListener('error', onError);
  return {
    api: {
      choose: (req: ThinkRequest) =>
        broken
          ? Promise.reject(broken)
          : new Promise<unknown>((resolve, reject) => {
              const id = ++seq;
              open.set(id, { resolve, reject });
              const q: WorkerQuestion = { id, req };
              w.postMessage(q);
            }),
    },
    terminate: () => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
      w.terminate();
      broken = new Error('The bot worker was ended.');
      failAll(broken);
    },
  };
}
