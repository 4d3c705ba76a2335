import type { RulesWords } from './rules.words.ts';

export default {
  title: 'ルール',
  none: 'ルールは各ゲームに付いています。',
  gameRules: (game) => `${game}のルール`,
  noRules: 'このゲームのルールはまだアプリにありません。',
  cannotLoad: 'ルールを読み込めませんでした。',
  loading: '読み込み中…',
  notTranslated: 'ルールのこの部分はまだ翻訳されていません。英語で表示します。',
  preset: (label) => `このゲームは「${label}」のルールで遊びます。`,
  fullRules: 'ルールをすべて読む',
  guided: 'ガイド付きで1局遊ぶ',
  guidedHelp: 'ボットと1局。毎ターン、どの札をなぜ選ぶかを案内します。',
  howTo: (game) => `${game}の遊び方`,
} satisfies RulesWords;
