/**
 * Persistence of one match's log. A move counts as saved only once its IndexedDB transaction
 * committed; until then it waits in the pending queue (see pending.ts), is retried, and is
 * counted in `unsaved`. A log changed by another tab is a ConflictError, never overwritten.
 */
import { signal } from '@preact/signals';
import type { LoggedMove } from '../../engine/match.ts';
import type { GameModule } from '../../games/module.ts';
import type { MatchRecord } from '../../store/records.ts';
import { ConflictError, type Store } from '../../store/repo.ts';
import { clearMoves, inFlight, joinPending, keepMoves, pendingMoves } from './pending.ts';
import { words } from '../../i18n/current.ts';
import { matchWords } from './match.words.ts';

export type Meta = Partial<Pick<MatchRecord, 'standing' | 'finished'>>;

/** What the match list shows of a match in this state: where it stands (data, worded on screen), and whether it is over. */
export function metaOf(
  module: Pick<GameModule, 'game' | 'progress'>,
  options: Record<string, unknown>,
  state: unknown,
): Meta {
  const st = module.game.status(state);
  const standing = module.progress?.(st, options) ?? {
    over: st.phase === 'match-over',
    unit: 'round',
    round: st.round,
    totals: st.totals,
  };
  return {
    standing,
    finished: st.phase === 'match-over',
  };
}

/** A stored match as a table opens it. */
export interface StoredMatch {
  record: MatchRecord;
  /** The saved log, joined with the pending moves that follow it. */
  moves: LoggedMove[];
  /** How many of `moves` are committed. */
  persisted: number;
  /** What to tell the player: a saved log that stops early, pending moves that no longer fit. */
  problem: string | null;
}

/**
 * Read a match to open it: from the store (or, where storage is missing, from memory), its
 * saved log joined with any pending moves. Pending moves that no longer fit are dropped.
 */
export async function readMatch(
  id: string,
  store: Store | null,
  memory: ReadonlyMap<string, { record: MatchRecord; moves: LoggedMove[] }>,
): Promise<StoredMatch> {
  const loaded = store ? await store.loadMatch(id) : undefined;
  const mem = memory.get(id);
  const record = loaded?.match ?? mem?.record;
  if (!record) throw new Error(words(matchWords).notHere);
  const saved = loaded?.moves ?? mem?.moves ?? [];
  const joined = joinPending(saved, pendingMoves(id));
  if (joined.conflict) clearMoves(id);
  const problem = joined.conflict
    ? words(matchWords).joinConflict
    : loaded?.problems.length
      ? words(matchWords).unreadable
      : null;
  return { record, moves: joined.moves, persisted: loaded ? saved.length : 0, problem };
}

export class MatchWriter {
  /** Moves shown but not committed yet. */
  readonly unsaved = signal(0);

  constructor(
    readonly matchId: string,
    /** How many moves of the log are committed. */
    public persisted: number,
    private readonly store: () => Promise<Store | null>,
    private readonly report: (e: unknown) => void,
    private readonly committed: (moveCount: number) => void = () => undefined,
  ) {}

  /** Write everything after `persisted`. True when the whole log is committed. Throws ConflictError. */
  async save(log: readonly LoggedMove[], meta: Meta): Promise<boolean> {
    const tail = log.slice(this.persisted);
    if (tail.length === 0) {
      this.unsaved.value = 0;
      return true;
    }
    const first = this.persisted;
    keepMoves(this.matchId, { first, moves: tail, meta });
    inFlight.value++;
    try {
      const store = await this.store();
      if (!store) {
        this.unsaved.value = tail.length;
        return false;
      }
      await store.appendMoves(this.matchId, first, tail, meta, Date.now());
      this.persisted = first + tail.length;
      this.unsaved.value = log.length - this.persisted;
      if (this.unsaved.value === 0) clearMoves(this.matchId);
      this.committed(this.persisted);
      return this.unsaved.value === 0;
    } catch (e) {
      if (e instanceof ConflictError) {
        clearMoves(this.matchId);
        throw e;
      }
      this.unsaved.value = tail.length;
      this.report(e);
      return false;
    } finally {
      inFlight.value--;
    }
  }

  /** Keep only the first `count` moves (undo). Unsaved moves past `count` are simply dropped. */
  async truncate(log: readonly LoggedMove[], count: number, meta: Meta): Promise<void> {
    if (count >= this.persisted) {
      const tail = log.slice(this.persisted, count);
      if (tail.length) keepMoves(this.matchId, { first: this.persisted, moves: tail, meta });
      else clearMoves(this.matchId);
      this.unsaved.value = tail.length;
      return;
    }
    const store = await this.store();
    if (!store) return;
    inFlight.value++;
    try {
      await store.truncateMoves(this.matchId, count, meta, Date.now(), this.persisted);
      this.persisted = count;
      clearMoves(this.matchId);
      this.unsaved.value = 0;
      this.committed(count);
    } finally {
      inFlight.value--;
    }
  }
}
