import { defineConfig } from '@playwright/test';

// Browser tests run the production build (service worker included) in Debian's Chromium.
// PORT picks the preview port (default 4173), so two checkouts can run their tests side by side.
const port = Number(process.env.PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A fresh profile's service worker precaches every file the app ships (about 280) as the
    // first page loads: seconds of a busy core per test. Tests run with service workers blocked
    // (the app runs without one, as in a browser that has none) unless their file asks for them
    // with `test.use({ serviceWorkers: 'allow' })`: installing, going offline, updating.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
