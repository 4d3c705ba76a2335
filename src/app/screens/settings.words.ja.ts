import type { SettingsWords } from './settings.words.ts';

const n = (x: number) => x.toLocaleString('ja');

export default {
  title: '設定',
  theme: 'テーマ',
  themes: { system: '自動', light: 'ライト', dark: 'ダーク' },
  cards: 'カード',
  labels: 'カードのラベル',
  labelsHint: '各カードの隅に、月と種類（またはスートと記号）を小さく表示します。',
  hints: '取れる札の表示',
  hintsHint: '選んだカードで取れる札を光らせます。',
  speed: 'アニメーションの速さ',
  speeds: { off: 'オフ', fast: '速い', normal: 'ふつう', slow: '遅い' },
  reduceMotion: '端末の「視差効果を減らす」設定がオンなら、アニメーションは常にオフです。',
  bots: 'ボット',
  thinking: '強いボットの考える時間',
  thinkings: { quick: '短い', normal: 'ふつう', long: '長い' },
  thinkingHint:
    '強いボット（とヒント）が1手に考える時間です。およそ0.5秒、1秒、2秒。その時間でできるだけ先を読みます。長いほど少し強く、遅いスマホでは少し弱くなりますが、待つ時間は延びません。',
  hintButton: 'ヒントボタン',
  hintButtonHint:
    '卓に「ヒント」ボタンを出し、強いボットならあなたの番に何を打つかを示します。見えているものだけを見て考えます。',
  backup: 'バックアップ',
  backupIntro:
    'データはすべてこのスマホの中にあります。移したり守ったりするにはバックアップファイルを保存してください。',
  importButton: 'バックアップを読み込む…',
  importFile: 'バックアップファイルを読み込む',
  noStore: 'この端末では保存できないため、バックアップを読み込めません。',
  undo: '最後の読み込みを取り消す',
  imported: (sheets, games, moves, skipped) =>
    `読み込みました：スコア表${n(sheets)}件とゲーム${n(games)}件を追加または更新（${n(moves)}手）、${n(skipped)}件はスキップ。`,
  damagedSkipped: (count, first) => `壊れた記録${n(count)}件をスキップしました：${first}。`,
  canUndo: 'この読み込みは取り消せます。',
  undone: (undone, kept) =>
    `読み込みを取り消しました（${n(undone)}件を元に戻しました${kept ? `。その後変更された${n(kept)}件はそのままです` : ''}）。`,
  about: (version) => `Carriage ${version}。アカウントも追跡もなし。何もこの端末の外に出ません。`,
  previewLabel: 'この読み込みで行うこと',
  wouldDo: (add, update, skip) => `このバックアップから追加${n(add)}件、更新${n(update)}件、スキップ${n(skip)}件。`,
  nothingReplaced: 'このスマホのより新しいデータは置き換えません。',
  changesOnly: '以前のバックアップ以降の変更分です。',
  damagedLeftOut: (count) => `壊れた記録${n(count)}件は除きます。ほかはすべて読み込めます：`,
  kinds: { game: 'ゲーム', sheet: 'スコア表' },
  item: (kind, title) => `${kind}「${title}」：`,
  lists: { damaged: '壊れていてスキップ — ', add: '追加 — ', update: '更新 — ', skip: 'スキップ — ' },
  andMore: (count) => `…ほか${n(count)}件`,
  restoreDeleted: 'このスマホで削除したものも戻す',
  restoreOn: 'ここで削除したゲームとスコア表を、このバックアップから追加し直します。',
  restoreOff: (count) => `このバックアップのうち${n(count)}件はこのスマホで削除済みで、削除されたままになります。`,
  cancel: 'キャンセル',
  importSettings: '設定だけ読み込む',
  import: '読み込む',
  unknownGame: (id) => `このバージョンが知らないゲームです（${id}）`,
  cannotSetUp: (why) => `準備できません（${why}）`,
} satisfies SettingsWords;
