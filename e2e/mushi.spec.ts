import { test, expect } from './fixtures.ts';
import { playRound } from './hana.ts';

test('a person plays a round of Mushi against a bot by tapping cards, and the round lands on the score sheet', async ({
  tour: page,
}) => {
  await page.goto('/#/new?game=mushi&seed=e2e-mushi-1');
  await page.getByLabel('Seat 1 name').fill('Aiko');
  await page.getByRole('button', { name: 'Start Mushi' }).click();
  // Each side shows its card points and where it stands against the 115 baseline.
  await expect(page.getByRole('region', { name: 'Your side' })).toContainText(/\d+ pts · standing/);
  const seen = await playRound(page, 'Mushi');
  expect(seen).toContain('play');
  expect(seen).toContain('draw');
  expect(seen).not.toContain('handoff');
  const panel = page.getByRole('region', { name: /Round 1: over/ });
  await expect(panel).toContainText(/Card points \d+ − 115/);
  const summary = (await panel.locator('p').first().textContent())!;
  // Each side's score as a sum: card points − 115, plus and minus yaku.
  expect(summary).toMatch(
    /^Aiko: \d+ card points − 115.* = ([+−]\d+|0); Bot 2: \d+ card points − 115.* = ([+−]\d+|0)\.$/,
  );
  const aiko = Number(/^Aiko: [^;]* = ([+−]?\d+);/.exec(summary)![1]!.replace('−', '-').replace('+', ''));
  await page.getByRole('link', { name: 'Score sheet' }).click();
  await expect(page.getByRole('row', { name: /Round 1.*kept by the game/ })).toBeVisible();
  // Zero-sum: the two totals add up to 0, and Aiko's is her round score.
  const totals = [await page.getByTestId('total-0').textContent(), await page.getByTestId('total-1').textContent()].map(
    (t) => parseInt(t!.replace('−', '-'), 10),
  );
  expect(totals[0]! + totals[1]!).toBe(0);
  expect(totals[0]).toBe(aiko);
});

test('the Mushi rules page has the yaku sheet with the preset in force', async ({ tour: page }) => {
  await page.goto('/#/rules/mushi?full=1');
  await expect(page.getByRole('heading', { name: 'The Lightning' })).toBeVisible();
  const sheet = page.getByRole('region', { name: 'Yaku sheet' });
  await expect(sheet).toContainText('Five Lights');
  await expect(sheet.getByRole('img', { name: 'Mushi: 2A, February bush warbler (animal)' })).toBeVisible();
  await sheet.getByLabel('Rules').selectOption('three-yaku');
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Five Lights' })).toContainText('not used');
});
