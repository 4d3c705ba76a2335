/**
 * The record-rewriting steps of the schema's migrations (src/store/db.ts `migrate`), in a chunk of
 * their own: only a database written by an older version loads it.
 */
import { type MatchRecord, type ScoreSheet, storedMatch } from './records.ts';
import type { UpgradeTx } from './db.ts';
import { upgradeSheetToV4 } from './upgrade-v4.ts';
export { toV5 } from './players.ts';

/** v1 → v2: sheet rounds as objects with a history. */
export async function toV2(tx: UpgradeTx): Promise<void> {
  let cursor = await tx.objectStore('sheets').openCursor();
  while (cursor) {
    const old = cursor.value as unknown as Record<string, unknown>;
    const rounds = Array.isArray(old.rounds) ? old.rounds : [];
    if (rounds.length === 0 || Array.isArray(rounds[0])) {
      const notes = Array.isArray(old.notes) ? (old.notes as unknown[]) : [];
      const converted = {
        ...old,
        rounds: (rounds as unknown[]).map((scores, i) => ({
          id: `r${i + 1}`,
          scores,
          note: typeof notes[i] === 'string' ? notes[i] : '',
          at: typeof old.updatedAt === 'number' ? old.updatedAt : 0,
        })),
        history: [],
      };
      delete (converted as Record<string, unknown>).notes;
      await cursor.update(converted as unknown as ScoreSheet);
    }
    cursor = await cursor.continue();
  }
}

/** v3 → v4: a game's sheet rows' English labels become round names (data). */
export async function toV4(tx: UpgradeTx): Promise<void> {
  let cursor = await tx.objectStore('sheets').openCursor();
  while (cursor) {
    const next = upgradeSheetToV4(cursor.value);
    if (next !== cursor.value) await cursor.update(next);
    cursor = await cursor.continue();
  }
}

/** v5 → v6: every unfinished match gets `openAt` (the `byOpen` index lists it); nothing else changes. */
export async function toV6(tx: UpgradeTx): Promise<void> {
  let cursor = await tx.objectStore('matches').openCursor();
  while (cursor) {
    const m = cursor.value as MatchRecord & { openAt?: unknown };
    if (m.finished !== true && m.openAt !== m.updatedAt && typeof m.updatedAt === 'number')
      await cursor.update(storedMatch(m));
    cursor = await cursor.continue();
  }
}
