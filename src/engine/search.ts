/**
 * Determinized search over a seat's view (the Hard bots).
 *
 * A bot sees only its view. To look ahead it samples full states consistent with that view
 * (a game's sampler deals the hidden cards at random, counts respected), tries each legal
 * move on every sample and plays the round out with a rollout policy (the game's Normal bot,
 * for every seat). Hard leaves the rollout policy's own move only for a move whose average
 * gain over it, paired sample by sample, clears a margin of standard errors. Every move is tried on the same samples and the same rollout
 * chance (common random numbers), so differences come from the move, not from luck.
 *
 * Deterministic for a given RNG and playout budget. With a time budget (`timeMs`, and the clock
 * `now` from the caller: the bot worker, never a rules module) the search plays as many samples
 * as fit, up to `playouts`, checking the clock between rollouts (never inside one), and answers
 * with what it has when time is up: a slow phone gets a weaker but punctual Hard, a fast one a
 * stronger. That answer depends on the clock: the arena's fixed-playout rows and the tests use
 * the playout budget only.
 */
import type { Bot } from './bot.ts';
import { nextUint32, type Rng } from './rng.ts';
import type { Game } from './types.ts';

export interface SearchSpec<State, Move, View> {
  // biome-ignore lint/suspicious/noExplicitAny: any view type: the search only hands views from the game to the bot
  game: Game<State, Move, any>;
  /** A full state consistent with `view`, hidden cards dealt from `rng`; never reads the real state. */
  sample(view: View, rng: Rng): State;
  /** The rollout policy, for every seat (the game's Normal bot). */
  policy: Bot<unknown, unknown>;
  /** The deciding seat. */
  seatOf(view: View): number;
  /** Safety cap on rollout length (moves). */
  maxSteps?: number;
  /** How many standard errors a move's paired gain over Normal's move must clear (default 1). */
  margin?: number;
  /**
   * Value a rollout by the match rather than the round's points: the seat's lead over the best
   * other seat after the round, squashed by `tanh(lead / matchScale)`, and only its sign when
   * the round ends the match (a win is a win). Unset: the round's point gain over the others.
   */
  matchScale?: number;
  /** With more legal moves than this + 1, a first stage keeps this many of the others besides Normal's (default 3). */
  keep?: number;
  /**
   * A multiplier of the playout budget for a decision (default 1). Koi-Koi and Go-Stop give
   * their call (koi-koi or stop, go or stop) several times the budget: it is a choice between
   * two moves that decides rounds and matches, and its rollouts are short (late in the round).
   */
  boost?: (legal: readonly Move[]) => number;
  /**
   * Opt-in: a game's own value of a rollout's end state for `seat` (`before`: the match totals
   * when the sample was drawn). Set, it replaces both the round's point gain and `matchScale`.
   */
  value?: (state: State, seat: number, before: readonly number[]) => number;
  /**
   * Opt-in: the legal moves worth searching (their indices in `legal`), where a game lists many
   * that differ little (Career Poker's gold plays: the same set from other cards, or for more
   * gold). Normal's move is always searched as well; the others are never played. Default: all.
   */
  candidates?: (view: View, legal: readonly Move[]) => readonly number[];
}

export interface SearchOptions {
  /** Rollouts per decision, shared among the legal moves (at least one sample each); with `timeMs`, the most it plays. */
  playouts: number;
  /**
   * Optional time budget per decision in ms: the first stage stops at a third of it, the
   * second at all of it, the clock read between rollouts. Needs `now`.
   */
  timeMs?: number;
  /** The clock for the time budget, in ms (the caller's: the engine reads no clock). */
  now?: () => number;
}

/** Figures of the last decision, for the arena. */
export interface SearchStats {
  samples: number;
  rollouts: number;
  /** Did the last decision leave the rollout policy's (Normal's) move? */
  departed: boolean;
}

/** An independent RNG split from `r` (the caller's stream advances by one draw per split). */
function split(r: Rng): [Rng, Rng] {
  const [a, r1] = nextUint32(r);
  const [b, r2] = nextUint32(r1);
  const [c, r3] = nextUint32(r2);
  const [d, r4] = nextUint32(r3);
  return [[a ^ 0x9e3779b9, b, c ^ 0x85ebca6b, d | 1], r4];
}

/**
 * Play `state` out with `policy` until the round is over (or the match, or `maxSteps`).
 * Returns how much better this round went for `seat` than for the average other seat, or with
 * `matchScale` how the match stands for `seat` after it (see `SearchSpec.matchScale`).
 */
export function rollout<State, Move>(
  // biome-ignore lint/suspicious/noExplicitAny: any view type: the search only hands views from the game to the bot
  game: Game<State, Move, any>,
  state: State,
  seat: number,
  before: readonly number[],
  policy: Bot<unknown, unknown>,
  rng: Rng,
  maxSteps: number,
  matchScale?: number,
  value?: (state: State, seat: number, before: readonly number[]) => number,
): number {
  let s = state;
  let r = rng;
  const round = game.status(s).round;
  for (let step = 0; step < maxSteps; step++) {
    const st = game.status(s);
    if (st.phase !== 'playing' || st.round !== round) break;
    const actor = game.actors(s)[0];
    if (actor === undefined) break;
    const legal = game.legalMoves(s, actor);
    if (legal.length === 0) break;
    let move: Move;
    if (legal.length === 1) move = legal[0]!;
    else {
      const [sub, next] = split(r);
      r = next;
      move = policy.choose(game.botView ? game.botView(s, actor) : game.view(s, actor), legal, sub) as Move;
    }
    s = game.play(s, actor, move);
  }
  if (value) return value(s, seat, before);
  const end = game.status(s);
  const totals = end.totals;
  if (matchScale !== undefined) {
    const lead = (totals[seat] ?? 0) - Math.max(...totals.filter((_, i) => i !== seat));
    return end.phase === 'match-over' ? Math.sign(lead) : Math.tanh(lead / matchScale);
  }
  const gain = totals.map((t, i) => t - (before[i] ?? 0));
  const mine = gain[seat] ?? 0;
  const others = gain.filter((_, i) => i !== seat);
  const avg = others.length ? others.reduce((a, b) => a + b, 0) / others.length : 0;
  return mine - avg;
}

/** The rollout length cap (moves) when a spec sets none (`SearchSpec.maxSteps`). */
export const MAX_ROLLOUT_STEPS = 400;

/** A Hard bot: determinized rollouts over samples of its view. */
export function makeSearchBot<State, Move, View>(
  name: string,
  spec: SearchSpec<State, Move, View>,
  opts: SearchOptions,
): Bot<View, Move> & { lastStats: SearchStats } {
  const maxSteps = spec.maxSteps ?? MAX_ROLLOUT_STEPS;
  const timed = opts.timeMs !== undefined;
  if (timed && !opts.now) throw new Error(`${name}: a time budget needs the caller's clock (now)`);
  const bot = {
    name,
    lastStats: { samples: 0, rollouts: 0, departed: false } as SearchStats,
    choose(view: View, legal: readonly Move[], rng: Rng): Move {
      if (legal.length === 0) throw new Error(`${name}: no legal move`);
      const [policyRng, r0] = split(rng);
      const fallback = spec.policy.choose(view, legal, policyRng) as Move;
      bot.lastStats = { samples: 0, rollouts: 0, departed: false };
      if (legal.length === 1) return legal[0]!;
      const seat = spec.seatOf(view);
      const now = opts.now ?? (() => 0);
      const start = timed ? now() : 0;
      const fallbackIndex = Math.max(
        0,
        legal.indexOf(fallback) >= 0
          ? legal.indexOf(fallback)
          : legal.findIndex((m) => JSON.stringify(m) === JSON.stringify(fallback)),
      );
      const all = spec.candidates
        ? [...new Set([fallbackIndex, ...spec.candidates(view, legal)])]
            .filter((k) => k >= 0 && k < legal.length)
            .sort((a, b) => a - b)
        : legal.map((_, k) => k);
      if (all.length === 1) return legal[fallbackIndex]!;
      // Per sample, each move's result minus the Normal move's result (paired by sample).
      const diffs: number[][] = legal.map(() => []);
      let r = r0;
      let out = false;
      /**
       * Play `n` more samples for the moves `which` (Normal's move always among them); with a time
       * budget, stop once `until` ms of it are spent (the whole search stops at `timeMs`).
       */
      const run = (n: number, which: readonly number[], until = opts.timeMs ?? 0) => {
        for (let i = 0; i < n && !out; i++) {
          if (timed && bot.lastStats.samples > 0) {
            const spent = now() - start;
            if (spent > (opts.timeMs ?? 0)) out = true;
            if (out || spent > until) break;
          }
          const [sampleRng, r1] = split(r);
          const [rollRng, r2] = split(r1);
          r = r2;
          let state: State;
          try {
            state = spec.sample(view, sampleRng);
          } catch {
            continue;
          }
          const before = spec.game.status(state).totals.slice();
          bot.lastStats.samples++;
          const values: (number | undefined)[] = [];
          // With a time budget Normal's move goes first and the clock is read between rollouts
          // too (a sample of many moves can be long: Career Poker's): past the budget the sample
          // stops, its moves played so far still paired with Normal's.
          for (const k of timed ? [fallbackIndex, ...which.filter((x) => x !== fallbackIndex)] : which) {
            if (timed && k !== fallbackIndex && now() - start > (opts.timeMs ?? 0)) {
              out = true;
              break;
            }
            try {
              const after = spec.game.play(state, seat, legal[k]!);
              bot.lastStats.rollouts++;
              values[k] = rollout(
                spec.game,
                after,
                seat,
                before,
                spec.policy,
                rollRng,
                maxSteps,
                spec.matchScale,
                spec.value,
              );
            } catch {
              values[k] = undefined;
            }
          }
          const base = values[fallbackIndex];
          if (base === undefined) continue;
          for (const k of which) {
            const v = values[k];
            if (v !== undefined) diffs[k]!.push(v - base);
          }
        }
      };
      const keep = spec.keep ?? 3;
      const playouts = Math.max(1, Math.round(opts.playouts * (spec.boost?.(legal) ?? 1)));
      if (all.length <= keep + 1) run(Math.max(1, Math.ceil(playouts / all.length)), all);
      else {
        // Two stages: a third of the budget on every move, then the rest on Normal's move and
        // the `keep` best of the others so far (the same kind of samples, fresh ones).
        run(Math.max(2, Math.ceil(playouts / 3 / all.length)), all, (opts.timeMs ?? 0) / 3);
        const mean = (d: readonly number[]) => (d.length ? d.reduce((a, b) => a + b, 0) / d.length : -Infinity);
        const best = all
          .filter((k) => k !== fallbackIndex)
          .sort((x, y) => mean(diffs[y]!) - mean(diffs[x]!) || x - y)
          .slice(0, keep);
        const which = [fallbackIndex, ...best];
        const left = Math.max(0, playouts - bot.lastStats.rollouts);
        run(Math.ceil(left / which.length), which);
      }
      // Leave Normal's move only for one whose paired gain is clearly positive (mean above
      // `margin` standard errors), so noise in a small budget never makes Hard weaker.
      const margin = spec.margin ?? 1;
      let best = fallbackIndex;
      let bestValue = 0;
      diffs.forEach((d, k) => {
        if (k === fallbackIndex || d.length < 2) return;
        const mean = d.reduce((a, b) => a + b, 0) / d.length;
        const sd = Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / (d.length - 1));
        if (mean > margin * (sd / Math.sqrt(d.length)) && mean > bestValue + 1e-9) {
          best = k;
          bestValue = mean;
        }
      });
      bot.lastStats.departed = best !== fallbackIndex;
      return legal[best]!;
    },
  };
  return bot;
}
