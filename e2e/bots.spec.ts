/**
 * Bots worth playing against (issue 15): a Hard bot seat thinks in the worker, the table says so
 * and applies its move; the hint button asks Hard from the player's own view; the worker is
 * precached, so a bot still plays after an offline reload.
 */
import { readFileSync } from 'node:fs';
import { test, expect, installApp, type Page } from './fixtures.ts';
import { hand, hanaStep } from './hana.ts';
import { textsSeen, watchTexts } from './screen.ts';

// These tests install the app (its service worker) as a phone does.
test.use({ serviceWorkers: 'allow' });

const shots = process.env.SHOTS_DIR;

/** The thinking line (on screen for about a second): every text it shows is remembered. */
const THINKING = '[data-testid="bot-thinking"]';
const watchThinking = (page: Page) => watchTexts(page, THINKING);
const thinkingSeen = (page: Page) => textsSeen(page, THINKING);
const botMoves = (page: Page) =>
  page.evaluate(
    () =>
      (
        globalThis as unknown as { __carriageSession: { moves: { value: { seat: number }[] } } }
      ).__carriageSession.moves.value.filter((m) => m.seat === 1).length,
  );

test('a Hard bot seat thinks off the main thread, the table says so, and a hint points at a card', async ({ page }) => {
  // The worker is one of the service worker's precached files.
  const sw = readFileSync('dist/sw.js', 'utf8');
  expect(sw).toMatch(/assets\/bot\.worker-[\w-]+\.js/);

  await installApp(page);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/#/settings');
  await page.getByRole('checkbox', { name: /Hint button/ }).check();
  await expect(
    page.getByRole('group', { name: 'Hard bot thinking time' }).getByRole('button', { name: 'Normal' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/#/new?game=koikoi&seed=e2e-bots-1');
  await page.getByLabel('Seat 1 name').fill('Aiko');
  const level = page.getByRole('group', { name: 'Seat 2 bot level' });
  await expect(level.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
  await level.getByRole('button', { name: 'Hard' }).click();
  await expect(level.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'true');
  if (shots) await page.screenshot({ path: `${shots}/newmatch-levels-360.png` });
  await page.getByRole('button', { name: 'Start Koi-Koi' }).click();
  await watchThinking(page);

  // The level is by the bot's name.
  await expect(
    page.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: 'Bot 2' }),
  ).toContainText(/hard/i);

  // Play until the bot has moved at least twice; meanwhile ask for a hint once.
  let hinted = false;
  for (let i = 0; i < 200 && (!hinted || (await botMoves(page)) < 2); i++) {
    await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
    if (
      !hinted &&
      (await page.getByText('Your turn: tap a card in your hand.').isVisible()) &&
      (await hand(page).count()) > 0
    ) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      const text = page.getByTestId('hint-text');
      await expect(text).toHaveText(/^Hint: /);
      const card = page.locator('.card.hinted').first();
      await expect(card).toBeVisible();
      await expect(card).toHaveAttribute('aria-describedby', 'table-hint-text');
      // The hinted card is one of my own cards or a field card, never a hidden one.
      const name = await card.getAttribute('aria-label');
      expect(name).toMatch(/^Koi-Koi: /);
      if (shots) await page.screenshot({ path: `${shots}/table-hint-360.png` });
      hinted = true;
    }
    await hanaStep(page, 'Koi-Koi');
  }
  expect(hinted).toBe(true);
  expect(await botMoves(page)).toBeGreaterThanOrEqual(2);
  expect(await thinkingSeen(page)).toContain('Bot 2 is thinking…');
  // The thinking line is a polite live region.
  await expect(page.getByTestId('bot-thinking')).toHaveAttribute('aria-live', 'polite');

  // Offline, a reload still plays: the worker comes from the precache.
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForFunction(() => !!(globalThis as unknown as { __carriageSession?: unknown }).__carriageSession);
  await watchThinking(page);
  const before = await botMoves(page);
  for (let i = 0; i < 200 && (await botMoves(page)) <= before; i++) await hanaStep(page, 'Koi-Koi');
  expect(await botMoves(page)).toBeGreaterThan(before);
  const errors = await page.evaluate(() => document.querySelector('[role="alert"]')?.textContent ?? '');
  expect(errors).toBe('');
});
