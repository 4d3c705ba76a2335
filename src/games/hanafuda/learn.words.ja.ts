/** Learning at the table in Japanese (issue 28): 場・手札・山札・こいこい・勝負 (docs/glossary/hanafuda.md). */
import type { HanaLearnWords } from './learn.words.ts';

export default {
  refusal: {
    chooseFirst: (card, month) => `先に、${card}で取る${month}の札を選んでください：光っている札をタップします。`,
    drawFirst: '手札の札は出しました。次は山札からめくります（山札をタップ）。',
    playFirst: '先に手札から1枚出してください。山札をめくるのはその後です。',
    handFirst: '先に手札の札を選んでください。取れる場の札が光ります。',
    notATarget: (card, target, month) =>
      `${card}が取るのは${month}の札で、${target}は選べる札ではありません。光っている札をタップしてください。`,
    noMatch: (card, target, sameMonth) =>
      sameMonth
        ? `このゲームでは${card}で${target}は取れません。`
        : `${card}で${target}は取れません。取れるのは同じ月の札だけです。合う札がなければ場に置かれます。`,
    notInHand: (card) => `${card}は手札にありません。`,
    decideKoiKoi: '役ができました。先に「こいこい」（続ける）か「勝負」（いま得点）を選んでください。',
    decideGoStop: 'ストップできる点数です。先にゴー（続ける）かストップ（いま得点）を選んでください。',
    sakeCupFirst: '先に盃の数え方を決めます：タネとしてか、カス2枚分としてか。',
  },
  progress: {
    open: '役への進み具合',
    title: '役まであと何枚',
    short: (yaku, have, need) => `${yaku} ${have}/${need}`,
    nothingNear: 'まだ近い役はありません',
    made: 'できている役',
    near: 'もう少しの役',
    none: 'あと2枚以内の役はまだありません。',
    more: (n, what, yaku) => {
      const noun = { card: '札', bright: '光札', animal: 'タネ', ribbon: '短冊', chaff: 'カス', 'chaff-units': 'カス' }[
        what
      ];
      return `${yaku}まで${noun}あと${n}枚`;
    },
    adds: (n) => `+${n}点`,
    left: (n) => `まだ場・山に${n}枚`,
    gone: '取られた',
    toStop: (points, min) => `ストップまで：${min}点中${points}点`,
    gsCounts: (brights, animals, ribbons, units) => `光${brights}・タネ${animals}・短冊${ribbons}・カス${units}`,
    stopPays: (n) => `いま止めれば${n}点。`,
    next: (what, adds) => `次：${what}（+${adds}点）。`,
    close: '閉じる',
  },
} satisfies HanaLearnWords;
