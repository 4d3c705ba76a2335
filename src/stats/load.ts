/**
 * The statistics' summaries, kept up to date incrementally (issue 29 §2): one cached summary per
 * sheet in the `summaries` store (v5), and a mark, the newest `updatedAt` of any sheet or match
 * when they were last brought up to date. Opening the statistics reads the cached summaries, the
 * sheets' ids, and (through the `byUpdated` indexes, keys only) the ids of the sheets and matches
 * saved since the mark; only a sheet that is new, or that or whose match was saved since (or whose
 * summary is of an older format), is read and summarised again, in batches; summaries of deleted
 * sheets go. An import and its undo (records may come back with an older `updatedAt`) and a merge
 * drop the summaries they touch. So with thousands of matches the statistics cost a few reads and
 * whatever changed since the last time.
 */
import type { Store } from '../store/repo.ts';
import type { MatchRecord, ScoreSheet, StatSummary } from '../store/records.ts';
import { healPlayers } from '../store/players.ts';
import { SUMMARY_V, summarize } from './summary.ts';

const BATCH = 200;

/** The cache's mark (in the summaries store, which no backup carries): the newest `updatedAt` of any sheet or match when the summaries were last brought up to date. */
const MARK = '\u0000mark';

/** Drop every cached summary (after an import or its undo: records may come back with older `updatedAt`). */
export async function clearSummaries(store: Store): Promise<void> {
  await store.withDb((db) => db.clear('summaries'));
}

/** Every sheet's summary, recomputing what changed; `onProgress` after each batch. */
export async function loadSummaries(
  store: Store,
  opts: { onProgress?: (done: number, total: number) => void } = {},
): Promise<StatSummary[]> {
  // Keys only, and the cached summaries: no sheet or match record is read unless it changed.
  const read = await store.withDb(async (db) => {
    const tx = db.transaction(['sheets', 'matches', 'summaries'], 'readonly');
    const cached = await tx.objectStore('summaries').getAll();
    const mark = cached.find((s) => s.key === MARK)?.sheetAt ?? Number.NEGATIVE_INFINITY;
    const since = Number.isFinite(mark) ? IDBKeyRange.lowerBound(mark, true) : undefined;
    const sheetsIdx = tx.objectStore('sheets').index('byUpdated');
    const matchesIdx = tx.objectStore('matches').index('byUpdated');
    const [ids, changedSheets, changedMatches, lastSheet, lastMatch] = await Promise.all([
      tx.objectStore('sheets').getAllKeys(),
      since ? sheetsIdx.getAllKeys(since) : Promise.resolve(null),
      since ? matchesIdx.getAllKeys(since) : Promise.resolve(null),
      sheetsIdx.openKeyCursor(null, 'prev'),
      matchesIdx.openKeyCursor(null, 'prev'),
    ]);
    const newest = Math.max(lastSheet?.key ?? 0, lastMatch?.key ?? 0);
    return { cached, ids, changedSheets, changedMatches, newest };
  });
  const changedSheets = read.changedSheets ? new Set(read.changedSheets) : null;
  const changedMatches = read.changedMatches ? new Set(read.changedMatches) : null;
  const exists = new Set(read.ids);
  const fresh = new Map<string, StatSummary>();
  const gone: string[] = [];
  for (const s of read.cached) {
    if (s.key === MARK) continue;
    if (!exists.has(s.key)) gone.push(s.key);
    else if (
      s.v === SUMMARY_V &&
      changedSheets &&
      !changedSheets.has(s.key) &&
      !(s.matchId !== undefined && changedMatches?.has(s.matchId))
    )
      fresh.set(s.key, s);
  }
  const stale = read.ids.filter((id) => !fresh.has(id));
  let healed = false;
  for (let i = 0; i < stale.length; i += BATCH) {
    const ids = stale.slice(i, i + BATCH);
    const got = await store.withDb(async (db, parsers) => {
      const tx = db.transaction(['sheets', 'matches'], 'readonly');
      const out: { sheet: ScoreSheet; match?: MatchRecord }[] = [];
      for (const raw of await Promise.all(ids.map((id) => tx.objectStore('sheets').get(id)))) {
        const p = parsers.parseSheet(raw);
        if (!p.ok) continue;
        const m = p.value.matchId ? await tx.objectStore('matches').get(p.value.matchId) : undefined;
        const pm = m ? parsers.parseMatch(m) : undefined;
        out.push({ sheet: p.value, ...(pm?.ok ? { match: pm.value } : {}) });
      }
      return out;
    });
    // Records saved without players (an older tab, an import): given theirs once, then read again.
    if (!healed && got.some((r) => !r.sheet.playerIds)) {
      healed = true;
      await healPlayers(store);
      i -= BATCH;
      continue;
    }
    const made = got.map((r) => summarize(r.sheet, r.match));
    for (const s of made) fresh.set(s.key, s);
    await store.withDb(async (db) => {
      const tx = db.transaction('summaries', 'readwrite');
      for (const s of made) void tx.store.put(s);
      await tx.done;
    });
    opts.onProgress?.(Math.min(i + BATCH, stale.length), stale.length);
    await new Promise((r) => setTimeout(r, 0));
  }
  await store.withDb(async (db) => {
    const tx = db.transaction('summaries', 'readwrite');
    for (const k of gone) void tx.store.delete(k);
    // The mark: what is written from now on has a newer `updatedAt` (the app writes Date.now()).
    void tx.store.put({ key: MARK, sheetAt: read.newest } as StatSummary);
    await tx.done;
  });
  return [...fresh.values()];
}
