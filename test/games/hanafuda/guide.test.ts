/**
 * Koi-Koi's guided first round (issue 28 §5) as a newcomer meets it: three turns, each a capture
 * the guide names, then 猪鹿蝶 and Stop for 5 points — whatever the Easy bot's stream does.
 */
import { expect, test } from 'vitest';
import mod from '../../../src/games/hanafuda/koikoi.module.ts';
import { botsFor } from '../../../src/games/bots.ts';
import { rngFor } from '../../../src/engine/rng.ts';
import { setLanguage } from '../../../src/i18n/current.ts';
import type { KoiKoiMove } from '../../../src/games/hanafuda/koikoi.ts';

test('the guided Koi-Koi round: the Butterflies, the Boar and the Deer each take their month, then Stop scores Inoshikacho for 5', async () => {
  await setLanguage('en');
  const g = mod.guide!;
  const game = mod.game;
  const bot = botsFor('koikoi').easy;
  let s = game.setup({ players: 2, seed: g.seed, options: g.options, deck: g.deck! });
  const asked: KoiKoiMove[] = [];
  const said: string[] = [];
  for (let n = 0; game.status(s).phase === 'playing'; n++) {
    const seat = game.actors(s)[0]!;
    const v = game.view(s, seat);
    const legal = game.legalMoves(s, seat);
    const m = seat === 0 ? g.next(v, legal, 0) : bot.choose(v, legal, rngFor(g.seed, `bot:${n}`));
    if (seat === 0) {
      asked.push(m as KoiKoiMove);
      said.push(g.say(v, m, 0, ['Aiko', 'Bot 2']));
    }
    s = game.play(s, seat, m);
  }
  expect(asked.filter((m) => m.type === 'play')).toEqual([
    { type: 'play', card: 'jun-animal' },
    { type: 'play', card: 'jul-animal' },
    { type: 'play', card: 'oct-animal' },
  ]);
  expect(asked.at(-1)).toEqual({ type: 'stop' });
  expect(said[0]).toBe(
    'Tap your June butterflies (animal): the June chaff (plain) on the field is of the same month (June), so you take both.',
  );
  expect(said.at(-1)).toMatch(/^You have Boar, Deer, Butterflies .*: tap “Stop” to end the round and score 5 now/);
  const last = game.status(s).lastRound!;
  expect(last.scores).toEqual([5, -5]);
  expect(last.details).toContainEqual({ seat: 0, id: 'inoshikacho', points: 5 });
});
