/**
 * Score sheets as the screens see them. A change counts as saved only once IndexedDB
 * committed it; until then the newest version waits in the pending queue (localStorage,
 * so a reload keeps it), is retried, and `unsavedSheets` names it so the screen can say so.
 */
import { signal } from '@preact/signals';
import type { RecordProblem } from '../store/history.ts';
import { checkSheet, type ScoreSheet } from '../store/records.ts';
import { RecordRefusedError } from '../store/repo.ts';
import { allPending, clearSheet, inFlight, keepSheet, pendingSheet } from './match/pending.ts';
import { getStore, reportError } from './state.ts';

/** Sheet id → the version last committed to IndexedDB (what the screen can call saved). */
const committed = new Map<string, ScoreSheet | null>();
/** Ids of sheets with changes not committed yet. */
export const unsavedSheets = signal<ReadonlySet<string>>(new Set());

function markUnsaved(id: string, unsaved: boolean): void {
  const next = new Set(unsavedSheets.value);
  if (unsaved) next.add(id);
  else next.delete(id);
  unsavedSheets.value = next;
}

/** The version last committed, as far as this tab knows (null: never saved). */
export function committedSheet(id: string): ScoreSheet | null | undefined {
  return committed.get(id);
}

export async function loadSheet(id: string): Promise<ScoreSheet | undefined> {
  const store = await getStore();
  let stored: ScoreSheet | undefined;
  try {
    stored = (await store?.getSheet(id)) ?? undefined;
  } catch (e) {
    reportError(e);
  }
  committed.set(id, stored ?? null);
  const pending = pendingSheet(id);
  if (pending && (!stored || pending.updatedAt > stored.updatedAt)) {
    markUnsaved(id, true);
    void saveSheet(pending, true);
    return pending;
  }
  if (pending) clearSheet(id, stored!.updatedAt);
  markUnsaved(id, false);
  return stored;
}

/**
 * Keep the sheet; true once committed. A failure keeps it pending (and reports, unless quiet).
 * A sheet the store would not read back (records.ts' limits) is refused first and not kept
 * either: retrying could never save it.
 */
export async function saveSheet(sheet: ScoreSheet, quiet = false): Promise<boolean> {
  const refused = checkSheet(sheet);
  if (refused) {
    if (!quiet) reportError(new RecordRefusedError('sheet', refused));
    return false;
  }
  keepSheet(sheet);
  markUnsaved(sheet.id, true);
  const store = await getStore();
  if (!store) return false;
  inFlight.value++;
  try {
    await store.putSheet(sheet);
    committed.set(sheet.id, sheet);
    clearSheet(sheet.id, sheet.updatedAt);
    if (!pendingSheet(sheet.id)) markUnsaved(sheet.id, false);
    return true;
  } catch (e) {
    if (!quiet) reportError(e);
    return false;
  } finally {
    inFlight.value--;
  }
}

/** Score sheets, newest first, with the versions not saved yet; `limit`: only the newest (archived ones left out). */
export async function listSheets(
  limit?: number,
): Promise<{ items: ScoreSheet[]; problems: RecordProblem[]; more: boolean }> {
  const store = await getStore();
  let items: ScoreSheet[] = [];
  let problems: RecordProblem[] = [];
  let more = false;
  try {
    if (store && limit !== undefined)
      ({ items, problems, more } = await (await import('../store/history.ts')).recentSheetsOf(store, limit));
    else if (store) {
      // The store's full list words its skipped records itself (older code): only their number is kept.
      const all = await store.listSheets();
      items = all.items;
      problems = all.problems.map(() => ({ code: 'damaged', id: '' }));
    }
  } catch (e) {
    reportError(e);
  }
  const pend = allPending().sheets;
  const ids = new Set(items.map((s) => s.id));
  const extra = Object.values(pend).filter((s) => !ids.has(s.id));
  const merged = [...extra, ...items.map((s) => (pend[s.id] && pend[s.id]!.updatedAt > s.updatedAt ? pend[s.id]! : s))];
  merged.sort((a, b) => b.updatedAt - a.updatedAt);
  if (limit !== undefined && merged.length > limit) {
    merged.length = limit;
    more = true;
  }
  return { items: merged, problems, more };
}
