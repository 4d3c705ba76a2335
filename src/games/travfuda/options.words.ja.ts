/** The TravFuda games' options in Japanese (terms: docs/glossary/travfuda.md). Loaded as its own chunk. */
import type { OptionWords } from '../../i18n/options.ts';
import type { TravFudaOptionWords } from './options.words.ts';

const shared: OptionWords['fields'] = {
  jokerMatching: {
    label: 'ジョーカー',
    help: '裁定TF-1：万能（ジョーカーはどの山にも加われる）。オプション：ジョーカーはジョーカー同士だけで組になる。',
    choices: { wild: '万能', pairOnly: 'ジョーカー同士だけで組になる' },
  },
  jokerOnDealtTable: {
    label: '場に配られたジョーカー',
    help: '裁定TF-13：そのまま残る（誰でも組にできる）。オプション：山札に戻して切り直し、別の札と取り替える。',
    choices: { stays: '残る', replace: '取り替える' },
  },
  hands: {
    label: '試合の長さ',
    help: '裁定TF-14：1人1ハンドで、全員が1回ずつ配る。',
    choices: {
      0: '1人1ハンド',
      1: '1ハンド',
      2: '2ハンド',
      3: '3ハンド',
      4: '4ハンド',
      6: '6ハンド',
      8: '8ハンド',
      12: '12ハンド',
    },
  },
  heroStacking: {
    label: 'ヒーローの段階',
    help: '裁定TF-8：ヒーロー／メジャーヒーロー／グランドヒーローのうち最も高いものだけ。オプション：達した段階すべて。',
    choices: { highest: '最も高い段階だけ', cumulative: 'すべての段階' },
  },
  doubleGoodScope: {
    label: 'ダブルグッドで2倍になるもの',
    help: '裁定TF-10：札の点と組み合わせ。オプション：皇帝・大公を含めた総合計。',
    choices: { subtotal: '小計', grandTotal: '総合計' },
  },
};

const baccaratHands: OptionWords['fields'][string] = {
  label: '試合の長さ',
  help: '原典に定めはなく、アプリでは選んだ数のハンドを遊ぶ。',
  choices: { 4: '4ハンド', 8: '8ハンド', 12: '12ハンド', 16: '16ハンド' },
};

export default {
  travfuda: {
    fields: shared,
    groups: {},
    presets: {
      designer: {
        label: 'デザイナーのルール',
        description: 'ホストマンのルールに、定めのない所は当アプリの裁定：ジョーカーは万能、1人1ハンド。',
      },
    },
  },
  runOrJump: {
    fields: {
      ...shared,
      declarations: {
        label: '皇帝と大公',
        help: '裁定では使わない（ハンドが早く終わることがある）。使う場合：ジャンプか海賊をした人だけが得点する。',
      },
      exhaustedHand: {
        label: '誰もジャンプしなかったら',
        help: '裁定：誰も得点しない（こいこいの慣習）。オプション：ランした人がそれぞれ自分の組み合わせを得点する。',
        choices: { noScore: '誰も得点しない', runnersScoreOwn: 'ランした人が自分の分を得点' },
      },
    },
    groups: {},
    presets: {
      designer: {
        label: 'デザイナーのルール',
        description: '組み合わせだけ。最初に3に達した人はランかジャンプ。ランマーカーは6つ。',
      },
    },
  },
  imperial: {
    fields: {
      hands: baccaratHands,
      house: {
        label: '胴元が親（1番席）',
        help: '原典：胴元は5まで引き、6でスタンド。胴元のジョーカー2枚は5と数える。',
      },
    },
    groups: {},
    presets: {
      players: { label: 'プレイヤーが親', description: '親はプレイヤーで、どのハンドの後でも親を譲れる。' },
      house: { label: '胴元が親', description: '1番席が胴元：0〜5で引き、6でスタンドし、親を譲らない。' },
    },
  },
  denebian: {
    fields: {
      hands: baccaratHands,
      denebianTieBreak: {
        label: '引き分け',
        help: '裁定：最も強い1枚で決める。オプション：決まらなければ2番目、3番目…と比べ、それでも同じならポットを持ち越す。',
        choices: { bestCard: '最も強い1枚だけ', fullLexicographic: '1枚ずつ順に' },
      },
    },
    groups: {},
    presets: {
      designer: {
        label: 'デザイナーのルール',
        description: '最も強い1枚で引き分けを破り、決まらなければポットを持ち越す。',
      },
    },
  },
} satisfies TravFudaOptionWords;
