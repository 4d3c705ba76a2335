/** Hash routing: works from the home screen, offline, with no server rewrites. */
import { signal } from '@preact/signals';

export interface Route {
  name: 'home' | 'new' | 'play' | 'sheets' | 'sheet' | 'rules' | 'settings' | 'notfound';
  params: Record<string, string>;
}

export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#/, '') || '/';
  const [path = '/', query = ''] = raw.split('?');
  const params: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(query)) params[k] = v;
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [head, id] = parts;
  if (!head) return { name: 'home', params };
  if (head === 'new') return { name: 'new', params };
  if (head === 'play' && id) return { name: 'play', params: { ...params, id } };
  if (head === 'sheets') return { name: 'sheets', params };
  if (head === 'sheet' && id) return { name: 'sheet', params: { ...params, id } };
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
