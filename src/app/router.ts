/** Hash routing: works from the home screen, offline, with no server rewrites. */
import { signal } from '@preact/signals';

export interface Route {
  name: 'home' | 'new' | 'play' | 'sheets' | 'sheet' | 'history' | 'rules' | 'settings' | 'notfound';
  params: Record<string, string>;
}

/**
 * A value from the address bar: at most 100 characters, no control characters. Anything else is
 * dropped. (Two rules need no schema library in the first-visit bundle; stored and imported records
 * are checked by the valibot schemas of src/store/records.ts.)
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const isParam = (s: string): boolean => s.length <= 100 && !/[\u0000-\u001f\u007f]/u.test(s);
/** The query parameters a route may carry (others are ignored): a game id, a deal code, a preset id, the full rules. */
const QUERY_KEYS = new Set(['game', 'seed', 'preset', 'full']);

/** Decode one path part; a malformed escape gives undefined rather than an exception. */
function decodePart(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#/, '') || '/';
  const [path = '/', query = ''] = raw.split('?');
  const params: Record<string, string> = {};
  for (const [k, val] of new URLSearchParams(query)) {
    if (QUERY_KEYS.has(k) && isParam(val)) params[k] = val;
  }
  const parts = path.split('/').filter(Boolean).map(decodePart);
  if (parts.some((p) => p === undefined || !isParam(p))) return { name: 'notfound', params: {} };
  const [head, id] = parts as string[];
  if (!head) return { name: 'home', params };
  if (head === 'new') return { name: 'new', params };
  if (head === 'play' && id) return { name: 'play', params: { ...params, id } };
  if (head === 'sheets') return { name: 'sheets', params };
  if (head === 'sheet' && id) return { name: 'sheet', params: { ...params, id } };
  // #/history, or #/history/<view> (unfinished, finished, sheets, archived): the list opened on that view.
  if (head === 'history') return { name: 'history', params: id ? { ...params, view: id } : params };
  if (head === 'rules') return { name: 'rules', params: id ? { ...params, game: id } : params };
  if (head === 'settings') return { name: 'settings', params };
  return { name: 'notfound', params };
}

export const route = signal<Route>(parseHash(typeof location === 'undefined' ? '' : location.hash));

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    route.value = parseHash(location.hash);
  });
}

/** Go to a route, e.g. navigate('/sheet/abc'). */
export function navigate(path: string, replace = false): void {
  const hash = `#${path}`;
  if (replace) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
  route.value = parseHash(hash);
}
