import { test, expect, type Page } from './fixtures.ts';

/** Play one hand of Capture through the UI, tapping like a player: a lit card, No Play, capture, bids. */
async function playHand(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  const result = page.getByRole('region', { name: 'Hand 1 result' });
  for (let i = 0; i < 600; i++) {
    await page.locator('.cap-felt[data-busy="true"]').waitFor({ state: 'detached' });
    if (await result.isVisible()) {
      seen.add('end');
      break;
    }
    const bid = page.getByRole('group', { name: 'Your bid' });
    if (await bid.isVisible()) {
      seen.add('bid');
      await bid
        .getByRole('button', { name: 'Bid 1' })
        .or(bid.getByRole('button', { name: 'Pass' }))
        .first()
        .click();
      continue;
    }
    const capture = page.getByRole('button', { name: /^Capture \d+$/ });
    if (await capture.isVisible()) {
      seen.add('capture');
      await capture.click();
      continue;
    }
    const noPlay = page.getByRole('button', { name: 'No Play' });
    if ((await noPlay.isVisible()) && (await noPlay.isEnabled())) {
      seen.add('no-play');
      await noPlay.click();
      continue;
    }
    const lit = page.getByRole('region', { name: 'Your hand' }).locator('button.card.target');
    if ((await lit.count()) > 0) {
      seen.add('card');
      await lit.first().click();
      continue;
    }
    await page.waitForTimeout(100);
  }
  return seen;
}

test('Capture: a person and two bots play a hand through the table; the hand lands on the score sheet', async ({
  tour: page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/#/new?game=capture&seed=e2e-capture');
  await page.getByLabel('Seat 1 name').fill('Aiko');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await page.getByRole('button', { name: 'Start Capture' }).click();

  await expect(page.getByRole('main', { name: 'Capture table' })).toBeVisible();
  // The suit-rank strip and the up-card are on the table; the hand holds 13 named cards.
  await expect(page.getByLabel(/Suit rank, highest first/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Stock, \d+ cards$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your hand' }).locator('.card')).toHaveCount(13);

  const seen = await playHand(page);
  expect(seen).toContain('card');
  expect(seen).toContain('end');
  const result = page.getByRole('region', { name: 'Hand 1 result' });
  await expect(result).toContainText('Captured');
  await expect(result).toContainText('Left in hand');
  await page.screenshot({ path: 'test-results/capture-hand-over.png' });

  await page.getByRole('link', { name: 'Score sheet' }).click();
  await expect(page.getByRole('row', { name: /Round 1 \(Hand 1\), kept by the game/ })).toBeVisible();
});
