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

// ---------- one screen per turn (issue 12 §1) ----------

/** The playable games and the seat counts the layout must hold (every count where the table changes shape). */
const TABLES: { id: string; title: string; players: number[]; family: 'hana' | 'trav' }[] = [
  { id: 'koikoi', title: 'Koi-Koi', players: [2], family: 'hana' },
  { id: 'gostop', title: 'Go-Stop', players: [2, 3], family: 'hana' },
  { id: 'mushi', title: 'Mushi', players: [2], family: 'hana' },
  { id: 'higobana', title: 'Higo-Bana', players: [2, 3, 4, 5, 6, 7], family: 'hana' },
  { id: 'travfuda', title: 'TravFuda', players: [2, 6], family: 'trav' },
  { id: 'travfuda-run-or-jump', title: 'Run or Jump!', players: [2, 6], family: 'trav' },
  { id: 'imperial-baccarat', title: 'Imperial Baccarat', players: [2, 6], family: 'trav' },
  { id: 'denebian-baccarat', title: 'Denebian Baccarat', players: [2, 6], family: 'trav' },
];

const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

/** Start a match of `id` with one person (seat 1) and bots; deal when asked. */
async function startMatch(page: Page, id: string, title: string, players: number): Promise<void> {
  await page.goto(`/#/new?game=${id}&seed=layout-${id}-${players}`);
  const select = page.getByRole('combobox', { name: 'Players' });
  if (players !== 2 || (await select.isVisible().catch(() => false))) await select.selectOption(String(players));
  await page.getByRole('button', { name: `Start ${title}` }).click();
  await page.locator('.felt').waitFor();
}

/**
 * What must be on screen when a turn begins: every legal (enabled) card in my hand and every lit
 * target. Each is checked by its bounding box against the viewport and by what is really painted
 * at a point inside its visible strip (so a card clipped by a scrolling panel or covered by another
 * part counts as off screen). Returns the offenders, and whether the page scrolls sideways.
 */
async function offScreen(page: Page): Promise<{ out: string[]; sideways: boolean }> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const out: string[] = [];
    const hand = [...document.querySelectorAll<HTMLElement>('[aria-label="Your hand"] button:not([disabled])')];
    const lit = [...document.querySelectorAll<HTMLElement>('button.card.target, button.target')];
    for (const el of new Set([...hand, ...lit])) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
      if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) {
        out.push(`${name} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} (viewport ${vw}×${vh})`);
        continue;
      }
      // A fanned card shows at least its left strip; probe there, half-way down.
      const x = r.left + Math.min(12, r.width / 2);
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit))) out.push(`${name} is covered or clipped at ${Math.round(x)},${Math.round(y)}`);
    }
    return { out, sideways: document.documentElement.scrollWidth > vw };
  });
}

/** One step of whatever the screen asks me; returns what it did ('turn' when my turn is on screen and untouched). */
async function step(page: Page, game: string): Promise<string> {
  await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
  const click = async (name: string | RegExp) => {
    const b = page.getByRole('button', { name }).first();
    if (await b.isVisible().catch(() => false)) {
      await b.click();
      return true;
    }
    return false;
  };
  if (await click(/^I'm .* show my cards$/)) return 'handoff';
  if (await click('Deal the cards')) return 'deal';
  if (await page.getByRole('heading', { name: /over$|showdown$/ }).isVisible().catch(() => false)) return 'round-over';
  if (await page.getByRole('heading', { name: 'Declare?' }).isVisible().catch(() => false)) return (await click('No declaration')) ? 'declare' : 'wait';
  if (await page.getByRole('heading', { name: /You reached 3|combinations rose/ }).isVisible().catch(() => false)) return (await click(/^Jump/)) ? 'decide' : 'wait';
  if (await click(/^Stop/)) return 'stop';
  if (await click(/^Ante 2$/)) return 'ante';
  if (await click(/^Match /)) return 'match';
  const yourTurn = page.getByText(/^Your turn: tap a card/);
  const choosing = page.getByText('Choose a card: tap the one to take.');
  const draw = page.getByRole('button', { name: 'Draw from the stock', exact: true });
  const table = page.getByRole('region', { name: 'Table cards' }).getByRole('button', { name: new RegExp(`^${game}: `) });
  const lit = page.locator('button.card.target');
  const mine = (await yourTurn.isVisible().catch(() => false)) || (await choosing.isVisible().catch(() => false)) || (await draw.isVisible().catch(() => false)) || (await table.count()) > 0 || (await page.getByRole('button', { name: 'Stand' }).isVisible().catch(() => false));
  if (mine) return 'turn';
  if ((await lit.count()) > 0) {
    await lit.first().click();
    return 'lit';
  }
  await page.waitForTimeout(100);
  return 'wait';
}

/** Take my turn (after it was checked): the simplest legal action on screen. */
async function takeTurn(page: Page, game: string): Promise<void> {
  const choosing = page.getByText('Choose a card: tap the one to take.');
  if (await choosing.isVisible().catch(() => false)) {
    await page.getByRole('region', { name: 'Field' }).locator('button.card.target').first().click();
    return;
  }
  const draw = page.getByRole('button', { name: 'Draw from the stock', exact: true });
  if (await draw.isVisible().catch(() => false)) return draw.click();
  const table = page.getByRole('region', { name: 'Table cards' }).getByRole('button', { name: new RegExp(`^${game}: `) });
  if ((await table.count()) > 0) return table.first().click();
  const stand = page.getByRole('button', { name: 'Stand' });
  if (await stand.isVisible().catch(() => false)) return stand.click();
  const card = page.getByRole('region', { name: 'Your hand' }).locator('button:not([disabled])').first();
  await card.click();
  const act = page.getByRole('button', { name: /Start a new pile|Put it on the lit pile|Play it to the field|Play and capture/ });
  if (await act.first().isVisible().catch(() => false)) await act.first().click();
  else if (await card.isVisible().catch(() => false) && (await card.getAttribute('aria-pressed')) === 'true') await card.click();
  // Two lit piles: take the first.
  const lit = page.locator('button.card.target, .piles button.target');
  if ((await page.locator('.overlay').count()) === 0 && (await lit.count()) > 0 && (await lit.first().isVisible().catch(() => false))) await lit.first().click().catch(() => undefined);
}

for (const t of TABLES) {
  for (const players of t.players) {
    const name = `${t.title}, ${players} players: at 360×640 and 390×844 every legal hand card and lit target is on screen when a turn begins; nothing scrolls sideways`;
    test(name, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(SIZES[0]!);
      await startMatch(page, t.id, t.title, players);
      let turns = 0;
      for (let i = 0; i < 300 && turns < 4; i++) {
        const did = await step(page, t.title);
        if (did === 'round-over') break;
        if (did !== 'turn') continue;
        turns++;
        for (const size of SIZES) {
          await page.setViewportSize(size);
          // Let the hand re-measure its rows for the new width.
          await page.waitForTimeout(150);
          const { out, sideways } = await offScreen(page);
          expect(out, `${size.width}×${size.height}, turn ${turns}`).toEqual([]);
          expect(sideways, `${size.width}×${size.height} scrolls sideways`).toBe(false);
        }
        await page.setViewportSize(SIZES[0]!);
        await takeTurn(page, t.title);
      }
      expect(turns, 'turns checked').toBeGreaterThan(0);
    });
  }
}
