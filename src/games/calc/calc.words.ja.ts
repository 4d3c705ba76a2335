import type { CalcWords } from './calc.words.ts';

export default {
  loadingRules: 'ルールを読み込み中…',
  backToRound: 'この回の入力に戻る',
  rules: 'ルール：',
  custom: 'カスタム',
  fromGame: '（ゲームのルール）',
  fixed: 'このゲームを遊んだときのルールです。',
  preset: 'プリセット',
  oneLess: (label) => `${label}：1減らす`,
  oneMore: (label) => `${label}：1増やす`,
  cancel: 'キャンセル',
  useScores: 'この得点を使う',
  calculated: (text) => `計算：${text}`,
} satisfies CalcWords;
