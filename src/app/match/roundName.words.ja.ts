import type { RoundNameWords } from './roundName.words.ts';

export default {
  month: (m) => `${m}月`,
  round: (n) => `第${n}局`,
  hand: (n) => `第${n}ハンド`,
} satisfies RoundNameWords;
