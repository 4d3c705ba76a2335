/**
 * Issue 24 §1: every score sheet shows every player at phone size. Each game at its largest seat
 * count (and Higo-Bana's and Career Poker's teams) is played to its end by Normal bots with the
 * app's own code (test/helpers/seeded.ts), restored from a backup as a player restores one, and its sheet
 * opened at 360×640 portrait and 640×360 landscape: every player's name and total is inside the
 * screen without scrolling sideways, the long round notes wrap under their round, and each total
 * is the game's own total (the engine's, not the sheet's sum).
 */
import { test, expect, restoreBackup, type Page } from './fixtures.ts';
import { largestBackup } from './seeded.ts';
import { matchStandings } from '../src/engine/tally.ts';

/** Where an element is, against the screen. */
const box = (page: Page, sel: string) =>
  page.locator(sel).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { text: (e as HTMLElement).innerText.trim(), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );

test('every score sheet shows every player and the game’s totals at 360×640 and in landscape', async ({ page }) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { file, games } = largestBackup();
  await restoreBackup(page, file, games.length);
  for (const size of [
    { width: 360, height: 640 },
    { width: 640, height: 360 },
  ]) {
    await page.setViewportSize(size);
    for (const g of games) {
      const what = `${g.key} at ${size.width}×${size.height}`;
      await page.goto(`/#/sheet/${g.sheet.id}`);
      await expect(page.getByTestId('total-0'), what).toBeVisible();
      // Nothing scrolls sideways: not the page, not the sheet.
      const wide = await page.evaluate(() => {
        const w = document.querySelector('.sheet-wrap') as HTMLElement | null;
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          sheet: w ? w.scrollWidth - w.clientWidth : 0,
        };
      });
      expect(wide, `${what}: sideways scroll`).toEqual({ page: 0, sheet: 0 });
      // Every name in the head row, inside the screen, in seat order.
      const heads = await box(page, 'table.sheet thead th[data-seat]');
      expect(
        heads.map((h) => h.text.replace(/\s+/g, ' ')),
        `${what}: names`,
      ).toEqual(g.names);
      for (const h of heads)
        expect(h.left >= 0 && h.right <= size.width + 0.5, `${what}: ${h.text} at ${h.left}–${h.right}`).toBe(true);
      // Scrolled to the last round of a long sheet (its chart follows below it), the names and the
      // totals are still on screen.
      await page.evaluate(() =>
        document.querySelector('table.sheet tbody tr:last-child')?.scrollIntoView({ block: 'end' }),
      );
      await page.waitForTimeout(50);
      for (const sel of ['table.sheet thead th[data-seat]', 'table.sheet thead td[data-testid^="total-"]']) {
        for (const h of await box(page, sel)) {
          expect(
            h.left >= 0 && h.right <= size.width + 0.5 && h.top >= 0 && h.bottom <= size.height + 0.5,
            `${what}: ${sel} "${h.text}" at (${h.left}, ${h.top})–(${h.right}, ${h.bottom})`,
          ).toBe(true);
        }
      }
      // The totals are the game's.
      for (const [i, total] of g.status.totals.entries()) {
        await expect(page.getByTestId(`total-${i}`), `${what}: ${g.names[i]}'s total`).toHaveText(
          new RegExp(`^${String(total).replace('-', '[-−]')}(\\D|$)`),
        );
      }
      // The star marks the match's winners as the game states them (Career Poker's winning team, Higo-Bana's tie-break).
      const starred = await page
        .locator('table.sheet thead td.lead')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.slice(6))));
      expect(starred, `${what}: the winners are starred`).toEqual(matchStandings(g.status).winners);
      // The round notes wrap inside the screen.
      for (const n of await box(page, 'table.sheet tr.note-row td'))
        expect(n.right <= size.width + 0.5, `${what}: a note runs off the screen`).toBe(true);
    }
  }
});

test('the score pad at 360×640: six players, a calculated round with its long note, every name and total in view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 640 });
  const names = ['Alexandra', '佐藤さくら', 'Bartholomew', '김민준', 'Chiyoko', 'Maximilian'];
  await page.goto('/#/sheets');
  await page.getByRole('button', { name: 'New score sheet' }).click();
  await page.getByLabel('Game').selectOption('capture');
  await page.getByLabel('Players').selectOption('6');
  for (const [i, p] of names.entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(p);
  await page.getByRole('button', { name: 'Create sheet' }).click();
  await page.getByRole('button', { name: /^Add round/ }).click();
  await page.getByRole('button', { name: 'Calculate this round' }).click();
  const counts = [12, 9, 7, 4, 3, 1];
  const left = [0, 2, 1, 5, 3, 4];
  for (const [i, n] of names.entries()) {
    await page.getByRole('textbox', { name: `${n}: cards captured`, exact: true }).fill(String(counts[i]));
    await page.getByRole('textbox', { name: `${n}: cards left in hand`, exact: true }).fill(String(left[i]));
  }
  // Each player's score is captured − left (Capture's basic count).
  await page.getByRole('button', { name: 'Use scores' }).click();
  await page.getByRole('button', { name: 'Save round' }).click();
  await expect(page.getByTestId('round-1-note')).toContainText('Calculated:');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide, 'no sideways scroll').toBe(0);
  for (const [i, n] of names.entries()) {
    const head = page.locator(`table.sheet thead th[data-seat="${i}"]`);
    await expect(head).toHaveText(n);
    for (const el of [head, page.getByTestId(`total-${i}`)]) {
      const b = (await el.boundingBox())!;
      expect(b.x >= 0 && b.x + b.width <= 360.5, `${n}: in view`).toBe(true);
    }
    await expect(page.getByTestId(`total-${i}`)).toHaveText(new RegExp(`^${counts[i]! - left[i]!}(\\D|$)`));
  }
  const note = (await page.getByTestId('round-1-note').boundingBox())!;
  expect(note.x + note.width <= 360.5, 'the note wraps inside the screen').toBe(true);
});
