/**
 * Backup format version 2 (issue 31): a gzip-compressed file of newline-delimited JSON.
 *
 *   line 1     the header: {"format":"carriage-backup","version":2,"schema":2,"exportedAt":"…",
 *              "kind":"full"|"changes","since":<ms, changes only>,"lines":"ndjson","moves":"packed"}
 *   then       one record a line, in any order:
 *              {"t":"match","v":<MatchRecord>,"moves":[[seat, dAt, move], …]}  the match and its
 *                whole log; seq is the place in the list, `at` is the previous move's `at` plus dAt
 *                (the first: 0 plus dAt), so a move costs its seat, a small number and its own JSON
 *              {"t":"sheet","v":<ScoreSheet>}
 *              {"t":"setting","v":<SettingRecord>}
 *   last line  {"t":"end","count":{"matches":…,"moves":…,"sheets":…,"settings":…}}: a file without
 *              it was cut short.
 *
 * Every record is validated on its own by the schemas of `records.ts`: a damaged line is skipped
 * and named, the rest imports (issue 32 §1). Documented in docs/storage.md.
 */
import type { MatchRecord, MoveRecord, PlayerRecord, ScoreSheet, SettingRecord } from './records.ts';

export const BACKUP_FORMAT_V2 = 'carriage-backup';
export const BACKUP_V2 = 2;

export interface V2Header {
  format: typeof BACKUP_FORMAT_V2;
  version: typeof BACKUP_V2;
  schema: number;
  exportedAt: string;
  /** A full backup, or only what changed after `since`. */
  kind: 'full' | 'changes';
  since?: number;
  lines: 'ndjson';
  moves: 'packed';
}

export interface EndCount {
  matches: number;
  moves: number;
  sheets: number;
  settings: number;
  /** Players (schema 5 on). */
  players?: number;
}

/** A packed move: seat, milliseconds after the previous move (or after 0), the move. */
export type PackedMove = [number, number, unknown];

export function headerLine(h: V2Header): string {
  return `${JSON.stringify(h)}\n`;
}

/** One match and its log as one line. `moves` must be in seq order. */
export function matchLine(stored: MatchRecord, moves: readonly MoveRecord[]): string {
  // The store's own index key (`openAt`, v6) is not part of the record: a backup leaves it out.
  const { openAt: _, ...match } = stored as MatchRecord & { openAt?: number };
  const packed: PackedMove[] = new Array(moves.length);
  let prev = 0;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    const at = typeof m.at === 'number' ? m.at : 0;
    packed[i] = [m.seat, at - prev, m.move];
    prev = at;
  }
  return `${JSON.stringify({ t: 'match', v: match, moves: packed })}\n`;
}

export const sheetLine = (s: ScoreSheet): string => `${JSON.stringify({ t: 'sheet', v: s })}\n`;
export const playerLine = (p: PlayerRecord): string => `${JSON.stringify({ t: 'player', v: p })}\n`;
export const settingLine = (s: SettingRecord): string => `${JSON.stringify({ t: 'setting', v: s })}\n`;
export const endLine = (count: EndCount): string => `${JSON.stringify({ t: 'end', count })}\n`;

/**
 * Unpack a match line's moves into move records (not yet validated: `parseMove` does that).
 * Returns a sentence when the list itself is malformed.
 */
export function unpackMoves(matchId: string, packed: unknown): MoveRecord[] | string {
  if (!Array.isArray(packed)) return 'its move list is missing';
  const out: MoveRecord[] = new Array(packed.length);
  let prev = 0;
  for (let i = 0; i < packed.length; i++) {
    const p = packed[i] as unknown;
    if (!Array.isArray(p) || p.length !== 3) return `move ${i} is not a packed move`;
    const [seat, d, move] = p as [unknown, unknown, unknown];
    if (typeof d !== 'number' || !Number.isFinite(d)) return `move ${i} has no time`;
    prev += d;
    out[i] = { matchId, seq: i, seat: seat as number, move, at: prev };
  }
  return out;
}

/** Gzip's first two bytes. */
export function isGzip(head: Uint8Array): boolean {
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}
