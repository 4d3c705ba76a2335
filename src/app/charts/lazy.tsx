/**
 * The running totals' chart and sharing as the screens show them (a match's end, a score sheet):
 * their own chunk, loaded when a result is shown (nothing while it loads or when it cannot). Not
 * lazyScreen: a lazy chunk importing it would cost the first visit an export.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ready } from '../../i18n/current.ts';
import type { RunningTotalsProps } from './RunningTotals.tsx';

let loadedTotals: ComponentType<RunningTotalsProps> | null = null;

export function RunningTotals(p: RunningTotalsProps) {
  const [C, setC] = useState(() => loadedTotals);
  useEffect(() => {
    if (C) return;
    import('./RunningTotals.tsx')
      .then(async (m) => {
        await ready();
        loadedTotals = m.RunningTotals;
        setC(() => m.RunningTotals);
      })
      .catch(() => undefined);
  }, []);
  return C ? <C {...p} /> : null;
}
