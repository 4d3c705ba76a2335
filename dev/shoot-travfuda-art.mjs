// Dev: screenshots of the TravFuda art preview into /tmp/travfuda-art/.
// Start the dev server first: npx vite --port 5182 --strictPort (from the worktree).
// Usage: node dev/shoot-travfuda-art.mjs [name query dpr width] … (default: a standard set)
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const out = '/tmp/travfuda-art';
mkdirSync(out, { recursive: true });
const args = process.argv.slice(2);
const shots = args.length
  ? [{ name: args[0], query: args[1] ?? '', dpr: Number(args[2] ?? 2), width: Number(args[3] ?? 480) }]
  : [
      { name: 'all-56-light', query: 'w=56&bg=light', dpr: 3, width: 420 },
      { name: 'all-56-dark', query: 'w=56&bg=dark', dpr: 3, width: 420 },
      { name: 'all-56-dpr1', query: 'w=56&bg=light', dpr: 1, width: 420 },
      { name: 'all-48-dpr2', query: 'w=48&bg=dark', dpr: 2, width: 420 },
      { name: 'all-120-light', query: 'w=120&bg=light', dpr: 1, width: 900 },
      { name: 'all-120-dark', query: 'w=120&bg=dark', dpr: 1, width: 900 },
      { name: 'nolabel-56', query: 'w=56&bg=light&label=0', dpr: 2, width: 420 },
      { name: 'page', query: '', dpr: 1, width: 900 },
    ];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const s of shots) {
  const page = await browser.newPage({ viewport: { width: s.width, height: 800 }, deviceScaleFactor: s.dpr });
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on(
    'response',
    (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && console.log('HTTP', r.status(), r.url()),
  );
  await page.goto(`http://127.0.0.1:5182/dev/travfuda-art.html?${s.query}`);
  await page.waitForSelector('svg');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${s.name}.png`, fullPage: true });
  console.log(`${out}/${s.name}.png`);
  await page.close();
}
await browser.close();
