import { describe, expect, it } from 'vitest';
import { CommandQueue } from '../../src/app/match/queue.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the command queue of a match', () => {
  it('runs commands one at a time, in the order they were given, each answering with its own result', async () => {
    const q = new CommandQueue();
    const trace: string[] = [];
    let running = 0;
    let most = 0;
    const command = (name: string, ms: number) => async () => {
      running++;
      most = Math.max(most, running);
      trace.push(`${name}:start`);
      await sleep(ms);
      trace.push(`${name}:end`);
      running--;
      return name;
    };
    // The first is the slowest: a queue that only chained starts would let the others overtake it.
    const results = await Promise.all([
      q.run(command('a', 30)),
      q.run(command('b', 1)),
      q.run(command('c', 10)),
      q.run(() => 'd'),
    ]);
    expect(results).toEqual(['a', 'b', 'c', 'd']);
    expect(trace).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
    expect(most).toBe(1);
  });

  it('a command given while another runs waits for it, even when given from inside it', async () => {
    const q = new CommandQueue();
    const trace: string[] = [];
    let inner: Promise<void> | undefined;
    await q.run(async () => {
      trace.push('outer:start');
      inner = q.run(() => void trace.push('inner'));
      await sleep(5);
      trace.push('outer:end');
    });
    await inner;
    expect(trace).toEqual(['outer:start', 'outer:end', 'inner']);
  });

  it('a failing command rejects its own promise and does not block the next', async () => {
    const q = new CommandQueue();
    const ran: string[] = [];
    const failing = q.run(async () => {
      await sleep(5);
      throw new Error('write failed');
    });
    const throwing = q.run(() => {
      throw new Error('refused at once');
    });
    const next = q.run(async () => {
      ran.push('next');
      return 42;
    });
    await expect(failing).rejects.toThrow('write failed');
    await expect(throwing).rejects.toThrow('refused at once');
    await expect(next).resolves.toBe(42);
    expect(ran).toEqual(['next']);
    // The queue is still usable afterwards and settles once all is done.
    const later = q.run(() => 'later');
    await q.idle();
    await expect(later).resolves.toBe('later');
  });

  it('idle waits for every command given so far, failed ones included', async () => {
    const q = new CommandQueue();
    let done = 0;
    void q.run(async () => {
      await sleep(10);
      done++;
    });
    q.run(async () => {
      await sleep(5);
      done++;
      throw new Error('no');
    }).catch(() => undefined);
    await q.idle();
    expect(done).toBe(2);
  });
});
