/**
 * The move-gain study (`npx vitest run --config vitest.arena.config.ts bench/gain.arena.ts`): how
 * much better than Normal's move are Hard's moves, decision by decision? A script that prints
 * figures, not a test.
 *
 * Plays GAIN_MATCHES seeded Normal-vs-Normal matches of ARENA_GAMES (one id) at the default
 * options merged with ARENA_OPTIONS. At every decision with a choice, Hard (at GAIN_PLAYOUTS, the
 * game's default unless set) picks a move from the view, and every legal move is then evaluated
 * on GAIN_SAMPLES fresh samples of the same view, with Hard's own sampler, rollout policy and
 * value, all moves on the same samples (common random numbers). Prints, with 95 % intervals:
 * - Hard's gain: its move's value minus Normal's move's, on the fresh samples (unbiased: Hard
 *   chose before they were drawn), per decision and per round;
 * - the best gain in reach: the move best on the odd samples, valued on the even ones, minus
 *   Normal's (unbiased too), the most a search with this value and sampler could gain;
 * - how often Hard left Normal's move, and how often the large search would.
 * Positions come from Normal's own play (the game goes on with Normal's move), so Hard is judged
 * against Normal in the positions Normal reaches. The value is Hard's: a gain measured here is a
 * gain by Hard's own yardstick, not a proof of match wins (the arena is that).
 */
import { hardSpec, botsFor } from '../src/games/bots.ts';
import { games, type GameId } from '../src/games/index.ts';
import { rngFor, type Rng } from '../src/engine/rng.ts';
import { MAX_ROLLOUT_STEPS, rollout } from '../src/engine/search.ts';
import { writeSync } from 'node:fs';

const env = process.env as Record<string, string | undefined>;
const id = (env.ARENA_GAMES ?? 'higobana') as GameId;
const matches = Number(env.GAIN_MATCHES ?? 4);
const samples = Number(env.GAIN_SAMPLES ?? 400);
const playouts = env.GAIN_PLAYOUTS ? Number(env.GAIN_PLAYOUTS) : undefined;
const every = Number(env.GAIN_EVERY ?? 1);
/** Rollouts per move on the real state (Normal's ties broken differently in each). */
const TRUE_ROLLOUTS = 4;

const meanSe = (xs: readonly number[]): [number, number] => {
  const n = xs.length;
  if (n === 0) return [0, 0];
  const m = xs.reduce((a, b) => a + b, 0) / n;
  const v = n > 1 ? xs.reduce((a, b) => a + (b - m) ** 2, 0) / (n - 1) : 0;
  return [m, Math.sqrt(v / n)];
};
const fmt = (xs: readonly number[], scale = 1) => {
  const [m, se] = meanSe(xs);
  return `${(m * scale).toFixed(4)} (±${(1.96 * se * scale).toFixed(4)})`;
};

test('gain', () => {
  const game = games[id]!;
  const spec = hardSpec(id)!;
  const { normal, hard } = botsFor(id, playouts ? { playouts } : {});
  /** Hard's value of playing `move` in `from` and rolling the round out, as its search does. */
  const playOut = (from: unknown, actor: number, move: unknown, before: readonly number[], rng: Rng) =>
    rollout(
      game,
      game.play(from, actor, move),
      actor,
      before,
      spec.policy,
      rng,
      spec.maxSteps ?? MAX_ROLLOUT_STEPS,
      spec.matchScale,
      spec.value,
    );
  const opts = env.ARENA_OPTIONS ? (JSON.parse(env.ARENA_OPTIONS) as Record<string, unknown>) : {};
  const hardGain: number[] = [];
  const bestGain: number[] = [];
  const hardTrue: number[] = [];
  const bestTrue: number[] = [];
  let departs = 0;
  let bestDeparts = 0;
  let rounds = 0;
  for (let i = 0; i < matches; i++) {
    let state = game.setup({ players: game.players.min, seed: `gain:${id}:${i}`, options: opts });
    let decision = 0;
    for (let step = 0; step < 50_000; step++) {
      const st = game.status(state);
      if (st.phase === 'match-over') break;
      const actor = game.actors(state)[0];
      if (actor === undefined) break;
      const legal = game.legalMoves(state, actor);
      const view = game.view(state, actor);
      const n = legal.length === 1 ? legal[0] : normal.choose(view, legal, rngFor(`gain:${id}:${i}`, step));
      if (legal.length > 1 && decision++ % every === 0) {
        const h = hard.choose(view, legal, rngFor(`gain-hard:${id}:${i}`, step));
        const ni = legal.indexOf(n);
        const hi = legal.indexOf(h);
        // Every move on the same fresh samples and rollout chance.
        const values: number[][] = legal.map(() => []);
        for (let k = 0; k < samples; k++) {
          const s = spec.sample(view, rngFor(`gain-eval:${id}:${i}:${step}`, 2 * k));
          const rollRng = rngFor(`gain-eval:${id}:${i}:${step}`, 2 * k + 1);
          const before = game.status(s).totals.slice();
          legal.forEach((m, j) => {
            values[j]!.push(playOut(s, actor, m, before, rollRng));
          });
        }
        const diff = (j: number, parity?: number) =>
          values[j]!.map((v, k) => v - values[ni]![k]!).filter((_, k) => parity === undefined || k % 2 === parity);
        hardGain.push(meanSe(diff(hi))[0]);
        if (hi !== ni) departs++;
        let best = ni;
        let bestMean = 0;
        legal.forEach((_, j) => {
          const m = meanSe(diff(j, 1))[0];
          if (m > bestMean) {
            best = j;
            bestMean = m;
          }
        });
        bestGain.push(meanSe(diff(best, 0))[0]);
        if (best !== ni) bestDeparts++;
        // The same moves on the real state (its hidden cards and stock as they are), Normal playing
        // on: what they gain on this deal, not on samples; noisy alone, unbiased over many decisions.
        const real = (j: number) => {
          let sum = 0;
          for (let k = 0; k < TRUE_ROLLOUTS; k++)
            sum += playOut(state, actor, legal[j], st.totals, rngFor(`gain-true:${id}:${i}:${step}`, k));
          return sum / TRUE_ROLLOUTS;
        };
        const realNormal = real(ni);
        hardTrue.push(hi === ni ? 0 : real(hi) - realNormal);
        bestTrue.push(best === ni ? 0 : real(best) - realNormal);
      }
      const before = st.round;
      state = game.play(state, actor, n as never);
      const after = game.status(state);
      if (after.round !== before || after.phase === 'match-over') rounds++;
    }
    const d = hardGain.length;
    // Straight to stderr: vitest holds a test's console output until the test ends.
    writeSync(
      2,
      `match ${i + 1}: ${d} decisions, ${rounds} rounds; Hard gains ${fmt(hardGain)} a decision (departs ${((100 * departs) / d).toFixed(1)} %), best in reach ${fmt(bestGain)} (departs ${((100 * bestDeparts) / d).toFixed(1)} %); on the real deal: Hard ${fmt(hardTrue)}, best ${fmt(bestTrue)}\n`,
    );
  }
  const d = hardGain.length;
  const perRound = (d / Math.max(1, rounds)) * every;
  console.log(
    `\n${id}: ${matches} matches, ${rounds} rounds, ${d} decisions evaluated (every ${every}), ${samples} samples each, Hard at ${playouts ?? 'default'} playouts`,
  );
  console.log(
    `  Hard's gain over Normal: ${fmt(hardGain)} a decision, ${fmt(hardGain, perRound)} a round; departs ${((100 * departs) / d).toFixed(1)} %`,
  );
  console.log(
    `  best in reach (split half): ${fmt(bestGain)} a decision, ${fmt(bestGain, perRound)} a round; departs ${((100 * bestDeparts) / d).toFixed(1)} %`,
  );
  console.log(
    `  on the real deal (the state's own hidden cards, ${TRUE_ROLLOUTS} rollouts a move): Hard ${fmt(hardTrue)} a decision, ${fmt(hardTrue, perRound)} a round; best in reach ${fmt(bestTrue)} a decision, ${fmt(bestTrue, perRound)} a round`,
  );
});
