/** Higo-Bana's options in Japanese (issue 27). */
import type { OptionWords } from '../../i18n/options.ts';

const n = (k: string) => [k, k] as const;
export default {
  fields: {
    rounds: {
      label: '回数',
      help: '冊子：好きなだけ。初期値は12回。',
      choices: Object.fromEntries(['1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24'].map(n)),
    },
    teams: {
      label: 'チーム',
      help: '冊子とふだウィキ：組んだ者どうしは取り札を1つにまとめ、交互に座ります。2人組は4人か6人、3人組は6人で。',
      choices: { none: '各自で', pairs: '2人組', triples: '3人組' },
    },
    values: {
      label: '札の点',
      help: '冊子：カス1点。ハワイ標準（ふだウィキ、ウィキペディア）：カス0点、桐の色付きカス10点。',
      choices: { seed: '冊子：カス1点', hawaiian: 'ハワイ式：カス0点、色付きカス10点' },
    },
    own_yaku: {
      label: '自分の役で+50',
      help: '冊子：役はほかの人から50点ずつ引くうえ、自分にも50点を加えます。ハワイの資料：ほかの人から引くだけ。',
    },
    three_card: {
      label: '3枚の決まり',
      help: '冊子（ゴーストップから）：めくった札が手札でいま作った対と同じ月なら、3枚とも場に残ります。ハワイの資料にはありません。',
    },
    hiki: {
      label: 'ヒキ',
      help: 'ふだウィキ、ボードゲームアリーナ：手札と場で同じ月の4枚がそろえば、札を出す代わりに4枚とも取れます。',
    },
    scoring: {
      label: '対局の数え方',
      help: '冊子：その回の勝者に勝ち点1、全員に100点以上の差をつければ2（バサ）。変種：50点差でチュー。回の得点を合計する。',
      choices: {
        basa: '勝ち点：1、バサ（100以上）2',
        'chu-basa': '勝ち点：1、チュー（50以上）2、バサ（100以上）3',
        cumulative: '回の得点を合計',
      },
    },
  },
  groups: {},
  presets: {
    carriage: {
      label: '冊子のルール',
      description: '冊子のルールを、わたしたちの裁定で補ったもの：カス1点、自分の役で+50、3枚の決まり。',
    },
    hawaiian: {
      label: 'ハワイ標準',
      description:
        'ハワイでの遊び方（ふだウィキ、パラダイス・ファクターズ）：カス0点、桐の色付きカス10点、役はほかの人から50点引くだけ、3枚の決まりなし。',
    },
    'hawaii-cumulative': {
      label: 'ハワイ式花札（点数）',
      description: 'ハワイ標準で、勝ち点の代わりに各回の得点を対局を通して合計（ハワイ式花札）。',
    },
  },
} satisfies OptionWords;
