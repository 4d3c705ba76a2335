/** The calculators' card grid in Japanese (issue 27). */
import type { HanaCalcWords } from './calc.words.ts';

export default {
  plants: ['松', '梅', '桜', '藤', '菖蒲', '牡丹', '萩', '芒', '菊', '紅葉', '柳', '桐'],
  monthRow: (month) => month,
  card: (card, owner) => `${card}${owner !== null ? `（${owner}の札）` : ''}`,
  chaffOf: (all, month) => `${month}のカスを${all ? 'すべて入れる' : 'すべて外す'}`,
  allChaff: 'カス全部',
  noChaff: 'カスなし',
  already: (card, owner) =>
    `${card}はすでに${owner}の取り札にあります。1枚の札は一度しか数えられません。先にそちらから外してください。`,
  skipped: (cards) =>
    `${cards.map((c) => `${c.card}（${c.owner}の札）`).join('と')}は入れませんでした。1枚の札は一度しか数えられません。`,
  capturedCards: '取り札',
  tapCapturedBy: '取り札をタップする人',

  lucky: { teshi: '手四（同じ月の4枚）', kuttsuki: 'くっつき（4組の対）' },
  doubles: { 'double-at-7': '7点以上', 'koikoi-double': 'こいこい' },
  privilege: (name) => `親権（親は${name}）`,
  noScore: '誰も勝負せず：得点なし',
  dealt: (what) => `配り手：${what}`,
  scores: (name) => `${name}の得点`,
  yaku: '役',
  calledKoikoi: (name) => `${name}がこいこい`,
  tapCards: (name) => `${name}の取り札をタップしてください。`,
  noYaku: (name, n) =>
    `${name}の札${n}枚では役ができません。回は役を作って勝負したときに勝ちになります。札を確かめるか、「なし」を選んでください。`,
  whoWon: 'この回に勝ったのは？',
  nobody: 'なし',
  whoDealt: 'この回の親は？',
  noPrivilege: '親権なしでは、誰も勝負しなかった回は得点なしです。',
  howWon: (name) => `${name}の勝ち方は？`,
  how: { yaku: '役', teshi: '手四', kuttsuki: 'くっつき', both: '両方' },
  hadCalled: (name) => `${name}がこいこいしていた`,
  cardsOf: (name) => `${name}の取り札`,
  tapHeading: (name) => `${name}の取り札をタップ`,
  monthNote: (round, month) => `第${round}回：月は${month}（月札）。`,
  breakdown: '役と点数',
  additive: '得点は0から積み上げます（この表のルール）。',

  gs: {
    players: (n) => `ゴーストップは2人か3人で遊びます。この表は${n}人なので、計算機では回を精算できません。`,
    mult: (id, c) =>
      id === 'go-double'
        ? `ゴー${c.gos}回`
        : id === 'shake'
          ? `振り${c.shakes}回`
          : id === 'bomb'
            ? `爆弾${c.bombs}回`
            : id === 'seven-animals'
              ? 'モンバク：タネ7枚以上'
              : `流れ${c.draws}回の後`,
    perGo: (n) => `ゴー1回につき+1（${n}）`,
    points: '点数',
    score: (name) => `${name}の得点`,
    piBak: 'ピバク：カス不足',
    gwangBak: 'クァンバク：光なし',
    goBak: 'ゴーバク：ゴーして負け',
    share: (name) => `＋${name}の分（ゴーバク：先にゴー）`,
    paidBy: (name) => `${name}が代わりに払う（ゴーバク）`,
    pays: (name) => `${name}が払う`,
    collects: (name) => `${name}が受け取る`,
    stopped: 'ストップ',
    presidentChoice: '総統',
    drawNote: (stack) => `流れの回は得点なしです。次の勝ちは倍${stack ? '、流れが続くたびにさらに倍' : ''}になります。`,
    counts: (units, animals, owner) =>
      `カス${units}枚分・タネ${animals}枚（菊に盃は${owner ? '持ち主の言うとおり' : '有利なほう'}で数えます）`,
    cupAs: (name) => `${name}の菊に盃の数え方`,
    anAnimal: 'タネ1枚',
    doubleChaff: 'カス2枚分',
    roundOf: (name) => `${name}の回`,
    gosCalled: 'ゴーの回数',
    shakes: '振り',
    bombs: '爆弾',
    drawsBefore: '直前の流れ',
    holds: (name) => `${name}の取り札`,
    chaffUnits: (name) => `${name}のカス（枚分）`,
    piBakIf: '（カスの役で勝てばピバク）',
    holdsBright: (name) => `${name}は光を持っている`,
    calledGo: (name) => `${name}はゴーした`,
    firstGo: '先にゴーしたのは？',
    round: 'この回',
    twice: (card) => `${card}が2回数えられています。`,
    triplets: (hand, triplets, name, n) =>
      `手札${hand}枚では、同じ月の3枚はせいぜい${triplets}組です：${name}が振りと爆弾を合わせて${n}回したことはありえません。`,
    noBright: (name) => `${name}は光を持てません：ほかの人の札に光5枚がすべてあります。`,
    tooMuchChaff: (name, units, left) =>
      `${name}がカス${units}枚分を持つことはできません：カスは全部で26枚分（菊に盃をカスにすれば28枚分）で、入力した札のほかには${left}枚分しか残っていません。`,
    tooFew: (name, total, min) =>
      `${name}の札は${total}点です：この表のルールではストップに${min}点以上が必要です。札を確かめるか、「なし」を選んでください。`,
  },

  mu: {
    players: (n) => `むしは2人で遊びます。この表は${n}人なので、計算機では回を採点できません。`,
    pending: '回の終わりに各自が持っていた札をタップしてください。',
    unowned: (n) => `${n}枚が誰の札にも入っていません：むしの札は最後にすべて誰かの札になります。`,
    cardPoints: (p) => `札の点数${p} − 115`,
    theirYaku: (name, yaku) => `${name}の${yaku}`,
    roundOf: (name) => `${name}のこの回の点数`,
    cards: (name, n) => `${name}：${n}枚`,
    giveRest: (n, name) => `残りの${n}枚を${name}に`,
  },

  hb: {
    playedBy: (n) => `肥後花は2〜7人で遊びます。この表は${n}人です。`,
    pairs: (n) =>
      `2人組のチームには4人か6人が必要です。この表は${n}人です。上のルールでほかのチーム分けを選んでください。`,
    triples: (n) =>
      `3人組のチームには6人が必要です。この表は${n}人です。上のルールでほかのチーム分けを選んでください。`,
    team: (names) => names.join('・'),
    pending: '各自の取り札をタップしてください。',
    cardPoints: (n) => `札の点数（${n}枚）`,
    othersYaku: (k) => `ほかの人の役（${k} × 50）`,
    roundOf: (name) => `${name}のこの回の点数`,
    verdict: (name, _plural, cumulative, victory, kind) =>
      cumulative
        ? `${name}がこの回に勝ちました。点数は合計します。`
        : `${name}が勝ち点${victory}を得ます${kind === 'basa' ? '（バサ：100点以上の差）' : kind === 'chu' ? '（チュウ：50点以上の差）' : ''}。`,
    whoDealt: '親は？（同点のときに使います）',
    round: 'この回',
  },
} satisfies HanaCalcWords;
