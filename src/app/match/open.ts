/**
 * Which matches this tab has open, and matches kept in memory when storage is missing. Their own
 * small module: the app shell (the background flush) needs them on the first visit, while the
 * session itself loads with the table.
 */
import type { LoggedMove } from '../../engine/match.ts';
import type { MatchRecord } from '../../store/records.ts';

/** Matches open in this tab (the background flush leaves their pending moves to them). */
export const openMatches = new Set<string>();

/** Matches created while storage was unavailable live here until the app closes. */
export const memoryMatches = new Map<string, { record: MatchRecord; moves: LoggedMove[] }>();
