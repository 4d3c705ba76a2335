/**
 * Records TravFuda-family matches as saved move logs (`{gameId, options, seed, seats, moves}`)
 * with what the engine said about them (round scores, detail lines, totals), so that a later
 * engine can be checked to replay saved matches exactly. Writes
 * test/fixtures/travfuda-move-logs.json; run only on purpose:
 *   RECORD_TRAVFUDA=1 npx vitest run --config vitest.bench.config.ts bench/record-travfuda-moves
 * The committed fixture was recorded from the engines of commit fa69bd0 (before the events rewrite).
 */
import { test } from 'vitest';
import { writeFileSync } from 'node:fs';
import { travfuda } from '../src/games/travfuda/travfuda.ts';
import { travfudaRunOrJump } from '../src/games/travfuda/travfuda-run-or-jump.ts';
import { imperialBaccarat } from '../src/games/travfuda/imperial-baccarat.ts';
import { denebianBaccarat } from '../src/games/travfuda/denebian-baccarat.ts';
import { denebianBot, imperialBot, travfudaBot } from '../src/games/travfuda/bots.ts';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';
import type { AnyGame } from '../src/engine/types.ts';
import type { Bot } from '../src/engine/bot.ts';

const cases: { game: AnyGame; bot: Bot; options: Record<string, unknown> }[] = [
  { game: travfuda, bot: travfudaBot as Bot, options: {} },
  {
    game: travfuda,
    bot: travfudaBot as Bot,
    options: {
      jokerMatching: 'pairOnly',
      jokerOnDealtTable: 'replace',
      heroStacking: 'cumulative',
      doubleGoodScope: 'grandTotal',
      hands: 2,
    },
  },
  { game: travfudaRunOrJump, bot: travfudaBot as Bot, options: {} },
  {
    game: travfudaRunOrJump,
    bot: travfudaBot as Bot,
    options: { declarations: true, exhaustedHand: 'runnersScoreOwn' },
  },
  { game: imperialBaccarat, bot: imperialBot as Bot, options: {} },
  { game: imperialBaccarat, bot: imperialBot as Bot, options: { house: true, hands: 4 } },
  { game: denebianBaccarat, bot: denebianBot as Bot, options: {} },
  { game: denebianBaccarat, bot: denebianBot as Bot, options: { denebianTieBreak: 'fullLexicographic', hands: 4 } },
];

test.skipIf(!process.env.RECORD_TRAVFUDA)('record TravFuda move logs', () => {
  const out: unknown[] = [];
  let n = 0;
  for (const c of cases) {
    for (const players of [2, 3, 4, 5, 6]) {
      for (const chooser of ['random', 'bot'] as const) {
        const seed = `fixture-${c.game.id}-${n++}`;
        let s = c.game.setup({ players, seed, options: c.options });
        let rng = rngFromSeed(`chooser-${seed}`);
        const moves: { seat: number; move: unknown }[] = [];
        while (c.game.status(s).phase !== 'match-over') {
          const actors = c.game.actors(s);
          const seat = actors[0]!;
          const legal = c.game.legalMoves(s, seat);
          let move: unknown;
          if (chooser === 'bot') move = c.bot.choose(c.game.view(s, seat), legal, rng);
          else move = legal[nextInt(rng, legal.length)[0]];
          rng = nextInt(rng, 7)[1];
          moves.push({ seat, move: JSON.parse(JSON.stringify(move)) });
          s = c.game.play(s, seat, move);
        }
        const st = c.game.status(s);
        const history = (s as { history: { scores: number[]; details: unknown[]; label?: string }[] }).history;
        out.push({
          gameId: c.game.id,
          options: c.options,
          seed,
          seats: Array.from({ length: players }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'human' })),
          moves,
          expected: {
            phase: st.phase,
            totals: st.totals,
            rounds: history.map((h) => ({ label: h.label, scores: h.scores, details: h.details })),
          },
        });
      }
    }
  }
  writeFileSync(
    new URL('../test/fixtures/travfuda-move-logs.json', import.meta.url),
    JSON.stringify({ recordedFrom: 'fa69bd0', matches: out }) + '\n',
  );
});
