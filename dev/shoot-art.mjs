// Dev: screenshot an art preview page. Usage: node dev/shoot-art.mjs <page> <out.png> [query]
import { chromium } from 'playwright-core';
const [pageName, out, query = ''] = process.argv.slice(2);
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const p = await b.newPage({ viewport: { width: 420, height: 900 }, deviceScaleFactor: 2 });
p.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await p.goto(`http://127.0.0.1:5181/dev/${pageName}.html?${query}`);
await p.waitForTimeout(1500);
await p.screenshot({ path: out, fullPage: true });
await b.close();
