/**
 * `botView` (the contract's view for the bots' rollouts, src/engine/types.ts): for every engine
 * that has one, at every position of seeded random-legal and Normal-played matches and for every
 * seat, it holds exactly what `view` holds, and Normal chooses from it as from the view without
 * changing anything it was shown (the state is deep-frozen first, so a write into a shared array
 * throws).
 */
import { describe, expect, test } from 'vitest';
import { nextInt, rngFromSeed } from '../../src/engine/rng.ts';
import { HEADLESS } from '../../src/games/engines.ts';
import { botsFor } from '../../src/games/bots.ts';

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

const PLAYERS: Record<string, number[]> = {
  gostop: [2, 3],
  higobana: [2, 3],
  travfuda: [2, 4],
  'travfuda-run-or-jump': [2, 4],
  'imperial-baccarat': [2, 4],
  'denebian-baccarat': [3],
  'career-poker': [4],
  capture: [2, 4],
};

const withBotView = HEADLESS.filter((h) => h.game.botView);

describe.runIf(withBotView.length > 0)('botView is the view, shared and read-only', () => {
  for (const h of withBotView) {
    const { game } = h;
    for (const players of PLAYERS[game.id] ?? [2]) {
      // Every position of three matches, every seat, both views: seconds alone, more beside other test files.
      test(`${game.id}, ${players} players`, { timeout: 120_000 }, () => {
        const normal = botsFor(game.id).normal;
        let positions = 0;
        for (let m = 0; m < 3; m++) {
          let s = deepFreeze(game.setup({ players, seed: `bot-view-${m}` }));
          let rng = rngFromSeed(`bot-view-${game.id}-${players}-${m}`);
          for (let step = 0; step < 600 && game.status(s).phase !== 'match-over'; step++) {
            for (let seat = 0; seat < players; seat++) {
              expect(game.botView!(s, seat), `${game.id} move ${step}, seat ${seat}`).toStrictEqual(game.view(s, seat));
            }
            positions++;
            const actor = game.actors(s)[0]!;
            const legal = game.legalMoves(s, actor);
            let move: unknown;
            // Half the matches Normal plays (the rollouts' own positions), half random legal moves.
            if (m % 2 === 0 && legal.length > 1) {
              const a = normal.choose(game.botView!(s, actor), legal, rng);
              const b = normal.choose(game.view(s, actor), legal, rng);
              expect(a, `${game.id} move ${step}: Normal's choice`).toStrictEqual(b);
              move = a;
            } else {
              const [k] = nextInt(rng, legal.length);
              move = legal[k];
            }
            rng = nextInt(rng, 2)[1];
            s = deepFreeze(game.play(s, actor, move));
          }
        }
        expect(positions).toBeGreaterThan(50);
      });
    }
  }
});
