import type { TableWords } from './table.words.ts';

export default {
  table: '판',
  top: '플레이어와 점수',
  middle: '바닥',
  dock: '내 차례와 손패',
  players: '플레이어',
  seat: (n) => `${n}번 자리`,
  you: '나',
  bot: '봇',
  levels: { easy: '쉬움', normal: '보통', hard: '어려움' },
  dealerTitle: '선',
  dealer: '선',
  points: '점',
  toPlay: ', 차례',
  hand: '내 손패',
  noCards: '손패가 없습니다.',
  whyNot: '낼 수 없음:',
  notPlayable: '지금은 낼 수 없음',
  dismissNote: '이 설명 닫기',
  teaching: '배우기',
  teachingHelp: '차례마다 할 수 있는 일을 알려 주고, 규칙이 처음 나올 때 설명합니다.',
} satisfies TableWords;
