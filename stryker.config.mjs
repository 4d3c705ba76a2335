// Mutation testing of the scoring and rule modules: `npm run mutation` (docs/testing.md).
// One file while iterating: `npx stryker run --mutate src/games/hanafuda/yaku.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  // TypeScript 7 has no JS API for Stryker's tsconfig rewriting; our tsconfig has no extends or
  // references to rewrite, so point Stryker at a file that does not exist and it skips the step.
  tsconfigFile: 'tsconfig.stryker-skip.json',
  concurrency: 2,
  // Every rules and scoring module with its own file (docs/testing.md, "Mutation testing").
  mutate: [
    'src/games/hanafuda/yaku.ts',
    'src/games/hanafuda/capture.ts',
    'src/games/hanafuda/gostop-scoring.ts',
    'src/games/hanafuda/progress.ts',
    'src/games/hanafuda/mushi-progress.ts',
    'src/games/hanafuda/higobana-progress.ts',
    'src/games/travfuda/scoring.ts',
    'src/games/travfuda/progress.ts',
    'src/games/travfuda/piles.ts',
    'src/games/travfuda/dealer.ts',
    'src/games/capture/rules.ts',
    'src/games/capture/progress.ts',
    'src/games/career-poker/rules.ts',
    'src/games/career-poker/progress.ts',
    'src/engine/tally.ts',
  ],
  // Player-facing names and messages are not rules.
  ignoreStatic: true,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  timeoutMS: 20000,
};
