import { test, expect, installApp, addRound } from './fixtures.ts';

test('a broken backup file is refused with a clear message and leaves the data as it was', async ({ page }) => {
  await installApp(page);
  await page.goto('/#/sheets');
  await page.getByRole('button', { name: 'New score sheet' }).click();
  await page.getByLabel('Title (optional)').fill('Keep me');
  await page.getByRole('textbox', { name: 'Player 1' }).fill('Aiko');
  await page.getByRole('textbox', { name: 'Player 2' }).fill('Ben');
  await page.getByRole('button', { name: 'Create sheet' }).click();
  await addRound(page, ['Aiko', 'Ben'], [6, -6]);
  await expect(page.getByTestId('total-0')).toHaveText(/^6/);

  await page.goto('/#/settings');
  const input = page.getByLabel('Import backup file');
  await input.setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"carriage-backup","version":1,"sheets":[{'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'not valid JSON' })).toBeVisible();

  const foreign = {
    format: 'carriage-backup',
    version: 1,
    matches: [],
    moves: [],
    settings: [],
    sheets: [
      {
        id: 'x',
        title: 'Keep me',
        gameId: 'other',
        players: ['A', 'B'],
        rounds: [{ id: 'r', scores: ['lots', 1] }],
        createdAt: 1,
        updatedAt: 1,
      },
    ],
  };
  await input.setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(foreign)),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was changed' })).toBeVisible();

  await page.goto('/#/sheets');
  await expect(page.getByRole('link', { name: /Keep me/ })).toHaveCount(1);
  await page.getByRole('link', { name: /Keep me/ }).click();
  await expect(page.getByTestId('total-0')).toHaveText(/^6/);
  await expect(page.getByTestId('total-1')).toHaveText(/^-6/);
});

test('a backup exported from one phone imports on another', async ({ page }) => {
  await installApp(page);
  await page.goto('/#/sheets');
  await page.getByRole('button', { name: 'New score sheet' }).click();
  await page.getByLabel('Title (optional)').fill('Moved sheet');
  await page.getByRole('button', { name: 'Create sheet' }).click();
  await addRound(page, ['Player 1', 'Player 2'], [3, 4]);
  await page.goto('/#/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export backup (JSON)' }).click();
  const file = await (await download).path();
  // Wipe storage, as on a new phone, then import.
  await page.evaluate(
    () =>
      new Promise((res) => {
        const r = indexedDB.deleteDatabase('carriage');
        r.onsuccess = r.onerror = r.onblocked = () => res(null);
      }),
  );
  await page.goto('/#/sheets');
  await page.reload();
  await expect(page.getByText('No score sheets yet')).toBeVisible();
  await page.goto('/#/settings');
  await page.getByLabel('Import backup file').setInputFiles(file);
  // The preview says what the import would do before anything is written.
  await expect(page.getByTestId('import-preview')).toContainText('This backup would add 1, update 0 and skip 0');
  await page.getByTestId('import-preview').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-result')).toContainText('Imported: 1 score sheet and 0 games');
  await page.goto('/#/sheets');
  await page.getByRole('link', { name: /Moved sheet/ }).click();
  await expect(page.getByTestId('total-1')).toHaveText(/^4/);
});
