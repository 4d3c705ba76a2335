import { defineConfig } from '@playwright/test';

// The scale figures of issue 30 §5 in Chromium (e2e/scale.bench.ts): not part of the browser tests
// (their config runs `*.spec.ts` only). BENCH_DIST serves another build; PORT as in playwright.config.ts.
const port = Number(process.env.PORT ?? 4190);

export default defineConfig({
  testDir: '.',
  testMatch: 'scale.bench.ts',
  timeout: 4 * 3_600_000,
  workers: 1,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${process.env.BENCH_DIST ?? 'dist'}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
