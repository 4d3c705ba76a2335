/**
 * Mushi benchmark: random rounds per second through the engine contract (legalMoves + play,
 * one core), and the bot's decision time from real positions. Prints figures; asserts nothing about time.
 */
import { it } from 'vitest';
import { mushi, type MushiState, type MushiView } from '../src/games/hanafuda/mushi.ts';
import { mushiBot } from '../src/games/hanafuda/mushi-bot.ts';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

it('random Mushi rounds per second', () => {
  const run = (ms: number) => {
    let rounds = 0;
    let moves = 0;
    let rng = rngFromSeed('bench');
    let match = 0;
    const start = performance.now();
    while (performance.now() - start < ms) {
      let s: MushiState = mushi.setup({ players: 2, seed: `bench-${match++}` });
      while (mushi.status(s).phase !== 'match-over') {
        const seat = mushi.actors(s)[0]!;
        const legal = mushi.legalMoves(s, seat);
        const [k, r] = nextInt(rng, legal.length);
        rng = r;
        s = mushi.play(s, seat, legal[k]!);
        moves++;
      }
      rounds += s.history.length;
    }
    return { rounds, moves, seconds: (performance.now() - start) / 1000 };
  };
  run(300); // warm up
  const { rounds, moves, seconds } = run(3000);
  console.log(`Mushi random play: ${Math.round(rounds / seconds)} rounds/s, ${Math.round(moves / seconds)} moves/s (${rounds} rounds in ${seconds.toFixed(2)} s)`);
});

it('Mushi bot decision time', () => {
  const times: number[] = [];
  let rng = rngFromSeed('bot-bench');
  for (let g = 0; g < 30; g++) {
    let s: MushiState = mushi.setup({ players: 2, seed: `bot-bench-${g}` });
    while (mushi.status(s).phase !== 'match-over') {
      const seat = mushi.actors(s)[0]!;
      const legal = mushi.legalMoves(s, seat);
      const view = mushi.view(s, seat) as MushiView;
      const t0 = performance.now();
      const move = mushiBot.choose(view, legal, rng);
      if (legal.length > 1) times.push(performance.now() - t0);
      rng = nextInt(rng, 1000)[1];
      s = mushi.play(s, seat, move);
    }
  }
  times.sort((a, b) => a - b);
  console.log(`Mushi bot: ${times.length} real decisions, median ${percentile(times, 0.5).toFixed(3)} ms, p95 ${percentile(times, 0.95).toFixed(3)} ms, max ${times[times.length - 1]!.toFixed(3)} ms`);
});
