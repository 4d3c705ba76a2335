/** Playing a Hanafuda table through the UI, the way a player taps (shared by the game specs). */
import { expect, type Page } from './fixtures.ts';

/** What a Hanafuda table's screen says, in the language it speaks (English unless a spec passes another). */
export interface HanaScreen {
  hand: string;
  field: string;
  /** The hand-off button; its first group is the player's name. */
  handoff: RegExp;
  deal: string;
  /** The heading of a round's (or the match's) end. */
  over: RegExp;
  stop: RegExp;
  go: RegExp;
  choose: string;
  draw: string;
  yourTurn: string;
  /** A card's accessible name begins with the game's name: `card(game)` matches it. */
  card: (game: string) => RegExp;
}

export const HANA_EN: HanaScreen = {
  hand: 'Your hand',
  field: 'Field',
  handoff: /^I'm (.*) — show my cards$/,
  deal: 'Deal the cards',
  over: /over$/,
  stop: /^Stop/,
  go: /^(Go|Koi-Koi)/,
  choose: 'Choose a card: tap the one to take.',
  draw: 'Draw from the stock',
  yourTurn: 'Your turn: tap a card in your hand.',
  card: (game) => new RegExp(`^${game}: `),
};

export const hand = (page: Page, w: HanaScreen = HANA_EN) =>
  page.getByRole('region', { name: w.hand }).getByRole('button');
export const field = (page: Page, w: HanaScreen = HANA_EN) => page.getByRole('region', { name: w.field });

/** Take one step of whatever the screen asks for; returns what it did. */
export async function hanaStep(
  page: Page,
  game: string,
  holder: { name: string | null } = { name: null },
  decide: 'stop' | 'go' = 'stop',
  w: HanaScreen = HANA_EN,
): Promise<string> {
  // Wait while a move is being saved or a bot is thinking.
  await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
  const handoff = page.getByRole('button', { name: w.handoff });
  if (await handoff.isVisible()) {
    holder.name = w.handoff.exec(((await handoff.textContent()) ?? '').trim())?.[1] ?? null;
    // Nothing private while the phone is passed: no hand, no cards.
    await expect(page.getByRole('region', { name: w.hand })).toHaveCount(0);
    await expect(page.getByRole('button', { name: w.card(game) })).toHaveCount(0);
    await handoff.click();
    return 'handoff';
  }
  if (await page.getByRole('button', { name: w.deal }).isVisible()) {
    await page.getByRole('button', { name: w.deal }).click();
    return 'deal';
  }
  if (await page.getByRole('heading', { name: w.over }).isVisible()) return 'round-over';
  const decision = page.getByRole('button', { name: decide === 'stop' ? w.stop : w.go });
  if (await decision.first().isVisible()) {
    await decision.first().click();
    return decide;
  }
  if (await page.getByText(w.choose).isVisible()) {
    // The lit cards (the others are tappable too, to say why not).
    await field(page, w)
      .getByRole('button', { name: w.card(game) })
      .and(page.locator('.target'))
      .first()
      .click();
    return 'choose';
  }
  const draw = page.getByRole('button', { name: w.draw, exact: true });
  if (await draw.isVisible()) {
    await draw.click();
    return 'draw';
  }
  if ((await hand(page, w).count()) > 0 && (await page.getByText(w.yourTurn).isVisible())) {
    const card = hand(page, w).first();
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
  w: HanaScreen = HANA_EN,
): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 600; i++) {
    const did = await hanaStep(page, game, holder, 'stop', w);
    if (did !== 'wait') seen.push(did);
    if (did === 'round-over') break;
  }
  return seen;
}
