/**
 * Score sheets as the screens see them: a write-through cache over the store, so a
 * failed write (full disk, private mode) is reported while the sheet stays usable.
 */
import type { ScoreSheet } from '../store/records.ts';
import { getStore, reportError } from './state.ts';

const memory = new Map<string, ScoreSheet>();

export async function loadSheet(id: string): Promise<ScoreSheet | undefined> {
  const cached = memory.get(id);
  if (cached) return cached;
  const store = await getStore();
  try {
    return (await store?.getSheet(id)) ?? undefined;
  } catch (e) {
    reportError(e);
    return undefined;
  }
}

/** Keep the sheet; returns false when it could only be kept in memory. */
export async function saveSheet(sheet: ScoreSheet): Promise<boolean> {
  memory.set(sheet.id, sheet);
  const store = await getStore();
  if (!store) return false;
  try {
    await store.putSheet(sheet);
    memory.delete(sheet.id);
    return true;
  } catch (e) {
    reportError(e);
    return false;
  }
}

export async function listSheets(): Promise<{ items: ScoreSheet[]; problems: string[] }> {
  const store = await getStore();
  let items: ScoreSheet[] = [];
  let problems: string[] = [];
  try {
    if (store) ({ items, problems } = await store.listSheets());
  } catch (e) {
    reportError(e);
  }
  const ids = new Set(items.map((s) => s.id));
  const extra = [...memory.values()].filter((s) => !ids.has(s.id));
  const merged = [...extra, ...items.map((s) => memory.get(s.id) ?? s)];
  merged.sort((a, b) => b.updatedAt - a.updatedAt);
  return { items: merged, problems };
}

export async function removeSheet(id: string): Promise<void> {
  memory.delete(id);
  const store = await getStore();
  try {
    await store?.deleteSheet(id);
  } catch (e) {
    reportError(e);
  }
}
