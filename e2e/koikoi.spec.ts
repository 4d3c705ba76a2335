import { test, expect, type Page } from './fixtures.ts';

/** Start a Koi-Koi match between two people from the new-game screen. */
async function startTwoPeople(page: Page, seed: string) {
  await page.goto(`/#/new?game=koikoi&seed=${seed}`);
  await page.getByLabel('Seat 1 name').fill('Aiko');
  await page.getByLabel('Seat 2 name').fill('Ben');
  await page.getByRole('group', { name: 'Seat 2 is played by' }).getByRole('button', { name: 'Person' }).click();
  await page.getByRole('button', { name: 'Start Koi-Koi' }).click();
}

const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' }).getByRole('button');
const field = (page: Page) => page.getByRole('region', { name: 'Field' });

/** Take one step of whatever the screen asks for; returns what it did. */
async function step(page: Page, holder: { name: string | null }): Promise<string> {
  // Wait while a move is being saved or a bot is thinking.
  await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
  const handoff = page.getByRole('button', { name: /^I'm .* show my cards$/ });
  if (await handoff.isVisible()) {
    const label = (await handoff.textContent()) ?? '';
    holder.name = /I'm (.*) — show/.exec(label)?.[1] ?? null;
    // Nothing private while the phone is passed: no hand, no field cards.
    await expect(page.getByRole('region', { name: 'Your hand' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Koi-Koi: / })).toHaveCount(0);
    await handoff.click();
    return 'handoff';
  }
  if (await page.getByRole('button', { name: 'Deal the cards' }).isVisible()) {
    await page.getByRole('button', { name: 'Deal the cards' }).click();
    return 'deal';
  }
  if (await page.getByRole('heading', { name: /round over|Match over/ }).isVisible()) return 'round-over';
  const stop = page.getByRole('button', { name: /^Stop: \+\d+/ });
  if (await stop.isVisible()) {
    await stop.click();
    return 'stop';
  }
  if (await page.getByText('Two cards match: tap the one to take.').isVisible()) {
    await field(page).getByRole('button', { name: /^Koi-Koi: / }).first().click();
    return 'choose';
  }
  const draw = page.getByRole('button', { name: 'Draw from the stock', exact: true });
  if (await draw.isVisible()) {
    await draw.click();
    return 'draw';
  }
  if ((await hand(page).count()) > 0 && (await page.getByText('Your turn: tap a card in your hand.').isVisible())) {
    const card = hand(page).first();
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await card.click();
    return 'play';
  }
  await page.waitForTimeout(100);
  return 'wait';
}

test('two people play a round of Koi-Koi by tapping cards, passing the phone between turns', async ({ page }) => {
  await startTwoPeople(page, 'e2e-koikoi-1');
  const holder = { name: null as string | null };
  const seen: string[] = [];
  for (let i = 0; i < 400; i++) {
    const did = await step(page, holder);
    if (did !== 'wait') seen.push(did);
    if (did === 'round-over') break;
  }
  expect(seen).toContain('round-over');
  expect(seen.filter((s) => s === 'handoff').length).toBeGreaterThan(2);
  expect(seen).toContain('play');
  expect(seen).toContain('draw');

  // The round's result is on the match's score sheet.
  const summary = await page.getByRole('region', { name: /round over/ }).locator('p').first().textContent();
  await page.getByRole('link', { name: 'Score sheet' }).click();
  const row = page.getByRole('button', { name: 'Edit round 1 (January)' });
  await expect(row).toBeVisible();
  // The sheet's note is the round's summary, with the players' names.
  expect(summary).toMatch(/^(Aiko|Ben) stops|no score|lucky/);
  await expect(page.getByRole('row', { name: /Edit round 1/ })).toContainText(summary!.replace(/\.$/, ''));
});

test('reloading in the middle of a turn comes back to the same moment, hand-off first', async ({ page }) => {
  await startTwoPeople(page, 'e2e-koikoi-2');
  const holder = { name: null as string | null };
  // Get to someone's first play, then play a card and stop before the draw.
  for (let i = 0; i < 100; i++) {
    await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
    if (await page.getByText('Your turn: tap a card in your hand.').isVisible()) break;
    const handoff = page.getByRole('button', { name: /^I'm .* show my cards$/ });
    if (await handoff.isVisible()) {
      holder.name = /I'm (.*) — show/.exec((await handoff.textContent()) ?? '')?.[1] ?? null;
      await handoff.click();
    } else if (await page.getByRole('button', { name: 'Deal the cards' }).isVisible()) await page.getByRole('button', { name: 'Deal the cards' }).click();
    else await page.waitForTimeout(100);
  }
  const card = hand(page).first();
  const name = await card.getAttribute('aria-label');
  await card.click();
  await card.click();
  if (await page.getByText('Two cards match: tap the one to take.').isVisible()) await field(page).getByRole('button', { name: /^Koi-Koi: / }).first().click();
  await expect(page.getByRole('button', { name: 'Draw from the stock', exact: true })).toBeVisible();
  const before = await hand(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(before).not.toContain(name);

  await page.reload();
  const handoff = page.getByRole('button', { name: `I'm ${holder.name} — show my cards` });
  await expect(handoff).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your hand' })).toHaveCount(0);
  await handoff.click();
  await expect(page.getByRole('button', { name: 'Draw from the stock', exact: true })).toBeVisible();
  expect(await hand(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(before);

  // The played card may be taken back (no hidden card was revealed yet).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(hand(page).filter({ has: page.locator(`[aria-label="${name}"]`) }).or(page.getByRole('button', { name: name! }))).toHaveCount(1);
  await expect(page.getByText('Your turn: tap a card in your hand.')).toBeVisible();
});
