/**
 * One writer per match across tabs and windows: the tab holding the Web Lock
 * `carriage-match:<id>` may play; another tab on the same match is read-only and follows
 * it (a BroadcastChannel says when the log changed), or takes over explicitly (the lock is
 * stolen, and the old tab turns read-only). Without Web Locks every tab may write, and the
 * store's move-count check still refuses a fork.
 */
export interface MatchLock {
  release(): void;
}

function lockSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.locks;
}

/** Hold the match's lock; null when another tab holds it (unless `steal`). `lost` runs if another tab takes it. */
export function claimMatch(matchId: string, steal: boolean, lost: () => void): Promise<MatchLock | null> {
  if (!lockSupported()) return Promise.resolve({ release() {} });
  return new Promise((resolve) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    navigator.locks
      .request(`carriage-match:${matchId}`, steal ? { steal: true } : { ifAvailable: true }, async (lock) => {
        if (!lock) return resolve(null);
        resolve({ release });
        await held;
      })
      .catch(() => lost());
  });
}

export interface LogChanged {
  matchId: string;
  moveCount: number;
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('carriage-matches');

export function announce(msg: LogChanged): void {
  channel?.postMessage(msg);
}

export function onLogChanged(f: (msg: LogChanged) => void): () => void {
  if (!channel) return () => undefined;
  const h = (e: MessageEvent<LogChanged>) => f(e.data);
  channel.addEventListener('message', h);
  return () => channel.removeEventListener('message', h);
}
