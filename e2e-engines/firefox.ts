/**
 * Firefox ESR (Debian's /usr/bin/firefox-esr, or FIREFOX) driven over WebDriver BiDi, the W3C
 * protocol it speaks itself: no driver to download. A small client of our own over a WebSocket
 * (the `ws` package), with only the commands the scenarios need.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import type { BrowserSession, Engine, Ref, Tab } from './page.ts';
import { awaitExit, spawnTracked } from './processes.ts';

const BINARY = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
const COMMAND_MS = 90_000;

/** A phone-like profile: overlay scrollbars (none eats the 360 px), nothing to greet or report. */
const PREFS: Record<string, string | number | boolean> = {
  'ui.useOverlayScrollbars': 1,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.aboutwelcome.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'app.update.disabledForTesting': true,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'extensions.update.enabled': false,
  'toolkit.cosmeticAnimations.enabled': false,
};

type Remote = { type: string; value?: unknown; sharedId?: string };
type Message = {
  id?: number;
  type: 'success' | 'error' | 'event';
  result?: Record<string, unknown>;
  error?: string;
  message?: string;
};

class Bidi {
  private next = 0;
  private pending = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  private active = '';

  constructor(private ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as Message;
      const p = m.id === undefined ? undefined : this.pending.get(m.id);
      if (!p || m.id === undefined) return;
      this.pending.delete(m.id);
      if (m.type === 'error') p.reject(new Error(`${m.error}: ${m.message}`));
      else p.resolve(m);
    });
    ws.on('close', () => {
      for (const p of this.pending.values()) p.reject(new Error('Firefox closed the connection'));
      this.pending.clear();
    });
  }

  send(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method}: no answer from Firefox in ${COMMAND_MS / 1000} s`));
      }, COMMAND_MS);
      this.pending.set(id, {
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m.result ?? {});
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Bring a tab to the front before acting in it (a background tab does not paint). */
  async front(context: string): Promise<void> {
    if (this.active === context) return;
    await this.send('browsingContext.activate', { context });
    this.active = context;
  }
}

class FirefoxTab implements Tab {
  constructor(
    private bidi: Bidi,
    readonly context: string,
  ) {}

  private async callFunction(source: string, json: string): Promise<Remote> {
    await this.bidi.front(this.context);
    const r = await this.bidi.send('script.callFunction', {
      functionDeclaration: source,
      arguments: [{ type: 'string', value: json }],
      target: { context: this.context },
      awaitPromise: true,
      resultOwnership: 'none',
      serializationOptions: { maxDomDepth: 0, maxObjectDepth: 0 },
    });
    if (r.type === 'exception') {
      const details = r.exceptionDetails as { text?: string } | undefined;
      throw new Error(`in the page: ${details?.text ?? 'an exception'}`);
    }
    return r.result as Remote;
  }

  async navigate(url: string): Promise<void> {
    await this.bidi.front(this.context);
    await this.bidi.send('browsingContext.navigate', { context: this.context, url, wait: 'complete' });
  }
  async reload(): Promise<void> {
    await this.bidi.front(this.context);
    await this.bidi.send('browsingContext.reload', { context: this.context, wait: 'complete' });
  }
  async call(source: string, json: string): Promise<string> {
    const r = await this.callFunction(source, json);
    if (r.type !== 'string') throw new Error(`expected a string from the page, got ${r.type}`);
    return r.value as string;
  }
  async element(source: string, json: string): Promise<Ref | string> {
    const r = await this.callFunction(source, json);
    if (r.type === 'node' && r.sharedId) return { ref: r.sharedId };
    return typeof r.value === 'string' ? r.value : `unexpected ${r.type}`;
  }
  async click(el: Ref): Promise<void> {
    await this.bidi.front(this.context);
    await this.bidi.send('input.performActions', {
      context: this.context,
      actions: [
        {
          type: 'pointer',
          id: 'carriage-pointer',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: { sharedId: el.ref } } },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
  }
  async type(_el: Ref, text: string): Promise<void> {
    await this.bidi.front(this.context);
    await this.bidi.send('input.performActions', {
      context: this.context,
      actions: [
        {
          type: 'key',
          id: 'carriage-keys',
          actions: [...text].flatMap((c) => [
            { type: 'keyDown', value: c },
            { type: 'keyUp', value: c },
          ]),
        },
      ],
    });
  }
  async screenshot(): Promise<Buffer> {
    await this.bidi.front(this.context);
    const r = await this.bidi.send('browsingContext.captureScreenshot', { context: this.context });
    return Buffer.from(r.data as string, 'base64');
  }
  async close(): Promise<void> {
    await this.bidi.send('browsingContext.close', { context: this.context });
  }
}

async function phoneSize(bidi: Bidi, context: string): Promise<void> {
  await bidi.send('browsingContext.setViewport', {
    context,
    viewport: { width: 360, height: 640 },
    devicePixelRatio: 2,
  });
}

/** Start Firefox on a fresh profile and read the BiDi address it prints. */
async function startFirefox(): Promise<{ proc: ChildProcess; url: string; profile: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'carriage-firefox-'));
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(PREFS)
      .map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});\n`)
      .join(''),
  );
  const proc = spawnTracked(
    BINARY,
    ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' } },
  );
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Firefox did not start in 60 s:\n${log}`)), 60_000);
    proc.on('error', (e) => reject(new Error(`Cannot start ${BINARY}: ${e.message}`)));
    proc.on('exit', (code) => reject(new Error(`Firefox exited (${code}) before it listened:\n${log}`)));
    proc.stderr?.on('data', (d: Buffer) => {
      log = (log + String(d)).slice(-4000);
      const m = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(log);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
  });
  return { proc, url, profile };
}

export const firefox: Engine = {
  name: 'Firefox ESR',
  async start() {},
  async stop() {},
  async launch(): Promise<BrowserSession> {
    const { proc, url, profile } = await startFirefox();
    const ws = new WebSocket(`${url}/session`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const bidi = new Bidi(ws);
    await bidi.send('session.new', { capabilities: {} });
    const tree = await bidi.send('browsingContext.getTree', { maxDepth: 0 });
    const context = (tree.contexts as { context: string }[])[0]!.context;
    await phoneSize(bidi, context);
    return {
      first: new FirefoxTab(bidi, context),
      async newTab() {
        const r = await bidi.send('browsingContext.create', { type: 'tab' });
        await phoneSize(bidi, r.context as string);
        return new FirefoxTab(bidi, r.context as string);
      },
      async close() {
        await bidi.send('browser.close', {}).catch(() => undefined);
        ws.close();
        await awaitExit(proc);
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
        } catch {}
      },
    };
  },
};
