/** TravFuda の学習用の言葉（issue 28）、日本語。用語は docs/glossary/travfuda.md。 */
import type { RefusalArgs, TravFudaLearnWords } from './learn.words.ts';

export default {
  refusals: {
    'tf-wait': (a: RefusalArgs) => `お待ちください：${a.who}の番です。`,
    'tf-play-first': () => 'まず手札から1枚出してください。引くのはその後です。',
    'tf-draw-now': () => 'この手番の札はもう出しました。次は山札から引きます。',
    'tf-place-drawn': (a: RefusalArgs) => `まず引いた${a.card}を光っている山のどれかに置いてください。`,
    'tf-decide-first': () => 'まず選んでください：ラン、ジャンプ、海賊、または黙る。',
    'tf-declare-first': () => 'まず皇帝か大公を宣言するか、宣言しないかを選んでください。',
    'tf-other-suit': (a: RefusalArgs) =>
      a.suit === 0
        ? `${a.pile}番の山はジョーカーだけです。${a.card}はスート${a.cardSuit}の山にしか付けられません。`
        : `${a.card}はスート${a.cardSuit}の山にしか付けられません。${a.pile}番の山はスート${a.suit}です。`,
    'tf-joker-pairs': (a: RefusalArgs) =>
      a.cardSuit === 0
        ? `この試合ではジョーカーはジョーカー同士でしか組めません。${a.pile}番の山はスート${a.suit}です。`
        : `この試合ではジョーカーはジョーカー同士でしか組めません。${a.pile}番の山はジョーカーだけです。`,
    'tf-must-join': (a: RefusalArgs) =>
      a.n === 1
        ? `${a.card}は同じスートの山があるので、その山（光っている山）に付けなければなりません。`
        : `${a.card}は同じスートの山が${a.n}つあるので、そのどれかに付けなければなりません（光っている山をタップ）。`,
    'tf-cannot-declare': (a: RefusalArgs) =>
      [
        a.emperor && `皇帝には配られた手札に星章が3枚必要です（あなたは${a.starbursts}枚）。`,
        a.archduke && `大公には配られた手札に無地（2倍）が3枚必要です（あなたは${a.doubles}枚）。`,
      ]
        .filter(Boolean)
        .join(''),
    'bac-not-in-hand': () => 'このハンドは降りたので、札を持っていません。',
    'bac-taken': (a: RefusalArgs) => `場の札（${a.card}）はもう取りました。次は伏せて1枚引くか、スタンドします。`,
    'bac-take-first': () => 'まず表向きの場の札から1枚取ってください。',
    'bac-house-draws': (a: RefusalArgs) => `胴元は${a.n}では引かなければなりません（0〜5で引く）。`,
    'bac-house-stands': (a: RefusalArgs) => `胴元は${a.n}ではスタンドしなければなりません（6以上でスタンド）。`,
    'bac-ante-first': () => 'まず親がアンティを決めます。',
  },
} satisfies TravFudaLearnWords;
