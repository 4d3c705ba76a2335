/**
 * Players' looks for a match or a sheet (issue 29 §1): the emoji and colour of the player of each
 * seat or column, read once when the screen opens (a few `get`s, none on the first visit's path).
 * A merged player shows the look of the player it became. What cannot be read shows no look.
 */
import type { SeatLook } from '../../table/looks.tsx';
import { getStore } from '../state.ts';

const COLOUR = /^#[0-9a-f]{6}$/i;

/** A look from a stored player (any shape): only a well-formed colour and a short emoji. */
export function lookOf(p: unknown): SeatLook | undefined {
  if (!p || typeof p !== 'object') return undefined;
  const { colour, emoji } = p as { colour?: unknown; emoji?: unknown };
  const look: SeatLook = {};
  if (typeof colour === 'string' && COLOUR.test(colour)) look.colour = colour.toLowerCase();
  if (typeof emoji === 'string' && emoji.trim() && emoji.length <= 16) look.emoji = emoji.trim();
  return look.colour || look.emoji ? look : undefined;
}

/** The look of each player id (none for a missing id or record), in order. */
export async function loadLooks(ids: readonly (string | undefined)[]): Promise<(SeatLook | undefined)[]> {
  if (!ids.some(Boolean)) return [];
  const store = await getStore();
  if (!store) return [];
  try {
    return await store.withDb(async (db) => {
      const tx = db.transaction('players');
      const out: (SeatLook | undefined)[] = [];
      for (const id of ids) {
        let p = id ? await tx.store.get(id) : undefined;
        for (let i = 0; i < 20 && p?.mergedInto; i++) p = await tx.store.get(p.mergedInto);
        out.push(lookOf(p));
      }
      return out;
    });
  } catch {
    return [];
  }
}
