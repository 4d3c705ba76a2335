/**
 * The statistics' summaries, kept up to date incrementally (issue 29 §2): one cached summary per
 * sheet in the `summaries` store (v5). Opening the statistics reads the keys and `updatedAt` of
 * every sheet and match through their `byUpdated` indexes (no record is read), and the cached
 * summaries; only a sheet that is new, or whose sheet or match changed since its summary was made
 * (or whose summary is of an older format), is read and summarised again, in batches; summaries
 * of deleted sheets go. So with thousands of matches the statistics cost a few index reads and
 * whatever changed since the last time.
 */
import type { Store } from '../store/repo.ts';
import type { MatchRecord, ScoreSheet, StatSummary } from '../store/records.ts';
import { healPlayers } from '../store/players.ts';
import { SUMMARY_V, summarize } from './summary.ts';

const BATCH = 200;

/** The `updatedAt` of every record of a store, by id, from its index (keys only). */
async function stamps(store: Store, name: 'matches' | 'sheets'): Promise<Map<string, number>> {
  return store.withDb(async (db) => {
    const out = new Map<string, number>();
    let c = await db.transaction(name).store.index('byUpdated').openKeyCursor();
    while (c) {
      out.set(c.primaryKey, c.key);
      c = await c.continue();
    }
    return out;
  });
}

/** Every sheet's summary, recomputing what changed; `onProgress` after each batch. */
export async function loadSummaries(
  store: Store,
  opts: { onProgress?: (done: number, total: number) => void } = {},
): Promise<StatSummary[]> {
  const [sheets, matches, cached] = await Promise.all([
    stamps(store, 'sheets'),
    stamps(store, 'matches'),
    store.withDb((db) => db.getAll('summaries')),
  ]);
  const fresh = new Map<string, StatSummary>();
  const gone: string[] = [];
  for (const s of cached) {
    const at = sheets.get(s.key);
    if (at === undefined) gone.push(s.key);
    else if (s.v === SUMMARY_V && s.sheetAt === at && (s.matchId === undefined || matches.get(s.matchId) === s.matchAt))
      fresh.set(s.key, s);
  }
  const stale = [...sheets.keys()].filter((id) => !fresh.has(id));
  let healed = false;
  for (let i = 0; i < stale.length; i += BATCH) {
    const ids = stale.slice(i, i + BATCH);
    const read = await store.withDb(async (db, parsers) => {
      const tx = db.transaction(['sheets', 'matches'], 'readonly');
      const got: { sheet: ScoreSheet; match?: MatchRecord }[] = [];
      for (const raw of await Promise.all(ids.map((id) => tx.objectStore('sheets').get(id)))) {
        const p = parsers.parseSheet(raw);
        if (!p.ok) continue;
        const m = p.value.matchId ? await tx.objectStore('matches').get(p.value.matchId) : undefined;
        const pm = m ? parsers.parseMatch(m) : undefined;
        got.push({ sheet: p.value, ...(pm?.ok ? { match: pm.value } : {}) });
      }
      return got;
    });
    // Records saved without players (an older tab, an import): given theirs once, then read again.
    if (!healed && read.some((r) => !r.sheet.playerIds)) {
      healed = true;
      await healPlayers(store);
      i -= BATCH;
      continue;
    }
    const made = read.map((r) => summarize(r.sheet, r.match));
    for (const s of made) fresh.set(s.key, s);
    await store.withDb(async (db) => {
      const tx = db.transaction('summaries', 'readwrite');
      for (const s of made) void tx.store.put(s);
      await tx.done;
    });
    opts.onProgress?.(Math.min(i + BATCH, stale.length), stale.length);
    await new Promise((r) => setTimeout(r, 0));
  }
  if (gone.length)
    await store.withDb(async (db) => {
      const tx = db.transaction('summaries', 'readwrite');
      for (const k of gone) void tx.store.delete(k);
      await tx.done;
    });
  return [...fresh.values()];
}
