/**
 * Issue 24 §2: a real match end in every game. Each game's match (its largest seat count, and the
 * team games) is played to its end with the app's own code and restored from a backup; opened at
 * 360×640 it says the match is over, who won — the engine's winners: ties, teams and tie-breaks
 * included — the final standings with terms that add up to each total, and offers a rematch with
 * the same seats, a new game and the sheet, all on screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, restoreBackup, type Page } from './fixtures.ts';
import { largestBackup } from './seeded.ts';
import { matchStandings } from '../src/engine/tally.ts';

/** Serious and critical findings of axe, its experimental and best-practice rules included, light and dark. */
async function axeClean(page: Page, what: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(200);
    const res = await new AxeBuilder({ page })
      .setLegacyMode()
      .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const bad = res.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
    expect(bad, `${what}, ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Restore the finished matches; returns them. */
async function restore(page: Page) {
  const { file, games } = largestBackup();
  await restoreBackup(page, file, games.length);
  return games;
}

test('every game ends with the winners, standings that add up, and what to do next', async ({ page }) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 640 });
  const games = await restore(page);
  for (const g of games) {
    const what = g.key;
    expect(g.status.phase, `${what} was played to its end`).toBe('match-over');
    await page.goto(`/#/play/${g.match.id}`);
    const panel = page.getByTestId('match-end');
    await expect(panel.getByRole('heading', { name: 'Match over' }), what).toBeVisible();
    // The winners: by the game's own rule. A team game names the team's players.
    const totals = g.status.totals;
    const top = Math.max(...totals);
    let winners = totals.flatMap((t, i) => (t === top ? [i] : []));
    if (g.match.gameId === 'career-poker' && g.match.options.mode === 'team') {
      const a = totals[0]! + totals[2]!;
      const b = totals[1]! + totals[3]!;
      winners = a > b ? [0, 2] : b > a ? [1, 3] : [0, 1, 2, 3];
    }
    const verdict = (await page.getByTestId('match-verdict').innerText()).trim();
    if (g.match.gameId === 'higobana') {
      // Equal victory points are broken by card points: the winners are among the top totals.
      for (const w of matchStandings(g.status).winners)
        expect(winners, `${what}: a Higo-Bana winner holds the top total`).toContain(w);
      winners = matchStandings(g.status).winners;
    }
    for (const w of winners) expect(verdict, `${what}: the verdict names ${g.names[w]}`).toContain(g.names[w]!);
    for (const [i, n] of g.names.entries())
      if (!winners.includes(i) && !(g.match.gameId === 'higobana' && g.match.options.teams === 'pairs'))
        expect(verdict, `${what}: ${n} did not win`).not.toContain(n);
    // Every side, its total, and terms that add up to it.
    const rows = page.locator('.standings li');
    const sides =
      g.match.gameId === 'career-poker' && g.match.options.mode === 'team'
        ? 2
        : g.match.options.teams === 'pairs'
          ? g.names.length / 2
          : g.names.length;
    await expect(rows, `${what}: one line a side`).toHaveCount(sides);
    const seen = new Set<number>();
    for (let k = 0; k < sides; k++) {
      const seats = ((await rows.nth(k).getAttribute('data-seats')) ?? '').split(',').map(Number);
      for (const s of seats) seen.add(s);
      const total = Number(await page.getByTestId(`standing-total-${k}`).innerText());
      const expected =
        seats.length > 1 && g.match.gameId === 'career-poker'
          ? seats.reduce((a, s) => a + totals[s]!, 0)
          : totals[seats[0]!]!;
      expect(total, `${what}: side ${seats} total`).toBe(expected);
      const adds = (await page.getByTestId(`standing-adds-${k}`).innerText()).trim();
      expect(adds.endsWith(` = ${total}`), `${what}: "${adds}" ends with its total`).toBe(true);
      const terms = await page
        .getByTestId(`standing-adds-${k}`)
        .locator('.term')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))));
      expect(
        terms.reduce((a, b) => a + b, 0),
        `${what}: "${adds}" adds up`,
      ).toBe(total);
    }
    expect(seen.size, `${what}: every seat is in the standings`).toBe(g.names.length);
    // What to do next, on screen without scrolling sideways.
    for (const name of ['Rematch with the same players', 'New game', 'Score sheet', 'Show the table as it ended']) {
      const el = page.getByRole(name === 'New game' || name === 'Score sheet' ? 'link' : 'button', {
        name,
        exact: true,
      });
      await expect(el, `${what}: ${name}`).toBeVisible();
      const b = (await el.boundingBox())!;
      expect(b.x >= 0 && b.x + b.width <= 360 && b.height >= 44, `${what}: ${name} is a 44 px target on screen`).toBe(
        true,
      );
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      `${what}: no sideways scroll`,
    ).toBe(true);
    if (g.key === 'career-poker-4-teams' || g.key === 'higobana-7') {
      await axeClean(page, `${what}: match end`);
      await page.getByRole('link', { name: 'Score sheet', exact: true }).click();
      await expect(page.getByTestId('total-0')).toBeVisible();
      await axeClean(page, `${what}: its score sheet`);
    }
  }
});

test('a rematch keeps the seats and rules; the table as it ended is one tap away', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 640 });
  const games = await restore(page);
  const g = games.find((x) => x.key === 'capture')!;
  await page.goto(`/#/play/${g.match.id}`);
  await page.getByRole('button', { name: 'Show the table as it ended', exact: true }).click();
  // Six people share the phone: the table is shown to one of them.
  await page.getByRole('button', { name: /^I'm .* show my cards$/ }).click();
  await expect(page.locator('.felt').first()).toBeVisible();
  await expect(page.getByTestId('match-end')).toHaveCount(0);
  await page.getByRole('button', { name: 'Final standings' }).click();
  await page.getByRole('button', { name: 'Rematch with the same players', exact: true }).click();
  await expect(page).toHaveURL(/#\/play\/match-/);
  await expect(page).not.toHaveURL(new RegExp(g.match.id));
  // A new match of the same game: the same people, a fresh first hand, nothing scored yet.
  await expect(page.getByTestId('match-end')).toHaveCount(0);
  await page.getByRole('button', { name: /^I'm .* show my cards$/ }).click();
  const players = page.getByRole('list', { name: 'Players' }).first();
  for (const n of g.names) await expect(players, `${n} sits at the rematch`).toContainText(n);
  await expect(players.getByRole('listitem')).toHaveCount(g.names.length);
  await page.goto('/#/sheets');
  await expect(page.getByRole('link', { name: /Capture · \d/ }).first()).toBeVisible();
});

test('the new-game form says who plays first, as the game deals it', async ({ tour: page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/#/new');
  for (const [title, says] of [
    ['Trick-Taking Career Poker', 'Chance decides who plays first'],
    ['Capture', 'Chance decides who plays first'],
    ['Koi-Koi', 'A draw for the deal decides who plays first'],
    ['Imperial Baccarat', /Seat \d .*plays first/],
  ] as const) {
    await page.getByRole('radio', { name: new RegExp(`^${title} `) }).check();
    await expect(page.getByTestId('who-starts'), title).toContainText(says);
  }
});

test('the last round’s result panel on every table fits 360×640: every seat’s row in the screen’s width', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 640 });
  const games = await restore(page);
  for (const g of games) {
    const what = g.key;
    await page.goto(`/#/play/${g.match.id}`);
    await page.getByRole('button', { name: 'Show the table as it ended', exact: true }).click();
    await page.getByRole('button', { name: /^I'm .* show my cards$/ }).click();
    await expect(page.locator('.felt').first(), what).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${what}: no sideways scroll`).toBe(0);
    // Every element of the result panel lies within the screen's width (it may scroll down, never sideways).
    const out = await page.locator('.points-table, .prompt').evaluateAll((els) =>
      els.flatMap((e) =>
        [...e.querySelectorAll('th, td, p, li')]
          .map((c) => c.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.left < -0.5 || r.right > 360.5))
          .map((r) => `${Math.round(r.left)}–${Math.round(r.right)}`),
      ),
    );
    expect(out, `${what}: cells outside the screen`).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots/table-end-${g.key}.png` });
  }
});
