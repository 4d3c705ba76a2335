// Dev: play Koi-Koi against the bot through the UI and screenshot each kind of moment.
import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
const scheme = process.argv[2] ?? 'light';
const width = Number(process.argv[3] ?? 390);
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/p-'), {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  viewport: { width, height: 844 },
  colorScheme: scheme,
});
const page = ctx.pages()[0];
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.goto('http://127.0.0.1:4173/#/new?game=koikoi&seed=shots-3');
await page.getByLabel('Seat 1 name').fill('Aiko');
await page.getByRole('button', { name: 'Start Koi-Koi' }).click();
await page.getByRole('button', { name: 'Deal the cards' }).click();
const shot = async (n) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/kk-${n}-${scheme}-${width}.png` });
  console.log(n);
};
const taken = new Set();
for (let i = 0; i < 300; i++) {
  await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
  const hand = page.getByRole('region', { name: 'Your hand' }).getByRole('button');
  if (await page.getByRole('heading', { name: /round over|Match over/ }).isVisible()) {
    await shot('roundover');
    break;
  }
  if (await page.getByRole('button', { name: /^Stop: / }).isVisible()) {
    if (!taken.has('decide')) {
      taken.add('decide');
      await shot('decide');
    }
    await page.getByRole('button', { name: /^Stop: / }).click();
    continue;
  }
  if (await page.getByText('Choose a card: tap').isVisible()) {
    if (!taken.has('choose')) {
      taken.add('choose');
      await shot('choose');
    }
    await page
      .getByRole('region', { name: 'Field' })
      .getByRole('button', { name: /^Koi-Koi/ })
      .first()
      .click();
    continue;
  }
  if (await page.getByRole('button', { name: 'Draw from the stock', exact: true }).isVisible()) {
    if (!taken.has('draw')) {
      taken.add('draw');
      await shot('draw');
    }
    await page.getByRole('button', { name: 'Draw from the stock', exact: true }).click();
    continue;
  }
  if ((await page.getByText('Your turn: tap a card').isVisible()) && (await hand.count()) > 0) {
    const c = hand.nth(i % (await hand.count()));
    await c.click();
    if (!taken.has('selected')) {
      taken.add('selected');
      await shot('selected');
    }
    await c.click();
    continue;
  }
  await page.waitForTimeout(150);
}
await ctx.close();
