/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

// The browser tests in Firefox ESR and WebKitGTK (e2e-engines/, `npm run test:engines`): one file
// per engine, the two side by side (two cores; each serves the production build in dist/ on a
// port of its own), and with them the bots' guard (test/bots/*.guard.ts, issue 30 §4, whose time
// bounds are made for a busy machine).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e-engines/**/*.test.ts', 'test/bots/**/*.guard.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 240_000,
    hookTimeout: 120_000,
    retry: process.env.CI ? 1 : 0,
    reporters: ['verbose'],
  },
});
