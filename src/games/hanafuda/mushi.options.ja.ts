/** Mushi's options in Japanese (issue 27). */
import type { OptionWords } from '../../i18n/options.ts';

export default {
  fields: {
    rounds: {
      label: '対局の長さ',
      help: '冊子：12回。ふだウィキでは6回も。',
      choices: { '6': '6回', '12': '12回' },
    },
    five_lights: {
      label: '五光を30点に',
      help: '冊子：あり。ふだウィキは、なしで遊ぶ人もいると記しています。',
    },
    four_pairs_misdeal: {
      label: '場に4組の対：配り直し',
      help: '任意の配り直し（ふだウィキ、ある解説サイト）。',
    },
    drawn_lightning_leftover: {
      label: 'めくった札が雷を取ったときの残り1枚',
      help: 'M7のわたしたちの読み：雷と合わせた人へ。文字どおりの裁定：親へ。',
      choices: { taker: 'その人へ', dealer: '親へ' },
    },
  },
  groups: {},
  presets: {
    carriage: { label: '冊子のルール', description: '冊子のルールを、ふだウィキで補ったもの：12回、4つの役すべて。' },
    short: { label: '短い対局', description: '6回。ふだウィキにもある遊び方。' },
    'three-yaku': { label: '役は3つ', description: '五光なし。ふだウィキが挙げる変種。' },
  },
} satisfies OptionWords;
