/**
 * Players (issue 29 §1): listed, found or made by name when a match or a sheet is seated, renamed
 * in one place and merged. A lazy chunk: the screens that seat or show players load it.
 *
 * A match seat and a sheet column keep the player's id and a copy of the name (old code paths and
 * backups read the name). A rename rewrites those copies in the same transaction as the player, so
 * every old match and sheet shows the new name; a merge points the records of one player at the
 * other (and the merged record keeps `mergedInto`, so that a backup naming it finds the player).
 * Neither changes a record's `updatedAt` nor anything a game replays.
 */
import * as v from 'valibot';
import type { BotLevel } from '../engine/match.ts';
import type { IDBPTransaction, StoreNames } from 'idb';
import type { CarriageDB, DB } from './db.ts';
import { LIMITS, type MatchRecord, type Parsed, type PlayerRecord, type ScoreSheet } from './records.ts';
import type { Store } from './repo.ts';
import { PlayerIndex, matchWithPlayers, nameKey, sheetWithPlayers } from './upgrade-v5.ts';

export { nameKey, botPlayerId, PlayerIndex } from './upgrade-v5.ts';

const time = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(8.64e15));
const PlayerSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.id)),
    name: v.pipe(v.string(), v.maxLength(LIMITS.name)),
    colour: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i))),
    emoji: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(16))),
    bot: v.optional(v.picklist(['easy', 'normal', 'hard'])),
    createdAt: time,
    updatedAt: time,
    mergedInto: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.id))),
  }),
  v.check((p) => p.bot !== undefined || p.name.trim().length > 0, 'a player needs a name'),
);

/** A stored or imported player, checked. */
export function parsePlayer(x: unknown): Parsed<PlayerRecord> {
  const r = v.safeParse(PlayerSchema, x);
  if (r.success) {
    const out = { ...r.output } as Record<string, unknown>;
    for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
    return { ok: true, value: out as unknown as PlayerRecord };
  }
  const id = x && typeof x === 'object' ? (x as { id?: unknown }).id : undefined;
  return {
    ok: false,
    error: `player ${typeof id === 'string' ? id.slice(0, 40) : '(no id)'}: ${r.issues[0]?.message ?? 'malformed'}`,
  };
}

/** Every player record (merged ones included), readable ones only. */
export async function allPlayers(store: Store): Promise<PlayerRecord[]> {
  return store.withDb(async (db) => readPlayers(db));
}

async function readPlayers(db: DB): Promise<PlayerRecord[]> {
  const out: PlayerRecord[] = [];
  for (const raw of await db.getAll('players')) {
    const p = parsePlayer(raw);
    if (p.ok) out.push(p.value);
  }
  return out;
}

/** The players to offer when seating: people (not bots, not merged), most recently used first. */
export function recentPlayers(players: readonly PlayerRecord[], limit = 12): PlayerRecord[] {
  return players
    .filter((p) => !p.bot && !p.mergedInto)
    .sort((a, b) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name))
    .slice(0, limit);
}

interface SeatIn {
  name: string;
  kind: 'human' | 'bot';
  level?: BotLevel;
  playerId?: string;
}

/**
 * The player of each seat: a bot its level's, a person the one picked (`playerId`) or the one of
 * that name, made when new. The players used are marked used now (recent first); new ones stored.
 */
export async function seatPlayers(store: Store, seats: readonly SeatIn[], now = Date.now()): Promise<string[]> {
  return store.withDb(async (db) => {
    const tx = db.transaction('players', 'readwrite');
    const known = await tx.store.getAll();
    const index = new PlayerIndex(known, now);
    const ids = seats.map((s) => {
      if (s.kind === 'human' && s.playerId) {
        const p = index.get(s.playerId);
        // A picked player whose name was then edited: the typed name decides.
        if (p && !p.bot && nameKey(p.name) === nameKey(s.name)) return p.id;
      }
      return index.forSeat({ name: s.name, kind: s.kind, level: s.level });
    });
    const added = new Set(index.added.map((p) => p.id));
    for (const p of index.added) void tx.store.put(p);
    for (const id of new Set(ids)) {
      if (added.has(id)) continue;
      const p = index.get(id);
      if (p) void tx.store.put({ ...p, updatedAt: now });
    }
    await tx.done;
    return ids;
  });
}

/** A player's name and look changed: the player, and the copies of the name on every match seat and sheet column. */
export async function updatePlayer(
  store: Store,
  id: string,
  patch: { name?: string; colour?: string | null; emoji?: string | null },
  now = Date.now(),
): Promise<PlayerRecord> {
  return store.withDb(async (db) => {
    const tx = db.transaction(['players', 'matches', 'sheets'], 'readwrite');
    const cur = await tx.objectStore('players').get(id);
    if (!cur) throw new Error(`No player ${id}`);
    const next: PlayerRecord = { ...cur, updatedAt: now };
    if (patch.name !== undefined && !cur.bot) next.name = patch.name.trim();
    if (patch.colour === null) delete next.colour;
    else if (patch.colour !== undefined) next.colour = patch.colour;
    if (patch.emoji === null || patch.emoji === '') delete next.emoji;
    else if (patch.emoji !== undefined) next.emoji = patch.emoji.trim();
    const checked = parsePlayer(next);
    if (!checked.ok) throw new Error(checked.error);
    await tx.objectStore('players').put(next);
    if (next.name !== cur.name) await rewrite(tx, (pid) => (pid === id ? { id, name: next.name } : undefined));
    await tx.done;
    return next;
  });
}

/**
 * Two records are the same person: `from`'s matches and sheets now name `into` (and its name), and
 * `from` keeps `mergedInto`. Statistics cached for those sheets are dropped (recomputed).
 */
export async function mergePlayers(store: Store, from: string, into: string, now = Date.now()): Promise<void> {
  if (from === into) return;
  return store.withDb(async (db) => {
    const tx = db.transaction(['players', 'matches', 'sheets', 'summaries'], 'readwrite');
    const ps = tx.objectStore('players');
    const a = await ps.get(from);
    const b = await ps.get(into);
    if (!a || !b || a.bot || b.bot || b.mergedInto) throw new Error('These players cannot be merged');
    await ps.put({ ...a, mergedInto: into, updatedAt: now });
    await ps.put({ ...b, updatedAt: now });
    // Earlier merges into `from` now lead to `into` directly.
    for (const p of await ps.getAll()) if (p.mergedInto === from) await ps.put({ ...p, mergedInto: into });
    const changed = await rewrite(tx, (pid) => (pid === from ? { id: into, name: b.name } : undefined));
    const sums = tx.objectStore('summaries');
    for (const sheetId of changed) await sums.delete(sheetId);
    await tx.done;
  });
}

/** Rewrite the player of seats and columns `to` names; returns the ids of the sheets touched (and of the matches' sheets). */
async function rewrite<N extends StoreNames<CarriageDB>[]>(
  tx: IDBPTransaction<CarriageDB, N, 'readwrite'>,
  to: (playerId: string) => { id: string; name: string } | undefined,
): Promise<string[]> {
  const touched: string[] = [];
  let mc = await tx.objectStore('matches' as N[number]).openCursor();
  while (mc) {
    const m = mc.value as MatchRecord;
    if (m.seats.some((s) => s.playerId && to(s.playerId))) {
      const seats = m.seats.map((s) => {
        const n = s.playerId ? to(s.playerId) : undefined;
        return n ? { ...s, playerId: n.id, name: n.name || s.name } : s;
      });
      await mc.update({ ...m, seats } as never);
      touched.push(m.sheetId);
    }
    mc = await mc.continue();
  }
  let sc = await tx.objectStore('sheets' as N[number]).openCursor();
  while (sc) {
    const s = sc.value as ScoreSheet;
    if (s.playerIds?.some((id) => to(id))) {
      const playerIds = [...s.playerIds];
      const players = [...s.players];
      s.playerIds.forEach((id, i) => {
        const n = to(id);
        if (!n) return;
        playerIds[i] = n.id;
        if (n.name) players[i] = n.name;
      });
      await sc.update({ ...s, playerIds, players } as never);
      touched.push(s.id);
    }
    sc = await sc.continue();
  }
  return touched;
}

/**
 * Records saved without player ids (an import of an older backup, a tab of an older version):
 * given them by the v5 reading, as the upgrade does. Returns how many records changed.
 */
export async function healPlayers(store: Store, now = Date.now()): Promise<number> {
  return store.withDb(async (db) => {
    const tx = db.transaction(['players', 'matches', 'sheets'], 'readwrite');
    const index = new PlayerIndex(await tx.objectStore('players').getAll(), now);
    let changed = 0;
    const seatsOf = new Map<string, string[]>();
    let mc = await tx.objectStore('matches').openCursor();
    while (mc) {
      const next = matchWithPlayers(mc.value, index);
      if (next !== mc.value) {
        await mc.update(next);
        changed++;
      }
      seatsOf.set(
        next.id,
        next.seats.map((s) => s.playerId ?? ''),
      );
      mc = await mc.continue();
    }
    let sc = await tx.objectStore('sheets').openCursor();
    while (sc) {
      const next = sheetWithPlayers(sc.value, index, sc.value.matchId ? seatsOf.get(sc.value.matchId) : undefined);
      if (next !== sc.value) {
        await sc.update(next);
        changed++;
      }
      sc = await sc.continue();
    }
    for (const p of index.added) await tx.objectStore('players').put(p);
    await tx.done;
    return changed;
  });
}
