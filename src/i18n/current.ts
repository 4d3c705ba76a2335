/**
 * The language on screen now, and the catalogues that word the screens in it (issue 27).
 *
 * A catalogue is one area's words (a screen, a table, a family's events): English inline, as a
 * plain object, and Japanese and Korean each in a lazy chunk of their own, typed against the
 * English object (`satisfies` in the chunk, so the compiler refuses a missing or extra key).
 * A component reads `words(cat)` while rendering: it gets the current language's object and
 * re-renders when the language changes or its chunk arrives.
 *
 * The language changes through `setLanguage`, which first loads every catalogue already known
 * in that language and only then flips `lang`, so a screen never shows half of each. A screen
 * loaded later (`lazyScreen`) loads its own catalogues' chunks before it first renders (`ready`).
 *
 * Pure of the DOM except `applyLang`, which sets `lang` on the document.
 */
import { signal } from '@preact/signals';
import type { Lang } from './lang.ts';

/** The language the screens speak now. */
export const lang = signal<Lang>('en');

/** Bumped when a chunk arrives, so a screen that fell back to English re-renders. */
const arrived = signal(0);

type Other = Exclude<Lang, 'en'>;

export interface Catalogue<T> {
  readonly en: T;
  /** The languages loaded so far. */
  readonly loaded: Partial<Record<Other, T>>;
  readonly load: Record<Other, () => Promise<T>>;
}

const known: Catalogue<unknown>[] = [];
const pending = new Map<Catalogue<unknown>, Partial<Record<Other, Promise<void>>>>();

/**
 * An area's words: `en` inline, the others as loaders of their chunks, e.g.
 * `catalogue(en, { ja: () => import('./home.words.ja.ts').then((m) => m.default), ko: … })`.
 */
export function catalogue<T>(en: T, load: Record<Other, () => Promise<T>>): Catalogue<T> {
  const c: Catalogue<T> = { en, loaded: {}, load };
  known.push(c as Catalogue<unknown>);
  return c;
}

function fetchOne<T>(c: Catalogue<T>, l: Other): Promise<void> {
  if (c.loaded[l]) return Promise.resolve();
  const p = pending.get(c as Catalogue<unknown>) ?? {};
  pending.set(c as Catalogue<unknown>, p);
  p[l] ??= c.load[l]().then(
    (w) => {
      (c.loaded as Record<Other, T>)[l] = w;
      arrived.value++;
    },
    (e: unknown) => {
      // A chunk that could not load (offline before it was cached): try again next time.
      delete p[l];
      throw e;
    },
  );
  return p[l];
}

/**
 * The words of `c` in the current language. Read while rendering: the component re-renders
 * when the language changes or the chunk arrives. English until a chunk has loaded (it is
 * loaded before the language is switched or the screen is shown, so that is rare).
 */
export function words<T>(c: Catalogue<T>, l: Lang = lang.value): T {
  void arrived.value;
  if (l === 'en') return c.en;
  const got = c.loaded[l];
  if (got) return got;
  fetchOne(c, l).catch(() => {});
  return c.en;
}

/** Load `l`'s chunk of every catalogue known so far (or of `cats`). Never rejects. */
export async function ready(l: Lang = lang.value, cats: readonly Catalogue<unknown>[] = known): Promise<void> {
  if (l === 'en') return;
  await Promise.all(cats.map((c) => fetchOne(c, l).catch(() => {})));
}

/** Set `lang` on the document (and its direction, always left to right for these three), and link that language's web manifest. */
export function applyLang(l: Lang): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = l;
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `/manifest${l === 'en' ? '' : `.${l}`}.webmanifest`);
}

/** Switch the screens to `l`: every known catalogue's chunk first, then the words, at once. */
export async function setLanguage(l: Lang): Promise<void> {
  await ready(l);
  lang.value = l;
  applyLang(l);
}

/** Every catalogue registered so far (tests: the drift check walks them). */
export function knownCatalogues(): readonly Catalogue<unknown>[] {
  return known;
}
