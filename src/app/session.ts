/**
 * A match being played: a thin composition of the parts in src/app/match/. The move log
 * (`log.ts`, replayed through the one `replayLog`), storage (`persistence.ts` with the pending
 * queue of `pending.ts`), the bot driver (`botDriver.ts`), the score sheet (`sheet.ts`), the
 * hand-off policy (`handoff.ts`) and one writer per match (`lock.ts`). Every command that changes
 * the match (play, undo, retry, a reread of the saved log) runs through one queue (`queue.ts`).
 */
import { computed, signal, type Signal } from '@preact/signals';
import type { LoggedMove } from '../engine/match.ts';
import type { RoundResult, Status } from '../engine/types.ts';
import type { GameModule } from '../games/module.ts';
import { checkMove, LIMITS, type MatchRecord, type ScoreSheet } from '../store/records.ts';
import { ConflictError, RecordRefusedError } from '../store/repo.ts';
import { BotDriver, type BotThinking, type Hint } from './match/botDriver.ts';
import { holderOf, mustHandOff } from './match/handoff.ts';
import { announce, claimMatch, onLogChanged, type MatchLock } from './match/lock.ts';
import { MoveLog } from './match/log.ts';
import { memoryMatches, openMatches } from './match/open.ts';
import { MatchWriter, metaOf, readMatch, type Meta } from './match/persistence.ts';
import { CommandQueue } from './match/queue.ts';
import { MatchSheet } from './match/sheet.ts';
import { loadSheet } from './sheetsData.ts';
import { getStore, reportError } from './state.ts';
import { requestPersistence } from './storage.ts';
import { limitText } from './limits.words.ts';
import { IllegalMoveError } from '../engine/types.ts';
import { words } from '../i18n/current.ts';
import { matchWords } from './match/match.words.ts';
import { readableMoveError } from './match/refusal.ts';

export type { BotThinking, Hint };
export { openMatches, memoryMatches };

/** Sessions made and not disposed yet: for the tests that check a left table gives everything back. */
let live = 0;
export function liveSessions(): number {
  return live;
}
// The browser tests read the count through this handle (e2e/memory.spec.ts).
(globalThis as { __carriageSessions?: () => number }).__carriageSessions = liveSessions;

export class MatchSession {
  readonly moves: Signal<LoggedMove[]>;
  readonly state: Signal<unknown>;
  /** The seat whose hand is on screen; null until someone takes the phone. */
  readonly viewer = signal<number | null>(null);
  /** A move is being applied and saved, or a bot is about to move: taps are ignored. */
  readonly busy = signal(false);
  readonly problem = signal<string | null>(null);
  /** Another tab holds this match: this one shows it and follows, but does not play. */
  readonly readOnly = signal(false);
  /** The last round's row could not be saved on the score sheet yet (kept, retried). */
  readonly sheetUnsaved: Signal<boolean>;
  /** The bot seat that is thinking now (a Hard bot in the worker, or a bot's short pause), or null. */
  readonly thinking: Signal<number | null>;
  /** The viewer's hint: asked (pending), shown, or none. */
  readonly hint: Signal<Hint | 'pending' | null>;
  readonly writer: MatchWriter;
  readonly humans: number[];
  readonly status = computed<Status>(() => this.module.game.status(this.state.value));
  readonly holder = computed<number | null>(() =>
    holderOf(this.module.game, this.state.value, this.record.seats, this.viewer.value),
  );
  readonly needsHandOff = computed(() => mustHandOff(this.humans.length, this.holder.value, this.viewer.value));
  /** The log holds LIMITS.moves moves, the most a stored match keeps: the match stays readable but takes no more moves. */
  readonly full = computed(() => this.moves.value.length >= LIMITS.moves);

  private readonly log: MoveLog;
  /** Every command that changes the match runs here, one at a time. */
  private readonly queue = new CommandQueue();
  private readonly bots: BotDriver;
  private readonly sheet: MatchSheet;
  private retryTimer: ReturnType<typeof setInterval> | undefined;
  private lock: MatchLock | null = null;
  private unlisten: () => void = () => undefined;
  private disposed = false;

  constructor(
    readonly record: MatchRecord,
    readonly module: GameModule,
    moves: LoggedMove[],
    sheet: ScoreSheet | undefined,
    botDelay: () => number,
    persisted = moves.length,
    thinking: BotThinking | null = null,
  ) {
    this.humans = record.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    this.log = new MoveLog(module.game, record);
    this.moves = this.log.moves;
    this.state = this.log.state;
    this.sheet = new MatchSheet(sheet, module, record.seats);
    this.sheetUnsaved = this.sheet.unsaved;
    this.bots = new BotDriver(
      {
        game: module.game,
        gameId: record.gameId,
        seed: record.seed,
        seats: record.seats,
        bot: module.bot,
        position: () => ({ state: this.state.value, count: this.moves.value.length }),
        viewer: () => this.viewer.value,
        closed: () => this.disposed,
        readOnly: () => this.readOnly.value || this.full.value,
        busy: this.busy,
        play: (seat, move) => this.play(seat, move, true),
        report: reportError,
      },
      botDelay,
      thinking,
    );
    this.thinking = this.bots.thinking;
    this.hint = this.bots.hint;
    this.rebuild(moves);
    this.writer = new MatchWriter(
      record.id,
      Math.min(persisted, this.moves.value.length),
      getStore,
      reportError,
      (moveCount) => {
        announce({ matchId: record.id, moveCount });
        requestPersistence();
      },
    );
    if (this.humans.length === 1) this.viewer.value = this.humans[0]!;
    live++;
  }

  /** Moves shown but not committed yet. */
  get unsaved() {
    return this.writer.unsaved;
  }

  /** The viewer's view and legal moves. */
  viewFor(seat: number): { view: unknown; legal: unknown[] } {
    const g = this.module.game;
    return {
      view: g.view(this.state.value, seat),
      legal: this.readOnly.value || this.full.value ? [] : g.legalMoves(this.state.value, seat),
    };
  }

  takePhone(seat: number): void {
    this.viewer.value = seat;
    this.scheduleBot();
  }

  /** The match's finished rounds, each as its engine reported it (for the match-end panel). */
  rounds(): RoundResult[] {
    return this.log.rounds();
  }

  /** How many moves the viewer may take back now. */
  undoable(): number {
    const v = this.viewer.value;
    if (v === null || this.readOnly.value || this.full.value) return 0;
    return this.log.undoable(v);
  }

  /** Undo `undoable()` in the table's Undo button: allowed while a bot is only thinking. */
  get canUndo(): boolean {
    return this.undoable() >= 1 && (!this.busy.value || this.thinking.value !== null);
  }

  /**
   * Play a move. Ignored while another move is being applied (a double tap) or in a
   * read-only tab; an illegal move throws IllegalMoveError. The move is shown once its
   * write committed or, when the write fails, once it waits in the pending queue.
   */
  play(seat: number, move: unknown, byBot = false): Promise<void> {
    if (this.disposed || this.readOnly.value || (this.busy.value && !byBot)) return Promise.resolve();
    // The store's limits, checked before the move is shown (the store refuses them too): a
    // move it would not read back is not played, and a full log takes no more.
    if (this.full.value) {
      this.problem.value = limitText('moves');
      return Promise.resolve();
    }
    const refused = checkMove({ matchId: this.record.id, seq: this.moves.value.length, seat, move, at: 0 });
    if (refused) {
      reportError(new RecordRefusedError('move', refused));
      return Promise.resolve();
    }
    const next = this.module.game.play(this.state.value, seat, move);
    this.busy.value = true;
    return this.queue.run(async () => {
      try {
        const log = this.log.plus({ seat, move });
        await this.writer.save(log, this.meta(next));
        this.log.append(log, next);
        await this.sheet.afterMove(this.status.value);
      } catch (e) {
        if (e instanceof ConflictError) await this.conflict(e);
        else throw e;
      } finally {
        this.busy.value = false;
      }
      this.scheduleBot();
    });
  }

  /** The engine's refusal of `move` by `seat` now (nothing is played), or null when it is legal. */
  refusal(seat: number, move: unknown): IllegalMoveError | null {
    try {
      this.module.game.play(this.state.value, seat, move);
      return null;
    } catch (e) {
      if (e instanceof IllegalMoveError) return e;
      throw e;
    }
  }

  /** Take back the viewer's last move. A bot thinking about the position being taken back stops; its answer is never applied. */
  undo(): Promise<void> {
    if ((this.busy.value && this.thinking.value === null) || this.readOnly.value) return Promise.resolve();
    this.cancelBot();
    return this.queue.run(async () => {
      if (this.undoable() < 1) return;
      const count = this.moves.value.length - 1;
      this.busy.value = true;
      try {
        await this.writer.truncate(this.moves.value, count, this.meta(this.log.stateAt(count)));
        this.log.truncate(count);
      } catch (e) {
        if (e instanceof ConflictError) await this.conflict(e);
        else reportError(e);
      } finally {
        this.busy.value = false;
      }
      this.scheduleBot();
    });
  }

  /** Retry pending moves and the sheet row. */
  async retry(): Promise<void> {
    if (this.readOnly.value || this.disposed) return;
    return this.queue.run(async () => {
      try {
        if (this.writer.unsaved.value > 0) await this.writer.save(this.moves.value, this.meta(this.state.value));
      } catch (e) {
        if (e instanceof ConflictError) await this.conflict(e);
      }
      await this.sheet.retry();
    });
  }

  /** Reread the saved log (following another tab, taking over): a command like the others. */
  reloadFromStore(): Promise<void> {
    return this.queue.run(() => this.reread());
  }

  /** Stop a bot's pending move or thought (its answer, if any comes, is dropped). */
  cancelBot(): void {
    this.bots.cancel();
  }

  /** If only bots may act, let one move after a short pause (see botDriver.ts). */
  scheduleBot(): void {
    this.bots.schedule();
  }

  /** Ask what Hard would play in the viewer's place, from the viewer's own view. */
  askHint(): Promise<void> {
    return this.bots.askHint();
  }

  /** The hint to show now: only for the position and seat it was asked for. */
  currentHint(): Hint | null {
    return this.bots.currentHint();
  }

  /** Claim the match for this tab; without the lock the tab follows the one that has it. */
  async claim(steal = false): Promise<void> {
    if (this.disposed) return;
    this.lock?.release();
    const lock = await claimMatch(this.record.id, steal, () => {
      // Another tab took over: stop playing here and follow it.
      this.lock = null;
      this.readOnly.value = true;
      this.cancelBot();
      this.busy.value = false;
    });
    if (this.disposed) return lock?.release();
    this.lock = lock;
    this.readOnly.value = lock === null;
    if (lock) {
      if (steal) await this.reloadFromStore();
      this.scheduleBot();
    } else {
      this.cancelBot();
      this.busy.value = false;
    }
  }

  /** Play here instead of in the other tab. */
  takeOver(): Promise<void> {
    return this.claim(true);
  }

  /** Start following other tabs and retrying pending writes. */
  start(): void {
    openMatches.add(this.record.id);
    this.unlisten = onLogChanged((msg) => {
      if (msg.matchId === this.record.id && msg.moveCount !== this.writer.persisted && this.readOnly.value)
        void this.reloadFromStore();
    });
    this.retryTimer = setInterval(() => {
      if (this.writer.unsaved.value > 0 || this.sheetUnsaved.value) void this.retry();
    }, 3000);
  }

  /**
   * The table is left: everything the session started stops and lets go (the lock, the channel's
   * listener, the retry timer, a bot's pending move or question). Writes already queued still
   * finish. Calling it again does nothing.
   */
  dispose(): void {
    if (this.disposed) return;
    // A bot's move or a hint still being thought about is dropped with the table.
    this.bots.dispose();
    this.disposed = true;
    live--;
    clearInterval(this.retryTimer);
    this.retryTimer = undefined;
    this.unlisten();
    this.unlisten = () => undefined;
    this.lock?.release();
    this.lock = null;
    openMatches.delete(this.record.id);
  }

  /** Replay the log; a move that no longer replays stops the log there (reported, kept in storage). */
  private rebuild(moves: LoggedMove[]): void {
    const error = this.log.replay(moves);
    if (error)
      this.problem.value = words(matchWords).replay(
        error.index + 1,
        error.cause instanceof IllegalMoveError ? readableMoveError(error.cause, this.record.seats, this.module) : '',
      );
    else if (this.full.value) this.problem.value = limitText('moves');
  }

  private meta(state: unknown): Meta {
    return metaOf(this.module, this.record.options, state);
  }

  /** The saved log moved on elsewhere: show the saved game again (inside the command that met it). */
  private async conflict(_e: ConflictError): Promise<void> {
    this.problem.value = words(matchWords).conflict;
    await this.reread();
  }

  private async reread(): Promise<void> {
    const store = await getStore();
    const loaded = store ? await store.loadMatch(this.record.id).catch(() => undefined) : undefined;
    if (!loaded || this.disposed) return;
    this.rebuild(loaded.moves);
    this.writer.persisted = this.moves.value.length;
    this.writer.unsaved.value = 0;
    this.scheduleBot();
  }

  /** Open a stored match: load, join any pending moves, replay, attach its sheet, claim it. */
  static async open(
    id: string,
    loadModule: (gameId: string) => Promise<GameModule>,
    botDelay: () => number,
    thinking: BotThinking | null = null,
  ): Promise<MatchSession> {
    const stored = await readMatch(id, await getStore(), memoryMatches);
    const { record } = stored;
    const module = await loadModule(record.gameId);
    const sheet = await loadSheet(record.sheetId);
    const s = new MatchSession(record, module, stored.moves, sheet, botDelay, stored.persisted, thinking);
    if (stored.problem) s.problem.value = stored.problem;
    s.writer.unsaved.value = s.moves.value.length - s.writer.persisted;
    // Only a match kept in memory (storage missing) is kept there; a stored one is read again
    // from storage (keeping every opened match here kept each one's whole log: issue 31 §5).
    if (memoryMatches.has(id)) memoryMatches.set(id, { record, moves: s.moves.value });
    s.start();
    await s.claim();
    if (s.writer.unsaved.value > 0 && !s.readOnly.value) void s.retry();
    return s;
  }
}
