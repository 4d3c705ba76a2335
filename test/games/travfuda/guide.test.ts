/**
 * TravFuda's guided first round (issue 28 §5) as a newcomer meets it: three Starbursts dealt, so
 * the learner declares Emperor; a Starburst joins a table pile of its suit, the drawn Scoutship
 * matches two piles and the learner chooses the Cutlass's, then Comets start new piles that the
 * learner's own draws pair; the one hand is the match, and the learner ends with all five
 * Starbursts (the Emperor made) and both Comet and Terran World whole — whatever the Easy bots'
 * stream does.
 */
import { expect, test } from 'vitest';
import mod from '../../../src/games/travfuda/travfuda.module.ts';
import { botsFor } from '../../../src/games/bots.ts';
import { rngFor } from '../../../src/engine/rng.ts';
import { setLanguage } from '../../../src/i18n/current.ts';
import type { FishMove } from '../../../src/games/travfuda/fishing.ts';

test('the guided TravFuda round: join a pile, choose a pile for the draw, start a pile, and make the Emperor', async () => {
  const g = mod.guide!;
  const game = mod.game;
  const bot = botsFor('travfuda').easy;
  let s = game.setup({ players: 3, seed: g.seed, options: g.options, deck: g.deck! });
  const asked: FishMove[] = [];
  const said: string[] = [];
  const saidJa: string[] = [];
  for (let n = 0; game.status(s).phase === 'playing'; n++) {
    const seat = game.actors(s)[0]!;
    const v = game.view(s, seat);
    const legal = game.legalMoves(s, seat);
    const m = seat === 0 ? g.next(v, legal, 0) : bot.choose(v, legal, rngFor(g.seed, `bot:${n}`));
    if (seat === 0) {
      asked.push(m);
      await setLanguage('en');
      said.push(g.say(v, m, 0, ['Aiko', 'Bot 2', 'Bot 3']));
      await setLanguage('ja');
      saidJa.push(g.say(v, m, 0, ['Aiko', 'Bot 2', 'Bot 3']));
    }
    s = game.play(s, seat, m);
  }
  await setLanguage('en');
  // The first turns: the declaration, then each kind of turn once.
  expect(asked.slice(0, 6).map((m) => m.type)).toEqual(['declare', 'play', 'draw', 'place', 'play', 'draw']);
  expect(asked[0]).toEqual({ type: 'declare', emperor: true, archduke: false });
  expect(said[0]).toBe(
    'You were dealt 3 Starbursts (2 Asteroid Belt, red starburst; 6 Rockball, green starburst; 8 Gas Giant, purple starburst): press “Declare Emperor”. An Emperor scores +10 if you capture all five Starbursts by the end of the hand (−20 if not); the other two are still in the stock.',
  );
  expect(asked[1]).toEqual({ type: 'play', card: 't08-PS', pile: 'p8' });
  expect(said[1]).toBe(
    'Tap your 8 Gas Giant, purple starburst, then “Put it on the lit pile”: it is of the same suit as the pile with the 8 Gas Giant, yellow cutlass on top, so it must go there, and a pile that is even at the end of your turn is yours.',
  );
  expect(said[2]).toMatch(/^Now tap “Draw from the stock”/);
  expect(said[3]).toBe(
    'The drawn 1 Scoutship, plain matches 2 piles: tap the pile with the 1 Scoutship, red cutlass on top, the more valuable, to make it even and take it.',
  );
  expect(asked[8]).toEqual({ type: 'play', card: 't04-P1' });
  expect(said[8]).toBe(
    'No card in your hand matches a pile on the table: tap your 4 Comet, plain (your least valuable card), then “Start a new pile”.',
  );
  expect(saidJa[0]).toBe(
    '星章が3枚配られました（2 小惑星帯・赤の星章、6 岩石惑星・緑の星章、8 ガス惑星・紫の星章）。「皇帝を宣言」を押してください。ハンドの終わりまでに星章を5枚すべて取れば皇帝は+10点（取れなければ−20点）です。残りの2枚はまだ山札にあります。',
  );
  // Eight turns, one card played each.
  expect(asked.filter((m) => m.type === 'play')).toHaveLength(8);
  const st = game.status(s);
  expect(st.phase).toBe('match-over');
  expect(st.lastRound!.scores).toEqual([195, 84, 65]);
  // All five Starbursts: the Emperor is made (+10), and the Grand Hero.
  expect(st.lastRound!.details.filter((d) => d.seat === 0)).toEqual(
    expect.arrayContaining([
      { seat: 0, id: 'emperor-made', points: 10 },
      { seat: 0, id: 'grand-hero', points: 15 },
      { seat: 0, id: 'whole-suit', points: 2 },
      { seat: 0, id: 'starbursts', points: 100 },
    ]),
  );
});
