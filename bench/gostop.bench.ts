/**
 * Go-Stop benchmark: random rounds per second through the engine contract (legalMoves + play,
 * one core) at two and three players, the cost of a view, and the greedy bot's decision time.
 * Prints figures; asserts nothing about time.
 */
import { it } from 'vitest';
import { gostop, type GoStopState, type GoStopView } from '../src/games/hanafuda/gostop.ts';
import { gostopGreedyBot } from '../src/games/hanafuda/gostop-bot.ts';
import { randomBot } from '../src/engine/bot.ts';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

function randomRounds(players: number, ms: number) {
  let rounds = 0;
  let moves = 0;
  let rng = rngFromSeed('bench');
  let match = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    let s: GoStopState = gostop.setup({ players, seed: `bench-${match++}` });
    while (gostop.status(s).phase !== 'match-over') {
      const seat = gostop.actors(s)[0]!;
      const legal = gostop.legalMoves(s, seat);
      const [k, r] = nextInt(rng, legal.length);
      rng = r;
      s = gostop.play(s, seat, legal[k]!);
      moves++;
    }
    rounds += s.history.length;
  }
  return { rounds, moves, seconds: (performance.now() - start) / 1000 };
}

it('random Go-Stop rounds per second', () => {
  randomRounds(2, 300); // warm up
  for (const players of [2, 3]) {
    const { rounds, moves, seconds } = randomRounds(players, 3000);
    console.log(`Go-Stop random play, ${players} players: ${Math.round(rounds / seconds)} rounds/s, ${Math.round(moves / seconds)} moves/s (${rounds} rounds in ${seconds.toFixed(2)} s)`);
  }
});

it('view cost', () => {
  let s: GoStopState = gostop.setup({ players: 3, seed: 'view-bench' });
  let rng = rngFromSeed('v');
  const times: number[] = [];
  while (gostop.status(s).phase !== 'match-over') {
    const seat = gostop.actors(s)[0]!;
    const t0 = performance.now();
    for (let k = 0; k < 3; k++) gostop.view(s, k);
    times.push((performance.now() - t0) / 3);
    const legal = gostop.legalMoves(s, seat);
    const [k, r] = nextInt(rng, legal.length);
    rng = r;
    s = gostop.play(s, seat, legal[k]!);
  }
  times.sort((a, b) => a - b);
  console.log(`Go-Stop view (3 players): median ${percentile(times, 0.5).toFixed(3)} ms, p95 ${percentile(times, 0.95).toFixed(3)} ms over ${times.length} states`);
});

it('greedy bot decision time', () => {
  for (const players of [2, 3]) {
    const times: number[] = [];
    let rng = rngFromSeed(`bot-bench-${players}`);
    for (let g = 0; g < 12; g++) {
      let s: GoStopState = gostop.setup({ players, seed: `bot-bench-${players}-${g}` });
      while (gostop.status(s).phase !== 'match-over') {
        const seat = gostop.actors(s)[0]!;
        const legal = gostop.legalMoves(s, seat);
        const view = gostop.view(s, seat) as GoStopView;
        const bot = seat === 0 ? gostopGreedyBot : randomBot;
        const t0 = performance.now();
        const move = bot.choose(view, legal, rng);
        if (seat === 0 && legal.length > 1) times.push(performance.now() - t0);
        rng = nextInt(rng, 1000)[1];
        s = gostop.play(s, seat, move as never);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `Greedy bot, ${players} players: ${times.length} real decisions, median ${percentile(times, 0.5).toFixed(3)} ms, p95 ${percentile(times, 0.95).toFixed(3)} ms, max ${times[times.length - 1]!.toFixed(3)} ms`,
    );
  }
});
