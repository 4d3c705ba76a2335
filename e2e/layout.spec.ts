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
 * What must be on screen when a turn begins: every legal (enabled) card in my hand, every lit
 * target, and the decision buttons next to the hand (the prompt, the play builder). Each is checked
 * by its bounding box against the viewport and by what is really painted at a point inside its
 * visible strip (so a card clipped by a scrolling panel or covered by another part counts as off
 * screen). Returns the offenders, and whether the page scrolls sideways.
 */
async function offScreen(
  page: Page,
): Promise<{ out: string[]; sideways: boolean; checked: number; topScroll: number }> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const out: string[] = [];
    const hand = [
      ...document.querySelectorAll<HTMLElement>(
        '[aria-label="Your hand"] button:not([disabled]), .hand-rows button:not([disabled])',
      ),
    ];
    const lit = [...document.querySelectorAll<HTMLElement>('button.card.target, button.target')];
    const decisions = [
      ...document.querySelectorAll<HTMLElement>(
        '.tframe-prompt button:not([disabled]), [aria-label="Play builder"] button:not([disabled])',
      ),
    ];
    let checked = 0;
    for (const el of new Set([...hand, ...lit, ...decisions])) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      checked++;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
      if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) {
        out.push(
          `${name} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} (viewport ${vw}×${vh})`,
        );
        continue;
      }
      // A fanned card shows at least its left strip; probe there, half-way down.
      const x = r.left + Math.min(12, r.width / 2);
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit)))
        out.push(`${name} is covered or clipped at ${Math.round(x)},${Math.round(y)}`);
    }
    const top = document.querySelector<HTMLElement>('.tframe-top');
    return {
      out,
      sideways: document.documentElement.scrollWidth > vw,
      checked,
      topScroll: top ? top.scrollHeight - top.clientHeight : 0,
    };
  });
}

/**
 * Wait until the table has re-measured itself (resize observers, the re-render they ask for, a
 * paint): three frames, or half a second where headless Chromium stops sending frames to a page
 * (twice this hung a whole test until its time-out, once on Run or Jump!, once on Career Poker).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        setTimeout(done, 500);
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      }),
  );
}

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
            const { out, sideways, checked: n, topScroll } = await offScreen(page);
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

/**
 * Every part of the table that shows something — each card (hand, piles, stock, the drawn card),
 * each control, each zone's heading, the seat chips, the counters — lies inside the screen and
 * inside every box that clips it (a scrolling area, an `overflow: hidden` one): nothing is cut
 * off at an edge or at the bottom, nothing waits below a scroll. Text cut short with an ellipsis
 * on purpose (a long last-move line) is not a part. One exception, said here: the other players'
 * rows (five opponents do not fit beside everything else on 360 px of height) scroll in their
 * own list; that list is whole on screen and shows its first row whole. Returns the offenders.
 */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const frame = document.querySelector<HTMLElement>('.tframe');
    if (!frame) return ['no table frame'];
    const out: string[] = [];
    const parts = frame.querySelectorAll<HTMLElement>(
      '.card, button, .zone-h, .seat-chip, .counts, .hand-rows, .tframe-prompt > *, .opp-zone',
    );
    for (const el of parts) {
      if (el.closest('.visually-hidden, .tframe-assist.idle')) continue;
      // A later row of the other players' list may wait below the list's own scroll.
      const row = el.closest('.opp-row');
      if (row !== null && row !== row.parentElement?.querySelector('.opp-row')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      const at = `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
      if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) {
        out.push(`${name} at ${at} is off the ${vw}×${vh} screen`);
        continue;
      }
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        const clipX = s.overflowX !== 'visible' && (r.left < c.left - 1 || r.right > c.right + 1);
        const clipY = s.overflowY !== 'visible' && (r.top < c.top - 1 || r.bottom > c.bottom + 1);
        if (clipX || clipY) {
          out.push(
            `${name} at ${at} is cut off by ${a.tagName.toLowerCase()}.${[...a.classList].join('.')} (${Math.round(c.left)},${Math.round(c.top)}–${Math.round(c.right)},${Math.round(c.bottom)})`,
          );
          break;
        }
      }
    }
    return out;
  });
}

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
            await clipped(page),
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
