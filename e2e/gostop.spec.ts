import { test, expect } from './fixtures.ts';
import { hand, playRound } from './hana.ts';

test('a person plays a round of Go-Stop against two bots by tapping cards, and the round lands on the score sheet', async ({ page }) => {
  await page.goto('/#/new?game=gostop&seed=e2e-gostop-1');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await page.getByLabel('Seat 1 name').fill('Aiko');
  await expect(page.getByRole('group', { name: 'Seat 2 is played by' }).getByRole('button', { name: 'Bot' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Seat 3 is played by' }).getByRole('button', { name: 'Bot' })).toHaveAttribute('aria-pressed', 'true');
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
  const row = page.getByRole('row', { name: /Edit round 1/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(summary.replace(/\.$/, '').slice(0, 40));
  // Zero-sum: the three totals add up to 0.
  const totals = await Promise.all([0, 1, 2].map(async (i) => parseInt((await page.getByTestId(`total-${i}`).textContent())!, 10)));
  expect(totals[0]! + totals[1]! + totals[2]!).toBe(0);
});
