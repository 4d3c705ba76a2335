/**
 * Career Poker's legal-move list and what it costs the bots (issue 26 §4):
 * - how many moves `legalMoves` lists in a Millionaire position (median, p95, p99, max), and how
 *   many of them use gold, over seeded matches played at random from the list and by the Normal
 *   bot (the random players spend the gold the list offers; the bots keep it, so their positions
 *   hold more);
 * - how long `legalMoves` takes there;
 * - ms per bot decision at Normal and at Hard (its default playouts), on Millionaire positions of
 *   seeded Normal matches, each run several times in this process: the median of the runs'
 *   medians, and the worst run's p95. CPU time is shared with other work, so these are figures
 *   to compare within one run, not limits;
 * - the list for long hands with much gold, dealt on purpose (a 5-player Millionaire lead with 4
 *   energy bundles): how many moves, how long, how much memory. Asserts nothing.
 *   npx vitest run --config vitest.bench.config.ts bench/career-poker-moves
 */
import { test } from 'vitest';
import {
  careerPoker,
  type CareerPokerMove,
  type CareerPokerState,
  type CareerPokerView,
} from '../src/games/career-poker/career-poker.ts';
import { careerPokerBot } from '../src/games/career-poker/bot.ts';
import { botsFor } from '../src/games/bots.ts';
import { nextInt, rngFromSeed, shuffle, type Rng } from '../src/engine/rng.ts';
import { dealPlan } from '../src/games/career-poker/rules.ts';
import { millionairePosition } from '../test/games/career-poker/position.ts';

const pct = (xs: readonly number[], p: number) =>
  xs.length ? xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]! : NaN;
const median = (xs: readonly number[]) => pct(xs, 0.5);

interface Position {
  state: CareerPokerState;
  seat: number;
}

/** Seeded matches (Short, 3–5 players) played at random from the list or by Normal; every Millionaire position with a choice. */
function positions(chooser: 'random' | 'bot', matches: number): Position[] {
  const out: Position[] = [];
  let rng: Rng = rngFromSeed(`moves-${chooser}`);
  for (let m = 0; m < matches; m++) {
    const players = 3 + (m % 3);
    let s = careerPoker.setup({
      players,
      seed: `moves-${chooser}-${m}`,
      options: { mode: 'short' },
    }) as CareerPokerState;
    while (careerPoker.status(s).phase !== 'match-over') {
      const seat = careerPoker.actors(s)[0]!;
      const legal = careerPoker.legalMoves(s, seat) as CareerPokerMove[];
      if (s.phase === 'm-play' && legal.length > 1) out.push({ state: s, seat });
      const move =
        chooser === 'bot'
          ? careerPokerBot.choose(careerPoker.view(s, seat) as CareerPokerView, legal, rng)
          : legal[nextInt(rng, legal.length)[0]]!;
      rng = nextInt(rng, 7)[1];
      s = careerPoker.play(s, seat, move);
    }
  }
  return out;
}

function counts(ps: readonly Position[]): string {
  const all: number[] = [];
  const gold: number[] = [];
  const ms: number[] = [];
  for (const p of ps) {
    // a fresh copy: legalMoves is cached per state object
    const s = JSON.parse(JSON.stringify(p.state)) as CareerPokerState;
    const t = performance.now();
    const legal = careerPoker.legalMoves(s, p.seat) as CareerPokerMove[];
    ms.push(performance.now() - t);
    all.push(legal.length);
    gold.push(legal.filter((m) => m.type === 'play' && Object.keys(m.gold).length > 0).length);
  }
  const f = (xs: number[]) =>
    `median ${median(xs)}, p95 ${pct(xs, 0.95)}, p99 ${pct(xs, 0.99)}, max ${Math.max(...xs)}`;
  return `${ps.length} positions: moves ${f(all)}; with gold ${f(gold)}; legalMoves ms median ${median(ms).toFixed(3)}, p95 ${pct(ms, 0.95).toFixed(3)}, max ${Math.max(...ms).toFixed(1)}`;
}

function decisionTimes(ps: readonly Position[], level: 'normal' | 'hard', runs: number): string {
  const bot = level === 'normal' ? careerPokerBot : botsFor('career-poker').hard;
  const runMedians: number[] = [];
  const runP95: number[] = [];
  for (let r = 0; r < runs; r++) {
    const times: number[] = [];
    ps.forEach((p, i) => {
      const s = JSON.parse(JSON.stringify(p.state)) as CareerPokerState;
      const view = careerPoker.view(s, p.seat);
      const t = performance.now();
      const legal = careerPoker.legalMoves(s, p.seat);
      bot.choose(view as never, legal as never, rngFromSeed(`decide-${i}`));
      times.push(performance.now() - t);
    });
    runMedians.push(median(times));
    runP95.push(pct(times, 0.95));
  }
  return `${level}: ${ps.length} decisions × ${runs} runs, ms per decision (legalMoves included) median ${median(runMedians).toFixed(2)} (runs ${runMedians.map((x) => x.toFixed(2)).join(', ')}), p95 up to ${Math.max(...runP95).toFixed(2)}`;
}

/** A long strategic hand with much gold, leading: the list's worst case in practice and beyond. */
function longHands(): string[] {
  const out: string[] = [];
  for (const [hand, gold] of [
    [20, 6],
    [25, 8],
    [30, 10],
    [35, 12],
  ] as const) {
    const [cards] = shuffle(rngFromSeed(`long-${hand}`), dealPlan(5).cards);
    // seat 0 the long hand; the others 5, 5, 2 and 2 cards
    const ends = [hand, hand + 5, hand + 10, hand + 12, hand + 14];
    const strategic = ends.map((end, i) => cards.slice(i === 0 ? 0 : ends[i - 1], end));
    let s = millionairePosition({ players: 5, strategic, gold: [gold, 0, 0, 0, 0], energy: 4 });
    s = careerPoker.play(s, 0, { type: 'direction', dir: 'cw' }) as CareerPokerState;
    const heap = process.memoryUsage().heapUsed;
    const t = performance.now();
    const n = careerPoker.legalMoves(JSON.parse(JSON.stringify(s)) as CareerPokerState, 0).length;
    const ms = performance.now() - t;
    out.push(
      `Long hand ${hand} cards, ${gold} gold, leading: ${n} moves, ${ms.toFixed(0)} ms, heap +${Math.max(0, (process.memoryUsage().heapUsed - heap) / 1e6).toFixed(0)} MB`,
    );
  }
  return out;
}

test('career-poker legal moves and bot decisions', { timeout: 1_800_000 }, () => {
  const lines: string[] = [...longHands()];
  const random = positions('random', 30);
  const bot = positions('bot', 30);
  lines.push(`Random matches: ${counts(random)}`);
  lines.push(`Normal-bot matches: ${counts(bot)}`);
  decisionTimes(bot.slice(0, 50), 'normal', 1); // warm up
  lines.push(decisionTimes(bot, 'normal', 5));
  // Hard on every 16th position (each decision plays about 60 rollouts)
  const some = bot.filter((_, i) => i % 16 === 0);
  lines.push(decisionTimes(some, 'hard', 3));
  console.log(lines.join('\n'));
});
