/**
 * Players and statistics (issue 29 §1–2), as a player sees them: two finished Koi-Koi matches of
 * Alexandra and 佐藤さくら (restored from a backup, their score sheets written by hand below) show
 * on Alexandra's page with the wins and averages worked out by hand; renaming her changes an old
 * match's sheet. A player given an emoji and a colour on their page shows them at a new match's
 * table. Axe on the players list and a player's page.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, restoreBackup } from './fixtures.ts';
import { playSeeded } from '../test/helpers/seeded.ts';
import { BACKUP_FORMAT } from '../src/store/repo.ts';
import type { ScoreSheet } from '../src/store/records.ts';

const T = Date.UTC(2026, 10, 20, 19);

/**
 * Match A (first): rounds Alexandra 5, Sakura 2, Alexandra 1 → 6 to 2, Alexandra wins.
 * Match B (an hour later): Sakura 7, Alexandra 3, Sakura 1 → 3 to 8, Sakura wins.
 * Alexandra: 2 matches, 1 win (50%), 6 rounds, 9 points → 1.5 a round, best round 5, longest streak 1.
 */
function file() {
  const p = playSeeded({ key: 'koikoi-3', gameId: 'koikoi', players: 2, options: { rounds: 3 } });
  const one = (id: string, at: number, rows: number[][], winner: number) => {
    const sheet: ScoreSheet = {
      ...p.sheet,
      id: `sheet-${id}`,
      matchId: id,
      title: `Koi-Koi ${id}`,
      createdAt: at,
      updatedAt: at + 10,
      rounds: rows.map((scores, i) => ({
        id: `round-${i + 1}`,
        scores,
        note: '',
        at: at + i,
        // Alexandra's 5 in match A's first round: 猪鹿蝶, as the engine's round event says it.
        ...(id === 'match-a' && i === 0
          ? { events: [{ kind: 'koikoi-score', seat: 0, points: 5, data: { yaku: ['inoshikacho'], yakuPoints: [5] } }] }
          : {}),
      })),
      history: [],
      finished: { winners: [winner] },
    };
    return {
      match: { ...p.match, id, sheetId: sheet.id, createdAt: at, updatedAt: at + 10 },
      moves: p.moves.map((m) => ({ ...m, matchId: id })),
      sheet,
    };
  };
  const a = one(
    'match-a',
    T,
    [
      [5, 0],
      [0, 2],
      [1, 0],
    ],
    0,
  );
  const b = one(
    'match-b',
    T + 3_600_000,
    [
      [0, 7],
      [3, 0],
      [0, 1],
    ],
    1,
  );
  return {
    format: BACKUP_FORMAT,
    version: 1,
    schema: 4,
    exportedAt: new Date(T).toISOString(),
    matches: [a.match, b.match],
    moves: [...a.moves, ...b.moves],
    sheets: [a.sheet, b.sheet],
    settings: [],
  };
}

test('a player page adds up both matches; a rename reaches an old match', async ({ page }) => {
  await restoreBackup(page, file(), 2);
  await page.goto('/#/history');
  await page.getByTestId('players-link').click();
  const row = page.getByTestId('player-row').filter({ hasText: 'Alexandra' });
  await expect(row).toContainText('2 matches, 1 win');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  await row.click();
  await expect(page.getByTestId('stat-matches')).toHaveText('2');
  await expect(page.getByTestId('stat-wins')).toHaveText('1');
  await expect(page.getByTestId('stat-rate')).toHaveText('50%');
  await expect(page.getByTestId('stat-rounds')).toHaveText('6');
  await expect(page.getByTestId('stat-average')).toHaveText('1.5');
  await expect(page.getByTestId('stat-best')).toHaveText('5 points');
  await expect(page.getByTestId('stat-streak')).toHaveText('1');
  // Head to head: two matches with Sakura, one won, one lost.
  await expect(page.getByTestId('head-to-head').getByRole('row', { name: /佐藤さくら/ })).toContainText('211');
  await expect(page.getByTestId('player-timeline').getByRole('row')).toHaveCount(3);
  // What she made most often, named from the round's event: the yaku.
  await expect(page.getByTestId('player-combos')).toContainText('Boar, Deer, Butterflies (Inoshikachō)');
  // The chart of points per match: one point for each of the two matches, named for screen readers.
  await expect(page.getByTestId('running-chart').locator('.mk')).toHaveCount(2);
  await expect(page.getByRole('img', { name: /Alexandra: points in each match/ })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.getByTestId('player-name').fill('Alexandra K.');
  await page.getByTestId('player-save').click();
  await expect(page.getByText('Every match and sheet shows the new name')).toBeVisible();
  await page.goto('/#/sheet/sheet-match-a');
  await expect(page.getByRole('main')).toContainText('Alexandra K.');
});

test("a player's emoji and colour, set on the player page, show at the table of a new match", async ({ page }) => {
  // Aiko becomes a player by playing once.
  await page.goto('/#/new?game=koikoi&seed=e2e-look-1');
  await page.getByLabel('Seat 1 name').fill('Aiko');
  await page.getByRole('button', { name: 'Start Koi-Koi' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Aiko' })).toBeVisible();
  // Her look, on her page.
  await page.goto('/#/history/players');
  await page.getByTestId('player-row').filter({ hasText: 'Aiko' }).click();
  await page.getByLabel('Emoji (optional)').fill('🦊');
  await page.getByLabel('Colour').fill('#c0392b');
  await page.getByTestId('player-save').click();
  await expect(page.getByText('Every match and sheet shows the new name')).toBeVisible();
  // Seated from the recent players in a new match: the table shows her emoji before her name, and her colour.
  await page.goto('/#/new?game=koikoi&seed=e2e-look-2');
  await page.getByLabel('Seat 1 name').fill('');
  await page.getByTestId('recent-players').getByRole('button', { name: '🦊 Aiko' }).click();
  await expect(page.getByLabel('Seat 1 name')).toHaveValue('Aiko');
  await page.getByRole('button', { name: 'Start Koi-Koi' }).click();
  const seat = page.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: 'Aiko' });
  // The emoji before her name (in the seat's padding), her name as it was, her colour's bar.
  await expect(seat).toContainText('🦊');
  await expect(seat.locator('.nm-t')).toHaveText('Aiko');
  expect(await seat.evaluate((el) => getComputedStyle(el).boxShadow)).toContain('rgb(192, 57, 43)');
  // The bot's seat has no record look: its plain name.
  const bot = page.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasNotText: 'Aiko' });
  await expect(bot).toHaveCount(1);
  await expect(bot).not.toContainText('🦊');
});
