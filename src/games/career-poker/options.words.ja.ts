/** Career Poker's options in Japanese (terms: docs/glossary/career-poker.md). Loaded as its own chunk. */
import type { OptionWords } from '../../i18n/options.ts';

export default {
  fields: {
    mode: {
      label: 'ゲーム',
      help: 'ノーマル：3ラウンド。ショート：1ラウンド。チーム戦：4人のみ、向かいの人と組む。',
      choices: { normal: 'ノーマル（3ラウンド）', short: 'ショート（1ラウンド）', team: 'チーム戦（4人）' },
    },
    nonLeadChooser: {
      label: 'リード以外の札の行き先',
      help: '裁定CP-4：その札を出した人が手元に残すか、誰かに渡す。オプション：トリックを取った人が決める。',
      choices: { owner: '出した人が決める', winner: 'トリックを取った人が決める' },
    },
    tieDirection: {
      label: '最後の同点',
      help: '裁定CP-12：上がった人から、そのときの進行方向に近い人が上。オプション：常に時計回り。',
      choices: { playDirection: '進行方向', clockwise: '時計回り' },
    },
    threePlayerColumns: {
      label: '3人のときの点',
      help: '裁定CP-13：+5/0/−3（1・3・5列目）。オプション：表のとおり +5/0/−1。',
      choices: { symmetric: '+5 / 0 / −3', literal: '+5 / 0 / −1（表のとおり）' },
    },
    laterLead: {
      label: '第2・第3ラウンドのリード',
      help: '裁定CP-15：最下位の人がリードする。オプション：ランダム。',
      choices: { lastRanked: '最下位の人', random: 'ランダム' },
    },
  },
  groups: {},
  presets: {
    normal: {
      label: 'ノーマル（3ラウンド）',
      description: '原典どおり：3ラウンドで最多得点の人が勝ち。定めのない所は当アプリの裁定。',
    },
    short: { label: 'ショート（1ラウンド）', description: '原典どおり：1ラウンドを第1ラウンドの列で得点する。' },
    team: { label: 'チーム戦（4人）', description: '原典どおり：向かい合う2人が組み（1+3番席対2+4番席）、3ラウンド。' },
  },
} satisfies OptionWords;
