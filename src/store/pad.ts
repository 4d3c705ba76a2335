/**
 * The score pad's input rules: plain whole numbers within ±1,000,000; names 1–24 characters,
 * unique per sheet. What is wrong comes back as data (`PadProblem`), worded by the screen in the
 * reader's language (src/app/screens/sheet.words.ts, `padProblem`).
 */
import { LIMITS } from './records.ts';

const MAX_SCORE = LIMITS.score;
export const NAME_MAX = 24;

/** Why a score or a name was refused. Seats are 1-based. */
export type PadProblem =
  | { code: 'decimals' | 'notWhole'; who: string }
  | { code: 'tooLarge'; who: string; max: number }
  | { code: 'noName'; seat: number }
  | { code: 'nameTooLong'; name: string; max: number }
  | { code: 'sameName'; name: string; seats: [number, number] };

export type Checked<T> = { ok: true; value: T } | { ok: false; error: PadProblem };

/** A score typed on the pad: empty or "-" is 0; only plain decimal digits with an optional sign. */
export function parseScore(text: string, who: string): Checked<number> {
  const t = text.trim().replace(/^\u2212/, '-');
  if (t === '' || t === '-' || t === '+') return { ok: true, value: 0 };
  if (/^[+-]?\d+[.,]\d*$/.test(t)) return { ok: false, error: { code: 'decimals', who } };
  if (!/^[+-]?\d{1,9}$/.test(t)) return { ok: false, error: { code: 'notWhole', who } };
  const n = Number(t);
  if (Math.abs(n) > MAX_SCORE) return { ok: false, error: { code: 'tooLarge', who, max: MAX_SCORE } };
  return { ok: true, value: n === 0 ? 0 : n };
}

/** Player names for a sheet: each 1–24 characters once trimmed, no two alike (ignoring case). */
export function checkNames(names: readonly string[]): Checked<string[]> {
  const out = names.map((n) => n.trim().replace(/\s+/g, ' '));
  for (const [i, n] of out.entries()) {
    if (n.length === 0) return { ok: false, error: { code: 'noName', seat: i + 1 } };
    if ([...n].length > NAME_MAX)
      return { ok: false, error: { code: 'nameTooLong', name: n.slice(0, NAME_MAX), max: NAME_MAX } };
  }
  const seen = new Map<string, number>();
  for (const [i, n] of out.entries()) {
    const k = n.toLocaleLowerCase();
    if (seen.has(k)) return { ok: false, error: { code: 'sameName', name: n, seats: [seen.get(k)! + 1, i + 1] } };
    seen.set(k, i);
  }
  return { ok: true, value: out };
}

/** Which hint the note field of a game's pad shows (worded by the screen). */
export type NoteHint = 'koikoi' | 'gostop' | 'mushi' | 'higobana' | 'career-poker' | 'capture' | 'piles' | 'other';

/** The note hint of each game's pad. */
export function notePlaceholder(gameId: string): NoteHint {
  switch (gameId) {
    case 'koikoi':
    case 'gostop':
    case 'mushi':
    case 'higobana':
    case 'career-poker':
    case 'capture':
      return gameId;
    default:
      return gameId.startsWith('travfuda') || gameId.endsWith('baccarat') ? 'piles' : 'other';
  }
}
