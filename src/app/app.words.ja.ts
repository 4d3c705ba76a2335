import type { AppWords } from './app.words.ts';

export default {
  notFound: '見つかりません',
  nothingHere: 'ここには何もありません。',
  cannotLoad: 'この画面を読み込めませんでした。アプリを再読み込みしてください。',
  language: '言語',
  languageHint: '画面の言葉・数字・日付の表示です。保存したゲームとスコア表はどの言語でも同じです。',
} satisfies AppWords;
