import { test, expect, type Page } from './fixtures.ts';

/** Play one hand of a TravFuda-family game through the UI, the way a player taps. */
async function playHand(page: Page, game: string): Promise<string[]> {
  const seen: string[] = [];
  const click = async (name: string | RegExp) => {
    const b = page.getByRole('button', { name }).first();
    if (await b.isVisible()) {
      await b.click();
      return true;
    }
    return false;
  };
  for (let i = 0; i < 500; i++) {
    await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
    if (await page.getByRole('heading', { name: /over$|showdown$/ }).isVisible()) {
      seen.push('end');
      break;
    }
    if (await click('Deal the cards')) continue;
    if (await page.getByRole('heading', { name: /You reached 3|combinations rose/ }).isVisible()) {
      seen.push('decide');
      await click(/^Jump/);
      continue;
    }
    if (await page.getByRole('heading', { name: 'Declare?' }).isVisible()) {
      await click('No declaration');
      continue;
    }
    if (await click(/^Ante 2$/)) {
      seen.push('ante');
      continue;
    }
    if (await click(/^Match /)) continue;
    const table = page
      .getByRole('region', { name: 'Table cards' })
      .getByRole('button', { name: new RegExp(`^${game}: `), disabled: false });
    if ((await table.count()) > 0) {
      seen.push('take');
      await table.first().click();
      continue;
    }
    if (await click('Stand')) {
      seen.push('stand');
      continue;
    }
    if (await click('Draw from the stock')) {
      seen.push('draw');
      continue;
    }
    const lit = page.getByRole('group', { name: 'Piles' }).getByRole('button', { disabled: false });
    if ((await lit.count()) > 0) {
      seen.push('choose-pile');
      await lit.first().click();
      continue;
    }
    const hand = page
      .getByRole('region', { name: 'Your hand' })
      .getByRole('button', { name: new RegExp(`^${game}: `), disabled: false });
    if ((await hand.count()) > 0 && (await page.getByText('Your turn: tap a card').isVisible())) {
      await hand.first().click();
      const act = page.getByRole('button', { name: /Start a new pile|Put it on the lit pile/ });
      if (await act.isVisible()) await act.click();
      seen.push('play');
      if (process.env.DEBUG_E2E) console.log('play', await hand.count());
      continue;
    }
    await page.waitForTimeout(100);
  }
  return seen;
}

async function start(page: Page, id: string, title: string, players: number) {
  await page.goto(`/#/new?game=${id}&seed=e2e-${id}`);
  await page.getByLabel('Seat 1 name').fill('Aiko');
  await page.getByRole('combobox', { name: 'Players' }).selectOption(String(players));
  await page.getByRole('button', { name: `Start ${title}` }).click();
}

async function sheetHasRound(page: Page) {
  await page.getByRole('link', { name: 'Score sheet' }).click();
  await expect(page.getByRole('row', { name: /Round 1 \(Hand 1\), kept by the game/ })).toBeVisible();
}

test('TravFuda: a person and two bots play a hand; the sheet of every capture area shows, and the hand lands on the score sheet', async ({
  tour: page,
}) => {
  await start(page, 'travfuda', 'TravFuda', 3);
  const seen = await playHand(page, 'TravFuda');
  expect(seen).toContain('play');
  expect(seen).toContain('end');
  const panel = page.getByRole('region', { name: /Hand 1: over/ });
  await expect(panel.getByRole('table', { name: 'Aiko: score sheet' })).toBeVisible();
  // Tapping a sheet line shows the cards that made it.
  const line = panel.getByRole('table', { name: 'Aiko: score sheet' }).getByRole('button').first();
  await line.click();
  await expect(line).toHaveAttribute('aria-expanded', 'true');
  await expect(
    panel
      .getByRole('table', { name: 'Aiko: score sheet' })
      .getByRole('img', { name: /^TravFuda: / })
      .first(),
  ).toBeVisible();
  const total = Number(await panel.getByTestId('sheet-total-Aiko').textContent());
  await sheetHasRound(page);
  await expect(page.getByTestId('total-0')).toHaveText(new RegExp(`^${total}`));
});

test('Run or Jump!: a hand ends by a Jump or by running out, and only the ender scores', async ({ tour: page }) => {
  await start(page, 'travfuda-run-or-jump', 'Run or Jump!', 2);
  const seen = await playHand(page, 'Run or Jump!');
  expect(seen).toContain('end');
  const scores = await page
    .getByRole('region', { name: /Hand 1: over/ })
    .locator('summary b:nth-child(2)')
    .allTextContents();
  expect(scores.filter((s) => s !== '0').length).toBeLessThanOrEqual(1);
  await sheetHasRound(page);
});

test('Imperial Baccarat: take, stand, showdown against the banker', async ({ tour: page }) => {
  await start(page, 'imperial-baccarat', 'Imperial Baccarat', 3);
  const seen = await playHand(page, 'Imperial Baccarat');
  expect(seen).toContain('take');
  expect(seen).toContain('end');
  await expect(page.getByRole('region', { name: /showdown/ })).toContainText(/banker/);
  await sheetHasRound(page);
  // Zero-sum against the banker.
  const totals = await Promise.all(
    [0, 1, 2].map(async (i) => parseInt((await page.getByTestId(`total-${i}`).textContent())!, 10)),
  );
  expect(totals.reduce((a, b) => a + b, 0)).toBe(0);
});

test('Denebian Baccarat: ante, match, showdown for the pot', async ({ tour: page }) => {
  await start(page, 'denebian-baccarat', 'Denebian Baccarat', 2);
  const seen = await playHand(page, 'Denebian Baccarat');
  expect(seen).toContain('ante');
  expect(seen).toContain('end');
  await expect(page.getByRole('region', { name: /showdown/ })).toContainText(/pot/);
  await sheetHasRound(page);
});

// The one-screen checks of the TravFuda tables (the whole hand and every lit pile on screen when a
// turn begins, at 360×640 and 390×844, 2 and 6 players, the baccarats too) are layout.spec.ts's.
