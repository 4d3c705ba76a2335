import type { RoundNameWords } from './roundName.words.ts';

export default {
  month: (m) => `${m}월`,
  round: (n) => `${n}판`,
  hand: (n) => `${n}판`,
} satisfies RoundNameWords;
