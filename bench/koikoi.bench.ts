/**
 * Koi-Koi benchmark: random rounds per second through the engine contract (legalMoves + play,
 * one core), and the greedy bot's decision time. Prints figures; asserts nothing about time.
 */
import { it } from 'vitest';
import { koikoi, type KoiKoiState, type KoiKoiView } from '../src/games/hanafuda/koikoi.ts';
import { koikoiGreedyBot } from '../src/games/hanafuda/bots.ts';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

it('random Koi-Koi rounds per second', () => {
  const run = (ms: number) => {
    let rounds = 0;
    let moves = 0;
    let rng = rngFromSeed('bench');
    let match = 0;
    const start = performance.now();
    while (performance.now() - start < ms) {
      let s: KoiKoiState = koikoi.setup({ players: 2, seed: `bench-${match++}` });
      while (koikoi.status(s).phase !== 'match-over') {
        const seat = koikoi.actors(s)[0]!;
        const legal = koikoi.legalMoves(s, seat);
        const [k, r] = nextInt(rng, legal.length);
        rng = r;
        s = koikoi.play(s, seat, legal[k]!);
        moves++;
      }
      rounds += s.history.length;
    }
    return { rounds, moves, seconds: (performance.now() - start) / 1000 };
  };
  run(300); // warm up
  const { rounds, moves, seconds } = run(3000);
  console.log(`Koi-Koi random play: ${Math.round(rounds / seconds)} rounds/s, ${Math.round(moves / seconds)} moves/s (${rounds} rounds in ${seconds.toFixed(2)} s)`);
});

it('greedy bot decision time', () => {
  const times: number[] = [];
  let rng = rngFromSeed('bot-bench');
  for (let g = 0; g < 20; g++) {
    let s: KoiKoiState = koikoi.setup({ players: 2, seed: `bot-bench-${g}` });
    while (koikoi.status(s).phase !== 'match-over') {
      const seat = koikoi.actors(s)[0]!;
      const legal = koikoi.legalMoves(s, seat);
      const view = koikoi.view(s, seat) as KoiKoiView;
      const t0 = performance.now();
      const move = koikoiGreedyBot.choose(view, legal, rng);
      if (legal.length > 1) times.push(performance.now() - t0);
      rng = nextInt(rng, 1000)[1];
      s = koikoi.play(s, seat, move);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `Greedy bot: ${times.length} real decisions, median ${percentile(times, 0.5).toFixed(3)} ms, p95 ${percentile(times, 0.95).toFixed(3)} ms, max ${times[times.length - 1]!.toFixed(3)} ms`,
  );
});
