import { test, expect } from './fixtures.ts';
import { hand, playRound } from './hana.ts';

test('a person plays a round of Go-Stop against two bots by tapping cards, and the round lands on the score sheet', async ({
  tour: page,
}) => {
  await page.goto('/#/new?game=gostop&seed=e2e-gostop-1');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await page.getByLabel('Seat 1 name').fill('Aiko');
  await expect(
    page.getByRole('group', { name: 'Seat 2 is played by' }).getByRole('button', { name: 'Bot' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('group', { name: 'Seat 3 is played by' }).getByRole('button', { name: 'Bot' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Start Go-Stop' }).click();

  // The first dealer is drawn in public; then a 7-card hand, two opponents shown by their counts only.
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  await expect(page.getByText(/Round 1 of 12 · stop at 3/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your hand' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Bot 2's side/ })).toContainText(/\d+ cards? in hand/);
  await expect(page.getByRole('region', { name: /Bot 3's side/ })).toContainText(/\d+ cards? in hand/);

  // Tap cards by their accessible names: select the first hand card, then play it.
  await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
  await expect(page.getByText('Your turn: tap a card in your hand.')).toBeVisible({ timeout: 30_000 });
  const first = hand(page).first();
  await expect(first).toHaveAttribute('aria-label', /^Go-Stop: /);

  const seen = await playRound(page, 'Go-Stop');
  expect(seen).toContain('play');
  expect(seen).toContain('draw');
  expect(seen).not.toContain('handoff');
  const panel = page.getByRole('region', { name: /Round 1: round over/ });
  await expect(panel).toBeVisible();
  const summary = (await panel.locator('p').first().textContent())!;
  expect(summary).toMatch(/stops|Nobody stopped|President/);

  await page.getByRole('link', { name: 'Score sheet' }).click();
  const row = page.getByTestId('round-1-note');
  await expect(row).toBeVisible();
  await expect(row).toContainText(summary.replace(/\.$/, '').slice(0, 40));
  // Zero-sum: the three totals add up to 0.
  const totals = await Promise.all(
    [0, 1, 2].map(async (i) => parseInt((await page.getByTestId(`total-${i}`).textContent())!, 10)),
  );
  expect(totals[0]! + totals[1]! + totals[2]!).toBe(0);
});

/** Controls under 44 px, and hand cards whose visible slice (up to the next card in the row) is under 44 px. */
async function smallTargets(page: import('./fixtures.ts').Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], input, select, [role=button]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.width < 44 || r.height < 44)
        out.push(
          `${el.getAttribute('aria-label') ?? el.textContent?.trim()} ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    const cards = [...document.querySelectorAll<HTMLElement>('[aria-label="Your hand"] button.card')].map((b) =>
      b.getBoundingClientRect(),
    );
    cards.forEach((r, i) => {
      const next = cards[i + 1];
      const visible = next && Math.abs(next.top - r.top) < 2 ? next.left - r.left : r.width;
      if (visible < 44) out.push(`hand card ${i + 1} shows ${Math.round(visible)} px`);
    });
    return out;
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`the Go-Stop table on a phone, ${scheme}`, () => {
    for (const players of ['2', '3']) {
      test(`${players} players: nothing scrolls sideways, every target is at least 44 px`, async ({ tour: page }) => {
        // The worker's shared page (it starts each test in light): the scheme is emulated here.
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(`/#/new?game=gostop&seed=e2e-gostop-layout-${players}`);
        await page.getByRole('combobox', { name: 'Players' }).selectOption(players);
        await page.getByRole('button', { name: 'Start Go-Stop' }).click();
        await page.getByRole('button', { name: 'Deal the cards' }).click();
        await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
        await expect(page.getByText('Your turn: tap a card in your hand.')).toBeVisible({ timeout: 30_000 });
        await hand(page).first().click();
        const toggle = page.getByRole('button', { name: /^Show .*'s captures$/ });
        if (players === '3' && (await toggle.count()) > 0) await toggle.first().click();
        for (const width of [360, 390]) {
          await page.setViewportSize({ width, height: 740 });
          const { scroll, client } = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
          }));
          expect(scroll, `${width} px: no sideways scroll`).toBeLessThanOrEqual(client);
          expect(await smallTargets(page), `${width} px: no small targets`).toEqual([]);
        }
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto('/#/rules/gostop');
        await expect(page.getByRole('heading', { name: 'Yaku sheet' })).toBeVisible();
        const rules = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(rules.scroll, 'the rules page does not scroll sideways').toBeLessThanOrEqual(rules.client);
      });
    }
  });
}

test('the house rules fold into their own group on a phone; every control is named; two of them change the deal', async ({
  tour: page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/#/new?game=gostop&seed=e2e-gostop-house');
  await page.getByText('Each rule', { exact: true }).click();
  const house = page.locator('details.option-group');
  await expect(house.locator('summary')).toHaveText('House rules (11)');
  // Folded by default: the house rules stay out of the way until opened.
  await expect(page.getByRole('combobox', { name: /The sake cup's role/ })).toBeHidden();
  await house.locator('summary').click();
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('form input, form select, form button')]
      .filter((el) => el.getBoundingClientRect().width > 0)
      .filter((el) => {
        const label = el.closest('label')?.textContent?.trim() ?? '';
        return !(el.getAttribute('aria-label') ?? '').trim() && !label && !(el.textContent ?? '').trim();
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(unnamed, 'every control has a name').toEqual([]);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'the form does not scroll sideways at 360 px').toBeLessThanOrEqual(client);
  await page.getByRole('combobox', { name: /First dealer/ }).selectOption('highest');
  await page.getByRole('combobox', { name: /Four of a month on the field/ }).selectOption('dealer-wins');
  await expect(page.getByText('Custom rules.')).toBeVisible();
  await page.getByRole('button', { name: 'Start Go-Stop' }).click();
  await expect(page.getByText('Each player draws a card: the latest month deals and plays first.')).toBeVisible();
});
