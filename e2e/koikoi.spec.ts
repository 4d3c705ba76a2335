import { test, expect, type Page } from './fixtures.ts';
import { field, hand, hanaStep } from './hana.ts';

/** Start a Koi-Koi match between two people from the new-game screen. */
async function startTwoPeople(page: Page, seed: string) {
  await page.goto(`/#/new?game=koikoi&seed=${seed}`);
  await page.getByLabel('Seat 1 name').fill('Aiko');
  await page.getByLabel('Seat 2 name').fill('Ben');
  await page.getByRole('group', { name: 'Seat 2 is played by' }).getByRole('button', { name: 'Person' }).click();
  await page.getByRole('button', { name: 'Start Koi-Koi' }).click();
}

const step = (page: Page, holder: { name: string | null }) => hanaStep(page, 'Koi-Koi', holder);

test('two people play a round of Koi-Koi by tapping cards, passing the phone between turns', async ({ page }) => {
  await startTwoPeople(page, 'e2e-koikoi-1');
  const holder = { name: null as string | null };
  const seen: string[] = [];
  for (let i = 0; i < 400; i++) {
    const did = await step(page, holder);
    if (did !== 'wait') seen.push(did);
    if (did === 'round-over') break;
  }
  expect(seen).toContain('round-over');
  expect(seen.filter((s) => s === 'handoff').length).toBeGreaterThan(2);
  expect(seen).toContain('play');
  expect(seen).toContain('draw');

  // The round's result is on the match's score sheet.
  const summary = await page
    .getByRole('region', { name: /round over/ })
    .locator('p')
    .first()
    .textContent();
  await page.getByRole('link', { name: 'Score sheet' }).click();
  const row = page.getByRole('row', { name: /Round 1 \(January\), kept by the game/ });
  await expect(row).toBeVisible();
  // The sheet's note is the round's summary, with the players' names.
  expect(summary).toMatch(/^(Aiko|Ben) stops|no score|lucky/);
  await expect(page.getByTestId('round-1-note')).toContainText(summary!.replace(/\.$/, ''));
});

test('reloading in the middle of a turn comes back to the same moment, hand-off first', async ({ page }) => {
  await startTwoPeople(page, 'e2e-koikoi-2');
  const holder = { name: null as string | null };
  // Get to someone's first play, then play a card and stop before the draw.
  for (let i = 0; i < 100; i++) {
    await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
    if (await page.getByText('Your turn: tap a card in your hand.').isVisible()) break;
    const handoff = page.getByRole('button', { name: /^I'm .* show my cards$/ });
    if (await handoff.isVisible()) {
      holder.name = /I'm (.*) — show/.exec((await handoff.textContent()) ?? '')?.[1] ?? null;
      await handoff.click();
    } else if (await page.getByRole('button', { name: 'Deal the cards' }).isVisible())
      await page.getByRole('button', { name: 'Deal the cards' }).click();
    else await page.waitForTimeout(100);
  }
  const card = hand(page).first();
  const name = await card.getAttribute('aria-label');
  await card.click();
  await card.click();
  if (await page.getByText('Choose a card: tap the one to take.').isVisible())
    await field(page)
      .getByRole('button', { name: /^Koi-Koi: / })
      .and(page.locator('.target'))
      .first()
      .click();
  await expect(page.getByRole('button', { name: 'Draw from the stock', exact: true })).toBeVisible();
  const before = await hand(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(before).not.toContain(name);

  await page.reload();
  const handoff = page.getByRole('button', { name: `I'm ${holder.name} — show my cards` });
  await expect(handoff).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your hand' })).toHaveCount(0);
  await handoff.click();
  await expect(page.getByRole('button', { name: 'Draw from the stock', exact: true })).toBeVisible();
  expect(await hand(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(before);

  // The played card may be taken back (no hidden card was revealed yet).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    hand(page)
      .filter({ has: page.locator(`[aria-label="${name}"]`) })
      .or(page.getByRole('button', { name: name! })),
  ).toHaveCount(1);
  await expect(page.getByText('Your turn: tap a card in your hand.')).toBeVisible();
});
