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
} satisfies TableWords;
