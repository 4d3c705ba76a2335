/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

// Benchmarks are scripts that print figures (run with `npm run bench`); they assert nothing about time.
// `--expose-gc` and a large young generation let bench/engines-vs-base.bench.ts measure bytes allocated per move.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['bench/**/*.bench.ts'],
    globals: true,
    testTimeout: 600_000,
    reporters: ['verbose'],
    pool: 'forks',
    execArgv: ['--expose-gc', '--max-semi-space-size=64'],
  },
});
