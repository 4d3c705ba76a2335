/**
 * WebKitGTK driven over classic WebDriver (HTTP and JSON), the only protocol WebKitWebDriver
 * speaks: a small client of our own with `fetch`. The driver runs on a virtual display (Xvfb)
 * and starts `webkit-browser.py`, a bare WebKitGTK browser whose windows are 360×640.
 */
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserSession, Engine, Ref, Tab } from './page.ts';
import { spawnTracked, stopProcess } from './processes.ts';

const DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
const XVFB = process.env.XVFB ?? '/usr/bin/Xvfb';
const BROWSER = fileURLToPath(new URL('./webkit-browser.py', import.meta.url));
/**
 * The key of an element reference: the W3C spec's is element-6066-11e4-a52f-4f735466cecf, and
 * WebKitWebDriver 2.50 still answers with an older spelling (…-a52e-…); either is taken.
 */
const ELEMENT = /^element-6066-11e4-a52[ef]-4f735466cecf$/;
const COMMAND_MS = 90_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One classic WebDriver session; it has one current window, so each tab switches to its own first. */
class Classic {
  current = '';
  constructor(readonly base: string) {}

  async send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
      signal: AbortSignal.timeout(COMMAND_MS),
    });
    const json = (await res.json()) as { value: { error?: string; message?: string } | unknown };
    if (!res.ok) {
      const v = json.value as { error?: string; message?: string };
      throw new Error(`${path}: ${v.error ?? res.status}: ${v.message ?? ''}`);
    }
    return json.value;
  }

  async switchTo(handle: string): Promise<void> {
    if (this.current === handle) return;
    await this.send('POST', '/window', { handle });
    this.current = handle;
  }
}

class WebKitTab implements Tab {
  constructor(
    private wd: Classic,
    readonly handle: string,
  ) {}

  private async exec(source: string, json: string): Promise<unknown> {
    await this.wd.switchTo(this.handle);
    return this.wd.send('POST', '/execute/sync', {
      script: `return (${source}).apply(null, arguments);`,
      args: [json],
    });
  }

  async navigate(url: string): Promise<void> {
    await this.wd.switchTo(this.handle);
    await this.wd.send('POST', '/url', { url });
  }
  async reload(): Promise<void> {
    await this.wd.switchTo(this.handle);
    await this.wd.send('POST', '/refresh');
  }
  async call(source: string, json: string): Promise<string> {
    const v = await this.exec(source, json);
    if (typeof v !== 'string') throw new Error(`expected a string from the page, got ${JSON.stringify(v)}`);
    return v;
  }
  async element(source: string, json: string): Promise<Ref | string> {
    const v = await this.exec(source, json);
    if (typeof v === 'string') return v;
    const key = v && typeof v === 'object' ? Object.keys(v).find((k) => ELEMENT.test(k)) : undefined;
    return key ? { ref: (v as Record<string, string>)[key] } : `unexpected ${JSON.stringify(v)}`;
  }
  async click(el: Ref): Promise<void> {
    await this.wd.switchTo(this.handle);
    await this.wd.send('POST', `/element/${el.ref}/click`);
  }
  async type(el: Ref, text: string): Promise<void> {
    await this.wd.switchTo(this.handle);
    await this.wd.send('POST', `/element/${el.ref}/value`, { text });
  }
  async screenshot(): Promise<Buffer> {
    await this.wd.switchTo(this.handle);
    return Buffer.from((await this.wd.send('GET', '/screenshot')) as string, 'base64');
  }
  async close(): Promise<void> {
    await this.wd.switchTo(this.handle);
    await this.wd.send('DELETE', '/window');
    this.wd.current = '';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Start Xvfb on a free display (it writes the display number to fd 3). */
function startXvfb(): Promise<{ proc: ChildProcess; display: string }> {
  const proc = spawnTracked(XVFB, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let log = '';
    proc.on('error', (e) => reject(new Error(`Cannot start ${XVFB}: ${e.message}`)));
    proc.on('exit', (code) => reject(new Error(`Xvfb exited (${code}):\n${log}`)));
    proc.stderr?.on('data', (d: Buffer) => (log = (log + String(d)).slice(-2000)));
    proc.stdio[3]?.on('data', (d: Buffer) => {
      out += String(d);
      if (out.includes('\n')) resolve({ proc, display: `:${out.trim()}` });
    });
  });
}

let xvfb: ChildProcess | undefined;
let driver: ChildProcess | undefined;
let driverUrl = '';
/** The storage folders of sessions that could not be removed when they closed: removed at stop. */
const leftovers = new Set<string>();

/**
 * Remove a session's storage folder. The browser's storage processes may still write in it for a
 * moment after the session is deleted (the Cache Storage of the service worker, IndexedDB), so a
 * removal that meets a new entry is started over, whole, after a short pause. (`rmSync`'s own
 * `maxRetries` retries only the last `rmdir`, never the entries that appeared since it listed the
 * folder, and sleeps synchronously `i × retryDelay`: 52.5 s of blocked test at 20 × 250 ms.)
 */
async function removeData(dir: string, tries = 20): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    try {
      await rm(dir, { recursive: true, force: true });
      return true;
    } catch {
      await sleep(100);
    }
  }
  return false;
}

export const webkit: Engine = {
  name: 'WebKitGTK',
  async start() {
    chmodSync(BROWSER, 0o755);
    const x = await startXvfb();
    xvfb = x.proc;
    const port = await freePort();
    driver = spawnTracked(DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
      stdio: ['ignore', 'ignore', 'ignore'],
      env: { ...process.env, DISPLAY: x.display },
    });
    driver.on('error', (e) => console.error(`Cannot start ${DRIVER}: ${e.message}`));
    driverUrl = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const ready = await fetch(`${driverUrl}/status`)
        .then(async (r) => ((await r.json()) as { value?: { ready?: boolean } }).value?.ready === true)
        .catch(() => false);
      if (ready) break;
      if (i > 300 || driver.exitCode !== null) throw new Error(`${DRIVER} did not answer on ${driverUrl}`);
      await sleep(100);
    }
  },
  async stop() {
    await stopProcess(driver);
    await stopProcess(xvfb);
    // The browsers are gone with the driver: nothing writes in these any more.
    for (const dir of leftovers) await removeData(dir, 3);
    leftovers.clear();
  },
  async launch(): Promise<BrowserSession> {
    const data = mkdtempSync(join(tmpdir(), 'carriage-webkit-'));
    const created = (await new Classic(driverUrl)
      .send('POST', '/session', {
        capabilities: {
          alwaysMatch: { 'webkitgtk:browserOptions': { binary: BROWSER, args: ['--data-dir', data] } },
        },
      })
      .catch((e: Error) => {
        throw new Error(`${e.message} (${BROWSER} needs /usr/bin/python3 with python3-gi and gir1.2-webkit2-4.1)`);
      })) as { sessionId: string };
    const wd = new Classic(`${driverUrl}/session/${created.sessionId}`);
    await wd.send('POST', '/timeouts', { script: COMMAND_MS, pageLoad: COMMAND_MS });
    const handle = (await wd.send('GET', '/window')) as string;
    wd.current = handle;
    return {
      first: new WebKitTab(wd, handle),
      async newTab() {
        const r = (await wd.send('POST', '/window/new', { type: 'tab' })) as { handle: string };
        return new WebKitTab(wd, r.handle);
      },
      async close() {
        await wd.send('DELETE', '').catch(() => undefined);
        if (!(await removeData(data))) leftovers.add(data);
      },
    };
  },
};
