/** The score pad's input rules: plain whole numbers within ±1,000,000; names 1–24 characters, unique per sheet. */
import { LIMITS } from './records.ts';

const MAX_SCORE = LIMITS.score;
export const NAME_MAX = 24;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** A score typed on the pad: empty or "-" is 0; only plain decimal digits with an optional sign. */
export function parseScore(text: string, who: string): Checked<number> {
  const t = text.trim().replace(/^\u2212/, '-');
  if (t === '' || t === '-' || t === '+') return { ok: true, value: 0 };
  if (/^[+-]?\d+[.,]\d*$/.test(t))
    return { ok: false, error: `The score for ${who} must be a whole number (no decimals).` };
  if (!/^[+-]?\d{1,9}$/.test(t))
    return {
      ok: false,
      error: `The score for ${who} is not a whole number: use the digits 0–9 and an optional minus sign.`,
    };
  const n = Number(t);
  if (Math.abs(n) > MAX_SCORE)
    return {
      ok: false,
      error: `The score for ${who} is too large: at most ${MAX_SCORE.toLocaleString('en')} either way.`,
    };
  return { ok: true, value: n === 0 ? 0 : n };
}

/** Player names for a sheet: each 1–24 characters once trimmed, no two alike (ignoring case). */
export function checkNames(names: readonly string[]): Checked<string[]> {
  const out = names.map((n) => n.trim().replace(/\s+/g, ' '));
  for (const [i, n] of out.entries()) {
    if (n.length === 0) return { ok: false, error: `Player ${i + 1} needs a name.` };
    if ([...n].length > NAME_MAX)
      return { ok: false, error: `The name "${n.slice(0, NAME_MAX)}…" is too long: at most ${NAME_MAX} characters.` };
  }
  const seen = new Map<string, number>();
  for (const [i, n] of out.entries()) {
    const k = n.toLocaleLowerCase();
    if (seen.has(k))
      return {
        ok: false,
        error: `Two players are called "${n}" (players ${seen.get(k)! + 1} and ${i + 1}); give each a different name.`,
      };
    seen.set(k, i);
  }
  return { ok: true, value: out };
}

/** The note placeholder of each game's pad. */
export function notePlaceholder(gameId: string): string {
  switch (gameId) {
    case 'koikoi':
      return 'e.g. sanko, koi-koi ×2';
    case 'gostop':
      return 'e.g. go ×2, pi-bak';
    case 'mushi':
      return 'e.g. Lightning taken, 3 yaku';
    case 'higobana':
      return 'e.g. team A, hiki';
    case 'career-poker':
      return 'e.g. rank after the round, revolutions';
    case 'capture':
      return 'e.g. captures this deal';
    default:
      return gameId.startsWith('travfuda') || gameId.endsWith('baccarat')
        ? 'e.g. even piles, combinations'
        : 'e.g. who dealt, anything to remember';
  }
}
