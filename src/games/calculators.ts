/**
 * Score-pad calculators for people playing with a physical deck, one lazy chunk per game:
 * the score pad (src/app/screens/Sheet.tsx) looks a game up here and loads its calculator
 * only when it is opened. Keep this file tiny: it is part of the score pad's chunk.
 *
 * - `player` calculators count one player's cards (TravFuda) and fill that player's score.
 * - `round` calculators work out the whole round and fill every player's score; they are
 *   built with `roundCalculator` (src/games/calc/host.tsx), which brings the sheet's rules.
 *   Adding one is a file exporting `roundCalculator({...})` as default plus a line below.
 */
import type { CalculatorEntry } from './calc/types.ts';

export const CALCULATORS: Readonly<Record<string, CalculatorEntry>> = {
  travfuda: { kind: 'player', load: () => import('./travfuda/ui/Calculator.tsx').then((m) => m.TravFudaCalculator) },
  koikoi: { kind: 'round', load: () => import('./hanafuda/calc/KoiKoiCalc.tsx').then((m) => m.default) },
  gostop: { kind: 'round', load: () => import('./hanafuda/calc/GoStopCalc.tsx').then((m) => m.default) },
  mushi: { kind: 'round', load: () => import('./hanafuda/calc/MushiCalc.tsx').then((m) => m.default) },
  higobana: { kind: 'round', load: () => import('./hanafuda/calc/HigoBanaCalc.tsx').then((m) => m.default) },
  'career-poker': { kind: 'round', load: () => import('./career-poker/calc/CareerPokerCalc.tsx').then((m) => m.default) },
  capture: { kind: 'round', load: () => import('./capture/calc/CaptureCalc.tsx').then((m) => m.default) },
};
