import { test, expect, type Page } from './fixtures.ts';
import { DRIVERS, SIZES, startMatch, TABLES, type Family } from './drivers.ts';
import { clipped, offScreen, settled, steady } from './screen.ts';

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
      if (r.width < 44 || r.height < 44)
        out.push(
          `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return out;
  });
}

const routes = ['/', '/new', '/sheets', '/settings', '/rules'];

test('at 360 px wide, light and dark: no screen scrolls sideways, every control is at least 44 px and has a name', async ({
  tour: page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const r of routes) {
    await page.goto(`/#${r}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    // The app follows the system scheme live: each screen is measured in both.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, `${r} scrolls sideways (${colorScheme})`).toBeLessThanOrEqual(client);
      expect(await smallTargets(page), `${r} has small targets (${colorScheme})`).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, a[href], input, select')]
        .filter((el) => {
          const label =
            el.getAttribute('aria-label') ||
            el.textContent?.trim() ||
            (el.id && document.querySelector(`label[for="${el.id}"]`)) ||
            el.closest('label');
          return !label;
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed, `${r}: controls without a name`).toEqual([]);
  }
});

// ---------- one screen per turn (issue 12 §1) ----------

/**
 * Which turns are checked: the first `first` turns of the round (they hold the fullest hands, the
 * most rows), then, while playing on for `want` (Career Poker's play builder, after the 12 tricks),
 * each kind of turn not checked yet (a cut, a keep-or-give …): a later turn of a kind already
 * checked, with fewer cards in hand, adds nothing new.
 */
const PLAN: Record<Family, { first: number; want?: string }> = {
  hana: { first: 2 },
  trav: { first: 2 },
  cp: { first: 1, want: 'builder' },
  capture: { first: 2 },
};

/** The tables whose every control (not only the hand) is also measured: at least 44 px at 360×740. */
const ALL_TARGETS = new Set(['koikoi-2', 'travfuda-6', 'imperial-baccarat-6']);

/** The top area (opponents, seat strip, round line) that must fit without scrolling: Higo-Bana's up to seven seats. */
const TOP_FITS = new Set(['higobana']);

// One test per game, its seat counts in turn on the worker's one page (a browser per case cost
// more than the checks): the seat count is in every message.
for (const t of TABLES) {
  const name = `${t.title}, ${t.players.join('/')} players: at 360×640 and 390×844 every legal hand card, lit target and decision is on screen when a turn begins; nothing scrolls sideways`;
  test(name, async ({ tour: page }) => {
    test.setTimeout(60_000 * t.players.length);
    // Every table is measured with teaching mode on (a first match on this phone): its folded row
    // sits above the play area and leaves the field, the hand and the decision on screen.
    for (const players of t.players) {
      const at = `${players} players`;
      // Bots answer after 250 ms instead of 660 (the card motion is what waits); the layout is the same.
      await page.setViewportSize(SIZES[0]!);
      await startMatch(page, t, players);
      const driver = DRIVERS[t.family];
      const plan = PLAN[t.family];
      const kinds = new Set<string>();
      let turns = 0;
      let checked = 0;
      for (let i = 0; i < 1500 && (checked < plan.first || (plan.want && !kinds.has(plan.want))); i++) {
        const did = await driver.step(page, t.title);
        if (did === 'round-over') break;
        if (!did.startsWith('turn:')) continue;
        const kind = did.slice(5);
        turns++;
        if (turns <= plan.first || !kinds.has(kind)) {
          kinds.add(kind);
          checked++;
          for (const size of SIZES) {
            await page.setViewportSize(size);
            await settled(page);
            const {
              out,
              sideways,
              checked: n,
              topScroll,
            } = await steady(
              page,
              () => offScreen(page),
              (r) => r.out.length > 0 || r.sideways,
            );
            const where = `${at}, ${size.width}×${size.height}, turn ${turns} (${kind})`;
            expect(out, where).toEqual([]);
            expect(sideways, `${where}: scrolls sideways`).toBe(false);
            expect(n, `${where}: something to tap`).toBeGreaterThan(0);
            if (TOP_FITS.has(t.id)) expect(topScroll, `${where}: the top area scrolls`).toBeLessThanOrEqual(1);
          }
          if (turns === 1 && ALL_TARGETS.has(`${t.id}-${players}`)) {
            await page.setViewportSize({ width: 360, height: 740 });
            await settled(page);
            expect(await smallTargets(page), `${at}: controls under 44 px at 360×740`).toEqual([]);
          }
          await page.setViewportSize(SIZES[0]!);
          await settled(page);
        }
        if (plan.want && kinds.has(plan.want)) break;
        await driver.take(page, kind, t.title);
      }
      expect(checked, `${at}: turns checked`).toBeGreaterThan(0);
      if (plan.want) expect([...kinds], `${at}: kinds of turn checked`).toContain(plan.want);
    }
  });
}

// ---------- landscape: the TravFuda fishing tables whole (issue 24 §7) ----------

const LANDSCAPE = [
  { width: 740, height: 360 },
  { width: 640, height: 360 },
];

for (const id of ['travfuda', 'travfuda-run-or-jump']) {
  const t = TABLES.find((x) => x.id === id)!;
  test(`${t.title}, ${t.players.join('/')} players, landscape ${LANDSCAPE.map((s) => `${s.width}×${s.height}`).join(' and ')}: the whole table is on screen, nothing clipped, on the first turns`, async ({
    tour: page,
  }) => {
    test.setTimeout(60_000 * t.players.length);
    for (const players of t.players) {
      await page.setViewportSize(LANDSCAPE[0]!);
      await startMatch(page, t, players);
      const driver = DRIVERS[t.family];
      let turns = 0;
      for (let i = 0; i < 1500 && turns < PLAN.trav.first; i++) {
        const did = await driver.step(page, t.title);
        if (did === 'round-over') break;
        if (!did.startsWith('turn:')) continue;
        turns++;
        for (const size of LANDSCAPE) {
          await page.setViewportSize(size);
          await settled(page);
          expect(
            await steady(
              page,
              () => clipped(page),
              (r) => r.length > 0,
            ),
            `${players} players, ${size.width}×${size.height}, turn ${turns} (${did.slice(5)})`,
          ).toEqual([]);
          const { sideways } = await offScreen(page);
          expect(sideways, `${players} players, ${size.width}×${size.height}: scrolls sideways`).toBe(false);
        }
        await page.setViewportSize(LANDSCAPE[0]!);
        await settled(page);
        await driver.take(page, did.slice(5), t.title);
      }
      expect(turns, `${players} players: turns checked`).toBeGreaterThan(0);
    }
  });
}
