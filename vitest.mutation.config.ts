/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

// Mutation runs (`npm run mutation`, see stryker.config.mjs and docs/testing.md): only the fast,
// focused tests of the scoring and rule modules. Random-match property tests are too slow to
// rerun for every mutant; they run in the ordinary suite.
//
// MUTATION_TESTS=yaku|capture|gostop|travfuda|progress|hana-progress|cp|ucd|tally narrows the run to the tests of one mutated file, so a
// one-file run (`MUTATION_TESTS=travfuda npx stryker run --mutate src/games/travfuda/scoring.ts`)
// does not load the other games' tests. Unset: all of them.
const SETS: Record<string, string[]> = {
  yaku: [
    'test/games/hanafuda/yaku*.test.ts',
    'test/games/hanafuda/*.scoring.test.ts',
    'test/games/hanafuda/calc.roundscore.test.ts',
    'test/games/hanafuda/*.scenario.test.ts',
  ],
  capture: ['test/games/hanafuda/capture*.test.ts', 'test/games/hanafuda/*.scenario.test.ts'],
  // Go-Stop's scoring (src/games/hanafuda/gostop-scoring.ts): its scoring and danger tests, the
  // score pad's round scores and the Go-Stop scenarios.
  gostop: [
    'test/games/hanafuda/gostop-scoring.test.ts',
    'test/games/hanafuda/gostop.scoring.test.ts',
    'test/games/hanafuda/gostop.dangers.test.ts',
    'test/games/hanafuda/calc.roundscore.test.ts',
    'test/games/hanafuda/gostop*.scenario.test.ts',
  ],
  // Career Poker's rules kernel (src/games/career-poker/rules.ts): its own tests and the scenarios.
  cp: [
    'test/games/career-poker/rules.test.ts',
    'test/games/career-poker/scenarios.test.ts',
    'test/games/career-poker/progress.test.ts',
  ],
  // Career Poker's standing (src/games/career-poker/progress.ts), alone.
  'cp-progress': ['test/games/career-poker/progress.test.ts'],
  // Capture's rules kernel (src/games/capture/rules.ts) and where a hand stands (progress.ts).
  ucd: [
    'test/games/capture/rules.test.ts',
    'test/games/capture/scenarios.test.ts',
    'test/games/capture/progress.test.ts',
  ],
  // Match standings and tallies (src/engine/tally.ts).
  tally: ['test/engine/tally.test.ts', 'test/engine/standings.test.ts', 'test/store/sheets.test.ts'],
  // TravFuda's scoring (scoring.ts), table piles (piles.ts) and first-dealer draw (dealer.ts).
  travfuda: [
    'test/games/travfuda/scenarios.test.ts',
    'test/games/travfuda/scoring*.test.ts',
    'test/games/travfuda/piles.test.ts',
    'test/games/travfuda/dealer.test.ts',
    'test/games/travfuda/progress.test.ts',
  ],
  // The progress toward Hanafuda yaku (src/games/hanafuda/progress.ts, mushi-progress.ts, higobana-progress.ts), issue 28 §3.
  'hana-progress': ['test/games/hanafuda/progress.test.ts', 'test/games/hanafuda/progress.mushi-higobana.test.ts'],
  // The progress toward TravFuda's combinations (src/games/travfuda/progress.ts), issue 28 §3.
  progress: ['test/games/travfuda/progress.test.ts'],
};
const chosen = process.env.MUTATION_TESTS;
if (chosen !== undefined && !(chosen in SETS)) {
  throw new Error(`MUTATION_TESTS must be one of ${Object.keys(SETS).join(', ')}, not "${chosen}"`);
}

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    // Mutated code is instrumented and the machine is shared: be patient.
    testTimeout: 60_000,
    setupFiles: ['test/setup-fast-check.ts'],
    include: chosen ? SETS[chosen]! : [...new Set(Object.values(SETS).flat())],
  },
});
