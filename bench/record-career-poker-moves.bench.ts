/**
 * Records Career Poker matches as saved move logs (`{gameId, options, seed, seats, moves}`) with a
 * digest of the engine's state after every move (FNV-1a of the key-sorted JSON), so that a faster
 * engine can be checked to replay old matches to identical states. Writes
 * test/fixtures/career-poker-move-logs.json; run only on purpose:
 *   RECORD_CP=1 npx vitest run --config vitest.bench.config.ts bench/record-career-poker-moves
 * The committed fixture was recorded from the engine of commit de4bed5 (before the gold rework).
 */
import { test } from 'vitest';
import { writeFileSync } from 'node:fs';
import { careerPoker } from '../src/games/career-poker/career-poker.ts';
import { careerPokerBot } from '../src/games/career-poker/bot.ts';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';
import { stateDigest } from '../test/games/career-poker/digest.ts';

const cases: { players: number; options: Record<string, unknown>; chooser: 'random' | 'bot' | 'mixed' }[] = [
  { players: 3, options: {}, chooser: 'random' },
  { players: 4, options: {}, chooser: 'random' },
  { players: 5, options: {}, chooser: 'random' },
  { players: 4, options: { mode: 'team' }, chooser: 'random' },
  {
    players: 3,
    options: {
      mode: 'short',
      nonLeadChooser: 'winner',
      threePlayerColumns: 'literal',
      laterLead: 'random',
      tieDirection: 'clockwise',
    },
    chooser: 'random',
  },
  { players: 3, options: {}, chooser: 'bot' },
  { players: 4, options: {}, chooser: 'bot' },
  { players: 5, options: {}, chooser: 'bot' },
  { players: 4, options: { mode: 'team' }, chooser: 'mixed' },
  { players: 5, options: { mode: 'short' }, chooser: 'mixed' },
];

test.skipIf(!process.env.RECORD_CP)('record Career Poker move logs', () => {
  const out: unknown[] = [];
  cases.forEach((c, n) => {
    const seed = `cp-fixture-${n}`;
    let s = careerPoker.setup({ players: c.players, seed, options: c.options });
    let rng = rngFromSeed(`chooser-${seed}`);
    const moves: { seat: number; move: unknown }[] = [];
    const digests: string[] = [stateDigest(s)];
    let goldPlays = 0;
    while (careerPoker.status(s).phase !== 'match-over') {
      const seat = careerPoker.actors(s)[0]!;
      const legal = careerPoker.legalMoves(s, seat);
      const bot = c.chooser === 'bot' || (c.chooser === 'mixed' && seat % 2 === 0);
      const move = bot
        ? careerPokerBot.choose(careerPoker.view(s, seat) as never, legal, rng)
        : legal[nextInt(rng, legal.length)[0]]!;
      rng = nextInt(rng, 7)[1];
      if (move.type === 'play' && Object.keys(move.gold).length) goldPlays++;
      moves.push({ seat, move: JSON.parse(JSON.stringify(move)) });
      s = careerPoker.play(s, seat, move);
      digests.push(stateDigest(s));
    }
    const st = careerPoker.status(s);
    out.push({
      gameId: 'career-poker',
      options: c.options,
      seed,
      seats: Array.from({ length: c.players }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'human' })),
      moves,
      expected: { phase: st.phase, totals: st.totals, lastRound: st.lastRound, goldPlays, digests: digests.join(' ') },
    });
  });
  writeFileSync(
    new URL('../test/fixtures/career-poker-move-logs.json', import.meta.url),
    JSON.stringify({ recordedFrom: 'de4bed5', matches: out }) + '\n',
  );
});
