/**
 * Issue 32 §2–3 in the browser: History lists every match and sheet, Home keeps three to continue
 * and links the rest, a match is deleted (Undo brings it back; deleted, it stays gone after a
 * reload), and a deleted match stays deleted when an older backup is imported without asking,
 * coming back only when the player ticks "Also bring back". axe at 360×640, light and dark.
 * SHOTS=1 also writes the screenshots of docs/screens/history/.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, restoreBackup, type Page } from './fixtures.ts';
import { seededBackup, type SeededGame } from '../test/helpers/seeded.ts';
import { newSheet } from '../src/store/sheets.ts';

const CASES: SeededGame[] = [
  { key: 'mushi', gameId: 'mushi', players: 2, options: {} },
  ...[1, 2, 3, 4].map((n) => ({ key: `koikoi-${n}`, gameId: 'koikoi', players: 2, options: {}, rounds: 1 })),
];
const { file, games } = seededBackup(CASES);
file.sheets.push(
  newSheet({
    id: 'sheet-club',
    title: 'Club night',
    gameId: 'other',
    players: ['Eri', 'Fumi'],
    now: Date.UTC(2026, 9, 3),
  }),
);

async function axe(page: Page, what: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.waitForTimeout(150);
    const res = await new AxeBuilder({ page }).analyze();
    const bad = res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${what}, ${colorScheme}`,
    ).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const rows = (page: Page) => page.getByTestId('history-row');

test('History lists everything, deletes with undo, and an older backup does not bring a deleted match back unasked', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await restoreBackup(page, file, games.length);

  await test.step('Home: three to continue, then all unfinished', async () => {
    await page.goto('/#/');
    const resume = page.getByRole('link', { name: /^Resume Koi-Koi/ });
    await expect(resume).toHaveCount(3);
    await page.getByRole('link', { name: 'All unfinished matches (4)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'of 6 shown' })).toHaveText('4 of 6 shown');
    await expect(rows(page)).toHaveCount(4);
    await expect(page.getByLabel('Show')).toHaveValue('unfinished');
  });

  await test.step('History: every match and the sheet of its own, filtered, one screen wide', async () => {
    await page.getByLabel('Show').selectOption('all');
    await expect(page.getByText('6 matches and sheets')).toBeVisible();
    // Newest first: the full Mushi match has the most moves, so the latest time; the sheet is a month older.
    await expect(rows(page).first()).toContainText('Mushi');
    await expect(rows(page).last()).toContainText('Club night');
    await page.getByLabel('Game').selectOption('mushi');
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel('Game').selectOption('');
    await page.getByLabel('Search by name').fill('club');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Eri · Fumi');
    await page.getByLabel('Search by name').fill('');
    await page.getByLabel('Player').selectOption('Eri');
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel('Player').selectOption('');
    await expect(rows(page)).toHaveCount(6);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(wide).toBe(0);
    for (const size of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      if (!process.env.SHOTS) break;
      await page.setViewportSize(size);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.waitForTimeout(200);
        await page.screenshot({ path: `docs/screens/history/history-${colorScheme}-${size.width}x${size.height}.png` });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
    await page.setViewportSize({ width: 360, height: 640 });
    await axe(page, 'History');
  });

  await test.step('delete a match: Undo brings it back; deleted, it stays gone after a reload', async () => {
    const mushi = page.getByRole('checkbox', { name: /^Select Mushi/ });
    await mushi.check();
    await expect(page.getByRole('region', { name: 'Selected' })).toContainText(/1 selected · about \d+(\.\d)? kB/);
    if (process.env.SHOTS) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.waitForTimeout(200);
        await page.screenshot({ path: `docs/screens/history/history-selected-${colorScheme}-360x640.png` });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
    await axe(page, 'History with a selection');
    await page.getByRole('region', { name: 'Selected' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/^Deleted 1 match: \d+(\.\d)? kB freed\.$/)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Select Mushi/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('checkbox', { name: /^Select Mushi/ })).toHaveCount(1);

    await page.getByRole('checkbox', { name: /^Select Mushi/ }).check();
    await page.getByRole('region', { name: 'Selected' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/^Deleted 1 match/)).toBeVisible();
    await page.goto('/#/history');
    await page.reload();
    await expect(page.getByText('5 matches and sheets')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Select Mushi/ })).toHaveCount(0);
  });

  await test.step('importing the older backup leaves it deleted unless asked', async () => {
    await page.goto('/#/settings');
    const input = page.getByLabel('Import backup file');
    const older = { name: 'older.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) };
    await input.setInputFiles(older);
    const preview = page.getByTestId('import-preview');
    await expect(preview).toContainText(/Skip — Game “mushi”: deleted on this phone on/);
    await expect(preview).toContainText(/Skip — Sheet “Mushi · 2 players”: deleted on this phone on/);
    await expect(preview).toContainText('This backup would add 0');
    await preview.getByRole('button', { name: /^Import/ }).click();
    await expect(page.getByTestId('import-result')).toContainText('Imported');
    await page.goto('/#/history');
    await expect(page.getByText('5 matches and sheets')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Select Mushi/ })).toHaveCount(0);

    // Asked for, it comes back.
    await page.goto('/#/settings');
    await page.getByLabel('Import backup file').setInputFiles(older);
    await page.getByRole('checkbox', { name: /Also bring back what was deleted/ }).check();
    await expect(preview).toContainText('This backup would add 2');
    await expect(preview).toContainText(/Add — Game “mushi”: \d+ moves \(deleted on this phone on .*; brought back\)/);
    await preview.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByTestId('import-result')).toContainText('1 game added');
    await page.goto('/#/history');
    await expect(page.getByText('6 matches and sheets')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Select Mushi/ })).toHaveCount(1);
  });
});
