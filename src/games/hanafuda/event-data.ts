/**
 * The Hanafuda events' data as every language's words read it (issue 27): lists read safely, a
 * signed number, a Mushi misdeal's code, Higo-Bana's sides. Plain functions with no words, shared
 * by `words.ts`, `words.ja.ts` and `words.ko.ts` (a module of its own, so that the language chunks
 * do not import the English module that loads them).
 */

/** An event's list data, read safely (every language's words use these). */
export const strs = (v: unknown): readonly string[] => (Array.isArray(v) ? (v as string[]) : []);
export const nums = (v: unknown): readonly number[] => (Array.isArray(v) ? (v as number[]) : []);

export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * Why a Mushi field was redealt, as data: a `MushiMisdeal` or its event code ('full-month:1',
 * 'willows', 'four-pairs'); a string holding a sentence (events written before misdeals were
 * data) comes back as it is.
 */
export function misdealOf(m: unknown): string | { reason?: string; month?: number } {
  if (typeof m === 'string' && /\s/.test(m)) return m;
  const code = typeof m === 'string' ? /^([a-z-]+)(?::(\d+))?$/.exec(m) : null;
  return (code ? { reason: code[1], month: Number(code[2]) } : (m ?? {})) as { reason?: string; month?: number };
}

/** A Higo-Bana round's sides (seats of each), from its event's data. */
export function higoBanaSides(d: Readonly<Record<string, unknown>>): number[][] {
  const flat = nums(d.sideSeats);
  const sides: number[][] = [];
  let at = 0;
  for (const n of nums(d.sideSizes)) {
    sides.push(flat.slice(at, at + n));
    at += n;
  }
  return sides;
}
