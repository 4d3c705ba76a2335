/**
 * Storage that tells the truth (issue 26 §2), on screen: Settings where `navigator.storage` is
 * missing, where `persist()` is refused and where it is granted; Safari on iPhone in a tab (the
 * seven-day notice after the first saved match, "Back up now", "Got it" remembered) and installed
 * (no notice); the backup reminder after N finished games ("Later", then "Back up now" clears it).
 * Other browsers are played by init scripts (e2e/browsers.ts); the rule is src/app/storageRule.ts,
 * whose every branch test/app/storageRule.test.ts runs. Axe (light and dark) and 44 px targets on
 * each new piece.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, readBackupFile, restoreBackup, type Page } from './fixtures.ts';
import { asIPhoneSafari, persistAnswers, withoutStorageApi } from './browsers.ts';
import { startMatch, table } from './drivers.ts';
import { seededBackup, type SeededGame } from '../test/helpers/seeded.ts';

/** No serious or critical axe violation, in light and in dark. */
async function axeClean(page: Page, what: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(200);
    const res = await new AxeBuilder({ page })
      .setLegacyMode()
      .options({ resultTypes: ['violations'] })
      .analyze();
    const bad = res.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad, `${what} in ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Every button and link in `scope` is at least 44 × 44 px. */
async function bigTargets(page: Page, testId: string): Promise<void> {
  const boxes = await page
    .getByTestId(testId)
    .locator('button, a')
    .evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { name: e.textContent?.trim(), w: Math.round(r.width), h: Math.round(r.height) };
      }),
    );
  expect(boxes.length).toBeGreaterThan(0);
  for (const b of boxes) {
    expect(b.h, `${b.name}: height`).toBeGreaterThanOrEqual(44);
    expect(b.w, `${b.name}: width`).toBeGreaterThanOrEqual(44);
  }
}

/** The backup a "Back up now" button offers: its file name and content. */
async function backUp(
  page: Page,
  button: ReturnType<Page['getByRole']>,
): Promise<{ name: string; data: { format: string; matches: unknown[] } }> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const read = readBackupFile((await file.path())!);
  return { name: file.suggestedFilename(), data: { format: read.header.format, matches: read.matches } };
}

const ASK = 'Ask to keep saved games';

test.describe('Settings, Storage', () => {
  test('without navigator.storage: no button, and what the browser does instead', async ({ page }) => {
    await withoutStorageApi(page);
    await page.goto('/#/settings');
    expect(await page.evaluate(() => 'storage' in navigator)).toBe(false);
    const state = page.getByTestId('storage-state');
    await expect(state).toHaveAttribute('data-state', 'unavailable');
    await expect(state).toContainText('This browser cannot be asked to keep saved games');
    await expect(state).toContainText('when the device runs low on space');
    await expect(page.getByTestId('storage-used')).toHaveText(
      'This browser does not say how much space they take. Export a backup now and then.',
    );
    await expect(page.getByRole('button', { name: ASK })).toHaveCount(0);
    await axeClean(page, 'Settings without navigator.storage');
  });

  test('persist() refused: Settings says so, and the button goes', async ({ page }) => {
    await persistAnswers(page, false, false);
    await page.goto('/#/settings');
    const state = page.getByTestId('storage-state');
    await expect(state).toHaveAttribute('data-state', 'ask');
    await expect(page.getByTestId('storage-used')).toContainText('MB used.');
    await page.getByRole('button', { name: ASK }).click();
    await expect(state).toHaveAttribute('data-state', 'refused');
    await expect(state).toContainText('The browser said no when asked to keep saved games');
    await expect(page.getByRole('button', { name: ASK })).toHaveCount(0);
    await expect(page.getByTestId('storage-used')).toContainText('Export a backup now and then.');
    await axeClean(page, 'Settings, persist() refused');
  });

  test('persist() granted: kept, no button, no backup nagging', async ({ page }) => {
    await persistAnswers(page, false, true);
    await page.goto('/#/settings');
    await page.getByRole('button', { name: ASK }).click();
    const state = page.getByTestId('storage-state');
    await expect(state).toHaveAttribute('data-state', 'kept');
    await expect(page.getByRole('button', { name: ASK })).toHaveCount(0);
    await expect(page.getByTestId('storage-used')).toHaveText(/^\d+\.\d MB used\.$/);
    await expect(page.getByTestId('storage-seven-days')).toHaveCount(0);
  });
});

test('Safari on iPhone in a tab: the seven-day notice once a match is saved; Back up now; Got it is remembered', async ({
  page,
}) => {
  await asIPhoneSafari(page);
  await page.goto('/');
  const notice = page.getByTestId('safari-notice');
  const installHint = page.getByRole('heading', { name: 'Keep Carriage on your home screen' });
  // Nothing saved yet: no notice; the install hint gives the Share steps.
  await expect(installHint).toBeVisible();
  await expect(page.locator('.install-hint')).toContainText('tap Share');
  await expect(notice).toHaveCount(0);

  await startMatch(page, table('koikoi'), 2);
  await page.goto('/#/');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Safari may delete your saved games' })).toBeVisible();
  await expect(notice).toContainText('after seven days without a visit');
  await expect(notice.getByRole('listitem')).toHaveCount(3);
  await expect(notice.getByRole('listitem').first()).toContainText('at the top right on iPad');
  await expect(notice).toContainText('Add to Home Screen');
  // Under the saved game, not above it: "Continue" stays the first thing after New game.
  const [resumeY, noticeY] = await Promise.all([
    page.getByRole('link', { name: /^Resume Koi-Koi/ }).evaluate((e) => e.getBoundingClientRect().top),
    notice.evaluate((e) => e.getBoundingClientRect().top),
  ]);
  expect(noticeY).toBeGreaterThan(resumeY);
  // The install hint says the same: not shown beside it.
  await expect(installHint).toHaveCount(0);
  await bigTargets(page, 'safari-notice');
  await axeClean(page, 'Home with the Safari notice');

  const { name, data } = await backUp(page, notice.getByRole('button', { name: 'Back up now' }));
  expect(name).toMatch(/^carriage-backup-\d{4}-\d{2}-\d{2}\.jsonl\.gz$/);
  expect(data.format).toBe('carriage-backup');
  expect(data.matches).toHaveLength(1);
  await expect(page.getByRole('status').filter({ hasText: 'Backup ready: 1 sheet, 1 game.' })).toBeVisible();

  // Settings says it too, and when the last backup was made.
  await page.goto('/#/settings');
  await expect(page.getByTestId('storage-seven-days')).toContainText('seven days without a visit');
  await expect(page.getByTestId('last-backup')).toHaveText('Last backup on this phone: just now.');

  await page.goto('/#/');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: /^Resume Koi-Koi/ })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(installHint).toHaveCount(0);
});

test('Safari on iPhone, opened from the Home Screen: no notice, no seven-day line', async ({ page }) => {
  await asIPhoneSafari(page, true);
  await startMatch(page, table('koikoi'), 2);
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: /^Resume Koi-Koi/ })).toBeVisible();
  await expect(page.getByTestId('safari-notice')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Keep Carriage on your home screen' })).toHaveCount(0);
  await page.goto('/#/settings');
  await expect(page.getByTestId('storage-state')).toBeVisible();
  await expect(page.getByTestId('storage-seven-days')).toHaveCount(0);
  await expect(page.getByText('Carriage is installed on this device')).toBeVisible();
});

/** Finished Koi-Koi matches `from`…`to`-1, played at `now` (default: the seeded day, before today). */
const koikoi = (from: number, to: number, now?: number) =>
  seededBackup(
    Array.from(
      { length: to - from },
      (_, i): SeededGame => ({ key: `remind-${from + i}`, gameId: 'koikoi', players: 2, options: {} }),
    ),
    now,
  );

test('the backup reminder after N finished games: Later waits for N more, Back up now clears it', async ({ page }) => {
  await page.goto('/#/settings');
  const every = page.getByRole('group', { name: 'Remind me to back up after this many finished games' });
  await expect(every.getByRole('button', { name: '10', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await every.getByRole('button', { name: '5', exact: true }).click();
  await expect(every.getByRole('button', { name: '5', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('last-backup')).toHaveText('No backup made on this phone yet.');

  const reminder = page.getByTestId('backup-reminder');
  const finished = page.getByRole('heading', { name: 'Finished' });
  await restoreBackup(page, koikoi(0, 4).file, 4);
  await page.goto('/#/');
  await expect(finished).toBeVisible();
  await expect(reminder).toHaveCount(0);

  await restoreBackup(page, koikoi(4, 6).file, 2);
  await page.goto('/#/');
  await expect(reminder).toBeVisible();
  await expect(reminder.getByRole('heading', { name: 'Time for a backup' })).toBeVisible();
  await expect(reminder).toContainText(
    '6 finished games are not in a backup yet (no backup has been made on this phone).',
  );
  await bigTargets(page, 'backup-reminder');
  await axeClean(page, 'Home with the backup reminder');

  await reminder.getByRole('button', { name: 'Later' }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(finished).toBeVisible();
  await expect(reminder).toHaveCount(0);

  // Five more finished after "Later" (played now, on this phone): the reminder is back.
  await restoreBackup(page, koikoi(6, 11, Date.now() + 1000).file, 5);
  await page.goto('/#/');
  await expect(reminder).toContainText('5 finished games are not in a backup yet (no backup has been made');
  const { data } = await backUp(page, reminder.getByRole('button', { name: 'Back up now' }));
  expect(data.matches).toHaveLength(11);
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(finished).toBeVisible();
  await expect(reminder).toHaveCount(0);

  // The link goes to the setting.
  await restoreBackup(page, koikoi(11, 16, Date.now() + 120_000).file, 5);
  await page.goto('/#/');
  await reminder.getByRole('link', { name: 'Change the reminder in Settings' }).click();
  await expect(every.getByRole('button', { name: 'Off' })).toBeVisible();
  await every.getByRole('button', { name: 'Off' }).click();
  await page.goto('/#/');
  await expect(finished).toBeVisible();
  await expect(reminder).toHaveCount(0);
});
