/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

// The arena is a script that prints figures (run with `npm run arena`); it asserts nothing.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['bench/**/*.arena.ts'],
    globals: true,
    testTimeout: 3_600_000,
    reporters: ['verbose'],
  },
});
