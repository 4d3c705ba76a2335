import type { CalcWords } from './calc.words.ts';

export default {
  loadingRules: '규칙을 불러오는 중…',
  backToRound: '이 판 입력으로 돌아가기',
  rules: '규칙:',
  custom: '사용자 설정',
  fromGame: ' (게임의 규칙)',
  fixed: '이 게임을 할 때 쓴 규칙입니다.',
  preset: '프리셋',
  oneLess: (label) => `${label}: 1 줄이기`,
  oneMore: (label) => `${label}: 1 늘리기`,
  cancel: '취소',
  useScores: '이 점수 쓰기',
  calculated: (text) => `계산: ${text}`,
} satisfies CalcWords;
