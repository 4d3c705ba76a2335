import type { HomeWords } from './home.words.ts';

export default {
  title: '홈',
  settings: '설정',
  hero: '주머니 속 카드 테이블',
  heroBody: '화투도 우주선도, 휴대폰 한 대를 돌려 가며 즐깁니다. 신호가 없어도 됩니다.',
  newGame: '새 게임',
  sheets: '점수표',
  continue: '이어하기',
  loading: '불러오는 중…',
  noneUnfinished: '진행 중인 게임이 없습니다. 위에서 시작하세요.',
  sep: ', ',
  resume: (game, names) => `${game} 이어하기(${names})`,
  delete: '삭제',
  deleteGame: (game) => `${game} 게임 삭제`,
  deleted: '게임을 삭제했습니다.',
  undo: '되돌리기',
  allUnfinished: (n) => `진행 중인 대국 모두 보기${n ? `(${n})` : ''}`,
  finished: '끝난 대국',
  more: '더 보기',
  history: '기록: 모든 대국과 점수표',
  rules: '규칙',
} satisfies HomeWords;
