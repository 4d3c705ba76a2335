import { test, expect, installApp } from './fixtures.ts';

// These tests install the app (its service worker) as a phone does.
test.use({ serviceWorkers: 'allow' });

test('after one online visit the app installs, starts offline, and never leaves its origin', async ({
  page,
  context,
}) => {
  const foreign: string[] = [];
  context.on('request', (r) => {
    const url = new URL(r.url());
    if (![`127.0.0.1:${process.env.PORT ?? 4173}`].includes(url.host) && url.protocol.startsWith('http'))
      foreign.push(r.url());
  });
  await installApp(page);

  // Chromium says it can be installed.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel=manifest]')!.getAttribute('href')!;
    return (await fetch(href)).json();
  });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toContain('192x192');
  expect(sizes).toContain('512x512');
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  expect(manifest.display).toBe('standalone');
  expect(manifest.name).toBe('Carriage');

  // Network off: the app still starts, and its lazy screens still load.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'A pocket card table' })).toBeVisible();
  await page.getByRole('link', { name: 'Score sheets' }).click();
  await expect(page.getByRole('button', { name: 'New score sheet' })).toBeVisible();
  await page.goto('/#/settings');
  await expect(page.getByRole('button', { name: 'Export backup', exact: true })).toBeVisible();
  expect(foreign).toEqual([]);
});
