/**
 * Career Poker's guided first round (issue 28 §5) as a newcomer meets it: the learner leads the
 * Blue 13, wins trick 2 with a 5 thanks to an 11 Back, keeps strong cards and gives a weak one
 * away, passes in the Millionaire phase, leads a pair of 5s, and goes out first with the Red 1:
 * rank 1 (+5) and 3 gold, 8 points (the app's Easy bots with the app's random stream).
 */
import { expect, test } from 'vitest';
import mod from '../../../src/games/career-poker/career-poker.module.ts';
import { botsFor } from '../../../src/games/bots.ts';
import { rngFor } from '../../../src/engine/rng.ts';
import { setLanguage } from '../../../src/i18n/current.ts';
import type { CareerPokerMove } from '../../../src/games/career-poker/career-poker.ts';

test('the guided Career Poker round: lead, win by an 11, follow, keep and give, pass, a pair, and go out first', async () => {
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
  expect(asked[1]!.move).toEqual({
    type: 'lead',
    card: 'cp-13-blue-goldfish',
    attr: { type: 'colour', value: 'blue' },
  });
  expect(said[1]).toBe(
    'Tap your 13 Blue Goldfish, then, of its colour and its animal, name the colour: “Colour: Blue”. The others must follow it, and the highest number of the lead colour wins the trick.',
  );
  expect(said[2]).toBe('You won the last trick, so you lead trick 2. Press “↻ Clockwise (Bot 2 next)”.');
  // Bot 3's 11 turned trick 2 over: the learner's 5 beat Bot 2's 13.
  expect(said[4]).toBe(
    'You won the last trick (its 11 turned the order: the lowest number won), so you lead trick 3. Press “↻ Clockwise (Bot 2 next)”.',
  );
  expect(said).toContain('You hold Pig cards, so you must play one: tap your 2 (loop) Green Pig, the highest.');
  expect(said).toContain("Press “Don't cut”: a cut takes every card of the trick, but no gold.");
  expect(asked.filter((a) => a.move.type === 'place').map((a) => (a.move as { to: number }).to)).toEqual([0, 1, 0]);
  expect(said).toContain(
    'Press “Give to Bot 2”: a weak 3 (loop) Gray Snake is one more card Bot 2 must get rid of later.',
  );
  // The Millionaire phase: passes, a pair of 5s led, a pair of 13s on Bot 2's 8s, and going out with the 1.
  const kinds = (phase: string) => asked.filter((a) => a.phase === phase).map((a) => a.move.type);
  expect(kinds('m-play')).toContain('pass');
  const plays = asked.flatMap((a) => (a.move.type === 'play' ? [a.move.cards] : []));
  expect(plays).toContainEqual(['cp-05-yellow-cat', 'cp-05-gray-pig']);
  expect(plays).toContainEqual(['cp-13-yellow-snake', 'cp-13-blue-goldfish']);
  expect(said).toContain(
    'Tap your 5 Yellow Cat and 5 Gray Pig, then “Play 2 cards”: a set of one number; the others must play as many, stronger.',
  );
  expect(asked.at(-1)!.move).toEqual({ type: 'play', cards: ['cp-01-red-owl'], gold: {}, cut: false });
  expect(said.at(-1)).toBe('Tap your 1 Red Owl, then “Play 1 card”: your last card. You go out and the round ends.');
  expect(saidKo.at(-1)).toBe('1 빨강 부엉이를 누르고 ‘1장 내기’를 누르세요. 마지막 패라서 다 내고 라운드가 끝납니다.');
  const st = game.status(s);
  expect(st.phase).toBe('match-over');
  expect(st.lastRound!.scores).toEqual([8, 5, 1]);
  expect(st.lastRound!.details.filter((d) => d.seat === 0)).toEqual([
    { seat: 0, id: 'rank-1', points: 5 },
    { seat: 0, id: 'gold', points: 3 },
  ]);
});
