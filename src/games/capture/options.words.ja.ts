/** Capture's options in Japanese (terms: docs/glossary/capture.md). Loaded as its own chunk. */
import type { OptionWords } from '../../i18n/options.ts';

export default {
  fields: {
    bonusSuit: {
      label: 'オプション1：ボーナススート',
      help: '最初の表札のスートがそのハンドで2倍：取った札は+2、手残りは−2。',
    },
    bonusFollowsUpCard: {
      label: 'ボーナススートは表札に従う',
      help: 'オプション1の変形：ハンドが終わったときに見えている最後の表札のスートが数える。',
    },
    galaxyInBonusSuit: {
      label: 'ボーナススートに銀河を含む',
      help: '裁定CA-7：ボーナススートの銀河も2倍。オフ：1と数える。',
    },
    extraHand: {
      label: 'オプション2：入札つき追加の手札',
      help: '追加の手札を配って入札する。落札した人が上がらなければ入札分を払う。6人のときはなし。',
    },
    halving: {
      label: 'オプション3：半減',
      help: '合計がちょうど60・80・100（2〜3人）または30・40・50（4〜6人）なら半分になる。',
    },
    halvingAtSix: {
      label: '6人での半減',
      help: '裁定CA-8：6人も4〜5人と同じく30・40・50で半減。オフ：6人では半減なし。',
    },
    guided: {
      label: 'ガイド付きラウンド',
      help: '1ハンドだけ。教えるモードが毎回タップする札や押すボタンを言います。',
    },
  },
  groups: {},
  presets: {
    basic: {
      label: '基本ゲーム',
      description: '原典のルールから上級オプションを除いたもの。原典が最初の数回に勧めるとおり。',
    },
    advanced: {
      label: '3つのオプションすべて',
      description: 'ボーナススート、入札つき追加の手札、半減。原典の上級ルール。',
    },
  },
} satisfies OptionWords;
