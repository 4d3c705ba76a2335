/**
 * The store of every game played to its end at its largest seat count (test/helpers/seeded.ts),
 * made once per worker and only when a test asks for it: playing the twelve matches takes about
 * five seconds, which a module-level call paid again in every file that imports it and once more
 * in Playwright's main process, only to list the tests.
 */
import { LARGEST, seededBackup } from '../test/helpers/seeded.ts';
import { getGame } from '../src/games/index.ts';
import { botsFor } from '../src/games/bots.ts';
import { rngFor } from '../src/engine/rng.ts';
import type { SeatInfo } from '../src/engine/match.ts';
import type { AnyGame } from '../src/engine/types.ts';
import { newSheet } from '../src/store/sheets.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile } from '../src/store/repo.ts';
import { SCHEMA_VERSION, type MatchRecord, type MoveRecord } from '../src/store/records.ts';

let largest: ReturnType<typeof seededBackup> | undefined;

/** `seededBackup(LARGEST)`, played on first use and shared by the worker's tests. */
export function largestBackup(): ReturnType<typeof seededBackup> {
  largest ??= seededBackup(LARGEST);
  return largest;
}

/**
 * A Short Career Poker match of `players` (Player 1 a person, the others Normal bots) stored at
 * its first play-builder turn of Player 1: the trick phase (12 tricks) and the Millionaire phase's
 * direction played by the app's own engine and bots (in Node), as a backup file to restore. For
 * the tests whose checks are on the play builder: reaching it through the UI took twelve tricks
 * of waiting on bots; the trick phase itself is played tap by tap in career-poker.spec.ts and
 * checked turn by turn in layout.spec.ts. Each call makes a match with an id of its own.
 */
export function careerPokerAtBuilder(players: number): { file: BackupFile; id: string } {
  const game: AnyGame = getGame('career-poker');
  const now = Date.now();
  const key = `cp-builder-${players}-${now}-${Math.floor(Math.random() * 1e6)}`;
  const seed = `seeded-cp-builder-${players}`;
  const options = { ...game.defaultOptions, mode: 'short' };
  const seats: SeatInfo[] = Array.from({ length: players }, (_, i) =>
    i === 0 ? { name: 'Player 1', kind: 'human' } : { name: `Bot ${i + 1}`, kind: 'bot', level: 'normal' },
  );
  const id = `match-${key}`;
  const sheet = newSheet({
    id: `sheet-${key}`,
    title: `${game.title} · ${players} players`,
    gameId: 'career-poker',
    players: seats.map((s) => s.name),
    now,
    matchId: id,
  });
  const bot = botsFor('career-poker').normal;
  let state = game.setup({ players, seed, options });
  const moves: MoveRecord[] = [];
  for (let step = 0; ; step++) {
    if (step > 5_000) throw new Error('career-poker: no play-builder turn for Player 1');
    const seat = game.actors(state)[0];
    if (seat === undefined || game.status(state).phase !== 'playing') throw new Error('career-poker: the round ended');
    if ((state as { phase: string }).phase === 'm-play' && seat === 0) break;
    const move = bot.choose(game.view(state, seat), game.legalMoves(state, seat), rngFor(seed, `bots:${step}`));
    state = game.play(state, seat, move);
    moves.push({ matchId: id, seq: moves.length, seat, move, at: now + step });
  }
  const match: MatchRecord = {
    id,
    gameId: 'career-poker',
    options,
    presetId: 'short',
    seed,
    seats,
    createdAt: now,
    updatedAt: now + moves.length,
    moveCount: moves.length,
    finished: false,
    sheetId: sheet.id,
  };
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    schema: SCHEMA_VERSION,
    exportedAt: new Date(now).toISOString(),
    matches: [match],
    moves,
    sheets: [sheet],
    settings: [],
  };
  return { file, id };
}
