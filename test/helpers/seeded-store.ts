/**
 * Large stores made with the app's own code (issue 31): finished matches played by Normal bots
 * through their engines (`seeded.ts`), copied under new ids, written through the Store as the
 * session writes them (`createMatch`, then `appendMoves`), each with the score sheet the session
 * wrote; plus one stand-alone score sheet for every ten matches, written by `sheets.ts`.
 */
import { LARGEST, playSeeded, type SeededGame } from './seeded.ts';
import { addRound, newSheet } from '../../src/store/sheets.ts';
import type { Store } from '../../src/store/repo.ts';

type Played = ReturnType<typeof playSeeded>;
const cache = new Map<string, Played>();

/** Short finished matches (a few dozen moves each), for tests that need many matches fast. */
export const SHORT: SeededGame[] = [
  { key: 'koikoi-3', gameId: 'koikoi', players: 2, options: { rounds: 3 } },
  { key: 'imperial-4', gameId: 'imperial-baccarat', players: 2, options: { hands: 4 } },
];

/** The games played once (cached); `keys` picks some of `LARGEST` (default: all), or give the cases. */
export function templates(keys?: readonly string[] | readonly SeededGame[]): Played[] {
  const cases: readonly SeededGame[] =
    keys === undefined
      ? LARGEST
      : keys.every((k) => typeof k === 'string')
        ? LARGEST.filter((c) => (keys as readonly string[]).includes(c.key))
        : (keys as readonly SeededGame[]);
  return cases.map((c) => {
    const p = cache.get(c.key) ?? playSeeded(c);
    cache.set(c.key, p);
    return p;
  });
}

/** Fill `store` with `n` finished matches (copies of the templates) and n/10 stand-alone sheets. */
export async function seedStore(
  store: Store,
  n: number,
  keys?: readonly string[] | readonly SeededGame[],
  now = Date.UTC(2026, 10, 1),
) {
  const ts = templates(keys);
  for (let i = 0; i < n; i++) {
    const t = ts[i % ts.length]!;
    // The number first: stored (and exported) in key order, copies of one game are never neighbours.
    const id = `m${String(i).padStart(5, '0')}-${t.match.id}`;
    const sheet = { ...t.sheet, id: `s${String(i).padStart(5, '0')}-${t.sheet.id}`, matchId: id };
    await store.createMatch({ ...t.match, id, sheetId: sheet.id, moveCount: 0, finished: false }, sheet);
    await store.appendMoves(
      id,
      0,
      t.moves.map((m) => ({ seat: m.seat, move: m.move })),
      { finished: t.match.finished },
      now + i,
    );
  }
  for (let i = 0; i < Math.floor(n / 10); i++) {
    let s = newSheet({ id: `pad-${i}`, title: `Pad ${i}`, gameId: 'other', players: ['Aiko', 'Ben', 'Chiyo'], now });
    for (let r = 0; r < 10; r++)
      s = addRound(s, { id: `r${r}`, scores: [r, -r || 0, 0], note: r ? '' : 'start' }, now + r);
    await store.putSheet(s);
  }
}

/** What a player would count: matches, moves, score sheets, rounds on them. */
export async function countStore(store: Store) {
  const db = store.database;
  let rounds = 0;
  let cursor = await db.transaction('sheets').store.openCursor();
  while (cursor) {
    rounds += cursor.value.rounds.length;
    cursor = await cursor.continue();
  }
  return {
    matches: await db.count('matches'),
    moves: await db.count('moves'),
    sheets: await db.count('sheets'),
    rounds,
  };
}
