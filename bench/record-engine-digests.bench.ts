/**
 * Records random legal matches of Career Poker, Capture and the TravFuda fishing games with a
 * digest of every position (state, status, actors, every seat's view, the mover's legal moves;
 * `test/helpers/digest.ts`), from the engines of a base commit, so that a faster engine can be
 * checked to play exactly as they did (test/engine/recorded-digests.test.ts). A match is its
 * setup and, per move, the index of the move chosen in `legalMoves` (the test plays a JSON copy
 * of that move, as a saved match would). Writes test/fixtures/engine-digests.json; run only on purpose:
 *   mkdir -p .base/0fe3820 && git archive 0fe3820 src | tar -x -C .base/0fe3820
 *   RECORD_DIGESTS=1 BASE=.base/0fe3820 npx vitest run --config vitest.bench.config.ts bench/record-engine-digests
 * The committed fixture was recorded from the engines of commit 0fe3820 (before issue 30's speed work).
 * GAMES=travfuda,travfuda-run-or-jump re-records only those games' matches and keeps the others
 * (each match names where it was recorded from, `recordedFrom`; FROM=<label> sets it). The TravFuda
 * matches were re-recorded from the engines that list a hand's scoring lines in `hand-score`
 * (`jump`, `pirate`): replaying the 0fe3820 recording with those lines left out gave every digest.
 *   GAMES=travfuda,travfuda-run-or-jump FROM='0fe3820 + hand-score lines' RECORD_DIGESTS=1 BASE=. npx vitest run --config vitest.bench.config.ts bench/record-engine-digests
 */
import { test } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';
import type { AnyGame } from '../src/engine/types.ts';
import { recordDigests } from '../test/helpers/digest.ts';

const BASE = resolve(process.env.BASE ?? '.base/0fe3820');
const ONLY = process.env.GAMES?.split(',');
const FROM = process.env.FROM ?? '0fe3820';
const FIXTURE = new URL('../test/fixtures/engine-digests.json', import.meta.url);

export const DIGEST_CASES: { game: string; players: number; options: Record<string, unknown> }[] = [
  { game: 'career-poker', players: 3, options: { mode: 'short' } },
  { game: 'career-poker', players: 4, options: { mode: 'team', nonLeadChooser: 'winner' } },
  { game: 'career-poker', players: 5, options: { mode: 'short', tieDirection: 'clockwise', laterLead: 'random' } },
  { game: 'capture', players: 2, options: {} },
  {
    game: 'capture',
    players: 3,
    options: { bonusSuit: true, bonusFollowsUpCard: true, extraHand: true, halving: true },
  },
  { game: 'capture', players: 5, options: { bonusSuit: true, galaxyInBonusSuit: false, extraHand: true } },
  { game: 'capture', players: 6, options: { halving: true } },
  { game: 'travfuda', players: 2, options: {} },
  { game: 'travfuda', players: 4, options: { jokerMatching: 'pairOnly', jokerOnDealtTable: 'replace', hands: 2 } },
  { game: 'travfuda-run-or-jump', players: 3, options: { declarations: true } },
];

test.skipIf(!process.env.RECORD_DIGESTS)('record engine digests', { timeout: 600_000 }, async () => {
  const games: Record<string, AnyGame> = {
    'career-poker': (await import(`${BASE}/src/games/career-poker/career-poker.ts`)).careerPoker,
    capture: (await import(`${BASE}/src/games/capture/capture.ts`)).capture,
    travfuda: (await import(`${BASE}/src/games/travfuda/travfuda.ts`)).travfuda,
    'travfuda-run-or-jump': (await import(`${BASE}/src/games/travfuda/travfuda-run-or-jump.ts`)).travfudaRunOrJump,
  };
  const kept = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { recordedFrom: string; matches: { seed: string }[] })
    .matches;
  const matches: unknown[] = [];
  DIGEST_CASES.forEach((c, n) => {
    const game = games[c.game]!;
    if (ONLY && !ONLY.includes(c.game)) {
      const old = kept.find((m) => m.seed === `digest-${c.game}-${n}`);
      if (!old) throw new Error(`no recorded match of case ${n} to keep`);
      matches.push(old);
      return;
    }
    const seed = `digest-${c.game}-${n}`;
    let rng = rngFromSeed(`chooser-${seed}`);
    const got = recordDigests(game, { players: c.players, seed, options: c.options }, (legal) => {
      const [k, r] = nextInt(rng, legal.length);
      rng = r;
      return k;
    });
    matches.push({ ...c, recordedFrom: FROM, seed, ...got });
  });
  writeFileSync(FIXTURE, `${JSON.stringify({ recordedFrom: '0fe3820', matches })}\n`);
});
