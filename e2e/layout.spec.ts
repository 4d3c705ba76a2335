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

type Family = 'hana' | 'trav' | 'cp' | 'capture';

/** The playable games and the seat counts the layout must hold (every count where the table changes shape). */
const TABLES: { id: string; title: string; players: number[]; family: Family; options?: string }[] = [
  { id: 'koikoi', title: 'Koi-Koi', players: [2], family: 'hana' },
  { id: 'gostop', title: 'Go-Stop', players: [2, 3], family: 'hana' },
  { id: 'mushi', title: 'Mushi', players: [2], family: 'hana' },
  { id: 'higobana', title: 'Higo-Bana', players: [2, 3, 4, 5, 6, 7], family: 'hana' },
  { id: 'travfuda', title: 'TravFuda', players: [2, 6], family: 'trav' },
  { id: 'travfuda-run-or-jump', title: 'Run or Jump!', players: [2, 6], family: 'trav' },
  { id: 'imperial-baccarat', title: 'Imperial Baccarat', players: [2, 6], family: 'trav' },
  { id: 'denebian-baccarat', title: 'Denebian Baccarat', players: [2, 6], family: 'trav' },
  // Short: one round, so the Millionaire phase (the play builder) comes after the 12 tricks.
  { id: 'career-poker', title: 'Trick-Taking Career Poker', players: [3, 4, 5], family: 'cp', options: 'Short (1 round)' },
  { id: 'capture', title: 'Capture', players: [2, 6], family: 'capture' },
];

const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

/** Start a match of `id` with one person (seat 1) and bots; deal when asked. */
async function startMatch(page: Page, t: (typeof TABLES)[number], players: number): Promise<void> {
  await page.goto(`/#/new?game=${t.id}&seed=layout-${t.id}-${players}`);
  const select = page.getByRole('combobox', { name: 'Players' });
  if (players !== 2 || (await select.isVisible().catch(() => false))) await select.selectOption(String(players));
  if (t.options) await page.getByText(t.options).first().click();
  await page.getByRole('button', { name: `Start ${t.title}` }).click();
  await page.locator('.felt').first().waitFor();
}

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

const visible = (page: Page, name: string | RegExp, exact = false) => page.getByRole('button', { name, exact }).first().isVisible().catch(() => false);
const shown = (l: ReturnType<Page['locator']>) => l.first().isVisible().catch(() => false);

/**
 * A game's driver: `step` answers whatever the screen asks that is not a turn to check (a hand-off,
 * a deal, a bot's turn) and returns the kind of my turn when one is on screen and untouched;
 * `take` then takes it the simplest legal way.
 */
interface Driver {
  step(page: Page, game: string): Promise<string>;
  take(page: Page, kind: string, game: string): Promise<void>;
}

/** Hanafuda and the TravFuda family (fishing and baccarat tables). */
const HANA_TRAV: Driver = {
  async step(page, game) {
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
    if (await shown(page.getByRole('heading', { name: /over$|showdown$/ }))) return 'round-over';
    if (await shown(page.getByRole('heading', { name: 'Declare?' }))) return (await click('No declaration')) ? 'declare' : 'wait';
    if (await shown(page.getByRole('heading', { name: /You reached 3|combinations rose/ }))) return (await click(/^Jump/)) ? 'decide' : 'wait';
    if (await click(/^Stop/)) return 'stop';
    if (await click(/^Ante 2$/)) return 'ante';
    if (await click(/^Match /)) return 'match';
    if (await shown(page.getByText('Choose a card: tap the one to take.'))) return 'turn:choose';
    if (await visible(page, 'Draw from the stock', true)) return 'turn:draw';
    if ((await page.getByRole('region', { name: 'Table cards' }).getByRole('button', { name: new RegExp(`^${game}: `) }).count()) > 0) return 'turn:take';
    if (await visible(page, 'Stand')) return 'turn:stand';
    if (await shown(page.getByText(/^Your turn: tap a card/))) return 'turn:play';
    const lit = page.locator('button.card.target');
    if ((await lit.count()) > 0) {
      await lit.first().click();
      return 'lit';
    }
    await page.waitForTimeout(100);
    return 'wait';
  },
  async take(page, kind, game) {
    if (kind === 'choose') return page.getByRole('region', { name: 'Field' }).locator('button.card.target').first().click();
    if (kind === 'draw') return page.getByRole('button', { name: 'Draw from the stock', exact: true }).click();
    if (kind === 'take') return page.getByRole('region', { name: 'Table cards' }).getByRole('button', { name: new RegExp(`^${game}: `) }).first().click();
    if (kind === 'stand') return page.getByRole('button', { name: 'Stand' }).click();
    const card = page.getByRole('region', { name: 'Your hand' }).locator('button:not([disabled])').first();
    await card.click();
    const act = page.getByRole('button', { name: /Start a new pile|Put it on the lit pile|Play it to the field|Play and capture/ });
    if (await act.first().isVisible().catch(() => false)) await act.first().click();
    else if ((await card.isVisible().catch(() => false)) && (await card.getAttribute('aria-pressed')) === 'true') await card.click();
    // Two lit piles: take the first.
    const lit = page.locator('button.card.target, .piles button.target');
    if ((await page.locator('.overlay').count()) === 0 && (await lit.count()) > 0 && (await lit.first().isVisible().catch(() => false))) await lit.first().click().catch(() => undefined);
  },
};

/** Trick-Taking Career Poker: direction, lead (and its attribute), follow, cut, keep-or-give, the play builder. */
const CAREER_POKER: Driver = {
  async step(page) {
    await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
    if (await shown(page.getByRole('region', { name: 'Round result' }))) return 'round-over';
    if (await visible(page, /^↻ Clockwise/)) return 'turn:direction';
    const hint = (await page.locator('.cp-hint').allTextContents()).join(' ');
    if (/^Your lead/.test(hint)) return 'turn:lead';
    if (/^Your turn/.test(hint)) return 'turn:follow';
    if (await shown(page.getByRole('heading', { name: 'Cut with your 8?' }))) return 'turn:cut';
    if (await shown(page.getByRole('heading', { name: /^Keep or give/ }))) return 'turn:place';
    if (await shown(page.getByRole('region', { name: 'Play builder' }))) return 'turn:builder';
    await page.waitForTimeout(100);
    return 'wait';
  },
  async take(page, kind) {
    const initial = page.getByRole('region', { name: 'Your initial hand' }).locator('button.card');
    if (kind === 'direction') return page.getByRole('button', { name: /^↻ Clockwise/ }).click();
    if (kind === 'lead') {
      await initial.first().click();
      return page.getByRole('button', { name: /^Colour: / }).click();
    }
    if (kind === 'follow') return initial.first().click();
    if (kind === 'cut') return page.getByRole('button', { name: "Don't cut", exact: true }).click();
    if (kind === 'place') return page.locator('.cp-give button').first().click();
    const builder = page.getByRole('region', { name: 'Play builder' });
    const pass = builder.getByRole('button', { name: 'Pass', exact: true });
    if (await pass.isVisible()) return pass.click();
    // Leading: a single card is always a legal lead.
    await builder.getByRole('region', { name: /Your strategic hand/ }).getByRole('button').first().click();
    await builder.getByRole('button', { name: /^Play/ }).click();
  },
};

/** Capture: lead a lit card, beat it or say No Play, add or capture, bid or pass for the extra hand. */
const CAPTURE: Driver = {
  async step(page) {
    await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
    if (await shown(page.getByRole('region', { name: /^Hand \d+ result$/ }))) return 'round-over';
    if (await shown(page.getByRole('group', { name: 'Your bid' }))) return 'turn:bid';
    if (await visible(page, /^Capture \d+$/)) return 'turn:add';
    if (await visible(page, 'No Play')) return 'turn:follow';
    if (await shown(page.getByText('Your lead: tap a lit card.'))) return 'turn:lead';
    await page.waitForTimeout(100);
    return 'wait';
  },
  async take(page, kind) {
    if (kind === 'bid') return page.getByRole('group', { name: 'Your bid' }).getByRole('button', { name: 'Pass' }).click();
    if (kind === 'add') return page.getByRole('button', { name: /^Capture \d+$/ }).click();
    const lit = page.getByRole('region', { name: 'Your hand' }).locator('button.card.target');
    if ((await lit.count()) > 0) return lit.first().click();
    await page.getByRole('button', { name: 'No Play' }).click();
  },
};

const DRIVERS: Record<Family, Driver> = { hana: HANA_TRAV, trav: HANA_TRAV, cp: CAREER_POKER, capture: CAPTURE };

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
