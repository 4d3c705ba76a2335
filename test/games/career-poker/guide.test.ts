/**
 * Career Poker's guided first round (issue 28 §5) as a newcomer meets it: the learner leads the
 * Green 13, wins the second trick thanks to an 11 Back, keeps a strong card and gives weak ones
 * away, passes in the Millionaire phase, leads a pair of 10s, and goes out first with a pair of
 * 1s: rank 1 (+5) and 2 gold, 7 points — whatever the Easy bots' stream does.
 */
import { expect, test } from 'vitest';
import mod from '../../../src/games/career-poker/career-poker.module.ts';
import { botsFor } from '../../../src/games/bots.ts';
import { rngFor } from '../../../src/engine/rng.ts';
import { setLanguage } from '../../../src/i18n/current.ts';
import type { CareerPokerMove } from '../../../src/games/career-poker/career-poker.ts';

test('the guided Career Poker round: lead, follow, win by an 11, keep and give, pass, a pair, and go out first', async () => {
  const g = mod.guide!;
  const game = mod.game;
  const bot = botsFor('career-poker').easy;
  let s = game.setup({ players: 3, seed: g.seed, options: g.options, deck: g.deck! });
  const asked: { move: CareerPokerMove; phase: string }[] = [];
  const said: string[] = [];
  const saidKo: string[] = [];
  for (let n = 0; game.status(s).phase === 'playing'; n++) {
    const seat = game.actors(s)[0]!;
    const v = game.view(s, seat);
    const legal = game.legalMoves(s, seat);
    const m = seat === 0 ? g.next(v, legal, 0) : bot.choose(v, legal, rngFor(g.seed, `bot:${n}`));
    if (seat === 0) {
      asked.push({ move: m, phase: v.phase });
      await setLanguage('en');
      said.push(g.say(v, m, 0, ['Aiko', 'Bot 2', 'Bot 3']));
      await setLanguage('ko');
      saidKo.push(g.say(v, m, 0, ['Aiko', 'Bot 2', 'Bot 3']));
    }
    s = game.play(s, seat, m);
  }
  await setLanguage('en');
  expect(said[0]).toBe('Trick 1: you lead. Press “↻ Clockwise (Bot 2 next)”.');
  expect(asked[1]!.move).toEqual({ type: 'lead', card: 'cp-13-green-cat', attr: { type: 'colour', value: 'green' } });
  expect(said[1]).toBe(
    'Tap your 13 Green Cat, then “Colour: Green”: the highest number of the lead colour wins the trick.',
  );
  expect(said[2]).toBe('You hold Gray cards, so you must play one: tap your 10 Gray Pig, the highest.');
  // Bot 3's 11 turned trick 2 over: the learner's 10 won it.
  expect(said[3]).toBe(
    'You won the last trick (its 11 turned the order: the lowest number won), so you lead trick 3. Press “↻ Clockwise (Bot 2 next)”.',
  );
  const kinds = (phase: string) => asked.filter((a) => a.phase === phase).map((a) => a.move.type);
  expect(kinds('follow')).toContain('follow');
  expect(asked.filter((a) => a.move.type === 'place').map((a) => (a.move as { to: number }).to)).toEqual([0, 1, 1, 1]);
  expect(said).toContain(
    'Press “Give to Bot 2”: a weak 3 (loop) Yellow Goldfish is one more card Bot 2 must get rid of later.',
  );
  // The Millionaire phase: passes, a pair of 10s led, and going out with the 1s.
  expect(kinds('m-play')).toContain('pass');
  expect(asked.map((a) => a.move)).toContainEqual({
    type: 'play',
    cards: ['cp-10-green-owl', 'cp-10-gray-pig'],
    gold: {},
    cut: false,
  });
  expect(asked.at(-1)!.move).toEqual({
    type: 'play',
    cards: ['cp-01-red-owl', 'cp-01-gray-cat'],
    gold: {},
    cut: false,
  });
  expect(said.at(-1)).toBe(
    'Tap your 1 Red Owl and 1 Gray Cat, then “Play 2 cards”: your last cards. You go out and the round ends.',
  );
  expect(saidKo.at(-1)).toBe(
    '1 빨강 부엉이, 1 회색 고양이를 누르고 ‘2장 내기’를 누르세요. 마지막 패라서 다 내고 라운드가 끝납니다.',
  );
  const st = game.status(s);
  expect(st.phase).toBe('match-over');
  expect(st.lastRound!.scores).toEqual([7, 2, 5]);
  expect(st.lastRound!.details.filter((d) => d.seat === 0)).toEqual([
    { seat: 0, id: 'rank-1', points: 5 },
    { seat: 0, id: 'gold', points: 2 },
  ]);
});
