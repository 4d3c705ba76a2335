/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

// Benchmarks are scripts that print figures (run with `npm run bench`); they assert nothing about time.
export default defineConfig({
  test: { environment: 'node', include: ['bench/**/*.bench.ts'], globals: true, testTimeout: 600_000, reporters: ['verbose'] },
});
