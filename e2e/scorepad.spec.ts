import { test, expect, installApp, addRound } from './fixtures.ts';

// These tests install the app (its service worker) as a phone does.
test.use({ serviceWorkers: 'allow' });

test('a score sheet typed in survives a reload and an offline reload', async ({ page, context }) => {
  await installApp(page);
  await page.getByRole('link', { name: 'Score sheets' }).click();
  await page.getByRole('button', { name: 'New score sheet' }).click();
  await page.getByLabel('Game').selectOption('other');
  await page.getByLabel('Title (optional)').fill('Train to Kyoto');
  await page.getByLabel('Players').selectOption('3');
  await page.getByLabel('Player 1', { exact: true }).fill('Aiko');
  await page.getByLabel('Player 2', { exact: true }).fill('Ben');
  await page.getByLabel('Player 3', { exact: true }).fill('Chi');
  await page.getByRole('button', { name: 'Create sheet' }).click();

  const players = ['Aiko', 'Ben', 'Chi'];
  await addRound(page, players, [5, -2, 0], 'first hand');
  await addRound(page, players, [-1, 7, 3]);
  await expect(page.getByTestId('total-0')).toHaveText(/^4/);
  await expect(page.getByTestId('total-1')).toHaveText(/^5/);
  await expect(page.getByTestId('total-1')).toContainText('(leader)');

  // Edit round 1: the total follows and the history keeps the old value.
  await page.getByRole('button', { name: 'Edit round 1' }).click();
  await page.getByLabel('Aiko score').fill('9');
  await page.getByRole('button', { name: 'Save round' }).click();
  await expect(page.getByTestId('total-0')).toHaveText(/^8/);
  await expect(page.getByTestId('total-0')).toContainText('(leader)');

  await page.reload();
  await expect(page.getByTestId('total-0')).toHaveText(/^8/);
  await expect(page.getByText('first hand')).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByText(/edited round 1 \(was 5 \/ -2 \/ 0/)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('total-0')).toHaveText(/^8/);
  await expect(page.getByTestId('total-2')).toHaveText(/^3/);
  await page.goto('/#/sheets');
  await expect(page.getByRole('link', { name: /Train to Kyoto/ })).toBeVisible();
});
