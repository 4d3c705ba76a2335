/**
 * Records Career Poker matches as the app saved them before ruling CP-17 (commit cf9150d): the
 * engine of that commit plays them, with plays a player could make there and CP-17 refuses (a
 * colour changed on a lead through the gold editor; the old bots' sets made of cards of two
 * numbers). Each log keeps a digest of the old engine's state after every move, so that
 * test/games/career-poker/pre-cp17.test.ts can check that today's replay gives the same states.
 * Writes test/fixtures/career-poker-pre-cp17.json; run only on purpose, with the old engine
 * extracted first:
 *   mkdir -p .base/cf9150d && git archive cf9150d src | tar -x -C .base/cf9150d
 *   RECORD_CP17=1 npx vitest run --config vitest.bench.config.ts bench/record-career-poker-pre-cp17
 */
import { test } from 'vitest';
import { writeFileSync } from 'node:fs';
import { careerPoker } from '../src/games/career-poker/career-poker.ts';
import { face } from '../src/games/career-poker/rules.ts';
import { nextInt, rngFromSeed, type Rng } from '../src/engine/rng.ts';
import { IllegalMoveError } from '../src/engine/types.ts';
import { stateDigest } from '../test/games/career-poker/digest.ts';

type Move = { type: string; cards?: string[]; gold?: Record<string, unknown>; cut?: boolean };
type State = { phase: string; mill: { top: string[] | null }; gold: number[]; strategic: string[][] };
const COLOURS = ['blue', 'gray', 'green', 'red', 'yellow'];

interface OldEngine {
  setup(init: object): State;
  actors(s: State): number[];
  legalMoves(s: State, seat: number): Move[];
  play(s: State, seat: number, m: Move): State;
  status(s: State): { phase: string; totals: number[] };
  view(s: State, seat: number): unknown;
}
/** The old engine and bot, extracted on purpose (see above); loaded by a path the build never sees. */
const BASE = '../.base/cf9150d/src/games/career-poker/';
let oldEngine: OldEngine;
let oldBot: { choose(view: unknown, legal: Move[], rng: Rng): Move };

/** A colour change on a lead, as the old gold editor let a player make one (null if the old engine refuses it). */
function leadColourChange(s: State, seat: number, rng: Rng): Move | null {
  if (s.phase !== 'm-play' || s.mill.top || s.gold[seat]! < 1 || s.strategic[seat]!.length < 2) return null;
  const hand = s.strategic[seat]!;
  const card = hand[nextInt(rng, hand.length)[0]]!;
  const colour = COLOURS.find((c) => c !== face(card).colour)!;
  const move: Move = { type: 'play', cards: [card], gold: { [card]: { colour } }, cut: false };
  try {
    oldEngine.play(s, seat, move);
    return move;
  } catch {
    return null;
  }
}

test.skipIf(!process.env.RECORD_CP17)('record Career Poker logs saved before CP-17', async () => {
  oldEngine = (await import(/* @vite-ignore */ `${BASE}career-poker.ts`)).careerPoker;
  oldBot = (await import(/* @vite-ignore */ `${BASE}bot.ts`)).careerPokerBot;
  const out: unknown[] = [];
  let refusedTotal = 0;
  for (let n = 0; out.length < 4 && n < 60; n++) {
    const players = 3 + (n % 3);
    const seed = `cp-pre-cp17-${n}`;
    let s = oldEngine.setup({ players, seed, options: {} });
    let rng = rngFromSeed(`chooser-${seed}`);
    const moves: { seat: number; move: unknown }[] = [];
    const digests: string[] = [stateDigest(s)];
    let refused = 0;
    let next = careerPoker.setup({ players, seed, options: {} });
    while (oldEngine.status(s).phase !== 'match-over') {
      const seat = oldEngine.actors(s)[0]!;
      const legal = oldEngine.legalMoves(s, seat);
      let move: Move;
      const r = nextInt(rng, 10);
      rng = r[1];
      const edited = r[0] < 3 ? leadColourChange(s, seat, rng) : null;
      if (edited) move = edited;
      else if (seat === 0) move = legal[nextInt(rng, legal.length)[0]]!;
      else move = oldBot.choose(oldEngine.view(s, seat), legal, rng);
      rng = nextInt(rng, 7)[1];
      // does today's `play` take it? (the replay must, through playRecorded)
      try {
        next = careerPoker.play(next, seat, move as never);
      } catch (e) {
        if (!(e instanceof IllegalMoveError)) throw e;
        refused++;
        next = careerPoker.playRecorded!(next, seat, move as never);
      }
      moves.push({ seat, move: JSON.parse(JSON.stringify(move)) });
      s = oldEngine.play(s, seat, move);
      digests.push(stateDigest(s));
    }
    if (refused === 0) continue;
    refusedTotal += refused;
    const st = oldEngine.status(s);
    out.push({
      gameId: 'career-poker',
      options: {},
      seed,
      seats: Array.from({ length: players }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'human' })),
      moves,
      expected: { phase: st.phase, totals: st.totals, refused, digests: digests.join(' ') },
    });
  }
  console.log(`${out.length} matches, ${refusedTotal} moves today's play refuses`);
  writeFileSync(
    new URL('../test/fixtures/career-poker-pre-cp17.json', import.meta.url),
    `${JSON.stringify({ recordedFrom: 'cf9150d', matches: out })}\n`,
  );
});
