/**
 * Screenshots of every storage branch (issue 26 §2) at 360×640 into docs/screens/storage/:
 * Settings' Storage section without navigator.storage, before asking, refused, kept, and in Safari
 * on iPhone (the seven-day line); Home with Safari's notice (light and dark), installed (none), and
 * the backup reminder (light and dark); the reminder setting. Other browsers are played by the
 * init scripts of e2e/browsers.ts. Quantised to indexed PNGs (ImageMagick).
 * `npm run build`, then `PORT=4192 npx playwright test -c dev/screens.config.ts storage.shoot`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { test, expect, restoreBackup, type Page } from '../e2e/fixtures.ts';
import { asIPhoneSafari, persistAnswers, withoutStorageApi } from '../e2e/browsers.ts';
import { startMatch, table } from '../e2e/drivers.ts';
import { seededBackup } from '../test/helpers/seeded.ts';

const OUT = 'docs/screens/storage';
mkdirSync(OUT, { recursive: true });

async function shoot(page: Page, name: string, scheme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  // The first visit's toast ("Ready to work offline") is not part of the screen.
  await page.addStyleTag({ content: '.toasts { display: none !important; }' });
  await page.waitForTimeout(250);
  const raw = `/tmp/storage-raw-${name}.png`;
  await page.screenshot({ path: raw, scale: 'css' });
  const file = `${OUT}/${name}${scheme === 'dark' ? '-dark' : ''}-360x640.png`;
  execFileSync('convert', [raw, '-dither', 'None', '-colors', '64', `PNG8:${file}`]);
  rmSync(raw);
}

/** Settings, scrolled to the Storage section. */
async function storageSection(page: Page): Promise<void> {
  await page.goto('/#/settings');
  const state = page.getByTestId('storage-state');
  await expect(state).toBeVisible();
  await page
    .locator('fieldset')
    .filter({ has: page.locator('legend', { hasText: /^Storage$/ }) })
    .evaluate((e) => e.scrollIntoView({ block: 'end' }));
}

test.use({ viewport: { width: 360, height: 640 } });

test('Settings: no navigator.storage', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await withoutStorageApi(page);
  await storageSection(page);
  await shoot(page, 'settings-no-storage-api');
});

test('Settings: ask, refused, kept', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await persistAnswers(page, false, false);
  await storageSection(page);
  await shoot(page, 'settings-ask');
  await page.getByRole('button', { name: 'Ask to keep saved games' }).click();
  await expect(page.getByTestId('storage-state')).toHaveAttribute('data-state', 'refused');
  await shoot(page, 'settings-refused');
});

test('Settings: kept', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await persistAnswers(page, true, true);
  await storageSection(page);
  await expect(page.getByTestId('storage-state')).toHaveAttribute('data-state', 'kept');
  await shoot(page, 'settings-kept');
});

test('Safari on iPhone in a tab: Settings and the Home notice', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await asIPhoneSafari(page);
  await startMatch(page, table('koikoi'), 2);
  await storageSection(page);
  await expect(page.getByTestId('storage-seven-days')).toBeVisible();
  await shoot(page, 'settings-iphone-safari');
  await page.goto('/#/');
  const notice = page.getByTestId('safari-notice');
  await expect(notice).toBeVisible();
  // Home as it opens (the notice under the saved game), then the notice whole.
  await shoot(page, 'home-safari-notice-top');
  await notice.evaluate((e) => e.scrollIntoView({ block: 'end' }));
  await shoot(page, 'home-safari-notice');
  await shoot(page, 'home-safari-notice', 'dark');
});

test('Safari on iPhone from the Home Screen: no notice', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await asIPhoneSafari(page, true);
  await startMatch(page, table('koikoi'), 2);
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: /^Resume Koi-Koi/ })).toBeVisible();
  await shoot(page, 'home-installed');
});

test('the backup reminder and its setting', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/#/settings');
  await page
    .getByRole('group', { name: 'Remind me to back up after this many finished games' })
    .getByRole('button', { name: '5', exact: true })
    .click();
  const { file, games } = seededBackup(
    Array.from({ length: 6 }, (_, i) => ({ key: `remind-${i}`, gameId: 'koikoi', players: 2, options: {} })),
  );
  await restoreBackup(page, file, games.length);
  await page
    .getByRole('group', { name: 'Remind me to back up after this many finished games' })
    .evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await shoot(page, 'settings-reminder');
  await page.goto('/#/');
  const reminder = page.getByTestId('backup-reminder');
  await expect(reminder).toBeVisible();
  await reminder.evaluate((e) => e.scrollIntoView({ block: 'end' }));
  await shoot(page, 'home-backup-reminder');
  await shoot(page, 'home-backup-reminder', 'dark');
});
