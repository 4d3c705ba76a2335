/**
 * The bot driver: when only bots may act, one of them moves after a short pause; a Hard seat
 * thinks in the worker meanwhile, Easy and Normal decide on the main thread (well under a
 * millisecond). The viewer's hint is asked the same way. The driver saves nothing and knows no
 * session: it plays through the `play` it is given, and only while the table is still at the
 * position it asked about (same state, same move count, no newer schedule or cancel).
 */
import { signal, type Signal } from '@preact/signals';
import type { Bot } from '../../engine/bot.ts';
import { makeEasyBot } from '../../engine/easy.ts';
import { nextActor, seatLevel, type SeatInfo } from '../../engine/match.ts';
import { rngFor } from '../../engine/rng.ts';
import type { AnyGame } from '../../engine/types.ts';
import type { Thinker } from '../bots/thinker.ts';

/** Where Hard bots and hints think: the worker's thinker and the time budget per decision. */
export interface BotThinking {
  thinker: Thinker;
  timeMs: () => number;
}

/** A hint for the viewer: the move Hard would play, for the position it was asked about. */
export interface Hint {
  move: unknown;
  /** The move count when it was asked (a hint for another position is not shown). */
  at: number;
  seat: number;
}

/** The bot seat that should move in this state, or undefined (a human may act, or the match is over). */
export function botToMove(game: AnyGame, state: unknown, seats: readonly SeatInfo[]): number | undefined {
  if (game.status(state).phase === 'match-over') return undefined;
  const actors = game.actors(state);
  if (actors.some((a) => seats[a]?.kind === 'human')) return undefined;
  return nextActor(game, state, seats);
}

/** The table as the driver sees it, and the one way it acts on it (`play`). */
export interface BotTable {
  readonly game: AnyGame;
  readonly gameId: string;
  readonly seed: string;
  readonly seats: readonly SeatInfo[];
  /** The game's own bot: Normal (Easy slips from it; Hard plays it where no worker thinks). */
  readonly bot: Bot;
  /** The state on the table now and how many moves led to it. */
  position(): { state: unknown; count: number };
  /** The seat whose hand is on screen. */
  viewer(): number | null;
  /** The table was left: nothing more is played or hinted. */
  closed(): boolean;
  /** Another tab plays this match: no bot moves here. */
  readOnly(): boolean;
  /** Taps are ignored while it is true: held from a bot's schedule until its move is applied. */
  readonly busy: Signal<boolean>;
  /** Apply a bot's move (the session plays it as a bot: saved, then shown). */
  play(seat: number, move: unknown): Promise<void>;
  report(e: unknown): void;
}

export class BotDriver {
  /** The bot seat that is thinking now (a Hard bot in the worker, or a bot's short pause), or null. */
  readonly thinking = signal<number | null>(null);
  /** The viewer's hint: asked (pending), shown, or none. */
  readonly hint = signal<Hint | 'pending' | null>(null);
  /** Bumped by every schedule and cancel: an answer for an older one is dropped. */
  private ticket = 0;
  /** One pending bot move at a time; a newer schedule replaces the older one. */
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly table: BotTable,
    /** The pause before a bot's move (ms). */
    private readonly delay: () => number,
    private readonly worker: BotThinking | null = null,
  ) {}

  /** Stop a bot's pending move or thought (its answer, if any comes, is dropped). */
  cancel(): void {
    this.ticket++;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.thinking.value !== null) {
      this.worker?.thinker.cancel();
      this.thinking.value = null;
      this.table.busy.value = false;
    }
  }

  /** If only bots may act, let one move after the pause (Hard asks the worker now, so its thinking overlaps the pause). */
  schedule(): void {
    this.cancel();
    const t = this.table;
    if (t.closed() || t.readOnly()) return;
    const { state: st, count: n } = t.position();
    const seat = botToMove(t.game, st, t.seats);
    if (seat === undefined) return;
    const ticket = this.ticket;
    const fresh = () => !t.closed() && !t.readOnly() && ticket === this.ticket && this.at(st, n);
    const level = seatLevel(t.seats[seat]);
    const view = t.game.view(st, seat);
    const legal = t.game.legalMoves(st, seat);
    const rng = rngFor(t.seed, `bot:${n}`);
    t.busy.value = true;
    this.thinking.value = seat;
    const w = this.worker;
    // No worker → Normal here.
    const asked: Promise<{ move: unknown } | null | 'stale'> =
      level === 'hard' && w && legal.length > 1
        ? w.thinker
            .ask({ gameId: t.gameId, level, view, legal, rng, timeMs: w.timeMs() })
            .then((a) => (a.ok ? { move: a.move } : a.reason === 'stale' ? 'stale' : null))
        : Promise.resolve(null);
    this.timer = setTimeout(() => {
      void asked.then((answer) => {
        if (answer === 'stale' || !fresh()) return;
        this.thinking.value = null;
        try {
          const move = answer ? answer.move : this.localBot(level).choose(view, legal, rng);
          void t.play(seat, move).catch((e: unknown) => this.failed(e));
        } catch (e) {
          this.failed(e);
        }
      });
    }, this.delay());
  }

  /**
   * Ask what Hard would play in the viewer's place, from the viewer's own view (never the
   * state, never another seat's cards). Shown only while the table is at that position.
   */
  async askHint(): Promise<void> {
    const t = this.table;
    const seat = t.viewer();
    if (seat === null || t.closed() || t.readOnly() || this.hint.value === 'pending') return;
    const { state: st, count: n } = t.position();
    const legal = t.game.legalMoves(st, seat);
    if (legal.length === 0) return;
    const view = t.game.view(st, seat);
    const rng = rngFor(t.seed, `hint:${n}`);
    this.hint.value = 'pending';
    const w = this.worker;
    let move: unknown = legal[0];
    if (legal.length > 1) {
      const a =
        w && this.thinking.value === null
          ? await w.thinker.ask({ gameId: t.gameId, level: 'hard', view, legal, rng, timeMs: w.timeMs() })
          : null;
      if (a && !a.ok && a.reason === 'stale') {
        if (this.hint.value === 'pending') this.hint.value = null;
        return;
      }
      move = a?.ok ? a.move : t.bot.choose(view, legal, rng);
    }
    if (t.closed() || !this.at(st, n) || t.viewer() !== seat) {
      if (this.hint.value === 'pending') this.hint.value = null;
      return;
    }
    this.hint.value = { move, at: n, seat };
  }

  /** The hint to show now: only for the position and seat it was asked for. */
  currentHint(): Hint | null {
    const h = this.hint.value;
    return h && h !== 'pending' && h.at === this.table.position().count && h.seat === this.table.viewer() ? h : null;
  }

  /** The table is left: no bot moves, and a hint still being thought about is dropped. */
  dispose(): void {
    this.cancel();
    if (this.hint.value === 'pending') {
      this.worker?.thinker.cancel();
      this.hint.value = null;
    }
  }

  /** Is the table still at this position? */
  private at(state: unknown, count: number): boolean {
    const p = this.table.position();
    return p.state === state && p.count === count;
  }

  /** The main-thread bot of a level: Normal is the game's bot, Easy slips; Hard here is Normal (no worker). */
  private localBot(level: string): Bot {
    return level === 'easy' ? makeEasyBot(this.table.bot, `${this.table.gameId}-easy`) : this.table.bot;
  }

  private failed(e: unknown): void {
    this.table.busy.value = false;
    this.table.report(e);
  }
}
