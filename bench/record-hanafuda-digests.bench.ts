/**
 * Records random legal matches of the four Hanafuda games with a digest of every position (state,
 * status, actors, every seat's view, the mover's legal moves; `test/helpers/digest.ts`), from the
 * engines of a base commit, so that the faster engines of issue 30 §1 can be checked to play
 * exactly as they did (test/games/hanafuda/recorded-digests.test.ts). Like
 * bench/record-engine-digests.bench.ts; writes test/fixtures/hanafuda-digests.json; run only on purpose:
 *   mkdir -p .base/743670e && git archive 743670e src | tar -x -C .base/743670e
 *   RECORD_DIGESTS=1 BASE=.base/743670e npx vitest run --config vitest.bench.config.ts bench/record-hanafuda-digests
 * The committed fixture was recorded from the engines of commit 743670e (before the Hanafuda speed work).
 */
import { test } from 'vitest';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { nextInt, rngFromSeed } from '../src/engine/rng.ts';
import type { AnyGame } from '../src/engine/types.ts';
import { recordDigests } from '../test/helpers/digest.ts';

const BASE = resolve(process.env.BASE ?? '.base/743670e');

/** Every case plays a whole match; Go-Stop's house rules and Korean preset take the rarer paths (bombs, ppuk, the sake cup). */
export const HANAFUDA_DIGEST_CASES: { game: string; players: number; options: Record<string, unknown> }[] = [
  { game: 'koikoi', players: 2, options: { rounds: 6 } },
  {
    game: 'koikoi',
    players: 2,
    options: { rounds: 6, sake_cup: 'either', groups: 'exclusive', tsukifuda: true, viewing: 'with-another-yaku' },
  },
  { game: 'gostop', players: 2, options: { rounds: 6 } },
  { game: 'gostop', players: 3, options: { rounds: 6 } },
  {
    game: 'gostop',
    players: 2,
    options: {
      rounds: 12,
      bdb: false,
      stop_minimum_2p: 7,
      bomb_draws: 'draw-only-turns',
      pi_bak: 'korean',
      final_turn_steals: false,
      draw_doubles: 'stack',
      nagari_cap: 8,
      president_points: 7,
      last_card: 'each-players-last-card',
      self_ppuk_chaff: 2,
      sake_cup: 'owner',
      two_card_bomb: true,
    },
  },
  {
    game: 'gostop',
    players: 3,
    options: {
      rounds: 6,
      sake_cup: 'owner',
      shake_off_field: true,
      two_presidents_draw: true,
      field_four: 'dealer-wins',
      self_ppuk_double_once: true,
      self_ppuk_chaff: 2,
      dealt_stack_steals: false,
      last_card_stack_steals: false,
      go_scale: 'double-only',
    },
  },
  { game: 'gostop', players: 2, options: { target: 20, go_scale: 'plus-two-then-double', rain_four_lights: 3 } },
  { game: 'mushi', players: 2, options: { rounds: 6 } },
  { game: 'higobana', players: 2, options: { rounds: 6 } },
  { game: 'higobana', players: 3, options: { rounds: 4, values: 'hawaiian' } },
];

test.skipIf(!process.env.RECORD_DIGESTS)('record Hanafuda digests', { timeout: 600_000 }, async () => {
  const games: Record<string, AnyGame> = {
    koikoi: (await import(`${BASE}/src/games/hanafuda/koikoi.ts`)).koikoi,
    gostop: (await import(`${BASE}/src/games/hanafuda/gostop.ts`)).gostop,
    mushi: (await import(`${BASE}/src/games/hanafuda/mushi.ts`)).mushi,
    higobana: (await import(`${BASE}/src/games/hanafuda/higobana.ts`)).higobana,
  };
  const matches: unknown[] = [];
  HANAFUDA_DIGEST_CASES.forEach((c, n) => {
    const game = games[c.game]!;
    const seed = `digest-${c.game}-${n}`;
    let rng = rngFromSeed(`chooser-${seed}`);
    const got = recordDigests(game, { players: c.players, seed, options: c.options }, (legal) => {
      // Random, but a shake, a bomb or a draw-only turn, when listed, half the time (random play rarely finds them).
      const [x, r] = nextInt(rng, 2 * legal.length);
      rng = r;
      const rare = legal.flatMap((m, i) =>
        ['shake', 'bomb', 'draw-only'].includes((m as { type: string }).type) ? [i] : [],
      );
      return rare.length > 0 && x >= legal.length ? rare[x % rare.length]! : x % legal.length;
    });
    matches.push({ ...c, seed, ...got });
  });
  writeFileSync(
    new URL('../test/fixtures/hanafuda-digests.json', import.meta.url),
    `${JSON.stringify({ recordedFrom: '743670e', matches })}\n`,
  );
});
