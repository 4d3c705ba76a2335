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
} satisfies HanaCalcWords;
