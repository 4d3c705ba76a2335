/** Load a screen's code on first use, so the first visit stays small. */
import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** `onFail`: what shows when the code cannot be loaded (a screen says so; a part of one may show nothing). */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onFail: () => JSX.Element | null = () => (
    <p class="notice page">This screen could not be loaded. Reload the app to try again.</p>
  ),
): (props: P) => JSX.Element | null {
  let loaded: ComponentType<P> | null = null;
  let failed = false;
  return function Lazy(props: P) {
    const [C, setC] = useState<ComponentType<P> | null>(() => loaded);
    const [err, setErr] = useState(failed);
    useEffect(() => {
      if (C) return;
      load()
        .then((c) => {
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
