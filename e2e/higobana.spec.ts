import { test, expect } from './fixtures.ts';
import { playRound } from './hana.ts';

test('a person plays a round of Higo-Bana against two bots by tapping cards, and the round lands on the score sheet', async ({
  tour: page,
}) => {
  await page.goto('/#/new?game=higobana&seed=e2e-higobana-1');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await page.getByLabel('Seat 1 name').fill('Aiko');
  await page.getByRole('button', { name: 'Start Higo-Bana' }).click();
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  // Every side's captures are on the table, compact: one row each.
  await expect(page.getByRole('list', { name: 'Captures' }).getByRole('listitem')).toHaveCount(3);
  const seen = await playRound(page, 'Higo-Bana');
  expect(seen).toContain('play');
  expect(seen).toContain('draw');
  expect(seen).not.toContain('handoff');
  const panel = page.getByRole('region', { name: /Round 1: over/ });
  await expect(panel).toContainText('Card points');
  await expect(panel).toContainText('Victory points');
  const summary = (await panel.locator('p').first().textContent())!;
  expect(summary).toMatch(/^(Aiko|Bot \d) wins [12] victory points?/);
  await page.getByRole('link', { name: 'Score sheet' }).click();
  await expect(page.getByRole('row', { name: /Round 1 \(Round 1\), kept by the game/ })).toBeVisible();
  await expect(page.getByTestId('round-1-note')).toContainText(summary.slice(0, 30));
  // One side won 1 or 2 victory points; the others none.
  const totals = await Promise.all(
    [0, 1, 2].map(async (i) => parseInt((await page.getByTestId(`total-${i}`).textContent())!, 10)),
  );
  expect(totals.filter((t) => t > 0)).toHaveLength(1);
  expect([1, 2]).toContain(totals.reduce((a, b) => a + b, 0));
});
