// How fast a tap on a card answers: time from the click to the DOM showing the selection
// (script + render work), over 60 taps on a Koi-Koi hand, in Debian's Chromium on the
// production build. Prints the median and p95; one frame is 16.7 ms.
import { preview } from 'vite';
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const server = await preview({ preview: { host: '127.0.0.1', port: 4175, strictPort: true }, logLevel: 'warn' });
const profile = mkdtempSync(join(tmpdir(), 'tap-'));
const ctx = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  viewport: { width: 390, height: 844 },
});
try {
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto('http://127.0.0.1:4175/#/new?game=koikoi&seed=tap-latency');
  await page.getByRole('button', { name: 'Start Koi-Koi' }).click();
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await page
    .getByText('Your turn: tap a card in your hand.')
    .or(page.getByText(/is playing/))
    .first()
    .waitFor();
  await page.getByText('Your turn: tap a card in your hand.').waitFor({ timeout: 20000 });
  const times = await page.evaluate(async () => {
    const out = [];
    for (let i = 0; i < 60; i++) {
      const buttons = [...document.querySelectorAll('[aria-label="Your hand"] button')];
      const b = buttons[i % buttons.length];
      const done = new Promise((res) => {
        const o = new MutationObserver(() => {
          if (b.getAttribute('aria-pressed') === 'true') {
            o.disconnect();
            res(performance.now());
          }
        });
        o.observe(document.body, { subtree: true, attributes: true, childList: true });
      });
      const t0 = performance.now();
      b.click();
      out.push((await done) - t0);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    }
    return out;
  });
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(
    `Tap on a hand card → selection rendered: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms (one frame = 16.7 ms)`,
  );
} finally {
  await ctx.close();
  rmSync(profile, { recursive: true, force: true });
  server.httpServer.close();
}
