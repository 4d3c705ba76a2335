/**
 * History, Score sheets, a sheet and the score pad in Japanese and Korean at 360×640 (issue 27):
 * no English words on screen (players' names and the top bar, the shell's, aside), nothing
 * scrolling sideways, and a 4-player sheet of 6 rounds shows every player's column whole. A Go-Stop
 * row made by the calculator in Korean reads in Korean, and in English after switching language.
 * SHOTS=<dir> also writes the screenshots (<screen>-<lang>.png).
 */
import { test, expect, restoreBackup, type Page } from './fixtures.ts';
import { NAMES, seededBackup, type SeededGame } from '../test/helpers/seeded.ts';
import { addRound, newSheet } from '../src/store/sheets.ts';
import { englishIn } from '../src/i18n/parity.ts';
import { useLanguage } from './languages.ts';

const CASES: SeededGame[] = [
  { key: 'mushi', gameId: 'mushi', players: 2, options: {} },
  ...[1, 2].map((n) => ({ key: `koikoi-${n}`, gameId: 'koikoi', players: 2, options: {}, rounds: 1 })),
];
const { file, games } = seededBackup(CASES);
const PLAYERS = ['김민준', '이서연', '佐藤さくら', '최하은'];
let six = newSheet({
  id: 'sheet-six',
  title: '金曜の夜',
  gameId: 'koikoi',
  players: PLAYERS,
  now: Date.UTC(2026, 9, 3),
});
for (let r = 0; r < 6; r++)
  six = addRound(
    six,
    {
      id: `r${r}`,
      scores: [r * 7 - 10, 12 - r * 3, r % 2 ? -25 : 30, -(r * 7 - 10) - (12 - r * 3) - (r % 2 ? -25 : 30)],
      ...(r === 2 ? { note: '三光' } : {}),
    },
    Date.UTC(2026, 9, 3, 20, r),
  );
file.sheets.push(six);
const KNOWN = [...NAMES, ...PLAYERS, ...CASES.flatMap((c) => c.key)];

async function check(page: Page, what: string): Promise<void> {
  await page.waitForTimeout(300);
  const seen = await page.evaluate(() => {
    const root = document.body.cloneNode(true) as HTMLElement;
    for (const bar of root.querySelectorAll('.topbar, .toast, noscript, [aria-hidden="true"]')) bar.remove();
    const attrs = [...root.querySelectorAll('*')].flatMap((e) =>
      ['aria-label', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? ''),
    );
    return {
      text: [root.innerText || root.textContent || '', ...attrs].join('\n'),
      wide: document.documentElement.scrollWidth,
    };
  });
  let text = seen.text;
  for (const n of KNOWN) text = text.split(n).join(' ');
  expect(englishIn(text), `${what}: English words`).toEqual([]);
  expect(seen.wide, `${what}: sideways scroll`).toBeLessThanOrEqual(360);
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

for (const l of ['ja', 'ko'] as const) {
  test(`History, sheets, a sheet and the pad in ${l} at 360×640`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await restoreBackup(page, file, games.length);
    await page.evaluate((lang) => {
      const s = JSON.parse(localStorage.getItem('carriage.settings') ?? '{}');
      localStorage.setItem('carriage.settings', JSON.stringify({ ...s, lang }));
    }, l);

    await page.goto('/#/history');
    await page.reload();
    await expect(page.getByTestId('history-row')).toHaveCount(games.length + 1);
    await check(page, 'History');
    await shot(page, `history-${l}`);
    await page.getByTestId('history-row').first().getByRole('checkbox').check();
    await check(page, 'History, selected');
    await shot(page, `history-selected-${l}`);

    await page.goto('/#/sheets');
    await expect(page.locator('.tile').first()).toBeVisible();
    await check(page, 'Score sheets');
    await shot(page, `sheets-${l}`);
    await page.locator('button.primary.big').click();
    await check(page, 'New sheet');
    await shot(page, `sheets-new-${l}`);

    // A game's sheet: its rows keep the round's name and outcome as data (issue 27), worded here in
    // the reader's language with the players' names.
    const kk = games.find((g) => g.key === 'koikoi-1')!;
    await page.goto(`/#/sheet/${kk.sheet.id}`);
    await expect(page.getByTestId('round-1')).toContainText(l === 'ja' ? '1月' : '1월');
    const note = page.getByTestId('round-1-note');
    await expect(note).toContainText(/\S/);
    expect(kk.sheet.rounds[0]!.events?.length, 'the row keeps events').toBeGreaterThan(0);
    await check(page, 'A game sheet');
    await shot(page, `sheet-game-${l}`);

    await page.goto('/#/sheet/sheet-six');
    await expect(page.getByTestId('round-6')).toBeVisible();
    await check(page, 'Sheet');
    // Every player's column is on screen and its name is not cut.
    for (let i = 0; i < PLAYERS.length; i++) {
      const head = page.locator(`th[data-seat="${i}"]`);
      const box = (await head.boundingBox())!;
      expect(box.x + box.width, `column ${i}`).toBeLessThanOrEqual(360);
      expect(await head.evaluate((e) => e.scrollWidth <= e.clientWidth + 1), `name ${i} whole`).toBe(true);
      await expect(page.getByTestId(`total-${i}`)).toBeVisible();
    }
    await shot(page, `sheet-${l}`);
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await shot(page, `sheet-dark-${l}`);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.locator('button.primary.big').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'Score pad');
    await shot(page, `pad-${l}`);
    await page.getByRole('dialog').locator('input').first().fill('2.5');
    await page.getByRole('dialog').locator('button[type="submit"]').click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await check(page, 'Score pad, refused');
    await shot(page, `pad-error-${l}`);
  });
}

test('a Go-Stop row made by the calculator in Korean reads in Korean, and in English after switching', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const players = ['민준', '서연'];
  await page.goto('/#/sheets');
  await page.getByRole('button', { name: 'New score sheet' }).click();
  await page.getByLabel('Game').selectOption('gostop');
  await page.getByLabel('Players').selectOption('2');
  for (const [i, p] of players.entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(p);
  await page.getByRole('button', { name: 'Create sheet' }).click();
  await expect(page).toHaveURL(/#\/sheet\//);
  const sheetUrl = new URL(page.url()).hash;
  await useLanguage(page, 'ko');

  // The round worked out by the calculator, in Korean: 민준 took the three lights; 서연 has 5 chaff and no bright.
  await page.locator('button.primary.big').click();
  await page.getByRole('button', { name: '이 판 계산하기' }).click();
  for (const c of ['송학 광', '벚꽃 광', '공산 광']) await page.getByRole('button', { name: c, exact: true }).click();
  await page.getByRole('textbox', { name: '서연의 피(장)' }).fill('5');
  await page.getByRole('button', { name: '이 점수 쓰기' }).click();
  await page.getByRole('button', { name: '이 판 저장' }).click();
  const note = page.getByTestId('round-1-note');
  await expect(note).toHaveText('계산: 민준이 스톱: 삼광 3점. 서연이 6점을 냅니다(광박).');
  expect(englishIn((await note.innerText()).split('민준').join(' ').split('서연').join(' '))).toEqual([]);
  await shot(page, 'sheet-gostop-calc-ko');

  // Switching to English in Settings (no reload) re-words the same row from its events.
  await page.goto('/#/settings');
  await page.locator('button[lang="en"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`/${sheetUrl}`);
  await expect(note).toHaveText('Calculated: 민준 stops: Three Lights 3. 서연 pays 6 (gwang-bak).');
});
