/**
 * Writes that have not committed yet, kept where a reload finds them: moves per match and
 * the latest version of a score sheet, in localStorage (a second, small store that still
 * works when IndexedDB refuses a write). When localStorage refuses too, they stay in memory
 * and `durable` turns false so the app can say so honestly.
 */
import { signal } from '@preact/signals';
import type { LoggedMove } from '../../engine/match.ts';
import type { MatchRecord, ScoreSheet } from '../../store/records.ts';

export interface PendingMoves {
  /** The saved move count these moves follow. */
  first: number;
  moves: LoggedMove[];
  meta: Partial<Pick<MatchRecord, 'progress' | 'finished'>>;
}

interface Queue {
  moves: Record<string, PendingMoves>;
  sheets: Record<string, ScoreSheet>;
}

const KEY = 'carriage.pending.v1';
let memory: Queue | null = null;

/** How many writes wait (moves + sheets); the UI shows it and warns before leaving. */
export const pendingCount = signal(0);
/** False when the queue could only be kept in memory (it will not survive closing the app). */
export const pendingDurable = signal(true);

function read(): Queue {
  if (memory) return memory;
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    const q = raw ? (JSON.parse(raw) as Queue) : null;
    memory = q && typeof q === 'object' && q.moves && q.sheets ? q : { moves: {}, sheets: {} };
  } catch {
    memory = { moves: {}, sheets: {} };
  }
  return memory;
}

function write(q: Queue): void {
  memory = q;
  pendingCount.value = Object.values(q.moves).reduce((n, p) => n + p.moves.length, 0) + Object.keys(q.sheets).length;
  try {
    if (Object.keys(q.moves).length === 0 && Object.keys(q.sheets).length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(q));
    pendingDurable.value = true;
  } catch {
    pendingDurable.value = false;
  }
}

export function keepMoves(matchId: string, p: PendingMoves): void {
  const q = read();
  write({ ...q, moves: { ...q.moves, [matchId]: p } });
}

export function pendingMoves(matchId: string): PendingMoves | undefined {
  return read().moves[matchId];
}

export function clearMoves(matchId: string): void {
  const q = read();
  if (!q.moves[matchId]) return;
  const moves = { ...q.moves };
  delete moves[matchId];
  write({ ...q, moves });
}

export function keepSheet(sheet: ScoreSheet): void {
  const q = read();
  write({ ...q, sheets: { ...q.sheets, [sheet.id]: sheet } });
}

export function pendingSheet(id: string): ScoreSheet | undefined {
  return read().sheets[id];
}

/** Forget a pending sheet once this very version (or a later one) committed. */
export function clearSheet(id: string, committedAt: number): void {
  const q = read();
  const p = q.sheets[id];
  if (!p || p.updatedAt > committedAt) return;
  const sheets = { ...q.sheets };
  delete sheets[id];
  write({ ...q, sheets });
}

export function allPending(): Queue {
  return read();
}

/** Reread localStorage (tests; another tab wrote). */
export function reloadPending(): void {
  if (typeof localStorage !== 'undefined') memory = null;
  const q = read();
  pendingCount.value = Object.values(q.moves).reduce((n, p) => n + p.moves.length, 0) + Object.keys(q.sheets).length;
}

/**
 * Join a saved log and the pending moves that follow it. Pending moves already saved (a
 * write that committed before the page went) are dropped; a pending tail that no longer
 * fits (the saved log went another way) is refused.
 */
export function joinPending(
  saved: readonly LoggedMove[],
  p: PendingMoves | undefined,
): { moves: LoggedMove[]; extra: number; conflict: boolean } {
  if (!p || p.moves.length === 0) return { moves: saved.slice(), extra: 0, conflict: false };
  if (p.first > saved.length) return { moves: saved.slice(), extra: 0, conflict: true };
  const overlap = saved.length - p.first;
  const same = (a: LoggedMove, b: LoggedMove) => a.seat === b.seat && JSON.stringify(a.move) === JSON.stringify(b.move);
  for (let i = 0; i < Math.min(overlap, p.moves.length); i++)
    if (!same(saved[p.first + i]!, p.moves[i]!)) return { moves: saved.slice(), extra: 0, conflict: true };
  const rest = p.moves.slice(overlap);
  return { moves: [...saved, ...rest], extra: rest.length, conflict: false };
}

/** Writes under way right now (a leave-page warning covers them too). */
export const inFlight = signal(0);
