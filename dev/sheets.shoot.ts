/**
 * Screenshots of every game's score sheet and match-end panel (issue 24): each game at its largest
 * seat count (and the team games) played to its end with the app's own code
 * (test/helpers/seeded.ts), restored from a backup, then its sheet and its end shot at 360×640
 * (and 640×360 landscape for the sheets), light; SCHEME=dark shoots dark. Quantised to indexed
 * PNGs (ImageMagick). `npm run build`, then `PORT=4183 npx playwright test -c dev/screens.config.ts sheets.shoot`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { test, restoreBackup } from '../e2e/fixtures.ts';
import { LARGEST, seededBackup } from '../test/helpers/seeded.ts';

const dark = process.env.SCHEME === 'dark';
const OUT = 'docs/screens/end';
const { file, games } = seededBackup(LARGEST);
test.use({ colorScheme: dark ? 'dark' : 'light' });
mkdirSync(OUT, { recursive: true });

test('sheets and match ends', async ({ page }) => {
  test.setTimeout(600_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await restoreBackup(page, file, games.length);
  const shoot = async (name: string) => {
    await page.waitForTimeout(200);
    const raw = `/tmp/sheets-raw-${name}.png`;
    await page.screenshot({ path: raw, scale: 'css' });
    execFileSync('convert', [raw, '-dither', 'None', '-colors', '64', `PNG8:${OUT}/${name}${dark ? '-dark' : ''}.png`]);
    rmSync(raw);
  };
  for (const g of games) {
    if (process.env.ONLY && !g.key.startsWith(process.env.ONLY)) continue;
    const sizes = dark
      ? [{ width: 360, height: 640 }]
      : [
          { width: 360, height: 640 },
          { width: 640, height: 360 },
        ];
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto(`/#/sheet/${g.sheet.id}`);
      await page.getByTestId('total-0').waitFor();
      await shoot(`sheet-${g.key}-${size.width}x${size.height}`);
    }
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`/#/play/${g.match.id}`);
    await page.getByTestId('match-end').waitFor();
    // The toast of the first visit ("Ready to work offline") is not part of the panel.
    await page
      .getByRole('button', { name: /Dismiss|Close/ })
      .first()
      .click({ timeout: 500 })
      .catch(() => undefined);
    await shoot(`end-${g.key}-360x640`);
  }
});
