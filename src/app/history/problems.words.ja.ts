import type { ProblemWords } from './problems.words.ts';

export default {
  damaged: (id) => (id ? `壊れた記録（${id}）を読み飛ばしました。` : '壊れた記録を読み飛ばしました。'),
} satisfies ProblemWords;
