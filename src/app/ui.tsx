/** Small shared pieces of the shell. */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { navigate } from './router.ts';
import { lang, words } from '../i18n/current.ts';
import { shellWords } from './shell.words.ts';

export function TopBar({ title, back, children }: { title: string; back?: string; children?: ComponentChildren }) {
  const ref = useRef<HTMLElement>(null);
  // What sticks under the top bar (a score sheet's names and totals) needs its height, which a
  // long title or the safe area can change.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const set = () => document.documentElement.style.setProperty('--topbar-h', `${el.offsetHeight}px`);
    set();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(set);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <header class="topbar" ref={ref}>
      {back !== undefined && (
        <a
          class="icon-btn"
          href={`#${back}`}
          aria-label={words(shellWords).back}
          onClick={(e) => {
            e.preventDefault();
            if (history.length > 1 && back === '/') history.back();
            else navigate(back);
          }}
        >
          <span aria-hidden="true">‹</span>
        </a>
      )}
      {/* a long title may wrap to two lines, a size smaller on a narrow screen (styles.css) */}
      <h1 class={width(title) > 16 ? 'long' : undefined}>{title}</h1>
      {children}
    </header>
  );
}

/** A title's width in Latin letters: a Japanese or Korean character is about two. */
const width = (t: string) => [...t].reduce((n, c) => n + (c.charCodeAt(0) >= 0x2e80 ? 2 : 1), 0);

/** A page body whose heading gets focus on arrival, for screen readers and keyboards. */
export function Page({ children, label }: { children: ComponentChildren; label: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [label]);
  return (
    <main class="page" tabIndex={-1} ref={ref} aria-label={label} style={{ outline: 'none' }}>
      {children}
    </main>
  );
}

/** A bottom sheet dialog with focus moved inside and Escape to close. */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const prev = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>('input, select, textarea, button');
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      prev?.focus?.();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a tap beside the dialog closes it; keyboards close it with Escape (the keydown listener above)
    <div class="scrim" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div class="sheet-dialog" role="dialog" aria-modal="true" aria-label={title} ref={ref}>
        <h2>{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** "just now", "5 min ago", "2 h ago", then the day ("3 Nov", "11月3日", "11월 3일"), in the current language. */
export function relativeTime(ms: number, now = Date.now()): string {
  const w = words(shellWords);
  const s = Math.round((now - ms) / 1000);
  if (s < 60) return w.justNow;
  const m = Math.round(s / 60);
  if (m < 60) return w.minAgo(m);
  const h = Math.round(m / 60);
  if (h < 24) return w.hAgo(h);
  const l = lang.value;
  return new Date(ms).toLocaleDateString(l === 'en' ? undefined : l, { day: 'numeric', month: 'short' });
}

/** Offer a file for download (CSV, backup). */
export function download(filename: string, data: string | Blob, type: string): void {
  const url = URL.createObjectURL(typeof data === 'string' ? new Blob([data], { type }) : data);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // A large file takes a while to hand over: keep the URL a minute.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
