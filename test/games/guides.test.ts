/**
 * Guided first rounds (issue 28 §5), for every game that has one: played as the app plays it (the
 * learner's moves are the guide's, the bots' are the app's bots at the guide's level with the
 * app's random stream), the guide only ever asks for a legal move, says each step in every
 * language, and the round ends with a real score.
 */
import { describe, expect, test } from 'vitest';
import { CATALOG } from '../../src/games/catalog.ts';
import type { GameModule } from '../../src/games/module.ts';
import { botsFor } from '../../src/games/bots.ts';
import { sameData } from '../../src/engine/deck.ts';
import { rngFor } from '../../src/engine/rng.ts';
import { setLanguage } from '../../src/i18n/current.ts';
import { LANGS } from '../../src/i18n/lang.ts';

const modules: [string, GameModule][] = (
  await Promise.all(CATALOG.filter((e) => e.load).map(async (e) => [e.id, await e.load!()] as [string, GameModule]))
).filter(([, m]) => m.guide);

const NAMES = ['Aiko', 'Bot 2', 'Bot 3', 'Bot 4', 'Bot 5', 'Bot 6', 'Bot 7'];

describe.skipIf(modules.length === 0)('guided first rounds', () => {
  test.each(modules)(
    '%s: every step is a legal move the guide names, and the round ends with a score',
    async (id, m) => {
      const guide = m.guide!;
      const game = m.game;
      const bot = botsFor(id)[guide.level];
      let state = game.setup({
        players: guide.players,
        seed: guide.seed,
        options: guide.options,
        ...(guide.deck ? { deck: guide.deck } : {}),
      });
      const said = new Set<string>();
      let steps = 0;
      for (let n = 0; game.status(state).phase === 'playing' || steps === 0; n++) {
        expect(n, 'the guided round ends').toBeLessThan(2000);
        const seat = game.actors(state)[0];
        if (seat === undefined) break;
        const view = game.view(state, seat);
        const legal = game.legalMoves(state, seat);
        let move: unknown;
        if (seat === 0) {
          move = guide.next(view, legal, 0);
          expect(
            legal.some((l) => sameData(l, move)),
            `step ${steps + 1}: the guide asks for a legal move`,
          ).toBe(true);
          for (const lang of LANGS) {
            await setLanguage(lang);
            const text = guide.say(view, move, 0, NAMES.slice(0, guide.players));
            expect(text.trim().length, `step ${steps + 1} in ${lang}: a sentence`).toBeGreaterThan(0);
            if (lang !== 'en')
              expect(text, `step ${steps + 1} in ${lang}: not in English`).not.toMatch(/\b(the|tap|card|your)\b/i);
            said.add(`${lang}:${text}`);
          }
          await setLanguage('en');
          steps++;
        } else {
          move = bot.choose(view, legal, rngFor(guide.seed, `bot:${n}`));
        }
        state = game.play(state, seat, move);
      }
      const st = game.status(state);
      expect(st.phase, 'the guided round reached its end').not.toBe('playing');
      expect(st.lastRound?.scores.length).toBe(guide.players);
      expect(steps, 'the learner made several moves').toBeGreaterThan(2);
      expect(said.size, 'the steps are not one sentence repeated').toBeGreaterThan(LANGS.length);
    },
  );
});
