// Dev helper: screenshots of app routes at phone size, light and dark.
// Usage: node dev/shoot.mjs <outdir> <route> [<route> ...]   (a preview server must run on :4173)
import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [out = '/tmp/shots', ...routes] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
for (const scheme of ['light', 'dark']) {
  const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'shoot-')), {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    colorScheme: scheme,
  });
  const page = ctx.pages()[0];
  for (const r of routes.length ? routes : ['/']) {
    await page.goto(`http://127.0.0.1:4173/#${r}`);
    await page.waitForTimeout(700);
    const name = (r.replace(/[^a-z0-9]+/gi, '_') || 'home') + `-${scheme}.png`;
    await page.screenshot({ path: join(out, name), fullPage: false });
    console.log(join(out, name));
  }
  await ctx.close();
}
