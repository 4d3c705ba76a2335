import { defineConfig } from '@playwright/test';

// The benchmarks in Chromium, one at a time, named on the command line: the store at scale
// (e2e/scale.bench.ts, issue 30 §5) and backups at scale (e2e/backup-scale.bench.ts, issue 31), e.g.
//   npx playwright test --config e2e/bench.config.ts scale.bench
// Not part of the browser tests (their config runs `*.spec.ts` only). BENCH_DIST serves another
// build (e.g. an unminified one for a readable trace); PORT as in playwright.config.ts.
const port = Number(process.env.PORT ?? 4190);

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
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
