/** Starting a match: its record and its score sheet, stored together (or kept in memory where storage fails). */
import { checkMatch, checkSheet, LIMITS, type MatchRecord, type SeatRecord } from '../../store/records.ts';
import { seatPlayers } from '../../store/players.ts';
import { RecordRefusedError } from '../../store/repo.ts';
import { newSheet } from '../../store/sheets.ts';
import { memoryMatches } from './open.ts';
import { saveSheet } from '../sheetsData.ts';
import { getStore, newId, reportError, updateSettings } from '../state.ts';
import { requestPersistence } from '../storage.ts';
import { lang, words } from '../../i18n/current.ts';
import { matchWords } from './match.words.ts';

export interface NewMatchInit {
  gameId: string;
  /** The game's title, for the sheet's title. */
  title: string;
  options: Record<string, unknown>;
  presetId?: string | undefined;
  /** Seats with their names as typed (and the player picked, if one was); empty names become "Player N" or "Bot N". */
  seats: SeatRecord[];
  /** The deal code; empty: a fresh shuffle. */
  seed?: string;
  /** A stacked first deal (a guided round's). */
  deck?: string[];
  /** A guided first round (issue 28 §5). */
  guided?: boolean;
}

/**
 * Store a new match and its sheet; returns the match's id (the caller opens it). A match or sheet
 * the store would not read back (records.ts' limits: a name, a deal code too long) throws
 * RecordRefusedError before anything is stored, in memory or not.
 */
export async function createMatch(init: NewMatchInit, now = Date.now()): Promise<string> {
  const id = newId('match');
  // An empty name becomes "Player N" or "Bot N" in the reader's language: a name, stored as a typed one is.
  const w = words(matchWords);
  const typed = init.seats.map((s, i) => ({
    ...s,
    name: s.name.trim() || (s.kind === 'bot' ? w.botName(i + 1) : w.playerName(i + 1)),
  }));
  const store = await getStore();
  // Each seat's player (issue 29): the one picked or of that name (made when new), a bot its level's.
  let ids: string[] | undefined;
  try {
    if (store && typed.every((s) => s.name.length <= LIMITS.name)) ids = await seatPlayers(store, typed, now);
  } catch (e) {
    reportError(e);
  }
  const named: SeatRecord[] = typed.map((s, i) => {
    const { playerId: _picked, ...seat } = s;
    return ids ? { ...seat, playerId: ids[i]! } : seat;
  });
  const sheet = newSheet({
    id: newId('sheet'),
    title: `${init.title} · ${new Date(now).toLocaleDateString(lang.value, { day: 'numeric', month: 'short' })}`,
    gameId: init.gameId,
    players: named.map((s) => s.name),
    now,
    matchId: id,
  });
  if (ids) sheet.playerIds = ids;
  const record: MatchRecord = {
    id,
    gameId: init.gameId,
    options: init.options,
    seed: init.seed?.trim() || newId('seed'),
    seats: named,
    createdAt: now,
    updatedAt: now,
    moveCount: 0,
    finished: false,
    sheetId: sheet.id,
    ...(init.presetId ? { presetId: init.presetId } : {}),
    ...(init.deck ? { deck: init.deck } : {}),
    ...(init.guided ? { guided: true } : {}),
  };
  const refusedMatch = checkMatch(record);
  if (refusedMatch) throw new RecordRefusedError('match', refusedMatch);
  const refusedSheet = checkSheet(sheet);
  if (refusedSheet) throw new RecordRefusedError('sheet', refusedSheet);
  try {
    if (store) await store.createMatch(record, sheet);
    else {
      memoryMatches.set(id, { record, moves: [] });
      await saveSheet(sheet);
    }
    void requestPersistence();
    void updateSettings({ names: named.filter((s) => s.kind === 'human').map((s) => s.name) });
  } catch (e) {
    reportError(e);
    memoryMatches.set(id, { record, moves: [] });
    await saveSheet(sheet);
  }
  return id;
}
