import type { HomeWords } from './home.words.ts';

export default {
  title: 'ホーム',
  settings: '設定',
  hero: 'ポケットのカード卓',
  heroBody: '花札も宇宙船も、1台のスマホを回して遊べます。電波がなくても動きます。',
  newGame: '新しいゲーム',
  sheets: 'スコア表',
  continue: '続きから',
  loading: '読み込み中…',
  noneUnfinished: '途中のゲームはありません。上から始めましょう。',
  sep: '、',
  resume: (game, names) => `${game}を再開（${names}）`,
  delete: '削除',
  deleteGame: (game) => `${game}のゲームを削除`,
  deleted: 'ゲームを削除しました。',
  undo: '元に戻す',
  allUnfinished: (n) => `途中の対局をすべて見る${n ? `（${n}）` : ''}`,
  finished: '終わった対局',
  more: 'その他',
  history: '履歴：すべての対局とスコア表',
  rules: 'ルール',
} satisfies HomeWords;
