/**
 * Catalogue drift: the keys one language has and another lacks. A catalogue is a plain object
 * whose leaves are strings, arrays of strings, or functions (a phrase with its data); the tests
 * compare every language's catalogue with English's, so a key added in one and not the others
 * fails (issue 27 §6).
 */
export function catalogueKeys(x: unknown, prefix = ''): string[] {
  if (x === null || typeof x !== 'object') return [prefix];
  if (Array.isArray(x)) return x.flatMap((v, i) => catalogueKeys(v, `${prefix}[${i}]`));
  return Object.keys(x)
    .sort()
    .flatMap((k) => catalogueKeys((x as Record<string, unknown>)[k], prefix ? `${prefix}.${k}` : k));
}

/** The keys in `a` missing from `b`, and those in `b` missing from `a`. */
export function catalogueDrift(a: unknown, b: unknown): { missing: string[]; extra: string[] } {
  const ka = new Set(catalogueKeys(a));
  const kb = new Set(catalogueKeys(b));
  return { missing: [...ka].filter((k) => !kb.has(k)), extra: [...kb].filter((k) => !ka.has(k)) };
}

/** Words kept as they are in every language: names of things, not English prose. */
const KEPT =
  /^(Carriage|TravFuda|Koi-Koi|Go-Stop|Hanafuda|OK|PNG|JSON|CSV|URL|Safari|Chrome|Firefox|iPhone|iPad|iOS|Android|PWA|Wi-Fi|UCD|Fuda|Wiki|Hanafubuki|Nintendo|Pmang|Hangame|Matgo)$/;

/**
 * English words (three letters or more) left in a Japanese or Korean text, apart from the names
 * kept in every language: what the drift tests and the browser tests look for (issue 27 §6).
 */
export function englishIn(text: string): string[] {
  // Rule codes (CP-4, TF-11, RJ-c, G10) are codes, cited as they are in every language.
  const prose = text.replace(/\b(?:CP|CA|TF|IB)-\d{1,2}\b|\bRJ-[a-d]\b/g, ' ');
  return (prose.match(/[A-Za-z][A-Za-z'-]{2,}/g) ?? []).filter((w) => !KEPT.test(w));
}

/** Every string in a catalogue, with its key path. */
export function textLeaves(x: unknown, path = ''): [string, string][] {
  if (typeof x === 'string') return [[path, x]];
  if (Array.isArray(x)) return x.flatMap((v, i) => textLeaves(v, `${path}[${i}]`));
  if (x && typeof x === 'object')
    return Object.entries(x).flatMap(([k, v]) => textLeaves(v, path ? `${path}.${k}` : k));
  return [];
}
