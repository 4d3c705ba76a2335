/**
 * The bot worker (issue 15): Hard searches here, off the main thread. It gets a seat's view and
 * legal moves (never the state) and answers with a move. Built by Vite as its own chunk, loaded
 * only when a Hard bot or a hint first thinks, and precached by the service worker. One question
 * in (`WorkerQuestion`), one answer out (`WorkerAnswer`, with the question's id); see worker.ts.
 */
import { botsFor } from '../../games/bots.ts';
import type { ThinkRequest, WorkerAnswer, WorkerQuestion } from './thinker.ts';

/**
 * Hard decides within the player's time budget (Settings → Bots): as many rollouts as fit, up
 * to `timedPlayouts` (src/games/bots.ts). The clock is the worker's: the engines read none.
 */
function choose(req: ThinkRequest): unknown {
  const bots = botsFor(req.gameId, { timeMs: req.timeMs, now: () => performance.now() });
  return bots[req.level].choose(req.view, req.legal, req.rng);
}

const scope = self as unknown as {
  addEventListener(type: 'message', f: (e: MessageEvent<WorkerQuestion>) => void): void;
  postMessage(answer: WorkerAnswer): void;
};

scope.addEventListener('message', (e) => {
  const { id, req } = e.data;
  let answer: WorkerAnswer;
  try {
    answer = { id, ok: true, move: choose(req) };
  } catch (err) {
    answer = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(answer);
});
