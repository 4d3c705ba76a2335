/**
 * A match being played: its record and move log, every state by replay (for undo), the
 * seat whose cards are on screen, bots, saving, and the score sheet rows it writes.
 */
import { computed, signal } from '@preact/signals';
import { initialState, nextActor, ReplayError, undoableCount, withNames, type LoggedMove } from '../engine/match.ts';
import { rngFor } from '../engine/rng.ts';
import { leaders } from '../engine/tally.ts';
import type { Status } from '../engine/types.ts';
import type { GameModule } from '../games/module.ts';
import type { MatchRecord, ScoreSheet } from '../store/records.ts';
import { addRound } from '../store/sheets.ts';
import { loadSheet, saveSheet } from './sheetsData.ts';
import { getStore, reportError } from './state.ts';

export class MatchSession {
  readonly moves = signal<LoggedMove[]>([]);
  readonly state = signal<unknown>(undefined);
  /** The seat whose hand is on screen; null until someone takes the phone. */
  readonly viewer = signal<number | null>(null);
  readonly busy = signal(false);
  /** Moves played but not yet saved (a failed write); play goes on in memory. */
  readonly unsaved = signal(0);
  readonly problem = signal<string | null>(null);
  private states: unknown[] = [];
  private persisted = 0;
  private queue: Promise<void> = Promise.resolve();
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  readonly status = computed<Status>(() => this.module.game.status(this.state.value));
  readonly humans: number[];

  /** The human seat that should hold the phone now. */
  readonly holder = computed<number | null>(() => {
    const st = this.state.value;
    const actors = this.module.game.actors(st);
    const human = actors.find((a) => this.record.seats[a]?.kind === 'human');
    if (human !== undefined) {
      // Between rounds (everyone may start the next one) the current holder keeps the phone.
      if (this.status.value.phase !== 'playing' && this.viewer.value !== null) return this.viewer.value;
      return human;
    }
    return this.viewer.value ?? this.humans[0] ?? null;
  });

  /** True when the phone must be passed before anything private is shown. */
  readonly needsHandOff = computed(() => this.humans.length >= 2 && this.holder.value !== null && this.holder.value !== this.viewer.value);

  constructor(
    readonly record: MatchRecord,
    readonly module: GameModule,
    moves: LoggedMove[],
    private sheet: ScoreSheet | undefined,
    private readonly botDelay: () => number,
  ) {
    this.humans = record.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    this.rebuild(moves);
    this.persisted = this.moves.value.length;
    if (this.humans.length === 1) this.viewer.value = this.humans[0]!;
  }

  /** Replay the log; a move that no longer replays stops the log there (reported, kept in storage). */
  private rebuild(moves: LoggedMove[]): void {
    const game = this.module.game;
    const states = [initialState(game, this.record)];
    const kept: LoggedMove[] = [];
    for (const [i, m] of moves.entries()) {
      try {
        states.push(game.play(states[states.length - 1], m.seat, m.move));
        kept.push(m);
      } catch (e) {
        this.problem.value = new ReplayError(i, e).message + ' The game continues from the move before.';
        break;
      }
    }
    this.states = states;
    this.moves.value = kept;
    this.state.value = states[states.length - 1];
  }

  /** The viewer's view and legal moves. */
  viewFor(seat: number): { view: unknown; legal: unknown[] } {
    const g = this.module.game;
    return { view: g.view(this.state.value, seat), legal: g.legalMoves(this.state.value, seat) };
  }

  takePhone(seat: number): void {
    this.viewer.value = seat;
    this.scheduleBot();
  }

  /** How many moves the viewer may take back now. */
  undoable(): number {
    const v = this.viewer.value;
    if (v === null) return 0;
    return undoableCount(this.module.game, this.states, this.moves.value, v);
  }

  /** Play a move; it is saved before it is shown as done. Illegal moves are refused with a reason. */
  play(seat: number, move: unknown): Promise<void> {
    const run = async () => {
      if (this.disposed) return;
      const game = this.module.game;
      const next = game.play(this.state.value, seat, move);
      this.busy.value = true;
      const log = [...this.moves.value, { seat, move }];
      await this.persist(log, next);
      this.states.push(next);
      this.moves.value = log;
      this.state.value = next;
      this.busy.value = false;
      await this.afterMove();
      this.scheduleBot();
    };
    const p = this.queue.then(run);
    this.queue = p.catch(() => undefined);
    return p;
  }

  /** Take back the viewer's last move. */
  undo(): Promise<void> {
    const run = async () => {
      if (this.undoable() < 1) return;
      const count = this.moves.value.length - 1;
      this.states.length = count + 1;
      this.moves.value = this.moves.value.slice(0, count);
      this.state.value = this.states[count];
      const store = await getStore();
      if (!store) {
        memoryMatches.set(this.record.id, { record: this.record, moves: this.moves.value });
        return;
      }
      try {
        if (this.persisted > count) {
          await store.truncateMoves(this.record.id, count, { progress: this.progress() }, Date.now());
          this.persisted = count;
          this.unsaved.value = 0;
        }
      } catch (e) {
        reportError(e);
      }
    };
    const p = this.queue.then(run);
    this.queue = p.catch(() => undefined);
    return p;
  }

  private progress(state = this.state.value): string {
    const st = this.module.game.status(state);
    return this.module.progress?.(st, this.record.options) ?? `Round ${st.round}`;
  }

  private async persist(log: LoggedMove[], next: unknown): Promise<void> {
    const store = await getStore();
    if (!store) {
      this.unsaved.value = log.length - this.persisted;
      memoryMatches.set(this.record.id, { record: this.record, moves: log });
      return;
    }
    const st = this.module.game.status(next);
    try {
      await store.appendMoves(this.record.id, this.persisted, log.slice(this.persisted), { progress: this.progress(next), finished: st.phase === 'match-over' }, Date.now());
      this.persisted = log.length;
      this.unsaved.value = 0;
    } catch (e) {
      this.unsaved.value = log.length - this.persisted;
      reportError(e);
    }
  }

  /** Write the round's row on the score sheet when a round has just ended. */
  private async afterMove(): Promise<void> {
    const st = this.status.value;
    if (st.phase === 'playing' || !st.lastRound || !this.sheet) return;
    let sheet = addRound(
      this.sheet,
      { id: `round-${st.round}`, scores: st.lastRound.scores, note: withNames(st.lastRound.summary ?? '', this.record.seats), ...(st.lastRound.label ? { label: st.lastRound.label } : {}) },
      Date.now(),
    );
    if (st.phase === 'match-over' && !sheet.finished) sheet = { ...sheet, finished: { winners: leaders(st.totals) } };
    if (sheet !== this.sheet) {
      this.sheet = sheet;
      await saveSheet(sheet);
    }
  }

  /** If only bots may act, let one move after a short pause. */
  scheduleBot(): void {
    clearTimeout(this.botTimer);
    if (this.disposed) return;
    const g = this.module.game;
    const st = this.state.value;
    if (g.status(st).phase === 'match-over') return;
    const actors = g.actors(st);
    if (actors.some((a) => this.record.seats[a]?.kind === 'human')) return;
    const seat = nextActor(g, st, this.record.seats);
    if (seat === undefined) return;
    this.busy.value = true;
    this.botTimer = setTimeout(() => {
      if (this.disposed || this.state.value !== st) return;
      try {
        const view = g.view(st, seat);
        const legal = g.legalMoves(st, seat);
        const move = this.module.bot.choose(view, legal, rngFor(this.record.seed, `bot:${this.moves.value.length}`));
        void this.play(seat, move).catch((e: unknown) => {
          this.busy.value = false;
          reportError(e);
        });
      } catch (e) {
        this.busy.value = false;
        reportError(e);
      }
    }, this.botDelay());
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.botTimer);
  }

  /** Open a stored match: load, replay, and attach its score sheet. */
  static async open(id: string, loadModule: (gameId: string) => Promise<GameModule>, botDelay: () => number): Promise<MatchSession> {
    const store = await getStore();
    const loaded = store ? await store.loadMatch(id) : undefined;
    const mem = memoryMatches.get(id);
    const record = loaded?.match ?? mem?.record;
    if (!record) throw new Error('This game is not on this device.');
    const moves = loaded?.moves ?? mem?.moves ?? [];
    const module = await loadModule(record.gameId);
    const sheet = await loadSheet(record.sheetId);
    const s = new MatchSession(record, module, moves, sheet, botDelay);
    if (loaded?.problems.length) s.problem.value = loaded.problems.join(' ');
    memoryMatches.set(id, { record, moves: s.moves.value });
    return s;
  }
}

/** Matches created while storage was unavailable live here until the app closes. */
export const memoryMatches = new Map<string, { record: MatchRecord; moves: LoggedMove[] }>();
