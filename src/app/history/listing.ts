/**
 * Home's list of matches (a lazy chunk, as the store's reader it wraps): every match, chunk by
 * chunk (`matchesOf`), then — when some were saved before `standing` and show a stored English
 * line — one more chunk with those matches' standings, computed from their logs
 * (src/app/match/standingUpgrade.ts, loaded only then).
 */
import { type HistoryChunk, type HistoryRow, matchesOf } from '../../store/history.ts';
import type { Store } from '../../store/repo.ts';

export async function matchesWithStandings(
  store: Store,
  onChunk: (chunk: HistoryChunk) => void,
  signal?: AbortSignal,
): Promise<void> {
  const old: HistoryRow[] = [];
  await matchesOf(
    store,
    (c) => {
      for (const r of c.rows) if (r.standing === undefined && r.progress !== undefined) old.push(r);
      onChunk(c);
    },
    signal,
  );
  if (old.length === 0 || signal?.aborted) return;
  const got = await (await import('../match/standingUpgrade.ts')).upgradeStandings(store, old);
  if (got.size > 0 && !signal?.aborted)
    onChunk({
      rows: old.flatMap((r) => (got.has(r.id) ? [{ ...r, standing: got.get(r.id)! }] : [])),
      problems: [],
      done: true,
    });
}
