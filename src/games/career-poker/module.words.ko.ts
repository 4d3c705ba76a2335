/** Career Poker's seat note in Korean (teams 가팀·나팀, docs/glossary/career-poker.md). */
import type { CareerPokerModuleWords } from './module.words.ts';

export default {
  seatNote: (team, partner) => `${team === 0 ? '가' : '나'}팀, 짝은 ${partner ?? '마주 앉은 사람'}`,
} satisfies CareerPokerModuleWords;
