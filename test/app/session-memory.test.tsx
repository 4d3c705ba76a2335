// @vitest-environment happy-dom
/**
 * Issue 31 §5: a left table gives back everything it took. A hundred sessions are opened and
 * disposed, then a hundred tables are opened and left through the Play screen itself; the
 * sessions not disposed, the BroadcastChannels open and their listeners, the Web Locks held, the
 * timers pending, the bot questions open and the subscriptions to the app's signals all return
 * to their count before.
 *
 * The channel and the locks are counted by stand-ins put in before the app's modules load (the
 * match channel is made when lock.ts loads; happy-dom has no Web Locks); the timers by wrapping
 * the global timer functions while the test runs.
 */
import 'fake-indexeddb/auto';
import { effect, signal, type Signal } from '@preact/signals';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ThinkRequest, WorkerHandle } from '../../src/app/bots/thinker.ts';
import type { Bot } from '../../src/engine/bot.ts';
import type { GameModule } from '../../src/games/module.ts';
import type { MatchRecord } from '../../src/store/records.ts';
import { toy } from '../helpers/toy-game.ts';

// ---------- counted stand-ins, in place before the app's modules load ----------
const channels = { open: 0, listeners: 0 };
class CountedChannel extends BroadcastChannel {
  private closed = false;
  constructor(name: string) {
    super(name);
    channels.open++;
  }
  override addEventListener(type: string, f: EventListenerOrEventListenerObject | null): void {
    channels.listeners++;
    super.addEventListener(type, f as EventListener);
  }
  override removeEventListener(type: string, f: EventListenerOrEventListenerObject | null): void {
    channels.listeners--;
    super.removeEventListener(type, f as EventListener);
  }
  override close(): void {
    if (!this.closed) channels.open--;
    this.closed = true;
    super.close();
  }
}
vi.stubGlobal('BroadcastChannel', CountedChannel);

/** Web Locks as far as claimMatch uses them: `ifAvailable` and `steal`, exclusive, by name. */
const held = new Map<string, { steal: () => void }>();
const locks = {
  request(name: string, opts: { ifAvailable?: boolean; steal?: boolean }, cb: (lock: object | null) => unknown) {
    if (opts.ifAvailable && held.has(name)) return Promise.resolve().then(() => cb(null));
    if (opts.steal) held.get(name)?.steal();
    return new Promise((resolve, reject) => {
      const entry = {
        steal: () => {
          held.delete(name);
          reject(new DOMException('The lock was stolen.', 'AbortError'));
        },
      };
      held.set(name, entry);
      Promise.resolve(cb({ name })).then(
        (v) => {
          if (held.get(name) === entry) held.delete(name);
          resolve(v);
        },
        (e: unknown) => {
          if (held.get(name) === entry) held.delete(name);
          reject(e);
        },
      );
    });
  },
};
Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });

const { MatchSession, liveSessions, memoryMatches } = await import('../../src/app/session.ts');
const { Thinker } = await import('../../src/app/bots/thinker.ts');
const { getStore, settings, toasts } = await import('../../src/app/state.ts');
const { pendingDurable } = await import('../../src/app/match/pending.ts');
const { route } = await import('../../src/app/router.ts');
const { Play } = await import('../../src/app/screens/Play.tsx');
const { newSheet } = await import('../../src/store/sheets.ts');

// ---------- timers ----------
const pending = new Set<unknown>();
const real = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
};
beforeAll(() => {
  const g = globalThis as Record<string, unknown>;
  g.setTimeout = (f: () => void, ms?: number, ...args: unknown[]) => {
    const id: unknown = real.setTimeout(() => {
      pending.delete(id);
      f(...(args as []));
    }, ms);
    pending.add(id);
    return id;
  };
  g.setInterval = (f: () => void, ms?: number, ...args: unknown[]) => {
    const id: unknown = real.setInterval(f, ms, ...args);
    pending.add(id);
    return id;
  };
  g.clearTimeout = (id: unknown) => {
    pending.delete(id);
    real.clearTimeout(id as number);
  };
  g.clearInterval = (id: unknown) => {
    pending.delete(id);
    real.clearInterval(id as number);
  };
});
afterAll(() => Object.assign(globalThis, real));

// ---------- signal subscriptions ----------
/**
 * How many effects and components are subscribed to a signal. Preact's signals keep them as a
 * linked list on the signal under minified names, so the names are found by behaviour (the field
 * that fills when an effect subscribes, and on its node the field that leads to the next one).
 */
const probeKeys = (() => {
  const probe = signal(0);
  const empty = Object.fromEntries(Object.entries(probe));
  const stop1 = effect(() => void probe.value);
  const head = Object.keys(probe).find(
    (k) => empty[k] === undefined && typeof (probe as never as Record<string, unknown>)[k] === 'object',
  )!;
  const first = (probe as never as Record<string, unknown>)[head] as Record<string, unknown>;
  const stop2 = effect(() => void probe.value);
  const second = (probe as never as Record<string, unknown>)[head] as Record<string, unknown>;
  const next =
    Object.keys(second).find((k) => second[k] === first) ?? Object.keys(first).find((k) => first[k] === second)!;
  const fromNewest = second[next] === first;
  stop1();
  stop2();
  return { head, next, fromNewest };
})();

function subscribers(s: Signal<unknown>): number {
  let n = 0;
  let node = (s as never as Record<string, unknown>)[probeKeys.head] as Record<string, unknown> | undefined;
  while (node) {
    n++;
    node = node[probeKeys.next] as Record<string, unknown> | undefined;
  }
  return n;
}

// ---------- matches ----------
/** Hard's stand-in for the worker: it never answers; the open questions are counted. */
let questions = 0;
const thinker = new Thinker(
  async (): Promise<WorkerHandle> => ({
    api: {
      choose: (_req: ThinkRequest) =>
        new Promise((_answer, fail) => {
          questions++;
          ended.push(() => {
            questions--;
            fail(new Error('ended'));
          });
        }),
    },
    terminate: () => {
      for (const end of ended.splice(0)) end();
    },
  }),
);
const ended: (() => void)[] = [];

const firstBot: Bot = { name: 'first', choose: (_v, legal) => legal[0]! };
const toyModule: GameModule = {
  game: toy,
  options: { presets: [], fields: [] },
  bot: firstBot,
  Table: () => null,
  rules: async () => [],
};

let seq = 0;
async function newMatch(gameId: string, seats: MatchRecord['seats']): Promise<MatchRecord> {
  const id = `mem-${++seq}`;
  const record: MatchRecord = {
    id,
    gameId,
    options: {},
    seed: `seed-${id}`,
    seats,
    createdAt: 1,
    updatedAt: 1,
    moveCount: 0,
    finished: false,
    sheetId: `sheet-${id}`,
  };
  await (await getStore())!.createMatch(
    record,
    newSheet({ id: record.sheetId, title: gameId, gameId, players: seats.map((s) => s.name), now: 1 }),
  );
  return record;
}

const people = (n: number): MatchRecord['seats'] =>
  ['Aiko', 'Ben', 'Chi'].slice(0, n).map((name) => ({ name, kind: 'human' as const }));
const hardBots = (n: number): MatchRecord['seats'] =>
  ['Aiko', 'Ben', 'Chi'].slice(0, n).map((name) => ({ name, kind: 'bot' as const, level: 'hard' as const }));

/** Everything a table may take and must give back. */
function counts() {
  return {
    sessions: liveSessions(),
    /** Matches kept in memory: only those without storage, never a stored match once opened. */
    memory: memoryMatches.size,
    channels: { ...channels },
    locks: held.size,
    timers: pending.size,
    questions,
    subscriptions: [settings, toasts, pendingDurable, route].map((s) => subscribers(s as Signal<unknown>)),
  };
}

/** Let writes, lock releases and a bot's cancelled pause settle. */
const settle = () => new Promise<void>((r) => real.setTimeout(r, 50));

describe('a left table gives everything back', () => {
  it('finds the subscriptions it counts', () => {
    const s = signal(1);
    expect(subscribers(s)).toBe(0);
    const stops = [effect(() => void s.value), effect(() => void s.value), effect(() => void s.value)];
    expect(subscribers(s)).toBe(3);
    stops[1]!();
    expect(subscribers(s)).toBe(2);
    for (const stop of stops) stop();
    expect(subscribers(s)).toBe(0);
  });

  it('a hundred sessions opened and disposed: sessions, channel, locks, timers, bot questions', async () => {
    const matches = [
      await newMatch('toy', people(2)),
      await newMatch('toy', hardBots(2)),
      await newMatch('toy', [people(1)[0]!, hardBots(2)[1]!]),
    ];
    await settle();
    const before = counts();
    for (let i = 0; i < 100; i++) {
      const m = matches[i % matches.length]!;
      const s = await MatchSession.open(
        m.id,
        async () => toyModule,
        () => 1000,
        { thinker, timeMs: () => 800 },
      );
      s.scheduleBot();
      // While open, it holds what the counts look for: the test would see any of it left behind.
      const open = counts();
      expect(s.readOnly.value, 'each session holds its match').toBe(false);
      expect(open.sessions).toBe(before.sessions + 1);
      expect(open.locks).toBe(before.locks + 1);
      expect(open.channels.listeners).toBe(before.channels.listeners + 1);
      expect(open.timers, 'its retry timer, and a bot pause').toBeGreaterThan(before.timers);
      if (i % 3 === 1) expect(questions, 'a Hard bot is thinking in the worker').toBe(1);
      if (i % 4 === 0) {
        s.takePhone(0);
        void s.askHint();
      }
      s.dispose();
      s.dispose(); // twice does nothing more
    }
    await settle();
    const after = counts();
    expect(after).toEqual(before);
    expect(after.sessions).toBe(0);
    expect(after.locks).toBe(0);
    expect(after.questions).toBe(0);
    expect(thinker.busy).toBe(false);
  });

  it('a hundred tables opened and left through the Play screen, some before they finished opening', async () => {
    const ids = [
      (await newMatch('koikoi', people(2))).id,
      (await newMatch('koikoi', hardBots(2))).id,
      (await newMatch('koikoi', [people(1)[0]!, hardBots(2)[1]!])).id,
    ];
    const root = document.createElement('div');
    document.body.append(root);
    const g = globalThis as { __carriageSession?: { record: { id: string } } };
    await settle();
    const before = counts();
    for (let i = 0; i < 100; i++) {
      const id = ids[i % ids.length]!;
      act(() => render(<Play key={`${id}-${i}`} id={id} />, root));
      // Every fifth table is left while it is still opening; the others once they show.
      if (i % 5 !== 0) {
        await vi.waitFor(() => expect(g.__carriageSession?.record.id).toBe(id), { timeout: 5000 });
        // A table with one person or none (no hand-off screen) follows the settings.
        if (i % 3 !== 0)
          await vi.waitFor(() =>
            expect(counts().subscriptions[0], 'the table follows the settings').toBeGreaterThan(
              before.subscriptions[0]!,
            ),
          );
        const open = counts();
        expect(open.sessions).toBe(before.sessions + 1);
        expect(open.locks).toBe(before.locks + 1);
      }
      // Leaving: to another screen, or straight to the next table (a new Play, as a hash change gives).
      if (i % 2 === 0) act(() => render(null, root));
    }
    act(() => render(null, root));
    root.remove();
    await vi.waitFor(() => expect(liveSessions()).toBe(before.sessions), { timeout: 5000 });
    await settle();
    expect(counts()).toEqual(before);
    expect(g.__carriageSession, 'no handle keeps the last session').toBeUndefined();
  });
});
