/**
 * App-wide guards for writes that have not committed: a leave-page warning while any wait,
 * and a background retry of pending moves of games not open here and of pending sheets.
 */
import { ConflictError } from '../../store/repo.ts';
import { saveSheet } from '../sheetsData.ts';
import { getStore } from '../state.ts';
import { allPending, clearMoves, inFlight, joinPending, pendingCount } from './pending.ts';

let started = false;

/** True when leaving now would lose something not yet written to IndexedDB. */
function hasUnsaved(): boolean {
  return pendingCount.value > 0 || inFlight.value > 0;
}

/** Try every pending write once; games open in this tab (`skip`) retry their own. */
async function flushPending(skip: ReadonlySet<string>): Promise<void> {
  const store = await getStore();
  if (!store) return;
  const q = allPending();
  for (const [matchId, p] of Object.entries(q.moves)) {
    if (skip.has(matchId)) continue;
    try {
      const loaded = await store.loadMatch(matchId);
      if (!loaded) {
        clearMoves(matchId);
        continue;
      }
      const j = joinPending(loaded.moves, p);
      if (j.conflict) clearMoves(matchId);
      else if (j.extra > 0)
        await store.appendMoves(matchId, loaded.moves.length, j.moves.slice(loaded.moves.length), p.meta, Date.now());
      clearMoves(matchId);
    } catch (e) {
      if (e instanceof ConflictError) continue;
    }
  }
  for (const sheet of Object.values(q.sheets)) await saveSheet(sheet, true);
}

export function startDurability(openMatches: ReadonlySet<string>): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeunload', (e) => {
    if (!hasUnsaved()) return;
    e.preventDefault();
    e.returnValue = '';
  });
  const tick = () => {
    if (pendingCount.value > 0) void flushPending(openMatches);
  };
  setTimeout(tick, 500);
  setInterval(tick, 5000);
  window.addEventListener('online', tick);
  document.addEventListener('visibilitychange', tick);
}
