import { readFileSync, writeFileSync } from 'node:fs';
import { test, expect, installApp } from './fixtures.ts';

// These tests install the app (its service worker) as a phone does.
test.use({ serviceWorkers: 'allow' });

test('a new version shows "Update available — Reload", and Reload starts it', async ({ page }) => {
  await installApp(page);
  const before = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
  expect(before).toContain('/sw.js');
  // Publish a "new version": the service worker file changes by a byte.
  const sw = 'dist/sw.js';
  const original = readFileSync(sw, 'utf8');
  try {
    writeFileSync(sw, `${original}\n// next version ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const toast = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    const changed = page.waitForEvent('framenavigated');
    await toast.getByRole('button', { name: 'Reload' }).click();
    await changed;
    await expect(page.getByRole('heading', { name: 'A pocket card table' })).toBeVisible();
    const waiting = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
    expect(waiting, 'the new version took over').toBe(false);
  } finally {
    writeFileSync(sw, original);
  }
});
