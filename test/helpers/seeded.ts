/**
 * Stores made with the app's own code, for browser tests that need finished rounds and matches
 * without playing them tap by tap: each game at its largest seat count is played by Normal bots
 * through its engine (in Node), its sheet is written round by round by the session's own
 * `sheetAfterRound`, and the lot is packed as a backup file that the test imports through
 * Settings, as a player would restore one.
 */
import { GAME_IDS, getGame } from '../../src/games/index.ts';
import { botsFor } from '../../src/games/bots.ts';
import { rngFor } from '../../src/engine/rng.ts';
import type { GameEvent } from '../../src/engine/events.ts';
import type { SeatInfo } from '../../src/engine/match.ts';
import type { AnyGame, Status } from '../../src/engine/types.ts';
import { newSheet } from '../../src/store/sheets.ts';
import { sheetAfterRound } from '../../src/app/match/sheetRows.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile } from '../../src/store/repo.ts';
import type { MatchRecord, MoveRecord, ScoreSheet } from '../../src/store/records.ts';
import { renderHanafudaEvent } from '../../src/games/hanafuda/words.ts';
import { renderEvent as renderTravFudaEvent } from '../../src/games/travfuda/words.ts';
import { renderCareerPokerEvent } from '../../src/games/career-poker/render.ts';
import { renderCaptureEvent } from '../../src/games/capture/events.ts';
import { SCHEMA_VERSION } from '../../src/store/records.ts';

type Render = (e: GameEvent, names: readonly string[]) => string;
const RENDER: Record<string, Render> = {
  koikoi: renderHanafudaEvent,
  gostop: renderHanafudaEvent,
  mushi: renderHanafudaEvent,
  higobana: renderHanafudaEvent,
  travfuda: renderTravFudaEvent,
  'travfuda-run-or-jump': renderTravFudaEvent,
  'imperial-baccarat': renderTravFudaEvent,
  'denebian-baccarat': renderTravFudaEvent,
  'career-poker': renderCareerPokerEvent,
  capture: renderCaptureEvent,
};

/** Names as people type them: long ones, short ones, Japanese and Korean ones. */
export const NAMES = ['Alexandra', '佐藤さくら', 'Bartholomew', '김민준', 'Chiyoko', 'Maximilian', 'Seo-yeon'];

export interface SeededGame {
  /** The case's own key, e.g. "higobana-7" or "higobana-6-pairs". */
  key: string;
  gameId: string;
  players: number;
  options: Record<string, unknown>;
  /** Play only this many rounds (undefined: to the match's end). */
  rounds?: number;
}

export interface Seeded {
  key: string;
  match: MatchRecord;
  sheet: ScoreSheet;
  /** The engine's own totals and phase at the end of the log. */
  status: Status;
  names: string[];
}

/** Every game at its largest seat count (and Higo-Bana's teams), to the end of the match. */
export const LARGEST: SeededGame[] = [
  { key: 'koikoi', gameId: 'koikoi', players: 2, options: {} },
  { key: 'gostop', gameId: 'gostop', players: 3, options: {} },
  { key: 'mushi', gameId: 'mushi', players: 2, options: {} },
  { key: 'higobana-7', gameId: 'higobana', players: 7, options: {} },
  { key: 'higobana-6-pairs', gameId: 'higobana', players: 6, options: { teams: 'pairs' } },
  { key: 'travfuda', gameId: 'travfuda', players: 6, options: {} },
  { key: 'travfuda-run-or-jump', gameId: 'travfuda-run-or-jump', players: 6, options: {} },
  { key: 'imperial-baccarat', gameId: 'imperial-baccarat', players: 6, options: {} },
  { key: 'denebian-baccarat', gameId: 'denebian-baccarat', players: 6, options: {} },
  { key: 'career-poker', gameId: 'career-poker', players: 5, options: {} },
  { key: 'career-poker-4-teams', gameId: 'career-poker', players: 4, options: { mode: 'team' } },
  { key: 'capture', gameId: 'capture', players: 6, options: {} },
];

/** Play one game with Normal bots, writing its sheet as the session does; the match record, sheet and moves. */
export function playSeeded(c: SeededGame, now = Date.UTC(2026, 10, 1)): Seeded & { moves: MoveRecord[] } {
  if (!(GAME_IDS as readonly string[]).includes(c.gameId)) throw new Error(`unknown game ${c.gameId}`);
  const game: AnyGame = getGame(c.gameId);
  const names = NAMES.slice(0, c.players);
  const seats: SeatInfo[] = names.map((name) => ({ name, kind: 'human' }));
  const seed = `seeded-${c.key}`;
  const options = { ...game.defaultOptions, ...c.options };
  const id = `match-${c.key}`;
  let sheet = newSheet({
    id: `sheet-${c.key}`,
    title: `${game.title} · ${c.players} players`,
    gameId: c.gameId,
    players: names,
    now,
    matchId: id,
  });
  const bot = botsFor(c.gameId).normal;
  let rng = rngFor(seed, 'bots');
  let state = game.setup({ players: c.players, seed, options });
  const moves: MoveRecord[] = [];
  let rounds = 0;
  for (let step = 0; step < 20_000; step++) {
    const st = game.status(state);
    if (st.phase !== 'playing') {
      sheet = sheetAfterRound(sheet, { renderEvent: RENDER[c.gameId]! }, st, seats, now + step);
      if (st.phase === 'match-over') break;
      rounds++;
      if (c.rounds !== undefined && rounds >= c.rounds) break;
    }
    const seat = game.actors(state)[0];
    if (seat === undefined) throw new Error(`${c.key}: nobody can move`);
    const legal = game.legalMoves(state, seat);
    const move = bot.choose(game.view(state, seat), legal, rng);
    rng = rngFor(seed, `bots:${step}`);
    state = game.play(state, seat, move);
    moves.push({ matchId: id, seq: moves.length, seat, move, at: now + step });
  }
  const status = game.status(state);
  const match: MatchRecord = {
    id,
    gameId: c.gameId,
    options,
    seed,
    seats,
    createdAt: now,
    updatedAt: now + moves.length,
    moveCount: moves.length,
    finished: status.phase === 'match-over',
    sheetId: sheet.id,
  };
  return { key: c.key, match, sheet, status, names, moves };
}

/** A backup file holding these games, their moves and sheets (`now`: when they were played). */
export function seededBackup(cases: readonly SeededGame[], now?: number): { file: BackupFile; games: Seeded[] } {
  const played = cases.map((c) => playSeeded(c, now));
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    schema: SCHEMA_VERSION,
    exportedAt: new Date(Date.UTC(2026, 10, 1)).toISOString(),
    matches: played.map((p) => p.match),
    moves: played.flatMap((p) => p.moves),
    sheets: played.map((p) => p.sheet),
    settings: [],
  };
  return { file, games: played.map(({ moves: _moves, ...rest }) => rest) };
}
