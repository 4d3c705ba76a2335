import { formatNumber } from '../../i18n/intl.ts';
import type { HistoryWords } from './history.words.ts';

const n = (x: number) => formatNumber('ja', x);
/** Bytes as Japanese writes them: "820 バイト", "4.2 KB", "61 KB", "1.3 MB". */
const bytes = (b: number) =>
  b < 1000
    ? `${n(Math.round(b))} バイト`
    : b < 1_000_000
      ? `${(b / 1000).toFixed(b < 10_000 ? 1 : 0)} KB`
      : `${(b / 1_000_000).toFixed(1)} MB`;

export default {
  players: 'プレイヤーと成績',
  title: '履歴',
  filters: '履歴の絞り込み',
  search: '名前で検索',
  searchHint: 'ゲーム・スコア表・プレイヤー',
  show: '表示',
  shows: {
    all: 'すべて',
    unfinished: '途中の対局',
    finished: '終わった対局',
    sheets: 'スコア表',
    archived: '保管済み',
  },
  game: 'ゲーム',
  everyGame: 'すべてのゲーム',
  otherGame: 'その他のゲーム',
  player: 'プレイヤー',
  anyone: '誰でも',
  when: '期間',
  whens: {
    any: 'いつでも',
    '7d': '過去7日',
    '30d': '過去30日',
    '12m': '過去12か月',
    older: '1年以上前',
  },
  loading: '読み込み中…',
  count: (total) => `対局とスコア表 ${n(total)}件`,
  shownOf: (shown, total) => `${n(total)}件中 ${n(shown)}件を表示`,
  empty: '対局もスコア表もまだありません。',
  noMatch: 'この条件に合うものはありません。',
  list: '対局とスコア表',
  sheetState: (rounds) => `スコア表・${n(rounds)}回`,
  finished: '終了',
  unfinished: '途中',
  select: (name, players, date) => `${name}（${players}、${date}）を選択`,
  selected: '選択中',
  selectedCount: (k) => `${n(k)}件を選択`,
  about: (size) => `約${size}`,
  bytes,
  clear: '選択解除',
  archive: '保管',
  unarchive: '保管から戻す',
  delete: '削除',
  undo: '元に戻す',
  broughtBack: (k) => `${n(k)}件を元に戻しました。`,
  deleted: (m, s, size) =>
    `${[m ? `対局${n(m)}件` : '', s ? `スコア表${n(s)}件` : ''].filter(Boolean).join('と') || '何も'}を削除しました（${size}空きました）。`,
  archived: (k) => `${n(k)}件を保管しました。`,
  unarchived: (k) => `${n(k)}件を保管から戻しました。`,
  cleanUp: '終わった古い対局を削除',
  olderThan: '終了して最後に遊んでから',
  ages: { '30': '1か月以上', '90': '3か月以上', '180': '6か月以上', '365': '1年以上' },
  find: '探す',
  noneBefore: (date) => `${date}より前に最後に遊んだ終わった対局はありません。`,
  foundBefore: (k, date, size) =>
    `${date}より前に最後に遊んだ終わった対局が${n(k)}件あります（スコア表を含めて約${size}）。`,
  deleteMatches: (k) => `対局${n(k)}件を削除`,
  evenings: 'ひと晩ごとの成績',
} satisfies HistoryWords;
