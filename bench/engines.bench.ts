/**
 * Every registered engine: random legal rounds per second on one core, and its bot's
 * decision time (median, p95) from real positions. Prints figures; asserts nothing about time.
 */
import { test } from 'vitest';
import { games } from '../src/games/index.ts';
import { CATALOG } from '../src/games/catalog.ts';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';
import type { AnyGame } from '../src/engine/types.ts';

function randomRounds(game: AnyGame, players: number, ms: number): { rounds: number; moves: number; secs: number } {
  const t0 = performance.now();
  let rounds = 0;
  let moves = 0;
  let i = 0;
  while (performance.now() - t0 < ms) {
    let s = game.setup({ players, seed: `bench-${i++}` });
    let r = rngFromSeed(`r-${i}`);
    let prev = game.status(s).phase;
    while (game.status(s).phase !== 'match-over' && performance.now() - t0 < ms) {
      const actors = game.actors(s);
      const seat = actors[0]!;
      const legal = game.legalMoves(s, seat);
      const [k, r2] = nextInt(r, legal.length);
      r = r2;
      s = game.play(s, seat, legal[k]);
      moves++;
      // A round ends each time the phase leaves 'playing'.
      const phase = game.status(s).phase;
      if (prev === 'playing' && phase !== 'playing') rounds++;
      prev = phase;
    }
  }
  return { rounds, moves, secs: (performance.now() - t0) / 1000 };
}

const pct = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

test('engines and bots', { timeout: 300_000 }, async () => {
  const lines: string[] = [];
  for (const entry of CATALOG) {
    const game = games[entry.id as keyof typeof games];
    if (!game) continue;
    for (const players of [...new Set([game.players.min, Math.min(game.players.max, 4)])]) {
      const r = randomRounds(game, players, 1500);
      lines.push(`${entry.title} (${players}p): ${Math.round(r.rounds / r.secs)} random rounds/s, ${Math.round(r.moves / r.secs)} moves/s`);
    }
    if (!entry.load) continue;
    const mod = await entry.load();
    const times: number[] = [];
    let rng = rngFromSeed('bot-bench');
    for (let m = 0; times.length < 3000 && m < 200; m++) {
      let s = game.setup({ players: game.players.min, seed: `bot-${m}` });
      while (game.status(s).phase !== 'match-over' && times.length < 3000) {
        const seat = game.actors(s)[0]!;
        const legal = game.legalMoves(s, seat);
        const view = game.view(s, seat);
        const t = performance.now();
        const move = mod.bot.choose(view, legal, rng);
        if (legal.length > 1) times.push(performance.now() - t);
        rng = nextInt(rng, 9)[1];
        s = game.play(s, seat, move);
      }
    }
    lines.push(`${entry.title} bot: ${times.length} decisions, median ${pct(times, 0.5).toFixed(3)} ms, p95 ${pct(times, 0.95).toFixed(3)} ms, max ${Math.max(...times).toFixed(2)} ms`);
  }
  console.log(lines.join('\n'));
});
