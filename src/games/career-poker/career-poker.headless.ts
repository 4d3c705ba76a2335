/** Career Poker without a screen: the engine, Normal, and what Hard searches with. */
import { headlessGame } from '../headless.ts';
import { careerPoker } from './career-poker.ts';
import { careerPokerBot, careerPokerCandidates } from './bot.ts';
import { sampleCareerPoker } from './sample.ts';

export default headlessGame({
  game: careerPoker,
  normal: careerPokerBot,
  hard: { sample: sampleCareerPoker, playouts: 60, candidates: careerPokerCandidates },
});
