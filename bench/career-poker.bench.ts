/**
 * Career Poker speed: random legal full rounds per second on one core at 3, 4 and 5 players and in
 * the team game (a round counted each time the phase leaves 'playing'), the cost of legalMoves in
 * the Millionaire phase, and the bot's decision time from real positions of bot matches (median,
 * p95). Rates are per second of this process's CPU time (the machine is shared). Prints figures;
 * asserts nothing about time.
 *   npx vitest run --config vitest.bench.config.ts bench/career-poker
 */
import { test } from 'vitest';
import {
  careerPoker,
  type CareerPokerMove,
  type CareerPokerState,
  type CareerPokerView,
} from '../src/games/career-poker/career-poker.ts';
import { careerPokerBot } from '../src/games/career-poker/bot.ts';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';

function randomRounds(players: number, options: Record<string, unknown>, ms: number) {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let rounds = 0;
  let moves = 0;
  let millMoves = 0;
  let millLegalMs = 0;
  let millLegalCount = 0;
  let rng = rngFromSeed(`bench-cp-${players}`);
  for (let i = 0; performance.now() - t0 < ms; i++) {
    let s = careerPoker.setup({ players, seed: `bench-${i}`, options }) as CareerPokerState;
    let prev = careerPoker.status(s).phase;
    while (prev !== 'match-over' && performance.now() - t0 < ms) {
      const seat = careerPoker.actors(s)[0]!;
      const t = performance.now();
      const legal = careerPoker.legalMoves(s, seat);
      if (s.phase === 'm-play') {
        millLegalMs += performance.now() - t;
        millLegalCount += legal.length;
        millMoves++;
      }
      const [k, r] = nextInt(rng, legal.length);
      rng = r;
      s = careerPoker.play(s, seat, legal[k]!);
      moves++;
      const phase = careerPoker.status(s).phase;
      if (prev === 'playing' && phase !== 'playing') rounds++;
      prev = phase;
    }
  }
  const cpu = process.cpuUsage(cpu0);
  const secs = (cpu.user + cpu.system) / 1e6;
  return {
    rounds: rounds / secs,
    moves: moves / secs,
    millLegal: millLegalMs / Math.max(1, millMoves),
    millOptions: millLegalCount / Math.max(1, millMoves),
  };
}

function botTimes(players: number, want: number): number[] {
  const decide: number[] = [];
  let rng = rngFromSeed('bot-cp');
  for (let m = 0; decide.length < want && m < 400; m++) {
    let s = careerPoker.setup({ players, seed: `bot-${m}`, options: { mode: 'short' } }) as CareerPokerState;
    while (careerPoker.status(s).phase !== 'match-over' && decide.length < want) {
      const seat = careerPoker.actors(s)[0]!;
      const legal = careerPoker.legalMoves(s, seat) as CareerPokerMove[];
      const v = careerPoker.view(s, seat) as CareerPokerView;
      const t = performance.now();
      const move = careerPokerBot.choose(v, legal, rng);
      if (legal.length > 1) decide.push(performance.now() - t);
      rng = nextInt(rng, 9)[1];
      s = careerPoker.play(s, seat, move);
    }
  }
  return decide;
}

const pct = (xs: number[], p: number) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

test('career-poker speed', { timeout: 600_000 }, () => {
  const lines: string[] = [];
  const cases: [string, number, Record<string, unknown>][] = [
    ['3p', 3, {}],
    ['4p', 4, {}],
    ['5p', 5, {}],
    ['team', 4, { mode: 'team' }],
  ];
  for (const [label, players, options] of cases) {
    randomRounds(players, options, 500); // warm up
    const r = randomRounds(players, options, 4000);
    lines.push(
      `Career Poker ${label}: ${r.rounds.toFixed(1)} random full rounds per CPU-second, ${Math.round(r.moves)} moves per CPU-second; Millionaire legalMoves ${r.millLegal.toFixed(3)} ms, ${r.millOptions.toFixed(1)} moves offered on average`,
    );
  }
  for (const players of [3, 5]) {
    botTimes(players, 300);
    const d = botTimes(players, 3000);
    lines.push(
      `Career Poker bot (${players}p): ${d.length} decisions, median ${pct(d, 0.5).toFixed(3)} ms, p95 ${pct(d, 0.95).toFixed(3)} ms, max ${Math.max(...d).toFixed(3)} ms`,
    );
  }
  console.log(lines.join('\n'));
});
