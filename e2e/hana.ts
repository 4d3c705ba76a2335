/** Playing a Hanafuda table through the UI, the way a player taps (shared by the game specs). */
import { expect, type Page } from './fixtures.ts';

export const hand = (page: Page) => page.getByRole('region', { name: 'Your hand' }).getByRole('button');
export const field = (page: Page) => page.getByRole('region', { name: 'Field' });

/** Take one step of whatever the screen asks for; returns what it did. */
export async function hanaStep(
  page: Page,
  game: string,
  holder: { name: string | null } = { name: null },
  decide: 'stop' | 'go' = 'stop',
): Promise<string> {
  // Wait while a move is being saved or a bot is thinking.
  await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
  const handoff = page.getByRole('button', { name: /^I'm .* show my cards$/ });
  if (await handoff.isVisible()) {
    holder.name = /I'm (.*) — show/.exec((await handoff.textContent()) ?? '')?.[1] ?? null;
    // Nothing private while the phone is passed: no hand, no cards.
    await expect(page.getByRole('region', { name: 'Your hand' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(`^${game}: `) })).toHaveCount(0);
    await handoff.click();
    return 'handoff';
  }
  if (await page.getByRole('button', { name: 'Deal the cards' }).isVisible()) {
    await page.getByRole('button', { name: 'Deal the cards' }).click();
    return 'deal';
  }
  if (await page.getByRole('heading', { name: /over$/ }).isVisible()) return 'round-over';
  const decision =
    decide === 'stop'
      ? page.getByRole('button', { name: /^Stop/ })
      : page.getByRole('button', { name: /^(Go|Koi-Koi)/ });
  if (await decision.first().isVisible()) {
    await decision.first().click();
    return decide;
  }
  if (await page.getByText('Choose a card: tap the one to take.').isVisible()) {
    await field(page)
      .getByRole('button', { name: new RegExp(`^${game}: `) })
      .first()
      .click();
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

/** Play until the round-over panel shows; returns the steps taken. */
export async function playRound(
  page: Page,
  game: string,
  holder: { name: string | null } = { name: null },
): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 600; i++) {
    const did = await hanaStep(page, game, holder);
    if (did !== 'wait') seen.push(did);
    if (did === 'round-over') break;
  }
  return seen;
}
