/**
 * Matches saved before `standing` (issue 27 §4) stored their progress line as an English sentence
 * (`progress`). When a list shows such a match, its standing is computed once by replaying its
 * saved log through its engine (`replayLog`, the game's module loaded as for its table) and stored
 * beside it (`setStanding`: nothing else in the record changes, `progress` is kept), so the
 * line is worded in the reader's language from then on. A log that does not replay, or a game this
 * version does not have, keeps its stored line. A lazy chunk: loaded only when such a match is listed.
 */
import { replayLog } from '../../engine/match.ts';
import { catalogEntry } from '../../games/catalog.ts';
import type { Progress } from '../../games/progress.ts';
import { checkMatch, type MatchRecord } from '../../store/records.ts';
import type { Store } from '../../store/repo.ts';
import { metaOf } from './persistence.ts';

/** A listed match (a History row or a match record): enough to know whether it needs a standing. */
export interface Listed {
  kind?: 'match' | 'sheet';
  id: string;
  gameId: string;
  progress?: string | undefined;
  standing?: Progress | undefined;
}

/**
 * Give a match its standing, only while it still has none and its log is the one replayed
 * (`moveCount`); the rest of the record, its `progress` and `updatedAt` included, stays as it is.
 * Whether it was written.
 */
export function setStanding(store: Store, id: string, standing: Progress, moveCount: number): Promise<boolean> {
  return store.withDb(async (db) => {
    const tx = db.transaction('matches', 'readwrite');
    const match: MatchRecord | undefined = await tx.store.get(id);
    if (!match || match.standing || match.moveCount !== moveCount) return false;
    const next = { ...match, standing };
    if (checkMatch(next)) return false;
    await tx.store.put(next);
    await tx.done;
    return true;
  });
}

/** Whether a listed match shows a stored English line that a standing would replace. */
export const needsStanding = (r: Listed): boolean =>
  (r.kind ?? 'match') === 'match' && r.standing === undefined && r.progress !== undefined;

/** Compute and store the standing of each listed match that needs one; the standings written, by match id. */
export async function upgradeStandings(store: Store, rows: readonly Listed[]): Promise<Map<string, Progress>> {
  const out = new Map<string, Progress>();
  for (const r of rows) {
    if (!needsStanding(r)) continue;
    try {
      const module = await catalogEntry(r.gameId)?.load?.();
      if (!module) continue;
      const loaded = await store.loadMatch(r.id);
      if (!loaded || loaded.match.standing) continue;
      const replayed = replayLog(module.game, loaded.match, loaded.moves);
      // Only a log that replays whole says where the match stands.
      if (replayed.error || replayed.moves.length !== loaded.match.moveCount) continue;
      const { standing } = metaOf(module, loaded.match.options, replayed.states[replayed.states.length - 1]);
      if (standing && (await setStanding(store, r.id, standing, loaded.match.moveCount))) out.set(r.id, standing);
    } catch {
      // A module that cannot load (offline), a storage failure: the stored line stays, tried again next time.
    }
  }
  return out;
}
