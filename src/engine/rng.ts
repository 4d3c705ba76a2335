/**
 * Seeded PRNG (sfc32) whose whole state is four 32-bit integers, so it lives inside a
 * game state as plain data and survives JSON round-trips. Pure: every call returns the
 * new state alongside the value; the state passed in is never changed.
 */

/** The RNG state: four unsigned 32-bit integers. */
export type Rng = [number, number, number, number];

/** Hash a string to a 32-bit seed (cyrb53-like mixing, low 32 bits). */
function hashString(seed: string, salt: number): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let i = 0; i < seed.length; i++) {
    const ch = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** A fresh RNG state derived from a seed string. */
export function rngFromSeed(seed: string): Rng {
  let r: Rng = [hashString(seed, 1), hashString(seed, 2), hashString(seed, 3), hashString(seed, 4)];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) r = nextUint32(r)[1];
  return r;
}

/** The next unsigned 32-bit value and the new state. */
export function nextUint32(r: Rng): [number, Rng] {
  let [a, b, c, d] = r;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b, c, d]];
}

/**
 * `v % n` for an unsigned 32-bit `v`, the same value: for n up to 2^15 it is worked out on the two
 * 16-bit halves, in small integers. V8 holds a value from 2^31 up as a floating-point number,
 * and `%` on it is a floating-point remainder: a shuffle of 48 cards ran ×2.2 faster this way
 * (26 November, node 22), and every deal and every bot's sample shuffles.
 */
function mod32(v: number, n: number): number {
  return n <= 0x8000 ? (((v >>> 16) % n) * 0x10000 + (v & 0xffff)) % n : v % n;
}

/** A uniform integer in [0, n) (n ≥ 1), without modulo bias. */
export function nextInt(r: Rng, n: number): [number, Rng] {
  // One 32-bit draw gives at most 2^32 outcomes: a larger bound would leave no draw below `limit`.
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000)
    throw new RangeError(`nextInt: n must be an integer from 1 to 2^32 (4294967296), got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  let state = r;
  for (;;) {
    const [v, s] = nextUint32(state);
    state = s;
    if (v < limit) return [mod32(v, n), state];
  }
}

/**
 * A Fisher–Yates shuffle of a copy of `items`. The same draws as `nextInt` per position,
 * with the generator kept in four locals (no pair of arrays per card: every deal calls it).
 */
export function shuffle<T>(r: Rng, items: readonly T[]): [T[], Rng] {
  const out = items.slice();
  let a = r[0] >>> 0;
  let b = r[1] >>> 0;
  let c = r[2] >>> 0;
  let d = r[3] >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    const n = i + 1;
    const limit = Math.floor(0x100000000 / n) * n;
    let v: number;
    do {
      // nextUint32, inlined.
      v = (((a + b) >>> 0) + d) >>> 0;
      d = (d + 1) >>> 0;
      a = (b ^ (b >>> 9)) >>> 0;
      b = (c + (c << 3)) >>> 0;
      c = ((c << 21) | (c >>> 11)) >>> 0;
      c = (c + v) >>> 0;
    } while (v >= limit);
    const j = mod32(v, n);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, [a, b, c, d]];
}

/** Derive an independent RNG from a seed and a label (e.g. a round number). */
export function rngFor(seed: string, label: string | number): Rng {
  return rngFromSeed(`${seed}\u0000${label}`);
}
