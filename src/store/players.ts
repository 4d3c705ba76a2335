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
import type { CarriageDB, DB, UpgradeTx } from './db.ts';
import { LIMITS, type MatchRecord, type Parsed, type PlayerRecord, type ScoreSheet } from './records.ts';
import type { Store } from './repo.ts';

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

// ---------- v4 → v5 (issue 29): every seat and sheet column given its player ----------
/*

 * v4 → v5 (issue 29): players. Every match seat and every sheet column gets a player id; the same
 * name (trimmed, case-insensitive) is the same player, and a bot is the player of its level
 * (`bot-easy`, `bot-normal`, `bot-hard`; a seat saved before levels is Normal). Nothing else of a
 * record changes (its names, rows, `updatedAt` stay), and no record is added or removed but the
 * players. The same reading serves the import of an older backup and a record saved without ids
 * (`PlayerIndex`), so an old file, an old database and a new one agree.
 */

/** What makes two typed names the same player: trimmed, Unicode-normalised, case-insensitive. */
export const nameKey = (name: string): string => name.normalize('NFKC').trim().toLocaleLowerCase('en');

/** The player id of a bot level. */
export const botPlayerId = (level: BotLevel): string => `bot-${level}`;

/** A new player id (random). */
export function newPlayerId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return `p-${Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('')}`;
}

interface SeatLike {
  name?: unknown;
  kind?: unknown;
  level?: unknown;
  playerId?: unknown;
}

/**
 * The players known, found by name (or bot level), adding a record for a name not seen yet. A
 * merged player's name finds the player it was merged into.
 */
export class PlayerIndex {
  private readonly byId = new Map<string, PlayerRecord>();
  private readonly byName = new Map<string, string>();
  /** Players made by this index (to be stored). */
  readonly added: PlayerRecord[] = [];
  /** For a player made here: when the record that gave it its name was saved (the newest names it). */
  private readonly namedAt = new Map<string, number>();

  constructor(
    players: readonly PlayerRecord[],
    private readonly now: number,
    private readonly makeId: () => string = newPlayerId,
  ) {
    for (const p of players) this.byId.set(p.id, p);
    // Live players first, so that a name both a live and a merged record carry finds the live one.
    for (const p of [...players].sort((a, b) => Number(!!a.mergedInto) - Number(!!b.mergedInto)))
      if (!p.bot && p.name && !this.byName.has(nameKey(p.name))) this.byName.set(nameKey(p.name), p.id);
  }

  /** Follow merges to the player an id stands for now (the id itself when unknown). */
  resolve(id: string): string {
    let cur = id;
    for (let i = 0; i < 20; i++) {
      const next = this.byId.get(cur)?.mergedInto;
      if (!next) return cur;
      cur = next;
    }
    return cur;
  }

  get(id: string): PlayerRecord | undefined {
    return this.byId.get(this.resolve(id));
  }

  /**
   * The player of a typed name, made when new. `at`: when the record naming it was saved; a player
   * made here takes the name as the newest such record writes it ("alexandra", later "Alexandra").
   */
  forName(name: string, at = 0): string {
    const key = nameKey(name);
    const known = this.byName.get(key);
    if (known) {
      const id = this.resolve(known);
      const since = this.namedAt.get(id);
      if (since !== undefined && at > since) {
        this.byId.get(id)!.name = name.trim();
        this.namedAt.set(id, at);
      }
      return id;
    }
    const p: PlayerRecord = { id: this.makeId(), name: name.trim(), createdAt: this.now, updatedAt: this.now };
    this.add(p);
    this.namedAt.set(p.id, at);
    this.byName.set(key, p.id);
    return p.id;
  }

  /** The player of a bot level, made when new. */
  forBot(level: BotLevel): string {
    const id = botPlayerId(level);
    if (!this.byId.has(id)) this.add({ id, name: '', bot: level, createdAt: this.now, updatedAt: this.now });
    return this.resolve(id);
  }

  /** The player of a stored seat (any shape): its own id when it has one, else by kind and name. */
  forSeat(seat: SeatLike, at = 0): string {
    if (typeof seat.playerId === 'string' && seat.playerId) return seat.playerId;
    if (seat.kind === 'bot') {
      const level = seat.level === 'easy' || seat.level === 'hard' ? seat.level : 'normal';
      return this.forBot(level);
    }
    return this.forName(typeof seat.name === 'string' ? seat.name : '', at);
  }

  private add(p: PlayerRecord): void {
    this.byId.set(p.id, p);
    this.added.push(p);
  }
}

/** A stored match (any shape) with a player id on every seat; the same object when it has them. */
export function matchWithPlayers<T>(match: T, index: PlayerIndex): T {
  const m = match as unknown as { seats?: unknown; updatedAt?: unknown };
  if (!m || typeof m !== 'object' || !Array.isArray(m.seats)) return match;
  const seats = m.seats as SeatLike[];
  if (seats.every((s) => s && typeof s === 'object' && typeof s.playerId === 'string')) return match;
  const at = typeof m.updatedAt === 'number' ? m.updatedAt : 0;
  return {
    ...m,
    seats: seats.map((s) => (s && typeof s === 'object' ? { ...s, playerId: index.forSeat(s, at) } : s)),
  } as unknown as T;
}

/** The player ids of a stored match's seats, or undefined. */
export function playersOfSeats(match: unknown): string[] | undefined {
  const seats = (match as { seats?: unknown } | null)?.seats;
  if (!Array.isArray(seats)) return undefined;
  const ids = seats.map((s) => (s as SeatLike | null)?.playerId);
  return ids.every((id): id is string => typeof id === 'string') ? ids : undefined;
}

/**
 * A stored sheet (any shape) with `playerIds`: its match's seats' players when it is kept by a
 * match (`seats`, as many), else its names read as typed names. The same object when it has them.
 */
export function sheetWithPlayers<T>(sheet: T, index: PlayerIndex, seats?: readonly string[]): T {
  const s = sheet as unknown as { players?: unknown; playerIds?: unknown; updatedAt?: unknown };
  if (!s || typeof s !== 'object' || !Array.isArray(s.players)) return sheet;
  const at = typeof s.updatedAt === 'number' ? s.updatedAt : 0;
  const names = s.players as unknown[];
  if (Array.isArray(s.playerIds) && s.playerIds.length === names.length) return sheet;
  const playerIds =
    seats && seats.length === names.length
      ? [...seats]
      : names.map((n) => index.forName(typeof n === 'string' ? n : '', at));
  return { ...s, playerIds } as unknown as T;
}

/** The step inside the upgrade's transaction: matches first (their seats name their sheets' players), then sheets, then the players made. */
export async function toV5(tx: UpgradeTx): Promise<void> {
  const store = tx.objectStore('players');
  const index = new PlayerIndex(await store.getAll(), Date.now());
  const seatsOf = new Map<string, string[]>();
  let mc = await tx.objectStore('matches').openCursor();
  while (mc) {
    const next = matchWithPlayers(mc.value, index);
    if (next !== mc.value) await mc.update(next);
    const ids = playersOfSeats(next);
    if (ids) seatsOf.set(String(mc.key), ids);
    mc = await mc.continue();
  }
  let sc = await tx.objectStore('sheets').openCursor();
  while (sc) {
    const v = sc.value as { matchId?: unknown };
    const next = sheetWithPlayers(sc.value, index, typeof v.matchId === 'string' ? seatsOf.get(v.matchId) : undefined);
    if (next !== sc.value) await sc.update(next);
    sc = await sc.continue();
  }
  for (const p of index.added) await store.put(p);
}
