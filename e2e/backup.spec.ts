import { statSync } from 'node:fs';
import {
  test,
  expect,
  installApp,
  addRound,
  freshPhone,
  readBackupFile,
  restoreBackup,
  type Page,
} from './fixtures.ts';
import { LARGEST, seededBackup } from '../test/helpers/seeded.ts';
import { SHORT, templates } from '../test/helpers/seeded-store.ts';

// These tests install the app (its service worker) as a phone does.
test.use({ serviceWorkers: 'allow' });

test('a broken backup file is refused with a clear message, a damaged record is named, and the data stays as it was', async ({
  page,
}) => {
  await installApp(page);
  await page.goto('/#/sheets');
  await page.getByRole('button', { name: 'New score sheet' }).click();
  await page.getByLabel('Title (optional)').fill('Keep me');
  await page.getByLabel('Player 1', { exact: true }).fill('Aiko');
  await page.getByLabel('Player 2', { exact: true }).fill('Ben');
  await page.getByRole('button', { name: 'Create sheet' }).click();
  await addRound(page, ['Aiko', 'Ben'], [6, -6]);
  await expect(page.getByTestId('total-0')).toHaveText(/^6/);

  await page.goto('/#/settings');
  const input = page.getByLabel('Import backup file');
  await input.setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"carriage-backup","version":1,"sheets":[{'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'not valid JSON' })).toBeVisible();

  const foreign = {
    format: 'carriage-backup',
    version: 1,
    matches: [],
    moves: [],
    settings: [],
    sheets: [
      {
        id: 'x',
        title: 'Keep me',
        gameId: 'other',
        players: ['A', 'B'],
        rounds: [{ id: 'r', scores: ['lots', 1] }],
        createdAt: 1,
        updatedAt: 1,
      },
    ],
  };
  await input.setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(foreign)),
  });
  // Its one record is damaged: the preview names it and there is nothing else to import.
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('This backup would add 0, update 0 and skip 0');
  await expect(preview).toContainText('Damaged, skipped — score sheet "Keep me": rounds[0].scores[0] must be a number');
  await preview.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/#/sheets');
  await expect(page.getByRole('link', { name: /Keep me/ })).toHaveCount(1);
  await page.getByRole('link', { name: /Keep me/ }).click();
  await expect(page.getByTestId('total-0')).toHaveText(/^6/);
  await expect(page.getByTestId('total-1')).toHaveText(/^-6/);
});

test('a backup exported from one phone imports on another', async ({ page }) => {
  await installApp(page);
  await page.goto('/#/sheets');
  await page.getByRole('button', { name: 'New score sheet' }).click();
  await page.getByLabel('Title (optional)').fill('Moved sheet');
  await page.getByRole('button', { name: 'Create sheet' }).click();
  await addRound(page, ['Player 1', 'Player 2'], [3, 4]);
  await page.goto('/#/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export backup', exact: true }).click();
  const file = await (await download).path();
  // Wipe storage, as on a new phone, then import.
  await page.evaluate(
    () =>
      new Promise((res) => {
        const r = indexedDB.deleteDatabase('carriage');
        r.onsuccess = r.onerror = r.onblocked = () => res(null);
      }),
  );
  await page.goto('/#/sheets');
  await page.reload();
  await expect(page.getByText('No score sheets yet')).toBeVisible();
  await page.goto('/#/settings');
  await page.getByLabel('Import backup file').setInputFiles(file);
  // The preview says what the import would do before anything is written.
  await expect(page.getByTestId('import-preview')).toContainText('This backup would add 1, update 0 and skip 0');
  await page.getByTestId('import-preview').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-result')).toContainText('Imported: 1 score sheet and 0 games');
  await page.goto('/#/sheets');
  await page.getByRole('link', { name: /Moved sheet/ }).click();
  await expect(page.getByTestId('total-1')).toHaveText(/^4/);
});

// ---------- issue 31: large stores, cancel, version 1, damaged records ----------

/** What a player would count, read straight from this phone's IndexedDB. */
function countStored(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('carriage');
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    const tx = db.transaction(['matches', 'moves', 'sheets'], 'readonly');
    const req = <T>(r: IDBRequest<T>) =>
      new Promise<T>((res, rej) => {
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
    const [matches, moves, sheets, all] = await Promise.all([
      req(tx.objectStore('matches').count()),
      req(tx.objectStore('moves').count()),
      req(tx.objectStore('sheets').count()),
      req(tx.objectStore('sheets').getAll()),
    ]);
    db.close();
    const rounds = (all as { rounds: unknown[] }[]).reduce((n, s) => n + s.rounds.length, 0);
    return { matches, moves, sheets, rounds };
  });
}

/**
 * Fill this phone with `n` finished matches, each a copy (new ids) of one played by the app's
 * engines and bots, with the score sheet the session wrote for it, plus n/10 score sheets of 10
 * rounds: written into the app's own database in batches, as the store writes them.
 */
async function seedPhone(page: Page, n: number) {
  const ts = templates(SHORT).map((t) => ({
    match: t.match,
    sheet: t.sheet,
    moves: t.moves,
  }));
  await page.goto('/#/sheets');
  await expect(page.getByText('No score sheets yet')).toBeVisible();
  await page.evaluate(
    async ({ ts, n }) => {
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const r = indexedDB.open('carriage');
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      const now = Date.UTC(2026, 10, 1);
      for (let b = 0; b < n; b += 100) {
        await new Promise((res, rej) => {
          const tx = db.transaction(['matches', 'moves', 'sheets'], 'readwrite');
          for (let i = b; i < Math.min(n, b + 100); i++) {
            const t = ts[i % ts.length]!;
            const id = `${t.match.id}-${i}`;
            const sheetId = `${t.sheet.id}-${i}`;
            tx.objectStore('matches').put({ ...t.match, id, sheetId, updatedAt: now + i });
            tx.objectStore('sheets').put({ ...t.sheet, id: sheetId, matchId: id });
            for (const m of t.moves) tx.objectStore('moves').put({ ...m, matchId: id, at: now + i });
          }
          if (b === 0)
            for (let k = 0; k < n / 10; k++) {
              const rounds = Array.from({ length: 10 }, (_, r) => ({
                id: `r${r}`,
                scores: [r, 1 - r],
                note: '',
                at: now,
              }));
              tx.objectStore('sheets').put({
                id: `pad-${k}`,
                title: `Pad ${k}`,
                gameId: 'other',
                players: ['Aiko', 'Ben'],
                rounds,
                history: [],
                createdAt: now,
                updatedAt: now,
              });
            }
          tx.oncomplete = res;
          tx.onerror = () => rej(tx.error);
        });
      }
      db.close();
    },
    { ts, n },
  );
}

/** The longest main-thread tasks from now on (Long Tasks API). */
const watchLongTasks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__long.push(Math.round(e.duration));
    }).observe({ type: 'longtask' });
  });
const longest = (page: Page) => page.evaluate(() => Math.max(0, ...(window as unknown as { __long: number[] }).__long));

test('a 2,000-match store exports and restores into a fresh profile with identical counts; a cancelled import changes nothing', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const N = Number(process.env.BACKUP_E2E_N ?? 2000);
  const T = Date.now();
  const step = (what: string) => console.log(`${((Date.now() - T) / 1000).toFixed(1)} s: ${what}`);
  await installApp(page);
  await seedPhone(page, N);
  step('seeded');
  const stored = await countStored(page);
  expect(stored.matches).toBe(N);
  expect(stored.sheets).toBe(N * 1.1);

  await page.goto('/#/settings');
  await watchLongTasks(page);
  const t0 = Date.now();
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Export backup', exact: true }).click();
  const file = (await (await download).path())!;
  const exportMs = Date.now() - t0;
  const read = readBackupFile(file);
  expect(read.header).toMatchObject({ format: 'carriage-backup', version: 2, kind: 'full' });
  expect([read.matches.length, read.moves, read.sheets.length]).toEqual([stored.matches, stored.moves, stored.sheets]);
  const exportLongest = await longest(page);
  step('exported');

  const other = await freshPhone(undefined, 'allow');
  try {
    const phone = other.page;
    await installApp(phone);
    // Something already on the new phone: two games restored from an earlier (version-1) backup.
    const { file: small } = seededBackup(LARGEST.filter((c) => ['koikoi', 'mushi'].includes(c.key)));
    await restoreBackup(phone, small, 2);
    const before = await countStored(phone);
    step('second phone ready');

    // The big backup, cancelled half way through the import: nothing changed, the undo kept.
    await phone.goto('/#/settings');
    await phone.getByLabel('Import backup file').setInputFiles(file);
    const preview = phone.getByTestId('import-preview');
    await expect(preview).toContainText(`This backup would add ${N * 2.1}, update 0 and skip 0`, { timeout: 120_000 });
    step('planned');
    await preview.getByRole('button', { name: 'Import' }).click();
    const bar = phone.getByTestId('backup-progress').getByRole('progressbar', { name: 'Importing…' });
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(10);
    await phone.getByTestId('backup-progress').getByRole('button', { name: 'Cancel' }).click();
    await expect(phone.getByTestId('import-result')).toHaveText('Import cancelled. Nothing was changed.', {
      timeout: 60_000,
    });
    expect(await countStored(phone)).toEqual(before);
    await expect(phone.getByRole('button', { name: 'Undo the last import' })).toBeVisible();
    step('cancelled');

    // Again, to the end: the counts are the first phone's plus the two games already here.
    await watchLongTasks(phone);
    const t1 = Date.now();
    await phone.getByLabel('Import backup file').setInputFiles(file);
    await preview.getByRole('button', { name: 'Import' }).click({ timeout: 120_000 });
    await expect(phone.getByTestId('import-result')).toContainText(`Imported: ${N * 1.1} score sheets and ${N} games`, {
      timeout: 120_000,
    });
    const importMs = Date.now() - t1;
    step('imported');
    expect(await countStored(phone)).toEqual({
      matches: stored.matches + before.matches,
      moves: stored.moves + before.moves,
      sheets: stored.sheets + before.sheets,
      rounds: stored.rounds + before.rounds,
    });
    // Figures for docs/storage.md (printed, never asserted: the machine is shared).
    console.log(
      `2,000 matches: file ${(statSync(file).size / 1e6).toFixed(1)} MB, export ${exportMs} ms (longest task ${exportLongest} ms), plan+import ${importMs} ms (longest task ${await longest(phone)} ms)`,
    );
  } finally {
    await other.close();
  }
});

test('a version-1 backup from today’s app still imports', async ({ page }) => {
  await installApp(page);
  const { file, games } = seededBackup(LARGEST.filter((c) => ['koikoi', 'travfuda', 'capture'].includes(c.key)));
  await page.goto('/#/settings');
  await page
    .getByLabel('Import backup file')
    .setInputFiles({ name: 'old.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await expect(page.getByTestId('import-preview')).toContainText('This backup would add 6, update 0 and skip 0');
  await page.getByTestId('import-preview').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-result')).toContainText('Imported: 3 score sheets and 3 games');
  expect(await countStored(page)).toMatchObject({ matches: 3, sheets: 3, moves: file.moves.length });
  await page.goto('/#/sheets');
  // A match's sheet is listed by its game and day, worded in the reader's language (issue 27).
  for (const g of games)
    await expect(page.getByRole('link', { name: new RegExp(`^${g.sheet.title.split(' · ')[0]} · `) })).toBeVisible();
});

test('a backup with one damaged record imports everything else and names the one it skipped', async ({ page }) => {
  await installApp(page);
  const { file } = seededBackup(LARGEST.filter((c) => ['koikoi', 'mushi', 'travfuda'].includes(c.key)));
  // One move of Mushi's log is not a move any more.
  const broken = structuredClone(file);
  const i = broken.moves.findIndex((m) => m.matchId === 'match-mushi' && m.seq === 7);
  broken.moves[i] = { ...broken.moves[i]!, move: 'lost' };
  await page.goto('/#/settings');
  await page
    .getByLabel('Import backup file')
    .setInputFiles({ name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('This backup would add 5, update 0 and skip 0');
  await expect(page.getByTestId('import-damaged')).toHaveText(
    '1 damaged record is left out; everything else can be imported:',
  );
  await expect(preview).toContainText(
    'Damaged, skipped — game match-mushi: move 7 of match-mushi: move must be an object',
  );
  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-result')).toContainText(
    'Imported: 3 score sheets and 2 games added or brought up to date',
  );
  await expect(page.getByTestId('import-result')).toContainText(
    '1 damaged record was skipped: game match-mushi: move 7 of match-mushi: move must be an object.',
  );
  expect(await countStored(page)).toMatchObject({ matches: 2, sheets: 3 });
});
