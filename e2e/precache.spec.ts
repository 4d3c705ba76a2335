/**
 * The service worker's precache (issue 26 §3): the built sw.js lists every file the app ships
 * exactly once — no URL twice (the plugin's `includeAssets` and manifest icons used to add the
 * public/ files a second time beside `globPatterns`), and nothing left out. Reads /sw.js as the
 * preview serves it (no browser needed) and compares it with the files in dist/.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test, expect } from './fixtures.ts';

/** The URLs of the `precacheAndRoute([...])` list of a generated service worker, in order. */
function precacheUrls(sw: string): string[] {
  const start = sw.indexOf('precacheAndRoute(');
  expect(start, 'sw.js calls precacheAndRoute').toBeGreaterThan(-1);
  const end = sw.indexOf(']', start);
  return [...sw.slice(start, end).matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]!);
}

/** Every file under dist/, relative to it. */
function files(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, root) : [relative(root, path).split('\\').join('/')];
  });
}

test('the precache lists every shipped file once', async ({ request }) => {
  const res = await request.get('/sw.js');
  expect(res.ok()).toBe(true);
  const urls = precacheUrls(await res.text());
  const twice = urls.filter((u, i) => urls.indexOf(u) !== i);
  expect(twice, 'URLs listed more than once').toEqual([]);

  // The service worker and its workbox runtime are not precached; Vite's build manifest is not served.
  const shipped = files('dist').filter(
    (f) => f !== 'sw.js' && !/^workbox-[\w-]+\.js$/.test(f) && !f.startsWith('.vite/'),
  );
  expect([...urls].sort()).toEqual(shipped.sort());
  // The public/ files the home screen and the install need are among them.
  for (const f of ['manifest.webmanifest', 'favicon.svg', 'apple-touch-icon.png', 'icons/icon-192.png'])
    expect(urls).toContain(f);
});
