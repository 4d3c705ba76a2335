/**
 * The Hanafuda `botView`s (Koi-Koi, Mushi, Higo-Bana: the bots' rollouts read them) hold exactly
 * what `view` holds under the option sets that change what a view shows (yaku rules, Five Lights,
 * teams, card values, hiki), at every position of random-legal matches, for every seat, including
 * round and match ends. test/engine/bot-view.test.ts covers the default options and Normal's choices.
 */
import { describe, expect, test } from 'vitest';
import { nextInt, rngFromSeed } from '../../../src/engine/rng.ts';
import type { AnyGame } from '../../../src/engine/types.ts';
import { koikoi } from '../../../src/games/hanafuda/koikoi.ts';
import { mushi } from '../../../src/games/hanafuda/mushi.ts';
import { higobana } from '../../../src/games/hanafuda/higobana.ts';

const CASES: { game: AnyGame; players: number; options: Record<string, unknown> }[] = [
  {
    game: koikoi as AnyGame,
    players: 2,
    options: { rounds: 3, groups: 'exclusive', viewing: 'with-another-yaku', sake_cup: 'either', tsukifuda: true },
  },
  {
    game: koikoi as AnyGame,
    players: 2,
    options: { rounds: 3, groups: 'flat-stack', viewing: 'weather', double_at_7: true, oya_ken: true },
  },
  {
    game: mushi as AnyGame,
    players: 2,
    options: { rounds: 6, five_lights: false, drawn_lightning_leftover: 'dealer' },
  },
  { game: higobana as AnyGame, players: 4, options: { rounds: 3, teams: 'pairs', hiki: false } },
  {
    game: higobana as AnyGame,
    players: 3,
    options: { rounds: 3, values: 'hawaiian', own_yaku: false, three_card: false },
  },
];

describe('Hanafuda botViews under other options', () => {
  for (const c of CASES) {
    test(`${c.game.id}, ${c.players} players, ${JSON.stringify(c.options)}`, () => {
      let s = c.game.setup({ players: c.players, seed: `bot-view-options-${c.game.id}`, options: c.options });
      let rng = rngFromSeed(`bot-view-options-${c.game.id}-${c.players}`);
      let positions = 0;
      let rounds = 0;
      for (let step = 0; step < 2000; step++) {
        for (let seat = 0; seat < c.players; seat++)
          expect(c.game.botView!(s, seat), `move ${step}, seat ${seat}`).toStrictEqual(c.game.view(s, seat));
        positions++;
        const phase = (s as { phase: string }).phase;
        if (phase === 'round-over') rounds++;
        if (phase === 'match-over') break;
        const seat = c.game.actors(s)[0]!;
        const legal = c.game.legalMoves(s, seat);
        const [k, next] = nextInt(rng, legal.length);
        rng = next;
        s = c.game.play(s, seat, legal[k]);
      }
      expect((s as { phase: string }).phase).toBe('match-over');
      expect(rounds).toBeGreaterThan(0);
      expect(positions).toBeGreaterThan(50);
    });
  }
});
