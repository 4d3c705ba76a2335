import { test, expect, restoreBackup, type Page } from './fixtures.ts';
import { DRIVERS, startMatch, table } from './drivers.ts';
import { careerPokerAtBuilder } from './seeded.ts';
import { textsSeen, watchTexts } from './screen.ts';
import { faceName } from '../src/games/career-poker/deck.ts';

/**
 * A Short game of Career Poker, one person (Aiko) and two bots, played through the UI the way a
 * player taps: direction, lead attribute, following, cut offers, keep-or-give, then the
 * Millionaire play builder, including one play built with gold.
 */
async function playShortGame(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  const visible = async (name: string | RegExp, exact = false) => {
    const b = page.getByRole('button', { name, exact }).first();
    return (await b.isVisible()) ? b : null;
  };
  for (let i = 0; i < 1500; i++) {
    await page.locator('.felt[data-busy="true"]').waitFor({ state: 'detached' });
    // A Short game is one round: its end is the match's end, whose standings come first.
    if (
      (await page.getByRole('region', { name: 'Round result' }).isVisible()) ||
      (await page.getByTestId('match-end').isVisible())
    ) {
      seen.add('end');
      break;
    }
    let b = await visible(/^↻ Clockwise/);
    if (b) {
      seen.add('direction');
      await b.click();
      continue;
    }
    b = await visible(/^Colour: /);
    if (b) {
      seen.add('lead');
      await b.click();
      continue;
    }
    b = await visible("Don't cut", true);
    if (b) {
      seen.add('cut-offer');
      await b.click();
      continue;
    }
    b = await visible('Keep it', true);
    if (b) {
      seen.add('keep');
      await b.click();
      continue;
    }
    const hint = page.locator('.cp-hint');
    if ((await hint.count()) > 0 && /^Your (lead|turn)/.test((await hint.first().textContent()) ?? '')) {
      const lit = page.locator('.cp-initial button.card:not(.dim)');
      if ((await lit.count()) > 0) {
        seen.add('trick-card');
        await lit.first().click();
        continue;
      }
    }
    const builder = page.getByRole('region', { name: 'Play builder' });
    if (await builder.isVisible()) {
      seen.add('builder');
      if (await builderTurn(page, seen)) continue;
    }
    await page.waitForTimeout(60);
  }
  return seen;
}

/** One Millionaire turn in the play builder; tries a gold play (once) when following a single card. */
async function builderTurn(page: Page, seen: Set<string>): Promise<boolean> {
  const builder = page.getByRole('region', { name: 'Play builder' });
  const cards = builder
    .getByRole('region', { name: /Your strategic hand/ })
    .locator('button:not([aria-disabled="true"])');
  const playBtn = builder.getByRole('button', { name: /^Play/ });
  const passBtn = builder.getByRole('button', { name: 'Pass', exact: true });
  const n = await cards.count();
  const following = await passBtn.isVisible();
  if (!following) {
    await cards.first().click();
    seen.add('m-lead');
    // once: lead with gold through a suggestion, if one is offered for this card
    const sugg = builder.getByRole('group', { name: 'Gold suggestions' }).getByRole('button');
    if (!seen.has('gold-lead') && (await sugg.count()) > 0) {
      await sugg.first().click();
      await expect(builder.locator('.cp-cost')).toContainText(/Cost: [1-9]\d* gold/);
      if (process.env.CP_SHOT) await page.screenshot({ path: process.env.CP_SHOT });
      seen.add('gold-lead');
      seen.add('gold');
    }
    await playBtn.click();
    return true;
  }
  const single = /1 card to beat/.test(
    (await page.getByRole('region', { name: 'Millionaire trick' }).textContent()) ?? '',
  );
  const myGold = Number(
    /G(\d+)/.exec((await page.locator('.seat-chip').first().locator('.cp-seat-x').textContent()) ?? '')?.[1] ?? '0',
  );
  if (!seen.has('gold') && single && myGold > 0) {
    // the strongest card that cannot beat the set as it is: raise its number with gold
    for (let k = n - 1; k >= 0; k--) {
      await cards.nth(k).click();
      if (await playBtn.isEnabled()) {
        await cards.nth(k).click();
        continue;
      }
      await expect(builder.locator('.cp-reason')).not.toBeEmpty();
      await builder.locator('.cp-goldrow:not(.cp-sugg) button').first().click();
      const plus = builder.getByRole('button', { name: 'Number one step stronger' });
      for (let step = 0; step < Math.min(2, myGold) && !(await playBtn.isEnabled()) && (await plus.isEnabled()); step++)
        await plus.click();
      if (
        (await playBtn.isEnabled()) &&
        /Cost: [1-9]\d* gold/.test((await builder.locator('.cp-cost').textContent()) ?? '')
      ) {
        seen.add('gold');
        await playBtn.click();
        return true;
      }
      await cards.nth(k).click();
      break;
    }
  }
  for (let k = 0; k < n; k++) {
    await cards.nth(k).click();
    if (await playBtn.isEnabled()) {
      seen.add('m-play');
      await playBtn.click();
      return true;
    }
    await cards.nth(k).click();
  }
  seen.add('pass');
  await passBtn.click();
  return true;
}

test('Career Poker: a Short game with one person and two bots, a play built with gold, the round on the score sheet', async ({
  tour: page,
}) => {
  test.setTimeout(300_000);
  // With hints on, a card that cannot play as it is only says why when tapped (issue 28 §2); the gold
  // play is built from such a card, so this match is played with hints off (set back afterwards).
  const setHints = (on: boolean) =>
    page.evaluate((h) => {
      const s = JSON.parse(localStorage.getItem('carriage.settings') ?? '{}');
      localStorage.setItem('carriage.settings', JSON.stringify({ ...s, hints: h }));
    }, on);
  await page.goto('/');
  await setHints(false);
  await page.reload();
  try {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#/new?game=career-poker&seed=e2e-cp-1');
    await page.getByLabel('Seat 1 name').fill('Aiko');
    await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
    await page.getByText('Short (1 round)').first().click();
    await page.getByRole('button', { name: /^Start / }).click();
    await expect(page.getByRole('main', { name: 'Career Poker table' })).toBeVisible();
    await expect(page.getByText(/Clockwise/).first()).toBeVisible();
    const seen = await playShortGame(page);
    for (const s of ['direction', 'trick-card', 'end']) expect(seen).toContain(s);
    if (process.env.DEBUG_E2E) console.log([...seen]);
    expect(seen).toContain('gold');
    await expect(page.getByTestId('match-end')).toContainText('Match over');
    await page.getByRole('button', { name: 'Show the table as it ended', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Round result' })).toContainText(/Rank 1/);
    await page.getByRole('link', { name: 'Score sheet' }).click();
    await expect(page.getByRole('row', { name: /Round 1.*kept by the game/ })).toBeVisible();
  } finally {
    await setHints(true);
    await page.reload();
  }
});

type Loc = ReturnType<Page['locator']>;

/** Whole inside the viewport and really painted there (not covered by another part, not clipped by a scrolling panel). */
const onScreen = (l: Loc) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth)
      return `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit && (hit === el || el.contains(hit)) ? 'on screen' : `covered by ${hit?.className}`;
  });

/**
 * One turn in the play builder, checked the way a player reads it: Play and Pass on screen; the lit
 * cards exactly those of the legal plays (the session's own legal moves), every other card dimmed;
 * a lit card (no G: it plays without gold) and the gold editor, opened in view; tapping lit cards
 * until Play is on, then Play, is accepted. Returns false when no card plays without gold (it passes).
 */
async function checkBuilderTurn(page: Page): Promise<boolean> {
  const builder = page.getByRole('region', { name: 'Play builder' });
  const cards = builder
    .getByRole('region', { name: /Your strategic hand/ })
    .locator('button:not([aria-disabled="true"])');
  const playBtn = builder.getByRole('button', { name: /^Play/ });
  const passBtn = builder.getByRole('button', { name: 'Pass', exact: true });
  expect(await onScreen(playBtn), 'Play').toBe('on screen');
  if (await passBtn.count()) expect(await onScreen(passBtn), 'Pass').toBe('on screen');
  const legalCards = await page.evaluate(() => {
    const s = (
      globalThis as unknown as {
        __carriageSession: {
          viewer: { value: number | null };
          viewFor(seat: number): { legal: { type: string; cards?: string[] }[] };
        };
      }
    ).__carriageSession;
    return s.viewFor(s.viewer.value ?? 0).legal.flatMap((m) => (m.type === 'play' ? m.cards! : []));
  });
  const shown = await cards.evaluateAll((bs) =>
    bs.map((b) => ({
      // the card's face name; a card that plays only with gold adds " G, plays with gold"
      name: (b.getAttribute('aria-label') ?? '').replace(/ G, plays with gold$/, ''),
      lit: b.classList.contains('target'),
      dim: b.classList.contains('dim'),
      gold: !!b.querySelector('.badge'),
    })),
  );
  expect(new Set(shown.filter((c) => c.lit).map((c) => c.name)), 'lit cards = the cards of the legal plays').toEqual(
    new Set(legalCards.map(faceName)),
  );
  for (const c of shown) expect(c.lit !== c.dim, `${c.name}: lit or dimmed`).toBe(true);
  const litFree = builder
    .locator('button.card.target:not([aria-pressed="true"])')
    .filter({ hasNot: page.locator('.badge') });
  if ((await litFree.count()) === 0) {
    await passBtn.click();
    return false;
  }
  await litFree.first().click();
  // the gold editor opens in view, Play and Pass stay on screen
  await builder.locator('.cp-goldrow:not(.cp-sugg) button').first().click();
  const editor = builder.getByRole('group', { name: /^Gold changes on / });
  await expect(editor).toBeVisible();
  expect(await onScreen(editor), 'gold editor').toBe('on screen');
  expect(await onScreen(playBtn), 'Play with the editor open').toBe('on screen');
  await builder.locator('.cp-goldrow:not(.cp-sugg) button').first().click();
  await expect(editor).toBeHidden();
  for (let k = 0; k < 4 && !(await playBtn.isEnabled()); k++) await litFree.first().click();
  await expect(playBtn).toBeEnabled();
  // The last-move line says so (bots answer within tens of milliseconds in these tests: every line it showed counts).
  await watchTexts(page, '.tframe-line');
  await playBtn.click();
  await expect.poll(async () => (await textsSeen(page, '.tframe-line')).join(' | ')).toContain('Player 1 plays');
  return true;
}

test('Career Poker at 360×640 with five players: the whole title, the last trick labelled, the builder lights what can play and keeps Play and Pass on screen', async ({
  tour: page,
}) => {
  test.setTimeout(300_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 640 });
  const t = table('career-poker');
  await startMatch(page, t, 5);
  const title = page.locator('.topbar h1');
  await expect(title).toHaveText('Trick-Taking Career Poker');
  expect(
    await title.evaluate((e) => ({ wide: e.scrollWidth <= e.clientWidth, tall: e.scrollHeight <= e.clientHeight })),
    'the title is not cut',
  ).toEqual({ wide: true, tall: true });
  const driver = DRIVERS.cp;
  let lastTrick = '';
  for (let i = 0; i < 2000 && !lastTrick; i++) {
    // one reading of the trick's heading (the bots move on meanwhile): the finished trick is
    // headed as the last one, the next trick's number aside, not over it
    const head =
      (await page
        .getByRole('region', { name: 'Trick' })
        .locator('.zone-h')
        .first()
        .textContent({ timeout: 200 })
        .catch(() => '')) ?? '';
    if (head.startsWith('Last trick')) {
      lastTrick = head;
      expect(head).not.toMatch(/Trick \d+ of 12/);
    }
    const did = await driver.step(page, t.title);
    if (did === 'round-over') break;
    if (did.startsWith('turn:')) await driver.take(page, did.slice(5), t.title);
  }
  expect(lastTrick).toMatch(/^Last trick — won by (Player 1|Bot [2-5]).*trick \d+ next$/);
  // The play builder comes after the 12 tricks (played tap by tap in the test above, and turn by
  // turn in layout.spec.ts): a five-player match stored at my first builder turn is restored.
  const { file, id } = careerPokerAtBuilder(5);
  await restoreBackup(page, file, 1);
  await page.goto(`/#/play/${id}`);
  let played = false;
  for (let i = 0; i < 2000 && !played; i++) {
    const did = await driver.step(page, t.title);
    if (did === 'round-over') break;
    if (!did.startsWith('turn:')) continue;
    const kind = did.slice(5);
    if (kind === 'builder') played = await checkBuilderTurn(page);
    else await driver.take(page, kind, t.title);
  }
  expect(played, 'a builder turn with a card that plays without gold').toBe(true);
});
