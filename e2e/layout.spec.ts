import { test, expect, type Page } from './fixtures.ts';
import { DRIVERS, SIZES, startMatch, TABLES, type Family } from './drivers.ts';

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

/**
 * What must be on screen when a turn begins: every legal (enabled) card in my hand, every lit
 * target, and the decision buttons next to the hand (the prompt, the play builder). Each is checked
 * by its bounding box against the viewport and by what is really painted at a point inside its
 * visible strip (so a card clipped by a scrolling panel or covered by another part counts as off
 * screen). Returns the offenders, and whether the page scrolls sideways.
 */
async function offScreen(page: Page): Promise<{ out: string[]; sideways: boolean; checked: number }> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const out: string[] = [];
    const hand = [...document.querySelectorAll<HTMLElement>('[aria-label="Your hand"] button:not([disabled]), .hand-rows button:not([disabled])')];
    const lit = [...document.querySelectorAll<HTMLElement>('button.card.target, button.target')];
    const decisions = [...document.querySelectorAll<HTMLElement>('.tframe-prompt button:not([disabled]), [aria-label="Play builder"] button:not([disabled])')];
    let checked = 0;
    for (const el of new Set([...hand, ...lit, ...decisions])) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      checked++;
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
    return { out, sideways: document.documentElement.scrollWidth > vw, checked };
  });
}

/** Wait until the table has re-measured itself (resize observers, the re-render they ask for, a paint). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done())))));
}

/**
 * Which turns are checked: the first `first` turns of the round (they hold the fullest hands, the
 * most rows), then, up to `max` checks, only a kind of turn not checked yet (a cut, a keep-or-give,
 * a bid …): a later turn of a kind already checked, with fewer cards in hand, adds nothing new.
 * `want` names a kind worth playing on for (Career Poker's play builder, after the 12 tricks).
 */
const PLAN: Record<Family, { first: number; max: number; want?: string }> = {
  hana: { first: 4, max: 4 },
  trav: { first: 4, max: 4 },
  cp: { first: 3, max: 8, want: 'builder' },
  capture: { first: 4, max: 5 },
};

for (const t of TABLES) {
  for (const players of t.players) {
    const name = `${t.title}, ${players} players: at 360×640 and 390×844 every legal hand card, lit target and decision is on screen when a turn begins; nothing scrolls sideways`;
    test(name, async ({ page }) => {
      test.setTimeout(150_000);
      // Bots answer after 250 ms instead of 660 (the card motion is what waits); the layout is the same.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(SIZES[0]!);
      await startMatch(page, t, players);
      const driver = DRIVERS[t.family];
      const plan = PLAN[t.family];
      const kinds = new Set<string>();
      let turns = 0;
      let checked = 0;
      for (let i = 0; i < 1500 && (checked < plan.first || (plan.want && !kinds.has(plan.want))) && checked < plan.max; i++) {
        const did = await driver.step(page, t.title);
        if (did === 'round-over') break;
        if (!did.startsWith('turn:')) continue;
        const kind = did.slice(5);
        turns++;
        const check = turns <= plan.first || !kinds.has(kind) || kind === plan.want;
        if (check) {
          kinds.add(kind);
          checked++;
          for (const size of SIZES) {
            await page.setViewportSize(size);
            await settled(page);
            const { out, sideways, checked: n } = await offScreen(page);
            expect(out, `${size.width}×${size.height}, turn ${turns} (${kind})`).toEqual([]);
            expect(sideways, `${size.width}×${size.height} scrolls sideways`).toBe(false);
            expect(n, `something to tap on turn ${turns} (${kind})`).toBeGreaterThan(0);
          }
          await page.setViewportSize(SIZES[0]!);
          await settled(page);
        }
        if (plan.want && kinds.has(plan.want)) break;
        await driver.take(page, kind, t.title);
      }
      expect(checked, 'turns checked').toBeGreaterThan(0);
      if (plan.want) expect([...kinds], 'kinds of turn checked').toContain(plan.want);
    });
  }
}
