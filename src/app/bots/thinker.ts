/**
 * The main thread's side of the bot worker (issue 15): one question at a time, a cancel, and a
 * guard so that an answer to an old question is never used.
 *
 * The worker runs one synchronous search per question, so a cancel cannot interrupt it: the
 * thinker ends the worker instead (a fresh one starts for the next question) and the pending
 * question answers `stale`. The session checks the position again before it applies a move
 * (the state it asked about must still be the one on the table): two guards, so that a move
 * for a position that was left or undone is never played.
 */
import type { BotLevel } from '../../engine/match.ts';
import type { Rng } from '../../engine/rng.ts';

/** One question to the worker: the asking seat's view and legal moves only, never the state. */
export interface ThinkRequest {
  gameId: string;
  level: BotLevel;
  view: unknown;
  legal: unknown[];
  rng: Rng;
  /** Hard's time budget for this decision (ms). */
  timeMs: number;
}

/** What the worker does for the thinker (worker.ts). */
export interface BotWorkerApi {
  choose(req: ThinkRequest): Promise<unknown>;
}

/** The message to the worker: one question, numbered. */
export interface WorkerQuestion {
  id: number;
  req: ThinkRequest;
}

/** The worker's answer to question `id`: a move, or the message of the error it met. */
export type WorkerAnswer = { id: number; ok: true; move: unknown } | { id: number; ok: false; error: string };

/** A running worker. */
export interface WorkerHandle {
  api: BotWorkerApi;
  terminate(): void;
}

export type Answer =
  | { ok: true; move: unknown }
  /** stale: cancelled or overtaken by a newer question; unavailable: no worker here; error: the worker failed. */
  | { ok: false; reason: 'stale' | 'unavailable' | 'error'; error?: unknown };

export class Thinker {
  private handle: Promise<WorkerHandle | null> | null = null;
  private ticket = 0;
  private pending: { ticket: number; settle: (a: Answer) => void } | null = null;
  /** Set once creating a worker failed: later questions answer `unavailable` at once. */
  private missing = false;

  constructor(private readonly create: () => Promise<WorkerHandle | null>) {}

  /** Ask for a move. A newer question or a cancel makes this one answer `stale`. */
  ask(req: ThinkRequest): Promise<Answer> {
    this.cancel();
    const ticket = ++this.ticket;
    if (this.missing) return Promise.resolve({ ok: false, reason: 'unavailable' });
    return new Promise<Answer>((resolve) => {
      let done = false;
      const settle = (a: Answer) => {
        if (done) return;
        done = true;
        if (this.pending?.ticket === ticket) this.pending = null;
        resolve(a);
      };
      this.pending = { ticket, settle };
      void (async () => {
        try {
          this.handle ??= this.create().catch(() => null);
          const h = await this.handle;
          if (!h) {
            this.missing = true;
            this.handle = null;
            return settle({ ok: false, reason: 'unavailable' });
          }
          if (ticket !== this.ticket) return settle({ ok: false, reason: 'stale' });
          const move = await h.api.choose(req);
          settle(ticket === this.ticket ? { ok: true, move } : { ok: false, reason: 'stale' });
        } catch (error) {
          settle(ticket === this.ticket ? { ok: false, reason: 'error', error } : { ok: false, reason: 'stale' });
        }
      })();
    });
  }

  /** Is a question being thought about now? */
  get busy(): boolean {
    return this.pending !== null;
  }

  /** Drop the question in flight (its answer is `stale`); a worker still thinking is ended. */
  cancel(): void {
    this.ticket++;
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    const h = this.handle;
    this.handle = null;
    void h?.then((w) => w?.terminate());
    p.settle({ ok: false, reason: 'stale' });
  }

  /** End the worker (leaving the app's tables for good). */
  dispose(): void {
    this.cancel();
    const h = this.handle;
    this.handle = null;
    void h?.then((w) => w?.terminate());
  }
}
