/**
 * Home's list of matches (a lazy chunk, as the store's reader it wraps): what Home shows, read from
 * the store's indexes (`homeOf`, src/store/history.ts: issue 30 §5), those saved before `standing`
 * (which show a stored English line) given theirs from their logs (src/app/match/standingUpgrade.ts,
 * loaded only then).
 */
import { type HistoryRow, type HomeMatches, homeOf } from '../../store/history.ts';
import type { Store } from '../../store/repo.ts';

export async function homeWithStandings(store: Store, finished: number): Promise<HomeMatches> {
  const home = await homeOf(store, finished);
  const old = [...home.open, ...home.finished].filter((r) => r.standing === undefined && r.progress !== undefined);
  if (old.length === 0) return home;
  const got = await (await import('../match/standingUpgrade.ts')).upgradeStandings(store, old);
  const up = (r: HistoryRow): HistoryRow => (got.has(r.id) ? { ...r, standing: got.get(r.id)! } : r);
  return { ...home, open: home.open.map(up), finished: home.finished.map(up) };
}
