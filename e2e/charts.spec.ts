/**
 * Issue 29 §3–5 in the browser: a score sheet of three rounds draws one marker per round per
 * player with the same figures in a hidden table; sharing hands a PNG file to the Web Share API
 * (stubbed here to catch it), or offers it as a download where sharing is missing; an evening
 * of two sheets shows its standings across games (and in Japanese, no English). axe, light and
 * dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, restoreBackup, type Page } from './fixtures.ts';
import { englishOnScreen, useLanguage } from './languages.ts';
import { seededBackup } from '../test/helpers/seeded.ts';
import { addRound as sheetRound, newSheet } from '../src/store/sheets.ts';

/** axe on the page, or only on `within` (the sheet's table is checked by the a11y spec already). */
async function axe(page: Page, what: string, within?: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const builder = new AxeBuilder({ page });
    const res = await (within ? builder.include(within) : builder).analyze();
    const bad = res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${what}, ${colorScheme}`,
    ).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

// An evening: a Koi-Koi sheet (Aiko 11 – Ben 3), then two hours later a Rummy sheet seated the
// other way and typed in lower case (ben 13 – Aiko 9). Aiko: 1 won, rounds 2 + 1; Ben: 1 won, 1 + 1.
const T = Date.UTC(2026, 10, 20, 19);
const H = 3_600_000;
function eveningBackup() {
  const { file } = seededBackup([]);
  let a = newSheet({ id: 'ev-1', title: 'Koi-Koi', gameId: 'koikoi', players: ['Aiko', 'Ben'], now: T });
  [
    [6, 0],
    [0, 3],
    [5, 0],
  ].forEach((s, i) => {
    a = sheetRound(a, { id: `a${i}`, scores: s }, T + (i + 1) * 20 * 60_000);
  });
  let b = newSheet({ id: 'ev-2', title: 'Rummy', gameId: 'other', players: ['ben', 'Aiko'], now: T + 2 * H });
  [
    [10, 2],
    [3, 3],
    [0, 4],
  ].forEach((s, i) => {
    b = sheetRound(b, { id: `b${i}`, scores: s }, T + 2 * H + (i + 1) * 20 * 60_000);
  });
  // The sheet of three rounds, another day: Aiko 5, −1, +10; Ben −2, +7, 0; Chi 0, +3, −4.
  let k = newSheet({
    id: 'kyoto',
    title: 'Train to Kyoto',
    gameId: 'other',
    players: ['Aiko', 'Ben', 'Chi'],
    now: T - 48 * H,
  });
  [
    [5, -2, 0],
    [-1, 7, 3],
    [10, 0, -4],
  ].forEach((s, i) => {
    k = sheetRound(k, { id: `k${i}`, scores: s }, T - 48 * H + (i + 1) * 60_000);
  });
  file.sheets.push(a, b, k);
  return file;
}

test('a sheet charts its running totals, shares a PNG or offers it; an evening ranks across games', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await restoreBackup(page, eveningBackup(), 0);

  await test.step('a sheet of three rounds: one marker per round per player, and the table', async () => {
    await page.goto('/#/sheet/kyoto');
    const chart = page.getByTestId('running-chart');
    await expect(chart.getByRole('img', { name: /Running total of each player.*Train to Kyoto/ })).toBeVisible();
    await expect(chart.locator('svg.chart-svg .mk')).toHaveCount(9);
    for (const p of [0, 1, 2]) await expect(chart.locator(`svg.chart-svg .mk[data-p="${p}"]`)).toHaveCount(3);
    // The hidden table: after round 3, Aiko 14, Ben 5, Chi −1.
    const table = chart.getByTestId('chart-table');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table.locator('tbody tr').nth(2)).toHaveText(/After round 3\s*14\s*5\s*−1/);
    await expect(chart.locator('.chart-legend li')).toHaveText(['Aiko', 'Ben', 'Chi']);
    // Fits 360 px: nothing scrolls sideways (the hidden table included).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await axe(page, "a sheet's chart and sharing", '[data-testid="running-chart"], .share-box');
  });

  await test.step('sharing hands over a PNG file', async () => {
    await page.evaluate(() => {
      const w = window as unknown as { shared?: { name: string; type: string; size: number; text?: string } };
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: (d: ShareData) => !!d.files });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (d: ShareData) => {
          const f = d.files![0]!;
          w.shared = { name: f.name, type: f.type, size: f.size, ...(d.text ? { text: d.text } : {}) };
        },
      });
    });
    await page.getByRole('button', { name: 'Share the result' }).click();
    const shared = await page
      .waitForFunction(() => (window as unknown as { shared?: unknown }).shared)
      .then((h) => h.jsonValue());
    const s = shared as { name: string; type: string; size: number; text: string };
    expect(s.type).toBe('image/png');
    expect(s.name).toBe('Train to Kyoto.png');
    expect(s.size).toBeGreaterThan(10_000);
    expect(s.text).toContain('1. Aiko 14');
  });

  await test.step('without sharing, the image downloads', async () => {
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
    });
    await page.getByRole('button', { name: 'Share the result' }).click();
    const fallback = page.getByTestId('share-fallback');
    await expect(fallback).toContainText('Sharing is not available here');
    await expect(fallback.getByRole('textbox')).toHaveValue(
      /Train to Kyoto\n[\s\S]*1\. Aiko 14\n2\. Ben 5\n3\. Chi −1/,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      fallback.getByTestId('share-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('Train to Kyoto.png');
  });

  await test.step('an evening: standings across the two games', async () => {
    await page.goto('/#/history');
    await page.getByTestId('evenings-link').click();
    await expect(page.getByTestId('evening')).toHaveCount(1);
    await page.getByTestId('evening').click();
    const overall = page.getByTestId('evening-overall').locator('li');
    await expect(overall).toHaveText([/^1\.Aiko1 match won, 3 rounds won$/, /^2\.Ben1 match won, 2 rounds won$/]);
    const games = page.getByTestId('evening-game');
    await expect(games).toHaveCount(2);
    // Koi-Koi: Aiko 11, Ben 3; Rummy: ben 13, Aiko 9.
    await expect(games.nth(0).locator('tbody tr')).toHaveText([/Aiko\s*1\s*2\s*11/, /Ben\s*0\s*1\s*3/]);
    await expect(games.nth(1).locator('tbody tr')).toHaveText([/Ben\s*1\s*1\s*13/, /Aiko\s*0\s*1\s*9/]);
    await expect(page.getByTestId('running-chart').locator('.mk')).toHaveCount(4);
    await axe(page, 'an evening');
    await useLanguage(page, 'ja');
    await expect(page.getByTestId('evening-overall').locator('li').first()).toContainText('1位');
    expect(await englishOnScreen(page, ['Aiko', 'Ben', 'ben', 'Rummy'])).toEqual([]);
  });
});
