import { test, expect } from './fixtures.ts';
import { playRound } from './hana.ts';

test('a person plays a round of Mushi against a bot, and the round lands on the score sheet', async ({ page }) => {
  await page.goto('/#/new?game=mushi&seed=e2e-mushi-1');
  await page.getByLabel('Seat 1 name').fill('Aiko');
  await page.getByRole('button', { name: 'Start Mushi' }).click();
  const seen = await playRound(page, 'Mushi');
  expect(seen).toContain('play');
  expect(seen).toContain('draw');
  expect(seen).not.toContain('handoff');
  const panel = page.getByRole('region', { name: /Round 1: over/ });
  await expect(panel).toContainText('Card points − 115');
  const summary = (await panel.locator('p').first().textContent())!;
  expect(summary).toMatch(/^Aiko \d+ points/);
  await page.getByRole('link', { name: 'Score sheet' }).click();
  const row = page.getByRole('row', { name: /Edit round 1/ });
  await expect(row).toBeVisible();
  // Zero-sum: the two scores of the row add up to 0.
  const totals = [await page.getByTestId('total-0').textContent(), await page.getByTestId('total-1').textContent()].map((t) => parseInt(t!, 10));
  expect(totals[0]! + totals[1]!).toBe(0);
});
