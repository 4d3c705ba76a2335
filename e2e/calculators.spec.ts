/**
 * Round calculators of the score pad for the four Hanafuda games: a known round entered with
 * taps gives the score the engine's scenario and scoring tests give for the same cards
 * (expected numbers worked out by hand in the comments), and impossible input is refused.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, installApp, type Page } from './fixtures.ts';

// Each test taps a dozen cards in a production build; a loaded shared machine needs the time.
test.describe.configure({ timeout: 180_000 });

async function openCalculator(page: Page, game: string, players: string[]) {
  await page.goto('/#/sheets');
  await page.getByRole('button', { name: 'New score sheet' }).click();
  await page.getByLabel('Game').selectOption(game);
  await page.getByLabel('Players').selectOption(String(players.length));
  for (const [i, p] of players.entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(p);
  await page.getByRole('button', { name: 'Create sheet' }).click();
  await page.getByRole('button', { name: /^Add round/ }).click();
  await page.getByRole('button', { name: 'Calculate this round' }).click();
  await expect(page.getByRole('dialog', { name: 'Calculate round 1' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();
const scores = (page: Page) => page.getByTestId('calc-scores');

test('Koi-Koi: Aotan and Tan, doubled at 7 and for the koi-koi, under the Nintendo preset', async ({ tour: page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openCalculator(page, 'koikoi', ['Aiko', 'Ben']);
  // One-handed at 360 px: nothing scrolls sideways, and the dialog passes axe.
  const widths = await page.evaluate(() => {
    const d = document.querySelector('.sheet-dialog')!;
    return { page: document.documentElement.scrollWidth, dialog: d.scrollWidth - d.clientWidth };
  });
  expect(widths).toEqual({ page: 360, dialog: 0 });
  const axe = await new AxeBuilder({ page }).setLegacyMode().include('.sheet-dialog').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  // Refusal: a pile without a yaku is not a win.
  await card(page, 'January chaff (plain)').click();
  await expect(page.getByRole('alert').filter({ hasText: "Aiko's card makes no yaku" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use scores' })).toBeDisabled();
  await card(page, 'January chaff (plain)').click();

  await page.getByText('Rules:').click();
  await page.getByLabel('Preset').selectOption('nintendo');
  await page.getByRole('group', { name: 'Who won the round?' }).getByRole('button', { name: 'Ben' }).click();
  await page.getByLabel('Aiko had called koi-koi').check();
  // Ben's pile at the stop of the scenario test "doubles at 7 or more … (×4)".
  for (const name of [
    'June blue ribbon (ribbon)',
    'June chaff (plain)',
    'September chaff (plain)',
    'September blue ribbon (ribbon)',
    'November red ribbon (ribbon)',
    'November lightning (chaff)',
    'October blue ribbon (ribbon)',
    'October chaff (plain)',
    'July red ribbon (ribbon)',
    'July chaff (plain)',
  ]) {
    await card(page, name).click();
  }
  // Five ribbons, the three blue among them: Aotan 5 + 2 extra = 7, Tan 1 (5 ribbons): 8.
  // 8 is 7 or more: ×2 = 16; Aiko had called koi-koi: ×2 = 32, taken from Aiko.
  await expect(scores(page)).toHaveText('Aiko −32Ben +32');
  await page.getByRole('button', { name: 'Use scores' }).click();
  await expect(page.getByLabel('Aiko score')).toHaveValue('-32');
  await expect(page.getByLabel('Ben score')).toHaveValue('32');
  // The round is kept as data (the game's events, issue 27): the note field stays the players', and
  // the calculated line below it (and on the sheet) is worded from the events.
  await expect(page.getByLabel('Note')).toHaveValue('');
  const said =
    "Calculated: Ben stops: Blue Ribbons (Aotan) 7 + Ribbons (Tan) 1 = 8, ×2 (7 or more), ×2 (opponent's koi-koi) = 32.";
  await expect(page.getByTestId('calc-note')).toHaveText(said);
  await page.getByRole('button', { name: 'Save round' }).click();
  await expect(page.getByTestId('total-1')).toHaveText(/^32/);
  await expect(page.getByTestId('round-1-note')).toHaveText(said);
});

test('Go-Stop: three players, lights and dregs, gos and a shake; pi-bak, gwang-bak and go-bak liability', async ({
  tour: page,
}) => {
  await openCalculator(page, 'gostop', ['Aiko', 'Ben', 'Chie']);
  // Aiko: Three Lights (crane, curtain, moon) and ten plain chaff (Dregs 1), as in the scoring test "is zero-sum…".
  for (const m of ['January', 'February', 'March', 'April', 'May'])
    await page.getByRole('button', { name: `All chaff of ${m}` }).click();
  for (const name of ['January crane (bright)', 'March curtain (bright)', 'August moon (bright)'])
    await card(page, name).click();
  await page.getByRole('button', { name: 'Gos called: one more' }).click();
  await page.getByRole('button', { name: 'Gos called: one more' }).click();
  await page.getByRole('button', { name: 'Shakes: one more' }).click();
  await page.getByRole('textbox', { name: "Ben's chaff units" }).fill('0');
  await page.getByLabel('Ben holds a bright').check();
  await page.getByRole('textbox', { name: "Chie's chaff units" }).fill('6');
  await page.getByLabel('Chie called go').check();
  // Three Lights 3 + Dregs 1 + 2 gos = 6, ×2 shaken = 12.
  // Ben (no chaff): pi-bak ×2 = 24; his bright spares him gwang-bak. Chie (no bright): gwang-bak ×2 = 24;
  // she called go, so she also pays Ben's 24: Chie −48, Ben 0, Aiko +48.
  await expect(scores(page)).toHaveText('Aiko +48Ben 0Chie −48');
  await expect(page.getByRole('table', { name: 'Chie pays' })).toContainText('gwang-bak');
  await expect(page.getByRole('table', { name: 'Chie pays' })).toContainText("Ben's share");

  // Refusals: more chaff than the deck has left, and more shakes than a 7-card hand allows.
  await page.getByRole('textbox', { name: "Ben's chaff units" }).fill('20');
  await expect(page.getByRole('alert').filter({ hasText: "Ben can't have 20 chaff units" })).toBeVisible();
  await page.getByRole('textbox', { name: "Ben's chaff units" }).fill('0');
  await page.getByRole('button', { name: 'Shakes: one more' }).click();
  await page.getByRole('button', { name: 'Shakes: one more' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A hand of 7 cards holds at most 2 months of three' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Shakes: one less' }).click();
  await page.getByRole('button', { name: 'Shakes: one less' }).click();

  await page.getByRole('button', { name: 'Use scores' }).click();
  await expect(page.getByLabel('Aiko score')).toHaveValue('48');
  await expect(page.getByLabel('Ben score')).toHaveValue('0');
  await expect(page.getByLabel('Chie score')).toHaveValue('-48');
  // The outcome as data (issue 27): the note stays the players'; the line below words the engine's event.
  await expect(page.getByLabel('Note')).toHaveValue('');
  await expect(page.getByTestId('calc-note')).toHaveText(
    /^Calculated: Aiko stops: Three Lights 3 \+ Dregs \(Pi\) 1 \+ 2 gos = 6, ×2 \(shaken\) = 12\. /,
  );
});

test("Mushi: Fuda Wiki's worked example, each card in one pile only", async ({ tour: page }) => {
  await openCalculator(page, 'mushi', ['Aiko', 'Ben']);
  for (const m of ['January', 'February', 'March', 'May'])
    await page.getByRole('button', { name: `All chaff of ${m}` }).click();
  for (const name of [
    'January crane (bright)',
    'January ribbon with poem (ribbon)',
    'February bush warbler (animal)',
    'February ribbon with poem (ribbon)',
    'March curtain (bright)',
    'March ribbon with poem (ribbon)',
    'May bridge (animal)',
    'August geese (animal)',
    'August chaff (plain)',
    'December chaff (coloured)',
  ]) {
    await card(page, name).click();
  }
  await expect(page.getByRole('alert').filter({ hasText: "22 cards are in nobody's pile" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use scores' })).toBeDisabled();
  await page.getByRole('group', { name: 'Tap the cards captured by' }).getByRole('button', { name: /^Ben/ }).click();
  // Refusal: the crane is Aiko's already.
  await page.getByRole('button', { name: "January crane (bright), in Aiko's pile" }).click();
  await expect(page.getByRole('alert').filter({ hasText: "already in Aiko's pile" })).toBeVisible();
  await page.getByRole('button', { name: 'Give the other 22 to Ben' }).click();
  // Aiko: brights 40 + animals 30 + ribbons 15 + chaff 10 = 95; 95 − 115 = −20, + Three Lights 25 − Ben's Wisteria Row 10 = −5.
  await expect(scores(page)).toHaveText('Aiko −5Ben +5');
  await page.getByRole('button', { name: 'Use scores' }).click();
  await expect(page.getByLabel('Aiko score')).toHaveValue('-5');
  await expect(page.getByLabel('Ben score')).toHaveValue('5');
});

test.describe('installed', () => {
  // The calculator loads from the installed app (its service worker) with the network off.
  test.use({ serviceWorkers: 'allow' });
  test('Higo-Bana, offline: a three-way round with a tie, broken by who dealt', async ({ page, context }) => {
    // The calculator's chunk loads from the installed app with the network off.
    await installApp(page);
    await context.setOffline(true);
    await openCalculator(page, 'higobana', ['Aiko', 'Ben', 'Chie']);
    const who = page.getByRole('group', { name: 'Tap the cards captured by' });
    await card(page, 'August moon (bright)').click();
    await card(page, 'August chaff (plain)').click();
    await who.getByRole('button', { name: /^Ben/ }).click();
    await card(page, 'August geese (animal)').click();
    await who.getByRole('button', { name: /^Chie/ }).click();
    await card(page, 'January crane (bright)').click();
    await card(page, 'December chaff (coloured)').click();
    // As the scenario test "breaks a tie…": Aiko 20 + 1 = 21, Ben 5, Chie 20 + 1 = 21. Dealer Aiko: she comes first, 1 victory point.
    await expect(scores(page)).toHaveText('Aiko +1Ben 0Chie 0');
    // Dealer Ben: turn order Ben, Chie, Aiko: Chie wins the tie.
    await page.getByRole('group', { name: 'Who dealt? (breaks a tie)' }).getByRole('button', { name: 'Ben' }).click();
    await expect(scores(page)).toHaveText('Aiko 0Ben 0Chie +1');
    await page.getByRole('button', { name: 'Use scores' }).click();
    await expect(page.getByLabel('Chie score')).toHaveValue('1');
    await expect(page.getByLabel('Note')).toHaveValue('');
    await expect(page.getByTestId('calc-note')).toHaveText(
      'Calculated: Chie wins 1 victory point. Aiko 21, Ben 5, Chie 21.',
    );
  });
});
