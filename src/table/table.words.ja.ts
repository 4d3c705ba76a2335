import type { TableWords } from './table.words.ts';

export default {
  table: '場',
  top: 'プレイヤーと点数',
  middle: '場札',
  dock: 'あなたの番と手札',
  players: 'プレイヤー',
  seat: (n) => `${n}番席`,
  you: '自分',
  bot: 'ボット',
  levels: { easy: 'やさしい', normal: 'ふつう', hard: 'つよい' },
  dealerTitle: '親',
  dealer: '親',
  points: '点',
  toPlay: '、番です',
  hand: 'あなたの手札',
  noCards: '手札はありません。',
  whyNot: '出せません:',
  notPlayable: '今は出せません',
  dismissNote: 'この説明を閉じる',
  teaching: '教える',
  teachingHelp: '毎ターン何ができるかを示し、ルールが初めて起きたときに説明します。',
} satisfies TableWords;
