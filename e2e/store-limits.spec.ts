/**
 * Issue 32 §1: every record the app writes, it reads back. A pad sheet at its round limit (2,000
 * rounds, made by the pad's own `addRound` and put in IndexedDB as the store keeps it, instead of
 * 2,000 taps) refuses the next round with a message a player reads, and still opens after a reload.
 */
import { LIMIT_WORDS } from '../src/app/limits.words.ts';
import { LIMITS, type ScoreSheet } from '../src/store/records.ts';
import { addRound, newSheet } from '../src/store/sheets.ts';
import { test, expect } from './fixtures.ts';

test('a pad sheet at its round limit refuses the next round with a message and still opens after a reload', async ({
  page,
}) => {
  const now = Date.now();
  let sheet = newSheet({ id: 'sheet-full', title: 'Long evening', gameId: 'other', players: ['Aiko', 'Ben'], now });
  for (let i = 0; i < LIMITS.rounds; i++) sheet = addRound(sheet, { id: `r${i}`, scores: [2, -1] }, now + i);

  // The app opens its database on the first visit; the sheet goes in beside what it keeps.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Score sheets' })).toBeVisible();
  await page.evaluate(async (s: ScoreSheet) => {
    // The database the app opened, at its version: the sheet as the store keeps it.
    const db = await new Promise<IDBDatabase>((ok, ko) => {
      const r = indexedDB.open('carriage');
      r.onsuccess = () => ok(r.result);
      r.onerror = () => ko(r.error);
    });
    await new Promise<void>((ok, ko) => {
      const tx = db.transaction('sheets', 'readwrite');
      tx.objectStore('sheets').put(s);
      tx.oncomplete = () => ok();
      tx.onerror = () => ko(tx.error);
    });
    db.close();
  }, sheet);

  // 2,000 rows take a while to lay out on a busy machine.
  const rendering = { timeout: 30_000 };
  await page.goto('/#/sheet/sheet-full');
  await expect(page.getByTestId('total-0')).toHaveText(/^4000/, rendering);
  await expect(page.getByTestId(`round-${LIMITS.rounds}`)).toBeAttached();

  await page.getByRole('button', { name: `Add round ${LIMITS.rounds + 1}` }).click();
  await page.getByLabel('Aiko score').fill('5');
  await page.getByLabel('Ben score').fill('-5');
  await page.getByRole('button', { name: 'Save round' }).click();
  await expect(page.getByRole('alert').getByText(LIMIT_WORDS.rounds)).toBeVisible();
  // Refused, not half-taken: the dialog keeps what was typed and the sheet is as it was.
  await expect(page.getByLabel('Aiko score')).toHaveValue('5');
  await expect(page.getByTestId(`round-${LIMITS.rounds + 1}`)).toHaveCount(0);
  await expect(page.getByTestId('total-0')).toHaveText(/^4000/);

  // After a reload the list has it (not skipped as damaged), and it opens whole.
  await page.goto('/#/sheets');
  await page.reload();
  await expect(page.getByRole('link', { name: /Long evening/ })).toBeVisible();
  await expect(page.getByText(/Skipped a damaged record/)).toHaveCount(0);
  await page.getByRole('link', { name: /Long evening/ }).click();
  await expect(page.getByTestId('total-0')).toHaveText(/^4000/, rendering);
  await expect(page.getByTestId('total-1')).toHaveText(/^-2000/);
  await expect(page.getByTestId(`round-${LIMITS.rounds}`)).toBeAttached();
});
