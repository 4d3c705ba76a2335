/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

// Mutation runs (`npm run mutation`, see stryker.config.mjs and docs/testing.md): only the fast,
// focused tests of the scoring and rule modules. Random-match property tests are too slow to
// rerun for every mutant; they run in the ordinary suite.
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    // Mutated code is instrumented and the machine is shared: be patient.
    testTimeout: 60_000,
    include: [
      'test/games/hanafuda/yaku*.test.ts',
      'test/games/hanafuda/*.scoring.test.ts',
      'test/games/hanafuda/capture*.test.ts',
      'test/games/hanafuda/*.scenario.test.ts',
      'test/games/travfuda/scenarios.test.ts',
      'test/games/travfuda/scoring*.test.ts',
    ],
  },
});
