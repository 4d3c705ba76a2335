/**
 * Accessibility checked by a tool (issue 12 §6): axe finds no serious or critical violation on
 * every screen a player meets — home, new game, each Hanafuda table mid-round, the hand-off,
 * a round end, a game's score sheet, the score pad, rules and settings — in light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, addRound, type Page } from './fixtures.ts';
import { hanaStep } from './hana.ts';

/** Serious and critical violations on the page as it is now: rule, impact, and the first nodes. */
async function violations(page: Page): Promise<string[]> {
  // Let transitions and the card-in animation settle so colours are measured as shown.
  await page.waitForTimeout(300);
  const res = await new AxeBuilder({ page }).analyze();
  return res.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? n.failureSummary ?? ''})`).join(' | ')}`);
}

async function check(page: Page, what: string): Promise<void> {
  expect(await violations(page), what).toEqual([]);
}

/** Start a match of a Hanafuda game against bots and play until my turn (mid-round). */
async function midRound(page: Page, id: string, title: string, players = 2): Promise<void> {
  await page.goto(`/#/new?game=${id}&seed=a11y-${id}`);
  if (players !== 2) await page.getByRole('combobox', { name: 'Players' }).selectOption(String(players));
  await page.getByRole('button', { name: `Start ${title}` }).click();
  await page.locator('.felt').waitFor();
  for (let i = 0; i < 200; i++) {
    const did = await hanaStep(page, title);
    if (did === 'play') break;
  }
  // A card selected (its matches lit) and the opponent's captures opened: every state a player sees.
  await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
  const card = page.getByRole('region', { name: 'Your hand' }).locator('button:not([disabled])').first();
  if (await card.isVisible().catch(() => false)) await card.click();
  const toggle = page.getByRole('button', { name: /^Show .* captures$/ }).first();
  if (await toggle.isVisible().catch(() => false)) await toggle.click();
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test('home, new game, rules and settings', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'A pocket card table' })).toBeVisible();
      await check(page, 'home');
      await page.goto('/#/new');
      await expect(page.getByRole('button', { name: /^Start / })).toBeVisible();
      await check(page, 'new game');
      await page.goto('/#/rules');
      await page.waitForLoadState('networkidle');
      await check(page, 'rules list');
      await page.goto('/#/rules/koikoi');
      await page.waitForLoadState('networkidle');
      await check(page, 'Koi-Koi rules');
      await page.goto('/#/settings');
      await expect(page.getByRole('group', { name: 'Animation speed' }).first()).toBeVisible();
      await check(page, 'settings');
    });

    test('score sheets and the score pad', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/#/sheets');
      await page.getByRole('button', { name: 'New score sheet' }).click();
      await check(page, 'new score pad dialog');
      await page.getByLabel('Game').selectOption('other');
      await page.getByLabel('Players').selectOption('3');
      await page.getByRole('textbox', { name: 'Player 1' }).fill('Aiko');
      await page.getByRole('textbox', { name: 'Player 2' }).fill('Ben');
      await page.getByRole('textbox', { name: 'Player 3' }).fill('Chi');
      await page.getByRole('button', { name: 'Create sheet' }).click();
      await addRound(page, ['Aiko', 'Ben', 'Chi'], [5, -2, 0], 'first hand');
      await expect(page.getByTestId('total-0')).toHaveText(/^5/);
      await check(page, 'score pad');
    });

    for (const [id, title, players] of [
      ['koikoi', 'Koi-Koi', 2],
      ['gostop', 'Go-Stop', 3],
      ['mushi', 'Mushi', 2],
      ['higobana', 'Higo-Bana', 4],
    ] as const) {
      test(`the ${title} table mid-round`, async ({ page }) => {
        test.setTimeout(180_000);
        await midRound(page, id, title, players);
        await check(page, `${title} mid-round`);
      });
    }

    test('hand-off, round end and the game-kept score sheet', async ({ page }) => {
      test.setTimeout(180_000);
      // Two people: the phone is passed between turns.
      await page.goto('/#/new?game=koikoi&seed=a11y-handoff');
      await page.getByLabel('Seat 1 name').fill('Aiko');
      await page.getByLabel('Seat 2 name').fill('Ben');
      await page.getByRole('group', { name: 'Seat 2 is played by' }).getByRole('button', { name: 'Person' }).click();
      await page.getByRole('button', { name: 'Start Koi-Koi' }).click();
      const handoff = page.getByRole('button', { name: /^I'm .* show my cards$/ });
      for (let i = 0; i < 20 && !(await handoff.isVisible().catch(() => false)); i++) await hanaStep(page, 'Koi-Koi');
      await expect(handoff).toBeVisible();
      await check(page, 'hand-off');
      // Play the round out (both seats by the same hands), then the round end.
      for (let i = 0; i < 800; i++) {
        if ((await hanaStep(page, 'Koi-Koi')) === 'round-over') break;
      }
      await expect(page.getByRole('heading', { name: /over$/ })).toBeVisible();
      await check(page, 'round end');
      await page.getByRole('link', { name: 'Score sheet' }).click();
      await expect(page.getByTestId('total-0')).toBeVisible();
      await check(page, 'score sheet of a game');
    });
  });
}
