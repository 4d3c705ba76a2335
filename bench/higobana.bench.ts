/**
 * Higo-Bana benchmark: random rounds per second through the engine contract (legalMoves + play,
 * one core) at 2, 4 and 7 players, and the greedy bot's decision time. Prints figures; asserts
 * nothing about time.
 */
import { it } from 'vitest';
import { higobana, type HigoBanaState, type HigoBanaView } from '../src/games/hanafuda/higobana.ts';
import { higoBanaGreedyBot } from '../src/games/hanafuda/higobana-bot.ts';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

it('random Higo-Bana rounds per second', () => {
  const run = (players: number, ms: number) => {
    let rounds = 0;
    let moves = 0;
    let rng = rngFromSeed('bench');
    let match = 0;
    const start = performance.now();
    while (performance.now() - start < ms) {
      let s: HigoBanaState = higobana.setup({ players, seed: `bench-${match++}`, options: { rounds: 12 } });
      while (higobana.status(s).phase !== 'match-over') {
        const seat = higobana.actors(s)[0]!;
        const legal = higobana.legalMoves(s, seat);
        const [k, r] = nextInt(rng, legal.length);
        rng = r;
        s = higobana.play(s, seat, legal[k]!);
        moves++;
      }
      rounds += s.history.length;
    }
    return { rounds, moves, seconds: (performance.now() - start) / 1000 };
  };
  run(2, 300); // warm up
  for (const players of [2, 4, 7]) {
    const { rounds, moves, seconds } = run(players, 2000);
    console.log(`Higo-Bana random play, ${players} players: ${Math.round(rounds / seconds)} rounds/s, ${Math.round(moves / seconds)} moves/s (${rounds} rounds in ${seconds.toFixed(2)} s)`);
  }
});

it('greedy bot decision time', () => {
  for (const players of [2, 4, 7]) {
    const times: number[] = [];
    let rng = rngFromSeed('bot-bench');
    for (let g = 0; g < 12; g++) {
      let s: HigoBanaState = higobana.setup({ players, seed: `bot-bench-${g}`, options: { rounds: 4 } });
      while (higobana.status(s).phase !== 'match-over') {
        const seat = higobana.actors(s)[0]!;
        const legal = higobana.legalMoves(s, seat);
        const view = higobana.view(s, seat) as HigoBanaView;
        const t0 = performance.now();
        const move = higoBanaGreedyBot.choose(view, legal, rng);
        if (legal.length > 1) times.push(performance.now() - t0);
        rng = nextInt(rng, 1000)[1];
        s = higobana.play(s, seat, move);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `Greedy bot, ${players} players: ${times.length} real decisions, median ${percentile(times, 0.5).toFixed(3)} ms, p95 ${percentile(times, 0.95).toFixed(3)} ms, max ${times[times.length - 1]!.toFixed(3)} ms`,
    );
  }
});
