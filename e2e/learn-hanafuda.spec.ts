/**
 * Learning Hanafuda at the table (issue 28): a newcomer's first Koi-Koi match shows the teaching
 * sentence naming the hand cards that take something; a tap on a field card before a hand card
 * says why next to the card, in English and then in Japanese with no English; the yaku progress
 * line shows the nearest yaku of the seeded deal as the engine counts them; the how-to screen,
 * from the table's "?", draws the cards and its yaku index, and axe finds nothing. One page, no
 * match played out. Mushi: the progress line counts a seeded capture's card points toward the
 * 115 baseline, as mushi-progress.ts counts them.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';
import { englishOnScreen, useLanguage } from './languages.ts';
import { koikoi, koikoiHandHint, yakuOptions } from '../src/games/hanafuda/koikoi.ts';
import { koikoiProgress, nearYaku } from '../src/games/hanafuda/progress.ts';
import { hanafudaWordsEn } from '../src/games/hanafuda/words.ts';
import { LIGHTNING, mushi, mushiHandHint } from '../src/games/hanafuda/mushi.ts';
import { MUSHI_POINTS_LINE, mushiProgress } from '../src/games/hanafuda/mushi-progress.ts';
import { faceName } from '../src/games/hanafuda/cards.ts';

/** A deal code where Player 1 (seat 0) deals, so plays first, with a card of the field's month in hand. */
function seeded() {
  for (let i = 0; i < 200; i++) {
    const seed = `learn-hana-${i}`;
    const first = koikoi.setup({ players: 2, seed });
    if (first.dealer !== 0) continue;
    const s = koikoi.play(first, 0, { type: 'next-round' });
    if (s.phase !== 'play' || s.turn !== 0) continue;
    const v = koikoi.view(s, 0);
    const field = v.field.map((p) => p.cards);
    const matching = v.hand.filter((c) => koikoiHandHint(c, field).cards.length > 0);
    if (matching.length === 0) continue;
    return { seed, v, matching };
  }
  throw new Error('no deal code found');
}

test('Koi-Koi: teaching sentence, why not, yaku progress, how to play', async ({ page }) => {
  const { seed, v, matching } = seeded();
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/#/new?game=koikoi&seed=${seed}`);
  await page.getByRole('button', { name: 'Start Koi-Koi' }).click();
  await page.getByRole('button', { name: 'Deal the cards' }).click();

  // Teaching mode is on for a newcomer: the sentence counts the hand cards that take something.
  const turn = page.getByTestId('teach-turn');
  await expect(turn).toHaveText(
    matching.length === 1
      ? /^Play a card from your hand: your .* takes a field card of its month\.$/
      : new RegExp(`^Play a card from your hand: ${matching.length} of yours take a field card of their month`),
  );

  // The progress line: the nearest yaku of this deal, as progress.ts counts them.
  const near = nearYaku(koikoiProgress(v.captured, 0, yakuOptions(v.options, v.round))).slice(0, 2);
  const yaku = hanafudaWordsEn.names.yaku;
  const line = near.map((l) => `${yaku[l.id]} ${l.have}/${l.need}`).join(' · ');
  await expect(page.getByTestId('yaku-progress')).toContainText(line || 'No yaku near yet');
  await page.getByTestId('yaku-progress').click();
  const panel = page.getByTestId('yaku-progress-panel');
  await expect(panel).toBeVisible();
  if (near[0]) await expect(panel.locator(`[data-yaku="${near[0].id}"]`)).toContainText(`${near[0].missing} more`);
  await panel.getByRole('button', { name: 'Close' }).click();

  // A field card before a hand card: the tap says why, next to the card.
  const fieldCard = page.locator('.field button.refused').first();
  await fieldCard.click({ force: true }); // aria-disabled
  const why = page.getByTestId('why-not');
  await expect(why).toHaveText(/Choose a card from your hand first: the field cards it can take then light up\./);
  const [c, b] = [await fieldCard.boundingBox(), await why.boundingBox()];
  expect(b!.y + b!.height <= c!.y + 1 || b!.y >= c!.y + c!.height - 1).toBe(true);

  // In Japanese: the same tap, the reason with no English; the teaching sentence too.
  await useLanguage(page, 'ja');
  await expect(page.getByTestId('teach-turn')).toContainText('同じ月の場の札を取れる札');
  await page.locator('.field button.refused').first().click({ force: true });
  await expect(page.getByTestId('why-not')).toContainText('先に手札の札を選んでください');
  expect(await englishOnScreen(page, ['Player 1', 'Bot 2'])).toEqual([]);

  // How to play, from the table's "?": the cards drawn, the yaku index; axe finds nothing.
  await useLanguage(page, 'en');
  await page.getByRole('link', { name: 'Rules' }).first().click();
  const howto = page.getByTestId('howto');
  await expect(howto).toBeVisible();
  await expect(howto.getByRole('heading', { name: 'One turn' })).toBeVisible();
  await expect(howto.getByRole('img', { name: /^Koi-Koi: 3B, March/ }).first()).toBeVisible();
  expect(await howto.getByRole('img').count()).toBeGreaterThan(40);
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="howto"]')
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

/** A Mushi deal code where Player 1 deals and plays first, with a hand card (not the Lightning) taking one field card. */
function mushiSeeded() {
  for (let i = 0; i < 200; i++) {
    const seed = `learn-mushi-${i}`;
    const first = mushi.setup({ players: 2, seed });
    if (first.dealer !== 0) continue;
    const s = mushi.play(first, 0, { type: 'next-round' });
    if (s.phase !== 'play' || s.turn !== 0) continue;
    const field = mushi.view(s, 0).field.map((p) => p.cards);
    const card = s.hands[0]!.find((c) => c !== LIGHTNING && mushiHandHint(c, field).cards.length === 1);
    if (!card) continue;
    const after = mushi.view(mushi.play(s, 0, { type: 'play', card }), 0);
    const points = mushiProgress(after.captured, 0, after.options).find((l) => l.id === MUSHI_POINTS_LINE)!;
    return { seed, card, points: points.have };
  }
  throw new Error('no Mushi deal code found');
}

test('Mushi: the progress line counts the card points of a capture toward the 115 baseline', async ({ page }) => {
  const { seed, card, points } = mushiSeeded();
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/#/new?game=mushi&seed=${seed}`);
  await page.getByRole('button', { name: 'Start Mushi' }).click();
  await page.getByRole('button', { name: 'Deal the cards' }).click();
  const line = page.getByTestId('yaku-progress');
  await expect(line).toContainText('0/115 pts');
  // The card and its one match: tapped twice, it takes the field card; the line counts both.
  const hand = page.getByRole('button', { name: `Mushi: ${faceName(card)}`, exact: true });
  await hand.click();
  await hand.click();
  expect(points).toBeGreaterThan(0);
  await expect(line).toContainText(`${points}/115 pts`);
  await line.click();
  await expect(page.getByTestId('mushi-points')).toContainText(
    `Card points ${points}: ${115 - points} short of the 115`,
  );
});
