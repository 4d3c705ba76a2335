import { describe, expect, it } from 'vitest';
import { Thinker, type ThinkRequest, type WorkerHandle } from '../../src/app/bots/thinker.ts';

/** A worker whose answers the test releases by hand. */
function fakeWorker() {
  const asked: { req: ThinkRequest; answer: (m: unknown) => void; fail: (e: unknown) => void }[] = [];
  let terminated = 0;
  let started = 0;
  const create = async (): Promise<WorkerHandle> => {
    started++;
    return {
      api: { choose: (req) => new Promise((answer, fail) => asked.push({ req, answer, fail })) },
      terminate: () => terminated++,
    };
  };
  return {
    create,
    asked,
    get terminated() {
      return terminated;
    },
    get started() {
      return started;
    },
  };
}

const req = (n: number): ThinkRequest => ({
  gameId: 'koikoi',
  level: 'hard',
  view: { n },
  legal: [{ type: 'a' }, { type: 'b' }],
  rng: [1, 2, 3, 4],
  timeMs: 800,
});
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the bot worker wrapper', () => {
  it("passes the question through and returns the worker's move", async () => {
    const w = fakeWorker();
    const t = new Thinker(w.create);
    const p = t.ask(req(1));
    await tick();
    expect(w.asked[0]!.req.view).toEqual({ n: 1 });
    w.asked[0]!.answer({ type: 'b' });
    expect(await p).toEqual({ ok: true, move: { type: 'b' } });
    expect(t.busy).toBe(false);
  });

  it('a cancel makes the question stale at once, ends the busy worker, and its late answer is never returned', async () => {
    const w = fakeWorker();
    const t = new Thinker(w.create);
    const p = t.ask(req(1));
    await tick();
    t.cancel();
    expect(await p).toEqual({ ok: false, reason: 'stale' });
    await tick();
    expect(w.terminated).toBe(1);
    w.asked[0]!.answer({ type: 'a' }); // the old worker answers anyway: nobody listens
    // The next question starts a fresh worker and gets its own answer.
    const q = t.ask(req(2));
    await tick();
    expect(w.started).toBe(2);
    w.asked[1]!.answer({ type: 'b' });
    expect(await q).toEqual({ ok: true, move: { type: 'b' } });
  });

  it('a newer question overtakes an older one: the older answers stale, never with the newer move', async () => {
    const w = fakeWorker();
    const t = new Thinker(w.create);
    const first = t.ask(req(1));
    await tick();
    const second = t.ask(req(2));
    expect(await first).toEqual({ ok: false, reason: 'stale' });
    await tick();
    w.asked.at(-1)!.answer({ type: 'a' });
    expect(await second).toEqual({ ok: true, move: { type: 'a' } });
    expect(w.asked.at(-1)!.req.view).toEqual({ n: 2 });
  });

  it('a cancel with nothing in flight keeps the worker', async () => {
    const w = fakeWorker();
    const t = new Thinker(w.create);
    const p = t.ask(req(1));
    await tick();
    w.asked[0]!.answer({ type: 'a' });
    await p;
    t.cancel();
    await tick();
    expect(w.terminated).toBe(0);
    const q = t.ask(req(2));
    await tick();
    expect(w.started).toBe(1);
    w.asked[1]!.answer({ type: 'b' });
    expect((await q).ok).toBe(true);
  });

  it('says "unavailable" where workers are missing, and does not try again', async () => {
    let tries = 0;
    const t = new Thinker(async () => {
      tries++;
      return null;
    });
    expect(await t.ask(req(1))).toEqual({ ok: false, reason: 'unavailable' });
    expect(await t.ask(req(2))).toEqual({ ok: false, reason: 'unavailable' });
    expect(tries).toBe(1);
  });

  it('a worker error is an error answer, not a hang', async () => {
    const w = fakeWorker();
    const t = new Thinker(w.create);
    const p = t.ask(req(1));
    await tick();
    w.asked[0]!.fail(new Error('boom'));
    const a = await p;
    expect(a.ok).toBe(false);
    expect(a.ok === false && a.reason).toBe('error');
  });
});
