/**
 * Playing any table through the UI the way a player taps, for the layout and axe specs and the
 * screenshot script: the games and seat counts, starting a match against bots, and one driver per
 * family that answers whatever the screen asks and says when my turn is on screen.
 */
import type { Page } from './fixtures.ts';

export type Family = 'hana' | 'trav' | 'cp' | 'capture';

/** The playable games and the seat counts the layout must hold (every count where the table changes shape). */
export const TABLES: { id: string; title: string; players: number[]; family: Family; options?: string }[] = [
  { id: 'koikoi', title: 'Koi-Koi', players: [2], family: 'hana' },
  { id: 'gostop', title: 'Go-Stop', players: [2, 3], family: 'hana' },
  { id: 'mushi', title: 'Mushi', players: [2], family: 'hana' },
  { id: 'higobana', title: 'Higo-Bana', players: [2, 3, 4, 5, 6, 7], family: 'hana' },
  { id: 'travfuda', title: 'TravFuda', players: [2, 6], family: 'trav' },
  { id: 'travfuda-run-or-jump', title: 'Run or Jump!', players: [2, 6], family: 'trav' },
  { id: 'imperial-baccarat', title: 'Imperial Baccarat', players: [2, 6], family: 'trav' },
  { id: 'denebian-baccarat', title: 'Denebian Baccarat', players: [2, 6], family: 'trav' },
  // Short: one round, so the Millionaire phase (the play builder) comes after the 12 tricks.
  {
    id: 'career-poker',
    title: 'Trick-Taking Career Poker',
    players: [3, 4, 5],
    family: 'cp',
    options: 'Short (1 round)',
  },
  { id: 'capture', title: 'Capture', players: [2, 6], family: 'capture' },
];

export const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

/** Start a match of `id` with one person (seat 1) and bots; deal when asked. */
export async function startMatch(page: Page, t: (typeof TABLES)[number], players: number): Promise<void> {
  await page.goto(`/#/new?game=${t.id}&seed=layout-${t.id}-${players}`);
  const select = page.getByRole('combobox', { name: 'Players' });
  if (players !== 2 || (await select.isVisible().catch(() => false))) await select.selectOption(String(players));
  if (t.options) await page.getByText(t.options).first().click();
  await page.getByRole('button', { name: `Start ${t.title}` }).click();
  await page.locator('.felt').first().waitFor();
}

const visible = (page: Page, name: string | RegExp, exact = false) =>
  page
    .getByRole('button', { name, exact })
    .first()
    .isVisible()
    .catch(() => false);
const shown = (l: ReturnType<Page['locator']>) =>
  l
    .first()
    .isVisible()
    .catch(() => false);

/**
 * A game's driver: `step` answers whatever the screen asks that is not a turn to check (a hand-off,
 * a deal, a bot's turn) and returns the kind of my turn when one is on screen and untouched;
 * `take` then takes it the simplest legal way.
 */
export interface Driver {
  step(page: Page, game: string): Promise<string>;
  take(page: Page, kind: string, game: string): Promise<void>;
}

/** Hanafuda and the TravFuda family (fishing and baccarat tables). */
const HANA_TRAV: Driver = {
  async step(page, game) {
    await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
    const click = async (name: string | RegExp) => {
      const b = page.getByRole('button', { name }).first();
      if (await b.isVisible().catch(() => false)) {
        await b.click();
        return true;
      }
      return false;
    };
    if (await click(/^I'm .* show my cards$/)) return 'handoff';
    if (await click('Deal the cards')) return 'deal';
    if (await shown(page.getByRole('heading', { name: /over$|showdown$/ }))) return 'round-over';
    if (await shown(page.getByRole('heading', { name: 'Declare?' })))
      return (await click('No declaration')) ? 'declare' : 'wait';
    if (await shown(page.getByRole('heading', { name: /You reached 3|combinations rose/ })))
      return (await click(/^Jump/)) ? 'decide' : 'wait';
    if (await click(/^Stop/)) return 'stop';
    if (await click(/^Ante 2$/)) return 'ante';
    if (await click(/^Match /)) return 'match';
    if (await shown(page.getByText('Choose a card: tap the one to take.'))) return 'turn:choose';
    if (await visible(page, 'Draw from the stock', true)) return 'turn:draw';
    if (
      (await page
        .getByRole('region', { name: 'Table cards' })
        .getByRole('button', { name: new RegExp(`^${game}: `), disabled: false })
        .count()) > 0
    )
      return 'turn:take';
    if (await visible(page, 'Stand')) return 'turn:stand';
    if (await shown(page.getByText(/^Your turn: tap a card/))) return 'turn:play';
    const lit = page.locator('button.card.target');
    if ((await lit.count()) > 0) {
      await lit.first().click();
      return 'lit';
    }
    await page.waitForTimeout(100);
    return 'wait';
  },
  async take(page, kind, game) {
    if (kind === 'choose')
      return page.getByRole('region', { name: 'Field' }).locator('button.card.target').first().click();
    if (kind === 'draw') return page.getByRole('button', { name: 'Draw from the stock', exact: true }).click();
    if (kind === 'take')
      return page
        .getByRole('region', { name: 'Table cards' })
        .getByRole('button', { name: new RegExp(`^${game}: `), disabled: false })
        .first()
        .click();
    if (kind === 'stand') return page.getByRole('button', { name: 'Stand' }).click();
    const card = page.getByRole('region', { name: 'Your hand' }).locator('button:not([disabled])').first();
    await card.click();
    const act = page.getByRole('button', {
      name: /Start a new pile|Put it on the lit pile|Play it to the field|Play and capture/,
    });
    if (
      await act
        .first()
        .isVisible()
        .catch(() => false)
    )
      await act.first().click();
    else if ((await card.isVisible().catch(() => false)) && (await card.getAttribute('aria-pressed')) === 'true')
      await card.click();
    // Two lit piles: take the first.
    const lit = page.locator('button.card.target, .piles button.target');
    if (
      (await page.locator('.overlay').count()) === 0 &&
      (await lit.count()) > 0 &&
      (await lit
        .first()
        .isVisible()
        .catch(() => false))
    )
      await lit
        .first()
        .click()
        .catch(() => undefined);
  },
};

/** Trick-Taking Career Poker: direction, lead (and its attribute), follow, cut, keep-or-give, the play builder. */
const CAREER_POKER: Driver = {
  async step(page) {
    await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
    if (await shown(page.getByRole('region', { name: 'Round result' }))) return 'round-over';
    if (await visible(page, /^↻ Clockwise/)) return 'turn:direction';
    const hint = (await page.locator('.cp-hint').allTextContents()).join(' ');
    if (/^Your lead/.test(hint)) return 'turn:lead';
    if (/^Your turn/.test(hint)) return 'turn:follow';
    if (await shown(page.getByRole('heading', { name: 'Cut with your 8?' }))) return 'turn:cut';
    if (await shown(page.getByRole('heading', { name: /^Keep or give/ }))) return 'turn:place';
    if (await shown(page.getByRole('region', { name: 'Play builder' }))) return 'turn:builder';
    await page.waitForTimeout(100);
    return 'wait';
  },
  async take(page, kind) {
    // a card that cannot be played now is a button too (it says why when tapped): take a playable one
    const initial = page
      .getByRole('region', { name: 'Your initial hand' })
      .locator('button.card:not([aria-disabled="true"])');
    if (kind === 'direction') return page.getByRole('button', { name: /^↻ Clockwise/ }).click();
    if (kind === 'lead') {
      await initial.first().click();
      return page.getByRole('button', { name: /^Colour: / }).click();
    }
    if (kind === 'follow') return initial.first().click();
    if (kind === 'cut') return page.getByRole('button', { name: "Don't cut", exact: true }).click();
    if (kind === 'place') return page.locator('.cp-give button').first().click();
    const builder = page.getByRole('region', { name: 'Play builder' });
    const pass = builder.getByRole('button', { name: 'Pass', exact: true });
    if (await pass.isVisible()) return pass.click();
    // Leading: a single card is always a legal lead.
    await builder
      .getByRole('region', { name: /Your strategic hand/ })
      .locator('button:not([aria-disabled="true"])')
      .first()
      .click();
    await builder.getByRole('button', { name: /^Play/ }).click();
  },
};

/** Capture: lead a lit card, beat it or say No Play, add or capture, bid or pass for the extra hand. */
const CAPTURE: Driver = {
  async step(page) {
    await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
    if (await shown(page.getByRole('region', { name: /^Hand \d+ result$/ }))) return 'round-over';
    if (await shown(page.getByRole('group', { name: 'Your bid' }))) return 'turn:bid';
    if (await visible(page, /^Capture \d+$/)) return 'turn:add';
    if (await visible(page, 'No Play')) return 'turn:follow';
    if (await shown(page.getByText('Your lead: tap a lit card.'))) return 'turn:lead';
    await page.waitForTimeout(100);
    return 'wait';
  },
  async take(page, kind) {
    if (kind === 'bid')
      return page.getByRole('group', { name: 'Your bid' }).getByRole('button', { name: 'Pass' }).click();
    if (kind === 'add') return page.getByRole('button', { name: /^Capture \d+$/ }).click();
    const lit = page.getByRole('region', { name: 'Your hand' }).locator('button.card.target');
    if ((await lit.count()) > 0) return lit.first().click();
    await page.getByRole('button', { name: 'No Play' }).click();
  },
};

export const DRIVERS: Record<Family, Driver> = { hana: HANA_TRAV, trav: HANA_TRAV, cp: CAREER_POKER, capture: CAPTURE };

/** Play (bots answering) until my first turn is on screen; returns its kind, or null when the round ended first. */
export async function untilMyTurn(page: Page, t: (typeof TABLES)[number], want?: string): Promise<string | null> {
  const driver = DRIVERS[t.family];
  for (let i = 0; i < 2000; i++) {
    const did = await driver.step(page, t.title);
    if (did === 'round-over') return null;
    if (!did.startsWith('turn:')) continue;
    const kind = did.slice(5);
    if (!want || kind === want) return kind;
    await driver.take(page, kind, t.title);
  }
  return null;
}

/** The table entry of a game id. */
export const table = (id: string) => TABLES.find((t) => t.id === id)!;
