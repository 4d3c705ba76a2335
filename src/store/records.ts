/**
 * The records Carriage stores, and one schema per record type (valibot: small, tree-shakable,
 * typed). Everything from outside — backup files, records read back from IndexedDB after an
 * upgrade, URL parameters — goes through a schema: strings and numbers are bounded, and a
 * failure is a sentence naming the record and the field.
 */
import { LANGS } from '../i18n/lang.ts';
import * as v from 'valibot';
import type { Progress } from '../games/progress.ts';
import type { BotLevel, SeatInfo } from '../engine/match.ts';
import type { GameEvent } from '../engine/events.ts';
import type { RoundName } from '../engine/types.ts';

export const SCHEMA_VERSION = 6;

/**
 * Bounds for everything stored, one per field kind: the schemas below read records within them,
 * and `checkMatch`, `checkMove` and `checkSheet` (built from the same schemas) refuse at write
 * whatever they would not read back (the score pad enforces the tighter input rules). Where each
 * is enforced and what a player reads: docs/architecture.md, "What the store accepts".
 */
export const LIMITS = {
  id: 100,
  name: 64,
  title: 120,
  /** A round's label on a sheet ("May", "adjust"). */
  label: 40,
  note: 500,
  /** A score on a sheet: ±1,000,000. */
  score: 1_000_000,
  seats: 8,
  rounds: 2000,
  history: 10_000,
  /** Characters of one move as JSON. */
  moveJson: 2000,
  moves: 100_000,
  deck: 200,
  /** Characters of a match's options as JSON. */
  options: 4000,
  /** Characters of a sheet row's round events as JSON (a round's outcome as data, v4). */
  events: 4000,
} as const;

/** Which bound a record breaks ('record': a field no limit names, e.g. a date or a missing key). */
export type LimitCode = keyof typeof LIMITS | 'record';

/** A match's seat as stored: the engine's seat, and (v5) the player who sat there. Its `name` stays, a copy of the player's. */
export type SeatRecord = SeatInfo & { playerId?: string };

/**
 * A player (v5, issue 29): someone who plays again and again, under one name in every match and
 * sheet. A bot is a player too, one per level (`bot`, id `bot-<level>`, named in the reader's
 * language). Seats and sheets keep the name as well (old code and backups read it); a rename
 * rewrites those copies (src/store/players.ts).
 */
export interface PlayerRecord {
  id: string;
  /** As typed; '' for a bot (named by its level's words). */
  name: string;
  /** A colour `#rrggbb` shown beside the name. */
  colour?: string;
  /** An emoji (at most a few characters) shown before the name. */
  emoji?: string;
  bot?: BotLevel;
  createdAt: number;
  updatedAt: number;
  /** Merged into this player: the records that named this id now name that one. Kept so that a backup naming this id finds who it became. */
  mergedInto?: string;
}

/**
 * The statistics' cache (v5): what one sheet (and the match that keeps it) adds to the
 * statistics (src/stats/summary.ts), recomputed when either changes. Not in backups (it is
 * derived from what is).
 */
export interface StatSummary {
  /** The sheet's id. */
  key: string;
  /** The summary's own format (a newer one is recomputed). */
  v: number;
  /** The sheet's and its match's `updatedAt` when it was computed. */
  sheetAt: number;
  matchId?: string;
  matchAt?: number;
  gameId: string;
  /** When it was played (the sheet's creation). */
  at: number;
  /** Whether it counts as played (a finished match, or a stand-alone sheet with a round). */
  counted: boolean;
  /** The player of each seat. */
  players: string[];
  /** Rounds (rows that are not corrections). */
  rounds: number;
  /** Per seat: points over those rounds, and the best round (null without rounds). */
  points: number[];
  best: (number | null)[];
  winners: number[];
  /** Per seat: combination id → how many times it was made. */
  combos: Record<string, number>[];
}

/** A match: its setup plus bookkeeping. The move log lives in the `moves` store. */
export interface MatchRecord {
  id: string;
  gameId: string;
  options: Record<string, unknown>;
  presetId?: string;
  seed: string;
  seats: SeatRecord[];
  deck?: string[];
  createdAt: number;
  updatedAt: number;
  moveCount: number;
  finished: boolean;
  /** The score sheet this match writes its rounds into. */
  sheetId: string;
  /**
   * A short public line for the resume list, e.g. "May · round 5 of 12", as versions before the
   * three languages stored it (English); shown as it is until the match is saved again.
   */
  progress?: string;
  /** Where the match stands, as data (`src/games/progress.ts`), worded in the reader's language. */
  standing?: Progress;
  /** When it was archived: kept, but out of the lists (History shows it under "Archived"). */
  archived?: number;
  /** A guided first round (issue 28 §5): the table lights only the guide's move and says it. */
  guided?: boolean;
}

/**
 * A match as stored (v6): an unfinished one carries `openAt`, its `updatedAt`, which the `byOpen`
 * index lists, so that Home finds the matches to continue without reading every match (issue 30
 * §5). Not part of the record: the schema's reading drops it, backups leave it out, and every
 * writer of a match record stores it through `storedMatch`.
 */
export type StoredMatch = MatchRecord & { openAt?: number };

/** The record as stored: `openAt` set while unfinished, absent once finished. */
export function storedMatch(m: MatchRecord): StoredMatch {
  const { openAt: _, ...rest } = m as StoredMatch;
  return m.finished ? rest : { ...rest, openAt: m.updatedAt };
}

/** One move of a match's log. Key: [matchId, seq]. */
export interface MoveRecord {
  matchId: string;
  seq: number;
  seat: number;
  move: unknown;
  at: number;
}

export interface SheetRound {
  id: string;
  /**
   * Shown in the round column beside the number when set: a label typed by a player, "adjust", or
   * (a row saved before v4 that the migration could not read as a `name`) the engine's English.
   */
  label?: string;
  /** The round's name as data (v4: "May" is `{ kind: 'month', month: 5 }`), worded on display. */
  name?: RoundName;
  scores: number[];
  /**
   * The players' words (typed), or the round's outcome worded when it was saved (rows before v4,
   * or a game whose round gives no events). A game's round from v4 on keeps '' and its `events`.
   */
  note: string;
  /** The round's outcome as data (the engine's `RoundResult.events`), worded on display by the game's renderer. */
  events?: GameEvent[];
  /** Its `events` come from a score calculator, not a played match (shown as "Calculated: …"). */
  calculated?: boolean;
  at: number;
  /** An explicit correction on a sheet kept by a game (the game's own rounds are read-only). */
  adjust?: boolean;
}

export interface SheetChange {
  at: number;
  action: 'add' | 'edit' | 'delete';
  roundId: string;
  before?: { scores: number[]; note: string };
  after?: { scores: number[]; note: string };
}

export interface ScoreSheet {
  id: string;
  title: string;
  /** A game id from the catalog, or "other". */
  gameId: string;
  /** The players' names (a copy of their records' names, v5). */
  players: string[];
  /** The player of each column (v5); absent on a sheet written before, read by name. */
  playerIds?: string[];
  rounds: SheetRound[];
  history: SheetChange[];
  createdAt: number;
  updatedAt: number;
  /** Set when a played match keeps this sheet. */
  matchId?: string;
  /** The winner(s) once the match is over. */
  finished?: { winners: number[] };
  /** Lowest total leads (e.g. golf-like games); default false. */
  lowWins?: boolean;
  /** When it was archived: kept, but out of the lists. */
  archived?: number;
}

/** A tombstone's key: `match:<id>` or `sheet:<id>`. */
export const tombstoneKey = (kind: 'match' | 'sheet', id: string): string => `${kind}:${id}`;

/**
 * What was deleted on this phone (v3): an import of an older backup skips it unless the player
 * asks for it back. Key: `match:<id>` or `sheet:<id>`.
 */
export interface Tombstone {
  key: string;
  kind: 'match' | 'sheet';
  id: string;
  deletedAt: number;
  /** What the player saw, for the import preview. */
  title: string;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

// ---------- building blocks ----------
const str = (max: number, min = 0) =>
  v.pipe(
    v.string('must be text'),
    v.minLength(min, `must not be empty`),
    v.maxLength(max, `is longer than ${max} characters`),
  );
const time = v.pipe(
  v.number('must be a date'),
  v.finite('must be a date'),
  v.minValue(0, 'must be a date'),
  v.maxValue(8.64e15, 'must be a date'),
);
const count = (max: number) =>
  v.pipe(
    v.number('must be a whole number'),
    v.integer('must be a whole number'),
    v.minValue(0, 'must not be negative'),
    v.maxValue(max, `must be at most ${max}`),
  );
const score = v.pipe(
  v.number('must be a number'),
  v.finite('must be a number'),
  v.minValue(-LIMITS.score, `must be at least -${LIMITS.score}`),
  v.maxValue(LIMITS.score, `must be at most ${LIMITS.score}`),
);
/** A plain JSON object of bounded size (game options, a move). */
const jsonObject = (max: number) =>
  v.pipe(
    v.record(v.string(), v.unknown(), 'must be an object'),
    v.check((o) => {
      try {
        return JSON.stringify(o).length <= max;
      } catch {
        return false;
      }
    }, `is too large (over ${max} characters)`),
  );

const SeatSchema = v.object({
  name: str(LIMITS.name, 1),
  kind: v.picklist(['human', 'bot'], 'must be human or bot'),
  /** A bot's level (issue 15); matches saved before levels have none and play Normal. */
  level: v.optional(v.picklist(['easy', 'normal', 'hard'], 'must be easy, normal or hard')),
  playerId: v.optional(str(LIMITS.id, 1)),
});

const MatchSchema = v.object({
  id: str(LIMITS.id, 1),
  gameId: str(LIMITS.id, 1),
  options: jsonObject(LIMITS.options),
  presetId: v.optional(str(LIMITS.id)),
  seed: str(LIMITS.id),
  seats: v.pipe(
    v.array(SeatSchema, 'must be a list'),
    v.minLength(1, 'must list at least one seat'),
    v.maxLength(LIMITS.seats, `must list at most ${LIMITS.seats} seats`),
  ),
  deck: v.optional(
    v.pipe(v.array(str(LIMITS.id, 1), 'must be a list of card ids'), v.maxLength(LIMITS.deck, 'is too long')),
  ),
  createdAt: time,
  updatedAt: time,
  moveCount: count(LIMITS.moves),
  finished: v.boolean('must be true or false'),
  sheetId: str(LIMITS.id),
  progress: v.optional(str(LIMITS.title)),
  standing: v.optional(
    v.object({
      over: v.boolean(),
      unit: v.picklist(['round', 'hand']),
      round: count(LIMITS.rounds),
      of: v.optional(count(LIMITS.rounds)),
      month: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
      target: v.optional(count(LIMITS.score)),
      totals: v.pipe(v.array(score), v.maxLength(LIMITS.seats)),
      totalsOf: v.optional(v.literal('victories')),
    }),
  ),
  archived: v.optional(time),
  guided: v.optional(v.boolean()),
});

const MoveSchema = v.object({
  matchId: str(LIMITS.id, 1),
  seq: count(LIMITS.moves),
  seat: count(LIMITS.seats - 1),
  move: v.pipe(
    jsonObject(LIMITS.moveJson),
    v.check(
      (m) => typeof m.type === 'string' && m.type.length > 0 && m.type.length <= 40,
      'is not a move (it has no type)',
    ),
  ),
  at: v.optional(time, 0),
});

const Snapshot = v.object({
  scores: v.pipe(v.array(score, 'must be a list of scores'), v.maxLength(LIMITS.seats)),
  note: str(LIMITS.note),
});

const SheetChangeSchema = v.object({
  at: time,
  action: v.picklist(['add', 'edit', 'delete'], 'must be add, edit or delete'),
  roundId: str(LIMITS.id, 1),
  before: v.optional(Snapshot),
  after: v.optional(Snapshot),
});

// A round's name and events, from the schema's parts already in use (they cost the first visit little).
const RoundNameSchema = v.pipe(
  v.object({
    kind: v.picklist(['month', 'round', 'hand']),
    month: v.optional(v.pipe(count(12), v.minValue(1))),
    n: v.optional(count(LIMITS.rounds)),
  }),
  v.check((o) => (o.kind === 'month') === (o.month !== undefined) && (o.month === undefined) === (o.n !== undefined)),
) as unknown as v.GenericSchema<RoundName>;
/**
 * A round's events: plain objects each with a `kind`, LIMITS.events characters as JSON at most
 * (their fields are the renderer's to read, and it reads them defensively).
 */
const EventsSchema = v.pipe(
  v.array(v.record(v.string(), v.unknown())),
  v.check(
    (e) => e.every((x) => typeof x.kind === 'string') && JSON.stringify(e).length <= LIMITS.events,
    `must be events within ${LIMITS.events} characters`,
  ),
) as unknown as v.GenericSchema<GameEvent[]>;

/** Whether a round's events fit a sheet row (its schema and LIMITS.events). */
export function eventsFit(events: unknown): boolean {
  return v.safeParse(EventsSchema, events).success;
}

const SheetRoundSchema = v.object({
  id: str(LIMITS.id, 1),
  label: v.optional(str(LIMITS.label)),
  name: v.optional(RoundNameSchema),
  events: v.optional(EventsSchema),
  calculated: v.optional(v.boolean()),
  scores: v.pipe(v.array(score, 'must be a list of scores'), v.maxLength(LIMITS.seats)),
  note: v.optional(str(LIMITS.note), ''),
  at: v.optional(time, 0),
  adjust: v.optional(v.boolean()),
});

const SheetSchema = v.pipe(
  v.object({
    id: str(LIMITS.id, 1),
    title: str(LIMITS.title),
    gameId: str(LIMITS.id, 1),
    players: v.pipe(
      v.array(str(LIMITS.name, 1), 'must be a list of names'),
      v.minLength(1, 'must name a player'),
      v.maxLength(LIMITS.seats, `must name at most ${LIMITS.seats} players`),
    ),
    playerIds: v.optional(v.pipe(v.array(str(LIMITS.id, 1)), v.maxLength(LIMITS.seats))),
    rounds: v.pipe(v.array(SheetRoundSchema, 'must be a list'), v.maxLength(LIMITS.rounds, 'has too many rounds')),
    history: v.optional(
      v.pipe(v.array(SheetChangeSchema, 'must be a list'), v.maxLength(LIMITS.history, 'is too long')),
      [],
    ),
    createdAt: time,
    updatedAt: time,
    matchId: v.optional(str(LIMITS.id)),
    finished: v.optional(v.object({ winners: v.pipe(v.array(count(LIMITS.seats - 1)), v.maxLength(LIMITS.seats)) })),
    lowWins: v.optional(v.boolean()),
    archived: v.optional(time),
  }),
  v.check(
    (s) => s.rounds.every((r) => r.scores.length === s.players.length),
    'a round does not have one score per player',
  ),
  v.check((s) => new Set(s.rounds.map((r) => r.id)).size === s.rounds.length, 'two rounds share an id'),
);

const SettingSchema = v.object({ key: str(40, 1), value: v.unknown() });

/** The app settings a backup may carry (applied after an import). */
export const AppSettingsSchema = v.object({
  theme: v.optional(v.picklist(['system', 'light', 'dark'])),
  labels: v.optional(v.boolean()),
  hints: v.optional(v.boolean()),
  speed: v.optional(v.picklist(['off', 'fast', 'normal', 'slow'])),
  names: v.optional(v.pipe(v.array(str(LIMITS.name)), v.maxLength(LIMITS.seats))),
  /** The backup reminder (0: off), so that it moves with a backup to a new phone. */
  backupEvery: v.optional(v.picklist([0, 5, 10, 20])),
  /** The language chosen in Settings (issue 27): it moves with a backup too. */
  lang: v.optional(v.picklist(LANGS)),
  /** Teaching mode per game and the games played to the end (issue 28 §1). */
  teach: v.optional(
    v.pipe(
      v.record(str(LIMITS.id, 1), v.boolean()),
      v.check((r) => Object.keys(r).length <= 100),
    ),
  ),
  played: v.optional(v.pipe(v.array(str(LIMITS.id, 1)), v.maxLength(100))),
});

/** The first problem as "what: field why". */
function describeIssues(what: string, issues: readonly v.BaseIssue<unknown>[]): string {
  const i = issues[0];
  if (!i) return `${what}: malformed`;
  const path = v.getDotPath(i);
  return `${what}: ${path ? `${path.replace(/\.(\d+)/g, '[$1]')} ` : ''}${i.message}`;
}

function parseWith<T>(schema: v.GenericSchema<unknown, T>, what: (x: unknown) => string, x: unknown): Parsed<T> {
  const r = v.safeParse(schema, x);
  if (r.success) return { ok: true, value: stripUndefined(r.output) };
  return { ok: false, error: describeIssues(what(x), r.issues) };
}

/** Optional keys absent in the input stay absent (exactOptionalPropertyTypes, equal records). */
function stripUndefined<T>(x: T): T {
  if (Array.isArray(x)) return x.map(stripUndefined) as T;
  if (x && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(x)) if (val !== undefined) out[k] = stripUndefined(val);
    return out as T;
  }
  return x;
}

const field = (x: unknown, k: string): string | undefined => {
  if (typeof x !== 'object' || x === null) return undefined;
  const val = (x as Record<string, unknown>)[k];
  return typeof val === 'string' ? val.slice(0, 40) : undefined;
};

export function parseMatch(x: unknown): Parsed<MatchRecord> {
  return parseWith(
    MatchSchema as v.GenericSchema<unknown, MatchRecord>,
    (r) => `match ${field(r, 'id') ?? '(no id)'}`,
    x,
  );
}

export function parseMove(x: unknown): Parsed<MoveRecord> {
  return parseWith(
    MoveSchema as v.GenericSchema<unknown, MoveRecord>,
    (r) => {
      const seq = typeof r === 'object' && r !== null ? (r as { seq?: unknown }).seq : undefined;
      return typeof seq === 'number' ? `move ${seq} of ${field(r, 'matchId') ?? '(no match)'}` : 'move';
    },
    x,
  );
}

export function parseSheet(x: unknown): Parsed<ScoreSheet> {
  return parseWith(
    SheetSchema as v.GenericSchema<unknown, ScoreSheet>,
    (r) => `score sheet ${field(r, 'title') !== undefined ? `"${field(r, 'title')}"` : (field(r, 'id') ?? '(no id)')}`,
    x,
  );
}

export function parseSetting(x: unknown): Parsed<SettingRecord> {
  return parseWith(SettingSchema as v.GenericSchema<unknown, SettingRecord>, () => 'setting', x);
}

// ---------- the check at write ----------

/** A record the store would not read back: which limit it breaks, and the schema's sentence. */
export interface Refusal {
  code: LimitCode;
  /** "score sheet \"Tuesday\": rounds has too many rounds" (for logs and tests; players read the code's words). */
  detail: string;
}

/** The field a schema issue is about → the limit it breaks. */
const CODE_OF_KEY: Record<string, LimitCode> = {
  id: 'id',
  gameId: 'id',
  roundId: 'id',
  matchId: 'id',
  sheetId: 'id',
  presetId: 'id',
  seed: 'id',
  name: 'name',
  players: 'seats',
  seats: 'seats',
  seat: 'seats',
  winners: 'seats',
  title: 'title',
  progress: 'title',
  label: 'label',
  note: 'note',
  scores: 'score',
  rounds: 'rounds',
  history: 'history',
  move: 'moveJson',
  moveCount: 'moves',
  seq: 'moves',
  deck: 'deck',
  options: 'options',
  events: 'events',
};
/** An entry of a list (`players[2]`, `scores[0]`) → the limit of one entry. */
const CODE_OF_ENTRY: Record<string, LimitCode> = { players: 'name', scores: 'score', deck: 'deck', winners: 'seats' };

function refusal(what: string, schema: v.GenericSchema, x: unknown): Refusal | null {
  const r = v.safeParse(schema, x);
  if (r.success) return null;
  const path = r.issues[0]?.path ?? [];
  const last = path[path.length - 1]?.key;
  const parent = path[path.length - 2]?.key;
  const code =
    typeof last === 'string'
      ? CODE_OF_KEY[last]
      : typeof last === 'number' && typeof parent === 'string'
        ? CODE_OF_ENTRY[parent]
        : undefined;
  return { code: code ?? 'record', detail: describeIssues(what, r.issues) };
}

/** Null when the store reads this match back as it is; else what it breaks. */
export function checkMatch(m: MatchRecord): Refusal | null {
  return refusal(`match ${m.id.slice(0, 40)}`, MatchSchema, m);
}

/** Null when the store reads this move back as it is; else what it breaks. */
export function checkMove(m: MoveRecord): Refusal | null {
  return refusal(`move ${m.seq} of ${m.matchId.slice(0, 40)}`, MoveSchema, m);
}

/** Null when the store reads this sheet back as it is; else what it breaks. */
export function checkSheet(s: ScoreSheet): Refusal | null {
  return refusal(`score sheet "${s.title.slice(0, 40)}"`, SheetSchema, s);
}
