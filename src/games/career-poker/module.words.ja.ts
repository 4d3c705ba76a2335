/** Career Poker's seat note in Japanese (teams チーム1・チーム2, docs/glossary/career-poker.md). */
import type { CareerPokerModuleWords } from './module.words.ts';

export default {
  seatNote: (team, partner) => `チーム${team + 1}、パートナーは${partner ?? '向かいの人'}`,
} satisfies CareerPokerModuleWords;
