// Dev: play a TravFuda-family game through the UI against bots and screenshot moments.
import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
const [game = 'travfuda', players = '3', scheme = 'light'] = process.argv.slice(2);
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
  viewport: { width: 390, height: 844 },
  colorScheme: scheme,
});
const page = ctx.pages()[0];
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.goto(`http://127.0.0.1:4173/#/new?game=${game}&seed=shots-tf-2`);
await page.getByLabel('Players', { exact: true }).selectOption(players);
await page.getByRole('button', { name: /^Start / }).click();
const shot = async (n) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${game}-${n}-${scheme}.png` });
  console.log(n);
};
const taken = new Set();
const once = async (n) => {
  if (!taken.has(n)) {
    taken.add(n);
    await shot(n);
  }
};
for (let i = 0; i < 400; i++) {
  await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
  const click = async (name) => {
    const b = page.getByRole('button', { name }).first();
    if (await b.isVisible()) {
      await b.click();
      return true;
    }
    return false;
  };
  if (await page.getByRole('heading', { name: /over$|showdown$/ }).isVisible()) {
    await shot('end');
    break;
  }
  if (await click('Deal the cards')) continue;
  if (await page.getByRole('heading', { name: /You reached 3|combinations rose/ }).isVisible()) {
    await once('decide');
    await click(/^Jump/);
    continue;
  }
  if (await page.getByRole('heading', { name: 'Declare?' }).isVisible()) {
    await once('declare');
    await click('No declaration');
    continue;
  }
  if (await click(/^Ante 1$/)) continue;
  if (await click(/^Match /)) continue;
  const table = page.getByRole('region', { name: 'Table cards' }).getByRole('button');
  if ((await table.count()) > 0) {
    await once('take');
    await table.first().click();
    continue;
  }
  if (await page.getByRole('button', { name: 'Stand' }).isVisible()) {
    await once('draw-or-stand');
    await click('Stand');
    continue;
  }
  if (await click('Draw from the stock')) continue;
  const lit = page.getByRole('group', { name: 'Piles' }).getByRole('button');
  if ((await lit.count()) > 0) {
    await once('pile-choice');
    await lit.first().click();
    continue;
  }
  const hand = page.getByRole('region', { name: 'Your hand' }).getByRole('button');
  if ((await hand.count()) > 0 && (await page.getByText('Your turn: tap a card').isVisible())) {
    await hand.first().click();
    await once('selected');
    const act = page.getByRole('button', { name: /Start a new pile|Put it on the lit pile/ });
    if (await act.isVisible()) await act.click();
    continue;
  }
  await page.waitForTimeout(150);
}
await ctx.close();
