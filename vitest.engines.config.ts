/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

// The browser tests in Firefox ESR and WebKitGTK (e2e-engines/, `npm run test:engines`): one file
// per engine, one engine after the other (two cores), against the production build in dist/.
// With them, alone on the machine as they are, the bots' guard (test/bots/*.guard.ts, issue 30 §4).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e-engines/**/*.test.ts', 'test/bots/**/*.guard.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
    retry: process.env.CI ? 1 : 0,
    reporters: ['verbose'],
  },
});
