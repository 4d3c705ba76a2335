/**
 * TravFuda's guided first round (issue 28 §5) as a newcomer meets it: a card joins the Rockball
 * pile, the drawn Scoutship matches two piles and the learner chooses the Cutlass's, then Comets
 * start new piles that the learner's own draws pair; the one hand is the match, and the learner
 * ends with both Comet and Terran World whole and Hero — whatever the Easy bots' stream does.
 */
import { expect, test } from 'vitest';
import mod from '../../../src/games/travfuda/travfuda.module.ts';
import { botsFor } from '../../../src/games/bots.ts';
import { rngFor } from '../../../src/engine/rng.ts';
import { setLanguage } from '../../../src/i18n/current.ts';
import type { FishMove } from '../../../src/games/travfuda/fishing.ts';

test('the guided TravFuda round: join a pile, choose a pile for the draw, start a pile, and end with Hero', async () => {
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
  // The first turns: each kind of turn once.
  expect(asked.slice(0, 5).map((m) => m.type)).toEqual(['play', 'draw', 'place', 'play', 'draw']);
  expect(asked[0]).toEqual({ type: 'play', card: 't06-GS', pile: 'p1' });
  expect(said[0]).toBe(
    'Tap your 6 Rockball, green starburst, then “Put it on the lit pile”: it is of the same suit as the pile with the 6 Rockball, plain on top, so it must go there, and a pile that is even at the end of your turn is yours.',
  );
  expect(said[1]).toMatch(/^Now tap “Draw from the stock”/);
  expect(said[2]).toBe(
    'The drawn 1 Scoutship, plain matches 2 piles: tap the pile with the 1 Scoutship, red cutlass on top, the more valuable, to make it even and take it.',
  );
  expect(asked[3]).toEqual({ type: 'play', card: 't04-P1' });
  expect(said[3]).toBe(
    'No card in your hand matches a pile on the table: tap your 4 Comet, plain (your least valuable card), then “Start a new pile”.',
  );
  expect(saidJa[0]).toBe(
    '手札の6 岩石惑星・緑の星章を押し、「光っている山に置く」を押してください。6 岩石惑星・無地が上の山と同じスートなので、そこに置かなければなりません。手番の終わりに偶数枚の山は自分のものになります。',
  );
  // Eight turns, one card played each.
  expect(asked.filter((m) => m.type === 'play')).toHaveLength(8);
  const st = game.status(s);
  expect(st.phase).toBe('match-over');
  expect(st.lastRound!.scores).toEqual([136, 113, 74]);
  expect(st.lastRound!.details.filter((d) => d.seat === 0)).toEqual(
    expect.arrayContaining([
      { seat: 0, id: 'hero', points: 5 },
      { seat: 0, id: 'whole-suit', points: 2 },
      { seat: 0, id: 'starbursts', points: 60 },
    ]),
  );
});
