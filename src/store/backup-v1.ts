/**
 * Backup files of version 1 (one JSON object, every record in it), written and read whole: the
 * format before issue 31. The app now writes and reads version 2 in streams
 * (`backup-stream.ts`, which also reads version-1 files record by record); this module keeps the
 * whole-file path for the tests of the merge rules and for the benchmarks' "before" figures. It
 * is not part of the app's bundle.
 */
import * as v from 'valibot';
import type { LoggedMove } from '../engine/match.ts';
import { isPrefix, same } from './backup-stream.ts';
import {
  AppSettingsSchema,
  SCHEMA_VERSION,
  parseMatch,
  parseMove,
  parseSetting,
  parseSheet,
  storedMatch,
  tombstoneKey,
  type MatchRecord,
  type ScoreSheet,
} from './records.ts';
import { upgradeSheetToV4 } from './upgrade-v4.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  IMPORT_UNDO_KEY,
  StorageError,
  guard,
  type BackupFile,
  type ImportSnapshot,
  type PlanItem,
  type Store,
} from './repo.ts';

/** A backup file larger than this is refused before it is parsed. */
const MAX_BACKUP_CHARS = 30_000_000;

export interface ImportSummary {
  matches: number;
  sheets: number;
  moves: number;
}

export interface ImportPlan {
  backup: BackupFile;
  add: PlanItem[];
  update: PlanItem[];
  skip: PlanItem[];
  /** The app settings the backup carries (validated), applied after the import. */
  settings?: Record<string, unknown>;
  /** What the plan was made against: an import refuses if any of it changed meanwhile. */
  seen: { matches: Record<string, number | null>; sheets: Record<string, number | null> };
}

function backupProblem(text: string): never {
  throw new Error(`This backup was not imported: ${text}. Nothing was changed.`);
}

/** Check a backup file completely. Throws an Error with a clear message; changes nothing. */
export function validateBackup(text: string): BackupFile {
  if (text.length > MAX_BACKUP_CHARS)
    backupProblem(`the file is too large (${Math.round(text.length / 1e6)} MB; at most ${MAX_BACKUP_CHARS / 1e6} MB)`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(
      'This file is not a Carriage backup: it is not valid JSON (it may be cut short or damaged). Nothing was changed.',
    );
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    Array.isArray(data) ||
    (data as Record<string, unknown>).format !== BACKUP_FORMAT
  ) {
    throw new Error('This file is not a Carriage backup (its format marker is missing). Nothing was changed.');
  }
  const d = data as Record<string, unknown>;
  if (d.version === undefined)
    backupProblem('it has no version number, so it is not a Carriage backup or it is damaged');
  if (typeof d.version !== 'number' || !Number.isInteger(d.version) || d.version < 1)
    backupProblem(`its version (${JSON.stringify(d.version).slice(0, 20)}) is not a valid version number`);
  if (d.version > BACKUP_VERSION)
    throw new Error(
      'This backup was made by a newer version of Carriage. Update the app, then import it. Nothing was changed.',
    );
  if (
    d.schema !== undefined &&
    (typeof d.schema !== 'number' || !Number.isInteger(d.schema) || d.schema < 1 || d.schema > SCHEMA_VERSION)
  ) {
    backupProblem(
      `its data schema (${JSON.stringify(d.schema).slice(0, 20)}) is not one this version knows (1 to ${SCHEMA_VERSION})`,
    );
  }
  if (d.exportedAt !== undefined && (typeof d.exportedAt !== 'string' || d.exportedAt.length > 40))
    backupProblem('its export date is malformed');
  for (const k of ['matches', 'moves', 'sheets', 'settings'] as const) {
    if (!Array.isArray(d[k])) backupProblem(`its "${k}" list is missing`);
  }
  const out: BackupFile = {
    format: BACKUP_FORMAT,
    version: d.version,
    schema: typeof d.schema === 'number' ? d.schema : SCHEMA_VERSION,
    exportedAt: typeof d.exportedAt === 'string' ? d.exportedAt : '',
    matches: [],
    moves: [],
    sheets: [],
    settings: [],
  };
  const errors: string[] = [];
  const take = <T>(
    list: unknown[],
    parse: (x: unknown) => { ok: true; value: T } | { ok: false; error: string },
    into: T[],
  ) => {
    for (const x of list) {
      const p = parse(x);
      if (p.ok) into.push(p.value);
      else errors.push(p.error);
      if (errors.length > 20) break;
    }
  };
  take(d.matches as unknown[], parseMatch, out.matches);
  take(d.moves as unknown[], parseMove, out.moves);
  take(d.sheets as unknown[], (x) => parseSheet(upgradeSheetToV4(x)), out.sheets);
  take(d.settings as unknown[], parseSetting, out.settings);
  const dup = <T>(xs: T[], key: (x: T) => string, what: string) => {
    const seen = new Set<string>();
    for (const x of xs) {
      const k = key(x);
      if (seen.has(k)) errors.push(`${what} ${k.slice(0, 40)} appears twice`);
      seen.add(k);
    }
  };
  dup(out.matches, (m) => m.id, 'match');
  dup(out.sheets, (s) => s.id, 'score sheet');
  dup(out.moves, (m) => `${m.matchId} #${m.seq}`, 'move');
  const matchIds = new Set(out.matches.map((m) => m.id));
  const bySeq = new Map<string, number[]>();
  for (const mv of out.moves) {
    if (!matchIds.has(mv.matchId)) errors.push(`move ${mv.seq}: it belongs to no match in the file`);
    bySeq.set(mv.matchId, [...(bySeq.get(mv.matchId) ?? []), mv.seq]);
  }
  for (const m of out.matches) {
    const seqs = (bySeq.get(m.id) ?? []).sort((a, b) => a - b);
    if (seqs.length !== m.moveCount || seqs.some((s, i) => s !== i))
      errors.push(`match ${m.id}: its move log is incomplete`);
    if (m.seats.length > 0 && (bySeq.get(m.id) ?? []).length > 0) {
      for (const mv of out.moves)
        if (mv.matchId === m.id && mv.seat >= m.seats.length)
          errors.push(`move ${mv.seq} of ${m.id}: seat ${mv.seat + 1} is not at this table`);
    }
  }
  const app = out.settings.find((s) => s.key === 'settings');
  if (app && !v.safeParse(AppSettingsSchema, app.value).success) errors.push('the app settings are malformed');
  if (errors.length > 0) {
    const shown = errors.slice(0, 3).join('; ');
    throw new Error(
      `This backup is damaged and was not imported (${errors.length > 20 ? 'over 20' : errors.length} problem${errors.length > 1 ? 's' : ''}: ${shown}${errors.length > 3 ? '; …' : ''}). Nothing was changed.`,
    );
  }
  return out;
}

/** Everything, as a backup file object. */
export async function exportBackupV1(store: Store, now: Date): Promise<BackupFile> {
  return guard(async () => {
    const tx = store.database.transaction(['matches', 'moves', 'sheets', 'settings'], 'readonly');
    const [matches, moves, sheets, settings] = await Promise.all([
      tx.objectStore('matches').getAll(),
      tx.objectStore('moves').getAll(),
      tx.objectStore('sheets').getAll(),
      tx.objectStore('settings').getAll(),
    ]);
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      schema: SCHEMA_VERSION,
      exportedAt: now.toISOString(),
      matches,
      moves,
      sheets,
      settings: settings.filter((x) => !x.key.startsWith(IMPORT_UNDO_KEY)),
    };
  });
}

/**
 * Compare a backup with what is stored, changing nothing: each game and sheet is added
 * (new here), updated (the backup is ahead: the stored moves or sheet changes are a prefix
 * of the backup's) or skipped (behind, the same, or changed on both sides). `check` may
 * refuse a match (e.g. its moves do not replay); any refusal refuses the whole file.
 */
export async function planImportV1(
  store: Store,
  text: string,
  check?: (match: MatchRecord, moves: LoggedMove[]) => Promise<string | null>,
  opts: { restoreDeleted?: boolean } = {},
): Promise<ImportPlan> {
  const b = validateBackup(text);
  const movesOf = new Map<string, LoggedMove[]>();
  for (const m of [...b.moves].sort((x, y) => x.seq - y.seq))
    movesOf.set(m.matchId, [...(movesOf.get(m.matchId) ?? []), { seat: m.seat, move: m.move }]);
  if (check) {
    const problems: string[] = [];
    for (const m of b.matches) {
      const why = await check(m, movesOf.get(m.id) ?? []);
      if (why) problems.push(`game ${m.id.slice(0, 40)}: ${why}`);
    }
    if (problems.length)
      throw new Error(
        `This backup was not imported: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? '; …' : ''}. Nothing was changed.`,
      );
  }
  return guard(async () => {
    const plan: ImportPlan = { backup: b, add: [], update: [], skip: [], seen: { matches: {}, sheets: {} } };
    const tx = store.database.transaction(['matches', 'moves', 'sheets', 'tombstones'], 'readonly');
    // What was deleted on this phone stays deleted unless the player asks for it back (trash.ts).
    const revived = new Map<string, string>();
    const deleted = async (kind: 'match' | 'sheet', id: string, title: string, item: PlanItem['kind']) => {
      const t = await tx.objectStore('tombstones').get(tombstoneKey(kind, id));
      if (!t) return false;
      const on = new Date(t.deletedAt).toLocaleDateString(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
      if (opts.restoreDeleted) {
        revived.set(`${item}:${id}`, `deleted on this phone on ${on}; brought back`);
        return false;
      }
      plan.skip.push({ kind: item, id, title, reason: `deleted on this phone on ${on}`, deleted: true });
      return true;
    };
    for (const m of b.matches) {
      const title = m.progress ? `${m.gameId} (${m.progress})` : m.gameId;
      if (await deleted('match', m.id, title, 'game')) continue;
      const raw = await tx.objectStore('matches').get(m.id);
      const stored = raw === undefined ? undefined : parseMatch(raw);
      plan.seen.matches[m.id] = raw === undefined ? null : (raw as MatchRecord).moveCount;
      if (!stored) {
        plan.add.push({ kind: 'game', id: m.id, title, reason: `${m.moveCount} moves` });
        continue;
      }
      if (!stored.ok) {
        plan.skip.push({
          kind: 'game',
          id: m.id,
          title,
          reason: 'the copy on this phone is damaged; it was left as it is',
        });
        continue;
      }
      const have = (
        await tx.objectStore('moves').getAll(IDBKeyRange.bound([m.id, 0], [m.id, Number.MAX_SAFE_INTEGER]))
      ).map((r) => ({ seat: r.seat, move: r.move }));
      const theirs = movesOf.get(m.id) ?? [];
      const setupSame = same(
        { g: m.gameId, o: m.options, s: m.seed, p: m.seats, d: m.deck },
        {
          g: stored.value.gameId,
          o: stored.value.options,
          s: stored.value.seed,
          p: stored.value.seats,
          d: stored.value.deck,
        },
      );
      const eq = (x: LoggedMove, y: LoggedMove) => x.seat === y.seat && same(x.move, y.move);
      if (!setupSame)
        plan.skip.push({
          kind: 'game',
          id: m.id,
          title,
          reason: 'a different game with the same id is on this phone; it was kept',
        });
      else if (theirs.length > have.length && isPrefix(have, theirs, eq))
        plan.update.push({
          kind: 'game',
          id: m.id,
          title,
          reason: `${theirs.length - have.length} more moves (${have.length} → ${theirs.length})`,
        });
      else if (theirs.length === have.length && isPrefix(have, theirs, eq))
        plan.skip.push({ kind: 'game', id: m.id, title, reason: 'already here, the same' });
      else if (isPrefix(theirs, have, eq))
        plan.skip.push({
          kind: 'game',
          id: m.id,
          title,
          reason: `the backup is behind (${theirs.length} moves; this phone has ${have.length})`,
        });
      else
        plan.skip.push({
          kind: 'game',
          id: m.id,
          title,
          reason: "played differently on this phone since; this phone's game was kept",
        });
    }
    for (const sh of b.sheets) {
      const title = sh.title || 'score sheet';
      if (await deleted('sheet', sh.id, title, 'sheet')) continue;
      const raw = await tx.objectStore('sheets').get(sh.id);
      const stored = raw === undefined ? undefined : parseSheet(raw);
      plan.seen.sheets[sh.id] = raw === undefined ? null : (raw as ScoreSheet).updatedAt;
      if (!stored) {
        plan.add.push({ kind: 'sheet', id: sh.id, title, reason: `${sh.rounds.length} rounds` });
        continue;
      }
      if (!stored.ok) {
        plan.skip.push({
          kind: 'sheet',
          id: sh.id,
          title,
          reason: 'the copy on this phone is damaged; it was left as it is',
        });
        continue;
      }
      const mine = stored.value;
      const sameState = same(mine.rounds, sh.rounds) && same(mine.players, sh.players);
      if (sameState && same(mine.history, sh.history))
        plan.skip.push({ kind: 'sheet', id: sh.id, title, reason: 'already here, the same' });
      else if (
        sh.history.length > mine.history.length &&
        isPrefix(mine.history, sh.history, same) &&
        same(mine.players, sh.players)
      ) {
        plan.update.push({
          kind: 'sheet',
          id: sh.id,
          title,
          reason: `${sh.history.length - mine.history.length} more changes (${mine.rounds.length} → ${sh.rounds.length} rounds)`,
        });
      } else if (isPrefix(sh.history, mine.history, same))
        plan.skip.push({
          kind: 'sheet',
          id: sh.id,
          title,
          reason: `the backup is behind (${sh.rounds.length} rounds; this phone has ${mine.rounds.length})`,
        });
      else
        plan.skip.push({
          kind: 'sheet',
          id: sh.id,
          title,
          reason: "changed on this phone since; this phone's sheet was kept",
        });
    }
    await tx.done;
    for (const i of plan.add) {
      const why = revived.get(`${i.kind}:${i.id}`);
      if (why) i.reason = `${i.reason} (${why})`;
    }
    const app = b.settings.find((x) => x.key === 'settings');
    if (app && typeof app.value === 'object' && app.value !== null)
      plan.settings = app.value as Record<string, unknown>;
    return plan;
  });
}

/**
 * Write a plan in one transaction (all or nothing), keeping an undo snapshot of what it
 * replaces. Refuses if anything it compared changed since the plan was made.
 */
export async function applyImportV1(store: Store, plan: ImportPlan, now: number): Promise<ImportSummary> {
  return guard(async () => {
    const b = plan.backup;
    const tx = store.database.transaction(['matches', 'moves', 'sheets', 'settings', 'tombstones'], 'readwrite');
    const ms = tx.objectStore('matches');
    const ss = tx.objectStore('sheets');
    const mv = tx.objectStore('moves');
    const ts = tx.objectStore('tombstones');
    const snap: ImportSnapshot = {
      at: now,
      addedMatches: [],
      addedSheets: [],
      updatedMatches: [],
      updatedSheets: [],
    };
    let moves = 0;
    const abort = (why: string) => {
      tx.abort();
      throw new StorageError(why);
    };
    for (const item of [...plan.add, ...plan.update]) {
      if (item.kind === 'game') {
        const m = b.matches.find((x) => x.id === item.id)!;
        const cur = (await ms.get(m.id)) as MatchRecord | undefined;
        if ((cur?.moveCount ?? null) !== plan.seen.matches[m.id])
          abort('A game changed while the import was being prepared. Nothing was changed; try the import again.');
        const from = cur?.moveCount ?? 0;
        for (const r of b.moves) {
          if (r.matchId === m.id && r.seq >= from) {
            void mv.put(r);
            moves++;
          }
        }
        const updatedAt = Math.max(m.updatedAt, cur?.updatedAt ?? 0);
        void ms.put(storedMatch({ ...m, updatedAt }));
        // Brought back on the player's word: it is no longer deleted here.
        void ts.delete(tombstoneKey('match', m.id));
        if (cur) snap.updatedMatches.push({ before: cur, after: updatedAt });
        else snap.addedMatches.push({ id: m.id, after: updatedAt });
      } else {
        const sh = b.sheets.find((x) => x.id === item.id)!;
        const cur = (await ss.get(sh.id)) as ScoreSheet | undefined;
        if ((cur?.updatedAt ?? null) !== plan.seen.sheets[sh.id])
          abort(
            'A score sheet changed while the import was being prepared. Nothing was changed; try the import again.',
          );
        const updatedAt = Math.max(sh.updatedAt, cur?.updatedAt ?? 0);
        void ss.put({ ...sh, updatedAt });
        void ts.delete(tombstoneKey('sheet', sh.id));
        if (cur) snap.updatedSheets.push({ before: cur, after: updatedAt });
        else snap.addedSheets.push({ id: sh.id, after: updatedAt });
      }
    }
    for (const st of b.settings) if (st.key !== IMPORT_UNDO_KEY) void tx.objectStore('settings').put(st);
    void tx.objectStore('settings').put({ key: IMPORT_UNDO_KEY, value: snap });
    await tx.done;
    return {
      matches: plan.add.filter((i) => i.kind === 'game').length + plan.update.filter((i) => i.kind === 'game').length,
      sheets: plan.add.filter((i) => i.kind === 'sheet').length + plan.update.filter((i) => i.kind === 'sheet').length,
      moves,
    };
  });
}

/** Plan and apply in one go (tests, scripts). */
export async function importBackupV1(store: Store, text: string, now = Date.now()): Promise<ImportSummary> {
  return applyImportV1(store, await planImportV1(store, text), now);
}
