/**
 * Learning Capture at the table (issue 28): a newcomer's first match shows the teaching sentence;
 * a refused tap says why next to the card, in English and then in Japanese with no English; the
 * progress row counts the seeded hand; the how-to screen, reached from the table's "?", draws the
 * cards and passes axe, and starts the guided round. One page, no match played out (the whole
 * spec stays under 40 s).
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';
import { englishOnScreen, useLanguage } from './languages.ts';
import { capture } from '../src/games/capture/capture.ts';
import { cardName, faceName } from '../src/games/capture/cards.ts';
import { isPrimary, rankOf, suitOf } from '../src/games/capture/rules.ts';

/** A deal code whose first lead is the person's (seat 0), holding a Primary card that may not lead. */
function seeded() {
  for (let i = 0; i < 500; i++) {
    const seed = `learn-capture-${i}`;
    const s = capture.setup({ players: 2, seed });
    const primary = s.hands[0]!.find(isPrimary);
    if (s.phase === 'lead' && s.turn === 0 && primary && s.upCard) return { seed, s, primary };
  }
  throw new Error('no deal code found');
}

const PLANET_JA: Record<string, string> = { E: '地球', J: '木星', M: '火星', N: '海王星', S: '土星', V: '金星' };

test('Capture: teaching sentence, why not, where the hand stands, how to play', async ({ page }) => {
  const { seed, s, primary } = seeded();
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/#/new?game=capture&seed=${seed}`);
  await page.getByRole('combobox', { name: 'Players' }).selectOption('2');
  await page.getByRole('button', { name: 'Start Capture' }).click();
  await expect(page.getByRole('main', { name: 'Capture table' })).toBeVisible();

  // Teaching mode is on for a newcomer: the lead's sentence.
  await expect(page.getByTestId('teach-turn')).toHaveText(
    'Lead a Secondary card (lit): Neptune, Saturn or Venus, never a Galaxy.',
  );

  // Where the hand stands: 13 cards held, nothing captured; the up-card's worth.
  const progress = page.getByTestId('cap-progress');
  await expect(progress.locator('summary')).toHaveText('This hand now −13 · going out +13');
  await progress.locator('summary').click();
  const up = s.upCard!;
  await expect(progress).toContainText(
    `Up-card ${cardName(up)}: 1 point for whoever captures a round of ${rankOf(up)}s.`,
  );
  await expect(progress).toContainText('Your hand: 13 cards, −13 if still held when the hand ends.');
  await progress.locator('summary').click();

  // A Primary card may not lead: the tap says why, next to the card.
  const card = page.getByRole('button', { name: `${faceName(primary)} (not playable now)` });
  await card.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
  const why = page.getByTestId('why-not');
  await expect(why).toContainText(`The ${cardName(primary)} is a Primary card: while you hold a Secondary card`);
  const [c, b] = [await card.boundingBox(), await why.boundingBox()];
  expect(b!.y + b!.height).toBeLessThanOrEqual(c!.y + 1);
  await page.screenshot({ path: 'test-results/learn-capture-why-en.png' });

  // In Japanese: the same tap, the reason with no English.
  await useLanguage(page, 'ja');
  const rank = rankOf(primary)!;
  const cardJa = page.getByRole('button', {
    name: new RegExp(`^${rank} ${suitOf(primary)} ${PLANET_JA[suitOf(primary)]} プライマリー`),
  });
  await cardJa.click({ force: true });
  await expect(page.getByTestId('why-not')).toContainText('プライマリーの札です');
  await expect(page.getByTestId('teach-turn')).toContainText('セカンダリーの札');
  expect(await englishOnScreen(page, ['Player 1', 'Bot 2'])).toEqual([]);

  // How to play, from the table's "?": the card pictures, and axe finds nothing.
  await useLanguage(page, 'en');
  await page.getByRole('link', { name: 'Rules' }).first().click();
  const howto = page.getByTestId('howto');
  await expect(howto).toBeVisible();
  await expect(howto.getByRole('img')).toHaveCount(10);
  await expect(howto.getByRole('img', { name: '3 E, Earth, primary' }).first()).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The guided round starts from there: the sentence names the card to tap.
  await page.getByRole('button', { name: 'Play a guided round' }).click();
  await expect(page.getByRole('main', { name: 'Capture table' })).toBeVisible();
  await expect(page.getByTestId('teach-turn')).toHaveText(
    // The card as its button is named (a newcomer finds it by that name): "1 S, Saturn, secondary".
    /^Tap the \S+ \S+, (Neptune|Saturn|Venus), secondary\. Lead a Secondary card/,
  );
});
