import { test, expect, type Page } from './fixtures.ts';

/** Every visible control: its accessible name and size. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], input, select, summary, [role=button]')) {
      // A checkbox or radio is tapped through its whole label.
      const target = (el.matches('input[type=checkbox], input[type=radio]') && el.closest('label')) || el;
      const r = target.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || style.opacity === '0') {
        // Invisible file inputs lie over a visible 44 px label: measure the label instead.
        continue;
      }
      if (r.width < 44 || r.height < 44) out.push(`${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return out;
  });
}

const routes = ['/', '/new', '/sheets', '/settings', '/rules'];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`at 360 px wide, ${scheme}`, () => {
    test.use({ colorScheme: scheme });
    test('no screen scrolls sideways and every control is at least 44 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const r of routes) {
        await page.goto(`/#${r}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main')).toBeVisible();
        const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        expect(scroll, `${r} scrolls sideways`).toBeLessThanOrEqual(client);
        expect(await smallTargets(page), `${r} has small targets`).toEqual([]);
      }
    });
  });
}

test('every control has a name', async ({ page }) => {
  for (const r of routes) {
    await page.goto(`/#${r}`);
    await expect(page.locator('main')).toBeVisible();
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, a[href], input, select')]
        .filter((el) => {
          const label = el.getAttribute('aria-label') || el.textContent?.trim() || (el.id && document.querySelector(`label[for="${el.id}"]`)) || el.closest('label');
          return !label;
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed, r).toEqual([]);
  }
});

for (const [game, players] of [
  ['koikoi', 2],
  ['travfuda', 6],
  ['imperial-baccarat', 6],
] as const) {
  test(`the ${game} table at 360 px: no sideways scroll, 44 px targets`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/#/new?game=${game}&seed=layout`);
    if (players > 2) await page.getByRole('combobox', { name: 'Players' }).selectOption(String(players));
    await page.getByRole('button', { name: /^Start / }).click();
    const deal = page.getByRole('button', { name: 'Deal the cards' });
    if (await deal.isVisible({ timeout: 3000 }).catch(() => false)) await deal.click();
    await page.locator('.felt').waitFor();
    await page.waitForTimeout(500);
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
    expect(await smallTargets(page)).toEqual([]);
  });
}
