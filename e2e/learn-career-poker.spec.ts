/**
 * Learning Career Poker at the table (issue 28): a newcomer's first match says what to do (the
 * teaching sentence, a rule note), a refused tap says why next to the card (English, then
 * Japanese with no English on screen), the standing of a seeded Millionaire turn shows the right
 * numbers, and the how-to screen draws the game's cards and passes axe. Kept short: few page
 * loads, no whole match. `SHOTS=dir` keeps screenshots at 360×640.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, restoreBackup, type Page } from './fixtures.ts';
import { englishOnScreen, useLanguage } from './languages.ts';
import { careerPokerAtBuilder } from './seeded.ts';

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/career-poker-${name}.png` });
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
});

test('a first match teaches the turn and a rule; a refused tap says why, in English and in Japanese', async ({
  page,
}) => {
  // the deal code "learn-cp-3" has Player 1 lead the first trick
  await page.goto('/#/new?game=career-poker&seed=learn-cp-3');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await page.getByRole('button', { name: 'Start Trick-Taking Career Poker' }).click();
  await expect(page.getByTestId('teach-turn')).toHaveText('Pick who plays after you in this trick.');
  await shot(page, 'teach-en');
  // before the direction every card is refused: a tap says why, next to the card
  const refused = page.locator('.cp-initial button.card.refused');
  await expect(refused).toHaveCount(12);
  await expect(refused.first()).toHaveAttribute('aria-label', /\(not playable now\)$/);
  await refused.nth(2).click({ force: true });
  await expect(page.getByTestId('why-not')).toContainText(
    'First turn the Progress card: choose which way this trick goes.',
  );
  await shot(page, 'whynot-en');

  await useLanguage(page, 'ja');
  await expect(page.getByTestId('teach-turn')).toHaveText(/^次に出す人/);
  await page.locator('.cp-initial button.card.refused').nth(2).click({ force: true });
  await expect(page.getByTestId('why-not')).toContainText('先に進行カードを回して');
  expect(await englishOnScreen(page, ['Player', '1', 'Bot', '2', '3'])).toEqual([]);
  await shot(page, 'whynot-ja');

  // one trick in Japanese: clockwise, lead the first card naming its colour; the bots follow and a rule is explained
  await page.locator('.tframe-prompt button').first().click();
  await page.locator('.cp-initial button.card:not(.refused)').first().click();
  await page.locator('.tframe-prompt button.primary').first().click();
  const note = page.getByTestId('teach-note');
  await expect(note).toBeVisible({ timeout: 10_000 });
  await expect(note).toHaveAttribute('data-rule', /^(trick|place|back-trick|cut-trick)$/);
  expect(await note.textContent()).not.toMatch(/[A-Za-z]{3}/);
  await shot(page, 'note-ja');
});

test('the standing on a Millionaire turn: my place and what going out now scores, and the panel', async ({ page }) => {
  const { file, id } = careerPokerAtBuilder(3);
  await restoreBackup(page, file, 1);
  await page.goto(`/#/play/${id}`);
  const button = page.getByTestId('cp-standing-button');
  await expect(button).toBeVisible();
  // going out now: the Short game's 1st place (+5) and the gold I keep (my seat chip's G)
  const chip = (await page.locator('.seat-chip').first().locator('.cp-seat-x').textContent()) ?? '';
  const gold = Number(/G(\d+)/.exec(chip)?.[1]);
  const cards = Number(/S(\d+)/.exec(chip)?.[1]);
  await expect(button).toHaveText(
    new RegExp(`^Your standing if the round ended now: [123](st|nd|rd) · out \\+${5 + gold}$`),
  );
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const rows = page.locator('.cp-standing tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.locator('.cp-standing tr.me td').first()).toHaveText(String(cards));
  await expect(page.locator('.cp-standing tr.me td').nth(1)).toHaveText(String(gold));
  await shot(page, 'standing-en');
  // the panel never covers the hand: it sits in the middle, above the dock; Play stays in view
  const panel = await page.locator('.cp-standing').boundingBox();
  const dock = await page.locator('.tframe-dock').boundingBox();
  expect(panel!.y).toBeLessThan(dock!.y);
  await expect(page.locator('.cp-builder').getByRole('button', { name: /^Play/ })).toBeInViewport();

  await page.emulateMedia({ colorScheme: 'dark' });
  await useLanguage(page, 'ko');
  await expect(page.getByTestId('cp-standing-button')).toHaveText(new RegExp(`[123]위 · 나가면 \\+${5 + gold}$`));
  await page.getByTestId('cp-standing-button').click();
  await shot(page, 'standing-ko-dark');
});

test('how to play, drawn with the game’s cards, from the rules screen; axe finds nothing', async ({ page }) => {
  await page.goto('/#/rules/career-poker');
  const how = page.getByTestId('how-to');
  await expect(how).toBeVisible();
  await expect(how.getByRole('img', { name: '10 Red Goldfish' }).first()).toBeVisible();
  expect(await how.locator('[role="img"] svg').count()).toBeGreaterThanOrEqual(10);
  // it scrolls vertically only
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'howto-en');
  const res = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(res.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  await useLanguage(page, 'ja');
  await expect(page.getByTestId('how-to')).toContainText('大富豪フェイズ');
  expect(await englishOnScreen(page)).toEqual([]);
  await shot(page, 'howto-ja');
});
