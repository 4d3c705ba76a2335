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

/** Sheets read (and summarised) per task. */
const BATCH = 500;
/** Summaries written per task (one transaction for them all). */
const WRITE_SLICE = 1000;

const turn = () => new Promise<void>((r) => setTimeout(r, 0));

type Read = { sheet: ScoreSheet; match?: MatchRecord };

const isStr = (x: unknown): x is string => typeof x === 'string';
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const strs = (x: unknown) => Array.isArray(x) && x.every(isStr);

/**
 * A stored sheet as `summarize` reads it, when what it reads is sound; else null. The store checks
 * every sheet by its full schema before writing it, and that check (valibot, every field, every
 * event) was most of a first computation's time at 10,000 sheets (issue 30 §5): the statistics
 * check only the fields they read, and give a sheet that fails to the full schema (`sheetOf`).
 */
export function summarySheet(raw: unknown): ScoreSheet | null {
  if (!isObj(raw)) return null;
  const { id, gameId, players, playerIds, createdAt, updatedAt, matchId, lowWins, finished, rounds } = raw;
  if (!isStr(id) || !isStr(gameId) || !strs(players) || !isNum(createdAt) || !isNum(updatedAt)) return null;
  if (playerIds !== undefined && !strs(playerIds)) return null;
  if ((matchId !== undefined && !isStr(matchId)) || (lowWins !== undefined && typeof lowWins !== 'boolean'))
    return null;
  if (finished !== undefined && !(isObj(finished) && Array.isArray(finished.winners) && finished.winners.every(isNum)))
    return null;
  if (!Array.isArray(rounds)) return null;
  const n = (players as string[]).length;
  for (const r of rounds as unknown[]) {
    if (!isObj(r) || !Array.isArray(r.scores) || r.scores.length !== n || !r.scores.every(isNum)) return null;
    if (r.events !== undefined && !(Array.isArray(r.events) && r.events.every(isObj))) return null;
  }
  return raw as unknown as ScoreSheet;
}

/** A stored match as `summarize` reads it (finished, when, who sat), when that is sound; else null. */
export function summaryMatch(raw: unknown): MatchRecord | null {
  if (!isObj(raw) || !isStr(raw.id) || typeof raw.finished !== 'boolean' || !isNum(raw.updatedAt)) return null;
  if (!Array.isArray(raw.seats) || !raw.seats.every((s) => isObj(s) && (s.playerId === undefined || isStr(s.playerId))))
    return null;
  return raw as unknown as MatchRecord;
}

type Parsers = Parameters<Parameters<Store['withDb']>[0]>[1];
/** A sheet by the light check, else by the full schema (which skips a damaged one). */
const sheetOf = (raw: unknown, parsers: Parsers): ScoreSheet | null => {
  const light = summarySheet(raw);
  if (light) return light;
  const p = parsers.parseSheet(raw);
  return p.ok ? p.value : null;
};
const matchOf = (raw: unknown, parsers: Parsers): MatchRecord | null => {
  if (raw === undefined) return null;
  const light = summaryMatch(raw);
  if (light) return light;
  const p = parsers.parseMatch(raw);
  return p.ok ? p.value : null;
};

/**
 * The sheets `ids` with their matches, BATCH at a time, each batch one transaction. `scan`: most
 * sheets are wanted (a first computation), so read every sheet and match in key order by ranges
 * (`getAll`, no request per record) and keep the wanted; else each wanted sheet and its match by key,
 * all requests of a batch issued at once.
 */
async function* readStale(store: Store, ids: readonly string[], scan: boolean): AsyncGenerator<Read[]> {
  if (!scan) {
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      yield await store.withDb(async (db, parsers) => {
        const tx = db.transaction(['sheets', 'matches'], 'readonly');
        const sheets = (await Promise.all(batch.map((id) => tx.objectStore('sheets').get(id)))).flatMap((raw) => {
          const sheet = raw === undefined ? null : sheetOf(raw, parsers);
          return sheet ? [sheet] : [];
        });
        const matches = await Promise.all(
          sheets.map((s) => (s.matchId ? tx.objectStore('matches').get(s.matchId) : undefined)),
        );
        return sheets.map((sheet, k) => {
          const match = matchOf(matches[k], parsers);
          return { sheet, ...(match ? { match } : {}) };
        });
      });
    }
    return;
  }
  // Every match first (short records: who sat, finished, when), then the sheets in key order.
  const matches = new Map<string, MatchRecord>();
  for (let after: string | null = null; ; ) {
    const got = await store.withDb(async (db, parsers) => {
      const raw = await db.getAll('matches', after === null ? null : IDBKeyRange.lowerBound(after, true), BATCH * 4);
      for (const m of raw) {
        const match = matchOf(m, parsers);
        if (match) matches.set(match.id, match);
      }
      return raw.length ? (raw[raw.length - 1] as { id: string }).id : null;
    });
    if (got === null) break;
    after = got;
    await turn();
  }
  const wanted = new Set(ids);
  for (let after: string | null = null; ; ) {
    const got = await store.withDb(async (db, parsers) => {
      const raw = await db.getAll('sheets', after === null ? null : IDBKeyRange.lowerBound(after, true), BATCH);
      const out: Read[] = [];
      for (const r of raw) {
        if (!wanted.has((r as { id: string }).id)) continue;
        const sheet = sheetOf(r, parsers);
        if (!sheet) continue;
        const match = sheet.matchId ? matches.get(sheet.matchId) : undefined;
        out.push({ sheet, ...(match ? { match } : {}) });
      }
      return { out, last: raw.length ? (raw[raw.length - 1] as { id: string }).id : null };
    });
    if (got.last === null) break;
    after = got.last;
    yield got.out;
  }
}

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
  const made: StatSummary[] = [];
  for (let healed = false; ; ) {
    made.length = 0;
    let unnamed = false;
    for await (const got of readStale(store, stale, stale.length * 2 > read.ids.length)) {
      // Records saved without players (an older tab, an import): given theirs once, then read again.
      if (!healed && got.some((r) => !r.sheet.playerIds)) {
        unnamed = true;
        break;
      }
      for (const r of got) made.push(summarize(r.sheet, r.match));
      opts.onProgress?.(made.length, stale.length);
      await turn();
    }
    if (!unnamed) break;
    healed = true;
    await healPlayers(store);
  }
  for (const s of made) fresh.set(s.key, s);
  // One transaction writes the summaries, drops those of deleted sheets and sets the mark; its puts
  // go in slices, each issued when the last of the slice before is written, so no task is long.
  await store.withDb(async (db) => {
    const tx = db.transaction('summaries', 'readwrite');
    for (const k of gone) void tx.store.delete(k);
    for (let i = 0; i < made.length; i += WRITE_SLICE) {
      let last: Promise<unknown> = Promise.resolve();
      for (const s of made.slice(i, i + WRITE_SLICE)) last = tx.store.put(s);
      await last;
    }
    // The mark: what is written from now on has a newer `updatedAt` (the app writes Date.now()).
    void tx.store.put({ key: MARK, sheetAt: read.newest } as StatSummary);
    await tx.done;
  });
  return [...fresh.values()];
}
