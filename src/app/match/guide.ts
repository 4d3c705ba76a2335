/**
 * A guided first round (issue 28 §5): the match a game's guide describes, stored as any other
 * (its stacked deal, its seed, one learner and bots), marked `guided` so that the table lights
 * only the guide's move and says it. Started from the game's how-to-play screen.
 */
import type { GameModule } from '../../games/module.ts';
import { gameTitle } from '../../games/catalog.ts';
import { createMatch } from './create.ts';
import { settings } from '../state.ts';

/** Store the game's guided round; returns the new match's id (the caller opens it). */
export function startGuided(gameId: string, module: Pick<GameModule, 'guide'>, now = Date.now()): Promise<string> {
  const guide = module.guide;
  if (!guide) throw new Error(`${gameId} has no guided round`);
  return createMatch(
    {
      gameId,
      title: gameTitle(gameId),
      options: { ...guide.options },
      seats: Array.from({ length: guide.players }, (_, i) =>
        i === 0
          ? { name: settings.value.names[0] ?? '', kind: 'human' as const }
          : { name: '', kind: 'bot' as const, level: guide.level },
      ),
      seed: guide.seed,
      ...(guide.deck ? { deck: [...guide.deck] } : {}),
      guided: true,
    },
    now,
  );
}

/**
 * The learner's choices in a guided round: only the guide's move (when it is legal now). Outside a
 * guided round, or when the guide has nothing to say, the legal moves as they are.
 */
export function guidedLegal<M>(
  module: Pick<GameModule, 'guide'>,
  guided: boolean | undefined,
  view: unknown,
  legal: readonly M[],
  seat: number,
): { legal: M[]; move: M | null } {
  if (!guided || !module.guide || legal.length === 0) return { legal: [...legal], move: null };
  const move = module.guide.next(view, legal, seat) as M;
  return { legal: [move], move };
}
