/** Koi-Koi's options in Japanese (issue 27): the terms of docs/glossary/hanafuda.md. */
import type { OptionWords } from '../../i18n/options.ts';

export default {
  fields: {
    rounds: {
      label: '回数',
      help: '伝統は12か月（冊子）。アプリでは3・6・9回もあります。',
      choices: { '3': '3', '6': '6', '9': '9', '12': '12' },
    },
    goko: {
      label: '五光',
      help: '冊子と任天堂：10点。ほかの多くの資料：15点。',
      choices: { '10': '10', '15': '15' },
    },
    sanko: {
      label: '三光',
      help: '冊子と任天堂：5点。ふだウィキほか：6点。',
      choices: { '5': '5', '6': '6' },
    },
    double_at_7: {
      label: '7点以上で倍',
      help: '任天堂と「花吹雪」は7点以上を倍にします。冊子は倍にしません。',
    },
    viewing: {
      label: '見の役（花見・月見）',
      help: '冊子：花見で一杯・月見で一杯はいつでも成立。ふだウィキやゲームによる変種があります。',
      choices: {
        on: 'いつでも',
        off: 'なし',
        'with-another-yaku': 'ほかの役があるときだけ',
        weather: '小野道風か雷で無効',
        willow: '柳の札があれば無効（「柳は雨」）',
      },
    },
    flower_viewing: {
      label: '花見で一杯',
      help: '冊子：桜に幕＋菊に盃で5点。花見だけを外して月見は残す場もあります。',
    },
    moon_viewing: {
      label: '月見で一杯',
      help: '冊子：芒に月＋菊に盃で5点。月見だけを外して花見は残す場もあります。',
    },
    rainy_four: {
      label: '雨四光',
      help: '冊子：小野道風＋光3枚で雨四光（7点）。なしにすると、三光（5点）と数える採点もあります。',
    },
    sake_cup: {
      label: '菊に盃',
      help: 'ふだウィキと任天堂：タネとカスを兼ねる。変種：タネだけ、またはどちらか（点の高いほう）。',
      choices: {
        both: 'タネとカスを兼ねる',
        'animal-only': 'タネだけ',
        either: 'どちらか、点の高いほう',
      },
    },
    groups: {
      label: '短冊とタネの役',
      help: '冊子と任天堂：特別な役も1枚増えるごとに+1、タン・タネも同時に成立。ふだウィキ：最も高い役だけ。',
      choices: {
        'stack-with-bonus': '重ねる（加点あり）',
        exclusive: '最も高い役だけ',
        'flat-stack': '重ねる（特別な役は一律5点）',
      },
    },
    tsukifuda: {
      label: '月札',
      help: 'ふだウィキ、「龍が如く」シリーズ：その回の月の札4枚で4点。',
    },
    oya_ken: {
      label: '親権',
      help: '任天堂、ふだウィキ：勝者のいない回は親に6点。',
    },
    both_lucky_hands: {
      label: '手四とくっつきが同時',
      help: '配られた手札に同じ月の4枚と4組の対がそろう：6点、資料によっては12点。',
      choices: { '6': '6', '12': '12' },
    },
    scoring: {
      label: '得点の数え方',
      help: '冊子：点は相手から取る。取り決めしだいで、両者とも0から積み上げる。',
      choices: { 'zero-sum': '相手から取る', additive: '0から積み上げる' },
    },
  },
  groups: {},
  presets: {
    carriage: { label: '冊子のルール', description: '冊子のルールを、わたしたちの裁定で補ったもの。' },
    nintendo: {
      label: '任天堂',
      description: '任天堂の説明書とゲームのルール：五光10、三光5、7点以上で倍、親権あり。',
    },
    fudawiki: {
      label: 'ふだウィキ標準',
      description: 'ふだウィキのこいこいのページ：五光15、三光6、役は最も高いものだけ、7点以上で倍。',
    },
  },
} satisfies OptionWords;
