/**
 * One tab of a browser, the same for every engine: a protocol client (WebDriver BiDi for Firefox,
 * classic WebDriver for WebKit) gives the few primitives of `Tab`, and `Page` builds on them what
 * the scenarios use: queries by role and name, waits on conditions, clicks that wait until the
 * target can be tapped (shown, enabled, still, not covered), typing, reloads.
 */
import { carriageDom, type Dom, type WireQuery, type WireText } from './dom.ts';

/** An element handle of the protocol (a BiDi shared id, a classic WebDriver element reference). */
export type Ref = { readonly ref: unknown };

/** What a protocol client provides for one tab. */
export interface Tab {
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Run `source` (an async function of one JSON string) in the page; it returns a JSON string. */
  call(source: string, json: string): Promise<string>;
  /** The same for a function that returns an element (as a Ref) or a reason (a string). */
  element(source: string, json: string): Promise<Ref | string>;
  /** A pointer click at the element's centre (the caller has checked that it can be tapped). */
  click(el: Ref): Promise<void>;
  /** Type text with the keyboard into the element, which has focus and is empty. */
  type(el: Ref, text: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A fresh browser with empty storage: its first tab, and more tabs on the same profile. */
export interface BrowserSession {
  readonly first: Tab;
  newTab(): Promise<Tab>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: string;
  /** Start what the engine needs once per run (a driver, a display). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A browser with a fresh profile, its tabs 360×640. */
  launch(): Promise<BrowserSession>;
}

export type Text = string | RegExp;
export interface Query {
  role?: string;
  name?: Text;
  label?: Text;
  text?: Text;
  testid?: string;
  css?: string;
  within?: Query;
  nth?: number;
}

export const role = (r: string, name?: Text): Query => (name === undefined ? { role: r } : { role: r, name });
export const label = (l: Text): Query => ({ label: l });
export const text = (t: Text): Query => ({ text: t });
export const testid = (id: string): Query => ({ testid: id });
export const css = (selector: string): Query => ({ css: selector });
/** `child` searched inside every match of `parent`. */
export const inside = (parent: Query, child: Query): Query => ({ ...child, within: parent });
export const first = (q: Query): Query => ({ ...q, nth: 0 });

const wireText = (t: Text): WireText => (typeof t === 'string' ? t : { source: t.source, flags: t.flags });
function wire(q: Query): WireQuery {
  const w: WireQuery = {};
  if (q.role !== undefined) w.role = q.role;
  if (q.name !== undefined) w.name = wireText(q.name);
  if (q.label !== undefined) w.label = wireText(q.label);
  if (q.text !== undefined) w.text = wireText(q.text);
  if (q.testid !== undefined) w.testid = q.testid;
  if (q.css !== undefined) w.css = q.css;
  if (q.within !== undefined) w.within = wire(q.within);
  if (q.nth !== undefined) w.nth = q.nth;
  return w;
}
export function explain(q: Query): string {
  const t = (x: Text) => (typeof x === 'string' ? JSON.stringify(x) : String(x));
  const parts = [
    q.role && `role=${q.role}`,
    q.name !== undefined && `name=${t(q.name)}`,
    q.label !== undefined && `label=${t(q.label)}`,
    q.text !== undefined && `text=${t(q.text)}`,
    q.testid && `testid=${q.testid}`,
    q.css && `css=${q.css}`,
    q.nth !== undefined && `nth=${q.nth}`,
  ].filter(Boolean);
  return (q.within ? `${explain(q.within)} >> ` : '') + parts.join(' ');
}

/** The default wait: generous, for a loaded two-core machine. */
export const WAIT_MS = 30_000;
const POLL_MS = 100;
/** ENGINES_TRACE=1 prints how long each wait took. */
const TRACE = !!process.env.ENGINES_TRACE;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Poll `probe` until it returns something other than undefined/false; errors count as "not yet". */
export async function until<T>(probe: () => Promise<T | undefined | false>, what: string, ms = WAIT_MS): Promise<T> {
  const start = Date.now();
  const end = start + ms;
  let last = '';
  for (;;) {
    try {
      const v = await probe();
      if (v !== undefined && v !== false) {
        if (TRACE) console.log(`${Date.now() - start} ms: ${what}`);
        return v;
      }
      last = '';
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    if (Date.now() > end)
      throw new Error(`Timed out after ${ms / 1000} s waiting for ${what}${last ? ` (${last})` : ''}`);
    await sleep(POLL_MS);
  }
}

const DOM_SOURCE = carriageDom.toString();

export class Page {
  constructor(
    readonly tab: Tab,
    readonly base: string,
  ) {}

  /** Run `fn(dom, ...args)` in the page; arguments and result travel as JSON. */
  async run<A extends unknown[], R>(fn: (dom: Dom, ...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>> {
    const source = `async function (json) { const dom = (${DOM_SOURCE})(); const r = await (${fn.toString()})(dom, ...JSON.parse(json)); return JSON.stringify(r === undefined ? null : r); }`;
    return JSON.parse(await this.tab.call(source, JSON.stringify(args))) as Awaited<R>;
  }

  goto(path: string): Promise<void> {
    return this.tab.navigate(new URL(path, this.base).href);
  }
  reload(): Promise<void> {
    return this.tab.reload();
  }
  url(): Promise<string> {
    return this.run(() => location.href);
  }

  count(q: Query): Promise<number> {
    return this.run((dom, w: WireQuery) => dom.find(w).length, wire(q));
  }
  /** Whether the first match is on screen (a box of some size, not hidden). */
  visible(q: Query): Promise<boolean> {
    return this.run((dom, w: WireQuery) => {
      const el = dom.find(w)[0];
      return !!el && dom.visible(el);
    }, wire(q)).catch(() => false);
  }
  /** Which of several queries have their first match on screen, in one round trip (retried while the page changes). */
  shown<K extends string>(qs: Record<K, Query>): Promise<Record<K, boolean>> {
    const ws = Object.fromEntries(Object.entries<Query>(qs).map(([k, q]) => [k, wire(q)]));
    return until(() => this.look<K>(ws), 'a look at the screen');
  }
  private look<K extends string>(ws: Record<string, WireQuery>): Promise<Record<K, boolean>> {
    return this.run(
      (dom, w: Record<string, WireQuery>) =>
        Object.fromEntries(
          Object.entries(w).map(([k, q]) => {
            const el = dom.find(q)[0];
            return [k, !!el && dom.visible(el)];
          }),
        ) as Record<K, boolean>,
      ws,
    );
  }
  /** The text of the first match, whitespace collapsed (null when none). */
  text(q: Query): Promise<string | null> {
    return this.run((dom, w: WireQuery) => {
      const el = dom.find(w)[0];
      return el ? dom.norm(el.textContent) : null;
    }, wire(q));
  }
  attr(q: Query, name: string): Promise<string | null> {
    return this.run((dom, w: WireQuery, n: string) => dom.find(w)[0]?.getAttribute(n) ?? null, wire(q), name);
  }
  /** The text of every match, whitespace collapsed, in document order. */
  texts(q: Query): Promise<string[]> {
    return this.run((dom, w: WireQuery) => dom.find(w).map((el) => dom.norm(el.textContent)), wire(q));
  }
  /** The accessible names of every match, in document order. */
  names(q: Query): Promise<string[]> {
    return this.run((dom, w: WireQuery) => dom.find(w).map((el) => dom.nameOf(el)), wire(q));
  }

  waitVisible(q: Query, ms = WAIT_MS): Promise<true> {
    return until(() => this.visible(q), `${explain(q)} to be visible`, ms);
  }
  async waitGone(q: Query, ms = WAIT_MS): Promise<void> {
    await until(async () => (await this.count(q)) === 0, `${explain(q)} to be gone`, ms);
  }
  /** Wait until the first match's text matches. */
  waitText(q: Query, t: Text, ms = WAIT_MS): Promise<string> {
    return until(
      async () => {
        const s = await this.text(q);
        return s !== null && (typeof t === 'string' ? s === t : t.test(s)) && s;
      },
      `${explain(q)} to read ${String(t)}`,
      ms,
    );
  }
  waitAttr(q: Query, name: string, value: string, ms = WAIT_MS): Promise<true> {
    return until(async () => (await this.attr(q, name)) === value, `${explain(q)} to have ${name}="${value}"`, ms);
  }

  /** The first match once it can be tapped: shown, enabled, scrolled into view, not moving, not covered. */
  private async actionable(q: Query): Promise<Ref> {
    const source = `async function (json) { const dom = (${DOM_SOURCE})(); return (${tappable.toString()})(dom, JSON.parse(json)); }`;
    return until(
      async () => {
        const r = await this.tab.element(source, JSON.stringify(wire(q)));
        if (typeof r === 'string') throw new Error(r);
        return r;
      },
      `${explain(q)} to be tappable`,
    );
  }

  /** Tap the first match (waits until it can be tapped; retries if the page changed under it). */
  async click(q: Query): Promise<void> {
    await until(
      async () => {
        await this.tab.click(await this.actionable(q));
        return true;
      },
      `a click on ${explain(q)}`,
    );
  }

  /** Type `value` into a text field (emptied first), then check that it holds it. */
  async fill(q: Query, value: string): Promise<void> {
    const el = await this.actionable(q);
    await this.run((dom, w: WireQuery) => {
      const input = dom.find(w)[0] as HTMLInputElement;
      input.focus();
      input.value = '';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, wire(q));
    await this.tab.type(el, value);
    await until(
      async () =>
        (await this.run((dom, w: WireQuery) => (dom.find(w)[0] as HTMLInputElement | undefined)?.value, wire(q))) ===
        value,
      `${explain(q)} to hold ${JSON.stringify(value)}`,
    );
  }

  /** Choose an option of a <select> by value (as a form control does: input and change events). */
  async select(q: Query, value: string): Promise<void> {
    await this.actionable(q);
    const ok = await this.run(
      (dom, w: WireQuery, v: string) => {
        const s = dom.find(w)[0] as HTMLSelectElement;
        if (!Array.from(s.options).some((o) => o.value === v)) return false;
        s.value = v;
        s.dispatchEvent(new Event('input', { bubbles: true }));
        s.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      },
      wire(q),
      value,
    );
    if (!ok) throw new Error(`${explain(q)} has no option ${value}`);
  }

  screenshot(): Promise<Buffer> {
    return this.tab.screenshot();
  }
  close(): Promise<void> {
    return this.tab.close();
  }
}

/** In the page: the element to tap, or why it cannot be tapped yet. */
async function tappable(dom: Dom, w: WireQuery): Promise<Element | string> {
  const el = dom.find(w)[0];
  if (!el) return 'nothing matches';
  if (!dom.visible(el)) return 'not visible';
  if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return 'disabled';
  const inView = (r: DOMRect) => r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  if (!inView(el.getBoundingClientRect()))
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const a = el.getBoundingClientRect();
  await new Promise((r) => setTimeout(r, 50));
  const b = el.getBoundingClientRect();
  if (a.x !== b.x || a.y !== b.y || a.width !== b.width || a.height !== b.height) return 'still moving';
  const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
  if (!hit || !(hit === el || el.contains(hit)))
    return `covered by <${hit?.localName ?? 'nothing'} class="${hit?.getAttribute('class') ?? ''}">`;
  return el;
}
