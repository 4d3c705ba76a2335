/**
 * The production build served as `vite preview` serves it (the service worker included), on a
 * free port of its own: each engine's run has its own origin, and the offline scenario can stop
 * its server without disturbing the others.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Served {
  /** The origin with a trailing slash, e.g. http://127.0.0.1:40123/ */
  readonly url: string;
  close(): Promise<void>;
}

export async function serve(): Promise<Served> {
  if (!existsSync(`${ROOT}dist/index.html`))
    throw new Error('No production build in dist/: run `npm run build` first.');
  const server = await preview({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
