// The table screenshots of docs/screens/: `npm run build`, then
// `PORT=4183 npx playwright test -c dev/screens.config.ts` (writes docs/screens/*.png; SCHEME=dark
// writes dark ones to /tmp/screens-dark instead). Needs ImageMagick's `convert` for indexed PNGs.
// `storage.shoot` alone: the storage branches of issue 26 into docs/screens/storage/.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.PORT ?? 4173);
export default defineConfig({
  testDir: '.',
  testMatch: ['screens.shoot.ts', 'sheets.shoot.ts', 'storage.shoot.ts'],
  timeout: 180_000,
  workers: 1,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: true,
    cwd: '..',
    timeout: 60_000,
  },
});
