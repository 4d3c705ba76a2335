/**
 * What the History screen lists (issue 32 §2): its rows, newest first, through the player's
 * filters. Pure: the screen passes the rows, the filter, the time and the games' titles.
 */
import type { HistoryRow } from '../../store/history.ts';

export type Show = 'all' | 'unfinished' | 'finished' | 'sheets' | 'archived';
export type When = 'any' | '7d' | '30d' | '12m' | 'older';

export interface HistoryFilter {
  /** Words to find in a game's title, a sheet's title or a player's name. */
  text: string;
  show: Show;
  /** A game id, or '' for every game. */
  game: string;
  /** A player's name, or '' for anyone. */
  player: string;
  when: When;
}

export const NO_FILTER: HistoryFilter = { text: '', show: 'all', game: '', player: '', when: 'any' };

const DAY = 86_400_000;
const SINCE: Record<Exclude<When, 'any' | 'older'>, number> = { '7d': 7 * DAY, '30d': 30 * DAY, '12m': 365 * DAY };

export const rowKey = (r: Pick<HistoryRow, 'kind' | 'id'>): string => `${r.kind}:${r.id}`;

/** Is the row in this view (before the game, player, date and words)? Archived rows show only under "Archived". */
function shown(r: HistoryRow, show: Show): boolean {
  if (show === 'archived') return r.archived;
  if (r.archived) return false;
  if (show === 'unfinished') return r.kind === 'match' && !r.finished;
  if (show === 'finished') return r.kind === 'match' && r.finished;
  if (show === 'sheets') return r.kind === 'sheet';
  return true;
}

/** The rows the filter lets through, in the order given (the rows come newest first). */
export function filterRows(
  rows: readonly HistoryRow[],
  f: HistoryFilter,
  now: number,
  titleOf: (gameId: string) => string,
): HistoryRow[] {
  const words = f.text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const player = f.player.toLowerCase();
  const lo = f.when === 'any' || f.when === 'older' ? -Infinity : now - SINCE[f.when];
  const hi = f.when === 'older' ? now - SINCE['12m'] : Infinity;
  return rows.filter((r) => {
    if (!shown(r, f.show)) return false;
    if (f.game && r.gameId !== f.game) return false;
    if (r.updatedAt < lo || r.updatedAt >= hi) return false;
    if (player && !r.names.some((n) => n.toLowerCase() === player)) return false;
    if (words.length) {
      const hay = `${titleOf(r.gameId)} ${r.title} ${r.names.join(' ')}`.toLowerCase();
      if (!words.every((w) => hay.includes(w))) return false;
    }
    return true;
  });
}

/** The players named in the rows, the most frequent first (ties by name), at most `max`. */
export function playersOf(rows: readonly HistoryRow[], max = 60): string[] {
  const count = new Map<string, number>();
  for (const r of rows) for (const n of r.names) count.set(n, (count.get(n) ?? 0) + 1);
  return [...count]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([n]) => n);
}

/** Bytes as a player reads them: "820 bytes", "4.2 kB", "61 kB", "1.3 MB". */
export function formatBytes(n: number): string {
  if (n < 1000) return `${Math.round(n)} bytes`;
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)} kB`;
  return `${(n / 1_000_000).toFixed(1)} MB`;
}
