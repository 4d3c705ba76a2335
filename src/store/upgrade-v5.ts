/**
 * v4 → v5 (issue 29): players. Every match seat and every sheet column gets a player id; the same
 * name (trimmed, case-insensitive) is the same player, and a bot is the player of its level
 * (`bot-easy`, `bot-normal`, `bot-hard`; a seat saved before levels is Normal). Nothing else of a
 * record changes (its names, rows, `updatedAt` stay), and no record is added or removed but the
 * players. The same reading serves the import of an older backup and a record saved without ids
 * (`PlayerIndex`), so an old file, an old database and a new one agree.
 */
import type { BotLevel } from '../engine/match.ts';
import type { PlayerRecord } from './records.ts';
import type { UpgradeTx } from './db.ts';

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
export function seatPlayers(match: unknown): string[] | undefined {
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
    const ids = seatPlayers(next);
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
