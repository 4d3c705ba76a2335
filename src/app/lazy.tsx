/** Load a screen's code on first use, so the first visit stays small. */
import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ready, words } from '../i18n/current.ts';
import { appWords } from './app.words.ts';

/**
 * `onFail`: what shows when the code cannot be loaded (a screen says so; a part of one may show
 * nothing). The screen's own words in the current language (its catalogues register as its code
 * loads) are loaded before it first renders, so it never shows English first (issue 27).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onFail: () => JSX.Element | null = () => <p class="notice page">{words(appWords).cannotLoad}</p>,
): (props: P) => JSX.Element | null {
  let loaded: ComponentType<P> | null = null;
  let failed = false;
  return function Lazy(props: P) {
    const [C, setC] = useState<ComponentType<P> | null>(() => loaded);
    const [err, setErr] = useState(failed);
    useEffect(() => {
      if (C) return;
      load()
        .then(async (c) => {
          await ready();
          loaded = c;
          setC(() => c);
        })
        .catch(() => {
          failed = true;
          setErr(true);
        });
    }, []);
    if (err) return onFail();
    return C ? <C {...props} /> : null;
  };
}
