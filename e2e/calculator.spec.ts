import { test, expect } from './fixtures.ts';

test('the TravFuda calculator fills in the printed sheet for a known capture and puts the total in the round', async ({
  tour: page,
}) => {
  await page.goto('/#/sheets');
  await page.getByRole('button', { name: 'New score sheet' }).click();
  await page.getByLabel('Game').selectOption('travfuda');
  await page.getByLabel('Player 1', { exact: true }).fill('Aiko');
  await page.getByLabel('Player 2', { exact: true }).fill('Ben');
  await page.getByRole('button', { name: 'Create sheet' }).click();
  await page.getByRole('button', { name: /^Add round/ }).click();
  await page.getByRole('button', { name: "Count Aiko's captured cards" }).click();

  // Aiko captured the whole Asteroid Belt (2 R S, 2 Y F and four plains) and the red flags of 3, 5 and 6.
  await page
    .getByRole('group', { name: /2 Asteroid Belt/ })
    .getByRole('button', { name: 'Whole suit' })
    .click();
  for (const name of ['3 Free Trader, red flag', '5 Fat Trader, red flag', '6 Rockball, red flag']) {
    await page.getByRole('button', { name: `TravFuda: ${name}` }).click();
    await expect(page.getByRole('button', { name: `TravFuda: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  }
  const sheet = page.getByRole('table', { name: 'Aiko: score sheet' });
  // 20 + 5 + 4 + 15 card points, Whole Suit 1, red Guidon 2, Uniform? (needs a red cutlass: no).
  await expect(sheet).toContainText('Whole Suit');
  await expect(sheet).toContainText('Guidon Set');
  await expect(sheet.getByTestId('sheet-total-Aiko')).toHaveText('47');
  await sheet.getByRole('button', { name: /Guidon Set/ }).click();
  await expect(sheet.getByRole('img', { name: /red flag/ })).toHaveCount(3);

  await page.getByRole('button', { name: 'Use 47 for Aiko' }).click();
  await expect(page.getByLabel('Aiko score')).toHaveValue('47');
  await page.getByLabel('Ben score').fill('12');
  await page.getByRole('button', { name: 'Save round' }).click();
  await expect(page.getByTestId('total-0')).toHaveText(/^47/);
  await expect(page.getByText('Aiko: 9 cards')).toBeVisible();
});
