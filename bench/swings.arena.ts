/**
 * One round's lead change between two Normal bots (`npm run arena -- bench/swings.arena.ts`, or
 * `npx vitest run --config vitest.arena.config.ts bench/swings.arena.ts`): plays SWINGS_MATCHES
 * (default 2000) seeded Normal-vs-Normal matches of each game in ARENA_GAMES (default koikoi,gostop)
 * at its default options (SWINGS_OPTIONS, a JSON object, sets others: `{"scoring":"chu-basa"}`) and prints how often a round moved seat 0's lead over seat 1 by each
 * amount, both seats' points of view pooled (so the table is symmetric). That table is what the
 * match equity of `src/engine/equity.ts` convolves (`SWINGS` in `src/games/bots.ts`).
 */
import { botsFor } from '../src/games/bots.ts';
import { games, type GameId } from '../src/games/index.ts';
import { rngFor } from '../src/engine/rng.ts';

const env = process.env as Record<string, string | undefined>;
const ids = (env.ARENA_GAMES ?? 'koikoi,gostop').split(',') as GameId[];
const matches = Number(env.SWINGS_MATCHES ?? 2000);

test('swings', () => {
  for (const id of ids) {
    const game = games[id]!;
    const normal = botsFor(id).normal;
    const counts = new Map<number, number>();
    let rounds = 0;
    const opts: Record<string, unknown> = id === 'gostop' ? { target: 0 } : {};
    if (env.SWINGS_OPTIONS) Object.assign(opts, JSON.parse(env.SWINGS_OPTIONS) as Record<string, unknown>);
    for (let i = 0; i < matches; i++) {
      let state = game.setup({ players: 2, seed: `swings:${id}:${i}`, options: opts });
      let lead = 0;
      for (let step = 0; step < 20_000; step++) {
        const st = game.status(state);
        if (st.phase === 'match-over') break;
        const actor = game.actors(state)[0];
        if (actor === undefined) break;
        const legal = game.legalMoves(state, actor);
        const move =
          legal.length === 1
            ? legal[0]
            : normal.choose(game.view(state, actor), legal, rngFor(`swings:${id}:${i}`, step));
        const before = st.round;
        state = game.play(state, actor, move);
        const after = game.status(state);
        if (after.phase !== 'playing' && (before !== after.round || after.phase !== st.phase)) {
          const now = after.totals[0]! - after.totals[1]!;
          const d = now - lead;
          lead = now;
          // Both points of view: +d for one seat is −d for the other (a round with no change counts once).
          counts.set(d, (counts.get(d) ?? 0) + 1);
          if (d !== 0) counts.set(-d, (counts.get(-d) ?? 0) + 1);
          rounds++;
        }
      }
    }
    const rows = [...counts.entries()].sort((a, b) => a[0] - b[0]).filter(([d]) => d >= 0);
    const sd = Math.sqrt([...counts.entries()].reduce((a, [d, c]) => a + d * d * c, 0) / (2 * rounds));
    console.log(
      `${id}: ${rounds} rounds, sd ${sd.toFixed(2)} points a round\n  [${rows.map(([d, c]) => `[${d}, ${c}]`).join(', ')}]`,
    );
  }
});
