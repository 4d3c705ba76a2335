/**
 * v3 → v4 (issue 27): a game's round on a score sheet keeps its name as data. Sheets written
 * before kept the engine's English label ("May", "Round 3", "Hand 2"); this turns those labels
 * into `SheetRound.name` (`{ kind: 'month', month: 5 }` …) so that they are worded in the reader's
 * language. Only a game's own rows are read (a sheet kept by a match, row ids `round-N`); any
 * other label stays as it is, and so do the notes (a sentence saved in the language of the
 * moment cannot be turned back into data: it is shown as it was written). Idempotent: the
 * database upgrade and the import of an older backup both run it.
 */
import type { RoundName } from '../engine/types.ts';

/** The English round labels the engines wrote before v4 (frozen: they are what old records hold). */
const V3_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The name a v3 engine label stands for, or undefined when it is not one. */
export function nameOfV3Label(label: string): RoundName | undefined {
  const month = V3_MONTHS.indexOf(label);
  if (month >= 0) return { kind: 'month', month: month + 1 };
  const m = /^(Round|Hand) ([1-9]\d{0,3})$/.exec(label);
  if (!m) return undefined;
  return { kind: m[1] === 'Round' ? 'round' : 'hand', n: Number(m[2]) };
}

/** A stored sheet (any shape) with its game rows' English labels turned into names; the same object when nothing changes. */
export function upgradeSheetToV4<T>(sheet: T): T {
  const s = sheet as unknown as { matchId?: unknown; rounds?: unknown };
  if (typeof s !== 'object' || s === null || typeof s.matchId !== 'string' || !Array.isArray(s.rounds)) return sheet;
  let changed = false;
  const rounds = (s.rounds as unknown[]).map((r) => {
    const row = r as { id?: unknown; label?: unknown; name?: unknown; adjust?: unknown } | null;
    if (!row || typeof row !== 'object' || row.name !== undefined || row.adjust) return r;
    if (typeof row.id !== 'string' || !row.id.startsWith('round-') || typeof row.label !== 'string') return r;
    const name = nameOfV3Label(row.label);
    if (!name) return r;
    changed = true;
    const { label: _old, ...rest } = row;
    return { ...rest, name };
  });
  return changed ? ({ ...s, rounds } as unknown as T) : sheet;
}
