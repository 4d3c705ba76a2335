/**
 * Screenshots of every game mid-round, at a turn's start, at 360×640 and 390×844 portrait and
 * 740×360 landscape: one match per game walked through the three sizes. Quantised to indexed PNGs
 * (ImageMagick) so each stays small. See dev/screens.config.ts for how to run it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { test } from '../e2e/fixtures.ts';
import { startMatch, table, untilMyTurn } from '../e2e/drivers.ts';

const dark = process.env.SCHEME === 'dark';
const OUT = dark ? '/tmp/screens-dark' : 'docs/screens';
const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 740, height: 360 },
];

/** file name, game, players, and optionally the kind of turn to wait for */
const SHOTS: [string, string, number, string?][] = [
  ['koikoi', 'koikoi', 2],
  ['gostop-2p', 'gostop', 2],
  ['gostop-3p', 'gostop', 3],
  ['mushi', 'mushi', 2],
  ['higobana-3p', 'higobana', 3],
  ['higobana-7p', 'higobana', 7],
  ['travfuda', 'travfuda', 3],
  ['travfuda-6p', 'travfuda', 6],
  ['run-or-jump', 'travfuda-run-or-jump', 3],
  ['imperial-baccarat', 'imperial-baccarat', 3],
  ['denebian-baccarat', 'denebian-baccarat', 3],
  ['career-poker-3p', 'career-poker', 3, 'follow'],
  ['career-poker-5p', 'career-poker', 5, 'follow'],
  ['career-poker-builder', 'career-poker', 3, 'builder'],
  ['career-poker-builder-5p', 'career-poker', 5, 'builder'],
  ['capture-2p', 'capture', 2],
  ['capture-6p', 'capture', 6],
];

test.use({ colorScheme: dark ? 'dark' : 'light' });
mkdirSync(OUT, { recursive: true });

for (const [file, id, players, want] of SHOTS) {
  if (process.env.ONLY && !file.startsWith(process.env.ONLY)) continue;
  test(file, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(SIZES[0]!);
    const t = table(id);
    await startMatch(page, t, players);
    const kind = await untilMyTurn(page, t, want);
    if (!kind) throw new Error(`${file}: no turn of mine came`);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      const raw = `/tmp/screens-raw-${file}-${size.width}x${size.height}.png`;
      await page.screenshot({ path: raw, scale: 'css' });
      const out = `${OUT}/${file}-${size.width}x${size.height}.png`;
      execFileSync('convert', [raw, '-dither', 'None', '-colors', '96', `PNG8:${out}`]);
      rmSync(raw);
    }
  });
}
