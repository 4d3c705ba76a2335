/**
 * Every registered engine, through the contract only: random legal rounds per second on one
 * core (after a warm-up), the cost of a view, and its bot's decision time from real positions
 * (median, p95). Prints figures; asserts nothing about time. Run with `npm run bench`.
 */
import { test } from 'vitest';
import { games } from '../src/games/index.ts';
import { CATALOG } from '../src/games/catalog.ts';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';
import type { AnyGame } from '../src/engine/types.ts';
import type { Bot } from '../src/engine/bot.ts';

/** Random legal play for `ms`: rounds counted each time the phase leaves 'playing'. */
function randomRounds(game: AnyGame, players: number, ms: number): { rounds: number; moves: number; secs: number } {
  const t0 = performance.now();
  let rounds = 0;
  let moves = 0;
  let rng = rngFromSeed(`bench-${game.id}`);
  for (let i = 0; performance.now() - t0 < ms; i++) {
    let s = game.setup({ players, seed: `bench-${i}` });
    let prev = game.status(s).phase;
    while (prev !== 'match-over' && performance.now() - t0 < ms) {
      const seat = game.actors(s)[0]!;
      const legal = game.legalMoves(s, seat);
      const [k, r] = nextInt(rng, legal.length);
      rng = r;
      s = game.play(s, seat, legal[k]);
      moves++;
      const phase = game.status(s).phase;
      if (prev === 'playing' && phase !== 'playing') rounds++;
      prev = phase;
    }
  }
  return { rounds, moves, secs: (performance.now() - t0) / 1000 };
}

/** Bot decision times and view times over real positions of bot-vs-bot matches. */
function botTimes(game: AnyGame, bot: Bot, players: number, want: number): { decide: number[]; view: number[] } {
  const decide: number[] = [];
  const view: number[] = [];
  let rng = rngFromSeed(`bot-${game.id}`);
  for (let m = 0; decide.length < want && m < 200; m++) {
    let s = game.setup({ players, seed: `bot-${m}` });
    while (game.status(s).phase !== 'match-over' && decide.length < want) {
      const seat = game.actors(s)[0]!;
      const legal = game.legalMoves(s, seat);
      let t = performance.now();
      const v = game.view(s, seat);
      view.push(performance.now() - t);
      t = performance.now();
      const move = bot.choose(v, legal, rng);
      if (legal.length > 1) decide.push(performance.now() - t);
      rng = nextInt(rng, 9)[1];
      s = game.play(s, seat, move);
    }
  }
  return { decide, view };
}

const pct = (xs: number[], p: number) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const ms = (x: number) => `${x.toFixed(3)} ms`;

test('engines and bots', { timeout: 600_000 }, async () => {
  const lines: string[] = [];
  for (const entry of CATALOG) {
    const game = games[entry.id as keyof typeof games];
    if (!game) continue;
    for (const players of [...new Set([game.players.min, Math.min(game.players.max, 4)])]) {
      randomRounds(game, players, 300); // warm up
      const r = randomRounds(game, players, 2000);
      lines.push(
        `${entry.title} (${players}p): ${Math.round(r.rounds / r.secs)} random rounds/s, ${Math.round(r.moves / r.secs)} moves/s`,
      );
    }
    if (!entry.load) continue;
    const mod = await entry.load();
    botTimes(game, mod.bot, game.players.min, 300); // warm up
    const { decide, view } = botTimes(game, mod.bot, game.players.min, 3000);
    lines.push(
      `${entry.title} bot: ${decide.length} decisions, median ${ms(pct(decide, 0.5))}, p95 ${ms(pct(decide, 0.95))}, max ${ms(Math.max(...decide))}; view median ${ms(pct(view, 0.5))}`,
    );
  }
  console.log(lines.join('\n'));
});
