/** The charts' code loads on first use (its own chunk): a sheet or a match end imports only this. */
import { lazyScreen } from '../lazy.tsx';
import type { RunningTotalsProps } from './RunningTotals.tsx';

export const RunningTotals = lazyScreen<RunningTotalsProps>(
  () => import('./RunningTotals.tsx').then((m) => m.RunningTotals),
  () => null,
);
