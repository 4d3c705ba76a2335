import { formatDateTime, formatNumber } from '../../i18n/intl.ts';
import type { SheetWords } from './sheet.words.ts';

const n = (x: number) => formatNumber('ja', x);
const withLabel = (label: string | undefined) => (label ? `（${label}）` : '');

export default {
  recentPlayers: '最近のプレイヤー',
  sheets: 'スコア表',
  newSheet: '新しいスコア表',
  newest: '最近のスコア表',
  loading: '読み込み中…',
  noSheets:
    'スコア表はまだありません。このアプリで遊ぶゲームは自動でスコア表を付けます。手元の札で遊ぶときは、上のボタンから始めてください。',
  rounds: (k) => `${n(k)}回`,
  won: (name) => `勝者：${name}`,
  leads: (name) => `首位：${name}`,
  allSheets: 'すべてのスコア表（履歴）',
  game: 'ゲーム',
  otherGame: 'その他のゲーム',
  titleOptional: 'タイトル（任意）',
  players: '人数',
  player: (seat) => `プレイヤー${seat}`,
  defaultTitle: (game, ms) => `${game}・${new Date(ms).toLocaleDateString('ja', { month: 'numeric', day: 'numeric' })}`,
  cancel: 'キャンセル',
  create: 'スコア表を作る',
  sheet: 'スコア表',
  notFound: 'スコア表が見つかりません',
  notHere: 'このスコア表はこの端末にありません。',
  pageLabel: (title) => `スコア表「${title}」`,
  playerCount: (k) => `${n(k)}人`,
  keptByGame: 'ゲームが記録',
  wonBy: (names) => `終了・勝者：${names.join('、')}`,
  unsaved: 'まだ保存されていません。印の付いた行はこの端末に残り、数秒ごとに保存をやり直します。',
  justNow: 'たった今',
  minutesAgo: (m) => `${n(m)}分前`,
  hoursAgo: (h) => `${n(h)}時間前`,
  date: (ms) => formatDateTime('ja', ms),
  backToGame: 'ゲームに戻る',
  scoresFor: (title) => `「${title}」の得点`,
  round: '回',
  total: '合計',
  wonMark: '（勝者）',
  leaderMark: '（首位）',
  noRounds: 'まだ記録がありません。',
  roundKept: (k, label) => `第${k}回${withLabel(label)}（ゲームが記録）`,
  editRound: (k, label) => `第${k}回${withLabel(label)}を直す`,
  editAdjustment: '調整を直す',
  adj: '調整',
  totalSoFar: 'ここまでの合計 ',
  adjustment: '調整',
  notSavedYet: '・未保存',
  addRound: (k) => `第${k}回を記入`,
  gameWrites: 'ゲームがここに各回を書き込み、あとから直すことはできません。訂正は調整の行として合計に加えます。',
  addAdjustment: '調整を加える',
  exportCsv: 'CSVで書き出す',
  fileName: 'スコア表',
  history: '変更履歴',
  hideHistory: '変更履歴を隠す',
  changes: 'このスコア表の変更',
  change: (at, action, round, was, wasNote, now) =>
    `${formatDateTime('ja', at)}：${round === null ? '削除された回' : `第${round}回`}を${
      action === 'add' ? '記入' : action === 'edit' ? '修正' : '削除'
    }${was !== undefined ? `（前は ${was}${wasNote ? `、「${wasNote}」` : ''}）` : ''}${now !== undefined ? ` → ${now}` : ''}`,
  roundDeleted: 'この回を削除しました。変更履歴には残ります。',
  roundTitle: (k, label) => `第${k}回${withLabel(label)}`,
  calcFailed: '計算機を読み込めませんでした。',
  calculateRound: (k) => `第${k}回を計算`,
  countCardsOf: (p) => `${p}の札を数える`,
  calculateThis: 'この回を計算する',
  scoreOf: (p) => `${p}の得点`,
  flip: (p) => `${p}の得点の正負を切り替え`,
  countCaptured: (p) => `${p}の取り札を数える`,
  count: '数える',
  note: 'メモ',
  adjustHint: '訂正の理由（例：見落とした役）',
  noteHints: {
    koikoi: '例：三光、こいこい×2',
    gostop: '例：ゴー×2、ピバク',
    mushi: '例：柳に雷を取った、役3つ',
    higobana: '例：チーム1、引き',
    'career-poker': '例：この回のあとの順位、革命',
    capture: '例：この配りで取った札',
    piles: '例：偶数の山、組み合わせ',
    other: '例：親は誰か、覚えておきたいこと',
  },
  saveAdjustment: '調整を保存',
  saveRound: 'この回を保存',
  deleteRound: 'この回を削除',
  padProblem: (p) => {
    switch (p.code) {
      case 'decimals':
        return `${p.who}の得点は整数で入力してください（小数は使えません）。`;
      case 'notWhole':
        return `${p.who}の得点が整数ではありません。数字0〜9と、必要ならマイナス記号を使ってください。`;
      case 'tooLarge':
        return `${p.who}の得点が大きすぎます。プラスもマイナスも${n(p.max)}までです。`;
      case 'noName':
        return `プレイヤー${p.seat}の名前を入れてください。`;
      case 'nameTooLong':
        return `名前「${p.name}…」が長すぎます。${p.max}文字までです。`;
      case 'sameName':
        return `プレイヤー${p.seats[0]}と${p.seats[1]}が同じ名前「${p.name}」です。別々の名前にしてください。`;
    }
  },
} satisfies SheetWords;
