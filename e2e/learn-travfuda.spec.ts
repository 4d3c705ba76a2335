/**
 * Learning TravFuda at the table (issue 28), in one short tour: a newcomer's match shows the
 * teaching sentence; a refused tap says why next to the card (in English, then in Japanese with
 * no English); the progress line shows the right count toward the combinations on a stored deal;
 * the table's "?" opens the how-to screen, drawn with the TravFuda cards, and axe finds nothing
 * on it.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, restoreBackup } from './fixtures.ts';
import { englishOnScreen, useLanguage } from './languages.ts';
import { getGame } from '../src/games/index.ts';
import { botsFor } from '../src/games/bots.ts';
import { rngFor } from '../src/engine/rng.ts';
import type { SeatInfo } from '../src/engine/match.ts';
import type { AnyGame } from '../src/engine/types.ts';
import { newSheet } from '../src/store/sheets.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile } from '../src/store/repo.ts';
import { SCHEMA_VERSION, type MatchRecord, type MoveRecord } from '../src/store/records.ts';
import type { FishView } from '../src/games/travfuda/fishing.ts';
import { comboProgress, nearCombos } from '../src/games/travfuda/progress.ts';
import { travFudaLearnWords } from '../src/games/travfuda/learn.words.ts';

/**
 * A two-player TravFuda match (Aiko against a Normal bot), stored at Aiko's first turn to play a
 * card after she has captured something near a combination: played in Node by the app's engine
 * and bot, returned as a backup file with the line the table must show for her.
 */
function storedMatch(): { file: BackupFile; id: string; near: string } {
  const game: AnyGame = getGame('travfuda');
  const now = Date.now();
  const key = `learn-tf-${now}`;
  const seed = 'learn-travfuda';
  const seats: SeatInfo[] = [
    { name: 'Aiko', kind: 'human' },
    { name: 'Bot 2', kind: 'bot', level: 'normal' },
  ];
  const id = `match-${key}`;
  const sheet = newSheet({
    id: `sheet-${key}`,
    title: 'TravFuda',
    gameId: 'travfuda',
    players: ['Aiko', 'Bot 2'],
    now,
    matchId: id,
  });
  const bot = botsFor('travfuda').normal;
  let state = game.setup({ players: 2, seed, options: game.defaultOptions });
  const moves: MoveRecord[] = [];
  let near = '';
  for (let step = 0; step < 400; step++) {
    const seat = game.actors(state)[0]!;
    const view = game.view(state, seat) as FishView;
    if (seat === 0 && view.phase === 'play') {
      const taken = view.captured[1]!;
      const all = comboProgress(view.captured[0]!, taken, view.options, view.declarations[0] ?? {});
      const items = nearCombos(all, 2);
      if (items.length > 0) {
        const w = travFudaLearnWords.en.progress;
        const name = (p: (typeof all)[number]) => w.combo(p.id, p.colour ? w.colour[p.colour]! : '', p.suit ?? 0);
        const declared = all.filter((p) => (p.id === 'emperor' || p.id === 'archduke') && !p.complete && p.possible);
        near = [
          ...declared.map((p) => w.count(name(p), p.have, p.need)),
          w.near(items.map((p) => w.count(name(p), p.have, p.need))),
        ].join(' · ');
        break;
      }
    }
    const move = bot.choose(view, game.legalMoves(state, seat), rngFor(seed, `learn:${step}`));
    state = game.play(state, seat, move);
    moves.push({ matchId: id, seq: moves.length, seat, move, at: now + step });
  }
  if (!near) throw new Error('travfuda: no turn of Aiko near a combination');
  const match: MatchRecord = {
    id,
    gameId: 'travfuda',
    options: game.defaultOptions,
    presetId: 'designer',
    seed,
    seats,
    createdAt: now,
    updatedAt: now + moves.length,
    moveCount: moves.length,
    finished: false,
    sheetId: sheet.id,
  };
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    schema: SCHEMA_VERSION,
    exportedAt: new Date(now).toISOString(),
    matches: [match],
    moves,
    sheets: [sheet],
    settings: [],
  };
  return { file, id, near };
}

test('TravFuda taught at the table: the turn’s sentence, why not, the progress line, how to play', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const { file, id, near } = storedMatch();
  await restoreBackup(page, file, 1);
  await page.goto(`/#/play/${id}`);

  // A newcomer: teaching mode is on, and the sentence says what to tap and why piles light.
  await expect(page.getByTestId('teach-turn')).toHaveText(/^Tap a card: it joins a pile of its suit \(lit\)/);
  // The progress line counts Aiko's cards toward the nearest combinations, as progress.ts does.
  await expect(page.getByTestId('tf-near')).toHaveText(near);

  // The stock before a card is played: the engine's reason, next to the stock.
  const stock = page.locator('.stock .card.refused');
  await stock.click({ force: true });
  const why = page.getByTestId('why-not');
  await expect(why).toContainText('First play a card from your hand; you draw after it.');
  const [s, b] = await Promise.all([stock.boundingBox(), why.boundingBox()]);
  expect(Math.abs(s!.y - (b!.y + b!.height)) < 40 || Math.abs(b!.y - (s!.y + s!.height)) < 40).toBe(true);

  // The panel lists every player's goals.
  await page.getByRole('button', { name: 'Combinations: progress of every player' }).click();
  await expect(page.getByTestId('tf-progress-panel')).toContainText('Combinations made');
  await page.getByTestId('tf-progress-panel').getByRole('button', { name: 'Close' }).click();

  // In Japanese: the same tap, its reason in Japanese, and no English on the table.
  await useLanguage(page, 'ja');
  await expect(page.getByTestId('teach-turn')).toHaveText(/^札をタップ/);
  await page.locator('.stock .card.refused').click({ force: true });
  await expect(page.getByTestId('why-not')).toContainText('まず手札から1枚出してください');
  expect(await englishOnScreen(page, ['Aiko', 'Bot 2'])).toEqual([]);

  // The table's "?" opens how to play, drawn with the cards; axe finds nothing on it.
  await useLanguage(page, 'en');
  await page.getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { name: 'The goal' })).toBeVisible();
  expect(
    await page
      .getByTestId('howto')
      .getByRole('img', { name: /^TravFuda: / })
      .count(),
  ).toBeGreaterThan(10);
  await expect(page.getByTestId('full-rules')).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
