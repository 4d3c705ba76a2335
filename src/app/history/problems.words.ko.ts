import type { ProblemWords } from './problems.words.ts';

export default {
  damaged: (id) => (id ? `손상된 기록(${id})을 건너뛰었습니다.` : '손상된 기록을 건너뛰었습니다.'),
} satisfies ProblemWords;
