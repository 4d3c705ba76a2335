/**
 * Score-pad calculators for people playing with a physical deck, one lazy chunk per game:
 * the score pad (src/app/screens/Sheet.tsx) looks a game up here and loads its calculator
 * only when it is opened. Each comes from its game's manifest (`calculator`).
 *
 * - `player` calculators count one player's cards (TravFuda) and fill that player's score.
 * - `round` calculators work out the whole round and fill every player's score; they are
 *   built with `roundCalculator` (src/games/calc/host.tsx), which brings the sheet's rules.
 *   Adding one is a file exporting `roundCalculator({...})` as default plus the `calculator`
 *   line of the game's manifest.
 */
import type { CalculatorEntry } from './calc/types.ts';
import { MANIFESTS } from './manifests.ts';

export const CALCULATORS: Readonly<Record<string, CalculatorEntry>> = Object.fromEntries(
  MANIFESTS.flatMap((m) => (m.calculator ? [[m.id, m.calculator] as const] : [])),
);
