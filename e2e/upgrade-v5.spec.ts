/**
 * Issue 29 §1 in the browser: a phone whose store was written at schema 4 (the version before
 * players: every game played to its end at its largest seat count, written as schema 4 laid its
 * stores out) opens at schema 5 with every match, move and sheet row intact, a player for every
 * seated name, and those names on the players list and on an old sheet.
 */
import { test, expect, type Page } from './fixtures.ts';
import { largestBackup } from './seeded.ts';
import { NAMES } from '../test/helpers/seeded.ts';

/** What the store holds, read with the raw API: counts, every row's scores, every seat's player. */
function stored(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('carriage');
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    const req = <T>(r: IDBRequest<T>) =>
      new Promise<T>((res, rej) => {
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
    const names = [...db.objectStoreNames];
    const tx = db.transaction(['matches', 'moves', 'sheets'], 'readonly');
    const [matches, moves, sheets] = await Promise.all([
      req(tx.objectStore('matches').getAll()),
      req(tx.objectStore('moves').count()),
      req(tx.objectStore('sheets').getAll()),
    ]);
    const players = names.includes('players')
      ? await req(db.transaction('players', 'readonly').objectStore('players').getAll())
      : [];
    const version = db.version;
    db.close();
    type M = { id: string; seats: { name: string; playerId?: string }[]; moveCount: number };
    type S = { id: string; players: string[]; playerIds?: string[]; rounds: { scores: number[] }[] };
    return {
      version,
      moves,
      matches: (matches as M[])
        .map((m) => ({ id: m.id, moveCount: m.moveCount, seats: m.seats.map((s) => s.name) }))
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
      sheets: (sheets as S[])
        .map((s) => ({ id: s.id, players: s.players, rows: s.rounds.map((r) => r.scores.join(',')) }))
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
      seatsWithoutPlayer: (matches as M[]).flatMap((m) => m.seats.filter((s) => !s.playerId).map((s) => s.name)),
      columnsWithoutPlayer: (sheets as S[]).filter((s) => (s.playerIds ?? []).length !== s.players.length).length,
      playerNames: (players as { name: string }[]).map((p) => p.name),
    };
  });
}

test('a store written at schema 4 opens at schema 5: every match, move and row kept, a player for every name', async ({
  page,
}) => {
  const { file } = largestBackup();
  // A page of the app's origin that does not start the app: nothing opens the store before it is written.
  await page.goto('/favicon.svg');
  await page.evaluate(async (f) => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('carriage', 4);
      // Schema 4's stores and indexes (src/store/db.ts, versions 1 to 4).
      r.onupgradeneeded = () => {
        const d = r.result;
        d.createObjectStore('matches', { keyPath: 'id' }).createIndex('byUpdated', 'updatedAt');
        d.createObjectStore('moves', { keyPath: ['matchId', 'seq'] });
        d.createObjectStore('sheets', { keyPath: 'id' }).createIndex('byUpdated', 'updatedAt');
        d.createObjectStore('settings', { keyPath: 'key' });
        d.createObjectStore('tombstones', { keyPath: 'key' });
      };
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    await new Promise((res, rej) => {
      const tx = db.transaction(['matches', 'moves', 'sheets'], 'readwrite');
      for (const m of f.matches) tx.objectStore('matches').put(m);
      for (const m of f.moves) tx.objectStore('moves').put(m);
      for (const s of f.sheets) tx.objectStore('sheets').put(s);
      tx.oncomplete = res;
      tx.onerror = () => rej(tx.error);
    });
    db.close();
  }, file);
  const before = await stored(page);
  expect(before.version).toBe(4);
  expect(before.matches).toHaveLength(file.matches.length);

  // The app opens the store: it upgrades it.
  await page.goto('/#/history');
  await expect(page.getByTestId('players-link')).toBeVisible();
  const after = await stored(page);
  expect(after.version).toBeGreaterThanOrEqual(5); // v6 (issue 30 §5) adds an index only
  expect(after.moves).toBe(before.moves);
  expect(after.matches).toEqual(before.matches);
  expect(after.sheets).toEqual(before.sheets);
  expect(after.seatsWithoutPlayer).toEqual([]);
  expect(after.columnsWithoutPlayer).toBe(0);
  const seated = [...new Set(file.matches.flatMap((m) => m.seats.map((s) => s.name)))];
  expect(seated.length).toBeGreaterThan(2);
  expect([...after.playerNames].sort()).toEqual([...seated].sort());

  // On screen: every seated name on the players list, an old sheet with its rows and names.
  await page.getByTestId('players-link').click();
  for (const name of NAMES.filter((n) => seated.includes(n)))
    await expect(page.getByTestId('player-row').filter({ hasText: name }).first()).toBeVisible();
  const sheet = file.sheets.find((s) => s.rounds.length > 1)!;
  await page.goto(`/#/sheet/${sheet.id}`);
  for (const name of sheet.players) await expect(page.getByRole('main')).toContainText(name);
});
